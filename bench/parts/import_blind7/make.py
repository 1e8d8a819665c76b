"""Blind held-out resumes for the importer, set 7 (issue 27): 32 documents, 16 English and 16
Chinese, from 8 generators sets 1-6 never used, 8 professions sets 1-6 did not use, each with
its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind7/make.py OUT_DIR [--smoke]

Generators: impress (a one-slide CV exported by LibreOffice Impress), groff_mom (groff's mom
macros straight to PDF), pandoc_odt (Markdown -> pandoc's ODT -> LibreOffice Writer),
docx_sdt (a DOCX of Word content controls and repeating sections), svglib (an SVG design
turned into PDF by svglib), linkedin_tw (a LinkedIn-like profile placed word by word with
PyMuPDF's TextWriter), and two image kinds: screenshot (Chromium's --screenshot of a phone
web profile, PNG / JPEG) and stained (LibreOffice's PNG export, a coffee ring and handwriting,
Pillow's PDF)."""

from __future__ import annotations

import html as html_lib
import io
import re
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts.blind_harness import make_command, plan_documents, write_documents  # noqa: E402
from bench.parts.import_blind3.common import truth  # noqa: E402
from bench.parts.import_blind3.make import Doc as Blind3Doc  # noqa: E402
from bench.parts.import_blind7 import (  # noqa: E402
    images,
    linkedin,
    markdown,
    mobile,
    mom,
    office,
    sdt,
    slide,
    svg,
)
from bench.parts.import_blind7.model import PEOPLE, linkedin_truth, person_page  # noqa: E402
from bench.parts.import_blind7.people_zh import PEOPLE_ZH  # noqa: E402

TEXT_GENERATORS = ("impress", "groff_mom", "pandoc_odt", "docx_sdt", "svglib", "linkedin_tw")
GENERATORS = (*TEXT_GENERATORS, *images.KINDS)
DATES = {
    "slide": "mon", "zh_slide": "zh", "mom": "slash", "md": "dash", "zh_md": "slashzh",
    "sdt": "month", "zh_sdt": "dot", "svg": "sq", "mobile": "mon", "zh_mobile": "dot",
}  # fmt: skip

# (generator, style, person); a stained page's style is 'layout generator.layout style'.
PLAN = [
    ("impress", "slide", "piano"),
    ("impress", "zh_slide", "restorer"),
    ("impress", "zh_slide", "watchmaker"),
    ("impress", "zh_slide", "perfumer"),
    ("groff_mom", "mom", "audiologist"),
    ("groff_mom", "mom", "luthier"),
    ("groff_mom", "mom", "hydro"),
    ("pandoc_odt", "md", "piano"),
    ("pandoc_odt", "md", "hydro"),
    ("pandoc_odt", "zh_md", "zookeeper"),
    ("pandoc_odt", "zh_md", "restorer"),
    ("docx_sdt", "sdt", "luthier"),
    ("docx_sdt", "zh_sdt", "perfumer"),
    ("docx_sdt", "zh_sdt", "watchmaker"),
    ("docx_sdt", "zh_sdt", "zookeeper"),
    ("docx_sdt", "zh_sdt", "restorer"),
    ("svglib", "svg", "audiologist"),
    ("svglib", "svg", "piano"),
    ("linkedin_tw", "linkedin", "hydro"),
    ("linkedin_tw", "linkedin", "luthier"),
    ("linkedin_tw", "linkedin", "zookeeper"),
    ("linkedin_tw", "linkedin", "perfumer"),
    ("screenshot", "mobile", "audiologist"),
    ("screenshot", "mobile", "hydro"),
    ("screenshot", "zh_mobile", "watchmaker"),
    ("screenshot", "zh_mobile", "zookeeper"),
    ("screenshot", "zh_mobile", "perfumer"),
    ("stained", "impress.slide", "piano"),
    ("stained", "docx_sdt.sdt", "audiologist"),
    ("stained", "impress.slide", "luthier"),
    ("stained", "docx_sdt.zh_sdt", "restorer"),
    ("stained", "impress.zh_slide", "watchmaker"),
]
SMOKE = (6, 20)  # a groff mom CV and a Chinese LinkedIn-like profile: no office suite, no OCR


