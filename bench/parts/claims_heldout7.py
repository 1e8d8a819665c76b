"""The seventh held-out guard set ("set 7"): writes `bench/parts/claims_heldout7.json` (the format
of `claims_heldout5.json`, read by `bench/claims.py --corpus`) from the intended resumes of
`job_heldout8.json` and the edits written beside each posting (`edits` in
`bench/parts/heldout8/<profession>.py`), and `bench/parts/claims_heldout7_old.json`: edits that
the guard's checks from before issue 28 must keep catching (an invented employer, a changed
date, a new metric, ...). The cases are built by set 5's builders
(`claims_heldout5.build_cases`, `build_old_cases`, `measure_old`), as set 6's are.

    .venv/bin/python bench/parts/claims_heldout7.py            # rewrite both JSON files
    .venv/bin/python bench/parts/claims_heldout7.py --old      # measure the old-check cases

Per posting, edits of its intended resume:
- claim: a skill the posting asks for and the resume lacks (its `missing`), added where people
  add them: a skills keyword, a new highlight, a phrase appended to a highlight, or a sentence
  appended to the summary; expects `skill_claimed` at that path;
- title: the position or the label made more senior or another role; expects `title_inflated`;
- reword, reword2 (and reword3): what must raise nothing: an abbreviation expanded or
  introduced, a synonym, the same term in the other language or its Chinese short form,
  highlights reordered or merged, a title reworded at the same role and level.
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

from bench.parts import claims_heldout5, job_heldout8  # noqa: E402

OUT = Path(__file__).resolve().parent / "claims_heldout7.json"
OLD = Path(__file__).resolve().parent / "claims_heldout7_old.json"
ABOUT = (
    "Seventh held-out guard set (set 7), made from the intended resumes of job_heldout8.json "
    "by an evaluator who never read the guard: claimed skills (a skill the posting asks for "
    "and the resume lacks, added to the skills, a new or extended highlight or the summary), "
    "inflated titles (a more senior or another role, in the position or the label) and "
    "rewordings that must raise nothing (abbreviations expanded or contracted, synonyms, the "
    "other language, Chinese short forms, reordered or merged highlights, titles reworded at "
    "the same role and level), English and Chinese, over 14 professions."
)
OLD_ABOUT = (
    "Set 7's cases for the guard's checks from before issue 28 (an invented employer or "
    "school, a changed date, a new metric, a changed email or name, a raised degree, a removed "
    "job), made from the intended resumes of job_heldout8.json: what the guard must keep "
    "catching. Measured by `bench/parts/claims_heldout7.py --old`."
)

H = "work[0].highlights"

# The old checks: (posting key, check, path, value or None to remove the entry at path).
OLD_EDITS: list[tuple[str, str, str, Any]] = [
    ("production-brewer", "new_employer", "work[0].name", "Deschutes Brewery"),
    ("brewer-zh", "dates_changed", "work[0].startDate", "2019-05"),
    ("clinical-audiologist", "entry_removed", "work[1]", None),
    ("audiologist-zh", "new_school", "education[0].institution", "首都医科大学"),
    (
        "certified-prosthetist",
        "metric_invented",
        f"{H}[4]",
        "Medicare documentation and L-code billing in the EMR; cut claim denials 38%",
    ),
    ("funeral-service-zh", "new_employer", "work[0].name", "北京八宝山殡仪馆"),
    ("dna-analyst", "new_credential", "education[0].studyType", "PhD"),
    ("latent-print-examiner", "contact_changed", "basics.email", "q.astorga@example.org"),
    ("stenographer-zh", "name_changed", "basics.name", "宁可欣"),
    ("crm-field-archaeologist", "dates_changed", "work[0].startDate", "2017-03"),
    (
        "shrimp-farm-technician-zh",
        "metric_invented",
        f"{H}[3]",
        "观察吃料和活力，病害处理，记录用药；成活率提高至92%，亩产增加40%",
    ),
    ("certified-watchmaker", "new_school", "education[0].institution", "WOSTEP Neuchatel"),
    ("forensic-dna-zh", "new_credential", "education[0].studyType", "博士"),
    ("reactor-operator", "entry_removed", "work[1]", None),
    ("elevator-maintenance-zh", "dates_changed", "work[1].endDate", "2019-12"),
    ("aquarist", "new_employer", "work[0].name", "Monterey Bay Aquarium"),
    ("production-stage-manager", "contact_changed", "basics.email", "mdo.stage@example.net"),
    ("tea-buyer-blender", "name_changed", "basics.name", "Clementine Ashcroft"),
    ("tea-taster-zh", "entry_removed", "work[1]", None),
    (
        "carnivore-keeper",
        "metric_invented",
        f"{H}[1]",
        "Positive reinforcement training of husbandry behaviors (voluntary blood draws, "
        "injections); 14 trained behaviors, 60% fewer immobilizations",
    ),
]


def build() -> dict[str, Any]:
    return claims_heldout5.build_cases(job_heldout8, "h7", ABOUT)


def build_old() -> dict[str, Any]:
    return claims_heldout5.build_old_cases(job_heldout8, "h7", OLD_EDITS, OLD_ABOUT)


def main() -> int:
    if "--old" in sys.argv[1:]:
        return claims_heldout5.measure_old(OLD)
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    OLD.write_text(json.dumps(build_old(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} and {OLD.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
