"""Which entry of a section in the new document is which entry of the old one.

Entries are paired by what they are, not by where they are: the same employer (or school,
title, ...) pairs first, then entries whose words mostly agree. A moved entry is therefore
the same entry, and a renamed one (same role and start date, or mostly the same words) is
still recognised.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from resumes.trust.normalize import entry_words, name_known, org_name, plain, similarity

# The field that names each kind of entry (an employer, a school, a title, ...).
ENTRY_KEYS: dict[str, str] = {
    "work": "name",
    "volunteer": "organization",
    "education": "institution",
    "awards": "title",
    "certificates": "name",
    "publications": "name",
    "projects": "name",
    "skills": "name",
    "languages": "language",
    "interests": "name",
    "references": "name",
}
PROFILE_KEY = "network"
# Below this, two entries with different names are different entries.
MIN_SIMILARITY = 0.5
# Past this many comparisons a section pairs by name only (hostile documents stay fast).
MAX_COMPARISONS = 40_000


@dataclass(frozen=True)
class Pairing:
    """Old and new indexes of the same entries; what is left was removed or added."""

    pairs: tuple[tuple[int, int], ...]  # (old index, new index), in new order
    removed: tuple[int, ...]  # old indexes
    added: tuple[int, ...]  # new indexes

    def old_index(self, new_index: int) -> int | None:
        for old, new in self.pairs:
            if new == new_index:
                return old
        return None

    @property
    def reordered(self) -> bool:
        olds = [old for old, _ in self.pairs]
        return olds != sorted(olds)


def entry_list(document: Any, section: str) -> list[Any]:
    """The section's entries, or [] when the document has none (or not a list)."""
    value = document.get(section) if isinstance(document, dict) else None
    return value if isinstance(value, list) else []


def entry_name(entry: Any, key: str) -> str:
    if isinstance(entry, dict):
        return org_name(entry.get(key))
    return org_name(entry) if isinstance(entry, str) else ""


def entry_label(entry: Any, key: str | None, index: int) -> str:
    """How a person would name the entry: its employer, school or title, else its first text."""
    if isinstance(entry, dict):
        fields = [key] if key else []
        fields += ["position", "studyType", "area", "title", "name", "username", "url"]
        for field in fields:
            value = entry.get(field)
            if isinstance(value, str) and value.strip():
                return " ".join(value.split())
    elif isinstance(entry, str) and entry.strip():
        return " ".join(entry.split())
    return f"#{index + 1}"


def pair_entries(old: list[Any], new: list[Any], key: str) -> Pairing:
    """Pair the old and new entries of one section (see the module's docstring)."""
    old_names = [entry_name(entry, key) for entry in old]
    new_names = [entry_name(entry, key) for entry in new]
    candidates: list[tuple[float, int, int, int]] = []
    if len(old) * len(new) <= MAX_COMPARISONS:
        old_words = [entry_words(entry) for entry in old]
        new_words = [entry_words(entry) for entry in new]
        for i in range(len(old)):
            for j in range(len(new)):
                same_name = _same_name(old_names[i], new_names[j])
                score = similarity(old_words[i], new_words[j]) + _anchors(old[i], new[j])
                if same_name or score >= MIN_SIMILARITY:
                    candidates.append((-(score + same_name), abs(i - j), j, i))
    else:
        # Entries with the same name pair in order: linear, however many there are.
        waiting: dict[str, list[int]] = {}
        for j, name in enumerate(new_names):
            if name:
                waiting.setdefault(name, []).append(j)
        for i, name in enumerate(old_names):
            if waiting.get(name):
                j = waiting[name].pop(0)
                candidates.append((-1.0, abs(i - j), j, i))
    candidates.sort()
    used_old: set[int] = set()
    used_new: set[int] = set()
    pairs: list[tuple[int, int]] = []
    for _, _, j, i in candidates:
        if i not in used_old and j not in used_new:
            used_old.add(i)
            used_new.add(j)
            pairs.append((i, j))
    pairs.sort(key=lambda pair: pair[1])
    return Pairing(
        pairs=tuple(pairs),
        removed=tuple(i for i in range(len(old)) if i not in used_old),
        added=tuple(j for j in range(len(new)) if j not in used_new),
    )


def _anchors(old: Any, new: Any) -> float:
    # The same role and the same start: most likely the same entry, whatever else changed.
    if not isinstance(old, dict) or not isinstance(new, dict):
        return 0.0
    bonus = 0.0
    for field in ("position", "studyType", "startDate"):
        a, b = plain(old.get(field)), plain(new.get(field))
        if a and a == b:
            bonus += 0.2
    return bonus


def _same_name(old: str, new: str) -> bool:
    if not old or not new:
        return False
    return old == new or name_known(new, {old}) or name_known(old, {new})


def pair_profiles(old: list[Any], new: list[Any]) -> Pairing:
    """Profiles pair by network (GitHub with GitHub), in order."""
    pairs: list[tuple[int, int]] = []
    used: set[int] = set()
    for j, profile in enumerate(new):
        network = plain(profile.get(PROFILE_KEY)) if isinstance(profile, dict) else ""
        for i, candidate in enumerate(old):
            theirs = plain(candidate.get(PROFILE_KEY)) if isinstance(candidate, dict) else ""
            if i not in used and theirs == network:
                used.add(i)
                pairs.append((i, j))
                break
    paired_new = {j for _, j in pairs}
    return Pairing(
        pairs=tuple(pairs),
        removed=tuple(i for i in range(len(old)) if i not in used),
        added=tuple(j for j in range(len(new)) if j not in paired_new),
    )


def pair_document(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Pairing]:
    """The pairing of every entry section, and of basics.profiles (key "basics.profiles")."""
    pairings = {
        section: pair_entries(entry_list(old, section), entry_list(new, section), key)
        for section, key in ENTRY_KEYS.items()
    }
    pairings["basics.profiles"] = pair_profiles(_profiles(old), _profiles(new))
    return pairings


def _profiles(document: dict[str, Any]) -> list[Any]:
    basics = document.get("basics") if isinstance(document, dict) else None
    return entry_list(basics, "profiles") if isinstance(basics, dict) else []
