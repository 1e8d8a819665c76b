"""groff -ms -> PostScript -> PDF (ghostscript's ps2pdf), as Unix people typeset a resume:
centred name, .SH headings, company and dates on one line with a right-aligned tab, .IP
bullets, the ms macros' running page number ('- 2 -') on later pages. English only (groff's
PostScript fonts carry no CJK). 'roomy' sets 13 pt on 21 pt lines, so a long resume takes 2
or 3 pages. Returns (PDF bytes, truth)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import (
    cert_line,
    city,
    language_line,
    links,
    school_line,
    skill_lines,
    span,
    truth,
    words,
)

EN_DASH = " \u2013 "


def _t(text: str) -> str:
    text = str(text).replace("\\", "\\e").replace("'", "\\(aq")
    return "\\&" + text if text[:1] == "." else text


def source(person: dict, roomy: bool = False) -> tuple[str, dict]:
    w, b = words(person), person["basics"]
    size, vs = (13, 21) if roomy else (10, 12)
    out = [f".nr PS {size}", f".nr VS {vs}", ".nr LL 6.3i", ".nr PI 2n", ".LP", ".ps +8", ".ce"]
    out += [f"\\fB{_t(b['name'])}\\fP", ".ps", ".ce", f"\\fI{_t(b['label'])}\\fP", ".ce"]
    out += ["  |  ".join(_t(x) for x in (b["email"], b["phone"], city(person)))]
    for link in links(person):
        out += [".ce", _t(link)]
    style = "month" if roomy else "mon"

    def head(text: str) -> None:
        out.extend([".SH", text.upper(), ".LP"])

    head(w["summary"])
    out += [_t(b["summary"])]
    head(w["work"])
    for j in person["work"]:
        when = _t(span(j, style, EN_DASH, w["present"])).replace(EN_DASH, " \\(en ")
        out += [".ta 6.3iR", f"\\fB{_t(j['name'])}\\fP, {_t(j['location'])}\t{when}", ".br"]
        out += [f"\\fI{_t(j['position'])}\\fP"]
        for h in j["highlights"]:
            out += [".IP \\(bu 2n", _t(h)]
        out += [".LP"]
    head(w["education"])
    for s in person["education"]:
        out += [
            ".ta 6.3iR",
            f"\\fB{_t(s['institution'])}\\fP\t{s['startDate']} \\(en {s['endDate']}",
        ]
        out += [".br", _t(school_line(s, False)), ".sp 0.4"]
    head(w["skills"])
    for line in skill_lines(person, False):
        out += [".IP \\(bu 2n", _t(line)]
    head(w["languages"])
    out += [_t(", ".join(language_line(x, False) for x in person["languages"]))]
    head(w["certificates"])
    for c in person["certificates"]:
        out += [".IP \\(bu 2n", _t(cert_line(c, False))]
    return "\n".join(out) + "\n", truth(person)


def render(person: dict, roomy: bool = False) -> tuple[bytes, dict]:
    text, t = source(person, roomy)
    with tempfile.TemporaryDirectory() as temp:
        ps, pdf = Path(temp) / "cv.ps", Path(temp) / "cv.pdf"
        done = subprocess.run(
            ["groff", "-k", "-ms", "-Tps", "-P-pa4"],
            input=text.encode(),
            capture_output=True,
            check=True,
            timeout=60,
        )
        ps.write_bytes(done.stdout)
        subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", str(ps), str(pdf)], check=True, timeout=120)
        return pdf.read_bytes(), t
