"""Conversations over the API: start one about a resume, send a message (a turn streamed as
Server-Sent Events with the WebSocket's event vocabulary, or started and then polled), stop
the run, read the history.

The streaming view is a plain async Django view (a `StreamingHttpResponse` over the run's
events, outside django-ninja's JSON responses); it authenticates with the same API keys and
answers errors as problem details. Runs started here are tasks of the process detached from
the request (`agent.runs.driver`, `detached=True`), so they outlive it, as the WebSocket's do.
The API hands the run no page's tools: a tool that only the person's open page can run gets
the engine's error result.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from asgiref.sync import sync_to_async
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.views.decorators.csrf import csrf_exempt
from ninja import Router, Schema
from pydantic import Field

from agent.api.auth import KeyAuth, api_key, require_write
from agent.api.parser import json_body
from agent.api.problems import Problem, RateLimited, problem_response, refusal_response
from agent.api.v1.resumes import ERRORS, owned
from agent.api.v1.schemas import Id, ProblemOut
from agent.conversations import selectors, services
from agent.engine import events
from agent.engine.turns import RunRefused, check_message, prepare_turn, resolve_provider_for
from agent.models import ApiKeyScope, Conversation
from agent.runs.driver import request_stop, start_run, stream_run
from resumes.modelfields import row_values

router = Router(tags=["conversations"])


class ConversationIn(Schema):
    resume_id: Id
    title: str = Field("", max_length=200)
    review_edits: bool = False


class ConversationOut(Schema):
    id: int
    resume_id: int
    title: str
    review_edits: bool
    run: dict[str, Any] | None = None


class MessageOut(Schema):
    seq: int
    role: str
    content: str
    status: str
    tool_calls: list[dict[str, Any]]
    run_id: int | None


class TurnIn(Schema):
    message: str = Field(..., min_length=1)


class TurnStarted(Schema):
    run_id: int
    conversation_id: int


def _owned_conversation(user: Any, conversation_id: Any) -> Conversation:
    try:
        return selectors.chat_get_for_user(user, conversation_id)
    except selectors.ConversationNotFound:
        raise Problem(404, "No such conversation.") from None


def _run_state(conversation: Conversation) -> dict[str, Any] | None:
    run = selectors.newest_run(conversation)
    if run is None:
        return None
    return row_values(run, "status", "error")


def _conversation_body(conversation: Conversation) -> dict[str, Any]:
    body = row_values(conversation, "resume_id", "title", "review_edits")
    return {**body, "run": _run_state(conversation)}


def _review_for(key: Any) -> bool | None:
    """A proposals-only key's turns always propose; otherwise the conversation decides."""
    return True if key is not None and key.scope == ApiKeyScope.PROPOSALS else None


@router.post("/conversations", response={201: ConversationOut, **ERRORS})
def create_conversation(request: HttpRequest, body: ConversationIn) -> Any:
    """A new conversation with the agent about one of your resumes."""
    key = require_write(request)
    resume = owned(request, body.resume_id)
    conversation = services.conversation_create_for_client(
        resume,
        title=body.title or (f"API client: {key.name}" if key else "API"),
        review_edits=body.review_edits or _review_for(key) is True,
    )
    return 201, _conversation_body(conversation)


@router.get("/conversations/{conversation_id}", response={200: ConversationOut, **ERRORS})
def read_conversation(request: HttpRequest, conversation_id: int) -> Any:
    """The conversation and its latest run's status (to poll a turn until it ends)."""
    return _conversation_body(_owned_conversation(request.user, conversation_id))


@router.get("/conversations/{conversation_id}/messages", response={200: list[MessageOut], **ERRORS})
def history(request: HttpRequest, conversation_id: int) -> Any:
    """The stored history: every message, tool call and tool result, in order."""
    conversation = _owned_conversation(request.user, conversation_id)
    rows = selectors.message_history(conversation)
    return [
        {
            "seq": m.seq,
            "role": m.role,
            "content": m.content,
            "status": m.status,
            "run_id": m.run_id,
            "tool_calls": [
                {"call_id": c.call_id, "name": c.name, "arguments": c.arguments}
                for c in m.tool_calls.all()
            ],
        }
        for m in rows
    ]


