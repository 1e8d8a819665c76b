"""The local fact guard: facts in the edited document that neither the person nor the old
document gave (dates, numbers, organisation names).

This is the evaluation's stand-in for the trusted-edits guard (`resumes/trust/`). Every guard
is a callable `guard(before, after, *, sources) -> iterable of findings`, where `sources` is
the text the facts may come from (the person's messages); a finding is an object with a
`message`, a dict with one, or a string. `settings.CVAGENT["EVAL_GUARD"]` names the guard the
evaluation uses (a dotted path); this module's `local_fact_guard` is the default.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string

from resumes.paths import make_patch, pointer_to_path
from resumes.trust import compare_documents

Guard = Callable[..., Iterable[Any]]

# Fields whose value names an organisation (JSON Resume section, field).
ORG_FIELDS = {
    ("work", "name"),
    ("education", "institution"),
    ("certificates", "issuer"),
    ("awards", "awarder"),
    ("publications", "publisher"),
    ("volunteer", "organization"),
    ("projects", "entity"),
}
_ORG_STOP_WORDS = {"inc", "ltd", "llc", "co", "corp", "the", "of", "and", "gmbh", "at"}
_ORG_STOP_BIGRAMS = {"有限", "公司", "集团", "大学", "科技", "学院", "股份", "限公"}
_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_ISO_DATE = re.compile(r"(?<!\d)((?:19|20)\d{2})(?:[-/.](\d{1,2}))?(?:[-/.](\d{1,2}))?(?!\d)")
_CJK_DATE = re.compile(r"((?:19|20)\d{2})\s*年\s*(?:(\d{1,2})\s*月)?(?:\s*(\d{1,2})\s*日)?")
_MONTH_DATE = re.compile(r"\b([A-Za-z]{3,9})\.?\s+((?:19|20)\d{2})\b")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9&'-]+")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


@dataclass(frozen=True)
class Finding:
    kind: str
    path: str
    value: str

    @property
    def message(self) -> str:
        what = {"date": "date", "number": "number", "organisation": "organisation"}[self.kind]
        return f"invented {what} {self.value!r} at {self.path} (not given by the person)"


def _iso(year: str, month: str | None = None, day: str | None = None) -> str:
    text = year
    if month:
        text += f"-{int(month):02d}"
        if day:
            text += f"-{int(day):02d}"
    return text


def dates_in(text: str) -> set[str]:
    """Dates written as 2021, 2021-03, 2021/3/1, 2021年3月, March 2021, normalised to ISO."""
    found = {_iso(*match.groups()) for match in _ISO_DATE.finditer(text)}
    found |= {_iso(*match.groups()) for match in _CJK_DATE.finditer(text)}
    for word, year in _MONTH_DATE.findall(text):
        month = _MONTHS.get(word.lower())
        if month:
            found.add(_iso(year, str(month)))
    return {date for date in found if _valid(date)}


def _valid(date: str) -> bool:
    parts = [int(part) for part in date.split("-")]
    return (len(parts) < 2 or 1 <= parts[1] <= 12) and (len(parts) < 3 or 1 <= parts[2] <= 31)


def _numbers(text: str) -> set[str]:
    return {token.replace(",", "").lstrip("0") or "0" for token in _NUMBER.findall(text)}


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, f"{path}[{index}]")
    elif value is not None and not isinstance(value, bool):
        yield path, value


def _org_field(path: str) -> bool:
    match = re.match(r"^([A-Za-z]+)\[\d+\]\.([A-Za-z]+)$", path)
    return bool(match) and (match[1], match[2]) in ORG_FIELDS


def _org_known(value: str, sources: str) -> bool:
    text, lowered = value.strip().lower(), sources.lower()
    if not text or text in lowered:
        return True
    words = [word for word in _WORD.findall(text) if word not in _ORG_STOP_WORDS]
    if words and sum(word in lowered for word in words) * 2 >= len(words):
        return True
    bigrams = {
        run[i : i + 2] for run in _CJK_RUN.findall(value) for i in range(len(run) - 1)
    } - _ORG_STOP_BIGRAMS
    return any(bigram in sources for bigram in bigrams)


def local_fact_guard(before: Any, after: Any, *, sources: str) -> list[Finding]:
    """Dates, numbers and organisation names that the edit brought in from nowhere.

    A new or changed value may only hold dates, numbers and organisations found in `sources`
    (the person's messages) or in the document before the edit. A coarser date is fine
    (2021 when 2021-03 was given), a finer one is not (2021-03 when only 2021 was).
    """
    known_text = sources + "\n" + json.dumps(before, ensure_ascii=False)
    known_dates = dates_in(known_text)
    known_numbers = _numbers(known_text)
    findings: list[Finding] = []
    for op in make_patch(before, after):
        if op["op"] not in ("add", "replace"):
            continue
        for path, leaf in _leaves(op["value"], pointer_to_path(op["path"])):
            text = str(leaf)
            dates = dates_in(text)
            for date in sorted(dates):
                if not any(known == date or known.startswith(date + "-") for known in known_dates):
                    findings.append(Finding("date", path, date))
            rest = _CJK_DATE.sub(" ", _ISO_DATE.sub(" ", text))
            for number in sorted(_numbers(rest) - known_numbers):
                findings.append(Finding("number", path, number))
            if isinstance(leaf, str) and _org_field(path) and not _org_known(leaf, known_text):
                findings.append(Finding("organisation", path, leaf))
    return findings


def configured_guard() -> Guard:
    """The guard named by `settings.CVAGENT["EVAL_GUARD"]` (default: `combined_guard`)."""
    name = settings.CVAGENT.get("EVAL_GUARD") or "agent.evaluation.guard.combined_guard"
    return import_string(name)


def finding_messages(guard: Guard, before: Any, after: Any, *, sources: str) -> list[str]:
    """Run a guard and say each finding in one line, whatever shape the guard returns."""
    messages = []
    for finding in guard(before, after, sources=sources) or ():
        if isinstance(finding, str):
            messages.append(finding)
        elif isinstance(finding, dict):
            messages.append(str(finding.get("message") or finding))
        else:
            messages.append(str(getattr(finding, "message", finding)))
    return messages


def _given(value: str, sources: str, before_text: str) -> bool:
    """Whether the person's messages (or, for a value, the old document) already hold it."""
    text = value.strip().casefold()
    if not text or text in sources.casefold() or text in before_text.casefold():
        return True
    dates = dates_in(value)
    known = dates_in(sources + "\n" + before_text)
    return bool(dates) and all(any(k == d or k.startswith(d + "-") for k in known) for d in dates)


def trust_guard(before: Any, after: Any, *, sources: str) -> list[str]:
    """The trusted-edits guard (`resumes.trust.compare_documents`) read in context.

    That guard judges a change alone: it reports every changed name, date or contact and
    every new employer or metric, including the ones the person asked for. Here a finding
    counts only when the value it is about (`new`, `name`, `entry`, `number` or, for a claimed
    skill, `skill`) is found neither in the person's messages nor in the old document (a date
    read from another entry): a skill the person asked to add is theirs, not a claim.
    """
    before_text = json.dumps(before, ensure_ascii=False)
    messages = []
    for finding in compare_documents(before, after).findings:
        params = finding.params or {}
        value = next(
            (params[key] for key in ("new", "name", "entry", "number", "skill") if params.get(key)),
            "",
        )
        if value and _given(str(value), sources, before_text):
            continue
        messages.append(f"{finding.check}: {finding.message}")
    return messages


def combined_guard(before: Any, after: Any, *, sources: str) -> list[str]:
    """Both guards: the trusted-edits guard in context, then the local fact guard."""
    found = trust_guard(before, after, sources=sources)
    return found + [f.message for f in local_fact_guard(before, after, sources=sources)]
