"""An online résumé builder's page printed by Chromium's own print command with the
browser's header and footer left on (the print date and page title at the top, the file's
address and '1/2' at the foot, as a person gets who never unticks 'Headers and footers'): a
CSS grid of two columns (an aside with icon-font contact glyphs, skill meters, language
dots and certificates; a main column with job heads laid out by flexbox, employer left and
dates right), a rounded avatar of initials, headings in small caps."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import esc
from bench.parts.import_blind4.model import Page

CHROMIUM = "/usr/bin/chromium"
ICONS = ["✉", "☎", "⌂", "➦"]  # OpenSymbol glyphs: mail, phone, home, link
CSS = """
@font-face {font-family: 'Icons'; src: url('file:///usr/share/fonts/truetype/libreoffice/opens___.ttf');}
@page {size: A4; margin: 16mm 12mm}
body {font-family: %(font)s; font-size: 9.5pt; color: #2b2d42; margin: 0}
.cv {display: grid; grid-template-columns: 62mm 1fr; column-gap: 8mm}
aside {background: #edf2f4; padding: 6mm 5mm; border-radius: 4mm}
.avatar {width: 22mm; height: 22mm; border-radius: 50%%; background: #8d99ae; color: #fff;
  display: flex; align-items: center; justify-content: center; font-size: 16pt; margin-bottom: 4mm}
.ic {font-family: 'Icons'; color: #ef233c; width: 5mm; display: inline-block}
h1 {font-size: 22pt; margin: 0 0 1mm 0} .headline {color: #ef233c; font-size: 12pt}
h2 {font-variant: small-caps; font-size: 12.5pt; border-bottom: 1px solid #8d99ae;
  margin: 5mm 0 2mm 0; letter-spacing: 0.5px}
.job {display: flex; justify-content: space-between; align-items: baseline; margin-top: 2.5mm}
.when {color: #8d99ae; font-size: 8.5pt; white-space: nowrap}
.meter {height: 1.6mm; background: #d0d6dc; border-radius: 1mm; margin: 0.6mm 0 1.6mm}
.meter i {display: block; height: 100%%; background: #2b2d42; border-radius: 1mm}
.dots b {display: inline-block; width: 2mm; height: 2mm; border-radius: 50%%;
  background: #2b2d42; margin-right: 0.6mm}
ul {margin: 1mm 0 0 0; padding-left: 4.5mm} p {margin: 1mm 0}
"""


def page(p: Page) -> str:
    initials = "".join(w[0] for w in p.name.split()[:2]) if not p.zh else p.name[0]
    side = [f"<div class='avatar'>{esc(initials)}</div>"]
    side += [
        f"<p><span class='ic'>{ICONS[min(n, 3)]}</span>{esc(c)}</p>"
        for n, c in enumerate(p.contacts)
    ]
    main = [f"<h1>{esc(p.name)}</h1><div class='headline'>{esc(p.label)}</div>"]
    for s in p.sections:
        if s.key in ("skills", "languages", "certificates"):
            side.append(f"<h2>{esc(s.heading)}</h2>")
            for n, line in enumerate(s.lines):
                side.append(f"<p>{esc(line)}</p>")
                if s.key == "skills":
                    side.append(f"<div class='meter'><i style='width:{90 - 12 * n}%'></i></div>")
                if s.key == "languages":
                    side.append("<div class='dots'>" + "<b></b>" * (5 - n) + "</div>")
            continue
        main.append(f"<h2>{esc(s.heading)}</h2>")
        main += [f"<p>{esc(x)}</p>" for x in s.lines]
        for e in s.entries:
            main.append(
                f"<div class='job'><b>{esc(e.title)}</b><span class='when'>{esc(e.when)}"
                "</span></div>"
            )
            where = ", ".join(esc(x) for x in (e.org, e.place) if x)
            if where:
                main.append(f"<p><i>{where}</i></p>")
            if e.lines:
                main.append("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in e.lines) + "</ul>")
    font = "'Noto Sans CJK SC', sans-serif" if p.zh else "'DejaVu Sans', sans-serif"
    title = f"{'简历' if p.zh else 'Resume'} – {p.name}"
    return (
        f"<!DOCTYPE html><html lang='{'zh-CN' if p.zh else 'en'}'><head><meta charset='utf-8'>"
        f"<title>{esc(title)}</title><style>{CSS % {'font': font}}</style></head><body>"
        f"<div class='cv'><aside>{''.join(side)}</aside><main>{''.join(main)}</main></div>"
        "</body></html>"
    )


def print_pdf(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind6_chrome_") as temp:
        src, out = Path(temp) / "my-resume.html", Path(temp) / "out.pdf"
        src.write_text(html, encoding="utf-8")
        subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", f"--user-data-dir={temp}/profile",
             "--allow-file-access-from-files", f"--print-to-pdf={out}", src.as_uri()],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return out.read_bytes()
