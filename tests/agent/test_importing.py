"""The agent's correction of an import (issue 16): a capable remote model, reached over real
HTTP (the fake provider), corrects the draft through the resume tools; the import guard
refuses any value that is not in the file's text; local or no provider leaves the parser's
result as it is."""

from __future__ import annotations

import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.urls import reverse

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Conversation, Provider
from agent.seeds import seed_capabilities
from resumes.importing.service import draft_from_file, import_draft
from resumes.models import ImportSource, Resume
from resumes.trust.source_check import problems
from tests.factories import CapabilityFactory, ProviderFactory, UserFactory

pytestmark = pytest.mark.django_db(transaction=True)

CV = """\
Ada Lovelace
ada@example.com · +44 20 7946 0000

Experience

Analytical Engine Company — London
Mathematician, Jan 2020 – Mar 2023
- Wrote the first program for the engine, cutting table errors by 40%
- Explained the engine to Babbage's investors

Education

University of London
BSc Mathematics, 2015 - 2019
"""
MISPARSED = "Analytical Engine Company London Mathematician"


@pytest.fixture
def alice(db):
    # Transactional tests flush the seeded rows: seed the capability as the migration does.
    from django.apps import apps

    seed_capabilities(apps, ["import"])
    CapabilityFactory(slug="base", name="Resume editor", sort_order=0)
    return UserFactory(username="alice")


@pytest.fixture
def remote(fake_llm):
    return ProviderFactory(slug="remote", name="Remote", base_url=fake_llm.base_url)


def misparsed_import(owner) -> Resume:
    """A stored import whose first employer the parser got wrong (name and title run on)."""
    draft = draft_from_file(raw=CV)
    draft.document["work"][0]["name"] = MISPARSED
    return import_draft(owner=owner, draft=draft, raw=CV, filename="cv.txt")


def edit(path: str, value) -> ScriptedCall:
    return ScriptedCall(
        name="CVEditor", arguments={"path": path, "action": "update", "value": value}
    )


def correct(resume: Resume, slug: str | None = None) -> dict:
    from resumes.importing.correction import correct_imported

    return correct_imported(resume=resume, provider_slug=slug)


