"""Changes said in plain words for people, in the active language, at render time.

    describe_change("replace", "work[0].highlights[0]", document=doc)
    # "Rewrote the first highlight of Software Engineer at Acme"
    # "改写了 Acme 软件工程师经历的第一条要点" (zh-hans)
    describe_revision(revision, before=..., after=...)   # "Restored version 4"

Paths may be written `work[0].name` or as JSON pointers; operations may be JSON Patch's
(add, replace, remove, move) or the edit tools' (add, update, delete). What is stored
(revision summaries, proposals, tool calls) stays as it is: only the page says it in words.
"""

from __future__ import annotations

from resumes.wording.changes import (
    describe_change,
    describe_changes,
    entry_phrase,
    join_sentences,
    lower,
)
from resumes.wording.revisions import describe_revision, describe_revisions, documents_at

__all__ = [
    "describe_change",
    "describe_changes",
    "describe_revision",
    "describe_revisions",
    "documents_at",
    "entry_phrase",
    "join_sentences",
    "lower",
]
