"""The layout every parser produces: lines of text in reading order, with what the source
said about them (font size, bold, heading level, list item, indentation, column, page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

BULLET_CHARS = "•·▪▫■□◦●○◆◇►▶➢➤✓✔❖⁃∙‣-–—*+>"
# Icon glyphs before a contact line or a list item (layout family: design-tool templates,
# whose ✉ ☎ ⌂ or icon-font glyphs stand where a bullet would): arrows, technical and misc
# symbols, shapes, dingbats, an icon font's private-use characters, emoji.
ICONS = "\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\ue000-\uf8ff\U0001f300-\U0001faff"
BULLET = re.compile(
    rf"^\s*(?:[{ICONS}]\ufe0f?|"
    r"[•·▪▫■□◦●○◆◇►▶➢➤✓✔❖⁃∙‣]|[-–—*+>](?=\s)|\d{1,2}[.)](?=\s)|[a-z][.)](?=\s)"
    # A typed "o" before a capital (fixed-width CVs, Word's second-level "o" in Courier).
    r"|o(?=\s+[A-Z]))\s*"
)
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


@dataclass
class Part:
    """A piece of a line set apart by a wide gap, a tab or a table cell."""

    text: str
    x0: float = 0.0
    x1: float = 0.0
    bold: bool = False
    size: float = 0.0
    # The weight of its first and last letters (PDF), None where unknown: a wrapped title's
    # rest starts in the weight the line before ended in.
    first_bold: bool | None = None
    last_bold: bool | None = None

    @property
    def starts_bold(self) -> bool:
        return self.bold if self.first_bold is None else self.first_bold

    @property
    def ends_bold(self) -> bool:
        return self.bold if self.last_bold is None else self.last_bold


@dataclass
class Line:
    parts: list[Part]
    page: int = 0
    top: float = 0.0
    bottom: float = 0.0
    x0: float = 0.0
    x1: float = 0.0
    size: float = 0.0
    bold: bool = False
    italic: bool = False
    heading: int = 0  # explicit heading level (Markdown "#", Word "Heading N"); 1 for a title
    title: bool = False  # Word's Title style, Markdown's single "#", or the largest PDF text
    bullet: bool = False  # a list item (its marker already removed)
    marker_x0: float | None = None  # where its list marker stood, set apart by a tab (PDF)
    reach: float | None = None  # how far its column's cell reaches, where the text does not tell
    level: int = 0  # list nesting
    indent: float = 0.0  # x0 from the left edge of its column (PDF)
    block_start: bool = False  # a blank line or paragraph space before it
    continues: bool = False  # the wrapped rest of the line before (PDF)
    column: int = 0
    table: bool = False
    furniture: bool = False  # a page number or running header/footer: source text only
    source: list[str] = field(default_factory=list)  # original text lines it was made from
    # After a wrapped title is joined (PDF): its last row's text end, the x its row could
    # reach, and its characters.
    row: tuple[float, float, int] | None = None

    @property
    def text(self) -> str:
        return join_texts(part.text for part in self.parts)


def join_texts(texts) -> str:
    out = ""
    for text in texts:
        text = text.strip()
        if not text:
            continue
        if not out:
            out = text
        elif _CJK.match(text[0]) and _CJK.match(out[-1]):
            out += " " + text
        else:
            out += " " + text
    return out


def join_wrapped(first: str, second: str) -> str:
    """Two pieces of one wrapped line: no space between CJK characters, a hyphen joins."""
    first, second = first.rstrip(), second.lstrip()
    if not first:
        return second
    if not second:
        return first
    if _CJK.match(first[-1]) or _CJK.match(second[0]):
        return first + second
    if first.endswith("\u00ad"):
        return first[:-1] + second  # a typesetter's hyphen (`hyphens.mark_soft_hyphens`)
    if first.endswith("-") and len(first) > 1 and first[-2].isalnum():
        # A line broken after a hyphen ("15-" / "minute"): the hyphen stays, no space.
        return first + second
    return first + " " + second


def strip_bullet(text: str) -> tuple[str, bool]:
    match = BULLET.match(text)
    if match and match.end() < len(text):
        return text[match.end() :].strip(), True
    return text, False


def plain_line(text: str, **attrs) -> Line:
    line = Line(parts=[Part(text)], **attrs)
    line.source = [text]
    return line


def is_cjk(ch: str) -> bool:
    return bool(_CJK.match(ch))
