"""Turns the conversation store and live run events into HTML fragments for the chat.

The transcript is rebuilt from the database on every (re)connect and at the end of each run;
between those, `LiveTranscript` renders each event of a running turn as `hx-swap-oob`
fragments that append to or replace parts of that transcript.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from django.template.loader import render_to_string
from django.utils.html import escape

from agent.conversations import selectors
from agent.conversations.selectors import ASK_TOOL, Documents
from agent.engine import events as ev
from agent.engine.notices import notice_text
from agent.models import (
    CallProblem,
    Conversation,
    Message,
    Provider,
    ResultStatus,
    Role,
    Run,
    RunStatus,
    ToolCall,
)
from agent.web.review_rendering import ReviewState, finding_items
from agent.web.step_words import call_gist, step_words
from agent.web.undo import undo_offers, undone_item
from resumes.importing.correction import IMPORT_MESSAGE_HEAD
from resumes.importing.service import import_card

# Tools whose calls are shown as something else than a tool step ("askHuman" asks a question).
THINK_TOOL = "think"
RESULT_PREVIEW_CHARS = 4000
ENDED_BADLY = {RunStatus.FAILED, RunStatus.CANCELLED, RunStatus.INTERRUPTED}


def pretty_json(value: Any) -> str:
    """JSON for people: indented, non-ASCII kept (Chinese stays readable)."""
    if value is None:
        return ""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return value
    return json.dumps(value, ensure_ascii=False, indent=2)


def call_item(
    call: ToolCall | None = None, *, documents: Documents | None = None, **fields: Any
) -> dict[str, Any]:
    """The template context of one tool step, from a stored call or from event fields;
    `documents` (the resume before and after the call) name the entries it changed."""
    if call is not None:
        result: Message | None = getattr(call, "result", None)
        fields = {
            "call_id": call.call_id,
            "name": call.name,
            "arguments": call.arguments if call.arguments is not None else call.arguments_raw,
            "arguments_raw": call.arguments_raw,
            "written": call.written,
            "parse_note": call.parse_note,
            "problem": call.problem,
            "status": result.status if result else "",
            "result": result.content if result else "",
            "findings": result.findings if result else [],
        }
    arguments = fields.get("arguments")
    result_text = fields.get("result") or ""
    return {
        "kind": "tool",
        "call_id": fields["call_id"],
        "name": fields["name"],
        "gist": call_gist(fields["name"], arguments),
        "words": step_words(fields["name"], arguments, documents),
        "arguments": pretty_json(arguments) if arguments not in (None, "") else "",
        "parse_note": fields.get("parse_note", ""),
        # What the model wrote, shown where it differs from the arguments above: a call that
        # needed repairing, or one that could not run as written.
        "as_written": as_written(fields),
        "status": fields.get("status", ""),
        "result": pretty_json(result_text)[:RESULT_PREVIEW_CHARS],
        "findings": finding_items(fields.get("findings")),
    }


def as_written(fields: dict[str, Any]) -> str:
    """The call as the model wrote it, for a call that was repaired or could not run."""
    if not (fields.get("parse_note") or fields.get("problem")):
        return ""
    return fields.get("written") or fields.get("arguments_raw") or ""


def _run_end_notice(run: Run) -> dict[str, Any] | None:
    if run.status not in ENDED_BADLY:
        return None
    if run.status == RunStatus.CANCELLED:
        return {"kind": "notice", "level": "warn", "code": "cancelled", "text": ""}
    stored = run.error if run.error and "internal" not in run.error else ""
    return {
        "kind": "notice",
        "level": "error",
        "code": run.status,
        "text": notice_text(run.error_code, run.error_params, default=stored),
        "run_id": run.pk,
    }


def transcript_items(
    conversation: Conversation, *, alerts: dict[int, str] | None = None
) -> list[dict[str, Any]]:
    """The conversation as display items, in order: bubbles, steps, proposal cards,
    questions, notices. `alerts` puts a message on proposal cards (by proposal id)."""
    rows = selectors.transcript_rows(conversation)
    documents = selectors.call_documents(conversation)
    if conversation.resume_id:
        now = conversation.resume.data
        documents = {call.pk: documents.get(call.pk, (now, now)) for call in rows.calls}
    proposals = ReviewState.load(conversation, alerts)

    items: list[dict[str, Any]] = []
    last_run_id: int | None = None
    closed: set[int] = set()

    def close_run(run_id: int | None) -> None:
        run = rows.runs.get(run_id) if run_id else None
        if run is None or run.pk in closed:
            return
        closed.add(run.pk)
        items.extend(proposals.run_items(run.pk))
        for note in dict.fromkeys(rows.fallbacks.get(run.pk, [])):
            items.append({"kind": "notice", "level": "info", "code": "fallback", "text": note})
        end = _run_end_notice(run)
        if end:
            items.append(end)

    for message in rows.messages:
        if message.run_id != last_run_id and message.role in (Role.USER, Role.SYSTEM):
            close_run(last_run_id)
        if message.run_id:
            last_run_id = message.run_id
        if message.role == Role.SYSTEM:
            items.extend(_note_items(message, documents))
        elif message.role == Role.USER and _is_import_check(message):
            items.append(_import_card(conversation))
        elif message.role == Role.USER:
            items.append({"kind": "user", "text": message.content, "id": message.pk})
        elif message.role == Role.ASSISTANT:
            if message.reasoning.strip():
                items.append({"kind": "thinking", "text": message.reasoning})
            if message.content.strip():
                items.append({"kind": "assistant", "text": message.content, "id": message.pk})
            for call in rows.calls_by_message.get(message.pk, []):
                items.extend(_call_items(call, documents.get(call.pk)))
                items.extend(proposals.call_items(call.pk))
    close_run(last_run_id)
    if conversation.kind == Conversation.Kind.CHAT:
        offers = undo_offers(conversation)
        for item in items:
            if item["kind"] == "tool" and item["call_id"] in offers:
                item["undo"] = offers[item["call_id"]]
    return items


def _is_import_check(message: Message) -> bool:
    """The import check's instruction and the file's text: written by the app, not the
    person, so shown as a card."""
    return message.seq <= 1 and message.content.startswith(IMPORT_MESSAGE_HEAD)


def _import_card(conversation: Conversation) -> dict[str, Any]:
    return {"kind": "import_card", "text": import_card(conversation.resume)}


def _note_items(message: Message, documents: dict[int, Documents]) -> list[dict[str, Any]]:
    """A note from the app, shown as what the person did (the model reads the note itself)."""
    undo = getattr(message, "undo", None)
    if undo is None:
        return []
    call = undo.tool_call
    return [undone_item(call, undo.version, undo.undo_version, documents.get(call.pk))]


def _call_items(call: ToolCall, documents: Documents | None = None) -> list[dict[str, Any]]:
    result: Message | None = getattr(call, "result", None)
    args = call.arguments if isinstance(call.arguments, dict) else {}
    if call.name == THINK_TOOL and args.get("thought"):
        return [{"kind": "thinking", "text": str(args["thought"]), "source": "think"}]
    if call.name == ASK_TOOL and args.get("question"):
        question = {"kind": "question", "call_id": call.call_id, "text": str(args["question"])}
        if result is None:
            return [question]
        question["answered"] = True
        if result.status == ResultStatus.OK:
            return [question, {"kind": "user", "text": result.content, "id": result.pk}]
        return [question, call_item(call, documents=documents)]
    items = [call_item(call, documents=documents)]
    if call.problem == CallProblem.CUT_OFF:
        items.append(cut_off_notice(call.name))
    return items


def cut_off_notice(tool: str) -> dict[str, Any]:
    return {
        "kind": "notice",
        "level": "warn",
        "code": "call_cut_off",
        "text": notice_text("call_cut_off", {"tool": tool}),
    }


def render_transcript(
    conversation: Conversation, *, oob: bool = False, alerts: dict[int, str] | None = None
) -> str:
    return render_to_string(
        "agent/transcript.html",
        {
            "items": transcript_items(conversation, alerts=alerts),
            "oob": oob,
            "conversation": conversation,
        },
    )


@dataclass
class ChatState:
    """What the composer shows: whether a run is going, or a question waits for an answer."""

    running: bool = False
    waiting_question: str = ""
    provider: Provider | None = None


def chat_state(conversation: Conversation) -> ChatState:
    latest = selectors.latest_run(conversation)
    state = ChatState(running=bool(latest and latest.status == RunStatus.RUNNING))
    if latest and latest.status == RunStatus.WAITING:
        state.waiting_question = selectors.pending_question(conversation)
    return state


def render_composer_status(state: ChatState, *, oob: bool = True) -> str:
    return render_to_string("agent/fragments/composer_status.html", {"state": state, "oob": oob})


@dataclass
class LiveTranscript:
    """Per connection: renders the events of a running turn as oob fragments, in order.

    Consecutive text deltas of one kind go into one "segment" (a bubble or a thinking
    block) so the page appends text to it instead of adding an element per token.
    """

    segment_kind: str = ""
    segment_count: int = 0
    shown_calls: set[str] = field(default_factory=set)
    # The resume as the next tool call finds it (set by the consumer), to name its entries.
    document: Any = None

    def reset(self) -> None:
        self.segment_kind = ""
        self.shown_calls.clear()

    def _new_segment(self, kind: str) -> str:
        self.segment_count += 1
        self.segment_kind = kind
        segment_id = f"seg-{self.segment_count}"
        template = (
            "agent/fragments/stream_thinking.html"
            if kind == "thinking"
            else ("agent/fragments/stream_content.html")
        )
        return render_to_string(template, {"segment_id": segment_id})

    def delta(self, kind: str, text: str) -> str:
        """Fragments appending `text` (already coalesced) to the open segment of `kind`."""
        html = ""
        if self.segment_kind != kind:
            html = self._new_segment(kind)
        target = f"seg-{self.segment_count}-text"
        return html + f'<span hx-swap-oob="beforeend:#{target}">{escape(text)}</span>'

    def event(self, event: ev.Event) -> str:
        """Fragments for a non-delta event (deltas go through `delta`)."""
        if isinstance(event, ev.Thinking):
            # A `think` call's thought arrives whole: its own block, never merged.
            html = self.delta("thinking", event.text)
            self.segment_kind = ""
            return html
        self.segment_kind = ""
        if isinstance(event, ev.RunStarted):
            return self._append(
                "agent/items/user.html", {"item": {"kind": "user", "text": event.user_message}}
            ) + render_composer_status(ChatState(running=True))
        if isinstance(event, ev.ToolCallEvent):
            if event.name in (THINK_TOOL, ASK_TOOL):
                return ""
            self.shown_calls.add(event.call_id)
            item = call_item(
                call_id=event.call_id,
                name=event.name,
                arguments=event.arguments if event.arguments is not None else event.arguments_raw,
                arguments_raw=event.arguments_raw,
                written=event.written,
                parse_note=event.parse_note,
                problem=event.problem,
                status="queued",
                documents=(self.document, self.document),
            )
            return self._append("agent/items/tool.html", {"item": item})
        if isinstance(event, ev.Notice):
            return self._notice("warn", event.code, event.params, event.message)
        if isinstance(event, ev.ToolStart | ev.ToolResultEvent):
            if event.call_id not in self.shown_calls:
                return ""
            done = isinstance(event, ev.ToolResultEvent)
            return render_to_string(
                "agent/fragments/tool_status.html",
                {
                    "call_id": event.call_id,
                    "status": event.status if done else "running",
                    "result": pretty_json(event.content if done else ""),
                    "findings": finding_items(event.findings if done else []),
                },
            )
        if isinstance(event, ev.Clarify):
            item = {"kind": "question", "call_id": event.call_id, "text": event.question}
            return self._append("agent/items/question.html", {"item": item})
        if isinstance(event, ev.Retry):
            return self._notice("info", event.type, text=event.reason, attempt=event.attempt)
        if isinstance(event, ev.Fallback):
            return self._notice("info", event.type, text=event.reason)
        if isinstance(event, ev.Waiting):
            return self._notice("info", event.code, {}, event.message)
        if isinstance(event, ev.Error):
            return self._notice(
                "error", event.code, event.params, event.message, run_id=event.run_id
            )
        return ""

    def _notice(
        self,
        level: str,
        code: str,
        params: dict[str, Any] | None = None,
        default: str = "",
        *,
        text: str | None = None,
        **extra: Any,
    ) -> str:
        """A notice line: `text` as it is, or the code's sentence in the reader's language."""
        if text is None:
            text = notice_text(code, params or {}, default=default)
        item = {"kind": "notice", "level": level, "code": code, "text": text, **extra}
        return self._append("agent/items/notice.html", {"item": item})

    def _append(self, template: str, context: dict[str, Any]) -> str:
        inner = render_to_string(template, context)
        return f'<div hx-swap-oob="beforeend:#transcript">{inner}</div>'
