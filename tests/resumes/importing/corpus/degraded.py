"""Resumes of our own drawn by reportlab (a ruled two-column table with the section headings in
its left cells, or typewriter type in one column), rasterised by PDFium and degraded the way
real scans are: a low-quality JPEG scan at 150 dpi (turned, grey, JPEG quality 22), a fax
(black and white with a noise threshold, stored at 204 x 98 dpi or stretched back to square
pixels and wrapped in an image-only PDF). Each comes with its truth (JSON Resume).

PEOPLE are the tests' own; KEPT_OUT are never used while tuning the OCR rules, only measured
(`bench/ocr_degraded.py`)."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw, ImageFont

MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

PEOPLE = [
    {
        "name": "Helena Marsh", "label": "Structural Engineer",
        "email": "helena.marsh@example.org", "phone": "+44 7700 900 314",
        "summary": "Structural engineer with seven years on bridges and hospital extensions.",
        "work": [("Senior Structural Engineer", "Calder Bridge Partners", "Apr 2020", "Present",
                  "2020-04", None, ["Designed steel footbridges for three river crossings",
                                    "Checked temporary works for a hospital extension"]),
                 ("Graduate Engineer", "Northway Consulting", "Sep 2017", "Mar 2020",
                  "2017-09", "2020-03", ["Modelled concrete frames in ETABS",
                                         "Wrote inspection reports for rail bridges"])],
        "education": [("Master of Engineering", "Civil Engineering", "University of Leeds",
                       "2013", "2017")],
        "skills": ["Design: ETABS, Tekla, Revit", "Codes: Eurocode 2, Eurocode 3"],
        "languages": [("English", "Native"), ("Polish", "Fluent")],
    },
    {
        "name": "Tomas Varga", "label": "Pharmacy Technician",
        "email": "tomas.varga@example.net", "phone": "+36 30 555 0192",
        "summary": "Pharmacy technician with five years in hospital dispensing and stock control.",
        "work": [("Lead Pharmacy Technician", "St Agnes Hospital", "Jan 2022", "Present",
                  "2022-01", None, ["Run the aseptic unit's daily stock checks",
                                    "Train new technicians on the dispensing robot"]),
                 ("Pharmacy Technician", "Greenleaf Pharmacy", "Jun 2019", "Dec 2021",
                  "2019-06", "2021-12", ["Dispensed about three hundred items a day",
                                         "Managed controlled drug records"])],
        "education": [("Diploma", "Pharmaceutical Science", "Budapest Health College",
                       "2016", "2019")],
        "skills": ["Dispensing: Aseptic technique, Robot dispensing",
                   "Systems: EPMA, Stock control"],
        "languages": [("Hungarian", "Native"), ("English", "Fluent")],
    },
]  # fmt: skip

KEPT_OUT = [
    {
        "name": "Orla Brennan", "label": "Primary School Teacher",
        "email": "orla.brennan@example.ie", "phone": "+353 86 555 0471",
        "summary": "Primary teacher with nine years in mixed-ability classes and early reading.",
        "work": [("Class Teacher", "Scoil Bhride National School", "Sep 2018", "Present",
                  "2018-09", None, ["Teach a class of twenty-eight pupils in fourth class",
                                    "Lead the school's reading recovery programme"]),
                 ("Substitute Teacher", "Galway Education Centre", "Sep 2015", "Jun 2018",
                  "2015-09", "2018-06", ["Covered classes in eleven schools",
                                         "Planned lessons for infants to sixth class"])],
        "education": [("Bachelor of Education", "Primary Teaching", "Mary Immaculate College",
                       "2011", "2015")],
        "skills": ["Teaching: Reading recovery, Differentiation", "Tools: Seesaw, Aladdin"],
        "languages": [("English", "Native"), ("Irish", "Fluent")],
    },
    {
        "name": "Rafael Quintero", "label": "Logistics Coordinator",
        "email": "r.quintero@example.com", "phone": "+34 612 555 883",
        "summary": "Logistics coordinator with six years planning road and sea freight.",
        "work": [("Logistics Coordinator", "Puerto Azul Freight", "Mar 2021", "Present",
                  "2021-03", None, ["Plan forty container bookings a week",
                                    "Cut late deliveries by a fifth with carrier scorecards"]),
                 ("Warehouse Planner", "Iberia Cold Chain", "Feb 2018", "Feb 2021",
                  "2018-02", "2021-02", ["Scheduled inbound trucks for a chilled warehouse",
                                         "Kept stock records in SAP"])],
        "education": [("Bachelor of Business", "Supply Chain Management",
                       "University of Valencia", "2013", "2017")],
        "skills": ["Planning: SAP TM, Route planning", "Trade: Incoterms, Customs filing"],
        "languages": [("Spanish", "Native"), ("English", "Fluent")],
    },
]  # fmt: skip


def truth(person: dict) -> dict:
    work = []
    for position, name, _, _, start, end, highlights in person["work"]:
        entry = {"name": name, "position": position, "startDate": start, "highlights": highlights}
        if end:
            entry["endDate"] = end
        work.append(entry)
    return {
        "basics": {key: person[key] for key in ("name", "label", "email", "phone", "summary")},
        "work": work,
        "education": [
            {"institution": school, "area": area, "studyType": kind, "startDate": a, "endDate": b}
            for kind, area, school, a, b in person["education"]
        ],
        "skills": [
            {"name": group.split(": ")[0], "keywords": group.split(": ")[1].split(", ")}
            for group in person["skills"]
        ],
        "languages": [{"language": lang, "fluency": level} for lang, level in person["languages"]],
    }


def _sections(person: dict) -> list[tuple[str, list[tuple[str, bool]]]]:
    """(heading, [(text, bullet)]) in the order printed."""
    work = []
    for position, name, start, end, _, _, highlights in person["work"]:
        work.append((f"{position}, {name} ({start} - {end})", False))
        work += [(h, True) for h in highlights]
    return [
        ("PROFILE", [(person["summary"], False)]),
        ("WORK EXPERIENCE", work),
        (
            "EDUCATION",
            [(f"{k}, {a}, {s} ({x} - {y})", False) for k, a, s, x, y in person["education"]],
        ),
        ("SKILLS", [(group, False) for group in person["skills"]]),
        ("LANGUAGES", [(f"{lang} ({level})", False) for lang, level in person["languages"]]),
    ]


def table_pdf(person: dict) -> bytes:
    """A ruled two-column table: each section's heading in the left cell (bold capitals), its
    lines in the right one (layout family: Word and LibreOffice table templates)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4)
    width, height = A4
    left, middle, right = 56, 160, width - 56
    y = height - 70
    c.setFont("Helvetica-Bold", 20)
    c.drawString(left, y, person["name"])
    c.setFont("Helvetica-Bold", 13)
    c.drawString(left, y - 20, person["label"])
    c.setFont("Helvetica", 9.5)
    c.drawString(left, y - 36, f"{person['email']} | {person['phone']}")
    y -= 52
    c.setLineWidth(0.6)
    for heading, rows in _sections(person):
        top = y
        c.setFont("Helvetica-Bold", 9.5)
        c.drawString(left + 5, y - 14, heading if len(heading) < 12 else heading.split()[0])
        if len(heading) >= 12:
            c.drawString(left + 5, y - 26, " ".join(heading.split()[1:]))
        c.setFont("Helvetica", 9.5)
        line_y = y - 14
        for text, bullet in rows:
            c.drawString(middle + 6, line_y, f"\u2022 {text}" if bullet else text)
            line_y -= 13
        y = line_y - 4
        c.line(left, top, right, top)
        c.line(left, y, right, y)
        c.line(left, top, left, y)
        c.line(middle, top, middle, y)
        c.line(right, top, right, y)
    c.save()
    return buffer.getvalue()


