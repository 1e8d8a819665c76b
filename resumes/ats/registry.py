"""The checks, in the order they run: name, function, what it costs (the PDF ones are slow)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from resumes.ats import content, layout, posting, reimport
from resumes.ats.findings import Finding
from resumes.ats.inputs import CheckInput


@dataclass(frozen=True)
class Check:
    name: str
    run: Callable[[CheckInput], list[Finding]]
    needs_pdf: bool = False


CHECKS: tuple[Check, ...] = (
    Check("contact", content.contact),
    Check("dates", content.dates),
    Check("bullet_length", content.bullet_length),
    Check("quantified", content.quantified),
    Check("headings", layout.headings, needs_pdf=True),
    Check("text_layer", layout.text_layer, needs_pdf=True),
    Check("pages", layout.pages, needs_pdf=True),
    Check("reimport", reimport.reimport, needs_pdf=True),
    Check("keywords", posting.keywords),
)
NAMES = tuple(check.name for check in CHECKS)
