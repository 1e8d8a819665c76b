"""Blind held-out resumes for the importer, set 4 (issue 27): 48 documents from 10 generators
this project never used to write its parser, 12 professions set 3 did not use, 24 English
and 24 Chinese, each with its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind4/make.py OUT_DIR [--smoke]

Generators: typst (its own engine: a coloured header band, an academic CV), wkhtmltopdf
(Qt WebKit: Europass, a Chinese job-site export), xhtml2pdf (a two-column design template),
abiword (AbiWord's PDF writer) and abiword_docx (a DOCX written by AbiWord), odt (odfpy
OpenDocument -> LibreOffice PDF: 个人简历 grid, a two-column table), enscript (a fixed-width
text CV -> PostScript -> ps2pdf), email (a CV pasted into an email body), scan (fax, low
JPEG quality, a 2-page sheet-feeder scan) and photo (a phone photo).
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.blind_harness import make_command, plan_documents, write_documents  # noqa: E402
from bench.parts.import_blind3.common import truth  # noqa: E402
from bench.parts.import_blind3.make import Doc  # noqa: E402
from bench.parts.import_blind4 import html_pages, images, office, texts, typst_pages  # noqa: E402
from bench.parts.import_blind4.model import PEOPLE, PEOPLE_ZH  # noqa: E402

GENERATORS = (
    "typst", "wkhtmltopdf", "xhtml2pdf", "abiword", "abiword_docx", "odt", "enscript",
    "email", "scan", "photo",
)  # fmt: skip
# A layout a scan or photo starts from: the generator that prints it and its style.
LAYOUTS = {
    "band": ("typst", "band"), "academic": ("typst", "academic"),
    "europass": ("wkhtmltopdf", "europass"), "jobsite": ("wkhtmltopdf", "jobsite"),
    "canva": ("xhtml2pdf", "canva"), "classic": ("abiword", "classic"),
    "grid": ("odt", "grid"), "twocol": ("odt", "twocol"), "fixed": ("enscript", "fixed"),
}  # fmt: skip

# (generator, style, person); a scan is 'kind.layout.format', a photo 'photo.layout.jpg'.
PLAN = [
    ("typst", "band", "electrician"),
    ("typst", "band", "data_engineer"),
    ("typst", "academic", "veterinarian"),
    ("typst", "band", "new_media"),
    ("typst", "band", "drug_registration"),
    ("typst", "academic", "math_teacher"),
    ("wkhtmltopdf", "europass", "physiotherapist"),
    ("wkhtmltopdf", "europass", "architect"),
    ("wkhtmltopdf", "europass", "data_engineer"),
    ("wkhtmltopdf", "jobsite", "accountant"),
    ("wkhtmltopdf", "jobsite", "electrical_engineer"),
    ("wkhtmltopdf", "jobsite", "new_media"),
    ("xhtml2pdf", "canva", "architect"),
    ("xhtml2pdf", "canva", "journalist"),
    ("xhtml2pdf", "canva", "interior_designer"),
    ("xhtml2pdf", "canva", "math_teacher"),
    ("abiword", "classic", "journalist"),
    ("abiword", "classic", "electrician"),
    ("abiword", "classic", "drug_registration"),
    ("abiword", "classic", "accountant"),
    ("abiword_docx", "classic", "veterinarian"),
    ("abiword_docx", "classic", "data_engineer"),
    ("abiword_docx", "classic", "math_teacher"),
    ("abiword_docx", "classic", "electrical_engineer"),
    ("odt", "twocol", "physiotherapist"),
    ("odt", "twocol", "journalist"),
    ("odt", "grid", "drug_registration"),
    ("odt", "grid", "interior_designer"),
    ("enscript", "fixed", "architect"),
    ("enscript", "fixed", "physiotherapist"),
    ("email", "email", "veterinarian"),
    ("email", "email", "journalist"),
    ("email", "email", "interior_designer"),
    ("email", "email", "new_media"),
    ("email", "email", "accountant"),
    ("email", "email", "electrical_engineer"),
    ("scan", "fax.classic.png", "electrician"),
    ("scan", "twopage.academic.pdf", "veterinarian"),
    ("scan", "lowjpeg.twocol.jpg", "physiotherapist"),
    ("scan", "fax.fixed.pdf", "architect"),
    ("scan", "lowjpeg.jobsite.jpg", "drug_registration"),
    ("scan", "twopage.academic.pdf", "math_teacher"),
    ("scan", "fax.grid.png", "electrical_engineer"),
    ("photo", "photo.band.jpg", "physiotherapist"),
    ("photo", "photo.europass.jpg", "data_engineer"),
    ("photo", "photo.band.jpg", "new_media"),
    ("photo", "photo.grid.jpg", "accountant"),
    ("photo", "photo.canva.jpg", "interior_designer"),
]
SMOKE = (0, 33)  # a Typst PDF and a Chinese email: no office suite, no OCR


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, SMOKE if smoke else None, PEOPLE_ZH, "d", Doc)


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: kind 'typst' (the markup), 'html' (the
    page), 'abiword' (its HTML input), 'odt' (bytes), 'text' (str), or 'image' (the kind and
    content of the printed layout it starts from, the layout's generator, the image kind and
    format)."""
    person = PEOPLE[doc.person]
    if doc.generator in ("scan", "photo"):
        kind, layout, fmt = doc.style.split(".")
        inner = Doc("", *LAYOUTS[layout], doc.person, doc.language)
        inner_kind, content, _ = source(inner)
        return "image", (inner_kind, content, inner, kind, fmt), truth(person)
    if doc.generator == "typst":
        return "typst", typst_pages.source(person, doc.style), truth(person)
    if doc.generator in ("wkhtmltopdf", "xhtml2pdf"):
        return "html", html_pages.source(person, doc.style), truth(person)
    if doc.generator in ("abiword", "abiword_docx"):
        return "abiword", office.classic(person), truth(person)
    if doc.generator == "odt":
        return "odt", office.odt(person, doc.style), truth(person)
    return "text", texts.STYLES[doc.style](person), truth(person)


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    if kind == "typst":
        return typst_pages.render(content), "pdf"
    if kind == "html" and doc.generator == "wkhtmltopdf":
        return html_pages.wkhtmltopdf(content, html_pages.FOOTERS[doc.style]), "pdf"
    if kind == "html":
        return html_pages.xhtml2pdf(content), "pdf"
    if kind == "abiword":
        fmt = "docx" if doc.generator == "abiword_docx" else "pdf"
        return office.abiword(content, fmt), fmt
    if kind == "odt":
        return office.soffice(content), "pdf"
    if doc.generator == "enscript":
        return texts.enscript(content), "pdf"
    if kind == "text":
        return content.encode(), "txt"
    inner_kind, inner, inner_doc, image_kind, fmt = content
    pdf = _print(inner_kind, inner, inner_doc)[0]
    doc.pages = len(PdfReader(io.BytesIO(pdf)).pages)
    seed = 4400 + PLAN.index((doc.generator, doc.style, doc.person))
    if image_kind == "photo":
        doc.pages = 1  # a photo is of the first page
        return images.photo(pdf, seed), fmt
    return images.KINDS[image_kind](pdf, fmt, seed), fmt


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "3 documents")


if __name__ == "__main__":
    main()
