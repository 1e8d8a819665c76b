"""Product and method names of a new line that the earlier version has in no form (for
`skill_claimed`): an acronym or a name with inner capitals or digits anywhere, a capitalised
word in a list of tools or after "in", "with", "using", "into", or the platform work moved to,
any Latin name in a Chinese line."""

from __future__ import annotations

import re

from resumes.skills.index import SkillIndex
from resumes.skills.terms import find_terms, normalize
from resumes.trust.families import family_backed
from resumes.trust.phrases import entry_supported
from resumes.trust.wording import acronym_known, new_names

_CJK = re.compile(r"[\u3400-\u9fff]")

_TOOL_BEFORE = re.compile(
    r"(?:\bin|\bwith|\busing|\bvia|\bthrough|\binto|使用|用|基于)\s*$"
    # a list of tools after such a word ("in Airflow and dbt into Snowflake and Databricks")
    r"|(?:\bin|\bwith|\busing|\bvia|\bthrough|\binto)\s+"
    r"(?:[A-Za-z0-9.+#-]+(?:,\s*|\s+(?:and|or|&)\s+|,\s+and\s+))+$"
    # the platform work was moved to ("ported two products to Zephyr")
    r"|\b(?:ported|migrated|moved|upgraded|converted|transitioned|switched)\b[^.;:]*\bto\s+$"
)
_GROUP_AFTER = re.compile(
    r"^\s+(?:team|teams|department|departments|staff|unit|units|office|group|leaders|"
    r"managers|students|patients|clients|customers|region|market|markets)\b"
)


def name_claims(text: str, before: SkillIndex, *, plain: bool = True) -> list[str]:
    """Product and method names of a new line that the earlier version has in no form: an
    acronym or a name with inner capitals or digits anywhere, a capitalised word after "in",
    "with", "using" (English) or any Latin name in a Chinese line (`plain`: False for a line
    translated from Chinese, whose capitalised words are places and groups)."""
    chinese = bool(_CJK.search(text))
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
        if (
            plain_word
            and not chinese
            and (not _TOOL_BEFORE.search(text[:start]) or _GROUP_AFTER.search(after))
        ):
            continue
        value = normalize(name)
        if find_terms(value) or family_backed(value, before):
            continue  # a known term: judged by its forms before names are read
        if (
            before.find(value)
            or value in before.joined
            or acronym_known(name, before)
            # a product's one word is backed by itself, not by a word it starts with
            # ("Databricks" is not "data")
            or (entry_supported(value, before) and not (plain_word and " " not in name))
        ):
            continue
        claims.append(name)
    return claims
