"""The forms a posting's keyword is looked for in a resume (`match`): as written, without its
kind word ("bls certification" -> "bls") or its validity words ("current rn license" -> "rn"),
both halves of "long (short)", the form the posting's line defines, a duty on people as its
doing ("triaging patients" -> "triaging"), a Chinese "X管理" as X, the object of a leading verb
or function word ("remove rubber dams" -> "rubber dams", "as parvovirus" -> "parvovirus"); and
whether the posting writes it as a short form."""

from __future__ import annotations

import re
from functools import lru_cache

from resumes.postings.duties import _VAGUE
from resumes.postings.name_forms import name_forms
from resumes.postings.requirements import KIND_WORDS
from resumes.skills.abbreviations import is_short_form, letters, partner
from resumes.skills.terms import ESCO_FILE, GENERIC, find_terms, normalize


@lru_cache(maxsize=16384)
def normal(text: str) -> str:
    return normalize(text)


@lru_cache(maxsize=8192)
def forms(surface: str, canonical: str = "", line: str = "") -> tuple[str, ...]:
    """The keyword as written, then without its kind word ("bls certification" -> "bls"),
    then its other form where the posting's line defines one ("Basic Life Support (BLS)"), or
    both halves of a keyword written "long (short)"."""
    forms = [surface]
    defined = _DEFINED.match(surface)
    if defined:
        forms += [defined.group(1).strip(), defined.group(2).strip()]
    shorter = KIND_WORDS.sub("", surface)
    if shorter != surface and len(shorter) > 1:
        forms.append(shorter)
    valid = _VALIDITY.sub("", shorter)  # "current rn license" is the licence RN
    if valid != shorter and len(valid) > 1:
        forms.append(valid)
    object_ = _PEOPLE_OBJECT.match(shorter)  # "triaging patients" is triage
    if object_:
        forms.append(object_.group(1))
    object_ = leading_object(shorter, line)  # "remove rubber dams", "as parvovirus", 解读血常规
    if object_:
        forms.append(object_)
    head = _MANAGED_ZH.match(surface)  # 库存管理 is shown by 库存盘点, 发票管理 by 开具发票
    if head and head.group(1) not in _TOO_COMMON_ZH:
        forms.append(head.group(1))
    if line and ("(" in line or "（" in line):
        for form in (surface, shorter, canonical):
            other = partner(form, line)
            if other:
                forms.append(other)
    return tuple(dict.fromkeys(forms))


@lru_cache(maxsize=8192)
def name_variants(surface: str) -> tuple[str, ...]:
    """`name_forms` of the keyword without its kind and validity words."""
    valid = _VALIDITY.sub("", KIND_WORDS.sub("", surface))
    return tuple(f for f in name_forms(valid) if f != surface)


_VALIDITY = re.compile(r"^(?:(?:current|valid|active|unrestricted|up-to-date)\s+)+")
# A Chinese skill "X管理" (managing X): a resume that works with X has it.
_MANAGED_ZH = re.compile(r"^([\u3400-\u9fff]{2,4})管理$")
_TOO_COMMON_ZH = frozenset(["项目", "团队", "时间", "人员", "日常", "工作", "客户", "公司", "部门"])
# A duty on people written with its object: the doing is the skill ("triaging patients").
_PEOPLE_OBJECT = re.compile(
    r"^([a-z]{4,}ing)\s+(?:new\s+)?(?:patients|clients|customers|students|learners|children|"
    r"residents|guests|passengers|employees|staff|hires|members|users|people|families)$"
)
# A keyword cut from a duty line may keep its verb or a function word before its object: verbs
# that seldom stand before a noun as its modifier ("lead", "support", "test" do: "lead
# generation").
_FUNCTION = frozenset(
    ["as", "to", "with", "for", "on", "in", "of", "the", "a", "an", "our", "your", "any"]
)
# Verbs that are seldom a noun's modifier: their object may be one word ("label panelboards").
_PLAIN_VERBS = frozenset(
    [
        *("remove", "place", "take", "finish", "read", "write", "apply", "do", "make", "use"),
        *("give", "keep", "get", "fill", "obtain", "hold", "follow", "perform", "ensure"),
        *("provide", "conduct", "maintain", "administer", "prepare", "assist", "handle"),
        *("deliver", "complete", "interpret", "identify", "resolve", "label", "determine"),
        *("convert", "install", "terminate", "verify", "inspect", "calibrate", "diagnose"),
        *("evaluate", "negotiate", "show", "review", "coordinate", "explain", "monitor"),
    ]
)
_ARTICLES = frozenset(["a", "an", "the"])
_VERB_FILE = ESCO_FILE.with_name("esco_verbs.txt")
# A verb stands at a clause's start: the line's, or after "and", "to", "will", "that", a comma.
SLOT = r"(?:^[\s\-*•·]*|[,;:&]\s*|\b(?:and|or|to|will|that|who|then|also|can|must|you)\s+)"
_LEADING_ZH = ("如", "例如", "比如", "包括", "诸如")


