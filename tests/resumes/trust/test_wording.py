"""What a person sees of `skill_claimed` and `title_inflated` after tailoring, and the classes of
issue 28 behind it: a claimed skill in a summary sentence, a new highlight or a skills entry (a
cue, an unknown product name, Chinese without spaces), an inflated title (a seniority word, an
added role, a kitchen's rank), and rewordings that raise nothing (an abbreviation, inflection, a
split compound, a translated title, a Chinese contraction)."""

from __future__ import annotations

import copy
import html
from typing import Any

import pytest
from django.urls import reverse

from resumes import services
from resumes.models import Resume
from resumes.postings.models import JobPosting, TailoredVersion
from resumes.trust import compare_documents

ENGINEER = {
    "basics": {
        "name": "Ana Costa",
        "email": "ana@example.com",
        "label": "Structural Engineer, P.E.",
        "summary": "Licensed structural engineer designing steel and concrete buildings.",
    },
    "work": [
        {
            "name": "Thornton Tomasetti",
            "position": "Structural Engineer",
            "startDate": "2018-02",
            "highlights": [
                "Designed steel moment frames in ETABS",
                "Checked concrete slabs against ACI 318",
            ],
        }
    ],
    "skills": [{"name": "Software", "keywords": ["ETABS", "AutoCAD", "steel design"]}],
}
NURSE = {
    "basics": {"name": "Maria Lopez", "label": "RN", "summary": "RN on a cardiac unit."},
    "work": [
        {
            "name": "St. Mary Hospital",
            "position": "RN",
            "startDate": "2019-01",
            "highlights": ["Administered medications to six patients per shift"],
        }
    ],
    "skills": [{"name": "Clinical", "keywords": ["BLS", "telemetry monitoring"]}],
}
LOGISTICS_ZH = {
    "basics": {"name": "李雷", "label": "物流专员", "summary": "物流专员，负责干线运输调度。"},
    "work": [
        {
            "name": "顺丰速运",
            "position": "物流专员",
            "startDate": "2020-03",
            "highlights": ["安排干线车辆调度", "跟踪在途货物并处理异常"],
        }
    ],
    "skills": [{"name": "技能", "keywords": ["运输调度", "WMS", "库存管理"]}],
}


POSTING = """Principal Structural Engineer
Requirements:
- P.E. licence and 10 years designing steel and concrete buildings
- ETABS, SAP2000 and Revit
"""


def claims(old: dict[str, Any], **edits: Any) -> list[tuple[str, str]]:
    """The claim findings after setting `edits` ("basics.label" written basics__label)."""
    new = copy.deepcopy(old)
    for dotted, value in edits.items():
        *parents, last = dotted.split("__")
        target: Any = new
        for key in parents:
            target = target[int(key)] if key.isdigit() else target[key]
        if last.isdigit():
            target[int(last) : int(last) + 1] = [value]
        else:
            target[last] = value
    return [
        (f.check, f.path)
        for f in compare_documents(old, new).findings
        if f.check in ("skill_claimed", "title_inflated")
    ]


# --- what a person sees on a tailored version's changes page ---------------------------------


@pytest.fixture
def version(signed_in, user) -> TailoredVersion:
    """A version tailored the way a person does it: a posting pasted, Tailor for this job."""
    master = services.resume_create(owner=user, title="Master CV", data=ENGINEER)
    posting = {"title": "Principal Engineer", "company": "Arup", "description": POSTING}
    assert signed_in.post(reverse("jobs:posting_list"), posting).status_code == 302
    posting_id = JobPosting.objects.latest("pk").pk
    response = signed_in.post(reverse("tailor_start", args=[posting_id]), {"resume": master.pk})
    assert response.status_code == 302
    return TailoredVersion.objects.get()


def tailor(client, version: TailoredVersion, edit) -> str:
    """The version's changes page after `edit` of its resume (what the tailoring chat wrote)."""
    data = copy.deepcopy(version.resume.data)
    edit(data)
    Resume.objects.filter(pk=version.resume_id).update(data=data)
    response = client.get(reverse("jobs:version_diff", args=[version.pk]))
    assert response.status_code == 200
    return html.unescape(response.content.decode())


@pytest.mark.django_db
def test_a_tailored_label_principal_engineer_over_structural_engineer_pe_is_flagged(
    signed_in, version
):
    page = tailor(
        signed_in, version, lambda d: d["basics"].__setitem__("label", "Principal Engineer")
    )
    assert (
        "The title changed from “Structural Engineer, P.E.” to “Principal Engineer”, more "
        "senior than the earlier version shows." in page
    )


@pytest.mark.django_db
def test_a_tailored_version_that_only_rewords_shows_no_claim(signed_in, version):
    def reword(d):
        d["basics"]["label"] = "Structural Engineer (PE)"
        d["skills"][0]["keywords"][2] = "design of steel structures"
        d["work"][0]["highlights"][0] = "Designed moment frames of steel in ETABS"

    page = tailor(signed_in, version, reword)
    assert "is claimed, not supported" not in page
    assert "The title changed from" not in page


def test_rn_written_out_as_registered_nurse_raises_nothing():
    assert claims(NURSE, work__0__position="Registered Nurse") == []
    assert (
        claims(NURSE, basics__label="Registered Nurse", skills__0__keywords__0="Basic Life Support")
        == []
    )


