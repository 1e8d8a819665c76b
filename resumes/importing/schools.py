"""An education section's entries (`build_education`): institution, degree, field of study,
score and dates from each entry's header pieces, the courses and score from its body. Split
from `fields.py`, which re-exports it."""

from __future__ import annotations

import re
from typing import Any

from resumes.importing import entries as E
from resumes.importing import forms, lexicon
from resumes.importing.lines import Line

# "Aeronautical Engineering (Second Class Honours)", "Law (First Class Honours)", "(cum
# laude)": a degree's classification in brackets is its score (layout family: British and
# Irish degrees, Latin honours).
_CLASSIFICATION = re.compile(
    r"\s*[(（]((?:first|second|third|upper second|lower second|2:1|2:2)[\w\s-]*honou?rs|"
    r"(?:first|second|third)[- ]class(?: honou?rs)?|(?:summa |magna )?cum laude|distinction|"
    r"merit|with honou?rs)[)）]?\s*$",
    re.I,
)
# The same classification written alone on a line under the entry (British degrees).
_BARE_CLASSIFICATION = re.compile(
    r"^(?:(?:first|second|third|upper second|lower second|2:1|2:2)(?:[- ]class)?"
    r"(?: honou?rs)?|(?:summa |magna )?cum laude|(?:with )?distinction)$",
    re.I,
)
# "BSc (Hons)", "BA (Hons.)": the honours mark in brackets is part of the degree's name.
_HONOURS_MARK = re.compile(r"\s*[(（]\s*(?:hons?\.?|honou?rs)\s*[)）]", re.I)
# "ATPL, Airline Transport Pilot", "CPA, Accounting": a qualification written by its initials,
# then what it is in (layout family: licences and degrees named by initials).
_INITIALS_FIRST = re.compile(r"^([A-Z]{2,6}(?:\([A-Z]\))?),\s+(\S.*)$")


def build_education(lines: list[Line]) -> E.Built:
    items, leftovers = [], []
    for entry in E.split_entries(lines, "education"):
        fragments = E.fragments_of(entry.header)
        found, fragments = E.take_dates(fragments)
        location, fragments = E.take_location(fragments)
        item: dict[str, Any] = {}
        rest: list[str] = []
        pieces = []
        for text, bold in fragments:
            # "PhD in Physics, Massachusetts Institute of Technology": degree and school apart.
            if (
                "," in text
                and lexicon.INSTITUTION_WORDS.search(text)
                and lexicon.DEGREE.search(text)
            ):
                pieces.extend((p.strip(), bold) for p in text.split(",") if p.strip())
            else:
                pieces.append((text, bold))
        for text, _bold in pieces:
            gpa = E.GPA_INLINE.search(text)
            if (
                gpa
                and "score" not in item
                and gpa.end() == len(text)
                and re.search(r"(?:^|\u3000|\s{2}|[\u4e00-\u9fff]\s)\s*$", text[: gpa.start()])
            ):
                # A cell of its own ("学士　GPA 3.7/4.0"; Chinese puts no space between words,
                # so one after a Chinese word is a cell's edge): the score as written.
                item["score"] = text[gpa.start() :]
                text = text[: gpa.start()].strip()
                if not text:
                    continue
            if gpa and "score" not in item:
                item["score"] = gpa.group(1)
                text = (text[: gpa.start()] + text[gpa.end() :]).strip(" ,;()（）")
                if not text:
                    continue
            labelled = E.LABELLED.match(text)
            if labelled and E.SCORE.match(labelled.group(1)):
                item["score"] = labelled.group(2)
                continue
            field = labelled and forms.FIELDS["education"].get(labelled.group(1).strip().lower())
            if field == "area" and labelled.group(2).strip() and "area" not in item:
                item["area"] = labelled.group(2).strip()  # "Major: Nursing", "专业：护理学"
                continue
            if (
                E.BARE_SCORE.match(text) or _BARE_CLASSIFICATION.match(text.strip())
            ) and "score" not in item:
                item["score"] = text.strip()  # "3.8/4.0"; "First Class" on a line of its own
                continue
            whole_degree = lexicon.DEGREE.search(text.strip())
            if (
                whole_degree
                and whole_degree.span() == (0, len(text.strip()))
                and "studyType" not in item
            ):
                # "高中" (senior high school) names a school kind too: alone, it is the degree.
                item["studyType"] = text.strip()
                continue
            if _same_words(text, item.get("institution", "")):
                # Layout family: a Chinese school row of three cells, "学校　专业　学历",
                # printed under the school's name: the school said again is no field.
                continue
            if "institution" not in item and lexicon.INSTITUTION_WORDS.search(text):
                degree = lexicon.DEGREE.search(text)
                if degree and degree.start() > 0 and "studyType" not in item:
                    # "Tsinghua University, BSc Computer Science"
                    head = text[: degree.start()].strip(" ,;-–—")
                    if lexicon.INSTITUTION_WORDS.search(head):
                        item["institution"] = head
                        _degree_and_area(text[degree.start() :], item, rest)
                        continue
                item["institution"] = text
                continue
            if "studyType" not in item and lexicon.DEGREE.search(text):
                _degree_and_area(text, item, rest)
                continue
            rest.append(text)
        _initials_and_classification(item, rest)
        if rest and "area" not in item:
            # The field of study is the first piece that names no school ("国际经济与贸易"
            # beside a second school name).
            plain = [t for t in rest if not lexicon.INSTITUTION_WORDS.search(t)] or rest
            item["area"] = plain[0]
            rest.remove(plain[0])
        if rest and "institution" not in item:
            item["institution"] = rest.pop(0)
        if location:
            rest.append(location)
        if found is not None and found.single and not found.ongoing:
            item["endDate"] = found.start  # one date of a school: when it was finished
        else:
            E.set_dates(item, found)
        highlights, paragraphs, labelled = E.body_fields(entry)
        score = E.labelled_value(labelled, E.SCORE)
        if score:
            item["score"] = score
        courses = E.labelled_value(labelled, E.COURSES)
        if courses:
            item["courses"] = E.split_list(courses)
        for paragraph in paragraphs + highlights:
            if _BARE_CLASSIFICATION.match(paragraph.strip()) and "score" not in item:
                item["score"] = paragraph.strip()  # "First Class" on a line of its own
                continue
            gpa = E.GPA_INLINE.search(paragraph)
            if gpa and "score" not in item:
                item["score"] = gpa.group(1)
                remainder = (paragraph[: gpa.start()] + paragraph[gpa.end() :]).strip(" ,;()")
                if remainder:
                    leftovers.append(remainder)
                continue
            leftovers.append(paragraph)
        leftovers.extend(rest)
        if item:
            items.append(item)
    return items, leftovers


