"""What the model is told about an interview practice: the posting practised for.

The coach's own instructions are its capability's prompt (`interview-coach`, admin-editable);
this adds the facts of one conversation: which posting, its keywords in order."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from agent.models import Conversation

MAX_POSTING_PROMPT_CHARS = 12_000
PRACTICE_SLUG = "interview-coach"


def practice_prompt(conversation: Conversation) -> str:
    """For a practice conversation with a posting: the posting; empty otherwise."""
    if not conversation.posting_id:
        return ""
    posting = conversation.posting
    if posting is None:
        return ""
    heading = posting.title + (f" at {posting.company}" if posting.company else "")
    keywords = ", ".join(
        str(k.get("keyword")) for k in (posting.keywords or []) if isinstance(k, dict)
    )
    return (
        f"This is an interview practice for the job posting “{heading}”.\n"
        f"The posting's keywords in order of importance: {keywords or 'none found'}.\n"
        f"The posting (PostingReader reads it again):\n"
        f"{posting.description[:MAX_POSTING_PROMPT_CHARS]}"
    )


def needs_capable_provider(conversation: Conversation) -> bool:
    """Whether the conversation's capability cannot run on the offline model (interview
    practice): a guarded turn then says so instead of answering."""
    capability = conversation.capability
    return bool(capability and (capability.options or {}).get("needs_capable_provider"))
