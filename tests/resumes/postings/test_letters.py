"""Cover letters as letters: the PDF, DOCX and Markdown files read back have a date, the
addressee from the posting, a subject, a greeting, the body, a closing and a signature with
the person's contacts, in English and in Chinese conventions, and never a resume heading."""

from __future__ import annotations

import datetime
import io

import docx
import pytest
from pypdf import PdfReader

from resumes import services
from resumes.postings.letter_files import export_cover_letter
from resumes.postings.letters import build_letter, letter_body, posting_recipient
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion

pytestmark = pytest.mark.django_db

BASICS = {
    "name": "Ada Lovelace",
    "label": "Engineer",
    "email": "ada@example.com",
    "phone": "+44 20 7946 0000",
    "location": {"city": "London"},
    "summary": "Builds analytical engines.",
}
BODY = (
    "Dear Globex team,\n\n"
    "I built Python services on PostgreSQL at Analytical Engines.\n\n"
    "I would like to bring that experience to Globex.\n\n"
    "Best regards,\nAda"
)
BODY_ZH = (
    "您好！\n\n我在分析机公司负责 Python 服务和 PostgreSQL 数据库的开发。\n\n"
    "希望有机会加入贵公司。\n\n此致\n敬礼！\n张三"
)
DAY = datetime.date(2026, 3, 5)


def _version(user, *, language="en", description="Backend Engineer\nPython", basics=BASICS):
    master = services.resume_create(
        owner=user, title="Master CV", data={"basics": basics, "work": []}
    )
    copy = services.resume_create(owner=user, title="For Globex", data=master.data)
    posting = JobPosting.objects.create(
        owner=user,
        title="Backend Engineer" if language == "en" else "后端工程师",
        company="Globex",
        location="Springfield" if language == "en" else "上海",
        language=language,
        description=description,
    )
    return TailoredVersion.objects.create(
        resume=copy, master=master, posting=posting, synced_version=1
    )


def _letter(version, text, recipient=""):
    return CoverLetter.objects.create(version=version, text=text, recipient=recipient)


def _pdf_text(content: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(content)).pages)


def _docx_text(content: bytes) -> str:
    return "\n".join(p.text for p in docx.Document(io.BytesIO(content)).paragraphs)


def test_letter_body_drops_the_greeting_and_closing_left_in_the_text():
    assert letter_body(BODY) == [
        "I built Python services on PostgreSQL at Analytical Engines.",
        "I would like to bring that experience to Globex.",
    ]
    assert letter_body(BODY_ZH) == [
        "我在分析机公司负责 Python 服务和 PostgreSQL 数据库的开发。",
        "希望有机会加入贵公司。",
    ]


def test_a_signature_alone_on_the_last_line_is_not_signed_twice():
    text = "I built the engine.\n\nAda Lovelace\n"
    assert letter_body(text, name="Ada Lovelace") == ["I built the engine."]
    assert letter_body(text) == ["I built the engine.", "Ada Lovelace"]


def test_a_body_without_greeting_or_closing_is_kept_whole():
    text = "Regards to the team were sent.\n\nI led the migration."
    assert letter_body(text) == ["Regards to the team were sent.", "I led the migration."]


def test_the_hiring_manager_is_read_from_the_posting():
    assert posting_recipient("Role\nHiring manager: Jane Smith\nApply now") == "Jane Smith"
    assert posting_recipient("职位\n联系人：王女士\n") == "王女士"
    assert posting_recipient("Contact us at jobs@example.com") == ""


def test_an_english_letter_has_every_part_in_order(user):
    version = _version(user, description="Backend Engineer\nHiring manager: Jane Smith\n")
    letter = build_letter(version, BODY, day=DAY)
    lines = letter.lines()
    order = [
        "Ada Lovelace",
        "March 5, 2026",
        "Jane Smith",
        "Globex",
        "Springfield",
        "Application for Backend Engineer",
        "Dear Jane Smith,",
        "I built Python services on PostgreSQL at Analytical Engines.",
        "Sincerely,",
    ]
    positions = [lines.index(line) for line in order]
    assert positions == sorted(positions)
    assert lines[-2:] == ["Ada Lovelace", "London · ada@example.com · +44 20 7946 0000"]
    assert "Best regards," not in lines and "Dear Globex team," not in lines


