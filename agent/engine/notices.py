"""What the person is told when a turn is refused, ends badly or meets a problem on the way,
in their language.

The engine runs without a request, so it cannot know the reader's language. It names each
situation by a code and its parameters (an `Error` event's `code` and `params`, or a run's
`error_code`); the page renders the text in the language of whoever reads it, and the
English text travels in the event as well, for the `chat` command and the logs.
"""

from __future__ import annotations

from typing import Any

from django.utils import translation
from django.utils.translation import gettext_lazy as _

TEXTS = {
    "empty": _("Your message is empty; write what you would like to change."),
    "too_long": _(
        "Your message is %(length)s characters long; the limit is %(limit)s. "
        "Shorten it or send it in parts."
    ),
    "not_found": _("This conversation does not exist."),
    "capability": _("There is no active capability “%(slug)s”."),
    "busy": _("The agent is still working on your previous message. Wait for it or stop it."),
    "unknown_provider": _("There is no enabled model provider “%(slug)s”."),
    "no_provider": _(
        "No model provider is configured. Set an API key variable or enable the local model."
    ),
    "step_limit": _(
        "The agent stopped after %(steps)s steps, the most one message may take. What it "
        "changed so far is saved; send another message to continue."
    ),
    "provider": _(
        "Sorry, the model provider did not answer (%(detail)s). Nothing more was changed; "
        "try again in a moment. (run %(run_id)s)"
    ),
    "local_model": _(
        "The offline model cannot answer: %(detail)s. Nothing was changed. (run %(run_id)s)"
    ),
    "local_model_starting": _(
        "Starting the offline model; the first answer takes a few seconds longer."
    ),
    "local_model_queued": _(
        "Waiting for the offline model: it answers one request at a time and is busy with "
        "another. Your message waits its turn."
    ),
    "provider_queued": _(
        "Waiting for the model provider: it takes only so many requests at once from this "
        "server and is busy. Your message waits its turn."
    ),
    "queued_person": _(
        "Waiting: you already have as many replies being written as one person may have at "
        "once. This one starts as soon as one of them ends."
    ),
    "queued_server": _(
        "Waiting: the server is answering as many conversations as it can at once. Your "
        "message starts as soon as there is room."
    ),
    "empty_response": _("The model gave an empty answer. Try rephrasing your message."),
    "internal": _("Sorry, something went wrong on our side (run %(run_id)s)."),
    "call_cut_off": _(
        "The model's answer reached its length limit in the middle of a call to %(tool)s, "
        "so that call was not run; the model was asked to write it again."
    ),
    "interrupted": _(
        "This turn was interrupted: the process running it stopped. What was done and "
        "written before is kept; send a message to continue."
    ),
}


def notice_text(code: str, params: dict[str, Any] | None = None, default: str = "") -> str:
    """The text for `code` in the active language, or `default` for a code without one."""
    template = TEXTS.get(code)
    if template is None:
        return default
    try:
        return str(template) % dict(params or {})
    except (KeyError, TypeError, ValueError):
        # A missing parameter (an old event, a stored run): the stored text is still right.
        return default or str(template)


def english(code: str, **params: Any) -> str:
    """The text for `code` in English, for events, run rows, the CLI and logs."""
    with translation.override("en"):
        return notice_text(code, params)
