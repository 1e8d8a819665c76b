"""LibreOffice headless as the export engine of blind set 6: one user profile per process
(made once, reused: a first start costs seconds), a file of any kind LibreOffice opens turned
into PDF by the application that owns it (Calc for a spreadsheet, Draw for a drawing, Writer
for RTF, Writer/Web for HTML)."""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

_PROFILE = Path(tempfile.gettempdir()) / f"blind6_lo_profile_{os.getpid()}"
atexit.register(shutil.rmtree, _PROFILE, ignore_errors=True)

# the PDF export filter of the application that opens each kind of file
FILTERS = {
    "fods": "pdf:calc_pdf_Export",
    "fodg": "pdf:draw_pdf_Export",
    "rtf": "pdf:writer_pdf_Export",
    "html": "pdf:writer_web_pdf_Export",
}


_DONE: dict[str, bytes] = {}  # the PDFs of prepare(), by their source's digest


def _key(data: bytes, ext: str) -> str:
    return hashlib.sha1(data + ext.encode()).hexdigest()


def prepare(sources: list[tuple[bytes, str]]) -> None:
    """Exports many sources in one LibreOffice run (a start costs seconds): `--convert-to pdf`
    picks the same export filter per kind of file as FILTERS names; to_pdf then finds them."""
    todo = {_key(d, e): (d, e) for d, e in sources if e in FILTERS and _key(d, e) not in _DONE}
    if not todo:
        return
    with tempfile.TemporaryDirectory(prefix="blind6_lo_") as temp:
        paths = []
        for key, (data, ext) in todo.items():
            path = Path(temp) / f"{key}.{ext}"
            path.write_bytes(data)
            paths.append(str(path))
        out = Path(temp) / "out"
        subprocess.run(
            ["soffice", f"-env:UserInstallation=file://{_PROFILE}", "--headless",
             "--norestore", "--convert-to", "pdf", "--outdir", str(out), *paths],
            capture_output=True, timeout=600,
            env={**os.environ, "HOME": temp},
        )  # fmt: skip
        for key in todo:
            pdf = out / f"{key}.pdf"
            if pdf.exists():
                _DONE[key] = pdf.read_bytes()


def to_pdf(data: bytes, ext: str) -> bytes:
    if _key(data, ext) in _DONE:
        return _DONE[_key(data, ext)]
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
