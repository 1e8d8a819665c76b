"""HTML resume templates for the held-out import evaluation, printed to PDF by Chromium
(bench/parts/import_heldout.py). Five visual styles designed for this evaluation only: an
icon header in three columns, a timeline with dates in a left gutter, a dark sidebar with
skill bars, a serif academic CV with letter-spaced headings, a Chinese 个人简历 grid with a
photo placeholder."""

from __future__ import annotations

from html import escape as e
from typing import Any

from bench.parts.heldout_text import cert_line, degree, language_line, place, skill_line, span

FONT = "font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif;"
SERIF = "font-family: 'Noto Serif', 'Noto Serif CJK SC', serif;"

EN = {
    "summary": "Profile",
    "work": "Experience",
    "education": "Education",
    "certificates": "Certifications",
    "skills": "Skills",
    "languages": "Languages",
}
ZH = {
    "summary": "自我评价",
    "work": "工作经历",
    "education": "教育背景",
    "certificates": "资格证书",
    "skills": "专业技能",
    "languages": "语言能力",
}


def _page(body: str, css: str, lang: str) -> str:
    code = "zh-CN" if lang == "zh" else "en"
    return (
        f'<!doctype html><html lang="{code}"><head><meta charset="utf-8"><style>'
        f"@page {{ size: A4; margin: 14mm; }} body {{ {FONT} font-size: 10pt; color: #222; }}"
        f"ul {{ margin: 2px 0 6px 0; padding-left: 16px; }} {css}</style></head>"
        f"<body>{body}</body></html>"
    )


def _bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{e(item)}</li>" for item in items) + "</ul>"


def _simple_sections(doc: dict[str, Any], lang: str, names: dict[str, str], h: str) -> str:
    out = []
    if doc.get("certificates"):
        lines = "".join(f"<li>{e(cert_line(c, lang))}</li>" for c in doc["certificates"])
        out.append(f"<{h}>{names['certificates']}</{h}><ul>{lines}</ul>")
    lines = "".join(f"<p>{e(skill_line(s, lang))}</p>" for s in doc["skills"])
    out.append(f"<{h}>{names['skills']}</{h}>{lines}")
    lines = ", ".join(e(language_line(item, lang)) for item in doc["languages"])
    out.append(f"<{h}>{names['languages']}</{h}><p>{lines}</p>")
    return "".join(out)


def icon_header(doc: dict[str, Any], lang: str) -> str:
    b = doc["basics"]
    names = ZH if lang == "zh" else EN
    cells = [("✉", b["email"]), ("☎", b["phone"]), ("⌖", place(b, lang))]
    header = "".join(
        f'<div class="cell"><span class="ic">{icon}</span> {e(text)}</div>' for icon, text in cells
    )
    work = "".join(
        f'<div class="row"><div><b>{e(j["position"])}</b> · {e(j["name"])}, {e(j["location"])}'
        f'</div><div class="d">{e(span(j, lang))}</div></div>{_bullets(j["highlights"])}'
        for j in doc["work"]
    )
    school = "".join(
        f'<div class="row"><div><b>{e(s["institution"])}</b> — {e(degree(s, lang))}</div>'
        f'<div class="d">{e(span(s, lang))}</div></div>'
        for s in doc["education"]
    )
    body = (
        f'<h1>{e(b["name"])}</h1><div class="label">{e(b["label"])}</div>'
        f'<div class="hdr">{header}</div><h2>{names["summary"]}</h2><p>{e(b["summary"])}</p>'
        f"<h2>{names['work']}</h2>{work}<h2>{names['education']}</h2>{school}"
        + _simple_sections(doc, lang, names, "h2")
    )
    css = (
        "h1 { font-size: 24pt; margin: 0; color: #0b4f6c; } .label { font-size: 13pt; }"
        ".hdr { display: flex; justify-content: space-between; border-top: 2px solid #0b4f6c;"
        " border-bottom: 2px solid #0b4f6c; padding: 5px 0; margin: 8px 0; }"
        ".cell { width: 32%; font-size: 9pt; } .ic { color: #0b4f6c; font-size: 12pt; }"
        "h2 { font-size: 12pt; color: #0b4f6c; text-transform: uppercase; margin: 10px 0 4px; }"
        ".row { display: flex; justify-content: space-between; } .d { color: #666; }"
    )
    return _page(body, css, lang)


