"""Second-round variants of issue 27's families (`bench/import_families.py`), written after
the first round was tuned, to see whether the rules carry over:

- `form_cells`: a pasted form with other labels (English: "Employer", "Position Held",
  "From" / "To", "Description of Duties", "Institution", "Qualification", "Year Completed";
  Chinese: two "label：value" cells on one row, set apart by full-width spaces).
- `design_right`: a design-tool template with a full-width header band, the sidebar on the
  right (skills grouped, each with drawn dots; languages with dots), contact lines behind an
  icon font's private-use glyphs, headings letter-spaced by CSS, dates right-aligned on the
  title's row and "Company, City" under it.
"""

from __future__ import annotations

import copy
from html import escape as e
from typing import Any

from bench.parts.family_render import _month, _slash


def _drop(shown: dict[str, Any], *keys: str) -> dict[str, Any]:
    for key in keys:
        shown.pop(key, None)
    return shown


def form_cells(p: dict[str, Any], lang: str) -> tuple[bytes, dict[str, Any]]:
    b = p["basics"]
    shown = _drop(copy.deepcopy(p), "awards", "publications", "volunteer", "memberships")
    shown["basics"].pop("summary")
    for ed in shown["education"]:
        ed.pop("startDate")
        ed.pop("area") if lang == "en" else None
    if lang == "zh":
        gap = "\u3000\u3000"
        out = [
            "个人简历",
            f"姓名：{b['name']}{gap}性别：保密",
            f"手机：{b['phone']}{gap}邮箱：{b['email']}",
            f"现居地：{b['location']['city']}{gap}求职意向：{b['label']}",
            "",
            "工作经历",
        ]
        for w in p["work"]:
            span = f"{_slash(w['startDate'], lang)}-{_slash(w.get('endDate', ''), lang)}"
            out += [
                f"公司名称：{w['name']}{gap}职位：{w['position']}",
                f"时间：{span}",
                "工作职责：",
            ]
            out += [f"{n}. {h}" for n, h in enumerate(w["highlights"], 1)]
            out.append("")
        out.append("教育经历")
        for ed in p["education"]:
            out += [
                f"毕业院校：{ed['institution']}{gap}学历：{ed['studyType']}",
                f"专业：{ed['area']}{gap}毕业时间：{_slash(ed['endDate'], lang)}",
                "",
            ]
        out.append("专业技能：" + "、".join(k for s in p["skills"] for k in s["keywords"]))
        shown["skills"] = [
            {"name": "", "keywords": [k for s in p["skills"] for k in s["keywords"]]}
        ]
        out.append(
            "语言能力：" + "，".join(f"{x['language']}（{x['fluency']}）" for x in p["languages"])
        )
        if p.get("certificates"):
            out.append("证书：" + "、".join(c["name"] for c in p["certificates"]))
            shown["certificates"] = [{"name": c["name"]} for c in p["certificates"]]
        for w in shown["work"]:
            w.pop("location")
        return ("\n".join(out) + "\n").encode(), shown
    out = [
        "APPLICATION FORM",
        "",
        "Section 1: Personal Details",
        f"Name: {b['name']}",
        f"E-mail: {b['email']}",
        f"Telephone: {b['phone']}",
        f"Location: {b['location']['city']}",
        f"Position Applied For: {b['label']}",
        "",
        "Section 2: Employment History",
    ]
    for w in p["work"]:
        out += [
            f"Employer: {w['name']}",
            f"Position Held: {w['position']}",
            f"From: {_slash(w['startDate'], lang)}",
            f"To: {_slash(w.get('endDate', ''), lang)}",
            f"Location: {w['location']}",
            "Description of Duties:",
        ]
        out += [f"- {h}" for h in w["highlights"]]
        out.append("")
    out.append("Section 3: Education")
    for ed in p["education"]:
        out += [f"Institution: {ed['institution']}",
                f"Qualification: {ed['studyType']}",
                f"Year Completed: {ed['endDate'][:4]}", ""]  # fmt: skip
    for ed in shown["education"]:
        ed["endDate"] = ed["endDate"][:4]
    keywords = [k for s in p["skills"] for k in s["keywords"]]
    out.append("Section 4: Skills")
    out.append("Relevant Skills: " + ", ".join(keywords))
    shown["skills"] = [{"name": "", "keywords": keywords}]
    shown["languages"] = [{"language": x["language"]} for x in p["languages"]]
    out.append("Languages Spoken: " + ", ".join(x["language"] for x in p["languages"]))
    shown.pop("certificates", None)
    return ("\n".join(out) + "\n").encode(), shown


