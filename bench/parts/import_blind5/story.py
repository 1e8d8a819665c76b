"""PyMuPDF's Story, MuPDF's own HTML and CSS engine writing PDF (a path this project never
used): 'serif', a one-column CV (centred name, ruled headings, italic date lines, ligatures
kept as MuPDF sets them); 'grid', a 个人简历 table (姓名 / 求职意向 / 联系电话 cells, a date
column); and 'linkedin', a LinkedIn 'Save to PDF'-like profile placed as two stories side by
side (Contact / Top Skills / Languages / Certifications beside the experience), with
'Page 1 of 2' stamped on every page afterwards."""

from __future__ import annotations

import io

import pymupdf

from bench.parts.import_blind3.common import city, date, duration, esc, is_zh, links
from bench.parts.import_blind4.model import Page

A4 = pymupdf.paper_rect("a4")
CSS = "body {font-family: sans-serif; font-size: 10pt;} h2 {font-size: 12pt;}"


def _lines(items: list[str]) -> str:
    return "".join(f"<li>{esc(x)}</li>" for x in items)


def serif(p: Page) -> str:
    out = [
        f"<h1 style='text-align:center;font-family:serif'>{esc(p.name)}</h1>",
        f"<p style='text-align:center'><i>{esc(p.label)}</i></p>",
        f"<p style='text-align:center'>{' | '.join(esc(c) for c in p.contacts)}</p>",
    ]
    for s in p.sections:
        out.append(f"<h2 style='border-bottom:1px solid black'>{esc(s.heading)}</h2>")
        for e in s.entries:
            org = f", {esc(e.org)}" if e.org else ""
            place = f" — {esc(e.place)}" if e.place else ""
            out.append(f"<p><b>{esc(e.title)}</b>{org}{place}<br><i>{esc(e.when)}</i></p>")
            if e.lines:
                out.append(f"<ul>{_lines(e.lines)}</ul>")
        out += [f"<p>{esc(x)}</p>" for x in s.lines]
    return "\n".join(out)


def grid(p: Page) -> str:
    email, phone, where = p.contacts[:3]
    cell = "<td style='border:1px solid #444;padding:3px'>{}</td>"
    rows = [
        ("姓　　名", p.name, "求职意向", p.label),
        ("联系电话", phone, "电子邮箱", email),
        ("现居城市", where, "到岗时间", "一个月内"),
    ]
    head = "".join("<tr>" + "".join(cell.format(esc(v)) for v in r) + "</tr>" for r in rows)
    out = ["<h1 style='text-align:center'>个人简历</h1>", f"<table>{head}</table>"]
    for extra in p.contacts[3:]:
        out.append(f"<p>个人主页：{esc(extra)}</p>")
    for s in p.sections:
        out.append(f"<h2 style='background-color:#dde'>{esc(s.heading)}</h2>")
        if s.entries:
            body = "".join(
                f"<tr>{cell.format(esc(e.when))}"
                f"{cell.format(esc(e.org + (f'（{e.place}）' if e.place else '')))}"
                f"{cell.format(esc(e.title))}</tr>"
                + (f"<tr><td colspan='3'><ul>{_lines(e.lines)}</ul></td></tr>" if e.lines else "")
                for e in s.entries
            )
            out.append(f"<table>{body}</table>")
        out += [f"<p>{esc(x)}</p>" for x in s.lines]
    return "\n".join(out)


STYLES = {"serif": serif, "roomy": serif, "grid": grid}


