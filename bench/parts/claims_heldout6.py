"""The sixth held-out guard set ("set 6"): writes `bench/parts/claims_heldout6.json` (the format
of `claims_heldout5.json`, read by `bench/claims.py --corpus`) from the intended resumes of
`job_heldout7.json` and the edits written beside each posting (`edits` in
`bench/parts/heldout7/<profession>.py`), and `bench/parts/claims_heldout6_old.json`: edits that
the guard's checks from before issue 28 must keep catching (an invented employer, a changed
date, a new metric, ...).

    .venv/bin/python bench/parts/claims_heldout6.py            # rewrite both JSON files
    .venv/bin/python bench/parts/claims_heldout6.py --old      # measure the old-check cases

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

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts import claims_heldout5, job_heldout7  # noqa: E402

OUT = Path(__file__).resolve().parent / "claims_heldout6.json"
OLD = Path(__file__).resolve().parent / "claims_heldout6_old.json"
ABOUT = (
    "Sixth held-out guard set (set 6), made from the intended resumes of job_heldout7.json by "
    "an evaluator who never read the guard: claimed skills (a skill the posting asks for and "
    "the resume lacks, added to the skills, a new or extended highlight or the summary), "
    "inflated titles (a more senior or another role, in the position or the label) and "
    "rewordings that must raise nothing (abbreviations expanded or contracted, synonyms, the "
    "other language, reordered or merged highlights, tightened summaries, titles reworded at "
    "the same role and level, skills regrouped), English and Chinese, over 14 professions."
)
OLD_ABOUT = (
    "Set 6's cases for the guard's checks from before issue 28 (an invented employer or "
    "school, a changed date, a new metric, a changed email or name, a raised degree, a removed "
    "job), made from the intended resumes of job_heldout7.json: what the guard must keep "
    "catching. Measured by `bench/parts/claims_heldout6.py --old`."
)

H = "work[0].highlights"


def build() -> dict[str, Any]:
    return claims_heldout5.build_cases(job_heldout7, "h6", ABOUT)


# The old checks: (posting key, check, path, value or None to remove the entry at path).
OLD_EDITS: list[tuple[str, str, str, Any]] = [
    ("pediatric-slp", "new_employer", "work[0].name", "Texas Children's Hospital"),
    ("child-speech-therapist-zh", "dates_changed", "work[0].startDate", "2019-03"),
    ("acute-care-slp", "entry_removed", "work[1]", None),
    ("radiology-tech-zh", "new_school", "education[0].institution", "复旦大学上海医学院"),
    (
        "ct-technologist",
        "metric_invented",
        f"{H}[0]",
        "Trauma pan-scans and code stroke CT angiograms, 60 patients a night; cut door-to-scan "
        "time 40%",
    ),
    ("optometrist-zh", "new_employer", "work[0].name", "爱尔眼科医院"),
    ("optometrist", "new_credential", "education[0].studyType", "PhD"),
    ("outpatient-therapist", "contact_changed", "basics.email", "rosalie.amankwah@example.org"),
    ("eap-counsellor-zh", "name_changed", "basics.name", "黎静怡"),
    ("mine-planning-engineer", "dates_changed", "work[0].startDate", "2016-02"),
    (
        "mining-engineer-zh",
        "metric_invented",
        f"{H}[1]",
        "中深孔爆破设计，调整孔网参数，大块率下降45%，年节约炸药成本300万元",
    ),
    ("etch-process-engineer", "new_school", "education[0].institution", "Stanford University"),
    ("thin-film-engineer-zh", "new_credential", "education[0].studyType", "博士"),
    ("technical-designer", "entry_removed", "work[1]", None),
    ("pattern-maker-zh", "dates_changed", "work[1].endDate", "2021-08"),
    ("prepress-technician", "new_employer", "work[0].name", "Amcor Flexibles"),
    ("character-animator", "contact_changed", "basics.email", "yusuf.eriksen@example.net"),
    ("diamond-grader", "name_changed", "basics.name", "Esther Abrams"),
    ("tour-operator-zh", "entry_removed", "work[1]", None),
    (
        "procurement-forester",
        "metric_invented",
        f"{H}[1]",
        "Cruised 25,000 acres a year; bought $14M of stumpage annually",
    ),
]


def build_old() -> dict[str, Any]:
    return claims_heldout5.build_old_cases(job_heldout7, "h6", OLD_EDITS, OLD_ABOUT)


def main() -> int:
    if "--old" in sys.argv[1:]:
        return claims_heldout5.measure_old(OLD)
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    OLD.write_text(json.dumps(build_old(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} and {OLD.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
