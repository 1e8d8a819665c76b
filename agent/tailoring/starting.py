"""Starting a tailored version: the copy, its conversation (tailoring capability, review mode)
and what the model is told about the posting."""

from __future__ import annotations

from django.db import transaction

from agent.models import Capability, Conversation, Provider
from agent.review import set_review_mode
from resumes.models import Resume
from resumes.postings import services as posting_services
from resumes.postings.match import match_keywords
from resumes.postings.models import JobPosting, TailoredVersion

TAILOR_SLUG = "tailor"
COVER_LETTER_SLUG = "cover-letter"
MAX_POSTING_PROMPT_CHARS = 12_000


@transaction.atomic
def start_tailoring(*, master: Resume, posting: JobPosting) -> tuple[TailoredVersion, Conversation]:
    """A tailored version of `master` for `posting` and its review-mode conversation."""
    version = posting_services.version_create(master=master, posting=posting)
    capability = Capability.objects.filter(slug=TAILOR_SLUG, is_active=True).first()
    conversation = Conversation.objects.create(
        owner=master.owner,
        resume=version.resume,
        kind=Conversation.Kind.CHAT,
        capability=capability,
        title=posting.title[:200],
    )
    set_review_mode(conversation, on=True)
    return version, conversation


def posting_prompt(resume: Resume) -> str:
    """For a tailored version: the target posting, its keywords and which the resume misses;
    empty for any other resume."""
    # The reverse one-to-one: no query when the caller joined it (the engine's `begin_step`
    # reads the conversation with `resume__tailored_from__posting` and `__master`), one plain
    # query each otherwise.
    try:
        version = resume.tailored_from
    except TailoredVersion.DoesNotExist:
        return ""
    posting = version.posting
    match = match_keywords(resume.data, posting.keywords, support=version.master.data)
    keywords = ", ".join(k.keyword for k in match.keywords)
    heading = posting.title + (f" at {posting.company}" if posting.company else "")
    return (
        f"This resume is a tailored version for the job posting “{heading}”.\n"
        f"The posting's keywords in order of importance: {keywords}."
        f"\nThe resume matches {match.score}/100; missing: {', '.join(match.missing) or 'none'}."
        + (
            "\nNamed by this version but not supported by the master (not counted; ask the "
            f"person before keeping them): {', '.join(match.claimed)}."
            if match.claimed
            else ""
        )
        + f"\nThe posting:\n{posting.description[:MAX_POSTING_PROMPT_CHARS]}"
    )


def needs_capable_provider(provider: Provider | None) -> bool:
    """Tailoring and cover letters need a capable provider, not the embedded local model."""
    return provider is None or provider.is_local
