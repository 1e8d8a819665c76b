"""Blind held-out resumes for the importer (issue 27, second set): 30 documents from 8
generators the parser was not written against, 12 professions, English and Chinese, each
with its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind2/make.py OUT_DIR [--smoke]

Generators: chromium (Google Docs-like Spearmint / Serif / Coral, a Canva-like design, a
Word 'modern' look, printed by Chromium), linkedin ('Save to PDF'-like, 'Page 1 of 2'
footers), docx (python-docx, header contacts, two-column tables), cn_grid (个人简历 info grid,
Chromium), scan (pdftoppm + noise, blur, rotation: PNG, JPEG, image-only PDF), photo
(perspective, uneven light, JPEG), form (pasted web-form text, both languages), text
(Markdown and plain text with unusual headings). The people live in people_en.py and
people_zh.py; a renderer narrows the truth to what its layout shows (LinkedIn: three top
skills, certificate names, years of study).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.import_blind2 import html_docs, images, linkedin, texts, wordfile  # noqa: E402
from bench.parts.import_blind2.people_en import PEOPLE_EN  # noqa: E402
from bench.parts.import_blind2.people_zh import PEOPLE_ZH  # noqa: E402

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
GENERATORS = ("chromium", "linkedin", "docx", "cn_grid", "scan", "photo", "form", "text")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
]

# (generator, style, person); scans and photos name the printed layout they start from.
PLAN = [
    ("chromium", "spearmint", "vet_nurse"),
    ("chromium", "serif", "journalist"),
    ("chromium", "coral", "actuary"),
    ("chromium", "canva", "hotel_manager"),
    ("chromium", "word_modern", "dental_hygienist"),
    ("chromium", "canva", "ecommerce"),
    ("chromium", "serif", "architect"),
    ("linkedin", "linkedin", "electrician"),
    ("linkedin", "linkedin", "actuary"),
    ("linkedin", "linkedin", "auditor"),
    ("docx", "docx", "hotel_manager"),
    ("docx", "docx", "electrician"),
    ("docx", "docx", "pharmacist"),
    ("cn_grid", "cn_grid", "foreign_trade"),
    ("cn_grid", "cn_grid", "preschool_teacher"),
    ("cn_grid", "cn_grid", "auditor"),
    ("scan", "coral.png", "vet_nurse"),
    ("scan", "spearmint.pdf", "journalist"),
    ("scan", "cn_grid.jpg", "preschool_teacher"),
    ("scan", "word_modern.pdf", "pharmacist"),
    ("photo", "coral.jpg", "dental_hygienist"),
    ("photo", "cn_grid.jpg", "ecommerce"),
    ("form", "form_en", "electrician"),
    ("form", "form_en", "journalist"),
    ("form", "form_zh", "foreign_trade"),
    ("form", "form_zh", "pharmacist"),
    ("text", "markdown_en", "actuary"),
    ("text", "plain_en", "hotel_manager"),
    ("text", "markdown_zh", "architect"),
    ("text", "markdown_en", "dental_hygienist"),
]
SMOKE = (0, 24)  # a Chromium PDF and a pasted Chinese form: quick, no OCR


@dataclass
class Doc:
    doc_id: str
    generator: str
    style: str
    person: str
    language: str
    truth: dict = field(default_factory=dict)
    path: Path | None = None

    @property
    def ocr(self) -> bool:
        return self.generator in ("scan", "photo")


def plan(smoke: bool = False) -> list[Doc]:
    out = []
    for n, (generator, style, person) in enumerate(PLAN, 1):
        if smoke and n - 1 not in SMOKE:
            continue
        lang = "zh" if person in PEOPLE_ZH else "en"
        name = style.split(".")[0]
        out.append(
            Doc(f"b{n:02d}_{lang}_{generator}_{name}_{person}", generator, style, person, lang)
        )
    return out


def _html(style: str, person: dict) -> tuple[str, dict]:
    if style == "linkedin":
        return linkedin.linkedin(person)
    return html_docs.STYLES[style](person)


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) without Chromium: kind 'html' (content the page), 'docx',
    'text' (content str) or 'image' (content (html, format))."""
    person = PEOPLE[doc.person]
    if doc.generator in ("chromium", "linkedin", "cn_grid"):
        page, t = _html(doc.style, person)
        return "html", page, t
    if doc.generator == "docx":
        data, t = wordfile.docx_resume(person)
        return "docx", data, t
    if doc.generator in ("form", "text"):
        text, t = getattr(texts, doc.style)(person)
        return "text", text, t
    layout, fmt = doc.style.split(".")
    page, t = _html(layout, person)
    return "image", (page, fmt), t


def truths(docs: list[Doc]) -> list[Doc]:
    for doc in docs:
        doc.truth = source(doc)[2]
    return docs


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    folder.mkdir(parents=True, exist_ok=True)
    browser = playwright = None
    try:
        for n, doc in enumerate(docs):
            kind, content, doc.truth = source(doc)
            if kind in ("html", "image") and browser is None:
                from playwright.sync_api import sync_playwright

                playwright = sync_playwright().start()
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                )
            if kind == "html":
                data, ext = _print(browser, content, doc), "pdf"
            elif kind == "docx":
                data, ext = content, "docx"
            elif kind == "text":
                data = content.encode()
                ext = "md" if doc.style.startswith("markdown") else "txt"
            else:
                page, fmt = content
                pdf = _print(browser, page, doc)
                seed = 2700 + n
                data = (
                    images.photo(pdf, seed)
                    if doc.generator == "photo"
                    else images.scan(pdf, fmt, seed)
                )
                ext = fmt
            doc.path = folder / f"{doc.doc_id}.{ext}"
            doc.path.write_bytes(data)
            (folder / f"{doc.doc_id}.expected.json").write_text(
                json.dumps(doc.truth, ensure_ascii=False, indent=1), encoding="utf-8"
            )
    finally:
        if browser is not None:
            browser.close()
            playwright.stop()
    return docs


def _print(browser, page_html: str, doc: Doc) -> bytes:
    page = browser.new_page()
    try:
        page.set_content(page_html, wait_until="load")
        options = {"prefer_css_page_size": True, "print_background": True}
        if doc.style == "linkedin":
            options.update(
                display_header_footer=True,
                header_template="<span></span>",
                footer_template=linkedin.footer(PEOPLE[doc.person]),
            )
        return page.pdf(**options)
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--smoke", action="store_true", help="2 documents")
    args = parser.parse_args()
    started = time.perf_counter()
    docs = build(plan(smoke=args.smoke), args.folder)
    for doc in docs:
        print(f"{doc.path.name:52} {doc.path.stat().st_size:>9,} bytes")
    print(f"{len(docs)} documents in {time.perf_counter() - started:.1f} s -> {args.folder}")


if __name__ == "__main__":
    main()
