"""Resumes of known length for the fit-to-pages tests: one a little over one page in the
Classic theme (two pages as the theme sets it), one of five pages."""

from __future__ import annotations

from typing import Any

from tests.resumes.documents import load


def two_pages(name: str = "en_two_page") -> dict[str, Any]:
    """Runs onto a second page in Classic; fits on one within readable bounds."""
    data = load(name)
    for key in ("volunteer", "references", "publications", "interests", "awards"):
        data.pop(key, None)
    return data


def five_pages(name: str = "en_two_page") -> dict[str, Any]:
    """Five pages in Classic: no readable setting puts it on one."""
    data = load(name)
    data["work"] = data["work"] * 6
    data["projects"] = data["projects"] * 3
    return data
