"""The chat's WebSocket: one consumer per open conversation, rendering run events as HTML.

It parses the composer's messages ("send", "stop"), hands them to the run machinery
(`agent.runs`, with the page's tools), and renders the conversation's run events, which the
process's hub hands it directly (agent/runs/hub.py, agent/web/feed.py), as `hx-swap-oob`
fragments. Text deltas are held until the hub's next frame (40 ms, wider under load) so a
fast provider does not cost a frame per token; any other event sends them first, so nothing
is lost or reordered.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
from typing import Any

from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import get_supported_language_variant
from django.utils.translation.trans_real import parse_accept_lang_header

from agent.conversations import selectors
from agent.engine import events as ev
from agent.engine import json_input
from agent.engine.db import db
from agent.engine.nul import without_nul
from agent.engine.turns import NotAllowed, RunRefused, recover_dead_run
from agent.models import Conversation, Strategy
from agent.runs.driver import cancel_run, running_task, start_run
from agent.runs.hub import hub
from agent.runs.publisher import unsaved_text
from agent.web.browser_calls import PAGE_TOOLS
from agent.web.browser_page import BROWSER_ACTIONS, BrowserPageMixin
from agent.web.feed import LiveFeed
from agent.web.groups import page_group, user_group
from agent.web.rendering import (
    ChatState,
    LiveTranscript,
    chat_state,
    render_composer_status,
    render_transcript,
)
from agent.web.review_rendering import render_proposal
from agent.web.sessions import session_still_valid
from agent.web.step_words import EDIT_TOOLS, READ_TOOL
from agent.web.undo import UndoOffer, render_undo
from resumes import selectors as resume_selectors
from resumes.views import preview_html

logger = logging.getLogger(__name__)

CLOSE_UNAUTHENTICATED = 4401
CLOSE_FORBIDDEN = 4403
# Edits that land within this window refresh the preview (and the revision list) once: a
# response with ten CVEditor calls re-renders the page once, not ten times.
PREVIEW_SECONDS = 0.15
# How often a page whose turn runs in another process asks whether that process still lives.
WATCH_SECONDS = 2.0
_SECTION = re.compile(r"^[A-Za-z_$][\w$]*")


def connection_language(scope: dict[str, Any]) -> str:
    """The interface language of the page that opened the socket: the language cookie
    set_language writes, else the browser's Accept-Language, else the default."""
    supported = {code for code, _ in settings.LANGUAGES}
    cookie = (scope.get("cookies") or {}).get(settings.LANGUAGE_COOKIE_NAME, "")
    if cookie in supported:
        return cookie
    headers = dict(scope.get("headers") or [])
    accept = headers.get(b"accept-language", b"").decode("latin-1")
    for code, _ in parse_accept_lang_header(accept):
        try:
            return get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


def _snapshot(conversation_id: int, language: str) -> str:
    """The transcript rebuilt from the database plus the composer's state; a turn whose
    process died (a page reconnecting after a crash) is marked interrupted first."""
    recover_dead_run(conversation_id)
    conversation = selectors.conversation_get(conversation_id)
    with translation.override(language):
        return render_transcript(conversation, oob=True) + render_composer_status(
            chat_state(conversation)
        )


def _recovered(conversation_id: int) -> bool | None:
    """None when no turn runs; True when the one running was dead and is now repaired."""
    if not selectors.is_running(conversation_id):
        return None
    return recover_dead_run(conversation_id) or False


def changed_sections(paths: list[str]) -> list[str]:
    """Sections an edit touched (`work[0].name` -> `work`), for the highlight; the summary
    is a section of its own on the page though it lives in basics."""
    names: list[str] = []
    for path in paths:
        path = path.strip()
        match = _SECTION.match(path)
        if not match:
            continue
        name = match.group(0)
        if name == "basics" and path.startswith("basics.summary"):
            name = "summary"
        if name not in names:
            names.append(name)
    return names


def resume_updated(resume: Any, paths: list[str], *, workspace: bool) -> str:
    """The refreshed preview and history after an edit, with the touched sections marked."""

    return render_to_string(
        "agent/fragments/resume_updated.html",
        {
            "resume": resume,
            "preview": preview_html(resume),
            "changed": " ".join(changed_sections(paths)),
            "workspace": workspace,
        },
    )


def _preview_update(resume_id: int, paths: list[str], *, workspace: bool, language: str) -> str:
    resume = resume_selectors.resume_by_id(resume_id)
    if resume is None:
        return ""
    with translation.override(language):
        return resume_updated(resume, paths, workspace=workspace)


