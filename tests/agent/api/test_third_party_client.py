"""The REST API and the MCP endpoint as a third-party client meets them, over real HTTP (a live
Daphne serving cvsite.asgi): keys (none, wrong, another scheme, revoked, expired) get 401
problem details for every method; scopes; JSON Patch under If-Match; hostile bodies and ids
(deep nesting, huge numbers, wrong types, wrong content types, huge bodies, NUL, bad UTF-8)
get 400/404/413/415/422 problem details and never a 500; unknown URLs and methods are problem
details too; the OpenAPI document stays valid; MCP tools given hostile arguments answer with
a tool error (`test_mcp_hostile.py`). Logs: `test_api_log_redaction.py`."""

from __future__ import annotations

import base64
import json
from datetime import timedelta

import httpx2 as httpx
import pytest
from django.utils import timezone

from agent.api.keys import create_api_key
from agent.models import Proposal
from resumes.models import Resume
from resumes.postings.models import JobPosting
from tests.agent.api.conftest import DEEP, HUGE, PROBLEM, client_for, nested, problem

pytestmark = pytest.mark.django_db(transaction=True)


def writes(resume_id: int, posting_id: int) -> list[tuple[str, str, dict]]:
    """One request per writing endpoint, with a body that would be accepted."""
    patch = [{"op": "replace", "path": "/basics/name", "value": "Mallory"}]
    edits = {"operations": [{"path": "basics.name", "action": "update", "value": "Mallory"}]}
    return [
        ("POST", "/resumes", {"json": {"title": "Intruder"}}),
        ("PATCH", f"/resumes/{resume_id}", {"json": patch, "headers": {"If-Match": '"1"'}}),
        ("POST", f"/resumes/{resume_id}/edits", {"json": edits}),
        ("POST", f"/resumes/{resume_id}/undo", {"json": {"to_version": 1}}),
        ("POST", "/proposals/accept", {"json": {"ids": [1]}}),
        ("POST", "/postings", {"json": {"title": "T", "description": "Text"}}),
        ("DELETE", f"/postings/{posting_id}", {}),
        ("POST", "/conversations", {"json": {"resume_id": resume_id}}),
        ("POST", "/conversations/1/turns/stream", {"json": {"message": "hi"}}),
        ("GET", "/resumes", {}),
    ]


def test_every_method_without_a_valid_key_gets_401_problem_details(live_server_url, alice, resume):
    posting = JobPosting.objects.create(owner=alice, title="Keep me", description="Text")
    revoked = create_api_key(owner=alice, name="revoked", scope="write")
    revoked.key.revoked_at = timezone.now()
    revoked.key.save()
    expired = create_api_key(owner=alice, name="expired", scope="write", expires_days=1)
    expired.key.expires_at = timezone.now() - timedelta(seconds=1)
    expired.key.save()
    valid = create_api_key(owner=alice, name="valid", scope="write").secret
    basic = base64.b64encode(f"alice:{valid}".encode()).decode()
    credentials = {
        "none": {},
        "wrong": {"Authorization": "Bearer cva_not-a-key-at-all"},
        "not a key": {"Authorization": "Bearer hello"},
        "revoked": {"Authorization": f"Bearer {revoked.secret}"},
        "expired": {"Authorization": f"Bearer {expired.secret}"},
        "another scheme": {"Authorization": f"Token {valid}"},
        "basic": {"Authorization": f"Basic {basic}"},
        "bare": {"Authorization": valid},
        "empty": {"Authorization": ""},
    }
    with httpx.Client(base_url=f"{live_server_url}/api/v1", timeout=60) as client:
        for name, headers in credentials.items():
            for method, path, kwargs in writes(resume.pk, posting.pk):
                sent = {**kwargs.get("headers", {}), **headers}
                response = client.request(method, path, **{**kwargs, "headers": sent}, cookies=None)
                body = problem(response, 401)
                assert "API key" in body["detail"], (name, method, path)
                assert "csrf" not in response.text.lower(), (name, method, path)
                if path != "/conversations/1/turns/stream":
                    assert "Bearer" in response.headers["www-authenticate"]
    resume.refresh_from_db()
    assert (resume.version, resume.data["basics"]["name"]) == (1, "Grace Hopper")
    assert Resume.objects.filter(owner=alice).count() == 1
    assert JobPosting.objects.filter(pk=posting.pk).exists()


