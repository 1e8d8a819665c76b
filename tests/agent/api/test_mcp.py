"""The MCP server at /mcp over real HTTP (a live Daphne serving cvsite.asgi), driven by the
SDK's own client: tools listed with the agent's schemas, a resume read and edited end to end
(a revision with the client's source, the guard's findings), proposals-only keys, resources,
isolation and refused keys."""

from __future__ import annotations

import asyncio
import base64
import json

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from agent.api.keys import create_api_key
from agent.engine.tools import cv
from agent.models import Proposal
from resumes.models import ResumeRevision
from tests.factories import ResumeFactory

pytestmark = pytest.mark.django_db(transaction=True)


def run(live_server_url: str, secret: str, work):
    """Connect the SDK's client with `secret` and run `work(client)` in a fresh event loop."""

    async def main():
        http = create_mcp_http_client(headers={"Authorization": f"Bearer {secret}"})
        async with (
            http,
            Client(streamable_http_client(f"{live_server_url}/mcp", http_client=http)) as client,
        ):
            return await work(client)

    return asyncio.run(main())


def result_json(result) -> object:
    assert not result.is_error, result.content[0].text
    return json.loads(result.content[0].text)


def test_tools_are_listed_with_the_agents_schemas(live_server_url, alice_key):
    async def work(client):
        return (await client.list_tools()).tools

    tools = {tool.name: tool for tool in run(live_server_url, alice_key.secret, work)}
    assert set(tools) == {
        "list_resumes",
        "read_resume",
        "edit_resume",
        "batch_edit_resume",
        "create_resume",
        "import_resume_text",
        "export_resume",
        "list_proposals",
        "accept_proposals",
        "reject_proposals",
        "list_postings",
        "match_posting",
        "list_share_links",
        "create_share_link",
        "revoke_share_link",
        "list_languages",
        "list_applications",
        "read_application",
        "create_application",
        "update_application",
        "download_application_file",
    }
    edit = tools["edit_resume"].input_schema
    agent = cv.CVEditor.parameters()
    assert edit["properties"]["path"] == agent["properties"]["path"]
    assert edit["properties"]["action"] == agent["properties"]["action"]
    assert edit["required"][0] == "resume_id"
    assert tools["edit_resume"].description.startswith(cv.CVEditor.description)


def test_reading_and_editing_a_resume_end_to_end(live_server_url, alice, alice_key):
    resume = ResumeFactory(owner=alice, title="Main")

    async def work(client):
        listed = result_json(await client.call_tool("list_resumes", {}))
        read = result_json(
            await client.call_tool("read_resume", {"resume_id": resume.pk, "path": "basics.name"})
        )
        edited = result_json(
            await client.call_tool(
                "edit_resume",
                {
                    "resume_id": resume.pk,
                    "path": "basics.name",
                    "action": "update",
                    "value": "Amazing Grace",
                },
            )
        )
        batch = result_json(
            await client.call_tool(
                "batch_edit_resume",
                {
                    "resume_id": resume.pk,
                    "operations": [
                        {"path": "basics.label", "action": "update", "value": "Rear Admiral"},
                        {"path": "skills", "action": "add", "value": {"name": "FLOW-MATIC"}},
                    ],
                },
            )
        )
        bad = await client.call_tool(
            "edit_resume",
            {"resume_id": resume.pk, "path": "basics.email", "action": "update", "value": 5},
        )
        return listed, read, edited, batch, bad

    listed, read, edited, batch, bad = run(live_server_url, alice_key.secret, work)
    assert listed == [{"id": resume.pk, "title": "Main", "version": 1, "language": "en"}]
    assert read["value"] == "Grace Hopper"
    assert edited["status"] == "applied"
    assert [f["check"] for f in edited["findings"]] == ["name_changed"]
    assert batch["version"] == 3
    assert bad.is_error and "Nothing was changed" in bad.content[0].text
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Amazing Grace"
    assert resume.data["skills"][-1]["name"] == "FLOW-MATIC"
    revision = ResumeRevision.objects.get(resume=resume, version=2)
    assert (revision.source, revision.summary) == (
        "api",
        "MCP client: alice laptop: update basics.name",
    )


