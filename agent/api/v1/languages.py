"""`/api/v1/resumes/{id}/languages` and `/api/v1/languages/{version}`: a resume's language
versions and where each stands against its master, the same JSON as `manage.py
language_status RESUME --json` (a version's document is read like any resume's, at
`/api/v1/resumes/{version}`)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema
from pydantic import Field

from agent.api.v1.resumes import ERRORS, owned
from resumes.languages import selectors, services

router = Router(tags=["languages"])


class LanguageFindingOut(Schema):
    check: str
    path: str
    master: Any = Field(description="what the master holds there")
    version: Any = Field(description="what the version holds there")
    message: str


class LanguageStatusOut(Schema):
    version: int = Field(description="the version's resume id")
    language: str
    behind: int = Field(description="changes of the master not brought into the version yet")
    paths: list[str] = Field(description="where those changes are")
    findings: list[LanguageFindingOut]


class LanguageVersionOut(LanguageStatusOut):
    master: int = Field(description="the master's resume id")
    conflicts: list[dict[str, Any]] = Field(
        description="master changes to places edited in the version: {path, master_old, "
        "master_new, version}"
    )


@router.get("/resumes/{resume_id}/languages", response={200: list[LanguageStatusOut], **ERRORS})
def list_languages(request: HttpRequest, resume_id: int) -> Any:
    """The language versions of a master resume and where each stands."""
    master = owned(request, resume_id)
    return [
        services.status_payload(services.version_status(version))
        for version in selectors.versions_of(master)
    ]


@router.get("/languages/{version_id}", response={200: LanguageVersionOut, **ERRORS})
def read_language(request: HttpRequest, version_id: int) -> Any:
    """One language version: its status against the master and its conflicts."""
    version = selectors.version_get_for_user(request.user, version_id)
    status = services.version_status(version)
    return {
        **services.status_payload(status),
        "master": version.master_id,
        "conflicts": status.conflicts,
    }
