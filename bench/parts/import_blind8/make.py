"""Blind held-out resumes for the importer, set 8 (issue 27): 32 documents, 16 English and 16
Chinese, from 8 generators sets 1-7 never used, 8 professions sets 1-7 did not use, each with
its JSON Resume truth `<name>.expected.json`.

    .venv/bin/python bench/parts/import_blind8/make.py OUT_DIR [--smoke]

Generators: pango_cairo (a sidebar design drawn by Pango and cairo, the GTK / Firefox-on-Linux
print path), editor_print (a plain-text CV printed from a text editor through the same path:
monospaced, a running header with the file name and 'Page 1 of 2'), pdfmake (a web résumé
builder's client-side PDF library, run by node), w3m_dump (a job-site profile page dumped by
the text browser w3m, uploaded as .txt), mutool_create (a 履历表-like form grid written as a raw
content stream for MuPDF's `mutool create`, Chinese in a non-embedded CID font), and three
image kinds: sandwich (a grey office scan made searchable by Tesseract's PDF renderer),
phone_warp (a photo of the page on a desk at an angle, under a shadow, JPEG) and chat_preview
(a chat app's long screenshot of a document preview drawn by Pillow)."""

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
from bench.parts.import_blind8 import builder, grid, images, jobsite, pango  # noqa: E402
from bench.parts.import_blind8.model import PEOPLE, person_page, plain_lines  # noqa: E402
from bench.parts.import_blind8.people_zh import PEOPLE_ZH  # noqa: E402

TEXT_GENERATORS = ("pango_cairo", "editor_print", "pdfmake", "w3m_dump", "mutool_create")
GENERATORS = (*TEXT_GENERATORS, *images.KINDS)
DATES = {
    "sidebar": "month", "zh_sidebar": "dot", "editor": "dash", "zh_editor": "zh",
    "builder": "sq", "zh_builder": "zh", "jobsite": "slash", "zh_jobsite": "dash",
    "grid": "mon", "zh_grid": "slashzh",
}  # fmt: skip

# (generator, style, person); an image's style names the layout it shows (sidebar, editor,
# builder), a chat preview's the headings of its text.
PLAN = [
    ("pango_cairo", "sidebar", "glass"),
    ("pango_cairo", "sidebar", "crane"),
    ("pango_cairo", "sidebar", "bees"),
    ("pango_cairo", "zh_sidebar", "tea"),
    ("pango_cairo", "zh_sidebar", "drone"),
    ("editor_print", "editor", "glass"),
    ("editor_print", "editor", "bees"),
    ("editor_print", "editor", "prosthetist"),
    ("editor_print", "zh_editor", "drone"),
    ("editor_print", "zh_editor", "acupuncture"),
    ("pdfmake", "builder", "prosthetist"),
    ("pdfmake", "builder", "bees"),
    ("pdfmake", "zh_builder", "tea"),
    ("pdfmake", "zh_builder", "diver"),
    ("pdfmake", "zh_builder", "acupuncture"),
    ("w3m_dump", "jobsite", "glass"),
    ("w3m_dump", "jobsite", "prosthetist"),
    ("w3m_dump", "zh_jobsite", "diver"),
    ("w3m_dump", "zh_jobsite", "drone"),
    ("mutool_create", "grid", "crane"),
    ("mutool_create", "zh_grid", "tea"),
    ("mutool_create", "zh_grid", "acupuncture"),
    ("sandwich", "editor", "glass"),
    ("sandwich", "sidebar", "crane"),
    ("sandwich", "zh_editor", "diver"),
    ("sandwich", "zh_sidebar", "acupuncture"),
    ("phone_warp", "sidebar", "bees"),
    ("phone_warp", "editor", "prosthetist"),
    ("phone_warp", "zh_sidebar", "drone"),
    ("chat_preview", "builder", "crane"),
    ("chat_preview", "zh_builder", "tea"),
    ("chat_preview", "zh_builder", "diver"),
]
SMOKE = (18, 19)  # a Chinese w3m dump and a mutool form (English): no office suite, no OCR
DPI = {"sandwich": 300, "phone_warp": 150}


@dataclass
class Doc(Blind3Doc):
    @property
    def ocr(self) -> bool:
        return self.generator in images.KINDS

    @property
    def linkedin(self) -> bool:
        return False


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, set(SMOKE) if smoke else None, PEOPLE_ZH, "h", Doc)


def _seed(doc: Doc) -> int:
    return 8800 + PLAN.index((doc.generator, doc.style, doc.person))


def source(doc: Doc) -> tuple[str, object, dict]:
    """(kind, content, truth) before any engine runs: kind is the source's format ('pango'
    job, 'pdfmake' definition, 'html', 'mutool' stream) or 'image' (the shown source's kind
    and content) or 'chat' (lines)."""
    person = PEOPLE[doc.person]
    p = person_page(person, DATES[doc.style], doc.style)
    made = {
        "pango_cairo": lambda: ("pango", pango.sidebar_job(p)),
        "editor_print": lambda: ("pango", pango.editor_job(plain_lines(p), p.zh)),
        "pdfmake": lambda: ("pdfmake", builder.doc(p)),
        "w3m_dump": lambda: ("html", jobsite.html(p)),
        "mutool_create": lambda: ("mutool", grid.draw(p)),
        "chat_preview": lambda: ("chat", plain_lines(p, "")),
    }
    if doc.generator in ("sandwich", "phone_warp"):
        job = (pango.sidebar_job(p) if "sidebar" in doc.style
               else pango.editor_job(plain_lines(p), p.zh, 8))  # fmt: skip
        return "image", ("pango", job), truth(person)
    return (*made[doc.generator](), truth(person))


def _print(kind: str, content, doc: Doc) -> tuple[bytes, str]:
    """The file a person would upload: its bytes and extension."""
    if kind == "pango":
        return pango.render(content), "pdf"
    if kind == "pdfmake":
        return builder.to_pdf(content), "pdf"
    if kind == "html":
        return jobsite.dump(content), "txt"
    if kind == "mutool":
        return grid.to_pdf(content.source()), "pdf"
    doc.pages = 1
    zh = doc.language == "zh"
    if kind == "chat":
        return images.chat_preview(content, _seed(doc), zh)
    png = pango.render(content[1], "png", DPI[doc.generator])
    return getattr(images, doc.generator)(png, _seed(doc), zh)


def text(kind: str, content) -> str:
    """The words a document's source writes (what the plan test finds each fact in)."""
    if kind == "image":
        kind, content = content
    if kind == "pango":
        return pango.source_text(content)
    if kind == "pdfmake":
        return builder.source_text(content)
    if kind == "mutool":
        return "\n".join(content.strings)
    if kind == "chat":
        return "\n".join(content)
    import html as html_lib
    import re

    return html_lib.unescape(re.sub(r"<[^>]+>", " ", content))


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    return write_documents(docs, folder, source, _print)


def main() -> None:
    make_command(__doc__.splitlines()[0], plan, build, "2 documents")


if __name__ == "__main__":
    main()
