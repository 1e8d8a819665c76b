"""HTML pages printed by Chromium: Google Docs-like Spearmint, Serif and Coral, a Canva-like
two-column design (icons, skill bars, letter-spaced headings), a Word "modern" look, and the
Chinese 个人简历 info grid. Each returns (html, truth)."""

from __future__ import annotations

from .common import city_line, contacts, esc, is_zh, span, truth

CJK_FONT = "'Noto Sans CJK SC', 'Noto Serif CJK SC', 'Noto Sans Mono CJK SC', sans-serif"
ICON = {
    "mail": '<svg width="11" height="11" viewBox="0 0 24 24"><path fill="#fff" '
    'd="M2 5h20v14H2z M2 5l10 8 10-8" stroke="#2d4a5a"/></svg>',
    "phone": '<svg width="11" height="11" viewBox="0 0 24 24"><path fill="#fff" '
    'd="M6 2h5l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v5a2 2 0 0 1-2 2A19 19 0 0 1 4 4a2 2 0 0 1 2-2z"/>'
    "</svg>",
    "pin": '<svg width="11" height="11" viewBox="0 0 24 24"><path fill="#fff" '
    'd="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z"/></svg>',
    "link": '<svg width="11" height="11" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" '
    'fill="#fff"/></svg>',
}
HEAD = {
    "en": {
        "summary": "Profile",
        "work": "Experience",
        "education": "Education",
        "skills": "Skills",
        "languages": "Languages",
        "certificates": "Licenses and Certifications",
        "awards": "Awards",
        "contact": "Contact",
        "present": "Present",
    },
    "zh": {
        "summary": "个人简介",
        "work": "工作经历",
        "education": "教育背景",
        "skills": "专业技能",
        "languages": "语言能力",
        "certificates": "资格证书",
        "awards": "获奖情况",
        "contact": "联系方式",
        "present": "至今",
    },
}


def _h(person: dict) -> dict:
    return HEAD["zh" if is_zh(person) else "en"]


def _ds(person: dict, style: str) -> str:
    """Chinese pages write 2018年4月 whatever the template's English date style."""
    return "zh" if is_zh(person) else style


def _page(body: str, css: str, person: dict) -> str:
    font = CJK_FONT if is_zh(person) else ""
    return (
        f"<!doctype html><html lang='{'zh' if is_zh(person) else 'en'}'><head>"
        f"<meta charset='utf-8'><style>@page {{ size: A4; margin: 14mm 16mm; }}"
        f"body {{ margin: 0; {'font-family: ' + font + ';' if font else ''} }} {css}</style>"
        f"</head><body>{body}</body></html>"
    )


def _bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{esc(i)}</li>" for i in items) + "</ul>"


def _degree(e: dict, zh: bool) -> str:
    parts = [e.get("studyType", ""), e.get("area", "")]
    text = (" " if zh else ", ").join(p for p in parts if p)
    if not zh and e.get("studyType", "").startswith(("Master of", "Bachelor of")):
        text = f"{e['studyType']} in {e['area']}"
    return esc(text)


def _extras(person: dict, tag: str = "h2") -> str:
    """Languages, certificates and awards as short lines under their headings."""
    h, out = _h(person), []
    if person.get("languages"):
        out.append(f"<{tag}>{h['languages']}</{tag}>")
        out += [f"<p>{esc(x['language'])} – {esc(x['fluency'])}</p>" for x in person["languages"]]
    if person.get("certificates"):
        out.append(f"<{tag}>{h['certificates']}</{tag}>")
        out += [
            f"<p>{esc(c['name'])}, {esc(c['issuer'])}, {esc(c['date'])}</p>"
            for c in person["certificates"]
        ]
    if person.get("awards"):
        out.append(f"<{tag}>{h['awards']}</{tag}>")
        out += [
            f"<p>{esc(a['title'])} – {esc(a['awarder'])}, {esc(a['date'])}</p>"
            for a in person["awards"]
        ]
    return "".join(out)


