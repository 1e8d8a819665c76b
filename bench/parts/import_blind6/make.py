"""Blind held-out resumes for the importer, set 6 (issue 27): 44 documents, 22 English and 22
Chinese, from 11 generators sets 1-5 never used, 12 professions sets 1-5 did not use, each
with its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind6/make.py OUT_DIR [--smoke]

Generators: calc (a spreadsheet résumé printed by LibreOffice Calc), draw (a design page of
text frames exported by LibreOffice Draw), linkedin_draw (a LinkedIn-like profile drawn the
same way), rtf (Word-97-style RTF printed by Writer), writer_html (job-site exports opened
by Writer/Web), gdocs (Google-Docs-like raw DOCX), chrome_hf (a CSS-grid builder page printed
by Chromium with its header and footer), postscript (a driver-like PostScript program
distilled by Ghostscript), and three image kinds: stamped (Ghostscript raster, seal and pen
marks, PNG), copier (pdftocairo, a copy of a copy, PDF of JPEG pages), folded (pdftocairo,
a phone photo of a page folded in three, JPEG)."""

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
from bench.parts.import_blind6 import (  # noqa: E402
    chrome,
    drawing,
    gdocs,
    images,
    lo,
    postscript,
    rtf,
    sheet,
    sites,
)
from bench.parts.import_blind6.model import PEOPLE, linkedin_truth, person_page  # noqa: E402
from bench.parts.import_blind6.people_zh import PEOPLE_ZH  # noqa: E402

TEXT_GENERATORS = ("calc", "draw", "linkedin_draw", "rtf", "writer_html", "gdocs", "chrome_hf",
                   "postscript")  # fmt: skip
GENERATORS = (*TEXT_GENERATORS, *images.KINDS)
DATES = {
    "sheet": "slash", "zh_sheet": "dot", "design": "mon", "zh_design": "zh", "rtf": "month",
    "zh_rtf": "zh", "indeed": "month", "zh_boss": "dot", "zh_zhaopin": "slashzh",
    "gdocs": "sq", "zh_gdocs": "dash", "chrome": "sq", "zh_chrome": "slashzh", "ps": "month",
}  # fmt: skip
# page-only answers of forms and sites (JSON Resume has no place for them)
EXTRA = {
    "ranger": dict(sex="Australian", born="22/09/1991", years="12 years", relocate="No"),
    "curator": dict(sex="British", born="03/06/1993", years="10 years", relocate="Yes"),
    "arborist": dict(sex="American", born="11/01/1993", years="11 years", relocate="Yes"),
    "aircraft": dict(sex="男", born="1993.02", years="9年经验", age="33岁", salary="18-25K"),
    "signal": dict(sex="男", born="1991.08", years="12年", age="35岁", salary="20-30K",
                   number="JM618204957R90250000"),
    "signlang": dict(sex="女", born="1995.04", years="8年经验", age="31岁", salary="12-18K"),
    "gems": dict(sex="女", born="1997.01", years="7年"),
    "geology": dict(sex="男", born="1990.05", years="14年", age="36岁", salary="15-22K",
                    number="JM557310284R90250000"),
    "landscape": dict(sex="女", born="1992.10", years="9年"),
}  # fmt: skip

# (generator, style, person); an image's style is 'layout generator.layout style'.
PLAN = [
    ("calc", "zh_sheet", "geology"),
    ("calc", "zh_sheet", "signal"),
    ("calc", "zh_sheet", "gems"),
    ("calc", "sheet", "ranger"),
    ("draw", "design", "sound"),
    ("draw", "design", "curator"),
    ("draw", "zh_design", "landscape"),
    ("draw", "zh_design", "signlang"),
    ("linkedin_draw", "linkedin", "atc"),
    ("linkedin_draw", "linkedin", "arborist"),
    ("linkedin_draw", "linkedin", "aircraft"),
    ("linkedin_draw", "linkedin", "gems"),
    ("rtf", "rtf", "midwife"),
    ("rtf", "rtf", "ranger"),
    ("rtf", "zh_rtf", "geology"),
    ("writer_html", "zh_boss", "aircraft"),
    ("writer_html", "zh_zhaopin", "signal"),
    ("writer_html", "zh_boss", "signlang"),
    ("writer_html", "indeed", "arborist"),
    ("gdocs", "gdocs", "atc"),
    ("gdocs", "gdocs", "curator"),
    ("gdocs", "gdocs", "sound"),
    ("gdocs", "zh_gdocs", "landscape"),
    ("gdocs", "zh_gdocs", "geology"),
    ("chrome_hf", "chrome", "midwife"),
    ("chrome_hf", "chrome", "ranger"),
    ("chrome_hf", "zh_chrome", "gems"),
    ("chrome_hf", "zh_chrome", "signal"),
    ("chrome_hf", "zh_chrome", "landscape"),
    ("postscript", "ps", "midwife"),
    ("postscript", "ps", "arborist"),
    ("postscript", "ps", "curator"),
    ("stamped", "chrome_hf.chrome", "atc"),
    ("stamped", "draw.design", "arborist"),
    ("stamped", "calc.zh_sheet", "aircraft"),
    ("stamped", "chrome_hf.zh_chrome", "signlang"),
    ("copier", "rtf.rtf", "sound"),
    ("copier", "postscript.ps", "ranger"),
    ("copier", "rtf.zh_rtf", "gems"),
    ("copier", "writer_html.zh_zhaopin", "geology"),
    ("folded", "draw.design", "midwife"),
    ("folded", "calc.sheet", "curator"),
    ("folded", "draw.zh_design", "signal"),
    ("folded", "calc.zh_sheet", "landscape"),
]
SMOKE = (15, 29)  # a Chinese BOSS-like export (Writer/Web) and a PostScript CV: no OCR
ONE_PAGE = ("stamped", "folded")  # a page on the desk, a page on the platen


