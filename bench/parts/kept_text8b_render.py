"""Renderers of the text8b round's kept-out set (bench/import_kept_text8b.py): job-site and
form pages of other layouts than blind set 8's, printed by the same kinds of tool. Text dumps:
HTML pages of this module's own markup dumped by **w3m** with other options (ASCII borders,
borders forced on every table, other widths) and by **pandoc** to plain text (its simple and
grid tables); set 8's job-site page (`import_blind8.jobsite.html`) for one other person.
Forms: grids of other cell layouts written through set 8's content-stream writer
(`import_blind8.grid.Stream`, `to_pdf`) for **`mutool create`**, Chinese in the same
non-embedded CID font."""

from __future__ import annotations

import subprocess

from bench.parts.import_blind3.common import city, esc, is_zh, span
from bench.parts.import_blind8 import grid

HEADS = {
    False: {
        "info": "Contact details",
        "work": "Work experience",
        "education": "Education",
        "skills": "Skills",
        "languages": "Languages",
        "certificates": "Certificates",
        "summary": "Profile",
    },
    True: {
        "info": "基本资料",
        "work": "工作经历",
        "education": "教育背景",
        "skills": "技能特长",
        "languages": "语言",
        "certificates": "资格证书",
        "summary": "个人简介",
    },
}
LABELS = {
    False: ("Name", "Title", "Email", "Phone", "Location"),
    True: ("姓名", "应聘职位", "电子邮箱", "联系电话", "所在城市"),
}


def contacts(p: dict) -> list[tuple[str, str]]:
    b, lab = p["basics"], LABELS[is_zh(p)]
    return list(zip(lab, (b["name"], b["label"], b["email"], b["phone"], city(p)), strict=True))


def side_lines(p: dict, key: str) -> list[str]:
    """Skills, languages and certificates as a person writes them in a cell or paragraph."""
    zh = is_zh(p)
    colon, sep = ("：", "、") if zh else (": ", ", ")
    if key == "skills":
        return [f"{g['name']}{colon}{sep.join(g['keywords'])}" for g in p.get("skills", [])]
    if key == "languages":
        form = "{language}（{fluency}）" if zh else "{language} ({fluency})"
        return [form.format(**x) for x in p.get("languages", [])]
    if key == "summary":
        return [p["basics"]["summary"]] if p["basics"].get("summary") else []
    if zh:
        return [f"{c['name']}（{c['issuer']}，{c['date']}年）" for c in p.get("certificates", [])]
    return [f"{c['name']} — {c['issuer']} ({c['date']})" for c in p.get("certificates", [])]


def _table(rows: list[list[str]], head: list[str] | None = None, border: bool = True) -> str:
    out = ["<table border=1>" if border else "<table>"]
    if head:
        out.append("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>")
    out += ["<tr>" + "".join(rows_cell for rows_cell in row) + "</tr>" for row in rows]
    return "".join(out) + "</table>"


def _td(text: str, span_: int = 1) -> str:
    return f"<td colspan={span_}>{text}</td>" if span_ > 1 else f"<td>{text}</td>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in items) + "</ul>"


def _side(p: dict, heads: dict) -> list[str]:
    out = []
    for key in ("skills", "languages", "certificates"):
        lines = side_lines(p, key)
        if lines:
            out.append(f"<h3>{esc(heads[key])}</h3>" + "".join(f"<p>{esc(x)}</p>" for x in lines))
    return out


