"""A fresh scan and photo set the OCR path was not written against: the people of
`ocr_fresh_people.py` printed by Chromium from four templates of this module, in other fonts
than the first set (DejaVu Serif, DejaVu Sans Condensed, Noto Serif CJK SC):

- `banded`: an info grid (name, phone, e-mail, city in bordered cells) and every section under
  a full-width dark band with its heading in white (a 个人简历 / job-site style);
- `sidebar`: a coloured sidebar with white text (contact, skills, languages) beside the main
  column;
- `ruled`: jobs and schools in tables with ruled borders, dates in light grey;
- `banner`: a dark banner across the top holding the name, title and contact in white, then
  two columns.

Each page is made into a flatbed scan (turned 0.3-2.5 degrees, faded ink, a lamp's gradient,
blur, noise, 150-300 dpi, JPEG or PNG) and a phone photo (a perspective warp on a table, the
page turned up to 6 degrees, a hard-edged shadow, vignetting, JPEG artefacts) by this module's
own functions. `kept` people are reported apart and were never looked at while tuning.

    .venv/bin/python bench/ocr_accuracy.py --set fresh
    .venv/bin/python -m bench.parts.ocr_fresh --out var/ocr-fresh    # write the files
"""

from __future__ import annotations

import argparse
import io
import json
from html import escape as e
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from bench.parts.ocr_fresh_people import fresh_people
from bench.parts.ocr_pages import HEAD, Document, dates

LATIN = "'DejaVu Serif', 'Noto Serif CJK SC', serif"
NARROW = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Noto Serif CJK SC', sans-serif"
GRID = {"en": ("Name", "Phone", "E-mail", "City", "Position"),
        "zh": ("姓名", "电话", "邮箱", "城市", "求职意向")}  # fmt: skip
TITLE = {"en": "Curriculum Vitae", "zh": "个人简历"}

STYLE = """
@page { size: A4; margin: 0; } body { margin: 0; font-size: 10.5pt; color: #111; }
p { margin: 2pt 0; } ul { margin: 2pt 0 5pt; padding-left: 15pt; } li { margin: 1pt 0; }
.band { background: #26313d; color: #fff; font-weight: bold; font-size: 12pt;
  padding: 4pt 8pt; margin: 12pt 0 6pt; }
table.info { border-collapse: collapse; width: 100%; } table.info td { border: 1px solid #555;
  padding: 5pt 7pt; } table.info td.k { width: 14%; background: #eee; }
.job { display: flex; gap: 14pt; margin-top: 5pt; } .job .d { min-width: 36mm; }
aside { background: #1f5f66; color: #fff; width: 64mm; padding: 16mm 7mm; }
aside h3 { font-size: 12pt; border-bottom: 1px solid #fff; margin: 12pt 0 4pt; }
.wrap { display: flex; min-height: 297mm; } main { flex: 1; padding: 16mm 11mm; }
main h3 { color: #1f5f66; font-size: 13pt; margin: 12pt 0 4pt; }
table.rule { border-collapse: collapse; width: 100%; margin-top: 4pt; }
table.rule td { border: 1px solid #444; padding: 4pt 6pt; vertical-align: top; }
.grey { color: #8c8c8c; } .small-h { letter-spacing: 2pt; font-size: 11pt; margin: 14pt 0 3pt;
  text-transform: uppercase; }
.banner { background: #2d2d44; color: #fff; padding: 12mm 16mm 8mm; }
.banner h1 { margin: 0; font-size: 25pt; } .banner p { color: #e4e4f0; }
.cols { display: flex; gap: 10mm; padding: 8mm 16mm; } .cols .l { width: 58mm; }
.cols h3 { font-size: 12.5pt; border-bottom: 2px solid #2d2d44; margin: 10pt 0 4pt; }
"""