@router.post(
    "/conversations/{conversation_id}/turns",
    response={202: TurnStarted, 409: ProblemOut, **ERRORS},
    openapi_extra={
        "description": (
            "Starts the run and answers 202 with its id: poll `GET /conversations/{id}` until "
            "the run is no longer running, then read the messages. To stream the run instead, "
            "POST the same body to `/conversations/{id}/turns/stream` (Server-Sent Events: "
            "`event: <type>`, `data: <JSON>`, with the WebSocket's event vocabulary: "
            "run_started, content, thinking, tool_call, tool_start, tool_result, proposal, "
            "tool_end, resume_updated, clarify, retry, fallback, waiting, error, done)."
        )
    },
)
async def start_turn(request: HttpRequest, conversation_id: int, body: TurnIn) -> Any:
    """Start a turn and return at once (poll `GET /conversations/{id}`)."""
    key = api_key(request)
    conversation = await sync_to_async(_owned_conversation)(request.user, conversation_id)
    _check_scope(key, conversation)
    try:
        check_message(body.message)  # too long or empty: said before anything else
        run_id = await start_run(
            conversation_id=conversation.pk,
            user_id=request.user.pk,
            text=body.message,
            detached=True,
        )
    except RunRefused as refused:
        raise Problem(refused_status(refused), refused.message, code=refused.code) from None
    return 202, {"run_id": run_id, "conversation_id": conversation.pk}


def refused_status(refused: RunRefused) -> int:
    """422 for a message that cannot be sent as it is (empty, over the length limit: the
    message names the limit), 409 for a conversation that cannot take one now (busy)."""
    return 422 if refused.code in ("empty", "too_long") else 409


def _check_scope(key: Any, conversation: Conversation) -> None:
    """A read key may not talk; a proposals-only key only in review mode."""
    if key is None:
        return
    if key.scope == ApiKeyScope.READ:
        raise Problem(403, f"The API key {key.name!r} may only read.")
    if key.scope == ApiKeyScope.PROPOSALS and not conversation.review_edits:
        raise Problem(
            403,
            "This key may only propose edits; start a conversation in review mode "
            "(review_edits: true).",
        )


@router.post("/conversations/{conversation_id}/stop", response={200: dict, **ERRORS})
def stop(request: HttpRequest, conversation_id: int) -> Any:
    """Stop the conversation's running run, wherever it executes."""
    require_write(request)
    conversation = _owned_conversation(request.user, conversation_id)
    stopped = request_stop(conversation_id=conversation.pk)
    return {"stopped": stopped}


# The streamed turn ------------------------------------------------------------------------


def _authenticate(request: HttpRequest) -> Any:
    key = KeyAuth()(request)  # the REST API's own check: active, within its rate limit
    if key is None:
        raise Problem(401, "Send a valid API key as 'Authorization: Bearer <key>'.")
    return key


def _prepare(request: HttpRequest, key: Any, conversation_id: int, text: str) -> Any:
    conversation = _owned_conversation(key.owner, conversation_id)
    _check_scope(key, conversation)
    check_message(text)  # too long or empty: said before anything else is looked at
    provider = resolve_provider_for(conversation.pk, None)
    return prepare_turn(
        conversation_id=conversation.pk,
        user_id=key.owner.pk,
        text=text,
        provider=provider,
        review=_review_for(key),
    )


def sse(event: events.Event | dict[str, Any]) -> bytes:
    data = event if isinstance(event, dict) else event.model_dump(mode="json")
    payload = json.dumps(data, ensure_ascii=False)
    return f"event: {data['type']}\ndata: {payload}\n\n".encode()


@csrf_exempt
async def stream_turn(request: HttpRequest, conversation_id: int) -> HttpResponse:
    """`POST /api/v1/conversations/{id}/turns/stream`: the turn's events as Server-Sent
    Events, `event: <type>` and `data: <the event as JSON>`, until `done`."""
    if request.method != "POST":
        return problem_response(
            request, 405, 'POST {"message": "..."} to start a turn.', headers={"Allow": "POST"}
        )
    try:
        start = await _streamed_start(request, conversation_id)
    except (RateLimited, Problem) as exc:
        return refusal_response(request, exc)
    except RunRefused as refused:
        return problem_response(
            request, refused_status(refused), refused.message, code=refused.code
        )
    response = StreamingHttpResponse(_events(start), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


async def _streamed_start(request: HttpRequest, conversation_id: int) -> Any:
    """The key, the message and the conversation checked, the turn prepared (or refused)."""
    # The key first: a client without a valid one gets 401 whatever it sent.
    key = await sync_to_async(_authenticate)(request)
    try:
        body = json_body(request)
    except RequestDataTooBig:
        raise Problem(413, "The request body is too large for a message.") from None
    text = body.get("message") if isinstance(body, dict) else None
    if not isinstance(text, str) or not text.strip():
        raise Problem(422, 'Send {"message": "..."}: the message to the agent.')
    return await sync_to_async(_prepare)(request, key, conversation_id, text)


async def _events(start: Any) -> AsyncIterator[bytes]:
    """The turn as a task of this process, detached from the request (it goes on if the
    client goes away; Stop reaches it from anywhere), its events streamed until `done`."""
    async for event in stream_run(start, detached=True):
        yield sse(event)
