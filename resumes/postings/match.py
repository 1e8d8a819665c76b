"""How well a resume covers a posting's keywords: a score 0-100 that explains itself.

A keyword is matched when the resume's text (every text but contact details and `meta`) names
it in any of its forms: a skill term by any synonym, abbreviation or translation, or by a term
that implies it (Epic -> electronic health record); a phrase as written (plural or singular).
Each keyword carries its evidence: the posting's line that asks for it (required or
preferred) and, when matched, the resume's path and text that has it. The score is the matched
share of the weights (required weighs more than preferred), rounded to 0-100.

For a tailored version, `support` is its master: a keyword the version names but the master
does not back (in any form, or by showing it: "led a team" for leadership, the guard's
`skill_claimed` rule) is "claimed, not supported" and does not count. A skill the person
really has belongs in the master; push-down then offers it to the versions.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from resumes.postings.cores import find_core, find_outside_names, find_unhyphenated
from resumes.postings.keyword_forms import (
    as_written,
    forms,
    joins,
    name_variants,
    normal,
    one_letter,
    one_term,
    written_short,
)
from resumes.postings.keywords import extract_keywords
from resumes.postings.name_forms import WORDLIKE, capital_word
from resumes.postings.sections import REQUIRED
from resumes.skills.bilingual import find_translation
from resumes.skills.chinese_forms import (
    character_pairs,
    chinese_cores,
    find_shared_character,
    find_truncated,
)
from resumes.skills.index import SkillIndex, index_document
from resumes.skills.short_forms import (
    find_ampersand,
    find_clipped,
    find_short_inside,
    find_short_of_span,
    find_spelled_entry,
    find_spelled_lower_head,
    plural_free,
)
from resumes.skills.stems import find_clipped_compound, find_stemmed
from resumes.skills.terms import normalize
from resumes.skills.variant_forms import (
    find_camel_part,
    find_capitals,
    find_chinese_abbreviation,
    find_modifier,
    find_short_form_head,
    find_spelled_lower,
    find_spelling,
)
from resumes.skills.variants import (
    _cached,
    find_compound,
    find_label,
    find_short_form,
    find_spelled_out,
    find_spelled_out_head,
)
from resumes.skills.vocabulary import CREDENTIALS
from resumes.skills.word_pairs import find_word_pair

ResumeIndex = SkillIndex


def index_resume(document: Any) -> SkillIndex:
    """Read a resume once for scoring against many postings."""
    return document if isinstance(document, SkillIndex) else index_document(document)


class KeywordResult(NamedTuple):
    """One keyword of the posting, why it is there, and where the resume has it (a named tuple,
    not a frozen dataclass: a hundred postings make thousands, and a frozen dataclass costs
    several microseconds each to build)."""

    keyword: str
    canonical: str
    kind: str
    weight: float
    line: str
    matched: bool
    path: str = ""
    text: str = ""
    supported: bool = True

    def as_dict(self) -> dict[str, Any]:
        return {
            "keyword": self.keyword,
            "canonical": self.canonical,
            "kind": self.kind,
            "weight": self.weight,
            "posting_line": self.line,
            "matched": self.matched,
            "supported": self.supported,
            "resume_path": self.path,
            "resume_text": self.text,
        }


@dataclass(frozen=True)
class Match:
    score: int
    matched: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    claimed: list[str] = field(default_factory=list)
    keywords: list[KeywordResult] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "matched": list(self.matched),
            "missing": list(self.missing),
            "claimed": list(self.claimed),
            "keywords": [k.as_dict() for k in self.keywords],
        }

    @property
    def required_missing(self) -> list[str]:
        return [k.keyword for k in self.keywords if not k.matched and k.kind == REQUIRED]


def match_keywords(
    document: Any, keywords: Sequence[dict[str, Any]], *, support: Any = None
) -> Match:
    """Score `document` (a JSON Resume document, or its `index_resume`) against stored keywords
    (`{"keyword", "canonical", "weight", "kind", "line"}`), in their order of importance.
    `support`: the master of a tailored version; what only the version names is claimed."""
    index = index_resume(document)
    master = index_resume(support) if support is not None else None
    results: list[KeywordResult] = []
    answers: dict[Any, tuple[str, str] | None] = index._found  # type: ignore[assignment]
    total = got = 0.0
    for keyword in _valid(keywords):
        weight = _weight(keyword.get("weight"))
        total += weight
        raw_canonical = str(keyword.get("canonical") or keyword["keyword"])
        line = str(keyword.get("line") or "")
        key = (keyword["keyword"], raw_canonical, line)  # a resume answers each keyword once
        if key not in answers:
            answers[key] = _locate(index, keyword["keyword"], raw_canonical, line)
        where = answers[key]
        canonical, surface = normal(raw_canonical), normal(keyword["keyword"])
        supported = where is None or master is None or master.supports(surface, canonical)
        if where and supported:
            got += weight
        results.append(
            KeywordResult(
                keyword=keyword["keyword"],
                canonical=canonical,
                kind=str(keyword.get("kind") or REQUIRED),
                weight=weight,
                line=line,
                matched=where is not None,
                path=where[0] if where else "",
                text=where[1] if where else "",
                supported=supported,
            )
        )
    score = round(100 * got / total) if total else 0
    return Match(
        score=max(0, min(100, score)),
        matched=[r.keyword for r in results if r.matched and r.supported],
        missing=[r.keyword for r in results if not r.matched],
        claimed=[r.keyword for r in results if r.matched and not r.supported],
        keywords=results,
    )


def _locate(index: SkillIndex, raw: str, raw_canonical: str, line: str) -> tuple[str, str] | None:
    """Where the resume has the keyword `raw` (as the posting writes it) in any form, or None."""
    canonical, surface = normal(raw_canonical), normal(raw)
    # one Latin letter ("s" of "S/4HANA") would be found in every resume
    where = index.evidence(canonical) if not one_letter(canonical) else None
    capitals = capital_word(surface, line)
    if capitals:  # "CAN bus": CAN in capitals in the resume too, never the verb "can"
        where = where or find_capitals(index, capitals)
    for form in () if capitals else forms(surface, canonical, line):
        if form not in WORDLIKE:
            where = where or _find(index, form, canonical)
    if where is None and not capitals:  # another inflection by its stem; "SKU" in "SKUs"
        where = find_stemmed(index, raw, line)
    if where is None and not capitals:  # a product's name in another form (light search)
        for form in name_variants(surface):
            where = where or _find_light(index, form)
    if where is None and not capitals:  # "TCFD" spelled out; "RD" of "RD credential"
        for form in forms(surface, canonical, line):
            if written_short(raw, form, line):
                written = as_written(form, line) or raw
                if "&" in form:  # "A&P" is "Airframe and Powerplant", never "Accepted
                    where = where or find_ampersand(index, form)  # Accounting Principles"
                    continue
                where = where or find_spelled_out(index, form)
                if canonical not in _CREDENTIALS:  # a credential only by its own name
                    where = where or find_spelled_lower(index, plural_free(written))
                    where = where or find_spelled_entry(index, written)
            elif " " in form and written_short(form.split(" ")[0], form.split(" ")[0], line):
                where = where or find_spelled_out_head(index, form)
                where = where or find_spelled_lower_head(index, form)
    if where is None and not capitals and joins(line):  # a piece of "Family and
        where = find_short_of_span(index, surface, line)  # Medical Leave Act": FMLA
    if where is None and not capitals and " " in surface:  # a free phrase by the words
        where = find_modifier(index, surface)  # before its head ("machine guarding reviews")
    if where is None and not capitals:  # the skill a phrase wraps ("Hilti Profis",
        where = find_core(index, surface, line, _chinese_other_form)  # 饲料配方优化)
    return where


def _chinese_other_form(index: SkillIndex, core: str) -> tuple[str, str] | None:
    """A Chinese core in the forms that keep its meaning exactly: its short form or long form
    (巡检 by 巡视检查), a character inserted (应收款 by 应收账款), a Latin name hyphenated
    (CV曲线 by C-V曲线)."""
    return (
        find_chinese_abbreviation(index, core)
        or find_clipped_compound(index, core)
        or find_unhyphenated(index, core)
    )


def _find_light(index: SkillIndex, form: str) -> tuple[str, str] | None:
    """A name's other form as a known term, as written, word by word or run together."""
    key = f"\0l{form}"
    if key not in index._found:
        index._found[key] = (
            index.evidence(form) or index.find_words(form) or find_compound(index, form)
        )
    return index._found[key]


