"""The agent's side of tailoring: open a review-mode conversation with the tailoring
capability for a new tailored version, tell the model the target posting, and write a cover
letter with the cover-letter capability (checked by the guard). No web layer, no Channels.

    from agent import tailoring

    version, conversation = tailoring.start_tailoring(master=..., posting=...)
    tailoring.posting_prompt(resume)            # the system prompt's part about the job
    await tailoring.write_cover_letter(version=..., provider=...)

See docs/jobs.md.
"""

from __future__ import annotations

from agent.tailoring.cover_letter import (
    CoverLetterError,
    cover_letter_findings,
    letter_finding_message,
    write_cover_letter,
)
from agent.tailoring.starting import (
    COVER_LETTER_SLUG,
    TAILOR_SLUG,
    needs_capable_provider,
    posting_prompt,
    start_tailoring,
)

__all__ = [
    "COVER_LETTER_SLUG",
    "TAILOR_SLUG",
    "CoverLetterError",
    "cover_letter_findings",
    "letter_finding_message",
    "needs_capable_provider",
    "posting_prompt",
    "start_tailoring",
    "write_cover_letter",
]
