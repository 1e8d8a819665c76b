"""Blind set 8's form grid: a 履历表-like application form (a title, a grid of label and value
cells with a photo box, then one ruled table per section: dates | employer | position, duties
in the row below) drawn operator by operator by **MuPDF's `mutool create`** from a content
stream this module writes. English in an embedded DejaVu TrueType font (WinAnsi), Chinese in a
non-embedded CID font with the UniGB-UTF16-H CMap (how older Chinese office software writes
Song), strings as UTF-16 hex, Latin runs inside Chinese lines in DejaVu at their own places;
rules and boxes as `re S`."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

W, H, LEFT, RIGHT = 595, 842, 48, 547
LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LATIN_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
_TITLES = {False: ("CURRICULUM VITAE", "Name", "Position applied for", "Email", "Phone",
                   "Address", "Web", "Photo"),
           True: ("个 人 履 历 表", "姓名", "应聘岗位", "电子邮箱", "联系电话", "现住址",
                  "个人主页", "照片")}  # fmt: skip


_METRICS: dict[bool, tuple[dict, dict, int]] = {}


def _cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def _advance(ch: str, size: float, bold: bool = False) -> float:
    """A character's advance: DejaVu's own metrics for Latin, one em for CJK (the CID font's
    default width)."""
    if _cjk(ch):
        return size
    if bold not in _METRICS:
        from fontTools.ttLib import TTFont

        font = TTFont(LATIN_BOLD if bold else LATIN)
        _METRICS[bold] = (font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm)
    cmap, hmtx, upem = _METRICS[bold]
    glyph = cmap.get(ord(ch), ".notdef")
    return size * hmtx[glyph][0] / upem


def _width(text: str, size: float, zh: bool = False, bold: bool = False) -> float:
    return sum(_advance(ch, size, bold) for ch in text)


def _runs(text: str) -> list[tuple[bool, str]]:
    out: list[tuple[bool, str]] = []
    for ch in text:
        if out and out[-1][0] == _cjk(ch):
            out[-1] = (out[-1][0], out[-1][1] + ch)
        else:
            out.append((_cjk(ch), ch))
    return out


def _latin(s: str) -> str:
    raw = s.encode("cp1252")
    return "(" + "".join(f"\\{b:03o}" if b > 126 or chr(b) in "()\\" else chr(b)
                         for b in raw) + ")"  # fmt: skip


def _wrap(text: str, size: float, width: float, zh: bool) -> list[str]:
    out, line = [], ""
    tokens = list(text) if zh else text.split(" ")
    for tok in tokens:
        trial = line + tok if zh else (f"{line} {tok}" if line else tok)
        if line and _width(trial, size, zh) > width:
            out.append(line)
            line = tok
        else:
            line = trial
    return [*out, line] if line else out


class Stream:
    def __init__(self, zh: bool):
        self.zh, self.pages, self.strings = zh, [[]], []

    def text(self, x: float, y: float, s: str, size: float = 9, bold: bool = False) -> None:
        """Latin runs in DejaVu, CJK runs in the CID font, each placed at its own advance."""
        self.strings.append(s)
        for cjk, run in _runs(s):
            if cjk:
                font, data = "Song", "<" + run.encode("utf-16-be").hex().upper() + ">"
            else:
                font, data = ("LatB" if bold else "Lat"), _latin(run)
            self.pages[-1].append(f"BT /{font} {size} Tf {x:.2f} {y:.1f} Td {data} Tj ET")
            x += _width(run, size, bold=bold and not cjk)

    def box(self, x: float, y: float, w: float, h: float) -> None:
        self.pages[-1].append(f"{x:.1f} {y:.1f} {w:.1f} {h:.1f} re S")

    def source(self) -> str:
        head = ["%%MediaBox 0 0 595 842"]
        head += [f"%%Font Lat {LATIN}", f"%%Font LatB {LATIN_BOLD}"]
        if self.zh:
            head.append("%%CJKFont Song zh-Hans H serif")
        pages = []
        for ops in self.pages:
            pages.append("\n".join([*head, "0.6 w", *ops]))
        return "\n%%PAGE\n".join(pages)


def draw(p) -> Stream:
    zh, t = p.zh, _TITLES[p.zh]
    s = Stream(zh)
    title = t[0]
    s.text((W - _width(title, 16, bold=True)) / 2, 790, title, 16, True)
    email, phone, city, *links = p.contacts
    rows = [(t[1], p.name), (t[2], p.label), (t[3], email), (t[4], phone), (t[5], city)]
    if links:
        rows.append((t[6], " ".join(links)))
    y, h = 760, 22
    for label, value in rows:
        s.box(LEFT, y - h, 110, h)
        s.box(LEFT + 110, y - h, 290, h)
        s.text(LEFT + 6, y - 15, label, 9, True)
        s.text(LEFT + 116, y - 15, value, 9)
        y -= h
    s.box(LEFT + 400, y, RIGHT - LEFT - 400, 760 - y)
    s.text(LEFT + 400 + 30, (760 + y) / 2, t[7], 9)
    y -= 24
    for sec in p.sections:
        need = 40 + 16 * (len(sec.lines) + 3 * len(sec.entries))
        if y - need < 60:
            s.pages.append([])
            y = 790
        s.text(LEFT, y, sec.heading, 11, True)
        y -= 8
        for e in sec.entries:
            org = ("，" if zh else ", ").join(x for x in (e.org, e.place) if x)
            cells = [(e.when, 120), (org, 200), (e.title, RIGHT - LEFT - 320)]
            wrapped = [_wrap(c, 8.5, w - 10, zh) for c, w in cells]
            rows_h = 13 * max(len(c) for c in wrapped) + 8
            x = LEFT
            for (_, w), lines in zip(cells, wrapped, strict=True):
                s.box(x, y - rows_h, w, rows_h)
                for n, line in enumerate(lines):
                    s.text(x + 5, y - 13 - 13 * n, line, 8.5)
                x += w
            y -= rows_h
            if e.lines:
                duty = [w for line in e.lines for w in _wrap(line, 8.5, RIGHT - LEFT - 20, zh)]
                dh = 13 * len(duty) + 8
                s.box(LEFT, y - dh, RIGHT - LEFT, dh)
                for n, line in enumerate(duty):
                    s.text(LEFT + 8, y - 13 - 13 * n, line, 8.5)
                y -= dh
        if sec.lines:
            lines = [w for line in sec.lines for w in _wrap(line, 8.5, RIGHT - LEFT - 20, zh)]
            lh = 13 * len(lines) + 8
            s.box(LEFT, y - lh, RIGHT - LEFT, lh)
            for n, line in enumerate(lines):
                s.text(LEFT + 8, y - 13 - 13 * n, line, 8.5)
            y -= lh
        y -= 22
    return s


def to_pdf(stream_source: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind8_mutool_") as temp:
        pages = stream_source.split("\n%%PAGE\n")
        paths = []
        for n, text in enumerate(pages):
            path = Path(temp) / f"page{n}.txt"
            path.write_text(text, encoding="utf-8")
            paths.append(str(path))
        out = Path(temp) / "form.pdf"
        subprocess.run(["mutool", "create", "-o", str(out), *paths], check=True,
                       capture_output=True, timeout=60)  # fmt: skip
        return out.read_bytes()