_CREDENTIALS = frozenset(normalize(name) for name in CREDENTIALS)


def _find(index: SkillIndex, surface: str, canonical: str) -> tuple[str, str] | None:
    """Where the resume has a keyword in another form than its canonical name, or None (kept
    with the resume's index: a resume read once answers each keyword once)."""
    key = f"\0m{surface}\0{canonical}"
    if key not in index._found:
        index._found[key] = _search(index, surface, canonical)
    return index._found[key]


def _search(index: SkillIndex, surface: str, canonical: str) -> tuple[str, str] | None:
    term = one_term(surface) if surface != canonical else ""
    if term and term != canonical:  # a form that is a known term ("rn" of "current rn
        where = index.evidence(term)  # license"): any label of it
        if where:
            return where
    if len(surface) <= 2 and surface.isascii():
        return index.find(surface) if surface != canonical and len(surface) == 2 else None
    where = index.find(surface) if surface != canonical else None
    if surface.isascii():  # each search below answers None at once for the other script
        return where or _search_latin(index, surface, canonical)
    return where or _search_chinese(index, surface, canonical)


def _search_latin(index: SkillIndex, surface: str, canonical: str) -> tuple[str, str] | None:
    # every content word of it in one text, in some form; then one word inflected
    where = index.find_words(surface) or index.find_inflected(surface)
    if where is None:  # an abbreviation by its initials, or the reverse (BLS, LPN, FCAW)
        where = index.find_initials(surface)
        if where is None and "-" in surface:
            where = index.find_initials(surface.replace("-", " "))
    if where is None:  # a short form with several meanings (MSA, PS, MI)
        where = index.find_abbreviation(surface) or index.find_short_form(canonical)
    if where is None:  # by its initials ("GHG accounting"), a compound, another label
        where = (
            find_spelling(index, surface)
            or find_camel_part(index, surface)
            or find_short_form(index, surface)
            or find_short_form_head(index, surface)
            or find_compound(index, surface)
            or find_label(index, canonical)
            or find_translation(index, surface)
        )
    if where is None:  # one word clipped; a run inside written short
        where = find_clipped(index, surface) or find_short_inside(index, surface)
    if where is None:  # one noun replaced by one ESCO uses for it ("client service")
        where = find_word_pair(index, surface)
    return where


