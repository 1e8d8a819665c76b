"""LinkedIn "Save to PDF"-like profiles (people of `linkedin_people.py`, `linkedin_people_zh.py`)
made by three engines:
Chromium printing an HTML page whose sidebar floats left of the main column (the footer
"Page 1 of 3" from Chromium's own footer template), WeasyPrint laying out the same page (its
footer from the page's margin box), and reportlab drawing the same structure on a canvas
(`linkedin_canvas.py`: the main column drawn before the sidebar, so the glyph order
differs), each with its ground truth (what the PDF shows, as JSON Resume).

    .venv/bin/python -m bench.parts.linkedin_render --out var/linkedin-pdf   # write the files
"""

from __future__ import annotations

import argparse
import json
from html import escape as e
from pathlib import Path
from typing import Any

from bench.parts import linkedin_people
from bench.parts.linkedin_people_zh import VARIANT_PROFILES
from resumes.importing.lines import is_cjk

PROFILES = [*linkedin_people.PROFILES, *VARIANT_PROFILES]
NOW = (2025, 11)
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]  # fmt: skip
HEADS = {
    "en": {"contact": "Contact", "skills": "Top Skills", "languages": "Languages",
           "certs": "Certifications", "awards": "Honors-Awards", "pubs": "Publications",
           "summary": "Summary", "work": "Experience", "education": "Education"},
    "zh": {"contact": "联系方式", "skills": "主要技能", "languages": "语言", "certs": "证书",
           "awards": "荣誉奖项", "pubs": "出版作品", "summary": "简介", "work": "工作经历",
           "education": "教育经历"},
}  # fmt: skip
# Chinese profiles vary their headings the way LinkedIn's Chinese UI does.
HEADS_ZH_ALT = {"certs": "Certifications", "summary": "概要", "work": "经历"}
ENGINES = ("chromium", "chromium-grid", "reportlab", "weasyprint")


def _months(start: str, end: str | None) -> int:
    sy, sm = int(start[:4]), int(start[5:7])
    ey, em = (int(end[:4]), int(end[5:7])) if end else NOW
    return ey * 12 + em - (sy * 12 + sm) + 1


def duration(months: int, lang: str, form: str = "") -> str:
    """ "5 years 9 months", "5年 9个月"; Chinese forms of other versions: "spaced" (5 年 9
    个月), "tight" (5年9个月)."""
    years, rest = divmod(months, 12)
    if lang == "zh":
        gap = " " if form == "spaced" else ""
        pieces = (f"{years}{gap}年" if years else "", f"{rest}{gap}个月" if rest else "")
        return ("" if form == "tight" else " ").join(p for p in pieces if p)
    out = []
    if years:
        out.append(f"{years} year{'s' if years > 1 else ''}")
    if rest:
        out.append(f"{rest} month{'s' if rest > 1 else ''}")
    return " ".join(out)


def _month(value: str | None, lang: str, form: str = "") -> str:
    """ "March 2019", "2019年3月"; Chinese forms of other versions and UI languages: "now"
    (现在 for 至今), "spaced" (2019年 3月), "month-first" (3月 2019)."""
    if value is None:
        return ("现在" if form in ("now", "month-first") else "至今") if lang == "zh" else "Present"
    y, m = int(value[:4]), int(value[5:7])
    if lang != "zh":
        return f"{MONTHS[m - 1]} {y}"
    return {"spaced": f"{y}年 {m}月", "month-first": f"{m}月 {y}"}.get(form, f"{y}年{m}月")


def _span(r: dict[str, Any], p: dict[str, Any]) -> str:
    """A role's date line in the profile's interface language and version."""
    ui, form = p.get("ui", p["lang"]), p.get("date", "")
    span = f"{_month(r['start'], ui, form)} - {_month(r['end'], ui, form)}"
    months = duration(_months(r["start"], r["end"]), ui, p.get("duration", ""))
    return f"{span} · {months}" if p.get("duration") == "tight" else f"{span} ({months})"