def _skills_lines(person: dict, zh: bool) -> str:
    colon = "：" if zh else ": "
    joiner = "、" if zh else ", "
    return "".join(
        f"<p><b>{esc(g['name'])}</b>{colon}{esc(joiner.join(g['keywords']))}</p>"
        for g in person["skills"]
    )


def spearmint(person: dict) -> tuple[str, dict]:
    """Google Docs 'Spearmint': 'Company, Location — Position' lines, dates in small caps."""
    b, h, zh = person["basics"], _h(person), is_zh(person)
    body = [
        "<div class='top'><div><h1>"
        + esc(b["name"])
        + "</h1><p class='label'>"
        + esc(b["label"])
        + "</p></div><div class='contact'>"
        + "".join(f"<p>{esc(c)}</p>" for c in [city_line(person), *contacts(person)])
        + "</div></div>",
        f"<h2>{h['summary']}</h2><p>{esc(b['summary'])}</p>",
        f"<h2>{h['work']}</h2>",
    ]
    for w in person["work"]:
        body.append(
            f"<h3>{esc(w['name'])}, {esc(w['location'])} — <i>{esc(w['position'])}</i></h3>"
            f"<p class='when'>{esc(span(w, _ds(person, 'upper'), ' - ', h['present'].upper()))}</p>"
            + _bullets(w["highlights"])
        )
    body.append(f"<h2>{h['education']}</h2>")
    for e in person["education"]:
        score = f" — GPA {esc(e['score'])}" if e.get("score") else ""
        body.append(
            f"<h3>{esc(e['institution'])} — <i>{_degree(e, zh)}</i>{score}</h3>"
            f"<p class='when'>{esc(span(e, _ds(person, 'upper'), ' - '))}</p>"
        )
    body.append(f"<h2>{h['skills']}</h2>" + _skills_lines(person, zh) + _extras(person))
    css = (
        "body{font-family:'Source Sans 3','DejaVu Sans',sans-serif;font-size:10.5pt;color:#333}"
        ".top{display:flex;justify-content:space-between;border-top:6px solid #3bb39b;"
        "padding-top:10px}.contact p{margin:0;text-align:right;font-size:9pt}"
        "h1{font-size:24pt;margin:0}.label{color:#3bb39b;margin:2px 0 8px}"
        "h2{color:#3bb39b;font-size:11pt;text-transform:uppercase;margin:14px 0 4px}"
        "h3{font-size:10.5pt;margin:8px 0 0}.when{font-size:8pt;color:#777;margin:2px 0}"
        "ul{margin:2px 0 0 18px;padding:0}p{margin:2px 0}"
    )
    return _page("".join(body), css, person), truth(person)


def serif(person: dict) -> tuple[str, dict]:
    """Google Docs 'Serif': a wide main column and a narrow right column."""
    b, h, zh = person["basics"], _h(person), is_zh(person)
    main = [f"<h2>{h['work']}</h2>"]
    for w in person["work"]:
        main.append(
            f"<h3><b>{esc(w['name'])}</b>, {esc(w['location'])} — {esc(w['position'])}</h3>"
            f"<p class='when'>{esc(span(w, _ds(person, 'month'), ' - ', h['present']))}</p>"
            + _bullets(w["highlights"])
        )
    main.append(f"<h2>{h['education']}</h2>")
    for e in person["education"]:
        score = f"; {esc(e['score'])}" if e.get("score") else ""
        main.append(
            f"<h3><b>{esc(e['institution'])}</b> — {_degree(e, zh)}{score}</h3>"
            f"<p class='when'>{esc(span(e, _ds(person, 'month'), ' - '))}</p>"
        )
    side = [f"<h2>{h['skills']}</h2>"]
    for g in person["skills"]:
        side.append(f"<p><b>{esc(g['name'])}</b></p>" + _bullets(g["keywords"]))
    side.append(_extras(person))
    body = (
        f"<header><h1>{esc(b['name'])}</h1><p>{esc(b['label'])}</p>"
        f"<p class='addr'>{esc(city_line(person))}<br>"
        + "<br>".join(esc(c) for c in contacts(person))
        + f"</p></header><p class='sum'>{esc(b['summary'])}</p>"
        f"<div class='cols'><main>{''.join(main)}</main><aside>{''.join(side)}</aside></div>"
    )
    css = (
        "body{font-family:'DejaVu Serif','Liberation Serif',serif;font-size:10pt;color:#222}"
        "header{position:relative}header .addr{position:absolute;right:0;top:0;text-align:right;"
        "font-size:8.5pt;margin:0}h1{font-size:26pt;margin:0;font-weight:normal}"
        ".cols{display:flex;gap:22px}main{flex:2.2}aside{flex:1}"
        "h2{color:#c0392b;font-size:11pt;margin:14px 0 4px}h3{font-size:10pt;margin:8px 0 0;"
        "font-weight:normal}.when{font-size:8.5pt;color:#777;margin:1px 0}"
        "ul{margin:2px 0 0 16px;padding:0}p{margin:2px 0}.sum{margin-top:10px}"
    )
    return _page(body, css, person), truth(person)