def html_boxed(p: dict, dates: str) -> str:
    """Every part a bordered table: contacts two label/value pairs a row; jobs 'Position |
    Organisation | Location | Dates' under a head row, duties in a full-width row below."""
    heads = HEADS[is_zh(p)]
    info = contacts(p)[2:]
    pairs = [info[i : i + 2] for i in range(0, len(info), 2)]
    rows = [[f"<th>{esc(k)}</th>{_td(esc(v))}" for k, v in pair] for pair in pairs]
    out = [
        f"<h1>{esc(p['basics']['name'])}</h1><p>{esc(p['basics']['label'])}</p>",
        f"<h3>{esc(heads['info'])}</h3>",
        _table(rows),
    ]
    out += [f"<h3>{esc(heads['summary'])}</h3><p>{esc(x)}</p>" for x in side_lines(p, "summary")]
    head = ["Position", "Organisation", "Location", "Dates"]
    jobs = []
    for w in p["work"]:
        jobs.append(
            [
                _td(esc(w["position"])),
                _td(esc(w["name"])),
                _td(esc(w["location"])),
                _td(esc(span(w, dates))),
            ]
        )
        jobs.append([_td(_ul(w["highlights"]), 4)])
    out += [f"<h3>{esc(heads['work'])}</h3>", _table(jobs, head)]
    schools = [
        [
            _td(esc(span(s, dates))),
            _td(esc(s["institution"])),
            _td(esc(f"{s['studyType']} in {s['area']}")),
        ]
        for s in p["education"]
    ]
    out += [
        f"<h3>{esc(heads['education'])}</h3>",
        _table(schools, ["Dates", "Institution", "Qualification"]),
    ]
    out += _side(p, heads)
    return "<html><body>" + "".join(out) + "</body></html>"


def html_zh_grid(p: dict, dates: str) -> str:
    """A Chinese job site: a bordered 4-column info grid (label, value, label, value), jobs as
    a borderless table '起止时间 | 公司名称 | 职位 | 工作地点', duties as paragraphs below."""
    heads = HEADS[True]
    info = contacts(p)
    pairs = [info[i : i + 2] for i in range(0, len(info), 2)]
    rows = [[f"<th>{esc(k)}</th>{_td(esc(v))}" for k, v in pair] for pair in pairs]
    out = [f"<h2>{esc(heads['info'])}</h2>", _table(rows)]
    out += [f"<h2>{esc(heads['summary'])}</h2><p>{esc(x)}</p>" for x in side_lines(p, "summary")]
    jobs = []
    for w in p["work"]:
        jobs.append(
            [
                _td(esc(span(w, dates, " — ", "至今"))),
                _td(esc(w["name"])),
                _td(esc(w["position"])),
                _td(esc(w["location"])),
            ]
        )
        jobs.append([_td("", 1) + _td("".join(f"<p>{esc(h)}</p>" for h in w["highlights"]), 3)])
    out += [
        f"<h2>{esc(heads['work'])}</h2>",
        _table(jobs, ["起止时间", "公司名称", "职位", "工作地点"], border=False),
    ]
    schools = [
        [
            _td(esc(span(s, dates, " — "))),
            _td(esc(s["institution"])),
            _td(esc(s["studyType"])),
            _td(esc(s["area"])),
        ]
        for s in p["education"]
    ]
    out += [
        f"<h2>{esc(heads['education'])}</h2>",
        _table(schools, ["起止时间", "学校", "学历", "专业"], border=False),
    ]
    out += _side(p, heads)
    return '<html><head><meta charset="utf-8"></head><body>' + "".join(out) + "</body></html>"


def html_cards(p: dict, dates: str) -> str:
    """Each job its own bordered label/value table (Dates, Employer, Job title, Location,
    Responsibilities), the contacts one more such table."""
    zh, heads = is_zh(p), HEADS[is_zh(p)]
    labels = (
        ("时间", "单位", "职务", "地点", "工作内容")
        if zh
        else ("Dates", "Employer", "Job title", "Location", "Responsibilities")
    )
    out = [_table([[f"<th>{esc(k)}</th>{_td(esc(v))}"] for k, v in contacts(p)])]
    out += [f"<h3>{esc(heads['summary'])}</h3><p>{esc(x)}</p>" for x in side_lines(p, "summary")]
    out.append(f"<h3>{esc(heads['work'])}</h3>")
    for w in p["work"]:
        values = (
            esc(span(w, dates, " - " if zh else " – ", "至今" if zh else "Present")),
            esc(w["name"]),
            esc(w["position"]),
            esc(w["location"]),
            _ul(w["highlights"]),
        )
        out.append(
            _table([[f"<th>{esc(k)}</th>{_td(v)}"] for k, v in zip(labels, values, strict=True)])
        )
    out.append(f"<h3>{esc(heads['education'])}</h3>")
    for s in p["education"]:
        lab = ("时间", "学校", "学历", "专业") if zh else ("Dates", "School", "Degree", "Subject")
        values = (span(s, dates), s["institution"], s["studyType"], s["area"])
        out.append(
            _table([[f"<th>{esc(k)}</th>{_td(esc(v))}"] for k, v in zip(lab, values, strict=True)])
        )
    out += _side(p, heads)
    return '<html><head><meta charset="utf-8"></head><body>' + "".join(out) + "</body></html>"


