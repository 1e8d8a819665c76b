"""The resume tools: read a part of the resume, edit one path, or apply several edits at once."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from agent.engine import seams
from agent.engine.messages import compact_json
from agent.engine.tools.base import Tool, ToolContext, ToolOutcome
from resumes import services
from resumes.paths import PathError, read_path
from resumes.trust.source_check import check_edit

PATH_HELP = (
    "Path into the JSON Resume document: dots for keys, [n] for list items, negative "
    "indexes count from the end. Examples: 'basics.name', 'basics.location.city', "
    "'work[0].position', 'work[0].highlights[2]', 'skills[-1]', 'education'."
)


class CVReaderArgs(BaseModel):
    path: str = Field(
        default="",
        description=PATH_HELP + " Leave empty to read the whole resume.",
    )


class EditOperation(BaseModel):
    path: str = Field(description=PATH_HELP)
    action: Literal["update", "add", "delete"] = Field(
        description=(
            "update: set the value at the path (an existing item or a new key of an object); "
            "add: append the value to the list at the path, or insert at an index with "
            "'work[1]'; delete: remove the item at the path (no value)."
        )
    )
    value: Any = Field(
        default=None,
        description=(
            "The new value for update/add: a string, number, object or list as JSON. "
            'Example for adding a job to "work": {"name": "Acme", "position": "Engineer", '
            '"startDate": "2021-03", "endDate": "2023-06"}. Omit for delete.'
        ),
    )


class CVEditorArgs(EditOperation):
    pass


class CVBatchEditorArgs(BaseModel):
    operations: list[EditOperation] = Field(
        min_length=1,
        description="The edits to apply in order; all of them are applied, or none.",
    )


def read_resume(args: CVReaderArgs, context: ToolContext) -> ToolOutcome:
    data = context.resume.data
    path = args.path.strip()
    if not path:
        return ToolOutcome(status="ok", content=compact_json(data))
    try:
        value = read_path(data, path)
    except PathError as exc:
        return ToolOutcome(status="error", content=str(exc))
    return ToolOutcome(status="ok", content=compact_json(value))


def _guard_line(findings: list[dict[str, Any]]) -> str:
    if not findings:
        return ""
    listed = " ".join(str(finding.get("message", "")) for finding in findings[:5])
    more = f" (and {len(findings) - 5} more)" if len(findings) > 5 else ""
    return (
        f" The guard flagged this for the person to check: {listed}{more} If that was not "
        "what the person said, correct it or ask them."
    )


def _edited(context: ToolContext, result: Any, verb: str) -> ToolOutcome:
    context.resume = result.resume
    version = result.resume.version
    if result.revision is None:
        return ToolOutcome(
            status="ok",
            content=(
                f"Nothing changed: the resume already holds that. It stays at version {version}."
            ),
        )
    paths = list(result.changed_paths)
    findings = _guard(result)
    return ToolOutcome(
        status="ok",
        content=(
            f"{verb} {', '.join(paths) or 'the resume'}. The resume is now at version {version}."
            + _guard_line(findings)
        ),
        resume_version=version,
        changed_paths=paths,
        findings=findings,
    )


def _guard(result: services.EditResult) -> list[dict[str, Any]]:
    """What the guard finds between the document before the edit and after it."""
    before = result.document_before()
    if before is None:
        return []
    return seams.review().findings_between(before, result.resume.data)


def _propose(context: ToolContext, operations: list[dict[str, Any]]) -> ToolOutcome:
    """Review mode: store the edits as proposals for the person; the resume is not touched."""
    review = seams.review()
    try:
        proposals = review.propose_edits(
            conversation=context.conversation,
            resume=context.resume,
            tool_call=context.tool_call,
            run_id=context.run_id,
            operations=operations,
        )
    except services.ResumeEditError as exc:
        return ToolOutcome(status="error", content=f"{exc} Nothing was proposed.")
    version = context.resume.version
    if not proposals:
        return ToolOutcome(
            status="ok",
            content=(
                f"Nothing to propose: the resume already holds that. It stays at version {version}."
            ),
        )
    findings = [finding for proposal in proposals for finding in proposal.findings]
    return ToolOutcome(
        status="ok",
        content=review.proposed_result(proposals, version) + _guard_line(findings),
        proposals=[review.proposal_payload(proposal) for proposal in proposals],
    )


def _outside_source(context: ToolContext, operations: list[dict[str, Any]]) -> ToolOutcome | None:
    """The guards an edit must pass first: in a guarded turn, only the parts the message
    named (agent.engine.guarded.scope); under a capability that allows only the source's
    values (the import correction), nothing else (resumes.trust.source_check)."""
    refusal = context.scope.refusal(operations) if context.scope is not None else ""
    capability = getattr(context.conversation, "capability", None)
    options = capability.options if capability is not None else None
    refusal = refusal or check_edit(context.resume, operations, options=options)
    return ToolOutcome(status="error", content=refusal) if refusal else None


def edit_resume(args: CVEditorArgs, context: ToolContext) -> ToolOutcome:
    if args.action != "delete" and args.value is None:
        return ToolOutcome(
            status="error",
            content=f"The {args.action!r} action needs a value. Nothing was changed.",
        )
    refused = _outside_source(context, [args.model_dump()])
    if refused:
        return refused
    if context.review:
        return _propose(context, [{"path": args.path, "action": args.action, "value": args.value}])
    try:
        result = services.resume_apply_edit(
            resume=context.resume,
            path=args.path,
            action=args.action,
            value=args.value,
            source="agent",
            author=context.conversation.owner,
            tool_call=context.tool_call,
            summary=f"{args.action} {args.path}",
        )
    except services.ResumeEditError as exc:
        return ToolOutcome(status="error", content=str(exc))
    return _edited(
        context, result, {"update": "Updated", "add": "Added", "delete": "Deleted"}[args.action]
    )


def batch_edit_resume(args: CVBatchEditorArgs, context: ToolContext) -> ToolOutcome:
    for number, op in enumerate(args.operations, start=1):
        if op.action != "delete" and op.value is None:
            return ToolOutcome(
                status="error",
                content=(
                    f"Operation {number} ({op.action} {op.path}) needs a value. "
                    "Nothing was changed."
                ),
            )
    refused = _outside_source(context, [op.model_dump() for op in args.operations])
    if refused:
        return refused
    if context.review:
        return _propose(context, [op.model_dump() for op in args.operations])
    try:
        result = services.resume_apply_batch(
            resume=context.resume,
            operations=[op.model_dump() for op in args.operations],
            source="agent",
            author=context.conversation.owner,
            tool_call=context.tool_call,
            summary=f"{len(args.operations)} edits",
        )
    except services.ResumeEditError as exc:
        return ToolOutcome(status="error", content=f"{exc} Nothing was changed.")
    return _edited(context, result, "Changed")


CVReader = Tool(
    name="CVReader",
    description=(
        "Read the resume (a JSON Resume document) or one part of it. Returns compact JSON. "
        "The current resume is already in the system prompt; use this to check a part "
        "after edits. " + PATH_HELP
    ),
    args_model=CVReaderArgs,
    handler=read_resume,
)

CVEditor = Tool(
    name="CVEditor",
    description=(
        "Change one place of the resume. Every change is validated against JSON Resume "
        "and saved as a revision the person can undo. Examples: "
        '{"path": "basics.name", "action": "update", "value": "Ada Lovelace"}; '
        '{"path": "work", "action": "add", "value": {"name": "Tencent", '
        '"position": "Frontend Engineer", "startDate": "2021-03", "endDate": "2023-06"}}; '
        '{"path": "skills[1]", "action": "delete"}. Dates are ISO 8601: 2021, 2021-03 '
        "or 2021-03-01."
    ),
    args_model=CVEditorArgs,
    handler=edit_resume,
)

CVBatchEditor = Tool(
    name="CVBatchEditor",
    description=(
        "Apply several resume edits in one call, in order; if any of them is invalid "
        "nothing is changed. Each operation is like a CVEditor call: "
        '{"operations": [{"path": "basics.label", "action": "update", "value": '
        '"Engineer"}, {"path": "work[0].highlights", "action": "add", "value": '
        '"Led a team of 5"}]}.'
    ),
    args_model=CVBatchEditorArgs,
    handler=batch_edit_resume,
)

TOOLS = (CVReader, CVEditor, CVBatchEditor)
