"""Lines to a draft JSON Resume document: sections, entries, fields, and the text that could
not be placed, kept (nothing is dropped). `build_draft` is deterministic and offline."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from resumes.importing import fields, forms, listing, webforms
from resumes.importing.basics import build_basics
from resumes.importing.draft import UNPLACED_KEY, Draft
from resumes.importing.furniture import is_page_number
from resumes.importing.lines import Line, is_cjk
from resumes.importing.structure import Section, split_sections
from resumes.importing.words import LABEL, content_tokens, document_strings, document_tokens
from resumes.importing.wrapping import logical_lines

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]+")
# Words that join the pieces of a header ("PhD in Physics", "Engineer at Acme"): a line that
# lost only these lost nothing.
_CONNECTORS = {"in", "at", "of", "and", "for", "with", "the", "a", "an"}
BUILDERS = {
    "work": fields.build_work,
    "volunteer": fields.build_volunteer,
    "education": fields.build_education,
    "projects": fields.build_projects,
    "awards": fields.build_awards,
    "certificates": fields.build_certificates,
    "publications": fields.build_publications,
    "references": fields.build_references,
    "skills": listing.build_skills,
    "languages": listing.build_languages,
    "interests": listing.build_interests,
}


def build_draft(lines: list[Line], *, kind: str, facts: dict[str, Any] | None = None) -> Draft:
    source_text = "\n".join(text for line in lines for text in line.source)
    lines = _broken_addresses(forms.split_cells(webforms.pasted_form(lines)))
    lines = logical_lines([line for line in lines if not _furniture(line)])
    sections = _profile_interests(split_sections(lines))
    document: dict[str, Any] = {}
    unplaced: list[str] = []
    found: list[dict[str, Any]] = []
    header = [line for s in sections if s.key == "header" for line in s.lines]
    contact = [line for s in sections if s.key == "contact" for line in s.lines]
    summary = [line for s in sections if s.key == "summary" for line in s.lines]
    basics, leftovers = build_basics(header, contact, summary)
    unplaced.extend(leftovers)
    if basics:
        document["basics"] = basics
    for section in sections:
        if section.key in {"header", "contact", "summary"}:
            if section.key != "header":
                found.append({"section": section.key, "heading": section.heading, "entries": 1})
            continue
        if section.key == "other":
            texts = [line.text for line in section.lines]
            unplaced.append("\n".join([section.heading, *texts]).strip())
            found.append({"section": "", "heading": section.heading, "entries": 0})
            continue
        if forms.is_form(section.lines, section.key):
            items, leftovers = forms.build_entries(section.key, section.lines)
        else:
            items, leftovers = BUILDERS[section.key](section.lines)
        document.setdefault(section.key, []).extend(items)
        unplaced.extend(leftovers)
        found.append({"section": section.key, "heading": section.heading, "entries": len(items)})
    document = {key: value for key, value in document.items() if value}
    unplaced.extend(_lost_lines(lines, sections, document, unplaced))
    unplaced = [text for text in dict.fromkeys(t.strip() for t in unplaced) if text]
    placed = document_tokens(document)
    strings = document_strings(document)
    unplaced = [text for text in unplaced if not _placed_already(text, placed, strings)]
    if unplaced:
        document[UNPLACED_KEY] = unplaced
    report = {
        "kind": kind,
        "sections": found,
        "unplaced": len(unplaced),
        **(facts or {}),
    }
    return Draft(document, source_text, unplaced, kind, report)


def _placed_already(text: str, placed: Counter, strings: list[str]) -> bool:
    """A short leftover line whose every word the document already holds (a city the
    location took, a label's value a field took): not listed as "not placed". Chinese is
    compared by runs of characters, not one character at a time."""
    if "\n" in text:
        return False
    words = [w for w in content_tokens(text) if w not in _CONNECTORS and not is_cjk(w)]
    runs = _CJK_RUN.findall(LABEL.sub(" ", text))
    if (not words and not runs) or len(words) > 8:
        return False
    if not all(placed.get(w, 0) for w in words):
        return False
    return all(any(run in s for s in strings) for run in runs)


def _furniture(line: Line) -> bool:
    return line.furniture or is_page_number(line.text)


def _lost_lines(
    lines: list[Line], sections: list[Section], document: dict[str, Any], unplaced: list[str]
) -> list[str]:
    """Lines with words found nowhere in the document nor the unplaced text: kept as they are."""
    present = document_tokens({**document, UNPLACED_KEY: unplaced})
    heading_texts = {s.heading for s in sections}
    lost = []
    for line in lines:
        text = line.text
        if text in heading_texts:
            continue
        words = Counter(t for t in content_tokens(text) if t not in _CONNECTORS)
        missing = [w for w, n in words.items() if present.get(w, 0) < 1]
        if missing:
            lost.append(text)
    return lost


def _profile_interests(sections: list) -> list:
    """Layout family: academic CVs (Typst and LaTeX templates) that open on "Research
    Interests" written as a sentence, where other CVs have a profile: with no summary
    section, an interests section before any other whose text is one paragraph of prose
    (ending in a full stop, a dozen words or more, no list) is the summary."""
    content = [s for s in sections if s.key != "header" and s.lines]
    if not content or any(s.key == "summary" for s in content) or content[0].key != "interests":
        return sections
    first = content[0]
    text = " ".join(line.text.strip() for line in first.lines)
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    prose = text.endswith((".", "。")) and (len(text.split()) >= 12 or cjk >= 25)
    if prose and not any(line.bullet for line in first.lines) and text.count(",") <= 3:
        first.key = "summary"
    return sections


_ADDRESS_CUT = re.compile(r"@[\w-]+(?:\.[\w-]+)*\.([a-z]{1,3})$")
_TLDS = {"com", "net", "org", "edu", "gov", "cn", "io", "co", "uk", "de", "fr", "jp", "info"}


def _broken_addresses(lines: list[Line]) -> list[Line]:
    """Layout family: 个人简历 grids (ODT/Word tables printed by LibreOffice) whose narrow value
    cell wraps an e-mail address inside its domain's last label ("hanyutong@example.c" over
    "om"): the fragment alone on the next row goes back on the address."""
    out: list[Line] = []
    for line in lines:
        previous = out[-1] if out else None
        tail = _ADDRESS_CUT.search(previous.text) if previous else None
        rest = line.text.strip()
        if (
            tail
            and not line.bullet
            and re.fullmatch(r"[a-z]{1,3}", rest)
            and tail.group(1) not in _TLDS
            and tail.group(1) + rest in _TLDS
        ):
            previous.parts[-1].text += rest
            continue
        out.append(line)
    return out
