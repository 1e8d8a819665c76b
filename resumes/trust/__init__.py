"""Trusted edits: a deterministic guard that compares two JSON Resume documents.

    from resumes.trust import compare_documents, word_diff

    comparison = compare_documents(before, after)
    comparison.changes    # (Change(path, op, old, new, kind, section), ...)
    comparison.findings   # (Finding(check, path, message, params), ...)
    comparison.as_dict()  # {"changes": [...], "findings": [...]}, ready for JSON

The checks, their limits and the borderline choices are described in docs/trust.md.

Two more checks hold an edit to a text it may take its values from (import them from their
modules): `source_check` (the import's: values only from the file's text) and `facts` (the
evaluation's guards: dates, numbers and organisations only from the person's messages).
"""

from __future__ import annotations

from resumes.trust.changes import Change
from resumes.trust.compare import Comparison, compare_documents, related_paths
from resumes.trust.diff import DiffToken, display_text, value_diff, word_diff
from resumes.trust.findings import CHECKS, Finding, finding_message, make_finding
from resumes.trust.titles import inflation

__all__ = [
    "CHECKS",
    "Change",
    "Comparison",
    "DiffToken",
    "Finding",
    "compare_documents",
    "display_text",
    "finding_message",
    "inflation",
    "make_finding",
    "related_paths",
    "value_diff",
    "word_diff",
]
