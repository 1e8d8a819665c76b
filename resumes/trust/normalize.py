"""The forms under which two values count as the same fact: names, dates, contacts, degrees."""

from __future__ import annotations

import calendar
import re
import unicodedata
from typing import Any

from resumes.cjk import CJK, CJK_RANGE

_WORD = re.compile(rf"[{CJK_RANGE}]|[^\W_]+", re.UNICODE)

# Legal forms that do not change which organisation is meant ("Acme Inc." is "Acme").
_LEGAL_WORDS = {
    "inc",
    "incorporated",
    "ltd",
    "limited",
    "llc",
    "llp",
    "plc",
    "corp",
    "corporation",
    "co",
    "company",
    "gmbh",
    "ag",
    "sa",
    "bv",
    "pty",
    "pte",
}
_LEGAL_CJK = ("股份有限公司", "有限责任公司", "有限公司", "集团", "公司")


def plain(text: Any) -> str:
    """`text` as comparable plain text: NFKC, case-folded, whitespace collapsed."""
    if not isinstance(text, str):
        return ""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def words(text: Any) -> list[str]:
    """Latin words and numbers as words, each CJK character as a word of its own."""
    return _WORD.findall(plain(text))


def org_name(text: Any) -> str:
    """An organisation's name without punctuation, case or legal form ("ACME, Inc." -> acme)."""
    name = plain(text).replace("&", " and ")
    for suffix in _LEGAL_CJK:
        if name.endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
    tokens = words(name)
    while len(tokens) > 1 and tokens[-1] in _LEGAL_WORDS:
        tokens.pop()
    return _join(tokens)


def _join(tokens: list[str]) -> str:
    # CJK characters join without spaces, Latin words with one.
    text = ""
    for token in tokens:
        if text and not (CJK.fullmatch(token) and CJK.fullmatch(text[-1])):
            text += " "
        text += token
    return text


def name_known(name: str, known: set[str]) -> bool:
    """Whether `name` (normalised) is one of `known`, or a shortening of one of them.

    "字节跳动" is known from "北京字节跳动科技有限公司" and "Acme" from "Acme Labs", but
    "Acme Labs" is not known from "Acme": a longer name claims more than the old one did.
    """
    if not name or name in known:
        return True
    for old in known:
        if CJK.search(name) and len(name) >= 2 and name in old:
            return True
        if re.search(rf"(?:^| ){re.escape(name)}(?: |$)", old):
            return True
    return False


# --- dates -----------------------------------------------------------------------------------

_MONTHS = {
    name.lower(): number
    for number in range(1, 13)
    for name in (calendar.month_name[number], calendar.month_abbr[number])
}
_MONTHS["sept"] = 9
_PRESENT = {"", "present", "now", "current", "currently", "today", "ongoing", "至今", "现在", "今"}

PRESENT = "present"


def year_month(value: Any) -> tuple[int, int | None] | str:
    """A date reduced to (year, month or None); "present" for none or ongoing; else the text.

    Days are dropped: "2021-03-15" and "2021-03" are the same year-month.
    """
    if value is None:
        return PRESENT
    text = plain(str(value))
    if text in _PRESENT:
        return PRESENT
    patterns = (
        r"(?P<y>\d{4})(?:[-/.](?P<m>\d{1,2})(?:[-/.]\d{1,2})?)?(?:t.*)?",
        r"(?P<y>\d{4}) ?年(?: ?(?P<m>\d{1,2}) ?月(?: ?\d{1,2} ?日)?)?",
        r"(?P<m>\d{1,2})[-/.](?P<y>\d{4})",
    )
    for pattern in patterns:
        match = re.fullmatch(pattern, text)
        if match:
            month = int(match.group("m")) if match.group("m") else None
            if month is None or 1 <= month <= 12:
                return (int(match.group("y")), month)
    parts = text.replace(",", " ").replace(".", " ").split()
    if len(parts) == 2 and re.fullmatch(r"\d{4}", parts[1]) and parts[0] in _MONTHS:
        return (int(parts[1]), _MONTHS[parts[0]])
    if len(parts) == 2 and re.fullmatch(r"\d{4}", parts[0]) and parts[1] in _MONTHS:
        return (int(parts[0]), _MONTHS[parts[1]])
    return text


# --- contacts --------------------------------------------------------------------------------


def email(value: Any) -> str:
    return plain(value)


def phone(value: Any) -> str:
    """Only the digits (and a leading +): "+1 (555) 010-0000" is "+15550100000"."""
    text = plain(value)
    digits = re.sub(r"\D", "", text)
    return ("+" if text.startswith("+") else "") + digits if digits else text


def url(value: Any) -> str:
    """Without scheme, "www." and the trailing slash: "https://www.ada.dev/" is "ada.dev"."""
    text = plain(value)
    text = re.sub(r"^[a-z][a-z0-9+.-]*://", "", text)
    text = re.sub(r"^www\.", "", text)
    return text.rstrip("/")


# --- degrees ---------------------------------------------------------------------------------

_DEGREE_RANKS: tuple[tuple[int, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        4,
        ("phd", "dphil", "doctor", "doctorate", "doctoral", "edd", "dba", "md", "jd"),
        ("博士",),
    ),
    (
        3,
        ("master", "masters", "msc", "ms", "ma", "meng", "mba", "mphil", "mfa", "llm", "mres"),
        ("硕士", "研究生"),
    ),
    (
        2,
        ("bachelor", "bachelors", "bsc", "bs", "ba", "beng", "bba", "llb", "undergraduate"),
        ("学士", "本科"),
    ),
    (1, ("associate", "associates", "aa", "as", "hnd"), ("大专", "专科", "高职")),
)


def degree_rank(value: Any) -> int | None:
    """4 doctorate, 3 master, 2 bachelor, 1 associate; None when the text names none of them."""
    text = plain(value).replace(".", "").replace("'", "").replace("’", "")
    tokens = set(re.findall(r"[a-z]+", text))
    for rank, latin, chinese in _DEGREE_RANKS:
        if tokens & set(latin) or any(word in text for word in chinese):
            return rank
    return None


# --- similarity of whole entries -------------------------------------------------------------


def entry_words(value: Any) -> set[str]:
    """The words of every text in an entry, for telling which old entry a new one is."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(words(value))
    elif isinstance(value, dict):
        for child in value.values():
            found |= entry_words(child)
    elif isinstance(value, list):
        for child in value:
            found |= entry_words(child)
    elif value is not None:
        found.add(str(value))
    return found


def similarity(a: set[str], b: set[str]) -> float:
    """Jaccard similarity of two word sets (1.0 for two empty sets)."""
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)
