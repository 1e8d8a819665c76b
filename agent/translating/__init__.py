"""The agent's side of language versions: translate a version section by section, and bring
it up to date with its master, with the `translate` capability in review mode (every edit a
proposal the person accepts or rejects). No web layer, no Channels.

    from agent import translating

    version, conversation = translating.start_translation(master=..., language="zh-hans")
    outcome = translating.translate_version(version=..., provider=...)   # section by section
    outcome = translating.bring_up_to_date(version=..., provider=...)    # the changed parts
    outcome = translating.translate_resume(master=..., language=..., provider=...)  # either

See docs/languages.md.
"""

from __future__ import annotations

from agent.translating.running import (
    TRANSLATE_SLUG,
    Outcome,
    TranslationRefused,
    bring_up_to_date,
    learn_glossary,
    needs_capable_provider,
    start_translation,
    translate_conflict,
    translate_resume,
    translate_version,
    translation_conversation,
)

__all__ = [
    "TRANSLATE_SLUG",
    "Outcome",
    "TranslationRefused",
    "bring_up_to_date",
    "learn_glossary",
    "needs_capable_provider",
    "start_translation",
    "translate_conflict",
    "translate_resume",
    "translate_version",
    "translation_conversation",
]
