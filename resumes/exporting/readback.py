"""How an exported PDF reads back to a machine (an applicant tracking system, a search index):
its text layer read by PDFium, an extractor independent of the app's importer, and the words
that came out letter-spaced ("SU M M A RY") or glued ("QualityTraining") against the words the
theme printed (issue 31).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any

from resumes.cjk import CJK
from resumes.rendering import render_resume_html

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_TAG = re.compile(r"<[^>]+>")
_LONGEST_RUN = 14


@dataclass
class Readback:
    """Words a PDF's text layer spaced apart or ran together, as they read."""

    letter_spaced: list[str] = field(default_factory=list)
    glued: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.letter_spaced and not self.glued


def pdf_text(content: bytes) -> str:
    """The text layer of a PDF as PDFium reads it, pages in order."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(content)
    try:
        pages = []
        for page in document:
            textpage = page.get_textpage()
            pages.append(textpage.get_text_range())
            textpage.close()
            page.close()
        return "\n".join(pages)
    finally:
        document.close()


def printed_text(data: dict[str, Any], *, theme: str, language: str) -> str:
    """The words a theme prints for a resume (its HTML without tags), headings included."""
    body = str(render_resume_html(data, theme=theme, language=language, standalone=True))
    body = re.sub(r"<(style|script|title)[^>]*>.*?</\1>", " ", body, flags=re.S)
    return html.unescape(_TAG.sub(" ", body))


def words(text: str) -> list[str]:
    """Latin words and digit runs, lower case (CJK text has no spaces to lose or add)."""
    return [t.lower() for t in _TOKEN.findall(text) if not CJK.search(t)]


def check(read: str, printed: str) -> Readback:
    """Letter-spaced and glued words of `read` against the vocabulary of `printed`."""
    vocabulary = set(words(printed))
    tokens = words(read)
    out = Readback()
    index = 0
    while index < len(tokens):
        run = _spaced_run(tokens, index, vocabulary)
        if run:
            out.letter_spaced.append(" ".join(tokens[index : index + run]))
            index += run
            continue
        token = tokens[index]
        if token not in vocabulary and _glued(token, vocabulary):
            out.glued.append(token)
        index += 1
    return out


def _spaced_run(tokens: list[str], start: int, vocabulary: set[str]) -> int:
    """How many tokens from `start` are the letters of one printed word spaced apart (0: none)."""
    joined = ""
    for end in range(start, min(len(tokens), start + _LONGEST_RUN)):
        piece = tokens[end]
        if len(piece) > 3:
            return 0
        joined += piece
        count = end - start + 1
        if count >= 2 and len(joined) >= 3 and joined in vocabulary:
            pieces = tokens[start : end + 1]
            if not all(p in vocabulary for p in pieces):
                return count
    return 0


def _glued(token: str, vocabulary: set[str]) -> bool:
    if len(token) < 4 or token.isdigit():
        return False
    return any(
        token[:cut] in vocabulary and token[cut:] in vocabulary for cut in range(2, len(token) - 1)
    )


def readback(content: bytes, data: dict[str, Any], *, theme: str, language: str) -> Readback:
    """The faults of an exported PDF's text layer for the resume it was made from."""
    return check(pdf_text(content), printed_text(data, theme=theme, language=language))
