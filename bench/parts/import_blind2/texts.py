"""Text people paste or write: a job-site web form copied as text (English 'Personal
Information / Employer 1 / Company Name:' and Chinese 个人信息 / 工作经历 forms), Markdown and
plain text with unusual headings. Each returns (text, truth)."""

from __future__ import annotations

from .common import city_line, contacts, date, span, truth


def form_en(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    first, last = b["name"].split(" ", 1)
    loc = b["location"]
    lines = [
        "Personal Information",
        f"First Name: {first}",
        f"Last Name: {last}",
        f"Email Address: {b['email']}",
        f"Phone Number: {b['phone']}",
        f"City: {loc['city']}",
        f"State/Province: {loc.get('region') or loc.get('countryCode', '')}",
        *(f"Website: {b['url']}" for _ in [1] if b.get("url")),
        *(f"{p['network']} Profile: {p['url']}" for p in b.get("profiles") or []),
        f"Desired Position: {b['label']}",
        f"Professional Summary: {b['summary']}",
        "",
        "Work Experience",
    ]
    for n, w in enumerate(person["work"], 1):
        lines += [
            f"Employer {n}",
            f"Company Name: {w['name']}",
            f"Job Title: {w['position']}",
            f"Location: {w['location']}",
            f"Start Date: {date(w['startDate'], 'slash')}",
            f"End Date: {date(w.get('endDate'), 'slash', 'Current')}",
            "Duties and Achievements:",
            *(f"- {x}" for x in w["highlights"]),
            "",
        ]
    lines.append("Education")
    for n, e in enumerate(person["education"], 1):
        lines += [
            f"School {n}",
            f"School Name: {e['institution']}",
            f"Degree: {e['studyType']}",
            f"Field of Study: {e['area']}",
            f"From: {e['startDate']}",
            f"To: {e['endDate']}",
        ]
        if e.get("score"):
            lines.append(f"GPA: {e['score']}")
        lines.append("")
    lines.append("Skills")
    lines += [f"{g['name']}: {', '.join(g['keywords'])}" for g in person["skills"]]
    lines += ["", "Languages"]
    lines += [
        f"Language: {x['language']} | Proficiency: {x['fluency']}" for x in person["languages"]
    ]
    if person.get("certificates"):
        lines += ["", "Licenses & Certifications"]
        for c in person["certificates"]:
            lines += [
                f"Name: {c['name']}",
                f"Issuing Organization: {c['issuer']}",
                f"Issue Date: {c['date']}",
                "",
            ]
    if person.get("awards"):
        lines += ["", "Honors & Awards"]
        for a in person["awards"]:
            lines += [f"Title: {a['title']}", f"Issuer: {a['awarder']}", f"Date: {a['date']}"]
    t = truth(person)
    return "\n".join(lines).strip() + "\n", t


def form_zh(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    lines = [
        "个人信息",
        f"姓名：{b['name']}",
        f"手机号码：{b['phone']}",
        f"电子邮箱：{b['email']}",
        f"现居住城市：{b['location']['city']}",
        f"期望职位：{b['label']}",
        "",
        "工作经历",
    ]
    for w in person["work"]:
        lines += [
            f"公司名称：{w['name']}",
            f"职位名称：{w['position']}",
            f"在职时间：{span(w, 'dash', ' 至 ', '今')}",
            f"工作地点：{w['location']}",
            "工作描述：",
            *(f"{n}、{x}" for n, x in enumerate(w["highlights"], 1)),
            "",
        ]
    lines.append("教育经历")
    for e in person["education"]:
        lines += [
            f"学校名称：{e['institution']}",
            f"学历：{e['studyType']}",
            f"专业：{e['area']}",
            f"就读时间：{span(e, 'dash', ' 至 ')}",
            "",
        ]
    lines.append("技能特长")
    lines += [f"{g['name']}：{'、'.join(g['keywords'])}" for g in person["skills"]]
    lines += ["", "语言能力"]
    lines += [f"语种：{x['language']}　掌握程度：{x['fluency']}" for x in person["languages"]]
    if person.get("certificates"):
        lines += ["", "证书"]
        for c in person["certificates"]:
            lines += [
                f"证书名称：{c['name']}",
                f"颁发机构：{c['issuer']}",
                f"获得时间：{c['date']}年",
            ]
    lines += ["", "自我评价", b["summary"]]
    return "\n".join(lines) + "\n", truth(person)


def markdown_en(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    out = [
        f"# {b['name']}",
        f"_{b['label']}_ — {city_line(person)}",
        "",
        " · ".join(f"<{c}>" if "@" in c else c for c in contacts(person)),
        "",
        "## In a nutshell",
        b["summary"],
        "",
        "## Where I have worked",
    ]
    for w in person["work"]:
        out += [
            "",
            f"### {w['position']} @ {w['name']}",
            f"*{w['location']} | {span(w, 'mon', ' to ', 'now')}*",
            "",
            *(f"* {x}" for x in w["highlights"]),
        ]
    out += ["", "## Schooling"]
    for e in person["education"]:
        score = f", GPA {e['score']}" if e.get("score") else ""
        out.append(
            f"- **{e['institution']}**: {e['studyType']} in {e['area']} "
            f"({e['startDate']}–{e['endDate']}){score}"
        )
    out += ["", "## Toolbox"]
    out += [f"- **{g['name']}**: {', '.join(g['keywords'])}" for g in person["skills"]]
    out += ["", "## Languages spoken"]
    out += [f"- {x['language']} ({x['fluency']})" for x in person["languages"]]
    if person.get("certificates"):
        out += ["", "## Credentials"]
        out += [f"- {c['name']} — {c['issuer']}, {c['date']}" for c in person["certificates"]]
    if person.get("awards"):
        out += ["", "## Recognition"]
        out += [f"- {a['title']} — {a['awarder']}, {a['date']}" for a in person["awards"]]
    return "\n".join(out) + "\n", truth(person)


def plain_en(person: dict) -> tuple[str, dict]:
    """Plain text: capitals underlined with '=', entries as 'Position ... dates' lines."""
    b = person["basics"]

    def head(text: str) -> list[str]:
        return ["", text.upper(), "=" * len(text)]

    out = [b["name"].upper(), b["label"], city_line(person), " / ".join(contacts(person))]
    out += [*head("Personal statement"), b["summary"]]
    out += head("Career history")
    for w in person["work"]:
        out += [
            "",
            f"{w['position']}, {w['name']} ({w['location']})",
            span(w, "slash", " to ", "present"),
            *(f"  > {x}" for x in w["highlights"]),
        ]
    out += head("Qualifications")
    for e in person["education"]:
        out += [
            f"{e['startDate']} to {e['endDate']}  {e['studyType']}, {e['area']}",
            f"    {e['institution']}",
        ]
    out += head("Key skills")
    out += [f"{g['name']} - {', '.join(g['keywords'])}" for g in person["skills"]]
    out += head("Languages")
    out += [f"{x['language']}: {x['fluency']}" for x in person["languages"]]
    for key, title in (("certificates", "Certificates"), ("awards", "Awards")):
        if person.get(key):
            out += head(title)
            out += [
                f"{c.get('name') or c['title']}, {c.get('issuer') or c['awarder']}, {c['date']}"
                for c in person[key]
            ]
    return "\n".join(out) + "\n", truth(person)


def markdown_zh(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    out = [
        f"# {b['name']}",
        "",
        f"**{b['label']}** ｜ {b['location']['city']}",
        "",
        "　".join(contacts(person)),
        "",
        "## 关于我",
        b["summary"],
        "",
        "## 从业经历",
    ]
    for w in person["work"]:
        out += [
            "",
            f"### {w['name']}",
            f"{w['position']}　{w['location']}　{span(w, 'zh', ' — ', '至今')}",
            "",
            *(f"- {x}" for x in w["highlights"]),
        ]
    out += ["", "## 求学经历"]
    for e in person["education"]:
        out.append(f"- {span(e, 'zh', ' — ')}　{e['institution']}　{e['area']}　{e['studyType']}")
    out += ["", "## 软件与技能"]
    out += [f"- {g['name']}：{'、'.join(g['keywords'])}" for g in person["skills"]]
    out += ["", "## 语言"]
    out += [f"- {x['language']}：{x['fluency']}" for x in person["languages"]]
    if person.get("certificates"):
        out += ["", "## 执业资格"]
        out += [f"- {c['name']}（{c['issuer']}，{c['date']}年）" for c in person["certificates"]]
    return "\n".join(out) + "\n", truth(person)
