"""A scripted model that replays each task's reference solution, for the HTTP fake provider.

`reference_responder(task_set)` answers a chat request the way the task's `reference` says:
the task is found by the person's first message, the step by the number of assistant
messages already in the request. Tests use it (a model that solves every task must pass
every task), and staff can use it to check a new set: serve it with the fake server and
evaluate that provider. `tampered` lets a test change one step (text only, a wrong path...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agent.evaluation.tasks import ReferenceStep, TaskSet
from agent.fakes.script import Reply, ScriptedCall

Responder = Callable[[dict[str, Any]], Reply]
Tamper = Callable[[str, int, ReferenceStep], ReferenceStep]


def _first_user_text(messages: list[Any]) -> str:
    for message in messages:
        if isinstance(message, dict) and message.get("role") == "user":
            return str(message.get("content") or "")
    return ""


def step_reply(step: ReferenceStep) -> Reply:
    return Reply(
        content=step.text,
        tool_calls=[ScriptedCall(name=call.name, arguments=call.arguments) for call in step.calls],
    )


def reference_responder(task_set: TaskSet, *, tampered: Tamper | None = None) -> Responder:
    by_text = {task.first_text: task for task in task_set.tasks}

    def respond(body: dict[str, Any]) -> Reply:
        messages = body.get("messages") or []
        first = _first_user_text(messages)
        task = next((t for text, t in by_text.items() if text in first), None)
        if task is None:
            return Reply(content="I do not know this task.")
        step = sum(1 for m in messages if isinstance(m, dict) and m.get("role") == "assistant")
        if step >= len(task.reference):
            return Reply(content="Done.")
        chosen = task.reference[step]
        if tampered is not None:
            chosen = tampered(task.id, step, chosen)
        return step_reply(chosen)

    return respond
