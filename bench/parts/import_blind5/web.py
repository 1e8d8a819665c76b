"""HTML pages of blind set 5 and the two engines that turn them into what people upload:
'builder', an online resume builder's template (name and contacts in a header, a dates
column table, skill chips, a photo placeholder), and 'job51', a Chinese job-site export
(简历编号 and 更新时间 lines, 个人信息 with 性别 / 年龄 / 工作年限, 求职意向 fields, entries as
'2020.03-至今 | 单位 | 职位' with 工作描述, a site footer). Chromium prints the page and
Ghostscript re-distils the PDF (pdfwrite: fonts re-embedded, text re-encoded, as print
shops and 'reduce file size' tools do); LibreOffice opens the page in Writer and saves DOCX
(tables, its own paragraph styles)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import esc
from bench.parts.import_blind4.model import Page

CHROMIUM = "/usr/bin/chromium"


def _doc(body: str, css: str, zh: bool) -> str:
    font = "'WenQuanYi Micro Hei', sans-serif" if zh else "'Liberation Sans', Arial, sans-serif"
    return (
        f"<!DOCTYPE html><html lang='{'zh-CN' if zh else 'en'}'><head><meta charset='utf-8'>"
        f"<title>resume</title><style>@page {{size: A4; margin: 14mm}} body {{font-family: "
        f"{font}; font-size: 10pt; color: #222}} {css}</style></head><body>{body}</body></html>"
    )


def builder(p: Page) -> str:
    css = (
        "h1 {font-size: 24pt; margin: 0; letter-spacing: 1px} .label {color: #b04a2f; "
        "font-size: 12pt} .photo {width: 70px; height: 70px; border-radius: 35px; "
        "background: #ddd} h2 {color: #b04a2f; font-size: 11pt; border-bottom: 2px solid "
        "#b04a2f; margin-top: 14px} td {vertical-align: top; padding: 2px 6px} .when "
        "{width: 120px; color: #666} .chip {display: inline-block; background: #f3e2dc; "
        "padding: 2px 6px; margin: 2px; border-radius: 8px} body {font-variant-ligatures: none}"
    )  # Ghostscript 10.0 maps Chromium's 'fi' and 'fl' glyphs to 'û' and 'ü': no reader
    # recovers those words, so the page is printed without ligatures
    contacts = " &nbsp;|&nbsp; ".join(esc(c) for c in p.contacts)
    out = [
        "<table width='100%'><tr><td><div class='photo'></div></td><td>"
        f"<h1>{esc(p.name)}</h1><div class='label'>{esc(p.label)}</div>"
        f"<div>{contacts}</div></td></tr></table>"
    ]
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        if s.entries:
            rows = []
            for e in s.entries:
                org = ", ".join(esc(x) for x in (e.org, e.place) if x)
                items = "".join(f"<li>{esc(x)}</li>" for x in e.lines)
                rows.append(
                    f"<tr><td class='when'>{esc(e.when)}</td><td><b>{esc(e.title)}</b>"
                    f"{'<br>' + org if org else ''}{'<ul>' + items + '</ul>' if items else ''}"
                    "</td></tr>"
                )
            out.append(f"<table width='100%'>{''.join(rows)}</table>")
        elif s.key == "skills":
            for line in s.lines:
                head, _, rest = line.partition(": ")
                chips = "".join(f"<span class='chip'>{esc(t)}</span>" for t in rest.split(", "))
                out.append(f"<p><b>{esc(head)}:</b> {chips}</p>")
        else:
            out += [f"<p>{esc(x)}</p>" for x in s.lines]
    return _doc("\n".join(out), css, p.zh)


def _years(person: dict) -> int:
    first = min(int(w["startDate"][:4]) for w in person["work"])
    return 2026 - first


def job51(person: dict, p: Page) -> str:
    css = (
        ".top {color: #888; font-size: 8pt} h1 {font-size: 20pt; margin: 4px 0} h2 "
        "{font-size: 12pt; background: #f0f4fa; border-left: 4px solid #2b6cd4; padding: "
        "3px 8px} .desc {color: #555} .foot {color: #999; font-size: 8pt; text-align: center; "
        "margin-top: 24px}"
    )
    b = person["basics"]
    email, phone, where = p.contacts[:3]
    out = [
        f"<div class='top'>简历编号：{4039000 + len(b['name']) * 7711}　最近更新：2026-11-20</div>",
        f"<h1>{esc(p.name)}</h1>",
        f"<p>男 | {_years(person) + 22}岁 | 现居住{esc(where)} | {_years(person)}年工作经验</p>",
        f"<p>手机：{esc(phone)}　　邮箱：{esc(email)}</p>",
        *(f"<p>个人主页：{esc(x)}</p>" for x in p.contacts[3:]),
        "<h2>求职意向</h2>",
        f"<p>期望职位：{esc(p.label)}</p><p>期望地点：{esc(where)}</p><p>工作性质：全职</p>",
    ]
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        for e in s.entries:
            parts = " | ".join(esc(x) for x in (e.when, e.org, e.title) if x)
            out.append(f"<p><b>{parts}</b></p>")
            if e.place:
                out.append(f"<p>工作地点：{esc(e.place)}</p>")
            if e.lines:
                out.append("<p class='desc'>工作描述：</p>" if s.key == "work" else "")
                out += [f"<p class='desc'>{n}. {esc(x)}</p>" for n, x in enumerate(e.lines, 1)]
        out += [f"<p>{esc(x)}</p>" for x in s.lines]
    out.append("<div class='foot'>本简历来自招聘网站在线简历导出　第1页</div>")
    return _doc("\n".join(out), css, True)


def wrap(body: str, zh: bool) -> str:
    """A page fragment as a whole HTML document."""
    return _doc(body, "td {vertical-align: top}", zh)


def chromium_gs(html: str, distil: bool = True) -> bytes:
    """Chromium's print of the page; re-distilled by Ghostscript unless `distil` is off."""
    with tempfile.TemporaryDirectory(prefix="blind5_web_") as temp:
        src, printed, out = (Path(temp) / n for n in ("page.html", "chrome.pdf", "gs.pdf"))
        src.write_text(html, encoding="utf-8")
        subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", f"--user-data-dir={temp}/profile",
             "--no-pdf-header-footer", f"--print-to-pdf={printed}", src.as_uri()],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        if not distil:
            return printed.read_bytes()
        subprocess.run(
            ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite",
             "-dCompatibilityLevel=1.4", "-dPDFSETTINGS=/ebook", f"-sOutputFile={out}",
             str(printed)],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return out.read_bytes()


def libreoffice_docx(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind5_lo_") as temp:
        src = Path(temp) / "resume.html"
        src.write_text(html, encoding="utf-8")
        subprocess.run(
            ["soffice", f"-env:UserInstallation=file://{temp}/profile", "--headless",
             "--infilter=HTML (StarWriter)", "--convert-to", "docx:MS Word 2007 XML",
             "--outdir", temp, str(src)],
            check=True, capture_output=True, timeout=180,
        )  # fmt: skip
        return (Path(temp) / "resume.docx").read_bytes()
