"""HTML templates printed by Chromium for blind set 3: 'sidebar' (a dark left column with SVG
icons, skill bars, language dots and letter-spaced headings), 'ledger' (a table layout: dates
in a narrow left column, rules under headings), 'poster' (a design-tool look: a huge
letter-spaced upper-case name, skill chips, dates flush right). Each returns (html, truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import (
    cert_line,
    city,
    esc,
    is_zh,
    language_line,
    links,
    school_line,
    span,
    truth,
    words,
)

FONT = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif"
ICONS = {
    "mail": '<path d="M2 4h20v16H2z M2 4l10 8 10-8" fill="none" stroke="#fff" stroke-width="2"/>',
    "phone": '<path d="M6 2h5l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v5a2 2 0 0 1-2 2A18 18 0 0 1 '
    '4 4a2 2 0 0 1 2-2z" fill="#fff"/>',
    "pin": '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z" fill="#fff"/>',
    "link": '<circle cx="12" cy="12" r="9" fill="none" stroke="#fff" stroke-width="2"/>',
}


def _icon(name: str) -> str:
    return f'<svg width="11" height="11" viewBox="0 0 24 24">{ICONS[name]}</svg>'


def _page(body: str, css: str, zh: bool) -> str:
    lang = "zh-CN" if zh else "en"
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><style>'
        f"@page {{ size: A4; margin: 0; }} body {{ margin: 0; font-family: {FONT}; }}"
        f"{css}</style></head><body>{body}</body></html>"
    )


def _jobs(person: dict, style: str, present: str, wrap) -> str:
    return "".join(wrap(job, span(job, style, " — ", present)) for job in person["work"])


def _bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{esc(h)}</li>" for h in items) + "</ul>"


SIDEBAR_CSS = """
.wrap { display: flex; min-height: 297mm; }
.side { width: 68mm; background: #26323f; color: #f2f2f2; padding: 14mm 7mm;
  box-sizing: border-box; }
