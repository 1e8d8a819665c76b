"""Blind set 8's web résumé builder page: a pdfmake document definition (the client-side PDF
library many online builders ship), printed by node (pdfmake/render.js; its node_modules
installed by scripts/bootstrap.sh test from pdfmake/package-lock.json). A coloured header
band of name, title and contacts; sections under a heading and a drawn rule; each entry as
two columns (title and employer, dates at the right), bullets as pdfmake lists; skills as a
two-column table; CJK in Noto Sans CJK SC, Latin in DejaVu Sans."""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).with_name("pdfmake")
NAVY = "#1d3557"


def doc(p) -> dict:
    content: list = [
        {"table": {"widths": ["*"], "body": [[{
            "stack": [
                {"text": p.name, "fontSize": 22, "bold": True, "color": "white"},
                {"text": p.label, "fontSize": 12, "color": "#f1faee", "margin": [0, 2, 0, 6]},
                {"text": "   ·   ".join(p.contacts), "fontSize": 8, "color": "#f1faee"},
            ],
            "fillColor": NAVY, "margin": [14, 12, 14, 12],
        }]]}, "layout": "noBorders", "margin": [0, 0, 0, 8]},
    ]  # fmt: skip
    for s in p.sections:
        content.append({"text": s.heading, "fontSize": 12, "bold": True, "color": NAVY,
                        "margin": [0, 10, 0, 2]})  # fmt: skip
        content.append({"canvas": [{"type": "line", "x1": 0, "y1": 0, "x2": 515, "y2": 0,
                                    "lineWidth": 0.7, "lineColor": "#a8dadc"}],
                        "margin": [0, 0, 0, 5]})  # fmt: skip
        if s.key == "skills":
            rows = [[{"text": line.split("：" if p.zh else ": ")[0], "bold": True},
                     line.split("：" if p.zh else ": ", 1)[1]] for line in s.lines]  # fmt: skip
            content.append({"table": {"widths": [110, "*"], "body": rows},
                            "layout": "lightHorizontalLines", "fontSize": 9})  # fmt: skip
            continue
        for line in s.lines:
            content.append({"text": line, "fontSize": 9, "margin": [0, 0, 0, 3]})
        for e in s.entries:
            left = [{"text": e.title, "bold": True, "fontSize": 10}]
            org = (" · " if not p.zh else "　").join(x for x in (e.org, e.place) if x)
            if org:
                left.append({"text": org, "italics": True, "fontSize": 9, "color": "#457b9d"})
            content.append({"columns": [{"stack": left, "width": "*"},
                                        {"text": e.when, "width": 130, "alignment": "right",
                                         "fontSize": 8.5, "color": "#555555"}],
                            "margin": [0, 2, 0, 2]})  # fmt: skip
            if e.lines:
                content.append({"ul": list(e.lines), "fontSize": 9, "margin": [6, 0, 0, 6]})
    return {
        "pageSize": "A4",
        "pageMargins": [40, 36, 40, 40],
        "content": content,
        "defaultStyle": {"font": "NotoCJK" if p.zh else "DejaVu", "lineHeight": 1.15},
        "info": {"title": p.name, "creator": "Online Resume Builder", "producer": "pdfmake"},
    }


def to_pdf(definition: dict) -> bytes:
    if not (HERE / "node_modules" / "pdfmake").exists():
        raise RuntimeError(f"pdfmake is not installed: npm ci --prefix {HERE}")
    with tempfile.TemporaryDirectory(prefix="blind8_pdfmake_") as temp:
        out = Path(temp) / "cv.pdf"
        subprocess.run(["node", str(HERE / "render.js")],
                       input=json.dumps({"doc": definition, "out": str(out)}), text=True,
                       check=True, capture_output=True, timeout=120)  # fmt: skip
        return out.read_bytes()


def source_text(definition: dict) -> str:
    """Every string the definition writes."""
    out: list[str] = []

    def walk(node):
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key in ("text", "stack", "columns", "ul", "table", "body", "content"):
                if key in node:
                    walk(node[key])

    walk(definition["content"])
    return "\n".join(out)
