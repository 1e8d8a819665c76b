"""The three layout families of issue 27 that imported worst, rendered from a person of
`family_people.py`, each renderer returning the document and what of the person it shows
(the ground truth):

- `form`: text pasted from a job site's web application form, "Label: value" in English or
  Chinese, in three variants (value on the label's line; label alone and the value on the
  next line, with "(optional)" labels, empty fields and "N/A"; tab-separated, with numbered
  "Position 2" / "Work Experience #1" blocks).
- `design`: a design-tool two-column template (Canva-like) printed by Chromium: a coloured
  sidebar with a photo placeholder, contact lines behind icon glyphs, skills with drawn bars
  or dots, languages with fluency, letter-spaced headings ("E X P E R I E N C E"), dates in
  a left gutter (variant 0) or right-aligned (variant 1).
- `classic`: a classic serif one-column template of professions outside software, with
  publications (bylines), awards, volunteer work, professional memberships and licences.
"""

from __future__ import annotations

import copy
from html import escape as e
from typing import Any

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _slash(iso: str, lang: str) -> str:
    if not iso:
        return "至今" if lang == "zh" else "Present"
    return f"{iso[:4]}.{iso[5:7]}" if lang == "zh" else f"{iso[5:7]}/{iso[:4]}"


def _month(iso: str, lang: str) -> str:
    if not iso:
        return "至今" if lang == "zh" else "Present"
    return (
        f"{iso[:4]}年{int(iso[5:7])}月"
        if lang == "zh"
        else f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"
    )


def _keywords(p: dict[str, Any]) -> list[str]:
    return [k for s in p["skills"] for k in s["keywords"]]


def _flat_skills(p: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"name": "", "keywords": _keywords(p)}]


# --- pasted web forms -----------------------------------------------------------------------

_EN_LABELS = {
    "personal": "Personal Information", "name": "Full Name", "email": "Email Address",
    "phone": "Phone Number", "city": "City", "label": "Desired Position",
    "work": "Employment History", "company": "Company Name", "title": "Job Title",
    "start": "Start Date", "end": "End Date", "text": "Responsibilities",
    "education": "Education", "school": "School Name", "degree": "Degree",
    "area": "Field of Study", "grad": "Graduation Date", "skills": "Skills",
    "languages": "Languages", "certs": "Certifications",
}  # fmt: skip
_ZH_LABELS = {
    "personal": "基本信息", "name": "姓名", "email": "邮箱", "phone": "手机",
    "city": "现居住地", "label": "求职意向", "work": "工作经历", "company": "公司名称",
    "title": "职位名称", "range": "在职时间", "text": "工作内容", "education": "教育背景",
    "school": "学校名称", "degree": "学历", "area": "专业", "grad": "毕业时间",
    "skills": "技能特长", "languages": "语言能力", "certs": "证书",
}  # fmt: skip


