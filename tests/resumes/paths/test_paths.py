"""Paths, the edit actions on them, and the JSON Patch they produce and apply."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from resumes.paths import (
    OperationFailed,
    PatchError,
    PathError,
    apply_action,
    apply_actions,
    apply_patch,
    describe_patch,
    make_patch,
    parse_path,
    pointer_to_path,
    read_path,
    same_json,
)


@pytest.fixture
def document() -> dict:
    return {
        "basics": {"name": "Ada", "location": {"city": "London"}},
        "work": [
            {"name": "Babbage & Co", "highlights": ["Notes", "Bernoulli numbers", "Loops"]},
            {"name": "Royal Society"},
        ],
        "skills": [{"name": "Maths"}, {"name": "Poetry"}, {"name": "Engines"}],
    }


def path_error(call, *args) -> str:
    with pytest.raises(PathError) as caught:
        call(*args)
    return str(caught.value)


# Parsing


@pytest.mark.parametrize(
    ("path", "segments"),
    [
        ("basics.name", ("basics", "name")),
        ("work[0].highlights[2]", ("work", 0, "highlights", 2)),
        ("skills[-1]", ("skills", -1)),
        ("basics.location.city", ("basics", "location", "city")),
        ("  basics.name  ", ("basics", "name")),
        ("$.basics.name", ("basics", "name")),
        ("basics['name']", ("basics", "name")),
        ('meta["a.b"]', ("meta", "a.b")),
        ("", ()),
    ],
)
def test_parse_path_splits_keys_and_indexes(path, segments):
    assert parse_path(path) == segments


@pytest.mark.parametrize(
    ("path", "hint"),
    [
        ("work[a]", "write list positions as numbers, like work[0]"),
        ("work..name", "a key is missing after 'work'"),
        ("basics.", "a key is missing after 'basics'"),
        ("work[0]name", "separate keys with dots"),
        ("/basics/name", "looks like a JSON pointer"),
        ("x" * 400, "paths are at most 300"),
    ],
)
def test_parse_path_rejects_garbage_with_a_hint(path, hint):
    assert hint in path_error(parse_path, path)


def test_parse_path_rejects_non_text():
    assert path_error(parse_path, 3) == "The path must be text like basics.name, got a number."


# Reading


def test_read_path_reads_nested_values(document):
    assert read_path(document, "work[0].highlights[2]") == "Loops"
    assert read_path(document, "basics.location.city") == "London"
    assert read_path(document, "skills[-1]") == {"name": "Engines"}


def test_read_path_empty_path_reads_the_whole_document(document):
    assert read_path(document, "") == document


def test_read_path_returns_a_copy(document):
    read_path(document, "basics")["name"] = "Changed"
    assert document["basics"]["name"] == "Ada"


def test_read_path_index_out_of_range_lists_valid_indexes(document):
    assert path_error(read_path, document, "work[3]") == (
        "work[3] does not exist: work has 2 entries, indexes 0-1."
    )


def test_read_path_negative_index_out_of_range(document):
    assert path_error(read_path, document, "skills[-4]") == (
        "skills[-4] does not exist: skills has 3 entries, indexes 0-2."
    )


def test_read_path_typo_lists_fields_and_guesses(document):
    assert path_error(read_path, document, "basics.nmae") == (
        "basics.nmae is not a field of basics; fields: name, label, image, email, phone, url, "
        "summary, location, profiles. Did you mean basics.name?"
    )


def test_read_path_unknown_section_suggests_json_resume_name(document):
    message = path_error(read_path, document, "workExperience[0].company")
    assert message.startswith("workExperience is not a section of the resume; sections: basics,")
    assert message.endswith("Did you mean work?")


def test_read_path_known_field_not_set_says_what_is_there(document):
    assert path_error(read_path, document, "basics.phone") == (
        "basics.phone is not set; basics has: name, location."
    )


def test_read_path_key_on_a_list_suggests_an_index(document):
    assert path_error(read_path, document, "skills.name") == (
        "skills is a list; use an index like skills[0].name."
    )


def test_read_path_index_on_an_object_suggests_a_field(document):
    assert path_error(read_path, document, "basics[0]") == (
        "basics is an object, not a list; use a field like basics.name."
    )


def test_read_path_into_text_is_an_error(document):
    assert "basics.name is text, so basics.name.first does not exist" in path_error(
        read_path, document, "basics.name.first"
    )


def test_read_path_accepts_dotted_index_on_lists(document):
    assert read_path(document, "work.1.name") == "Royal Society"


# update


def test_update_sets_existing_value(document):
    edited = apply_action(document, "basics.name", "update", "Ada Lovelace")
    assert edited.document["basics"]["name"] == "Ada Lovelace"
    assert edited.changes[0].paths == ("basics.name",)


def test_update_leaves_the_original_untouched(document):
    apply_action(document, "basics.name", "update", "Ada Lovelace")
    assert document["basics"]["name"] == "Ada"


def test_update_sets_missing_field_of_existing_object(document):
    edited = apply_action(document, "basics.email", "update", "ada@example.com")
    assert edited.document["basics"]["email"] == "ada@example.com"


def test_update_creates_missing_objects_on_the_way(document):
    edited = apply_action({}, "basics.location.city", "update", "Paris")
    assert edited.document == {"basics": {"location": {"city": "Paris"}}}


def test_update_resolves_negative_index_in_changed_path(document):
    edited = apply_action(document, "skills[-1].name", "update", "Analytical engines")
    assert edited.changes[0].paths == ("skills[2].name",)


def test_update_replaces_a_whole_list_with_a_list(document):
    edited = apply_action(document, "skills", "update", [{"name": "Chess"}])
    assert edited.document["skills"] == [{"name": "Chess"}]


def test_update_list_with_non_list_suggests_index_or_add(document):
    assert path_error(apply_action, document, "skills", "update", {"name": "Chess"}) == (
        "skills is a list; use an index like skills[0] or action add."
    )


def test_update_unknown_field_lists_fields(document):
    message = path_error(apply_action, document, "work[0].company", "update", "Acme")
    assert message == (
        "work[0].company is not a field of work[0]; fields: name, location, description, "
        "position, url, startDate, endDate, summary, highlights. Did you mean work[0].name?"
    )


def test_update_index_out_of_range(document):
    assert path_error(apply_action, document, "work[3].name", "update", "Acme") == (
        "work[3] does not exist: work has 2 entries, indexes 0-1."
    )


def test_update_into_missing_list_suggests_add(document):
    assert path_error(apply_action, document, "volunteer[0].position", "update", "x") == (
        "volunteer is not set, so it has no entries yet; "
        "add the first one with action add on volunteer."
    )


def test_update_without_value_points_to_delete(document):
    assert path_error(apply_action, document, "basics.name", "update", None) == (
        "update needs a value; to remove basics.name use action delete."
    )


def test_update_rejects_values_that_are_not_json(document):
    message = path_error(apply_action, document, "basics.name", "update", float("inf"))
    assert message == "The value is not storable JSON: basics.name: inf is not a JSON number"


def test_update_empty_path_is_an_error(document):
    assert path_error(apply_action, document, "", "update", {}) == (
        "The path is empty; say which part to update, like basics.name or work[0]."
    )


def test_unknown_action_lists_the_actions(document):
    assert path_error(apply_action, document, "basics.name", "replace", "x") == (
        "Unknown action 'replace'; use update, add or delete."
    )


def test_update_free_form_extra_object_accepts_new_keys():
    edited = apply_action({"x-extra": {"a": 1}}, "x-extra.b", "update", 2)
    assert edited.document == {"x-extra": {"a": 1, "b": 2}}


# add


def test_add_appends_to_a_list(document):
    edited = apply_action(document, "work[0].highlights", "add", "Poetical science")
    assert edited.document["work"][0]["highlights"][-1] == "Poetical science"
    assert edited.changes[0].paths == ("work[0].highlights[3]",)


def test_add_with_index_inserts_there(document):
    edited = apply_action(document, "work[1]", "add", {"name": "Inserted"})
    assert [job["name"] for job in edited.document["work"]] == [
        "Babbage & Co",
        "Inserted",
        "Royal Society",
    ]


def test_add_with_index_at_the_end_appends(document):
    edited = apply_action(document, "work[2]", "add", {"name": "Last"})
    assert edited.document["work"][2] == {"name": "Last"}


def test_add_creates_a_missing_list(document):
    edited = apply_action(document, "work[1].highlights", "add", "Fellow")
    assert edited.document["work"][1]["highlights"] == ["Fellow"]
    assert edited.changes[0].paths == ("work[1].highlights[0]",)


def test_add_list_value_adds_each_item(document):
    edited = apply_action(document, "skills", "add", [{"name": "A"}, {"name": "B"}])
    assert edited.document["skills"][-2:] == [{"name": "A"}, {"name": "B"}]
    assert edited.changes[0].paths == ("skills[3]", "skills[4]")


def test_add_empty_list_is_an_error(document):
    assert "needs at least one item" in path_error(apply_action, document, "skills", "add", [])


def test_add_past_the_end_says_valid_positions(document):
    assert path_error(apply_action, document, "work[5]", "add", {}) == (
        "work[5] is past the end: work has 2 entries; insert at a position from 0 to 2, "
        "or add to work to append."
    )


def test_add_negative_index_is_refused(document):
    assert "negative index is ambiguous" in path_error(
        apply_action, document, "work[-1]", "add", {}
    )


def test_add_to_text_suggests_update(document):
    assert path_error(apply_action, document, "basics.name", "add", "x") == (
        "basics.name is text, not a list; use action update to change it."
    )


def test_add_to_object_suggests_update_of_a_field(document):
    assert path_error(apply_action, document, "basics", "add", "x") == (
        "basics is an object, not a list; use action update on one of its fields, like basics.name."
    )


def test_add_to_missing_non_list_field_suggests_update(document):
    assert path_error(apply_action, document, "work[1].url", "add", "x") == (
        "work[1].url is not a list; use action update to set it."
    )


def test_add_without_value_is_an_error(document):
    assert path_error(apply_action, document, "skills", "add", None) == (
        "add needs a value to add to skills."
    )


# delete


def test_delete_removes_a_key(document):
    edited = apply_action(document, "basics.location", "delete")
    assert edited.document["basics"] == {"name": "Ada"}


def test_delete_removes_a_list_item(document):
    edited = apply_action(document, "skills[-1]", "delete")
    assert edited.document["skills"] == [{"name": "Maths"}, {"name": "Poetry"}]
    assert edited.changes[0].paths == ("skills[2]",)


def test_delete_missing_key_is_an_error(document):
    assert path_error(apply_action, document, "basics.phone", "delete") == (
        "basics.phone is not set; basics has: name, location."
    )


def test_delete_missing_index_is_an_error(document):
    assert path_error(apply_action, document, "work[2]", "delete") == (
        "work[2] does not exist: work has 2 entries, indexes 0-1."
    )


def test_delete_empty_list_item_says_list_is_empty():
    assert path_error(apply_action, {"work": []}, "work[0]", "delete") == (
        "work[0] does not exist: work is empty; use action add on work."
    )


# batches of actions


def test_apply_actions_applies_in_order(document):
    edited = apply_actions(
        document,
        [("work", "add", {"name": "New"}), ("work[-1].position", "update", "Boss")],
    )
    assert edited.document["work"][-1] == {"name": "New", "position": "Boss"}


def test_apply_actions_names_the_failing_operation(document):
    with pytest.raises(OperationFailed) as caught:
        apply_actions(
            document,
            [("basics.name", "update", "X"), ("work[5].name", "update", "Y")],
        )
    assert caught.value.index == 1
    assert str(caught.value) == (
        "Operation 2 of 2 (update work[5].name) failed: "
        "work[5] does not exist: work has 2 entries, indexes 0-1."
    )


# JSON Patch


def test_edit_patch_and_inverse_for_update(document):
    edited = apply_action(document, "basics.name", "update", "Ada Lovelace")
    assert edited.patch == [{"op": "replace", "path": "/basics/name", "value": "Ada Lovelace"}]
    assert edited.inverse == [{"op": "replace", "path": "/basics/name", "value": "Ada"}]


def test_edit_patch_for_insert_is_one_add(document):
    edited = apply_action(document, "skills[1]", "add", {"name": "Music"})
    assert edited.patch == [{"op": "add", "path": "/skills/1", "value": {"name": "Music"}}]
    assert edited.inverse == [{"op": "remove", "path": "/skills/1"}]


def test_edit_patch_for_delete_restores_the_item(document):
    edited = apply_action(document, "work[0]", "delete")
    assert edited.patch == [{"op": "remove", "path": "/work/0"}]
    assert edited.inverse == [{"op": "add", "path": "/work/0", "value": document["work"][0]}]


def test_inverse_undoes_every_action(document):
    for path, action, value in [
        ("basics.name", "update", "X"),
        ("work[0].highlights[1]", "add", "Y"),
        ("skills", "add", [{"name": "A"}, {"name": "B"}]),
        ("work[0]", "delete", None),
        ("basics.location.city", "delete", None),
        ("volunteer", "add", {"organization": "Z"}),
    ]:
        edited = apply_action(document, path, action, value)
        assert apply_patch(document, edited.patch) == edited.document
        assert apply_patch(edited.document, edited.inverse) == document


def test_apply_patch_rfc6902_operations():
    document = {"a": {"b": [1, 2]}, "c~d": 1, "e/f": 2}
    patched = apply_patch(
        document,
        [
            {"op": "add", "path": "/a/b/-", "value": 3},
            {"op": "add", "path": "/a/b/0", "value": 0},
            {"op": "replace", "path": "/c~0d", "value": 10},
            {"op": "remove", "path": "/e~1f"},
            {"op": "copy", "from": "/a/b", "path": "/copied"},
            {"op": "move", "from": "/copied", "path": "/moved"},
            {"op": "test", "path": "/moved/3", "value": 3},
        ],
    )
    assert patched == {"a": {"b": [0, 1, 2, 3]}, "c~d": 10, "moved": [0, 1, 2, 3]}
    assert document == {"a": {"b": [1, 2]}, "c~d": 1, "e/f": 2}


@pytest.mark.parametrize(
    "op",
    [
        {"op": "remove", "path": "/missing"},
        {"op": "replace", "path": "/a/5", "value": 1},
        {"op": "add", "path": "/a/01", "value": 1},
        {"op": "test", "path": "/a/0", "value": True},
        {"op": "move", "from": "/a", "path": "/a/0"},
        {"op": "frobnicate", "path": "/a"},
        {"op": "add", "path": "a", "value": 1},
        {"op": "add", "path": "/a/0"},
    ],
)
def test_apply_patch_rejects_ops_that_do_not_apply(op):
    with pytest.raises(PatchError):
        apply_patch({"a": [1]}, [op])


def test_apply_patch_replaces_the_root():
    assert apply_patch({"a": 1}, [{"op": "replace", "path": "", "value": {"b": 2}}]) == {"b": 2}


def test_same_json_tells_true_from_one():
    assert not same_json({"a": True}, {"a": 1})
    assert same_json({"a": [1, "x"]}, {"a": [1, "x"]})


def test_pointer_to_path_writes_indexes_in_brackets():
    assert pointer_to_path("/work/0/highlights/2") == "work[0].highlights[2]"
    assert pointer_to_path("/basics/location/city") == "basics.location.city"


def test_describe_patch_groups_by_verb():
    patch = [
        {"op": "replace", "path": "/basics/name", "value": "x"},
        {"op": "replace", "path": "/basics/label", "value": "y"},
        {"op": "add", "path": "/work/2", "value": {}},
    ]
    assert describe_patch(patch) == "updated basics.name, basics.label; added work[2]"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["a", "b", "", "~/"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.sampled_from(["a", "b", "c", "~", "/"]), children, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(before=json_values, after=json_values)
def test_make_patch_turns_any_value_into_any_other(before, after):
    assert same_json(apply_patch(before, make_patch(before, after)), after)
    assert same_json(apply_patch(after, make_patch(after, before)), before)
