"""The MCP endpoint as a hostile client meets it, over real HTTP (a live Daphne): tool
arguments with ids no database holds, indexes beyond any list, deep nesting, wrong types and
unknown tools are tool errors (nothing changed, the server answers on); raw requests nested
100,000 deep, sent as text/plain, over 20 MB or with another auth scheme get 4xx."""

from __future__ import annotations

import json

import httpx2 as httpx
import pytest

from resumes.models import Resume
from tests.agent.api.conftest import DEEP, HUGE, nested, problem
from tests.agent.api.test_mcp import result_json, run

pytestmark = pytest.mark.django_db(transaction=True)


def test_mcp_tools_given_hostile_arguments_answer_with_tool_errors(
    live_server_url, alice, alice_key, resume
):
    hostile = [
        ("read_resume", {"resume_id": HUGE}),
        ("read_resume", {"resume_id": -HUGE}),
        ("read_resume", {"resume_id": "abc"}),
        ("read_resume", {"resume_id": resume.pk, "path": f"work[{HUGE}]"}),
        ("export_resume", {"resume_id": HUGE}),
        ("list_proposals", {"resume_id": HUGE}),
        ("accept_proposals", {"ids": [HUGE]}),
        ("reject_proposals", {"ids": [HUGE, "x"]}),
        ("match_posting", {"resume_id": resume.pk, "posting_id": HUGE}),
        (
            "edit_resume",
            {"resume_id": HUGE, "path": "basics.name", "action": "update", "value": "X"},
        ),
        (
            "edit_resume",
            {
                "resume_id": resume.pk,
                "path": f"work[{HUGE}].name",
                "action": "update",
                "value": "X",
            },
        ),
        ("create_resume", {"title": "Deep", "data": {"basics": {}, "x": json.loads(nested(60))}}),
        ("batch_edit_resume", {"resume_id": resume.pk, "operations": "all"}),
        ("no_such_tool", {}),
    ]

    async def work(client):
        results = [await client.call_tool(name, arguments) for name, arguments in hostile]
        # After all that, the server still answers.
        results.append(await client.call_tool("list_resumes", {}))
        return results

    results = run(live_server_url, alice_key.secret, work)
    for (name, _), result in zip(hostile, results, strict=False):
        assert result.is_error, (name, result.content[0].text)
    assert result_json(results[-1])[0]["id"] == resume.pk
    resume.refresh_from_db()
    assert resume.version == 1
    assert Resume.objects.filter(owner=alice).count() == 1


def test_mcp_raw_hostile_requests_get_errors_not_500(live_server_url, alice_key):
    headers = {
        "Authorization": f"Bearer {alice_key.secret}",
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
    }
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    with httpx.Client(base_url=live_server_url, timeout=60) as client:
        assert client.post("/mcp", json=call, headers=headers).status_code == 200
        deep = client.post("/mcp", content=nested(DEEP), headers=headers)
        assert 400 <= deep.status_code < 500, deep.text[:200]
        plain = client.post("/mcp", json=call, headers={**headers, "Content-Type": "text/plain"})
        assert plain.status_code == 415
        big = client.post("/mcp", content=b" " * 21_000_000, headers=headers)
        problem(big, 413)
        huge_id = {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "read_resume", "arguments": {"resume_id": HUGE}},
        }
        answer = client.post("/mcp", json=huge_id, headers=headers)
        assert answer.status_code == 200, answer.text[:200]
        assert answer.json()["result"]["isError"] is True
        unknown = client.post(
            "/mcp", json=call, headers={**headers, "Authorization": "Token " + alice_key.secret}
        )
        problem(unknown, 401)
