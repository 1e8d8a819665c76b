"""Exports: the produced files are opened and read (PDF text, DOCX styles, Markdown, JSON)."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from docx import Document
from docx.oxml.ns import qn
from pypdf import PdfReader

from resumes.exporting import export_document, export_filename, export_resume
from resumes.exporting.docx import CJK_FONT
from resumes.importing import import_resume
from resumes.rendering import THEMES
from resumes.schema import validate_document
from resumes.themes import theme_info
from tests.factories import ResumeFactory
from tests.resumes.documents import load, raw

pytestmark = pytest.mark.django_db


@pytest.fixture
def en_resume(user):
    return ResumeFactory(
        owner=user, title="Ada Lovelace CV", data=validate_document(load("en_two_page"))
    )


@pytest.fixture
def zh_resume(user):
    return ResumeFactory(
        owner=user,
        title="李明 前端简历",
        data=validate_document(load("zh_two_page")),
        language="zh-hans",
        theme="modern",
    )


def pdf_text(content: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def test_json_export_round_trips_through_import(user):
    first = import_resume(owner=user, raw=raw("en_two_page"))

    exported = export_resume(first, "json")
    second = import_resume(owner=user, raw=exported.content)

    assert second.data == first.data
    assert second.data["x-notes"] == {"source": "kept through import and export"}
    assert second.data["$schema"].endswith("schema.json")


def test_json_export_orders_keys_like_the_schema_whatever_the_stored_order():
    def reversed_keys(value):
        if isinstance(value, dict):
            return {key: reversed_keys(value[key]) for key in reversed(value)}
        if isinstance(value, list):
            return [reversed_keys(item) for item in value]
        return value

    stored = reversed_keys(load("en_two_page"))

    exported = json.loads(
        export_document(stored, "json", theme="classic", language="en", name="x").content
    )

    assert exported == stored
    assert list(exported)[:3] == ["$schema", "basics", "work"]
    assert list(exported)[-1] == "x-notes"
    assert list(exported["basics"])[:3] == ["name", "label", "email"]
    assert list(exported["work"][0])[:2] == ["name", "location"]


def test_json_export_keeps_chinese_readable(zh_resume):
    exported = export_resume(zh_resume, "json")

    assert "腾讯".encode() in exported.content
    assert json.loads(exported.content) == zh_resume.data


def test_markdown_export_has_every_section(en_resume):
    text = export_resume(en_resume, "markdown").content.decode("utf-8")

    for heading in (
        "Summary",
        "Experience",
        "Projects",
        "Volunteering",
        "Education",
        "Awards",
        "Certificates",
        "Publications",
        "Skills",
        "Languages",
        "Interests",
        "References",
    ):
        assert f"\n## {heading}\n" in text, heading
    assert text.startswith("# Ada Lovelace\n")
    assert "### Senior Software Engineer · [Analytical Engines Ltd]" in text
    assert "*Mar 2021 – Present · London*" in text
    assert "\n- Cut p99 checkout latency from 1.8 s to 420 ms" in text
    assert "- **Backend** (Expert): Python, Django, Go, Rust, PostgreSQL" in text
    assert "> — Charles Babbage, CTO of Analytical Engines" in text


def test_markdown_export_in_chinese_uses_chinese_headings(zh_resume):
    text = export_resume(zh_resume, "markdown").content.decode("utf-8")

    assert "\n## 工作经历\n" in text
    assert "### 前端工程师 · 腾讯" in text
    assert "*2023年7月 – 至今 · 北京*" in text


def test_markdown_export_escapes_formatting_in_text():
    data = {"basics": {"name": "Ada *the* [first]"}, "work": [{"highlights": ["# not a heading"]}]}

    text = export_document(data, "markdown", theme="classic", language="en", name="x").content

    assert b"# Ada \\*the\\* \\[first\\]" in text
    assert b"- \\# not a heading" in text


def test_docx_export_has_headings_and_bullet_lists(en_resume):
    document = Document(io.BytesIO(export_resume(en_resume, "docx").content))

    by_style: dict[str, list[str]] = {}
    for paragraph in document.paragraphs:
        by_style.setdefault(paragraph.style.name, []).append(paragraph.text)
    assert by_style["Title"] == ["Ada Lovelace"]
    assert "Experience" in by_style["Heading 1"]
    assert "Education" in by_style["Heading 1"]
    assert any(text.startswith("Senior Software Engineer") for text in by_style["Heading 2"])
    assert (
        "Designed the idempotent payment API now used by 40 internal services"
        in (by_style["List Bullet"])
    )


def test_docx_export_sets_the_cjk_font_on_runs(zh_resume):
    document = Document(io.BytesIO(export_resume(zh_resume, "docx").content))

    headings = [p for p in document.paragraphs if p.style.name == "Heading 2"]
    tencent = next(p for p in headings if "腾讯" in p.text)
    assert "前端工程师" in tencent.text
    fonts = tencent.runs[0].element.rPr.rFonts
    assert fonts.get(qn("w:eastAsia")) == CJK_FONT
    assert "工作经历" in [p.text for p in document.paragraphs if p.style.name == "Heading 1"]


def test_docx_export_letter_page_size(en_resume):
    document = Document(io.BytesIO(export_resume(en_resume, "docx", page_size="letter").content))

    assert round(document.sections[0].page_width.inches, 1) == 8.5


def test_pdf_export_contains_the_name_and_a_chinese_work_entry(zh_resume):
    text = pdf_text(export_resume(zh_resume, "pdf").content)

    assert "李明" in text
    assert "腾讯" in text
    assert "前端工程师" in text


def test_pdf_export_contains_the_english_name(en_resume):
    text = pdf_text(export_resume(en_resume, "pdf").content)

    assert "Ada Lovelace" in text
    assert "Analytical Engines Ltd" in text


@pytest.mark.parametrize("theme", THEMES)
def test_pdf_embeds_noto_cjk_fonts_in_each_theme(theme):
    content = export_document(
        load("zh_two_page"), "pdf", theme=theme, language="zh-hans", name="x"
    ).content

    reader = PdfReader(io.BytesIO(content))
    fonts = {
        str(font["/BaseFont"])
        for page in reader.pages
        for font in page["/Resources"]["/Font"].values()
    }
    assert any("CJK" in font for font in fonts), fonts
    assert "腾讯" in pdf_text(content)


# A 1x1 PNG: the smallest photo there is.
PHOTO = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8Dw"
    "HwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
)


@pytest.mark.parametrize("theme", THEMES)
def test_pdf_embeds_an_inline_photo(theme):
    data = {"basics": {"name": "Ada Lovelace", "image": PHOTO}}

    content = export_document(data, "pdf", theme=theme, language="en", name="x").content

    # The plain (ATS) theme leaves the photo out: a tracking system gains nothing from it.
    expected = 1 if theme_info(theme).photo else 0
    assert len(PdfReader(io.BytesIO(content)).pages[0].images) == expected


@pytest.mark.parametrize("theme", THEMES)
def test_pdf_render_reads_all_of_the_theme_css(theme, caplog):
    # WeasyPrint warns about CSS it ignores; a theme relying on such CSS looks wrong on paper.
    with caplog.at_level("WARNING", logger="weasyprint"):
        export_document(load("en_two_page"), "pdf", theme=theme, language="en", name="x")

    assert [r.getMessage() for r in caplog.records if r.name.startswith("weasyprint")] == []


@pytest.mark.parametrize(("page_size", "points"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_pdf_export_page_size(en_resume, page_size, points):
    content = export_resume(en_resume, "pdf", page_size=page_size).content

    box = PdfReader(io.BytesIO(content)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == points


@pytest.mark.parametrize("theme", THEMES)
def test_pdf_never_separates_an_entry_heading_from_its_first_line(theme):
    work = [
        {
            "name": f"Company {n:02d}",
            "position": f"Role {n:02d}",
            "startDate": "2020-01",
            "summary": f"Opening line of entry {n:02d}." + " Filler words." * (n % 4),
            "highlights": [f"Detail {n:02d}-{k}" for k in range(1 + n % 3)],
        }
        for n in range(40)
    ]
    content = export_document(
        {"basics": {"name": "Paging Test"}, "work": work},
        "pdf",
        theme=theme,
        language="en",
        name="x",
    ).content

    pages = [page.extract_text() for page in PdfReader(io.BytesIO(content)).pages]
    assert len(pages) >= 3

    def page_of(text: str) -> int:
        return next(i for i, page in enumerate(pages) if text in page)

    for n in range(40):
        assert page_of(f"Role {n:02d}") == page_of(f"Opening line of entry {n:02d}"), n


def test_export_filename_keeps_cjk_and_replaces_unsafe_characters():
    assert export_filename("李明 / 前端: 简历", "pdf") == "李明 - 前端- 简历.pdf"
    assert export_filename("...", "md") == "resume.md"


def test_export_view_downloads_with_an_rfc5987_filename(client, user, zh_resume):
    client.force_login(user)

    response = client.get(reverse("io:export", args=[zh_resume.pk, "docx"]))

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    disposition = response["Content-Disposition"]
    assert disposition.startswith("attachment;")
    assert "filename*=utf-8''%E6%9D%8E%E6%98%8E" in disposition


def test_export_view_pdf_letter(client, user, en_resume):
    client.force_login(user)

    response = client.get(reverse("io:export", args=[en_resume.pk, "pdf"]) + "?page=letter")

    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="Ada Lovelace CV.pdf"'
    box = PdfReader(io.BytesIO(response.content)).pages[0].mediabox
    assert round(float(box.width)) == 612


def test_export_view_of_another_users_resume_is_404(client, other_user, en_resume):
    client.force_login(other_user)

    response = client.get(reverse("io:export", args=[en_resume.pk, "json"]))

    assert response.status_code == 404


def test_export_view_unknown_format_is_404(client, user, en_resume):
    client.force_login(user)

    response = client.get(reverse("io:export", args=[en_resume.pk, "rtf"]))

    assert response.status_code == 404


def test_export_view_needs_sign_in(client, en_resume):
    response = client.get(reverse("io:export", args=[en_resume.pk, "json"]))

    assert response.status_code == 302
    assert "/accounts/" in response["Location"]


def test_export_command_writes_json_to_stdout(zh_resume):
    out = io.StringIO()

    call_command("export_resume", str(zh_resume.pk), stdout=out)

    assert json.loads(out.getvalue()) == zh_resume.data


def test_export_command_writes_pdf_to_a_file(zh_resume, tmp_path):
    target = tmp_path / "cv.pdf"

    call_command(
        "export_resume",
        str(zh_resume.pk),
        "--format",
        "pdf",
        "-o",
        str(target),
        stderr=io.StringIO(),
    )

    assert "腾讯" in pdf_text(target.read_bytes())


def test_export_command_unknown_resume_fails():
    with pytest.raises(CommandError, match="No resume with id 999999"):
        call_command("export_resume", "999999")
