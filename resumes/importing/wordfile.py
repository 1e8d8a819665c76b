"""DOCX to lines through python-docx: paragraphs and tables in document order, text boxes,
the page header; heading and list styles, numbering, bold and font sizes are kept."""

from __future__ import annotations

import io
import re
import zipfile

from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

from resumes.importing import lexicon
from resumes.importing.archive import open_zip, read_member
from resumes.importing.errors import ParseFailure
from resumes.importing.lines import Line, Part, strip_bullet
from resumes.importing.plaintext import clean_text

_HEADING = re.compile(r"^(?:heading|标题)\s*(\d)$", re.IGNORECASE)


def read_docx(data: bytes) -> list[Line]:
    archive = open_zip(data)
    if "word/document.xml" not in archive.namelist():
        raise ParseFailure("corrupt_zip")
    if len(read_member(archive, "word/document.xml")) == 0:
        raise ParseFailure("corrupt_zip")
    try:
        document = Document(io.BytesIO(data))
    except MemoryError:
        raise
    except (zipfile.BadZipFile, KeyError, ValueError, OSError) as exc:
        raise ParseFailure("failed", detail=type(exc).__name__) from None
    except Exception as exc:  # lxml's XMLSyntaxError and friends: a damaged document part
        if "memory" in str(exc).lower():
            raise MemoryError from exc
        raise ParseFailure("corrupt_zip") from exc
    lines: list[Line] = []
    for section in document.sections[:1]:
        try:
            header = section.header
            if not header.is_linked_to_previous:
                for block in _blocks(header._element, header):
                    lines.extend(block)
        except (KeyError, ValueError, AttributeError):
            pass
    for block in _blocks(document.element.body, document):
        lines.extend(block)
    lines = [line for line in lines if line.text.strip()]
    if not lines:
        raise ParseFailure("empty")
    _mark_title(lines)
    return lines


def _blocks(element, parent):
    for child in element.iterchildren():
        if child.tag == qn("w:p"):
            paragraph = Paragraph(child, parent)
            yield _paragraph_lines(paragraph)
            for box in _text_boxes(child):
                # A text box (a sidebar drawn as a shape) is a stream of its own: the body
                # goes on after it in the section it was in.
                for lines in _blocks(box, parent):
                    for line in lines:
                        line.column = 1
                    yield lines
        elif child.tag == qn("w:tbl"):
            yield from _table(Table(child, parent))
        elif child.tag == qn("w:sdt"):
            content = child.find(qn("w:sdtContent"))
            if content is not None:
                yield from _blocks(content, parent)


_MARKERS = {"•", "·", "▪", "●", "■", "◦", "-", "–", "*", "➢", "✓"}


def _text_boxes(paragraph):
    """The text boxes anchored in a paragraph, each once: a DrawingML shape carries a VML
    copy of its text for old readers (`mc:Fallback`), which is not read again."""
    fallback = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
    for box in paragraph.iter(qn("w:txbxContent")):
        if not any(a.tag == fallback for a in box.iterancestors()):
            yield box


def _table(table: Table):
    for row in table.rows:
        cells = []
        seen = set()
        for cell in row.cells:
            if id(cell._tc) in seen:
                continue
            seen.add(id(cell._tc))
            cells.append(cell)
        cell_lines = []
        for cell in cells:
            lines = [line for block in _blocks(cell._tc, cell) for line in block]
            cell_lines.append([line for line in lines if line.text.strip()])
        filled = [lines for lines in cell_lines if lines]
        if _heading_cell_row(filled):
            # Layout family: a Word resume whose sections are the rows of one two-column
            # table, the heading in the left cell ("Work Experience | the jobs"): the left
            # cell is the section's heading, the right cell its lines.
            heading = filled[0][0]
            heading.heading = heading.heading or 2
            heading.block_start = filled[1][0].block_start = True
            yield [heading]
            yield filled[1]
            continue
        if filled and all(len(lines) == 1 and not lines[0].bullet for lines in filled):
            parts = [Part(ls[0].text, bold=ls[0].bold, size=ls[0].size) for ls in filled]
            row_line = Line(
                parts=parts,
                bold=all(lines[0].bold for lines in filled),
                size=max(lines[0].size for lines in filled),
                heading=max(lines[0].heading for lines in filled),
                table=True,
                block_start=True,
            )
            row_line.source = [lines[0].text for lines in filled]
            yield [row_line]
        else:
            for lines in filled:
                if lines:
                    lines[0].block_start = True
                yield lines


def _heading_cell_row(filled: list[list[Line]]) -> bool:
    if len(filled) != 2 or len(filled[0]) != 1 or filled[0][0].bullet:
        return False
    text = filled[0][0].text.strip()
    return len(text) <= 40 and bool(lexicon.section_of(text))


def _in_text_box(run, paragraph) -> bool:
    """Whether a run belongs to a text box anchored in this paragraph (read as its own
    block by `_blocks`, not as part of the anchoring paragraph's text)."""
    for ancestor in run.iterancestors():
        if ancestor is paragraph:
            return False
        if ancestor.tag == qn("w:txbxContent"):
            return True
    return False