def blocks(p: dict[str, Any], variant: int) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(sidebar, main): each a list of (style, text) lines in reading order."""
    lang = p.get("ui", p["lang"])  # the interface's language: headings, dates, labels
    h = dict(HEADS[lang])
    if lang == "zh" and variant % 2:
        h.update(HEADS_ZH_ALT)
    h.update(p.get("heads", {}))
    side: list[tuple[str, str]] = [("side_head", h["contact"])]
    if p["phone"]:
        side.append(("side", f"{p['phone']} ({'手机' if lang == 'zh' else 'Mobile'})"))
    side.append(("side", p["email"]))
    side.append(("side", f"www.linkedin.com/in/{p['handle']} (LinkedIn)"))
    if p["website"]:
        side.append(("side", f"{p['website']} ({'个人' if lang == 'zh' else 'Personal'})"))
    side.append(("side_head", h["skills"]))
    side += [("side", s) for s in p["skills"]]
    if p["languages"]:
        side.append(("side_head", h["languages"]))
        side += [("side", f"{x} ({f})") for x, f in p["languages"]]
    for key, items in (("certs", p["certs"]), ("awards", p["awards"]), ("pubs", p["pubs"])):
        if items:
            side.append(("side_head", h[key]))
            side += [("side", x) for x in items]
    main = [("name", p["name"]), ("headline", p["headline"]), ("location", p["location"])]
    if p["summary"]:
        main.append(("head", h["summary"]))
        main += [("para", x) for x in p["summary"].split("\n")]
    main.append(("head", h["work"]))
    marker = p.get("marker") or ("• " if variant % 2 == 0 else "- ")
    for job in p["jobs"]:
        main.append(("company", job["company"]))
        roles = job["roles"]
        if len(roles) > 1:
            total = _months(roles[-1]["start"], roles[0]["end"])
            main.append(("grey", duration(total, lang)))
        for r in roles:
            main.append(("title", r["title"]))
            main.append(("grey", _span(r, p)))
            if r["location"]:
                main.append(("grey", r["location"]))
            main += [("para", (marker if r["bullets"] else "") + x) for x in r["lines"]]
    main.append(("head", h["education"]))
    for s in p["schools"]:
        main.append(("company", s["school"]))
        degree = ", ".join(x for x in (s["degree"], s["area"]) if x)
        if s["start"]:
            degree += f" · ({s['start']} - {s['end']})"
        main.append(("grey", degree))
    # A section the reader does not know (an export of another version): entries of a name
    # and bullets.
    for heading, _, entries in p.get("extra", []):
        main.append(("head", heading))
        for name, lines in entries:
            main.append(("title", name))
            main += [("para", marker + x) for x in lines]
    return side, main


def expected(p: dict[str, Any]) -> dict[str, Any]:
    """What the profile's PDF shows, as JSON Resume."""
    basics: dict[str, Any] = {"name": p["name"], "label": p["headline"], "email": p["email"]}
    if p["phone"]:
        basics["phone"] = p["phone"]
    if p["website"]:
        basics["url"] = p["website"]
    where = p["location"]
    city = where.split()[-1] if is_cjk(where[0]) else where.split(",")[0]
    basics["location"] = {"city": p.get("city", city)}
    basics["profiles"] = [{"network": "LinkedIn", "username": p["handle"],
                           "url": f"https://www.linkedin.com/in/{p['handle']}"}]  # fmt: skip
    if p["summary"]:
        basics["summary"] = p["summary"]
    work = []
    for job in p["jobs"]:
        for r in job["roles"]:
            item = {"name": job["company"], "position": r["title"], "startDate": r["start"]}
            if r["end"]:
                item["endDate"] = r["end"]
            if r["location"]:
                item["location"] = r["location"]
            if r["bullets"]:
                item["highlights"] = list(r["lines"])
            elif r["lines"]:
                item["summary"] = "\n".join(r["lines"])
            work.append(item)
    education = []
    for s in p["schools"]:
        item = {"institution": s["school"]}
        for key, value in (("studyType", s["degree"]), ("area", s["area"]),
                           ("startDate", s["start"]), ("endDate", s["end"])):  # fmt: skip
            if value:
                item[key] = value
        education.append(item)
    doc: dict[str, Any] = {"basics": basics, "work": work, "education": education,
                           "skills": [{"name": s} for s in p["skills"]]}  # fmt: skip
    if p["languages"]:
        doc["languages"] = [{"language": x, "fluency": f} for x, f in p["languages"]]
    if p["certs"]:
        doc["certificates"] = [{"name": c} for c in p["certs"]]
    if p["awards"]:
        doc["awards"] = [{"title": a} for a in p["awards"]]
    if p["pubs"]:
        doc["publications"] = [{"name": x} for x in p["pubs"]]
    for _, key, entries in p.get("extra", []):
        doc[key] = [{"name": name, "highlights": list(lines)} for name, lines in entries]
    return doc


