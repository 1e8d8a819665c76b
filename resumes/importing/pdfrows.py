"""PDF characters to the pieces of a row: rows by baseline, then pieces by the gaps between
characters (word spaces, letter-spacing, justified rows, ideographic cell gaps), each with its
text, box, size and boldness. `pdflayout` puts the pieces into columns and lines."""

from __future__ import annotations

import itertools
import re
import statistics
from dataclasses import dataclass

from resumes.importing.lexicon import looks_like_place, section_of
from resumes.importing.lines import is_cjk

_SEPARATORS = (",", "，", "、", "·", "•", "|", "–", "—", "-", "/")
_FUNCTION_WORDS = {"of", "and", "in", "the", "to", "for", "with", "a", "an", "at", "on", "by"}
FULL_WIDTH = re.compile(r"[\u3000-\u303f\uff00-\uffef]")
# A gap between advance boxes wider than this (in font sizes) beyond the row's letter gap is
# a word space: letters of a word touch (kerning moves them by a few hundredths), a space
# glyph is 0.2-0.33 of the size.
_WORD_GAP = 0.1
_WORD_GAP_SPACED = 0.2  # on a page that writes its spaces (`_writes_spaces`)
# CJK characters are set solid: a gap of more than half a character between two of them is
# an ideographic space (U+3000), which an info grid's cell puts between its fields
# ("公司　职位　城市"): the pieces are parts of the line, as table cells are.
_CJK_CELL_GAP = 0.6


@dataclass
class Char:
    text: str
    x0: float
    x1: float
    y: float  # baseline, from the top of the page
    size: float
    bold: bool
    italic: bool
    generated: bool = False


@dataclass
class Segment:
    chars: list[Char]
    text: str
    x0: float
    x1: float
    y: float
    size: float
    bold: bool
    italic: bool


def row_segments(chars: list[Char], *, measured: bool = False) -> list[Segment]:
    """Characters grouped by baseline, then split where a gap is wider than about a word space
    (and, in a PDF's own text, at an ideographic space; OCR's CJK word boxes have gaps)."""
    ordered = sorted((c for c in chars), key=lambda c: (round(c.y, 1), c.x0))
    rows: list[list[Char]] = []
    for char in sorted(ordered, key=lambda c: c.y):
        if rows and abs(rows[-1][-1].y - char.y) <= max(1.0, 0.3 * (char.size or 10)):
            rows[-1].append(char)
        else:
            rows.append([char])
    segments = []
    word_gap = _WORD_GAP_SPACED if _writes_spaces(chars) else _WORD_GAP
    for row in rows:
        row.sort(key=lambda c: c.x0)
        row = _respace(row, word_gap)
        split_at = _split_gap(row)
        current: list[Char] = []
        text = ""
        last_x1 = None
        for char in row:
            size = char.size or 10
            if char.text.isspace():
                if current and not text.endswith(" "):
                    text += " "
                continue
            if current and last_x1 is not None:
                gap = char.x0 - last_x1
                if gap > split_at * size or (
                    not measured
                    and gap > _CJK_CELL_GAP * size
                    and _cjk_pair(current[-1].text[-1], char.text[0])
                ):
                    segments.append(_segment(current, text))
                    current, text = [], ""
            current.append(char)
            text += char.text
            last_x1 = char.x1
        if current:
            segments.append(_segment(current, text))
    return [piece for segment in segments for piece in _place_set_smaller(segment)]


def _place_set_smaller(segment: Segment) -> list[Segment]:
    """Layout family: Typst and LaTeX-like CV templates that set an entry's place after its
    employer in a smaller size ("Kilbrack Electrical Contractors" then "Cork" at 8.5 pt
    beside 9.5 pt): the place is a piece of its own. Only a run that names a place."""
    chars = segment.chars
    if len(chars) < 4 or not chars[0].size:
        return [segment]
    small = len(chars)
    while small > 0 and chars[small - 1].size < 0.93 * chars[0].size:
        small -= 1
    smaller = any(c.size < 0.93 * chars[0].size for c in chars[:small])
    if small == len(chars) or small < 2 or smaller:
        return [segment]
    tail = len(chars) - small
    cut = len(segment.text)
    while tail:
        cut -= 1
        if not segment.text[cut].isspace():
            tail -= 1
    head, place = segment.text[:cut], segment.text[cut:]
    words = place.split()
    # A known place, or a town the lexicon lacks: one to three capitalised words.
    town = 0 < len(words) <= 3 and all(w[:1].isupper() and w.isalpha() for w in words)
    if not head.strip() or not (looks_like_place(place) or town):
        return [segment]
    return [_segment(chars[:small], head), _segment(chars[small:], place)]


