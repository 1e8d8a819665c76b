"""The fifth held-out guard set ("set 5"): writes `bench/parts/claims_heldout5.json` (the format
of `claims_heldout4.json`, read by `bench/claims.py --corpus`) from the intended resumes of
`job_heldout5.json` and the edits written beside each posting (`edits` in
`bench/parts/heldout5/<profession>.py`), and `bench/parts/claims_heldout5_old.json`: edits that
the guard's checks from before issue 28 must keep catching (an invented employer, a changed
date, a new metric, ...).

    .venv/bin/python bench/parts/claims_heldout5.py            # rewrite both JSON files
    .venv/bin/python bench/parts/claims_heldout5.py --old      # measure the old-check cases

Per posting, edits of its intended resume:
- claim: a skill the posting asks for and the resume lacks (its `missing`), added where people
  add them: a skills keyword, a new highlight, a phrase appended to a highlight, or a sentence
  appended to the summary; expects `skill_claimed` at that path;
- title: the position or the label made more senior or another role; expects `title_inflated`;
- reword, reword2 (and reword3): what must raise nothing: an abbreviation expanded or
  introduced, a synonym, the same term in the other language, highlights reordered or merged,
  a summary tightened, a title reworded at the same role and level, skills regrouped.
The old-check cases (`kind: "existing_check"`) expect the check named (`new_employer`,
`dates_changed`, `metric_invented`, `contact_changed`, `new_credential`, `new_school`,
`entry_removed`, `name_changed`) at the path edited; `--old` counts one as caught when the
guard reports that check at that path, inside it or around it, and lists any `skill_claimed`
or `title_inflated` finding on them (none is expected: these edits add no skill or title).
Written by an evaluator who never read the guard."""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts import job_heldout5  # noqa: E402

OUT = Path(__file__).resolve().parent / "claims_heldout5.json"
OLD = Path(__file__).resolve().parent / "claims_heldout5_old.json"
ABOUT = (
    "Fifth held-out guard set (set 5), made from the intended resumes of job_heldout5.json by "
    "an evaluator who never read the guard: claimed skills (a skill the posting asks for and "
    "the resume lacks, added to the skills, a new or extended highlight or the summary), "
    "inflated titles (a more senior or another role, in the position or the label) and "
    "rewordings that must raise nothing (abbreviations expanded or contracted, synonyms, the "
    "other language, reordered or merged highlights, tightened summaries, titles reworded at "
    "the same role and level, skills regrouped), English and Chinese, over 14 professions."
)
OLD_ABOUT = (
    "Set 5's cases for the guard's checks from before issue 28 (an invented employer or "
    "school, a changed date, a new metric, a changed email or name, a raised degree, a removed "
    "job), made from the intended resumes of job_heldout5.json: what the guard must keep "
    "catching. Measured by `bench/parts/claims_heldout5.py --old`."
)

H = "work[0].highlights"
CHECKS = ("skill_claimed", "title_inflated")


def _set(document: dict[str, Any], path: str, value: Any) -> None:
    *head, last = path.split(".")
    node: Any = document
    for step in head:
        name, _, index = step.partition("[")
        node = node[name] if not index else node[name][int(index[:-1])]
    name, _, index = last.partition("[")
    if index:
        node[name][int(index[:-1])] = value
    else:
        node[name] = value


def claimed(before: dict[str, Any], edit: tuple, language: str) -> tuple[dict, str]:
    """The resume with the claim added, and the path where the guard should find it."""
    after = copy.deepcopy(before)
    where = edit[0]
    if where == "skills":
        keywords = after["skills"][edit[1]]["keywords"]
        keywords.append(edit[2])
        return after, f"skills[{edit[1]}].keywords[{len(keywords) - 1}]"
    highlights = after["work"][0]["highlights"]
    if where == "highlight":
        highlights.append(edit[1])
        return after, f"{H}[{len(highlights) - 1}]"
    if where == "extend":
        highlights[edit[1]] += edit[2]
        return after, f"{H}[{edit[1]}]"
    space = "" if language == "zh" else " "
    after["basics"]["summary"] += space + edit[1]
    return after, "basics.summary"


def reworded(before: dict[str, Any], ops: list[tuple]) -> dict[str, Any]:
    after = copy.deepcopy(before)
    highlights = after["work"][0]["highlights"]
    for op in ops:
        if op[0] == "set":
            _set(after, op[1], copy.deepcopy(op[2]))
        elif op[0] == "reorder":
            highlights.reverse()
        elif op[0] == "merge":
            i = op[1]
            joint = "；" if any("\u4e00" <= ch <= "\u9fff" for ch in highlights[i]) else "; "
            highlights[i : i + 2] = [highlights[i] + joint + highlights[i + 1]]
    return after


def build() -> dict[str, Any]:
    return build_cases(job_heldout5, "h5", ABOUT)


def build_cases(jobs: Any, number: str, about: str) -> dict[str, Any]:
    """The claimed / inflated / reworded cases of a job set (`jobs`: its module, its postings'
    ids `h<N>-key`), each case `<number>c-key-suffix` (set 6 is made from job set 7)."""
    posting_prefix = f"h{jobs.__name__.removeprefix('bench.parts.job_heldout')}-"
    resumes = {r["id"]: r["document"] for r in jobs.build()["resumes"]}
    cases: list[dict[str, Any]] = []
    for part in jobs.parts():
        for posting in part.postings:
            key = posting["id"].removeprefix(posting_prefix)
            edits, before = part.edits[key], resumes[posting["resume"]]
            base = {"language": posting["language"], "profession": posting["profession"]}

            def case(suffix, kind, after, expect, base=base, key=key, before=before):
                cases.append(
                    {
                        "id": f"{number}c-{key}-{suffix}",
                        **base,
                        "kind": kind,
                        "before": before,
                        "after": after,
                        "expect": expect,
                    }
                )

            after, path = claimed(before, edits["claim"], posting["language"])
            case("claim", "claimed_skill", after, [{"check": "skill_claimed", "path": path}])
            after = copy.deepcopy(before)
            _set(after, *edits["title"])
            title = [{"check": "title_inflated", "path": edits["title"][0]}]
            case("title", "inflated_title", after, title)
            for name in ("reword", "reword2", "reword3"):
                if name in edits:
                    case(name, "rewording", reworded(before, edits[name]), [])
    return {"about": about, "cases": cases}


