"""LibreOffice headless as the export engine of blind set 6: one user profile per process
(made once, reused: a first start costs seconds), a file of any kind LibreOffice opens turned
into PDF by the application that owns it (Calc for a spreadsheet, Draw for a drawing, Writer
for RTF, Writer/Web for HTML)."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

_PROFILE = Path(tempfile.gettempdir()) / f"blind6_lo_profile_{os.getpid()}"

# the PDF export filter of the application that opens each kind of file
FILTERS = {
    "fods": "pdf:calc_pdf_Export",
    "fodg": "pdf:draw_pdf_Export",
    "rtf": "pdf:writer_pdf_Export",
    "html": "pdf:writer_web_pdf_Export",
}


def to_pdf(data: bytes, ext: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="blind6_lo_") as temp:
        src = Path(temp) / f"resume.{ext}"
        src.write_bytes(data)
        done = subprocess.run(
            ["soffice", f"-env:UserInstallation=file://{_PROFILE}", "--headless",
             "--norestore", "--convert-to", FILTERS[ext], "--outdir", temp, str(src)],
            capture_output=True, timeout=240,
            env={**os.environ, "HOME": temp},
        )  # fmt: skip
        out = Path(temp) / "resume.pdf"
        if not out.exists():
            raise RuntimeError(f"LibreOffice did not export {ext}: {done.stderr[-500:]!r}")
        return out.read_bytes()
