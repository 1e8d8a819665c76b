"""Resumes printed to PDF by Chromium, the way Chrome, Google Docs and most web resume
builders make them: HTML templates of this module (a design-tool layout whose words are set
apart by position with no space glyph, letter-spaced headings, a sidebar with skill bars and
the location, a running footer on every page) and the corpus' other templates, printed by
Playwright's `page.pdf()`. The Debian `chromium` runs it (CVAGENT_CHROMIUM)."""

from __future__ import annotations

import os
from html import escape as e

from tests.resumes.importing.corpus.render_html import month_year, span

CHROMIUM = os.environ.get("CVAGENT_CHROMIUM", "/usr/bin/chromium")


def print_pdfs(pages: list[str], browser=None) -> list[bytes]:
    """Each HTML page printed to an A4 PDF by one Chromium (`browser`, a Playwright browser
    already running, or a new one)."""
    if browser is not None:
        return _print(browser, pages)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            return _print(launched, pages)
        finally:
            launched.close()


def _print(browser, pages: list[str]) -> list[bytes]:
    page = browser.new_page()
    try:
        out = []
        for html in pages:
            page.set_content(html)
            out.append(page.pdf(format="A4", print_background=True))
        return out
    finally:
        page.close()


def words(text: str) -> str:
    """Words as boxes set apart by a margin, with no space glyph between them (how design
    tools and canvas-based builders lay text out)."""
    return "".join(f"<span class=w>{e(word)}</span>" for word in text.split())


STYLE_DESIGN = """
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #222; }
.w { display: inline-block; margin-right: 0.24em; }
.wrap { display: flex; min-height: 297mm; }
aside { width: 62mm; background: #1f3a4d; color: #f4f4f4; padding: 16mm 7mm; }
main { flex: 1; padding: 16mm 11mm 20mm; }
h1 { font-size: 25pt; margin: 0; letter-spacing: 1px; }
h2 { font-size: 10pt; letter-spacing: 3.5px; text-transform: uppercase; margin: 13pt 0 5pt;
     border-bottom: 1px solid #9ab; padding-bottom: 2pt; }
.label { font-size: 12pt; letter-spacing: 2px; text-transform: uppercase; margin: 3pt 0 8pt; }
.bar { height: 4px; background: #56788f; margin: 1pt 0 5pt; } .bar i { display: block;
       height: 4px; background: #e6c36a; }
aside p { margin: 2pt 0; } .job { margin-top: 7pt; } .pos { font-weight: bold; }
.meta { color: #567; font-size: 8.5pt; } ul { margin: 2pt 0 4pt; padding-left: 12pt; }
li { margin: 1pt 0; } main p { margin: 2pt 0; }
footer { position: fixed; bottom: 6mm; left: 0; right: 0; text-align: center; font-size: 7.5pt;
         color: #888; }
"""


def designed(p: dict) -> str:
    """A design-tool template: left sidebar (contact, location, skills with bars, languages),
    letter-spaced headings, words placed by position, a footer repeated on every page."""
    b = p["basics"]
    location = ", ".join(v for v in (b["location"].get("city"), b["location"].get("region")) if v)
    side = ["<h2>Contact</h2>", f"<p>{e(b['email'])}</p>", f"<p>{e(b['phone'])}</p>"]
    side.append(f"<p>{words(location)}</p>")
    for profile in b.get("profiles", []):
        side.append(f"<p>{e(profile['url'].split('://')[-1].removeprefix('www.'))}</p>")
    side.append("<h2>Skills</h2>")
    for skill in p.get("skills", []):
        side.append(f"<p class=pos>{words(skill['name'])}</p>")
        if skill.get("keywords"):
            side.append(f"<p>{words(', '.join(skill['keywords']))}</p>")
        side.append("<div class=bar><i style='width:70%'></i></div>")
    side.append("<h2>Languages</h2>")
    for language in p.get("languages", []):
        side.append(f"<p>{words(language['language'] + ' — ' + language['fluency'])}</p>")
    main = [
        f"<h1>{words(b['name'])}</h1><p class=label>{words(b['label'])}</p>",
        f"<h2>Profile</h2><p>{words(b['summary'])}</p><h2>Experience</h2>",
    ]
    for w in p["work"]:
        dates = span(w["startDate"], w.get("endDate", ""), month_year)
        main.append(
            f"<div class=job><p class=pos>{words(w['position'])}</p>"
            f"<p>{words(w['name'] + ' | ' + w.get('location', ''))}</p>"
            f"<p class=meta>{words(dates)}</p><ul>"
            + "".join(f"<li>{words(h)}</li>" for h in w.get("highlights", []))
            + "</ul></div>"
        )
    main.append("<h2>Education</h2>")
    for ed in p["education"]:
        dates = span(ed["startDate"], ed.get("endDate", ""), month_year)
        main.append(
            f"<div class=job><p class=pos>{words(ed['studyType'] + ' in ' + ed['area'])}</p>"
            f"<p>{words(ed['institution'])}</p><p class=meta>{words(dates)}</p></div>"
        )
    footer = f"<footer>{words(b['name'] + ' · Resume')}</footer>"
    return (
        f"<html><head><meta charset=utf-8><style>{STYLE_DESIGN}</style></head><body>{footer}"
        f"<div class=wrap><aside>{''.join(side)}</aside><main>{''.join(main)}</main></div>"
        "</body></html>"
    )


def designed_expected(p: dict) -> dict:
    """What `designed` shows of a person."""
    b = p["basics"]
    keep = ("name", "label", "email", "phone", "location", "profiles", "summary")
    return {
        "basics": {k: v for k, v in b.items() if k in keep},
        "work": p["work"],
        "education": [
            {k: v for k, v in ed.items() if k != "score" and k != "courses"}
            for ed in p["education"]
        ],
        "skills": p.get("skills", []),
        "languages": p.get("languages", []),
    }
