"""How the generated import corpus shows a person (`bench/parts/import_people.py`): HTML
templates printed by Chromium (one column; a LinkedIn "Save to PDF"-like profile), a Word
document with a skills table, Markdown, plain text and a pasted web form. Each renderer
returns the text or bytes and what of the person it shows (the ground truth)."""

from __future__ import annotations

import copy
import io
from html import escape as e
from typing import Any

_MONTH_NAMES = (
    "January February March April May June July August September October November December"
)
LONG = _MONTH_NAMES.split(" ")
MONTHS = [name[:3] for name in LONG]
HEAD = {
    "en": {
        "summary": "Summary", "work": "Experience", "education": "Education",
        "skills": "Skills", "languages": "Languages", "certificates": "Certifications",
    },
    "zh": {
        "summary": "个人简介", "work": "工作经历", "education": "教育背景",
        "skills": "专业技能", "languages": "语言能力", "certificates": "资格证书",
    },
}  # fmt: skip


def when(iso: str, lang: str, *, long: bool = False) -> str:
    if not iso:
        return "Present" if lang == "en" else "至今"
    if lang == "zh":
        return iso.replace("-", ".")
    names = LONG if long else MONTHS
    return f"{names[int(iso[5:7]) - 1]} {iso[:4]}"


def span(item: dict[str, Any], lang: str, *, long: bool = False) -> str:
    start = when(item["startDate"], lang, long=long)
    return f"{start} - {when(item.get('endDate', ''), lang, long=long)}"


def place(p: dict[str, Any]) -> str:
    loc = p["basics"]["location"]
    return ", ".join(v for v in (loc.get("city"), loc.get("region")) if v)


def _skills_line(skill: dict[str, Any], lang: str) -> str:
    sep = "、" if lang == "zh" else ", "
    colon = "：" if lang == "zh" else ": "
    return f"{skill['name']}{colon}{sep.join(skill['keywords'])}"


def _language_line(item: dict[str, Any], lang: str) -> str:
    return (
        f"{item['language']}：{item['fluency']}"
        if lang == "zh"
        else (f"{item['language']} ({item['fluency']})")
    )


def _cert_line(c: dict[str, Any], lang: str) -> str:
    return f"{c['name']} — {c['issuer']} ({when(c['date'], lang)})"


STYLE = """
@page { size: A4; margin: 16mm 17mm; }
body { font-family: 'Liberation Serif', 'Noto Serif CJK SC', serif; font-size: 10.5pt; }
h1 { font-size: 22pt; margin: 0; } h2 { font-size: 12pt; border-bottom: 1px solid #777;
margin: 12pt 0 4pt; text-transform: uppercase; letter-spacing: 1.5px; }
.row { display: flex; justify-content: space-between; font-weight: bold; margin-top: 5pt; }
ul { margin: 2pt 0 4pt; padding-left: 14pt; } p { margin: 2pt 0; } .pos { font-style: italic; }
"""


