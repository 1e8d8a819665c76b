"""`manage.py ats_check RESUME [--posting ID] [--theme SLUG] --json`: the contract's JSON shape,
exit codes, a text report without --json."""

from __future__ import annotations

import io
import json
import re

import pytest
from django.core.management import CommandError, call_command

from resumes import services
from resumes.models import JobPosting
from tests.factories import UserFactory
from tests.resumes.ats.ats_documents import clean


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("ats_check", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def resume(db):
    data = clean()
    data["work"][1]["endDate"] = "2015-01"  # ends before it starts
    return services.resume_create(owner=UserFactory(), title="CV", data=data)


def test_json_is_exactly_the_contract(resume):
    document = json.loads(run(str(resume.pk), "--json", "--theme", "compact"))
    assert list(document) == ["score", "findings", "passed", "skipped"]
    assert isinstance(document["score"], int) and 0 <= document["score"] <= 100
    for finding in document["findings"]:
        assert list(finding) == ["check", "severity", "message", "path", "text"]
        assert finding["severity"] in {"error", "warning", "info"}
        assert isinstance(finding["message"], str) and finding["message"]
        assert finding["path"] is None or isinstance(finding["path"], str)
        assert finding["text"] is None or isinstance(finding["text"], str)
    assert all(isinstance(name, str) for name in document["passed"])
    for skipped in document["skipped"]:
        assert list(skipped) == ["check", "reason"]
    dates = [f for f in document["findings"] if f["check"] == "dates"]
    assert dates == [
        {
            "check": "dates",
            "severity": "error",
            "message": "This entry ends (2015-01) before it starts (2016-09).",
            "path": "work[1].endDate",
            "text": "2016-09 – 2015-01",
        }
    ]
    names = set(document["passed"]) | {f["check"] for f in document["findings"]}
    skipped = {s["check"] for s in document["skipped"]}
    assert not names & skipped
    assert {
        "contact",
        "dates",
        "bullet_length",
        "quantified",
        "text_layer",
        "reimport",
        "headings",
        "pages",
    } <= names | skipped
    assert skipped == {"keywords"}


def test_with_a_posting_the_keywords_are_checked(resume):
    posting = JobPosting.objects.create(
        owner=resume.owner,
        title="Platform Engineer",
        description="Requirements: Python, Kubernetes",
        keywords=[
            {
                "keyword": "python",
                "canonical": "python",
                "kind": "required",
                "weight": 2,
                "line": "Requirements: Python, Kubernetes",
            },
            {
                "keyword": "kubernetes",
                "canonical": "kubernetes",
                "kind": "required",
                "weight": 2,
                "line": "Requirements: Python, Kubernetes",
            },
        ],
    )
    document = json.loads(run(str(resume.pk), "--posting", str(posting.pk), "--json"))
    keywords = [f for f in document["findings"] if f["check"] == "keywords"]
    assert [(f["severity"], f["path"], f["text"], f["message"]) for f in keywords] == [
        (
            "warning",
            None,
            "Requirements: Python, Kubernetes",
            "The posting asks for “kubernetes”, which the resume does not name.",
        )
    ]
    assert "keywords" not in {s["check"] for s in document["skipped"]}


def test_text_report(resume):
    text = run(str(resume.pk))
    assert text.startswith("ATS score: ")
    assert "error dates [work[1].endDate]" in text
    assert "Skipped keywords: No job posting was chosen." in text


@pytest.mark.parametrize(
    ("args", "sentence"),
    [
        (("999999", "--json"), "There is no resume with id 999999."),
        (("abc", "--json"), "There is no resume with id abc."),
    ],
)
def test_a_resume_that_does_not_exist(db, args, sentence):
    with pytest.raises(CommandError, match=re.escape(sentence)) as caught:
        run(*args)
    assert caught.value.returncode == 1


def test_a_missing_posting_and_an_unknown_theme(resume):
    with pytest.raises(CommandError, match=r"There is no job posting with id 424242\."):
        run(str(resume.pk), "--posting", "424242", "--json")
    with pytest.raises(CommandError, match="There is no theme 'nope'"):
        run(str(resume.pk), "--theme", "nope", "--json")


def test_the_process_exits_non_zero_with_one_sentence_on_stderr(db, tmp_path):
    import os
    import subprocess
    import sys

    from django.conf import settings

    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}"}

    def manage(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "manage.py", *args],
            capture_output=True,
            text=True,
            cwd=settings.BASE_DIR,
            env=env,
            check=False,
        )

    assert manage("migrate", "--no-input").returncode == 0
    result = manage("ats_check", "0", "--json")
    assert result.returncode != 0
    assert result.stdout == ""
    assert result.stderr.strip().endswith("There is no resume with id 0.")
