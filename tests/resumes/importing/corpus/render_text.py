"""Markdown, pasted plain text and a LinkedIn data export of the corpus people."""

from __future__ import annotations

import csv
import io
import zipfile

from tests.resumes.importing.corpus.render_html import dotted_zh, month_year, span


def markdown_en(p: dict) -> str:
    b = p["basics"]
    lines = [
        f"# {b['name']}",
        "",
        f"**{b['label']}**",
        "",
        f"{b['location']['city']}, {b['location']['region']} · [{b['email']}](mailto:{b['email']}) · {b['phone']} · "
        f"[mariagonzalez.dev](https://{b['url']}) · [LinkedIn](https://www.linkedin.com/in/{b['profiles'][0]['username']}) · "
        f"[GitHub](https://github.com/{b['profiles'][1]['username']})",
        "",
        "## About me",
        "",
        b["summary"],
        "",
        "## Experience",
        "",
    ]
    for w in p["work"]:
        lines += [
            f"### {w['position']} | {w['name']}",
            f"*{span(w['startDate'], w.get('endDate', ''), month_year)} · {w['location']}*",
            "",
        ]
        lines += [f"- {h}" for h in w["highlights"]] + [""]
    lines += ["## Education", ""]
    for ed in p["education"]:
        lines += [
            f"### {ed['institution']}",
            f"{ed['studyType']}, {ed['area']} ({ed['startDate']}–{ed['endDate']}), GPA: {ed['score']}",
            "",
        ]
    lines += (
        ["## Skills", ""]
        + [f"- **{s['name']}:** {', '.join(s['keywords'])}" for s in p["skills"]]
        + [""]
    )
    lines += ["## Projects", ""]
    for pr in p["projects"]:
        lines += [
            f"### [{pr['name']}](https://{pr['url']})",
            f"*Since {month_year(pr['startDate'])}*",
            "",
            pr["description"],
            "",
        ]
        lines += [f"- {h}" for h in pr["highlights"]] + [""]
    lines += (
        ["## Certifications", ""]
        + [f"- {c['name']}, {c['issuer']}, {month_year(c['date'])}" for c in p["certificates"]]
        + [""]
    )
    lines += [
        "## Languages",
        "",
        ", ".join(f"{x['language']} ({x['fluency']})" for x in p["languages"]),
        "",
    ]
    return "\n".join(lines)


def markdown_zh(p: dict) -> str:
    b = p["basics"]
    lines = [
        f"# {b['name']}",
        "",
        f"{b['label']} | {b['location']['city']} | 电话：{b['phone']} | 邮箱：{b['email']} | GitHub: {b['profiles'][0]['username']}",
        "",
        "## 个人简介",
        "",
        b["summary"],
        "",
        "## 工作经历",
        "",
    ]
    for w in p["work"]:
        lines += [
            f"### {w['name']}",
            f"**{w['position']}** | {w['location']} | {dotted_zh(w['startDate'])} ~ {dotted_zh(w.get('endDate', ''))}",
            "",
        ]
        lines += [f"* {h}" for h in w["highlights"]] + [""]
    lines += ["## 项目经验", ""]
    for pr in p["projects"]:
        lines += [
            f"### {pr['name']}（{dotted_zh(pr['startDate'])} - {dotted_zh(pr['endDate'])}）",
            "",
            pr["description"],
            "",
        ]
        lines += [f"* {h}" for h in pr["highlights"]] + [""]
    lines += ["## 教育背景", ""]
    for ed in p["education"]:
        s, t = ed["startDate"], ed["endDate"]
        lines += [
            f"- {s[:4]}年{int(s[5:7])}月 - {t[:4]}年{int(t[5:7])}月 | {ed['institution']} | {ed['area']} | {ed['studyType']}"
        ]
    lines += ["", "## 技能", ""] + [
        f"- {s['name']}：{'、'.join(s['keywords'])}" for s in p["skills"]
    ]
    lines += ["", "## 语言", ""] + [f"- {x['language']}：{x['fluency']}" for x in p["languages"]]
    lines += ["", "## 荣誉奖项", ""] + [
        f"- {a['title']}，{a['awarder']}，{a['date'][:4]}年{int(a['date'][5:7])}月"
        for a in p["awards"]
    ]
    return "\n".join(lines) + "\n"


def text_en(p: dict) -> str:
    b = p["basics"]
    lines = [
        b["name"].upper(),
        b["label"],
        f"Email: {b['email']}",
        f"Phone: {b['phone']}",
        f"Web: {b['url']}",
        f"LinkedIn: {b['profiles'][0]['username']}",
        f"GitHub: {b['profiles'][1]['username']}",
        f"{b['location']['city']}, {b['location']['region']}",
        "",
        "SUMMARY",
        b["summary"],
        "",
        "EXPERIENCE",
        "",
    ]
    for w in p["work"]:
        start, end = w["startDate"], w.get("endDate", "")
        dates = f"{start[5:7]}/{start[:4]} - " + (f"{end[5:7]}/{end[:4]}" if end else "Current")
        lines += [f"{w['name']}, {w['location']}", f"{w['position']}    {dates}"]
        lines += [f"* {h}" for h in w["highlights"]] + [""]
    lines += ["EDUCATION", ""]
    for ed in p["education"]:
        lines += [
            f"{ed['institution']}    {ed['startDate']} - {ed['endDate']}",
            f"{ed['studyType']} in {ed['area']}, GPA {ed['score']}",
            "",
        ]
    lines += ["SKILLS"] + [f"{s['name']}: {', '.join(s['keywords'])}" for s in p["skills"]] + [""]
    lines += ["PROJECTS", ""]
    for pr in p["projects"]:
        lines += [
            f"{pr['name']} ({month_year(pr['startDate'])} - Present)",
            pr["url"],
            pr["description"],
        ]
        lines += [f"* {h}" for h in pr["highlights"]] + [""]
    lines += (
        ["CERTIFICATIONS"]
        + [f"{c['name']} - {c['issuer']} - {month_year(c['date'])}" for c in p["certificates"]]
        + [""]
    )
    lines += [
        "Languages: " + ", ".join(f"{x['language']} ({x['fluency']})" for x in p["languages"])
    ]
    return "\n".join(lines) + "\n"