def linkedin(person: dict) -> tuple[str, str]:
    """(sidebar HTML, main HTML) of a LinkedIn-like profile; the truth is
    model.linkedin_truth(person)."""
    zh = is_zh(person)
    b = person["basics"]
    words = (
        ("联系方式", "热门技能", "语言", "认证", "简介", "工作经历", "教育经历", "至今")
        if zh
        else ("Contact", "Top Skills", "Languages", "Certifications", "Summary",
              "Experience", "Education", "Present")
    )  # fmt: skip
    contact, top, langs, certs, summary, work, edu, present = words
    terms = [k for g in person["skills"] for k in g["keywords"]][:3]
    side = [
        f"<h3>{contact}</h3>",
        f"<p>{esc(b['email'])}</p>",
        f"<p>{esc(b['phone'])} (Mobile)</p>",
    ]
    side += [f"<p>{esc(u)} (LinkedIn)</p>" for u in links(person)]
    side += [f"<h3>{top}</h3>", *(f"<p>{esc(t)}</p>" for t in terms)]
    side += [f"<h3>{langs}</h3>"]
    side += [f"<p>{esc(x['language'])} ({esc(x['fluency'])})</p>" for x in person["languages"]]
    side += [f"<h3>{certs}</h3>", *(f"<p>{esc(c['name'])}</p>" for c in person["certificates"])]
    for key, heading, field in (("awards", "Honors-Awards", "title"),
                                ("publications", "Publications", "name")):  # fmt: skip
        if person.get(key):
            side += [f"<h3>{heading}</h3>", *(f"<p>{esc(x[field])}</p>" for x in person[key])]
    main = [
        f"<h1>{esc(b['name'])}</h1>",
        f"<p style='font-size:12pt'>{esc(b['label'])}</p>",
        f"<p style='color:#666'>{esc(city(person))}</p>",
        f"<h2>{summary}</h2>",
        f"<p>{esc(b['summary'])}</p>",
        f"<h2>{work}</h2>",
    ]
    for w in person["work"]:
        when = (
            f"{date(w['startDate'], 'month', present)} - {date(w.get('endDate'), 'month', present)}"
        )
        main += [
            f"<p style='font-size:11pt'><b>{esc(w['name'])}</b></p>",
            f"<p>{esc(w['position'])}<br><span style='color:#666'>{when} "
            f"({duration(w, zh)})<br>{esc(w['location'])}</span></p>",
            *(f"<p>{esc(h)}</p>" for h in w["highlights"]),
        ]
    main.append(f"<h2>{edu}</h2>")
    for s in person["education"]:
        main.append(
            f"<p><b>{esc(s['institution'])}</b><br>{esc(s['studyType'])}, {esc(s['area'])}"
            f" · ({s['startDate']} - {s['endDate']})</p>"
        )
    return "\n".join(side), "\n".join(main)


def pdf(html: str, roomy: bool = False) -> bytes:
    """One story down A4 pages, 50 pt margins ('roomy': 13 pt type, 80 pt margins)."""
    margin = 80 if roomy else 50
    rect = pymupdf.Rect(margin, margin, A4.width - margin, A4.height - margin)
    return _write([(html, rect)], css="body {font-size: 13pt}" if roomy else "")


def linkedin_pdf(side: str, main: str) -> bytes:
    data = _write(
        [
            (side, pymupdf.Rect(30, 40, 190, A4.height - 50)),
            (main, pymupdf.Rect(215, 40, A4.width - 35, A4.height - 50)),
        ],
        side_css="body {font-size: 9pt; color: #333}",
    )
    doc = pymupdf.open("pdf", data)
    for n, sheet in enumerate(doc, 1):
        sheet.insert_text((A4.width / 2 - 30, A4.height - 22), f"Page {n} of {len(doc)}",
                          fontsize=8, color=(0.5, 0.5, 0.5))  # fmt: skip
    return doc.tobytes()


def _write(parts: list[tuple[str, pymupdf.Rect]], side_css: str = "", css: str = "") -> bytes:
    """The stories, each in its rectangle, page after page until all are placed; `side_css`
    styles the first story only."""
    stories = [
        [pymupdf.Story(html=h, user_css=CSS + css + (side_css if n == 0 else "")), r, 1]
        for n, (h, r) in enumerate(parts)
    ]
    out = io.BytesIO()
    writer = pymupdf.DocumentWriter(out)
    while any(s[2] for s in stories):
        device = writer.begin_page(A4)
        for s in stories:
            if s[2]:
                s[2], _ = s[0].place(s[1])
                s[0].draw(device)
        writer.end_page()
    writer.close()
    return out.getvalue()
