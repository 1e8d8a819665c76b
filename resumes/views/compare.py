"""The History page's comparison of any two versions: a readable, word-level diff."""

from __future__ import annotations

import re
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import pgettext
from django.views.decorators.http import require_GET

from resumes import wording
from resumes.forms import SECTION_LABELS
from resumes.models import Resume
from resumes.trust import Change, Finding, value_diff
from resumes.trust.history import CompareError, RevisionComparison, compare_revisions
from resumes.trust.matching import ENTRY_KEYS, entry_label, entry_list
from resumes.views.common import owned_resume

_ENTRY = re.compile(r"^(?P<section>[A-Za-z]+)\[(?P<index>\d+)\]")


def _op_label(change: Change) -> str:
    if change.kind == "order":
        return pgettext("change", "Reordered")
    labels = {
        "add": pgettext("change", "Added"),
        "remove": pgettext("change", "Removed"),
        "replace": pgettext("change", "Changed"),
    }
    return labels[change.op]


def _where(change: Change, result: RevisionComparison) -> str:
    """Where the change is, in words: "Work experience · Globex"."""
    section = str(SECTION_LABELS.get(change.section, change.section))
    match = _ENTRY.match(change.path)
    if not match or match.group("section") not in ENTRY_KEYS:
        return section
    document = result.old_document if change.op == "remove" else result.new_document
    entries = entry_list(document, match.group("section"))
    index = int(match.group("index"))
    if index >= len(entries):
        return section
    return f"{section} · {entry_label(entries[index], ENTRY_KEYS[match.group('section')], index)}"


def _words(change: Change, result: RevisionComparison) -> str:
    """The change in a sentence ("Rewrote the summary"), entries named from their version."""
    removed = change.op == "remove" and change.kind != "order"
    return wording.describe_change(
        "order" if change.kind == "order" else change.op,
        change.path,
        document=result.old_document if removed else result.new_document,
        value=change.new,
    )


def _within(finding: Finding, path: str) -> bool:
    return finding.path == path or finding.path.startswith((path + ".", path + "["))


def _rows(result: RevisionComparison) -> list[dict[str, Any]]:
    rows = []
    for change in result.comparison.changes:
        old, new = change.old, change.new
        rows.append(
            {
                "path": change.path,
                "op": "order" if change.kind == "order" else change.op,
                "op_label": _op_label(change),
                "where": _where(change, result),
                "words": _words(change, result),
                "tokens": value_diff(old, new),
                "findings": []
                if change.kind == "order"
                else [f for f in result.comparison.findings if _within(f, change.path)],
            }
        )
    return rows


def compare_context(resume: Resume, old: Any, new: Any) -> dict[str, Any]:
    context: dict[str, Any] = {"resume": resume, "old": old, "new": new}
    try:
        result = compare_revisions(resume=resume, old_version=old, new_version=new)
    except CompareError as exc:
        return {**context, "error": str(exc)}
    return {
        **context,
        "old": result.old_version,
        "new": result.new_version,
        "rows": _rows(result),
        "findings": result.comparison.findings,
    }


@login_required
@require_GET
def revision_compare(request: HttpRequest, resume_id: int) -> HttpResponse:
    """Two versions compared; ?old=N&new=M. A partial for htmx, a page otherwise."""
    resume = owned_resume(request, resume_id)
    context = compare_context(resume, request.GET.get("old"), request.GET.get("new"))
    if request.htmx:
        return render(request, "resumes/partials/compare.html", context)
    status = 400 if "error" in context else 200
    return render(request, "resumes/compare.html", context, status=status)
