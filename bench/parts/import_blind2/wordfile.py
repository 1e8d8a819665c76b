"""A DOCX made with python-docx in a layout of this set's own: the name and contacts in the
page header, a two-column table per job (dates and place left, the job right), skills as a
table of groups, languages and certificates as tab-separated lines. Returns (bytes, truth)."""

from __future__ import annotations

import io

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

from .common import city_line, contacts, is_zh, span, truth

HEAD = {
    "en": (
        "About",
        "Employment History",
        "Education and Training",
        "Core Competencies",
        "Languages",
        "Certifications",
        "Awards",
        "Present",
    ),
    "zh": (
        "自我介绍",
        "工作经验",
        "教育经历",
        "技能特长",
        "语言能力",
        "执业资格",
        "所获荣誉",
        "至今",
    ),
}


def _no_borders(table) -> None:
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}")
        el.set(qn("w:val"), "nil")
        borders.append(el)
    table._tbl.tblPr.append(borders)


def _heading(doc, text: str) -> None:
    p = doc.add_paragraph()
    run = p.add_run(text.upper() if text.isascii() else text)
    run.bold, run.font.size = True, Pt(12)
    run.font.color.rgb = RGBColor(0x0B, 0x5C, 0x7A)


def docx_resume(person: dict) -> tuple[bytes, dict]:
    zh = is_zh(person)
    about, work, edu, skills, langs, certs, awards, present = HEAD["zh" if zh else "en"]
    b = person["basics"]
    doc = Document()
    style = doc.styles["Normal"]
    style.font.name, style.font.size = "Calibri", Pt(10.5)
    if zh:
        style.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    header = doc.sections[0].header
    hp = header.paragraphs[0]
    name = hp.add_run(b["name"])
    name.bold, name.font.size = True, Pt(20)
    hp.add_run("\n" + b["label"])
    contact = header.add_paragraph(" | ".join([city_line(person), *contacts(person)]))
    contact.alignment = WD_ALIGN_PARAGRAPH.LEFT
    _heading(doc, about)
    doc.add_paragraph(b["summary"])
    _heading(doc, work)
    for w in person["work"]:
        t = doc.add_table(rows=1, cols=2)
        _no_borders(t)
        left, right = t.rows[0].cells
        left.width, right.width = Cm(4), Cm(12.5)
        left.paragraphs[0].add_run(span(w, "dash" if zh else "mon", " – ", present))
        left.add_paragraph(w["location"])
        r = right.paragraphs[0].add_run(w["position"])
        r.bold = True
        right.add_paragraph(w["name"]).runs[0].italic = True
        for x in w["highlights"]:
            right.add_paragraph(x, style="List Bullet")
    _heading(doc, edu)
    for e in person["education"]:
        t = doc.add_table(rows=1, cols=2)
        _no_borders(t)
        left, right = t.rows[0].cells
        left.width, right.width = Cm(4), Cm(12.5)
        left.paragraphs[0].add_run(span(e, "dash" if zh else "mon", " – "))
        right.paragraphs[0].add_run(e["institution"]).bold = True
        degree = f"{e['studyType']} {e['area']}" if zh else f"{e['studyType']}, {e['area']}"
        right.add_paragraph(degree + (f" (GPA {e['score']})" if e.get("score") else ""))
    _heading(doc, skills)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for g in person["skills"]:
        row = t.add_row().cells
        row[0].paragraphs[0].add_run(g["name"]).bold = True
        row[1].paragraphs[0].add_run(("、" if zh else ", ").join(g["keywords"]))
    if person.get("languages"):
        _heading(doc, langs)
        for x in person["languages"]:
            doc.add_paragraph(f"{x['language']}\t{x['fluency']}")
    if person.get("certificates"):
        _heading(doc, certs)
        for c in person["certificates"]:
            doc.add_paragraph(f"{c['date']}\t{c['name']}\t{c['issuer']}")
    if person.get("awards"):
        _heading(doc, awards)
        for a in person["awards"]:
            doc.add_paragraph(f"{a['date']}\t{a['title']}\t{a['awarder']}")
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue(), truth(person)
