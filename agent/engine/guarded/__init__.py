"""Guarded turns: what a weak model may do, decided before it runs and checked after.

The embedded offline model (a `local` provider) and any provider the probe found weak at tool
calls (the learned flag `weak_model`) get guarded turns:

- every edit is a proposal the person accepts or rejects (review mode forced on);
- the message is read first (`reading`): a greeting, a question or a request the model cannot
  do well gets an answer with no edit tools at all, most of them without the model;
- the simplest edits (set a basic field, add a skill, remove an entry; English and Chinese)
  are made without the model (`simple_edits`);
- anything else the model may try with one edit call, held to the parts the message names
  (`scope`), and the turn's reply is written from what was proposed, never by the model;
- a free answer stops at its first repeated sentence (`repetition`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.engine.provider_flags import flags_for

if TYPE_CHECKING:
    from agent.models import Conversation, Provider

# Flows with a deterministic guard of their own run as they are (the import correction may
# only write values found in the source text: resumes.trust.source_check).
OWN_GUARD_OPTIONS = ("values_from_source",)


def is_guarded(provider: Provider) -> bool:
    """Whether this provider's turns are guarded: the embedded model, or one the probe
    marked weak."""
    return bool(provider.is_local) or flags_for(provider).weak_model


def guarded_turn(provider: Provider, conversation: Conversation) -> bool:
    """Whether a turn of `conversation` with `provider` is guarded: a person's chat (not the
    staff playground, which shows a model as it is) with a guarded provider."""
    if not is_guarded(provider) or conversation.kind != "chat":
        return False
    options = conversation.capability.options if conversation.capability else None
    return not any((options or {}).get(option) for option in OWN_GUARD_OPTIONS)