def timeline(doc: dict[str, Any], lang: str) -> str:
    b = doc["basics"]
    names = dict(ZH if lang == "zh" else EN)
    if lang != "zh":
        names.update(work="Career Path", education="Schooling", skills="Toolbox")

    def entry(left: str, title: str, sub: str, extra: str = "") -> str:
        return (
            f'<div class="tl"><div class="g">{e(left)}</div><div class="c"><b>{e(title)}</b>'
            f'<div class="sub">{e(sub)}</div>{extra}</div></div>'
        )

    work = "".join(
        entry(
            span(j, lang),
            j["position"],
            f"{j['name']} | {j['location']}",
            _bullets(j["highlights"]),
        )
        for j in doc["work"]
    )
    school = "".join(
        entry(span(s, lang), s["institution"], degree(s, lang)) for s in doc["education"]
    )
    contact = f"{e(b['email'])} &nbsp;/&nbsp; {e(b['phone'])} &nbsp;/&nbsp; {e(place(b, lang))}"
    body = (
        f'<div class="top"><h1>{e(b["name"])}</h1><div>{e(b["label"])}</div>'
        f'<div class="ct">{contact}</div></div><p class="sum">{e(b["summary"])}</p>'
        f"<h2>{names['work']}</h2>{work}<h2>{names['education']}</h2>{school}"
        + _simple_sections(doc, lang, names, "h2")
    )
    css = (
        ".top { text-align: center; } h1 { margin: 0; font-size: 22pt; letter-spacing: 1px; }"
        ".ct { font-size: 9pt; color: #555; margin-top: 4px; } .sum { font-style: italic; }"
        "h2 { font-size: 11pt; border-bottom: 1px solid #999; margin: 12px 0 6px; }"
        ".tl { display: grid; grid-template-columns: 34mm 1fr; column-gap: 6mm;"
        " margin-bottom: 6px; }"
        ".g { color: #8a3b12; font-size: 9pt; text-align: right; border-right: 3px solid #8a3b12;"
        " padding-right: 4mm; } .sub { color: #555; font-size: 9pt; }"
    )
    return _page(body, css, lang)


def skill_bars(doc: dict[str, Any], lang: str) -> str:
    b = doc["basics"]
    names = ZH if lang == "zh" else EN
    bars = ""
    for group in doc["skills"]:
        bars += f"<h4>{e(group['name'])}</h4>"
        for rank, word in enumerate(group["keywords"]):
            bars += (
                f'<div class="sk">{e(word)}</div><div class="bar">'
                f'<i style="width:{90 - rank * 15}%"></i></div>'
            )
    langs = "".join(
        f'<div class="sk">{e(item["language"])} <small>{e(item["fluency"])}</small></div>'
        for item in doc["languages"]
    )
    certs = "".join(
        f'<p class="cert">{e(cert_line(c, lang))}</p>' for c in doc.get("certificates", [])
    )
    side = (
        f"<h3>{'联系方式' if lang == 'zh' else 'Contact'}</h3><p>{e(b['email'])}</p>"
        f"<p>{e(b['phone'])}</p><p>{e(place(b, lang))}</p><h3>{names['skills']}</h3>{bars}"
        f"<h3>{names['languages']}</h3>{langs}"
        + (f"<h3>{names['certificates']}</h3>{certs}" if certs else "")
    )
    work = "".join(
        f'<h4>{e(j["position"])}</h4><div class="meta">{e(j["name"])} • {e(j["location"])} • '
        f"{e(span(j, lang))}</div>{_bullets(j['highlights'])}"
        for j in doc["work"]
    )
    school = "".join(
        f"<h4>{e(s['institution'])}</h4>"
        f'<div class="meta">{e(degree(s, lang))} • {e(span(s, lang))}</div>'
        for s in doc["education"]
    )
    main = (
        f'<h1>{e(b["name"])}</h1><div class="lbl">{e(b["label"])}</div><p>{e(b["summary"])}</p>'
        f"<h2>{names['work']}</h2>{work}<h2>{names['education']}</h2>{school}"
    )
    body = f'<div class="wrap"><aside>{side}</aside><main>{main}</main></div>'
    css = (
        "@page { margin: 0; } body { margin: 0; } .wrap { display: flex; min-height: 297mm; }"
        "aside { width: 62mm; background: #22313f; color: #eef; padding: 12mm 6mm;"
        " font-size: 9pt; }"
        "main { flex: 1; padding: 12mm 10mm; } h1 { margin: 0; font-size: 24pt; }"
        ".lbl { color: #c0392b; font-size: 12pt; letter-spacing: 3px; text-transform: uppercase; }"
        "h2 { font-size: 12pt; color: #22313f; border-bottom: 2px solid #c0392b; }"
        "h3 { font-size: 10pt; letter-spacing: 2px; text-transform: uppercase; margin-top: 14px; }"
        "h4 { margin: 8px 0 2px; } .meta { color: #777; font-size: 9pt; }"
        ".bar { height: 5px; background: #55657a; margin: 1px 0 5px; } .bar i { display: block;"
        " height: 5px; background: #f1c40f; } aside p { margin: 2px 0; }"
    )
    return _page(body, css, lang)


