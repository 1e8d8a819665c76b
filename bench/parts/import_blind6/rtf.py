"""A CV written as Rich Text Format, the way Word 97-2003 and WordPad save it (a running
header with the name, 'Page N' in the footer from a PAGE field, employer and place on the left
with dates on a right-aligned tab stop, bullets on a hanging indent, a bordered table of skill
groups, languages on a tab stop), printed to PDF by LibreOffice Writer. Chinese text is
written as \\uN escapes in a GB2312-tagged font, as Word writes it."""

from __future__ import annotations

from bench.parts.import_blind4.model import Page

RIGHT = 9600  # twips: the right-aligned date tab stop (A4 less 2 cm margins)


def _esc(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif code < 128:
            out.append(ch)
        else:
            out.append(f"\\u{code if code < 32768 else code - 65536}?")
    return "".join(out)


def rtf(p: Page) -> bytes:
    f = "\\f1" if p.zh else "\\f0"
    o = [
        "{\\rtf1\\ansi\\ansicpg1252\\deff0\\deflang2057",
        "{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}{\\f1\\fnil\\fcharset134 "
        "Noto Serif CJK SC;}{\\f2\\fswiss\\fcharset0 Arial;}}",
        "{\\colortbl;\\red0\\green0\\blue0;\\red31\\green73\\blue125;\\red128\\green128\\blue128;}",
        "\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134",
        f"{{\\header\\pard\\qr{f}\\fs16\\cf3 {_esc(p.name)} \\endash  "
        f"{_esc('简历' if p.zh else 'Curriculum Vitae')}\\par}}",
        f"{{\\footer\\pard\\qc{f}\\fs16 {_esc('第 ' if p.zh else 'Page ')}"
        "{\\field{\\*\\fldinst PAGE}{\\fldrslt 1}}"
        f"{_esc(' 页' if p.zh else '')}\\par}}",
        f"\\pard\\qc\\sa60{f}\\fs40\\b {_esc(p.name)}\\b0\\par",
        f"\\pard\\qc\\sa60{f}\\fs24\\i {_esc(p.label)}\\i0\\par",
        f"\\pard\\qc\\sa240{f}\\fs19 {_esc('  |  '.join(p.contacts))}\\par",
    ]
    for s in p.sections:
        o.append(
            f"\\pard\\sb240\\sa80\\brdrb\\brdrs\\brdrw10\\brsp20{f}\\fs24\\b\\cf2 "
            f"{_esc(s.heading)}\\cf1\\b0\\par"
        )
        if s.key == "skills":
            sep = "：" if p.zh else ": "
            for line in s.lines:
                head, _, tail = line.partition(sep)
                o.append(
                    "\\trowd\\trgaph108\\clbrdrt\\brdrs\\clbrdrl\\brdrs\\clbrdrb\\brdrs\\clbrdrr"
                    "\\brdrs\\cellx2600\\clbrdrt\\brdrs\\clbrdrl\\brdrs\\clbrdrb\\brdrs\\clbrdrr"
                    f"\\brdrs\\cellx{RIGHT}\\pard\\intbl{f}\\fs20\\b {_esc(head)}\\b0\\cell "
                    f"{_esc(tail)}\\cell\\row"
                )
            o.append("\\pard\\par")
            continue
        if s.key == "languages":
            for line in s.lines:
                lang, _, fluency = line.rstrip(")）").replace("（", "(").partition("(")
                o.append(f"\\pard\\tx3000{f}\\fs20 {_esc(lang.strip())}\\tab "
                         f"{_esc(fluency)}\\par")  # fmt: skip
            continue
        for line in s.lines:
            o.append(f"\\pard\\sa80\\qj{f}\\fs20 {_esc(line)}\\par")
        for e in s.entries:
            left = ", ".join(x for x in (e.org, e.place) if x) or e.title
            o.append(
                f"\\pard\\sb120\\tqr\\tx{RIGHT}{f}\\fs21\\b {_esc(left)}\\b0\\tab "
                f"{_esc(e.when)}\\par"
            )
            if e.org:
                o.append(f"\\pard{f}\\fs20\\i {_esc(e.title)}\\i0\\par")
            for x in e.lines:
                o.append(f"\\pard\\fi-283\\li567\\tx567{f}\\fs20 \\bullet\\tab {_esc(x)}\\par")
    o.append("}")
    return "\n".join(o).encode("ascii")
