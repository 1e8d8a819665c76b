"""The eighth held-out job-match set ("set 8"): writes `bench/parts/job_heldout8.json` (the
format of `job_heldout.json`) from the hand-written profession modules in
`bench/parts/heldout8/`.

    .venv/bin/python bench/parts/job_heldout8.py      # rewrite the JSON file

Postings over 14 professions that no earlier held-out set, tuning or kept-out set nor
`bench/parts/job_corpus.py` had (brewing, audiology, prosthetics and orthotics, funeral
service, forensic science, court reporting and captioning, archaeology, horology, zookeeping
and aquariums, aquaculture, nuclear power operations, elevator installation and service,
theatre stage management, tea buying, tasting and tea service), a third or more in Simplified
Chinese. Each posting reads as a real board's (about us, duties, requirements in bullets or
prose, preferred, benefits, salary, legal text naming distractor skills, negations such as "no
experience with X is needed", alternatives in parentheses) and has its intended resume, worded
as a person writes it (abbreviations, full forms, synonyms, the other language, Chinese short
forms), the asked skills the resume has (`present`) and lacks (`missing`), the pairs worded
otherwise (`variants`), the boilerplate phrases that are no skill (`junk`) and the names a
recruiter accepts (`aliases`); beside it, the guard edits of that resume (`edits`, read by
`claims_heldout7.py`). Each profession also has three distractor resumes: two from
neighbouring roles and one near miss (`cv8-near-...`: the same job family, sharing about half
of one posting's skills). Written by an evaluator who never read the matcher, the guard or
their data; measured by `bench/job_match.py --corpus bench/parts/job_heldout8.json`."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

OUT = Path(__file__).resolve().parent / "job_heldout8.json"
PROFESSIONS = (
    "brewing",
    "audiology",
    "prosthetics",
    "funeral",
    "forensic_science",
    "court_reporting",
    "archaeology",
    "horology",
    "zookeeping",
    "aquaculture",
    "nuclear",
    "elevator",
    "stage_management",
    "tea",
)
ABOUT = (
    "Eighth held-out job-match set (set 8), written by hand by an evaluator who never read the "
    "matcher, the guard or their data: postings over 14 professions no earlier set had "
    "(brewing, audiology, prosthetics and orthotics, funeral service, forensic science, court "
    "reporting and captioning, archaeology, horology, zookeeping and aquariums, aquaculture, "
    "nuclear power operations, elevator installation and service, theatre stage management, "
    "tea), a third or more in Simplified Chinese, real-world style (about us, duties, "
    "requirements as bullets or prose, preferred, benefits, salary, legal text naming "
    "distractor skills, negations, alternatives in parentheses). Per posting: its intended "
    "JSON Resume, the asked skills it has (present) and lacks (missing), pairs worded "
    "otherwise (variants), boilerplate phrases (junk) and accepted names (aliases); three "
    "distractor resumes per profession: two from neighbouring roles and one near miss sharing "
    "about half of one posting's skills."
)


def parts() -> list[Any]:
    """Each profession module's `part`, in the order of PROFESSIONS."""
    return [importlib.import_module(f"bench.parts.heldout8.{name}").part for name in PROFESSIONS]


def build() -> dict[str, Any]:
    postings: list[dict[str, Any]] = []
    resumes: list[dict[str, Any]] = []
    for part in parts():
        postings += part.postings
        resumes += part.resumes
    return {"about": ABOUT, "postings": postings, "resumes": resumes}


def main() -> None:
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
