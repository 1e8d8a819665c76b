"""Dates as people write them on resumes, normalised to JSON Resume's ISO partial dates.

"Jan 2020 – Present", "03/2018 - 11/2020", "2019.07 - 至今", "2016年9月-2019年6月",
"Summer 2017", "2020 to 2022", "since 2019": `find_range` returns the first range (or single
date) in a text with where it stands, so the caller can take it out of the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4,
    "april": 4, "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
    "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11,
    "dec": 12, "december": 12,
}  # fmt: skip
SEASONS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
PRESENT = r"present|current|currently|now|today|ongoing|date|至今|现在|今|目前|在职"
_MONTH_WORD = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_SEASON = r"(?:spring|summer|fall|autumn|winter)"
_YEAR = r"(?:19[5-9]\d|20\d\d)"
_MM = r"(?:0?[1-9]|1[0-2])"
# One date, most specific forms first. The named groups say which form matched.
ATOM = (
    rf"(?:(?P<zy>{_YEAR})\s*年\s*(?:(?P<zm>{_MM})\s*月(?:\s*(?P<zd>\d{{1,2}})\s*日)?)?"
    rf"|(?P<iy>{_YEAR})[-/.](?P<im>{_MM})(?:[-/.](?P<id>[0-3]?\d))?(?![\d])"
    rf"|(?P<mm>{_MM})[/.-](?P<my>{_YEAR})"
    rf"|(?P<wm>{_MONTH_WORD})\s*,?\s*(?P<wy>{_YEAR})"
    rf"|(?P<sy_season>{_SEASON})\s+(?P<sy>{_YEAR})"
    rf"|(?P<y>{_YEAR}))"
)
_SEP = r"\s*(?:--|-|‒|–|—|―|−|~|～|to|until|till|至|到|→|->)\s*"
_OPEN_START = r"(?:since|from|自)\s+"
_BOUNDARY_L = r"(?<![\w@/.-])"
_BOUNDARY_R = r"(?![\w@])"
_RANGE = re.compile(
    rf"{_BOUNDARY_L}(?P<open>{_OPEN_START})?(?P<start>{ATOM}|(?P<bare>{_MONTH_WORD}))"
    rf"(?:{_SEP}(?P<end>{ATOM.replace('?P<', '?P<e_')}|(?P<present>{PRESENT})))?{_BOUNDARY_R}",
    re.IGNORECASE,
)
_ATOM_ONLY = re.compile(rf"^{ATOM}$", re.IGNORECASE)


@dataclass(frozen=True)
class DateRange:
    """Start and end as ISO partial dates ("" when open or unknown), and the span in the text."""

    start: str
    end: str
    begin: int
    finish: int
    ongoing: bool = False

    @property
    def single(self) -> bool:
        return self.start == self.end


def parse_date(text: str) -> str:
    """One date ("Jan 2020", "2018.07", "2016年9月", "Summer 2017") as ISO, or ""."""
    match = _ATOM_ONLY.match(text.strip())
    return _iso(match.groupdict()) if match else ""


def find_range(text: str) -> DateRange | None:
    """The first date or date range in `text` (a bare month never counts alone)."""
    for match in _RANGE.finditer(text):
        groups = match.groupdict()
        if groups["bare"] and not groups["end"]:
            continue
        if groups["bare"] and not groups["e_y"] and not groups["e_wy"]:
            continue
        start = _iso(groups)
        end_groups = {key[2:]: value for key, value in groups.items() if key.startswith("e_")}
        if groups["bare"]:
            # "Jan – Mar 2020": the start month borrows the end's year.
            year = _iso(end_groups)[:4]
            start = f"{year}-{MONTHS[groups['bare'].lower().rstrip('.')]:02d}"
        if not start:
            continue
        if groups["present"]:
            return DateRange(start, "", match.start(), match.end(), ongoing=True)
        if groups["end"]:
            end = _iso(end_groups)
            if end and end >= start[: len(end)]:
                return DateRange(start, end, match.start(), match.end())
            continue
        if groups["open"]:
            return DateRange(start, "", match.start(), match.end(), ongoing=True)
        return DateRange(start, start, match.start(), match.end())
    return None


def has_range(text: str) -> bool:
    return find_range(text) is not None


def _iso(groups: dict[str, str | None]) -> str:
    if groups.get("zy"):
        return _join(groups["zy"], groups.get("zm"), groups.get("zd"))
    if groups.get("iy"):
        return _join(groups["iy"], groups.get("im"), groups.get("id"))
    if groups.get("my"):
        return _join(groups["my"], groups.get("mm"))
    if groups.get("wy"):
        month = MONTHS.get(groups["wm"].lower().rstrip("."))
        return _join(groups["wy"], str(month) if month else None)
    if groups.get("sy"):
        return _join(groups["sy"], str(SEASONS[groups["sy_season"].lower()]))
    if groups.get("y"):
        return groups["y"]
    return ""


def _join(year: str, month: str | None = None, day: str | None = None) -> str:
    if not month:
        return year
    if not day or not 1 <= int(day) <= 31:
        return f"{year}-{int(month):02d}"
    import calendar

    if int(day) > calendar.monthrange(int(year), int(month))[1]:
        return f"{year}-{int(month):02d}"
    return f"{year}-{int(month):02d}-{int(day):02d}"
