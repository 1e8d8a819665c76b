"""Rewordings of a job title that name the same job (for `title_inflated`, issue 28): a title
written with the initials of an earlier title's words ("HR Manager" for "Human Resources
Manager", "EA" for "Executive Assistant", 3 letters at most per run); a closed compound of
two ordinary words gives both initials ("HCA" for "Healthcare Assistant"). (ESCO's labels are no
help here: one occupation lists "medical assistant" beside "physician assistant".)"""

from __future__ import annotations

import re

from resumes.trust.names import ordinary_words
from resumes.trust.normalize import plain

_ACRONYM = re.compile(r"\b[A-Z]{2,3}\b")


def _words(title: str) -> list[str]:
    found: list[str] = []
    for word in re.findall(r"[a-z]+", plain(title).replace("&", " and ")):
        found.extend(_halves(word))
    return found


def _halves(word: str) -> list[str]:
    """A closed compound of two ordinary words of 4 letters or more in its two words
    ("healthcare" -> health, care), any other word as it is."""
    if len(word) >= 8:
        known = ordinary_words()
        for at in range(4, len(word) - 3):
            if word[:at] in known and word[at:] in known:
                return [word[:at], word[at:]]
    return [word]


def initials_of(after: str, before: list[str]) -> bool:
    """Whether `after`, its capitals spelled out by consecutive words of an earlier title, is
    that title ("HR Manager" = "Human Resources Manager", "PA" = "Personal Assistant")."""
    acronyms = _ACRONYM.findall(after)
    if not acronyms or not after.isascii():
        return False
    for title in before:
        words = _words(title)
        spelled = after
        for acronym in acronyms:
            n = len(acronym)
            run = next(
                (
                    words[i : i + n]
                    for i in range(len(words) - n + 1)
                    if "".join(w[0] for w in words[i : i + n]) == acronym.lower()
                ),
                None,
            )
            if run is None:
                break
            spelled = re.sub(rf"\b{acronym}\b", " ".join(run), spelled)
        else:
            if _words(spelled) == words:
                return True
    return False


def contracted(short: str, long: str) -> bool:
    """Whether a Chinese title is the short form of `long`: its characters in order there
    (幼师 in 幼儿教师 and 幼儿园老师)."""
    chars = [c for c in short if "\u3400" <= c <= "\u9fff"]
    if len(chars) < 2:
        return False
    rest = iter(long)
    return all(c in rest for c in chars)


def closed_up(after: str, before: list[str]) -> bool:
    """Whether `after` is an earlier title with its words run together or split apart
    ("Deckhand" / "Deck Hand", "Fire-fighter" / "Firefighter")."""
    squeezed = re.sub(r"[\s\-‐–_.]+", "", plain(after))
    return bool(squeezed) and any(
        re.sub(r"[\s\-‐–_.]+", "", plain(t)) == squeezed for t in before if t
    )
