"""pandoc: the Markdown of texts.markdown turned into a standalone HTML page (printed by
Chromium, with a small static-site stylesheet) or into a DOCX (pandoc's default reference
document: Heading styles, 'Compact' lists, a real table for the 'setext' flavour's skill
table). Smart punctuation is off, so the words stay those of the truth."""

from __future__ import annotations

import subprocess

from bench.parts.import_blind3.texts import markdown

CSS = """<style>
@page { size: A4; margin: 16mm 18mm; }
body { font-family: 'DejaVu Serif', 'Noto Serif CJK SC', serif; font-size: 10.5pt; max-width: none;
  line-height: 1.35; color: #222; }
h1 { font-size: 22pt; margin: 0 0 2mm; border-bottom: 3px double #444; }
h2 { font-size: 13pt; margin: 5mm 0 1mm; color: #0b4f6c; }
h3 { font-size: 11pt; margin: 3mm 0 0; }
table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 1mm 2mm; }
</style>"""


def _pandoc(text: str, to: str, *extra: str) -> bytes:
    done = subprocess.run(
        ["pandoc", "-f", "markdown-smart", "-t", to, *extra],
        input=text.encode(),
        capture_output=True,
        check=True,
        timeout=120,
    )
    return done.stdout


def html(person: dict, flavor: str) -> tuple[str, dict]:
    text, t = markdown(person, flavor)
    title = person["basics"]["name"]
    page = _pandoc(
        text, "html5", "-s", "--metadata", f"pagetitle={title}", "-V", f"header-includes={CSS}"
    )
    return page.decode(), t


def docx(person: dict, flavor: str) -> tuple[bytes, dict]:
    text, t = markdown(person, flavor)
    return _pandoc(text, "docx", "-o", "-"), t