CSS = """
@page { size: Letter; margin: 12mm 12mm 16mm 0; }
body { margin: 0; font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif; color: #000; }
aside { float: left; width: 56mm; margin: -12mm 0 0 0; padding: 14mm 6mm 10mm 8mm;
  background: #f3f2ef; height: 250mm; box-sizing: content-box; }
main { margin-left: 76mm; }
p { margin: 0 0 2pt; font-size: 10pt; line-height: 1.25; }
.side_head { font-size: 13pt; margin: 12pt 0 4pt; } .side { font-size: 10pt; color: #222; }
.name { font-size: 26pt; margin: 0 0 4pt; } .headline { font-size: 12pt; }
.location { font-size: 10pt; color: #777; }
.head { font-size: 15.75pt; margin: 16pt 0 6pt; }
.company { font-size: 12pt; margin-top: 10pt; } .title { font-size: 11pt; font-weight: bold; }
.grey { color: #777; }
"""


# Odd variants: the company in bold at the text's size, the title plain (no size to tell).
CSS_PLAIN = """
.company { font-size: 10pt; font-weight: bold; } .title { font-size: 10pt; font-weight: normal; }
.head { font-size: 14pt; }
"""


def html(p: dict[str, Any], variant: int) -> tuple[str, str]:
    """The page and Chromium's footer template."""
    side, main = blocks(p, variant)
    aside = "".join(f"<p class={s}>{e(t)}</p>" for s, t in side)
    body = "".join(f"<p class={s}>{e(t)}</p>" for s, t in main)
    lang = "zh-CN" if p["lang"] == "zh" else "en"
    page = (
        f"<!doctype html><html lang={lang}><head><meta charset=utf-8>"
        f"<style>{CSS}{CSS_PLAIN if variant % 2 else ''}</style>"
        f"</head><body><aside>{aside}</aside><main>{body}</main></body></html>"
    )
    words = ("第 <span class=pageNumber></span> 页，共 <span class=totalPages></span> 页"
             if p.get("ui", p["lang"]) == "zh" else
             "Page <span class=pageNumber></span> of <span class=totalPages></span>")  # fmt: skip
    footer = f"<div style='font-size:8pt;color:#888;width:100%;text-align:center'>{words}</div>"
    return page, footer


def weasy_pdf(p: dict[str, Any], variant: int) -> bytes:
    """The same page laid out by WeasyPrint (Pango sets the glyphs), its footer from the
    page's margin box."""
    from weasyprint import HTML

    content, _ = html(p, variant)
    words = ('"第 " counter(page) " 页，共 " counter(pages) " 页"' if p.get("ui", p["lang"]) == "zh"
             else '"Page " counter(page) " of " counter(pages)')  # fmt: skip
    footer = (f"@page {{ @bottom-center {{ content: {words}; font-size: 8pt; color: #888; }} }}"
              "aside { height: auto; min-height: 240mm; }")  # fmt: skip
    content = content.replace("</style>", footer + "</style>")
    return HTML(string=content).write_pdf()


