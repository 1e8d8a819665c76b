"""The REST API's resume endpoints over real HTTP (a live Daphne server): list, read,
create, import, JSON Patch under If-Match (412 when stale), edits, revisions, undo, export;
problem details for every error; another person's ids are 404."""

from __future__ import annotations

import pytest

from agent.api.keys import create_api_key
from resumes.models import Resume, ResumeRevision
from tests.agent.api.conftest import client_for
from tests.factories import ResumeFactory

pytestmark = pytest.mark.django_db(transaction=True)

PROBLEM = "application/problem+json"


def problem(response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["status"] == status
    assert body["title"] and body["detail"]
    return body


def test_list_and_read_show_only_the_keys_owner(api, resume, bob):
    ResumeFactory(owner=bob, title="Bob's CV")
    listed = api.get("/resumes")
    assert listed.status_code == 200
    assert [r["title"] for r in listed.json()] == ["Data CV"]
    read = api.get(f"/resumes/{resume.pk}")
    assert read.status_code == 200
    assert read.json()["data"] == resume.data
    assert read.headers["etag"] == f'"{resume.version}"'


def test_another_persons_resume_is_404_everywhere(live_server_url, api, bob):
    theirs = ResumeFactory(owner=bob, title="Bob's CV")
    for method, path, kwargs in [
        ("GET", f"/resumes/{theirs.pk}", {}),
        ("PATCH", f"/resumes/{theirs.pk}", {"json": [], "headers": {"If-Match": '"1"'}}),
        (
            "POST",
            f"/resumes/{theirs.pk}/edits",
            {"json": {"operations": [{"path": "basics.name", "action": "update", "value": "X"}]}},
        ),
        ("GET", f"/resumes/{theirs.pk}/revisions", {}),
        ("POST", f"/resumes/{theirs.pk}/undo", {"json": {"to_version": 1}}),
        ("GET", f"/resumes/{theirs.pk}/export/json", {}),
        ("GET", f"/resumes/{theirs.pk}/proposals", {}),
    ]:
        response = api.request(method, path, **kwargs)
        problem(response, 404)
    theirs.refresh_from_db()
    assert theirs.version == 1


def test_no_key_a_wrong_key_and_a_revoked_key_get_401(live_server_url, alice, alice_key, resume):
    with client_for(live_server_url, None) as anonymous:
        body = problem(anonymous.get("/resumes"), 401)
    with client_for(live_server_url, "cva_not-a-key") as wrong:
        problem(wrong.get("/resumes"), 401)
    with client_for(live_server_url, alice_key.secret) as client:
        assert client.get("/resumes").status_code == 200
        alice_key.key.revoked_at = alice_key.key.created_at
        alice_key.key.save()
        response = client.get("/resumes")
        problem(response, 401)
        assert "Bearer" in response.headers["www-authenticate"]
    assert "API key" in body["detail"]


def test_an_expired_key_gets_401(live_server_url, alice):
    from datetime import timedelta

    from django.utils import timezone

    new = create_api_key(owner=alice, name="old", scope="read", expires_days=1)
    new.key.expires_at = timezone.now() - timedelta(seconds=1)
    new.key.save()
    with client_for(live_server_url, new.secret) as client:
        problem(client.get("/resumes"), 401)


def test_create_from_a_document_and_read_it_back(api, alice):
    document = {"basics": {"name": "Ada Lovelace", "email": "ada@example.com"}}
    created = api.post("/resumes", json={"title": "New", "data": document})
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["data"]["basics"]["name"] == "Ada Lovelace"
    stored = Resume.objects.get(pk=body["id"])
    assert stored.owner == alice
    revision = stored.revisions.get()
    assert revision.source == "api"


def test_create_refuses_an_invalid_document_with_a_problem(api, alice):
    response = api.post("/resumes", json={"title": "Bad", "data": {"basics": {"email": 5}}})
    body = problem(response, 422)
    assert "email" in body["detail"]
    assert not Resume.objects.filter(owner=alice).exists()


def test_import_a_markdown_file(api, alice):
    markdown = b"# Ada Lovelace\n\n**Software Engineer**\n\nada@example.com | London, UK\n"
    response = api.post(
        "/resumes/import", files={"file": ("cv.md", markdown, "text/markdown")}, data={}
    )
    assert response.status_code == 201, response.text
    assert response.json()["data"]["basics"]["name"] == "Ada Lovelace"
    assert Resume.objects.get(pk=response.json()["id"]).revisions.get().source == "import"


def test_import_refuses_an_unreadable_file_and_creates_nothing(api, alice):
    response = api.post(
        "/resumes/import", files={"file": ("x.pdf", b"%PDF-1.4 broken", "application/pdf")}
    )
    problem(response, 422)
    assert not Resume.objects.filter(owner=alice).exists()


def test_json_patch_under_if_match_then_412_on_the_stale_version(api, resume):
    etag = api.get(f"/resumes/{resume.pk}").headers["etag"]
    patch = [
        {"op": "replace", "path": "/basics/name", "value": "Grace Hopper"},
        {"op": "add", "path": "/skills/-", "value": {"name": "COBOL"}},
    ]
    response = api.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": etag})
    assert response.status_code == 200, response.text
    assert response.json()["data"]["basics"]["name"] == "Grace Hopper"
    assert response.json()["version"] == resume.version + 1
    assert response.headers["etag"] == f'"{resume.version + 1}"'
    revision = ResumeRevision.objects.get(resume=resume, version=resume.version + 1)
    assert revision.source == "api"
    assert revision.summary == "API client: alice laptop: replace /basics/name, add /skills/-"

    stale = api.patch(
        f"/resumes/{resume.pk}",
        json=[{"op": "replace", "path": "/basics/name", "value": "Someone"}],
        headers={"If-Match": etag},
    )
    body = problem(stale, 412)
    assert body["current_version"] == resume.version + 1
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Grace Hopper"


def test_json_patch_is_all_or_nothing_and_needs_if_match(api, resume):
    before = resume.data
    problem(api.patch(f"/resumes/{resume.pk}", json=[{"op": "remove", "path": "/basics"}]), 428)
    failing = [
        {"op": "replace", "path": "/basics/name", "value": "Grace"},
        {"op": "test", "path": "/basics/name", "value": "not this"},
    ]
    headers = {"If-Match": f'"{resume.version}"'}
    body = problem(api.patch(f"/resumes/{resume.pk}", json=failing, headers=headers), 422)
    assert "operation 2" in body["detail"].lower()
    invalid = [{"op": "replace", "path": "/basics/email", "value": ["not", "an", "email"]}]
    problem(api.patch(f"/resumes/{resume.pk}", json=invalid, headers=headers), 422)
    problem(api.patch(f"/resumes/{resume.pk}", json={"op": "add"}, headers=headers), 422)
    as_patch = {**headers, "Content-Type": "application/json-patch+json"}
    problem(api.patch(f"/resumes/{resume.pk}", content=b"{not json", headers=as_patch), 400)
    resume.refresh_from_db()
    assert resume.data == before


def test_edits_run_the_guard_and_revisions_and_undo_bring_it_back(api, resume):
    old_name = resume.data["basics"]["name"]
    response = api.post(
        f"/resumes/{resume.pk}/edits",
        json={"operations": [{"path": "basics.name", "action": "update", "value": "Someone Else"}]},
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "applied"
    assert body["changed_paths"] == ["basics.name"]
    assert [f["check"] for f in body["findings"]] == ["name_changed"]

    revisions = api.get(f"/resumes/{resume.pk}/revisions").json()
    assert revisions[0]["version"] == body["version"]
    assert revisions[0]["patch"] == [
        {"op": "replace", "path": "/basics/name", "value": "Someone Else"}
    ]
    assert revisions[0]["source"] == "api"

    undone = api.post(f"/resumes/{resume.pk}/undo", json={"to_version": body["version"] - 1})
    assert undone.status_code == 200, undone.text
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == old_name
    problem(api.post(f"/resumes/{resume.pk}/undo", json={"to_version": 99}), 422)


@pytest.mark.parametrize(
    ("fmt", "content_type", "magic"),
    [
        ("json", "application/json", b"{"),
        ("markdown", "text/markdown", b"# "),
        ("pdf", "application/pdf", b"%PDF"),
        ("docx", "application/vnd.openxmlformats", b"PK"),
    ],
)
def test_export_in_every_format(api, resume, fmt, content_type, magic):
    response = api.get(f"/resumes/{resume.pk}/export/{fmt}")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith(content_type)
    assert response.content.startswith(magic)
    assert "attachment" in response.headers["content-disposition"]


def test_unknown_export_format_is_a_problem(api, resume):
    problem(api.get(f"/resumes/{resume.pk}/export/rtf"), 404)


def test_a_read_key_reads_but_cannot_write(live_server_url, alice, resume):
    reader = create_api_key(owner=alice, name="reader", scope="read")
    with client_for(live_server_url, reader.secret) as client:
        assert client.get(f"/resumes/{resume.pk}").status_code == 200
        problem(client.post("/resumes", json={"title": "x"}), 403)
        headers = {"If-Match": f'"{resume.version}"'}
        patch = [{"op": "replace", "path": "/basics/name", "value": "X"}]
        problem(client.patch(f"/resumes/{resume.pk}", json=patch, headers=headers), 403)
    resume.refresh_from_db()
    assert resume.version == 1


def test_rate_limit_per_key_answers_429_with_retry_after(live_server_url, alice, settings):
    from django.core.cache import cache

    cache.clear()
    limited = create_api_key(owner=alice, name="busy", scope="read")
    other = create_api_key(owner=alice, name="calm", scope="read")
    with client_for(live_server_url, limited.secret) as client:
        statuses = [client.get("/resumes").status_code for _ in range(125)]
        assert statuses[:100] == [200] * 100
        last = client.get("/resumes")
        assert last.status_code == 429
        assert int(last.headers["retry-after"]) >= 1
    with client_for(live_server_url, other.secret) as client:
        assert client.get("/resumes").status_code == 200


def test_a_huge_body_is_a_413_problem_and_changes_nothing(api, resume):
    big = "x" * 3_000_000
    edit = api.post(
        f"/resumes/{resume.pk}/edits",
        json={"operations": [{"path": "basics.summary", "action": "update", "value": big}]},
    )
    problem(edit, 413)
    patch = [{"op": "add", "path": "/basics/summary", "value": big}]
    problem(api.patch(f"/resumes/{resume.pk}", json=patch, headers={"If-Match": '"1"'}), 413)
    resume.refresh_from_db()
    assert resume.version == 1
