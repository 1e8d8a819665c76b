"""A CV typeset with groff's **mom** macros straight to PDF (`groff -mom -Tpdf`, gropdf; set 3
used the ms macros through PostScript and ps2pdf): TYPESET print style in Times on A4, the
name centred large with the headline and the contacts joined by bullets under it, mom's
HEADING 1 headings, each entry's title and dates on one line padded apart by `.PAD`, the
employer and place in italic under it, duties as a mom BULLET list, mom's page number
'- 1 -' at the foot. English only (gropdf has no CJK fonts)."""

from __future__ import annotations

import subprocess

from bench.parts.import_blind4.model import Page


def _esc(text: str) -> str:
    text = text.replace("\\", "\\e").replace("–", "\\(en").replace("#", "\\#")
    return "\\&" + text


def source(p: Page) -> str:
    out = [
        ".PRINTSTYLE TYPESET", ".PAPER A4", ".L_MARGIN 2c", ".R_MARGIN 2c", ".T_MARGIN 2c",
        ".B_MARGIN 2c", ".PT_SIZE 10.5", ".START", ".CENTER",
        f"\\f[B]\\s[+8]{_esc(p.name)}\\s[0]\\f[P]", ".BR", _esc(p.label), ".BR",
        " \\(bu ".join(_esc(c) for c in p.contacts), ".LEFT", ".SPACE 4p",
    ]  # fmt: skip
    for section in p.sections:
        out.append(f'.HEADING 1 "{section.heading.upper()}"')
        out += [f"{_esc(line)}\n.BR" for line in section.lines]
        for e in section.entries:
            out.append(".SPACE 3p")
            if e.when:
                out.append(f'.PAD "\\f[B]{_esc(e.title)}\\f[P]#{_esc(e.when)}"')
            else:
                out += [f"\\f[B]{_esc(e.title)}\\f[P]", ".BR"]
            org = ", ".join(x for x in (e.org, e.place) if x)
            if org:
                out += [f"\\f[I]{_esc(org)}\\f[P]", ".BR"]
            if e.lines:
                out.append(".LIST BULLET")
                for line in e.lines:
                    out += [".ITEM", _esc(line)]
                out.append(".LIST OFF")
    return "\n".join(out) + "\n"


def to_pdf(src: str) -> bytes:
    done = subprocess.run(["groff", "-mom", "-Tpdf"], input=src.encode(), capture_output=True,
                          timeout=60, check=True)  # fmt: skip
    return done.stdout