def form(p: dict[str, Any], lang: str, variant: int) -> tuple[bytes, dict[str, Any]]:
    zh = lang == "zh"
    L = _ZH_LABELS if zh else _EN_LABELS
    colon = "：" if zh else ": "
    b = p["basics"]
    out: list[str] = []

    def field(label: str, value: str, optional: bool = False) -> None:
        if optional and not zh:
            label += " (optional)"
        if variant == 1:
            out.extend([label + ("：" if zh else ""), value])
        elif variant == 2:
            out.append(f"{label}\t{value}")
        else:
            out.append(f"{label}{colon}{value}")

    out.append(L["personal"])
    field(L["name"], b["name"])
    if zh:
        field("性别", "女" if p["basics"]["name"][-1] in "婷芳敏" else "男")
        field("出生年月", "1990.05")
    field(L["phone"] if zh else L["email"], b["phone"] if zh else b["email"])
    field(L["email"] if zh else L["phone"], b["email"] if zh else b["phone"])
    field(L["city"], b["location"]["city"])
    field(L["label"], b["label"])
    if zh:
        field("期望薪资", "面议")
    elif variant == 1:
        field("LinkedIn Profile", "N/A", optional=True)
        field("Website", "", optional=True)
    out.append("")
    out.append(L["work"])
    for n, w in enumerate(p["work"], 1):
        if zh:
            out.append(f"工作经历{n}" if variant == 2 else "")
        else:
            out.append((f"Employer {n}", f"Work Experience #{n}", f"Position {n}")[variant])
        field(L["company"], w["name"])
        field(L["title"], w["position"])
        if zh:
            field(
                L["range"], f"{_slash(w['startDate'], lang)} - {_slash(w.get('endDate', ''), lang)}"
            )
        else:
            field(L["start"], _slash(w["startDate"], lang))
            field(L["end"], _slash(w.get("endDate", ""), lang))
        highlights = w["highlights"]
        field(L["text"], highlights[0])
        out.extend(highlights[1:])
        out.append("")
    out.append(L["education"])
    for ed in p["education"]:
        field(L["school"], ed["institution"])
        field(L["degree"], ed["studyType"])
        field(L["area"], ed["area"])
        field(L["grad"], _slash(ed["endDate"], lang))
        out.append("")
    sep = "、" if zh else ", "
    field(L["skills"], sep.join(_keywords(p)))
    dash = "：" if zh else " - "
    field(
        L["languages"],
        sep.join(
            f"{x['language']}{dash}{x['fluency'].lower() if not zh else x['fluency']}"
            for x in p["languages"]
        ),
    )
    field(
        L["certs"],
        sep.join(c["name"] for c in p.get("certificates", [])) or ("无" if zh else "N/A"),
    )
    text = "\n".join(out).replace("\n\n\n", "\n\n") + "\n"
    shown = copy.deepcopy(p)
    shown["basics"].pop("summary")
    for w in shown["work"]:
        w.pop("location")
    for ed in shown["education"]:
        ed.pop("startDate")
    shown["skills"] = _flat_skills(p)
    shown["languages"] = [
        {"language": x["language"], "fluency": x["fluency"] if zh else x["fluency"].lower()}
        for x in p["languages"]
    ]
    shown["certificates"] = [{"name": c["name"]} for c in p.get("certificates", [])]
    if not shown["certificates"]:
        shown.pop("certificates")
    for key in ("awards", "publications", "volunteer", "memberships"):
        shown.pop(key, None)
    return text.encode(), shown


# --- design-tool two-column PDFs ------------------------------------------------------------

DESIGN_STYLE = """
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif; font-size: 9.5pt;
       color: #2b2b2b; }
.wrap { display: flex; min-height: 297mm; }
aside { width: 66mm; background: #2f4858; color: #f2f2f2; padding: 12mm 7mm; }
main { flex: 1; padding: 14mm 10mm; }
.photo { width: 34mm; height: 34mm; border-radius: 50%; background: #86a3b3;
         margin: 0 auto 8mm; }
h1 { font-size: 24pt; margin: 0; letter-spacing: 2px; font-weight: 700; }
.label { font-size: 11pt; letter-spacing: 3px; color: #6b8798; margin: 2pt 0 8pt; }
h2 { font-size: 10.5pt; margin: 12pt 0 6pt; font-weight: 700; }
h2.sp { letter-spacing: 4px; }
aside h2 { border-bottom: 1px solid #86a3b3; padding-bottom: 2pt; }
.c { margin: 3pt 0; } .ic { display: inline-block; width: 5mm; color: #f6c667; }
.sk { margin: 3pt 0 1pt; } .bar { height: 4px; background: #4f6d7f; margin-bottom: 4pt; }
.bar i { display: block; height: 4px; background: #f6c667; }
.dots { margin-bottom: 4pt; } .dots b { display: inline-block; width: 7px; height: 7px;
        border-radius: 50%; background: #f6c667; margin-right: 3px; }
.dots b.o { background: #4f6d7f; }
.job { display: flex; margin-bottom: 7pt; } .gut { width: 27mm; color: #6b8798;
       font-size: 8.5pt; flex: none; } .body { flex: 1; }
.head { display: flex; justify-content: space-between; } .when { color: #6b8798;
        font-size: 8.5pt; }
.pos { font-weight: 700; } .org { color: #4f6d7f; } ul { margin: 2pt 0; padding-left: 11pt; }
p { margin: 2pt 0; }
"""


def _spaced(text: str) -> str:
    return " ".join(text.upper()) if text.isascii() else " ".join(text)


