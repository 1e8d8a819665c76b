"""What the engine needs from the layers above it, handed in when the app is ready.

The engine imports nothing above it (an import-linter contract in pyproject.toml): not the
review services, not the tailoring flows. Yet review mode is a turn's business (the edit
tools store proposals, the history tells the model what the person decided on them), and a
tailored version's system prompt names its target posting. Those layers register what the
engine calls here, in `AgentConfig.ready()` (agent/apps.py):

    seams.register_review(seams.Review(propose_edits=..., ...))   # agent.review.register()
    seams.register_prompt_part(posting_prompt)                     # agent.tailoring.register()

`review()` raises when nothing was registered (the app was not set up): a turn never runs
without review mode's rules. Prompt parts are optional: none registered adds nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agent.models import Proposal
    from resumes.models import Resume


@dataclass(frozen=True)
class Review:
    """Review mode's services, as the engine's edit tools and history call them.

    `propose_edits(conversation=, resume=, tool_call=, run_id=, operations=)`: the edits as
    pending proposals (raises the resume services' `ResumeEditError` on a bad edit).
    `proposed_result(proposals, version)`: the tool result that says they wait.
    `proposal_payload(proposal)`: the contract's JSON shape of one proposal.
    `findings_between(before, after)`: the guard's findings from one document to another.
    `decision_note(proposals)`: what the person decided on them ("" while all wait).
    """

    propose_edits: Callable[..., list[Proposal]]
    proposed_result: Callable[[Sequence[Proposal], int], str]
    proposal_payload: Callable[[Proposal], dict[str, Any]]
    findings_between: Callable[[dict[str, Any], dict[str, Any]], list[dict[str, Any]]]
    decision_note: Callable[[Sequence[Proposal]], str]


PromptPart = Callable[["Resume"], str]

_review: Review | None = None
_prompt_parts: list[PromptPart] = []


def register_review(review: Review) -> None:
    global _review
    _review = review


def review() -> Review:
    if _review is None:
        raise RuntimeError(
            "Review mode's services are not registered: AgentConfig.ready() registers them "
            "(agent.review.register()); set Django up first."
        )
    return _review


def register_prompt_part(part: PromptPart) -> None:
    """A part of the system prompt about the resume, after the resume itself ("" adds none).
    Registering the same callable twice keeps one."""
    if part not in _prompt_parts:
        _prompt_parts.append(part)


def prompt_parts(resume: Resume) -> list[str]:
    return [text for text in (part(resume) for part in _prompt_parts) if text]
