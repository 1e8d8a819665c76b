"""Renderers of the text7b round's kept-out set (bench/import_kept_text7b.py), written for it
and not for the importer: one-slide CVs as flat ODP exported by LibreOffice Impress (a
portrait slide with the name top left and a contact column; a 16:9 landscape slide with a
band), groff's mom macros and ms macros straight to PDF, and résumé sheets as flat ODS
printed by LibreOffice Calc with its default running header and footer (a row-per-entry
sheet, a stacked label form). Every renderer prints the whole truth it is given."""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
HEADS = {
    "en": {"summary": "Profile", "work": "Experience", "education": "Education",
           "skills": "Skills", "languages": "Languages", "certificates": "Certifications"},
    "zh": {"summary": "个人简介", "work": "工作经历", "education": "教育背景",
           "skills": "专业技能", "languages": "语言能力", "certificates": "资格证书"},
}  # fmt: skip


def zh(doc: dict) -> bool:
    return not doc["basics"]["name"].isascii()


def when(value: str | None, style: str, zh_doc: bool) -> str:
    if not value:
        return "至今" if zh_doc else "Present"
    if len(value) == 4:
        return value
    year, month = value[:4], int(value[5:7])
    return {"mon": f"{MONTHS[month - 1]} {year}", "dot": f"{year}.{month:02d}",
            "slash": f"{month:02d}/{year}", "zh": f"{year}年{month}月"}[style]  # fmt: skip


def span(e: dict, style: str, zh_doc: bool) -> str:
    dash = " - " if zh_doc else " – "
    return when(e.get("startDate"), style, zh_doc) + dash + when(e.get("endDate"), style, zh_doc)


def contacts(doc: dict) -> list[str]:
    b = doc["basics"]
    return [b["email"], b["phone"], b["location"]["city"]]


def skill_lines(doc: dict) -> list[str]:
    sep = "：" if zh(doc) else ": "
    return [f"{s['name']}{sep}{', '.join(s['keywords'])}" for s in doc.get("skills", [])]


def lang_lines(doc: dict) -> list[str]:
    sep = "：" if zh(doc) else " – "
    return [f"{x['language']}{sep}{x['fluency']}" for x in doc.get("languages", [])]


def cert_lines(doc: dict) -> list[str]:
    return [f"{c['name']}, {c['issuer']}, {c['date']}" for c in doc.get("certificates", [])]


def school_line(e: dict, zh_doc: bool) -> str:
    return f"{e['studyType']} {e['area']}" if zh_doc else f"{e['studyType']} in {e['area']}"


# -- Impress -------------------------------------------------------------------------------

ODP_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"'
)
SLIDE_PARAS = {  # size pt, bold, colour, space above cm
    "name": (20, True, "#1d3557", 0.0), "label": (11, False, "#457b9d", 0.05),
    "small": (8, False, "#333333", 0.05), "head": (10, True, "#e63946", 0.3),
    "body": (8.5, False, "#222222", 0.04), "bold": (9, True, "#111111", 0.15),
    "grey": (7.5, False, "#6c757d", 0.02), "white": (8, False, "#ffffff", 0.05),
    "wname": (20, True, "#ffffff", 0.0),
}  # fmt: skip


def _odp_styles() -> str:
    out = [
        '<style:style style:name="fill" style:family="graphic"><style:graphic-properties '
        'draw:stroke="none" draw:fill="solid" draw:fill-color="#1d3557" '
        'draw:textarea-vertical-align="middle" fo:padding="0.25cm"/></style:style>',
        '<style:style style:name="free" style:family="graphic"><style:graphic-properties '
        'draw:stroke="none" draw:fill="none" draw:auto-grow-height="false" '
        'draw:textarea-vertical-align="top" fo:padding="0.05cm"/></style:style>',
    ]
    for name, (size, bold, colour, above) in SLIDE_PARAS.items():
        weight = ' fo:font-weight="bold" style:font-weight-asian="bold"' if bold else ""
        out.append(
            f'<style:style style:name="{name}" style:family="paragraph"><style:paragraph-'
            f'properties fo:margin-top="{above}cm"/><style:text-properties '
            f'fo:font-family="DejaVu Sans" style:font-family-asian="Noto Sans CJK SC" '
            f'fo:font-size="{size}pt" style:font-size-asian="{size}pt" fo:color="{colour}"'
            f"{weight}/></style:style>"
        )
    return "".join(out)