def _initials_and_classification(item: dict[str, Any], rest: list[str]) -> None:
    for index, text in enumerate(rest):
        initials = _INITIALS_FIRST.match(text)
        if initials and "studyType" not in item and "area" not in item:
            item["studyType"], item["area"] = initials.group(1), initials.group(2)
            del rest[index]
            break
    for key in ("area", "studyType"):
        value = item.get(key, "")
        found = _CLASSIFICATION.search(value)
        if found and "score" not in item and found.start() > 0:
            item[key], item["score"] = value[: found.start()].strip(), found.group(1).strip()
    for index, text in enumerate(rest):
        found = _CLASSIFICATION.search(text)
        if found and "score" not in item and found.start() > 0:
            rest[index], item["score"] = text[: found.start()].strip(), found.group(1).strip()


def _same_words(text: str, other: str) -> bool:
    def key(value: str) -> str:
        return re.sub(r"[\s　·,，]+", "", value).lower()

    return bool(other) and key(text) == key(other)


_NAMED_DEGREE = re.compile(r"^(?:doctor|master|bachelor|associate)\w*(?:'s)? of ", re.I)
_DEGREE_NAME_END = re.compile(r"\s+(?:in|with|-|–|—)\s+|\s*[,(（;|·]", re.I)


def _degree_and_area(text: str, item: dict[str, Any], rest: list[str]) -> None:
    degree = lexicon.DEGREE.search(text)
    if degree is None:
        rest.append(text)
        return
    end = degree.end()
    named = _NAMED_DEGREE.match(degree.group(0))
    if named and degree.start() == 0:
        # "Bachelor of Veterinary Science": the name of an "of" degree runs to the next
        # separator, not one word ("… of Science in Nursing": the area after "in").
        rest = _DEGREE_NAME_END.search(text, end)
        end = rest.start() if rest else len(text)
    honours = _HONOURS_MARK.match(text, end)
    if honours:
        end = honours.end()
    item["studyType"] = text[degree.start() : end].strip()
    remainder = (text[: degree.start()] + " " + text[end:]).strip()
    remainder = re.sub(r"^(?:in|of|,|-|–|—|:|：)\s*", "", remainder, flags=re.I).strip(" ,;()（）")
    remainder = re.sub(r"专业$", "", remainder).strip()
    if remainder and "area" not in item:
        item["area"] = remainder
