"""A kept-out scan and photo set for the copier and folded families (issue 27, part 4), made
otherwise than import set 6's generators and never tuned on: four people of this module (two
English, two Chinese, professions no other set uses) laid out by reportlab in a one-column
page of this module's own (Helvetica / WenQuanYi Micro Hei), rendered by PDFium, then:

- `cycled`: an office copy chain: three cycles of scale down to 55-70 %, back up, a hard
  threshold with grain, a JPEG at quality 35-50, a small turn each time; saved as a PNG;
- `halved`: a phone photo of a page folded in half across and opened: the lower half tilted
  away (darker, squeezed), the crease a dark ridge with a highlight, the lines bowed near the
  crease (a sine displacement of the rows), perspective onto a blue-grey cloth, a corner
  shadow, a blur, a JPEG;
- `quartered`: folded in four (one crease across, one down), each quarter lit differently,
  rows bowed by the horizontal crease, perspective onto a pale desk, noise, a JPEG.

    .venv/bin/python -m bench.parts.ocr_kept6b --out DIR    # write the files and their truth
"""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

PEOPLE = [
    {
        "lang": "en", "name": "Ingrid Solberg", "label": "Veterinary Nurse",
        "email": "ingrid.solberg@example.no", "phone": "+47 412 55 019",
        "summary": "Veterinary nurse with eight years in small animal surgery and dental care.",
        "work": [("Head Veterinary Nurse", "Fjordside Animal Hospital", "2021-05", None,
                  ["Run the theatre schedule for four surgeons",
                   "Monitor anaesthesia for cats, dogs and rabbits"]),
                 ("Veterinary Nurse", "Bergen Pet Clinic", "2016-08", "2021-04",
                  ["Cleaned and charted teeth under sedation",
                   "Taught owners to give insulin injections"])],
        "education": [("Diploma", "Veterinary Nursing", "Oslo Vocational College",
                       "2013", "2016")],
        "skills": [("Clinical", ["Anaesthesia monitoring", "Radiography"]),
                   ("Software", ["Provet Cloud", "VetIT"])],
        "languages": [("Norwegian", "Native"), ("English", "Fluent")],
    },
    {
        "lang": "en", "name": "Desmond Achebe", "label": "Land Surveyor",
        "email": "d.achebe@example.ng", "phone": "+234 803 555 2741",
        "summary": "Chartered land surveyor with ten years of boundary and topographic work.",
        "work": [("Senior Surveyor", "Meridian Geomatics", "2019-02", None,
                  ["Lead boundary surveys for a new rail corridor",
                   "Process drone photogrammetry into contour maps"]),
                 ("Survey Technician", "Lagos State Lands Bureau", "2014-06", "2019-01",
                  ["Set out control points with GNSS receivers",
                   "Drew title plans for about two hundred plots"])],
        "education": [("Bachelor of Science", "Surveying and Geoinformatics",
                       "University of Lagos", "2010", "2014")],
        "skills": [("Field", ["GNSS", "Total station", "Levelling"]),
                   ("Office", ["AutoCAD Civil 3D", "QGIS"])],
        "languages": [("English", "Fluent"), ("Yoruba", "Native")],
    },
    {
        "lang": "zh", "name": "宋佳琪", "label": "口腔医师",
        "email": "songjiaqi@example.cn", "phone": "139 5521 0876",
        "summary": "口腔科医师，七年临床经验，擅长根管治疗与儿童牙病防治。",
        "work": [("主治医师", "杭州明德口腔医院", "2020-07", None,
                  ["每年完成根管治疗约六百例", "负责科室新入职医师的临床带教"]),
                 ("住院医师", "宁波市第二医院口腔科", "2017-08", "2020-06",
                  ["参与社区儿童龋齿筛查项目", "整理门诊病历并协助科研统计"])],
        "education": [("硕士", "口腔医学", "浙江大学", "2014", "2017")],
        "skills": [("临床", ["根管治疗", "牙周治疗"]), ("软件", ["口腔影像系统", "SPSS"])],
        "languages": [("英语", "熟练"), ("普通话", "母语")],
    },
    {
        "lang": "zh", "name": "韩志远", "label": "物流调度主管",
        "email": "hanzhiyuan@example.cn", "phone": "186 2037 4419",
        "summary": "九年物流调度经验，熟悉冷链运输与仓储管理，善于优化配送路线。",
        "work": [("调度主管", "顺安冷链物流有限公司", "2019-03", None,
                  ["管理三十辆冷藏车的日常调度", "将准时送达率提高到百分之九十八"]),
                 ("仓储专员", "华东医药仓储中心", "2015-07", "2019-02",
                  ["负责药品入库与出库的核对", "每月盘点库存并编写差异报告"])],
        "education": [("本科", "物流管理", "上海海事大学", "2011", "2015")],
        "skills": [("系统", ["WMS", "TMS"]), ("管理", ["路线规划", "成本控制"])],
        "languages": [("英语", "良好"), ("粤语", "熟练")],
    },
]  # fmt: skip

