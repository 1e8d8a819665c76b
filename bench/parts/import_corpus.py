"""The generated import corpus: sixteen people (eight professions in English, eight in
Chinese, `import_people.py`) each rendered by several generators, with ground truth.

Generators: `chromium-single` (HTML one column printed by Chromium), `chromium-design`
(a design-tool template: words placed by position with no space glyph, letter-spaced
headings, a sidebar with skill bars, a running footer), `linkedin-pdf` (a LinkedIn "Save to
PDF"-like profile), `docx` (python-docx with heading styles and a skills table),
`docx-textbox` (a Word template whose sidebar is a floating text box), `markdown`,
`text`, `form` (a pasted web form), and, from the one-column PDF, `scan-png` (turned 1-3°,
paper noise), `photo-jpeg` (turned, uneven light, blur, JPEG) and `scan-pdf` (an image-only
PDF). People of the held-out professions (`HELD_OUT`) are reported apart.

    .venv/bin/python -m bench.parts.import_corpus --out var/import-corpus   # write the files
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.parts import import_renderers as r
from bench.parts.import_people import EN, HELD_OUT, ZH, person

TEXT_GENERATORS = ("chromium-single", "chromium-design", "linkedin-pdf", "docx",
                   "docx-textbox", "markdown", "text", "form")  # fmt: skip
OCR_GENERATORS = ("scan-png", "photo-jpeg", "scan-pdf")
SUFFIXES = {"docx": "docx", "docx-textbox": "docx", "markdown": "md", "text": "txt",
            "form": "txt", "scan-png": "png", "photo-jpeg": "jpg"}  # fmt: skip


@dataclass
class Document:
    name: str
    generator: str
    language: str
    profession: str
    held_out: bool
    content: bytes
    expected: dict[str, Any]

    @property
    def ocr(self) -> bool:
        return self.generator in OCR_GENERATORS


def plan(smoke: bool = False) -> list[tuple[str, int, str]]:
    """(language, person index, generator) of every document."""
    rows = []
    for language, table in (("en", EN), ("zh", ZH)):
        for index in range(len(table)):
            generators = [
                "chromium-single" if index % 2 == 0 else "chromium-design",
                "linkedin-pdf" if language == "en" or index % 2 else "docx",
                "docx" if language == "en" else "chromium-single",
                "docx-textbox" if index % 4 == 1 else "docx",
                "markdown" if index % 2 else "text",
                "form",
                OCR_GENERATORS[index % 3],
            ]
            rows.extend((language, index, g) for g in dict.fromkeys(generators))
    if smoke:
        seen: set[tuple[str, str]] = set()
        rows = [
            row for row in rows if (row[0], row[2]) not in seen and not seen.add((row[0], row[2]))
        ]
    return rows


def build(smoke: bool = False) -> list[Document]:
    from tests.resumes.importing.corpus import chromium, scans

    rows = plan(smoke)
    html: dict[tuple[str, int, str], tuple[str, dict]] = {}
    for language, index, generator in rows:
        _, p = person(language, index)
        if generator == "chromium-design":
            html[(language, index, generator)] = (
                chromium.designed(p),
                chromium.designed_expected(p),
            )
        elif generator == "linkedin-pdf":
            html[(language, index, generator)] = r.linkedin(p, language)
        elif generator in ("chromium-single", *OCR_GENERATORS):
            html[(language, index, "chromium-single")] = r.html_single(p, language)
    keys = list(html)
    printed = dict(zip(keys, chromium.print_pdfs([html[k][0] for k in keys]), strict=True))
    out = []
    for language, index, generator in rows:
        profession, p = person(language, index)
        key = (language, index, generator)
        if generator in ("chromium-single", "chromium-design", "linkedin-pdf"):
            content, expected = printed[key], html[key][1]
        elif generator in OCR_GENERATORS:
            pdf = printed[(language, index, "chromium-single")]
            page = scans.pages(pdf, dpi=200, limit=1)[0]
            angle = scans.angle_for(index + (0 if language == "en" else 50))
            if generator == "scan-png":
                content = scans.encode(scans.scanned(page, angle, seed=index), "png")
            elif generator == "photo-jpeg":
                content = scans.encode(scans.photographed(page, angle, seed=index), "jpeg")
            else:
                content = scans.image_pdf([scans.scanned(page, angle, seed=index)])
            expected = p
        else:
            content, expected = getattr(r, generator.replace("-", "_"))(p, language)
        suffix = SUFFIXES.get(generator, "pdf")
        out.append(
            Document(
                name=f"{language}-{index}-{generator}.{suffix}",
                generator=generator,
                language=language,
                profession=profession,
                held_out=profession in HELD_OUT,
                content=content,
                expected=expected,
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("var/import-corpus"))
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    documents = build(args.smoke)
    for d in documents:
        (args.out / d.name).write_bytes(d.content)
        (args.out / f"{d.name}.expected.json").write_text(
            json.dumps(d.expected, ensure_ascii=False, indent=2), encoding="utf-8"
        )
    generators = {d.generator for d in documents}
    professions = {d.profession for d in documents}
    print(
        f"{len(documents)} documents, {len(generators)} generators, {len(professions)} "
        f"professions, held out: {sum(d.held_out for d in documents)} -> {args.out}"
    )


if __name__ == "__main__":
    main()
