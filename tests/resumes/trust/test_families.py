"""What a rewording may add without claiming (`resumes/trust/families.py` and its use by
`skill_claimed` and `title_inflated`): a product family for a product the resume names, the
other language, personal qualities, an activity noun, a title reworded at the same role and
level; and the claims written beside them, which are still caught."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from resumes.skills.index import index_document
from resumes.trust import compare_documents
from resumes.trust.families import family_backed, plain_term, plain_word

DESIGNER_ZH = {
    "basics": {"name": "王芳", "label": "平面设计师", "summary": "四年平面设计经验。"},
    "work": [
        {
            "name": "星图广告",
            "position": "平面设计师",
            "startDate": "2020-03",
            "highlights": [
                "用Photoshop做电商产品精修",
                "负责海报和画册排版",
                "用Illustrator绘制图标",
            ],
        }
    ],
    "skills": [{"name": "技能", "keywords": ["Photoshop", "Illustrator", "排版"]}],
}
ACCOUNTANT = {
    "basics": {"name": "Jordan Example", "label": "Staff Accountant", "summary": "Accountant."},
    "work": [
        {
            "name": "Brightline Manufacturing",
            "position": "Staff Accountant",
            "startDate": "2019-03",
            "highlights": [
                "Ran the monthly close for three subsidiaries",
                "Reconciled bank accounts and posted journal entries in Excel",
                "Handled employee questions on expenses and benefits",
            ],
        }
    ],
    "skills": [{"name": "Skills", "keywords": ["Excel", "QuickBooks", "GAAP"]}],
}
ENGINEER_ZH = {
    "basics": {"name": "张明", "label": "结构工程师", "summary": "五年住宅结构设计经验。"},
    "work": [
        {
            "name": "华东建筑设计院",
            "position": "结构工程师",
            "startDate": "2019-03",
            "highlights": ["使用PKPM完成住宅楼结构计算", "配合建筑专业进行方案调整"],
        }
    ],
    "skills": [{"name": "技能", "keywords": ["PKPM", "AutoCAD", "结构设计"]}],
}


def findings(old: dict[str, Any], *edits: tuple[str, Any, ...]) -> list[tuple[str, str]]:
    new = copy.deepcopy(old)
    for op, *args in edits:
        if op == "skill":
            keywords = new["skills"][0]["keywords"]
            keywords[args[0] : args[0] + 1] = [args[1]]
        elif op == "line":
            new["work"][0]["highlights"][args[0]] = args[1]
        elif op == "position":
            new["work"][0]["position"] = args[0]
        elif op == "label":
            new["basics"]["label"] = args[0]
        elif op == "summary":
            new["basics"]["summary"] = args[0]
    return [
        (f.check, f.path)
        for f in compare_documents(old, new).findings
        if f.check in ("skill_claimed", "title_inflated")
    ]


def test_a_family_is_backed_by_a_product_of_it_never_the_reverse():
    designer = index_document(DESIGNER_ZH)
    assert family_backed("Adobe Creative Suite", designer)
    assert family_backed("Adobe全家桶", designer)
    assert not family_backed("Microsoft Office", designer)  # no Office product named
    accountant = index_document(ACCOUNTANT)
    assert family_backed("spreadsheets", accountant)
    assert family_backed("电子表格", accountant)
    assert family_backed("accounting software", accountant)  # QuickBooks
    assert not family_backed("EHR", accountant)
    assert not family_backed("Excel macros", accountant)  # not a family's name


LAB_ZH = {
    "basics": {"name": "李华", "label": "检验技师", "summary": "医院检验科技师。"},
    "work": [
        {
            "name": "市中心医院",
            "position": "检验技师",
            "startDate": "2020-03",
            "highlights": ["每日做室内质控并记录", "维护全自动生化分析仪", "促成科室签约外送检测"],
        }
    ],
    "skills": [{"name": "技能", "keywords": ["血常规", "室内质控"]}],
}


@pytest.mark.parametrize(
    "entry, claimed",
    [
        ("质量控制", False),  # 质控 is its short form
        ("仪器维护", False),  # 仪器 says what kind of thing, 维护 is there
        ("成交", False),  # an everyday synonym of 签约
        ("PCR检测", True),
        ("微生物培养", True),
    ],
)
def test_chinese_entries_by_short_form_kind_word_and_synonym(entry, claimed):
    got = findings(LAB_ZH, ("skill", 2, entry))
    assert (("skill_claimed", "skills[0].keywords[2]") in got) is claimed


def test_plain_words_are_qualities_and_adverbs_not_skills():
    assert plain_word("stakeholders") and plain_word("cross-functional") and plain_word("沟通")
    assert plain_word("closely") and plain_word("quarterly")
    assert not plain_word("supply") and not plain_word("assembly")
    assert not plain_word("reconciliation") and not plain_word("结构")
    assert plain_term("working closely", "working closely")
    assert plain_term("attention to detail", "attention to detail")
    assert not plain_term("stakeholder management", "stakeholder management")
    assert not plain_term("leadership", "leadership")


@pytest.mark.parametrize(
    "old, edits",
    [
        (DESIGNER_ZH, [("skill", 0, "PS"), ("skill", 1, "AI")]),
        (DESIGNER_ZH, [("skill", 3, "Adobe Creative Suite"), ("skill", 2, "版式设计")]),
        (ACCOUNTANT, [("skill", 0, "spreadsheets"), ("skill", 3, "month-end close")]),
        (ACCOUNTANT, [("skill", 3, "benefits administration")]),
        (
            ACCOUNTANT,
            [
                (
                    "line",
                    1,
                    "Partnered with cross-functional stakeholders to reconcile bank accounts",
                )
            ],
        ),
        (
            ACCOUNTANT,
            [("summary", "Detail-oriented, results-driven accountant working closely with teams.")],
        ),
        (
            ACCOUNTANT,
            [("summary", "Accountant who turns Excel-based reconciliations into insights.")],
        ),
        (
            ACCOUNTANT,
            [("line", 2, "Served as the primary point of contact for employee benefits questions")],
        ),
        (DESIGNER_ZH, [("summary", "四年平面设计经验，熟练使用PS、AI等设计软件。")]),
        (DESIGNER_ZH, [("summary", "四年平面设计经验，精通Adobe系列软件和版式设计。")]),
        (ENGINEER_ZH, [("summary", "五年住宅结构设计经验，具备良好的沟通能力和抗压能力。")]),
        (ENGINEER_ZH, [("line", 1, "与建筑专业沟通协调，及时调整设计方案")]),
        (
            ENGINEER_ZH,
            [("line", 0, "Performed structural calculations for residential buildings in PKPM")],
        ),
        (ENGINEER_ZH, [("skill", 2, "structural design"), ("position", "Structural Engineer")]),
        (ACCOUNTANT, [("position", "Staff Accountant, General Ledger"), ("label", "Accountant")]),
        (ENGINEER_ZH, [("position", "结构设计工程师"), ("label", "结构工程师（住宅）")]),
    ],
    ids=[
        "zh-ps-ai-short-forms",
        "zh-family-and-layout-synonym",
        "en-spreadsheets-and-close-described",
        "en-activity-noun",
        "en-collaboration-words",
        "en-qualities-and-adverbs",
        "en-suffixed-compound-and-insights",
        "en-point-of-contact",
        "zh-cue-etc-kind",
        "zh-cue-family-and-term",
        "zh-qualities",
        "zh-conjunction-inside-a-word",
        "zh-line-translated",
        "zh-entry-and-title-translated",
        "en-title-specialty",
        "zh-title-reworded",
    ],
)
def test_rewordings_raise_nothing(old, edits):
    assert findings(old, *edits) == []


@pytest.mark.parametrize(
    "old, edits, expected",
    [
        (ACCOUNTANT, [("skill", 3, "Adobe Creative Suite")], "skills[0].keywords[3]"),
        (ACCOUNTANT, [("skill", 3, "database administration")], "skills[0].keywords[3]"),
        (ACCOUNTANT, [("skill", 3, "team leadership")], "skills[0].keywords[3]"),
        (ACCOUNTANT, [("skill", 3, "QuickBooks implementation")], "skills[0].keywords[3]"),
        (
            ACCOUNTANT,
            [("line", 0, "Ran the monthly close for three subsidiaries and led transfer pricing")],
            "work[0].highlights[0]",
        ),
        (
            ACCOUNTANT,
            [
                (
                    "line",
                    2,
                    "Collaborated with cross-functional stakeholders on SOX compliance testing",
                )
            ],
            "work[0].highlights[2]",
        ),
        (
            ENGINEER_ZH,
            [("summary", "五年住宅结构设计经验，具备良好的沟通能力和项目管理经验。")],
            "basics.summary",
        ),
        (
            ENGINEER_ZH,
            [("line", 0, "Performed structural calculations in PKPM and ETABS")],
            "work[0].highlights[0]",
        ),
        (DESIGNER_ZH, [("skill", 2, "TESOL certification")], "skills[0].keywords[2]"),
        (
            DESIGNER_ZH,
            [("summary", "四年平面设计经验，熟练使用PS、AI和Sketch。")],
            "basics.summary",
        ),
    ],
    ids=[
        "en-family-without-product",
        "en-activity-after-a-skill",
        "en-leadership-not-shown",
        "en-work-on-a-tool",
        "en-all-new-phrase-in-reworded-line",
        "en-claim-among-collaboration-words",
        "zh-claim-among-qualities",
        "zh-claim-in-translated-line",
        "credential-written-as-credential",
        "zh-cue-with-a-product-not-there",
    ],
)
def test_claims_beside_rewording_words_are_caught(old, edits, expected):
    assert ("skill_claimed", expected) in findings(old, *edits)


@pytest.mark.parametrize(
    "old_title, new_title, inflated",
    [
        ("Medical Assistant", "Physician Assistant", True),
        ("Medical Assistant", "Clinical Medical Assistant", False),
        ("Case Manager", "Clinical Supervisor", True),
        ("幼师", "幼儿园园长", True),
        ("幼师", "幼儿教师", False),  # its short form
        ("幼师", "律师", True),
        ("Graphic Designer", "Visual Designer", False),
        ("Recruiter", "Talent Acquisition Partner", False),
        ("Associate Attorney", "Partner", True),
        ("Case Manager", "Housing Case Manager", False),
        ("销售代表", "销售顾问", False),
        ("电商运营", "电商运营专员", False),
        ("Marketing Associate", "Marketing Manager", True),
        ("人事专员", "人事经理", True),
        ("Sr. Accountant", "Senior Accountant", False),
        ("RN", "Registered Nurse", False),
        ("前端开发", "前端开发工程师", False),
        ("Software Engineer", "Principal Engineer", True),
        ("Math Teacher", "Head of Mathematics Department", True),
    ],
)
def test_titles_keep_role_and_level_or_are_inflated(old_title, new_title, inflated):
    old = copy.deepcopy(ACCOUNTANT)
    old["work"][0]["position"] = old_title
    got = findings(old, ("position", new_title))
    assert (("title_inflated", "work[0].position") in got) is inflated
