"""The REST API when the PDF to keep cannot be rendered: a problem+json error (503, never a
500), and nothing changed: the application stays in its column, nothing is created, no file
is kept. The renderer is made to fail in the live server's process: the patch is in place
before the module's server is forked from this one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from resumes.applications import services
from resumes.applications.models import FrozenFile
from tests.agent.api.conftest import problem
from tests.agent.api.test_applications_api import _version

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(scope="module", autouse=True)
def _broken_renderer() -> Iterator[None]:
    import resumes.exporting

    def fail(*args, **kwargs):
        raise RuntimeError("the renderer crashed")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(resumes.exporting, "export_resume", fail)
        yield


def test_a_pdf_that_cannot_be_made_is_a_problem_and_changes_nothing(api, alice):
    posting, version = _version(alice)
    created = api.post(
        "/applications", json={"posting_id": posting.pk, "resume_id": version.resume_id}
    )
    assert created.status_code == 201, created.text  # saved: nothing to render yet
    application = created.json()["id"]

    moved = problem(
        api.patch(f"/applications/{application}", json={"status": "applied", "notes": "n"}),
        503,
    )
    assert "nothing was saved" in moved["detail"] and "crashed" not in moved["detail"]
    body = api.get(f"/applications/{application}").json()
    assert (body["status"], body["notes"], body["applied_on"], body["files"]) == (
        "saved",
        "",
        None,
        [],
    )
    # Created straight as applied: nothing is created.
    problem(
        api.post(
            "/applications",
            json={"company": "Initech", "status": "applied", "resume_id": version.resume_id},
        ),
        503,
    )
    assert [a["id"] for a in api.get("/applications").json()] == [application]
    assert not FrozenFile.objects.exists()


def test_the_mcp_tool_says_the_pdf_could_not_be_made_and_changes_nothing(
    live_server_url, alice, alice_key
):
    from tests.agent.api.test_mcp import run

    _posting, version = _version(alice)
    application = services.application_create(owner=alice, resume=version.resume)

    async def work(client):
        return await client.call_tool(
            "update_application", {"application_id": application.pk, "status": "applied"}
        )

    result = run(live_server_url, alice_key.secret, work)
    assert result.is_error and "could not be made" in result.content[0].text
    application.refresh_from_db()
    assert application.status == "saved" and not FrozenFile.objects.exists()
