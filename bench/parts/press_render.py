"""The "press" generators: typesetters the import parser was never written against, each
rendering a person of `press_people.py` and returning (bytes or HTML, ground truth).

- `markdown`: the person as Pandoc-flavoured Markdown (two layouts: "### Employer" with
  "**Position** | City | dates" under it, or "### Position — Employer"), pasted as text.
- `pandoc_html`: that Markdown turned into HTML by pandoc, styled as a serif book page
  (justified text, `hyphens: auto`, small-caps headings, ➢ / ▪ bullet glyphs, numbered
  highlights in layout 1) and printed by Chromium.
- `pandoc_docx`: that Markdown turned into a Word file by pandoc's own DOCX writer.
- `groff`: English only, plain troff with a few macros of its own (Times, justified,
  hyphenated at line end, dates set off by a right tab, page numbers in the foot)
  → PostScript by groff → PDF by ghostscript's ps2pdf.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path
from typing import Any

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _month(iso: str, zh: bool) -> str:
    if not iso:
        return "至今" if zh else "Present"
    return f"{iso[:4]}年{int(iso[5:7])}月" if zh else f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"


def _span(entry: dict[str, Any], zh: bool, start: str = "startDate") -> str:
    return f"{_month(entry[start], zh)} – {_month(entry.get('endDate', ''), zh)}"


def _heads(zh: bool) -> dict[str, str]:
    if zh:
        return {
            "profile": "自我评价",
            "work": "工作经历",
            "education": "教育经历",
            "skills": "专业技能",
            "languages": "语言能力",
            "certificates": "资格证书",
            "awards": "荣誉奖项",
            "publications": "发表论文",
            "volunteer": "志愿服务",
        }
    return {"profile": "Profile", "work": "Professional Experience", "education": "Education",
            "skills": "Core Competencies", "languages": "Languages",
            "certificates": "Licenses & Certifications", "awards": "Honors",
            "publications": "Publications", "volunteer": "Community Service"}  # fmt: skip


def markdown(p: dict[str, Any], lang: str, layout: int) -> str:
    zh = lang == "zh"
    b, H = p["basics"], _heads(zh)
    sep = "、" if zh else ", "
    colon = "：" if zh else ":"
    out = [f"# {b['name']}", "",
           f"**{b['label']}** · {b['location']['city']} · {b['email']} · {b['phone']}", "",
           f"## {H['profile']}", "", b["summary"], "", f"## {H['work']}", ""]  # fmt: skip
    for w in p["work"]:
        if layout == 0:
            out += [f"### {w['name']}", "",
                    f"**{w['position']}** | {w['location']} | {_span(w, zh)}", ""]  # fmt: skip
        else:
            out += [f"### {w['position']} — {w['name']}", "",
                    f"*{w['location']}*, {_span(w, zh)}", ""]  # fmt: skip
        bullet = "1." if layout == 1 else "-"
        out += [f"{bullet} {h}" for h in w["highlights"]] + [""]
    out += [f"## {H['education']}", ""]
    for ed in p["education"]:
        degree = f"{ed['area']} {ed['studyType']}" if zh else f"{ed['studyType']} in {ed['area']}"
        out += [f"### {ed['institution']}", "", f"{degree} · {_span(ed, zh)}", ""]
    out += [f"## {H['skills']}", ""]
    out += [f"- **{s['name']}{colon}** {sep.join(s['keywords'])}" for s in p["skills"]] + [""]
    out += [f"## {H['languages']}", ""]
    out += [
        sep.join(
            f"{x['language']}（{x['fluency']}）" if zh else f"{x['language']} ({x['fluency']})"
            for x in p["languages"]
        ),
        "",
    ]
    if p.get("certificates"):
        out += [f"## {H['certificates']}", ""]
        for c in p["certificates"]:
            out.append(f"- {c['name']}{sep}{c['issuer']}{sep}{_month(c['date'], zh)}")
        out.append("")
    for key in ("awards", "publications"):
        for i, x in enumerate(p.get(key, [])):
            if not i:
                out += [f"## {H[key]}", ""]
            title, by, date = (
                (x["title"], x["awarder"], x["date"])
                if key == "awards"
                else (x["name"], x["publisher"], x["releaseDate"])
            )
            title = f"《{title}》" if zh and key == "publications" else title
            out.append(f"- {title}{sep}*{by}*{sep}{_month(date, zh)}")
        if p.get(key):
            out.append("")
    for i, v in enumerate(p.get("volunteer", [])):
        out += [f"## {H['volunteer']}", ""] if not i else []
        out += [f"### {v['organization']}", "", f"*{v['position']}* · {_span(v, zh)}", ""]
        out += [f"- {h}" for h in v["highlights"]] + [""]
    return "\n".join(out)


PAGE_STYLE = """
@page { size: A4; margin: 20mm 22mm; }
body { font-family: 'P052', 'C059', 'Nimbus Roman', 'Noto Serif CJK SC', serif;
       font-size: 10.5pt; line-height: 1.3; text-align: justify; hyphens: auto; color: #111; }
h1 { font-variant: small-caps; font-weight: normal; font-size: 22pt; text-align: center;
     margin: 0 0 2pt; letter-spacing: 0.08em; }
h1 + p { text-align: center; font-size: 9.5pt; }
h2 { font-variant: small-caps; font-size: 12pt; letter-spacing: 0.05em; margin: 12pt 0 3pt;
     border-bottom: 0.5pt solid #555; }
h3 { font-size: 10.5pt; margin: 6pt 0 0; } p { margin: 2pt 0; }
ul { padding-left: 14pt; margin: 2pt 0; } ul li::marker { content: '%s  '; }
ol { padding-left: 16pt; margin: 2pt 0; }
"""


def _pandoc(text: str, to: str, extra: list[str] | None = None) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / f"out.{to}"
        subprocess.run(
            ["pandoc", "-f", "markdown", "-t", to, "-o", str(target), *(extra or [])],
            input=text.encode(),
            check=True,
        )
        return target.read_bytes()


def pandoc_html(p: dict[str, Any], lang: str, layout: int) -> str:
    """A whole HTML page (pandoc's body, our book style) for Chromium to print."""
    body = _pandoc(markdown(p, lang, layout), "html").decode()
    glyph = "➢" if layout == 0 else "▪"
    html_lang = "zh-Hans" if lang == "zh" else "en"
    return (
        f"<!doctype html><html lang={html_lang}><meta charset=utf-8>"
        f"<style>{PAGE_STYLE % glyph}</style><body>{body}</body></html>"
    )


def pandoc_docx(p: dict[str, Any], lang: str, layout: int) -> bytes:
    return _pandoc(markdown(p, lang, layout), "docx")


TROFF_MACROS = r""".po 1i
.ll 6.3i
.ps 11
.vs 13p
.hy 14
.ad b
.de HD
'sp 0.9i
..
.de FO
'sp 0.35i
.tl ''\(en \n% \(en''
'bp
..
.wh 0 HD
.wh -0.9i FO
.de SH
.in 0
.sp 0.8v
.ne 3v
.ft B
.ps 12
..
.de PP
.br
.in 0
.ft R
.ps 11
.sp 0.3v
..
.de LP
.PP
..
.de IP
.br
.ft R
.ps 11
.in 0.25i
.ti -0.18i
..
"""


def _troff(text: str) -> str:
    text = text.replace("\\", "\\e").replace("–", "\\(en").replace("—", "\\(em")
    return text if not text.startswith((".", "'")) else "\\&" + text


def groff(p: dict[str, Any], layout: int) -> bytes:
    """troff -ms source of an English person, typeset to PostScript and made a PDF."""
    b, H, t = p["basics"], _heads(False), _troff
    src = [TROFF_MACROS, ".ce 1", ".ps 20", t(b["name"]), ".ps 11", ".sp 0.3v", ".ce 1",
           f"{t(b['label'])} \\(bu {t(b['location']['city'])} \\(bu {t(b['email'])} "
           f"\\(bu {t(b['phone'])}", ".SH", t(H["profile"]), ".PP", t(b["summary"]),
           ".SH", t(H["work"])]  # fmt: skip
    for w in p["work"]:
        if layout == 0:
            src += [".LP", ".ta 6.3iR", f"\\fB{t(w['name'])}\\fP, {t(w['location'])}\t"
                    f"{t(_span(w, False))}", f".br\n\\fI{t(w['position'])}\\fP"]  # fmt: skip
        else:
            src += [".LP", f"\\fB{t(w['position'])}\\fP \\(em {t(w['name'])}", ".br",
                    f"{t(w['location'])}, {t(_span(w, False))}"]  # fmt: skip
        for i, h in enumerate(w["highlights"], 1):
            src += [".IP", f"{i}.\\ \\ {t(h)}" if layout == 1 else f"\\(bu\\ \\ {t(h)}"]
    src += [".SH", t(H["education"])]
    for ed in p["education"]:
        src += [".LP", ".ta 6.3iR", f"\\fB{t(ed['institution'])}\\fP\t{t(_span(ed, False))}",
                ".br", f"{t(ed['studyType'])} in {t(ed['area'])}"]  # fmt: skip
    src += [".SH", t(H["skills"])]
    for s in p["skills"]:
        src += [".IP", "\\(bu\\ \\ " + f"\\fB{t(s['name'])}:\\fP {t(', '.join(s['keywords']))}"]
    langs = ", ".join(f"{x['language']} ({x['fluency']})" for x in p["languages"])
    src += [".SH", t(H["languages"]), ".LP", t(langs)]
    if p.get("certificates"):
        src += [".SH", t(H["certificates"])]
        for c in p["certificates"]:
            src += [
                ".IP",
                "\\(bu\\ \\ " + t(f"{c['name']}, {c['issuer']}, {_month(c['date'], False)}"),
            ]
    for key in ("awards", "publications"):
        if p.get(key):
            src += [".SH", t(H[key])]
        for x in p.get(key, []):
            title, by, date = (
                (x["title"], x["awarder"], x["date"])
                if key == "awards"
                else (x["name"], x["publisher"], x["releaseDate"])
            )
            src += [".IP", "\\(bu\\ \\ " + f"{t(title)}, \\fI{t(by)}\\fP, {_month(date, False)}"]
    for i, v in enumerate(p.get("volunteer", [])):
        src += [".SH", t(H["volunteer"])] if not i else []
        src += [".LP", f"\\fB{t(v['organization'])}\\fP, \\fI{t(v['position'])}\\fP, "
                f"{t(_span(v, False))}"]  # fmt: skip
        for h in v["highlights"]:
            src += [".IP", "\\(bu\\ \\ " + t(h)]
    postscript = subprocess.run(
        ["groff", "-Tps", "-Kutf8"], input="\n".join(src).encode(), capture_output=True,
        check=True,
    ).stdout  # fmt: skip
    return subprocess.run(
        ["ps2pdf", "-", "-"], input=postscript, capture_output=True, check=True
    ).stdout


def grid_docx(p: dict[str, Any]) -> bytes:
    """A Chinese 个人简历 made in Word: the title, an info grid of label and value cells
    (姓名 / 求职意向 / 电话 / 邮箱 / 现居地), then headed sections."""
    import io

    from docx import Document

    b = p["basics"]
    doc = Document()
    doc.add_paragraph("个人简历", style="Title")
    grid = [("姓名", b["name"], "求职意向", b["label"]),
            ("电话", b["phone"], "邮箱", b["email"]),
            ("现居地", b["location"]["city"], "工作年限", "十年")]  # fmt: skip
    table = doc.add_table(rows=0, cols=4)
    for row in grid:
        for cell, value in zip(table.add_row().cells, row, strict=True):
            cell.text = value
    doc.add_heading("工作经历", level=1)
    for w in p["work"]:
        doc.add_paragraph().add_run(f"{w['name']}　{w['position']}").bold = True
        doc.add_paragraph(f"{_month(w['startDate'], True)} – {_month(w.get('endDate', ''), True)}")
        for h in w["highlights"]:
            doc.add_paragraph(h, style="List Bullet")
    doc.add_heading("教育背景", level=1)
    for ed in p["education"]:
        doc.add_paragraph().add_run(ed["institution"]).bold = True
        doc.add_paragraph(f"{ed['area']} {ed['studyType']} · {_span(ed, True)}")
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def serif_docx(p: dict[str, Any], lang: str, layout: int) -> bytes:
    """pandoc's DOCX restyled as a classic serif page: Times New Roman (and a serif CJK
    face), justified body text, small-caps section headings."""
    import io

    from docx import Document
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml.ns import qn

    doc = Document(io.BytesIO(pandoc_docx(p, lang, layout)))
    for style in doc.styles:
        font = getattr(style, "font", None)
        if font is None:
            continue
        font.name = "Times New Roman"
        fonts = style.element.get_or_add_rPr().get_or_add_rFonts()
        fonts.set(qn("w:eastAsia"), "Noto Serif CJK SC")
        if style.name.startswith("Heading 2"):
            font.small_caps = True
    for paragraph in doc.paragraphs:
        if not paragraph.style.name.startswith(("Heading", "Title")):
            paragraph.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def libreoffice_pdfs(documents: list[bytes]) -> list[bytes]:
    """Word files exported to PDF by LibreOffice headless (one run for all of them)."""
    with tempfile.TemporaryDirectory() as folder:
        names = []
        for index, content in enumerate(documents):
            path = Path(folder) / f"d{index}.docx"
            path.write_bytes(content)
            names.append(str(path))
        subprocess.run(
            ["soffice", f"-env:UserInstallation=file://{folder}/profile", "--headless",
             "--convert-to", "pdf", "--outdir", folder, *names],
            capture_output=True, check=True, timeout=600,
        )  # fmt: skip
        return [(Path(folder) / f"d{i}.pdf").read_bytes() for i in range(len(documents))]


DOCS_STYLE = """
@page { size: Letter; margin: 0.6in 0.6in; }
body { font-family: 'C059', 'Noto Serif CJK SC', serif; font-size: 10pt; color: #333;
       margin: 0; }
.top { display: flex; justify-content: space-between; margin-bottom: 14pt; }
.top h1 { font-size: 24pt; margin: 0; font-weight: bold; color: #000; }
.top .who { color: #d44500; margin-top: 2pt; }
.top .reach { text-align: right; font-size: 9pt; line-height: 1.4; }
.cols { display: flex; gap: 22pt; } .main { flex: 2.2; } .side { flex: 1; }
h2 { color: #d44500; font-size: 11pt; margin: 12pt 0 4pt; font-weight: bold; }
.job { font-weight: bold; margin-top: 6pt; } .job i { font-weight: normal; }
.when { font-size: 8pt; color: #666; text-transform: uppercase; margin: 1pt 0 2pt; }
ul { margin: 2pt 0; padding-left: 14pt; } p { margin: 2pt 0; }
"""


def gdocs(p: dict[str, Any], lang: str) -> str:
    """A Google Docs-like template ("Serif"): name and headline at the left, contacts at the
    right, a wide main column (experience, education) and a narrow right column (skills,
    languages, certificates, awards); "Employer, City — Title" over the dates in small
    upper case."""
    from html import escape as e

    zh = lang == "zh"
    b, H = p["basics"], _heads(zh)
    main = [f"<h2>{H['work']}</h2>"]
    for w in p["work"]:
        main.append(
            f"<p class=job>{e(w['name'])}, {e(w['location'])} — <i>{e(w['position'])}</i></p>"
            f"<p class=when>{e(_span(w, zh))}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    main.append(f"<h2>{H['education']}</h2>")
    for ed in p["education"]:
        degree = f"{ed['area']} {ed['studyType']}" if zh else f"{ed['studyType']}, {ed['area']}"
        main.append(
            f"<p class=job>{e(ed['institution'])} — <i>{e(degree)}</i></p>"
            f"<p class=when>{e(_span(ed, zh))}</p>"
        )
    for i, v in enumerate(p.get("volunteer", [])):
        main.append(f"<h2>{H['volunteer']}</h2>" if not i else "")
        main.append(
            f"<p class=job>{e(v['organization'])} — <i>{e(v['position'])}</i></p>"
            f"<p class=when>{e(_span(v, zh))}</p><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in v["highlights"])
            + "</ul>"
        )
    side = [f"<h2>{H['skills']}</h2>"]
    colon = "：" if zh else ": "
    sep = "、" if zh else ", "
    side += [
        f"<p><b>{e(s['name'])}</b>{colon}{e(sep.join(s['keywords']))}</p>" for s in p["skills"]
    ]
    side.append(f"<h2>{H['languages']}</h2>")
    side += [f"<p>{e(x['language'])} — {e(x['fluency'])}</p>" for x in p["languages"]]
    if p.get("certificates"):
        side.append(f"<h2>{H['certificates']}</h2>")
        side += [
            f"<p>{e(c['name'])}{sep}{e(c['issuer'])}{sep}{_month(c['date'], zh)}</p>"
            for c in p["certificates"]
        ]
    for key in ("awards", "publications"):
        for i, x in enumerate(p.get(key, [])):
            side.append(f"<h2>{H[key]}</h2>" if not i else "")
            title, by, date = (
                (x["title"], x["awarder"], x["date"])
                if key == "awards"
                else (x["name"], x["publisher"], x["releaseDate"])
            )
            side.append(f"<p>{e(title)}{sep}{e(by)}{sep}{_month(date, zh)}</p>")
    return (
        f"<!doctype html><html lang={'zh-Hans' if zh else 'en'}><meta charset=utf-8>"
        f"<style>{DOCS_STYLE}</style><body><div class=top><div><h1>{e(b['name'])}</h1>"
        f"<div class=who>{e(b['label'])}</div></div><div class=reach>"
        f"{e(b['location']['city'])}<br>{e(b['phone'])}<br>{e(b['email'])}</div></div>"
        f"<p>{e(b['summary'])}</p><div class=cols><div class=main>{''.join(main)}</div>"
        f"<div class=side>{''.join(side)}</div></div></body></html>"
    )