def _jobs(r: dict, lang: str, date_class: str = "") -> str:
    out = []
    for w in r["work"]:
        out.append(
            f"<div class=job><span class='d {date_class}'>{dates(w, lang)}</span>"
            f"<span><b>{e(w['position'])}</b>, {e(w['name'])}, {e(w['location'])}</span></div><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    return "".join(out)


def _degree(ed: dict, lang: str) -> str:
    return f"{ed['area']} {ed['studyType']}" if lang == "zh" else f"{ed['studyType']}, {ed['area']}"


def _schools(r: dict, lang: str, date_class: str = "") -> str:
    return "".join(
        f"<div class=job><span class='d {date_class}'>{dates(ed, lang)}</span>"
        f"<span><b>{e(ed['institution'])}</b>, {e(_degree(ed, lang))}</span></div>"
        for ed in r["education"]
    )


def _skills(r: dict, lang: str) -> str:
    sep, colon = ("、", "：") if lang == "zh" else (", ", ": ")
    return "".join(f"<p>{e(s['name'])}{colon}{e(sep.join(s['keywords']))}</p>" for s in r["skills"])


def _languages(r: dict, lang: str) -> str:
    fmt = "{}：{}" if lang == "zh" else "{}: {}"
    return "".join(f"<p>{e(fmt.format(x['language'], x['fluency']))}</p>" for x in r["languages"])


def banded(r: dict, lang: str) -> str:
    b, h, g = r["basics"], HEAD[lang], GRID[lang]
    cells = [(g[0], b["name"], g[4], b["label"]), (g[1], b["phone"], g[2], b["email"])]
    cells.append((g[3], b["location"]["city"], "", ""))
    rows = "".join(
        f"<tr><td class=k>{a}</td><td>{e(x)}</td><td class=k>{c}</td><td>{e(y)}</td></tr>"
        for a, x, c, y in cells
    )
    body = [f"<h2 style='text-align:center'>{TITLE[lang]}</h2><table class=info>{rows}</table>"]
    for key, inner in (("summary", f"<p>{e(b['summary'])}</p>"), ("work", _jobs(r, lang)),
                       ("education", _schools(r, lang)), ("skills", _skills(r, lang)),
                       ("languages", _languages(r, lang))):  # fmt: skip
        body.append(f"<div class=band>{h[key]}</div>{inner}")
    return _html(f"<div style='padding:14mm 16mm'>{''.join(body)}</div>", lang, NARROW)


def sidebar(r: dict, lang: str) -> str:
    b, h = r["basics"], HEAD[lang]
    side = (f"<h3>{h['contact']}</h3><p>{e(b['phone'])}</p><p>{e(b['email'])}</p>"
            f"<p>{e(b['location']['city'])}</p><h3>{h['skills']}</h3>{_skills(r, lang)}"
            f"<h3>{h['languages']}</h3>{_languages(r, lang)}")  # fmt: skip
    main = (f"<h1 style='margin:0'>{e(b['name'])}</h1><p style='font-size:13pt'>{e(b['label'])}"
            f"</p><h3>{h['summary']}</h3><p>{e(b['summary'])}</p><h3>{h['work']}</h3>"
            f"{_jobs(r, lang)}<h3>{h['education']}</h3>{_schools(r, lang)}")  # fmt: skip
    return _html(f"<div class=wrap><aside>{side}</aside><main>{main}</main></div>", lang, LATIN)


def ruled(r: dict, lang: str) -> str:
    b, h = r["basics"], HEAD[lang]
    jobs = "".join(
        f"<tr><td class=grey style='width:34mm'>{dates(w, lang)}</td><td><b>{e(w['position'])}"
        f"</b><br>{e(w['name'])}</td><td style='width:34mm'>{e(w['location'])}</td></tr>"
        f"<tr><td></td><td colspan=2><ul>"
        + "".join(f"<li>{e(x)}</li>" for x in w["highlights"])
        + "</ul></td></tr>"
        for w in r["work"]
    )
    schools = "".join(
        f"<tr><td class=grey style='width:34mm'>{dates(ed, lang)}</td><td>"
        f"<b>{e(ed['institution'])}</b><br>{e(_degree(ed, lang))}</td></tr>"
        for ed in r["education"]
    )
    contact = " · ".join((b["phone"], b["email"], b["location"]["city"]))
    body = (f"<h1 style='margin:0;font-size:23pt'>{e(b['name'])}</h1><p>{e(b['label'])}</p>"
            f"<p class=grey>{e(contact)}</p><p class=small-h>{h['summary']}</p>"
            f"<p>{e(b['summary'])}</p><p class=small-h>{h['work']}</p>"
            f"<table class=rule>{jobs}</table><p class=small-h>{h['education']}</p>"
            f"<table class=rule>{schools}</table><p class=small-h>{h['skills']}</p>"
            f"{_skills(r, lang)}<p class=small-h>{h['languages']}</p>"
            f"{_languages(r, lang)}")  # fmt: skip
    return _html(f"<div style='padding:16mm 18mm'>{body}</div>", lang, LATIN)


def banner(r: dict, lang: str) -> str:
    b, h = r["basics"], HEAD[lang]
    contact = " | ".join((b["phone"], b["email"], b["location"]["city"]))
    top = (f"<div class=banner><h1>{e(b['name'])}</h1><p style='font-size:13pt'>"
           f"{e(b['label'])}</p><p>{e(contact)}</p></div>")  # fmt: skip
    left = (f"<h3>{h['education']}</h3>{_schools(r, lang)}<h3>{h['skills']}</h3>"
            f"{_skills(r, lang)}<h3>{h['languages']}</h3>{_languages(r, lang)}")  # fmt: skip
    right = f"<h3>{h['summary']}</h3><p>{e(b['summary'])}</p><h3>{h['work']}</h3>{_jobs(r, lang)}"
    return _html(f"{top}<div class=cols><div class=l>{left}</div><div>{right}</div></div>", lang,
                 NARROW)  # fmt: skip


def _html(body: str, lang: str, font: str) -> str:
    return (
        f"<!doctype html><html lang={'zh-CN' if lang == 'zh' else 'en'}><head><meta charset=utf-8>"
        f"<style>{STYLE} body {{ font-family: {font}; }}</style></head><body>{body}</body></html>"
    )


LAYOUTS = {"banded": banded, "sidebar": sidebar, "ruled": ruled, "banner": banner}


def _render(pdf: bytes, dpi: int) -> Image.Image:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        page = document[0]
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        page.close()
        return image
    finally:
        document.close()


def _encode(image: Image.Image, quality: int | None) -> bytes:
    buffer = io.BytesIO()
    if quality is None:
        image.save(buffer, "PNG")
    else:
        image.convert("RGB").save(buffer, "JPEG", quality=quality)
    return buffer.getvalue()


def scan(page: Image.Image, seed: int) -> bytes:
    """A flatbed scan: turned a little, its ink faded towards grey, a lamp's gradient, a
    little blur and grain; PNG for every third seed, otherwise a JPEG of quality 45-80."""
    rng = np.random.default_rng(1000 + seed)
    angle = float(rng.uniform(0.3, 2.5)) * (1 if rng.random() < 0.5 else -1)
    gray = page.convert("L").rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    gray = gray.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.3, 0.9))))
    pixels = np.asarray(gray, np.float32) / 255
    ink, paper = float(rng.uniform(0.12, 0.35)), float(rng.uniform(0.86, 0.97))
    pixels = ink + pixels * (paper - ink)
    ramp = np.linspace(0, 1, pixels.shape[1])[None, :] * float(rng.uniform(-0.12, 0.12))
    pixels = pixels - np.abs(ramp) + rng.normal(0, 0.03, pixels.shape)
    image = Image.fromarray((np.clip(pixels, 0, 1) * 255).astype(np.uint8))
    return _encode(image, None if seed % 3 == 0 else int(rng.integers(45, 81)))