def coral(person: dict) -> tuple[str, dict]:
    """Google Docs 'Coral': big name, one contact line, coral headings, dates right-aligned."""
    b, h, zh = person["basics"], _h(person), is_zh(person)
    out = [
        f"<h1>{esc(b['name'])}</h1><p class='label'>{esc(b['label'])}</p>"
        f"<p class='c'>{esc(' · '.join([city_line(person), *contacts(person)]))}</p>"
        f"<h2>{h['summary']}</h2><p>{esc(b['summary'])}</p><h2>{h['work']}</h2>"
    ]
    for w in person["work"]:
        out.append(
            f"<div class='row'><span><b>{esc(w['position'])}</b>, {esc(w['name'])} — "
            f"{esc(w['location'])}</span><span>"
            f"{esc(span(w, _ds(person, 'mon'), ' – ', h['present']))}</span></div>"
            + _bullets(w["highlights"])
        )
    out.append(f"<h2>{h['education']}</h2>")
    for e in person["education"]:
        score = f" ({esc(e['score'])})" if e.get("score") else ""
        out.append(
            f"<div class='row'><span><b>{_degree(e, zh)}</b>{score}, {esc(e['institution'])}"
            f"</span><span>{esc(span(e, _ds(person, 'mon')))}</span></div>"
        )
    out.append(f"<h2>{h['skills']}</h2>" + _skills_lines(person, zh) + _extras(person))
    css = (
        "body{font-family:'Liberation Sans','DejaVu Sans',sans-serif;font-size:10pt}"
        "h1{font-size:28pt;margin:0;color:#222}.label{font-size:13pt;color:#ff6f61;margin:0}"
        ".c{font-size:8.5pt;color:#555}h2{color:#ff6f61;font-size:10.5pt;margin:14px 0 4px;"
        "border-bottom:1px solid #ffd1cc}.row{display:flex;justify-content:space-between;"
        "margin-top:6px}ul{margin:2px 0 0 18px;padding:0}p{margin:2px 0}"
    )
    return _page("".join(out), css, person), truth(person)


