"""A revision said in plain words at render time ("Restored version 4", "Accepted: changed
the headline"); the stored summary stays as it was written, for the API and the commands."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext as _

from resumes import paths
from resumes.models import ResumeRevision
from resumes.paths import PatchError
from resumes.trust.changes import diff_documents
from resumes.trust.matching import pair_document
from resumes.wording.changes import describe_changes, fill, lower

# Summaries the services write for what is not an edit, and their sentences.
_RESTORED = re.compile(r"^restored version (?P<version>\d+)$")
_COPIED = re.compile(r"^copied from “(?P<title>.*)” version (?P<version>\d+)$")
_PUSHED = re.compile(r"^pushed down from the master \(version (?P<version>\d+)\)$")


def _fixed(summary: str) -> str | None:
    sentences = {
        "created": _("Created the resume"),
        "created from the example": _("Created the resume from the example"),
        "imported": _("Imported the resume"),
    }
    if summary in sentences:
        return sentences[summary]
    if match := _RESTORED.match(summary):
        return fill(_("Restored version %(version)s"), version=match["version"])
    if match := _COPIED.match(summary):
        return fill(
            _("Copied from “%(title)s” version %(version)s"),
            title=match["title"],
            version=match["version"],
        )
    if match := _PUSHED.match(summary):
        return fill(
            _("Brought up to date with the master resume (version %(version)s)"),
            version=match["version"],
        )
    return None


def describe_revision(revision: ResumeRevision, *, before: Any = None, after: Any = None) -> str:
    """One line for a revision. `before` and `after` (the documents at the previous version
    and at this one, when known) name the entries and find moved ones."""
    summary = (revision.summary or "").strip()
    fixed = _fixed(summary)
    if fixed:
        return fixed
    if isinstance(before, dict) and isinstance(after, dict):
        old, new = _touched(revision, before), _touched(revision, after)
        changes = diff_documents(old, new, pair_document(old, new))
        change_list = [("order" if c.kind == "order" else c.op, c.path, c.new) for c in changes]
    else:
        change_list = [
            (str(op.get("op", "")), str(op.get("path", "")), op.get("value"))
            for op in revision.patch or []
            if isinstance(op, dict)
        ]
    text = describe_changes(change_list, before=before, after=after)
    if not text:
        text = _("Replaced the whole resume") if revision.snapshot is not None else _("No change")
    if revision.approved_by_id is not None or summary.startswith("accepted: "):
        return fill(_("Accepted: %(change)s"), change=lower(text))
    return text


def _touched(revision: ResumeRevision, document: dict[str, Any]) -> dict[str, Any]:
    """The sections of `document` the revision's patch touches (pairing every entry of every
    section is most of the cost, and the others have not changed)."""
    sections = set()
    for op in revision.patch or []:
        path = op.get("path") if isinstance(op, dict) else None
        if not isinstance(path, str) or not path.startswith("/"):
            return document
        sections.add(paths.from_pointer(path)[0])
    if not sections:
        return document
    return {key: value for key, value in document.items() if key in sections}


def documents_at(current: Any, version: int, revisions: Iterable[ResumeRevision]) -> dict[int, Any]:
    """The document at each version, walking back from `current` (the document at `version`)
    through the revisions' inverses, newest first; stops where the chain breaks."""
    ordered = sorted(revisions, key=lambda revision: revision.version, reverse=True)
    documents: dict[int, Any] = {}
    if not ordered or ordered[0].version != version:
        return documents
    document = current
    expected = version
    for revision in ordered:
        if revision.version != expected:
            break
        documents[revision.version] = document
        if revision.patch or revision.inverse:
            try:
                document = paths.apply_patch(document, revision.inverse)
            except PatchError:
                break
        elif revision.version > 1:
            break
        expected -= 1
    else:
        if expected >= 1:
            documents[expected] = document
    return documents


def describe_revisions(
    current: Any, version: int, revisions: list[ResumeRevision]
) -> dict[int, str]:
    """Every revision of `revisions` in one line, by version. `current` is the document at
    `version`; the revisions from there down name the entries of theirs."""
    documents = documents_at(current, version, revisions)
    return {
        revision.version: describe_revision(
            revision,
            before=documents.get(revision.version - 1),
            after=documents.get(revision.version),
        )
        for revision in revisions
    }