def _split_gap(row: list[Char]) -> float:
    """How wide a gap (in font sizes) sets two pieces of a row apart: about one size, more in
    a justified row whose word spaces are all stretched alike."""
    visible = [c for c in row if not c.text.isspace()]
    gaps = sorted(
        (b.x0 - a.x1) / (a.size or 10)
        for a, b in itertools.pairwise(visible)
        if (b.x0 - a.x1) > 0.2 * (a.size or 10)
    )
    if len(gaps) >= 3 and gaps[-1] >= 1.0 and gaps[-1] < gaps[0] * 1.6:
        # Every space alike: justified prose (words end in commas and stops) keeps its
        # words together; a row of tags ("Python   Django   Go") is split at each gap.
        words = "".join(
            c.text if (b.x0 - c.x1) <= 0.2 * (c.size or 10) else c.text + " "
            for c, b in zip(visible, [*visible[1:], visible[-1]], strict=False)
        ).split()
        prose = any(w[-1] in ",.;:，。；：—–-|" or w.lower() in _FUNCTION_WORDS for w in words)
        if prose:
            return max(1.0, gaps[-1] * 1.01)
    # Layout family: xhtml2pdf and design templates that set an entry's employer, place and
    # dates apart on one row by gaps under a font size but far wider than its word spaces
    # ("De Havenkrant    Rotterdam    Jun 2020 – Present"): those gaps set pieces apart.
    words = [g for g in gaps if g < 0.45]
    wide = [g for g in gaps if g >= 0.6]
    spaced = len(gaps) > 0.4 * len(visible)  # letter-spaced (small caps): no word gaps to go by
    if (
        not spaced
        and len(words) >= 2
        and 0 < len(wide) <= 3
        and min(wide) >= 2.5 * statistics.median(words)
    ):
        return 0.6
    return 1.0


def _cjk_pair(before: str, after: str) -> bool:
    """No space is read between CJK characters, nor after CJK punctuation."""
    if FULL_WIDTH.match(before):
        return True
    return is_cjk(before) and is_cjk(after)


def _writes_spaces(chars: list[Char]) -> bool:
    """Whether the page writes its word spaces as glyphs (not PDFium's guesses). Such a
    page's words are set apart by those glyphs; a gap between letters is a word gap only
    when about a space wide. Layout family: Pango/cairo prints (GTK programs, Firefox on
    Linux), whose hinted glyph origins sit on a whole-point grid, so letters of small type
    (a 6.5 pt e-mail address in a sidebar) part by up to a point: "www.linked in.com"."""
    written = sum(1 for c in chars if c.text == " " and not c.generated)
    return written >= 10 and written >= 0.03 * len(chars)


def _respace(row: list[Char], word_gap: float = _WORD_GAP) -> list[Char]:
    """A row's characters with a space wherever a reader sees one: at a space glyph, or at a
    gap between two glyphs' advance boxes wider than the row's usual gap between letters.
    Many PDFs (Chromium, Google Docs, design tools) set words apart by position with no space
    glyph; letter-spaced text ("E X P E R I E N C E") has wide gaps between all its letters,
    so the usual gap is the baseline a word gap must exceed. PDFium's own guessed spaces are
    not used: they fall between the letters of letter-spaced words."""
    visible = [c for c in row if not c.generated]
    out: list[Char] = []
    row_gaps = _letter_gaps(_runs(visible), {})
    for run in _runs(visible):
        baselines = _letter_gaps([run], row_gaps)
        if len({round(c.size) for c in run if not c.text.isspace()}) > 1:
            # Synthetic small caps (Chromium's `font-variant: small-caps`: a lower-case
            # letter drawn as a smaller capital) scale each glyph's box, so letters of a word
            # overlap or part by a point either way: below zero is no usual gap there.
            baselines = {style: max(gap, 0.0) for style, gap in baselines.items()}
        for char in run:
            if out and not char.text.isspace() and not out[-1].text.isspace():
                before = out[-1]
                size = before.size or char.size or 10
                # The gap after a letter is measured from its box's right edge, which a
                # slanted letter pushes past its advance: the letter before sets the baseline.
                baseline = baselines[_style(before)]
                gap = char.x0 - before.x1
                if gap > baseline + word_gap * size and not _cjk_pair(
                    before.text[-1], char.text[0]
                ):
                    out.append(
                        Char(" ", before.x1, before.x1, char.y, char.size, False, False, True)
                    )
            out.append(char)
    return out


