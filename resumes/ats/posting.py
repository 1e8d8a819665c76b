"""With a posting: how many of its keywords the resume covers (the job match's own score)."""

from __future__ import annotations

from resumes.ats.findings import CheckSkipped, Finding
from resumes.ats.inputs import CheckInput
from resumes.ats.texts import quote
from resumes.postings.match import match_keywords
from resumes.postings.sections import REQUIRED

LOW_COVERAGE = 50
MAX_MISSING_SHOWN = 10


def keywords(inp: CheckInput) -> list[Finding]:
    if inp.keywords is None:
        raise CheckSkipped("no_posting")
    if not inp.keywords:
        raise CheckSkipped("posting_without_keywords")
    match = match_keywords(inp.data, inp.keywords)
    findings: list[Finding] = []
    if match.score < LOW_COVERAGE:
        findings.append(
            Finding(
                "keywords",
                "warning",
                "low_coverage",
                None,
                inp.posting_title or None,
                {"score": match.score, "matched": len(match.matched), "total": len(match.keywords)},
            )
        )
    missing = [k for k in match.keywords if not k.matched]
    missing.sort(key=lambda k: (k.kind != REQUIRED, -k.weight))
    for item in missing[:MAX_MISSING_SHOWN]:
        severity = "warning" if item.kind == REQUIRED else "info"
        findings.append(
            Finding(
                "keywords",
                severity,
                "missing_keyword",
                None,
                quote(item.line) if item.line else item.keyword,
                {"keyword": item.keyword},
            )
        )
    for item in match.keywords:
        if item.matched and not item.supported:
            findings.append(
                Finding(
                    "keywords",
                    "info",
                    "claimed_keyword",
                    item.path or None,
                    quote(item.text) if item.text else None,
                    {"keyword": item.keyword},
                )
            )
    return findings