STYLE_RIGHT = """
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif; font-size: 9.5pt;
       color: #333; }
header { background: #7a4e6b; color: #fff; padding: 10mm 12mm; }
header h1 { margin: 0; font-size: 26pt; letter-spacing: 3px; } header p { margin: 2pt 0 0;
       font-size: 11pt; letter-spacing: 2px; }
.wrap { display: flex; } main { flex: 1; padding: 8mm 10mm 8mm 12mm; }
aside { width: 60mm; background: #f3e9ef; padding: 8mm 7mm; min-height: 240mm; }
h2 { font-size: 10pt; letter-spacing: 3px; text-transform: uppercase; color: #7a4e6b;
     margin: 10pt 0 5pt; }
.ic { font-family: 'DejaVu Sans'; color: #7a4e6b; display: inline-block; width: 5mm; }
aside p { margin: 3pt 0; } .grp { font-weight: bold; margin-top: 6pt; }
.dots b { display: inline-block; width: 6px; height: 6px; border-radius: 50%;
          background: #7a4e6b; margin-right: 3px; } .dots b.o { background: #d9c3d1; }
.row { display: flex; justify-content: space-between; } .pos { font-weight: bold; }
.when { color: #7a4e6b; font-size: 8.5pt; } .org { font-style: italic; margin: 1pt 0; }
ul { margin: 2pt 0 6pt; padding-left: 12pt; }
"""


def _dots(n: int) -> str:
    return "<div class=dots>" + "<b></b>" * n + "<b class=o></b>" * (5 - n) + "</div>"


def design_right(p: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    zh = lang == "zh"
    b = p["basics"]
    H = (
        {"about": "关于我", "work": "工作经历", "education": "教育经历", "contact": "联系方式",
         "skills": "技能", "languages": "语言"}
        if zh else
        {"about": "About Me", "work": "Work Experience", "education": "Education",
         "contact": "Contact", "skills": "Expertise", "languages": "Languages"}
    )  # fmt: skip
    main = [f"<h2>{H['about']}</h2><p>{e(b['summary'])}</p><h2>{H['work']}</h2>"]
    for w in p["work"]:
        dates = f"{_month(w['startDate'], lang)} - {_month(w.get('endDate', ''), lang)}"
        main.append(
            f"<div class=row><span class=pos>{e(w['position'])}</span>"
            f"<span class=when>{e(dates)}</span></div>"
            f"<p class=org>{e(w['name'])}, {e(w['location'])}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    main.append(f"<h2>{H['education']}</h2>")
    for ed in p["education"]:
        dates = f"{_month(ed['startDate'], lang)} - {_month(ed['endDate'], lang)}"
        degree = f"{ed['area']} {ed['studyType']}" if zh else f"{ed['studyType']} in {ed['area']}"
        main.append(
            f"<div class=row><span class=pos>{e(degree)}</span><span class=when>{e(dates)}</span>"
            f"</div><p class=org>{e(ed['institution'])}</p>"
        )
    side = [f"<h2>{H['contact']}</h2>"]
    for icon, value in (("\uf0e0", b["email"]), ("\uf095", b["phone"]),
                        ("\uf041", b["location"]["city"])):  # fmt: skip
        side.append(f"<p><span class=ic>{icon}</span>{e(value)}</p>")
    side.append(f"<h2>{H['skills']}</h2>")
    for n, s in enumerate(p["skills"]):
        side.append(f"<p class=grp>{e(s['name'])}</p>")
        for m, k in enumerate(s["keywords"]):
            side.append(f"<p>{e(k)}</p>{_dots(5 - (n + m) % 3)}")
    side.append(f"<h2>{H['languages']}</h2>")
    for x in p["languages"]:
        side.append(f"<p>{e(x['language'])} — {e(x['fluency'])}</p>")
    html = (
        f"<html><head><meta charset=utf-8><style>{STYLE_RIGHT}</style></head><body>"
        f"<header><h1>{e(b['name'])}</h1><p>{e(b['label'])}</p></header>"
        f"<div class=wrap><main>{''.join(main)}</main><aside>{''.join(side)}</aside></div>"
        "</body></html>"
    )
    shown = _drop(copy.deepcopy(p), "awards", "publications", "volunteer", "memberships",
                  "certificates")  # fmt: skip
    return html, shown
