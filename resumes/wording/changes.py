"""One change (an operation at a path) said in plain words, in the active language:
("replace", "work[0].highlights[0]") -> "Rewrote the first highlight of Software Engineer at
Acme" / "改写了 Acme 软件工程师经历的第一条要点"; entries are named from the document."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from django.utils.translation import ngettext, pgettext

from resumes.paths import PathError, from_pointer, parse_path
from resumes.paths.patch import PatchError
from resumes.schema import shape_at
from resumes.trust.matching import ENTRY_KEYS
from resumes.wording import words as w

# Tool actions and JSON Patch operations, to the four things a change can do.
_OPS = {
    "update": "replace",
    "replace": "replace",
    "delete": "remove",
    "remove": "remove",
    "add": "add",
    "copy": "add",
    "move": "move",
    "order": "order",
    "read": "read",
}
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")
_NAME_CHARS = 60
_APPEND = "-"


def fill(template: Any, **values: Any) -> str:
    """Put `values` into a translated template; a Latin word next to Chinese gets a space."""
    text = str(template)

    def put(match: re.Match[str]) -> str:
        value = str(values[match.group(1)])
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if _cjk(before) and _latin(value[:1]):
            value = " " + value
        if _cjk(after) and _latin(value[-1:]):
            value += " "
        return value

    return _PLACEHOLDER.sub(put, text)


def _cjk(char: str) -> bool:
    return bool(char) and "\u3400" <= char <= "\u9fff"


def _latin(char: str) -> bool:
    return bool(char) and char.isascii() and char.isalnum()


def ordinal(index: int) -> str:
    """0 -> "first" ("第一"), 20 -> "21st" ("第21")."""
    number = index + 1
    if 1 <= number <= len(w.ORDINALS):
        return str(w.ORDINALS[number - 1])
    suffix = "th"
    if number % 100 not in (11, 12, 13):
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return fill(w.ORDINAL_SUFFIXED[suffix], number=number)


def segments_of(path: Any) -> tuple[str | int, ...] | None:
    """The segments of a path written `work[0].name` or as a JSON pointer `/work/0/name`."""
    if isinstance(path, list | tuple):
        return tuple(path)
    if not isinstance(path, str):
        return None
    try:
        if path.startswith("/"):
            tokens = from_pointer(path)
            return tuple(int(t) if t.isdigit() and len(t) < 7 else t for t in tokens)
        return parse_path(path)
    except (PathError, PatchError):
        return None


def describe_change(
    op: str, path: Any, *, document: Any = None, value: Any = None, tool_action: bool = False
) -> str:
    """One sentence for one change ("read": what a reader looked at). `document` names the
    entries (the one before the change for a removal, after it otherwise); `value` is what
    an add or replace puts there. `tool_action`: "add" at a list path appends to the list
    (the CVEditor's meaning)."""
    kind = _OPS.get(str(op), "replace")
    segments = segments_of(path)
    if segments is None:
        return str(w.CHANGED_RESUME)
    if tool_action and kind == "add" and segments and shape_at(segments).kind == "list":
        segments = (*segments, _APPEND)
    return _Sentence(kind, segments, document if isinstance(document, dict) else {}, value).say()


def describe_changes(
    changes: Iterable[tuple[str, Any, Any]],
    *,
    before: Any = None,
    after: Any = None,
    limit: int = 3,
    tool_action: bool = False,
) -> str:
    """Several changes `(op, path, value)` in one line: the first `limit`, then how many more.
    Removals are named from `before`, everything else from `after`."""
    sentences: list[str] = []
    for op, path, value in changes:
        document = before if _OPS.get(str(op)) == "remove" else after
        sentence = describe_change(
            op, path, document=document, value=value, tool_action=tool_action
        )
        if sentence not in sentences:
            sentences.append(sentence)
    return join_sentences(sentences, limit=limit)


def join_sentences(sentences: Sequence[str], *, limit: int = 3) -> str:
    if not sentences:
        return ""
    text = sentences[0]
    for sentence in sentences[1:limit]:
        text = fill(
            pgettext("list of changes", "%(first)s; %(next)s"), first=text, next=lower(sentence)
        )
    more = len(sentences) - limit
    if more > 0:
        template = ngettext(
            "%(changes)s, and %(count)s more change",
            "%(changes)s, and %(count)s more changes",
            more,
        )
        text = fill(template, changes=text, count=more)
    return text


def lower(sentence: str) -> str:
    """ "Changed the headline" -> "changed the headline", to follow a colon or a semicolon."""
    if len(sentence) > 1 and sentence[0].isupper() and not sentence[1].isupper():
        return sentence[0].lower() + sentence[1:]
    return sentence


def _short(text: Any) -> str:
    words = " ".join(str(text).split())
    return words if len(words) <= _NAME_CHARS else words[: _NAME_CHARS - 1].rstrip() + "…"


def _text(entry: Any, key: str) -> str:
    value = entry.get(key) if isinstance(entry, dict) else None
    return _short(value) if isinstance(value, str) and value.strip() else ""


class _Sentence:
    """The sentence for one change, built from the shape of its path."""

    def __init__(self, kind: str, segments: tuple[Any, ...], document: dict, value: Any):
        self.kind, self.segments, self.document, self.value = kind, segments, document, value

    def say(self) -> str:
        segments = self.segments
        if not segments:
            return str(w.WHOLE_RESUME)
        head = segments[0]
        if head == "basics":
            if len(segments) >= 3 and segments[1] == "profiles":
                profiles = self.document.get("basics")
                entries = profiles.get("profiles") if isinstance(profiles, dict) else None
                return self._in_entry("profiles", entries, segments[2:])
            return self._basics(segments[1:])
        if head in w.ENTRIES and head != "profiles":
            if len(segments) == 1:
                return self._verb(w.SECTIONS[head], prose=False)
            return self._in_entry(head, self.document.get(head), segments[1:])
        if head in w.SECTIONS:
            return self._verb(w.SECTIONS[head], prose=False)
        return self._verb(fill(w.UNKNOWN_FIELD, key=head), prose=False)

    def _verb(self, what: Any, *, prose: bool) -> str:
        if self.kind == "order":
            return fill(w.REORDERED, what=what)
        return fill(self._sentence(prose)[0], what=what)

    def _sentence(self, prose: bool) -> tuple[Any, Any]:
        kind = "rewrite" if self.kind == "replace" and prose else self.kind
        return w.SENTENCES.get(kind, w.SENTENCES["replace"])

    def _basics(self, rest: tuple[Any, ...]) -> str:
        if not rest:
            return self._verb(w.SECTIONS["basics"], prose=False)
        field = rest[0]
        if field == "location" and len(rest) > 1 and rest[1] in w.BASICS_FIELDS:
            field = rest[1]
        words = w.BASICS_FIELDS.get(str(field)) or fill(w.UNKNOWN_FIELD, key=field)
        return self._verb(words, prose=field == "summary" and len(rest) == 1)

    def _in_entry(self, section: str, entries: Any, rest: tuple[Any, ...]) -> str:
        entries = entries if isinstance(entries, list) else []
        index = rest[0]
        if not isinstance(index, int):
            return self._entry_itself(section, None, len(entries))
        entry = entries[index] if 0 <= index < len(entries) else None
        if len(rest) == 1:
            return self._entry_itself(section, entry, index)
        return self._field(section, entry, index, rest[1:])

    def _entry_itself(self, section: str, entry: Any, index: int) -> str:
        words = w.ENTRIES[section]
        if self.kind == "add":
            added = self.value if isinstance(self.value, dict) else None
            title = _title(section, added)
            if title:
                return fill(w.ADDED_NAMED, what=words.a, name=title)
            return fill(w.ADDED, what=words.a)
        if self.kind == "remove":
            title = _title(section, entry)
            if title:
                return fill(w.REMOVED_NAMED, what=words.a, name=title)
        return self._verb(entry_phrase(section, entry, index), prose=False)

    def _field(self, section: str, entry: Any, index: int, rest: tuple[Any, ...]) -> str:
        phrase = entry_phrase(section, entry, index)
        field = str(rest[0])
        if len(rest) >= 2:
            a, nth = w.ITEMS.get(field, w.ITEM)
            position = rest[1]
            if self.kind == "add" or not isinstance(position, int):
                what = a
            else:
                what = fill(nth, ordinal=ordinal(position))
            prose = field == "highlights" and len(rest) == 2
        else:
            what = w.FIELDS_IN.get((section, field)) or w.FIELDS.get(field)
            what = what or fill(w.UNKNOWN_FIELD, key=field)
            prose = field in w.PROSE
        return fill(self._sentence(prose)[1], what=what, entry=phrase)


def _name(section: str, entry: Any) -> str:
    if section == "profiles":
        return _text(entry, "network") or _text(entry, "username")
    return _text(entry, ENTRY_KEYS.get(section, "name"))


def _title(section: str, entry: Any) -> str:
    """What an added or removed entry goes by: "Software Engineer at Acme", "Python"."""
    if not isinstance(entry, dict):
        return ""
    name = _name(section, entry)
    position = _text(entry, "position") if section in w.ROLE_ENTRY else ""
    if name and position:
        return fill(w.ROLE_TITLE, position=position, name=name)
    if section == "education" and not name:
        return _text(entry, "area") or _text(entry, "studyType")
    return name or position


def entry_phrase(section: str, entry: Any, index: int) -> str:
    """How a sentence speaks of one entry: "Software Engineer at Acme", "the skill Python",
    "the third award"."""
    words = w.ENTRIES[section]
    name = _name(section, entry)
    if section in w.ROLE_ENTRY:
        position = _text(entry, "position")
        if name and position:
            return fill(w.ROLE_ENTRY[section], position=position, name=name)
        if position:
            return fill(w.ROLE_ONLY[section], position=position)
    if name:
        return fill(words.named, name=name)
    return fill(words.nth, ordinal=ordinal(index))
