"""Property tests: whatever paths, actions and values arrive, only ResumeEditError escapes,
the stored document stays valid, and undo brings back the original."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resumes import services
from resumes.models import Resume
from resumes.schema import starter_document, validate_document
from resumes.services import ResumeEditError

pytestmark = pytest.mark.django_db

PROPERTY_SETTINGS = settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

KEYS = [
    "basics", "name", "label", "email", "url", "location", "city", "profiles", "work",
    "position", "startDate", "endDate", "highlights", "education", "institution", "skills",
    "keywords", "projects", "meta", "awards", "x-extra", "company", "", " ", "0", "a.b", "$",
]  # fmt: skip

segments = st.one_of(
    st.sampled_from(KEYS).map(lambda key: ("key", key)),
    st.integers(-4, 6).map(lambda index: ("index", index)),
)


def write_path(parts: list[tuple[str, object]]) -> str:
    text = ""
    for kind, part in parts:
        text += f"[{part}]" if kind == "index" else (f".{part}" if text else str(part))
    return text


TEMPLATES = [
    "basics.name", "basics.label", "basics.email", "basics.url", "basics.location.city",
    "basics.profiles", "basics.profiles[{i}].url", "work", "work[{i}]", "work[{i}].name",
    "work[{i}].position", "work[{i}].startDate", "work[{i}].highlights",
    "work[{i}].highlights[{j}]", "skills", "skills[{i}].keywords", "skills[{i}].{k}",
    "education[{i}].startDate", "projects[{i}]", "awards", "meta.version", "basics.{k}",
]  # fmt: skip
plausible_paths = st.builds(
    lambda template, key, i, j: template.format(k=key, i=i, j=j),
    st.sampled_from(TEMPLATES),
    st.sampled_from(KEYS),
    st.integers(-2, 2),
    st.integers(-2, 3),
)

paths = st.one_of(
    plausible_paths,
    st.lists(segments, max_size=5).map(write_path),
    st.text(max_size=30),
    st.sampled_from(["work[", "work]]", "[0]", "basics..name", "/basics/name", "$.", "work[-0]"]),
)

texts = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["2021", "2021-03", "2021-02-30", "March 2021", "Present", "a@b.c", "no at"]),
)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    texts,
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=8,
)
odd_values = st.sampled_from([(1, 2), {1, 2}, b"bytes", object(), {1: "int key"}])
plausible_values = st.one_of(
    texts, st.fixed_dictionaries({}, optional={"name": texts, "startDate": texts, "url": texts})
)
values = st.one_of(plausible_values, json_values, odd_values)
actions = st.one_of(st.sampled_from(["update", "add", "delete"]), st.text(max_size=8))

# Half of the edits look like what a model would send, so that many of them succeed and the
# document wanders through many shapes; the other half is anything at all.
edits = st.one_of(
    st.tuples(plausible_paths, st.sampled_from(["update", "add", "delete"]), plausible_values),
    st.tuples(paths, actions, values),
)


def assert_stored_document_is_sound(resume: Resume) -> None:
    stored = Resume.objects.get(pk=resume.pk)
    assert validate_document(stored.data) == stored.data
    assert stored.revisions.count() == stored.version
    assert services.revision_document(stored, stored.version) == stored.data


def fresh_resume(user) -> Resume:
    return services.resume_create(owner=user, title="Property", data=starter_document("en"))


@PROPERTY_SETTINGS
@given(edit_list=st.lists(edits, min_size=1, max_size=4))
def test_apply_edit_only_raises_edit_errors_and_keeps_the_document_valid(user, edit_list):
    resume = fresh_resume(user)
    for path, action, value in edit_list:
        before = Resume.objects.get(pk=resume.pk)
        try:
            result = services.resume_apply_edit(
                resume=resume, path=path, action=action, value=value, source="agent"
            )
        except ResumeEditError:
            after = Resume.objects.get(pk=resume.pk)
            assert (after.version, after.data) == (before.version, before.data)
        else:
            assert result.resume.version == before.version + (result.revision is not None)
        assert_stored_document_is_sound(resume)


operations = st.one_of(
    st.lists(
        edits.map(lambda edit: {"path": edit[0], "action": edit[1], "value": edit[2]}),
        min_size=1,
        max_size=4,
    ),
    st.lists(
        st.fixed_dictionaries({"path": paths, "action": actions}, optional={"value": values}),
        min_size=1,
        max_size=4,
    ),
)


@PROPERTY_SETTINGS
@given(operations=st.one_of(operations, st.lists(json_values, max_size=3), json_values))
def test_apply_batch_only_raises_edit_errors_and_is_all_or_nothing(user, operations):
    resume = fresh_resume(user)
    try:
        services.resume_apply_batch(resume=resume, operations=operations, source="agent")
    except ResumeEditError:
        after = Resume.objects.get(pk=resume.pk)
        assert (after.version, after.data) == (1, starter_document("en"))
    assert_stored_document_is_sound(resume)


valid_edits = st.lists(
    st.one_of(
        st.tuples(
            st.sampled_from(["basics.name", "basics.label", "work[0].position", "skills[-1].name"]),
            st.just("update"),
            st.text(max_size=10),
        ),
        st.tuples(
            st.sampled_from(["work[0].highlights", "skills", "work[1]", "awards", "interests"]),
            st.just("add"),
            st.one_of(st.text(max_size=10), st.fixed_dictionaries({"name": st.text(max_size=10)})),
        ),
        st.tuples(
            st.sampled_from(["work[0]", "skills[0]", "basics.url", "projects", "work[0].summary"]),
            st.just("delete"),
            st.none(),
        ),
        st.tuples(st.just("undo"), st.just("undo"), st.integers(1, 6)),
    ),
    min_size=1,
    max_size=8,
)


@PROPERTY_SETTINGS
@given(edits=valid_edits)
def test_undo_to_version_one_gives_back_the_original(user, edits):
    original = starter_document("en")
    resume = services.resume_create(owner=user, title="Undo", data=original)
    seen = {1: original}
    for path, action, value in edits:
        try:
            if action == "undo":
                services.resume_undo(resume=resume, to_version=value, author=user)
            else:
                services.resume_apply_edit(
                    resume=resume, path=path, action=action, value=value, source="agent"
                )
        except ResumeEditError:
            continue
        seen[resume.version] = Resume.objects.get(pk=resume.pk).data
    for version, document in seen.items():
        assert services.revision_document(resume, version) == document
    if resume.version > 1 and Resume.objects.get(pk=resume.pk).data != original:
        services.resume_undo(resume=resume, to_version=1, author=user)
    assert Resume.objects.get(pk=resume.pk).data == original
    assert_stored_document_is_sound(resume)
