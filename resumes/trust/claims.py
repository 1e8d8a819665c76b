"""Claims an edit adds: a skill nothing in the earlier version supports (`skill_claimed`) and a
title raised to a more senior or another role (`title_inflated`).

A skill is any term of `resumes.skills` (ESCO's phrases, tools, methods, credentials,
languages, Chinese terms) in a text of the new document. It is supported when the earlier
version names it in any form (an abbreviation, a synonym, the same term in the other
language, something that implies it: Epic for an electronic health record), or when every
word of it is already there in some form ("reporting of financial results" supports
"financial reporting"), so rewording raises nothing. Names of employers, schools, degrees,
certificates and awards have their own checks and are not read here.
"""

from __future__ import annotations

import re
from typing import Any

from resumes.skills.index import SkillIndex, document_texts, index_document
from resumes.skills.terms import GENERIC, find_terms, normalize, stem, words
from resumes.skills.vocabulary import SKILLS
from resumes.trust.aliases import toward
from resumes.trust.entries import (
    credential_claimed,
    entry_translated,
    rest_supported,
    served_backed,
)
from resumes.trust.families import (
    ACTIVITY_NOUNS,
    family_backed,
    plain_term,
    plain_word,
    shown,
)
from resumes.trust.findings import Finding, make_finding
from resumes.trust.in_place import written_in_place
from resumes.trust.matching import Pairing, entry_list
from resumes.trust.names import name_claims
from resumes.trust.normalize import org_name
from resumes.trust.phrases import (
    cue_claims,
    entry_supported,
    new_sentences,
    spelled_acronyms,
    unsupported_phrases,
)
from resumes.trust.product_names import product_kind, standard_by_number, with_code
from resumes.trust.titles import inflation
from resumes.trust.wording import (
    acronym_known,
    added_clause,
    compound_known,
    grade_of_other,
    initials_known,
    word_known,
    zh_inserted,
    zh_same,
)
from resumes.trust.zh_tools import zh_tool_claims

Document = dict[str, Any]
Pairings = dict[str, Pairing]

# Paths whose texts are names or dates, checked by the other checks (or not claims at all).
_SKIPPED_SECTIONS = ("education", "certificates", "awards", "references", "publications")
_SKIPPED_FIELDS = frozenset(
    {
        "name",
        "position",
        "organization",
        "institution",
        "startDate",
        "endDate",
        "date",
        "releaseDate",
        "url",
        "label",
    }
)


_ADDED_SENTENCES = 2
_LITTLE_WORDS = frozenset({"of", "and", "the", "for", "to", "in", "on"})
_CJK_PAIR = re.compile(r"[\u3400-\u9fff]{2}")
_BRACKETS = re.compile(r"[(（]([^()（）]*)[)）]")
_SKILL_ENTRY = re.compile(r"^skills\[\d+\]\.keywords\[\d+\]$")
_HIGHLIGHT = re.compile(r"^(?:work|volunteer|projects)\[\d+\]\.highlights\[\d+\]$")


def _claim_texts(document: Document) -> list[tuple[str, str]]:
    texts = []
    for path, text in document_texts(document):
        field = path.rsplit(".", 1)[-1].split("[", 1)[0]
        if path.startswith(_SKIPPED_SECTIONS) or (
            field in _SKIPPED_FIELDS and "skills" not in path
        ):
            continue
        texts.append((path, text))
    return texts