@dataclass
class Doc(Blind3Doc):
    @property
    def ocr(self) -> bool:
        return self.generator in images.KINDS

    @property
    def linkedin(self) -> bool:
        return self.generator == "linkedin_draw"


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, SMOKE if smoke else None, PEOPLE_ZH, "f", Doc)


def _seed(doc: Doc) -> int:
    return 6600 + PLAN.index((doc.generator, doc.style, doc.person))


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: kind is the source's format (fods, fodg,
    rtf, html, docx, chrome, ps) or 'image' (the printed layout's kind, content and Doc)."""
    person = PEOPLE[doc.person]
    if doc.ocr:
        generator, style = doc.style.split(".")
        inner = Doc("", generator, style, doc.person, doc.language)
        kind, content, _ = source(inner)
        return "image", (kind, content, inner), truth(person)
    if doc.generator == "linkedin_draw":
        zh = doc.language == "zh"
        return "fodg", drawing.fodg(drawing.linkedin(person, zh), zh, True), linkedin_truth(person)
    p = person_page(person, DATES[doc.style], doc.style)
    extra = EXTRA.get(doc.person, {})
    made = {
        "calc": lambda: ("fods", sheet.fods(p, extra)),
        "draw": lambda: ("fodg", drawing.fodg(drawing.design(p), p.zh)),
        "rtf": lambda: ("rtf", rtf.rtf(p)),
        "writer_html": lambda: ("html", sites.SITES[doc.style.removeprefix("zh_")](p, extra)),
        "gdocs": lambda: ("docx", gdocs.docx(p, _seed(doc))),
        "chrome_hf": lambda: ("chrome", chrome.page(p)),
        "postscript": lambda: ("ps", postscript.program(p)),
    }[doc.generator]()
    return (*made, truth(person))


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    if kind in lo.FILTERS:
        return lo.to_pdf(content, kind), "pdf"
    if kind == "docx":
        return content, "docx"
    if kind == "chrome":
        return chrome.print_pdf(content), "pdf"
    if kind == "ps":
        return postscript.distil(content), "pdf"
    inner_kind, inner, inner_doc = content
    pdf = _print(inner_kind, inner, inner_doc)[0]
    doc.pages = len(PdfReader(io.BytesIO(pdf)).pages)
    if doc.generator in ONE_PAGE and doc.pages != 1:
        raise ValueError(f"{doc.doc_id}: one page on the desk, but its layout has {doc.pages}")
    make, _ = images.KINDS[doc.generator]
    return make(pdf, _seed(doc), doc.language == "zh")


def _rtf_text(data: bytes) -> str:
    text = data.decode("ascii")
    text = re.sub(r"\\u(-?\d+)\?", lambda m: chr(int(m.group(1)) % 65536), text)
    text = re.sub(r"\\(par|cell|row|tab)\b", "\n", text)
    text = re.sub(r"\\[a-z]+-?\d* ?|[{}]", "", text)
    return text.replace("\\", "")


def text(kind: str, content) -> str:
    """The words a document's source writes (what the plan test finds each fact in)."""
    if kind == "image":
        kind, content = content[0], content[1]
    if kind == "docx":
        with zipfile.ZipFile(io.BytesIO(content)) as z:
            content = z.read("word/document.xml").decode("utf-8").replace("</w:p>", "\n")
    elif kind == "rtf":
        return _rtf_text(content)
    elif kind == "ps":
        return "\n".join(m.replace("\\(", "(").replace("\\)", ")")
                         for m in re.findall(r"\(((?:[^()\\]|\\.)*)\) *(?:show|ashow|widthshow|"
                                             r"dup)", content))  # fmt: skip
    if isinstance(content, bytes):
        content = content.decode("utf-8")
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", content.replace("</text:p>", "\n")))


def _office_sources(doc: Doc) -> list[tuple[bytes, str]]:
    kind, content, _ = source(doc)
    if kind == "image":
        kind, content = content[0], content[1]
    return [(content, kind)] if kind in lo.FILTERS else []


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    lo.prepare([s for doc in docs for s in _office_sources(doc)])  # one LibreOffice start
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "2 documents")


if __name__ == "__main__":
    main()
