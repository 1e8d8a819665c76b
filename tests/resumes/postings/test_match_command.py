"""`manage.py job_match RESUME JOB_FILE [--json]`: the contract's JSON, ids and files, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

from resumes import services
from tests.factories import UserFactory

POSTING = """Backend Engineer
Requirements:
- Experience with Python, Django and Postgres
- Knowledge of k8s and Terraform
Benefits: salary and 401(k)
"""
RESUME = {
    "basics": {"name": "Ada Lovelace"},
    "skills": [{"name": "Backend", "keywords": ["Python", "PostgreSQL", "Kubernetes"]}],
}


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", "job_match", *args],
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        env=env or os.environ.copy(),
        check=False,
    )


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str]:
    resume = tmp_path / "resume.json"
    resume.write_text(json.dumps(RESUME), encoding="utf-8")
    posting = tmp_path / "posting.txt"
    posting.write_text(POSTING, encoding="utf-8")
    return str(resume), str(posting)


def test_json_is_exactly_one_document_with_the_contract_keys(files):
    result = run(*files, "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)  # exactly one JSON document, nothing else
    assert list(document) == ["score", "matched", "missing", "claimed", "keywords"]
    assert document["matched"] == ["python", "postgres", "k8s", "backend"]
    assert document["missing"] == ["django", "terraform"]
    assert 0 < document["score"] < 100
    assert isinstance(document["score"], int)


def test_listing_without_json(files):
    result = run(*files)
    assert result.returncode == 0
    assert "Score: " in result.stdout
    assert "Missing (2): django, terraform" in result.stdout


@pytest.mark.django_db(transaction=True)
def test_a_resume_id_is_read_from_the_database(files, tmp_path):
    import io

    from django.core.management import call_command

    resume = services.resume_create(owner=UserFactory(), title="CV", data=RESUME)
    out = io.StringIO()
    call_command("job_match", str(resume.pk), files[1], "--json", stdout=out)
    assert json.loads(out.getvalue())["matched"] == ["python", "postgres", "k8s", "backend"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("missing.json", "POSTING"), "There is no file missing.json"),
        (("RESUME", "nope.txt"), "There is no file nope.txt."),
    ],
)
def test_bad_input_exits_2_with_one_sentence(files, args, message):
    resume, posting = files
    real = [resume if a == "RESUME" else posting if a == "POSTING" else a for a in args]
    result = run(*real, "--json")
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_a_binary_posting_file_is_refused(files, tmp_path):
    binary = tmp_path / "posting.bin"
    binary.write_bytes(b"\xff\xfe\x00\x81garbage")
    result = run(files[0], str(binary), "--json")
    assert result.returncode == 2
    assert "neither a PDF, a Word document nor UTF-8 text" in result.stderr


def test_json_gives_every_keyword_its_evidence(files):
    document = json.loads(run(*files, "--json").stdout)
    by_keyword = {k["keyword"]: k for k in document["keywords"]}
    python = by_keyword["python"]
    assert python["kind"] == "required"
    assert python["posting_line"] == "Experience with Python, Django and Postgres"
    assert (python["resume_path"], python["resume_text"]) == ("skills[0].keywords[0]", "Python")
    assert by_keyword["k8s"]["resume_text"] == "Kubernetes"
    terraform = by_keyword["terraform"]
    assert terraform["matched"] is False and terraform["resume_path"] == ""
    assert terraform["posting_line"] == "Knowledge of k8s and Terraform"
    listing = run(*files).stdout
    assert "+ python (required, weight 2): posting “Experience with Python" in listing
    assert "resume skills[0].keywords[0]: “Python”" in listing