def _style(char: Char) -> tuple[bool, bool]:
    return (char.bold, char.italic)


def _letter_gaps(
    runs: list[list[Char]], fallback: dict[tuple[bool, bool], float]
) -> dict[tuple[bool, bool], float]:
    """The usual gap between letters (in points) of each style in a run: a row mixes upright,
    bold and italic words, each with its own. Italic and oblique glyphs (a synthetic italic
    above all: Chromium slants a font that has none, such as a CJK font's Latin letters)
    overhang their advance, so letters of a word overlap by a steady amount and the usual gap
    is below zero; letter-spacing (small caps too, whose letters differ in size) is a steady
    gap in points. A run of too few letters of a style (a short word the row's letter-spacing
    set apart as a run of its own: small caps' "a n d") takes the row's usual gap."""
    gaps: dict[tuple[bool, bool], list[float]] = {}
    for run in runs:
        for a, b in itertools.pairwise(run):
            if not a.text.isspace() and not b.text.isspace() and _style(a) == _style(b):
                if _cjk_pair(a.text[-1], b.text[0]) or _cjk_pair(b.text[0], a.text[-1]):
                    continue  # CJK boxes overlap or spread (justified rows): not letters'
                gaps.setdefault(_style(a), []).append(b.x0 - a.x1)
    # The lower quartile, not the median: in a row of short words (a phone number's digit
    # groups, "+33 6 12 34") word gaps are as many as letter gaps. Italic takes the median:
    # a true italic's f, ff and a reach far over the next letter (Writer's serif italic),
    # so its lower quartile is the deepest overhang and a plain letter gap looks like a space.
    return {
        style: sorted(gaps[style])[len(gaps[style]) // (2 if style[1] else 4)]
        if len(gaps.get(style, ())) >= 3
        else fallback.get(style, 0.0)
        for style in itertools.product((False, True), repeat=2)
    }


def _runs(chars: list[Char]) -> list[list[Char]]:
    """A row cut where a gap is wider than any letter-spacing (a column, a tab stop): each
    run has its own letter gap (a letter-spaced heading beside a paragraph)."""
    runs: list[list[Char]] = []
    last = None
    for char in chars:
        if last is not None and char.x0 - last.x1 < 0.8 * (last.size or 10):
            runs[-1].append(char)
        else:
            runs.append([char])
        if not char.text.isspace():
            last = char
    return runs


def _segment(chars: list[Char], text: str) -> Segment:
    visible = [c for c in chars if not c.text.isspace()] or chars
    sizes = [round(c.size, 1) for c in visible]
    return Segment(
        chars=chars,
        text=text.strip(),
        x0=min(c.x0 for c in visible),
        x1=max(c.x1 for c in visible),
        y=statistics.median(c.y for c in visible),
        size=max(set(sizes), key=sizes.count),
        bold=sum(c.bold for c in visible) * 2 > len(visible),
        italic=sum(c.italic for c in visible) * 2 > len(visible),
    )


def bold_lead(segment: Segment) -> list[Segment]:
    """A piece whose first words are bold and the rest regular is two pieces: Europass (and
    many HTML-printed CVs) set "Senior Nurse City Hospital" as a bold position and a regular
    employer on one row with a plain word space between them; a Chinese job site's export, a
    bold employer and its regular city, with no space read between the two. A separator
    already parts them ("Employer, City", HTML-printed CVs' "Nurse · Mercy Hospital"): one
    piece, whose separator the entry's reading splits at, as it splits a wrapped row's."""
    chars = segment.chars
    letters = [i for i, c in enumerate(chars) if c.text.isalpha() and not c.generated]
    if len(letters) < 4 or not chars[letters[0]].bold or chars[letters[-1]].bold:
        return [segment]
    cut = next(i for i in letters if not chars[i].bold)
    if any(chars[i].bold for i in letters if i > cut) or sum(i < cut for i in letters) < 2:
        return [segment]
    shown = sum(len(c.text) for c in chars[:cut])
    seen = 0
    for at, letter in enumerate(segment.text):
        if seen == shown:
            if letter != " " and not (_cjk_pair(segment.text[at - 1], letter) and at):
                return [segment]  # the style changes inside a word (Chinese has no spaces)
            if segment.text[:at].rstrip().endswith(_SEPARATORS):
                return [segment]  # "Employer, City": the comma already parts them
            return [
                _segment(chars[:cut], segment.text[:at]),
                _segment(chars[cut:], segment.text[at:]),
            ]
        seen += letter != " "
    return [segment]


def bold_leads(segments: list[Segment]) -> list[Segment]:
    """Each piece's bold lead set apart (`bold_lead`), save where the lead is the rest of a
    bold row wrapped above it: HTML-printed CVs (wkhtmltopdf, Chromium, WeasyPrint themes)
    whose bold position is too long for its cell wrap it, and the regular employer follows
    the position's last words ("Senior Charge Nurse and Team Lead for" / "Quality Bayview
    Medical"). The lead joins the row above (the position whole); the rest is the employer."""
    out: list[Segment] = []
    for segment in sorted(segments, key=lambda s: (s.y, s.x0)):
        pieces = bold_lead(segment)
        above = _wrapped_above(out, *pieces) if len(pieces) == 2 else None
        if above is None:
            out.extend(pieces)
            continue
        lead = pieces[0]
        out[out.index(above)] = Segment(
            chars=above.chars + lead.chars,
            text=f"{above.text} {lead.text}",
            x0=above.x0,
            x1=max(above.x1, lead.x1),
            y=above.y,
            size=above.size,
            bold=True,
            italic=above.italic,
        )
        out.append(pieces[1])
    return out


def _wrapped_above(out: list[Segment], lead: Segment, rest: Segment) -> Segment | None:
    """The bold row whose wrapped rest `lead` is: the nearest row above, at the lead's left
    edge and size, bold to its end, no heading, not ending a sentence, and filled (at least
    half as wide as the lead's row: a short bold label above is a row of its own)."""
    near = [
        s
        for s in out
        if 0 < lead.y - s.y <= 1.6 * max(lead.size, 1)
        and abs(s.x0 - lead.x0) <= 2
        and abs(s.size - lead.size) <= 0.6
    ]
    if not near:
        return None
    above = max(near, key=lambda s: s.y)
    letters = [c for c in above.chars if c.text.isalnum()]
    if (
        not letters
        or not all(c.bold for c in letters)
        or above.text.rstrip().endswith((".", ":", ";", "!", "?", "。", "：", ")"))
        or section_of(above.text)
        or above.x1 - above.x0 < 0.5 * (rest.x1 - lead.x0)
    ):
        return None
    return above


def overflow_split(segment: Segment, edge: float) -> list[Segment]:
    """A sidebar's row run on into the main column, over the text set there on the same
    baseline: the run of characters that starts at the main column's left edge, each
    touching the one before in one size, is a piece of its own, the sidebar's characters
    another, where the two runs' glyphs are drawn over each other or what starts at the
    edge is a section heading. Layout family: design templates printed by xhtml2pdf and the
    like, whose Chinese sidebar rows overflow their cell ("…预算控制" over "工作经历")."""
    chars = sorted((c for c in segment.chars if not c.generated), key=lambda c: c.x0)
    start = next((c for c in chars[1:] if abs(c.x0 - edge) <= 1.0 and c.text.strip()), None)
    if start is None:
        return [segment]
    run = [start]
    while True:
        last = run[-1]
        near = [
            c
            for c in chars
            if c not in run
            and round(c.size, 1) == round(start.size, 1)
            and -0.6 <= c.x0 - last.x1 <= 0.3 * (c.size or 10)
        ]
        if not near:
            break
        run.append(min(near, key=lambda c: abs(c.x0 - last.x1)))
    rest = [c for c in chars if c not in run]
    size = start.size or 10
    end = max(c.x1 for c in run)
    if not any(start.x0 <= c.x0 < end - 0.6 for c in rest):
        # No glyph drawn over the run: the words after it on the row are the main column's
        # too ("Straits" then "Pacific Airways · Singapore", a word space apart).
        run += [c for c in rest if c.x0 >= start.x0]
        rest = [c for c in rest if c.x0 < start.x0]
    tail = "".join(c.text for c in run)
    overlap = any(c.x1 - start.x0 > 0.2 * size for c in rest)
    # A sidebar row ending short of the main column's edge, wider apart than a word space
    # from the text that starts there (layout family: SVG design pages, a long web address).
    apart = bool(rest) and start.x0 - max(c.x1 for c in rest) >= 0.6 * size
    if not rest or not (overlap or apart or section_of(tail)):
        return [segment]
    return row_segments(rest) + row_segments(sorted(run, key=lambda c: c.x0))
