"""Text sources of blind set 3: Markdown (the 'atx' flavour with '#' headings and '-' bullets;
the 'setext' flavour with underlined headings, '*' bullets and pipe tables, which pandoc also
turns into DOCX and HTML), plain text as an e-mail body or a text editor holds it (upper-case
headings under dashes, dates flush right; 【】 headings in Chinese), and text pasted from
job-board application forms ('First Name:', 'Work History', 'Position 1'; 基本信息 /
工作经历（一） / 单位名称：). Each returns (text, truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import (
    cert_line,
    city,
    is_zh,
    language_line,
    links,
    school_line,
    skill_lines,
    span,
    truth,
    words,
)


def markdown(person: dict, flavor: str = "atx") -> tuple[str, dict]:
    zh, w, b = is_zh(person), words(person), person["basics"]
    style = ("zh" if flavor == "atx" else "dot") if zh else ("month" if flavor == "atx" else "dash")

    def head(text: str, level: int = 2) -> list[str]:
        if flavor == "atx":
            return ["#" * level + " " + text, ""]
        return [text, ("=" if level == 1 else "-") * max(6, len(text) * 2), ""]

    bullet = "-" if flavor == "atx" else "*"
    out = [*head(b["name"], 1), f"**{b['label']}**", ""]
    out += [" · ".join([b["email"], b["phone"], city(person), *links(person)]), ""]
    out += [*head(w["summary"]), b["summary"], "", *head(w["work"])]
    for j in person["work"]:
        if flavor == "atx":
            out += [f"### {j['position']}, {j['name']}", ""]
            out += [f"*{span(j, style, ' – ', w['present'])}* | {j['location']}", ""]
        else:
            out += [f"**{j['name']}** — {j['location']}  ", f"{j['position']}  "]
            out += [span(j, style, " to ", w["present"]), ""]
        out += [f"{bullet} {h}" for h in j["highlights"]] + [""]
    out += head(w["education"])
    for s in person["education"]:
        out += [
            f"**{s['institution']}** ({s['startDate']}–{s['endDate']})  ",
            school_line(s, zh),
            "",
        ]
    out += head(w["skills"])
    grouped = [g for g in person["skills"] if g.get("keywords")]
    if flavor == "setext" and grouped:
        cols = ("类别", "技能") if zh else ("Area", "Skills")
        out += [f"| {cols[0]} | {cols[1]} |", "|---|---|"]
        out += [f"| {g['name']} | {', '.join(g['keywords'])} |" for g in grouped] + [""]
    else:
        out += [f"{bullet} {line}" for line in skill_lines(person, zh)] + [""]
    out += head(w["languages"])
    out += [f"{bullet} {language_line(x, zh)}" for x in person["languages"]] + [""]
    out += head(w["certificates"])
    out += [f"{bullet} {cert_line(c, zh)}" for c in person["certificates"]] + [""]
    return "\n".join(out), truth(person)


def plain(person: dict) -> tuple[str, dict]:
    zh, w, b = is_zh(person), words(person), person["basics"]

    def head(text: str) -> list[str]:
        return ["", f"【{text}】", ""] if zh else ["", text.upper(), "-" * len(text), ""]

    out = [b["name"] if zh else b["name"].upper(), b["label"]]
    out += [f"{city(person)}  *  {b['phone']}  *  {b['email']}", *links(person)]
    out += [*head(w["summary"]), b["summary"], *head(w["work"])]
    style, sep = ("zh", "—") if zh else ("mon", " - ")
    for j in person["work"]:
        left = f"{j['name']}，{j['location']}" if zh else f"{j['name']}, {j['location']}"
        out += [f"{left:<52}{span(j, style, sep, w['present'])}", j["position"]]
        out += [f"  {'·' if zh else '*'} {h}" for h in j["highlights"]] + [""]
    out += head(w["education"])
    for s in person["education"]:
        out += [f"{s['institution']:<52}{s['startDate']}{sep}{s['endDate']}", school_line(s, zh)]
    out += head(w["skills"]) + skill_lines(person, zh)
    out += head(w["languages"]) + [language_line(x, zh) for x in person["languages"]]
    out += head(w["certificates"]) + [cert_line(c, zh) for c in person["certificates"]]
    return "\n".join(out) + "\n", truth(person)


def _terms(person: dict) -> list[str]:
    return [k for g in person["skills"] for k in (g.get("keywords") or [g["name"]])]


def form_en(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    first, last = b["name"].split(" ", 1)
    out = ["Candidate Profile", f"First Name: {first}", f"Last Name: {last}"]
    out += [f"Email Address: {b['email']}", f"Mobile Number: {b['phone']}"]
    out += [f"City / Region: {city(person)}", f"Professional Headline: {b['label']}"]
    out += [f"LinkedIn Profile or Website: {u}" for u in links(person)]
    out += [f"About Me: {b['summary']}", "", "Work History"]
    for n, j in enumerate(person["work"], 1):
        out += ["", f"Position {n}", f"Job Title: {j['position']}", f"Company: {j['name']}"]
        out += [f"Location: {j['location']}", f"From: {span(j, 'slash', '   To: ')}"]
        out += ["Responsibilities and Achievements:"] + [f"- {h}" for h in j["highlights"]]
    out += ["", "Education History"]
    for n, s in enumerate(person["education"], 1):
        out += ["", f"School {n}", f"Institution: {s['institution']}"]
        out += [f"Degree: {s['studyType']}", f"Field of Study: {s['area']}"]
        out += [f"From: {s['startDate']}   To: {s['endDate']}"]
        out += [f"Grade: {s['score']}"] if s.get("score") else []
    out += ["", f"Key Skills: {', '.join(_terms(person))}", ""]
    for n, x in enumerate(person["languages"], 1):
        out += [f"Language {n}: {x['language']}    Proficiency: {x['fluency']}"]
    out += [""]
    for c in person["certificates"]:
        out += [
            f"License / Certification: {c['name']} | Issued by: {c['issuer']} | Year: {c['date']}"
        ]
    t = truth(person)
    t["skills"] = [{"name": k} for k in _terms(person)]
    return "\n".join(out) + "\n", t


NUMERALS = "一二三四五六七八九"


def form_zh(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    out = ["基本信息", f"姓名：{b['name']}", f"手机号码：{b['phone']}", f"电子邮箱：{b['email']}"]
    out += [f"现居城市：{b['location']['city']}", f"期望职位：{b['label']}"]
    out += [f"自我评价：{b['summary']}", ""]
    for n, j in enumerate(person["work"]):
        out += [
            f"工作经历（{NUMERALS[n]}）",
            f"单位名称：{j['name']}",
            f"担任职务：{j['position']}",
        ]
        out += [f"工作地点：{j['location']}", f"起止时间：{span(j, 'dot', ' - ', '至今')}"]
        out += ["工作内容："] + [f"{k}. {h}" for k, h in enumerate(j["highlights"], 1)] + [""]
    for n, s in enumerate(person["education"]):
        out += [f"教育经历（{NUMERALS[n]}）", f"学校名称：{s['institution']}"]
        out += [f"学历：{s['studyType']}", f"专业：{s['area']}"]
        out += [f"就读时间：{s['startDate']} - {s['endDate']}"]
        out += [f"成绩：{s['score']}"] if s.get("score") else []
        out += [""]
    out += [f"技能特长：{'、'.join(_terms(person))}"]
    out += [
        "语言能力：" + "；".join(f"{x['language']} {x['fluency']}" for x in person["languages"])
    ]
    for c in person["certificates"]:
        out += [f"证书名称：{c['name']}　发证机构：{c['issuer']}　获得时间：{c['date']}年"]
    t = truth(person)
    t["skills"] = [{"name": k} for k in _terms(person)]
    return "\n".join(out) + "\n", t


STYLES = {
    "md_atx": lambda p: markdown(p, "atx"),
    "md_setext": lambda p: markdown(p, "setext"),
    "plain": plain,
    "form_en": form_en,
    "form_zh": form_zh,
}
