"""Starting a turn: which provider answers it, and storing the person's message with its run.

`prepare_turn` stores the message and a running `Run`, or refuses (`RunRefused`, written for
the person) and stores nothing. Every front end (the web, `manage.py chat`, the evaluation)
resolves the provider and prepares the turn here, then hands the `TurnStart` to
`agent.engine.loop.execute_run`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from agent.engine import events, history, liveness, notices, shared_caps
from agent.engine.guarded import guarded_turn
from agent.engine.nul import without_nul
from agent.engine.records import step_context
from agent.engine.repair import repair
from agent.models import (
    Capability,
    Conversation,
    Provider,
    ResultStatus,
    Role,
    Run,
    RunStatus,
    ToolCall,
)

# Seeded presets for servers one runs oneself: they need no key, so "no key needed" says
# nothing about whether they are there. They are chosen only when named.
PLACEHOLDER_PRESETS = frozenset({"ollama", "vllm", "llamacpp-server"})
DEAD_RUN_ERROR = (
    "The process running this turn stopped (its process is gone, or its heartbeat went "
    "stale); the next message or the page marked it interrupted."
)


class RunRefused(Exception):
    """A turn that cannot start; `message` is written for the person."""

    def __init__(self, code: str, **params: Any) -> None:
        message = notices.english(code, **params)
        super().__init__(message)
        self.message = message
        self.code = code
        self.params = params

    def event(self) -> events.Error:
        return events.Error(message=self.message, code=self.code, params=self.params)


def limit(name: str) -> int:
    return int(settings.CVAGENT[name])


@dataclass
class TurnStart:
    """What `prepare_turn` stored: the run to execute and how to execute it."""

    run_id: int
    conversation_id: int
    user_message_id: int
    text: str
    provider: Provider
    strategy: str
    resume_id: int
    answered_call_id: str = ""
    user_id: int = 0
    # The first step's context (`records.begin_step`), read with the turn's start when the
    # caller asked `prepare_turn` for it: the loop uses it unless the run had to wait its turn.
    first_step: Any = None


def check_message(text: str) -> str:
    """The message as it will be stored, or `RunRefused` when it is empty or too long."""
    cleaned = without_nul(text or "").strip()
    if not cleaned:
        raise RunRefused("empty")
    most = limit("MAX_USER_MESSAGE_CHARS")
    if len(cleaned) > most:
        raise RunRefused("too_long", length=f"{len(cleaned):,}", limit=f"{most:,}")
    return cleaned


def _waiting(conversation: Conversation) -> tuple[Run | None, ToolCall | None]:
    """The conversation's latest waiting run (None: no run waits) and the askHuman call it
    left for the person to answer (None when it left none)."""
    run = (
        Run.objects.filter(conversation=conversation, status=RunStatus.WAITING)
        .order_by("-started_at", "-pk")
        .first()
    )
    if run is None:
        return None, None
    call = (
        ToolCall.objects.filter(message__run=run, name="askHuman", result__isnull=True)
        .order_by("-message__seq", "-index")
        .first()
    )
    return run, call


def _open_run(
    conversation: Conversation,
    waiting: tuple[Run | None, ToolCall | None],
    *,
    provider: Provider,
    strategy: str,
    review: bool | None,
    first_step: bool,
) -> Run:
    """Continue the waiting run or create a new running one; the database refuses a second
    (`IntegrityError`, which leaves the caller's transaction to be rolled back).

    With `first_step` the run is marked as at its first step (as `records.begin_step` would
    mark it a moment later), so the caller can build that step's context without a write."""
    capability = conversation.capability
    run, call = waiting
    now = timezone.now()
    holder = liveness.stamp()  # this process executes the run
    if call is not None and run is not None:
        run.status = RunStatus.RUNNING
        run.heartbeat_at = now
        if review is not None:
            run.review_edits = review
        for name, value in holder.items():
            setattr(run, name, value)
        fields = ["status", "heartbeat_at", "review_edits", *holder]
        if first_step:
            run.steps = 1
            fields.append("steps")
        run.save(update_fields=fields)
        liveness.hold(run)
        return run
    if run is not None:  # runs that wait on nothing the person can answer end here
        Run.objects.filter(conversation=conversation, status=RunStatus.WAITING).update(
            status=RunStatus.COMPLETED, finished_at=now
        )
    run = Run.objects.create(
        conversation=conversation,
        capability=capability,
        capability_version=capability.version if capability else None,
        provider=provider if provider.pk else None,
        strategy=strategy,
        review_edits=conversation.review_edits if review is None else review,
        heartbeat_at=now,
        steps=1 if first_step else 0,
        **holder,
    )
    liveness.hold(run)  # before the commit: no one sees the run without its lock
    return run


def recover_dead_run(conversation_id: int) -> bool:
    """When the conversation's running run is executed by nothing any more (its process died:
    `liveness.is_dead`), repair it now; True when no live run is left in the way.

    The repair marks the run interrupted, keeps the text it had saved as a partial answer and
    answers its dangling calls. Its cutoff is just after the dead run's last heartbeat: a run
    started meanwhile by someone else (after another repair) is never touched."""
    run = Run.objects.filter(conversation_id=conversation_id, status=RunStatus.RUNNING).first()
    if run is None:
        return True
    if not liveness.is_dead(run):
        return False
    repair(
        conversation_ids=[conversation_id],
        stale_after=0,
        now=run.heartbeat_at + timedelta(milliseconds=1),
        reason=DEAD_RUN_ERROR,
    )
    if shared_caps.enabled():
        owner = Conversation.objects.filter(pk=conversation_id).values_list("owner_id", flat=True)
        shared_caps.forget_run(run.pk, owner.first() or 0)
    return True


def _own_conversation(conversation_id: int, user_id: int, rows) -> Conversation:
    conversation = (
        rows.select_related("capability", "resume").filter(pk=conversation_id, owner_id=user_id)
    ).first()
    if conversation is None:
        raise RunRefused("not_found")
    return conversation


def _store_turn(
    conversation: Conversation,
    *,
    user_id: int,
    text: str,
    provider: Provider,
    strategy: str | None,
    capability_slug: str | None,
    review: bool | None = None,
    first_step: bool = False,
) -> tuple[TurnStart, Run]:
    if capability_slug:
        capability = Capability.objects.filter(slug=capability_slug, is_active=True).first()
        if capability is None:
            raise RunRefused("capability", slug=capability_slug)
        if conversation.capability_id != capability.pk:
            conversation.capability = capability
            conversation.save(update_fields=["capability", "updated_at"])
    chosen_strategy = strategy or conversation.strategy or provider.default_strategy or "auto"
    opening = {
        "provider": provider,
        "strategy": chosen_strategy,
        # A weak model's edits are proposals, always (agent.engine.guarded).
        "review": True if guarded_turn(provider, conversation) else review,
        "first_step": first_step,
    }
    # One transaction without savepoints (each is two more round trips on PostgreSQL), tried
    # again as a whole when the database refuses it: a running run whose process died is
    # repaired first, a live one means "busy", anything else (a seq taken by another writer
    # a moment ago) is simply tried again.
    for attempt in range(3):
        run = None
        try:
            with transaction.atomic():
                waiting = _waiting(conversation)
                run = _open_run(conversation, waiting, **opening)
                call = waiting[1]
                if call is not None:
                    message = history.add_message(
                        conversation.pk,
                        retry=False,
                        role=Role.TOOL,
                        tool_call=call,
                        status=ResultStatus.OK,
                        content=text,
                        run=run,
                    )
                else:
                    message = history.add_message(
                        conversation.pk, retry=False, role=Role.USER, content=text, run=run
                    )
                Conversation.objects.filter(pk=conversation.pk).update(updated_at=timezone.now())
            break
        except IntegrityError as exc:
            if run is not None:
                liveness.release(run.pk)  # rolled back: not ours to run
            if attempt == 2 or not recover_dead_run(conversation.pk):
                raise RunRefused("busy") from exc
    start = TurnStart(
        run_id=run.pk,
        conversation_id=conversation.pk,
        user_message_id=message.pk,
        text=text,
        provider=provider,
        strategy=chosen_strategy,
        resume_id=conversation.resume_id,
        answered_call_id=call.call_id if call is not None else "",
        user_id=user_id,
    )
    return start, run


def _usable(provider: Provider) -> bool:
    if provider.api_key_env:
        return bool(os.environ.get(provider.api_key_env))
    return provider.slug not in PLACEHOLDER_PRESETS


def resolve_provider(conversation: Conversation | None, slug: str | None = None) -> Provider:
    """The provider a run uses: the one named, the conversation's, the configured default,
    the first enabled provider that is ready to use (key variable set, or no key needed),
    and last the embedded local model.

    Raises `RunRefused` when a named provider does not exist or none is configured at all.
    """
    if slug:
        provider = Provider.objects.filter(slug=slug, enabled=True).first()
        if provider is None:
            raise RunRefused("unknown_provider", slug=slug)
        return provider
    if conversation is not None and conversation.provider_id:
        provider = conversation.provider  # read with the conversation where it was joined
        if provider.enabled:
            return provider
    default = settings.CVAGENT.get("DEFAULT_PROVIDER")
    if default:
        provider = Provider.objects.filter(slug=default, enabled=True).first()
        if provider is not None:
            return provider
    candidates = Provider.objects.filter(enabled=True, is_local=False).order_by("pk")
    for provider in candidates:
        if _usable(provider):
            return provider
    local = Provider.objects.filter(is_local=True, enabled=True).order_by("pk").first()
    if local is None:
        raise RunRefused("no_provider")
    return local


def resolve_provider_for(conversation_id: int, slug: str | None = None) -> Provider:
    return resolve_provider(Conversation.objects.filter(pk=conversation_id).first(), slug)


class NotAllowed(Exception):
    """The caller's precondition for `prepare_turn` failed (a signed-out session): nothing was
    stored."""


def prepare_turn(
    *,
    conversation_id: int,
    user_id: int,
    text: str,
    provider: Provider | None = None,
    provider_slug: str | None = None,
    strategy: str | None = None,
    capability_slug: str | None = None,
    review: bool | None = None,
    allowed: Callable[[], bool] | None = None,
    plan_first_step: bool = False,
) -> TurnStart:
    """Store the person's message and a running run, or raise `RunRefused` storing nothing.

    The provider is `provider`, else the one `resolve_provider` picks (`provider_slug`, the
    conversation's own, the default). When the conversation waits on an askHuman question,
    the message answers that call and the waiting run continues. `review` turns review mode
    on (or off) for this turn only; None follows the conversation's switch. With a guarded
    provider (the embedded model, or one the probe found weak), in a person's chat, review
    mode is on whatever the switch or `review` says. `allowed()` is the caller's
    precondition (`NotAllowed` when it says no); with `plan_first_step`, what the first
    step's `begin_step` would read comes with the start (`TurnStart.first_step`).

    A turn's start is on the path of every message, so it is one unit of database work, one
    trip to the database thread rather than five: under load each trip waits for the thread
    and then for the event loop, and those waits, not the queries, were most of a start's
    time (docs/architecture.md, "Capacity"). Within the trip the conversation is read once
    (with its provider, owner, resume and tailoring rows), the run just stored is not read
    back and no savepoint is made: 11 statements where there were 21 (and the session
    check's two), since the database lane is what 200 turns starting together queue for.
    """
    if allowed is not None and not allowed():
        raise NotAllowed
    cleaned = check_message(text)
    # Everything the start and the first step need, in one read.
    conversation = _own_conversation(
        conversation_id,
        user_id,
        Conversation.objects.select_related(
            "provider",
            "owner",
            "resume__tailored_from__posting",
            "resume__tailored_from__master",
            "posting",
        ),
    )
    chosen = provider or resolve_provider(conversation, provider_slug)
    start, run = _store_turn(
        conversation,
        user_id=user_id,
        text=cleaned,
        provider=chosen,
        strategy=strategy,
        capability_slug=capability_slug,
        review=review,
        first_step=plan_first_step,
    )
    if plan_first_step:
        start.first_step = step_context(
            run, conversation, budget_tokens=limit("HISTORY_TOKEN_BUDGET")
        )
    return start