def test_a_proposals_key_edits_wait_for_review(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    proposer = create_api_key(owner=alice, name="desktop", scope="proposals")

    async def work(client):
        proposed = result_json(
            await client.call_tool(
                "edit_resume",
                {
                    "resume_id": resume.pk,
                    "path": "basics.label",
                    "action": "update",
                    "value": "Commodore",
                },
            )
        )
        accept = await client.call_tool(
            "accept_proposals", {"ids": [proposed["proposals"][0]["id"]]}
        )
        listed = result_json(await client.call_tool("list_proposals", {"resume_id": resume.pk}))
        return proposed, accept, listed

    proposed, accept, listed = run(live_server_url, proposer.secret, work)
    assert proposed["status"] == "proposed"
    assert accept.is_error
    assert [p["new"] for p in listed] == ["Commodore"]
    resume.refresh_from_db()
    assert resume.version == 1
    assert Proposal.objects.get().conversation.title == "MCP client: desktop"


def test_create_import_export_and_resources(live_server_url, alice, alice_key):
    async def work(client):
        created = result_json(await client.call_tool("create_resume", {"title": "Blank"}))
        imported = result_json(
            await client.call_tool(
                "import_resume_text",
                {"text": "# Ada Lovelace\n\n**Mathematician**\n\nada@example.com\n"},
            )
        )
        markdown = result_json(
            await client.call_tool(
                "export_resume", {"resume_id": imported["id"], "format": "markdown"}
            )
        )
        pdf = result_json(
            await client.call_tool("export_resume", {"resume_id": imported["id"], "format": "pdf"})
        )
        resources = (await client.list_resources()).resources
        as_json = await client.read_resource(f"cvagent://resumes/{imported['id']}")
        as_markdown = await client.read_resource(f"cvagent://resumes/{imported['id']}/markdown")
        return created, imported, markdown, pdf, resources, as_json, as_markdown

    created, imported, markdown, pdf, resources, as_json, as_markdown = run(
        live_server_url, alice_key.secret, work
    )
    assert created["title"] == "Blank"
    assert imported["data"]["basics"]["name"] == "Ada Lovelace"
    assert markdown["text"].startswith("# Ada Lovelace")
    assert base64.b64decode(pdf["base64"]).startswith(b"%PDF")
    uris = {str(r.uri) for r in resources}
    assert f"cvagent://resumes/{imported['id']}/markdown" in uris
    assert json.loads(as_json.contents[0].text)["basics"]["name"] == "Ada Lovelace"
    assert as_markdown.contents[0].text.startswith("# Ada Lovelace")


def test_another_persons_resume_is_not_found(live_server_url, alice_key, bob):
    theirs = ResumeFactory(owner=bob)

    async def work(client):
        read = await client.call_tool("read_resume", {"resume_id": theirs.pk})
        edit = await client.call_tool(
            "edit_resume",
            {"resume_id": theirs.pk, "path": "basics.name", "action": "update", "value": "X"},
        )
        listed = result_json(await client.call_tool("list_resumes", {}))
        try:
            await client.read_resource(f"cvagent://resumes/{theirs.pk}")
            resource_refused = False
        except Exception:
            resource_refused = True
        return read, edit, listed, resource_refused

    read, edit, listed, resource_refused = run(live_server_url, alice_key.secret, work)
    assert read.is_error and "No resume" in read.content[0].text
    assert edit.is_error
    assert listed == []
    assert resource_refused
    theirs.refresh_from_db()
    assert theirs.version == 1


def test_a_read_key_cannot_edit_and_bad_keys_get_401(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    reader = create_api_key(owner=alice, name="ro", scope="read")

    async def work(client):
        return await client.call_tool(
            "edit_resume",
            {"resume_id": resume.pk, "path": "basics.name", "action": "update", "value": "X"},
        )

    refused = run(live_server_url, reader.secret, work)
    assert refused.is_error and "may only read" in refused.content[0].text
    reader.key.revoked_at = reader.key.created_at
    reader.key.save()
    for headers in ({}, {"Authorization": f"Bearer {reader.secret}"}):
        response = httpx2.post(
            f"{live_server_url}/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            headers={"Accept": "application/json, text/event-stream", **headers},
        )
        assert response.status_code == 401
        assert response.headers["content-type"] == "application/problem+json"


def test_the_mcp_endpoint_counts_against_the_keys_rate_limit(live_server_url, alice):
    busy = create_api_key(owner=alice, name="busy", scope="read")
    headers = {
        "Authorization": f"Bearer {busy.secret}",
        "Accept": "application/json, text/event-stream",
    }
    body = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    with httpx2.Client(timeout=30) as client:
        statuses = [
            client.post(f"{live_server_url}/mcp", json=body, headers=headers).status_code
            for _ in range(121)
        ]
    assert 429 not in statuses[:100]
    assert statuses[-1] == 429
