"""A CV written in Markdown and turned into ODT by **pandoc** (`-t odt`, pandoc's own ODT
writer and default styles), then printed by LibreOffice Writer (set 3's pandoc went to DOCX
and HTML): an ATX title, the headline in bold, the contacts as a pipe table under labelled
columns, `###` entry headings, '*employer*, place — dates' lines, '-' bullets, skills and
certificates as pipe tables, languages as a definition list."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind4.model import Page

LABELS = {
    False: dict(contact=("Email", "Phone", "City", "Profile"), skills=("Area", "Skills"),
                certs=("Certificate", "Issued by", "Year")),
    True: dict(contact=("邮箱", "电话", "城市", "主页"), skills=("类别", "技能"),
               certs=("证书名称", "发证机构", "年份")),
}  # fmt: skip


def _md(text: str) -> str:
    return text.replace("\\", "\\\\").replace("*", "\\*").replace("|", "\\|")


def _table(head: tuple, rows: list[tuple]) -> list[str]:
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(_md(c) for c in row) + " |" for row in rows]
    return [*out, ""]


def source(p: Page, person: dict) -> str:
    labels = LABELS[p.zh]
    contacts = list(p.contacts) + [""] * (4 - len(p.contacts))
    head = labels["contact"][: max(3, len(p.contacts))]
    out = [f"# {_md(p.name)}", "", f"**{_md(p.label)}**", "",
           *_table(head, [tuple(contacts[: len(head)])])]  # fmt: skip
    dash = "——" if p.zh else "—"
    for section in p.sections:
        out += [f"## {_md(section.heading)}", ""]
        if section.key == "skills":
            out += _table(labels["skills"], [(g["name"], ("、" if p.zh else ", ").join(
                g["keywords"])) for g in person["skills"]])  # fmt: skip
        elif section.key == "certificates":
            out += _table(labels["certs"], [(c["name"], c["issuer"], c["date"])
                                            for c in person["certificates"]])  # fmt: skip
        elif section.key == "languages":
            for lang in person["languages"]:
                out += [_md(lang["language"]), f":   {_md(lang['fluency'])}", ""]
        else:
            out += [_md(line) + "\n" for line in section.lines]
        for e in section.entries:
            out += [f"### {_md(e.title)}", ""]
            where = ", ".join(x for x in (f"*{_md(e.org)}*" if e.org else "", _md(e.place)) if x)
            out += [f" {dash} ".join(x for x in (where, _md(e.when)) if x), ""]
            out += [f"- {_md(line)}" for line in e.lines] + [""]
    return "\n".join(out) + "\n"


def to_odt(md: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind7_pandoc_") as temp:
        out = Path(temp) / "cv.odt"
        subprocess.run(["pandoc", "-f", "markdown", "-t", "odt", "-o", str(out)],
                       input=md.encode(), check=True, capture_output=True, timeout=60)  # fmt: skip
        return out.read_bytes()