def design(p: dict[str, Any], lang: str, variant: int) -> tuple[str, dict[str, Any]]:
    zh = lang == "zh"
    b = p["basics"]
    H = (
        {"contact": "联系方式", "skills": "专业技能", "languages": "语言能力",
         "profile": "个人简介", "work": "工作经历", "education": "教育背景",
         "certs": "资格证书"}
        if zh else
        {"contact": "Contact", "skills": "Skills", "languages": "Languages",
         "profile": "Profile", "work": "Experience", "education": "Education",
         "certs": "Certifications"}
    )  # fmt: skip

    def h2(key: str) -> str:
        if variant == 0:
            return f"<h2>{e(_spaced(H[key]))}</h2>"
        return f"<h2 class=sp>{e(H[key].upper())}</h2>"

    side = ["<div class=photo></div>", h2("contact")]
    for icon, value in (("\u2709", b["email"]), ("\u260e", b["phone"]),
                        ("\u2302", b["location"]["city"])):  # fmt: skip
        side.append(f"<p class=c><span class=ic>{icon}</span>{e(value)}</p>")
    side.append(h2("skills"))
    for n, keyword in enumerate(_keywords(p)):
        side.append(f"<p class=sk>{e(keyword)}</p>")
        if variant == 0:
            side.append(f"<div class=bar><i style='width:{90 - 10 * (n % 4)}%'></i></div>")
        else:
            side.append(
                "<div class=dots>"
                + "<b></b>" * (5 - n % 3)
                + "<b class=o></b>" * (n % 3)
                + "</div>"
            )
    side.append(h2("languages"))
    for x in p["languages"]:
        side.append(f"<p class=sk>{e(x['language'])}</p><p>{e(x['fluency'])}</p>")
    main = [f"<h1>{e(b['name'])}</h1><p class=label>{e(b['label'])}</p>", h2("profile"),
            f"<p>{e(b['summary'])}</p>", h2("work")]  # fmt: skip

    def block(title: str, org: str, start: str, end: str, bullets: list[str]) -> str:
        dates = f"{_month(start, lang)} – {_month(end, lang)}"
        items = "".join(f"<li>{e(x)}</li>" for x in bullets)
        items = f"<ul>{items}</ul>" if items else ""
        if variant == 0:
            return (
                f"<div class=job><div class=gut>{e(dates)}</div><div class=body>"
                f"<p class=pos>{e(title)}</p><p class=org>{e(org)}</p>{items}</div></div>"
            )
        return (
            f"<div style='margin-bottom:7pt'><div class=head><span class=pos>{e(title)}</span>"
            f"<span class=when>{e(dates)}</span></div><p class=org>{e(org)}</p>{items}</div>"
        )

    for w in p["work"]:
        org = f"{w['name']} | {w['location']}" if not zh else f"{w['name']}｜{w['location']}"
        main.append(
            block(w["position"], org, w["startDate"], w.get("endDate", ""), w["highlights"])
        )
    main.append(h2("education"))
    for ed in p["education"]:
        title = f"{ed['studyType']}, {ed['area']}" if not zh else f"{ed['area']}｜{ed['studyType']}"
        main.append(block(title, ed["institution"], ed["startDate"], ed["endDate"], []))
    if p.get("certificates", []):
        main.append(h2("certs"))
        for c in p.get("certificates", []):
            main.append(f"<p>{e(c['name'])} — {e(c['issuer'])}, {e(_month(c['date'], lang))}</p>")
    html = (
        f"<html><head><meta charset=utf-8><style>{DESIGN_STYLE}</style></head><body>"
        f"<div class=wrap><aside>{''.join(side)}</aside><main>{''.join(main)}</main></div>"
        "</body></html>"
    )
    shown = copy.deepcopy(p)
    shown["skills"] = _flat_skills(p)
    for key in ("awards", "publications", "volunteer", "memberships"):
        shown.pop(key, None)
    return html, shown


# --- classic serif one-column PDFs ----------------------------------------------------------

CLASSIC_STYLE = """
@page { size: Letter; margin: 18mm 20mm; }
body { font-family: 'DejaVu Serif', 'Noto Serif CJK SC', serif; font-size: 10.5pt;
       color: #111; }
h1 { text-align: center; font-size: 20pt; font-weight: normal; margin: 0;
     font-variant: small-caps; letter-spacing: 1px; }
.contact { text-align: center; margin: 3pt 0 10pt; font-size: 9.5pt; }
h2 { font-size: 11pt; font-variant: small-caps; border-bottom: 0.6pt solid #000;
     margin: 11pt 0 4pt; font-weight: bold; letter-spacing: 0.5px; }
.row { display: flex; justify-content: space-between; margin-top: 4pt; }
.row b { font-weight: bold; } .it { font-style: italic; } ul { margin: 2pt 0 3pt;
     padding-left: 15pt; } p { margin: 2pt 0; }
"""


