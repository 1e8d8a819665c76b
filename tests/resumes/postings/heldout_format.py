"""What the held-out files of the job match and the guard share: the guard's path notation
and the shape every claims case has (checked by tests/resumes/postings/test_heldout2_corpus.py,
test_heldout3_files.py and test_heldout4_files.py)."""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

from resumes.schema import validate_document

CHECKS = {"claimed_skill": "skill_claimed", "inflated_title": "title_inflated"}
CASE_KEYS = {"id", "language", "profession", "kind", "before", "after", "expect"}
_STEP = re.compile(r"([A-Za-z]+)(?:\[(\d+)\])?")


def at(document: dict[str, Any], path: str) -> Any:
    """The value at a guard path (`skills[0].keywords[1]`, `basics.summary`); KeyError or
    IndexError when there is none."""
    node: Any = document
    for step in path.split("."):
        match = _STEP.fullmatch(step)
        assert match, f"not a guard path: {path}"
        name, index = match.groups()
        node = node[name]
        if index is not None:
            node = node[int(index)]
    return node


def mentions(text: str, term: str) -> bool:
    """Whole-word for Latin terms ("CEN" is not in "license"), substring for Chinese."""
    term, text = term.lower(), text.lower()
    if term.isascii():
        return re.search(rf"(?<![a-z0-9]){re.escape(term)}(?![a-z0-9])", text) is not None
    return term in text


def check_claims_case(case: dict[str, Any]) -> None:
    """A claims case is an edit of two valid documents; a rewording expects nothing, a claim
    expects its check at paths the edit really changed."""
    assert set(case) == CASE_KEYS
    assert case["language"] in {"en", "zh"}
    assert isinstance(case["profession"], str) and case["profession"]
    for side in ("before", "after"):
        assert validate_document(case[side]) == case[side]
    assert case["before"] != case["after"]
    expect = case["expect"]
    assert isinstance(expect, list)
    if case["kind"] == "rewording":
        assert expect == []
        return
    assert expect
    for finding in expect:
        assert set(finding) == {"check", "path"}
        assert finding["check"] == CHECKS[case["kind"]]
        value = at(case["after"], finding["path"])
        assert isinstance(value, str) and value
        with contextlib.suppress(KeyError, IndexError):  # else added by the edit
            assert at(case["before"], finding["path"]) != value, finding["path"]


def check_job_set_shape(jobs: dict[str, Any], earlier: dict[str, Any]) -> None:
    """A held-out job-match file has the keys and value types of an earlier one."""
    assert set(jobs) == set(earlier) == {"about", "postings", "resumes"}
    assert isinstance(jobs["about"], str) and jobs["about"]
    posting_keys = set(earlier["postings"][0])
    resume_keys = set(earlier["resumes"][0])
    for posting in jobs["postings"]:
        assert set(posting) == posting_keys, posting["id"]
        assert isinstance(posting["text"], str)
        assert all(isinstance(s, str) for s in [*posting["present"], *posting["missing"]])
        assert all(isinstance(j, str) for j in posting["junk"])
        assert all(isinstance(v, list) and len(v) == 2 for v in posting["variants"])
        assert all(isinstance(a, list) for a in posting["aliases"].values())
    for resume in jobs["resumes"]:
        assert set(resume) == resume_keys, resume["id"]
        assert resume["role"] in {"intended", "distractor"}


def text_of(document: dict[str, Any]) -> str:
    """A resume's every value as one lower-case text (what "the resume has" means here)."""
    return json.dumps(document, ensure_ascii=False).lower()


def check_ground_truth(posting: dict[str, Any], resume: dict[str, Any]) -> None:
    """A held-out posting's keywords are worded as in its text and true of its resume: present
    skills are in the resume (as written, or as the variant names them), missing ones are not,
    each variant's resume wording is there and its posting wording is not."""
    text = posting["text"].lower()
    resume_text = text_of(resume)
    present, missing = posting["present"], posting["missing"]
    assert len(present) >= 8 and len(missing) >= 2 and posting["variants"] and posting["junk"]
    for keyword in [*present, *missing, *posting["junk"]]:
        assert keyword.lower() in text, keyword
    assert not {k.lower() for k in present} & {k.lower() for k in missing}
    for keyword in missing:
        assert not mentions(resume_text, keyword), f"the resume has {keyword}"
    worded_otherwise = {}
    for in_posting, in_resume in posting["variants"]:
        assert in_posting in present, in_posting
        assert in_resume.lower() in resume_text, in_resume
        assert not mentions(resume_text, in_posting), f"not a variant: the resume has {in_posting}"
        worded_otherwise[in_posting] = in_resume
    for keyword in present:
        assert keyword in worded_otherwise or mentions(resume_text, keyword), keyword
    assert set(posting["aliases"]) <= {*present, *missing}
