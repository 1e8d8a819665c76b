"""Plain text and Markdown to lines: headings, list items, bold lines, blank-line blocks."""

from __future__ import annotations

import codecs
import re

from resumes.importing.email_text import mark_email
from resumes.importing.errors import ParseFailure
from resumes.importing.lines import Line, Part, strip_bullet
from resumes.importing.texttables import untabled

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_RULE = re.compile(r"^\s*(?:[-*_=]\s*){3,}$")
# A heading underlined with tildes (layout family: plain-text resumes in e-mail bodies).
_TILDES = re.compile(r"^\s*~{3,}\s*$")
_ATX = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\(<?([^)>\s]*)>?(?:\s+\"[^\"]*\")?\)")
_MD_AUTOLINK = re.compile(r"<((?:https?://|mailto:)[^>]+)>")
_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_MD_EM = re.compile(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])")
_MD_CODE = re.compile(r"`([^`]*)`")
_MD_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>~])")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# Cells apart: tabs, three spaces, or an ideographic space (layout family: Chinese text
# typed in an e-mail or a text editor, "2017.07 - 2021.03　广州木子装饰　设计师").
_SPLIT_GAP = re.compile(r"\t+| {3,}|[ \t]*\u3000[ \u3000\t]*")


def bom_decoded(data: bytes) -> str | None:
    """The text as its byte order mark says to read it; None without one (or if it lies)."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                return None
    return None


def decode_text(data: bytes) -> str:
    """Text from bytes: a byte order mark decides, else UTF-8, else GB18030 (Chinese Windows)."""
    if (text := bom_decoded(data)) is not None:
        return text
    if data[:200].count(b"\x00") > 20:
        for encoding in ("utf-16-le", "utf-16-be"):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                continue
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("gb18030")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def clean_text(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n")
    return "".join(
        ch for ch in text if ch in "\n\t" or (ord(ch) >= 32 and not 0xD800 <= ord(ch) <= 0xDFFF)
    )


def _screen_reader_copies(raw_lines: list[str]) -> list[str]:
    """A web page selected and copied in a browser (layout family: LinkedIn and job sites'
    profile pages) repeats each title and date as the screen reader's hidden text, the copy
    right under the line: where three or more lines are so repeated, the copies go (the
    source text keeps them)."""
    repeated = [
        i
        for i in range(1, len(raw_lines))
        if raw_lines[i].strip() and raw_lines[i].strip() == raw_lines[i - 1].strip()
    ]
    if len(repeated) < 3:
        return raw_lines
    drop = set(repeated)
    return [line for i, line in enumerate(raw_lines) if i not in drop]


def text_lines(text: str) -> list[Line]:
    """Pasted or saved plain text: one line per line, blank lines start blocks."""
    lines: list[Line] = []
    blank = True
    raw_lines = _screen_reader_copies(clean_text(text).split("\n"))
    for raw_line, source, furniture in untabled(raw_lines):
        if not raw_line.strip():
            blank = True
            continue
        if _RULE.match(raw_line) or _TILDES.match(raw_line):
            # "Experience" underlined with ===, --- or ~~~ is a heading.
            if lines and not blank and raw_line.strip()[0] in "=-~" and not lines[-1].heading:
                lines[-1].heading = 1 if raw_line.strip()[0] == "=" else 2
            blank = True
            continue
        indent = len(raw_line) - len(raw_line.lstrip(" \t"))
        content, bullet = strip_bullet(raw_line.strip())
        parts = [Part(piece.strip()) for piece in _SPLIT_GAP.split(content) if piece.strip()]
        line = Line(parts=parts or [Part(content)], bullet=bullet, indent=float(indent))
        line.block_start = blank and bool(lines)
        line.level = 1 if indent >= 2 and bullet else 0
        line.source = source
        line.furniture = furniture
        if not lines:
            line.title = True
        lines.append(line)
        blank = False
    if not lines:
        raise ParseFailure("empty")
    return mark_email(lines)


def markdown_lines(text: str) -> list[Line]:
    """Markdown: "#" headings, list items, **bold** lines, tables; inline markup removed."""
    lines: list[Line] = []
    blank = True
    for raw_line in clean_text(text).split("\n"):
        if not raw_line.strip():
            blank = True
            continue
        # A setext underline ("======" under the name, "------" under a heading); a table's
        # rule row ("|---|---|") holds a pipe. ("======" read as text became the headline.)
        if _RULE.match(raw_line) and "|" not in raw_line:
            if lines and not blank and raw_line.strip()[0] in "=-" and not lines[-1].heading:
                lines[-1].heading = 1 if raw_line.strip()[0] == "=" else 2
                lines[-1].title = lines[-1].heading == 1 and len(lines) == 1
            blank = True
            continue
        if _TABLE_RULE.match(raw_line):
            continue
        stripped = raw_line.strip()
        while stripped.startswith(">"):
            stripped = stripped[1:].strip()
        heading = 0
        atx = _ATX.match(stripped)
        if atx:
            heading, stripped = len(atx.group(1)), atx.group(2)
        indent = len(raw_line) - len(raw_line.lstrip(" \t"))
        bullet = False
        if not heading:
            stripped, bullet = strip_bullet(stripped)
        whole_bold = bool(re.fullmatch(r"(\*\*|__)(.+)\1[:：]?", stripped.strip()))
        whole_em = bool(re.fullmatch(r"([*_])(?!\1)(.+)\1", stripped.strip()))
        if stripped.startswith("|") and stripped.endswith("|"):
            cells = [inline(c) for c in stripped.strip("|").split("|")]
            parts = [Part(c) for c in cells if c]
        else:
            content = inline(stripped)
            parts = [Part(content, bold=whole_bold)]
        if not any(p.text for p in parts):
            continue
        line = Line(
            parts=parts,
            heading=heading,
            bullet=bullet,
            bold=whole_bold,
            italic=whole_em,
            indent=float(indent),
            level=indent // 2 if bullet else 0,
        )
        line.title = heading == 1
        line.block_start = blank and bool(lines)
        line.source = [line.text]
        lines.append(line)
        blank = False
    if not lines:
        raise ParseFailure("empty")
    return lines


def inline(text: str) -> str:
    """Markdown inline markup removed: links keep their text (and the address when it is
    not the text itself), emphasis and code marks go, escapes are undone."""

    def link(match: re.Match) -> str:
        label, url = match.group(1).strip(), match.group(2).strip()
        bare = re.sub(r"^(https?://)?(www\.)?", "", url).rstrip("/")
        if not url or url.startswith(("mailto:", "tel:", "#")) or bare in label or not label:
            return label or bare
        return f"{label} ({url})"

    text = _MD_LINK.sub(link, text)
    text = _MD_AUTOLINK.sub(lambda m: m.group(1).removeprefix("mailto:"), text)
    text = _MD_CODE.sub(r"\1", text)
    for _ in range(2):
        text = _MD_STRONG.sub(r"\2", text)
        text = _MD_EM.sub(r"\2", text)
    text = _MD_ESCAPE.sub(r"\1", text)
    return re.sub(r"\s+", " ", text).strip()