def canva(person: dict) -> tuple[str, dict]:
    """A Canva-like design: dark sidebar with a portrait shape, icons, skill bars; the main
    column on the right; letter-spaced headings."""
    b, h, zh = person["basics"], _h(person), is_zh(person)
    icons = ["pin", "mail", "phone", "link", "link", "link"]
    items = [city_line(person), *contacts(person)]
    side = [
        "<div class='photo'><svg width='90' height='90' viewBox='0 0 90 90'><circle cx='45' "
        "cy='45' r='44' fill='#cfd8dc'/><circle cx='45' cy='36' r='16' fill='#90a4ae'/>"
        "<ellipse cx='45' cy='80' rx='28' ry='20' fill='#90a4ae'/></svg></div>",
        f"<h2>{h['contact']}</h2>",
        *(f"<p class='ic'>{ICON[i]} {esc(t)}</p>" for i, t in zip(icons, items, strict=False)),
        f"<h2>{h['skills']}</h2>",
    ]
    for n, g in enumerate(person["skills"]):
        side.append(f"<h4>{esc(g['name'])}</h4>")
        for k, word in enumerate(g["keywords"]):
            width = 92 - (n * 7 + k * 11) % 40
            side.append(
                f"<p class='sk'>{esc(word)}</p><div class='bar'><i style='width:{width}%'></i>"
                "</div>"
            )
    side.append(_extras(person))
    main = [
        f"<h1>{esc(b['name'])}</h1><p class='label'>{esc(b['label'])}</p>",
        f"<h2>{h['summary']}</h2><p>{esc(b['summary'])}</p><h2>{h['work']}</h2>",
    ]
    for w in person["work"]:
        main.append(
            f"<p class='when'>{esc(span(w, 'dot' if zh else 'slash', ' - ', h['present']))}</p>"
            f"<h3>{esc(w['position'])}</h3><p class='org'>{esc(w['name'])} | "
            f"{esc(w['location'])}</p>" + _bullets(w["highlights"])
        )
    main.append(f"<h2>{h['education']}</h2>")
    for e in person["education"]:
        score = f" · {esc(e['score'])}" if e.get("score") else ""
        main.append(
            f"<p class='when'>{esc(span(e, 'dot' if zh else 'slash', ' - '))}</p>"
            f"<h3>{_degree(e, zh)}</h3><p class='org'>{esc(e['institution'])}{score}</p>"
        )
    body = f"<div class='wrap'><aside>{''.join(side)}</aside><main>{''.join(main)}</main></div>"
    css = (
        "@page{margin:0}body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}"
        ".wrap{display:flex;min-height:297mm}aside{width:68mm;background:#2d4a5a;color:#fff;"
        "padding:14mm 7mm}main{flex:1;padding:14mm 10mm}.photo{text-align:center}"
        "h1{font-size:26pt;letter-spacing:0.12em;text-transform:uppercase;margin:0}"
        ".label{letter-spacing:0.25em;text-transform:uppercase;color:#6b8796}"
        "h2{letter-spacing:0.3em;text-transform:uppercase;font-size:10pt;margin:16px 0 6px;"
        "border-bottom:1px solid #9bb}h4{margin:8px 0 2px;font-size:9pt}.ic{margin:3px 0}"
        ".sk{margin:4px 0 1px}.bar{height:5px;background:#54717f}.bar i{display:block;"
        "height:5px;background:#f0c14b}.when{color:#6b8796;font-size:8.5pt;margin:10px 0 0}"
        "h3{margin:1px 0;font-size:10.5pt}.org{margin:0;font-style:italic}"
        "ul{margin:3px 0 0 16px;padding:0}p{margin:2px 0}"
    )
    return _page(body, css, person), truth(person)


def word_modern(person: dict) -> tuple[str, dict]:
    """Word's 'modern' look: a coloured name block, section headings with a left bar, and a
    two-column table of dates and entries."""
    b, h, zh = person["basics"], _h(person), is_zh(person)
    out = [
        f"<div class='name'><h1>{esc(b['name'])}</h1><p>{esc(b['label'])}</p></div>"
        "<table class='ct'><tr>"
        + "".join(f"<td>{esc(c)}</td>" for c in [city_line(person), *contacts(person)])
        + f"</tr></table><h2>{h['summary']}</h2><p>{esc(b['summary'])}</p>"
        f"<h2>{h['work']}</h2><table class='t'>"
    ]
    for w in person["work"]:
        out.append(
            f"<tr><td class='d'>{esc(span(w, _ds(person, 'mon'), ' – ', h['present']))}</td><td>"
            f"<b>{esc(w['position'].upper())}</b> | {esc(w['name'])} | {esc(w['location'])}"
            + _bullets(w["highlights"])
            + "</td></tr>"
        )
    out.append(f"</table><h2>{h['education']}</h2><table class='t'>")
    for e in person["education"]:
        score = f"<br>{esc(e['score'])}" if e.get("score") else ""
        out.append(
            f"<tr><td class='d'>{esc(span(e, _ds(person, 'mon')))}</td><td><b>{_degree(e, zh)}</b>"
            f"<br>{esc(e['institution'])}{score}</td></tr>"
        )
    out.append(f"</table><h2>{h['skills']}</h2>" + _skills_lines(person, zh) + _extras(person))
    css = (
        "body{font-family:'Liberation Sans',sans-serif;font-size:10pt;color:#262626}"
        ".name{background:#1f3864;color:#fff;padding:10px 14px}.name h1{margin:0;"
        "font-size:22pt}.name p{margin:0}.ct td{font-size:8.5pt;padding:4px 8px 4px 0}"
        "h2{border-left:5px solid #1f3864;padding-left:8px;font-size:11.5pt;margin:14px 0 6px}"
        ".t{border-collapse:collapse;width:100%}.t td{vertical-align:top;padding:3px 6px}"
        ".d{width:34mm;color:#555}ul{margin:2px 0 0 16px;padding:0}p{margin:2px 0}"
    )
    return _page("".join(out), css, person), truth(person)


