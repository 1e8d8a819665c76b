"""The plan checks that every held-out job-match set and the guard set made from it share
(counts, professions, languages, real-looking postings, ground truth worded as the posting and
true of the resume, guard cases that edit what they say), parametrised by the set. No matcher
and no guard is involved: the plan tests of a set call these; how well the match or the guard
does on it is measured by `bench/job_match.py --corpus` and `bench/claims.py --corpus`."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from resumes.schema import validate_document
from tests.resumes.postings.heldout_format import (
    at,
    check_claims_case,
    check_ground_truth,
    check_job_set_shape,
    mentions,
    text_of,
)

PARTS = Path(__file__).resolve().parents[2] / "bench" / "parts"
OLD_CHECKS = {"new_employer", "new_school", "new_credential", "dates_changed"}
OLD_CHECKS |= {"contact_changed", "name_changed", "entry_removed", "metric_invented"}
NEGATIONS = ("not required", "not needed", "do not need", "no experience with", "不要求")
NEGATIONS += ("无需", "不需要", "is not part of", "is NOT required", "is needed")


def _load(name: str) -> dict[str, Any]:
    return json.loads((PARTS / name).read_text("utf-8"))


class JobSetPlan:
    """A held-out job-match set `job_heldout<N>.json` written by its generator `module`;
    `before` names the job and guard files written before it (whose professions it must not
    share) and `earlier` the held-out job sets it must copy nothing from."""

    def __init__(self, module: ModuleType, *, before: str, earlier: str) -> None:
        self.module = module
        self.number = module.__name__.removeprefix("bench.parts.job_heldout")
        self.jobs = _load(f"job_heldout{self.number}.json")
        self.before = [_load(name) for name in before.split()]
        self.earlier = [_load(name) for name in earlier.split()]
        self.postings: list[dict[str, Any]] = self.jobs["postings"]
        self.resumes: dict[str, dict[str, Any]] = {r["id"]: r for r in self.jobs["resumes"]}
        self.professions = set(module.PROFESSIONS)

    def posting_ids(self) -> list[str]:
        return [p["id"] for p in self.postings]

    def check_generated(self) -> None:
        assert json.loads(json.dumps(self.module.build(), ensure_ascii=False)) == self.jobs

    def check_shape(self) -> None:
        check_job_set_shape(self.jobs, self.earlier[-1])
        assert all(p["id"].startswith(f"h{self.number}-") for p in self.postings)
        assert all(r.startswith(f"cv{self.number}-") for r in self.resumes)

    def check_counts(self, postings: int, professions: int) -> None:
        """At least `postings` over `professions`, each in both languages, a third Chinese."""
        assert len(self.postings) >= postings
        assert len({p["id"] for p in self.postings}) == len(self.postings)
        assert len(self.resumes) == len(self.jobs["resumes"])
        languages = Counter(p["language"] for p in self.postings)
        assert set(languages) == {"en", "zh"}
        assert 3 * languages["zh"] >= len(self.postings)
        per_profession = Counter(p["profession"] for p in self.postings)
        assert set(per_profession) == self.professions
        assert len(self.professions) >= professions
        assert all(count >= 3 for count in per_profession.values())
        for profession in self.professions:
            spoken = {p["language"] for p in self.postings if p["profession"] == profession}
            assert spoken == {"en", "zh"}, profession

    def check_professions_are_new(self) -> None:
        seen = {
            c["profession"]
            for data in self.before
            for c in [*data.get("postings", []), *data.get("cases", [])]
        }
        seen |= {name for data in self.before for name in data.get("professions", {})}
        assert not self.professions & seen, sorted(self.professions & seen)

    def check_nothing_copied(self) -> None:
        ours = {r["document"]["basics"]["name"] for r in self.jobs["resumes"]}
        titles = {p["text"].splitlines()[0].strip().lower() for p in self.postings}
        for data in self.earlier:
            theirs = data["postings"]
            common = {p["text"] for p in theirs} & {p["text"] for p in self.postings}
            common |= {p["id"] for p in theirs} & set(self.posting_ids())
            common |= {r["id"] for r in data["resumes"]} & set(self.resumes)
            common |= {r["document"]["basics"]["name"] for r in data["resumes"]} & ours
            common |= {p["text"].splitlines()[0].strip().lower() for p in theirs} & titles
            assert not common, sorted(common)

    def check_intended_and_distractors(self) -> None:
        """Each posting has its intended resume; each profession two neighbouring-role
        distractors and one near miss."""
        for posting in self.postings:
            resume = self.resumes[posting["resume"]]
            assert resume["role"] == "intended"
            assert resume["profession"] == posting["profession"]
        intended = {r["id"] for r in self.jobs["resumes"] if r["role"] == "intended"}
        assert intended == {p["resume"] for p in self.postings}
        roles = Counter(r["profession"] for r in self.jobs["resumes"] if r["role"] == "distractor")
        assert set(roles) == self.professions and set(roles.values()) == {3}
        near_prefix = f"cv{self.number}-near-"
        near = Counter(
            r["profession"] for r in self.jobs["resumes"] if r["id"].startswith(near_prefix)
        )
        assert set(near) == self.professions and set(near.values()) == {1}

    def check_resume(self, resume_id: str) -> None:
        document = self.resumes[resume_id]["document"]
        assert validate_document(document) == document
        assert document["basics"]["name"] and document["work"] and document["skills"]

    @staticmethod
    def check_reads_as_real(posting: dict[str, Any]) -> None:
        """Title first, then the company, duties, requirements, extras, a pay line and legal
        text; Chinese ones with Chinese headings."""
        text = posting["text"]
        assert text.splitlines()[0].strip() and len(text.splitlines()) >= 12
        if posting["language"] == "zh":
            assert any(h in text for h in ("岗位职责", "工作内容"))
            assert any(h in text for h in ("任职要求", "任职资格"))
            assert "薪" in text
        else:
            assert "$" in text and "equal opportunity" in text.lower()

    def check_sections_vary(self, prose: int, headless: int) -> None:
        long_lines = [
            p for p in self.postings if any(len(line) > 160 for line in p["text"].splitlines())
        ]
        assert len(long_lines) >= prose
        english = [p for p in self.postings if p["language"] == "en"]
        assert len([p for p in english if "Qualifications" not in p["text"]]) >= headless

    def check_alternatives_and_negations(self, at_least: int) -> None:
        texts = [p["text"] for p in self.postings]
        assert sum(" or " in t and "(" in t for t in texts) >= at_least
        assert sum(any(n in t for n in NEGATIONS) for t in texts) >= at_least

    def check_ground_truth(self, posting: dict[str, Any]) -> None:
        check_ground_truth(posting, self.resumes[posting["resume"]]["document"])

    def check_variants(self, total: int, per_language: int) -> None:
        assert sum(len(p["variants"]) for p in self.postings) >= total
        for language in ("en", "zh"):
            worded = [len(p["variants"]) for p in self.postings if p["language"] == language]
            assert sum(worded) >= per_language, language

    def check_guard_edits(self) -> None:
        """A claim, an inflated title and two or three rewordings beside every posting."""
        required = {"claim", "title", "reword", "reword2"}
        for part in self.module.parts():
            keys = {p["id"].removeprefix(f"h{self.number}-") for p in part.postings}
            assert set(part.edits) == keys
            for edits in part.edits.values():
                assert required <= set(edits) <= {*required, "reword3"}


class GuardSetPlan:
    """A held-out guard set `claims_heldout<N>.json` and `claims_heldout<N>_old.json` written by
    `module` from the intended resumes of the job set `jobs`; `earlier` names the guard sets
    before it."""

    def __init__(self, module: ModuleType, jobs: JobSetPlan, *, earlier: str) -> None:
        self.module = module
        self.jobs = jobs
        stem = module.__name__.removeprefix("bench.parts.")
        self.claims = _load(f"{stem}.json")
        self.old = _load(f"{stem}_old.json")
        self.earlier = [_load(name) for name in earlier.split()]
        self.cases: list[dict[str, Any]] = self.claims["cases"]

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [c for c in self.cases if c["kind"] == kind]

    def posting_of(self, case: dict[str, Any]) -> dict[str, Any]:
        resumes = self.jobs.resumes
        return next(
            p for p in self.jobs.postings if resumes[p["resume"]]["document"] == case["before"]
        )

    def check_generated(self) -> None:
        assert json.loads(json.dumps(self.module.build(), ensure_ascii=False)) == self.claims
        assert json.loads(json.dumps(self.module.build_old(), ensure_ascii=False)) == self.old

    def check_new_ids_and_professions(self) -> None:
        ours = {c["id"] for c in self.cases}
        for data in self.earlier:
            common = {c["id"] for c in data["cases"]} & ours
            assert not common, sorted(common)
        seen = {c["profession"] for data in self.earlier for c in data["cases"]}
        assert not self.jobs.professions & seen, sorted(self.jobs.professions & seen)

    def check_kinds_and_counts(self) -> None:
        """A claim and a title per posting, two or more rewordings, in both languages."""
        assert set(self.claims) == {"about", "cases"} and self.claims["about"]
        assert len({c["id"] for c in self.cases}) == len(self.cases)
        kinds = Counter(c["kind"] for c in self.cases)
        assert set(kinds) == {"claimed_skill", "inflated_title", "rewording"}
        postings = len(self.jobs.postings)
        assert kinds["claimed_skill"] == kinds["inflated_title"] == postings
        assert kinds["rewording"] >= 2 * postings
        for kind in kinds:
            assert {c["language"] for c in self.of_kind(kind)} == {"en", "zh"}, kind
        assert {c["profession"] for c in self.cases} == self.jobs.professions

    def check_case(self, case: dict[str, Any]) -> None:
        assert set(case) == set(self.earlier[-1]["cases"][0])
        check_claims_case(case)

    def check_claim(self, case: dict[str, Any]) -> None:
        """The claimed skill is one the posting asks for and the earlier version lacks."""
        (finding,) = case["expect"]
        added = at(case["after"], finding["path"])
        claimed = [m for m in self.posting_of(case)["missing"] if mentions(added, m)]
        assert claimed, added
        assert not any(mentions(text_of(case["before"]), m) for m in claimed)

    @staticmethod
    def check_title(case: dict[str, Any]) -> None:
        """An inflated title changes only a position or the label."""
        (finding,) = case["expect"]
        assert finding["path"] == "basics.label" or finding["path"].endswith(".position")
        assert at(case["after"], finding["path"]) != at(case["before"], finding["path"])

    def check_rewording(self, case: dict[str, Any]) -> None:
        """What a rewording writes is worded otherwise, never one of the posting's gaps."""
        after = text_of(case["after"])
        assert not [m for m in self.posting_of(case)["missing"] if mentions(after, m)]

    def check_old_cases_cover_the_old_checks(self) -> None:
        cases = self.old["cases"]
        assert set(self.old) == {"about", "cases"} and self.old["about"]
        assert len(cases) >= 12 and len({c["id"] for c in cases}) == len(cases)
        assert {c["kind"] for c in cases} == {"existing_check"}
        assert {c["language"] for c in cases} == {"en", "zh"}
        assert {e["check"] for c in cases for e in c["expect"]} == OLD_CHECKS

    def check_old_case(self, case: dict[str, Any]) -> None:
        """An old-check case edits what its check names."""
        assert set(case) == set(self.cases[0])
        for side in ("before", "after"):
            assert validate_document(case[side]) == case[side]
        (finding,) = case["expect"]
        assert set(finding) == {"check", "path"}
        if finding["check"] == "entry_removed":
            assert len(case["after"]["work"]) == len(case["before"]["work"]) - 1
        else:
            assert at(case["after"], finding["path"]) != at(case["before"], finding["path"])
        assert text_of(case["after"]) != text_of(case["before"])