def import_command(*args: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("import_resume", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_a_model_that_fixes_a_misparsed_employer_changes_the_resume(alice, remote, fake_llm):
    resume = misparsed_import(alice)
    fake_llm.add_replies(
        Reply(tool_calls=[edit("work[0].name", "Analytical Engine Company")]),
        Reply(content="Fixed the employer's name."),
    )

    outcome = correct(resume, "remote")

    resume.refresh_from_db()
    assert resume.data["work"][0]["name"] == "Analytical Engine Company"
    assert outcome["status"] == "corrected"
    assert (outcome["edits"], outcome["refused"]) == (1, 0)
    # The model was given the file's text and the draft.
    first = json.dumps(fake_llm.chat_requests[0].messages, ensure_ascii=False)
    assert "Explained the engine to Babbage's investors" in first
    assert MISPARSED in first
    assert ImportSource.objects.get(resume=resume).report["correction"]["status"] == "corrected"
    # The run was the import check; the person goes on in that conversation with the
    # general editor, not under the source-only rule.
    conversation = Conversation.objects.get(resume=resume)
    assert conversation.runs.get().capability.slug == "import"
    assert conversation.capability.slug == "base"


def test_a_model_that_invents_an_employer_is_refused_and_the_source_value_stays(
    alice, remote, fake_llm
):
    resume = import_draft(owner=alice, draft=draft_from_file(raw=CV), raw=CV, filename="cv.txt")
    fake_llm.add_replies(
        Reply(tool_calls=[edit("work[0].name", "Google")]),
        Reply(tool_calls=[edit("work[0].startDate", "2019-06")]),
        Reply(content="Done."),
    )

    outcome = correct(resume, "remote")

    resume.refresh_from_db()
    assert resume.data["work"][0]["name"] == "Analytical Engine Company"
    assert resume.data["work"][0]["startDate"] == "2020-01"
    assert resume.version == 1
    assert (outcome["edits"], outcome["refused"]) == (0, 2)
    # The model is told why, so it can correct itself.
    tool_message = fake_llm.chat_requests[1].messages[-1]
    assert tool_message["role"] == "tool"
    assert "'Google'" in tool_message["content"]
    assert "not in the source text" in tool_message["content"]


def test_a_batch_with_one_invented_value_changes_nothing(alice, remote, fake_llm):
    resume = misparsed_import(alice)
    operations = [
        {"path": "work[0].name", "action": "update", "value": "Analytical Engine Company"},
        {"path": "basics.label", "action": "update", "value": "Chief Scientist"},
    ]
    fake_llm.add_replies(
        Reply(
            tool_calls=[ScriptedCall(name="CVBatchEditor", arguments={"operations": operations})]
        ),
        Reply(content="Done."),
    )

    correct(resume, "remote")

    resume.refresh_from_db()
    assert resume.data["work"][0]["name"] == MISPARSED
    assert "label" not in resume.data["basics"]


def test_an_unreachable_provider_leaves_the_draft_and_says_the_check_failed(alice, db):
    ProviderFactory(slug="down", name="Down", base_url="http://127.0.0.1:9/v1")
    resume = misparsed_import(alice)

    outcome = correct(resume, "down")

    resume.refresh_from_db()
    assert outcome["status"] == "failed"
    assert resume.data["work"][0]["name"] == MISPARSED
    assert resume.version == 1


def test_the_embedded_local_model_is_not_used_and_the_draft_stands(alice, fake_llm, settings):
    ProviderFactory(slug="offline", base_url=fake_llm.base_url, is_local=True)
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": "offline"}
    resume = misparsed_import(alice)

    outcome = correct(resume)

    resume.refresh_from_db()
    assert outcome["reason"] == "local"
    assert resume.data["work"][0]["name"] == MISPARSED
    assert fake_llm.chat_requests == []
    assert not Conversation.objects.filter(resume=resume).exists()


def test_without_any_provider_the_draft_stands(alice, fake_llm):
    Provider.objects.all().delete()
    resume = misparsed_import(alice)

    outcome = correct(resume)

    assert outcome == {
        "status": "skipped",
        "reason": "no_provider",
        "message": "No remote model is configured, so the parser's result stands.",
    }
    resume.refresh_from_db()
    assert resume.data["work"][0]["name"] == MISPARSED


def test_import_command_with_provider_prints_the_corrected_document(
    alice, remote, fake_llm, tmp_path
):
    path = tmp_path / "cv.txt"
    path.write_text(CV.replace("Mathematician, Jan", "Mathematician,\nJan"), encoding="utf-8")
    fake_llm.add_replies(
        Reply(tool_calls=[edit("basics.label", "Mathematician")]),
        Reply(content="Added the label."),
    )

    out, err = import_command(str(path), "--user", "alice", "--json", "--provider", "remote")

    document = json.loads(out)
    assert document["basics"]["label"] == "Mathematician"
    assert document == Resume.objects.get(owner=alice).data
    assert "1 edit(s)" in err


@pytest.mark.parametrize(
    ("slug", "says"), [("no-such-llm", "no-such-llm"), ("offline", "embedded local model")]
)
def test_import_command_refuses_an_unusable_provider_and_creates_nothing(
    alice, fake_llm, tmp_path, slug, says
):
    ProviderFactory(slug="offline", base_url=fake_llm.base_url, is_local=True)
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")

    with pytest.raises(CommandError, match=says):
        import_command(str(path), "--user", "alice", "--provider", slug)

    assert not Resume.objects.exists()


def test_import_command_without_a_capable_provider_keeps_the_parsers_result(alice, tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")

    out, err = import_command(str(path), "--user", "alice", "--json")

    assert json.loads(out)["work"][0]["name"] == "Analytical Engine Company"
    assert "parser's result stands" in err


def test_web_upload_runs_the_check_and_the_report_says_so(
    client, alice, remote, fake_llm, settings
):
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": "remote"}
    fake_llm.add_replies(
        Reply(tool_calls=[edit("basics.label", "Mathematician")]),
        Reply(content="Added the label."),
    )
    client.force_login(alice)
    upload = SimpleUploadedFile("cv.txt", CV.encode(), "text/plain")

    response = client.post(reverse("io:import"), {"file": upload})
    # The check runs as a background job (tests/agent/tasks/test_owner_tasks.py follows its page).
    from tests.processes import run_worker

    run_worker()

    resume = Resume.objects.get(owner=alice)
    assert resume.data["basics"]["label"] == "Mathematician"
    page = client.get(response["Location"], follow=True).content.decode()
    assert "Checked by the assistant (Remote)" in page
    # The chat on the page continues with the general editor; the import check is not offered.
    assert '<option value="base" selected' in page
    assert '<option value="import"' not in page
    # The conversation opens on a short card, not on the file's text as the person's message.
    assert "Imported cv.txt: 1 job, 1 school, 0 lines not placed" in page
    assert 'class="msg msg-import-card"' in page
    assert "Correct and complete this imported resume" not in page


@pytest.mark.parametrize(
    ("value", "held"),
    [
        ("Analytical Engine Company", True),
        ("analytical  engine\ncompany.", True),
        ("University of Londres", False),
        ("BSc  Mathematics", True),
        ("40%", True),
        ("41%", False),
    ],
)
def test_the_source_check_compares_normalised_text(value, held):
    found = problems(CV, [{"path": "work[0].summary", "action": "update", "value": value}])
    assert (found == []) is held


@pytest.mark.parametrize(
    ("value", "held"), [("2020-01", True), ("2023-03", True), ("2015", True), ("2020-02", False)]
)
def test_the_source_check_reads_dates_in_the_sources_formats(value, held):
    found = problems(CV, [{"path": "work[0].startDate", "action": "update", "value": value}])
    assert (found == []) is held


def test_the_source_check_looks_inside_added_entries():
    job = {"name": "Analytical Engine Company", "position": "CEO", "startDate": "2020-01"}
    found = problems(CV, [{"path": "work", "action": "add", "value": job}])
    assert found == ["'CEO' (at work)"]


def test_the_source_check_reads_chinese_text_and_dates():
    source = "李明\n工作经历\n腾讯科技 前端工程师 2016年9月-2019年6月\n负责 微信 支付 页面"
    ok = [
        {"path": "work[0].name", "action": "update", "value": "腾讯科技"},
        {"path": "work[0].startDate", "action": "update", "value": "2016-09"},
        {"path": "work[0].highlights[0]", "action": "update", "value": "负责微信支付页面"},
    ]
    assert problems(source, ok) == []
    invented = [{"path": "work[0].name", "action": "update", "value": "阿里巴巴"}]
    assert problems(source, invented) == ["'阿里巴巴' (at work[0].name)"]
