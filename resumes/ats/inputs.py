"""What the checks read, made once and only when a check needs it: the document, the theme's
HTML, the exported PDF, its text layer as a tracking system reads it, its page count."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property
from html.parser import HTMLParser
from typing import Any

from resumes.ats.findings import CheckSkipped
from resumes.exporting.formatting import normalize_language
from resumes.rendering import DEFAULT_PAGE_SIZE, THEMES, render_resume_html

PDFTOTEXT_SECONDS = 20


@dataclass
class CheckInput:
    """One resume as the checks see it. `pdf` may be given (a file someone exported); without
    it the document is exported in `theme`. `keywords`: a posting's stored keywords, or None."""

    data: dict[str, Any]
    language: str = "en"
    theme: str = ""
    page_size: str = DEFAULT_PAGE_SIZE
    keywords: list[dict[str, Any]] | None = None
    posting_title: str = ""
    pdf_bytes: bytes | None = None
    html_text: str | None = None
    _notes: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.data = self.data if isinstance(self.data, dict) else {}
        self.language = normalize_language(self.language)
        if not self.theme:
            self.theme = THEMES[0]

    @cached_property
    def html(self) -> str:
        """The standalone document in the theme (what the PDF is made from)."""
        if self.html_text is not None:
            return self.html_text
        return str(
            render_resume_html(
                self.data,
                theme=self.theme,
                language=self.language,
                standalone=True,
                page_size=self.page_size,
            )
        )

    @cached_property
    def pdf(self) -> bytes:
        if self.pdf_bytes is not None:
            return self.pdf_bytes
        try:
            # WeasyPrint loads only when a check needs the PDF; if it cannot load, the check
            # is skipped, not the page.
            from resumes.exporting.pdf import html_to_pdf

            return html_to_pdf(self.html)
        except Exception as exc:  # a PDF that cannot be made is a check that cannot run
            raise CheckSkipped("pdf_failed", error=type(exc).__name__) from None

    @cached_property
    def pdf_text(self) -> str:
        """The PDF's text layer in reading order: pdftotext (Poppler) where it is installed,
        as most tracking systems read PDFs; PDFium's text otherwise."""
        return _pdftotext(self.pdf) if shutil.which("pdftotext") else _pdfium_text(self.pdf)

    @cached_property
    def pdf_texts(self) -> list[str]:
        """The text layer as each common reader gives it: Poppler's pdftotext (where it is
        installed) and PDFium. Readers split letter-spaced words differently, and a tracking
        system may use either kind; a word that either reader splits is a finding."""
        texts = [self.pdf_text]
        if shutil.which("pdftotext"):
            texts.append(_pdfium_text(self.pdf))
        return texts

    @cached_property
    def page_count(self) -> int:
        import pypdfium2 as pdfium

        try:
            document = pdfium.PdfDocument(self.pdf)
        except pdfium.PdfiumError:
            raise CheckSkipped("pdf_unreadable") from None
        try:
            return len(document)
        finally:
            document.close()

    @cached_property
    def headings(self) -> list[tuple[str, str]]:
        """The theme's section headings in order: (section key or "", heading text)."""
        parser = _Headings()
        parser.feed(self.html)
        return parser.headings

    @cached_property
    def visible_text(self) -> str:
        """The HTML's text, element boundaries as spaces (what the PDF should read back)."""
        parser = _Text()
        parser.feed(self.html)
        return " ".join(" ".join(parser.parts).split())


def _pdftotext(pdf: bytes) -> str:
    try:
        done = subprocess.run(
            ["pdftotext", "-enc", "UTF-8", "-", "-"],
            input=pdf,
            capture_output=True,
            timeout=PDFTOTEXT_SECONDS,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return _pdfium_text(pdf)
    if done.returncode != 0:
        raise CheckSkipped("pdf_unreadable")
    return done.stdout.decode("utf-8", "replace")


def _pdfium_text(pdf: bytes) -> str:
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(pdf)
    except pdfium.PdfiumError:
        raise CheckSkipped("pdf_unreadable") from None
    try:
        pages = []
        for page in document:
            text_page = page.get_textpage()
            pages.append(text_page.get_text_range())
            text_page.close()
            page.close()
        return "\f".join(pages).replace("\r\n", "\n")
    finally:
        document.close()


class _Text(HTMLParser):
    _SKIP = {"style", "script", "title", "head"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self._skipping += 1
        self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self._skipping:
            self._skipping -= 1
        self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)


_SECTION_CLASS = re.compile(r"\bcv-section--([a-z]+)")


class _Headings(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.headings: list[tuple[str, str]] = []
        self._stack: list[str] = []
        self._in_heading = False
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "section":
            match = _SECTION_CLASS.search(dict(attrs).get("class") or "")
            self._stack.append(match.group(1) if match else "")
        elif tag == "h2":
            self._in_heading, self._text = True, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "section" and self._stack:
            self._stack.pop()
        elif tag == "h2" and self._in_heading:
            self._in_heading = False
            text = " ".join("".join(self._text).split())
            if text:
                key = next((k for k in reversed(self._stack) if k), "")
                self.headings.append((key, text))

    def handle_data(self, data: str) -> None:
        if self._in_heading:
            self._text.append(data)


def fold(text: str) -> str:
    """For comparing what was written with what reads back: NFKC, lower case."""
    return unicodedata.normalize("NFKC", text).lower()


def squeeze(text: str) -> str:
    """`fold`, then without any white space (so line breaks and spacing do not matter)."""
    return re.sub(r"[\s\u00ad]+", "", fold(text))
