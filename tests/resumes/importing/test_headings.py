"""Section headings (`headings.py`): the wordings of the professions' templates."""

from __future__ import annotations

from resumes.importing.parse import parse_bytes

ARCHIVIST = """Tomasz Nowak
Archivist

EXPERIENCE
Senior Archivist, Gdansk City Archive
Mar 2018 - Present
- Appraised municipal records for permanent retention

WRITING
2022
Appraising digital records in small archives
Archival Practice Quarterly
"""


def test_writing_is_a_heading_of_publications():
    """Writers', librarians' and academics' templates head their articles "Writing"."""
    document = parse_bytes(ARCHIVIST.encode()).document

    assert len(document["work"]) == 1
    assert [p["name"] for p in document["publications"]] == [
        "Appraising digital records in small archives"
    ]
