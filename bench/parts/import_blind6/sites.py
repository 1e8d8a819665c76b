"""Job-site résumé exports opened as HTML by LibreOffice Writer/Web and printed to PDF (how a
saved web page becomes a PDF in an office suite: tables and simple styles kept, CSS layout
dropped). `boss`: a BOSS直聘-like online résumé (a '9年经验 · 本科 · 32岁' line, 期望职位 /
期望城市 / 期望薪资, each job as 'company   dates' then '职位 · 城市', 内容： and the duties);
`zhaopin`: a 智联招聘-like export (个人信息 rows of label and value, 求职意向, each job 'dates
company | position', 工作描述：, a site footer); `indeed`: an Indeed-like English profile
('Title', 'Company - City', 'March 2019 to Present', bullets, 'Degree in Area'). Facts the sites
ask that JSON Resume has no place for (age, salary, availability, résumé number) are on the
page only."""

from __future__ import annotations

from bench.parts.import_blind3.common import esc
from bench.parts.import_blind4.model import Page


def _html(body: str, zh: bool) -> bytes:
    font = "Noto Sans CJK SC" if zh else "DejaVu Sans"
    return (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>resume</title>"
        f"<style>body {{font-family: '{font}'; font-size: 10pt}} h1 {{font-size: 20pt}} "
        "h2 {font-size: 12pt; color: #00a6a7} .grey {color: #888888}</style></head>"
        f"<body>{body}</body></html>"
    ).encode()


def _right(left: str, right: str) -> str:
    return (
        f"<table width='100%' cellpadding='0' cellspacing='0'><tr><td>{left}</td>"
        f"<td align='right' class='grey'>{right}</td></tr></table>"
    )


def boss(p: Page, extra: dict) -> bytes:
    out = [
        f"<h1>{esc(p.name)}</h1>",
        f"<p class='grey'>{esc(extra['years'])} · 本科 · {esc(extra['age'])}</p>",
        f"<p>{esc(p.contacts[1])}　　{esc(p.contacts[0])}</p>",
        f"<p>期望职位：{esc(p.label)}　　期望城市：{esc(p.contacts[2])}　　期望薪资："
        f"{esc(extra['salary'])}</p>",
        *[f"<p>{esc(x)}</p>" for x in p.contacts[3:]],
    ]
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        for e in s.entries:
            out.append(_right(f"<b>{esc(e.org or e.title)}</b>", esc(e.when)))
            if e.org:
                out.append(f"<p>{' · '.join(esc(x) for x in (e.title, e.place) if x)}</p>")
            if e.lines:
                out.append("<p>内容：</p>" if s.key == "work" else "")
                out += [f"<p>{esc(x)}</p>" for x in e.lines]
        out += [f"<p>{esc(x)}</p>" for x in s.lines]
    return _html("".join(out), True)


def zhaopin(p: Page, extra: dict) -> bytes:
    row = "<tr><td width='22%' class='grey'>{}</td><td>{}</td></tr>"
    info = [("性别", extra["sex"]), ("年龄", extra["age"]), ("现居住地", p.contacts[2]),
            ("手机", p.contacts[1]), ("邮箱", p.contacts[0])]  # fmt: skip
    info += [("个人主页", x) for x in p.contacts[3:]]
    out = [
        f"<p class='grey'>简历编号：{esc(extra['number'])}　最近更新：2026-10-08</p>",
        f"<h1>{esc(p.name)}</h1>",
        "<h2>个人信息</h2><table width='100%'>"
        + "".join(row.format(esc(a), esc(b)) for a, b in info) + "</table>",
        "<h2>求职意向</h2><table width='100%'>"
        + row.format("期望职位", esc(p.label)) + row.format("期望月薪", esc(extra["salary"]))
        + row.format("到岗时间", "一个月内") + "</table>",
    ]  # fmt: skip
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        for e in s.entries:
            what = " | ".join(esc(x) for x in (e.org, e.title) if x)
            out.append(f"<p><b>{esc(e.when)}　{what}</b></p>")
            if e.place:
                out.append(f"<p class='grey'>工作地点：{esc(e.place)}</p>")
            if e.lines:
                out.append("<p>工作描述：</p>" if s.key == "work" else "")
                out += [f"<p>{n}. {esc(x)}</p>" for n, x in enumerate(e.lines, 1)]
        out += [f"<p>{esc(x)}</p>" for x in s.lines]
    out.append("<p class='grey'>—— 本简历来自智联招聘 ——</p>")
    return _html("".join(out), True)


def indeed(p: Page, extra: dict) -> bytes:
    out = [
        f"<h1>{esc(p.name)}</h1><p><b>{esc(p.label)}</b></p>",
        f"<p>{esc(p.contacts[2])}</p><p>{esc(p.contacts[0])}</p><p>{esc(p.contacts[1])}</p>",
        *[f"<p>{esc(x)}</p>" for x in p.contacts[3:]],
        f"<p class='grey'>Willing to relocate: {esc(extra['relocate'])}</p>",
    ]
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        for e in s.entries:
            out.append(f"<p><b>{esc(e.title)}</b></p>")
            if e.org:
                out.append(f"<p>{' - '.join(esc(x) for x in (e.org, e.place) if x)}</p>")
            out.append(f"<p class='grey'>{esc(e.when)}</p>")
            if e.lines:
                out.append("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in e.lines) + "</ul>")
        if s.key in ("skills", "languages", "certificates"):
            out.append("<ul>" + "".join(f"<li>{esc(x)}</li>" for x in s.lines) + "</ul>")
        else:
            out += [f"<p>{esc(x)}</p>" for x in s.lines]
    return _html("".join(out), False)


SITES = {"boss": boss, "zhaopin": zhaopin, "indeed": indeed}