def _frame(style: str, box: tuple, paras: list) -> str:
    x, y, w, h = box
    body = "".join(f'<text:p text:style-name="{s}">{escape(t)}</text:p>' for s, t in paras)
    return (
        f'<draw:frame draw:style-name="{style}" svg:x="{x}cm" svg:y="{y}cm" '
        f'svg:width="{w}cm" svg:height="{h}cm"><draw:text-box>{body}</draw:text-box>'
        "</draw:frame>"
    )


def _fodp(width: float, height: float, frames: str) -> bytes:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document {ODP_NS} office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.presentation">'
        f"<office:styles/><office:automatic-styles>{_odp_styles()}"
        '<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" '
        'fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" '
        f'fo:page-width="{width}cm" fo:page-height="{height}cm"/></style:page-layout>'
        '<style:style style:name="dp" style:family="drawing-page"/>'
        "</office:automatic-styles><office:master-styles>"
        '<style:master-page style:name="Default" style:page-layout-name="PM1" '
        'draw:style-name="dp"/></office:master-styles><office:body><office:presentation>'
        f'<draw:page draw:name="Resume" draw:master-page-name="Default">{frames}</draw:page>'
        "</office:presentation></office:body></office:document>"
    ).encode()


def _slide_side(doc: dict, heads: dict) -> list:
    out = []
    for key, lines in (("skills", skill_lines(doc)), ("languages", lang_lines(doc)),
                       ("certificates", cert_lines(doc))):  # fmt: skip
        if lines:
            out += [("head", heads[key])] + [("body", x) for x in lines]
    return out


def _slide_main(doc: dict, heads: dict, style: str, dates_first: bool) -> list:
    z = zh(doc)
    out = []
    if doc["basics"].get("summary"):
        out += [("head", heads["summary"]), ("body", doc["basics"]["summary"])]
    out.append(("head", heads["work"]))
    for e in doc["work"]:
        where = f"{e['location']} | {span(e, style, z)}"
        title = f"{e['position']}，{e['name']}" if z else f"{e['position']}, {e['name']}"
        out += (
            [("grey", where), ("bold", title)]
            if dates_first
            else [("bold", title), ("grey", where)]
        )
        out += [("body", f"• {h}") for h in e["highlights"]]
    out.append(("head", heads["education"]))
    for e in doc["education"]:
        out += [
            ("bold", e["institution"]),
            ("grey", span(e, style, z)),
            ("body", school_line(e, z)),
        ]
    return out


def slide_portrait(doc: dict, style: str) -> bytes:
    """A4 portrait: name and headline top left, a left column of contacts and side
    sections, the main column right of it; position first, then 'place | dates'."""
    heads = HEADS["zh" if zh(doc) else "en"]
    b = doc["basics"]
    top = [("name", b["name"]), ("label", b["label"])]
    left = [("small", c) for c in contacts(doc)] + _slide_side(doc, heads)
    frames = (
        _frame("free", (1.2, 1.0, 18.6, 2.6), top)
        + _frame("free", (1.2, 4.0, 5.6, 24.0), left)
        + _frame("free", (7.4, 4.0, 12.4, 24.0), _slide_main(doc, heads, style, False))
    )
    return _fodp(21.0, 29.7, frames)


def slide_wide(doc: dict, style: str) -> bytes:
    """16:9 landscape: a dark band with the name and the contacts run together by ' · ',
    then a narrow side column and a wide main one; 'place | dates' before the position."""
    heads = HEADS["zh" if zh(doc) else "en"]
    b = doc["basics"]
    band = [("wname", b["name"]), ("white", b["label"]), ("white", " · ".join(contacts(doc)))]
    frames = (
        _frame("fill", (0, 0, 28.0, 3.2), band)
        + _frame("free", (0.8, 3.6, 8.0, 12.0), _slide_side(doc, heads))
        + _frame("free", (9.4, 3.6, 17.8, 12.0), _slide_main(doc, heads, style, True))
    )
    return _fodp(28.0, 15.75, frames)


# -- groff ----------------------------------------------------------------------------------


def _g(text: str) -> str:
    return "\\&" + text.replace("\\", "\\e").replace("–", "\\(en")


