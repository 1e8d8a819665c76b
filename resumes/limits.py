"""How big a resume may get, checked with every other rule of `validate_document`, so the
same limits hold for imports, the forms and the agent's edits.

A resume with 10,000 entries once made the resume page 31 MB and 31 s and its PDF 78 s. The
limits are far above any real resume and keep the page and the PDF quick
(`bench/huge_resume.py` measures a resume at the limits):

- document size, UTF-8 JSON without the photo: `MAX_DOCUMENT_BYTES`;
- entries of any list (a section such as `work` or `skills`, `basics.profiles`, an entry's
  `highlights`, `keywords`, `courses`, ...): `MAX_LIST_ITEMS`;
- characters of one text value: `MAX_TEXT_CHARS`;
- characters of the photo `basics.image` (an inline `data:image/...` picture):
  `MAX_IMAGE_CHARS`.

The PDF's time grows with the text and the entries (about 10 ms per entry), not the photo,
which is why the photo counts apart.

An edit of a document that is already beyond a limit (stored before the limits existed) is
refused only where it grows what is too big: with `previous` (the stored document), a list or
text over its limit is let through when the same path held at least as much before, or when
the very same value was there somewhere (an entry deleted before it moves it), and the
document size when it does not grow. So such a resume can always be shortened and edited
elsewhere, never grown.

Each problem is reported with its path and what to do, in words a person and a model can act
on: "work has 70 entries; at most 50 are allowed in a list: remove or merge 20."
"""

from __future__ import annotations

import json
from typing import Any

MAX_DOCUMENT_BYTES = 150_000
MAX_LIST_ITEMS = 50
MAX_TEXT_CHARS = 5_000
MAX_IMAGE_CHARS = 200_000
_IMAGE_PATHS = {("basics", "image")}


def document_bytes(data: Any) -> int:
    """The size the document limit counts: UTF-8 JSON without the photo."""
    basics = data.get("basics") if isinstance(data, dict) else None
    if isinstance(basics, dict) and isinstance(basics.get("image"), str):
        data = {**data, "basics": {k: v for k, v in basics.items() if k != "image"}}
    return len(json.dumps(data, ensure_ascii=False).encode("utf-8"))


def size_problem(size: int) -> str:
    return (
        f"the resume is {size:,} bytes of JSON (the photo not counted); at most "
        f"{MAX_DOCUMENT_BYTES:,} are allowed: shorten or remove some entries"
    )


def _size_at(document: Any, where: tuple[str | int, ...], kind: type) -> int:
    """The length of the list or text at `where` in `document` (-1 when there is none)."""
    value = document
    for segment in where:
        in_list = isinstance(value, list) and isinstance(segment, int) and segment < len(value)
        in_object = isinstance(value, dict) and segment in value
        if not (in_list or in_object):
            return -1
        value = value[segment]
    return len(value) if isinstance(value, kind) else -1


def _oversized_values(document: Any) -> set[str]:
    """Every list and text of `document` over its limit, as JSON (to recognise it moved)."""
    found: set[str] = set()
    stack = [document]
    while stack:
        value = stack.pop()
        if isinstance(value, str) and len(value) > MAX_TEXT_CHARS:
            found.add(json.dumps(value))
        elif isinstance(value, list):
            if len(value) > MAX_LIST_ITEMS:
                found.add(json.dumps(value, sort_keys=True))
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return found


def limit_problems(
    data: Any, *, previous: Any = None, most: int = 8
) -> list[tuple[tuple[str | int, ...], str]]:
    """(path segments, message) for each list or text over its limit, up to `most`; with
    `previous`, only those that grew (see the module's docstring)."""
    found: list[tuple[tuple[str | int, ...], str]] = []
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    known: set[str] | None = None

    def grew(value: Any, where: tuple[str | int, ...]) -> bool:
        nonlocal known
        if previous is None:
            return True
        if _size_at(previous, where, type(value)) >= len(value):
            return False
        if known is None:
            known = _oversized_values(previous)
        return json.dumps(value, sort_keys=True) not in known

    while stack and len(found) < most:
        value, where = stack.pop()
        if isinstance(value, str):
            limit = MAX_IMAGE_CHARS if where in _IMAGE_PATHS else MAX_TEXT_CHARS
            if len(value) > limit and grew(value, where):
                found.append(
                    (
                        where,
                        f"is {len(value):,} characters long; at most {limit:,} are allowed in "
                        f"one field: shorten it by {len(value) - limit:,}",
                    )
                )
        elif isinstance(value, list):
            if len(value) > MAX_LIST_ITEMS and grew(value, where):
                extra = len(value) - MAX_LIST_ITEMS
                found.append(
                    (
                        where,
                        f"has {len(value):,} entries; at most {MAX_LIST_ITEMS} are allowed in a "
                        f"list: remove or merge {extra:,}",
                    )
                )
            stack.extend((item, (*where, i)) for i, item in reversed(list(enumerate(value))))
        elif isinstance(value, dict):
            stack.extend((item, (*where, key)) for key, item in reversed(value.items()))
    return found
