"""The agent's admin: tune providers and capabilities, inspect and repair conversations.

Runs and LLM calls are records of what happened: shown, never edited. Provider keys live in
the environment; the admin shows the variable's NAME and whether it is set, never a value.
"""

from agent.admin import api_keys, configuration, transcripts
from agent.evaluation import admin as evaluation_admin  # noqa: F401 - registers its admin

__all__ = ["api_keys", "configuration", "transcripts"]
