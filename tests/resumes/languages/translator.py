"""A scripted translator for the fake provider (real HTTP): it answers the `translate`
capability's messages as a model would, with one CVBatchEditor call that writes each text of
the section in "Chinese" at the same path, keeping dates, numbers, emails, phones and URLs.
`plant` makes it slip: a wrong date, a changed number, a dropped entry."""

from __future__ import annotations

import json
import re
from typing import Any

from agent.fakes.script import Reply, ScriptedCall

KEEP = {"email", "phone", "url", "startDate", "endDate", "date", "releaseDate", "countryCode"}
KEEP |= {"postalCode", "username", "network"}
WORDS = {
    "Globex": "环球公司",
    "Initech": "艾尼科技",
    "Umbrella Labs": "保护伞实验室",
    "Hooli": "呼哩",
    "Massive Dynamic": "巨力动态",
    "Tsinghua University": "清华大学",
    "Stanford University": "斯坦福大学",
    "Senior Engineer": "高级工程师",
    "Engineer": "工程师",
    "Tech Lead": "技术负责人",
}
SECTION = re.compile(r"^Translate the section `(?P<section>\w+)`")
CHANGE = re.compile(
    r"^- (?P<path>\S+): (?P<verb>now reads|added|removed from the master)(?: (?P<value>.*))?$"
)


def zh(text: str) -> str:
    """A name as the glossary writes it; a text with each name in it written so."""
    if text in WORDS:
        return WORDS[text]
    for word in sorted(WORDS, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", WORDS[word], text)
    return f"【中】{text}"


def translated(value: Any, key: str = "") -> Any:
    if isinstance(value, dict):
        return {k: translated(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [translated(v, key) for v in value]
    if isinstance(value, str) and key not in KEEP and value:
        return zh(value)
    return value


def _leaf_ops(value: Any, path: str, key: str = "") -> list[dict[str, Any]]:
    if isinstance(value, dict):
        return [op for k, v in value.items() for op in _leaf_ops(v, f"{path}.{k}", k)]
    if isinstance(value, list):
        return [op for i, v in enumerate(value) for op in _leaf_ops(v, f"{path}[{i}]", key)]
    if isinstance(value, str) and key not in KEEP and value:
        return [{"path": path, "action": "update", "value": zh(value)}]
    return []


def section_source(text: str) -> Any:
    body = text.split(" (the source):\n", 1)[1].split("\n\nWrite the translation", 1)[0]
    return json.loads(body)


class Translator:
    """The responder; `plant` maps a path to the value written there instead, and a path to
    None means the entry there is dropped."""

    def __init__(self) -> None:
        self.plant: dict[str, Any] = {}
        self.messages: list[str] = []

    def __call__(self, body: dict[str, Any]) -> Reply:
        messages = body.get("messages") or [{}]
        last = messages[-1] if isinstance(messages[-1], dict) else {}
        if last.get("role") == "tool":
            return Reply(content="Translated.", tokens=2)
        text = str(last.get("content") or "")
        self.messages.append(text)
        match = SECTION.match(text)
        if match:
            section = match.group("section")
            ops = _leaf_ops(section_source(text), section)
            ops = self._planted(section, ops)
        elif text.startswith("The master resume changed."):
            ops = self._updates(text)
        else:
            return Reply(content="Noted.", tokens=2)
        if not ops:
            return Reply(content="Nothing to translate.", tokens=2)
        return Reply(tool_calls=[ScriptedCall(name="CVBatchEditor", arguments={"operations": ops})])

    def _planted(self, section: str, ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
        mine = {p: v for p, v in self.plant.items() if re.split(r"[.\[]", p)[0] == section}
        dropped = [p for p, v in mine.items() if v is None]
        out = [
            op
            for op in ops
            if not any(
                op["path"] == d or op["path"].startswith((d + ".", d + "[")) for d in dropped
            )
        ]
        for path, value in mine.items():
            if value is not None:
                out = [o for o in out if o["path"] != path]
                out.append({"path": path, "action": "update", "value": value})
        # Deleting shifts what follows: delete last, from the end.
        out += [{"path": p, "action": "delete"} for p in sorted(dropped, reverse=True)]
        return out

    def _updates(self, text: str) -> list[dict[str, Any]]:
        ops = []
        for line in text.splitlines():
            match = CHANGE.match(line)
            if not match:
                continue
            path, verb = match.group("path"), match.group("verb")
            if verb.startswith("removed"):
                ops.append({"path": path, "action": "delete"})
                continue
            value = translated(json.loads(match.group("value")), path.rsplit(".", 1)[-1])
            action = "add" if verb == "added" and path.endswith("]") else "update"
            ops.append({"path": path, "action": action, "value": value})
        return ops
