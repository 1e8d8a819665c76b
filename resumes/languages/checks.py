"""Deterministic checks between a master resume and one of its language versions.

The version's entries line up with the master's by position (the version is translated in
place). Each finding cites both sides: the place (`path`), what the master holds there and
what the version holds there. The checks:

- `date`: a date field (startDate, endDate, date, releaseDate, ...) differs;
- `number`: the numbers of a text differ, read with the guard's number reader (30% =
  百分之三十 = 三成, 5万 = 50,000, 2k = 2,000);
- `email`, `phone`, `url`: an address, phone number or link differs (in its own field or
  written in a text);
- `glossary`: the master names a glossary term and the version does not write it the way
  the glossary says;
- `missing_entry` / `extra_entry`: an entry (or list item) present on one side only.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

from resumes.paths import PathError, parse_path
from resumes.schema import format_path
from resumes.trust.numbers import numbers_in

CHECKS = ("date", "number", "email", "phone", "url", "glossary", "missing_entry", "extra_entry")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"'，。、）)]+", re.IGNORECASE)
_PHONE_KEYS = {"phone", "telephone", "mobile"}
_URL_KEYS = {"url", "website", "link"}


@dataclass(frozen=True)
class Term:
    """A glossary entry as the checks use it."""

    term: str
    translation: str


@dataclass
class LanguageFinding:
    check: str
    path: str
    master: Any
    version: Any
    params: dict[str, str] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return finding_message(self.check, self.params)

    def as_dict(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "path": self.path,
            "master": self.master,
            "version": self.version,
            "message": self.message,
        }


def finding_message(check: str, params: dict[str, str]) -> str:
    """The finding in one sentence, in the active language."""
    messages = {
        "date": _("The date differs from the master's."),
        "number": _("The numbers differ: the master has %(master)s, this version %(version)s."),
        "email": _("The email address differs from the master's."),
        "phone": _("The phone number differs from the master's."),
        "url": _("A link differs from the master's."),
        "glossary": _("The glossary writes “%(term)s” as “%(translation)s” in this language."),
        "missing_entry": _("This entry of the master is missing from this version."),
        "extra_entry": _("This entry of the version is not in the master."),
    }
    template = messages.get(check, _("This differs from the master."))
    try:
        return template % params if "%(" in template else template
    except (KeyError, ValueError):
        return template


def check_version(
    master: dict[str, Any], version: dict[str, Any], terms: Iterable[Term] = ()
) -> list[LanguageFinding]:
    """Every finding between the master and the version, in document order."""
    findings: list[LanguageFinding] = []
    longest_first = sorted(terms, key=lambda t: -len(t.term))
    _walk(master, version, "", findings, longest_first)
    return findings


def _join(prefix: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{prefix}[{key}]"
    return f"{prefix}.{key}" if prefix else key


def _walk(
    master: Any, version: Any, path: str, out: list[LanguageFinding], terms: list[Term]
) -> None:
    if isinstance(master, dict):
        other = version if isinstance(version, dict) else {}
        for key, value in master.items():
            _walk(value, other.get(key), _join(path, key), out, terms)
        return
    if isinstance(master, list):
        other = version if isinstance(version, list) else []
        for index, partner in align(master, other):
            if partner is None:
                if has_content(master[index]):
                    out.append(
                        LanguageFinding("missing_entry", _join(path, index), master[index], None)
                    )
            elif index is None:
                if has_content(other[partner]):
                    where = _join(path, partner)
                    out.append(LanguageFinding("extra_entry", where, None, other[partner]))
            else:
                _walk(master[index], other[partner], _join(path, index), out, terms)
        return
    _leaf(master, version, path, out, terms)


def align(master: list[Any], version: list[Any]) -> list[tuple[int | None, int | None]]:
    """Pairs (master index, version index) of the entries that correspond; None on one side
    for an entry present on the other only. Lists of the same length pair by position; else
    entries pair by what translation does not change (their dates, links, emails, numbers),
    so one dropped entry is one finding, not a shift of every entry after it."""
    if len(master) == len(version):
        return [(i, i) for i in range(len(master))]
    ours = [_signature(item) for item in master]
    theirs = [_signature(item) for item in version]
    pairs: list[tuple[int | None, int | None]] = []
    matcher = difflib.SequenceMatcher(None, ours, theirs, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pairs += [(i1 + k, j1 + k) for k in range(i2 - i1)]
            continue
        common = min(i2 - i1, j2 - j1)
        pairs += [(i1 + k, j1 + k) for k in range(common)]
        pairs += [(i, None) for i in range(i1 + common, i2)]
        pairs += [(None, j) for j in range(j1 + common, j2)]
    return pairs


def version_path(master: Any, version: Any, path: str) -> str | None:
    """The place in the version that corresponds to the master's `path` (entries paired as
    the checks pair them); None when the entry is on the master's side only."""
    try:
        segments = parse_path(path)
    except PathError:
        return None
    out: list[Any] = []
    ours, theirs = master, version
    for segment in segments:
        if isinstance(segment, int):
            if not isinstance(ours, list) or not isinstance(theirs, list):
                return None
            if segment >= len(ours):  # an append past the master's end: the version's end
                out.append(len(theirs) + segment - len(ours))
                ours = theirs = None
                continue
            partner = dict((i, j) for i, j in align(ours, theirs) if i is not None).get(segment)
            if partner is None:
                return None
            out.append(partner)
            ours, theirs = ours[segment], theirs[partner]
        else:
            out.append(segment)
            ours = ours.get(segment) if isinstance(ours, dict) else None
            theirs = theirs.get(segment) if isinstance(theirs, dict) else None
    return format_path(out)