def serif_cv(doc: dict[str, Any], lang: str) -> str:
    b = doc["basics"]
    names = dict(ZH if lang == "zh" else EN)
    if lang != "zh":
        names.update(work="Appointments", skills="Competencies", certificates="Licensure")
    work = "".join(
        f'<p class="e"><span class="y">{e(span(j, lang, "full"))}</span>'
        f"<i>{e(j['position'])}</i>, {e(j['name'])}, {e(j['location'])}.</p>"
        + _bullets(j["highlights"])
        for j in doc["work"]
    )
    school = "".join(
        f'<p class="e"><span class="y">{e(span(s, lang, "full"))}</span>{e(degree(s, lang))}, '
        f"<i>{e(s['institution'])}</i>.</p>"
        for s in doc["education"]
    )
    body = (
        f'<h1>{e(b["name"])}</h1><p class="c">{e(b["label"])}<br>{e(place(b, lang))} · '
        f"{e(b['email'])} · {e(b['phone'])}</p>"
        f"<h2>{'Statement' if lang != 'zh' else names['summary']}</h2><p>{e(b['summary'])}</p>"
        f"<h2>{names['work']}</h2>{work}<h2>{names['education']}</h2>{school}"
        + _simple_sections(doc, lang, names, "h2")
    )
    css = (
        f"body {{ {SERIF} font-size: 10.5pt; }} h1 {{ text-align: center; font-weight: normal;"
        " font-variant: small-caps; letter-spacing: 4px; font-size: 22pt; margin: 0; }"
        ".c { text-align: center; font-size: 9.5pt; }"
        " h2 { font-weight: normal; font-variant: small-caps;"
        " letter-spacing: 0.25em; font-size: 12pt; margin: 14px 0 4px; }"
        ".e { margin: 4px 0; } .y { display: inline-block; width: 48mm; }"
    )
    return _page(body, css, lang)


def zh_grid(doc: dict[str, Any], lang: str) -> str:
    b = doc["basics"]
    grid = (
        f"<tr><th>姓　　名</th><td>{e(b['name'])}</td><th>求职意向</th><td>{e(b['label'])}</td>"
        '<td rowspan="3" class="photo">照片</td></tr>'
        f"<tr><th>联系电话</th><td>{e(b['phone'])}</td><th>电子邮箱</th><td>{e(b['email'])}</td></tr>"
        f"<tr><th>现居地</th><td>{e(place(b, lang))}</td><th>工作年限</th><td>十年</td></tr>"
    )
    work = "".join(
        f'<tr><td class="d">{e(span(j, lang))}</td><td><b>{e(j["name"])}</b>　{e(j["position"])}'
        f"　{e(j['location'])}{_bullets(j['highlights'])}</td></tr>"
        for j in doc["work"]
    )
    school = "".join(
        f'<tr><td class="d">{e(span(s, lang))}</td>'
        f"<td>{e(s['institution'])}　{e(degree(s, lang))}</td></tr>"
        for s in doc["education"]
    )
    rest = "".join(f"<p>{e(skill_line(s, lang))}</p>" for s in doc["skills"])
    certs = "".join(f"<p>{e(cert_line(c, lang))}</p>" for c in doc.get("certificates", []))
    langs = "；".join(e(language_line(item, lang)) for item in doc["languages"])
    body = (
        f'<h1>个人简历</h1><table class="g">{grid}</table><h2>工作经历</h2><table>{work}</table>'
        f"<h2>教育背景</h2><table>{school}</table><h2>专业技能</h2>{rest}"
        + (f"<h2>资格证书</h2>{certs}" if certs else "")
        + f"<h2>语言能力</h2><p>{langs}</p><h2>自我评价</h2><p>{e(b['summary'])}</p>"
    )
    css = (
        "h1 { text-align: center; letter-spacing: 8px; }"
        " table { width: 100%; border-collapse: collapse; }"
        ".g th, .g td { border: 1px solid #444; padding: 4px; }"
        " .g th { background: #e8eef5; width: 16%; }"
        ".photo { width: 26mm; height: 34mm; text-align: center; color: #999; }"
        "h2 { background: #2c5d8f; color: white; font-size: 11pt; padding: 3px 6px; }"
        ".d { width: 40mm; vertical-align: top; color: #555; }"
    )
    return _page(body, css, lang)


STYLES = {
    "icon_header": icon_header,
    "timeline": timeline,
    "skill_bars": skill_bars,
    "serif_cv": serif_cv,
    "zh_grid": zh_grid,
}
