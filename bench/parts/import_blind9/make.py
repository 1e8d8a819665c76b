"""Blind held-out resumes for the importer, set 9 (issue 27): 32 documents, 16 English and 16
Chinese, from 10 generators sets 2-8 never used, 8 professions sets 2-8 did not use, each with
its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind9/make.py OUT_DIR [--smoke]

Generators: latex (a one-column Overleaf-style CV typeset by pdfTeX), webdocx (a web builder's
Word export written by the npm docx package), jspdf (a web builder's client-side PDF drawn by
jsPDF: a dark sidebar beside the main column), github_md (a GitHub profile README written as a
CV, .md), notepad_ansi (Windows Notepad's .txt: GBK or UTF-16 with CRLF), email_quoted (a CV
pasted into an e-mail, quoted '> ' under a recruiter's reply), and four image kinds:
dark_phone (a dark-mode notes app screenshot rasterised by librsvg), canvas_pdf (the jsPDF page
as a picture in an image-only PDF, rasterised by PDFium), curl_photo (a Typst page rasterised
by Typst, photographed curling up) and mfp_scan (a copier's 1-bit Group 4 PDF written by
GraphicsMagick)."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.blind_harness import make_command, plan_documents, write_documents  # noqa: E402
from bench.parts.import_blind3.common import truth  # noqa: E402
from bench.parts.import_blind3.make import Doc as Blind3Doc  # noqa: E402
from bench.parts.import_blind9 import images, jspdf, latex, texts, typst_page, webdocx  # noqa: E402
from bench.parts.import_blind9.model import PEOPLE, person_page, plain_lines  # noqa: E402
from bench.parts.import_blind9.people_zh import PEOPLE_ZH  # noqa: E402

TEXT_GENERATORS = ("latex", "webdocx", "jspdf", "github_md", "notepad_ansi", "email_quoted")
GENERATORS = (*TEXT_GENERATORS, *images.KINDS)
# style (the layout family and its headings) -> date style in English, in Chinese
DATES = {
    "latex": ("mon", ""), "webdocx": ("sq", "zh"), "jspdf": ("month", "dot"),
    "readme": ("dash", "slashzh"), "notepad": ("slash", "dot"), "mail": ("month", "zh"),
    "typst": ("mon", "zh"),
}  # fmt: skip

# (generator, style, person); an image's style names the layout it shows.
PLAN = [
    ("latex", "latex", "brewer"),
    ("latex", "latex", "perfusionist"),
    ("latex", "latex", "firecaptain"),
    ("webdocx", "webdocx", "elevator"),
    ("webdocx", "webdocx", "brewer"),
    ("webdocx", "webdocx", "pastry"),
    ("webdocx", "webdocx", "bridge"),
    ("jspdf", "jspdf", "perfusionist"),
    ("jspdf", "jspdf", "elevator"),
    ("jspdf", "jspdf", "radiographer"),
    ("jspdf", "jspdf", "crossborder"),
    ("github_md", "readme", "firecaptain"),
    ("github_md", "readme", "bridge"),
    ("github_md", "readme", "crossborder"),
    ("notepad_ansi", "notepad", "brewer"),
    ("notepad_ansi", "notepad", "elevator"),
    ("notepad_ansi", "notepad", "pastry"),
    ("notepad_ansi", "notepad", "radiographer"),
    ("email_quoted", "mail", "perfusionist"),
    ("email_quoted", "mail", "pastry"),
    ("email_quoted", "mail", "crossborder"),
    ("email_quoted", "mail", "bridge"),
    ("dark_phone", "notepad", "firecaptain"),
    ("dark_phone", "notepad", "radiographer"),
    ("dark_phone", "notepad", "pastry"),
    ("canvas_pdf", "jspdf", "brewer"),
    ("canvas_pdf", "jspdf", "firecaptain"),
    ("canvas_pdf", "jspdf", "crossborder"),
    ("curl_photo", "typst", "elevator"),
    ("curl_photo", "typst", "radiographer"),
    ("mfp_scan", "latex", "perfusionist"),
    ("mfp_scan", "jspdf", "bridge"),
]
SMOKE = (0, 16)  # an English LaTeX PDF and a Chinese Notepad file: no node, office or OCR


@dataclass
class Doc(Blind3Doc):
    @property
    def ocr(self) -> bool:
        return self.generator in images.KINDS

    @property
    def linkedin(self) -> bool:
        return False


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, set(SMOKE) if smoke else None, PEOPLE_ZH, "n", Doc)


def _seed(doc: Doc) -> int:
    return 9900 + PLAN.index((doc.generator, doc.style, doc.person))


def _layout(style: str, p) -> tuple[str, object]:
    """A layout's source: (kind, content)."""
    made = {
        "latex": lambda: ("latex", latex.source(p)),
        "webdocx": lambda: ("webdocx", webdocx.spec(p)),
        "jspdf": lambda: ("jspdf", jspdf.spec(p)),
        "readme": lambda: ("markdown", texts.readme(p)),
        "notepad": lambda: ("lines", plain_lines(p)),
        "mail": lambda: ("mail", texts.quoted_mail(p)),
        "typst": lambda: ("typst", typst_page.source(p)),
    }
    return made[style]()


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: kind is the source's format, or
    'image' with the shown layout's (kind, content)."""
    person = PEOPLE[doc.person]
    p = person_page(person, DATES[doc.style][doc.language == "zh"], doc.style)
    if doc.ocr:
        return "image", _layout(doc.style, p), truth(person)
    return (*_layout(doc.style, p), truth(person))


def _file(kind: str, content) -> tuple[bytes, str]:
    """A text layout's file: its bytes and extension."""
    if kind == "latex":
        return latex.to_pdf(content), "pdf"
    if kind == "webdocx":
        return webdocx.to_docx(content), "docx"
    if kind == "jspdf":
        return jspdf.to_pdf(content), "pdf"
    if kind == "markdown":
        return content.encode(), "md"
    if kind == "mail":
        return content.encode(), "txt"
    raise ValueError(kind)


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    if kind == "lines":  # a Notepad file
        return texts.notepad(content, doc.language == "zh"), "txt"
    if kind != "image":
        return _file(kind, content)
    doc.pages = 1
    zh, seed = doc.language == "zh", _seed(doc)
    shown, layout = content
    if doc.generator == "dark_phone":
        return images.dark_phone(layout, seed, zh)
    if doc.generator == "curl_photo":
        return images.curl_photo(typst_page.to_png(layout, 150), seed, zh)
    pdf = _file(shown, layout)[0]
    if doc.generator == "canvas_pdf":
        return images.canvas_pdf(pdf, jspdf.wrap_images)
    return images.mfp_scan(pdf, seed, zh)


def text(kind: str, content) -> str:
    """The words a document's source writes (what the plan test finds each fact in)."""
    if kind == "image":
        kind, content = content
    if kind == "latex":
        return latex.source_text(content)
    if kind == "webdocx":
        return webdocx.source_text(content)
    if kind == "jspdf":
        return jspdf.source_text(content)
    if kind == "typst":
        return typst_page.source_text(content)
    if kind == "lines":
        return "\n".join(content)
    if kind == "mail":
        return texts.unquoted(content)
    return content


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "2 documents")


if __name__ == "__main__":
    main()