def _coefficients(source, target) -> list[float]:
    """PIL's perspective coefficients mapping each point of `target` to its `source` point."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        values += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()


def photo(page: Image.Image, seed: int) -> bytes:
    """A phone photo: the page on a table at a slant (perspective), turned up to 6 degrees, lit
    with a vignette, a hard-edged shadow across a corner, defocus and JPEG artefacts."""
    rng = np.random.default_rng(2000 + seed)
    width, height = page.size
    canvas = (int(width * 1.25), int(height * 1.2))
    colour = tuple(int(c) for c in rng.integers(30, 110, 3))
    table = Image.new("RGB", canvas, colour)
    turn = np.radians(float(rng.uniform(-6, 6)))
    cx, cy = canvas[0] / 2, canvas[1] / 2
    corners = []
    for x, y in ((0, 0), (width, 0), (width, height), (0, height)):
        dx, dy = x - width / 2, y - height / 2
        dx, dy = dx * np.cos(turn) - dy * np.sin(turn), dx * np.sin(turn) + dy * np.cos(turn)
        squeeze = 1 - 0.08 * (y / height) * float(rng.uniform(0.3, 1))  # nearer edge wider
        corners.append((cx + dx * squeeze + rng.normal(0, width * 0.01), cy + dy * 0.95))
    c = _coefficients([(0, 0), (width, 0), (width, height), (0, height)], corners)
    warped = page.transform(canvas, Image.Transform.PERSPECTIVE, c, Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).transform(canvas, Image.Transform.PERSPECTIVE, c)
    table.paste(warped, (0, 0), mask)
    pixels = np.asarray(table, np.float32)
    ys, xs = np.mgrid[0 : canvas[1], 0 : canvas[0]]
    far = ((xs / canvas[0] - 0.5) ** 2 + (ys / canvas[1] - 0.5) ** 2) ** 0.5
    light = 1.0 - float(rng.uniform(0.2, 0.4)) * far
    shade = Image.new("L", canvas, 0)
    x0 = float(rng.uniform(0.5, 0.8)) * canvas[0]
    ImageDraw.Draw(shade).polygon(
        [(x0, 0), (canvas[0], 0), (canvas[0], canvas[1] * float(rng.uniform(0.3, 0.6)))],
        fill=int(rng.integers(50, 90)),
    )
    shade = np.asarray(shade.filter(ImageFilter.GaussianBlur(6)), np.float32) / 255
    pixels = pixels * (light - shade)[..., None] + rng.normal(0, 4, pixels.shape)
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 1.1))))
    long_side = int(rng.integers(1800, 3000))
    scale = long_side / max(image.size)
    image = image.resize((round(image.width * scale), round(image.height * scale)))
    return _encode(image, int(rng.integers(35, 61)))


def build(smoke: bool = False) -> list[Document]:
    from tests.resumes.importing.corpus import chromium

    chosen = fresh_people()
    if smoke:
        chosen = [p for p in chosen if p["key"] in ("nurse", "hushi")]
    html = [LAYOUTS[p["layout"]](p["resume"], p["language"]) for p in chosen]
    pdfs = chromium.print_pdfs(html)
    out = []
    for number, (p, pdf) in enumerate(zip(chosen, pdfs, strict=True)):
        for kind in ("scan", "photo"):
            seed = number * 2 + (kind == "photo")
            if kind == "scan":
                content = scan(_render(pdf, (150, 200, 300)[number % 3]), seed)
                suffix = "png" if seed % 3 == 0 else "jpg"
            else:
                content, suffix = photo(_render(pdf, 200), seed), "jpg"
            out.append(
                Document(
                    name=f"{p['language']}-{p['key']}-{p['layout']}-{kind}.{suffix}",
                    kind=kind,
                    language=p["language"],
                    layout=p["layout"],
                    held_out=p["held_out"],
                    content=content,
                    expected=p["resume"],
                    pdf=pdf,
                )
            )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("var/ocr-fresh"))
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for d in build(args.smoke):
        (args.out / d.name).write_bytes(d.content)
        (args.out / f"{d.name}.expected.json").write_text(
            json.dumps(d.expected, ensure_ascii=False, indent=2), encoding="utf-8"
        )


if __name__ == "__main__":
    main()