def test_a_chinese_summary_that_adds_six_sigma_is_flagged():
    found = claims(
        LOGISTICS_ZH, basics__summary="物流专员，负责干线运输调度，擅长精益物流和六西格玛。"
    )
    assert found == [("skill_claimed", "basics.summary")]


# --- claimed skills: where they are written ---------------------------------------------------


@pytest.mark.parametrize(
    "old, edits",
    [
        # A summary's skill cue, a word the term lists do not know.
        (NURSE, {"basics__summary": "RN on a cardiac unit, experienced in hemodialysis."}),
        # A new summary sentence without a cue (Chinese: 有…经验).
        (LOGISTICS_ZH, {"basics__summary": "物流专员，负责干线运输调度。有跨境电商清关经验。"}),
        # A product name and an acronym the term lists do not know, in a new highlight.
        (ENGINEER, {"work__0__highlights__2": "Detailed connections in IDEA StatiCa"}),
        (LOGISTICS_ZH, {"work__0__highlights__2": "使用Oracle OTM优化线路"}),
        # A skills entry that narrows a backed term.
        (LOGISTICS_ZH, {"skills__0__keywords__3": "冷链运输调度"}),
    ],
)
def test_a_claimed_skill_is_flagged(old, edits):
    found = claims(old, **edits)
    assert [check for check, _ in found] == ["skill_claimed"], found


# --- inflated titles ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "old, edits",
    [
        (NURSE, {"work__0__position": "Nurse Practitioner"}),
        (NURSE, {"work__0__position": "RN and Team Lead"}),
        (LOGISTICS_ZH, {"work__0__position": "物流主管"}),
        (LOGISTICS_ZH, {"basics__label": "供应链负责人"}),
        (ENGINEER, {"work__0__position": "Structural Engineer and Project Manager"}),
    ],
)
def test_an_inflated_title_is_flagged(old, edits):
    found = claims(old, **edits)
    assert [check for check, _ in found] == ["title_inflated"], found


def test_a_kitchen_rank_raised_is_flagged_and_reworded_is_not():
    chef = {
        "basics": {"name": "Sam Lee", "label": "Sous Chef"},
        "work": [{"name": "Bistro Vert", "position": "Sous Chef", "startDate": "2020"}],
    }
    assert claims(chef, work__0__position="Executive Chef") == [
        ("title_inflated", "work[0].position")
    ]
    assert claims(chef, work__0__position="Sous-Chef") == []


# --- rewordings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "old, edits",
    [
        (NURSE, {"work__0__highlights__0": "Gave medications to 6 patients each shift"}),
        (ENGINEER, {"skills__0__keywords__2": "design of steel structures"}),
        (ENGINEER, {"basics__label": "Structural Engineer (PE)"}),
        (LOGISTICS_ZH, {"work__0__position": "Logistics Specialist"}),
        (LOGISTICS_ZH, {"skills__0__keywords__0": "调度运输"}),
        (LOGISTICS_ZH, {"work__0__highlights__1": "处理在途异常，跟踪货物"}),
    ],
)
def test_a_rewording_raises_nothing(old, edits):
    assert claims(old, **edits) == []


def test_a_split_compound_an_acronym_of_spelled_words_and_a_contraction_raise_nothing():
    old = {
        "basics": {"name": "Kim", "label": "Buyer"},
        "work": [
            {
                "name": "Acme",
                "position": "Buyer",
                "startDate": "2020",
                "highlights": [
                    "Ran requests for quotation for castings",
                    "处理员工入离职手续",
                    "Wrote copywriting for product pages",
                ],
            }
        ],
        "skills": [{"name": "Skills", "keywords": ["post-operative care"]}],
    }
    assert claims(old, work__0__highlights__0="Ran RFQs for castings") == []
    assert claims(old, work__0__highlights__1="办理员工入职和离职") == []
    assert claims(old, skills__0__keywords__0="postoperative care") == []


@pytest.mark.parametrize(
    "old_title, new_title",
    [
        ("LPN", "Registered Nurse"),
        ("Associate Professor", "Professor"),
        ("护士", "主管护师"),
        ("护士", "护师"),
        ("二级教师", "一级教师"),
        ("出纳", "主办会计"),
    ],
)
def test_a_higher_grade_or_licence_is_inflation(old_title, new_title):
    old = {
        "basics": {"name": "Test", "label": old_title},
        "work": [{"name": "Acme", "position": old_title, "startDate": "2020"}],
    }
    assert claims(old, work__0__position=new_title) == [("title_inflated", "work[0].position")]


def test_a_chinese_skill_in_another_word_order_is_backed():
    old = copy.deepcopy(LOGISTICS_ZH)
    old["work"][0]["highlights"].append("负责分析数据和制作周报")
    assert claims(old, skills__0__keywords__3="数据分析") == []


def test_a_tool_in_brackets_is_a_claim_but_an_edition_or_an_expansion_is_not():
    data = {
        "basics": {"name": "Dana", "label": "Data Analyst"},
        "work": [{"name": "Acme", "position": "Data Analyst", "startDate": "2020"}],
        "skills": [{"name": "Skills", "keywords": ["Python", "QuickBooks", "CMA"]}],
    }
    assert claims(data, skills__0__keywords__0="Python (pandas)") == [
        ("skill_claimed", "skills[0].keywords[0]")
    ]
    assert claims(data, skills__0__keywords__1="QuickBooks Online") == []
    assert claims(data, skills__0__keywords__2="comparative market analysis (CMA)") == []
