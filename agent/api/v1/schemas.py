"""The JSON shapes of the REST API (their JSON schemas go into the OpenAPI document)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from ninja import Schema
from pydantic import Field

# The largest id or version a database column holds (a signed 64-bit integer): a bigger number
# in a body is a 422 that says so, not an OverflowError in the query.
MAX_ID = 2**63 - 1
Id = Annotated[int, Field(ge=1, le=MAX_ID)]


class ProblemOut(Schema):
    """RFC 9457 problem details."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str
    instance: str = ""


class ResumeSummaryOut(Schema):
    id: int
    title: str
    version: int
    language: str
    theme: str
    updated_at: datetime


class ResumeOut(ResumeSummaryOut):
    data: dict[str, Any]


class ResumeIn(Schema):
    title: str = Field(..., max_length=200)
    language: Literal["en", "zh-hans"] = "en"
    # The slugs of resumes.themes.REGISTRY (tests/resumes/exporting/test_theme_registry.py checks).
    theme: Literal[
        "classic",
        "modern",
        "compact",
        "ats",
        "academic",
        "onepage",
        "sidebar",
        "elegant",
        "minimal",
        "jianli",
        "zh-formal",
        "zh-fresh",
    ] = "classic"
    data: dict[str, Any] | None = Field(
        None, description="A JSON Resume document; a blank resume when left out."
    )


class PatchOperation(Schema):
    """One RFC 6902 operation."""

    op: Literal["add", "remove", "replace", "move", "copy", "test"]
    path: str
    value: Any = None
    from_: str | None = Field(None, alias="from")


class EditOperationIn(Schema):
    """One edit in the agent's terms: an action at a path (`work[0].name`, `basics.email`)."""

    path: str
    action: Literal["update", "add", "delete"]
    value: Any = None


class EditsIn(Schema):
    operations: list[EditOperationIn] = Field(..., min_length=1, max_length=100)
    expected_version: Id | None = None


class FindingOut(Schema):
    check: str
    path: str
    message: str


class ProposalOut(Schema):
    id: int
    path: str
    op: str
    old: Any = None
    new: Any = None
    findings: list[FindingOut]
    status: str


class EditOut(Schema):
    status: Literal["applied", "unchanged", "proposed"]
    version: int
    changed_paths: list[str]
    findings: list[FindingOut]
    proposals: list[ProposalOut]


class RevisionOut(Schema):
    version: int
    source: str
    summary: str
    created_at: datetime
    patch: list[dict[str, Any]]


class UndoIn(Schema):
    to_version: Id


class ProposalIdsIn(Schema):
    ids: list[Id] = Field(..., min_length=1, max_length=200)


class DecisionOut(Schema):
    decided: list[int]
    version: int | None = None
