"""Review mode headless: `manage.py chat --review` (proposal events) and `manage.py proposals`
(list, accept, reject, refusals), against the real HTTP fake provider and database."""

from __future__ import annotations

import json

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Proposal, ProposalStatus
from resumes import services
from resumes.models import Resume, ResumeRevision
from tests.commands import command
from tests.factories import ResumeFactory, UserFactory

pytestmark = pytest.mark.django_db(transaction=True)

LABEL = {"path": "basics.label", "action": "update", "value": "Rear Admiral"}
JOB = {"name": "Google", "position": "CTO", "startDate": "2010-01"}


@pytest.fixture
def resume(db):
    return ResumeFactory(owner=UserFactory(username="alice"))


def review_turn(resume, fake_llm, *, json_out: bool = True) -> tuple[int, str, str]:
    fake_llm.add_replies(
        Reply(
            tool_calls=[
                ScriptedCall(name="CVEditor", arguments=LABEL),
                ScriptedCall(
                    name="CVEditor", arguments={"path": "work", "action": "add", "value": JOB}
                ),
            ]
        ),
        Reply(content="I proposed two edits for you to review."),
    )
    args = ["--user", "alice", "--message", "Polish it", "--resume", str(resume.pk), "--review"]
    args += ["--base-url", fake_llm.base_url, "--model", "fake-model"]
    return command("chat", *args, *(["--json"] if json_out else []))


def test_chat_review_emits_proposal_events_and_changes_nothing(resume, fake_llm):
    before = Resume.objects.get(pk=resume.pk).data
    code, out, _ = review_turn(resume, fake_llm)
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines() if line.strip()]
    proposals = [line for line in lines if line["type"] == "proposal"]
    assert [set(p) for p in proposals] == [
        {"type", "id", "path", "op", "old", "new", "findings"}
    ] * 2
    label, job = proposals
    assert (label["path"], label["op"], label["old"], label["new"]) == (
        "basics.label",
        "replace",
        "Engineer",
        "Rear Admiral",
    )
    assert (job["path"], job["op"], job["old"], job["new"]) == ("work[1]", "add", None, JOB)
    assert [f["check"] for f in job["findings"]] == ["new_employer"]
    assert set(job["findings"][0]) == {"check", "path", "message"}
    assert not [line for line in lines if line["type"] == "resume_updated"]
    assert Resume.objects.get(pk=resume.pk).data == before
    assert lines[-1]["resume_version"] == 1
    # The model was told the edits wait for the person.
    results = [m for m in fake_llm.chat_requests[1].messages if m["role"] == "tool"]
    assert all("NOT applied" in m["content"] for m in results)
    assert fake_llm.pairing_errors() == []


def test_chat_without_review_edits_directly(resume, fake_llm):
    fake_llm.add_replies(
        Reply(tool_calls=[ScriptedCall(name="CVEditor", arguments=LABEL)]), Reply(content="Done.")
    )
    code, out, _ = command(
        "chat",
        *["--user", "alice", "--message", "x", "--resume", str(resume.pk), "--json"],
        *["--base-url", fake_llm.base_url, "--model", "fake-model"],
    )
    assert code == 0
    assert '"type": "proposal"' not in out
    assert Resume.objects.get(pk=resume.pk).data["basics"]["label"] == "Rear Admiral"


def test_chat_review_human_output_lists_proposals(resume, fake_llm):
    code, out, _ = review_turn(resume, fake_llm, json_out=False)
    assert code == 0
    assert "⧗ proposal" in out and "basics.label" in out
    assert "“Google” is an employer the earlier version does not have." in out


def test_proposals_lists_pending_as_json(resume, fake_llm):
    review_turn(resume, fake_llm)
    code, out, _ = command("proposals", str(resume.pk), "--json")
    assert code == 0
    listed = json.loads(out)["proposals"]
    assert [set(item) for item in listed] == [
        {"id", "path", "op", "old", "new", "findings", "status"}
    ] * 2
    assert [(item["path"], item["status"]) for item in listed] == [
        ("basics.label", "pending"),
        ("work[1]", "pending"),
    ]


