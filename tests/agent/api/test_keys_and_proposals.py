"""Proposals-only keys, proposals over REST, the OpenAPI schema, `create_api_key`, and the
key's storage (only a hash)."""

from __future__ import annotations

import io
import json
import re

import pytest
from django.core.management import CommandError, call_command

from agent.api.keys import create_api_key, hash_secret
from agent.models import ApiKey, Conversation, Proposal
from resumes.models import ResumeRevision
from tests.agent.api.conftest import client_for
from tests.factories import ResumeFactory, UserFactory

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_proposals_key_makes_edits_wait_and_the_person_decides(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    proposer = create_api_key(owner=alice, name="assistant", scope="proposals")
    operations = [
        {"path": "basics.label", "action": "update", "value": "Rear Admiral"},
        {"path": "skills", "action": "add", "value": {"name": "FLOW-MATIC"}},
    ]
    with client_for(live_server_url, proposer.secret) as client:
        response = client.post(f"/resumes/{resume.pk}/edits", json={"operations": operations})
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["status"] == "proposed"
        assert [p["path"] for p in body["proposals"]] == ["basics.label", "skills[1]"]
        # Waiting: the resume did not change.
        resume.refresh_from_db()
        assert resume.version == 1
        assert resume.data["basics"]["label"] == "Engineer"
        listed = client.get(f"/resumes/{resume.pk}/proposals").json()
        assert [p["status"] for p in listed] == ["pending", "pending"]
        # A proposals key cannot decide its own proposals.
        ids = [p["id"] for p in listed]
        assert client.post("/proposals/accept", json={"ids": ids}).status_code == 403
    conversation = Conversation.objects.get(resume=resume)
    assert conversation.title == "API client: assistant"

    decider = create_api_key(owner=alice, name="me", scope="write")
    with client_for(live_server_url, decider.secret) as client:
        accepted = client.post("/proposals/accept", json={"ids": ids[:1]})
        assert accepted.status_code == 200, accepted.text
        assert accepted.json() == {"decided": ids[:1], "version": 2}
        rejected = client.post("/proposals/reject", json={"ids": ids[1:]})
        assert rejected.json()["decided"] == ids[1:]
        again = client.post("/proposals/reject", json={"ids": ids[1:]})
        assert again.status_code == 409
        assert again.headers["content-type"].startswith("application/problem+json")
    resume.refresh_from_db()
    assert resume.data["basics"]["label"] == "Rear Admiral"
    assert [s["name"] for s in resume.data["skills"]] == ["COBOL"]
    assert ResumeRevision.objects.get(resume=resume, version=2).approved_by == alice


def test_another_persons_proposals_are_404(live_server_url, alice, bob):
    theirs = ResumeFactory(owner=bob)
    proposer = create_api_key(owner=bob, name="bob's assistant", scope="proposals")
    with client_for(live_server_url, proposer.secret) as client:
        client.post(
            f"/resumes/{theirs.pk}/edits",
            json={"operations": [{"path": "basics.name", "action": "update", "value": "X"}]},
        )
    ids = list(Proposal.objects.values_list("pk", flat=True))
    mine = create_api_key(owner=alice, name="mine", scope="write")
    with client_for(live_server_url, mine.secret) as client:
        for verb in ("accept", "reject"):
            response = client.post(f"/proposals/{verb}", json={"ids": ids})
            assert response.status_code == 404, response.text
    assert set(Proposal.objects.values_list("status", flat=True)) == {"pending"}


def test_the_openapi_schema_is_served_and_valid(live_server_url, alice_key):
    from openapi_spec_validator import validate

    with client_for(live_server_url, None) as client:
        schema = client.get("/openapi.json")
        docs = client.get("/docs")
    assert schema.status_code == 200

    def no_duplicates(pairs):
        keys = [key for key, _ in pairs]
        assert len(keys) == len(set(keys)), f"duplicated keys in {keys}"
        return dict(pairs)

    # Browsers' YAML/JSON parsers refuse a duplicated key that Python's json would keep quiet.
    document = json.loads(schema.text, object_pairs_hook=no_duplicates)
    validate(document)
    assert "/api/v1/resumes/{resume_id}" in document["paths"]
    assert document["components"]["securitySchemes"]
    assert docs.status_code == 200
    # The docs page's script and styles are ours (static), nothing from another host (a CSRF
    # token or nonce may contain the letters "cdn" by chance: look at the addresses).
    addresses = re.findall(r'(?:src|href)="([^"]*)"', docs.text)
    assert addresses
    assert not [a for a in addresses if a.startswith(("http:", "https:", "//"))], addresses
    assert "cdn." not in docs.text.lower()
    assert "/static/ninja/swagger-ui-bundle.js" in docs.text


def test_create_api_key_prints_the_key_alone(alice):
    out = io.StringIO()
    call_command(
        "create_api_key",
        "alice",
        "--name",
        "ci",
        "--scope",
        "proposals",
        "--expires-days",
        "30",
        stdout=out,
    )
    secret = out.getvalue().strip()
    assert out.getvalue() == secret + "\n"
    key = ApiKey.objects.get(owner=alice)
    assert (key.name, key.scope, key.key_hash) == ("ci", "proposals", hash_secret(secret))
    assert key.expires_at is not None
    # Only the hash is stored: the secret is in no column.
    row = json.dumps(list(ApiKey.objects.values()), default=str)
    assert secret not in row


def test_create_api_key_refuses_unknown_users_and_bad_input(alice):
    with pytest.raises(CommandError, match="No user") as unknown:
        call_command("create_api_key", "nobody", "--name", "x", stdout=io.StringIO())
    assert unknown.value.returncode == 2
    with pytest.raises(CommandError, match="days"):
        call_command(
            "create_api_key",
            "alice",
            "--name",
            "x",
            "--expires-days",
            "0",
            stdout=io.StringIO(),
        )
    assert not ApiKey.objects.exists()


def test_the_admin_lists_keys_without_secrets(client, alice):
    staff = UserFactory(username="staff", is_staff=True, is_superuser=True)
    new = create_api_key(owner=alice, name="laptop", scope="write")
    client.force_login(staff)
    page = client.get("/admin/agent/apikey/")
    assert page.status_code == 200
    assert "laptop" in page.content.decode()
    detail = client.get(f"/admin/agent/apikey/{new.key.pk}/change/").content.decode()
    assert new.secret not in detail
    assert new.key.key_hash not in detail


def test_a_session_write_needs_the_csrf_token_and_a_key_request_does_not(alice):
    from django.test import Client

    resume = ResumeFactory(owner=alice)
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    assert browser.get("/api/v1/resumes").status_code == 200
    refused = browser.post("/api/v1/resumes", data={"title": "x"}, content_type="application/json")
    assert refused.status_code in (401, 403)
    assert refused["Content-Type"].startswith("application/problem+json")
    browser.get("/settings/api-keys/")
    token = browser.cookies["csrftoken"].value
    allowed = browser.post(
        f"/api/v1/resumes/{resume.pk}/edits",
        data={"operations": [{"path": "basics.label", "action": "update", "value": "Dr"}]},
        content_type="application/json",
        headers={"X-CSRFToken": token},
    )
    assert allowed.status_code == 200, allowed.content
    resume.refresh_from_db()
    assert resume.data["basics"]["label"] == "Dr"
    # The edit by the signed-in person is theirs, not an API client's.
    assert resume.revisions.get(version=2).source == "user"

    scripted = Client(enforce_csrf_checks=True)
    new = create_api_key(owner=alice, name="script", scope="write")
    made = scripted.post(
        "/api/v1/resumes",
        data={"title": "From a script"},
        content_type="application/json",
        headers={"Authorization": f"Bearer {new.secret}"},
    )
    assert made.status_code == 201, made.content


def test_the_keys_page_refuses_bad_input_and_another_persons_key(client, alice, bob):
    theirs = create_api_key(owner=bob, name="bob's", scope="write")
    client.force_login(alice)
    page = client.post("/settings/api-keys/", {"name": " ", "scope": "write"})
    assert page.status_code == 200
    assert not ApiKey.objects.filter(owner=alice).exists()
    client.post("/settings/api-keys/", {"name": "x", "scope": "admin"})
    client.post("/settings/api-keys/", {"name": "x", "scope": "read", "expires_days": "-3"})
    assert not ApiKey.objects.filter(owner=alice).exists()
    client.post(f"/settings/api-keys/{theirs.key.pk}/revoke/")
    theirs.key.refresh_from_db()
    assert theirs.key.revoked_at is None


def test_the_keys_and_mcp_pages_in_chinese(client, alice):
    client.force_login(alice)
    keys = client.get("/settings/api-keys/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "API 密钥" in keys and "创建密钥" in keys
    mcp = client.get("/settings/mcp/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "连接 MCP 客户端" in mcp
    assert '"url": "http://testserver/mcp"' in mcp


def test_a_clients_proposals_show_for_review_on_the_resume_page(client, alice):
    from agent.conversations.services import apply_edits

    resume = ResumeFactory(owner=alice)
    key = create_api_key(owner=alice, name="desk", scope="proposals").key
    outcome = apply_edits(
        resume=resume,
        user=alice,
        key=key,
        operations=[{"path": "basics.label", "action": "update", "value": "Commodore"}],
        expected_version=None,
        client="MCP client",
    )
    proposal_id = outcome["proposals"][0]["id"]
    conversation = Conversation.objects.get(resume=resume)
    client.force_login(alice)
    page = client.get(f"/resumes/{resume.pk}/?c={conversation.pk}").content.decode()
    assert "MCP client: desk" in page
    assert f'id="proposal-{proposal_id}"' in page
    assert 'data-status="pending"' in page
