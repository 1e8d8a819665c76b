"""The playground's file panel and downloads: the owner sees and downloads their files; anyone
else gets a 404."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.factories import ConversationFactory, UserFactory, VirtualFileFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def conversation():
    owner = UserFactory(username="ada", is_staff=True)
    return ConversationFactory(resume__owner=owner, kind="playground")


def _download_url(conversation, path):
    return reverse("playground_file_download", args=[conversation.pk, path])


def test_file_panel_lists_the_files_with_download_links(client, conversation):
    VirtualFileFactory(conversation=conversation, path="notes/todo.md", content="abc", size=3)
    client.force_login(conversation.owner)
    response = client.get(reverse("playground_files", args=[conversation.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "notes/todo.md" in html
    assert f'href="{_download_url(conversation, "notes/todo.md")}"' in html
    assert "3 bytes" in html


def test_file_panel_says_when_there_are_no_files(client, conversation):
    client.force_login(conversation.owner)
    response = client.get(reverse("playground_files", args=[conversation.pk]))
    assert "No files yet" in response.content.decode()


def test_file_download_gives_the_owner_the_content_as_an_attachment(client, conversation):
    VirtualFileFactory(conversation=conversation, path="notes/待办.md", content="# 待办", size=9)
    client.force_login(conversation.owner)
    response = client.get(_download_url(conversation, "notes/待办.md"))
    assert response.status_code == 200
    assert response.content.decode() == "# 待办"
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response["Content-Disposition"].startswith("attachment;")
    assert "%E5%BE%85%E5%8A%9E.md" in response["Content-Disposition"]
    assert response["X-Content-Type-Options"] == "nosniff"


def test_file_download_of_another_persons_file_is_404(client, conversation):
    VirtualFileFactory(conversation=conversation, path="secret.txt", content="s", size=1)
    client.force_login(UserFactory(username="eve", is_staff=True))
    assert client.get(_download_url(conversation, "secret.txt")).status_code == 404
    assert client.get(reverse("playground_files", args=[conversation.pk])).status_code == 404


def test_file_download_needs_a_sign_in(client, conversation):
    VirtualFileFactory(conversation=conversation, path="a.txt", content="s", size=1)
    response = client.get(_download_url(conversation, "a.txt"))
    assert response.status_code == 302
    assert "/accounts/" in response["Location"]


def test_file_download_of_a_missing_file_is_404(client, conversation):
    client.force_login(conversation.owner)
    assert client.get(_download_url(conversation, "nope.txt")).status_code == 404


def test_file_download_with_traversal_is_404(client, conversation):
    VirtualFileFactory(conversation=conversation, path="a.txt", content="s", size=1)
    client.force_login(conversation.owner)
    url = reverse("playground_files", args=[conversation.pk]) + "x/../a.txt"
    assert client.get(url).status_code == 404


def test_playground_page_has_the_file_panel_and_browser_tools(client, conversation, settings):
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    client.force_login(conversation.owner)
    html = client.get(reverse("playground") + f"?c={conversation.pk}").content.decode()
    assert reverse("playground_files", args=[conversation.pk]) in html
    assert 'id="pg-files"' in html
    assert "js/browser_tools.js" in html
    assert f'data-sandbox-url="{reverse("js_eval_sandbox")}"' in html
