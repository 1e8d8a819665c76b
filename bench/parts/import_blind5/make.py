"""Blind held-out resumes for the importer, set 5 (issue 27): 48 documents, 24 English and 24
Chinese, from 12 generators sets 1-4 never used, 12 professions sets 1-4 did not use, each
with its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind5/make.py OUT_DIR [--smoke]

Generators: story (PyMuPDF's HTML engine), linkedin (a LinkedIn-like profile by the same
engine, two columns), ghostscript (Chromium print re-distilled by Ghostscript pdfwrite),
pikepdf (Chromium print rewritten linearised with object streams), rsvg (SVG design pages by
rsvg-convert), type3 (matplotlib, Type 3 fonts), lo_docx (HTML saved as DOCX by LibreOffice),
and five ways of making images: screenshot, screen (a photo of a monitor), crumpled, spread
(two pages on one scan) and rotated (3-8°, img2pdf)."""

from __future__ import annotations

import html as html_lib
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pikepdf
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.blind_harness import make_command, plan_documents, write_documents  # noqa: E402
from bench.parts.import_blind3.common import truth  # noqa: E402
from bench.parts.import_blind3.make import Doc as Blind3Doc  # noqa: E402
from bench.parts.import_blind5 import canvas, images, paint, story, web  # noqa: E402
from bench.parts.import_blind5.model import PEOPLE, linkedin_truth, person_page  # noqa: E402
from bench.parts.import_blind5.people_zh import PEOPLE_ZH  # noqa: E402

TEXT_GENERATORS = ("story", "linkedin", "ghostscript", "pikepdf", "rsvg", "type3", "lo_docx")
GENERATORS = (*TEXT_GENERATORS, *images.KINDS)
# style -> (date style, headings) in English and in Chinese
STYLES = {
    "serif": (("month", "caps"), ("zh", "zh_grid")),
    "roomy": (("month", "caps"), ("zh", "zh_grid")),
    "grid": (("month", "caps"), ("zh", "zh_grid")),
    "builder": (("sq", "builder"), ("dot", "zh_site")),
    "job51": (("sq", "builder"), ("dot", "zh_site")),
    "sidebar": (("slash", "design"), ("slashzh", "zh_design")),
    "band": (("mon", "design"), ("dash", "zh_design")),
}

# (generator, style, person); an image's style is 'layout generator.layout style'.
PLAN = [
    ("story", "serif", "flight_attendant"),
    ("story", "serif", "research_coordinator"),
    ("story", "serif", "librarian"),
    ("story", "grid", "site_constructor"),
    ("story", "grid", "dentist"),
    ("story", "grid", "car_sales"),
    ("linkedin", "linkedin", "occupational_therapist"),
    ("linkedin", "linkedin", "wind_technician"),
    ("linkedin", "linkedin", "sommelier"),
    ("linkedin", "linkedin", "legal_specialist"),
    ("linkedin", "linkedin", "concept_artist"),
    ("ghostscript", "builder", "flight_attendant"),
    ("ghostscript", "builder", "occupational_therapist"),
    ("ghostscript", "builder", "wind_technician"),
    ("ghostscript", "builder", "librarian"),
    ("pikepdf", "job51", "site_constructor"),
    ("pikepdf", "job51", "legal_specialist"),
    ("pikepdf", "job51", "counselor"),
    ("rsvg", "sidebar", "wind_technician"),
    ("rsvg", "band", "sommelier"),
    ("rsvg", "sidebar", "flight_attendant"),
    ("rsvg", "sidebar", "concept_artist"),
    ("rsvg", "band", "counselor"),
    ("rsvg", "band", "dentist"),
    ("type3", "sidebar", "research_coordinator"),
    ("type3", "band", "librarian"),
    ("type3", "band", "occupational_therapist"),
    ("type3", "sidebar", "dentist"),
    ("type3", "band", "car_sales"),
    ("type3", "sidebar", "legal_specialist"),
    ("lo_docx", "builder", "sommelier"),
    ("lo_docx", "builder", "research_coordinator"),
    ("lo_docx", "grid", "counselor"),
    ("lo_docx", "job51", "concept_artist"),
    ("lo_docx", "job51", "car_sales"),
    ("lo_docx", "grid", "site_constructor"),
    ("screenshot", "story.serif", "flight_attendant"),
    ("screenshot", "pikepdf.job51", "site_constructor"),
    ("screenshot", "rsvg.sidebar", "car_sales"),
    ("screen", "rsvg.band", "occupational_therapist"),
    ("screen", "story.grid", "dentist"),
    ("crumpled", "type3.sidebar", "wind_technician"),
    ("crumpled", "rsvg.band", "legal_specialist"),
    ("spread", "story.roomy", "research_coordinator"),
    ("spread", "pikepdf.job51", "counselor"),
    ("rotated", "story.serif", "sommelier"),
    ("rotated", "rsvg.sidebar", "librarian"),
    ("rotated", "type3.band", "concept_artist"),
]
SMOKE = (0, 21)  # a Story PDF and a Chinese SVG page: no browser, office suite or OCR
ONE_PAGE = ("screen", "crumpled")  # a photo shows one page: its layout must fit one
TWO_PAGES = ("spread",)  # a spread shows two pages side by side


