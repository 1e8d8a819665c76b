"""Blind set 9's text files: a GitHub profile README written as a CV (`github_md`, uploaded as
.md), a CV saved by Windows Notepad (`notepad_ansi`: CRLF line ends, Chinese in the ANSI code
page GBK, English as 'Unicode', UTF-16 LE with a byte-order mark), and a CV pasted into an
e-mail that a recruiter then replied to (`email_quoted`: an Outlook header block and a note
on top, the candidate's message below with every line quoted '> ', rewrapped at 76
columns)."""

from __future__ import annotations

import re
import textwrap

from bench.parts.import_blind4.model import Page
from bench.parts.import_blind9.model import plain_lines

_EMOJI = {"summary": "👋", "work": "💼", "education": "🎓", "skills": "🧰",
          "languages": "🌍", "certificates": "📜", "publications": "📝", "awards": "🏆",
          "projects": "🚀"}  # fmt: skip


def readme(p: Page) -> str:
    """A GitHub profile README: centred HTML header, shields.io badges, emoji headings,
    '### Position @ Employer' entries, skill and certificate tables, a <details> block."""
    email, phone, city, *links = p.contacts
    out = [f'<h1 align="center">{p.name}</h1>', f'<h3 align="center">{p.label}</h3>', "",
           '<p align="center">', f"  📍 {city} &nbsp;·&nbsp; ✉️ {email} &nbsp;·&nbsp; 📞 {phone}",
           "</p>", ""]  # fmt: skip
    badge = "https://img.shields.io/badge"
    out += [f"[![LinkedIn]({badge}/LinkedIn-0A66C2?logo=linkedin)](https://{u})" for u in links]
    out.append(f"![Profile views]({badge}/profile%20views-1.2k-blue)")
    for section in p.sections:
        out += ["", f"## {_EMOJI[section.key]} {section.heading}", ""]
        for e in section.entries:
            head = f"{e.title} @ {e.org}" if e.org and section.key == "work" else e.title
            out.append(f"### {head}")
            where = e.place if section.key == "work" else e.org
            out.append(f"*{' · '.join(x for x in (where, e.when) if x)}*")
            out += [f"- {line}" for line in e.lines]
            out.append("")
        if section.key == "skills":
            out += ["| 分类 | 技能 |" if p.zh else "| Area | Tools & methods |", "|---|---|"]
            sep = "：" if p.zh else ": "
            out += [f"| **{line.split(sep, 1)[0]}** | {line.split(sep, 1)[1]} |"
                    for line in section.lines]  # fmt: skip
        elif section.key == "certificates":
            out += ["<details open>", f"<summary>{section.heading}</summary>", ""]
            out += [f"- {line}" for line in section.lines] + ["", "</details>"]
        else:
            out += [f"- {line}" if section.key == "languages" else line for line in section.lines]
    out += ["", "---", "<sub>⭐ Last updated by a GitHub Action</sub>", ""]
    return "\n".join(out)


def notepad(lines: list[str], zh: bool) -> bytes:
    """Plain lines with CRLF line ends: GBK for Chinese, UTF-16 LE with a BOM for English
    (raises where GBK cannot write a character, as Notepad would warn)."""
    data = "\r\n".join(lines) + "\r\n"
    return data.encode("gbk") if zh else "\ufeff".encode("utf-16-le") + data.encode("utf-16-le")


def notepad_text(data: bytes) -> str:
    return data.decode("utf-16") if data[:2] == b"\xff\xfe" else data.decode("gbk")


_MAIL = {
    "en": ("From: Harriet Osei <h.osei@talentbridge-recruit.example.com>\n"
           "Sent: Tuesday, 10 November 2026 09:14\n"
           "To: Hiring Team <hiring@client-co.example.com>\n"
           "Subject: Re: CV - {name}\n\n"
           "Hi all,\n\nForwarding the CV below for the role we discussed on Friday; "
           "available for a call next week.\n\nKind regards,\nHarriet\n"
           "Talent Bridge Recruitment | +44 20 7946 0321\n\n"
           "On Mon, 9 Nov 2026 at 21:40, {name} <{email}> wrote:\n",
           "Dear Harriet,\n\nThank you for the call today. As promised, my CV is "
           "pasted below as I could not attach the file from my phone.\n\n",
           "\nBest wishes,\n{name}\nSent from my iPhone\n"),
    "zh": ("发件人: 猎头顾问 周敏 <zhou.min@huntpartner.example.cn>\n"
           "发送时间: 2026年11月10日 9:14\n"
           "收件人: 招聘组 <hr@client.example.cn>\n"
           "主题: 回复: 简历 - {name}\n\n"
           "各位好，\n\n以下是上周五沟通过的候选人简历，请查收，下周可安排面试。\n\n"
           "周敏\n猎才伙伴咨询 | 021-6888 0321\n\n"
           "------------------ 原始邮件 ------------------\n"
           "发件人: {name} <{email}>\n发送时间: 2026年11月9日 21:40\n"
           "主题: 简历 - {name}\n\n",
           "周老师您好：\n\n附件发不出去，简历直接贴在正文里了，请查收。\n\n",
           "\n谢谢！\n{name}\n发自我的手机\n"),
}  # fmt: skip


def quoted_mail(p: Page) -> str:
    """The reply: its header and note as written, the candidate's message below quoted '> '
    (Chinese rewrapped at 36 characters, English at 74 columns)."""
    top, opening, signature = (part.format(name=p.name, email=p.contacts[0])
                               for part in _MAIL["zh" if p.zh else "en"])  # fmt: skip
    body = opening + "\n".join(plain_lines(p)) + signature
    quoted = []
    for line in body.split("\n"):
        parts = textwrap.wrap(line, 36 if p.zh else 74, break_on_hyphens=False) or [""]
        quoted += [f"> {part}".rstrip() for part in parts]
    return top + "\n".join(quoted) + "\n"


def unquoted(mail: str) -> str:
    """The mail's words with the quote marks taken off (what the plan test reads)."""
    return re.sub(r"(?m)^(> ?)+", "", mail)