# The old checks: (posting key, check, path, value or None to remove the entry at path).
OLD_EDITS: list[tuple[str, str, str, Any]] = [
    ("oncology-pharmacist", "new_employer", "work[0].name", "Mayo Clinic Cancer Center"),
    ("licensed-pharmacist-zh", "dates_changed", "work[0].startDate", "2019-03"),
    ("journeyman-electrician", "entry_removed", "work[1]", None),
    ("power-distribution-zh", "new_school", "education[0].institution", "清华大学"),
    (
        "revenue-manager",
        "metric_invented",
        f"{H}[0]",
        "Set pricing and inventory for two "
        "properties, 290 keys; RevPAR index up 31 points and $4.2M incremental revenue",
    ),
    ("restaurant-manager-zh", "new_employer", "work[0].name", "西贝莜面村"),
    ("aircraft-dispatcher", "dates_changed", "work[0].startDate", "2018-06"),
    ("school-social-worker", "new_credential", "education[0].studyType", "PhD"),
    ("medical-social-worker-zh", "contact_changed", "basics.email", "xiaoting.chen@example.org"),
    ("healthcare-architect", "name_changed", "basics.name", "Daniel Lindgren"),
    (
        "ecc-vet-tech",
        "metric_invented",
        f"{H}[0]",
        "Triaged 45 walk-in emergencies a shift; RECOVER-certified CPR",
    ),
    ("pet-vet-zh", "new_credential", "education[0].studyType", "博士"),
    ("indirect-buyer", "dates_changed", "work[0].startDate", "2019-01"),
    (
        "electronics-buyer-zh",
        "metric_invented",
        f"{H}[1]",
        "询比价及商务谈判，2024年电子料降本18%，节约成本900万元",
    ),
    ("health-claims-zh", "entry_removed", "work[1]", None),
    ("supplier-quality-engineer", "new_employer", "work[0].name", "Toyota Motor Corporation"),
    ("sop-manager-zh", "dates_changed", "work[1].endDate", "2019-12"),
    ("dental-hygienist", "new_school", "education[0].institution", "University of Michigan"),
    ("general-dentist-zh", "contact_changed", "basics.email", "chenyang.feng@example.net"),
    ("demand-planner", "new_credential", "education[0].studyType", "MBA"),
]


def build_old() -> dict[str, Any]:
    return build_old_cases(job_heldout5, "h5", OLD_EDITS, OLD_ABOUT)


def build_old_cases(jobs: Any, number: str, edits: list, about: str) -> dict[str, Any]:
    """The old-check cases `edits` (posting key, check, path, value) of a job set's resumes."""
    posting_prefix = f"h{jobs.__name__.removeprefix('bench.parts.job_heldout')}-"
    built = jobs.build()
    resumes = {r["id"]: r["document"] for r in built["resumes"]}
    postings = {p["id"].removeprefix(posting_prefix): p for p in built["postings"]}
    cases = []
    for n, (key, check, path, value) in enumerate(edits):
        posting = postings[key]
        before = resumes[posting["resume"]]
        after = copy.deepcopy(before)
        if value is None:
            name, _, index = path.partition("[")
            del after[name][int(index[:-1])]
        else:
            _set(after, path, value)
        cases.append(
            {
                "id": f"{number}o-{n:02d}-{key}-{check}",
                "language": posting["language"],
                "profession": posting["profession"],
                "kind": "existing_check",
                "before": before,
                "after": after,
                "expect": [{"check": check, "path": path}],
            }
        )
    return {"about": about, "cases": cases}


def _near(found: str, expected: str) -> bool:
    return found == expected or found.startswith(expected) or expected.startswith(found)


def measure_old(old: Path = OLD) -> int:
    """Caught x/y of the old-check cases in `old`, and any claim or title finding on them."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from resumes.trust.compare import compare_documents

    cases = json.loads(old.read_text("utf-8"))["cases"]
    caught, alarms = 0, []
    print(f"old checks on {old.name}: {len(cases)} cases")
    for case in cases:
        findings = compare_documents(case["before"], case["after"]).findings
        (want,) = case["expect"]
        hit = any(f.check == want["check"] and _near(f.path, want["path"]) for f in findings)
        caught += hit
        new = [f"{f.check} {f.path}" for f in findings if f.check in CHECKS]
        alarms += [f"{case['id']}: {n}" for n in new]
        got = "; ".join(f"{f.check} {f.path}" for f in findings) or "nothing"
        print(f"  {'caught' if hit else 'MISSED'} {case['id']} (found: {got})")
    print(f"caught {caught}/{len(cases)}; skill_claimed/title_inflated on them: {len(alarms)}")
    for alarm in alarms:
        print(f"  {alarm}")
    return 0


def main() -> int:
    if "--old" in sys.argv[1:]:
        return measure_old()
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    OLD.write_text(json.dumps(build_old(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} and {OLD.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
