"""HTML renderings of the corpus people, printed to PDF by WeasyPrint or Chromium."""

from __future__ import annotations

from html import escape as e

MONTHS = (
    "January February March April May June July August September October November December".split(
        " "
    )
)


def month_year(iso: str, *, short: bool = True) -> str:
    if not iso:
        return "Present"
    if len(iso) == 4:
        return iso
    year, month = iso[:4], int(iso[5:7])
    name = MONTHS[month - 1]
    return f"{name[:3] if short else name} {year}"


def slash(iso: str) -> str:
    return f"{iso[5:7]}/{iso[:4]}" if len(iso) >= 7 else (iso or "Present")


def dotted_zh(iso: str) -> str:
    return iso.replace("-", ".") if iso else "至今"


def span(start: str, end: str, fmt) -> str:
    return f"{fmt(start)} – {fmt(end)}" if start != end else fmt(start)


STYLE_SINGLE = """
@page { size: A4; margin: 16mm 18mm; }
body { font-family: 'DejaVu Serif', serif; font-size: 10pt; color: #222; }
h1 { font-size: 22pt; margin: 0; } .label { font-size: 12pt; margin: 2pt 0 4pt; }
.contact { font-size: 9pt; } h2 { font-size: 11pt; border-bottom: 1px solid #888;
margin: 12pt 0 4pt; letter-spacing: 0.5pt; } .row { display: flex; justify-content: space-between; }
ul { margin: 2pt 0 6pt; padding-left: 14pt; } li { margin: 1pt 0; } p { margin: 2pt 0; }
"""


