"""Generates the import accuracy corpus: each person of people.py rendered by a different tool
and layout, beside its expected JSON Resume. Run from the repository root after installing the
corpus extra (pip install -e .[corpus]):

    .venv/bin/python -m tests.resumes.importing.corpus.make_corpus

WeasyPrint (one column; a two-column sidebar; Chinese), reportlab (one column, dates set
right in a table), fpdf2 (a right-hand sidebar), python-docx (tables and list styles; Chinese
with Word's heading styles and numbered lists), Markdown and pasted text in English and
Chinese, and a LinkedIn data export.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from tests.resumes.importing.corpus import people, render_html, render_other, render_text

HERE = Path(__file__).resolve().parent
FILES = HERE / "files"


def weasy(html: str) -> bytes:
    from weasyprint import HTML

    return HTML(string=html).write_pdf()


def documents() -> dict[str, tuple[bytes, dict]]:
    """name -> (file bytes, expected document)."""
    maria, james, priya, wang, chen = (
        people.MARIA, people.JAMES, people.PRIYA, people.WANG, people.CHEN
    )  # fmt: skip
    james_shown = copy.deepcopy(james)
    return {
        "en_weasyprint_single.pdf": (weasy(render_html.weasy_single(maria)), maria),
        "en_weasyprint_sidebar.pdf": (weasy(render_html.weasy_sidebar(james)), james_shown),
        "en_reportlab_single.pdf": (render_other.reportlab_pdf(priya), priya),
        "en_fpdf2_sidebar.pdf": (render_other.fpdf_pdf(priya), priya),
        "zh_weasyprint.pdf": (weasy(render_html.zh_weasy(wang)), wang),
        "en_tables.docx": (render_other.docx_tables(james), james),
        "zh_headings_lists.docx": (render_other.docx_headings_zh(chen), chen),
        "en_resume.md": (render_text.markdown_en(maria).encode(), maria),
        "zh_resume.md": (render_text.markdown_zh(wang).encode(), wang),
        "en_pasted.txt": (render_text.text_en(maria).encode(), maria),
        "zh_pasted.txt": (render_text.text_zh(chen).encode(), chen),
        "linkedin_export.zip": (
            render_text.linkedin_zip(james),
            render_text.linkedin_expected(james),
        ),
    }


def main() -> None:
    FILES.mkdir(exist_ok=True)
    for name, (content, expected) in documents().items():
        (FILES / name).write_bytes(content)
        stem = name.rsplit(".", 1)[0]
        (FILES / f"{stem}.expected.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        print(f"{name}: {len(content):,} bytes")


if __name__ == "__main__":
    main()
