"""The synonym layer's data: `data/concepts.txt`, skill concepts with their alternative labels,
abbreviations and Chinese labels, credentials, and what implies what (the file's header says
its source and licence). Read once, merged into the supplement's tables by `vocabulary`.

A concept whose label is already a label of a supplement skill joins that skill (its labels
are added), so a label means one concept only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

CONCEPTS_FILE = Path(__file__).resolve().parent / "data" / "concepts.txt"
_SECTIONS = ("skills", "credentials", "implies", "abbreviations")


@dataclass
class Concepts:
    skills: dict[str, tuple[str, ...]] = field(default_factory=dict)
    credentials: dict[str, tuple[str, ...]] = field(default_factory=dict)
    implies: dict[str, tuple[str, ...]] = field(default_factory=dict)
    abbreviations: dict[str, tuple[str, ...]] = field(default_factory=dict)


def read_concepts(path: Path = CONCEPTS_FILE) -> Concepts:
    """The file's sections: `[skills]` "label | label ...", `[credentials]` "Name | label ...",
    `[implies]` "a > b, c", `[abbreviations]` "ps > adobe photoshop". Comments start with #;
    labels are folded to lower case except a credential's name."""
    concepts = Concepts()
    section = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            if section not in _SECTIONS:
                raise ValueError(f"{path.name}: unknown section [{section}]")
            continue
        if section in ("implies", "abbreviations"):
            left, _, right = line.partition(">")
            targets = tuple(t.strip().lower() for t in right.split(",") if t.strip())
            getattr(concepts, section)[left.strip().lower()] = targets
            continue
        labels = [label.strip() for label in line.split("|") if label.strip()]
        if section == "skills":
            lowered = list(dict.fromkeys(label.lower() for label in labels))
            known = concepts.skills.get(lowered[0], ())
            extra = tuple(label for label in lowered[1:] if label not in known)
            concepts.skills[lowered[0]] = (*known, *extra)
        elif section == "credentials":
            rest = dict.fromkeys(label.lower() for label in labels[1:])
            concepts.credentials[labels[0]] = tuple(rest)
        else:
            raise ValueError(f"{path.name}: a line before any section: {line!r}")
    return concepts


def merge_skills(
    table: dict[str, tuple[str, ...]], extra: dict[str, tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    """`table` with `extra`'s concepts added: one that shares a label with a concept of the
    table joins it; the others are new."""
    owner = {label: name for name, aliases in table.items() for label in (name, *aliases)}
    merged = dict(table)
    for name, aliases in extra.items():
        labels = (name, *aliases)
        target = next((owner[label] for label in labels if label in owner), name)
        known = merged.get(target, ())
        new = tuple(label for label in labels if label != target and label not in known)
        merged[target] = (*known, *new)
        for label in labels:
            owner.setdefault(label, target)
    return merged