HEAD = {
    "en": ("PROFILE", "EXPERIENCE", "EDUCATION", "SKILLS", "LANGUAGES"),
    "zh": ("个人简介", "工作经历", "教育经历", "专业技能", "语言能力"),
}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _when(iso: str | None, lang: str) -> str:
    if not iso:
        return "Present" if lang == "en" else "至今"
    if len(iso) == 4:
        return iso
    return iso.replace("-", ".") if lang == "zh" else f"{MONTHS[int(iso[5:]) - 1]} {iso[:4]}"


def truth(p: dict) -> dict:
    work = []
    for position, name, start, end, highlights in p["work"]:
        entry = {"name": name, "position": position, "startDate": start, "highlights": highlights}
        if end:
            entry["endDate"] = end
        work.append(entry)
    return {
        "basics": {k: p[k] for k in ("name", "label", "email", "phone", "summary")},
        "work": work,
        "education": [
            {"institution": s, "area": a, "studyType": k, "startDate": x, "endDate": y}
            for k, a, s, x, y in p["education"]
        ],
        "skills": [{"name": n, "keywords": list(k)} for n, k in p["skills"]],
        "languages": [{"language": a, "fluency": b} for a, b in p["languages"]],
    }


def page_pdf(p: dict) -> bytes:
    """One A4 page in one column: the name, the title, a contact row, then each section under
    a bold heading with a hairline under it; an entry's title row with its dates set right."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    zh = p["lang"] == "zh"
    if zh:
        pdfmetrics.registerFont(TTFont("Kept6bCJK", CJK_FONT, subfontIndex=0))
        regular = bold = "Kept6bCJK"
    else:
        regular, bold = "Helvetica", "Helvetica-Bold"
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    width, height = A4
    left, right = 56, width - 56
    y = height - 64
    c.setFont(bold, 22)
    c.drawString(left, y, p["name"])
    y -= 22
    c.setFont(regular, 12.5)
    c.drawString(left, y, p["label"])
    y -= 18
    c.setFont(regular, 10)
    c.drawString(left, y, f"{p['phone']}   |   {p['email']}")
    y -= 12
    heads = HEAD[p["lang"]]
    colon, sep = ("：", "、") if zh else (": ", ", ")

    def heading(text: str) -> None:
        nonlocal y
        y -= 16
        c.setFont(bold, 12)
        c.drawString(left, y, text)
        c.setLineWidth(0.6)
        c.line(left, y - 4, right, y - 4)
        y -= 19

    def line(text: str, size: float = 10.5, font: str = regular, indent: float = 0) -> None:
        nonlocal y
        c.setFont(font, size)
        c.drawString(left + indent, y, text)
        y -= size * 1.45

    heading(heads[0])
    line(p["summary"])
    heading(heads[1])
    for position, name, start, end, highlights in p["work"]:
        c.setFont(regular, 10.5)
        dates = f"{_when(start, p['lang'])} - {_when(end, p['lang'])}"
        c.drawRightString(right, y, dates)
        line(f"{position}, {name}" if not zh else f"{name}  {position}", font=bold)
        for h in highlights:
            c.circle(left + 6, y + 3.5, 1.6, fill=1)
            line(h, indent=16)
        y -= 5
    heading(heads[2])
    for kind, area, school, a, b in p["education"]:
        c.setFont(regular, 10.5)
        c.drawRightString(right, y, f"{a} - {b}")
        line(f"{kind}, {area}, {school}" if not zh else f"{school}  {area}  {kind}", font=bold)
    heading(heads[3])
    for name, keywords in p["skills"]:
        line(f"{name}{colon}{sep.join(keywords)}")
    heading(heads[4])
    for language, level in p["languages"]:
        line(f"{language}{colon}{level}" if zh else f"{language} ({level})")
    c.save()
    return buf.getvalue()


def _render(pdf: bytes, dpi: int) -> Image.Image:
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        return doc[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    finally:
        doc.close()


def cycled(pdf: bytes, seed: int) -> bytes:
    """Three office copy cycles (see the module's doc), a PNG at 150 dpi."""
    rng = np.random.default_rng(seed)
    page = _render(pdf, 150)
    w, h = page.size
    for _ in range(3):
        factor = rng.uniform(0.55, 0.7)
        small = page.resize((int(w * factor), int(h * factor)), Image.Resampling.BOX)
        page = small.resize((w, h), Image.Resampling.BILINEAR)
        a = np.asarray(page, dtype=np.float32) + rng.normal(0, 18, (h, w))
        cut = rng.uniform(125, 145)
        a = np.where(a < cut, rng.uniform(25, 60), rng.uniform(215, 240))
        page = Image.fromarray(a.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
        buf = io.BytesIO()
        page.save(buf, "JPEG", quality=int(rng.uniform(35, 50)))
        page = Image.open(io.BytesIO(buf.getvalue())).convert("L")
        page = page.rotate(float(rng.uniform(-0.7, 0.7)), Image.Resampling.BILINEAR, fillcolor=230)
    buf = io.BytesIO()
    page.save(buf, "PNG", dpi=(150, 150))
    return buf.getvalue()


def _bow(a: np.ndarray, crease: int, depth: float, reach: float) -> np.ndarray:
    """The rows near a crease bowed: each column shifted up or down by `depth` pixels times a
    bump that falls off over `reach` rows from the crease, varying along the row (a sine)."""
    h, w = a.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    bump = np.exp(-(((ys - crease) / reach) ** 2))
    shift = depth * bump * (0.6 + 0.4 * np.sin(xs / w * np.pi))
    src = np.clip(ys + shift, 0, h - 1).astype(np.int32)
    return a[src, xs.astype(np.int32)]


def _photo(page: np.ndarray, ground, corners, rng, shadow_at) -> bytes:
    h, w = page.shape[:2]
    cw, ch = int(w * 1.22), int(h * 1.14)
    cloth = rng.normal(0, 5, (ch, cw, 1)) + np.array(ground)
    photo = Image.fromarray(np.clip(cloth, 0, 255).astype(np.uint8))
    sheet = Image.fromarray(np.clip(page, 0, 255).astype(np.uint8))
    ox, oy = (cw - w) // 2, (ch - h) // 2
    dst = [(ox + dx, oy + dy) for dx, dy in corners]
    dst = [(dst[0][0], dst[0][1]), (dst[1][0] + w, dst[1][1]),
           (dst[2][0] + w, dst[2][1] + h), (dst[3][0], dst[3][1] + h)]  # fmt: skip
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, [(0, 0), (w, 0), (w, h), (0, h)], strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        rhs += [u, v]
    coeffs = tuple(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))
    warped = sheet.transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs, Image.BICUBIC)
    mask = Image.new("L", (w, h), 255).transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs)
    photo.paste(warped, (0, 0), mask)
    p = np.asarray(photo, dtype=np.float32)
    yy, xx = np.mgrid[0:ch, 0:cw]
    sx, sy = shadow_at
    shade = np.exp(-(((xx - cw * sx) / (cw * 0.35)) ** 2 + ((yy - ch * sy) / (ch * 0.25)) ** 2))
    p = p * (1 - 0.4 * shade)[..., None] + rng.normal(0, 3, p.shape)
    out = Image.fromarray(np.clip(p, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8))
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=int(rng.uniform(62, 78)))
    return buf.getvalue()