def test_proposals_accept_and_reject(resume, fake_llm):
    review_turn(resume, fake_llm)
    label, job = Proposal.objects.order_by("pk")
    code, out, err = command(
        "proposals", str(resume.pk), "--accept", str(label.pk), "--reject", str(job.pk), "--json"
    )
    assert (code, err) == (0, "")
    decided = {item["id"]: item["status"] for item in json.loads(out)["proposals"]}
    assert decided == {label.pk: "accepted", job.pk: "rejected"}
    data = Resume.objects.get(pk=resume.pk).data
    assert data["basics"]["label"] == "Rear Admiral"
    assert [entry["name"] for entry in data["work"]] == ["Remington Rand"]
    (revision,) = ResumeRevision.objects.filter(resume=resume)
    assert (revision.source, revision.approved_by.username) == ("agent", "alice")
    code, out, _ = command("proposals", str(resume.pk), "--json")
    assert json.loads(out) == {"proposals": []}


def test_proposals_accept_all_makes_one_revision(resume, fake_llm):
    review_turn(resume, fake_llm)
    code, out, _ = command("proposals", str(resume.pk), "--accept-all")
    assert code == 0
    assert "[accepted]" in out
    assert ResumeRevision.objects.filter(resume=resume).count() == 1
    data = Resume.objects.get(pk=resume.pk).data
    assert data["work"][-1]["name"] == "Google"


def test_accepting_a_decided_proposal_is_refused_with_nonzero_exit(resume, fake_llm):
    review_turn(resume, fake_llm)
    label, _ = Proposal.objects.order_by("pk")
    assert command("proposals", str(resume.pk), "--reject", str(label.pk))[0] == 0
    code, out, err = command("proposals", str(resume.pk), "--accept", str(label.pk), "--json")
    assert code == 1
    assert f"Proposal {label.pk} was already rejected" in err
    assert json.loads(out)["proposals"][0]["status"] == "rejected"
    assert Resume.objects.get(pk=resume.pk).data["basics"]["label"] == "Engineer"
    code, _, err = command("proposals", str(resume.pk), "--reject", str(label.pk))
    assert code == 1 and "already rejected" in err


def test_accepting_a_stale_proposal_says_so_and_keeps_the_change(resume, fake_llm):
    review_turn(resume, fake_llm)
    label, _ = Proposal.objects.order_by("pk")
    services.resume_update_field(
        resume=resume, path="basics.label", value="Commodore", expected_version=None, author=None
    )
    code, out, err = command("proposals", str(resume.pk), "--accept", str(label.pk), "--json")
    assert code == 1
    assert "is stale" in err and "basics.label" in err
    assert json.loads(out)["proposals"][0]["status"] == "stale"
    assert Resume.objects.get(pk=resume.pk).data["basics"]["label"] == "Commodore"
    label.refresh_from_db()
    assert label.status == ProposalStatus.STALE


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["999999"], "There is no resume 999999."),
        (["abc"], "'abc' is not a resume id."),
        (["{resume}", "--accept", "999999"], "has no proposal 999999"),
        (["{resume}", "--accept", "x"], "'x' is not a proposal id."),
    ],
)
def test_bad_input_exits_2_with_one_sentence(resume, args, message):
    args = [arg.format(resume=resume.pk) for arg in args]
    code, out, err = command("proposals", *args)
    assert code == 2
    assert message in err
    assert out == ""


def test_another_resumes_proposal_is_not_accepted(resume, fake_llm):
    review_turn(resume, fake_llm)
    label, _ = Proposal.objects.order_by("pk")
    other = ResumeFactory(owner=UserFactory(username="bob"))
    code, _, err = command("proposals", str(other.pk), "--accept", str(label.pk))
    assert code == 2 and f"has no proposal {label.pk}" in err
    label.refresh_from_db()
    assert label.status == ProposalStatus.PENDING


def test_both_accept_and_reject_of_one_id_is_bad_input(resume, fake_llm):
    review_turn(resume, fake_llm)
    label, _ = Proposal.objects.order_by("pk")
    code, _, err = command(
        "proposals", str(resume.pk), "--accept", str(label.pk), "--reject", str(label.pk)
    )
    assert code == 2 and "both accepted and rejected" in err
