"""reportlab, fpdf2, python-docx, Markdown, plain text and LinkedIn renderings of the corpus."""

from __future__ import annotations

import io

from tests.resumes.importing.corpus.render_html import dotted_zh, month_year, slash, span

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def reportlab_pdf(p: dict) -> bytes:
    """One column, capitalised headings, dates set right in a table, reportlab's bullets."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import ListFlowable, Paragraph, SimpleDocTemplate, Spacer, Table

    body = ParagraphStyle("b", fontName="Helvetica", fontSize=10, leading=13)
    bold = ParagraphStyle("bb", parent=body, fontName="Helvetica-Bold")
    right = ParagraphStyle("r", parent=body, alignment=2)
    head = ParagraphStyle(
        "h",
        fontName="Helvetica-Bold",
        fontSize=11.5,
        leading=15,
        spaceBefore=10,
        textColor=colors.HexColor("#1f3a5f"),
    )
    name = ParagraphStyle("n", fontName="Helvetica-Bold", fontSize=20, leading=24)
    b = p["basics"]
    story = [
        Paragraph(b["name"], name),
        Paragraph(b["label"], body),
        Paragraph(
            f"{b['location']['city']}, {b['location']['region']} &bull; {b['phone']} &bull; {b['email']} &bull; {b['url']} &bull; github.com/{b['profiles'][0]['username']}",
            body,
        ),
        Paragraph("SUMMARY", head),
        Paragraph(b["summary"], body),
        Paragraph("PROFESSIONAL EXPERIENCE", head),
    ]

    def row(left: str, when: str, style=bold):
        table = Table([[Paragraph(left, style), Paragraph(when, right)]], colWidths=[340, 130])
        table.setStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
            ]
        )
        return table

    def when(start: str, end: str) -> str:
        if start == end and len(start) == 7 and start[5:7] == "06":
            return f"Summer {start[:4]}"
        return span(start, end, lambda d: month_year(d, short=False))

    def bullets(items):
        return ListFlowable(
            [Paragraph(h, body) for h in items],
            bulletType="bullet",
            start="\u2022",
            leftIndent=12,
            bulletFontSize=8,
        )

    for w in p["work"]:
        story += [
            row(f"{w['position']}, {w['name']}", when(w["startDate"], w.get("endDate", ""))),
            Paragraph(w["location"], body),
            bullets(w["highlights"]),
        ]
    story.append(Paragraph("EDUCATION", head))
    for ed in p["education"]:
        line = f"{ed['studyType']} in {ed['area']}, {ed['institution']}"
        story.append(row(line, f"{ed['startDate']} – {ed['endDate']}"))
        if ed.get("score"):
            story.append(Paragraph(f"CGPA: {ed['score']}", body))
    story.append(Paragraph("SKILLS", head))
    for s in p["skills"]:
        story.append(Paragraph(f"<b>{s['name']}:</b> {', '.join(s['keywords'])}", body))
    story.append(Paragraph("PUBLICATIONS", head))
    story.append(
        bullets([f"{x['name']} — {x['publisher']} {x['releaseDate']}" for x in p["publications"]])
    )
    story.append(Paragraph("AWARDS", head))
    story.append(bullets([f"{x['title']}, {x['awarder']}, {x['date']}" for x in p["awards"]]))
    story.append(Paragraph("LANGUAGES", head))
    story.append(
        Paragraph(" | ".join(f"{x['language']}: {x['fluency']}" for x in p["languages"]), body)
    )
    story.append(Spacer(1, 6))
    out = io.BytesIO()
    SimpleDocTemplate(
        out,
        pagesize=LETTER,
        leftMargin=54,
        rightMargin=54,
        topMargin=48,
        bottomMargin=48,
        title=b["name"],
    ).build(story)
    return out.getvalue()


def fpdf_pdf(p: dict) -> bytes:
    """Two columns with the sidebar on the right; dates on their own line as 09/2019 - Present."""
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.add_font("DejaVu", "", DEJAVU)
    pdf.add_font("DejaVu", "B", DEJAVU_BOLD)
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    b = p["basics"]
    main_w, side_x, side_w = 118, 142, 56
    pdf.set_fill_color(243, 240, 234)
    pdf.rect(side_x - 4, 0, side_w + 14, 297, style="F")
    pdf.set_xy(12, 14)
    pdf.set_font("DejaVu", "B", 22)
    pdf.cell(main_w, 10, b["name"], new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(12)
    pdf.set_font("DejaVu", "", 12)
    pdf.cell(main_w, 7, b["label"], new_x="LMARGIN", new_y="NEXT")

    def heading(text: str, x: float, width: float) -> None:
        pdf.set_x(x)
        pdf.set_font("DejaVu", "B", 11)
        pdf.cell(width, 9, text, new_x="LMARGIN", new_y="NEXT")

    def para(text: str, x: float, width: float, size: float = 9.5, style: str = "") -> None:
        pdf.set_x(x)
        pdf.set_font("DejaVu", style, size)
        pdf.multi_cell(width, 4.8, text, new_x="LMARGIN", new_y="NEXT")

    heading("About", 12, main_w)
    para(b["summary"], 12, main_w)
    heading("Experience", 12, main_w)
    for w in p["work"]:
        para(f"{w['name']} — {w['position']}", 12, main_w, 10, "B")
        para(
            f"{slash(w['startDate'])} - {slash(w.get('endDate', ''))} · {w['location']}", 12, main_w
        )
        for h in w["highlights"]:
            para(f"• {h}", 15, main_w - 3)
    heading("Education", 12, main_w)
    for ed in p["education"]:
        para(ed["institution"], 12, main_w, 10, "B")
        tail = f" · {ed['score']}" if ed.get("score") else ""
        para(
            f"{ed['studyType']} {ed['area']} · {ed['startDate']}-{ed['endDate']}{tail}", 12, main_w
        )
    heading("Publications", 12, main_w)
    for x in p["publications"]:
        para(f"{x['name']} · {x['publisher']} · {x['releaseDate']}", 12, main_w)
    heading("Awards", 12, main_w)
    for x in p["awards"]:
        para(f"{x['title']} · {x['awarder']} · {x['date']}", 12, main_w)
    pdf.set_xy(side_x, 16)
    heading("Contact", side_x, side_w)
    for item in (
        b["email"],
        b["phone"],
        b["url"],
        f"github.com/{b['profiles'][0]['username']}",
        f"{b['location']['city']}, {b['location']['region']}",
    ):
        para(item, side_x, side_w, 8.5)
    heading("Skills", side_x, side_w)
    for s in p["skills"]:
        para(f"{s['name']}: {', '.join(s['keywords'])}", side_x, side_w, 8.5)
    heading("Languages", side_x, side_w)
    for x in p["languages"]:
        para(f"{x['language']} ({x['fluency']})", side_x, side_w, 8.5)
    return bytes(pdf.output())


def docx_tables(p: dict) -> bytes:
    """Contact details in the page header, bold capitals as headings, jobs as table rows."""
    from docx import Document
    from docx.shared import Pt

    doc = Document()
    b = p["basics"]
    header = doc.sections[0].header.paragraphs[0]
    header.text = f"{b['email']} | {b['phone']} | {b['location']['city']}, UK | linkedin.com/in/{b['profiles'][0]['username']}"
    title = doc.add_paragraph().add_run(b["name"])
    title.bold, title.font.size = True, Pt(22)
    doc.add_paragraph(b["label"])

    def heading(text: str) -> None:
        run = doc.add_paragraph().add_run(text.upper())
        run.bold, run.font.size = True, Pt(12)

    heading("Profile")
    doc.add_paragraph(b["summary"])
    heading("Employment History")
    table = doc.add_table(rows=0, cols=2)
    for w in p["work"]:
        cells = table.add_row().cells
        cells[0].text = span(w["startDate"], w.get("endDate", ""), month_year)
        first = cells[1].paragraphs[0]
        first.add_run(f"{w['name']}, {w['location']}").bold = True
        cells[1].add_paragraph().add_run(w["position"]).italic = True
        for h in w["highlights"]:
            cells[1].add_paragraph(h, style="List Bullet")
    heading("Education")
    for ed in p["education"]:
        row = doc.add_table(rows=1, cols=2).rows[0].cells
        row[0].text = f"{ed['startDate']} – {ed['endDate']}"
        row[1].paragraphs[0].add_run(ed["institution"]).bold = True
        row[1].add_paragraph(f"{ed['studyType']} {ed['area']}")
    heading("Skills")
    for s in p["skills"]:
        doc.add_paragraph(s["name"], style="List Bullet")
    heading("Languages")
    for x in p["languages"]:
        doc.add_paragraph(f"{x['language']} – {x['fluency']}", style="List Bullet")
    heading("Projects")
    for pr in p["projects"]:
        para = doc.add_paragraph()
        para.add_run(pr["name"]).bold = True
        para.add_run(f"\t{month_year(pr['startDate'])} – {month_year(pr['endDate'])}")
        doc.add_paragraph(pr["description"])
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def docx_headings_zh(p: dict) -> bytes:
    """Word's Heading styles, numbered lists for achievements, dates on their own line."""
    from docx import Document

    doc = Document()
    b = p["basics"]
    doc.add_paragraph(b["name"], style="Title")
    doc.add_paragraph(
        f"{b['label']}  |  {b['location']['city']}  |  手机：{b['phone']}  |  邮箱：{b['email']}"
    )
    doc.add_heading("个人简介", level=1)
    doc.add_paragraph(b["summary"])
    doc.add_heading("工作经历", level=1)
    for w in p["work"]:
        doc.add_heading(f"{w['name']} — {w['position']}", level=2)
        s, t = w["startDate"], w.get("endDate", "")
        end = f"{t[:4]}年{int(t[5:7])}月" if t else "至今"
        doc.add_paragraph(f"{s[:4]}年{int(s[5:7])}月 - {end}  {w['location']}")
        for h in w["highlights"]:
            doc.add_paragraph(h, style="List Number")
    doc.add_heading("教育背景", level=1)
    for ed in p["education"]:
        doc.add_heading(ed["institution"], level=2)
        doc.add_paragraph(
            f"{ed['area']}专业 {ed['studyType']}  {dotted_zh(ed['startDate'])}-{dotted_zh(ed['endDate'])}"
        )
    doc.add_heading("专业技能", level=1)
    for s in p["skills"]:
        doc.add_paragraph(f"{s['name']}：{'、'.join(s['keywords'])}", style="List Bullet")
    doc.add_heading("语言能力", level=1)
    doc.add_paragraph("；".join(f"{x['language']}（{x['fluency']}）" for x in p["languages"]))
    doc.add_heading("证书", level=1)
    for c in p["certificates"]:
        doc.add_paragraph(
            f"{c['name']} | {c['issuer']} | {c['date'][:4]}年{int(c['date'][5:7])}月",
            style="List Bullet",
        )
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()
