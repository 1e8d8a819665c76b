"""Language versions through the REST API and the MCP server over real HTTP (a live Daphne):
listed with where they stand, read like any resume; another person's ids are not found."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from agent.api.keys import create_api_key
from resumes import services
from resumes.languages.services import version_create
from tests.agent.api.conftest import client_for
from tests.agent.api.test_mcp import result_json, run
from tests.factories import UserFactory
from tests.resumes.languages.conftest import three_page_resume

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def world(transactional_db):
    cache.clear()
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    master = services.resume_create(owner=alice, title="Lin Wei", data=three_page_resume())
    version = version_create(master=master, language="zh-hans")
    services.resume_update_field(
        resume=version.resume,
        path="work[0].startDate",
        value="2021-04",
        expected_version=None,
        author=alice,
    )
    master.refresh_from_db()
    services.resume_update_field(
        resume=master,
        path="basics.label",
        value="Staff Engineer",
        expected_version=None,
        author=alice,
    )
    return {
        "master": master,
        "version": version,
        "alice": create_api_key(owner=alice, name="alice", scope="write"),
        "bob": create_api_key(owner=bob, name="bob", scope="write"),
    }


def test_the_rest_api_lists_and_reads_language_versions(live_server_url, world):
    master, version = world["master"], world["version"]
    with client_for(live_server_url, world["alice"].secret) as api:
        listed = api.get(f"/resumes/{master.pk}/languages").json()
        assert listed == [
            {
                "version": version.resume_id,
                "language": "zh-hans",
                "behind": 1,
                "paths": ["basics.label"],
                "findings": [
                    {
                        "check": "date",
                        "path": "work[0].startDate",
                        "master": "2021-03",
                        "version": "2021-04",
                        "message": "The date differs from the master's.",
                    }
                ],
            }
        ]
        one = api.get(f"/languages/{version.resume_id}").json()
        assert one["master"] == master.pk and one["behind"] == 1 and one["conflicts"] == []
        document = api.get(f"/resumes/{version.resume_id}").json()
        assert document["language"] == "zh-hans"
        assert document["data"]["work"][0]["startDate"] == "2021-04"
    with client_for(live_server_url, world["bob"].secret) as api:
        for url in (
            f"/resumes/{master.pk}/languages",
            f"/languages/{version.resume_id}",
            f"/resumes/{version.resume_id}",
        ):
            assert api.get(url).status_code == 404, url


def test_mcp_lists_language_versions_and_another_persons_are_not_found(live_server_url, world):
    master, version = world["master"], world["version"]

    async def work(client):
        listed = await client.call_tool("list_languages", {"resume_id": master.pk})
        from_version = await client.call_tool("list_languages", {"resume_id": version.resume_id})
        read = await client.call_tool(
            "read_resume", {"resume_id": version.resume_id, "path": "work[0].startDate"}
        )
        return listed, from_version, read

    listed, from_version, read = run(live_server_url, world["alice"].secret, work)
    (item,) = result_json(listed)
    assert item["version"] == version.resume_id and item["paths"] == ["basics.label"]
    assert result_json(from_version) == result_json(listed)
    assert result_json(read)["value"] == "2021-04"

    async def theirs(client):
        return await client.call_tool("list_languages", {"resume_id": master.pk})

    refused = run(live_server_url, world["bob"].secret, theirs)
    assert refused.is_error and "No resume" in refused.content[0].text
