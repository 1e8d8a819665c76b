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


ZOOKEEPER = """马晓雯
动物饲养员
ma.xiaowen@example.cn

经历
大熊猫馆饲养组长
西安秦岭野生动物园 · 西安
2019.06 - 至今
• 负责4只大熊猫的日常饲喂与健康观察

执照与认证
动物饲养员职业技能等级证书（高级），中国动物园协会，2020
"""


def test_a_linkedin_like_profiles_chinese_sections():
    """A LinkedIn-like web profile in Chinese (a phone screenshot of it) heads its jobs 经历
    and its certificates 执照与认证."""
    document = parse_bytes(ZOOKEEPER.encode()).document

    assert [w["position"] for w in document["work"]] == ["大熊猫馆饲养组长"]
    assert len(document["certificates"]) == 1
    assert "经历" not in document["basics"].get("summary", "")
