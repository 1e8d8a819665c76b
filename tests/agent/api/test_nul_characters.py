"""NUL characters (U+0000) sent to the REST API and the MCP tools: dropped, never a 500 on
PostgreSQL (which cannot store them), and everything else kept."""

from __future__ import annotations

import pytest

from resumes.models import Resume
from resumes.postings.models import JobPosting
from tests.agent.api.test_mcp import result_json, run

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_posting_with_nul_characters_is_saved_without_them(api):
    created = api.post(
        "/postings",
        json={"title": "Mainframe\x00 lead", "description": "COBOL\x00 and Kubernetes."},
    )
    assert created.status_code == 201, created.text
    posting = JobPosting.objects.get(pk=created.json()["id"])
    assert (posting.title, posting.description) == ("Mainframe lead", "COBOL and Kubernetes.")


def test_mcp_tools_given_nul_characters_store_the_text_without_them(
    live_server_url, alice, alice_key
):
    async def work(client):
        created = result_json(await client.call_tool("create_resume", {"title": "Blank\x00"}))
        imported = result_json(
            await client.call_tool(
                "import_resume_text",
                {"text": "# Ada\x00 Lovelace\n\n**Mathe\x00matician**\n\nada@example.com\n"},
            )
        )
        return created, imported

    created, imported = run(live_server_url, alice_key.secret, work)
    assert Resume.objects.get(pk=created["id"]).title == "Blank"
    stored = Resume.objects.get(pk=imported["id"])
    assert stored.data["basics"]["name"] == "Ada Lovelace"
    assert "\x00" not in str(stored.data)