def html_duty_column(p: dict, dates: str) -> str:
    """Jobs as one bordered table whose fourth column holds the duties (wrapped in the cell),
    contacts as a label/value table."""
    heads = HEADS[True]
    out = [
        f"<h2>{esc(p['basics']['name'])}的简历</h2>",
        _table([[f"<th>{esc(k)}</th>{_td(esc(v))}"] for k, v in contacts(p)[1:]]),
    ]
    out += [f"<h2>{esc(heads['summary'])}</h2><p>{esc(x)}</p>" for x in side_lines(p, "summary")]
    jobs = [
        [
            _td(esc(span(w, dates, " - ", "至今"))),
            _td(esc(f"{w['name']}（{w['location']}）")),
            _td(esc(w["position"])),
            _td(esc("；".join(w["highlights"]))),
        ]
        for w in p["work"]
    ]
    out += [f"<h2>{esc(heads['work'])}</h2>", _table(jobs, ["时间", "单位", "职务", "工作内容"])]
    schools = [
        [
            _td(esc(span(s, dates, " - "))),
            _td(esc(s["institution"])),
            _td(esc(f"{s['area']} {s['studyType']}")),
        ]
        for s in p["education"]
    ]
    out += [f"<h2>{esc(heads['education'])}</h2>", _table(schools, ["时间", "学校", "专业学历"])]
    out += _side(p, heads)
    return '<html><head><meta charset="utf-8"></head><body>' + "".join(out) + "</body></html>"