# `chromium-grid`: another template, a CSS grid of two columns on A4 in serif type, items set
# close together, the footer fixed at the page's corner; a long address may run out of the
# sidebar into the main column's row (nothing breaks it).
CSS_GRID = """
@page { size: A4; margin: 15mm 12mm; }
body { font-family: 'DejaVu Serif', 'Noto Serif CJK SC', serif; font-size: 10pt; margin: 0; }
.wrap { display: grid; grid-template-columns: 52mm 1fr; column-gap: 10mm; }
p { margin: 1.5pt 0; } .side_head { font-size: 12pt; color: #333; margin-top: 12pt; }
.name { font-size: 28pt; font-weight: bold; } .headline { font-size: 12pt; }
.head { font-size: 15pt; margin: 14pt 0 6pt; border-bottom: 1px solid #ccc; }
.company { font-size: 12pt; margin-top: 10pt; } .title { font-size: 10.5pt; font-weight: bold; }
.grey { color: #777; font-size: 9.5pt; }
footer { position: fixed; bottom: 0; right: 0; font-size: 8pt; }
"""


def grid_html(p: dict[str, Any], variant: int) -> str:
    side, main = blocks(p, variant)
    aside = "".join(f"<p class={s}>{e(t)}</p>" for s, t in side)
    body = "".join(f"<p class={s}>{e(t)}</p>" for s, t in main)
    foot = "第 1 页，共 1 页" if p.get("ui", p["lang"]) == "zh" else "Page 1 of 1"
    return (
        f"<!doctype html><html><head><meta charset=utf-8><style>{CSS_GRID}</style></head>"
        f"<body><footer>{foot}</footer><div class=wrap><aside>{aside}</aside>"
        f"<main>{body}</main></div></body></html>"
    )


def chromium_pdfs(profiles: list[tuple[dict[str, Any], int]], *, grid: bool = False) -> list[bytes]:
    from playwright.sync_api import sync_playwright

    from tests.resumes.importing.corpus.chromium import CHROMIUM

    out = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            page = browser.new_page()
            for p, variant in profiles:
                if grid:
                    page.set_content(grid_html(p, variant))
                    out.append(page.pdf(format="A4", print_background=True))
                    continue
                content, footer = html(p, variant)
                page.set_content(content)
                out.append(page.pdf(format="Letter", print_background=True,
                                    display_header_footer=True, header_template="<span></span>",
                                    footer_template=footer))  # fmt: skip
        finally:
            browser.close()
    return out


def build(keys: set[str] | None = None, engines=ENGINES) -> list[dict[str, Any]]:
    """[{name, key, engine, lang, held_out, content, expected}] of every profile and engine."""
    from bench.parts.linkedin_canvas import canvas_pdf
    from bench.parts.linkedin_people import HELD_OUT

    chosen = [(p, i) for i, p in enumerate(PROFILES) if keys is None or p["key"] in keys]
    made: dict[tuple[str, str], bytes] = {}
    if "chromium" in engines:
        for (p, _), pdf in zip(chosen, chromium_pdfs(chosen), strict=True):
            made[(p["key"], "chromium")] = pdf
    if "chromium-grid" in engines:
        for (p, _), pdf in zip(chosen, chromium_pdfs(chosen, grid=True), strict=True):
            made[(p["key"], "chromium-grid")] = pdf
    if "weasyprint" in engines:
        for p, variant in chosen:
            made[(p["key"], "weasyprint")] = weasy_pdf(p, variant + 1)
    if "reportlab" in engines:
        for p, variant in chosen:
            made[(p["key"], "reportlab")] = canvas_pdf(p, *blocks(p, variant + 1))
    return [
        {
            "name": f"{p['key']}-{engine}",
            "key": p["key"],
            "engine": engine,
            "lang": p["lang"],
            "held_out": p["key"] in HELD_OUT,
            "content": made[(p["key"], engine)],
            "expected": expected(p),
        }
        for p, _ in chosen
        for engine in engines
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for d in build():
        (args.out / f"{d['name']}.pdf").write_bytes(d["content"])
        (args.out / f"{d['name']}.expected.json").write_text(
            json.dumps(d["expected"], ensure_ascii=False, indent=2), encoding="utf-8"
        )


if __name__ == "__main__":
    main()
