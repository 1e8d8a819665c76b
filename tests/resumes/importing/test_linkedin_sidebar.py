"""A LinkedIn profile whose sidebar sets its text smaller than the main column: its headings
stand out against the sidebar's own text, not the main column's (a CJK font has no bold to
tell them by)."""

from __future__ import annotations

from resumes.importing.lines import Line, Part
from resumes.importing.linkedin_pdf import is_linkedin_profile, read_profile


def _line(text: str, x: float, top: float, size: float) -> Line:
    width = len(text) * size * 0.9
    return Line(
        parts=[Part(text, x, x + width, size=size)],
        top=top,
        bottom=top + size,
        x0=x,
        x1=x + width,
        size=size,
    )


SIDE = [("联系方式", 17.3), ("li.ming@example.cn", 14.0), ("主要技能", 17.3), ("成本核算", 14.0),
        ("预算管理", 14.0), ("语言", 17.3), ("英语 (熟练)", 14.0), ("证书", 17.3),
        ("中级会计师", 14.0)]  # fmt: skip
MAIN = [("李明", 34.7), ("成本会计", 16.7), ("中国 上海", 16.7), ("工作经历", 21.3),
        ("上海汽车集团股份有限公司", 17.3), ("成本会计", 16.7),
        ("2018年3月 - 至今 (6年 9个月)", 16.7), ("上海", 16.7), ("负责月度成本核算", 16.7),
        ("教育经历", 21.3), ("上海财经大学", 17.3),
        ("本科, 会计学 · (2012 - 2016)", 16.7)]  # fmt: skip


def _profile() -> list[Line]:
    side = [_line(text, 17, 60 + 26 * i, size) for i, (text, size) in enumerate(SIDE)]
    main = [_line(text, 249, 40 + 26 * i, size) for i, (text, size) in enumerate(MAIN)]
    return side + main


def test_a_sidebar_in_smaller_type_keeps_its_contacts_skills_languages_and_certificates():
    lines = _profile()
    assert is_linkedin_profile(lines)
    document, unplaced = read_profile(lines)
    assert document["basics"]["email"] == "li.ming@example.cn"
    assert [s["name"] for s in document["skills"]] == ["成本核算", "预算管理"]
    assert document["languages"][0]["language"] == "英语"
    assert document["certificates"] == [{"name": "中级会计师"}]
    assert document["work"][0]["name"] == "上海汽车集团股份有限公司"
    assert not {"联系方式", "主要技能", "语言", "证书"} & set(unplaced)
