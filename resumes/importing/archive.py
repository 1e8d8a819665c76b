"""Zip files read safely: the listing is checked before anything is unpacked, so a
decompression bomb is refused without inflating it, and reads stop at the declared sizes."""

from __future__ import annotations

import io
import zipfile

from resumes.importing.errors import ParseFailure

MAX_ENTRIES = 2_000
MAX_UNPACKED = 60_000_000  # bytes, all entries together
MAX_RATIO = 200  # unpacked / packed for any entry over 1 MB


def open_zip(data: bytes) -> zipfile.ZipFile:
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError, OSError):
        raise ParseFailure("corrupt_zip") from None
    if any(info.flag_bits & 0x1 for info in infos):
        raise ParseFailure("encrypted")
    if len(infos) > MAX_ENTRIES:
        raise ParseFailure("bomb", size=len(infos))
    total = sum(info.file_size for info in infos)
    if total > MAX_UNPACKED:
        raise ParseFailure("bomb", size=round(total / 1e6))
    for info in infos:
        if info.file_size > 1_000_000 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise ParseFailure("bomb", size=round(total / 1e6))
    return archive


def read_member(archive: zipfile.ZipFile, name: str) -> bytes:
    try:
        with archive.open(name) as handle:
            return handle.read(MAX_UNPACKED + 1)
    except (zipfile.BadZipFile, KeyError, EOFError, OSError, NotImplementedError):
        raise ParseFailure("corrupt_zip") from None
    except RuntimeError:
        raise ParseFailure("encrypted") from None
