"""The header (`resumes/importing/basics.py`): one row of "Label · City · e-mail · phone"
under the name, with a city no list of cities holds."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes


@pytest.mark.parametrize("city", ["Phoenix", "Tromsø", "Bandar Seri Begawan"])
def test_a_proper_noun_beside_the_contacts_after_the_label_is_the_city(city):
    text = (
        "# Angela Moreno\n\n"
        f"**Licensed Clinical Social Worker** · {city} · angela@example.com · +1 602 555 0134\n\n"
        "## Experience\n\n### Maricopa Family Services\n\n"
        "**Senior Social Worker** | Phoenix, AZ | Feb 2018 – Present\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert basics["label"] == "Licensed Clinical Social Worker"
    assert basics["location"]["city"] == city


def test_a_second_phrase_in_lower_case_beside_the_contacts_is_not_a_city():
    text = (
        "# Angela Moreno\n\n"
        "Social Worker · open to relocation · angela@example.com · +1 602 555 0134\n\n"
        "## Experience\n\n### Maricopa Family Services\n"
    )
    basics = parse_bytes(text.encode()).document["basics"]

    assert "location" not in basics
