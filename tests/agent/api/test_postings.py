"""Job postings and the match score over real HTTP (REST and MCP with the SDK's client):
the same JSON as `manage.py job_match --json`, scopes, and isolation between two people."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from agent.api.keys import create_api_key
from resumes.postings.models import JobPosting
from resumes.postings.services import posting_create
from tests.agent.api.conftest import client_for
from tests.agent.api.test_mcp import result_json, run
from tests.factories import ResumeFactory

pytestmark = pytest.mark.django_db(transaction=True)

POSTING = (
    "Senior COBOL engineer. We need COBOL, Kubernetes and PostgreSQL experience; Python is a plus."
)


def job_match_json(resume_id: int, tmp_path) -> dict:
    job_file = tmp_path / "job.txt"
    job_file.write_text(POSTING, encoding="utf-8")
    out = io.StringIO()
    call_command("job_match", str(resume_id), str(job_file), "--json", stdout=out)
    return json.loads(out.getvalue())


def test_create_list_read_match_and_delete_a_posting(api, alice, tmp_path):
    resume = ResumeFactory(owner=alice)
    resume.data["skills"] = [{"name": "Python", "keywords": ["PostgreSQL"]}]
    resume.save()
    created = api.post("/postings", json={"title": "Mainframe lead", "description": POSTING})
    assert created.status_code == 201, created.text
    posting = created.json()
    assert posting["title"] == "Mainframe lead"
    assert {k["canonical"] for k in posting["keywords"]} >= {"kubernetes", "python"}
    assert [p["id"] for p in api.get("/postings").json()] == [posting["id"]]
    assert api.get(f"/postings/{posting['id']}").json()["description"] == POSTING

    score = api.get(f"/resumes/{resume.pk}/match/{posting['id']}")
    assert score.status_code == 200, score.text
    assert score.json() == job_match_json(resume.pk, tmp_path)
    assert set(score.json()) == {"score", "matched", "missing", "claimed", "keywords"}
    assert score.json()["matched"] == ["postgresql", "python"]
    assert "kubernetes" in score.json()["missing"]

    assert api.delete(f"/postings/{posting['id']}").status_code == 204
    assert api.get(f"/postings/{posting['id']}").status_code == 404
    assert not JobPosting.objects.exists()


def test_a_posting_without_text_is_a_problem_and_nothing_is_saved(api):
    response = api.post("/postings", json={"title": "Empty", "description": "   "})
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
    assert "no text" in response.json()["detail"]
    wrong_type = api.post("/postings", json={"title": ["x"], "description": 5})
    assert wrong_type.status_code == 422
    assert not JobPosting.objects.exists()


def test_another_persons_postings_are_404_and_not_listed(api, alice, bob):
    mine = ResumeFactory(owner=alice)
    theirs = posting_create(owner=bob, title="Bob's job", description=POSTING)
    their_resume = ResumeFactory(owner=bob)
    assert api.get("/postings").json() == []
    for response in (
        api.get(f"/postings/{theirs.pk}"),
        api.delete(f"/postings/{theirs.pk}"),
        api.get(f"/resumes/{mine.pk}/match/{theirs.pk}"),
        api.get(f"/resumes/{their_resume.pk}/match/{theirs.pk}"),
    ):
        assert response.status_code == 404, response.text
        assert response.headers["content-type"].startswith("application/problem+json")
    assert JobPosting.objects.filter(pk=theirs.pk).exists()


def test_a_read_key_reads_and_matches_but_cannot_write(live_server_url, alice):
    resume = ResumeFactory(owner=alice)
    posting = posting_create(owner=alice, title="Job", description=POSTING)
    reader = create_api_key(owner=alice, name="reader", scope="read")
    with client_for(live_server_url, reader.secret) as client:
        assert client.get("/postings").status_code == 200
        assert client.get(f"/resumes/{resume.pk}/match/{posting.pk}").status_code == 200
        assert client.post("/postings", json={"title": "T", "description": "x"}).status_code == 403
        assert client.delete(f"/postings/{posting.pk}").status_code == 403
    assert JobPosting.objects.filter(owner=alice).count() == 1


def test_mcp_match_posting_gives_the_job_match_json(live_server_url, alice, bob, tmp_path):
    resume = ResumeFactory(owner=alice)
    posting = posting_create(owner=alice, title="Job", description=POSTING)
    theirs = posting_create(owner=bob, title="Bob's job", description=POSTING)
    key = create_api_key(owner=alice, name="desktop", scope="read")

    async def work(client):
        listed = result_json(await client.call_tool("list_postings", {}))
        matched = result_json(
            await client.call_tool(
                "match_posting", {"resume_id": resume.pk, "posting_id": posting.pk}
            )
        )
        other = await client.call_tool(
            "match_posting", {"resume_id": resume.pk, "posting_id": theirs.pk}
        )
        return listed, matched, other

    listed, matched, other = run(live_server_url, key.secret, work)
    assert [p["id"] for p in listed] == [posting.pk]
    assert matched == job_match_json(resume.pk, tmp_path)
    assert other.is_error
    assert "No job posting" in other.content[0].text
