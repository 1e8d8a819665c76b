"""A CV as a printer driver writes it: a PostScript program written here line by line (the
words of justified paragraphs spread by `widthshow`, letter-spaced headings by `ashow`,
dates right-aligned by `stringwidth`, the contact line placed word by word with its own
`moveto`s, a running header 'Name - Curriculum Vitae - Page 2' from the second page) and
distilled to PDF by Ghostscript, in the standard Times and Helvetica (URW base 35). English
only: the program reencodes its fonts to ISO Latin-1."""

from __future__ import annotations

import subprocess

from PIL import ImageFont

from bench.parts.import_blind4.model import Page

FONTS = "/usr/share/fonts/opentype/urw-base35/"
METRICS = {
    "R": "NimbusRoman-Regular.otf", "B": "NimbusRoman-Bold.otf", "I": "NimbusRoman-Italic.otf",
    "H": "NimbusSans-Bold.otf",
}  # fmt: skip
PS_FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic", "H": "Helvetica-Bold"}
LEFT, RIGHT, TOP, BOTTOM = 64, 531, 780, 70


def _ps(text: str) -> str:
    text = text.replace("–", "-").replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return "".join(c if ord(c) < 256 else "?" for c in text)


class Program:
    def __init__(self, name: str):
        self.out, self.y, self.page, self.name = [], TOP, 1, name
        self.metrics = {k: ImageFont.truetype(FONTS + v, 100) for k, v in METRICS.items()}

    def width(self, text: str, font: str, size: float) -> float:
        return self.metrics[font].getlength(text) * size / 100

    def need(self, height: float) -> None:
        if self.y - height < BOTTOM:
            self.out.append("showpage")
            self.page += 1
            self.y = TOP
            self.out.append(f"/R 8 sf {LEFT} 810 moveto ({_ps(self.name)} - Curriculum Vitae"
                            f" - Page {self.page}) show")  # fmt: skip

    def line(self, text: str, font="R", size=10.5, x=LEFT, lead=1.3, right=""):
        self.need(size * lead)
        self.y -= size * lead
        self.out.append(f"/{font} {size} sf {x} {self.y:.1f} moveto ({_ps(text)}) show")
        if right:
            self.out.append(
                f"/R {size - 1} sf ({_ps(right)}) dup stringwidth pop {RIGHT} exch sub "
                f"{self.y:.1f} moveto show"
            )

    def paragraph(self, text: str, font="R", size=10.5, x=LEFT, first=""):
        """Justified lines (the last one ragged), spread by widthshow on spaces."""
        words, lines, cur = text.split(), [], ""
        room = RIGHT - x
        for w in words:
            trial = f"{cur} {w}".strip()
            if self.width(first + trial, font, size) > room and cur:
                lines.append(cur)
                cur = w
            else:
                cur = trial
        lines.append(cur)
        for n, ln in enumerate(lines):
            self.need(size * 1.3)
            self.y -= size * 1.3
            shown = (first if n == 0 else "") + ln
            gaps = shown.count(" ")
            extra = 0 if n == len(lines) - 1 or not gaps else (
                (room - self.width(shown, font, size)) / gaps)  # fmt: skip
            self.out.append(f"/{font} {size} sf {x} {self.y:.1f} moveto "
                            f"{extra:.3f} 0 32 ({_ps(shown)}) widthshow")  # fmt: skip

    def words(self, text: str, size=9.5):
        """One moveto per word, as some drivers place them."""
        self.need(size * 1.4)
        self.y -= size * 1.4
        x = LEFT + (RIGHT - LEFT - self.width(text, "R", size)) / 2
        for w in text.split(" "):
            self.out.append(f"/R {size} sf {x:.2f} {self.y:.1f} moveto ({_ps(w)}) show")
            x += self.width(w, "R", size) + self.width(" ", "R", size) * 1.4

    def heading(self, text: str):
        self.need(30)
        self.y -= 20
        self.out.append(f"/H 10 sf {LEFT} {self.y:.1f} moveto 1.6 0 ({_ps(text.upper())}) ashow")
        self.out.append(f"0.6 setlinewidth {LEFT} {self.y - 3:.1f} moveto {RIGHT} "
                        f"{self.y - 3:.1f} lineto stroke")  # fmt: skip
        self.y -= 4


def program(p: Page) -> str:
    prog = Program(p.name)
    prog.y -= 6
    prog.line(p.name, "B", 20, x=LEFT + (RIGHT - LEFT - prog.width(p.name, "B", 20)) / 2)
    prog.line(p.label, "I", 12, x=LEFT + (RIGHT - LEFT - prog.width(p.label, "I", 12)) / 2)
    prog.words(" | ".join(p.contacts))
    for s in p.sections:
        prog.heading(s.heading)
        for text in s.lines:
            prog.paragraph(text)
        for e in s.entries:
            prog.y -= 4
            prog.line(e.org or e.title, "B", 10.5, right=e.when)
            if e.org:
                prog.line(", ".join(x for x in (e.title, e.place) if x), "I", 10.5)
            for x in e.lines:
                prog.paragraph(x, x=LEFT + 14, first="")
                prog.out.append(f"/R 10.5 sf {LEFT + 4} {prog.y:.1f} moveto (-) show")
    head = (
        "%!PS-Adobe-3.0\n%%Creator: PSCRIPT5.DLL\n%%Title: resume.doc\n"
        "/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse }"
        " forall /Encoding ISOLatin1Encoding 256 array copy dup 45 /hyphen put def currentdict end"
        " definefont pop } def\n"
        + "".join(f"/{k}F /{v} reenc\n" for k, v in PS_FONTS.items())
        + "/sf { exch dup length 1 eq { 1 string cvs (F) concatstrings cvn } if findfont "
        "exch scalefont setfont } def\n"
    )
    return head + "\n".join(prog.out) + "\nshowpage\n%%EOF\n"


def distil(program_text: str) -> bytes:
    return subprocess.run(
        ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-sPAPERSIZE=a4",
         "-sOutputFile=-", "-"],
        input=program_text.encode("latin-1"), capture_output=True, check=True, timeout=120,
    ).stdout  # fmt: skip
