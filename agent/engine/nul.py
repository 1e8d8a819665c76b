"""NUL characters (U+0000) dropped where outside text enters the engine.

PostgreSQL's `text` and `jsonb` cannot hold U+0000: psycopg refuses the whole query, so one
NUL in a person's message, in a provider's answer or in a tool call's arguments failed the
turn there while SQLite stored it. A NUL means nothing in a resume or a chat, so it is dropped
at the edges, the same on both databases: a person's message (`turns.check_message`), every
chunk or completion a provider sends (`providers.openai_compat`), what a provider says on its
error paths (`redaction.redact`), a socket message (`agent.web.consumers`), the REST API's
bodies and the MCP tools' arguments. Web forms refuse one instead, with a message
(`cvsite.inputs`, Django's own fields).
"""

from __future__ import annotations

from typing import Any

NUL = "\x00"
# How a NUL looks inside JSON text: a quick test before walking a parsed value.
JSON_NUL = "\\u0000"


def without_nul(value: Any) -> Any:
    """`value` with every NUL removed from its strings, dictionary keys included."""
    if isinstance(value, str):
        return value.replace(NUL, "") if NUL in value else value
    if isinstance(value, dict):
        return {without_nul(key): without_nul(item) for key, item in value.items()}
    if isinstance(value, list):
        return [without_nul(item) for item in value]
    return value
