"""A LinkedIn 'Save to PDF'-like profile for blind set 3: a grey left column (Contact, Top
Skills, Languages, Certifications), a main column (name, headline, location, Summary,
Experience as company line, role line, 'Month Year - Present (3 years 2 months)', location,
description; Education as school, 'Degree, Area · (2011 - 2015)'), 'Page 1 of 2' footers
printed by Chromium. English and Chinese interface. Returns (html, truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import city, duration, esc, is_zh, span, truth

EN = {
    "contact": "Contact",
    "top": "Top Skills",
    "langs": "Languages",
    "certs": "Certifications",
    "summary": "Summary",
    "work": "Experience",
    "edu": "Education",
    "present": "Present",
    "mobile": "(Mobile)",
}
ZH = {
    "contact": "联系方式",
    "top": "热门技能",
    "langs": "语言",
    "certs": "认证",
    "summary": "简介",
    "work": "工作经历",
    "edu": "教育经历",
    "present": "至今",
    "mobile": "（手机）",
}
CSS = """
@page { size: Letter; margin: 10mm 0 14mm; }
body { margin: 0; font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif; color: #181818; }
.wrap { display: grid; grid-template-columns: 62mm 1fr; }
.side { background: #e9e5df; padding: 8mm 6mm; font-size: 9pt; }
.side h3 { font-size: 11pt; margin: 6mm 0 2mm; color: #000; }
.side p { margin: 1mm 0; color: #333; }
.main { padding: 8mm 10mm; }
h1 { font-size: 24pt; font-weight: 400; margin: 0; }
.head { font-size: 11pt; margin: 1mm 0; } .loc { color: #b0b0b0; font-size: 10pt; }
h2 { font-size: 14pt; font-weight: 400; margin: 7mm 0 2mm; }
.co { font-size: 11pt; margin-top: 4mm; } .role { font-size: 10pt; }
.when, .where { color: #b0b0b0; font-size: 9.5pt; } .desc { font-size: 9.5pt; margin-top: 1mm; }
"""


def _links(person: dict) -> list[str]:
    return [p["url"].removeprefix("https://") for p in person["basics"].get("profiles") or []]


def linkedin(person: dict) -> tuple[str, dict]:
    zh = is_zh(person)
    w, b = (ZH if zh else EN), person["basics"]
    style = "zh" if zh else "month"
    side = f"<h3>{w['contact']}</h3><p>{esc(b['phone'])} {w['mobile']}</p><p>{esc(b['email'])}</p>"
    side += "".join(f"<p>{esc(u)} (LinkedIn)</p>" for u in _links(person))
    t = truth(person, top_skills=3, cert_names=True)
    side += f"<h3>{w['top']}</h3>" + "".join(f"<p>{esc(s['name'])}</p>" for s in t["skills"])
    side += f"<h3>{w['langs']}</h3>" + "".join(
        f"<p>{esc(x['language'])} ({esc(x['fluency'])})</p>" for x in person["languages"]
    )
    side += f"<h3>{w['certs']}</h3>" + "".join(
        f"<p>{esc(c['name'])}</p>" for c in person["certificates"]
    )
    main = f"<h1>{esc(b['name'])}</h1><div class='head'>{esc(b['label'])}</div>"
    main += f"<div class='loc'>{esc(city(person))}</div>"
    main += f"<h2>{w['summary']}</h2><div class='desc'>{esc(b['summary'])}</div>"
    main += f"<h2>{w['work']}</h2>"
    for j in person["work"]:
        when = span(j, style, " - ", w["present"])
        main += (
            f"<div class='co'>{esc(j['name'])}</div><div class='role'>{esc(j['position'])}</div>"
            f"<div class='when'>{esc(when)} ({duration(j, zh)})</div>"
            f"<div class='where'>{esc(j['location'])}</div><div class='desc'>"
            + "<br>".join(f"- {esc(h)}" for h in j["highlights"])
            + "</div>"
        )
    main += f"<h2>{w['edu']}</h2>"
    for s in person["education"]:
        sep = "，" if zh else ", "
        main += (
            f"<div class='co'>{esc(s['institution'])}</div><div class='role'>"
            f"{esc(s['studyType'])}{sep}{esc(s['area'])} · ({s['startDate']} - {s['endDate']})"
            "</div>"
        )
    for s in t["education"]:
        s.pop("score", None)
    page = (
        f'<!doctype html><html lang="{"zh-CN" if zh else "en"}"><head><meta charset="utf-8">'
        f"<style>{CSS}</style></head><body><div class='wrap'><div class='side'>{side}</div>"
        f"<div class='main'>{main}</div></div></body></html>"
    )
    return page, t


def footer(person: dict) -> str:
    zh = is_zh(person)
    text = (
        "第 <span class='pageNumber'></span> 页，共 <span class='totalPages'></span> 页"
        if zh
        else ("Page <span class='pageNumber'></span> of <span class='totalPages'></span>")
    )
    return (
        "<div style='width:100%;text-align:center;font-size:8px;color:#999;"
        f"font-family:sans-serif'>{text}</div>"
    )


STYLES = {"linkedin": linkedin}
