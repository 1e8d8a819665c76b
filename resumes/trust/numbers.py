"""Numbers as a resume writes them, in English and Chinese, reduced to comparable values.

"2,000", "2000", "2k" and "两千" are all 2000; "30%", "30 percent", "百分之三十" and "三成" are
all the percentage 30; "5万" and "50,000" are both 50000; "3年" is 3. See docs/trust.md for
what is deliberately not read (English number words, numbers glued to letters like "5G").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

# --- Arabic digits --------------------------------------------------------------------------

_SCALES = {
    "k": Decimal(1_000),
    "thousand": Decimal(1_000),
    "m": Decimal(1_000_000),
    "mm": Decimal(1_000_000),
    "million": Decimal(1_000_000),
    "b": Decimal(1_000_000_000),
    "bn": Decimal(1_000_000_000),
    "billion": Decimal(1_000_000_000),
    "百": Decimal(100),
    "千": Decimal(1_000),
    "万": Decimal(10_000),
    "十万": Decimal(100_000),
    "百万": Decimal(1_000_000),
    "千万": Decimal(10_000_000),
    "亿": Decimal(100_000_000),
}
# Units a number may be glued to and still be a measurement ("100ms", "10x", "2GB"); any other
# letters glued to a number make it part of a name ("5G", "3D", "1st", "H100", "K8s").
_UNITS = frozenset(
    {"ms", "s", "sec", "secs", "h", "hr", "hrs", "min", "mins", "d", "day", "days", "y", "yr"}
    | {"yrs", "x", "X", "kg", "km", "m", "kb", "KB", "mb", "MB", "gb", "GB", "tb", "TB", "pb"}
    | {"PB", "qps", "QPS", "tps", "TPS", "rps", "RPS", "fps", "FPS"}
)
_ARABIC = re.compile(
    r"(?<![A-Za-z0-9.])"
    r"(?P<percent_prefix>百分之\s?)?"
    r"(?P<number>\d{1,3}(?:,\d{3})+(?![\d,]\d)|\d+(?:\.\d+)?)"
    r"(?:"
    r"\s?(?P<cjk_scale>十万|百万|千万|亿|万|千(?!米|克|瓦)|百(?!分))"
    r"|(?P<latin_scale>[kK]|M|mm|bn|B)(?![A-Za-z])"
    r"|\s(?P<word_scale>thousand|million|billion)\b"
    r")?"
    r"(?P<percent>\s?(?:%|‰|percent\b|per\s?cent\b|pct\b|个百分点))?"
    r"(?P<glued>[A-Za-z]+)?",
)

# --- Chinese numerals -----------------------------------------------------------------------

_CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_UNITS = {"十": 10, "百": 100, "千": 1_000}
_CN_BIG = {"万": 10_000, "亿": 100_000_000}
# Measure words and units after which a run of Chinese numerals is a quantity ("三年", "十人",
# "两千行"); without one it is most likely part of a word ("统一", "万一", "三星", "十分").
_CN_COUNTERS = set(
    "年个人名位家项次倍元块月周天日小秒条款套门篇种所支台轮级期届季余多页场份本部座间层组队批类端行首点岁帧"
)
_CHINESE = re.compile(
    r"(?<![\d.])(?<!\d\s)(?P<percent_prefix>百分之)?(?P<run>[零〇一二两三四五六七八九十百千万亿]+)(?P<after>.?)"
)


@dataclass(frozen=True)
class Number:
    """One number in a text: its value, whether it is a percentage, and how it was written."""

    value: Decimal
    percent: bool
    text: str

    @property
    def key(self) -> tuple[Decimal, bool]:
        return (self.value, self.percent)


def normalize_text(text: str) -> str:
    """Full-width digits, letters and signs to their plain forms (NFKC)."""
    return unicodedata.normalize("NFKC", text)


def numbers_in(text: str) -> list[Number]:
    """Every number written in `text`, in order (digits first, then Chinese numerals)."""
    text = normalize_text(text)
    found = [number for match in _ARABIC.finditer(text) if (number := _arabic(match))]
    found += [number for match in _CHINESE.finditer(text) if (number := _chinese(match))]
    return found


def _arabic(match: re.Match[str]) -> Number | None:
    glued = match.group("glued")
    if glued and glued not in _UNITS:
        return None
    try:
        value = Decimal(match.group("number").replace(",", ""))
    except InvalidOperation:  # pragma: no cover - the pattern only matches digits
        return None
    scale = match.group("cjk_scale") or match.group("latin_scale") or match.group("word_scale")
    if scale:
        value *= _SCALES[scale if scale in _SCALES else scale.lower()]
    percent = bool(match.group("percent") or match.group("percent_prefix"))
    if match.group("percent") and "‰" in match.group("percent"):
        value /= 10
    return Number(value=value.normalize(), percent=percent, text=match.group(0).strip())


def _chinese(match: re.Match[str]) -> Number | None:
    run, after = match.group("run"), match.group("after")
    prefix = match.group("percent_prefix")
    if run == "一" and not prefix:
        return None  # "一个", "一起", "第一": almost always "a" or a word, not a quantity
    if run[0] in _CN_BIG:
        return None  # "万一", "亿万": words, not numbers
    if after == "年" and match.string[match.end() : match.end() + 1] == "级":
        return None  # "二年级": a school grade (2nd grade), not two years
    # "五万", "两千", "二十": a digit and a unit make a number even without a measure word.
    spelled_out = (
        len(run) > 1 and run[0] in _CN_DIGITS and any(c in _CN_UNITS or c in _CN_BIG for c in run)
    )
    if not prefix and after != "成" and after not in _CN_COUNTERS and not spelled_out:
        return None
    value = parse_chinese_numeral(run)
    if value is None:
        return None
    percent = bool(prefix) or after == "成"
    if after == "成" and not prefix:
        value *= 10  # "三成" is three tenths: 30%
    text = (prefix or "") + run + (after if after in _CN_COUNTERS or after == "成" else "")
    return Number(value=Decimal(value).normalize(), percent=percent, text=text)


def parse_chinese_numeral(run: str) -> int | None:
    """The value of a Chinese numeral ("三十五" -> 35, "两千" -> 2000, "二〇二一" -> 2021)."""
    if all(char in _CN_DIGITS for char in run):
        if len(run) == 1:
            return _CN_DIGITS[run]
        if len(run) == 4 or "〇" in run or "零" in run:
            return int("".join(str(_CN_DIGITS[char]) for char in run))  # a year: "二〇二一"
        return None  # "三四个": three or four, an estimate rather than a number
    total = section = digit = 0
    for char in run:
        if char in _CN_DIGITS:
            digit = _CN_DIGITS[char]
        elif char in _CN_UNITS:
            section += (digit or 1) * _CN_UNITS[char]
            digit = 0
        elif char in _CN_BIG:
            section += digit
            if section == 0:
                return None
            total = (total + section) * _CN_BIG[char] if char == "亿" else total
            if char == "万":
                total += section * _CN_BIG[char]
            section = digit = 0
    return total + section + digit


def number_keys(texts: list[str]) -> tuple[set[Decimal], set[Decimal]]:
    """All values, and the values written as percentages, in `texts`."""
    values: set[Decimal] = set()
    percents: set[Decimal] = set()
    for text in texts:
        for number in numbers_in(text):
            values.add(number.value)
            if number.percent:
                percents.add(number.value)
    return values, percents


# Growth and shares said in words: (pattern, the multiple, the percentage it is).
_RATIO_WORDS = (
    (r"\bdoubled?\b|\bdoubling\b|\btwice\b|\btwo-?fold\b|翻了?一番|翻倍|增[长加]了?一倍", 2, 100),
    (r"\btripled?\b|\btripling\b|\bthree-?fold\b|增长了?两倍", 3, 200),
    (r"\bquadrupled?\b|\bfour-?fold\b|翻了?两番", 4, 300),
    (r"\bhalved\b|\bby half\b|\bin half\b|\bby 50 per ?cent\b|减半|一半", 0.5, 50),
    (r"\ba quarter\b|\bone quarter\b|四分之一", 0.25, 25),
    (r"\ba third\b|\bone third\b|三分之一", 0.33, 33),
    (r"\btwo thirds\b|三分之二", 0.67, 67),
    (r"\bthree quarters\b|四分之三", 0.75, 75),
)
_RATIOS = tuple((re.compile(pattern, re.I), times, share) for pattern, times, share in _RATIO_WORDS)
_RATIO_HINTS = ("doubl", "twice", "fold", "tripl", "quadrupl", "half", "halved", "quarter",
                "third", "番", "倍", "半", "分之")  # fmt: skip


def ratios_in(text: str) -> list[tuple[Decimal, Decimal]]:
    """Growth and shares a text says in words ("doubled", "by half", 翻一番, 三分之一): each as
    (the multiple, the percentage), so "grew 100%" or "2x" may write "doubled" again."""
    found: list[tuple[Decimal, Decimal]] = []
    low = text.lower()
    if not any(hint in low for hint in _RATIO_HINTS):
        return found  # the common case, at once
    for pattern, times, share in _RATIOS:
        if pattern.search(text):
            found.append((Decimal(str(times)), Decimal(share)))
            if share == 33 or share == 67:  # a third: 33% or 33.3%
                found.append((Decimal(str(times)), Decimal(share) + Decimal("0.3")))
    return found