@dataclass
class Doc(Blind3Doc):
    @property
    def ocr(self) -> bool:
        return self.generator in images.KINDS

    @property
    def linkedin(self) -> bool:
        return self.generator == "linkedin_tw"


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, SMOKE if smoke else None, PEOPLE_ZH, "g", Doc)


def _seed(doc: Doc) -> int:
    return 7700 + PLAN.index((doc.generator, doc.style, doc.person))


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: kind is the source's format (fodp, md,
    docx, mom, svg, linkedin, mobile) or 'image' (the printed layout's kind, content, Doc)."""
    person = PEOPLE[doc.person]
    zh = doc.language == "zh"
    if doc.generator == "stained":
        generator, style = doc.style.split(".")
        inner = Doc("", generator, style, doc.person, doc.language)
        kind, content, _ = source(inner)
        return "image", (kind, content, inner), truth(person)
    if doc.generator == "linkedin_tw":
        out = linkedin_truth(person)
        out.pop("projects", None)  # a LinkedIn profile PDF has no projects section
        return "linkedin", (person, zh), out
    p = person_page(person, DATES[doc.style], doc.style)
    made = {
        "impress": lambda: ("fodp", slide.fodp(p)),
        "groff_mom": lambda: ("mom", mom.source(p)),
        "pandoc_odt": lambda: ("md", markdown.source(p, person)),
        "docx_sdt": lambda: ("docx", sdt.docx(p, person)),
        "svglib": lambda: ("svg", svg.svg(p)),
        "screenshot": lambda: ("mobile", mobile.html(p)),
    }[doc.generator]()
    return (*made, truth(person))


_ODT: dict[str, bytes] = {}


def _odt(md: str) -> bytes:
    if md not in _ODT:
        _ODT[md] = markdown.to_odt(md)
    return _ODT[md]


def _office(kind: str, content) -> tuple[bytes, str] | None:
    if kind == "md":
        return _odt(content), "odt"
    if kind in ("fodp", "docx"):
        return content, kind
    return None


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    if kind == "docx":
        return content, "docx"
    if kind in ("fodp", "md"):
        return office.convert(*_office(kind, content)), "pdf"
    if kind == "mom":
        return mom.to_pdf(content), "pdf"
    if kind == "svg":
        return svg.to_pdf(content), "pdf"
    if kind == "linkedin":
        return linkedin.pdf(*content), "pdf"
    doc.pages = 1
    if kind == "mobile":
        return images.screenshot(content, _seed(doc), doc.language == "zh")
    inner_kind, inner, _ = content
    data, ext = _office(inner_kind, inner)
    pages = len(PdfReader(io.BytesIO(office.convert(data, ext))).pages)
    if pages != 1:
        raise ValueError(f"{doc.doc_id}: one stained page, but its layout has {pages}")
    return images.stained(office.convert(data, ext, "png"), _seed(doc), doc.language == "zh")


def text(kind: str, content) -> str:
    """The words a document's source writes (what the plan test finds each fact in)."""
    if kind == "image":
        kind, content = content[0], content[1]
    if kind == "linkedin":
        import pymupdf

        with pymupdf.open("pdf", linkedin.pdf(*content)) as pdf:
            return "\n".join(page.get_text() for page in pdf)
    if kind == "docx":
        with zipfile.ZipFile(io.BytesIO(content)) as z:
            content = z.read("word/document.xml").decode("utf-8").replace("</w:p>", "\n")
    if isinstance(content, bytes):
        content = content.decode("utf-8")
    if kind == "mom":
        content = content.replace("\\&", "").replace("\\(en", "–").replace("\\e", "\\")
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", content.replace("</text:p>", "\n")))


def _office_sources(doc: Doc) -> list[tuple[bytes, str, str]]:
    kind, content, _ = source(doc)
    outs = ("pdf",)
    if kind == "image":
        kind, content, outs = content[0], content[1], ("pdf", "png")
    if kind == "docx" and outs == ("pdf",):
        return []  # uploaded as DOCX
    made = _office(kind, content)
    return [(*made, out) for out in outs] if made else []


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    office.prepare([s for doc in docs for s in _office_sources(doc)])  # one start per filter
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "2 documents")


if __name__ == "__main__":
    main()
