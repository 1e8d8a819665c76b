"""Applications over real HTTP: the REST API (create, list, read, move, the frozen PDFs byte
for byte, scopes, another person's ids 404) and the MCP tools with the SDK's client."""

from __future__ import annotations

import base64
import hashlib

import pytest

from agent.api.keys import create_api_key
from resumes import services as resume_services
from resumes.applications import services
from resumes.applications.models import FrozenFile
from resumes.postings.services import cover_letter_save, posting_create, version_create
from tests.agent.api.conftest import client_for, problem
from tests.agent.api.test_mcp import result_json, run

pytestmark = pytest.mark.django_db(transaction=True)

DOCUMENT = {"basics": {"name": "Alice Example", "summary": "Engineer."}}
POSTING = "Backend Engineer\nRequirements:\n- Python\n"


def _version(owner):
    master = resume_services.resume_create(owner=owner, title="Master CV", data=DOCUMENT)
    posting = posting_create(
        owner=owner, title="Backend Engineer", company="Globex", description=POSTING
    )
    version = version_create(master=master, posting=posting)
    cover_letter_save(version=version, text="Dear Globex, hello.", findings=[])
    return posting, version


def test_create_move_read_and_download_the_frozen_files(api, alice):
    posting, version = _version(alice)
    created = api.post(
        "/applications", json={"posting_id": posting.pk, "resume_id": version.resume_id}
    )
    assert created.status_code == 201, created.text
    body = created.json()
    assert (body["company"], body["role"], body["status"]) == (
        "Globex",
        "Backend Engineer",
        "saved",
    )
    assert body["files"] == []
    moved = api.patch(
        f"/applications/{body['id']}", json={"status": "applied", "notes": "Sent by email"}
    )
    assert moved.status_code == 200, moved.text
    files = {f["kind"]: f for f in moved.json()["files"]}
    assert set(files) == {"resume", "cover_letter"} and moved.json()["applied_on"]
    assert moved.json()["notes"] == "Sent by email"
    pdf = api.get(files["resume"]["url"].removeprefix("/api/v1"))
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    assert hashlib.sha256(pdf.content).hexdigest() == files["resume"]["sha256"]
    assert pdf.headers["etag"] == f'"{files["resume"]["sha256"]}"'
    assert pdf.content == bytes(FrozenFile.objects.get(kind="resume").content)
    listed = api.get("/applications", params={"status": "applied"}).json()
    assert [a["id"] for a in listed] == [body["id"]]
    assert api.get("/applications", params={"status": "offer"}).json() == []
    assert api.get(f"/applications/{body['id']}").json()["sent_tailored"] is True
    problem(api.patch(f"/applications/{body['id']}", json={"status": "hired"}), 422)
    problem(api.post("/applications", json={"notes": "no company"}), 422)


def test_another_persons_applications_are_404(api, alice, bob):
    posting, version = _version(bob)
    theirs = services.application_create(owner=bob, resume=version.resume, status="applied")
    assert api.get("/applications").json() == []
    for response in (
        api.get(f"/applications/{theirs.pk}"),
        api.patch(f"/applications/{theirs.pk}", json={"status": "offer"}),
        api.get(f"/applications/{theirs.pk}/files/resume"),
        api.post("/applications", json={"company": "X", "posting_id": posting.pk}),
        api.post("/applications", json={"company": "X", "resume_id": version.resume_id}),
    ):
        problem(response, 404)
    theirs.refresh_from_db()
    assert theirs.status == "applied"


def test_a_read_key_reads_but_cannot_write(live_server_url, alice):
    services.application_create(owner=alice, company="Acme")
    reader = create_api_key(owner=alice, name="ro", scope="read")
    with client_for(live_server_url, reader.secret) as client:
        assert len(client.get("/applications").json()) == 1
        problem(client.post("/applications", json={"company": "B"}), 403)


def test_mcp_tools_list_create_move_and_download(live_server_url, alice, alice_key, bob):
    _posting, version = _version(alice)
    _, their_version = _version(bob)
    theirs = services.application_create(owner=bob, resume=their_version.resume, status="applied")

    async def work(client):
        made = result_json(
            await client.call_tool("create_application", {"resume_id": version.resume_id})
        )
        moved = result_json(
            await client.call_tool(
                "update_application", {"application_id": made["id"], "status": "interviewing"}
            )
        )
        listed = result_json(await client.call_tool("list_applications", {}))
        file = result_json(
            await client.call_tool(
                "download_application_file", {"application_id": made["id"], "kind": "resume"}
            )
        )
        other = [
            await client.call_tool("read_application", {"application_id": theirs.pk}),
            await client.call_tool(
                "update_application", {"application_id": theirs.pk, "status": "offer"}
            ),
            await client.call_tool("download_application_file", {"application_id": theirs.pk}),
        ]
        return made, moved, listed, file, other

    made, moved, listed, file, other = run(live_server_url, alice_key.secret, work)
    assert made["company"] == "Globex" and moved["status"] == "interviewing"
    assert moved["interview_on"] and {f["kind"] for f in moved["files"]} == {
        "resume",
        "cover_letter",
    }
    assert [a["id"] for a in listed] == [made["id"]]
    content = base64.b64decode(file["base64"])
    assert content.startswith(b"%PDF") and hashlib.sha256(content).hexdigest() == file["sha256"]
    for result in other:
        assert result.is_error and "No application" in result.content[0].text
    theirs.refresh_from_db()
    assert theirs.status == "applied"

    reader = create_api_key(owner=alice, name="ro", scope="read")

    async def write(client):
        return await client.call_tool("create_application", {"company": "Nope"})

    refused = run(live_server_url, reader.secret, write)
    assert refused.is_error and "may only read" in refused.content[0].text
