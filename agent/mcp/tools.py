"""The MCP tools: the agent's resume tools (CVReader, CVEditor, CVBatchEditor: their
descriptions and argument schemas, with the resume's id added) and the app's own operations
(list, create, import text, export, proposals). Every handler is synchronous Django code
acting for one API key: another person's ids are "not found", as in the REST API."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field, ValidationError, field_validator

from agent import review
from agent.conversations.services import apply_edits
from agent.engine.json_input import depth_problem
from agent.engine.nul import without_nul
from agent.engine.tools import cv
from agent.engine.tools.base import Tool as AgentTool
from agent.mcp import languages
from agent.mcp.application_tools import APPLICATION_TOOLS
from agent.mcp.base import MAX_ID, McpTool, ToolError, _resume
from agent.mcp.share_tools import SHARE_TOOLS
from agent.models import ApiKey, ApiKeyScope
from resumes import importing, selectors, services
from resumes.exporting import FORMATS, export_resume
from resumes.models import RevisionSource
from resumes.paths import PathError, read_path
from resumes.postings import selectors as posting_selectors
from resumes.postings.match import match_text

CLIENT = "MCP client"


# The agent's tools, with a resume id ----------------------------------------------------


class ReadArgs(cv.CVReaderArgs):
    resume_id: int = Field(ge=1, le=MAX_ID)


class EditArgs(cv.CVEditorArgs):
    resume_id: int = Field(ge=1, le=MAX_ID)


class BatchArgs(cv.CVBatchEditorArgs):
    resume_id: int = Field(ge=1, le=MAX_ID)


def read_resume(args: ReadArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    path = args.path.strip()
    if not path:
        return {"version": resume.version, "data": resume.data}
    try:
        return {"version": resume.version, "path": path, "value": read_path(resume.data, path)}
    except PathError as exc:
        raise ToolError(str(exc)) from None


def _edit(key: ApiKey, resume_id: int, operations: list[dict[str, Any]]) -> Any:
    resume = _resume(key, resume_id)
    try:
        return apply_edits(
            resume=resume,
            user=key.owner,
            key=key,
            operations=operations,
            expected_version=None,
            client=CLIENT,
        )
    except services.ResumeEditError as exc:
        raise ToolError(f"{exc} Nothing was changed.") from None


def edit_resume(args: EditArgs, key: ApiKey) -> Any:
    if args.action != "delete" and args.value is None:
        raise ToolError(f"The {args.action!r} action needs a value. Nothing was changed.")
    operation = {"path": args.path, "action": args.action, "value": args.value}
    return _edit(key, args.resume_id, [operation])


def batch_edit_resume(args: BatchArgs, key: ApiKey) -> Any:
    return _edit(key, args.resume_id, [op.model_dump() for op in args.operations])


# The app's operations -------------------------------------------------------------------


class NoArgs(BaseModel):
    pass


class CreateArgs(BaseModel):
    title: str = Field(description="The new resume's title.")
    language: str = Field("en", description="en or zh-hans.")
    data: dict[str, Any] | None = Field(
        None, description="A JSON Resume document to start from; blank when left out."
    )


class ImportTextArgs(BaseModel):
    text: str = Field(
        description="The resume as text: Markdown, plain text or a JSON Resume document."
    )
    title: str = Field("", description="A title; made from the name and label when empty.")


class ExportArgs(BaseModel):
    resume_id: int = Field(ge=1, le=MAX_ID)
    format: str = Field("markdown", description="json, markdown, pdf or docx.")


class ResumeIdArgs(BaseModel):
    resume_id: int = Field(ge=1, le=MAX_ID)


class ProposalIdsArgs(BaseModel):
    ids: list[int] = Field(description="Proposal ids (see list_proposals).")

    @field_validator("ids")
    @classmethod
    def _in_range(cls, ids: list[int]) -> list[int]:
        if any(not 1 <= number <= MAX_ID for number in ids):
            raise ValueError("a proposal id is a whole number from 1 to 2**63 - 1")
        return ids


def list_resumes(args: NoArgs, key: ApiKey) -> Any:
    return [
        {"id": r.pk, "title": r.title, "version": r.version, "language": r.language}
        for r in selectors.resume_list_for_user(key.owner)
    ]


def create_resume(args: CreateArgs, key: ApiKey) -> Any:
    try:
        resume = services.resume_create(
            owner=key.owner, source=RevisionSource.API, **args.model_dump()
        )
    except services.ResumeEditError as exc:
        raise ToolError(str(exc)) from None
    return {"id": resume.pk, "title": resume.title, "version": resume.version}


def import_text(args: ImportTextArgs, key: ApiKey) -> Any:
    raw = args.text.encode("utf-8")
    if len(raw) > importing.MAX_IMPORT_BYTES:
        raise ToolError(importing.size_problem(len(raw))[1])
    try:
        draft = importing.draft_from_file(raw=raw)
        resume = importing.import_draft(
            owner=key.owner, draft=draft, raw=raw, filename="mcp.txt", title=args.title
        )
    except importing.ImportRejected as exc:
        raise ToolError(str(exc)) from None
    return {"id": resume.pk, "title": resume.title, "version": resume.version, "data": resume.data}


def export(args: ExportArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    if args.format not in FORMATS:
        raise ToolError(f"Unknown format {args.format!r}; one of {', '.join(FORMATS)}.")
    exported = export_resume(resume, args.format)
    body: dict[str, Any] = {"filename": exported.filename, "content_type": exported.content_type}
    if args.format in ("json", "markdown"):
        body["text"] = exported.content.decode("utf-8")
    else:
        body["base64"] = base64.b64encode(exported.content).decode("ascii")
    return body


def list_proposals(args: ResumeIdArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    return [review.proposal_payload(p) for p in review.open_proposals(resume=resume)]


def _decide(ids: list[int], key: ApiKey, *, accept: bool) -> Any:
    try:
        decide = review.accept_proposals if accept else review.reject_proposals
        decision = decide(user=key.owner, ids=ids)
    except review.ReviewError as exc:
        raise ToolError(str(exc)) from None
    return {
        "decided": [p.pk for p in decision.proposals],
        "version": decision.resume.version if decision.resume is not None else None,
    }


def accept_proposals(args: ProposalIdsArgs, key: ApiKey) -> Any:
    return _decide(args.ids, key, accept=True)


def reject_proposals(args: ProposalIdsArgs, key: ApiKey) -> Any:
    return _decide(args.ids, key, accept=False)


class MatchArgs(BaseModel):
    resume_id: int = Field(ge=1, le=MAX_ID, description="The resume's id (see list_resumes).")
    posting_id: int = Field(
        ge=1, le=MAX_ID, description="The job posting's id (see list_postings)."
    )


def list_postings(args: NoArgs, key: ApiKey) -> Any:
    return [
        {"id": p.pk, "title": p.title, "company": p.company, "status": p.status}
        for p in posting_selectors.posting_list_for_user(key.owner)
    ]


def match_posting(args: MatchArgs, key: ApiKey) -> Any:
    resume = _resume(key, args.resume_id)
    try:
        posting = posting_selectors.posting_get_for_user(key.owner, args.posting_id)
    except posting_selectors.PostingNotFound:
        raise ToolError(
            f"No job posting {args.posting_id!r} of yours; list_postings shows them."
        ) from None
    return match_text(resume.data, posting.description).as_dict()


EDIT_NOTE = (
    " Edits are saved as a version the person can undo (source: this MCP client), the guard "
    "checks them and its findings are returned; with a proposals-only key they wait for the "
    "person's review in the app."
)


def _edit_tool(
    name: str, agent_tool: AgentTool, args: type[BaseModel], run: Callable[[Any, ApiKey], Any]
) -> McpTool:
    """An edit of the resume: the agent's tool of the same work described, with the note on
    versions and review, for keys that may write."""
    return McpTool(
        name, agent_tool.description + EDIT_NOTE, args, run, needs="write", agent_tool=agent_tool
    )


TOOLS: dict[str, McpTool] = {
    tool.name: tool
    for tool in (
        McpTool("list_resumes", "List your resumes (id, title, version).", NoArgs, list_resumes),
        McpTool(
            "read_resume", cv.CVReader.description, ReadArgs, read_resume, agent_tool=cv.CVReader
        ),
        _edit_tool("edit_resume", cv.CVEditor, EditArgs, edit_resume),
        _edit_tool("batch_edit_resume", cv.CVBatchEditor, BatchArgs, batch_edit_resume),
        McpTool(
            "create_resume",
            "Create a resume, blank or from a JSON Resume document.",
            CreateArgs,
            create_resume,
            needs="decide",
        ),
        McpTool(
            "import_resume_text",
            "Create a resume from text (Markdown, plain text or JSON Resume), read by the "
            "app's importer.",
            ImportTextArgs,
            import_text,
            needs="decide",
        ),
        McpTool(
            "export_resume",
            "Export a resume as json or markdown (text) or pdf or docx (base64).",
            ExportArgs,
            export,
        ),
        McpTool(
            "list_proposals",
            "The edits waiting for the person's review on a resume.",
            ResumeIdArgs,
            list_proposals,
        ),
        McpTool(
            "accept_proposals",
            "Accept proposals (one new version of the resume).",
            ProposalIdsArgs,
            accept_proposals,
            needs="decide",
        ),
        McpTool(
            "reject_proposals",
            "Reject proposals; the resume does not change.",
            ProposalIdsArgs,
            reject_proposals,
            needs="decide",
        ),
        McpTool(
            "list_languages",
            languages.DESCRIPTION,
            languages.LanguagesArgs,
            languages.list_languages,
        ),
        McpTool(
            "list_postings",
            "List your job postings (id, title, company, status).",
            NoArgs,
            list_postings,
        ),
        McpTool(
            "match_posting",
            'Score a resume against a job posting: {"score": 0..100, "matched": [...], '
            '"missing": [...], "claimed": [...], "keywords": [...]}, the posting\'s keywords '
            "the resume has and lacks, each with the posting's line that asks for it and the "
            "resume's path and text that has it.",
            MatchArgs,
            match_posting,
        ),
    )
}

# Share links and applications live in modules of their own (on agent.mcp.base).
TOOLS.update({tool.name: tool for tool in SHARE_TOOLS})


def call(name: str, arguments: dict[str, Any] | None, key: ApiKey) -> str:
    """Run tool `name` for `key`; the JSON result as text, or `ToolError`."""
    tool = TOOLS.get(name)
    if tool is None:
        raise ToolError(f"Unknown tool {name!r}; one of {', '.join(TOOLS)}.")
    if tool.needs != "read" and key.scope == ApiKeyScope.READ:
        raise ToolError(f"The API key {key.name!r} may only read.")
    if tool.needs == "decide" and key.scope == ApiKeyScope.PROPOSALS:
        raise ToolError(
            f"The API key {key.name!r} may only propose edits; the person decides in the app."
        )
    too_deep = depth_problem(arguments)
    if too_deep:
        raise ToolError(f"Invalid arguments for {name}: {too_deep}")
    try:
        args = tool.args_model.model_validate(without_nul(arguments or {}))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
            for e in exc.errors()[:5]
        )
        raise ToolError(f"Invalid arguments for {name}: {problems}") from None
    return json.dumps(tool.handler(args, key), ensure_ascii=False, default=str)


TOOLS.update({tool.name: tool for tool in APPLICATION_TOOLS})