def html_single(p: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    b, h = p["basics"], HEAD[lang]
    out = [
        f"<h1>{e(b['name'])}</h1><p>{e(b['label'])}</p>",
        f"<p>{e(b['email'])} | {e(b['phone'])} | {e(place(p))}</p>",
        f"<h2>{h['summary']}</h2><p>{e(b['summary'])}</p><h2>{h['work']}</h2>",
    ]
    for w in p["work"]:
        out.append(
            f"<div class=row><span>{e(w['name'])} | {e(w['location'])}</span>"
            f"<span>{span(w, lang)}</span></div><p class=pos>{e(w['position'])}</p><ul>"
            + "".join(f"<li>{e(x)}</li>" for x in w["highlights"])
            + "</ul>"
        )
    out.append(f"<h2>{h['education']}</h2>")
    for ed in p["education"]:
        degree = (
            f"{ed['area']} {ed['studyType']}"
            if lang == "zh"
            else (f"{ed['studyType']} in {ed['area']}")
        )
        out.append(
            f"<div class=row><span>{e(ed['institution'])}</span><span>{span(ed, lang)}</span>"
            f"</div><p>{e(degree)}</p>"
        )
    out.append(f"<h2>{h['skills']}</h2>")
    out += [f"<p>{e(_skills_line(s, lang))}</p>" for s in p["skills"]]
    out.append(f"<h2>{h['languages']}</h2>")
    out += [f"<p>{e(_language_line(x, lang))}</p>" for x in p["languages"]]
    out.append(f"<h2>{h['certificates']}</h2>")
    out += [f"<p>{e(_cert_line(c, lang))}</p>" for c in p["certificates"]]
    html = (
        f"<!doctype html><html lang={'zh-CN' if lang == 'zh' else 'en'}><head><meta charset=utf-8>"
        f"<style>{STYLE}</style></head><body>{''.join(out)}</body></html>"
    )
    return html, p


STYLE_LINKEDIN = """
@page { size: Letter; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif; font-size: 9.5pt; }
.wrap { display: flex; } aside { width: 58mm; background: #f2f0ed; padding: 14mm 6mm;
min-height: 270mm; } main { flex: 1; padding: 14mm 10mm; }
aside h3 { font-size: 12pt; margin: 12pt 0 4pt; } h1 { font-size: 24pt; margin: 0; }
main h2 { font-size: 14pt; margin: 14pt 0 4pt; } .co { font-size: 11pt; margin-top: 8pt; }
p { margin: 1.5pt 0; } .grey { color: #666; }
footer { position: fixed; bottom: 6mm; right: 10mm; font-size: 8pt; color: #777; }
"""


def linkedin(p: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    """Like LinkedIn's "Save to PDF": a sidebar (Contact, Top Skills, Languages,
    Certifications) and the main column (name, headline, location, Summary, Experience with
    company, title, dates with their duration, location, then Education)."""
    b = p["basics"]
    top = [k for s in p["skills"] for k in s["keywords"]][:3]
    handle = b["email"].split("@")[0]
    side = [
        "<h3>Contact</h3>",
        f"<p>{e(b['email'])}</p>",
        f"<p>www.linkedin.com/in/{handle} (LinkedIn)</p>",
        "<h3>Top Skills</h3>",
        *[f"<p>{e(k)}</p>" for k in top],
        "<h3>Languages</h3>",
        *[f"<p>{e(x['language'])} ({e(x['fluency'])})</p>" for x in p["languages"]],
        "<h3>Certifications</h3>",
        *[f"<p>{e(c['name'])}</p>" for c in p["certificates"]],
    ]
    main = [
        f"<h1>{e(b['name'])}</h1><p>{e(b['label'])}</p><p class=grey>{e(place(p))}</p>",
        f"<h2>Summary</h2><p>{e(b['summary'])}</p><h2>Experience</h2>",
    ]
    for w in p["work"]:
        years = int((w.get("endDate") or "2025-01")[:4]) - int(w["startDate"][:4])
        main.append(
            f"<p class=co>{e(w['name'])}</p><p>{e(w['position'])}</p>"
            f"<p class=grey>{span(w, 'en', long=True)} ({years} years)</p>"
            f"<p class=grey>{e(w['location'])}</p>"
            + "".join(f"<p>- {e(x)}</p>" for x in w["highlights"])
        )
    main.append("<h2>Education</h2>")
    for ed in p["education"]:
        main.append(
            f"<p class=co>{e(ed['institution'])}</p>"
            f"<p class=grey>{e(ed['studyType'])}, {e(ed['area'])} · "
            f"({ed['startDate'][:4]} - {ed['endDate'][:4]})</p>"
        )
    html = (
        f"<!doctype html><html><head><meta charset=utf-8><style>{STYLE_LINKEDIN}</style></head>"
        f"<body><footer>Page 1 of 1</footer><div class=wrap><aside>{''.join(side)}</aside>"
        f"<main>{''.join(main)}</main></div></body></html>"
    )
    shown = copy.deepcopy(p)
    shown["basics"].pop("phone", None)
    shown["skills"] = [{"name": k} for k in top]
    shown["certificates"] = [{"name": c["name"]} for c in p["certificates"]]
    for ed in shown["education"]:
        ed["startDate"], ed["endDate"] = ed["startDate"][:4], ed["endDate"][:4]
    return html, shown


def docx(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    """A Word document: Title, heading styles, bulleted highlights, a skills table."""
    from docx import Document

    b, h = p["basics"], HEAD[lang]
    doc = Document()
    doc.add_paragraph(b["name"], style="Title")
    doc.add_paragraph(b["label"])
    doc.add_paragraph(f"{b['email']} | {b['phone']} | {place(p)}")
    doc.add_heading(h["summary"], level=1)
    doc.add_paragraph(b["summary"])
    doc.add_heading(h["work"], level=1)
    for w in p["work"]:
        doc.add_paragraph().add_run(f"{w['position']} | {w['name']}").bold = True
        doc.add_paragraph(f"{w['location']} | {span(w, lang)}")
        for x in w["highlights"]:
            doc.add_paragraph(x, style="List Bullet")
    doc.add_heading(h["education"], level=1)
    for ed in p["education"]:
        doc.add_paragraph().add_run(ed["institution"]).bold = True
        doc.add_paragraph(f"{ed['studyType']}, {ed['area']} | {span(ed, lang)}")
    doc.add_heading(h["skills"], level=1)
    table = doc.add_table(rows=0, cols=2)
    for s in p["skills"]:
        cells = table.add_row().cells
        cells[0].text = s["name"]
        cells[1].text = ("、" if lang == "zh" else ", ").join(s["keywords"])
    doc.add_heading(h["languages"], level=1)
    for x in p["languages"]:
        doc.add_paragraph(_language_line(x, lang))
    doc.add_heading(h["certificates"], level=1)
    for c in p["certificates"]:
        doc.add_paragraph(_cert_line(c, lang))
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue(), p


def markdown(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    b, h = p["basics"], HEAD[lang]
    out = [f"# {b['name']}", "", b["label"], "", f"{b['email']} · {b['phone']} · {place(p)}"]
    out += ["", f"## {h['summary']}", "", b["summary"], "", f"## {h['work']}"]
    for w in p["work"]:
        out += ["", f"### {w['position']}, {w['name']}", f"{w['location']} | {span(w, lang)}", ""]
        out += [f"- {x}" for x in w["highlights"]]
    out += ["", f"## {h['education']}"]
    for ed in p["education"]:
        out += [
            "",
            f"**{ed['institution']}**  ",
            f"{ed['studyType']}, {ed['area']}, {span(ed, lang)}",
        ]
    out += ["", f"## {h['skills']}", ""] + [f"- {_skills_line(s, lang)}" for s in p["skills"]]
    out += ["", f"## {h['languages']}", ""] + [
        f"- {_language_line(x, lang)}" for x in p["languages"]
    ]
    out += ["", f"## {h['certificates']}", ""] + [
        f"- {_cert_line(c, lang)}" for c in p["certificates"]
    ]
    return ("\n".join(out) + "\n").encode(), p


def text(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    b, h = p["basics"], HEAD[lang]
    out = [b["name"], b["label"], f"{b['email']} | {b['phone']} | {place(p)}", ""]
    out += [h["summary"].upper(), b["summary"], "", h["work"].upper()]
    for w in p["work"]:
        out += [f"{w['name']}, {w['location']}", f"{w['position']}    {span(w, lang)}"]
        out += [f"• {x}" for x in w["highlights"]] + [""]
    out.append(h["education"].upper())
    for ed in p["education"]:
        out += [f"{ed['institution']}    {span(ed, lang)}", f"{ed['studyType']}, {ed['area']}", ""]
    out += [h["skills"].upper()] + [_skills_line(s, lang) for s in p["skills"]] + [""]
    out += [h["languages"].upper()] + [_language_line(x, lang) for x in p["languages"]] + [""]
    out += [h["certificates"].upper()] + [_cert_line(c, lang) for c in p["certificates"]]
    return ("\n".join(out) + "\n").encode(), p


def form(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    """Text pasted from a job site's web form: "Label: value" fields, numbered employers."""
    b = p["basics"]
    zh = lang == "zh"
    c = "：" if zh else ": "
    out = ["个人信息" if zh else "Personal Information"]
    out += [f"{'姓名' if zh else 'Full Name'}{c}{b['name']}"]
    out += [f"{'求职意向' if zh else 'Desired Position'}{c}{b['label']}"]
    out += [f"{'邮箱' if zh else 'Email Address'}{c}{b['email']}"]
    out += [f"{'电话' if zh else 'Phone Number'}{c}{b['phone']}"]
    out += [f"{'现居地' if zh else 'City'}{c}{place(p)}", ""]
    out.append("工作经历" if zh else "Work Experience")
    for n, w in enumerate(p["work"], 1):
        out.append(f"工作经历{'一二三四'[n - 1]}" if zh else f"Employer {n}")
        out += [f"{'公司名称' if zh else 'Company Name'}{c}{w['name']}"]
        out += [f"{'职位' if zh else 'Job Title'}{c}{w['position']}"]
        out += [f"{'工作地点' if zh else 'Location'}{c}{w['location']}"]
        out += [f"{'在职时间' if zh else 'Dates'}{c}{span(w, lang)}"]
        out += [f"{'工作内容' if zh else 'Responsibilities'}{c}{x}" for x in w["highlights"]]
        out.append("")
    out.append("教育背景" if zh else "Education")
    for ed in p["education"]:
        out += [f"{'学校' if zh else 'School Name'}{c}{ed['institution']}"]
        out += [f"{'学历' if zh else 'Degree'}{c}{ed['studyType']}"]
        out += [f"{'专业' if zh else 'Major'}{c}{ed['area']}"]
        out += [f"{'时间' if zh else 'Dates'}{c}{span(ed, lang)}", ""]
    shown = copy.deepcopy(p)
    for key in ("skills", "languages", "certificates"):
        shown.pop(key)
    shown["basics"].pop("summary")
    return ("\n".join(out) + "\n").encode(), shown


def docx_textbox(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    """A Word template with a floating text box (a sidebar drawn as a shape): contact
    details, skill groups and languages in the box, the rest in the body."""
    from docx import Document
    from docx.oxml import parse_xml

    b, h = p["basics"], HEAD[lang]
    doc = Document()
    doc.add_paragraph(b["name"], style="Title")
    boxed = [h["skills"].upper(), *[_skills_line(s, lang) for s in p["skills"]]]
    boxed += [h["languages"].upper(), *[_language_line(x, lang) for x in p["languages"]]]
    paragraphs = "".join(f"<w:p><w:r><w:t>{e(t)}</w:t></w:r></w:p>" for t in boxed)
    anchor = doc.add_paragraph(b["label"])
    anchor._p.append(
        parse_xml(
            '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
            'xmlns:v="urn:schemas-microsoft-com:vml"><w:pict><v:shape style="position:absolute;'
            'margin-left:360pt;width:160pt;height:400pt"><v:textbox><w:txbxContent>'
            f"{paragraphs}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>"
        )
    )
    doc.add_paragraph(f"{b['email']} | {b['phone']} | {place(p)}")
    doc.add_heading(h["summary"], level=1)
    doc.add_paragraph(b["summary"])
    doc.add_heading(h["work"], level=1)
    for w in p["work"]:
        doc.add_paragraph().add_run(f"{w['position']}, {w['name']}").bold = True
        doc.add_paragraph(f"{w['location']} | {span(w, lang)}")
        for x in w["highlights"]:
            doc.add_paragraph(x, style="List Bullet")
    doc.add_heading(h["education"], level=1)
    for ed in p["education"]:
        doc.add_paragraph().add_run(ed["institution"]).bold = True
        doc.add_paragraph(f"{ed['studyType']}, {ed['area']} | {span(ed, lang)}")
    doc.add_heading(h["certificates"], level=1)
    for c in p["certificates"]:
        doc.add_paragraph(_cert_line(c, lang))
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue(), p