def cn_grid(person: dict) -> tuple[str, dict]:
    """个人简历 with an info grid (姓名 / 性别 / 求职意向 / 工作年限 / 电话 / 邮箱 cells), then
    blue bars over each section."""
    b, h = person["basics"], _h(person)
    years = 2026 - int(person["work"][-1]["startDate"][:4])
    grid = [
        ("姓名", b["name"], "性别", "女" if b["name"][-1] in "彤萱琳" else "男"),
        ("出生年月", "1994.05", "民族", "汉"),
        ("求职意向", b["label"], "工作年限", f"{years}年"),
        ("电话", b["phone"], "邮箱", b["email"]),
        ("现居地", b["location"]["city"], "政治面貌", "群众"),
    ]
    rows = "".join(
        f"<tr><th>{a}</th><td>{esc(x)}</td><th>{c}</th><td>{esc(y)}</td>"
        + ("<td rowspan='5' class='ph'>照片</td>" if n == 0 else "")
        + "</tr>"
        for n, (a, x, c, y) in enumerate(grid)
    )
    out = [f"<h1>个人简历</h1><table class='g'>{rows}</table>", f"<h2>{h['education']}</h2>"]
    for e in person["education"]:
        out.append(
            f"<p class='r'><span>{esc(span(e, 'dot', ' - '))}</span><span>"
            f"{esc(e['institution'])}</span><span>{esc(e['area'])}</span>"
            f"<span>{esc(e['studyType'])}</span></p>"
        )
    out.append(f"<h2>{h['work']}</h2>")
    for w in person["work"]:
        out.append(
            f"<p class='r'><span>{esc(span(w, 'dot', ' - ', '至今'))}</span><span>"
            f"{esc(w['name'])}</span><span>{esc(w['position'])}</span><span>"
            f"{esc(w['location'])}</span></p><p>工作内容：</p>"
            + "".join(f"<p>{n}. {esc(x)}</p>" for n, x in enumerate(w["highlights"], 1))
        )
    out.append(f"<h2>{h['skills']}</h2>" + _skills_lines(person, True))
    out.append(_extras(person))
    out.append(f"<h2>自我评价</h2><p>{esc(b['summary'])}</p>")
    css = (
        "body{font-size:10.5pt}h1{text-align:center;font-size:20pt;letter-spacing:0.4em}"
        ".g{border-collapse:collapse;width:100%}.g th,.g td{border:1px solid #888;"
        "padding:5px 6px;font-weight:normal;text-align:left}.g th{background:#eef3fa;"
        "width:16mm}.ph{width:28mm;text-align:center;color:#999}h2{background:#2f5d9a;"
        "color:#fff;font-size:11pt;padding:3px 8px;margin:14px 0 6px}"
        ".r{display:flex;gap:16px;font-weight:bold}p{margin:3px 0}"
    )
    return _page("".join(out), css, person), truth(person)


STYLES = {
    "spearmint": spearmint,
    "serif": serif,
    "coral": coral,
    "canva": canva,
    "word_modern": word_modern,
    "cn_grid": cn_grid,
}
