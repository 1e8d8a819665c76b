"""What a guarded turn does with a message, decided before any model runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from agent.engine.guarded.answers import answer
from agent.engine.guarded.reading import Reading, read_message
from agent.engine.guarded.replies import say
from agent.engine.guarded.scope import EditScope
from agent.engine.guarded.simple_edits import simple_edit

# The one tool a guarded model may edit with: a single call, checked against the scope.
MODEL_EDIT_TOOL = "CVEditor"


@dataclass(frozen=True)
class Decision:
    """One of: `say` a fixed reply; make the `edit` operations (no model); let the model
    `answer` with no tools; let the model make one `model_edit` call within `scope`."""

    kind: Literal["say", "edit", "answer", "model_edit"]
    language: str
    reply: str = ""
    operations: list[dict[str, Any]] = field(default_factory=list)
    scope: EditScope = field(default_factory=lambda: EditScope(frozenset()))


def decide(
    text: str, data: dict[str, Any], allowed: list[str], *, needs_capable: bool = False
) -> Decision:
    """The guarded turn's plan for `text` on the resume `data` under the allowed tools; with
    `needs_capable` (a capability the offline model cannot do, such as interview practice),
    a fixed reply that says so."""
    reading: Reading = read_message(text)
    lang = reading.language
    if needs_capable:
        return Decision("say", lang, say("needs_capable", lang))
    if reading.kind == "greeting":
        return Decision("say", lang, say("greeting", lang))
    if reading.kind == "cannot":
        return Decision("say", lang, say("cannot", lang))
    found = None if reading.no_change else simple_edit(text, data)
    if found is not None:
        if found.problem:
            return Decision("say", lang, say(found.problem, lang, value=found.problem_value))
        if MODEL_EDIT_TOOL not in allowed:
            return Decision("say", lang, say("refused", lang))
        paths = frozenset(path.split("[")[0] for path, _ in found.changes)
        return Decision("edit", lang, operations=found.operations, scope=EditScope(paths))
    if reading.kind == "question":
        told = answer(reading.fields, data, lang)
        if told:
            return Decision("say", lang, told)
        # The embedded model writes English only, and badly: Chinese gets a plain word.
        return (
            Decision("answer", lang)
            if lang == "en"
            else Decision("say", lang, say("question", lang))
        )
    scope = EditScope(reading.fields, words=text)
    if not reading.fields or MODEL_EDIT_TOOL not in allowed:
        return Decision("say", lang, say("unclear", lang))
    return Decision("model_edit", lang, scope=scope)