def test_the_pdf_is_a_letter_not_a_resume(user):
    version = _version(user)
    letter = _letter(version, BODY)
    exported = export_cover_letter(version, letter, "pdf")
    assert exported.content_type == "application/pdf"
    assert exported.filename == "For Globex - cover letter.pdf"
    text = _pdf_text(exported.content)
    today = datetime.date.today()
    for part in (
        f"{today:%B} {today.day}, {today.year}",
        "Globex",
        "Springfield",
        "Application for Backend Engineer",
        "Dear Hiring Manager,",
        "I built Python services on PostgreSQL at Analytical Engines.",
        "Sincerely,",
        "ada@example.com",
    ):
        assert part in text, part
    assert "SUMMARY" not in text.upper()
    assert "Builds analytical engines." not in text  # the resume's summary is not the letter
    # The signature comes after the closing.
    assert text.rindex("Ada Lovelace") > text.index("Sincerely,")


def test_the_docx_is_a_letter_with_the_named_recipient(user):
    version = _version(user)
    letter = _letter(version, BODY, recipient="Jane Smith")
    exported = export_cover_letter(version, letter, "docx")
    text = _docx_text(exported.content)
    paragraphs = [p for p in text.splitlines() if p]
    assert paragraphs[0] == "Ada Lovelace"
    assert "Jane Smith\nGlobex\nSpringfield" in text
    for part in ("Application for Backend Engineer", "Dear Jane Smith,", "Sincerely,"):
        assert part in paragraphs, part
    assert paragraphs.index("Sincerely,") < len(paragraphs) - 2
    assert paragraphs[-2:] == ["Ada Lovelace", "London · ada@example.com · +44 20 7946 0000"]
    assert "Summary" not in text and "Best regards" not in text


def test_a_chinese_letter_follows_chinese_conventions(user):
    basics = {"name": "张三", "email": "zhang@example.com", "phone": "138 0000 0000"}
    version = _version(
        user, language="zh", basics=basics, description="后端工程师\n联系人：王经理\n"
    )
    letter = _letter(version, BODY_ZH)
    today = datetime.date.today()
    date = f"{today.year}年{today.month}月{today.day}日"
    for fmt, read in (("pdf", _pdf_text), ("docx", _docx_text)):
        text = read(export_cover_letter(version, letter, fmt).content)
        compact = "".join(text.split())
        for part in ("应聘职位：后端工程师", "致：Globex·上海", "尊敬的王经理：", "此致", "敬礼！"):
            assert part in compact, (fmt, part)
        assert compact.index("此致") < compact.index("敬礼！") < compact.rindex("张三")
        assert compact.rindex("张三") < compact.rindex(date)
        assert "zhang@example.com" in compact
        assert "您好" not in compact and "个人简介" not in compact
    paragraphs = docx.Document(
        io.BytesIO(export_cover_letter(version, letter, "docx").content)
    ).paragraphs
    body = next(p for p in paragraphs if p.text.startswith("我在分析机公司"))
    assert body.paragraph_format.first_line_indent is not None  # two characters in


def test_a_chinese_letter_without_a_name_greets_the_companys_recruiter(user):
    version = _version(user, language="zh", basics={"name": "张三"})
    letter = build_letter(version, "希望加入贵公司。", day=DAY)
    assert letter.greeting == "尊敬的Globex招聘负责人："
    assert letter.date == "2026年3月5日"


def test_markdown_letter_keeps_the_parts(user):
    version = _version(user)
    letter = _letter(version, BODY)
    text = export_cover_letter(version, letter, "markdown").content.decode()
    assert "Application for Backend Engineer" in text and "Dear Hiring Manager," in text
    assert text.rstrip().endswith("+44 20 7946 0000")
