"""Markdown export: one heading per section, entries as subheadings with their bullet points."""

from __future__ import annotations

import re
from typing import Any

from resumes.exporting.sections import Entry, Link, Section, build_view

_INLINE_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")
_BLOCK_MARK = re.compile(r"^([#>+-])(?=\s|$)")
_ORDERED_MARK = re.compile(r"^(\d+)([.)])(?=\s|$)")


def render_markdown(data: dict[str, Any], *, language: str) -> str:
    """The resume as GitHub-flavoured Markdown, headings in the resume's language."""
    view = build_view(data, language)
    blocks: list[str] = []
    if view.name:
        blocks.append(f"# {escape_markdown(view.name)}")
    if view.label:
        blocks.append(f"**{escape_markdown(view.label)}**")
    contacts = ([escape_markdown(view.location)] if view.location else []) + [
        _link(link) for link in (*view.contacts, *view.profiles)
    ]
    if contacts:
        blocks.append(" · ".join(contacts))
    if view.summary:
        blocks.append(f"## {view.labels['summary']}")
        blocks.append(_paragraph(view.summary))
    for section in view.sections:
        blocks.append(f"## {escape_markdown(section.heading)}")
        blocks.extend(_section(section, view.language))
    return "\n\n".join(blocks) + "\n"


def _section(section: Section, language: str) -> list[str]:
    if section.kind == "entries":
        return [block for entry in section.entries for block in _entry(entry, language)]
    if section.kind == "references":
        return [_reference(entry) for entry in section.entries]
    colon = "：" if language == "zh-hans" else ": "
    lines = []
    for entry in section.entries:
        line = f"- **{escape_markdown(entry.title)}**" if entry.title else "-"
        if entry.note and section.kind == "tags":
            line += _aside(entry.note, language)
        elif entry.note:
            line += colon + escape_markdown(entry.note)
        if entry.keywords:
            line += colon + escape_markdown(_join(entry.keywords, language))
        lines.append(line)
    return ["\n".join(lines)]


def _entry(entry: Entry, language: str) -> list[str]:
    title = " · ".join(
        part
        for part in (
            escape_markdown(entry.title),
            _link(Link(entry.org, entry.org_href)) if entry.org else "",
        )
        if part
    )
    blocks = [f"### {title}"]
    when = " · ".join(escape_markdown(part) for part in (entry.dates, entry.location) if part)
    if when:
        blocks.append(f"*{when}*")
    if entry.note:
        blocks.append(_paragraph(entry.note))
    if entry.summary:
        blocks.append(_paragraph(entry.summary))
    if entry.bullets:
        blocks.append("\n".join(f"- {escape_markdown(bullet)}" for bullet in entry.bullets))
    colon = "：" if language == "zh-hans" else ": "
    lines = [
        f"**{escape_markdown(label)}{colon.strip()}** {escape_markdown(text)}"
        for label, text in entry.details
    ]
    if entry.keywords:
        lines.append(escape_markdown(_join(entry.keywords, language)))
    if entry.link:
        lines.append(_link(entry.link))
    if lines:
        blocks.append("  \n".join(lines))
    return blocks


def _reference(entry: Entry) -> str:
    lines = [
        f"> {escape_markdown(line)}" if line.strip() else ">" for line in entry.summary.splitlines()
    ]
    if entry.title:
        lines += [">", f"> — {escape_markdown(entry.title)}"]
    return "\n".join(lines)


def _paragraph(text: str) -> str:
    # Single newlines in the source stay line breaks, as on the themed page.
    return "  \n".join(escape_markdown(line) for line in text.splitlines() if line.strip())


def _link(link: Link) -> str:
    if not link.href or link.href.startswith("tel:"):
        return escape_markdown(link.text)
    return f"[{escape_markdown(link.text)}](<{link.href.replace('>', '%3E')}>)"


def _aside(text: str, language: str) -> str:
    return (
        f"（{escape_markdown(text)}）" if language == "zh-hans" else f" ({escape_markdown(text)})"
    )


def _join(items: list[str], language: str) -> str:
    return ("、" if language == "zh-hans" else ", ").join(items)


def escape_markdown(text: str) -> str:
    """Text that Markdown shows as written, not as formatting."""
    text = _INLINE_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    text = _BLOCK_MARK.sub(r"\\\1", text)
    return _ORDERED_MARK.sub(r"\1\\\2", text)
