"""Text pasted from a job site's web application form (layout family: "label: value" forms
in English and Chinese), made into the "Label: value" lines `forms.py` reads: a label and its
value set apart by a tab, or the value on the line under a label alone, joined; "(optional)"
marks dropped; empty and "N/A" fields kept as source text only; numbered section headings
("Section 2: Employment History") made plain; a field whose label names a section opening it."""

from __future__ import annotations

import re

from resumes.importing.forms import _NUMBERED, _PAIR, _grid_label
from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part

_DECORATION = re.compile(
    r"\s*(?:\((?:optional|required|if any|if applicable)\)|\*|（选填）|（必填）)\s*$", re.I
)
_EMPTY_VALUE = re.compile(r"^(?:n/?a|none|-+|—|无|暂无|/)$", re.I)
_NUMBERED_HEADING = re.compile(
    r"^(?:section|part|step|page)\s*\d{1,2}(?:\s*of\s*\d{1,2})?\s*[:.\-–—]\s*(.{3,40})$"
    r"|^第[一二三四五六七八九十\d]{1,2}[部步][分]?[：:、\s]\s*(.{2,12})$",
    re.I,
)
_SECTION_LABELS = {"skills", "languages", "certificates", "awards", "interests", "summary"}


def _bare_label(text: str) -> str:
    """A form field's label without its colon and "(optional)" mark, or ""."""
    text = text.strip()
    if not text or len(text) > 40:
        return ""
    text = _DECORATION.sub("", text.rstrip(":：").strip()).rstrip(":：").strip()
    return text if _grid_label(text) or _section_label(text) else ""


def _section_label(text: str) -> str:
    key = section_of(text)
    return key if key in _SECTION_LABELS else ""


def _copy(line: Line, text: str, source: list[str] | None = None) -> Line:
    piece = Line(parts=[Part(text)], page=line.page, column=line.column, size=line.size,
                 top=line.top, bottom=line.bottom, block_start=line.block_start)  # fmt: skip
    piece.source = list(line.source) if source is None else source
    return piece


def _is_form(lines: list[Line]) -> bool:
    """Whether the text is a pasted form: at least six lines are a field's label (with its
    value after a colon or a tab, or alone with the value on the next line)."""
    labels = 0
    for line in lines:
        head = _cells(line)[0]
        if len(_cells(line)) <= 2 and _bare_label(head) and not _section_label(head):
            labels += 1
    return labels >= 6


def _cells(line: Line) -> list[str]:
    """A line's label and value where a tab (a pasted table cell) sets them apart, else the
    text before and after its first colon."""
    if len(line.parts) > 1:
        return [p.text.strip() for p in line.parts]
    return [c.strip() for c in re.split(r"\t|[:：]", line.text.strip(), maxsplit=1)]


def pasted_form(lines: list[Line]) -> list[Line]:
    """Text pasted from a web application form (layout family: "label: value" forms in
    English and Chinese): a label and its value set apart by a tab, or the value on the line
    under a label alone, become "Label: value"; "(optional)" marks go; a field left empty or
    "N/A" is source text only; a field whose label names a section ("Skills: a, b",
    "语言能力：英语") opens that section, so it is not read as part of the entry above it."""
    if not _is_form(lines):
        return lines
    out: list[Line] = []
    index = 0
    current = ""  # the section the last heading opened
    while index < len(lines):
        line = lines[index]
        text = line.text.strip()
        index += 1
        current = section_of(text) or current if len(line.parts) == 1 else current
        if len(line.parts) > 2:
            out.append(line)
            continue
        label, value = "", ""
        if len(line.parts) == 2:
            label, value = _bare_label(line.parts[0].text), line.parts[1].text.strip()
            if not label:
                out.append(line)
                continue
        numbered = _NUMBERED_HEADING.match(text)
        named = numbered and (numbered.group(1) or numbered.group(2)).strip()
        if named and section_of(named):
            current = section_of(named)
            out.append(_copy(line, named))  # "Section 2: Employment History"
            out[-1].block_start = True
            continue
        following = lines[index] if index < len(lines) else None
        if (
            following is not None
            and _section_label(_bare_label(text))
            and _EMPTY_VALUE.match(following.text.strip())
        ):
            line.furniture = following.furniture = True  # "Certifications" / "N/A"
            out += [line, following]
            index += 1
            continue
        if not label:
            match = _PAIR.match(text)
            if match and match.group(2).strip() and _bare_label(match.group(1)):
                label, value = _bare_label(match.group(1)), match.group(2).strip()
            elif _bare_label(text) and not _section_label(text):
                label = _bare_label(text)
                following = lines[index] if index < len(lines) else None
                if (
                    following is not None
                    and not following.block_start
                    and following.text.strip()
                    and not _bare_label(_cells(following)[0])
                    and not _NUMBERED.match(following.text.strip())
                ):
                    value = following.text.strip()
                    line.source = [*line.source, *following.source]
                    index += 1
        if not label:
            out.append(line)
            continue
        if not value or _EMPTY_VALUE.match(value):
            line.furniture = True
            out.append(line)
            continue
        colon = "：" if re.search(r"[\u4e00-\u9fff]", label) else ": "
        section = _section_label(label)
        if section and section == current:  # "Relevant Skills: a, b" under "Skills"
            out.append(_copy(line, value))
            continue
        if section:
            heading = _copy(line, label)
            heading.block_start = True
            out += [heading, _copy(line, value, source=[])]
            current = section
            continue
        out.append(_copy(line, f"{label}{colon}{value}"))
    return out