def mom(doc: dict) -> str:
    """mom, TYPESET, justified: the name centred, contacts joined by ' | ', HEADING 2,
    'position, employer' bold then an italic 'place, dates' line, a DASH list."""
    b = doc["basics"]
    heads = HEADS["en"]
    out = [".PRINTSTYLE TYPESET", ".PAPER LETTER", ".PT_SIZE 11", ".QUAD JUSTIFY", ".START",
           ".CENTER", f"\\f[B]\\s[+6]{_g(b['name'])}\\s[0]\\f[P]", ".BR", _g(b["label"]), ".BR",
           " | ".join(_g(c) for c in contacts(doc)), ".QUAD JUSTIFY", ".SPACE 6p"]  # fmt: skip
    if b.get("summary"):
        out += [f'.HEADING 2 "{heads["summary"]}"', _g(b["summary"])]
    out.append(f'.HEADING 2 "{heads["work"]}"')
    for e in doc["work"]:
        out += [".SPACE 4p", f"\\f[B]{_g(e['position'])}\\f[P], {_g(e['name'])}", ".BR",
                f"\\f[I]{_g(e['location'])}, {_g(span(e, 'mon', False))}\\f[P]",
                ".LIST DASH"]  # fmt: skip
        for h in e["highlights"]:
            out += [".ITEM", _g(h)]
        out.append(".LIST OFF")
    out.append(f'.HEADING 2 "{heads["education"]}"')
    for e in doc["education"]:
        out += [f"\\f[B]{_g(e['institution'])}\\f[P], {_g(span(e, 'mon', False))}", ".BR",
                _g(school_line(e, False)), ".BR"]  # fmt: skip
    for key, lines in (("languages", lang_lines(doc)), ("certificates", cert_lines(doc)),
                       ("skills", skill_lines(doc))):  # fmt: skip
        if lines:
            out.append(f'.HEADING 2 "{heads[key]}"')
            out += [f"{_g(x)}\n.BR" for x in lines]
    return "\n".join(out) + "\n"


def ms(doc: dict) -> str:
    """ms: .TL name, centred contact line, .SH headings, entries as bold 'employer' lines
    with the dates after a tab, the position in italic, .IP bullets."""
    b = doc["basics"]
    heads = HEADS["en"]
    out = [".nr PS 10", ".nr VS 12", ".TL", _g(b["name"]), ".AU", _g(b["label"]), ".LP",
           ".ce", " \\(bu ".join(_g(c) for c in contacts(doc))]  # fmt: skip
    out.append(f".SH\n{heads['work']}")
    for e in doc["work"]:
        out += [
            ".LP",
            ".ta 12c",
            f"\\f[B]{_g(e['name'])}, {_g(e['location'])}\\f[P]\t{_g(span(e, 'slash', False))}",
            ".br",
            f"\\f[I]{_g(e['position'])}\\f[P]",
        ]
        for h in e["highlights"]:
            out += [".IP \\(bu 2", _g(h)]
    out.append(f".SH\n{heads['education']}")
    for e in doc["education"]:
        out += [
            ".LP",
            ".ta 12c",
            f"\\f[B]{_g(e['institution'])}\\f[P]\t{_g(span(e, 'slash', False))}",
            ".br",
            _g(school_line(e, False)),
        ]
    for key, lines in (("certificates", cert_lines(doc)), ("skills", skill_lines(doc))):
        if lines:
            out += [f".SH\n{heads[key]}", ".LP"] + [f"{_g(x)}\n.br" for x in lines]
    return "\n".join(out) + "\n"


def groff(source: str, macros: str) -> bytes:
    done = subprocess.run(["groff", f"-{macros}", "-Tpdf"], input=source.encode(),
                          capture_output=True, timeout=60, check=True)  # fmt: skip
    return done.stdout


# -- LibreOffice (Impress and Calc), one start per run, cached by content ----------------


def office_pdf(sources: dict[str, tuple[bytes, str]], cache: Path) -> dict[str, bytes]:
    """{name: (data, ext)} -> {name: pdf bytes}; one soffice run for what the cache lacks."""
    cache.mkdir(parents=True, exist_ok=True)
    keyed = {n: (hashlib.sha1(d).hexdigest(), d, ext) for n, (d, ext) in sources.items()}
    todo = [(k, d, ext) for k, d, ext in keyed.values() if not (cache / f"{k}.pdf").exists()]
    if todo:
        with tempfile.TemporaryDirectory(prefix="kept7b_lo_") as temp:
            paths = []
            for key, data, ext in todo:
                (Path(temp) / f"{key}.{ext}").write_bytes(data)
                paths.append(str(Path(temp) / f"{key}.{ext}"))
            subprocess.run(
                ["soffice", f"-env:UserInstallation=file://{temp}/profile", "--headless",
                 "--norestore", "--convert-to", "pdf", "--outdir", str(cache), *paths],
                capture_output=True, timeout=600, env={**os.environ, "HOME": temp},
            )  # fmt: skip
    return {n: (cache / f"{k}.pdf").read_bytes() for n, (k, _d, _e) in keyed.items()}
