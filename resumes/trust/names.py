"""Product and method names of a new line that the earlier version has in no form (for
`skill_claimed`): an acronym or a name with inner capitals or digits anywhere, a capitalised
word in a list of tools or after "in", "with", "using", "into", or the platform work moved to,
any Latin name in a Chinese line; elsewhere in a line, a capitalised word that is no ordinary
word (none of the words of ESCO's skill and occupation texts, `data/plain_words.txt.gz`, built
by `scripts/build_trust_data.py`): "Managed Procore submittals", "published to Looker"."""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from pathlib import Path

from resumes.cjk import CJK
from resumes.skills.index import SkillIndex
from resumes.skills.terms import find_terms, normalize
from resumes.trust.families import family_backed
from resumes.trust.phrases import entry_supported
from resumes.trust.wording import acronym_known, new_names

_WORDS = Path(__file__).resolve().parent / "data" / "plain_words.txt.gz"
# Capitalised for the calendar, not for a name (ESCO's texts have no dates).
_CALENDAR = frozenset(
    [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ]
)


@lru_cache(maxsize=1)
def ordinary_words() -> frozenset[str]:
    """The words of ESCO's skill and occupation texts (lower case), and the calendar's."""
    text = gzip.decompress(_WORDS.read_bytes()).decode("utf-8")
    return frozenset(w for w in text.splitlines() if w and not w.startswith("#")) | _CALENDAR


def _ordinary(name: str) -> bool:
    """Whether every word of a capitalised name is an ordinary word ("Greenhouse", "North")."""
    words = ordinary_words()
    return all(word.lower() in words for word in name.split())


def _camel(name: str) -> str:
    """A name's parts at its inner capitals, lower case ("PowerPoint" -> "power point")."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower()


_TOOL_BEFORE = re.compile(
    r"(?:\bin|\bwith|\busing|\bvia|\bthrough|\binto|使用|用|基于)\s*$"
    # a list of tools after such a word ("in Airflow and dbt into Snowflake and Databricks")
    r"|(?:\bin|\bwith|\busing|\bvia|\bthrough|\binto)\s+"
    r"(?:[A-Za-z0-9.+#-]+(?:,\s*|\s+(?:and|or|&)\s+|,\s+and\s+))+$"
    # the platform work was moved to ("ported two products to Zephyr")
    r"|\b(?:ported|migrated|moved|upgraded|converted|transitioned|switched)\b[^.;:]*\bto\s+$"
)
# An organisation, a place or a title, not a tool: a name after "at", "for", "joined", "from",
# "across" ("At Initech I grew revenue"), "as" ("as Chief Wizard"), or one that owns something
# ("Globex's mission").
_ORG_BEFORE = re.compile(
    r"\b(?:at|as|for|join|joins|joined|joining|from|across|near|throughout|of|around)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_OWNER = re.compile(r"^['’]s\b")
_GROUP_AFTER = re.compile(
    r"^\s+(?:team|teams|department|departments|staff|unit|units|office|group|leaders|"
    r"managers|students|patients|clients|customers|region|market|markets)\b"
)


def name_claims(text: str, before: SkillIndex, *, plain: bool = True) -> list[str]:
    """Product and method names of a new line that the earlier version has in no form: an
    acronym or a name with inner capitals or digits anywhere, a capitalised word after "in",
    "with", "using" (English) or any Latin name in a Chinese line (`plain`: False for a line
    translated from Chinese, whose capitalised words are places and groups)."""
    chinese = bool(CJK.search(text))
    claims: list[str] = []
    # A name inside a known term ("IV" of "IV infusions") is judged with the term.
    surfaces = [term.surface for term in find_terms(normalize(text))]
    for name in new_names(text):
        start = text.find(name)
        plain_word = all(re.fullmatch(r"[A-Z][a-z]+", word) for word in name.split())
        after = text[start + len(name) :]
        if any(normalize(name) in surface for surface in surfaces):
            continue
        if plain_word and not plain:
            continue  # a line translated: "East China" for 华东
        # A capitalised plain word names a tool after "in", "with", "using"; elsewhere only
        # when it is no ordinary word ("Procore submittals", not "North" or "Greenhouse").
        if (
            plain_word
            and not chinese
            and (
                _GROUP_AFTER.search(after)
                or (
                    not _TOOL_BEFORE.search(text[:start])
                    and (_ordinary(name) or _ORG_BEFORE.search(text[:start]) or _OWNER.match(after))
                )
            )
        ):
            continue
        value = normalize(name)
        mixed = bool(re.search(r"[a-z][A-Z]", name))  # "ServiceTitan", not "GL" or "SOPs"
        if find_terms(value) or family_backed(value, before):
            continue  # a known term: judged by its forms before names are read
        if (
            before.find(value)
            or value in before.joined
            or acronym_known(name, before)
            # a product's one word is backed by itself, not by a word it starts with
            # ("Databricks" is not "data", "ServiceTitan" not "service"), or by its parts
            # written apart ("Power Point" for "PowerPoint")
            or (entry_supported(value, before) and not (" " not in name and (plain_word or mixed)))
            or (" " not in name and " " in _camel(name) and before.find(_camel(name)))
        ):
            continue
        claims.append(name)
    return claims
