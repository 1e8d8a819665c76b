"""Blind set 8's Pango/cairo pages (pango_render.py, run by Debian's python3 with PyGObject):
the sidebar design and the text editor's print, as PDF or as a PNG raster for the scans."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("pango_render.py")
SYSTEM_PYTHON = "/usr/bin/python3"


def render(job: dict, fmt: str = "pdf", dpi: int = 150) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind8_pango_") as temp:
        out = Path(temp) / f"page.{fmt}"
        payload = {**job, "format": fmt, "dpi": dpi, "out": str(out)}
        subprocess.run([SYSTEM_PYTHON, str(SCRIPT)], input=json.dumps(payload), text=True,
                       check=True, capture_output=True, timeout=120)  # fmt: skip
        return out.read_bytes()


def sidebar_job(page) -> dict:
    return {"layout": "sidebar", "zh": page.zh, "page": dataclasses.asdict(page)}


def editor_job(lines: list[str], zh: bool, size: float = 9.5) -> dict:
    """A text editor's print; `size` in points (a scanned print uses a smaller one, one page)."""
    title = "简历.txt" if zh else "cv.txt"
    return {"layout": "editor", "zh": zh, "lines": lines, "title": title, "size": size}


def source_text(job: dict) -> str:
    """The words a job writes (the plan test finds each fact in them)."""
    if job["layout"] == "editor":
        return "\n".join(job["lines"])
    p = job["page"]
    out = [p["name"], p["label"], *p["contacts"]]
    for s in p["sections"]:
        out += [s["heading"], *s["lines"]]
        for e in s["entries"]:
            out += [e["title"], e["org"], e["place"], e["when"], *e["lines"]]
    return "\n".join(out)