@dataclass
class Doc(Blind3Doc):
    @property
    def ocr(self) -> bool:
        return self.generator in images.KINDS

    @property
    def linkedin(self) -> bool:
        return self.generator == "linkedin"


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, SMOKE if smoke else None, PEOPLE_ZH, "e", Doc)


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: 'html' (a page or a LinkedIn-like
    profile's two columns joined), 'canvas' (placed sheets), or 'image' (the printed layout's
    kind, content and Doc)."""
    person = PEOPLE[doc.person]
    zh = doc.language == "zh"
    if doc.ocr:
        generator, style = doc.style.split(".")
        inner = Doc("", generator, style, doc.person, doc.language)
        kind, content, _ = source(inner)
        return "image", (kind, content, inner), truth(person)
    if doc.generator == "linkedin":
        return "html", "\n".join(story.linkedin(person)), linkedin_truth(person)
    dates, headings = STYLES[doc.style][zh]
    p = person_page(person, dates, headings)
    if doc.generator in ("rsvg", "type3"):
        return "canvas", canvas.DESIGNS[doc.style](p), truth(person)
    if doc.style == "job51":
        return "html", web.job51(person, p), truth(person)
    if doc.style == "builder":
        return "html", web.builder(p), truth(person)
    return "html", story.STYLES[doc.style](p), truth(person)


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    zh = doc.language == "zh"
    if doc.generator == "linkedin":
        return story.linkedin_pdf(*story.linkedin(PEOPLE[doc.person])), "pdf"
    if doc.generator == "story":
        return story.pdf(content, roomy=doc.style == "roomy"), "pdf"
    if doc.generator == "ghostscript":
        return web.chromium_gs(content), "pdf"
    if doc.generator == "pikepdf":
        return _pikepdf(web.chromium_gs(content, distil=False)), "pdf"
    if doc.generator == "rsvg":
        return paint.rsvg([paint.svg(s, zh) for s in content]), "pdf"
    if doc.generator == "type3":
        return paint.matplotlib_pdf(content, zh), "pdf"
    if doc.generator == "lo_docx":
        page = content if content.startswith("<!DOCTYPE") else web.wrap(content, zh)
        return web.libreoffice_docx(page), "docx"
    inner_kind, inner, inner_doc = content
    pdf = _print(inner_kind, inner, inner_doc)[0]
    doc.pages = len(PdfReader(io.BytesIO(pdf)).pages)
    if doc.generator in ONE_PAGE and doc.pages != 1:
        raise ValueError(f"{doc.doc_id}: a photo of one page, but its layout has {doc.pages}")
    if doc.generator in TWO_PAGES and doc.pages != 2:
        raise ValueError(f"{doc.doc_id}: a spread of two pages, but its layout has {doc.pages}")
    make, ext = images.KINDS[doc.generator]
    return make(pdf, 5500 + PLAN.index((doc.generator, doc.style, doc.person))), ext


def _pikepdf(pdf: bytes) -> bytes:
    out = io.BytesIO()
    with pikepdf.open(io.BytesIO(pdf)) as document:
        document.save(
            out,
            linearize=True,
            object_stream_mode=pikepdf.ObjectStreamMode.generate,
            deterministic_id=True,
        )
    return out.getvalue()


def text(kind: str, content) -> str:
    """The words a document's source writes (what the plan test finds each fact in)."""
    if kind == "image":
        kind, content = content[0], content[1]
    if kind == "canvas":
        return canvas.text_of(content)
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", content))


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "2 documents")


if __name__ == "__main__":
    main()
