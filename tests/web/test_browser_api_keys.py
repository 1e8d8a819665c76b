"""API keys in a real Chromium against a live Daphne server: the account menu leads to the
keys page, a new key is shown once (and works against the API), a revoked key is refused at
once, and the MCP page shows the configuration to copy."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.models import ApiKey
from tests.factories import ResumeFactory, UserFactory
from tests.web.browser import PASSWORD, signed_in_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(browser, live_server_url, transactional_db) -> Iterator[object]:
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    context, page = signed_in_page(browser, live_server_url, "ada", height=860)
    yield page
    context.close()


def test_create_a_key_shown_once_use_it_and_revoke_it(page, live_server_url):
    resume = ResumeFactory(owner=UserFactory._meta.model.objects.get(username="ada"), title="Mine")
    page.click("summary.menu-button")
    page.click("text=API keys")
    page.wait_for_url("**/settings/api-keys/")
    page.fill("#id_name", "my script")
    page.select_option("#id_scope", "write")
    page.click("form button:has-text('Create key')")
    secret = page.locator("#new-key-secret").inner_text().strip()
    assert secret.startswith("cva_")
    row = page.locator("tr[data-key='my script']")
    assert "Read and write" in row.inner_text()
    assert secret not in page.locator(".keys-table").inner_text()

    api = page.request
    headers = {"Authorization": f"Bearer {secret}"}
    listed = api.get(f"{live_server_url}/api/v1/resumes", headers=headers)
    assert listed.status == 200
    assert [r["id"] for r in listed.json()] == [resume.pk]

    # Shown once: the page, opened again, has no secret.
    page.goto("/settings/api-keys/")
    assert page.locator("#new-key-secret").count() == 0
    assert secret not in page.content()

    page.locator("tr[data-key='my script'] button:has-text('Revoke')").click()
    page.wait_for_selector("text=The key was revoked")
    assert "revoked" in page.locator("tr[data-key='my script']").inner_text()
    assert api.get(f"{live_server_url}/api/v1/resumes", headers=headers).status == 401
    assert ApiKey.objects.get().revoked_at is not None


def test_the_mcp_page_shows_the_configuration_to_copy(page, live_server_url):
    page.goto("/settings/api-keys/")
    page.click("text=Connect an MCP client")
    config = page.locator("#mcp-config").inner_text()
    assert f'"url": "{live_server_url}/mcp"' in config
    assert "Bearer YOUR_KEY" in config


def test_the_api_docs_page_renders_from_our_static_files(page, live_server_url):
    failed = []
    # (The sign-in page's favicon, cut off by the navigation, is not the docs page's.)
    page.on(
        "requestfailed",
        lambda request: failed.append(request.url) if "/favicon" not in request.url else None,
    )
    outside = []
    page.on(
        "request",
        lambda request: (
            outside.append(request.url)
            if not request.url.startswith(live_server_url) and not request.url.startswith("data:")
            else None
        ),
    )
    page.goto("/api/v1/docs")
    page.wait_for_selector("text=CV Agent API")
    page.get_by_text("/api/v1/resumes/{resume_id}/revisions").wait_for()
    assert outside == []
    assert failed == []
