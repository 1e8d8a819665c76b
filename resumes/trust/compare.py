"""`compare_documents`: the changes between two JSON Resume documents and the findings on them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from resumes.trust import checks, claims, metrics
from resumes.trust.changes import Change, diff_documents
from resumes.trust.findings import CHECKS, Finding
from resumes.trust.matching import pair_document

Check = Callable[[dict[str, Any], dict[str, Any], dict[str, Any]], list[Finding]]

_CHECKS: tuple[Check, ...] = (
    checks.check_name,
    checks.check_contact,
    checks.check_employers,
    checks.check_schools,
    checks.check_credentials,
    checks.check_dates,
    checks.check_removed,
    metrics.check_metrics,
    claims.check_skills,
    claims.check_titles,
)


@dataclass(frozen=True)
class Comparison:
    """What changed from one document to the other, and what of it a person should check."""

    changes: tuple[Change, ...]
    findings: tuple[Finding, ...]

    @property
    def has_findings(self) -> bool:
        return bool(self.findings)

    def as_dict(self) -> dict[str, list[dict[str, Any]]]:
        """The contract's JSON shape: {"changes": [{"path", "op", "old", "new"}],
        "findings": [{"check", "path", "message"}]}."""
        return {
            "changes": [change.as_dict() for change in self.changes],
            "findings": [finding.as_dict() for finding in self.findings],
        }

    def findings_for(self, path: str) -> list[Finding]:
        """The findings at `path`, inside it, or on what contains it (for one change's card)."""
        return [finding for finding in self.findings if related_paths(finding.path, path)]


def related_paths(a: str, b: str) -> bool:
    """Whether one path is the other or lies inside it (`work[0]` and `work[0].name`)."""
    if not a or not b:
        return True
    short, long = sorted((a, b), key=len)
    return long == short or long.startswith((short + ".", short + "["))


def compare_documents(old: Any, new: Any) -> Comparison:
    """Compare two JSON Resume documents (deterministic; no network, no LLM).

    Findings come in the order of `CHECKS`, then in document order; their messages are in the
    language active now.
    """
    old = old if isinstance(old, dict) else {}
    new = new if isinstance(new, dict) else {}
    pairings = pair_document(old, new)
    findings: list[Finding] = []
    for check in _CHECKS:
        findings += check(old, new, pairings)
    order = {name: index for index, name in enumerate(CHECKS)}
    findings.sort(key=lambda finding: order[finding.check])
    return Comparison(changes=tuple(diff_documents(old, new, pairings)), findings=tuple(findings))
