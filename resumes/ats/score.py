"""The score: 100 less a penalty per finding, each check's penalty capped, so one long list of
small things cannot sink a resume and one error always shows. Skipped checks count nothing."""

from __future__ import annotations

from collections import defaultdict

from resumes.ats.findings import Finding

PENALTY = {"error": 15, "warning": 4, "info": 0}
CHECK_CAP = 30


def score(findings: list[Finding]) -> int:
    per_check: dict[str, int] = defaultdict(int)
    for finding in findings:
        per_check[finding.check] += PENALTY.get(finding.severity, 0)
    lost = sum(min(CHECK_CAP, penalty) for penalty in per_check.values())
    return max(0, min(100, 100 - lost))
