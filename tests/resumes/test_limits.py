"""Size limits (resumes/limits.py): one check in `validate_document`, so imports, the forms and
the agent's edits are all refused with a message that says what to fix."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from agent.engine.tools.base import ToolContext
from agent.engine.tools.execution import execute_call
from resumes import services
from resumes.importing import ImportRejected, import_resume
from resumes.limits import MAX_DOCUMENT_BYTES, MAX_IMAGE_CHARS, MAX_LIST_ITEMS, MAX_TEXT_CHARS
from resumes.models import Resume
from resumes.schema import DocumentInvalid, validate_document
from tests.factories import ConversationFactory, ToolCallFactory

pytestmark = pytest.mark.django_db

TOO_MANY = [{"name": f"Company {n}"} for n in range(MAX_LIST_ITEMS + 1)]
TOO_LONG = "x" * (MAX_TEXT_CHARS + 1)


def _problems(data) -> str:
    with pytest.raises(DocumentInvalid) as caught:
        validate_document(data)
    return str(caught.value)


def test_a_section_with_too_many_entries_is_refused_with_what_to_do():
    message = _problems({"work": TOO_MANY})
    assert f"work: has {MAX_LIST_ITEMS + 1} entries; at most {MAX_LIST_ITEMS}" in message
    assert "remove or merge 1" in message


def test_lists_inside_entries_and_profiles_are_limited_too():
    highlights = ["did a thing"] * (MAX_LIST_ITEMS + 1)
    assert "work[0].highlights: has" in _problems({"work": [{"highlights": highlights}]})
    profiles = [{"network": "x"}] * (MAX_LIST_ITEMS + 1)
    assert "basics.profiles: has" in _problems({"basics": {"profiles": profiles}})


def test_a_field_with_too_much_text_is_refused_with_its_path():
    message = _problems({"work": [{"name": "A"}, {"summary": TOO_LONG}]})
    assert f"work[1].summary: is {MAX_TEXT_CHARS + 1:,} characters long" in message
    assert "shorten it by 1" in message


def test_at_the_limits_a_resume_is_accepted():
    entry = {"name": "A", "summary": "y" * 1000}
    data = {"work": [entry] * MAX_LIST_ITEMS, "basics": {"summary": "z" * MAX_TEXT_CHARS}}
    assert len(validate_document(data)["work"]) == MAX_LIST_ITEMS


def test_the_document_size_is_limited_without_counting_the_photo():
    filler = [{"summary": "y" * MAX_TEXT_CHARS} for _ in range(MAX_LIST_ITEMS)]
    message = _problems({"work": filler[:10], "projects": filler[:10], "volunteer": filler[:15]})
    assert f"at most {MAX_DOCUMENT_BYTES:,} are allowed" in message
    photo = "data:image/png;base64," + "A" * (MAX_IMAGE_CHARS - 30)
    big_but_fine = {"basics": {"image": photo}, "work": filler[:20]}
    assert validate_document(big_but_fine)["basics"]["image"] == photo
    too_big_photo = {"basics": {"image": photo + "A" * 100}}
    assert "basics.image: is" in _problems(too_big_photo)


def test_import_refuses_an_oversized_resume_with_the_paths(user):
    raw = json.dumps({"basics": {"name": "Ada", "summary": TOO_LONG}, "work": TOO_MANY})
    with pytest.raises(ImportRejected) as caught:
        import_resume(owner=user, raw=raw)
    paths = [path for path, _ in caught.value.problems]
    assert "basics.summary" in paths and "work" in paths
    assert not Resume.objects.filter(owner=user).exists()


def test_the_entry_form_says_what_is_too_long_and_saves_nothing(client, user):
    resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
    client.force_login(user)
    response = client.post(
        reverse("resume_entry_save", args=[resume.pk, "work", 0]),
        {"work-0-version": resume.version, "work-0-summary": TOO_LONG, "work-0-name": "Acme"},
    )
    assert response.status_code == 200
    assert "shorten it by 1" in response.text
    assert Resume.objects.get(pk=resume.pk).version == resume.version


def test_adding_an_entry_beyond_the_limit_from_the_page_is_refused(client, user):
    resume = services.resume_create(
        owner=user, title="CV", language="en", data={"skills": TOO_MANY[:MAX_LIST_ITEMS]}
    )
    client.force_login(user)
    response = client.post(
        reverse("resume_entry_add", args=[resume.pk, "skills"]), {"version": resume.version}
    )
    assert f"at most {MAX_LIST_ITEMS} are allowed in a list" in response.text
    assert len(Resume.objects.get(pk=resume.pk).data["skills"]) == MAX_LIST_ITEMS


def _agent_call(conversation, name, arguments):
    tool_call = ToolCallFactory(
        message__conversation=conversation,
        name=name,
        arguments_raw=json.dumps(arguments),
        arguments=None,
    )
    context = ToolContext(
        conversation=conversation, resume=conversation.resume, allowed=["CVEditor", "CVBatchEditor"]
    )
    return execute_call(tool_call, context)


def test_the_agent_gets_an_error_that_says_what_to_fix():
    conversation = ConversationFactory(capability=None)
    version = conversation.resume.version
    outcome = _agent_call(
        conversation, "CVEditor", {"path": "basics.summary", "action": "update", "value": TOO_LONG}
    )
    assert outcome.status == "error"
    assert "basics.summary" in outcome.content and "shorten it by 1" in outcome.content
    entries = [{"name": f"Company {n}"} for n in range(MAX_LIST_ITEMS + 5)]
    outcome = _agent_call(
        conversation, "CVEditor", {"path": "work", "action": "add", "value": entries}
    )
    assert outcome.status == "error"
    assert f"at most {MAX_LIST_ITEMS} are allowed in a list" in outcome.content
    conversation.resume.refresh_from_db()
    assert conversation.resume.version == version  # nothing was saved


def test_a_resume_stored_beyond_the_limits_can_be_edited_and_shortened_but_not_grown(user):
    # Stored before the limits existed: written directly, as an old row would be.
    work = [{"name": f"Company {n}", "summary": "s"} for n in range(MAX_LIST_ITEMS + 10)]
    work[5]["summary"] = TOO_LONG
    resume = Resume.objects.create(owner=user, title="Old", data={"work": work}, version=1)

    def edit(path: str, action: str, value=None) -> None:
        services.resume_apply_edit(
            resume=Resume.objects.get(pk=resume.pk),
            path=path,
            action=action,
            value=value,
            source="user",
            author=user,
        )

    edit("work[20].name", "update", "Renamed")
    edit("work[0]", "delete")  # the long summary moves from work[5] to work[4]
    assert len(Resume.objects.get(pk=resume.pk).data["work"]) == MAX_LIST_ITEMS + 9
    with pytest.raises(DocumentInvalid, match="remove or merge 10"):
        edit("work", "add", {"name": "More"})
    with pytest.raises(DocumentInvalid, match="shorten it by"):
        edit("work[4].summary", "update", TOO_LONG + "y")
