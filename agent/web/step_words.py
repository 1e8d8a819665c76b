"""What a tool step of the chat did, in plain words for the person ("Changed the headline",
"Added a job: Google"), with entries named from the resume as it was at that step; and the
call's technical gist ("update basics.label = …"), one click away in the step's body. The
resume before and after each call is read by `agent.conversations.selectors.call_documents`."""

from __future__ import annotations

import json
from typing import Any

from django.utils.translation import gettext as _

from agent.conversations.selectors import Documents
from resumes import wording
from resumes.wording.changes import fill

EDIT_TOOLS = ("CVEditor", "CVBatchEditor")
READ_TOOL = "CVReader"
STOP_TOOL = "stop"


def step_words(name: str, arguments: Any, documents: Documents | None = None) -> str:
    """One line for a call of `name` with `arguments`; "" for tools that have none (the
    playground's), whose name and arguments are shown instead. `documents` is the resume
    before and after the call (the same one twice when it changed nothing)."""
    if not isinstance(arguments, dict):
        return ""
    before, after = documents or (None, None)
    if name == "CVEditor":
        operations = [arguments]
    elif name == "CVBatchEditor" and isinstance(arguments.get("operations"), list):
        operations = [op for op in arguments["operations"] if isinstance(op, dict)]
    elif name == READ_TOOL:
        return _read_words(arguments.get("path"), before)
    elif name == STOP_TOOL:
        summary = str(arguments.get("summary") or "").strip()
        return fill(_("Finished: %(summary)s"), summary=summary) if summary else _("Finished")
    else:
        return ""
    changes = [
        (str(op.get("action", "")), str(op.get("path", "")), op.get("value")) for op in operations
    ]
    return wording.describe_changes(changes, before=before, after=after, tool_action=True)


def call_gist(name: str, arguments: Any) -> str:
    """A one-line summary of a call for its collapsed row."""
    if not isinstance(arguments, dict):
        return ""
    if name == "CVBatchEditor" and isinstance(arguments.get("operations"), list):
        ops = arguments["operations"]
        paths = [str(op.get("path", "")) for op in ops if isinstance(op, dict)]
        return f"{len(ops)} × " + ", ".join(paths[:3]) + ("…" if len(paths) > 3 else "")
    parts = []
    for key in ("action", "path", "prefix", "code", "summary", "question"):
        if arguments.get(key):
            parts.append(str(arguments[key]))
    if "value" in arguments and arguments["value"] not in (None, ""):
        parts.append("= " + json.dumps(arguments["value"], ensure_ascii=False)[:60])
    return " ".join(parts)[:140]


def _read_words(path: Any, document: Any) -> str:
    if not path:
        return _("Read the resume")
    return wording.describe_change("read", path, document=document)
