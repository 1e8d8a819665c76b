"""Paints canvas sheets (bench/parts/import_blind5/canvas.py) two ways this project never
used: as SVG pages (what design tools export) turned into one PDF by rsvg-convert (librsvg
and cairo), or as a matplotlib figure per page saved with Type 3 fonts (each glyph a
drawing procedure; characters outside Latin-1 go into further Type 3 fonts)."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

from bench.parts.import_blind3.common import esc
from bench.parts.import_blind5.canvas import H, Sheet, Text, W

CJK_OTF = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"  # fonts-noto-cjk
ICON = "M0,-3 L3,0 L0,3 L-3,0 Z"  # a diamond before each contact line


def svg(sheet: Sheet, zh: bool) -> str:
    family = "Noto Sans CJK SC" if zh else "Liberation Sans, DejaVu Sans"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}pt" height="{H}pt" '
        f'viewBox="0 0 {W} {H}" font-family="{family}">'
    ]
    for i in sheet.items:
        if isinstance(i, Text):
            extra = ' letter-spacing="2.5"' if i.spaced else ""
            weight = ' font-weight="bold"' if i.bold else ""
            out.append(
                f'<text x="{i.x:.1f}" y="{i.y:.1f}" font-size="{i.size}" fill="{i.color}" '
                f'text-anchor="{i.anchor}"{weight}{extra}>{esc(i.text)}</text>'
            )
        elif i.kind == "rect":
            out.append(
                f'<rect x="{i.x:.1f}" y="{i.y:.1f}" width="{i.w:.1f}" height="{i.h:.1f}" '
                f'fill="{i.color}"/>'
            )
        elif i.w == 3:  # contact icon
            out.append(f'<path transform="translate({i.x:.1f},{i.y:.1f})" d="{ICON}" '
                       f'fill="{i.color}"/>')  # fmt: skip
        else:
            out.append(f'<circle cx="{i.x:.1f}" cy="{i.y:.1f}" r="{i.w:.1f}" fill="{i.color}"/>')
    out.append("</svg>")
    return "\n".join(out)


def rsvg(pages: list[str]) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind5_svg_") as temp:
        files = []
        for n, text in enumerate(pages):
            path = Path(temp) / f"p{n}.svg"
            path.write_text(text, encoding="utf-8")
            files.append(str(path))
        out = Path(temp) / "out.pdf"
        subprocess.run(
            ["rsvg-convert", "-f", "pdf", "-o", str(out), *files],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        return out.read_bytes()


def matplotlib_pdf(sheets: list[Sheet], zh: bool) -> bytes:
    import matplotlib

    matplotlib.use("pdf")
    matplotlib.rcParams["pdf.fonttype"] = 3
    from matplotlib.backends.backend_pdf import PdfPages
    from matplotlib.figure import Figure
    from matplotlib.font_manager import FontProperties
    from matplotlib.patches import Circle, Rectangle

    out = io.BytesIO()
    with PdfPages(out, metadata={"Creator": "matplotlib", "CreationDate": None}) as pdf:
        for sheet in sheets:
            fig = Figure(figsize=(W / 72, H / 72))
            for i in sheet.items:
                if isinstance(i, Text):
                    font = FontProperties(
                        fname=CJK_OTF if zh else None,
                        family="DejaVu Sans",
                        weight="bold" if i.bold else "normal",
                        size=i.size * 0.92,
                    )
                    align = "right" if i.anchor == "end" else "left"
                    fig.text(i.x / W, 1 - i.y / H, i.text, fontproperties=font,
                             color=i.color, ha=align)  # fmt: skip
                elif i.kind == "rect":
                    fig.patches.append(Rectangle((i.x / W, 1 - (i.y + i.h) / H), i.w / W,
                                                 i.h / H, color=i.color,
                                                 transform=fig.transFigure))  # fmt: skip
                else:
                    fig.patches.append(Circle((i.x / W, 1 - i.y / H), i.w / W, color=i.color,
                                              transform=fig.transFigure))  # fmt: skip
            pdf.savefig(fig)
    return out.getvalue()
