"""The agent's correction of an imported resume (issue 16), registered into
`resumes.importing.correction` from `AgentConfig.ready()` (`agent.importing.register`).

With a capable remote provider, a conversation with the `import` capability is opened on
the new resume; its one message gives the model the source text, the system prompt carries
the draft (the current resume), and the model edits through the usual resume tools. Every
edit is checked by the import's source check (`resumes.trust.source_check`): a value that is
not in the source text is refused and the document keeps what it had. The embedded local
model is never used for this, and with no usable remote provider nothing runs: the
deterministic result stands.
"""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync, sync_to_async
from django.conf import settings

from agent.engine import events
from agent.engine.loop import execute_run
from agent.engine.providers import api_key_for
from agent.engine.providers.errors import MissingAPIKey
from agent.engine.turns import PLACEHOLDER_PRESETS, RunRefused, prepare_turn, resolve_provider
from agent.models import Capability, Conversation, Provider
from agent.tasks.importing import enqueue_correction
from resumes.importing.correction import (
    IMPORT_MESSAGE_HEAD,
    CorrectionRefused,
    Progress,
    Stage,
)
from resumes.importing.service import import_source_for
from resumes.models import Resume

IMPORT_CAPABILITY = "import"
ASKING, CHECKING = "asking", "checking"  # the stages a background task shows
SKIPPED = {
    "no_provider": "No remote model is configured, so the parser's result stands.",
    "local": "The embedded local model is not used to correct imports; the parser's result stands.",
    "capability": "The import capability is switched off, so the parser's result stands.",
    "no_source": "The file had no text to check against; the parser's result stands.",
}


def _skipped(reason: str) -> dict[str, Any]:
    return {"status": "skipped", "reason": reason, "message": SKIPPED[reason]}


def _has_key(provider: Provider) -> bool:
    try:
        api_key_for(provider)
    except MissingAPIKey:
        return False
    return True


def check(provider_slug: str | None) -> None:
    """A named provider must exist, be remote and have its key; nothing is stored."""
    if not provider_slug:
        return
    try:
        provider = resolve_provider(None, provider_slug)
    except RunRefused as refused:
        raise CorrectionRefused(refused.message) from None
    if provider.is_local:
        raise CorrectionRefused(
            f"{provider.name or provider.slug} is the embedded local model, which is not "
            "used to correct imports; name a remote provider or leave out --provider."
        )
    try:
        api_key_for(provider)
    except MissingAPIKey as missing:
        raise CorrectionRefused(str(missing)) from None


def correction_provider(provider_slug: str | None) -> tuple[Provider | None, str]:
    """The remote provider that corrects imports, or None and the reason (a SKIPPED key)."""
    if provider_slug:
        check(provider_slug)
        return resolve_provider(None, provider_slug), ""
    try:
        provider = resolve_provider(None)
    except RunRefused:
        return None, "no_provider"
    if provider.is_local:
        return None, "local"
    placeholder = provider.slug in PLACEHOLDER_PRESETS and not settings.CVAGENT.get(
        "DEFAULT_PROVIDER"
    )
    if placeholder or not _has_key(provider):
        return None, "no_provider"
    return provider, ""


def import_message(*, source_text: str, unplaced: list[str]) -> str:
    """The conversation's one message: the instruction and the source text, cut to fit."""
    head = IMPORT_MESSAGE_HEAD + "\n\n"
    tail = ""
    if unplaced:
        tail = "\n\nText the parser could not place (in x-unplaced):\n" + "\n".join(
            f"- {item}" for item in unplaced[:50]
        )
    room = int(settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]) - len(head) - len(tail) - 60
    text = source_text.strip()
    if len(text) > room:
        text = text[: max(room, 0)] + "\n[… the rest of the source is cut here]"
    return f"{head}Source text:\n<<<\n{text}\n>>>{tail}"


