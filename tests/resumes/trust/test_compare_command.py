"""`manage.py compare_resumes OLD NEW [--json]`: ids, versions and files; exit codes 0, 1, 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from resumes import services
from tests.commands import command
from tests.factories import UserFactory
from tests.resumes.trust.trust_docs import CHINESE, ENGLISH, edited

ROOT = Path(__file__).resolve().parents[3]


def compare(*args: str) -> tuple[int, str, str]:
    """Run the command in this process; returns (exit code, stdout, stderr)."""
    return command("compare_resumes", *args)


def write(tmp_path: Path, name: str, document) -> str:
    path = tmp_path / name
    text = document if isinstance(document, str) else json.dumps(document, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return str(path)


def globex(document):
    document["work"][1]["name"] = "Globex"


def test_two_files_without_findings_exit_0_with_the_changes(tmp_path):
    old = write(tmp_path, "old.json", ENGLISH)
    new = write(tmp_path, "new.json", edited(ENGLISH, lambda d: d["work"].reverse()))
    code, out, err = compare(old, new, "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data == {
        "changes": [
            {
                "path": "work",
                "op": "replace",
                "old": ["Analytical Engines Ltd", "Babbage & Co"],
                "new": ["Babbage & Co", "Analytical Engines Ltd"],
            }
        ],
        "findings": [],
    }


def test_findings_exit_1_and_the_json_has_the_contract_shape(tmp_path):
    old = write(tmp_path, "old.json", CHINESE)
    new = write(tmp_path, "new.json", edited(CHINESE, lambda d: d["basics"].update(name="李华")))
    code, out, _ = compare(old, new, "--json")
    assert code == 1
    assert json.loads(out) == {
        "changes": [{"path": "basics.name", "op": "replace", "old": "李明", "new": "李华"}],
        "findings": [
            {
                "check": "name_changed",
                "path": "basics.name",
                "message": "The name changed from “李明” to “李华”.",
            }
        ],
    }


@pytest.mark.django_db
def test_resume_ids_and_versions(tmp_path):
    owner = UserFactory(username="ada")
    resume = services.resume_create(owner=owner, title="CV", data=ENGLISH, language="en")
    services.resume_replace_section(
        resume=resume,
        section="work",
        value=edited(ENGLISH, globex)["work"],
        expected_version=None,
        author=owner,
    )
    resume.refresh_from_db()
    assert resume.version == 2
    code, out, _ = compare(f"{resume.pk}@1", str(resume.pk), "--json")
    assert code == 1
    data = json.loads(out)
    assert data["changes"] == [
        {"path": "work[1].name", "op": "replace", "old": "Babbage & Co", "new": "Globex"}
    ]
    assert [f["check"] for f in data["findings"]] == ["new_employer"]
    # A resume against a file of itself: nothing changed.
    code, out, _ = compare(str(resume.pk), write(tmp_path, "same.json", resume.data), "--json")
    assert (code, json.loads(out)) == (0, {"changes": [], "findings": []})


def test_the_listing_without_json_is_readable(tmp_path):
    old = write(tmp_path, "old.json", ENGLISH)
    new = write(tmp_path, "new.json", edited(ENGLISH, globex))
    code, out, _ = compare(old, new)
    assert code == 1
    assert f"Old: file {old}" in out and f"New: file {new}" in out
    assert "1 change:" in out
    assert "~ work[1].name: “Babbage & Co” → “Globex”" in out
    assert "1 finding:" in out
    assert "! new_employer at work[1].name: “Globex” is an employer" in out
    code, out, _ = compare(old, old)
    assert code == 0 and "No changes." in out and "No findings." in out


@pytest.mark.parametrize(
    "content, sentence",
    [
        ("{not json", "is not valid JSON"),
        ("", "The file is empty"),
        ("[1, 2]", "A JSON Resume document is one JSON object"),
        ('{"name": "cv-agent", "version": "1.0"}', "is not a JSON Resume: it has none of"),
        ('{"basics": {"email": "nope"}}', "is not a JSON Resume: basics.email:"),
        ('{"work": "everywhere"}', "is not a JSON Resume: work:"),
    ],
    ids=["bad-json", "empty", "array", "not-a-resume", "bad-email", "wrong-type"],
)
def test_bad_files_exit_2_with_one_sentence(tmp_path, content, sentence):
    good = write(tmp_path, "good.json", ENGLISH)
    bad = write(tmp_path, "bad.json", content)
    code, out, err = compare(good, bad, "--json")
    assert code == 2 and out == ""
    assert sentence in err and err.count("\n") == 0


@pytest.mark.django_db
def test_unknown_ids_missing_files_and_missing_versions_exit_2(tmp_path):
    good = write(tmp_path, "good.json", ENGLISH)
    resume = services.resume_create(owner=UserFactory(), title="CV", data=ENGLISH, language="en")
    cases = [
        ("999999", "There is no resume with id 999999."),
        ("99999999999999999999999", "There is no resume with id"),
        (str(tmp_path / "missing.json"), "There is no file"),
        (str(tmp_path), "is a folder, not a JSON Resume file."),
        (f"{resume.pk}@7", f"Resume {resume.pk} has no version 7; its versions are 1 to 1."),
    ]
    for spec, sentence in cases:
        code, out, err = compare(good, spec)
        assert (code, out) == (2, ""), spec
        assert sentence in err, (spec, err)


def test_a_file_over_the_size_limit_exits_2(tmp_path):
    good = write(tmp_path, "good.json", ENGLISH)
    huge = write(tmp_path, "huge.json", '{"basics": {"summary": "' + "x" * 1_100_000 + '"}}')
    code, _, err = compare(good, huge)
    assert code == 2 and "at most 150,000 are allowed" in err


def test_the_real_command_line_prints_exactly_one_json_document(tmp_path):
    old = write(tmp_path, "old.json", ENGLISH)
    new = write(tmp_path, "new.json", edited(ENGLISH, globex))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = [sys.executable, str(ROOT / "manage.py"), "compare_resumes"]
    done = subprocess.run([*argv, old, new, "--json"], capture_output=True, text=True, env=env)
    assert done.returncode == 1, done.stderr
    assert json.loads(done.stdout)["findings"][0]["check"] == "new_employer"
    assert done.stdout.count("\n") == 1
    done = subprocess.run([*argv, old, old, "--json"], capture_output=True, text=True, env=env)
    assert (done.returncode, json.loads(done.stdout)) == (0, {"changes": [], "findings": []})
    done = subprocess.run([*argv, old, "nowhere.json"], capture_output=True, text=True, env=env)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().endswith(
        "There is no file nowhere.json (and it is not a resume id)."
    )


def test_claimed_skills_and_raised_titles_in_the_json(tmp_path):
    def claim(document):
        document["basics"]["label"] = "Principal Engineer"
        document["skills"].append({"name": "Cloud", "keywords": ["Kubernetes"]})

    old = write(tmp_path, "old.json", ENGLISH)
    new = write(tmp_path, "new.json", edited(ENGLISH, claim))
    code, out, _ = compare(old, new, "--json")
    assert code == 1
    findings = [(f["check"], f["path"]) for f in json.loads(out)["findings"]]
    assert findings == [
        ("skill_claimed", "skills[2].keywords[0]"),
        ("title_inflated", "basics.label"),
    ]
    zh_old = write(tmp_path, "zh_old.json", CHINESE)
    zh_new = write(
        tmp_path, "zh_new.json", edited(CHINESE, lambda d: d["work"][0].update(position="前端总监"))
    )
    code, out, _ = compare(zh_old, zh_new, "--json")
    assert [(f["check"], f["path"]) for f in json.loads(out)["findings"]] == [
        ("title_inflated", "work[0].position")
    ]
