"""Share links over real HTTP: the REST API and MCP (the SDK's client) list, create and revoke
them and read their counts per day; scopes; another person's ids are not found."""

from __future__ import annotations

import httpx2
import pytest

from agent.api.keys import create_api_key
from resumes import sharing
from resumes.models import ShareLink
from tests.agent.api.conftest import client_for, problem
from tests.agent.api.test_mcp import result_json, run
from tests.factories import ResumeFactory, ShareLinkFactory

pytestmark = pytest.mark.django_db(transaction=True)


def test_create_list_read_and_revoke_over_rest(api, alice, live_server_url):
    resume = ResumeFactory(owner=alice)

    created = api.post(
        f"/resumes/{resume.pk}/share-links",
        json={"expiry": "30d", "password": "hunter22", "allow_download": False},
    )

    assert created.status_code == 201, created.text
    body = created.json()
    assert body["has_password"] is True and body["allow_download"] is False
    assert body["active"] is True and body["views"] == 0 and body["days"] == []
    assert "hunter22" not in created.text
    link = ShareLink.objects.get(pk=body["id"])
    assert body["url"].endswith(f"/s/{link.token}/")
    # A visit through the public page, unlocked with the password, is counted.
    with httpx2.Client(base_url=live_server_url, follow_redirects=True) as visitor:
        form = visitor.get(f"/s/{link.token}/")
        token = form.cookies["csrftoken"]
        opened = visitor.post(
            f"/s/{link.token}/", data={"password": "hunter22", "csrfmiddlewaretoken": token}
        )
        assert opened.status_code == 200 and "Download PDF" not in opened.text
    read = api.get(f"/resumes/{resume.pk}/share-links/{link.pk}").json()
    assert read["views"] == 1 and len(read["days"]) == 1 and read["days"][0]["views"] == 1
    assert [item["id"] for item in api.get(f"/resumes/{resume.pk}/share-links").json()] == [link.pk]

    revoked = api.post(f"/resumes/{resume.pk}/share-links/{link.pk}/revoke")

    assert revoked.status_code == 200 and revoked.json()["active"] is False
    assert revoked.json()["revoked_at"]


def test_bad_input_is_a_clear_422(api, alice):
    resume = ResumeFactory(owner=alice)

    body = problem(api.post(f"/resumes/{resume.pk}/share-links", json={"expiry": "1y"}), 422)

    assert "expiry" in body["detail"]
    assert not ShareLink.objects.exists()


def test_another_persons_links_are_not_found_over_rest(api, bob):
    theirs = ResumeFactory(owner=bob)
    link = ShareLinkFactory(resume=theirs)

    problem(api.get(f"/resumes/{theirs.pk}/share-links"), 404)
    problem(api.post(f"/resumes/{theirs.pk}/share-links", json={}), 404)
    problem(api.get(f"/resumes/{theirs.pk}/share-links/{link.pk}"), 404)
    problem(api.post(f"/resumes/{theirs.pk}/share-links/{link.pk}/revoke"), 404)
    link.refresh_from_db()
    assert link.revoked_at is None
    assert theirs.share_links.count() == 1


def test_a_link_through_my_resume_but_of_another_is_not_found(api, alice, bob):
    mine = ResumeFactory(owner=alice)
    foreign = ShareLinkFactory(resume=ResumeFactory(owner=bob))

    problem(api.post(f"/resumes/{mine.pk}/share-links/{foreign.pk}/revoke"), 404)


def test_read_and_proposals_keys_may_list_but_not_create(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    for scope in ("read", "proposals"):
        key = create_api_key(owner=alice, name=scope, scope=scope)
        with client_for(live_server_url, key.secret) as client:
            assert client.get(f"/resumes/{resume.pk}/share-links").status_code == 200
            problem(client.post(f"/resumes/{resume.pk}/share-links", json={}), 403)
    assert not resume.share_links.exists()


def test_the_openapi_document_is_valid_with_share_links(api):
    from openapi_spec_validator import validate

    document = api.get("/openapi.json").json()

    validate(document)
    assert "/api/v1/resumes/{resume_id}/share-links" in document["paths"]
    assert "/api/v1/resumes/{resume_id}/share-links/{link_id}/revoke" in document["paths"]


def test_share_links_over_mcp(live_server_url, alice, alice_key):
    resume = ResumeFactory(owner=alice)

    async def work(client):
        created = result_json(
            await client.call_tool(
                "create_share_link",
                {"resume_id": resume.pk, "expiry": "1d", "password": "pass1234"},
            )
        )
        link = ShareLink.objects.get(pk=created["id"])
        sharing.record_view(link)
        listed = result_json(await client.call_tool("list_share_links", {"resume_id": resume.pk}))
        revoked = result_json(
            await client.call_tool(
                "revoke_share_link", {"resume_id": resume.pk, "link_id": link.pk}
            )
        )
        return created, listed, revoked

    created, listed, revoked = run(live_server_url, alice_key.secret, work)
    assert created["has_password"] and created["path"].startswith("/s/")
    assert "pass1234" not in str(created)
    assert listed[0]["views"] == 1 and listed[0]["days"][0]["views"] == 1
    assert revoked["active"] is False


def test_another_persons_links_are_not_found_over_mcp(live_server_url, alice_key, bob):
    theirs = ResumeFactory(owner=bob)
    link = ShareLinkFactory(resume=theirs)

    async def work(client):
        return (
            await client.call_tool("list_share_links", {"resume_id": theirs.pk}),
            await client.call_tool("create_share_link", {"resume_id": theirs.pk}),
            await client.call_tool(
                "revoke_share_link", {"resume_id": theirs.pk, "link_id": link.pk}
            ),
        )

    for result in run(live_server_url, alice_key.secret, work):
        assert result.is_error and "of yours" in result.content[0].text
    link.refresh_from_db()
    assert link.revoked_at is None and theirs.share_links.count() == 1


def test_a_read_key_cannot_create_share_links_over_mcp(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    reader = create_api_key(owner=alice, name="ro", scope="read")

    async def work(client):
        return (
            await client.call_tool("list_share_links", {"resume_id": resume.pk}),
            await client.call_tool("create_share_link", {"resume_id": resume.pk}),
        )

    listed, refused = run(live_server_url, reader.secret, work)
    assert result_json(listed) == []
    assert refused.is_error and "may only read" in refused.content[0].text
