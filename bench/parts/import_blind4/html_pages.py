"""HTML templates of blind set 4 printed by engines this project never used: wkhtmltopdf (Qt
WebKit) prints 'europass' (label column, blue rule headings, '[ 03/2021 – Current ]') and
'jobsite' (a Chinese job-site export: 求职意向 fields, 工作描述, skill chips, a page footer);
xhtml2pdf (reportlab underneath, its own CSS subset) prints 'canva', a two-column design
template with a coloured sidebar, PNG contact icons and skill chips."""

from __future__ import annotations

import base64
import io
import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import esc, is_zh
from bench.parts.import_blind4.model import Page, page

CJK_TTC = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"  # Debian fonts-wqy-microhei


def _entries(section, item: str) -> str:
    return "".join(
        item.format(
            e=e,
            lines="".join(f"<li>{esc(x)}</li>" for x in e.lines),
            t=esc(e.title),
            o=esc(e.org),
            p=esc(e.place),
            w=esc(e.when),
        )
        for e in section.entries
    )


def _europass(p: Page) -> str:
    labels = ["Email address", "Phone number", "Address"]
    labels += ["LinkedIn" if "linkedin" in v else "Website" for v in p.contacts[3:]]
    rows = [
        f"<b>{label}:</b> {esc(value)}" for label, value in zip(labels, p.contacts, strict=False)
    ]
    body = []
    for s in p.sections:
        inner = "".join(f"<p>{esc(x)}</p>" for x in s.lines)
        inner += _entries(
            s,
            '<div class="e"><div class="when">[ {w} ]</div><div class="what"><b>{t}</b> '
            '<span class="org">{o}</span><br><span class="city">City: {p}</span>'
            "<ul>{lines}</ul></div></div>",
        ).replace('<span class="city">City: </span>', "")
        body.append(f"<h2><span>{esc(s.heading.upper())}</span></h2>{inner}")
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif; font-size: 10.5pt;
  color: #222; margin: 0 8mm; }}