def check_skills(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    """`skill_claimed`: a skill of the new document that the old one does not support."""
    # A text the old document has word for word claims nothing new (and costs nothing).
    old_texts = dict(document_texts(old))
    known = set(old_texts.values())
    changed = [(path, text) for path, text in _claim_texts(new) if text not in known]
    if not changed:
        return []
    before = index_document(old)
    findings: list[Finding] = []
    seen: set[str] = set()

    def claim(path: str, skill: str) -> None:
        key = normalize(skill).strip()
        if key and key not in seen:
            seen.add(key)
            findings.append(make_finding("skill_claimed", path, skill=skill))

    for path, written in changed:
        # An abbreviation spelled out, another name of the same thing: the earlier words.
        text = toward(written, before)
        if text in known:
            continue
        terms = find_terms(normalize(text))
        flagged = False
        # The same highlight written anew: one new plain word of a term is wording.
        reworded = bool(_HIGHLIGHT.search(path)) and _same_line(old_texts.get(path, ""), text)
        # The same line in the other language: its words cannot be compared with the earlier
        # ones; its known terms (with their labels in both languages), acronyms and product
        # names still are.
        translated = _translated(old_texts.get(path, ""), written)
        for term in terms:
            key = normalize(term.canonical)
            if key in seen:
                continue
            if plain_term(term.surface, term.canonical) or grade_of_other(term.surface, text):
                continue  # a personal quality ("communication", 沟通能力), 柯氏四级评估: no claim
            if translated and (
                term.kind == "esco"
                or _label_near(term.canonical, before)
                or _label_words(term.canonical, before)
            ):
                seen.add(key)  # ESCO's phrases have no Chinese label to compare
                continue
            if not credential_claimed(term.surface, text, before) and (
                _term_supported(term.surface, term.canonical, before, text, reworded=reworded)
                or served_backed(term.surface, before)
            ):
                seen.add(key)
                continue
            seen.add(key)
            flagged = True
            findings.append(make_finding("skill_claimed", path, skill=_written(term.surface, text)))
        if flagged:
            continue
        count = len(findings)
        # What the term lists do not know: an entry of a skills list, the skills a cue lists
        # ("experienced in X"), a product or method name, a highlight's phrases.
        if _SKILL_ENTRY.search(path):
            # An entry is a skill by where it stands: known terms backed, it still claims
            # what its other words add ("IT审计" beside 内部审计, "IB curriculum").
            # Translated, its known terms are all it can be judged by.
            if translated and terms:
                continue
            if (
                not entry_supported(text, before, detail=True)
                and not rest_supported(text, terms, before)
                and not zh_inserted(normalize(text).strip(), before)
                and not entry_translated(text, before)
                # as written, before an abbreviation was spelled out ("BLS certified")
                and not (
                    written != text
                    and rest_supported(written, find_terms(normalize(written)), before)
                )
            ):
                claim(path, text.strip())
            continue
        for phrase in cue_claims(text, before)[:1]:
            claim(path, phrase)
        if len(findings) > count:
            continue
        if _HIGHLIGHT.search(path) or _cjk_free(path):
            names = name_claims(text, before, plain=not translated)
            # an abbreviation written where the earlier clause spelled it out in Chinese
            names = [n for n in names if not written_in_place(n, text, old_texts.values())]
            # a publisher's acronym before a standard's number the earlier version has
            names = [n for n in names if not standard_by_number(with_code(n, text), before)]
            names = [n for n in names if not product_kind(n, text, before)]  # "Centric PLM"
            for name in names[:1]:
                claim(path, name)
            # a Chinese product name after a tool cue (使用钉钉, 在企业微信中)
            for name in (
                [] if translated or len(findings) > count else zh_tool_claims(text, before)
            )[:1]:
                claim(path, name)
        if len(findings) > count:
            continue
        # A highlight's phrases, and those of a summary's new sentences ("有抖音直播运营经验").
        lines = [text] if _HIGHLIGHT.search(path) and not translated else []
        # A clause added after the earlier line kept whole is a new line of its own.
        added = added_clause(old_texts.get(path, ""), text) if lines else ""
        lines, reworded = ([added], False) if added else (lines, reworded)
        # A highlight where the earlier version had none is a new line: two new Chinese words
        # side by side are one new thing in it too (安宁疗护 cut by jieba into 安宁 / 疗护).
        fresh = bool(_HIGHLIGHT.search(path)) and path not in old_texts
        if path.endswith(".summary"):
            # A sentence or two added; a summary rewritten whole, or a letter (the letter
            # check reads it as a summary), is read for its cues, terms and names only.
            lines = new_sentences(text, old_texts.get(path, ""))
            lines = lines if len(lines) <= _ADDED_SENTENCES else []
        for line in lines:
            rest = normalize(line)
            for term in terms:  # a known term is judged above, by its forms
                rest = rest.replace(term.surface, ", ")
            also = spelled_acronyms(line, before)
            wanted = 3 if reworded else 2
            found = unsupported_phrases(
                rest, before, new_words=wanted, also=also, compounds=bool(added) or fresh
            )
            for phrase in found[:1]:
                claim(path, phrase)
            if len(findings) > count:
                break
    return findings


def _abbreviates(short: str, long: str) -> bool:
    """Whether `short` is the initials of the last words of `long` ("CMA", "comparative market
    analysis"), so the two sides of the brackets are one skill (not "Python (pandas)")."""
    letters = re.sub(r"[^A-Za-z]", "", short)
    letters = letters[:-1] if letters.endswith("s") and letters[:-1].isupper() else letters
    found = re.findall(r"[A-Za-z][A-Za-z'-]*", long)
    initials = "".join(w[0] for w in found)
    # a hyphenated word by its parts, little words aside or not ("out-of-control action
    # plan": OCAP; "out-of-specification": OOS)
    parts = [p for w in found for p in w.split("-") if p]
    forms = (
        initials,
        "".join(p[0] for p in parts),
        "".join(p[0] for p in parts if p.lower() not in _LITTLE_WORDS),
    )
    return len(letters) >= 2 and any(form.lower().endswith(letters.lower()) for form in forms)


def _named(part: str, before: SkillIndex) -> bool:
    """Whether the earlier version has `part` as written, as its acronym or by its initials."""
    value = normalize(part).strip()
    return bool(before.find(value) or acronym_known(part, before) or before.find_initials(value))


def _same_line(old: str, new: str) -> bool:
    """Whether `new` keeps at least half of the Latin content words of `old` (a line reworded,
    not replaced)."""
    before = {stem(w) for w in words(normalize(old)) if w not in GENERIC and len(w) > 2}
    after = {stem(w) for w in words(normalize(new)) if w not in GENERIC and len(w) > 2}
    # Chinese: its pairs of characters.
    before |= {old[i : i + 2] for i in range(len(old) - 1) if _CJK_PAIR.fullmatch(old[i : i + 2])}
    after |= {new[i : i + 2] for i in range(len(new) - 1) if _CJK_PAIR.fullmatch(new[i : i + 2])}
    return bool(before) and len(before & after) * 2 >= len(before)


def _label_near(canonical: str, before: SkillIndex) -> bool:
    """Whether the earlier version has a Chinese label of the skill worded a little
    differently (结构计算 for 结构计算书), for a line translated from Chinese."""
    labels = SKILLS.get(canonical, ())
    return any(_CJK_PAIR.search(label) and before.find_chinese_near(label) for label in labels)


def _label_words(canonical: str, before: SkillIndex) -> bool:
    """Whether the earlier version has every content word of an English label of the skill in
    some form, for a line translated into Chinese (对账 for "Reconciled accounts": account
    reconciliation)."""
    for label in (canonical, *SKILLS.get(canonical, ())):
        if not label.isascii():
            continue
        content = [w for w in words(normalize(label)) if w not in GENERIC and len(w) > 2]
        if content and all(word_known(w, before) for w in content):
            return True
    return False


def _translated(old: str, new: str) -> bool:
    """Whether `new` is `old` in the other language: one is Chinese, the other has no Chinese
    character."""
    return bool(old.strip()) and bool(_CJK_PAIR.search(old)) != bool(_CJK_PAIR.search(new))


def _cjk_free(path: str) -> bool:
    """A summary or description: names in it are read too."""
    return path.endswith((".summary", ".description"))


def _term_supported(
    surface: str, canonical: str, before: SkillIndex, text: str, *, reworded: bool
) -> bool:
    """Whether the earlier version backs a known term: in any form (`supports`), by its words
    inflected or joined ("reconciliations", "writing copy"), or, in a line written anew, by all
    of its words but one plain word that is no skill itself ("discovery requests" for
    "discovery responses")."""
    if (
        before.supports(surface, canonical)
        or family_backed(surface, before)
        or shown(canonical, before)
        or standard_by_number(surface, before)
    ):
        return True
    # "comparative market analysis (CMA)": the other side of the brackets names it, and the
    # earlier version has that side as written (or its initials).
    for match in _BRACKETS.finditer(text):
        inside = match.group(1).strip()
        ahead = re.split(r"[,;:.，；：。]", text[: match.start()])[-1].split()[-6:]
        outside = " ".join(ahead)
        sides = (inside, outside) if surface in normalize(outside) else (outside, inside)
        if (
            surface in normalize(sides[1])
            and sides[0]
            # the abbreviation on either side: "CMA (comparative market analysis)" too
            and (_abbreviates(inside, outside) or _abbreviates(outside, inside))
            and _named(sides[0], before)
        ):
            return True
    content = [w for w in words(surface) if w not in GENERIC and len(w) > 1]
    # "parent communication": the plain word aside, "parents" is there.
    content = [w for w in content if not plain_word(w)] if len(content) > 1 else content
    if not content:  # Chinese: a synonym, a contraction, or the words in another order
        return not surface.isascii() and bool(
            zh_same(surface, before.joined) or before.find_reordered(surface)
        )
    unknown = [w for w in content if not word_known(w, before)]
    if len(unknown) < len(content):  # "benefits administration": the work of a known word
        unknown = [w for w in unknown if w not in ACTIVITY_NOUNS]
    if not unknown or compound_known(content, before) or initials_known(surface, before):
        return True
    return (
        reworded
        and len(content) >= 2
        and len(unknown) == 1
        and not find_terms(unknown[0])
        and unknown[0] in normalize(text)
        and unknown[0] in text  # written in lower case: a plain word, not a name
    )


def _written(surface: str, text: str) -> str:
    """The skill as the text writes it (original case), else its normalised form."""
    start = normalize(text).find(surface)
    if start >= 0 and len(normalize(text)) == len(text):
        return text[start : start + len(surface)]
    return surface


def check_titles(old: Document, new: Document, pairings: Pairings) -> list[Finding]:
    """`title_inflated`: a position or the headline raised to a more senior or another role."""
    findings: list[Finding] = []
    before, after = entry_list(old, "work"), entry_list(new, "work")
    context = " ".join(text for _, text in document_texts(old))
    summary = old.get("basics", {}).get("summary") if isinstance(old.get("basics"), dict) else ""
    summary = summary if isinstance(summary, str) else ""
    for i, j in pairings["work"].pairs:
        old_title, new_title = _position(before[i]), _position(after[j])
        changed = old_title != new_title
        kind = inflation([old_title], new_title, context, summary) if changed else None
        if kind:
            findings.append(_finding(f"work[{j}].position", old_title, new_title, kind))
    for j in pairings["work"].added:
        employer = org_name(after[j].get("name")) if isinstance(after[j], dict) else ""
        same = [
            _position(e)
            for e in before
            if isinstance(e, dict) and org_name(e.get("name")) == employer
        ]
        kind = inflation(same, _position(after[j]), context, summary) if employer and same else None
        if kind:
            findings.append(_finding(f"work[{j}].position", same[0], _position(after[j]), kind))
    old_label, new_label = _label(old), _label(new)
    if new_label and normalize(new_label) != normalize(old_label):
        titles = [title for title in (old_label, *(_position(e) for e in before)) if title]
        kind = inflation(titles, new_label, context, summary)
        if kind:
            findings.append(_finding("basics.label", titles[0], new_label, kind))
    return findings


def _finding(path: str, old: str, new: str, kind: str) -> Finding:
    return make_finding("title_inflated", path, kind=kind, old=old, new=new)


def _position(entry: Any) -> str:
    value = entry.get("position") if isinstance(entry, dict) else None
    return value.strip() if isinstance(value, str) else ""


def _label(document: Document) -> str:
    basics = document.get("basics") if isinstance(document, dict) else None
    value = basics.get("label") if isinstance(basics, dict) else None
    return value.strip() if isinstance(value, str) else ""