.main { flex: 1; padding: 14mm 10mm; }
h1 { font-size: 26pt; margin: 0; color: #26323f; }
.label { font-size: 12pt; color: #c0392b; margin: 2mm 0 6mm; }
.side h3 { letter-spacing: 0.28em; text-transform: uppercase; font-size: 9pt; border-bottom:
  1px solid #6b7b8c; padding-bottom: 1mm; margin: 7mm 0 3mm; }
.side p { font-size: 8.5pt; margin: 1.5mm 0; }
.side svg { margin-right: 2mm; vertical-align: -1px; }
.bar { height: 3px; background: #55657a; margin: 0.5mm 0 2mm; }
.bar i { display: block; height: 3px; background: #e67e22; }
.grp { font-size: 8pt; color: #e67e22; margin-top: 2mm; }
.dots { float: right; letter-spacing: 1px; color: #e67e22; }
.main h2 { font-size: 11pt; letter-spacing: 0.2em; text-transform: uppercase; color: #26323f;
  border-bottom: 2px solid #c0392b; padding-bottom: 1mm; margin: 6mm 0 3mm; }
.job { margin-bottom: 4mm; font-size: 9.5pt; }
.job .t { font-weight: bold; font-size: 10.5pt; }
.job .m { color: #666; font-size: 8.5pt; }
ul { margin: 1mm 0 0 0; padding-left: 4.5mm; } li { margin-bottom: 0.8mm; }
"""


def sidebar(person: dict) -> tuple[str, dict]:
    zh, w, b = is_zh(person), words(person), person["basics"]
    contact = [("mail", b["email"]), ("phone", b["phone"]), ("pin", city(person))]
    contact += [("link", u) for u in links(person)]
    side = f"<h3>{w['contact']}</h3>"
    side += "".join(f"<p>{_icon(i)}{esc(v)}</p>" for i, v in contact)
    side += f"<h3>{w['skills']}</h3>"
    for n, group in enumerate(person["skills"]):
        terms = group.get("keywords")
        if terms:
            side += f'<div class="grp">{esc(group["name"])}</div>'
        for k, term in enumerate(terms or [group["name"]]):
            pct = 92 - ((n * 3 + k * 7) % 40)
            side += f'<p>{esc(term)}</p><div class="bar"><i style="width:{pct}%"></i></div>'
    side += f"<h3>{w['languages']}</h3>"
    for n, lang in enumerate(person["languages"]):
        dots = "●" * (5 - n) + "○" * n
        side += f'<p>{esc(language_line(lang, zh))} <span class="dots">{dots}</span></p>'
    side += f"<h3>{w['certificates']}</h3>"
    side += "".join(f"<p>{esc(cert_line(c, zh))}</p>" for c in person["certificates"])

    def job(j, when):
        return (
            f'<div class="job"><div class="t">{esc(j["position"])} · {esc(j["name"])}</div>'
            f'<div class="m">{esc(when)} | {esc(j["location"])}</div>'
            f"{_bullets(j['highlights'])}</div>"
        )

    style = "zh" if zh else "mon"
    main = f"<h1>{esc(b['name'])}</h1><div class='label'>{esc(b['label'])}</div>"
    main += f"<h2>{w['summary']}</h2><p style='font-size:9.5pt'>{esc(b['summary'])}</p>"
    main += f"<h2>{w['work']}</h2>" + _jobs(person, style, w["present"], job)
    main += f"<h2>{w['education']}</h2>"
    for s in person["education"]:
        main += (
            f'<div class="job"><div class="t">{esc(s["institution"])}</div>'
            f'<div class="m">{s["startDate"]} — {s["endDate"]}</div>'
            f"<div>{esc(school_line(s, zh) if not zh else s['area'] + ' · ' + s['studyType'])}"
            f"{'' if not (zh and s.get('score')) else ' · ' + esc(s['score'])}</div></div>"
        )
    body = f'<div class="wrap"><div class="side">{side}</div><div class="main">{main}</div></div>'
    return _page(body, SIDEBAR_CSS, zh), truth(person)


LEDGER_CSS = """
body { padding: 16mm 18mm; font-size: 10pt; color: #222; }
.head { text-align: center; } .head h1 { margin: 0; font-size: 22pt; font-weight: 600; }
.head p { margin: 1mm 0; }
h2 { font-size: 11pt; border-bottom: 1px solid #888; margin: 6mm 0 2mm; padding-bottom: 1mm; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 1.5mm 2mm; } td.when { width: 34mm; color: #555; }
ul { margin: 1mm 0; padding-left: 5mm; }
"""


def ledger(person: dict) -> tuple[str, dict]:
    zh, w, b = is_zh(person), words(person), person["basics"]
    style = "dot" if zh else "slash"
    head = f"<h1>{esc(b['name'])}</h1><p><b>{esc(b['label'])}</b></p>"
    bits = [b["phone"], b["email"], city(person), *links(person)]
    head += "<p>" + " &nbsp;|&nbsp; ".join(esc(x) for x in bits) + "</p>"
    rows = "".join(
        f"<tr><td class='when'>{esc(span(j, style, ' - ', w['present']))}</td><td><b>"
        f"{esc(j['name'])}</b>, {esc(j['location'])}<br><i>{esc(j['position'])}</i>"
        f"{_bullets(j['highlights'])}</td></tr>"
        for j in person["work"]
    )
    school = "".join(
        f"<tr><td class='when'>{s['startDate']} - {s['endDate']}</td><td><b>"
        f"{esc(s['institution'])}</b><br>{esc(school_line(s, zh))}</td></tr>"
        for s in person["education"]
    )
    skills = "".join(
        f"<tr><td class='when'>{esc(g['name'])}</td><td>{esc(', '.join(g['keywords']))}</td></tr>"
        if g.get("keywords")
        else ""
        for g in person["skills"]
    )
    if not skills:
        flat = ("、" if zh else " · ").join(g["name"] for g in person["skills"])
        skills = f"<tr><td colspan=2>{esc(flat)}</td></tr>"
    langs = "".join(
        f"<tr><td class='when'>{esc(x['language'])}</td><td>{esc(x['fluency'])}</td></tr>"
        for x in person["languages"]
    )
    certs = "".join(
        f"<tr><td class='when'>{esc(c['date'])}</td><td>{esc(c['name'])} — {esc(c['issuer'])}"
        "</td></tr>"
        for c in person["certificates"]
    )
    body = f"<div class='head'>{head}</div><h2>{w['summary']}</h2><p>{esc(b['summary'])}</p>"
    for key, inner in (
        ("work", rows),
        ("education", school),
        ("skills", skills),
        ("languages", langs),
        ("certificates", certs),
    ):
        body += f"<h2>{w[key]}</h2><table>{inner}</table>"
    return _page(body, LEDGER_CSS, zh), truth(person)


POSTER_CSS = """
body { padding: 12mm 16mm; color: #1d1d1d; }
.name { font-size: 30pt; letter-spacing: 0.42em; text-transform: uppercase; font-weight: 300;
  margin: 0; }
.role { letter-spacing: 0.3em; text-transform: uppercase; font-size: 10pt; color: #8a6d3b;
  margin: 2mm 0 4mm; }
.contact span { display: inline-block; margin-right: 6mm; font-size: 8.5pt; }
h2 { font-size: 9pt; letter-spacing: 0.5em; text-transform: uppercase; margin: 7mm 0 2mm;
  color: #8a6d3b; }
.row { display: flex; justify-content: space-between; font-size: 10pt; margin-top: 2mm; }
.row .d { font-size: 8.5pt; color: #777; white-space: nowrap; }
.chip { display: inline-block; border: 1px solid #8a6d3b; border-radius: 9px; padding: 0.5mm 3mm;
  margin: 0 1.5mm 1.5mm 0; font-size: 8.5pt; }
ul { margin: 1mm 0 2mm; padding-left: 5mm; font-size: 9.5pt; }
.cols { display: grid; grid-template-columns: 1fr 1fr; column-gap: 10mm; }
"""


def poster(person: dict) -> tuple[str, dict]:
    zh, w, b = is_zh(person), words(person), person["basics"]
    style = "slashzh" if zh else "sq"
    body = f"<p class='name'>{esc(b['name'])}</p><p class='role'>{esc(b['label'])}</p>"
    bits = [b["email"], b["phone"], city(person), *links(person)]
    body += "<div class='contact'>" + "".join(f"<span>{esc(x)}</span>" for x in bits) + "</div>"
    body += f"<h2>{w['summary']}</h2><p style='font-size:10pt'>{esc(b['summary'])}</p>"
    body += f"<h2>{w['work']}</h2>"
    for j in person["work"]:
        body += (
            f"<div class='row'><span><b>{esc(j['position'])}</b> — {esc(j['name'])}, "
            f"{esc(j['location'])}</span><span class='d'>"
            f"{esc(span(j, style, ' – ', w['present']))}</span></div>{_bullets(j['highlights'])}"
        )
    body += f"<h2>{w['education']}</h2>"
    for s in person["education"]:
        body += (
            f"<div class='row'><span><b>{esc(s['institution'])}</b> · "
            f"{esc(school_line(s, zh))}</span><span class='d'>{s['startDate']} – "
            f"{s['endDate']}</span></div>"
        )
    chips = ""
    for g in person["skills"]:
        if g.get("keywords"):
            chips += f"<div style='font-size:9pt;margin-top:1mm'><b>{esc(g['name'])}</b></div>"
        chips += "".join(f"<span class='chip'>{esc(k)}</span>" for k in g.get("keywords") or [])
        chips += "" if g.get("keywords") else f"<span class='chip'>{esc(g['name'])}</span>"
    left = f"<h2>{w['skills']}</h2>{chips}"
    right = f"<h2>{w['languages']}</h2>" + "".join(
        f"<div style='font-size:9.5pt'>{esc(language_line(x, zh))}</div>"
        for x in person["languages"]
    )
    right += f"<h2>{w['certificates']}</h2>" + "".join(
        f"<div style='font-size:9.5pt'>{esc(cert_line(c, zh))}</div>"
        for c in person["certificates"]
    )
    body += f"<div class='cols'><div>{left}</div><div>{right}</div></div>"
    return _page(body, POSTER_CSS, zh), truth(person)


STYLES = {"sidebar": sidebar, "ledger": ledger, "poster": poster}
