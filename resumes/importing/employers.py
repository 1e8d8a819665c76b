"""Employer and title from a work entry's header pieces, by evidence (title words against
organisation words), by the order a section's entries keep, and by a comma between them. Split
from `entries.py`, which re-exports `org_and_position` and `title_first_votes`."""

from __future__ import annotations

import re

from resumes.importing import lexicon

_AT = re.compile(r"^(.+?)\s+(?:at|@)\s+(.+)$", re.IGNORECASE)


def title_first_votes(headers: list[list[str]]) -> int:
    """Which side a section's entries put the employer, from the entries that show it (a
    title word on one side only, an organisation suffix on the other): above zero, the title
    comes first ("Title · Employer"); below, the employer does. Layout family: a resume keeps
    one order for all its entries, so an entry whose two pieces carry no such evidence
    ("Chef de Partie · The Ledbury") follows the others."""
    votes = 0
    for texts in headers:
        texts = [t for t in texts if t]
        if len(texts) == 1 and ", " in texts[0]:
            head, _, tail = _title_comma(texts[0])  # "Title, Employer" in one piece
            texts = [head, tail]
        if len(texts) >= 2 and not any(_AT.match(t) for t in texts[:2]):
            first, second = (_position_score(t) - _org_score(t) for t in texts[:2])
            votes += (first > second) - (first < second)
    return votes


def org_and_position(texts: list[str], title_first: int = 0) -> tuple[str, str, list[str]]:
    """(organisation, position, leftovers) from a header's remaining pieces; `title_first`
    (see `title_first_votes`) decides between two pieces that carry no evidence."""
    texts = [t for t in texts if t]
    if not texts:
        return "", "", []
    for index, text in enumerate(texts[:2]):
        at = _AT.match(text)
        if at and not lexicon.ORG_WORDS.search(at.group(1)):
            rest = texts[:index] + texts[index + 1 :]
            return at.group(2), at.group(1), rest
    if len(texts) == 1:
        text = texts[0]
        head, comma, tail = _title_comma(text)
        if comma and _position_score(head) > _position_score(tail) and _org_score(tail) >= 0:
            return tail, head, []
        if comma and _position_score(tail) > _position_score(head):
            return head, tail, []
        if comma and _net_title(head) == _net_title(tail) and title_first and _bare(head, tail):
            # No evidence either way ("Field Ecologist, Orkney Seas Trust"): the order the
            # section's other entries keep.
            return (tail, head, []) if title_first > 0 else (head, tail, [])
        if comma and _net_title(head) > _net_title(tail) and _named_org(tail, head):
            # "审计经理, 立信会计师事务所", "外贸业务员, 宁波…有限公司": the side an organisation
            # word names is the employer when the other has none (layout family: Chinese
            # "职位, 单位" headings of pandoc DOCX and Markdown).
            return tail, head, []
        if _position_score(text) > _org_score(text):
            return "", text, []
        return text, "", []
    first, second = texts[0], texts[1]
    first_pos = _position_score(first) - _org_score(first)
    second_pos = _position_score(second) - _org_score(second)
    if first_pos > second_pos or (first_pos == second_pos and title_first > 0):
        return second, first, texts[2:]
    return first, second, texts[2:]


def cut_piece(before: list[str], after: list[str]) -> str:
    """The piece a place was cut from ("Employer · Place" -> "Employer"), or ""."""
    if len(before) != len(after):
        return ""
    changed = [b for a, b in zip(before, after, strict=True) if a != b]
    return changed[0] if len(changed) == 1 else ""


def beside_place(rows: list[list[str]], location: str) -> str:
    """The piece a header row (its pieces) holds beside the place and nothing else ("Hanger
    Clinic · Milwaukee" under the title; `employer_by_place`), or ""."""
    for pieces in rows if location else ():
        if len(pieces) == 2 and pieces[1] == location:
            return pieces[0]
    return ""


def employer_by_place(org: str, position: str, placed: str) -> tuple[str, str]:
    """(organisation, position) where the words name neither side (no title or organisation
    word): the piece the place was written after is the employer. Layout family: plain-text
    CVs' "Title, Employer, Place" lines, builder and design pages' title over "Employer ·
    Place" (`placed`: the piece left where `take_location` cut the place off)."""
    if not placed:
        return org, position
    if org and position == placed and _net_title(org) == _net_title(position):
        return position, org
    if org == placed and not position and ", " in placed:
        head, _, tail = _title_comma(placed)
        if _net_title(head) == _net_title(tail) and not lexicon.looks_like_place(tail):
            return tail, head
    return org, position


def _title_comma(text: str) -> tuple[str, str, str]:
    """Where "Title, Employer" splits: after the first comma, unless a later one sets apart
    an employer of two or more words named by an organisation word, with the title's words
    before it ("Clinical Pharmacist, Anticoagulation, Riverside Methodist Hospital": a
    title's specialty after a comma, as academic CVs and e-mailed resumes write them)."""
    pieces = text.split(", ")
    for cut in range(len(pieces) - 1, 1, -1):
        head, tail = ", ".join(pieces[:cut]), ", ".join(pieces[cut:])
        if (
            len(tail.split()) >= 2
            and _org_score(tail) > 0
            and _position_score(head) > 0
            and not _org_score(head)
        ):
            return head, ", ", tail
    return text.partition(", ")


def _bare(head: str, tail: str) -> bool:
    """Two short names with no evidence: neither holds a date, a digit or a place."""
    return all(
        0 < len(side.split()) <= 6
        and not any(ch.isdigit() for ch in side)
        and not lexicon.looks_like_place(side)
        for side in (head, tail)
    )


def _net_title(text: str) -> int:
    return _position_score(text) - _org_score(text)


def _named_org(tail: str, head: str) -> bool:
    """The tail names an organisation by more than its kind ("Acme, Inc" is one name)."""
    if _org_score(head) or not _org_score(tail):
        return False
    left = lexicon.ORG_WORDS.sub("", tail).strip(" .,&")
    return len(re.findall(r"[\u4e00-\u9fff]", left)) >= 2 or len(left.split()) >= 2


def _position_score(text: str) -> int:
    return len(lexicon.POSITION_WORDS.findall(text))


def _org_score(text: str) -> int:
    return len(lexicon.ORG_WORDS.findall(text))
