"""Import of the resumes people already have: PDF, DOCX, Markdown, plain text, JSON Resume
and LinkedIn exports, offline.

- `parse.detect` tells the kind from the content; `parse.parse_bytes` reads it into a
  `Draft` (document, source text, unplaced text, report) through the layout pipeline
  (`pdf`, `wordfile`, `plaintext`, `linkedin` -> `structure` -> `entries`, `fields`,
  `listing`, `basics`); it runs in a worker process with limits (`worker`).
- `service` (Django) turns a file into a draft (`draft_from_file`, the seam for a later
  correction step) and a draft into a stored resume with its original file.
- `views`, `unplaced` and `urls` are the upload's pages (the import page and the dashboard's
  drop zone, the original file, the report's lines not placed, acted on); `correction` is
  the seam the agent's correction fills (`agent/importing/`).

Parsing modules import no Django (nor pydantic), so the worker starts quickly; the other
names below load on first use.
"""

from __future__ import annotations

from typing import Any

from resumes.importing.errors import MAX_IMPORT_BYTES, ImportRejected, size_problem

_SERVICE_NAMES = {"import_resume", "import_draft", "draft_from_file"}
_JSON_NAMES = {"default_title", "guess_language", "read_document"}

__all__ = [
    "MAX_IMPORT_BYTES",
    "ImportRejected",
    "default_title",
    "draft_from_file",
    "guess_language",
    "import_draft",
    "import_resume",
    "read_document",
    "size_problem",
]


def __getattr__(name: str) -> Any:
    if name in _SERVICE_NAMES:
        # Django's side loads on first use: the parsing worker imports this package bare.
        from resumes.importing import service

        return getattr(service, name)
    if name in _JSON_NAMES:
        # Loaded on first use, as the service is (the worker imports this package bare).
        from resumes.importing import jsonresume

        return getattr(jsonresume, name)
    raise AttributeError(name)
