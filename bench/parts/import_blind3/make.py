"""Blind held-out resumes for the importer, set 3 (issue 27): 56 documents from 12 generators
the parser was not written against, 15 professions, English and Chinese, each with its JSON
Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind3/make.py OUT_DIR [--smoke]

Generators: troff (groff -ms -> PostScript -> ps2pdf), pandoc_html (Markdown -> pandoc HTML
-> Chromium), pandoc_docx (Markdown -> pandoc DOCX), chromium (new HTML templates: sidebar
with icons and skill bars, a table 'ledger', a letter-spaced 'poster'), cn_page (个人简历
grid, a job-site export), linkedin ('Save to PDF'-like, both interfaces), docx_xml (raw
WordprocessingML: a floating text box, tables, a PAGE field footer), libreoffice (the same
DOCX exported to PDF by LibreOffice headless), scan and photo (pdftoppm + Pillow), form
(pasted job-board forms), text (Markdown and plain text).
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.import_blind3 import (  # noqa: E402
    cn_pages,
    docx_boxes,
    html_pages,
    images,
    linkedin,
    pandoc_docs,
    texts,
    troff,
)
from bench.parts.import_blind3.people_en import PEOPLE_EN  # noqa: E402
from bench.parts.import_blind3.people_zh import PEOPLE_ZH  # noqa: E402

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
GENERATORS = (
    "troff", "pandoc_html", "pandoc_docx", "chromium", "cn_page", "linkedin",
    "docx_xml", "libreoffice", "scan", "photo", "form", "text",
)  # fmt: skip
OCR = ("scan", "photo")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
]
PAGES = {**html_pages.STYLES, **cn_pages.STYLES, **linkedin.STYLES}

# (generator, style, person); a scan or photo names the printed layout it starts from.
PLAN = [
    ("troff", "ms", "paralegal"),
    ("troff", "ms_roomy", "pilot"),
    ("troff", "ms", "underwriter"),
    ("troff", "ms_roomy", "quantity_surveyor"),
    ("pandoc_html", "atx", "ux_researcher"),
    ("pandoc_html", "setext", "chef"),
    ("pandoc_html", "atx", "chem_engineer"),
    ("pandoc_html", "setext", "auditor_zh"),
    ("pandoc_docx", "setext", "social_worker"),
    ("pandoc_docx", "atx", "hr_partner"),
    ("pandoc_docx", "setext", "clinical_pharmacist"),
    ("pandoc_docx", "atx", "trade_sales"),
    ("chromium", "sidebar", "underwriter"),
    ("chromium", "sidebar", "icu_nurse"),
    ("chromium", "ledger", "quantity_surveyor"),
    ("chromium", "ledger", "property_manager"),
    ("chromium", "poster", "ux_researcher"),
    ("chromium", "poster", "trade_sales"),
    ("chromium", "sidebar", "pilot"),
    ("cn_page", "grid", "chem_engineer"),
    ("cn_page", "grid", "kindergarten_teacher"),
    ("cn_page", "jobsite", "auditor_zh"),
    ("cn_page", "jobsite", "icu_nurse"),
    ("linkedin", "linkedin", "paralegal"),
    ("linkedin", "linkedin", "ux_researcher"),
    ("linkedin", "linkedin", "pilot"),
    ("linkedin", "linkedin", "chem_engineer"),
    ("linkedin", "linkedin", "clinical_pharmacist"),
    ("docx_xml", "boxes", "chef"),
    ("docx_xml", "boxes", "hr_partner"),
    ("docx_xml", "boxes", "property_manager"),
    ("docx_xml", "boxes", "icu_nurse"),
    ("libreoffice", "boxes", "social_worker"),
    ("libreoffice", "boxes", "underwriter"),
    ("libreoffice", "boxes", "kindergarten_teacher"),
    ("libreoffice", "boxes", "trade_sales"),
    ("scan", "ledger.png", "chef"),
    ("scan", "ms.pdf", "social_worker"),
    ("scan", "sidebar.jpg", "paralegal"),
    ("scan", "grid.png", "property_manager"),
    ("scan", "ledger.pdf", "clinical_pharmacist"),
    ("scan", "jobsite.jpg", "kindergarten_teacher"),
    ("scan", "poster.pdf", "hr_partner"),
    ("photo", "poster.jpg", "social_worker"),
    ("photo", "ledger.jpg", "hr_partner"),
    ("photo", "grid.jpg", "kindergarten_teacher"),
    ("photo", "jobsite.jpg", "property_manager"),
    ("form", "form_en", "pilot"),
    ("form", "form_en", "chef"),
    ("form", "form_zh", "chem_engineer"),
    ("form", "form_zh", "icu_nurse"),
    ("text", "md_atx", "underwriter"),
    ("text", "plain", "quantity_surveyor"),
    ("text", "md_setext", "property_manager"),
    ("text", "plain", "clinical_pharmacist"),
    ("text", "md_atx", "auditor_zh"),
]
SMOKE = (0, 49)  # a groff PDF and a pasted Chinese form: no Chromium, no OCR
EXT = {"md_atx": "md", "md_setext": "md", "plain": "txt", "form_en": "txt", "form_zh": "txt"}


@dataclass
class Doc:
    doc_id: str
    generator: str
    style: str
    person: str
    language: str
    truth: dict = field(default_factory=dict)
    path: Path | None = None
    pages: int = 1  # pages of the printed document (a scan's stacked pages, a PDF's pages)

    @property
    def ocr(self) -> bool:
        return self.generator in OCR

    @property
    def linkedin(self) -> bool:
        return self.generator == "linkedin"


def plan(smoke: bool = False) -> list[Doc]:
    out = []
    for n, (generator, style, person) in enumerate(PLAN):
        if smoke and n not in SMOKE:
            continue
        lang = "zh" if person in PEOPLE_ZH else "en"
        name = style.replace(".", "_")
        out.append(
            Doc(f"c{n + 1:02d}_{lang}_{generator}_{name}_{person}", generator, style, person, lang)
        )
    return out


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) made without Chromium, groff or LibreOffice: kind 'html'
    (the page), 'troff' (the -ms source), 'docx' (bytes), 'text' (str) or 'image' (the kind
    and content of the printed layout it starts from, and the image format)."""
    person = PEOPLE[doc.person]
    if doc.generator in OCR:
        layout, fmt = doc.style.split(".")
        kind, content, t = source(
            Doc("", "troff" if layout == "ms" else "chromium", layout, doc.person, "")
        )
        return "image", (kind, content, fmt), t
    if doc.generator == "troff":
        text, t = troff.source(person, roomy=doc.style == "ms_roomy")
        return "troff", text, t
    if doc.generator == "pandoc_html":
        return ("html", *pandoc_docs.html(person, doc.style))
    if doc.generator == "pandoc_docx":
        return ("docx", *pandoc_docs.docx(person, doc.style))
    if doc.generator in ("docx_xml", "libreoffice"):
        return ("docx", *docx_boxes.render(person))
    if doc.generator in ("form", "text"):
        return ("text", *texts.STYLES[doc.style](person))
    return ("html", *PAGES[doc.style](person))


