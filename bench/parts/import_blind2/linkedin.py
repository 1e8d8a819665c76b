"""A LinkedIn "Save to PDF"-like profile: a grey sidebar (Contact / Top Skills / Languages /
Certifications / Honors-Awards), the main column (name, headline, location, Summary,
Experience with '(5 years 2 months)', Education), 'Page 1 of 2' footers added by the
printer. English or Chinese (LinkedIn's Chinese interface). Returns (html, truth)."""

from __future__ import annotations

from .common import date, duration, esc, is_zh, truth

WORDS = {
    "en": (
        "Contact",
        "Top Skills",
        "Languages",
        "Certifications",
        "Honors-Awards",
        "Summary",
        "Experience",
        "Education",
        "Present",
        "month",
    ),
    "zh": (
        "联系方式",
        "热门技能",
        "语言",
        "认证",
        "荣誉奖项",
        "概要",
        "工作经历",
        "教育经历",
        "至今",
        "zh",
    ),
}
REGION = {
    "OH": "Ohio, United States",
    "CT": "Connecticut, United States",
    "GB": "England, United Kingdom",
    "IT": "Lombardy, Italy",
    "PL": "Mazowieckie, Poland",
    "IE": "County Cork, Ireland",
}
FOOTER = (
    "<div style='width:100%;font-size:8px;color:#888;text-align:center;font-family:sans-serif'>"
    "{page} <span class='pageNumber'></span> {of} <span class='totalPages'></span></div>"
)


def footer(person: dict) -> str:
    if is_zh(person):
        return FOOTER.format(page="第", of="页 / 共").replace("</span></div>", "</span> 页</div>")
    return FOOTER.format(page="Page", of="of")


def linkedin(person: dict) -> tuple[str, dict]:
    zh = is_zh(person)
    contact, top, langs, certs, awards, summary, exp, edu, present, style = WORDS[
        "zh" if zh else "en"
    ]
    b = person["basics"]
    loc = b["location"]
    where = (
        f"中国 {loc['city']}"
        if zh
        else f"{loc['city']}, {REGION.get(loc.get('region') or loc.get('countryCode'), '')}"
    )
    side = [f"<h3>{contact}</h3><p>{esc(b['email'])}</p><p>{esc(b['phone'])} (Mobile)</p>"]
    for p in b.get("profiles") or []:
        side.append(f"<p>{esc(p['url'].removeprefix('https://'))} (LinkedIn)</p>")
    if b.get("url"):
        side.append(f"<p>{esc(b['url'].removeprefix('https://'))} (Personal)</p>")
    t = truth(person, skills_flat=3, cert_names_only=True, no_score=True)
    side.append(f"<h3>{top}</h3>" + "".join(f"<p>{esc(s['name'])}</p>" for s in t["skills"]))
    if person.get("languages"):
        side.append(
            f"<h3>{langs}</h3>"
            + "".join(
                f"<p>{esc(x['language'])} ({esc(x['fluency'])})</p>" for x in person["languages"]
            )
        )
    if t.get("certificates"):
        side.append(
            f"<h3>{certs}</h3>" + "".join(f"<p>{esc(c['name'])}</p>" for c in t["certificates"])
        )
    if person.get("awards"):
        side.append(
            f"<h3>{awards}</h3>" + "".join(f"<p>{esc(a['title'])}</p>" for a in person["awards"])
        )
        t["awards"] = [{"title": a["title"]} for a in person["awards"]]
    main = [
        f"<h1>{esc(b['name'])}</h1><p class='hl'>{esc(b['label'])}</p><p class='loc'>"
        f"{esc(where)}</p><h2>{summary}</h2><p>{esc(b['summary'])}</p><h2>{exp}</h2>"
    ]
    for w in person["work"]:
        when = f"{date(w['startDate'], style)} - {date(w.get('endDate'), style, present)}"
        main.append(
            f"<h4>{esc(w['name'])}</h4><p class='pos'>{esc(w['position'])}</p>"
            f"<p class='g'>{esc(when)} ({esc(duration(w, zh))})</p>"
            f"<p class='g'>{esc(w['location'])}</p>"
            + "".join(f"<p>{esc(x)}</p>" for x in w["highlights"])
        )
    main.append(f"<h2>{edu}</h2>")
    for e in person["education"]:
        degree = f"{e['studyType']}, {e['area']}"
        main.append(
            f"<h4>{esc(e['institution'])}</h4><p class='g'>{esc(degree)} · "
            f"({esc(e['startDate'][:4])} - {esc(e['endDate'][:4])})</p>"
        )
    for e in t["education"]:  # LinkedIn shows years only
        e["startDate"], e["endDate"] = e["startDate"][:4], e["endDate"][:4]
    cjk = "font-family:'Noto Sans CJK SC',sans-serif;" if zh else ""
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><style>"
        "@page{size:Letter;margin:12mm 0 16mm 0}"
        f"body{{margin:0;font-family:'Liberation Sans',Arial,sans-serif;{cjk}font-size:12.5pt;"
        "line-height:1.7;color:#181818}.w{display:flex}aside{width:64mm;background:#e9ecef;"
        "padding:8mm 6mm}main{flex:1;padding:4mm 12mm}aside h3{font-size:13pt;"
        "margin:16px 0 6px}aside p{margin:3px 0;font-size:10.5pt}h1{font-size:26pt;margin:0;"
        "font-weight:normal}.hl{font-size:12.5pt}.loc{color:#737373}h2{font-size:16pt;"
        "font-weight:normal;margin:30px 0 10px}h4{font-size:13pt;margin:26px 0 0;"
        "font-weight:normal}.pos{font-weight:bold;margin:3px 0}.g{color:#737373;margin:2px 0}"
        "p{margin:8px 0}</style></head><body><div class='w'><aside>"
        + "".join(side)
        + "</aside><main>"
        + "".join(main)
        + "</main></div></body></html>"
    )
    return html, t
