"""OCR kept-out set 7: pictures made by generators import set 7 does not use, never tuned on.

- `app_dark`: a phone app's profile in dark mode (light grey type on near-black, teal section
  labels, rows of 'label  value', a round avatar), screenshot by **Playwright's Chromium** at
  390 CSS px and device scale 3, PNG;
- `app_light`: a phone profile under a coloured header band (name in white on blue), cards with
  a shadow, dates set right on the title's row, round icon dots before the contacts,
  screenshot at device scale 2, saved as JPEG quality 75;
- `stain`: an A4 page printed by **WeasyPrint**, rendered by PDFium at 150 dpi, then a tea stain
  (a ragged blob with a darker tide line), yellowed paper and light falling from one side made
  with numpy, red pen (a circle, a tick, a scribbled note) drawn with Pillow; JPEG;
- `shadow`: the same print under a hand's soft shadow over a third of the page, a pencil
  underline and strike marks, a grey desk-lamp vignette; PNG.

    .venv/bin/python bench/ocr_accuracy.py --set kept7
"""

from __future__ import annotations

import io
from html import escape as e

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bench.parts.ocr_kept7_people import people
from bench.parts.ocr_pages import HEAD, Document, dates

CHROMIUM = "/usr/bin/chromium"
CJK = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

APP_CSS = {
    "app_dark": """
body{margin:0;background:#121212;color:#e6e6e6;font:15px 'DejaVu Sans','WenQuanYi Micro Hei',
sans-serif}
.head{padding:20px 18px 10px;display:flex;gap:14px;align-items:center}
.av{width:58px;height:58px;border-radius:50%;background:#26a69a;color:#121212;font-size:24px;
display:flex;align-items:center;justify-content:center;font-weight:bold}
h1{font-size:21px;margin:0;color:#fff} .lab{color:#b0b0b0;font-size:14px}
.sec{border-top:1px solid #2c2c2c;padding:10px 18px}
h2{color:#4dd0c4;font-size:13px;letter-spacing:1px;text-transform:uppercase;margin:6px 0}
.row{display:flex;gap:10px;font-size:13.5px;margin:3px 0} .row .k{color:#8a8a8a;width:70px}
.t{font-weight:bold;color:#fff;margin-top:8px} .o{font-size:13.5px;color:#cfcfcf}
.d{font-size:12.5px;color:#9a9a9a} ul{margin:3px 0 0 18px;padding:0} li{font-size:13.5px}
p{font-size:13.5px;margin:3px 0}
""",
    "app_light": """
body{margin:0;background:#eceff3;color:#222;font:14px 'Liberation Sans','WenQuanYi Micro Hei',
sans-serif}
.head{background:#1565c0;color:#fff;padding:22px 16px 16px}
h1{font-size:22px;margin:0} .lab{color:#dce8f8;font-size:14px}
.contacts{background:#fff;margin:0 0 8px;padding:8px 16px}
.row{display:flex;gap:8px;align-items:center;font-size:13px;margin:4px 0}
.dot{width:14px;height:14px;border-radius:50%;background:#90caf9;flex:none}
.sec{background:#fff;margin:8px 10px;border-radius:10px;padding:10px 14px;
box-shadow:0 2px 6px rgba(0,0,0,.18)}
h2{font-size:16px;margin:2px 0 6px;color:#0d47a1}
.tr{display:flex;justify-content:space-between;gap:8px;margin-top:8px}
.t{font-weight:bold} .d{font-size:12px;color:#777;white-space:nowrap}
.o{font-size:13px;color:#444} ul{margin:3px 0 0 18px;padding:0} li{font-size:13px}
p{font-size:13px;margin:3px 0}
""",
}

PAGE_CSS = """
@page{size:A4;margin:16mm 15mm} body{font:10.5pt 'DejaVu Serif','WenQuanYi Micro Hei',serif;
color:#111} h1{font-size:22pt;margin:0} .lab{font-size:12pt;margin:2pt 0 4pt}
.contact{font-size:10pt;color:#333} h2{font-size:12.5pt;border-bottom:1.2pt solid #333;
margin:12pt 0 4pt;padding-bottom:1pt} .tr{display:flex;justify-content:space-between}
.t{font-weight:bold} .o{font-style:italic} ul{margin:2pt 0 5pt;padding-left:14pt}
p{margin:2pt 0}
"""


def _when(item: dict, lang: str) -> str:
    return dates(item, lang)


