"""The goals of linked language versions, measured from outside: `manage.py translate_resume`
against the scripted translator over real HTTP, `manage.py proposals` to accept, and
`manage.py language_status` to read where each version stands."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agent.models import Proposal, Provider
from resumes import services
from resumes.languages.models import GlossaryTerm, LanguageVersion
from resumes.models import Resume
from tests.commands import command
from tests.factories import UserFactory
from tests.resumes.languages.conftest import three_page_resume

pytestmark = pytest.mark.django_db(transaction=True)


def translate(master: Resume) -> dict[str, Any]:
    code, out, err = command(
        "translate_resume", str(master.pk), "--to", "zh-hans", "--provider", "fake", "--json"
    )
    assert code == 0, err
    return json.loads(out)


def status(master: Resume) -> list[dict[str, Any]]:
    code, out, err = command("language_status", str(master.pk), "--json")
    assert code == 0, err
    return json.loads(out)


def accept_all(version_id: int) -> None:
    code, _out, err = command("proposals", str(version_id), "--accept-all", "--json")
    assert code == 0, err


@pytest.fixture
def master(provider) -> Resume:
    owner = UserFactory(username="lin")
    return services.resume_create(owner=owner, title="Lin Wei", data=three_page_resume())


def translated_version(master: Resume) -> int:
    result = translate(master)
    accept_all(result["version"])
    return result["version"]


def test_translating_a_three_page_resume_makes_a_version_whose_checks_all_pass(master, translator):
    result = translate(master)
    assert set(result) == {"version", "language", "proposals", "findings"}
    assert result["language"] == "zh-hans" and result["proposals"] > 40
    version = LanguageVersion.objects.get(resume_id=result["version"])
    assert version.master_id == master.pk
    # Section by section: one turn per section of the master, each told only its section.
    sections = [m.split("`")[1] for m in translator.messages]
    assert sections == ["basics", "work", "education", "projects", "skills"]
    # Nothing applies until the person accepts (review mode).
    assert Resume.objects.get(pk=result["version"]).data == master.data
    accept_all(result["version"])
    document = Resume.objects.get(pk=result["version"]).data
    assert document["work"][0]["name"] == "环球公司"
    assert document["work"][0]["startDate"] == "2021-03"
    assert document["basics"]["email"] == "lin.wei@example.com"
    assert status(master) == [
        {
            "version": result["version"],
            "language": "zh-hans",
            "behind": 0,
            "paths": [],
            "findings": [],
        }
    ]
    # Master and version are both whole resumes: each exports.
    assert Resume.objects.get(pk=result["version"]).language == "zh-hans"


def test_a_planted_wrong_date_changed_number_and_dropped_entry_are_each_flagged(master, translator):
    translator.plant = {
        "work[1].startDate": "2018-04",
        "work[0].highlights[0]": "为支付服务将结账延迟降低了40%",
        "work[2]": None,
    }
    version_id = translated_version(master)
    findings = status(master)[0]["findings"]
    found = sorted((f["check"], f["path"]) for f in findings)
    assert found == [
        ("date", "work[1].startDate"),
        ("missing_entry", "work[2]"),
        ("number", "work[0].highlights[0]"),
    ]
    by_check = {f["check"]: f for f in findings}
    # Each cites both sides.
    assert by_check["date"]["master"] == "2018-03" and by_check["date"]["version"] == "2018-04"
    assert "30%" in by_check["number"]["master"] and "40%" in by_check["number"]["version"]
    assert by_check["missing_entry"]["master"]["name"] == "Umbrella Labs"
    assert by_check["missing_entry"]["version"] is None
    assert len(Resume.objects.get(pk=version_id).data["work"]) == 4


def test_three_master_edits_make_the_version_behind_by_three_and_only_those_are_proposed(
    master, translator
):
    version_id = translated_version(master)
    owner = master.owner
    # The person fixes a word in the version itself.
    version = Resume.objects.get(pk=version_id)
    services.resume_update_field(
        resume=version,
        path="basics.label",
        value="资深后端工程师",
        expected_version=None,
        author=owner,
    )
    edits = [
        ("work[1].highlights[3]", "Wrote the incident review guide"),
        ("projects[2].description", "Stream processing in Go, 12x faster than batch jobs."),
        ("skills[1].keywords[1]", "Flink"),
    ]
    for path, value in edits:
        master.refresh_from_db()
        services.resume_update_field(
            resume=master, path=path, value=value, expected_version=None, author=owner
        )
    (item,) = status(master)
    assert item["behind"] == 3
    assert sorted(item["paths"]) == sorted(path for path, _ in edits)

    translator.messages.clear()
    before = set(Proposal.objects.values_list("pk", flat=True))
    result = translate(master)
    assert result["version"] == version_id and result["proposals"] == 3
    proposed = Proposal.objects.exclude(pk__in=before).order_by("pk")
    assert sorted(p.path for p in proposed) == sorted(path for path, _ in edits)
    # Only the changed parts were sent to the model.
    (message,) = translator.messages
    assert "checkout latency" not in message and "Flink" in message
    accept_all(version_id)
    document = Resume.objects.get(pk=version_id).data
    assert document["skills"][1]["keywords"][1] == "【中】Flink"
    assert document["basics"]["label"] == "资深后端工程师"  # the version's own edit survives
    (item,) = status(master)
    assert item["behind"] == 0
    # The person's own wording of the title is not the glossary's: said, not changed.
    assert [(f["check"], f["path"]) for f in item["findings"]] == [("glossary", "basics.label")]
    # The glossary was filled from the first translation, and written by the later ones.
    terms = dict(
        GlossaryTerm.objects.filter(owner=owner, language="zh-hans").values_list(
            "term", "translation"
        )
    )
    assert terms["Globex"] == "环球公司" and terms["Tsinghua University"] == "清华大学"
    assert "Globex -> 环球公司" in message


def test_a_master_change_to_a_place_edited_in_the_version_is_a_conflict_never_overwritten(
    master,
):
    version_id = translated_version(master)
    owner = master.owner
    services.resume_update_field(
        resume=Resume.objects.get(pk=version_id),
        path="basics.label",
        value="资深后端工程师",
        expected_version=None,
        author=owner,
    )
    services.resume_update_field(
        resume=Resume.objects.get(pk=master.pk),
        path="basics.label",
        value="Staff Engineer",
        expected_version=None,
        author=owner,
    )
    assert status(master)[0]["paths"] == ["basics.label"]
    result = translate(master)
    assert result["proposals"] == 0
    version = LanguageVersion.objects.get(resume_id=version_id)
    assert [c["path"] for c in version.conflicts] == ["basics.label"]
    assert version.conflicts[0]["master_new"] == "Staff Engineer"
    assert version.conflicts[0]["version"] == "资深后端工程师"
    assert Resume.objects.get(pk=version_id).data["basics"]["label"] == "资深后端工程师"
    assert status(master)[0]["behind"] == 0
    # Settled by taking the master's change: translated as a proposal, still to review.
    from agent import translating
    from agent.models import Provider

    outcome = translating.translate_conflict(
        version=version, path="basics.label", provider=Provider.objects.get(slug="fake")
    )
    assert outcome.proposals == 1
    version.refresh_from_db()
    assert version.conflicts == []
    (proposal,) = Proposal.objects.filter(status="pending")
    assert proposal.path == "basics.label" and proposal.new == "【中】Staff 工程师"
    assert Resume.objects.get(pk=version_id).data["basics"]["label"] == "资深后端工程师"


def test_bad_input_is_refused_clearly_and_makes_nothing(master):
    assert command("translate_resume", "x", "--to", "zh-hans")[0] == 2
    assert command("translate_resume", "999999", "--to", "zh-hans")[0] == 2
    code, _out, err = command(
        "translate_resume", str(master.pk), "--to", "klingon", "--provider", "fake"
    )
    assert code == 2 and "language" in err
    code, _out, err = command(
        "translate_resume", str(master.pk), "--to", "zh-hans", "--provider", "nope"
    )
    assert code == 2
    # The embedded offline model cannot translate: refused, nothing made.
    Provider.objects.create(
        slug="tiny",
        name="Tiny",
        base_url="http://127.0.0.1:9/v1",
        model="tiny",
        is_local=True,
        enabled=True,
    )
    code, _out, err = command(
        "translate_resume", str(master.pk), "--to", "zh-hans", "--provider", "tiny"
    )
    assert code == 2 and "capable provider" in err
    assert not LanguageVersion.objects.exists()
    assert command("language_status", "nope", "--json")[0] == 2


def test_a_change_after_an_entry_the_version_lacks_is_proposed_at_its_partner(master, translator):
    translator.plant = {"work[2]": None}
    version_id = translated_version(master)
    master.refresh_from_db()
    services.resume_update_field(
        resume=master,
        path="work[3].highlights[3]",
        value="Wrote the on-call guide",
        expected_version=None,
        author=master.owner,
    )
    before = set(Proposal.objects.values_list("pk", flat=True))
    result = translate(master)
    assert result["proposals"] == 1
    (proposal,) = Proposal.objects.exclude(pk__in=before)
    assert proposal.path == "work[2].highlights[3]"  # Hooli is the version's third job
    assert Resume.objects.get(pk=version_id).data["work"][2]["name"] == "呼哩"