def _signature(value: Any) -> str:
    """What of an entry stays the same in any language: its dates, links and emails; for an
    entry with none of these, the numbers of its texts."""
    fixed: list[str] = []
    numbers: list[str] = []

    def visit(node: Any, key: str) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                visit(v, k)
        elif isinstance(node, list):
            for v in node:
                visit(v, key)
        elif isinstance(node, str):
            if _is_date_key(key) or key in _URL_KEYS or key == "email":
                fixed.append(node.strip())
            else:
                numbers.extend(sorted(str(n.key) for n in numbers_in(node)))
        elif node is not None:
            numbers.append(str(node))

    visit(value, "")
    return "|".join(fixed or numbers)


def has_content(value: Any) -> bool:
    if isinstance(value, dict):
        return any(has_content(v) for v in value.values())
    if isinstance(value, list):
        return any(has_content(v) for v in value)
    return value not in (None, "")


def _key(path: str) -> str:
    return re.split(r"[.\[]", path.rsplit(".", 1)[-1])[0]


def _is_date_key(key: str) -> bool:
    return key == "date" or key.endswith("Date")


def _leaf(
    master: Any, version: Any, path: str, out: list[LanguageFinding], terms: list[Term]
) -> None:
    key = _key(path)
    if master in (None, "") and version in (None, ""):
        return
    if not isinstance(master, str) or not isinstance(version, str):
        if master != version:
            check = "date" if _is_date_key(key) else "number"
            out.append(
                LanguageFinding(check, path, master, version, _number_params(master, version))
            )
        return
    if _is_date_key(key):
        if master.strip() != version.strip():
            out.append(LanguageFinding("date", path, master, version))
        return
    if key == "email":
        if master.strip().casefold() != version.strip().casefold():
            out.append(LanguageFinding("email", path, master, version))
        return
    if key in _PHONE_KEYS:
        if _digits(master) != _digits(version):
            out.append(LanguageFinding("phone", path, master, version))
        return
    if key in _URL_KEYS:
        if _url(master) != _url(version):
            out.append(LanguageFinding("url", path, master, version))
        return
    _text(master, version, path, out, terms)


def _text(
    master: str, version: str, path: str, out: list[LanguageFinding], terms: list[Term]
) -> None:
    if Counter(e.casefold() for e in _EMAIL.findall(master)) != Counter(
        e.casefold() for e in _EMAIL.findall(version)
    ):
        out.append(LanguageFinding("email", path, master, version))
    urls_master = {_url(u) for u in _URL.findall(master)}
    urls_version = {_url(u) for u in _URL.findall(version)}
    if urls_master != urls_version:
        out.append(LanguageFinding("url", path, master, version))
    plain_master = _URL.sub(" ", _EMAIL.sub(" ", master))
    plain_version = _URL.sub(" ", _EMAIL.sub(" ", version))
    if _numbers(plain_master) != _numbers(plain_version):
        out.append(
            LanguageFinding(
                "number", path, master, version, _number_params(plain_master, plain_version)
            )
        )
    spans: list[tuple[int, int]] = []
    for term in terms:
        if term.term not in master:
            continue
        found = [m.span() for m in _term_pattern(term.term).finditer(master)]
        # A term inside a longer one found at the same place ("Engineer" in "Senior
        # Engineer") is the longer one's business.
        found = [s for s in found if not any(a <= s[0] and s[1] <= b for a, b in spans)]
        if not found:
            continue
        spans += found
        if term.translation.casefold() not in version.casefold():
            params = {"term": term.term, "translation": term.translation}
            out.append(LanguageFinding("glossary", path, master, version, params))


@functools.lru_cache(maxsize=4096)
def _term_pattern(term: str) -> re.Pattern[str]:
    """The term as written (names keep their case), a whole word where it is Latin."""
    pattern = re.escape(term)
    if term[:1].isascii() and term[:1].isalnum():
        pattern = r"(?<![A-Za-z0-9])" + pattern
    if term[-1:].isascii() and term[-1:].isalnum():
        pattern += r"(?![A-Za-z0-9])"
    return re.compile(pattern)


def _numbers(text: str) -> Counter:
    return Counter(number.key for number in numbers_in(text))


def _number_params(master: Any, version: Any) -> dict[str, str]:
    def show(value: Any) -> str:
        if not isinstance(value, str):
            return str(value)
        found = [n.text for n in numbers_in(value)]
        return ", ".join(found) if found else _("none")

    return {"master": show(master), "version": show(version)}


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _url(text: str) -> str:
    text = text.strip().casefold().rstrip("/.")
    return re.sub(r"^https?://(www\.)?|^www\.", "", text)