def _sections(r: dict, lang: str, app: bool) -> str:
    h = HEAD[lang]
    colon = "：" if lang == "zh" else ": "
    sep = "、" if lang == "zh" else ", "
    out = [f"<div class=sec><h2>{h['summary']}</h2><p>{e(r['basics']['summary'])}</p></div>"]
    jobs = []
    for w in r["work"]:
        items = "".join(f"<li>{e(x)}</li>" for x in w["highlights"])
        jobs.append(
            f"<div class=tr><span class=t>{e(w['position'])}</span>"
            f"<span class=d>{dates(w, lang)}</span></div>"
            f"<div class=o>{e(w['name'])} · {e(w['location'])}</div><ul>{items}</ul>"
        )
    out.append(f"<div class=sec><h2>{h['work']}</h2>{''.join(jobs)}</div>")
    schools = []
    for ed in r["education"]:
        degree = f"{ed['area']} {ed['studyType']}" if lang == "zh" else (
            f"{ed['studyType']}, {ed['area']}")  # fmt: skip
        schools.append(
            f"<div class=tr><span class=t>{e(ed['institution'])}</span>"
            f"<span class=d>{dates(ed, lang)}</span></div><div class=o>{e(degree)}</div>"
        )
    out.append(f"<div class=sec><h2>{h['education']}</h2>{''.join(schools)}</div>")
    skills = "".join(
        f"<p>{e(s['name'])}{colon}{e(sep.join(s['keywords']))}</p>" for s in r["skills"]
    )
    out.append(f"<div class=sec><h2>{h['skills']}</h2>{skills}</div>")
    fmt = "{}：{}" if lang == "zh" else "{} ({})"
    langs = "".join(f"<p>{e(fmt.format(x['language'], x['fluency']))}</p>" for x in r["languages"])
    out.append(f"<div class=sec><h2>{h['languages']}</h2>{langs}</div>")
    return "".join(out)


def app_html(r: dict, lang: str, layout: str) -> str:
    b = r["basics"]
    contacts = (b["email"], b["phone"], b["location"]["city"])
    if layout == "app_dark":
        keys = ("E-mail", "Phone", "City") if lang == "en" else ("邮箱", "电话", "城市")
        initials = b["name"][:1] if lang == "zh" else "".join(w[0] for w in b["name"].split())
        rows = "".join(
            f"<div class=row><span class=k>{k}</span><span>{e(v)}</span></div>"
            for k, v in zip(keys, contacts, strict=True)
        )
        head = (
            f"<div class=head><div class=av>{e(initials)}</div><div><h1>{e(b['name'])}</h1>"
            f"<div class=lab>{e(b['label'])}</div></div></div><div class=sec>{rows}</div>"
        )
    else:
        rows = "".join(f"<div class=row><span class=dot></span>{e(v)}</div>" for v in contacts)
        head = (
            f"<div class=head><h1>{e(b['name'])}</h1><div class=lab>{e(b['label'])}</div></div>"
            f"<div class=contacts>{rows}</div>"
        )
    return (
        f"<!doctype html><html lang={'zh-CN' if lang == 'zh' else 'en'}><head><meta "
        f"charset=utf-8><style>{APP_CSS[layout]}</style></head><body>{head}"
        f"{_sections(r, lang, True)}</body></html>"
    )


def page_html(r: dict, lang: str) -> str:
    b = r["basics"]
    contact = " | ".join(e(x) for x in (b["email"], b["phone"], b["location"]["city"]))
    return (
        f"<!doctype html><html><head><meta charset=utf-8><style>{PAGE_CSS}</style></head><body>"
        f"<h1>{e(b['name'])}</h1><div class=lab>{e(b['label'])}</div>"
        f"<div class=contact>{contact}</div>{_sections(r, lang, False)}</body></html>"
    )


def _shots(items: list[tuple[str, int]]) -> list[tuple[bytes, bytes]]:
    """Each (html, device scale) as (a full-page phone screenshot PNG, an A4 PDF print)."""
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            for html, scale in items:
                context = browser.new_context(
                    viewport={"width": 390, "height": 844}, device_scale_factor=scale
                )
                page = context.new_page()
                page.set_content(html)
                shot = page.screenshot(full_page=True)
                pdf = page.pdf(format="A4", print_background=True)
                context.close()
                out.append((shot, pdf))
        finally:
            browser.close()
    return out


def _weasy(html: str) -> tuple[Image.Image, bytes]:
    import pypdfium2
    from weasyprint import HTML

    pdf = HTML(string=html).write_pdf()
    doc = pypdfium2.PdfDocument(pdf)
    try:
        image = doc[0].render(scale=150 / 72).to_pil().convert("RGB")
    finally:
        doc.close()
    return image, pdf


