"""Layout family: a resume pasted into an e-mail's body and saved or pasted as text. The
message around the resume is no part of it: the envelope lines at the top ("Subject: ...",
"主题：..."), the quoted reply and the forwarded or original message under it ("> ...",
"-----Original Message-----", "On Mon, ... wrote:", "--------- 原始邮件 ---------"), the
signature under "-- ", and the sign-off after the last section with the name under it
("Kind regards," "Ingrid"; "此致" "敬礼！" "韩雨桐"). Those lines become furniture: the source
text keeps them, the fields never see them. (The greeting and the short letter above the
resume are `basics.letter_lines`' work.)"""

from __future__ import annotations

import re

from resumes.importing.lines import Line

_ENVELOPE = re.compile(
    r"^(?:subject|from|to|cc|bcc|date|sent|reply-to|主题|发件人|收件人|抄送|日期|发送时间|时间)"
    r"\s*[:：]",
    re.IGNORECASE,
)
_TAIL = re.compile(
    r"^(?:-{2,}\s*(?:original message|forwarded message|原始邮件|转发邮件|邮件原文)\s*-{2,}"
    r"|on .{4,120} wrote:|在.{2,80}写道[:：]|sent from my \w+|发自我的\w+|--)$",
    re.IGNORECASE,
)
SIGN_OFF = re.compile(
    r"^(?:best|regards|best regards|kind regards|warm regards|many thanks|thanks|thank you|"
    r"cheers|sincerely|yours sincerely|yours faithfully|yours truly|yours|谢谢|此致|敬礼|祝好)"
    r"[\s,.!，。！]*$",
    re.IGNORECASE,
)


def mark_email(lines: list[Line]) -> list[Line]:
    """`lines` (plain text's, each with its one source line), the e-mail's own marked."""
    for line in lines:
        if _ENVELOPE.match(line.text.strip()):
            line.furniture = True
        elif line.block_start or line is not lines[0]:
            break
    if not any(line.furniture for line in lines[:3]) and not _replied(lines):
        return lines
    tail = next((i for i, line in enumerate(lines) if _tail_line(line)), len(lines))
    for line in lines[tail:]:
        line.furniture = True
    for line in lines:
        if line.source and line.source[0].startswith(">"):
            line.furniture = True  # a quoted line, wherever it stands
    body = [line for line in lines[:tail] if not line.furniture]
    # The sign-off after the last section, and up to two short lines (the name) under it.
    for index in range(len(body) - 1, max(len(body) - 5, -1), -1):
        if SIGN_OFF.match(body[index].text.strip()):
            rest = body[index + 1 :]
            if len(rest) <= 2 and all(_short(line.text) for line in rest):
                start = index
                while start > 0 and SIGN_OFF.match(body[start - 1].text.strip()):
                    start -= 1  # "此致" over "敬礼！"
                for line in body[start:]:
                    line.furniture = True
            break
    return lines


def _tail_line(line: Line) -> bool:
    source = line.source[0] if line.source else line.text
    return bool(_TAIL.match(source.strip())) or source.startswith(">")


def _replied(lines: list[Line]) -> bool:
    return any(_tail_line(line) for line in lines)


def _short(text: str) -> bool:
    text = text.strip()
    plain = "@" not in text and not re.search(r"\d", text)
    return len(text.split()) <= 3 and len(text) <= 30 and plain