def _paragraph_lines(paragraph: Paragraph) -> list[Line]:
    style = paragraph.style
    style_name = (style.name if style is not None else "") or ""
    heading = 0
    title = False
    match = _HEADING.match(style_name)
    if match:
        heading = int(match.group(1))
    elif style_name.lower() in {"title", "标题"}:
        heading, title = 1, True
    elif style_name.lower() == "subtitle":
        heading = 0
    p_pr = paragraph._p.pPr
    numbered = p_pr is not None and p_pr.numPr is not None
    level = 0
    if numbered and p_pr.numPr.ilvl is not None:
        level = int(p_pr.numPr.ilvl.val or 0)
    listed = numbered or style_name.lower().startswith("list")
    style_bold = _style_bold(style)
    style_size = _style_size(style)
    segments: list[list[tuple[str, bool, float]]] = [[]]
    for child in paragraph._p.iter(qn("w:r"), qn("w:hyperlink")):
        if child.tag != qn("w:r") or _in_text_box(child, paragraph._p):
            continue
        run_bold = _run_bold(child, style_bold)
        run_size = _run_size(child, style_size)
        for node in child.iterchildren():
            if node.tag == qn("w:t"):
                # Layout family: AbiWord's DOCX export writes a line break as a newline
                # inside the run's text, not as <w:br/>: a break all the same.
                first, *rest = (node.text or "").split("\n")
                segments[-1].append((first, run_bold, run_size))
                for piece in rest:
                    segments.append([(piece, run_bold, run_size)])
            elif node.tag == qn("w:tab"):
                segments[-1].append(("\t", run_bold, run_size))
            elif node.tag in (qn("w:br"), qn("w:cr")):
                segments.append([])
    lines = []
    for number, pieces in enumerate(segments):
        text = clean_text("".join(t for t, _, _ in pieces))
        if not text.strip():
            continue
        parts = [Part(chunk.strip()) for chunk in re.split(r"\t+| {4,}", text) if chunk.strip()]
        visible = [(t, b, s) for t, b, s in pieces if t.strip()]
        chars = sum(len(t) for t, _, _ in visible) or 1
        bold = sum(len(t) for t, b, _ in visible if b) * 2 > chars
        sizes = [s for _, _, s in visible if s]
        line = Line(
            parts=parts,
            heading=heading,
            title=title,
            bold=bold,
            size=max(sizes) if sizes else 0.0,
            level=level,
            block_start=number == 0,
        )
        if number == 0 and (listed or (_hanging(p_pr) and text.startswith("\t"))):
            # AbiWord's DOCX export drops a list's numbering: its items are paragraphs with
            # a hanging indent whose text starts at a tab (where the marker was).
            line.bullet = True
        if len(parts) > 1 and parts[0].text in _MARKERS:
            # "•<tab>text": a list typed by hand, its marker set apart by a tab (layout
            # family: Word templates and converted documents without list numbering).
            parts.pop(0)
            line.bullet = True
        if not line.bullet:
            first, bullet = strip_bullet(parts[0].text)
            if bullet:
                parts[0].text = first
                line.bullet = True
        # A bold lead-in ("Acme Corp — Engineer") keeps its boldness as a part of its own.
        if visible and visible[0][1] and not bold and len(parts) == 1:
            lead = visible[0][0].strip()
            labelled = lead.endswith((":", "："))
            if (
                lead
                and not labelled
                and parts[0].text[len(lead) : len(lead) + 1] not in {",", "，", ";", "."}
                and parts[0].text.startswith(lead)
                and len(lead) < len(parts[0].text)
            ):
                rest = parts[0].text[len(lead) :].strip()
                parts[:] = [Part(lead, bold=True), Part(rest)]
                line.parts = parts
                line.source = [text.strip()]
        line.source = [text.strip()]
        lines.append(line)
    return lines


def _hanging(p_pr) -> bool:
    return p_pr is not None and any(
        node.get(qn("w:hanging")) not in (None, "0") for node in p_pr.iterchildren(qn("w:ind"))
    )


def _style_bold(style) -> bool:
    while style is not None:
        if style.font is not None and style.font.bold is not None:
            return bool(style.font.bold)
        style = style.base_style
    return False


def _style_size(style) -> float:
    while style is not None:
        if style.font is not None and style.font.size is not None:
            return style.font.size.pt
        style = style.base_style
    return 0.0


def _run_bold(run, default: bool) -> bool:
    r_pr = run.find(qn("w:rPr"))
    if r_pr is None:
        return default
    node = r_pr.find(qn("w:b"))
    if node is None:
        return default
    value = node.get(qn("w:val"))
    return value not in ("0", "false", "off")


def _run_size(run, default: float) -> float:
    r_pr = run.find(qn("w:rPr"))
    if r_pr is None:
        return default
    node = r_pr.find(qn("w:sz"))
    if node is None:
        return default
    try:
        return int(node.get(qn("w:val"))) / 2
    except (TypeError, ValueError):
        return default


def _mark_title(lines: list[Line]) -> None:
    if any(line.title for line in lines):
        return
    first = lines[0]
    if (
        first.heading
        and not first.table
        and all(not line.heading or line.heading > first.heading for line in lines[1:])
    ):
        # Layout family: Markdown converted to Word (pandoc, online converters): the name is
        # the one "Heading 1" above sections of "Heading 2", no Title style anywhere.
        first.title = True
        return
    sizes = [line.size for line in lines if line.size]
    if not sizes:
        return
    biggest = max(sizes)
    body = sorted(sizes)[len(sizes) // 2]
    if biggest >= body * 1.3:
        for line in lines[:8]:
            if line.size == biggest:
                line.title = True
                line.heading = line.heading or 1
                break