def truths(docs: list[Doc]) -> list[Doc]:
    for doc in docs:
        doc.truth = source(doc)[2]
    return docs


class Printer:
    """Chromium (through Playwright) and LibreOffice, started on first use."""

    def __init__(self) -> None:
        self.playwright = self.browser = None
        self.office = tempfile.TemporaryDirectory()

    def pdf(self, page_html: str, doc: Doc) -> bytes:
        if self.browser is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
            self.browser = self.playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
            )
        page = self.browser.new_page()
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

    def soffice(self, data: bytes) -> bytes:
        folder = Path(self.office.name)
        src = folder / "resume.docx"
        src.write_bytes(data)
        profile = f"-env:UserInstallation=file://{folder / 'profile'}"
        subprocess.run(
            [
                "soffice",
                profile,
                "--headless",
                "--convert-to",
                "pdf",
                "--outdir",
                str(folder),
                str(src),
            ],
            check=True,
            capture_output=True,
            timeout=180,
        )
        return (folder / "resume.pdf").read_bytes()

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.playwright.stop()
        self.office.cleanup()


def _bytes(kind: str, content, doc: Doc, printer: Printer) -> tuple[bytes, str]:
    if kind == "html":
        return printer.pdf(content, doc), "pdf"
    if kind == "troff":
        return troff.render(PEOPLE[doc.person], roomy=doc.style == "ms_roomy")[0], "pdf"
    if kind == "docx":
        return (
            (printer.soffice(content), "pdf")
            if doc.generator == "libreoffice"
            else (content, "docx")
        )
    if kind == "text":
        return content.encode(), EXT[doc.style]
    inner_kind, inner, fmt = content
    pdf = _bytes(inner_kind, inner, Doc("", "", doc.style.split(".")[0], doc.person, ""), printer)[
        0
    ]
    doc.pages = len(PdfReader(io.BytesIO(pdf)).pages)
    seed = 3300 + PLAN.index((doc.generator, doc.style, doc.person))
    return (
        images.photo(pdf, seed) if doc.generator == "photo" else images.scan(pdf, fmt, seed)
    ), fmt


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    folder.mkdir(parents=True, exist_ok=True)
    printer = Printer()
    try:
        for doc in docs:
            kind, content, doc.truth = source(doc)
            data, ext = _bytes(kind, content, doc, printer)
            if ext == "pdf" and not doc.ocr:
                doc.pages = len(PdfReader(io.BytesIO(data)).pages)
            doc.path = folder / f"{doc.doc_id}.{ext}"
            doc.path.write_bytes(data)
            (folder / f"{doc.doc_id}.expected.json").write_text(
                json.dumps(doc.truth, ensure_ascii=False, indent=1), encoding="utf-8"
            )
    finally:
        printer.close()
    return docs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--smoke", action="store_true", help="2 documents")
    args = parser.parse_args()
    started = time.perf_counter()
    docs = build(plan(smoke=args.smoke), args.folder)
    for doc in docs:
        print(f"{doc.path.name:60} {doc.path.stat().st_size:>9,} bytes")
    print(f"{len(docs)} documents in {time.perf_counter() - started:.1f} s -> {args.folder}")


if __name__ == "__main__":
    main()