.top {{ border-bottom: 3px solid #0a3871; padding-bottom: 6px; }}
.logo {{ color: #0a3871; font-weight: bold; font-size: 9pt; letter-spacing: 2px; }}
h1 {{ font-size: 22pt; margin: 4px 0 2px; color: #0a3871; }}
.label {{ font-size: 12pt; color: #555; }}
.contact {{ font-size: 9pt; margin-top: 4px; }} .contact b {{ color: #0a3871; }}
h2 {{ font-size: 10pt; color: #0a3871; border-bottom: 1px solid #0a3871; margin: 14px 0 6px; }}
.e {{ overflow: hidden; margin-bottom: 6px; }}
.when {{ color: #0a3871; font-size: 9pt; }}
.org {{ text-transform: none; }} .city {{ font-size: 9pt; color: #666; }}
ul {{ margin: 2px 0 0 0; padding-left: 16px; }}
</style></head><body><div class="top"><div class="logo">EUROPASS CURRICULUM VITAE</div>
<h1>{esc(p.name)}</h1><div class="label">{esc(p.label)}</div>
<div class="contact">{" &nbsp;|&nbsp; ".join(rows)}</div></div>{"".join(body)}</body></html>"""


def _jobsite(p: Page) -> str:
    email, phone, where = p.contacts[:3]
    body = []
    for s in p.sections:
        if s.key == "skills":
            chips = "".join(
                f'<div class="row"><b>{esc(line.split("：")[0])}</b> '
                + "".join(
                    f'<span class="chip">{esc(k)}</span>' for k in line.split("：")[1].split("、")
                )
                + "</div>"
                for line in s.lines
            )
            body.append(f"<h2>{esc(s.heading)}</h2>{chips}")
            continue
        inner = "".join(f"<p>{esc(x)}</p>" for x in s.lines)
        inner += _entries(
            s,
            '<div class="e"><div class="head"><span class="w">{w}</span> <b>{o}</b> '
            '<span class="p">{p}</span></div><div class="pos">{t}</div>'
            '<div class="desc"><span class="k">工作描述：</span><ol>{lines}</ol></div></div>',
        ).replace('<span class="k">工作描述：</span><ol></ol>', "")
        body.append(f"<h2>{esc(s.heading)}</h2>{inner}")
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
body {{ font-family: 'Noto Sans CJK SC', sans-serif; font-size: 10pt; color: #333; }}
.card {{ background: #f4f7fb; padding: 10px 14px; border-left: 5px solid #2f7ae5; }}
h1 {{ font-size: 20pt; margin: 0 0 4px; }} .meta {{ color: #777; font-size: 9pt; }}
.intent td {{ padding: 2px 14px 2px 0; font-size: 9.5pt; }} .intent td.k {{ color: #888; }}
h2 {{ font-size: 12pt; color: #2f7ae5; border-bottom: 1px dashed #aac4ea; padding-bottom: 2px;
  margin-top: 14px; }}
.e {{ margin-bottom: 8px; }} .w {{ color: #888; }} .p {{ color: #888; font-size: 9pt; }}
.pos {{ font-weight: bold; margin: 2px 0; }} .k {{ color: #888; }}
ol {{ margin: 2px 0 0 0; padding-left: 20px; }}
.chip {{ display: inline-block; background: #e8f0fd; border-radius: 3px; padding: 1px 6px;
  margin: 2px 4px 2px 0; font-size: 9pt; }}
</style></head><body><div class="card"><h1>{esc(p.name)}</h1>
<div class="meta">本科 ｜ 在职-考虑机会 ｜ 手机：{esc(phone)} ｜ 邮箱：{esc(email)}</div>
<table class="intent"><tr><td class="k">期望职位</td><td>{esc(p.label)}</td>
<td class="k">期望城市</td><td>{esc(where)}</td><td class="k">期望薪资</td><td>面议</td></tr>
</table></div>{"".join(body)}</body></html>"""


def wkhtmltopdf(page_html: str, footer: str) -> bytes:
    with tempfile.TemporaryDirectory() as temp:
        src, out = Path(temp) / "cv.html", Path(temp) / "cv.pdf"
        src.write_text(page_html, encoding="utf-8")
        subprocess.run(
            [
                "wkhtmltopdf",
                "-q",
                "--encoding",
                "utf-8",
                "-s",
                "A4",
                "--footer-font-size",
                "7",
                "--footer-center",
                footer,
                str(src),
                str(out),
            ],
            check=True,
            capture_output=True,
            timeout=180,
        )
        return out.read_bytes()


def _icon(colour: str) -> str:
    from PIL import Image, ImageDraw

    image = Image.new("RGBA", (24, 24), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((2, 2, 21, 21), fill=colour)
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def _canva(p: Page) -> str:
    side_keys = ("skills", "languages", "certificates")
    icon = _icon("#e07a5f")
    side = "".join(
        f'<p class="c"><img src="{icon}" width="8" height="8"> {esc(c)}</p>' for c in p.contacts
    )
    main = []
    for s in p.sections:
        inner = "".join(
            f'<p class="{"chips" if s.key == "skills" else "l"}">{esc(x)}</p>' for x in s.lines
        )
        inner += _entries(
            s,
            '<p class="t">{t}</p><p class="o">{o} &nbsp; {p} &nbsp; <i>{w}</i></p><ul>{lines}</ul>',
        ).replace("<ul></ul>", "")
        block = f"<h3>{esc(s.heading.upper())}</h3>{inner}"
        if s.key in side_keys:
            side += block
        else:
            main.append(block)
    font = "wqy" if p.zh else "Helvetica"
    return f"""<html><head><meta charset="utf-8"><style>
@page {{ size: a4; margin: 1cm; }}
body {{ font-family: {font}; font-size: 9.5pt; color: #3d405b; }}
td.side {{ background-color: #f4f1de; padding: 10px; vertical-align: top; }}
td.main {{ padding: 4px 4px 4px 16px; vertical-align: top; }}
h1 {{ font-size: 24pt; color: #3d405b; margin: 0; }} .label {{ font-size: 12pt; color: #e07a5f; }}
h3 {{ font-size: 10pt; color: #e07a5f; margin: 12px 0 4px; border-bottom: 1px solid #e07a5f; }}
p {{ margin: 0 0 3px; }} .c {{ font-size: 8.5pt; }} .t {{ font-weight: bold; margin-top: 5px; }}
.o {{ font-size: 8.5pt; color: #81b29a; }} ul {{ margin: 0; }}
</style></head><body><table><tr><td class="side" width="32%">{side}</td>
<td class="main" width="68%"><h1>{esc(p.name)}</h1><p class="label">{esc(p.label)}</p>
{"".join(main)}</td></tr></table></body></html>"""


def xhtml2pdf(page_html: str) -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from xhtml2pdf import pisa
    from xhtml2pdf.default import DEFAULT_FONT

    if "wqy" not in DEFAULT_FONT:  # a CJK TrueType font, as a Chinese user's machine has
        pdfmetrics.registerFont(TTFont("wqy", CJK_TTC, subfontIndex=0))
        DEFAULT_FONT["wqy"] = "wqy"
    buffer = io.BytesIO()
    result = pisa.CreatePDF(page_html, dest=buffer, encoding="utf-8")
    if result.err:
        raise RuntimeError(f"xhtml2pdf: {result.err} errors")
    return buffer.getvalue()


# style: (template, date style, headings); canva writes Chinese dates as 2021/04
STYLES = {
    "europass": (_europass, "slash", "europass"),
    "jobsite": (_jobsite, "dot", "zh_site"),
    "canva": (_canva, "mon", ""),
}
FOOTERS = {
    "europass": "© European Union, 2002-2026 | europass.europa.eu   Page [page] / [topage]",
    "jobsite": "简历来源：某聘网　第 [page] 页 / 共 [topage] 页",
}


def source(person: dict, style: str) -> str:
    make, dates, headings = STYLES[style]
    p = page(person, "slashzh" if style == "canva" and is_zh(person) else dates, headings)
    if style == "europass":
        for s in p.sections:
            for e in s.entries:
                e.when = e.when.replace("Present", "Current")
    return make(p)
