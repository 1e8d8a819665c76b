"""Kept-out documents of the text8b round (issue 27): text-browser dumps of job-site pages and
form grids for `mutool create`, the generator kinds of blind set 8's w3m_dump and
mutool_create families, but other people, professions and layouts (renderers in
bench/parts/kept_text8b_render.py, people of bench/parts/kept_text7b_people.py: interpreter,
arborist, quantity surveyor, ferry engineer; 影视剪辑师, 临床营养师, 桥梁检测工程师). Written
before the round changed the importer, never looked at while its rules were written. 10
documents, 6 English and 4 Chinese; imported from outside and scored by
bench/parts/blind_harness.py like the blind sets.

    .venv/bin/python bench/import_kept_text8b.py [--smoke] [--keep DIR] [--failures]
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.parts import kept_text7b_people as P  # noqa: E402
from bench.parts import kept_text8b_render as R  # noqa: E402
from bench.parts.blind_harness import plan_documents, write_documents  # noqa: E402
from bench.parts.import_blind3.make import Doc  # noqa: E402
from bench.parts.import_blind8 import grid, jobsite  # noqa: E402
from bench.parts.import_blind8.model import HEADINGS  # noqa: E402

PEOPLE = {
    "interpreter": P.INTERPRETER, "arborist": P.ARBORIST, "surveyor": P.SURVEYOR,
    "ferry": P.FERRY, "film": P.FILM_EDITOR, "dietitian": P.DIETITIAN, "bridge": P.BRIDGE,
}  # fmt: skip
CHINESE = {"film", "dietitian", "bridge"}

# (generator, style, person); the style names the layout and the dates.
PLAN = [
    ("w3m_dump", "boxed_ascii_mon", "interpreter"),
    ("w3m_dump", "cards_month", "arborist"),
    ("w3m_dump", "jobsite_cols80_dot", "ferry"),
    ("w3m_dump", "zh_grid_dot", "film"),
    ("w3m_dump", "zh_duties_zh", "dietitian"),
    ("pandoc_plain", "boxed_slash", "surveyor"),
    ("mutool_create", "four_column_mon", "surveyor"),
    ("mutool_create", "four_column_month", "ferry"),
    ("mutool_create", "zh_four_column_dot", "bridge"),
    ("mutool_create", "zh_side_labels_slashzh", "dietitian"),
]
SMOKE = {0, 8}


@dataclass
class KeptDoc(Doc):
    @property
    def ocr(self) -> bool:
        return False


def _jobsite(person: dict, dates: str) -> str:
    """Set 8's job-site page for a person of this set (its headings, these dates)."""
    from bench.parts.import_blind4.model import page

    p = page(person, dates, order=("work", "education", "skills", "languages", "certificates"))
    names = HEADINGS["jobsite"]
    for section in p.sections:
        section.heading = names[section.key]
    return jobsite.html(p)


def _render(doc: Doc) -> tuple[bytes, str]:
    person, style = PEOPLE[doc.person], doc.style
    dates = style.rsplit("_", 1)[1]
    if doc.generator == "mutool_create":
        draw = R.form_side_labels if "side_labels" in style else R.form_four_column
        return grid.to_pdf(draw(person, dates).source()), "pdf"
    if doc.generator == "pandoc_plain":
        return R.pandoc_plain(R.html_boxed(person, dates)), "txt"
    if style.startswith("boxed"):
        return R.w3m(R.html_boxed(person, dates), "-no-graph", "-cols", "100"), "txt"
    if style.startswith("cards"):
        return R.w3m(R.html_cards(person, dates), "-cols", "88"), "txt"
    if style.startswith("jobsite"):
        return R.w3m(_jobsite(person, dates), "-cols", "80", "-no-graph"), "txt"
    if style.startswith("zh_grid"):
        return R.w3m(R.html_zh_grid(person, dates), "-cols", "90"), "txt"
    return R.w3m(R.html_duty_column(person, dates), "-cols", "80",
                 "-o", "display_borders=1"), "txt"  # fmt: skip


def plan(smoke: bool = False) -> list[Doc]:
    chinese = {k: PEOPLE[k] for k in CHINESE}
    return plan_documents(PLAN, SMOKE if smoke else None, chinese, "k8b", KeptDoc)


def build(docs: list[Doc], folder: Path) -> list[Doc]:
    def source(doc: Doc) -> tuple[str, Doc, dict]:
        return "doc", doc, PEOPLE[doc.person]

    return write_documents(docs, folder, source, lambda _kind, doc, _d: _render(doc))


def main() -> None:
    import argparse

    from bench.parts.blind_harness import failures, run

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="2 documents")
    parser.add_argument("--keep", type=Path, help="build into this folder and keep it")
    parser.add_argument("--failures", action="store_true", help="list each document's misses")
    args = parser.parse_args()
    rows = run("kept8b", plan, build, args.smoke, args.keep)
    if args.failures:
        failures(rows)


if __name__ == "__main__":
    main()
