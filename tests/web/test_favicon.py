"""`/favicon.ico`, which browsers fetch by themselves on a page that names no icon, is the
app's icon for anyone, signed in or not, and every page names its icon."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_favicon_is_an_icon_for_anyone(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/x-icon"
    assert response.content[:4] == b"\x00\x00\x01\x00"  # the ICO header
    assert "max-age" in response["Cache-Control"]
    assert client.head("/favicon.ico").status_code == 200
    assert client.post("/favicon.ico").status_code == 405


@pytest.mark.parametrize("path", ["/accounts/signin/", "/admin/login/"])
def test_pages_name_their_icon(client, path):
    assert 'rel="icon"' in client.get(path).content.decode()
