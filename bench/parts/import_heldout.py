"""Held-out import documents (issue 27): resumes the parser was not written against, made by
code written apart from the tuning corpus. Chromium prints five HTML styles of
bench/parts/heldout_html.py; python-docx builds a table-layout Word file; plain text in an
e-mail's shape; Markdown with unusual headings; scans (a printed page rendered by pdftoppm,
turned slightly and speckled with Pillow). Each document has its ground truth, the JSON
Resume document that was rendered (bench/parts/heldout_people.py).

    plan() -> [(document id, person key, style)]
    build(rows, folder) -> [Built(...)]  (Chromium launched once for all the PDFs)
"""

from __future__ import annotations

import io
import os
import random
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.parts.heldout_html import STYLES as HTML_STYLES
from bench.parts.heldout_people import language_of, person
from bench.parts.heldout_text import cert_line, degree, language_line, place, skill_line, span

CHROMIUM = os.environ.get("CVAGENT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]

# (document id, person, style); a scan names the HTML style it prints first.
PLAN: list[tuple[str, str, str]] = [
    ("pharmacist-icons", "pharmacist", "icon_header"),
    ("civil-timeline", "civil", "timeline"),
    ("teacher-skillbars", "teacher", "skill_bars"),
    ("paralegal-serif", "paralegal", "serif_cv"),
    ("chef-docx", "chef", "docx_tables"),
    ("uxr-email", "uxr", "email_text"),
    ("uxr-markdown", "uxr", "markdown"),
    ("kuaiji-grid", "kuaiji", "zh_grid"),
    ("hushi-timeline", "hushi", "timeline"),
    ("xiaoshou-docx", "xiaoshou", "docx_tables"),
    ("hushi-markdown", "hushi", "markdown"),
    ("xiaoshou-grid", "xiaoshou", "zh_grid"),
    ("kuaiji-email", "kuaiji", "email_text"),
    ("chef-icons", "chef", "icon_header"),
    ("paralegal-skillbars", "paralegal", "skill_bars"),
    ("civil-serif", "civil", "serif_cv"),
    ("teacher-docx", "teacher", "docx_tables"),
    ("pharmacist-scan", "pharmacist", "scan:serif_cv"),
    ("kuaiji-scan", "kuaiji", "scan:zh_grid"),
]
SMOKE = ["civil-timeline", "kuaiji-grid"]


@dataclass
class Built:
    doc_id: str
    style: str
    language: str
    path: Path
    truth: dict[str, Any]


def plan(smoke: bool = False) -> list[tuple[str, str, str]]:
    return [row for row in PLAN if not smoke or row[0] in SMOKE]


def docx_tables(doc: dict[str, Any], lang: str) -> bytes:
    from docx import Document
    from docx.shared import Pt

    zh = lang == "zh"
    b = doc["basics"]
    word = Document()
    word.styles["Normal"].font.size = Pt(10)
    head = word.add_table(rows=1, cols=2)
    left, right = head.rows[0].cells
    left.paragraphs[0].add_run(b["name"]).bold = True
    left.paragraphs[0].runs[0].font.size = Pt(20)
    left.add_paragraph(b["label"])
    right.paragraphs[0].add_run(b["email"])
    right.add_paragraph(b["phone"])
    right.add_paragraph(place(b, lang))
    word.add_heading("个人简介" if zh else "About Me", level=2)
    word.add_paragraph(b["summary"])
    word.add_heading("工作经历" if zh else "Employment History", level=2)
    table = word.add_table(rows=0, cols=2)
    for job in doc["work"]:
        when_cell, what = table.add_row().cells
        when_cell.text = span(job, lang, "numeric")
        what.paragraphs[0].add_run(f"{job['position']} — {job['name']}").bold = True
        what.add_paragraph(job["location"])
        for line in job["highlights"]:
            what.add_paragraph(line, style="List Bullet")
    word.add_heading("教育经历" if zh else "Education & Training", level=2)
    table = word.add_table(rows=0, cols=2)
    for school in doc["education"]:
        when_cell, what = table.add_row().cells
        when_cell.text = span(school, lang, "numeric")
        what.text = f"{school['institution']}\n{degree(school, lang)}"
    word.add_heading("技能" if zh else "Key Skills", level=2)
    table = word.add_table(rows=0, cols=2)
    table.style = "Table Grid"
    for skill in doc["skills"]:
        name, words = table.add_row().cells
        name.text = skill["name"]
        words.text = ("、" if zh else ", ").join(skill["keywords"])
    if doc.get("certificates"):
        word.add_heading("证书" if zh else "Licenses & Certifications", level=2)
        for cert in doc["certificates"]:
            word.add_paragraph(cert_line(cert, lang), style="List Bullet")
    word.add_heading("语言" if zh else "Languages", level=2)
    for item in doc["languages"]:
        word.add_paragraph(language_line(item, lang), style="List Bullet")
    out = io.BytesIO()
    word.save(out)
    return out.getvalue()


def email_text(doc: dict[str, Any], lang: str) -> bytes:
    b = doc["basics"]
    zh = lang == "zh"
    lines = (
        ["您好，", "", "附上我的简历，请查阅。谢谢！", "", "-----", ""]
        if zh
        else [
            "Hi Sam,",
            "",
            "As promised, my resume is pasted below.",
            "",
            "Best,",
            "Ingrid",
            "",
            "-----",
            "",
        ]
    )
    lines += [b["name"], b["label"], f"{b['email']} | {b['phone']} | {place(b, lang)}"]
    if b.get("url"):
        lines.append(b["url"])

    def section(title: str) -> None:
        lines.extend(["", title, "=" * (len(title) * (2 if zh else 1))])

    section("个人概述" if zh else "SUMMARY")
    lines.append(b["summary"])
    section("工作经验" if zh else "WORK HISTORY")
    for job in doc["work"]:
        lines += ["", f"{job['position']}, {job['name']} ({job['location']})", span(job, lang)]
        lines += [f"  * {line}" for line in job["highlights"]]
    section("学历" if zh else "EDUCATION")
    for school in doc["education"]:
        lines += [f"{school['institution']} — {degree(school, lang)} ({span(school, lang)})"]
    section("技能" if zh else "SKILLS")
    lines += [skill_line(skill, lang) for skill in doc["skills"]]
    if doc.get("certificates"):
        section("证书" if zh else "CERTIFICATIONS")
        lines += [cert_line(cert, lang) for cert in doc["certificates"]]
    section("语言" if zh else "LANGUAGES")
    lines += [language_line(item, lang) for item in doc["languages"]]
    return ("\n".join(lines) + "\n").encode("utf-8")


def markdown(doc: dict[str, Any], lang: str) -> bytes:
    b = doc["basics"]
    zh = lang == "zh"
    heads = (
        ["关于我", "我的职业旅程", "求学之路", "我擅长的", "持证上岗", "我会说的语言"]
        if zh
        else [
            "Hello!",
            "Where I've Been",
            "Where I Learned",
            "What I Bring",
            "Credentials",
            "Languages I Speak",
        ]
    )
    lines = [
        f"# {b['name']}",
        f"*{b['label']}*",
        "",
        f"📧 {b['email']} · 📞 {b['phone']} · 📍 {place(b, lang)}",
    ]
    if b.get("url"):
        lines[-1] += f" · 🔗 {b['url']}"
    lines += ["", f"## {heads[0]}", "", b["summary"], "", f"## {heads[1]}"]
    for job in doc["work"]:
        lines += [
            "",
            f"### {job['position']} @ {job['name']}",
            f"_{span(job, lang)} · {job['location']}_",
            "",
        ]
        lines += [f"- {line}" for line in job["highlights"]]
    lines += ["", f"## {heads[2]}", ""]
    for school in doc["education"]:
        lines += [f"**{school['institution']}** — {degree(school, lang)}, {span(school, lang)}  "]
    lines += ["", f"## {heads[3]}", ""]
    lines += [f"- **{skill['name']}**: {', '.join(skill['keywords'])}" for skill in doc["skills"]]
    if doc.get("certificates"):
        lines += ["", f"## {heads[4]}", ""] + [
            f"- {cert_line(c, lang)}" for c in doc["certificates"]
        ]
    lines += ["", f"## {heads[5]}", ""] + [f"- {language_line(i, lang)}" for i in doc["languages"]]
    return ("\n".join(lines) + "\n").encode("utf-8")


def scan(pdf: bytes, folder: Path, name: str, jpeg: bool) -> Path:
    """First page at 150 dpi, turned 1.3 degrees, grey speckles, saved as PNG or JPEG."""
    from PIL import Image

    source = folder / f"{name}.source.pdf"
    source.write_bytes(pdf)
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            "150",
            "-f",
            "1",
            "-l",
            "1",
            "-png",
            "-singlefile",
            str(source),
            str(folder / name),
        ],
        check=True,
    )
    image = Image.open(folder / f"{name}.png").convert("L")
    image = image.rotate(-1.3 if jpeg else 1.1, expand=True, fillcolor=255)
    rng = random.Random(name)
    pixels = image.load()
    width, height = image.size
    for _ in range(width * height // 200):
        x, y = rng.randrange(width), rng.randrange(height)
        pixels[x, y] = rng.choice((90, 140, 200))
    target = folder / (f"{name}.jpg" if jpeg else f"{name}.png")
    image.save(target, quality=85) if jpeg else image.save(target)
    return target


def build(rows: list[tuple[str, str, str]], folder: Path) -> list[Built]:
    folder.mkdir(parents=True, exist_ok=True)
    needs_browser = any(style.split(":")[-1] in HTML_STYLES for _, _, style in rows)
    out = []
    with _Printer(needs_browser) as printer:
        for doc_id, key, style in rows:
            lang, truth = language_of(key), person(key)
            base = style.split(":")[-1]
            if base in HTML_STYLES:
                pdf = printer.pdf(HTML_STYLES[base](truth, lang))
                if style.startswith("scan:"):
                    path = scan(pdf, folder, doc_id, jpeg=lang == "zh")
                else:
                    path = folder / f"{doc_id}.pdf"
                    path.write_bytes(pdf)
            else:
                content = {
                    "docx_tables": docx_tables,
                    "email_text": email_text,
                    "markdown": markdown,
                }
                suffix = {"docx_tables": "docx", "email_text": "txt", "markdown": "md"}[style]
                path = folder / f"{doc_id}.{suffix}"
                path.write_bytes(content[style](truth, lang))
            out.append(Built(doc_id, style, lang, path, truth))
    return out


class _Printer:
    def __init__(self, needed: bool):
        self.needed = needed

    def __enter__(self) -> _Printer:
        if self.needed:
            from playwright.sync_api import sync_playwright

            self._play = sync_playwright().start()
            self._browser = self._play.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
            )
            self._page = self._browser.new_page()
        return self

    def pdf(self, html: str) -> bytes:
        self._page.set_content(html, wait_until="load")
        return self._page.pdf(format="A4", print_background=True, prefer_css_page_size=True)

    def __exit__(self, *exc: object) -> None:
        if self.needed:
            self._browser.close()
            self._play.stop()