def weasy_single(p: dict) -> str:
    b = p["basics"]
    contact = " | ".join(
        [
            b["email"],
            b["phone"],
            b["url"],
            "linkedin.com/in/" + b["profiles"][0]["username"],
            "github.com/" + b["profiles"][1]["username"],
            f"{b['location']['city']}, {b['location']['region']}",
        ]
    )
    out = [
        f"<h1>{e(b['name'])}</h1><p class=label>{e(b['label'])}</p><p class=contact>{e(contact)}</p>"
    ]
    out.append(f"<h2>Professional Summary</h2><p>{e(b['summary'])}</p><h2>Work History</h2>")
    for w in p["work"]:
        out.append(
            f"<div class=row><span><b>{e(w['name'])}</b> — {e(w['location'])}</span>"
            f"<span>{span(w['startDate'], w.get('endDate', ''), month_year)}</span></div>"
            f"<p><i>{e(w['position'])}</i></p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    out.append("<h2>Education</h2>")
    for ed in p["education"]:
        out.append(
            f"<div class=row><b>{e(ed['institution'])}</b><span>{ed['startDate']} – {ed['endDate']}</span></div>"
            f"<p>{e(ed['studyType'])} in {e(ed['area'])}, GPA {e(ed['score'])}</p>"
        )
    out.append("<h2>Technical Skills</h2>")
    for s in p["skills"]:
        out.append(f"<p><b>{e(s['name'])}:</b> {e(', '.join(s['keywords']))}</p>")
    out.append("<h2>Projects</h2>")
    for pr in p["projects"]:
        out.append(
            f"<div class=row><span><b>{e(pr['name'])}</b> · {e(pr['url'])}</span><span>{month_year(pr['startDate'])} – Present</span></div>"
            f"<p>{e(pr['description'])}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in pr["highlights"])
            + "</ul>"
        )
    out.append("<h2>Certifications</h2><ul>")
    for c in p["certificates"]:
        out.append(f"<li>{e(c['name'])} — {e(c['issuer'])} ({month_year(c['date'])})</li>")
    out.append("</ul><h2>Languages</h2><p>")
    out.append(
        ", ".join(f"{e(x['language'])} ({e(x['fluency'])})" for x in p["languages"]) + "</p>"
    )
    return f"<html><head><meta charset=utf-8><style>{STYLE_SINGLE}</style></head><body>{''.join(out)}</body></html>"


STYLE_SIDEBAR = """
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1b1b1b; }
.wrap { display: flex; min-height: 297mm; } aside { width: 58mm; background: #eef2f5; padding: 14mm 7mm; }
main { flex: 1; padding: 14mm 12mm; } h1 { font-size: 24pt; margin: 0 0 2pt; } .label { font-size: 13pt; color: #445; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #2a5d8f; margin: 12pt 0 4pt; }
aside p { margin: 2pt 0; } .title { font-weight: bold; margin-top: 8pt; } .meta { color: #555; }
ul { margin: 2pt 0 4pt; padding-left: 12pt; } li { margin: 1pt 0; } main p { margin: 2pt 0; }
"""


def weasy_sidebar(p: dict) -> str:
    b = p["basics"]
    side = [
        "<h2>Contact</h2>",
        f"<p>{e(b['email'])}</p>",
        f"<p>{e(b['phone'])}</p>",
        f"<p>{e(b['location']['city'])}, UK</p>",
        f"<p>linkedin.com/in/{e(b['profiles'][0]['username'])}</p>",
        "<h2>Skills</h2><ul>",
        *[f"<li>{e(s['name'])}</li>" for s in p["skills"]],
        "</ul><h2>Languages</h2>",
        *[f"<p>{e(x['language'])} — {e(x['fluency'])}</p>" for x in p["languages"]],
    ]
    main = [
        f"<h1>{e(b['name'])}</h1><p class=label>{e(b['label'])}</p><h2>Profile</h2><p>{e(b['summary'])}</p><h2>Experience</h2>"
    ]
    for w in p["work"]:
        main.append(
            f"<p class=title>{e(w['position'])}</p><p>{e(w['name'])} · {e(w['location'])}</p>"
            f"<p class=meta>{slash(w['startDate'])} - {slash(w.get('endDate', ''))}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    main.append("<h2>Education</h2>")
    for ed in p["education"]:
        main.append(
            f"<p class=title>{e(ed['institution'])}</p><p>{e(ed['studyType'])}, {e(ed['area'])}</p><p class=meta>{ed['startDate']} - {ed['endDate']}</p>"
        )
    main.append("<h2>Projects</h2>")
    for pr in p["projects"]:
        main.append(
            f"<p class=title>{e(pr['name'])}</p><p class=meta>{slash(pr['startDate'])} - {slash(pr['endDate'])}</p><p>{e(pr['description'])}</p>"
        )
    return (
        f"<html><head><meta charset=utf-8><style>{STYLE_SIDEBAR}</style></head><body><div class=wrap>"
        f"<aside>{''.join(side)}</aside><main>{''.join(main)}</main></div></body></html>"
    )


STYLE_ZH = """
@page { size: A4; margin: 15mm 16mm; }
body { font-family: 'Noto Sans CJK SC', sans-serif; font-size: 10pt; }
h1 { font-size: 20pt; margin: 0; text-align: center; } .c { text-align: center; margin: 2pt 0; }
h2 { font-size: 12pt; background: #e8eef7; padding: 2pt 4pt; margin: 10pt 0 4pt; }
.row { display: flex; justify-content: space-between; font-weight: bold; margin-top: 4pt; }
ul { margin: 2pt 0; padding-left: 14pt; } p { margin: 2pt 0; }
"""


def zh_weasy(p: dict) -> str:
    b = p["basics"]
    out = [
        f"<h1>{e(b['name'])}</h1><p class=c>{e(b['label'])}</p>",
        f"<p class=c>电话：{e(b['phone'])} | 邮箱：{e(b['email'])} | {e(b['location']['city'])} | github.com/{e(b['profiles'][0]['username'])}</p>",
        f"<h2>自我评价</h2><p>{e(b['summary'])}</p><h2>工作经验</h2>",
    ]
    for w in p["work"]:
        out.append(
            f"<div class=row><span>{e(w['name'])} | {e(w['position'])} | {e(w['location'])}</span><span>{dotted_zh(w['startDate'])} - {dotted_zh(w.get('endDate', ''))}</span></div><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    out.append("<h2>项目经历</h2>")
    for pr in p["projects"]:
        out.append(
            f"<div class=row><span>{e(pr['name'])}</span><span>{dotted_zh(pr['startDate'])} - {dotted_zh(pr['endDate'])}</span></div>"
            f"<p>{e(pr['description'])}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in pr["highlights"])
            + "</ul>"
        )
    out.append("<h2>教育经历</h2>")
    for ed in p["education"]:
        s, t = ed["startDate"], ed["endDate"]
        out.append(
            f"<div class=row><span>{e(ed['institution'])} {e(ed['area'])} {e(ed['studyType'])}</span>"
            f"<span>{s[:4]}年{int(s[5:7])}月-{t[:4]}年{int(t[5:7])}月</span></div>"
        )
    out.append("<h2>专业技能</h2>")
    for s in p["skills"]:
        out.append(f"<p>{e(s['name'])}：{e('、'.join(s['keywords']))}</p>")
    out.append(
        "<h2>语言能力</h2>"
        + "".join(f"<p>{e(x['language'])}：{e(x['fluency'])}</p>" for x in p["languages"])
    )
    out.append(
        "<h2>获奖情况</h2>"
        + "".join(
            f"<p>{e(a['title'])} · {e(a['awarder'])} · {a['date'][:4]}年{int(a['date'][5:7])}月</p>"
            for a in p["awards"]
        )
    )
    return f"<html lang=zh-CN><head><meta charset=utf-8><style>{STYLE_ZH}</style></head><body>{''.join(out)}</body></html>"
