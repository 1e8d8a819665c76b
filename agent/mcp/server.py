"""The MCP server (the SDK's low-level `Server`): tools from `agent.mcp.tools`, and two
resources per resume, `cvagent://resumes/<id>` (JSON Resume) and
`cvagent://resumes/<id>/markdown`. The API key of the HTTP request is in its ASGI scope."""

from __future__ import annotations

import json
import re
from typing import Any

import mcp_types as types
from channels.db import database_sync_to_async
from mcp.server.lowlevel import Server

from agent.mcp import tools
from agent.models import ApiKey
from resumes.exporting import export_resume
from resumes.selectors import ResumeNotFound, resume_get_for_user, resume_list_for_user

SCOPE_KEY = "cvagent.api_key"
RESOURCE_URI = re.compile(r"^cvagent://resumes/(\d+)(/markdown)?$")

INSTRUCTIONS = (
    "CV Agent keeps the person's resumes as JSON Resume documents. Use list_resumes, then "
    "read_resume with a resume_id; edit with edit_resume or batch_edit_resume (paths like "
    "basics.name, work[0].highlights). Each edit is a version the person can undo; the guard "
    "reports changes to names, employers, dates and numbers for the person to check."
)


def _key(ctx: Any) -> ApiKey:
    request = getattr(ctx, "request", None)
    key = request.scope.get(SCOPE_KEY) if request is not None else None
    if key is None:  # The ASGI app refuses requests without a key before this point.
        raise PermissionError("No API key.")
    return key


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(
        tools=[
            types.Tool(name=t.name, description=t.description, input_schema=t.input_schema())
            for t in tools.TOOLS.values()
        ]
    )


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    key = _key(ctx)
    try:
        text = await database_sync_to_async(tools.call)(params.name, params.arguments, key)
    except tools.ToolError as exc:
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=str(exc))], is_error=True
        )
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


# Each resume is two resources: (label, address suffix, MIME type, what it is).
_RESOURCE_FORMS = (
    ("JSON", "", "application/json", "JSON Resume"),
    ("Markdown", "/markdown", "text/markdown", "Markdown"),
)


def _resources(key: ApiKey) -> list[types.Resource]:
    found = []
    for resume in resume_list_for_user(key.owner):
        for label, suffix, mime_type, form in _RESOURCE_FORMS:
            found.append(
                types.Resource(
                    name=f"{resume.title} ({label})",
                    uri=f"cvagent://resumes/{resume.pk}{suffix}",
                    mime_type=mime_type,
                    description=f"Resume {resume.pk}, version {resume.version}, as {form}.",
                )
            )
    return found


async def list_resources(ctx: Any, params: Any) -> types.ListResourcesResult:
    key = _key(ctx)
    return types.ListResourcesResult(resources=await database_sync_to_async(_resources)(key))


async def list_resource_templates(ctx: Any, params: Any) -> types.ListResourceTemplatesResult:
    return types.ListResourceTemplatesResult(
        resource_templates=[
            types.ResourceTemplate(
                name="Resume (JSON Resume)",
                uri_template="cvagent://resumes/{id}",
                mime_type="application/json",
            ),
            types.ResourceTemplate(
                name="Resume (Markdown)",
                uri_template="cvagent://resumes/{id}/markdown",
                mime_type="text/markdown",
            ),
        ]
    )


def _read(key: ApiKey, uri: str) -> types.TextResourceContents:
    match = RESOURCE_URI.match(uri)
    if match is None:
        raise ValueError(f"Unknown resource {uri!r}; resumes are cvagent://resumes/<id>.")
    try:
        resume = resume_get_for_user(key.owner, int(match.group(1)))
    except ResumeNotFound:
        raise ValueError(f"No resource {uri!r}.") from None
    if match.group(2):
        text = export_resume(resume, "markdown").content.decode("utf-8")
        return types.TextResourceContents(uri=uri, mime_type="text/markdown", text=text)
    text = json.dumps(resume.data, ensure_ascii=False, indent=2)
    return types.TextResourceContents(uri=uri, mime_type="application/json", text=text)


async def read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> Any:
    key = _key(ctx)
    contents = await database_sync_to_async(_read)(key, str(params.uri))
    return types.ReadResourceResult(contents=[contents])


def build_server() -> Server:
    return Server(
        "cv-agent",
        version="1",
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_list_resource_templates=list_resource_templates,
        on_read_resource=read_resource,
    )
