"""Plain text of blind set 4: a CV pasted into an email body ('email': a greeting, the CV with
underlined or numbered headings, a signature and a quoted reply), and a fixed-width text CV
printed by GNU enscript (its running header with the file name and 'Page 1 of 2') through
ps2pdf, as a CV typed in a terminal editor and printed."""

from __future__ import annotations

import os
import subprocess
import tempfile
import textwrap
from pathlib import Path

from bench.parts.import_blind3.common import is_zh
from bench.parts.import_blind4.model import Page, page

WIDTH = 76


def _email_en(p: Page) -> str:
    out = [
        f"Subject: Application - {p.label} - {p.name}",
        "",
        "Dear Hiring Manager,",
        "",
        "Please find my CV below, as your form would not take attachments.",
        "",
        p.name.upper(),
        p.label,
        " | ".join(p.contacts),
        "",
    ]
    for s in p.sections:
        out += [s.heading, "~" * len(s.heading)]
        out += [textwrap.fill(x, WIDTH) for x in s.lines]
        for e in s.entries:
            head = ", ".join(x for x in (e.title, e.org, e.place) if x)
            out.append(f"{head} ({e.when})")
            out += [
                textwrap.fill(x, WIDTH, initial_indent="  * ", subsequent_indent="    ")
                for x in e.lines
            ]
        out.append("")
    out += [
        "Kind regards,",
        p.name.split(" ")[0],
        "",
        "-- ",
        "Sent from my phone",
        "",
        "> On Mon, 23 Nov 2026 at 09:12, Recruitment Team wrote:",
        "> Thank you for your interest. Please reply with your CV in the body of the email.",
    ]
    return "\n".join(out) + "\n"


def _email_zh(p: Page) -> str:
    numerals = "一二三四五六七八九十"
    out = [
        "主题：应聘" + p.label + "－" + p.name,
        "",
        "您好！",
        "",
        "附件上传失败，简历内容直接贴在邮件正文中，请查收。",
        "",
        f"{p.name}　｜　{p.label}",
        "　".join(p.contacts),
        "",
    ]
    for n, s in enumerate(p.sections):
        out.append(f"{numerals[n]}、{s.heading}")
        out += [f"    {x}" for x in s.lines]
        for e in s.entries:
            out.append("    " + "　".join(x for x in (e.when, e.org, e.title, e.place) if x))
            out += [f"        {i}. {x}" for i, x in enumerate(e.lines, 1)]
        out.append("")
    out += [
        "此致",
        "敬礼！",
        p.name,
        "",
        "--------- 原始邮件 ---------",
        "发件人：招聘专员",
        "请将简历正文回复至本邮箱，谢谢。",
    ]
    return "\n".join(out) + "\n"


def email(person: dict) -> str:
    p = page(person, "dot" if is_zh(person) else "month")
    return _email_zh(p) if p.zh else _email_en(p)


def fixed_width(person: dict) -> str:
    """A terminal-typed CV: upper-case headings, dates flush right at column 76."""
    p = page(person, "slash")
    out = [
        p.name.center(WIDTH).rstrip(),
        p.label.center(WIDTH).rstrip(),
        "",
        "   ".join(p.contacts[:3]).center(WIDTH).rstrip(),
    ]
    out += [x.center(WIDTH).rstrip() for x in p.contacts[3:]]
    for s in p.sections:
        out += ["", s.heading.upper(), "=" * WIDTH]
        out += [textwrap.fill(x, WIDTH) for x in s.lines]
        for e in s.entries:
            left = " - ".join(x for x in (e.org, e.place) if x) or e.title
            when = e.when.replace("–", "-")  # Latin-1: enscript prints no other
            out.append(f"{left}{when:>{WIDTH - len(left)}}")
            if e.org:
                out.append(f"  {e.title}")
            out += [
                textwrap.fill(x, WIDTH, initial_indent="    o ", subsequent_indent="      ")
                for x in e.lines
            ]
    return "\n".join(out) + "\n"


def enscript(text: str) -> bytes:
    with tempfile.TemporaryDirectory() as temp:
        src, ps, pdf = (Path(temp) / n for n in ("resume.txt", "resume.ps", "resume.pdf"))
        src.write_text(text, encoding="latin-1")
        os.utime(src, (1795000000, 1795000000))  # the header's date: the same bytes each build
        subprocess.run(
            [
                "enscript",
                "-q",
                "-f",
                "Courier10",
                "-M",
                "A4",
                "--margins=54:54:40:40",
                "--header=$n||Page $% of $=",
                "-o",
                str(ps),
                str(src),
            ],
            check=True,
            capture_output=True,
            timeout=60,
        )
        subprocess.run(["ps2pdf", str(ps), str(pdf)], check=True, capture_output=True, timeout=60)
        return pdf.read_bytes()


STYLES = {"email": email, "fixed": fixed_width}