def correct(
    *,
    resume: Resume,
    provider_slug: str | None = None,
    progress: Progress | None = None,
    stage: Stage | None = None,
) -> dict[str, Any]:
    """Run the import capability on the resume; the outcome as a JSON-able dict. `stage` is
    told "asking" when the model is asked and "checking" when its answer is being counted."""
    say = progress or (lambda _line: None)
    step = stage or (lambda _name: None)
    provider, reason = correction_provider(provider_slug)
    if provider is None:
        say(SKIPPED[reason])
        return _skipped(reason)
    capability = Capability.objects.filter(slug=IMPORT_CAPABILITY, is_active=True).first()
    if capability is None:
        say(SKIPPED["capability"])
        return _skipped("capability")
    source = import_source_for(resume)
    if source is None or not source.source_text.strip():
        say(SKIPPED["no_source"])
        return _skipped("no_source")
    conversation = Conversation.objects.create(
        owner=resume.owner,
        resume=resume,
        capability=capability,
        provider=provider if provider.pk else None,
        title="Import check",
    )
    say(f"Asking {provider.name or provider.slug} to check the draft against the file…")
    step(ASKING)
    try:
        start = prepare_turn(
            conversation_id=conversation.pk,
            user_id=resume.owner_id,
            text=import_message(source_text=source.source_text, unplaced=source.unplaced),
            provider=provider,
            capability_slug=IMPORT_CAPABILITY,
            review=False,
        )
    except RunRefused as refused:
        say(refused.message)
        return {
            "status": "failed",
            "edits": 0,
            "refused": 0,
            "message": refused.message,
            "conversation": conversation.pk,
        }
    outcome = async_to_sync(_run)(start, say, step)
    _hand_over(conversation)
    outcome.update(conversation=conversation.pk, provider=provider.name or provider.slug)
    return outcome


def _hand_over(conversation: Conversation) -> None:
    """The person may go on in this conversation (the resume page opens the latest one):
    from now on it uses the general chat capability, not the source-only import check."""
    chat = (
        Capability.objects.filter(is_active=True)
        .exclude(slug=IMPORT_CAPABILITY)
        .order_by("sort_order", "pk")
        .first()
    )
    Conversation.objects.filter(pk=conversation.pk).update(capability=chat)


async def _run(start: Any, say: Progress, step: Stage) -> dict[str, Any]:
    edits = refused = 0
    done: events.Done | None = None
    error = ""
    checking = False
    async for event in execute_run(start, stream=False):
        # The import guard checks the model's first edit (or the run ends without any).
        first_check = isinstance(event, events.Done) or (
            isinstance(event, events.ToolResultEvent) and event.name.startswith("CV")
        )
        if first_check and not checking:
            checking = True
            await sync_to_async(step)(CHECKING)
        if isinstance(event, events.ToolResultEvent) and event.name.startswith("CV"):
            if event.status == "error" and event.content.startswith("Refused:"):
                refused += 1
                say(f"Refused an edit: {event.content[:200]}")
            elif (
                event.status == "ok"
                and event.name != "CVReader"
                and "now at version" in event.content
            ):
                edits += 1
        elif isinstance(event, events.Error):
            error = event.message
        elif isinstance(event, events.Done):
            done = event
    status = "corrected" if done is not None and done.status == "completed" else "failed"
    if status == "corrected":
        message = f"The agent made {edits} edit(s) from the file's text; {refused} refused."
    else:
        message = (
            f"The agent's check did not finish ({error or (done.status if done else 'no end')}); "
            f"{edits} edit(s) kept, the rest of the parser's result stands."
        )
    say(message)
    return {"status": status, "edits": edits, "refused": refused, "message": message}


def start(*, resume: Resume) -> str | None:
    """Queue the correction of a fresh web import (agent/tasks/importing.py); the URL of the
    page that follows it, or None when no correction would run (no capable provider, or the
    import capability is off): then the caller corrects at once, which only notes why not."""
    provider, _reason = correction_provider(None)
    if provider is None:
        return None
    if not Capability.objects.filter(slug=IMPORT_CAPABILITY, is_active=True).exists():
        return None
    return enqueue_correction(resume=resume, provider_slug=provider.slug if provider.pk else None)