def test_a_browser_session_is_judged_by_its_key_when_it_sends_one_and_needs_csrf_otherwise(
    alice, resume
):
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    edits = {"operations": [{"path": "basics.label", "action": "update", "value": "Dr"}]}
    url = f"/api/v1/resumes/{resume.pk}/edits"
    refused = browser.post(url, data=edits, content_type="application/json")
    assert refused.status_code == 403
    assert refused["Content-Type"].startswith(PROBLEM)
    assert "X-CSRFToken" in refused.json()["detail"]
    browser.get("/settings/api-keys/")
    token = browser.cookies["csrftoken"].value
    revoked = create_api_key(owner=alice, name="old", scope="write")
    revoked.key.revoked_at = timezone.now()
    revoked.key.save()
    # A revoked key does not fall back to the same browser's session, token or not.
    with_key = browser.post(
        url,
        data=edits,
        content_type="application/json",
        headers={"X-CSRFToken": token, "Authorization": f"Bearer {revoked.secret}"},
    )
    assert with_key.status_code == 401
    resume.refresh_from_db()
    assert resume.version == 1
    allowed = browser.post(
        url, data=edits, content_type="application/json", headers={"X-CSRFToken": token}
    )
    assert allowed.status_code == 200, allowed.content


def test_scopes_read_proposals_and_write(live_server_url, alice, resume):
    patch = [{"op": "replace", "path": "/basics/label", "value": "Admiral"}]
    edits = {"operations": [{"path": "basics.label", "action": "update", "value": "Admiral"}]}
    reader = create_api_key(owner=alice, name="reader", scope="read").secret
    proposer = create_api_key(owner=alice, name="proposer", scope="proposals").secret
    with client_for(live_server_url, reader) as client:
        assert client.get(f"/resumes/{resume.pk}").status_code == 200
        problem(client.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": '"1"'}), 403)
        problem(client.post(f"/resumes/{resume.pk}/edits", json=edits), 403)
        problem(client.post("/resumes", json={"title": "x"}), 403)
    with client_for(live_server_url, proposer) as client:
        problem(client.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": '"1"'}), 403)
        proposed = client.post(f"/resumes/{resume.pk}/edits", json=edits)
        assert proposed.json()["status"] == "proposed"
        ids = [p["id"] for p in proposed.json()["proposals"]]
        problem(client.post("/proposals/accept", json={"ids": ids}), 403)
    resume.refresh_from_db()
    assert resume.version == 1
    assert Proposal.objects.filter(pk__in=ids, status="pending").count() == 1


def test_json_patch_with_if_match_as_a_client_does_it(api, resume):
    read = api.get(f"/resumes/{resume.pk}")
    etag = read.headers["etag"]
    patch = [
        {"op": "test", "path": "/basics/name", "value": "Grace Hopper"},
        {"op": "replace", "path": "/basics/name", "value": "Grace Brewster Hopper"},
    ]
    as_patch = {"Content-Type": "application/json-patch+json"}
    done = api.patch(
        f"/resumes/{resume.pk}", content=json.dumps(patch), headers={**as_patch, "If-Match": etag}
    )
    assert done.status_code == 200, done.text
    assert done.headers["etag"] == '"2"' and done.json()["version"] == 2
    # The same ETag again is stale: 412 with the current version, nothing applied.
    stale = problem(api.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": etag}), 412)
    assert stale["current_version"] == 2
    problem(api.patch(f"/resumes/{resume.pk}", json=patch), 428)
    for header in ('"²"'.encode(), '"abc"', f'"{HUGE}"', '"-1"', '"1.0"'):
        problem(api.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": header}), 400)
    resume.refresh_from_db()
    assert (resume.version, resume.data["basics"]["name"]) == (2, "Grace Brewster Hopper")


def test_a_body_of_another_type_gets_415(api, resume):
    patch = json.dumps([{"op": "replace", "path": "/basics/name", "value": "Plain"}])
    url = f"/resumes/{resume.pk}"
    for content_type in (
        "text/plain",
        "application/merge-patch+json",
        "application/x-www-form-urlencoded",
        "application/xml",
    ):
        headers = {"If-Match": '"1"', "Content-Type": content_type}
        body = problem(api.patch(url, content=patch, headers=headers), 415)
        assert "application/json-patch+json" in body["detail"]
    problem(api.patch(url, content=patch, headers={"If-Match": '"1"'}), 415)  # no type at all
    edits = json.dumps({"operations": [{"path": "basics.name", "action": "update", "value": "P"}]})
    problem(api.post(f"{url}/edits", content=edits, headers={"Content-Type": "text/plain"}), 415)
    # A well-formed multipart body where JSON is expected (Daphne's Twisted answers a broken
    # multipart body with its own bare 400 before the app sees it).
    problem(api.post(f"{url}/edits", files={"operations": ("ops.json", edits)}), 415)
    problem(api.post("/resumes", data={"title": "form"}), 415)
    # The import takes a multipart file; JSON there is the wrong type too.
    problem(api.post("/resumes/import", json={"file": "text"}), 415)
    resume.refresh_from_db()
    assert resume.version == 1
    assert Resume.objects.count() == 1


def test_hostile_bodies_are_refused_with_a_reason_never_a_500(api, alice, resume):
    url = f"/resumes/{resume.pk}"
    deep = nested(DEEP)
    as_patch = {"If-Match": '"1"', "Content-Type": "application/json-patch+json"}
    as_json = {"Content-Type": "application/json"}
    body = problem(api.patch(url, content=deep, headers=as_patch), 400)
    assert "nested" in body["detail"]
    # Below Python's recursion limit, still too deep for anything after the parser.
    problem(api.patch(url, content=nested(900), headers=as_patch), 400)
    problem(api.post(f"{url}/edits", content=deep, headers=as_json), 400)
    problem(
        api.post("/resumes", content=b'{"title": "x", "data": ' + deep + b"}", headers=as_json), 400
    )
    deep_value = {"title": "x", "data": {"basics": {"name": "A"}, "x": json.loads(nested(40))}}
    problem(api.post("/resumes", json=deep_value), 400)
    # Numbers: not finite, too many digits, wrong types.
    problem(
        api.patch(url, content=b'[{"op": "add", "path": "/x", "value": 1e999}]', headers=as_patch),
        400,
    )
    problem(
        api.patch(url, content=b'[{"op": "add", "path": "/x", "value": NaN}]', headers=as_patch),
        400,
    )
    problem(
        api.post("/proposals/accept", content=b'{"ids": [' + b"9" * 5000 + b"]}", headers=as_json),
        400,
    )
    problem(api.patch(url, content=b"\xff\xfe[]", headers=as_patch), 400)
    problem(api.patch(url, content=b'{"op": "add"}', headers=as_patch), 422)
    problem(api.patch(url, content=b'"just a string"', headers=as_patch), 422)
    problem(api.post(f"{url}/edits", json={"operations": "all of them"}), 422)
    problem(api.post(f"{url}/edits", json={"operations": [{"path": 5, "action": "explode"}]}), 422)
    problem(api.post("/resumes", json={"title": ["not", "a", "string"]}), 422)
    problem(api.post("/resumes", json=[1, 2, 3]), 422)
    huge_index = [{"op": "replace", "path": f"/work/{HUGE}/name", "value": "X"}]
    problem(api.patch(url, json=huge_index, headers={"If-Match": '"1"'}), 400, 422)
    # More than the server reads (2 MB): 413, at once.
    big = json.dumps([{"op": "add", "path": "/basics/summary", "value": "x" * 3_000_000}])
    problem(api.patch(url, content=big, headers=as_patch), 413)
    # NUL characters are dropped, the rest kept.
    nul = [{"op": "replace", "path": "/basics/label", "value": "Rear\x00 Admiral"}]
    done = api.patch(url, json=nul, headers={"If-Match": '"1"'})
    assert done.status_code == 200, done.text
    resume.refresh_from_db()
    assert resume.data["basics"]["label"] == "Rear Admiral"
    assert resume.version == 2


def test_huge_ids_anywhere_are_404_or_422_never_a_500(api, resume):
    for path in (
        f"/resumes/{HUGE}",
        f"/resumes/{HUGE}/revisions",
        f"/resumes/{HUGE}/export/json",
        f"/resumes/{HUGE}/proposals",
        f"/postings/{HUGE}",
        f"/resumes/{resume.pk}/match/{HUGE}",
        f"/conversations/{HUGE}",
        f"/conversations/{HUGE}/messages",
    ):
        problem(api.get(path), 404)
    problem(api.delete(f"/postings/{HUGE}"), 404)
    problem(api.post(f"/conversations/{HUGE}/turns", json={"message": "hi"}), 404)
    problem(api.post(f"/conversations/{HUGE}/turns/stream", json={"message": "hi"}), 404)
    problem(api.post(f"/conversations/{HUGE}/stop"), 404)
    for verb in ("accept", "reject"):
        problem(api.post(f"/proposals/{verb}", json={"ids": [HUGE]}), 400, 404, 422)
        problem(api.post(f"/proposals/{verb}", json={"ids": [-HUGE]}), 400, 404, 422)
    problem(api.post(f"/resumes/{resume.pk}/undo", json={"to_version": HUGE}), 422)
    edits = [{"path": "basics.name", "action": "update", "value": "X"}]
    problem(
        api.post(
            f"/resumes/{resume.pk}/edits", json={"operations": edits, "expected_version": HUGE}
        ),
        412,
        422,
    )
    problem(api.post("/conversations", json={"resume_id": HUGE}), 404, 422)
    problem(
        api.post(
            f"/resumes/{resume.pk}/edits",
            json={"operations": [{"path": f"work[{HUGE}].name", "action": "update", "value": "X"}]},
        ),
        400,
        422,
    )
    resume.refresh_from_db()
    assert resume.version == 1


def test_a_message_over_the_limit_is_refused_naming_it_and_nothing_is_stored(api, resume, settings):
    from agent.models import Message

    created = api.post("/conversations", json={"resume_id": resume.pk})
    conversation = created.json()["id"]
    limit = settings.CVAGENT["MAX_USER_MESSAGE_CHARS"]
    text = "x" * (limit + 1)
    for path in (
        f"/conversations/{conversation}/turns",
        f"/conversations/{conversation}/turns/stream",
    ):
        body = problem(api.post(path, json={"message": text}), 422)
        assert f"{limit:,}" in body["detail"] and f"{limit + 1:,}" in body["detail"]
        assert body["code"] == "too_long"
    assert not Message.objects.filter(conversation_id=conversation).exists()


def test_unknown_urls_and_methods_are_problem_details(api, resume):
    for path in ("/nope", f"/resumes/{resume.pk}/export/exe", "/resumes/", "/", "/x" * 300):
        problem(api.get(path), 404)
    problem(api.get("/resumes/abc"), 404, 422)
    body = problem(api.put(f"/resumes/{resume.pk}", json={}), 405)
    assert "PUT" in body["detail"]
    assert "PATCH" in api.put(f"/resumes/{resume.pk}", json={}).headers["allow"]
    problem(api.delete("/resumes"), 405)
    problem(api.get("/conversations/1/turns/stream"), 405)


def test_the_openapi_document_stays_valid_and_documents_the_patch_types(api):
    from openapi_spec_validator import validate

    document = api.get("/openapi.json").json()
    validate(document)
    patch = document["paths"]["/api/v1/resumes/{resume_id}"]["patch"]
    assert set(patch["requestBody"]["content"]) == {
        "application/json-patch+json",
        "application/json",
    }


@pytest.mark.parametrize("debug", [False, True])
def test_a_server_error_is_problem_details_without_the_traceback(
    alice, alice_key, monkeypatch, settings, debug
):
    """A bug behind an endpoint (here: the resume list failing) is a 500 problem document,
    never Django's HTML page nor, with DEBUG on, Ninja's plain-text traceback."""
    from django.test import Client

    from agent.api.v1 import resumes as endpoint

    def broken(user):
        raise RuntimeError("secret internals")

    settings.DEBUG = debug
    monkeypatch.setattr(endpoint.selectors, "resume_list_for_user", broken)
    client = Client(raise_request_exception=False)
    response = client.get(
        "/api/v1/resumes", headers={"Authorization": f"Bearer {alice_key.secret}"}
    )
    assert response.status_code == 500
    assert response["Content-Type"].startswith(PROBLEM)
    assert response.json()["status"] == 500
    assert "secret internals" not in response.content.decode()
    assert "Traceback" not in response.content.decode()