def w3m(page: str, *options: str) -> bytes:
    """The page as `w3m -dump` prints it with these options."""
    done = subprocess.run(
        ["w3m", "-dump", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", *options],
        input=page.encode(),
        capture_output=True,
        check=True,
        timeout=60,
    )
    return done.stdout


def pandoc_plain(page: str) -> bytes:
    done = subprocess.run(
        ["pandoc", "-f", "html", "-t", "plain", "--columns", "90"],
        input=page.encode(),
        capture_output=True,
        check=True,
        timeout=60,
    )
    return done.stdout


# Forms for `mutool create`.


def _cells(
    s: grid.Stream,
    y: float,
    cells: list[tuple[str, float]],
    size: float = 9,
    bold: tuple[int, ...] = (),
) -> float:
    """One row of boxed cells (text, width) from the left margin, each cell's text wrapped;
    returns the row's bottom."""
    wrapped = [grid._wrap(t, size, w - 10, s.zh) for t, w in cells]
    h = 13 * max(len(x) for x in wrapped) + 8
    x = grid.LEFT
    for n, ((_, w), lines) in enumerate(zip(cells, wrapped, strict=True)):
        s.box(x, y - h, w, h)
        for k, line in enumerate(lines):
            s.text(x + 5, y - 13 - 13 * k, line, size, n in bold)
        x += w
    return y - h


def form_four_column(p: dict, dates: str) -> grid.Stream:
    """A form: label/value cells two pairs a row beside a photo box; per section a table
    with a column-head row ('From – To | Employer | Position | Place'), duties in a full-width
    row under each job; side sections as one cell of lines."""
    zh = is_zh(p)
    s = grid.Stream(zh)
    title = "个人简历表" if zh else "APPLICATION FORM"
    s.text((grid.W - grid._width(title, 15, bold=True)) / 2, 792, title, 15, True)
    info = contacts(p)
    y = 765
    top = y
    for i in range(0, len(info), 2):
        row = []
        for k, v in info[i : i + 2]:
            row += [(k, 70), (v, 140)]
        if len(row) == 2:
            row[1] = (row[1][0], 350)
        y = _cells(s, y, row, 9, (0, 2))
    s.box(grid.LEFT + 420, y, grid.RIGHT - grid.LEFT - 420, top - y)
    s.text(grid.LEFT + 440, (top + y) / 2, "相片" if zh else "Photograph", 8)
    y -= 20
    full = grid.RIGHT - grid.LEFT
    head = (
        ("起止年月", "工作单位", "职务", "地点")
        if zh
        else ("From – To", "Employer", "Position", "Place")
    )
    widths = (110, 170, 130, full - 410)
    for key in ("summary", "work", "education", "skills", "languages", "certificates"):
        if key in ("work", "education"):
            s.text(grid.LEFT, y, HEADS[zh][key], 11, True)
            y -= 6
            y = _cells(
                s,
                y,
                list(
                    zip(
                        head
                        if key == "work"
                        else (
                            ("起止年月", "学校", "学历", "专业")
                            if zh
                            else ("From – To", "School", "Degree", "Subject")
                        ),
                        widths,
                        strict=True,
                    )
                ),
                8.5,
                (0, 1, 2, 3),
            )
            for e in p[key]:
                vals = (
                    (
                        span(e, dates, " - ", "至今" if zh else "Present"),
                        e["name"],
                        e["position"],
                        e["location"],
                    )
                    if key == "work"
                    else (span(e, dates, " - "), e["institution"], e["studyType"], e["area"])
                )
                y = _cells(s, y, list(zip(vals, widths, strict=True)), 8.5)
                if e.get("highlights"):
                    y = _cells(
                        s,
                        y,
                        [("；".join(e["highlights"]) if zh else "; ".join(e["highlights"]), full)],
                        8.5,
                    )
        else:
            lines = side_lines(p, key)
            if not lines:
                continue
            s.text(grid.LEFT, y, HEADS[zh][key], 11, True)
            y -= 6
            for line in lines:
                y = _cells(s, y, [(line, full)], 8.5)
        y -= 22
    return s


def form_side_labels(p: dict, dates: str) -> grid.Stream:
    """A 履历表 whose sections are rows of a single grid: a narrow left cell names the section
    (its characters one under another), the rows beside it hold 'dates | unit | post' and the
    duties; the contacts a label/value grid with the photo box."""
    zh = is_zh(p)
    s = grid.Stream(zh)
    title = "干 部 履 历 表" if zh else "PERSONAL RECORD"
    s.text((grid.W - grid._width(title, 16, bold=True)) / 2, 792, title, 16, True)
    y, top = 765, 765
    for k, v in contacts(p):
        y = _cells(s, y, [(k, 90), (v, 300)], 9, (0,))
    s.box(grid.LEFT + 390, y, grid.RIGHT - grid.LEFT - 390, top - y)
    s.text(grid.LEFT + 420, (top + y) / 2, "照片" if zh else "Photo", 9)
    y -= 16
    rest = grid.RIGHT - grid.LEFT - 40
    for key in ("summary", "work", "education", "skills", "languages", "certificates"):
        rows: list[list[tuple[str, float]]] = []
        if key in ("work", "education"):
            for e in p[key]:
                vals = (
                    (span(e, dates, "—", "至今" if zh else "Present"), e["name"], e["position"])
                    if key == "work"
                    else (
                        span(e, dates, "—"),
                        e["institution"],
                        f"{e['area']}　{e['studyType']}"
                        if zh
                        else f"{e['studyType']}, {e['area']}",
                    )
                )
                rows.append(list(zip(vals, (120, 170, rest - 290), strict=True)))
                if key == "work":
                    rows.append([(h, rest) for h in e["highlights"][:1]])
                    rows += [[(h, rest)] for h in e["highlights"][1:]]
        else:
            rows = [[(line, rest)] for line in side_lines(p, key)]
        if not rows:
            continue
        start = y
        for row in rows:
            wrapped = [grid._wrap(t, 8.5, w - 10, zh) for t, w in row]
            h = 13 * max(len(x) for x in wrapped) + 8
            x = grid.LEFT + 40
            for (_, w), lines in zip(row, wrapped, strict=True):
                s.box(x, y - h, w, h)
                for k, line in enumerate(lines):
                    s.text(x + 5, y - 13 - 13 * k, line, 8.5)
                x += w
            y -= h
        s.box(grid.LEFT, y, 40, start - y)
        label = HEADS[zh][key]
        chars = list(label) if zh else [label]
        mid = (start + y) / 2 + 6 * len(chars)
        for n, ch in enumerate(chars):
            s.text(grid.LEFT + (14 if zh else 3), mid - 12 * n, ch, 6.5 if not zh else 10, True)
        y -= 10
        if y < 120:
            s.pages.append([])
            y = 790
    return s
