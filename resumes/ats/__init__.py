"""The ATS check: deterministic checks of a resume and of its exported PDF, as a tracking
system would read it. `check_resume` runs them; `manage.py ats_check` and the ATS page show
them. Every finding names its path and quotes its text; a check that could not run is
skipped with its reason, never passed.

One module per group of checks: `content` (contact, dates, bullet_length, quantified),
`layout` (headings, text_layer, pages), `reimport`, `posting` (keywords); `registry` lists
them, `score` scores them, `inputs` makes what they read once (HTML, PDF, text layer).
"""

from __future__ import annotations

import time
from typing import Any

from resumes.ats.findings import CheckSkipped, Finding, Report, Skipped
from resumes.ats.inputs import CheckInput
from resumes.ats.registry import CHECKS, NAMES
from resumes.ats.score import score

__all__ = ["NAMES", "CheckInput", "Finding", "Report", "Skipped", "check_resume", "run_checks"]


def run_checks(inp: CheckInput, *, only: tuple[str, ...] = ()) -> Report:
    findings: list[Finding] = []
    passed: list[str] = []
    skipped: list[Skipped] = []
    seconds: dict[str, float] = {}
    for check in CHECKS:
        if only and check.name not in only:
            continue
        if check.needs_pdf and "export_pdf" not in seconds:
            _prepare(inp, seconds)
        started = time.perf_counter()
        try:
            found = check.run(inp)
        except CheckSkipped as skip:
            skipped.append(Skipped(check.name, skip.code, skip.params))
        except Exception as exc:  # one broken check must not hide the others
            skipped.append(Skipped(check.name, "check_failed", {"error": type(exc).__name__}))
        else:
            findings.extend(found)
            if not found:
                passed.append(check.name)
        seconds[check.name] = time.perf_counter() - started
    order = {"error": 0, "warning": 1, "info": 2}
    findings.sort(key=lambda f: order.get(f.severity, 3))
    return Report(score(findings), findings, passed, skipped, seconds)


def _prepare(inp: CheckInput, seconds: dict[str, float]) -> None:
    """Make the PDF and read its text once, timed apart from the checks that share them."""
    for step, make in (("export_pdf", lambda: inp.pdf), ("read_text", lambda: inp.pdf_texts)):
        started = time.perf_counter()
        try:
            make()
        except CheckSkipped:
            pass  # each check that needs it is skipped with the reason
        except Exception:
            pass
        seconds[step] = time.perf_counter() - started


def check_resume(
    resume: Any,
    *,
    theme: str = "",
    posting: Any = None,
    page_size: str = "a4",
) -> Report:
    """All checks of a stored resume, in its theme (or `theme`), with a posting's keywords."""
    inp = CheckInput(
        data=resume.data,
        language=resume.language,
        theme=theme or resume.theme,
        page_size=page_size,
        keywords=list(posting.keywords or []) if posting is not None else None,
        posting_title=posting.title if posting is not None else "",
    )
    return run_checks(inp)