def classic(p: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    zh = lang == "zh"
    b = p["basics"]
    H = (
        {"profile": "个人简介", "work": "工作经历", "education": "教育背景",
         "publications": "发表作品", "awards": "获奖情况", "volunteer": "志愿经历",
         "memberships": "专业组织", "skills": "专业技能", "languages": "语言能力",
         "certs": "执业资格"}
        if zh else
        {"profile": "Profile", "work": "Professional Experience", "education": "Education",
         "publications": "Selected Bylines", "awards": "Honors and Awards",
         "volunteer": "Volunteer Service", "memberships": "Professional Memberships",
         "skills": "Skills", "languages": "Languages", "certs": "Licenses and Certifications"}
    )  # fmt: skip
    sep = " · "
    out = [f"<h1>{e(b['name'])}</h1>",
           f"<p class=contact>{e(b['label'])}<br>{e(b['location']['city'])}{sep}"
           f"{e(b['email'])}{sep}{e(b['phone'])}</p>",
           f"<h2>{H['profile']}</h2><p>{e(b['summary'])}</p>", f"<h2>{H['work']}</h2>"]  # fmt: skip

    def dates(start: str, end: str) -> str:
        return f"{_month(start, lang)} – {_month(end, lang)}"

    for w in p["work"]:
        out.append(
            f"<div class=row><span><b>{e(w['name'])}</b>, {e(w['location'])}</span>"
            f"<span>{e(dates(w['startDate'], w.get('endDate', '')))}</span></div>"
            f"<p class=it>{e(w['position'])}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    out.append(f"<h2>{H['education']}</h2>")
    for ed in p["education"]:
        degree = (
            f"{ed['studyType']} in {ed['area']}" if not zh else f"{ed['area']} {ed['studyType']}"
        )
        out.append(
            f"<div class=row><span><b>{e(ed['institution'])}</b></span>"
            f"<span>{e(dates(ed['startDate'], ed['endDate']))}</span></div>"
            f"<p class=it>{e(degree)}</p>"
        )
    if p.get("publications"):
        out.append(f"<h2>{H['publications']}</h2>")
        for x in p["publications"]:
            when = _month(x["releaseDate"], lang)
            if zh:
                out.append(f"<p>《{e(x['name'])}》，{e(x['publisher'])}，{when}</p>")
            else:
                out.append(
                    f"<p>“{e(x['name'])},” <span class=it>{e(x['publisher'])}</span>, {when}</p>"
                )
    if p.get("awards"):
        out.append(f"<h2>{H['awards']}</h2>")
        for x in p["awards"]:
            out.append(
                f"<div class=row><span><b>{e(x['title'])}</b>{'，' if zh else ', '}"
                f"{e(x['awarder'])}</span><span>{x['date'][:4]}</span></div>"
            )
    volunteer = list(p.get("volunteer", []))
    if volunteer:
        out.append(f"<h2>{H['volunteer']}</h2>")
        for v in volunteer:
            out.append(
                f"<div class=row><span><b>{e(v['organization'])}</b></span>"
                f"<span>{e(dates(v['startDate'], v.get('endDate', '')))}</span></div>"
                f"<p class=it>{e(v['position'])}</p><ul>"
                + "".join(f"<li>{e(h)}</li>" for h in v["highlights"])
                + "</ul>"
            )
    if p.get("memberships"):
        out.append(f"<h2>{H['memberships']}</h2>")
        for org, role, since in p["memberships"]:
            out.append(f"<p>{e(role)}, {e(org)} ({_month(since, lang)} – {_month('', lang)})</p>")
    out.append(f"<h2>{H['skills']}</h2>")
    colon, comma = ("：", "、") if zh else (": ", ", ")
    for s in p["skills"]:
        out.append(f"<p><b>{e(s['name'])}</b>{colon}{e(comma.join(s['keywords']))}</p>")
    out.append(f"<h2>{H['languages']}</h2>")
    out.append(
        "<p>"
        + ("；" if zh else "; ").join(
            f"{e(x['language'])}{'（' if zh else ' ('}{e(x['fluency'])}{'）' if zh else ')'}"
            for x in p["languages"]
        )
        + "</p>"
    )
    if p.get("certificates", []):
        out.append(f"<h2>{H['certs']}</h2>")
        for c in p.get("certificates", []):
            comma = "，" if zh else ", "
            when = _month(c["date"], lang)
            out.append(f"<p>{e(c['name'])}{comma}{e(c['issuer'])}{comma}{when}</p>")
    html = (
        f"<html><head><meta charset=utf-8><style>{CLASSIC_STYLE}</style></head><body>"
        + "".join(out)
        + "</body></html>"
    )
    shown = copy.deepcopy(p)
    for a in shown.get("awards", []):
        a["date"] = a["date"][:4]
    memberships = shown.pop("memberships", [])
    for org, role, since in memberships:
        shown.setdefault("volunteer", []).append(
            {"organization": org, "position": role, "startDate": since}
        )
    return html, shown
