"""The fourth held-out job-match set: writes `bench/parts/job_heldout4.json` (the format of
`job_heldout3.json`) from the hand-written profession modules in `bench/parts/heldout4/`.

    .venv/bin/python bench/parts/job_heldout4.py      # rewrite the JSON file

36 postings (18 English, 18 Simplified Chinese) over the 12 professions issue 28 names
(healthcare, accounting and finance, teaching, sales, marketing, HR, legal, logistics, civil and
structural engineering, design, software, data), three sub-specialties each that no earlier set
used. Each posting reads as a real board's (about us, duties, requirements, preferred,
benefits, salary, legal text that names distractor skills) and has its intended resume, worded
as a person writes it (abbreviations, synonyms, the other language), the asked skills the
resume has (`present`) and lacks (`missing`), the pairs worded otherwise (`variants`), the
boilerplate phrases that are no skill (`junk`) and the names a recruiter accepts (`aliases`).
Each profession also has two distractor resumes from neighbouring roles. Written by an
evaluator who never read the matcher, the guard or their data; measured by
`bench/job_match.py --corpus bench/parts/job_heldout4.json`."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.heldout4 import (  # noqa: E402
    accounting,
    data,
    design,
    healthcare,
    hr,
    legal,
    logistics,
    marketing,
    sales,
    software,
    structural,
    teaching,
)

OUT = Path(__file__).resolve().parent / "job_heldout4.json"
MODULES = (
    healthcare,
    accounting,
    teaching,
    sales,
    marketing,
    hr,
    legal,
    logistics,
    structural,
    design,
    software,
    data,
)
ABOUT = (
    "Fourth held-out job-match set, written by hand by an evaluator who never read the "
    "matcher, the guard or their data: 36 postings (18 English, 18 Simplified Chinese) over "
    "the 12 professions of issue 28, three sub-specialties each none of the earlier sets used, "
    "real-world style (about us, duties, requirements, preferred, benefits, salary, legal text "
    "naming distractor skills). Per posting: its intended JSON Resume, the asked skills it has "
    "(present) and lacks (missing), pairs worded otherwise (variants), boilerplate phrases "
    "(junk) and accepted names (aliases); two distractor resumes per profession from "
    "neighbouring roles."
)


def build() -> dict[str, Any]:
    postings: list[dict[str, Any]] = []
    resumes: list[dict[str, Any]] = []
    for module in MODULES:
        for part in module.PARTS:
            postings += part.postings
            resumes += part.resumes
    return {"about": ABOUT, "postings": postings, "resumes": resumes}


def main() -> None:
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
