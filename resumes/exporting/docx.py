"""DOCX export: an editable Word document with real heading styles and bulleted lists."""

from __future__ import annotations

import io
from typing import Any

from docx import Document
from docx.oxml.ns import qn
from docx.shared import Mm, Pt, RGBColor

from resumes.exporting.sections import Entry, ResumeView, Section, build_view

# Word has no font fallback list: name the fonts a reader's Word most likely has. The CJK face
# goes in w:eastAsia, which Word uses for Chinese characters whatever the Latin font is.
LATIN_FONT = "Calibri"
CJK_FONT = "Microsoft YaHei"
ACCENT = RGBColor(0x1F, 0x3A, 0x5F)
MUTED = RGBColor(0x58, 0x60, 0x6B)
PAGE_SIZES = {"a4": (Mm(210), Mm(297)), "letter": (Mm(215.9), Mm(279.4))}
_STYLES = ("Normal", "Title", "Subtitle", "Heading 1", "Heading 2", "List Bullet", "Quote")


def render_docx(
    data: dict[str, Any], *, language: str, page_size: str = "a4", title: str = ""
) -> bytes:
    """The resume as a .docx file: Title, Heading 1 per section, Heading 2 per entry."""
    view = build_view(data, language)
    document = Document()
    set_up_document(document, view, page_size, title)
    if view.name:
        document.add_paragraph(style="Title").add_run(view.name)
    if view.label:
        document.add_paragraph(style="Subtitle").add_run(view.label)
    contacts = [view.location] if view.location else []
    contacts += [link.text for link in (*view.contacts, *view.profiles)]
    if contacts:
        muted(document.add_paragraph().add_run("  ·  ".join(contacts)))
    if view.summary:
        document.add_heading(view.labels["summary"], level=1)
        _text(document, view.summary)
    for section in view.sections:
        document.add_heading(section.heading, level=1)
        _section(document, section, view)
    return document_bytes(document)


def document_bytes(document: Any) -> bytes:
    """The finished document as .docx bytes, every run's fonts named (CJK too)."""
    for paragraph in document.paragraphs:
        for run in paragraph.runs:
            name_fonts(run.element.get_or_add_rPr())
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def set_up_document(document: Any, view: ResumeView, page_size: str, title: str) -> None:
    """Page size and margins, properties, fonts (CJK too) and the styles every export uses."""
    width, height = PAGE_SIZES.get(page_size.lower(), PAGE_SIZES["a4"])
    for section in document.sections:
        section.page_width, section.page_height = width, height
        section.left_margin = section.right_margin = Mm(18)
        section.top_margin = section.bottom_margin = Mm(16)
    document.core_properties.title = title or view.name
    document.core_properties.author = view.name
    document.core_properties.language = "zh-CN" if view.language == "zh-hans" else "en-US"
    styles = document.styles
    defaults = styles.element.find(qn("w:docDefaults")).find(qn("w:rPrDefault")).find(qn("w:rPr"))
    name_fonts(defaults)
    language = defaults.find(qn("w:lang"))
    if language is not None and view.language == "zh-hans":
        language.set(qn("w:eastAsia"), "zh-CN")
    for name in _STYLES:
        name_fonts(styles[name].element.get_or_add_rPr())
    styles["Normal"].font.size = Pt(10.5)
    styles["Normal"].paragraph_format.space_after = Pt(2)
    styles["Normal"].paragraph_format.line_spacing = 1.1
    styles["Title"].font.size = Pt(24)
    styles["Title"].font.color.rgb = ACCENT
    styles["Subtitle"].font.size = Pt(13)
    # No italics: CJK fonts have none, and the PDF uses none either.
    styles["Subtitle"].font.italic = False
    styles["Quote"].font.italic = False
    styles["Heading 1"].font.size = Pt(13)
    styles["Heading 1"].font.color.rgb = ACCENT
    styles["Heading 1"].paragraph_format.space_before = Pt(12)
    styles["Heading 2"].font.size = Pt(11)
    styles["Heading 2"].font.color.rgb = RGBColor(0x1D, 0x21, 0x27)
    styles["Heading 2"].paragraph_format.space_before = Pt(6)


def _section(document: Any, section: Section, view: ResumeView) -> None:
    colon = "：" if view.language == "zh-hans" else ": "
    for entry in section.entries:
        if section.kind == "entries":
            _entry(document, entry, view)
        elif section.kind == "references":
            if entry.summary:
                document.add_paragraph(entry.summary, style="Quote")
            if entry.title:
                muted(document.add_paragraph().add_run(f"— {entry.title}"))
        else:
            item = document.add_paragraph(style="List Bullet")
            item.add_run(entry.title).bold = True
            if entry.note:
                if section.kind == "tags":
                    zh = view.language == "zh-hans"
                    muted(item.add_run(f"（{entry.note}）" if zh else f" ({entry.note})"))
                else:
                    item.add_run(f"{colon}{entry.note}")
            if entry.keywords:
                joiner = "、" if view.language == "zh-hans" else ", "
                item.add_run(colon + joiner.join(entry.keywords))


def _entry(document: Any, entry: Entry, view: ResumeView) -> None:
    heading = document.add_heading(level=2)
    heading.add_run(entry.title or entry.org)
    if entry.title and entry.org:
        _plain(heading.add_run(f"  ·  {entry.org}"))
    # When and where on their own line: a right tab collides with a long heading in Word.
    when = "  ·  ".join(part for part in (entry.dates, entry.location) if part)
    if when:
        line = document.add_paragraph()
        line.paragraph_format.keep_with_next = True
        muted(line.add_run(when))
    if entry.note:
        muted(document.add_paragraph().add_run(entry.note))
    if entry.summary:
        _text(document, entry.summary)
    for bullet in entry.bullets:
        document.add_paragraph(bullet, style="List Bullet")
    for label, text in entry.details:
        line = document.add_paragraph()
        line.add_run(label + ("：" if view.language == "zh-hans" else ": ")).bold = True
        line.add_run(text)
    if entry.keywords:
        joiner = "、" if view.language == "zh-hans" else ", "
        muted(document.add_paragraph().add_run(joiner.join(entry.keywords)))
    if entry.link:
        muted(document.add_paragraph().add_run(entry.link.text))


def _text(document: Any, text: str) -> None:
    paragraph = document.add_paragraph()
    for number, line in enumerate(text.splitlines()):
        if number:
            paragraph.add_run().add_break()
        paragraph.add_run(line)


def _plain(run: Any) -> Any:
    run.bold = False
    return run


def muted(run: Any) -> Any:
    """The run in the muted grey of dates and contact lines."""
    run.font.color.rgb = MUTED
    return run


def name_fonts(properties: Any) -> None:
    """Names the fonts in a w:rPr, CJK in w:eastAsia (python-docx's font.name sets only Latin)."""
    fonts = properties.get_or_add_rFonts()
    # A theme font attribute would win over the explicit names.
    for attribute in ("w:asciiTheme", "w:hAnsiTheme", "w:eastAsiaTheme", "w:cstheme"):
        fonts.attrib.pop(qn(attribute), None)
    fonts.set(qn("w:ascii"), LATIN_FONT)
    fonts.set(qn("w:hAnsi"), LATIN_FONT)
    fonts.set(qn("w:eastAsia"), CJK_FONT)
