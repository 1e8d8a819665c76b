"""LibreOffice headless as blind set 7's office engine: a flat ODP slide exported by Impress,
an ODT (made by pandoc) or a DOCX printed by Writer, and page 1 of a slide or DOCX exported
as PNG at 150 dpi by LibreOffice's own graphic export (the stained scans' rasteriser). All
sources of one kind go through one LibreOffice start (a start costs seconds)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
from pathlib import Path

PDF = {"fodp": "pdf:impress_pdf_Export", "odt": "pdf:writer_pdf_Export",
       "docx": "pdf:writer_pdf_Export"}  # fmt: skip
_A4_150 = (
    '{"PixelWidth":{"type":"long","value":"1240"},"PixelHeight":{"type":"long","value":"1754"}}'
)
PNG = {"fodp": f"png:impress_png_Export:{_A4_150}", "odt": f"png:writer_png_Export:{_A4_150}",
       "docx": f"png:writer_png_Export:{_A4_150}"}  # fmt: skip

_DONE: dict[str, bytes] = {}


def _key(data: bytes, ext: str, out: str) -> str:
    return hashlib.sha1(data + ext.encode() + out.encode()).hexdigest()


def prepare(sources: list[tuple[bytes, str, str]]) -> None:
    """Converts (data, ext, 'pdf' or 'png') sources, one LibreOffice run per filter."""
    todo: dict[str, dict[str, tuple[bytes, str]]] = {}
    for data, ext, out in sources:
        key = _key(data, ext, out)
        if key not in _DONE:
            todo.setdefault((PDF if out == "pdf" else PNG)[ext], {})[key] = (data, ext)
    for flt, items in todo.items():
        with tempfile.TemporaryDirectory(prefix="blind7_lo_") as temp:
            paths = []
            for key, (data, ext) in items.items():
                path = Path(temp) / f"{key}.{ext}"
                path.write_bytes(data)
                paths.append(str(path))
            outdir = Path(temp) / "out"
            subprocess.run(
                ["soffice", f"-env:UserInstallation=file://{temp}/profile", "--headless",
                 "--norestore", "--convert-to", flt, "--outdir", str(outdir), *paths],
                capture_output=True, timeout=600, env={**os.environ, "HOME": temp},
            )  # fmt: skip
            suffix = flt.split(":")[0]
            for key in items:
                made = outdir / f"{key}.{suffix}"
                if made.exists():
                    _DONE[key] = made.read_bytes()


def convert(data: bytes, ext: str, out: str = "pdf") -> bytes:
    prepare([(data, ext, out)])
    key = _key(data, ext, out)
    if key not in _DONE:
        raise RuntimeError(f"LibreOffice did not export {ext} to {out}")
    return _DONE[key]