def _search_chinese(index: SkillIndex, surface: str, canonical: str) -> tuple[str, str] | None:
    # a short form with several meanings; a Chinese phrase reordered or with a word inserted
    # (合并财务报表), written by its first characters (简称), another label, the other language
    where = (
        index.find_abbreviation(surface)
        or index.find_short_form(canonical)
        or index.find_reordered(surface)
        or index.find_chinese_near(surface)
        or find_chinese_abbreviation(index, surface)
        or find_label(index, canonical)
        or find_translation(index, surface)
        or find_unhyphenated(index, surface)
    )
    if where is None:  # 排污许可 for 排污许可证; 入职 and 离职 for 入离职
        pairs = _cached(index, "\0\0cjkpairs", lambda: character_pairs(index.joined))
        where = (
            find_truncated(index.texts, surface, index.joined)
            or find_shared_character(index.texts, surface, index.joined, pairs)
            or find_clipped_compound(index, surface)  # 应收账款 written 应收款
        )
    for core in () if where else chinese_cores(surface):  # 基础营养建议 by 营养建议
        where = where or find_outside_names(index, core)
    return where


def _weight(value: Any) -> float:
    try:
        weight = float(value) if value is not None else 1.0
    except (TypeError, ValueError):
        return 1.0
    return weight if 0 < weight < 1e6 else 1.0


def _valid(keywords: Iterable[Any]) -> Iterator[dict[str, Any]]:
    for keyword in keywords:
        if isinstance(keyword, dict) and isinstance(keyword.get("keyword"), str):
            yield keyword


def match_text(document: Any, posting_text: str) -> Match:
    """Extract the posting's keywords and score the document against them."""
    return match_keywords(document, [k.as_dict() for k in extract_keywords(posting_text)])
