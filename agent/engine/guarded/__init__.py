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
    from agent.models import Provider


def is_guarded(provider: Provider) -> bool:
    """Whether turns with this provider are guarded: the embedded model, or one the probe
    marked weak."""
    return bool(provider.is_local) or flags_for(provider).weak_model