class ConversationConsumer(LiveFeed, BrowserPageMixin, AsyncWebsocketConsumer):
    """ws/conversations/<id>/: the live side of one conversation for its owner."""

    async def connect(self) -> None:
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self.conversation_id = int(self.scope["url_route"]["kwargs"]["conversation_id"])
        conversation = await db(selectors.conversation_owned, urgent=True)(
            self.conversation_id, user.pk
        )
        if conversation is None:
            await self.close(code=CLOSE_FORBIDDEN)
            return
        self._page_state(conversation, user)
        # Signing out or a password change closes this socket (agent/web/sessions.py).
        await self.channel_layer.group_add(user_group(self.user_id), self.channel_name)
        await self.channel_layer.group_add(self.group, self.channel_name)
        # Join before reading the database, so no event falls between snapshot and stream;
        # what arrives meanwhile waits until the snapshot is sent.
        await hub().join(self.conversation_id, self)
        await self.accept()
        await self.send_snapshot(catch_up=True)
        self._watch_elsewhere()
        self.start_feed()

    def _page_state(self, conversation: Conversation, user: Any) -> None:
        """What this page's socket keeps: who, which page, its language, the live transcript
        and the preview refresh waiting."""
        self.user_id = user.pk
        session = self.scope.get("session")
        self.session_key = session.session_key if session is not None else None
        # The resume page has an editor and a history to refresh; the playground does not.
        self.workspace = conversation.kind == Conversation.Kind.CHAT
        self.language = connection_language(self.scope)
        self.group = page_group(self.conversation_id)
        self.live = LiveTranscript()
        self.open_feed()
        self.preview_task: asyncio.Task | None = None
        self.preview_resume_id: int | None = None
        self.preview_paths: list[str] = []
        self.send_lock = asyncio.Lock()
        self.watch_task: asyncio.Task | None = None

    async def disconnect(self, code: int) -> None:
        if getattr(self, "preview_task", None) is not None:
            self.preview_task.cancel()
        if getattr(self, "watch_task", None) is not None:
            self.watch_task.cancel()
        await self.close_browser_calls()
        if hasattr(self, "group"):
            self.close_feed()
            await hub().leave(self.conversation_id, self)
            await self.channel_layer.group_discard(self.group, self.channel_name)
            await self.channel_layer.group_discard(user_group(self.user_id), self.channel_name)

    async def session_ended(self, message: dict[str, Any]) -> None:
        """The person signed out (this session) or changed their password (every session)."""
        key = message.get("session_key")
        if key is None or key == self.session_key:
            await self.close(code=CLOSE_UNAUTHENTICATED)

    async def send_snapshot(self, *, catch_up: bool = False) -> None:
        """The transcript from the database; with `catch_up`, also the answer a run of this
        process is writing and has not stored yet (a reload mid-answer shows it at once)."""
        html = await db(_snapshot)(self.conversation_id, self.language)
        self.live.reset()
        self.pending = []
        unsaved = unsaved_text(self.conversation_id) if catch_up else None
        if unsaved is not None:
            run_id, seq, parts = unsaved
            self.caught_up = (run_id, seq)
            if self.seen[0] != run_id or self.seen[1] < seq:
                self.seen = (run_id, seq)
            with translation.override(self.language):
                html += "".join(self.live.delta(kind, text) for kind, text in parts)
        await self._send(html)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        # The socket was authenticated at the handshake; each message checks that the session
        # still is (not signed out, expired or invalidated by a password change). A message
        # that starts a turn checks it with the turn's own database work (one trip).
        try:
            data: Any = without_nul(json_input.loads(text_data or "{}"))
        except ValueError:  # not JSON, or nested too deep (agent/engine/json_input.py)
            data = None
        action = data.get("action") if isinstance(data, dict) else None
        if action == "send":
            await self._start(data)
            return
        if not await db(session_still_valid)(self.session_key, self.user_id):
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        if action == "stop":
            if not await cancel_run(conversation_id=self.conversation_id):
                await self.send_snapshot()
        elif action in BROWSER_ACTIONS:
            await self.receive_browser(data)

    async def _start(self, data: dict[str, Any]) -> None:
        text = str(data.get("text") or "").strip()
        if not text:
            return
        strategy = data.get("strategy") if data.get("strategy") in Strategy.values else None
        try:
            await start_run(
                conversation_id=self.conversation_id,
                user_id=self.user_id,
                text=text,
                provider_slug=str(data.get("provider") or "") or None,
                strategy=strategy,
                capability_slug=str(data.get("capability") or "") or None,
                allowed=functools.partial(session_still_valid, self.session_key, self.user_id),
                client_tools=PAGE_TOOLS,
            )
        except NotAllowed:
            await self.close(code=CLOSE_UNAUTHENTICATED)
        except RunRefused as refused:
            running = refused.code == "busy"
            with translation.override(self.language):
                notice = self.live.event(refused.event())
                notice += render_composer_status(ChatState(running=running))
            await self._send(notice)

    async def handle_run_event(self, data: dict[str, Any]) -> None:
        """A run event other than a text delta, rendered for this page (after the text
        held before it)."""
        try:
            event = ev.event_from_dict(data)
        except Exception:
            logger.warning("conversation %s: unreadable event dropped", self.conversation_id)
            return
        if isinstance(event, ev.ResumeUpdated):
            await self._resume_updated(event)
        else:
            await self._flush(await self._event_html(event))

    async def _resume_updated(self, event: ev.ResumeUpdated) -> None:
        """An edit landed: the preview refreshes soon (once for edits close together), the
        step's Undo shows at once."""
        self.preview_resume_id = event.resume_id
        self.preview_paths += [path for path in event.paths if path not in self.preview_paths]
        if self.preview_task is None:
            self.preview_task = asyncio.create_task(self._preview_later())
        if event.call_id and self.workspace:
            # Undo beside the step, at once (the preview may wait for more edits).
            offer = UndoOffer(self.conversation_id, event.call_id, event.version)
            with translation.override(self.language):
                await self._flush(render_undo(offer, oob=True))

    async def _event_html(self, event: Any) -> str:
        """Any other event as this page's HTML fragments."""
        if isinstance(event, ev.ProposalEvent):
            # A card read from the database: its status and sentences in this page's language.
            self.live.segment_kind = ""
            html = await db(render_proposal)(event.id, self.language)
        elif isinstance(event, ev.RunStarted):
            with translation.override(self.language):
                html = self.live.event(event)
            self._watch_elsewhere()
        elif isinstance(event, ev.Done):
            # A refresh still waiting goes out now, with the turn's final state.
            html = await self._preview_now()
            html += await db(_snapshot)(self.conversation_id, self.language)
            self.live.reset()
        else:
            if isinstance(event, ev.ToolCallEvent) and event.name in (*EDIT_TOOLS, READ_TOOL):
                self.live.document = await db(selectors.resume_document)(self.conversation_id)
            with translation.override(self.language):
                html = self.live.event(event)
        return html

    def _watch_elsewhere(self) -> None:
        """While the conversation's turn runs in another process, look now and then whether
        that process still lives; if it died (kill -9, out of memory), the turn is repaired
        and this page shows it interrupted without a reload."""
        if running_task(self.conversation_id) is None and (
            self.watch_task is None or self.watch_task.done()
        ):
            self.watch_task = asyncio.create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(WATCH_SECONDS)
            recovered = await db(_recovered)(self.conversation_id)
            if recovered is None:
                return
            if recovered:
                await self.send_snapshot()
                return

    async def _preview_later(self) -> None:
        await asyncio.sleep(PREVIEW_SECONDS)
        self.preview_rendering = True
        try:
            html = await self._render_preview()
        finally:
            self.preview_rendering = False
            self.preview_task = None
        await self._flush(html)

    async def _preview_now(self) -> str:
        """The refresh still waiting, at once (the end of a turn carries the final state)."""
        task = self.preview_task
        if task is None:
            return ""
        if getattr(self, "preview_rendering", False):
            await asyncio.shield(task)  # it sends its frame first
        else:
            task.cancel()
            self.preview_task = None
        return await self._render_preview()

    async def _render_preview(self) -> str:
        """The preview as the database holds it now, highlighting every section edited
        since the last refresh."""
        resume_id, paths = self.preview_resume_id, self.preview_paths
        self.preview_resume_id, self.preview_paths = None, []
        if resume_id is None:
            return ""
        return await db(_preview_update)(
            resume_id, paths, workspace=self.workspace, language=self.language
        )

    async def send_pending(self) -> None:
        await self._flush()

    async def _flush(self, extra: str = "") -> None:
        """Send the held deltas, then `extra`, as one frame."""
        async with self.send_lock:
            pending, self.pending = self.pending, []
            merged: list[list[str]] = []
            for kind, text in pending:
                if merged and merged[-1][0] == kind:
                    merged[-1][1] += text
                else:
                    merged.append([kind, text])
            with translation.override(self.language):
                html = "".join(self.live.delta(kind, text) for kind, text in merged) + extra
            if html:
                await self.send(text_data=html)

    async def _send(self, html: str) -> None:
        await self._flush(html)
