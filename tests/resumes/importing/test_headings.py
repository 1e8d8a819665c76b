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


PHYSIO = """Callum Reid
Physiotherapist

EXPERIENCE
Band 6 Physiotherapist, NHS Lothian
Sep 2019 - Present
- Run the outpatient knee class

PROFESSIONAL REGISTRATIONS
HCPC Registration, Health and Care Professions Council, 2018
CSP Membership, Chartered Society of Physiotherapy, 2018
"""


def test_professional_registration_heads_certificates():
    """Regulated professions' templates (nursing, midwifery, allied health, engineering in
    Britain and Ireland) head their registrations "Professional Registration(s)"."""
    document = parse_bytes(PHYSIO.encode()).document

    assert len(document["work"]) == 1
    assert [c["name"] for c in document["certificates"]] == [
        "HCPC Registration",
        "CSP Membership",
    ]
