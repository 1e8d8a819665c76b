"""What a provider's refusal says: its text, which optional part of the request it refuses
(a fallback can drop it), whether it is about the history's pairing, and when to retry."""

from __future__ import annotations

import email.utils
import json
import re
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import openai

_ERROR_QUOTE = 300
_PAIRING_WORDS = ("tool_call_id", "role 'tool'", "'tool_calls'")
_TOOLS_WORDS = r"(?:tools?|function[ _-]?call(?:ing|s)?|tool[ _-]?(?:call(?:ing|s)?|use))"
_REFUSAL_WORDS = (
    r"(?:does not support|doesn't support|do not support|not supported|unsupported|"
    r"not allowed|not permitted|requires --jinja|not available|unknown (?:field|parameter)|"
    r"unrecognized|extra (?:fields|inputs) not permitted)"
)
_TOOLS_REFUSED = re.compile(
    rf"{_REFUSAL_WORDS}[^.]*\b{_TOOLS_WORDS}\b|\b{_TOOLS_WORDS}\b[^.]*{_REFUSAL_WORDS}",
    re.IGNORECASE,
)
_NAMES_TOOL_CHOICE = re.compile(r"tool[_ ]choice", re.IGNORECASE)


def error_text(err: openai.APIStatusError) -> str:
    body = err.body
    if isinstance(body, dict):
        message = body.get("message") or body.get("msg") or body.get("detail")
        if isinstance(message, str) and message:
            code = body.get("code")
            # Numeric codes (SiliconFlow's 20015) say more than the message; named ones repeat it.
            return f"{message} (code {code})" if str(code).isdigit() else message
        return json.dumps(body, ensure_ascii=False)[:_ERROR_QUOTE]
    if isinstance(body, str) and body:
        return body[:_ERROR_QUOTE]
    return err.message[:_ERROR_QUOTE]


def is_pairing_error(text: str) -> bool:
    return any(word in text for word in _PAIRING_WORDS)


def rejected_parameter(err: openai.APIStatusError, params: dict[str, Any]) -> str | None:
    """Which optional part of the request a refusal is about: a fallback can drop it."""
    text = error_text(err)
    if is_pairing_error(text):
        return None
    if "tools" in params and _TOOLS_REFUSED.search(text) and not _NAMES_TOOL_CHOICE.search(text):
        return "tools"
    if err.status_code not in (400, 422):
        return None
    if "tool_choice" in params:
        # SiliconFlow answers "required" with a bare "parameter is invalid" (code 20015).
        if _NAMES_TOOL_CHOICE.search(text) or params["tool_choice"] == "required":
            return "tool_choice"
    elif "tools" in params and _NAMES_TOOL_CHOICE.search(text):
        # Still refused without tool_choice (vLLM without --enable-auto-tool-choice).
        return "tools"
    if "stream_options" in params and "stream_options" in text:
        return "stream_options"
    if "parallel_tool_calls" in params and "parallel_tool_calls" in text:
        return "parallel_tool_calls"
    return None


def retry_after(err: openai.APIStatusError) -> float | None:
    headers = err.response.headers
    value = headers.get("retry-after-ms")
    if value:
        try:
            return float(value) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        parsed = email.utils.parsedate_tz(value)
        if parsed is None:
            return None
        return max(0.0, email.utils.mktime_tz(parsed) - time.time())