def halved(pdf: bytes, seed: int) -> bytes:
    rng = np.random.default_rng(seed)
    gray = np.asarray(_render(pdf, 140), dtype=np.float32)
    h = gray.shape[0]
    crease = int(h * rng.uniform(0.47, 0.53))
    gray = _bow(gray, crease, depth=rng.uniform(6, 10), reach=h * 0.08)
    light = np.ones((h, 1), np.float32)
    light[crease:] = rng.uniform(0.72, 0.82)  # the lower half turned away from the lamp
    rows = np.arange(h)[:, None]
    light *= 1 - 0.35 * np.exp(-(((rows - crease) / 9.0) ** 2))
    light += 0.12 * np.exp(-(((rows - crease - 14) / 5.0) ** 2))  # the ridge's highlight
    rgb = gray[..., None] * light[..., None] * np.array([0.98, 0.98, 1.0])
    corners = [(25, 30), (-30, 10), (15, -10), (-20, -25)]
    return _photo(rgb, (90, 100, 118), corners, rng, (0.1, 0.9))


def quartered(pdf: bytes, seed: int) -> bytes:
    rng = np.random.default_rng(seed)
    gray = np.asarray(_render(pdf, 150), dtype=np.float32)
    h, w = gray.shape
    across, down = h // 2, w // 2
    gray = _bow(gray, across, depth=rng.uniform(4, 8), reach=h * 0.06)
    light = np.ones((h, w), np.float32)
    gains = rng.uniform(0.75, 1.0, 4)
    light[:across, :down], light[:across, down:] = gains[0], gains[1]
    light[across:, :down], light[across:, down:] = gains[2], gains[3]
    ys, xs = np.mgrid[0:h, 0:w]
    light *= 1 - 0.3 * np.exp(-(((ys - across) / 8.0) ** 2))
    light *= 1 - 0.25 * np.exp(-(((xs - down) / 8.0) ** 2))
    rgb = gray[..., None] * light[..., None] * np.array([1.0, 0.96, 0.9])
    corners = [(-20, 15), (20, -15), (-25, 20), (30, -10)]
    return _photo(rgb, (200, 196, 188), corners, rng, (0.85, 0.15))


KINDS = {"cycled": (cycled, "png"), "halved": (halved, "jpg"), "quartered": (quartered, "jpg")}


def documents():
    """(doc_id, bytes, truth) of each document: each person in each kind."""
    for n, person in enumerate(PEOPLE):
        pdf = page_pdf(person)
        for k, (kind, (make, ext)) in enumerate(KINDS.items()):
            doc_id = f"k6b{n + 1}_{person['lang']}_{kind}.{ext}"
            yield doc_id, make(pdf, 6100 + 10 * n + k), truth(person)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for doc_id, data, expected in documents():
        (args.out / doc_id).write_bytes(data)
        (args.out / f"{doc_id}.expected.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=1), encoding="utf-8"
        )
        print(doc_id, len(data))


if __name__ == "__main__":
    main()
