"""The scan and photo set: the people of `ocr_people.py` printed by Chromium from HTML templates
of this module (one column, two columns with a shaded sidebar, a 个人简历 info grid with table
borders), each page rendered by PDFium and turned into a flatbed scan and a phone photo by
`tests/resumes/importing/corpus/photos.py` (not the corpus' `scans.py`: other noise, other
resolutions, a perspective warp and a background around the page).

    .venv/bin/python -m bench.parts.ocr_pages --out var/ocr-set    # write the files
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from html import escape as e
from pathlib import Path
from typing import Any

from bench.parts.ocr_people import people

HEAD = {
    "en": {"summary": "Profile", "work": "Work Experience", "education": "Education",
           "skills": "Skills", "languages": "Languages", "contact": "Contact"},
    "zh": {"summary": "自我评价", "work": "工作经历", "education": "教育背景",
           "skills": "专业技能", "languages": "语言能力", "contact": "联系方式"},
}  # fmt: skip
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FONTS = "'DejaVu Sans', 'Noto Sans CJK SC', sans-serif"


def when(iso: str, lang: str) -> str:
    if not iso:
        return "Present" if lang == "en" else "至今"
    if lang == "zh":
        return iso.replace("-", ".")
    return f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"


def dates(item: dict[str, Any], lang: str) -> str:
    return f"{when(item['startDate'], lang)} – {when(item.get('endDate', ''), lang)}"


def _skills(r: dict, lang: str) -> list[str]:
    sep, colon = ("、", "：") if lang == "zh" else (", ", ": ")
    return [f"<p>{e(s['name'])}{colon}{e(sep.join(s['keywords']))}</p>" for s in r["skills"]]


def _languages(r: dict, lang: str) -> list[str]:
    fmt = "{}：{}" if lang == "zh" else "{} ({})"
    return [f"<p>{e(fmt.format(x['language'], x['fluency']))}</p>" for x in r["languages"]]


def _degree(ed: dict, lang: str) -> str:
    return f"{ed['area']} {ed['studyType']}" if lang == "zh" else f"{ed['studyType']}, {ed['area']}"


def _jobs(r: dict, lang: str) -> list[str]:
    out = []
    for w in r["work"]:
        out.append(
            f"<div class=row><b>{e(w['position'])}</b><span>{dates(w, lang)}</span></div>"
            f"<div class=org>{e(w['name'])} · {e(w['location'])}</div><ul>"
            + "".join(f"<li>{e(h)}</li>" for h in w["highlights"])
            + "</ul>"
        )
    return out


def _schools(r: dict, lang: str) -> list[str]:
    return [
        f"<div class=row><b>{e(ed['institution'])}</b><span>{dates(ed, lang)}</span></div>"
        f"<p>{e(_degree(ed, lang))}</p>"
        for ed in r["education"]
    ]


STYLE = f"""
@page {{ size: A4; margin: 0; }}
body {{ margin: 0; font-family: {FONTS}; font-size: 10.5pt; color: #1a1a1a; }}
h1 {{ font-size: 24pt; margin: 0; }} .label {{ font-size: 13pt; margin: 2pt 0 6pt; color: #333; }}
h2 {{ font-size: 12.5pt; margin: 13pt 0 5pt; border-bottom: 1.5px solid #444; }}
.row {{ display: flex; justify-content: space-between; margin-top: 6pt; }}
.org {{ color: #333; }} ul {{ margin: 2pt 0 4pt; padding-left: 16pt; }} li {{ margin: 1.5pt 0; }}
p {{ margin: 2pt 0; }} .page {{ padding: 18mm 20mm; }}
.wrap {{ display: flex; min-height: 297mm; }} aside {{ width: 60mm; background: #e9edf1;
padding: 18mm 7mm; }} main {{ flex: 1; padding: 18mm 12mm; }}
table.grid {{ border-collapse: collapse; width: 100%; margin: 8pt 0; }}
table.grid td {{ border: 1.2px solid #333; padding: 6pt 8pt; font-size: 11pt; }}
table.grid td.k {{ background: #f1f1f1; width: 16%; }}
.title {{ text-align: center; font-size: 22pt; letter-spacing: 6pt; margin: 0 0 6pt; }}
"""


def single(r: dict, lang: str) -> str:
    b, h = r["basics"], HEAD[lang]
    contact = " | ".join((b["phone"], b["email"], b["location"]["city"]))
    out = [f"<h1>{e(b['name'])}</h1><p class=label>{e(b['label'])}</p><p>{e(contact)}</p>"]
    out.append(f"<h2>{h['summary']}</h2><p>{e(b['summary'])}</p><h2>{h['work']}</h2>")
    out += _jobs(r, lang)
    out += [f"<h2>{h['education']}</h2>", *_schools(r, lang), f"<h2>{h['skills']}</h2>"]
    out += [*_skills(r, lang), f"<h2>{h['languages']}</h2>", *_languages(r, lang)]
    return _page(f"<div class=page>{''.join(out)}</div>", lang)


def two_column(r: dict, lang: str) -> str:
    b, h = r["basics"], HEAD[lang]
    side = [f"<h2>{h['contact']}</h2>", f"<p>{e(b['phone'])}</p>", f"<p>{e(b['email'])}</p>"]
    side += [f"<p>{e(b['location']['city'])}</p>", f"<h2>{h['skills']}</h2>", *_skills(r, lang)]
    side += [f"<h2>{h['languages']}</h2>", *_languages(r, lang)]
    main = [f"<h1>{e(b['name'])}</h1><p class=label>{e(b['label'])}</p>"]
    main += [f"<h2>{h['summary']}</h2><p>{e(b['summary'])}</p><h2>{h['work']}</h2>"]
    main += [*_jobs(r, lang), f"<h2>{h['education']}</h2>", *_schools(r, lang)]
    return _page(
        f"<div class=wrap><aside>{''.join(side)}</aside><main>{''.join(main)}</main></div>", lang
    )


def grid(r: dict, lang: str) -> str:
    """A 个人简历 page: the title, a bordered grid of label cells (姓名, 求职意向, 电话, 邮箱,
    现居地, 学历), then sections whose jobs are rows of a bordered table."""
    b, h = r["basics"], HEAD[lang]
    ed = r["education"][0]
    cells = [("姓　　名", b["name"], "求职意向", b["label"]),
             ("电　　话", b["phone"], "邮　　箱", b["email"]),
             ("现居地", b["location"]["city"], "学　　历", ed["studyType"])]  # fmt: skip
    rows = "".join(
        f"<tr><td class=k>{a}</td><td>{e(x)}</td><td class=k>{c}</td><td>{e(y)}</td></tr>"
        for a, x, c, y in cells
    )
    out = [f"<p class=title>个人简历</p><table class=grid>{rows}</table>"]
    out.append(f"<h2>{h['summary']}</h2><p>{e(b['summary'])}</p><h2>{h['work']}</h2>")
    out += _jobs(r, lang)
    out += [f"<h2>{h['education']}</h2>", *_schools(r, lang), f"<h2>{h['skills']}</h2>"]
    out += [*_skills(r, lang), f"<h2>{h['languages']}</h2>", *_languages(r, lang)]
    return _page(f"<div class=page>{''.join(out)}</div>", lang)


def _page(body: str, lang: str) -> str:
    return (
        f"<!doctype html><html lang={'zh-CN' if lang == 'zh' else 'en'}><head><meta charset=utf-8>"
        f"<style>{STYLE}</style></head><body>{body}</body></html>"
    )


LAYOUTS = {"single": single, "two-column": two_column, "grid": grid}


@dataclass
class Document:
    name: str
    kind: str  # "scan" or "photo"
    language: str
    layout: str
    held_out: bool
    content: bytes
    expected: dict[str, Any]
    pdf: bytes  # the Chromium print the picture was made from (its text layer: the ceiling)


def build(smoke: bool = False) -> list[Document]:
    from tests.resumes.importing.corpus import chromium, photos, scans

    chosen = people()
    if smoke:
        chosen = [p for p in chosen if p["key"] in ("vet", "hr")]
    pdfs = chromium.print_pdfs([LAYOUTS[p["layout"]](p["resume"], p["language"]) for p in chosen])
    out = []
    for number, (p, pdf) in enumerate(zip(chosen, pdfs, strict=True)):
        for kind in ("scan", "photo"):
            seed = number * 2 + (kind == "photo")
            if kind == "scan":
                dpi = (150, 200, 300)[seed % 3]
                page = scans.pages(pdf, dpi=dpi, limit=1)[0]
                content = photos.scan(page, seed=seed)
            else:
                page = scans.pages(pdf, dpi=200, limit=1)[0]
                content = photos.photo(page, seed=seed)
            suffix = "png" if kind == "scan" and seed % 4 == 0 else "jpg"
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
    parser.add_argument("--out", type=Path, default=Path("var/ocr-set"))
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    documents = build(args.smoke)
    for d in documents:
        (args.out / d.name).write_bytes(d.content)
        (args.out / f"{d.name}.expected.json").write_text(
            json.dumps(d.expected, ensure_ascii=False, indent=2), encoding="utf-8"
        )
    print(f"{len(documents)} documents -> {args.out}")


if __name__ == "__main__":
    main()
