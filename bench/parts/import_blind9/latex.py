"""A LaTeX CV in the manner of the one-column templates engineers copy from Overleaf, typeset
by pdfTeX (texlive-latex-base): centred name, contacts joined by '|', small-caps headings over
a rule, each entry a tabular* row of bold title and dates flush right over an italic row of
employer and place, itemize bullets, 'Group: a, b' skill lines, a running footer with the name
and page number (fancyhdr), glyphtounicode for the text layer. English only (Chinese needs
CTeX, not installed). TeX hyphenates and makes its fi/fl ligatures as it does in real files."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind4.model import Page

_SPECIAL = {"&": r"\&", "%": r"\%", "#": r"\#", "_": r"\_", "$": r"\$"}

PREAMBLE = r"""\documentclass[letterpaper,10pt]{article}
\usepackage[margin=0.6in]{geometry}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage{tabularx}
\usepackage[usenames,dvipsnames]{xcolor}
\input{glyphtounicode}
\pdfgentounicode=1
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\cfoot{\footnotesize %(name)s -- page \thepage}
\setlength{\parindent}{0pt}
\newcommand{\cvsection}[1]{\vspace{6pt}{\large\scshape #1}\\[-6pt]\rule{\linewidth}{0.4pt}\par}
\newcommand{\cventry}[4]{\begin{tabular*}{\linewidth}{@{}l@{\extracolsep{\fill}}r@{}}
\textbf{#1} & #2 \\ \textit{#3} & \textit{\small #4} \\ \end{tabular*}\par}
\newenvironment{cvitems}{\begin{itemize}\setlength{\itemsep}{0pt}\setlength{\parskip}{0pt}%%
\small}{\end{itemize}\vspace{-4pt}}
\begin{document}
"""


def esc(text: str) -> str:
    return "".join(_SPECIAL.get(ch, ch) for ch in text)


def macro(name: str, *args: str) -> str:
    """'\\name{a}{b}' with each argument escaped."""
    return "\\" + name + "".join("{" + esc(a) + "}" for a in args)


def source(p: Page) -> str:
    """The .tex file."""
    out = [PREAMBLE % {"name": esc(p.name)}, r"\begin{center}"]
    out.append("{\\Huge\\bfseries " + esc(p.name) + r"}\\[2pt]")
    out.append("{\\large " + esc(p.label) + r"}\\[2pt]")
    out.append(r"\small " + r" $|$ ".join(esc(c) for c in p.contacts) + r"\end{center}")
    for section in p.sections:
        out.append(macro("cvsection", section.heading))
        for e in section.entries:
            out.append(macro("cventry", e.title, e.when, e.org, e.place))
            if e.lines:
                out.append(r"\begin{cvitems}")
                out += [r"\item " + esc(line) for line in e.lines]
                out.append(r"\end{cvitems}")
        for line in section.lines:
            if section.key == "skills":
                group, _, terms = line.partition(": ")
                line = macro("textbf", group) + ": " + esc(terms)
            else:
                line = esc(line)
            out.append(line + r"\par")
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


def to_pdf(tex: str) -> bytes:
    if not shutil.which("pdflatex"):
        raise RuntimeError(
            "pdflatex missing: install texlive-latex-base and "
            "texlive-latex-recommended (scripts/bootstrap.sh test)"
        )
    with tempfile.TemporaryDirectory(prefix="blind9_tex_") as temp:
        (Path(temp) / "cv.tex").write_text(tex, encoding="utf-8")
        done = subprocess.run(
            ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "cv.tex"],
            cwd=temp, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        if done.returncode:
            raise RuntimeError(f"pdflatex failed:\n{done.stdout[-1500:]}")
        return (Path(temp) / "cv.pdf").read_bytes()


def source_text(tex: str) -> str:
    """The words the .tex file writes: escapes undone, '\\par' and '$|$' dropped."""
    body = tex.split(r"\begin{document}", 1)[1]
    body = re.sub(r"\\(par|item)\b|\$\|\$", " ", body)
    return re.sub(r"\\([&%#_$])", r"\1", body)
