"""The resume services on a real database: edits, batches, the optimistic lock, undo."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.http import Http404

from resumes import selectors, services
from resumes.models import Resume, ResumeRevision, RevisionSource
from resumes.schema import blank_document, starter_document
from resumes.services import (
    DocumentInvalid,
    EditOperation,
    OperationFailed,
    PathError,
    ResumeEditError,
    StaleVersionError,
)
from tests.factories import ResumeFactory, ToolCallFactory, UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def resume(user) -> Resume:
    return services.resume_create(
        owner=user,
        title="Grace's resume",
        data={
            "basics": {"name": "Grace Hopper", "email": "grace@example.com"},
            "work": [
                {"name": "Remington Rand", "startDate": "1949", "highlights": ["A-0"]},
                {"name": "US Navy", "x-rank": "Rear Admiral"},
            ],
            "skills": [{"name": "COBOL"}],
            "x-custom": {"kept": True},
        },
    )


def edit(resume: Resume, path: str, action: str, value=None, **kwargs) -> services.EditResult:
    kwargs.setdefault("source", RevisionSource.AGENT)
    return services.resume_apply_edit(
        resume=resume, path=path, action=action, value=value, **kwargs
    )


def stored(resume: Resume) -> Resume:
    return Resume.objects.get(pk=resume.pk)


def versions(resume: Resume) -> list[int]:
    return list(resume.revisions.order_by("version").values_list("version", flat=True))


# resume_create


def test_resume_create_writes_version_one_with_a_snapshot(user):
    resume = services.resume_create(owner=user, title="Mine", data=starter_document("en"))
    revision = resume.revisions.get()
    assert (resume.version, revision.version) == (1, 1)
    assert revision.snapshot == starter_document("en")
    assert (revision.source, revision.author, revision.summary) == ("user", user, "created")


def test_resume_create_without_data_is_blank(user):
    resume = services.resume_create(owner=user, title="Empty")
    assert resume.data == blank_document()


def test_resume_create_from_starter_uses_the_language(user):
    resume = services.resume_create(owner=user, title="例子", language="zh-hans", starter=True)
    assert resume.data == starter_document("zh-hans")
    assert resume.revisions.get().summary == "created from the example"


def test_resume_create_import_records_import_source(user):
    resume = services.resume_create(
        owner=user, title="Imported", data={"basics": {"name": "X"}}, source="import"
    )
    assert resume.revisions.get().source == RevisionSource.IMPORT


def test_resume_create_keeps_extra_keys(user):
    data = {"$schema": "https://example.com/s.json", "basics": {"name": "X", "pronouns": "she"}}
    assert services.resume_create(owner=user, title="T", data=data).data == data


def test_resume_create_invalid_document_is_refused_with_paths(user):
    with pytest.raises(DocumentInvalid) as caught:
        services.resume_create(owner=user, title="T", data={"work": [{"startDate": "March 2021"}]})
    assert str(caught.value) == (
        "The resume is not valid JSON Resume: "
        "work[0].startDate: 'March 2021' is not an ISO date; use 2021-03"
    )
    assert caught.value.errors == [
        ("work[0].startDate", "'March 2021' is not an ISO date; use 2021-03")
    ]
    assert not Resume.objects.exists()


def test_resume_create_requires_a_title(user):
    with pytest.raises(ResumeEditError, match="needs a title"):
        services.resume_create(owner=user, title="   ")


def test_resume_create_rejects_unknown_theme(user):
    with pytest.raises(ResumeEditError, match="Unknown theme 'neon'"):
        services.resume_create(owner=user, title="T", theme="neon")


# resume_apply_edit


def test_apply_edit_update_saves_a_new_version(resume, user):
    result = edit(resume, "basics.name", "update", "Grace Brewster Hopper", author=user)
    assert result.resume.version == 2
    assert stored(resume).data["basics"]["name"] == "Grace Brewster Hopper"
    assert result.changed_paths == ["basics.name"]
    assert result.value_after == "Grace Brewster Hopper"


def test_apply_edit_records_patch_inverse_source_and_summary(resume, user):
    result = edit(resume, "basics.name", "update", "G. Hopper", author=user)
    revision = result.revision
    assert revision.version == 2
    assert revision.patch == [{"op": "replace", "path": "/basics/name", "value": "G. Hopper"}]
    assert revision.inverse == [{"op": "replace", "path": "/basics/name", "value": "Grace Hopper"}]
    assert (revision.source, revision.author, revision.summary) == (
        "agent",
        user,
        "updated basics.name",
    )


def test_apply_edit_links_the_tool_call(resume):
    call = ToolCallFactory(conversation__resume=resume, conversation__owner=resume.owner)
    result = edit(resume, "basics.name", "update", "G", tool_call=call)
    assert result.revision.tool_call == call
    assert list(call.revisions.all()) == [result.revision]


def test_apply_edit_updates_the_callers_instance(resume):
    edit(resume, "basics.name", "update", "G")
    assert (resume.version, resume.data["basics"]["name"]) == (2, "G")


def test_apply_edit_uses_the_stored_document_not_a_stale_instance(resume):
    stale_copy = Resume.objects.get(pk=resume.pk)
    edit(resume, "basics.name", "update", "First")
    edit(stale_copy, "basics.email", "update", "g@example.com")
    data = stored(resume).data
    assert (data["basics"]["name"], data["basics"]["email"]) == ("First", "g@example.com")


def test_apply_edit_add_appends_and_reports_where(resume):
    result = edit(resume, "work[0].highlights", "add", "FLOW-MATIC")
    assert stored(resume).data["work"][0]["highlights"] == ["A-0", "FLOW-MATIC"]
    assert result.changed_paths == ["work[0].highlights[1]"]
    assert result.value_after == "FLOW-MATIC"
    assert result.revision.summary == "added work[0].highlights[1]"


def test_apply_edit_add_with_index_inserts(resume):
    edit(resume, "work[1]", "add", {"name": "Harvard", "startDate": "1944"})
    assert [job["name"] for job in stored(resume).data["work"]] == [
        "Remington Rand",
        "Harvard",
        "US Navy",
    ]


def test_apply_edit_add_creates_a_missing_list(resume):
    result = edit(
        resume, "awards", "add", {"title": "National Medal of Technology", "date": "1991"}
    )
    assert stored(resume).data["awards"] == [
        {"title": "National Medal of Technology", "date": "1991"}
    ]
    assert result.changed_paths == ["awards[0]"]


def test_apply_edit_delete_removes_item(resume):
    result = edit(resume, "work[-1]", "delete")
    assert [job["name"] for job in stored(resume).data["work"]] == ["Remington Rand"]
    assert result.changed_paths == ["work[1]"]
    assert result.value_after is None


def test_apply_edit_value_after_is_normalised(resume):
    result = edit(resume, "work[0].endDate", "update", 1971)
    assert result.value_after == "1971"
    assert stored(resume).data["work"][0]["endDate"] == "1971"


def test_apply_edit_invalid_path_changes_nothing(resume):
    with pytest.raises(
        PathError, match=r"work\[3\] does not exist: work has 2 entries, indexes 0-1"
    ):
        edit(resume, "work[3].name", "update", "X")
    assert stored(resume).version == 1
    assert versions(resume) == [1]


def test_apply_edit_invalid_date_changes_nothing(resume):
    with pytest.raises(DocumentInvalid) as caught:
        edit(resume, "work[1].startDate", "update", "March 2021")
    assert str(caught.value) == (
        "That edit would make the resume invalid: "
        "work[1].startDate: 'March 2021' is not an ISO date; use 2021-03"
    )
    assert stored(resume).version == 1


def test_apply_edit_refuses_unknown_field_inside_a_value(resume):
    with pytest.raises(PathError) as caught:
        edit(resume, "work", "add", {"company": "Acme", "position": "Engineer"})
    assert str(caught.value).startswith("work[2].company is not a field of work[2]; fields: name,")
    assert str(caught.value).endswith("Did you mean work[2].name?")
    assert stored(resume).version == 1


def test_apply_edit_keeps_existing_extra_keys(resume):
    edit(resume, "work[0]", "delete")
    data = stored(resume).data
    assert data["work"] == [{"name": "US Navy", "x-rank": "Rear Admiral"}]
    assert data["x-custom"] == {"kept": True}


def test_apply_edit_can_change_an_existing_extra_key(resume):
    edit(resume, "work[1].x-rank", "update", "Commodore")
    assert stored(resume).data["work"][1]["x-rank"] == "Commodore"


def test_apply_edit_that_changes_nothing_writes_no_revision(resume):
    result = edit(resume, "basics.name", "update", "Grace Hopper")
    assert result.revision is None
    assert result.changed_paths == []
    assert stored(resume).version == 1


def test_apply_edit_unknown_action_is_an_edit_error(resume):
    with pytest.raises(ResumeEditError, match="Unknown action 'set'; use update, add or delete"):
        edit(resume, "basics.name", "set", "X")


def test_apply_edit_non_text_path_is_an_edit_error(resume):
    with pytest.raises(ResumeEditError, match="The path must be text"):
        edit(resume, ["basics"], "update", "X")


def test_apply_edit_unknown_source_is_a_programming_error(resume):
    with pytest.raises(ValueError, match="unknown revision source"):
        edit(resume, "basics.name", "update", "X", source="robot")


def test_apply_edit_on_a_deleted_resume_is_an_edit_error(resume):
    Resume.objects.filter(pk=resume.pk).delete()
    with pytest.raises(ResumeEditError, match="no longer exists"):
        edit(resume, "basics.name", "update", "X")


def test_revisions_are_numbered_one_per_change(resume):
    edit(resume, "basics.name", "update", "A")
    edit(resume, "skills", "add", {"name": "Fortran"})
    with pytest.raises(ResumeEditError):
        edit(resume, "skills[9]", "delete")
    edit(resume, "skills[0]", "delete")
    assert versions(resume) == [1, 2, 3, 4]
    assert stored(resume).version == 4


# resume_apply_batch


def test_apply_batch_applies_all_as_one_version(resume):
    result = services.resume_apply_batch(
        resume=resume,
        operations=[
            {"path": "basics.label", "action": "update", "value": "Rear Admiral"},
            {"path": "work", "action": "add", "value": {"name": "Digital Equipment"}},
            {"path": "skills[0]", "action": "delete"},
        ],
        source="agent",
    )
    data = stored(resume).data
    assert data["basics"]["label"] == "Rear Admiral"
    assert data["work"][-1] == {"name": "Digital Equipment"}
    assert data["skills"] == []
    assert result.resume.version == 2
    assert result.changed_paths == ["basics.label", "work[2]", "skills[0]"]
    assert result.value_after == ["Rear Admiral", {"name": "Digital Equipment"}, None]
    assert result.revision.summary == "updated basics.label; added work[2]; deleted skills[0]"


def test_apply_batch_later_operations_see_earlier_ones(resume):
    services.resume_apply_batch(
        resume=resume,
        operations=[
            EditOperation(path="projects", action="add", value={"name": "COBOL"}),
            EditOperation(path="projects[-1].startDate", action="update", value="1959"),
        ],
        source="agent",
    )
    assert stored(resume).data["projects"] == [{"name": "COBOL", "startDate": "1959"}]


def test_apply_batch_is_all_or_nothing(resume):
    with pytest.raises(OperationFailed) as caught:
        services.resume_apply_batch(
            resume=resume,
            operations=[
                {"path": "basics.name", "action": "update", "value": "Changed"},
                {"path": "work", "action": "add", "value": {"name": "X"}},
                {"path": "work[7].name", "action": "update", "value": "Y"},
            ],
            source="agent",
        )
    assert str(caught.value) == (
        "Operation 3 of 3 (update work[7].name) failed: "
        "work[7] does not exist: work has 3 entries, indexes 0-2."
    )
    assert caught.value.index == 2
    assert stored(resume).data["basics"]["name"] == "Grace Hopper"
    assert versions(resume) == [1]


def test_apply_batch_names_the_operation_that_made_the_document_invalid(resume):
    with pytest.raises(OperationFailed) as caught:
        services.resume_apply_batch(
            resume=resume,
            operations=[
                {"path": "basics.name", "action": "update", "value": "Changed"},
                {"path": "work[0].endDate", "action": "update", "value": "Present"},
            ],
            source="agent",
        )
    assert str(caught.value).startswith(
        "Operation 2 of 2 (update work[0].endDate) failed: That edit would make the resume "
        "invalid: work[0].endDate: 'Present' is not a date"
    )
    assert isinstance(caught.value.cause, DocumentInvalid)
    assert stored(resume).version == 1


def test_apply_batch_accepts_other_pydantic_models(resume):
    from pydantic import BaseModel

    class Operation(BaseModel):
        path: str
        action: str
        value: object = None

    services.resume_apply_batch(
        resume=resume,
        operations=[Operation(path="basics.label", action="update", value="Admiral")],
        source="agent",
    )
    assert stored(resume).data["basics"]["label"] == "Admiral"


@pytest.mark.parametrize(
    ("operations", "message"),
    [
        ([], "operations is empty"),
        ({"path": "basics.name"}, "must be a list"),
        (["basics.name"], "Operation 1 of 1 is not an edit"),
        ([{"path": "basics.name", "action": "update", "values": "x"}], "is not an edit"),
        ([{"path": "a", "action": "delete"}] * 101, "101 operations is too many"),
    ],
)
def test_apply_batch_malformed_operations_are_edit_errors(resume, operations, message):
    with pytest.raises(ResumeEditError, match=message):
        services.resume_apply_batch(resume=resume, operations=operations, source="agent")
    assert stored(resume).version == 1


# Optimistic lock


def test_update_field_with_current_version_saves(resume, user):
    result = services.resume_update_field(
        resume=resume,
        path="basics.email",
        value="amazing.grace@example.com",
        expected_version=1,
        author=user,
    )
    assert result.revision.source == RevisionSource.USER
    assert stored(resume).data["basics"]["email"] == "amazing.grace@example.com"


def test_update_field_with_stale_version_says_what_the_agent_changed(resume, user):
    edit(resume, "basics.name", "update", "Amazing Grace")
    form_view = Resume.objects.get(pk=resume.pk)
    with pytest.raises(StaleVersionError) as caught:
        services.resume_update_field(
            resume=form_view, path="basics.name", value="Mine", expected_version=1, author=user
        )
    assert str(caught.value) == (
        "The resume changed since you opened it (version 1 → 2: the agent updated basics.name). "
        "Reload to see the changes; your edit was not saved."
    )
    assert (caught.value.expected_version, caught.value.current_version) == (1, 2)
    assert stored(resume).data["basics"]["name"] == "Amazing Grace"
    assert versions(resume) == [1, 2]


def test_stale_version_message_lists_several_changes(resume, user):
    edit(resume, "basics.name", "update", "A")
    services.resume_update_field(
        resume=resume, path="basics.label", value="B", expected_version=2, author=user
    )
    services.resume_undo(resume=resume, to_version=2, author=user)
    edit(resume, "skills[0]", "delete")
    edit(resume, "skills", "add", {"name": "C"})
    with pytest.raises(StaleVersionError) as caught:
        services.resume_update_field(
            resume=resume, path="basics.name", value="Z", expected_version=1, author=user
        )
    assert str(caught.value) == (
        "The resume changed since you opened it (version 1 → 6: the agent updated basics.name; "
        "you updated basics.label; an undo restored version 2; and 2 more changes). "
        "Reload to see the changes; your edit was not saved."
    )


def test_stale_version_by_another_person_is_someone_else(resume, user):
    services.resume_update_field(
        resume=resume, path="basics.name", value="A", expected_version=1, author=UserFactory()
    )
    with pytest.raises(StaleVersionError, match=r"version 1 → 2: someone else updated basics.name"):
        services.resume_update_field(
            resume=resume, path="basics.name", value="B", expected_version=1, author=user
        )


def test_expected_version_from_the_future_is_stale(resume, user):
    with pytest.raises(StaleVersionError, match="You are editing version 5, but the resume is at"):
        services.resume_update_field(
            resume=resume, path="basics.name", value="B", expected_version=5, author=user
        )


def test_agent_edit_with_expected_version_is_checked_too(resume):
    edit(resume, "basics.name", "update", "A")
    with pytest.raises(StaleVersionError):
        edit(resume, "basics.name", "update", "B", expected_version=1)


def test_expected_version_garbage_is_an_edit_error(resume, user):
    with pytest.raises(ResumeEditError, match="'seven' is not a version number"):
        services.resume_update_field(
            resume=resume, path="basics.name", value="B", expected_version="seven", author=user
        )


# resume_replace_section


def test_replace_section_replaces_the_whole_list(resume, user):
    result = services.resume_replace_section(
        resume=resume,
        section="work",
        value=[{"name": "Yale", "position": "Student"}],
        expected_version=1,
        author=user,
    )
    assert stored(resume).data["work"] == [{"name": "Yale", "position": "Student"}]
    assert result.revision.summary == "updated work"


def test_replace_section_replaces_basics(resume, user):
    services.resume_replace_section(
        resume=resume, section="basics", value={"name": "G"}, expected_version=1, author=user
    )
    assert stored(resume).data["basics"] == {"name": "G"}


def test_replace_section_none_removes_the_section(resume, user):
    services.resume_replace_section(
        resume=resume, section="skills", value=None, expected_version=1, author=user
    )
    assert "skills" not in stored(resume).data


def test_replace_section_unknown_section_suggests_the_right_one(resume, user):
    with pytest.raises(ResumeEditError, match=r"Did you mean education\?"):
        services.resume_replace_section(
            resume=resume, section="educaton", value=[], expected_version=1, author=user
        )


def test_replace_section_stale_version_is_refused(resume, user):
    edit(resume, "basics.name", "update", "A")
    with pytest.raises(StaleVersionError):
        services.resume_replace_section(
            resume=resume, section="work", value=[], expected_version=1, author=user
        )
    assert len(stored(resume).data["work"]) == 2


# Undo


def test_undo_restores_an_old_version_as_a_new_revision(resume, user):
    original = stored(resume).data
    edit(resume, "basics.name", "update", "A")
    edit(resume, "work[0]", "delete")
    result = services.resume_undo(resume=resume, to_version=1, author=user)
    assert stored(resume).data == original
    assert result.resume.version == 4
    assert (result.revision.source, result.revision.summary) == ("undo", "restored version 1")
    assert result.revision.author == user


def test_undo_to_a_middle_version(resume, user):
    edit(resume, "basics.name", "update", "A")
    middle = stored(resume).data
    edit(resume, "skills", "add", {"name": "B"})
    services.resume_undo(resume=resume, to_version=2, author=user)
    assert stored(resume).data == middle


def test_undo_of_an_undo_brings_the_change_back(resume, user):
    edit(resume, "basics.name", "update", "A")
    changed = stored(resume).data
    services.resume_undo(resume=resume, to_version=1, author=user)
    services.resume_undo(resume=resume, to_version=2, author=user)
    assert stored(resume).data == changed
    assert versions(resume) == [1, 2, 3, 4]


def test_undo_reports_the_paths_it_changed(resume, user):
    edit(resume, "basics.name", "update", "A")
    result = services.resume_undo(resume=resume, to_version=1, author=user)
    assert result.changed_paths == ["basics.name"]


def test_undo_to_the_current_version_is_an_error(resume, user):
    edit(resume, "basics.name", "update", "A")
    with pytest.raises(ResumeEditError, match="Version 2 is the current version"):
        services.resume_undo(resume=resume, to_version=2, author=user)
    assert versions(resume) == [1, 2]


def test_undo_to_a_version_that_does_not_exist(resume, user):
    with pytest.raises(
        ResumeEditError, match="There is no version 7; this resume has versions 1 to 1"
    ):
        services.resume_undo(resume=resume, to_version=7, author=user)


def test_undo_to_identical_content_is_an_error(resume, user):
    edit(resume, "basics.name", "update", "A")
    services.resume_undo(resume=resume, to_version=1, author=user)
    with pytest.raises(ResumeEditError, match="has the same content as the current version"):
        services.resume_undo(resume=resume, to_version=1, author=user)


def test_revision_document_shows_every_version(resume):
    seen = [stored(resume).data]
    for name in ["A", "B", "C"]:
        edit(resume, "basics.name", "update", name)
        seen.append(stored(resume).data)
    assert [services.revision_document(resume, v) for v in (1, 2, 3, 4)] == seen


def test_revision_document_works_after_undo_chains(resume, user):
    edit(resume, "work", "add", {"name": "A"})
    services.resume_undo(resume=resume, to_version=1, author=user)
    edit(resume, "skills[0].level", "update", "Expert")
    assert services.revision_document(resume, 2)["work"][-1] == {"name": "A"}
    assert services.revision_document(resume, 3) == services.revision_document(resume, 1)


def test_revision_document_with_missing_history_is_an_edit_error(resume):
    edit(resume, "basics.name", "update", "A")
    edit(resume, "basics.name", "update", "B")
    ResumeRevision.objects.filter(resume=resume, version=3).delete()
    with pytest.raises(ResumeEditError, match="cannot be rebuilt"):
        services.revision_document(resume, 2)


# Housekeeping


def test_rename_changes_the_title_only(resume):
    services.resume_rename(resume=resume, title="  Grace   Hopper  CV ")
    assert (stored(resume).title, stored(resume).version) == ("Grace Hopper CV", 1)


def test_rename_to_nothing_is_refused(resume):
    with pytest.raises(ResumeEditError):
        services.resume_rename(resume=resume, title="")


def test_set_theme_and_language(resume):
    services.resume_set_theme(resume=resume, theme="modern")
    services.resume_set_language(resume=resume, language="zh-hans")
    assert (stored(resume).theme, stored(resume).language) == ("modern", "zh-hans")


def test_set_language_unknown_is_refused(resume):
    with pytest.raises(ResumeEditError, match="Unknown language 'fr'"):
        services.resume_set_language(resume=resume, language="fr")


def test_duplicate_copies_the_current_document_with_a_fresh_history(resume):
    edit(resume, "basics.name", "update", "A")
    copy = services.resume_duplicate(resume=resume)
    assert copy.pk != resume.pk
    assert copy.data == stored(resume).data
    assert copy.title == "Grace's resume (copy)"
    assert copy.version == 1
    assert list(copy.revisions.values_list("version", "summary")) == [
        (1, "copied from “Grace's resume” version 2")
    ]


def test_delete_removes_the_resume_and_its_revisions(resume):
    services.resume_delete(resume=resume)
    assert not Resume.objects.exists()
    assert not ResumeRevision.objects.exists()


# Selectors


def test_resume_list_for_user_hides_scratch_and_other_peoples(user, other_user):
    mine = ResumeFactory(owner=user)
    ResumeFactory(owner=user, is_scratch=True)
    ResumeFactory(owner=other_user)
    assert list(selectors.resume_list_for_user(user)) == [mine]


def test_resume_get_for_user_refuses_other_peoples_resumes(user, other_user):
    theirs = ResumeFactory(owner=other_user)
    with pytest.raises(Http404):
        selectors.resume_get_for_user(user, theirs.pk)
    with pytest.raises(Resume.DoesNotExist):
        selectors.resume_get_for_user(user=user, resume_id=theirs.pk)


def test_resume_get_for_user_garbage_id_is_not_found(user):
    with pytest.raises(Resume.DoesNotExist):
        selectors.resume_get_for_user(user, "12abc")


def test_resume_get_for_user_returns_own_resume(user):
    mine = ResumeFactory(owner=user)
    assert selectors.resume_get_for_user(user, str(mine.pk)) == mine


def test_revision_list_is_newest_first(resume):
    edit(resume, "basics.name", "update", "A")
    edit(resume, "basics.name", "update", "B")
    assert [r.version for r in selectors.revision_list(resume)] == [3, 2, 1]


# Concurrency


@pytest.mark.django_db(transaction=True)
def test_concurrent_agent_edits_all_land_with_unique_versions(user):
    resume = services.resume_create(owner=user, title="T", data={"skills": []})
    errors = []

    def writer(name: str) -> None:
        try:
            for n in range(8):
                edit(Resume.objects.get(pk=resume.pk), "skills", "add", {"name": f"{name}{n}"})
        except Exception as exc:  # collected so the assertion below shows it
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=writer, args=(name,)) for name in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    final = stored(resume)
    assert final.version == 17
    assert sorted(skill["name"] for skill in final.data["skills"]) == sorted(
        f"{name}{n}" for name in "ab" for n in range(8)
    )
    assert versions(resume) == list(range(1, 18))