def _blob(rng, h: int, w: int, cx: float, cy: float, r: float) -> np.ndarray:
    """A ragged round mask (1 inside): a circle whose radius wanders with the angle."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = np.arctan2(yy - cy, xx - cx)
    wobble = sum(rng.uniform(0.03, 0.09) * np.sin(k * angle + rng.uniform(0, 6)) for k in (3, 5, 7))
    return np.hypot(xx - cx, yy - cy) / (r * (1 + wobble))


def stain(image: Image.Image, seed: int, zh: bool) -> bytes:
    rng = np.random.default_rng(seed)
    arr = np.asarray(image, dtype=np.float32)
    h, w = arr.shape[:2]
    d = _blob(rng, h, w, w * rng.uniform(0.25, 0.45), h * rng.uniform(0.4, 0.6), w * 0.16)
    tide = np.exp(-((d - 1) ** 2) / (2 * 0.02**2)) * 0.45 + (d < 1) * 0.18
    tea = np.array([0.78, 0.6, 0.38], dtype=np.float32)
    arr = arr * (1 - tide[..., None] * (1 - tea))
    _, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    light = 0.78 + 0.22 * (xx / w)  # light from the right
    arr = arr * light[..., None] * np.array([1.0, 0.97, 0.88]) + rng.normal(0, 3, (h, w, 1))
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    pen = ImageDraw.Draw(out)
    red = (196, 30, 40)
    pen.ellipse((int(w * 0.05), int(h * 0.02), int(w * 0.5), int(h * 0.075)), outline=red, width=4)
    x, y = int(w * 0.86), int(h * 0.3)
    pen.line([(x, y), (x + 18, y + 22), (x + 55, y - 30)], fill=red, width=5)
    font = ImageFont.truetype(CJK, 40)
    pen.text((int(w * 0.6), int(h * 0.9)), "约面试!" if zh else "interview?", fill=red, font=font)
    out = out.filter(ImageFilter.GaussianBlur(0.5)).rotate(
        -0.8, expand=True, fillcolor=(90, 80, 70)
    )
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=82)
    return buf.getvalue()


def shadow(image: Image.Image, seed: int, zh: bool) -> bytes:
    rng = np.random.default_rng(seed)
    arr = np.asarray(image.convert("L"), dtype=np.float32)
    h, w = arr.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    # a hand's shadow: a soft-edged dark slab from the lower left, over a third of the page
    edge = (xx * 0.8 + (h - yy) * 0.5) - w * 0.55
    hand = 1 / (1 + np.exp(edge / 25.0))
    arr = arr * (1 - 0.5 * hand)
    vignette = 1 - 0.3 * (np.hypot(xx / w - 0.6, yy / h - 0.4) ** 2)
    arr = arr * vignette + rng.normal(0, 5, (h, w))
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    pen = ImageDraw.Draw(out)
    grey = 70
    y = int(h * 0.2)
    pen.line([(int(w * 0.12), y), (int(w * 0.7), y + 6)], fill=grey, width=3)
    for k in range(3):  # strike marks in the right margin
        x0 = int(w * 0.9) + k * 14
        pen.line([(x0, int(h * 0.45)), (x0 + 10, int(h * 0.5))], fill=grey, width=3)
    out = out.filter(ImageFilter.GaussianBlur(0.7))
    buf = io.BytesIO()
    out.save(buf, "PNG")
    return buf.getvalue()


def build(smoke: bool = False) -> list[Document]:
    chosen = people()
    if smoke:
        chosen = [p for p in chosen if p["key"] in ("marine", "costing")]
    apps = [p for p in chosen if p["layout"].startswith("app")]
    shots = _shots(
        [
            (app_html(p["resume"], p["language"], p["layout"]), 3 if "dark" in p["layout"] else 2)
            for p in apps
        ]
    )
    made = {}
    for p, (shot, pdf) in zip(apps, shots, strict=True):
        if p["layout"] == "app_light" and p["language"] == "zh":
            buf = io.BytesIO()
            Image.open(io.BytesIO(shot)).convert("RGB").save(buf, "JPEG", quality=75)
            made[p["key"]] = (buf.getvalue(), pdf, "jpg")
        else:
            made[p["key"]] = (shot, pdf, "png")
    for number, p in enumerate(chosen):
        if p["layout"] in ("stain", "shadow"):
            image, pdf = _weasy(page_html(p["resume"], p["language"]))
            damage = stain if p["layout"] == "stain" else shadow
            ext = "jpg" if damage is stain else "png"
            made[p["key"]] = (damage(image, 7100 + number, p["language"] == "zh"), pdf, ext)
    out = []
    for p in chosen:
        content, pdf, ext = made[p["key"]]
        kind = "screenshot" if p["layout"].startswith("app") else "page"
        out.append(
            Document(
                name=f"{p['language']}-{p['key']}-{p['layout']}.{ext}",
                kind=kind,
                language=p["language"],
                layout=p["layout"],
                held_out=True,
                content=content,
                expected=p["resume"],
                pdf=pdf,
            )
        )
    return out