def text_zh(p: dict) -> str:
    b = p["basics"]
    lines = [
        f"姓名：{b['name']}",
        f"求职意向：{b['label']}",
        f"手机：{b['phone']}",
        f"邮箱：{b['email']}",
        f"现居：{b['location']['city']}",
        "",
        "自我评价",
        b["summary"],
        "",
        "工作经历",
    ]
    for w in p["work"]:
        s, t = w["startDate"], w.get("endDate", "")
        end = f"{t[:4]}年{int(t[5:7])}月" if t else "至今"
        lines += [f"{s[:4]}年{int(s[5:7])}月-{end}  {w['name']}  {w['position']}  {w['location']}"]
        lines += [f"· {h}" for h in w["highlights"]] + [""]
    lines += ["教育背景"]
    for ed in p["education"]:
        lines += [
            f"{dotted_zh(ed['startDate'])}-{dotted_zh(ed['endDate'])}  {ed['institution']}  {ed['area']}  {ed['studyType']}"
        ]
    lines += ["", "专业技能"] + [f"{s['name']}：{'、'.join(s['keywords'])}" for s in p["skills"]]
    lines += [
        "",
        "语言能力",
        "；".join(f"{x['language']}（{x['fluency']}）" for x in p["languages"]),
    ]
    lines += ["", "资格证书"] + [
        f"{c['name']}  {c['issuer']}  {c['date'].replace('-', '.')}" for c in p["certificates"]
    ]
    return "\n".join(lines) + "\n"


def _csv(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    return out.getvalue()


def linkedin_zip(p: dict) -> bytes:
    def mon(iso: str) -> str:
        return month_year(iso) if iso else ""

    b = p["basics"]
    first, last = b["name"].split(" ", 1)
    files = {
        "Profile.csv": [
            [
                "First Name",
                "Last Name",
                "Maiden Name",
                "Address",
                "Birth Date",
                "Headline",
                "Summary",
                "Industry",
                "Zip Code",
                "Geo Location",
                "Twitter Handles",
                "Websites",
                "Instant Messengers",
            ],
            [
                first,
                last,
                "",
                "",
                "",
                b["label"],
                b["summary"],
                "Design",
                "",
                f"{b['location']['city']}, England, United Kingdom",
                "",
                "",
                "",
            ],
        ],
        "Positions.csv": [
            ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"]
        ]
        + [
            [
                w["name"],
                w["position"],
                " ".join(w["highlights"]),
                w["location"],
                mon(w["startDate"]),
                mon(w.get("endDate", "")),
            ]
            for w in p["work"]
        ],
        "Education.csv": [
            ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"]
        ]
        + [
            [
                ed["institution"],
                ed["startDate"],
                ed["endDate"],
                "",
                f"{ed['studyType']} {ed['area']}",
                "",
            ]
            for ed in p["education"]
        ],
        "Skills.csv": [["Name"]] + [[s["name"]] for s in p["skills"]],
        "Languages.csv": [["Name", "Proficiency"]]
        + [[x["language"], x["fluency"]] for x in p["languages"]],
        "Email Addresses.csv": [
            ["Email Address", "Confirmed", "Primary", "Updated On"],
            [b["email"], "Yes", "Yes", "1/2/20, 9:00 AM"],
        ],
        "PhoneNumbers.csv": [["Extension", "Number", "Type"], ["", b["phone"], "Mobile"]],
        "Projects.csv": [["Title", "Description", "Url", "Started On", "Finished On"]]
        + [
            [pr["name"], pr["description"], "", mon(pr["startDate"]), mon(pr["endDate"])]
            for pr in p["projects"]
        ],
    }
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, rows in files.items():
            archive.writestr(name, _csv(rows))
    return out.getvalue()


def linkedin_expected(p: dict) -> dict:
    b = p["basics"]
    return {
        "basics": {
            "name": b["name"],
            "label": b["label"],
            "email": b["email"],
            "phone": b["phone"],
            "summary": b["summary"],
            "location": {"city": b["location"]["city"], "region": "England, United Kingdom"},
        },
        "work": [
            {
                "name": w["name"],
                "position": w["position"],
                "location": w["location"],
                "summary": " ".join(w["highlights"]),
                "startDate": w["startDate"],
                **({"endDate": w["endDate"]} if w.get("endDate") else {}),
            }
            for w in p["work"]
        ],
        "education": [
            {
                "institution": ed["institution"],
                "studyType": f"{ed['studyType']} {ed['area']}",
                "startDate": ed["startDate"],
                "endDate": ed["endDate"],
            }
            for ed in p["education"]
        ],
        "skills": [{"name": s["name"]} for s in p["skills"]],
        "languages": p["languages"],
        "projects": [
            {
                "name": pr["name"],
                "description": pr["description"],
                "startDate": pr["startDate"],
                "endDate": pr["endDate"],
            }
            for pr in p["projects"]
        ],
    }