def typewriter_pdf(person: dict) -> bytes:
    """One column of Courier (a plain-text CV printed, then faxed): headings in capitals."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4)
    _, height = A4
    y = height - 70
    c.setFont("Courier-Bold", 13)
    c.drawString(60, y, person["name"])
    c.setFont("Courier", 10.5)
    for text in (person["label"], f"{person['email']}   {person['phone']}"):
        y -= 15
        c.drawString(60, y, text)
    for heading, rows in _sections(person):
        y -= 28
        c.setFont("Courier-Bold", 10.5)
        c.drawString(60, y, heading)
        c.setFont("Courier", 10.5)
        for text, bullet in rows:
            y -= 14
            c.drawString(72 if bullet else 60, y, f"- {text}" if bullet else text)
    c.save()
    return buffer.getvalue()


def rasterised(pdf: bytes, dpi: int) -> Image.Image:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return document[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    finally:
        document.close()


def low_jpeg(pdf: bytes, angle: float = 1.8, quality: int = 22, seed: int = 5) -> bytes:
    """A 150 dpi grey scan, turned, its paper grey, saved as a JPEG of low quality."""
    rng = np.random.default_rng(seed)
    page = rasterised(pdf, 150).rotate(angle, resample=Image.Resampling.BICUBIC, expand=True,
                                       fillcolor=238)  # fmt: skip
    pixels = np.asarray(page, dtype=np.float32) * 0.88 + 20 + rng.normal(0, 5, page.size[::-1])
    buffer = io.BytesIO()
    Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8)).save(
        buffer, "JPEG", quality=quality, dpi=(150, 150)
    )
    return buffer.getvalue()


def fax_page(pdf: bytes, angle: float = 0.5, seed: int = 7) -> Image.Image:
    """A page as a fax machine sends it: 204 dpi across, 98 lines per inch down, black and
    white by a threshold over noise, the machine's header line across the top (returned at
    204 x 98 dpi, not square)."""
    rng = np.random.default_rng(seed)
    page = rasterised(pdf, 204)
    page = page.resize((page.width, page.height * 98 // 204), Image.Resampling.BILINEAR)
    page = page.rotate(angle, resample=Image.Resampling.BILINEAR, fillcolor=255)
    pixels = np.asarray(page, dtype=np.float32) + rng.normal(0, 20, page.size[::-1])
    page = Image.fromarray(((pixels > 150) * 255).astype(np.uint8))
    # The machine's transmit header across the top, in its own type (squashed like the page).
    line = Image.new("L", (page.width, 30), 255)
    header = "27-NOV-2026 10:42  FROM: +1 555 0148  TO: 5550177  P.1/1"
    ImageDraw.Draw(line).text((40, 2), header, fill=0, font=ImageFont.truetype(MONO, 22))
    page.paste(line.resize((line.width, 15)), (0, 6))
    return page.convert("1")


def fax_png(pdf: bytes) -> bytes:
    """A fax kept as received: a 1-bit PNG at 204 x 98 dpi."""
    buffer = io.BytesIO()
    fax_page(pdf).save(buffer, "PNG", dpi=(204, 98))
    return buffer.getvalue()


def fax_pdf(pdf: bytes) -> bytes:
    """A fax stretched back to square pixels (each line twice) in an image-only PDF."""
    page = fax_page(pdf).convert("L")
    page = page.resize((page.width, page.height * 204 // 98), Image.Resampling.NEAREST)
    buffer = io.BytesIO()
    page.convert("1").save(buffer, "PDF", resolution=204)
    return buffer.getvalue()
