"""The MCP tool `list_languages`: a resume's language versions and where each stands against
it, the same JSON as `manage.py language_status RESUME --json` (a version's document is read
with `read_resume` and its id)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from agent.mcp.base import MAX_ID, _resume
from agent.models import ApiKey
from resumes.languages import selectors as language_selectors
from resumes.languages import services as language_services

DESCRIPTION = (
    "List the language versions of a resume (linked translations kept in step with it): "
    '[{"version": resume id, "language": code, "behind": N changes of the master not '
    'brought in yet, "paths": [where], "findings": [{"check", "path", "master", "version", '
    "\"message\"}]}]. Given a version's id, lists its master's versions."
)


class LanguagesArgs(BaseModel):
    resume_id: int = Field(ge=1, le=MAX_ID, description="The resume's id (see list_resumes).")


def list_languages(args: LanguagesArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    own = language_selectors.version_of(resume)
    master = own.master if own is not None else resume
    return [
        language_services.status_payload(language_services.version_status(version))
        for version in language_selectors.versions_of(master)
    ]
