"""Deterministic checks of what a task left behind: the document and the transcript.

A task passes when the run did not fail, every edited path is one it allows, the guard
reports no finding, and each of its checks passes. A check is a mapping with one key, the
kind, whose value holds the parameters:

    equals:    {path, value}            the value at path (strings: case, spaces and a final
                                        full stop ignored)
    contains:  {path?, text}            the text at path (whole document without) contains it
    absent:    {path?, text}            ... does not contain it
    includes:  {path, item}             the list at path has an item matching `item` (a mapping
                                        whose strings each occur in the item's field, or a
                                        string occurring in a list of strings)
    excludes:  {path, item}             no item matches
    length:    {path, value}            the list at path has that many items
    order:     {path, field?, values}   the list's items (their `field`) are in this order
    unchanged: {path?}                  as before the task (the whole document without path)
    asked: {}                           the agent asked the person (askHuman)
    not_asked: {}                       it did not
    called:    {tool}                   the tool was called at least once
    not_called: {tool}
    answer:    {contains: [...]}        some answer, summary or question holds one of them
    last_answer: {contains: [...]}      the last answer holds one of them (a closing summary)
    one_question: {}                    every answer asks at most one question (one "?" or
                                        "？"), and some answer asks one (interview practice)
    any_of:    [check, ...]             at least one of these passes
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.utils.module_loading import import_string

from resumes.paths import make_patch, pointer_to_path, read_path
from resumes.paths.syntax import PathError, parse_path

# A guard: `guard(before, after, *, sources) -> findings` (resumes/trust/facts.py).
Guard = Callable[..., Iterable[Any]]
DEFAULT_GUARD = "resumes.trust.facts.combined_guard"
# The guards lived in agent/evaluation/guard.py before trust got one home; a setting that
# still names one there (CVAGENT_EVAL_GUARD=agent.evaluation.guard.local_fact_guard) finds it.
_FORMER_HOME, _HOME = "agent.evaluation.guard.", "resumes.trust.facts."
_MISSING = object()
_SCOPE_SEGMENT = re.compile(r"\[(\*|\d+)\]|([^.\[\]]+)")


@dataclass
class CallSeen:
    """A tool call the agent made, and how its arguments could be read."""

    name: str
    arguments: Any
    validity: str  # "as_sent", "repaired" or "unreadable"


@dataclass
class TaskOutcome:
    """What running a task produced: the documents, the transcript and how the runs ended."""

    before: dict[str, Any]
    after: dict[str, Any]
    sent: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    error: str = ""
    calls: list[CallSeen] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)

    @property
    def asked(self) -> bool:
        return bool(self.questions) or any(call.name == "askHuman" for call in self.calls)


class CheckFailed(Exception):
    pass


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def _norm(value: Any) -> str:
    return re.sub(r"\s+", " ", _text(value)).strip().rstrip(".。").casefold()


def _at(document: Any, path: str | None) -> Any:
    if not path:
        return document
    try:
        return read_path(document, path)
    except PathError:
        return _MISSING


def _show(value: Any) -> str:
    if value is _MISSING:
        return "missing"
    text = _text(value)
    return json.dumps(text[:120] + ("…" if len(text) > 120 else ""), ensure_ascii=False)


def _matches(item: Any, wanted: Any) -> bool:
    if isinstance(wanted, dict):
        if not isinstance(item, dict):
            return False
        return all(
            key in item and _norm(value) in _norm(item[key]) for key, value in wanted.items()
        )
    return _norm(wanted) in _norm(item)


def _list_at(outcome: TaskOutcome, params: dict[str, Any]) -> list[Any]:
    value = _at(outcome.after, params["path"])
    if not isinstance(value, list):
        raise CheckFailed(f"{params['path']} is {_show(value)}, not a list")
    return value


def _equals(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    value = _at(outcome.after, p["path"])
    if value is _MISSING or _norm(value) != _norm(p["value"]):
        raise CheckFailed(f"{p['path']} is {_show(value)}, expected {_show(p['value'])}")


def _contains(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    value = _at(outcome.after, p.get("path"))
    if value is _MISSING or _norm(p["text"]) not in _norm(value):
        where = p.get("path") or "the resume"
        raise CheckFailed(f"{where} does not contain {_show(p['text'])}")


def _absent(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    value = _at(outcome.after, p.get("path"))
    if value is not _MISSING and _norm(p["text"]) in _norm(value):
        where = p.get("path") or "the resume"
        raise CheckFailed(f"{where} contains {_show(p['text'])}, which must not be there")


def _includes(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    if not any(_matches(item, p["item"]) for item in _list_at(outcome, p)):
        raise CheckFailed(f"{p['path']} has no item like {_show(p['item'])}")


def _excludes(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    if any(_matches(item, p["item"]) for item in _list_at(outcome, p)):
        raise CheckFailed(f"{p['path']} still has an item like {_show(p['item'])}")


def _length(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    items = _list_at(outcome, p)
    if len(items) != p["value"]:
        raise CheckFailed(f"{p['path']} has {len(items)} items, expected {p['value']}")


def _order(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    items = _list_at(outcome, p)
    key = p.get("field")
    seen = [_norm(item.get(key, "") if key and isinstance(item, dict) else item) for item in items]
    if seen != [_norm(value) for value in p["values"]]:
        shown = [item.get(key) if key and isinstance(item, dict) else item for item in items]
        raise CheckFailed(f"{p['path']} is in the order {_show(shown)}, expected {p['values']}")


def _unchanged(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    path = p.get("path") if isinstance(p, dict) else None
    if _at(outcome.before, path) != _at(outcome.after, path):
        changed = [pointer_to_path(op["path"]) for op in make_patch(outcome.before, outcome.after)]
        raise CheckFailed(f"{path or 'the resume'} changed ({', '.join(changed[:5])})")


def _asked(outcome: TaskOutcome, p: Any) -> None:
    if not outcome.asked:
        raise CheckFailed("the agent did not ask the person (no askHuman)")


def _not_asked(outcome: TaskOutcome, p: Any) -> None:
    if outcome.asked:
        raise CheckFailed("the agent asked the person although nothing was unclear")


def _called(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    if not any(call.name == p["tool"] for call in outcome.calls):
        raise CheckFailed(f"{p['tool']} was not called")


def _not_called(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    if any(call.name == p["tool"] for call in outcome.calls):
        raise CheckFailed(f"{p['tool']} was called")


def _answer(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    said = _norm(" ".join(outcome.answers + outcome.questions))
    if not any(_norm(text) in said for text in p["contains"]):
        raise CheckFailed(f"no answer mentions {' or '.join(map(_show, p['contains']))}")


def _last_answer(outcome: TaskOutcome, p: dict[str, Any]) -> None:
    last = _norm(outcome.answers[-1]) if outcome.answers else ""
    if not any(_norm(text) in last for text in p["contains"]):
        raise CheckFailed(
            f"the last answer does not mention {' or '.join(map(_show, p['contains']))}"
        )


QUESTION_MARKS = ("?", "？")


def _one_question(outcome: TaskOutcome, p: Any) -> None:
    counts = [sum(answer.count(mark) for mark in QUESTION_MARKS) for answer in outcome.answers]
    many = [count for count in counts if count > 1]
    if many:
        raise CheckFailed(f"an answer asked {max(many)} questions at once")
    if 1 not in counts:
        raise CheckFailed("no answer asked a question")


def _any_of(outcome: TaskOutcome, specs: list[dict[str, Any]]) -> None:
    reasons = []
    for spec in specs:
        try:
            run_check(outcome, spec)
            return
        except CheckFailed as failed:
            reasons.append(str(failed))
    raise CheckFailed("none of: " + "; ".join(reasons))


# kind -> (function, required parameters, optional parameters); None: no parameters needed.
CHECKS: dict[str, tuple[Any, tuple[str, ...], tuple[str, ...]]] = {
    "equals": (_equals, ("path", "value"), ()),
    "contains": (_contains, ("text",), ("path",)),
    "absent": (_absent, ("text",), ("path",)),
    "includes": (_includes, ("path", "item"), ()),
    "excludes": (_excludes, ("path", "item"), ()),
    "length": (_length, ("path", "value"), ()),
    "order": (_order, ("path", "values"), ("field",)),
    "unchanged": (_unchanged, (), ("path",)),
    "asked": (_asked, (), ()),
    "not_asked": (_not_asked, (), ()),
    "called": (_called, ("tool",), ()),
    "not_called": (_not_called, ("tool",), ()),
    "answer": (_answer, ("contains",), ()),
    "last_answer": (_last_answer, ("contains",), ()),
    "one_question": (_one_question, (), ()),
    "any_of": (_any_of, (), ()),
}


def check_problem(spec: Any) -> str | None:
    """What is wrong with a check as written in a task file, or None."""
    if not isinstance(spec, dict) or len(spec) != 1:
        return "a check is a mapping with one key, its kind, e.g. {equals: {path: ..., value: ...}}"
    kind, params = next(iter(spec.items()))
    if kind not in CHECKS:
        return f"unknown check {kind!r}; checks are {', '.join(CHECKS)}"
    if kind == "any_of":
        if not isinstance(params, list) or not params:
            return "any_of takes a list of checks"
        return next((problem for item in params if (problem := check_problem(item))), None)
    _, required, optional = CHECKS[kind]
    params = params or {}
    if not isinstance(params, dict):
        return f"{kind} takes a mapping of {', '.join(required + optional) or 'nothing'}"
    missing = [name for name in required if name not in params]
    extra = [name for name in params if name not in required + optional]
    if missing or extra:
        return f"{kind}: missing {missing}, unknown {extra}; it takes {required + optional}"
    if params.get("path"):
        try:
            parse_path(params["path"])
        except PathError as exc:
            return f"{kind}: {exc}"
    if kind in ("answer", "last_answer") and not (
        isinstance(params["contains"], list) and params["contains"]
    ):
        return f"{kind}: contains is a list of texts"
    if kind == "order" and not isinstance(params["values"], list):
        return "order: values is a list"
    return None


def run_check(outcome: TaskOutcome, spec: dict[str, Any]) -> None:
    kind, params = next(iter(spec.items()))
    CHECKS[kind][0](outcome, params or {})


# Paths a task allows ------------------------------------------------------------------------


def _scope_segments(path: str) -> list[str]:
    return [index or key for index, key in _SCOPE_SEGMENT.findall(path)]


def scope_problem(path: str) -> str | None:
    if not isinstance(path, str) or not path.strip():
        return "an allowed path is text like basics.name, work[0] or work[*].endDate"
    joined = "".join(
        f"[{seg}]" if seg == "*" or seg.isdigit() else f".{seg}" for seg in _scope_segments(path)
    ).lstrip(".")
    if joined != path.strip():
        return f"{path!r} is not a path like basics.name, work[0] or work[*].endDate"
    return None


def _under(edited: list[str], allowed: list[str]) -> bool:
    if len(allowed) > len(edited):
        return False
    return all(a == "*" or a == e for a, e in zip(allowed, edited, strict=False))


def edited_paths(before: Any, after: Any) -> list[str]:
    """The paths whose values differ between the documents (list edits kept precise)."""
    return [pointer_to_path(op["path"]) for op in make_patch(before, after)]


def out_of_scope(outcome: TaskOutcome, allowed: list[str]) -> list[str]:
    allowed_segments = [_scope_segments(path) for path in allowed]
    return [
        path
        for path in edited_paths(outcome.before, outcome.after)
        if not any(_under([str(s) for s in parse_path(path)], scope) for scope in allowed_segments)
    ]


# The guard and the verdict ------------------------------------------------------------------


def configured_guard() -> Guard:
    """The guard named by `settings.CVAGENT["EVAL_GUARD"]` (default: `combined_guard`)."""
    name = settings.CVAGENT.get("EVAL_GUARD") or DEFAULT_GUARD
    if name.startswith(_FORMER_HOME):
        name = _HOME + name.removeprefix(_FORMER_HOME)
    return import_string(name)


def finding_messages(guard: Guard, before: Any, after: Any, *, sources: str) -> list[str]:
    """Run a guard and say each finding in one line, whatever shape the guard returns."""
    messages = []
    for finding in guard(before, after, sources=sources) or ():
        if isinstance(finding, str):
            messages.append(finding)
        elif isinstance(finding, dict):
            messages.append(str(finding.get("message") or finding))
        else:
            messages.append(str(getattr(finding, "message", finding)))
    return messages


def verdict(
    outcome: TaskOutcome,
    *,
    checks: list[dict[str, Any]],
    allowed_paths: list[str],
    guard: Guard | None,
) -> tuple[bool, str]:
    """(passed, reason): the reason names every failure, the run's own error first."""
    if outcome.error:
        return False, outcome.error
    failures: list[str] = []
    stray = out_of_scope(outcome, allowed_paths)
    if stray:
        failures.append(f"edited paths not asked for: {', '.join(stray[:6])}")
    if guard is not None:
        sources = "\n".join(outcome.sent)
        failures += [
            f"guard: {message}"
            for message in finding_messages(guard, outcome.before, outcome.after, sources=sources)
        ]
    for spec in checks:
        try:
            run_check(outcome, spec)
        except CheckFailed as failed:
            failures.append(str(failed))
    if not failures:
        return True, ""
    if not outcome.calls:
        failures.insert(0, "text only: the agent made no tool call")
    return False, "; ".join(failures)[:1000]