@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    """The verbs that open ESCO's skill labels and that it also writes inflected (built by
    `scripts/build_esco_terms.py`), and the plain verbs above."""
    text = _VERB_FILE.read_text(encoding="utf-8")
    return _PLAIN_VERBS | frozenset(w for w in text.split("\n") if w and not w.startswith("#"))


@lru_cache(maxsize=8192)
def leading_object(shorter: str, line: str) -> str:
    """The object of a keyword that keeps a leading verb or function word, or "": "as
    parvovirus" -> parvovirus; "convert purchase requisitions" -> purchase requisitions (an
    ESCO verb at a clause's start in the line); "label panelboards" -> panelboards (one word
    only after a plain verb); 解读血常规 -> 血常规 (jieba's verb, three characters or more left).
    Never when the whole is a known term ("lead generation") or the object vague words only."""
    if not shorter.isascii():  # 注册会计师 is a credential, not 会计师 registered
        return "" if one_term(shorter) else _leading_object_zh(shorter)
    first, _, rest = shorter.partition(" ")
    if not rest or all(w in _VAGUE or w in GENERIC for w in rest.split()) or one_term(shorter):
        return ""
    if first in _FUNCTION or first in _PLAIN_VERBS:
        article, _, after = rest.partition(" ")  # "read a spectrophotometer"
        rest = after if article in _ARTICLES and after else rest
        return rest if " " in rest or len(rest) >= 4 else ""
    if " " not in rest or first not in _verbs():
        return ""
    return rest if re.search(SLOT + re.escape(first) + r"\b", line.lower()) else ""


def _leading_object_zh(phrase: str) -> str:
    for lead in _LEADING_ZH:
        if phrase.startswith(lead) and len(phrase) - len(lead) >= 3:
            return phrase[len(lead) :]
    if len(phrase) < 5:
        return ""
    import jieba.posseg

    pieces = jieba.posseg.lcut(phrase)
    if len(pieces) >= 2 and pieces[0].flag == "v" and len(pieces[0].word) >= 2:
        rest = phrase[len(pieces[0].word) :]
        return rest if len(rest) >= 3 else ""
    return ""


_JOINED = re.compile(r" (?:and|for|of|on|in|the|to) |&", re.IGNORECASE)
_DEFINED = re.compile(r"^(.+?)\s*\(([^()]+)\)$")


@lru_cache(maxsize=8192)
def written_short(keyword: str, surface: str, line: str) -> bool:
    """Whether the posting writes this keyword as a short form ("TCFD", "EIT")."""
    if " " in surface or not 2 <= len(letters(surface)) <= 8:
        return False
    if is_short_form(keyword):
        return True
    return any(
        is_short_form(token) and letters(token) == letters(surface)
        for token in re.findall(r"[A-Za-z][A-Za-z0-9&\-/.]*", line)
    )


@lru_cache(maxsize=8192)
def as_written(form: str, line: str) -> str:
    """The line's short form with these letters as written ("NDAs" for "ndas"), or ""."""
    for token in re.findall(r"[A-Za-z][A-Za-z0-9&\-/.']*", line):
        if is_short_form(token) and letters(token) == letters(form):
            return token
    return ""


@lru_cache(maxsize=8192)
def joins(line: str) -> bool:
    return bool(_JOINED.search(line))


def one_letter(name: str) -> bool:
    return len(name.strip()) < 2 and name.isascii()


@lru_cache(maxsize=8192)
def one_term(form: str) -> str:
    """The canonical name of the one known term a form is, word for word, or ""."""
    found = find_terms(form)
    if len(found) != 1 or normalize(found[0].surface).rstrip(".") != form.rstrip("."):
        return ""
    return normalize(found[0].canonical)
