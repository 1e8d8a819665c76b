"""A cover letter as a letter: its parts (date, addressee, subject, greeting, body, closing,
signature) read from the letter's body, the resume's contact details and the posting.

The stored letter is only its body. Everything around it is made here, in the letter's own
language: English (date on top, "Dear …,", "Sincerely,") or Chinese ("尊敬的…：", body
indented, "此致" / "敬礼！", signature and date at the foot). A greeting or closing the
writer (or the model) left in the body is taken out, so it is never written twice. The
files (PDF, DOCX, Markdown) are laid out by `resumes.postings.letter_files`.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import Any

from resumes.cjk import CJK
from resumes.exporting.formatting import as_dict, as_text, display_url
from resumes.postings.models import CoverLetter, TailoredVersion

_LATIN = re.compile(r"[A-Za-z]")
_GREETING = re.compile(
    r"^(?:(?:dear|hello|hi|greetings)\b.*|to whom it may concern.*"
    r"|尊敬的.*|.{0,12}(?:您好|你好).*)$",
    re.IGNORECASE,
)
_CLOSING = re.compile(
    r"^(?:(?:yours\s+)?(?:sincerely|faithfully|truly)(?:\s+yours)?"
    r"|(?:with\s+)?(?:best|kind|warm|warmest)?\s*regards|best(?: wishes)?"
    r"|respectfully(?: yours)?|thank you|thanks|cheers|此致|敬礼|祝好|顺祝.*)"
    r"[\s,，.。!！:：]*$",
    re.IGNORECASE,
)
# "Hiring manager: Jane Smith", "Contact: Mr. Lee", "联系人：王女士" in the posting's text.
_RECIPIENT = re.compile(
    r"^\s*(?:hiring manager|contact(?: person)?|recruiter|attn\.?|attention|联系人|招聘负责人)"
    r"\s*[:：]\s*(?P<name>[^\n,;，；@]{2,60}?)\s*$",
    re.IGNORECASE | re.MULTILINE,
)
MAX_RECIPIENT_CHARS = 120


@dataclass
class Letter:
    """One cover letter, every part as text in the letter's language."""

    language: str  # "en" or "zh-hans"
    name: str
    contacts: list[str]
    date: str
    addressee: list[str]
    subject: str
    greeting: str
    paragraphs: list[str] = field(default_factory=list)
    closing: list[str] = field(default_factory=list)

    @property
    def html_lang(self) -> str:
        return "zh-Hans" if self.language == "zh-hans" else "en"

    @property
    def is_chinese(self) -> bool:
        return self.language == "zh-hans"

    def blocks(self) -> list[list[str]]:
        """The letter as blocks of lines, in reading order. English: letterhead, date,
        addressee, subject, greeting, body, closing, signature. Chinese: subject, addressee,
        greeting, body, 此致 / 敬礼, then signature, contacts and date at the foot."""
        contacts = " · ".join(self.contacts)
        body = [[paragraph] for paragraph in self.paragraphs]
        if self.is_chinese:
            blocks = [
                [self.subject],
                self.addressee,
                [self.greeting],
                *body,
                self.closing,
                [self.name, contacts, self.date],
            ]
        else:
            blocks = [
                [self.name, contacts],
                [self.date],
                self.addressee,
                [self.subject],
                [self.greeting],
                *body,
                self.closing,
                [self.name, contacts],
            ]
        return [[line for line in block if line] for block in blocks if any(block)]

    def lines(self) -> list[str]:
        """The letter as plain text lines, a blank line between blocks."""
        out: list[str] = []
        for block in self.blocks():
            out.extend(["", *block] if out else block)
        return out


def letter_language(text: str, fallback: str) -> str:
    """Chinese when the body is mostly Chinese characters, English when mostly Latin; the
    posting's language when the body is empty."""
    cjk, latin = len(CJK.findall(text)), len(_LATIN.findall(text))
    if cjk or latin:
        return "zh-hans" if cjk * 3 >= latin else "en"
    return "zh-hans" if fallback.lower().startswith("zh") else "en"


def letter_body(text: str, *, name: str = "") -> list[str]:
    """The body's paragraphs, without a greeting on its first line, a closing and signature
    after its last paragraph, or the writer's `name` alone on the last line."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    if lines and len(lines[0]) <= 80 and _GREETING.match(lines[0].strip()):
        lines.pop(0)
    filled = [number for number, line in enumerate(lines) if line.strip()]
    for number in filled[-4:]:
        if len(lines[number].strip()) <= 40 and _CLOSING.match(lines[number].strip()):
            lines = lines[:number]
            break
    while lines and not lines[-1].strip():
        lines.pop()
    if name and lines and lines[-1].strip().casefold() == name.strip().casefold():
        lines.pop()
    paragraphs = re.split(r"\n\s*\n", "\n".join(lines))
    return [p.strip() for p in paragraphs if p.strip()]


def posting_recipient(description: str) -> str:
    """The hiring manager a posting names ("Hiring manager: Jane Smith"), or ""."""
    match = _RECIPIENT.search(description or "")
    return match.group("name").strip() if match else ""


def format_letter_date(day: datetime.date, language: str) -> str:
    if language == "zh-hans":
        return f"{day.year}年{day.month}月{day.day}日"
    return f"{day:%B} {day.day}, {day.year}"


def build_letter(
    version: TailoredVersion,
    text: str,
    *,
    recipient: str = "",
    day: datetime.date | None = None,
) -> Letter:
    """The letter of `version` with `text` as its body, dated `day` (default: today)."""
    posting = version.posting
    language = letter_language(text, posting.language)
    zh = language == "zh-hans"
    basics = as_dict(version.resume.data.get("basics"))
    recipient = (recipient or posting_recipient(posting.description)).strip()
    title, company = posting.title.strip(), posting.company.strip()
    if zh:
        greeting = f"尊敬的{recipient or (company + '招聘负责人' if company else '招聘负责人')}："
        subject = f"应聘职位：{title}" if title else "求职信"
        closing = ["此致", "敬礼！"]
        addressee = [part for part in (company, posting.location.strip()) if part]
        addressee = [f"致：{' · '.join(addressee)}"] if addressee else []
    else:
        greeting = f"Dear {recipient or 'Hiring Manager'},"
        subject = f"Application for {title}" if title else "Application"
        closing = ["Sincerely,"]
        addressee = [p for p in (recipient, company, posting.location.strip()) if p]
    return Letter(
        language=language,
        name=as_text(basics.get("name")),
        contacts=_contacts(basics),
        date=format_letter_date(day or datetime.date.today(), language),
        addressee=addressee,
        subject=subject,
        greeting=greeting,
        paragraphs=letter_body(text, name=as_text(basics.get("name"))),
        closing=closing,
    )


def letter_of(version: TailoredVersion, letter: CoverLetter) -> Letter:
    """The stored letter, dated the day it was last saved."""
    day = letter.updated_at.date() if letter.updated_at else None
    return build_letter(version, letter.text, recipient=letter.recipient, day=day)


def _contacts(basics: dict[str, Any]) -> list[str]:
    location = as_dict(basics.get("location"))
    place = ", ".join(
        as_text(location.get(key)) for key in ("city", "region") if as_text(location.get(key))
    )
    values = [
        place,
        as_text(basics.get("email")),
        as_text(basics.get("phone")),
        display_url(basics["url"]) if as_text(basics.get("url")) else "",
    ]
    return [value for value in values if value]
