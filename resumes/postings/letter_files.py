"""Cover letter files: PDF (its own page layout, `resumes/letters/letter.html` with
`themes/letter.css` and the resume theme's look, through WeasyPrint), DOCX (paragraphs in the
letter's order, Chinese indents and alignment kept) and Markdown. Each is laid out from a
`Letter`."""

from __future__ import annotations

from typing import Any

from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

from resumes.exporting import ExportedFile, export_filename
from resumes.exporting.docx import ACCENT, document_bytes, muted, set_up_document
from resumes.exporting.markdown import escape_markdown
from resumes.exporting.sections import build_view
from resumes.postings.letters import Letter, letter_of
from resumes.postings.models import CoverLetter, TailoredVersion
from resumes.rendering import PAGE_SIZES, read_static
from resumes.themes import theme_info

LETTER_FORMATS = ("pdf", "docx", "markdown")
_TYPES = {
    "pdf": ("application/pdf", "pdf"),
    "docx": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"),
    "markdown": ("text/markdown; charset=utf-8", "md"),
}


def export_cover_letter(
    version: TailoredVersion, letter: CoverLetter, fmt: str, *, page_size: str = "a4"
) -> ExportedFile:
    """The stored letter of `version` as a file in `fmt` (one of LETTER_FORMATS)."""
    if fmt not in LETTER_FORMATS:
        raise ValueError(f"unknown cover letter format {fmt!r}")
    resume = version.resume
    parts = letter_of(version, letter)
    title = f"{resume.title} - cover letter"
    if fmt == "pdf":
        content = render_letter_pdf(parts, theme=resume.theme, page_size=page_size, title=title)
    elif fmt == "docx":
        content = render_letter_docx(parts, page_size=page_size, title=title)
    else:
        content = render_letter_markdown(parts).encode("utf-8")
    content_type, extension = _TYPES[fmt]
    return ExportedFile(content, content_type, export_filename(title, extension))


def render_letter_html(letter: Letter, *, theme: str, page_size: str, title: str) -> str:
    """The standalone letter page the PDF is printed from (its CSS inline), in the look of the
    resume's theme: its accent colour, its type (serif or sans) and its kind of letterhead."""
    info = theme_info(theme)
    return render_to_string(
        "resumes/letters/letter.html",
        {
            "letter": letter,
            "theme": info.slug,
            "header": info.letter.header,
            "title": title,
            # Trusted: the stylesheet and the theme's look ship with the app.
            "css": mark_safe(read_static("themes/letter.css") + "\n" + info.letter.css(".letter")),
            "page_size": PAGE_SIZES.get(page_size.lower(), PAGE_SIZES["a4"]),
        },
    )


def letter_look(theme: str) -> dict[str, Any]:
    """What the letter's preview on the page takes from the resume's theme: its name, its
    letterhead's kind and its look as CSS for `#letter-preview` (trusted: from the registry)."""
    info = theme_info(theme)
    return {
        "slug": info.slug,
        "name": info.name,
        "header": info.letter.header,
        "css": mark_safe(info.letter.css("#letter-preview")),
    }


def render_letter_pdf(letter: Letter, *, theme: str, page_size: str, title: str) -> bytes:
    from resumes.exporting.pdf import html_to_pdf  # WeasyPrint loads only when a PDF is asked

    return html_to_pdf(render_letter_html(letter, theme=theme, page_size=page_size, title=title))


def render_letter_docx(letter: Letter, *, page_size: str, title: str) -> bytes:
    """The letter as an editable Word document, one paragraph per line of the letter."""
    document = Document()
    view = build_view({"basics": {"name": letter.name}}, letter.language)
    set_up_document(document, view, page_size, title)
    document.styles["Normal"].font.size = Pt(11)
    document.styles["Normal"].paragraph_format.space_after = Pt(6)
    if letter.is_chinese:
        _chinese_docx(document, letter)
    else:
        _english_docx(document, letter)
    return document_bytes(document)


def _english_docx(document: Any, letter: Letter) -> None:
    if letter.name:
        name = document.add_paragraph().add_run(letter.name)
        name.bold, name.font.size, name.font.color.rgb = True, Pt(18), ACCENT
    if letter.contacts:
        muted(document.add_paragraph().add_run(" · ".join(letter.contacts)))
    document.add_paragraph(letter.date).paragraph_format.space_before = Pt(12)
    if letter.addressee:
        _lines(document.add_paragraph(), letter.addressee)
    document.add_paragraph().add_run(letter.subject).bold = True
    document.add_paragraph(letter.greeting)
    for paragraph in letter.paragraphs:
        _lines(document.add_paragraph(), paragraph.splitlines())
    for line in letter.closing:
        document.add_paragraph(line).paragraph_format.space_before = Pt(12)
    if letter.name:
        signed = document.add_paragraph()
        signed.paragraph_format.space_before = Pt(24)
        signed.add_run(letter.name).bold = True
    if letter.contacts:
        muted(document.add_paragraph().add_run(" · ".join(letter.contacts)))


def _chinese_docx(document: Any, letter: Letter) -> None:
    subject = document.add_paragraph()
    subject.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run = subject.add_run(letter.subject)
    run.bold, run.font.size, run.font.color.rgb = True, Pt(16), ACCENT
    for line in letter.addressee:
        document.add_paragraph().alignment = WD_ALIGN_PARAGRAPH.CENTER
        muted(document.paragraphs[-1].add_run(line))
    document.add_paragraph(letter.greeting)
    for paragraph in letter.paragraphs:
        body = document.add_paragraph()
        body.paragraph_format.first_line_indent = Pt(22)  # two characters of 11 pt
        _lines(body, paragraph.splitlines())
    if letter.closing:
        first, *rest = letter.closing
        document.add_paragraph(first).paragraph_format.first_line_indent = Pt(22)
        for line in rest:
            document.add_paragraph(line)
    for number, line in enumerate(
        x for x in (letter.name, " · ".join(letter.contacts), letter.date) if x
    ):
        foot = document.add_paragraph()
        foot.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        if number == 0:
            foot.paragraph_format.space_before = Pt(18)
        foot.add_run(line)


def _lines(paragraph: Any, lines: list[str]) -> None:
    for number, line in enumerate(lines):
        if number:
            paragraph.add_run().add_break()
        paragraph.add_run(line)


def render_letter_markdown(letter: Letter) -> str:
    """The letter as Markdown: lines of a block end in a hard break (two spaces)."""
    blocks = ["  \n".join(escape_markdown(line) for line in block) for block in letter.blocks()]
    return "\n\n".join(blocks) + "\n"
