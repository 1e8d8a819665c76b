"""`skill_claimed` and `title_inflated`: what they catch in English and Chinese, and rewordings
(held out from the words the vocabulary was written with) that must raise nothing."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from resumes.trust import compare_documents

NURSE = {
    "basics": {"name": "Maria Lopez", "label": "Registered Nurse", "summary": "ICU nurse."},
    "work": [
        {
            "name": "Mercy Hospital",
            "position": "Registered Nurse",
            "startDate": "2019-01",
            "highlights": [
                "Charted every shift in Epic",
                "Led a team of 4 nurses on night shifts",
                "Cut discharge waiting time by 30%",
            ],
        }
    ],
    "certificates": [{"name": "Basic Life Support (BLS)"}],
    "skills": [{"name": "Clinical", "keywords": ["wound care", "patient assessment"]}],
}
ENGINEER = {
    "basics": {"name": "Ana Costa", "label": "Structural Engineer, P.E."},
    "work": [
        {
            "name": "Arup",
            "position": "Structural Engineer",
            "startDate": "2018-02",
            "highlights": [
                "Designed steel and reinforced concrete frames in SAP2000",
                "Reported structural calculations to clients",
            ],
        }
    ],
    "skills": [{"name": "Software", "keywords": ["SAP2000", "AutoCAD"]}],
}
ACCOUNTANT_ZH = {
    "basics": {"name": "王芳", "label": "高级会计", "summary": "八年财务经验，注册会计师。"},
    "work": [
        {
            "name": "华为",
            "position": "高级会计",
            "startDate": "2017-03",
            "highlights": ["负责月结和对账", "编制财务报表", "使用SAP和Excel"],
        }
    ],
    "skills": [{"name": "财务", "keywords": ["月结", "财务报表"]}],
}


def findings(old: dict[str, Any], edit) -> list[tuple[str, str]]:
    new = copy.deepcopy(old)
    edit(new)
    return [
        (f.check, f.params.get("skill") or f.params.get("new", ""))
        for f in compare_documents(old, new).findings
        if f.check in ("skill_claimed", "title_inflated")
    ]


def summary(text: str):
    return lambda d: d["basics"].__setitem__("summary", text)


def highlight(text: str, index: int = 0):
    return lambda d: d["work"][0]["highlights"].__setitem__(index, text)


def position(text: str):
    return lambda d: d["work"][0].__setitem__("position", text)


def label(text: str):
    return lambda d: d["basics"].__setitem__("label", text)


def add_skill(name: str, *keywords: str):
    return lambda d: d["skills"].append({"name": name, "keywords": list(keywords)})


# --- caught -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "old, edit, expected",
    [
        (
            ENGINEER,
            summary("Hands-on with seismic design and mass timber."),
            ["seismic design", "mass timber"],
        ),
        (ENGINEER, add_skill("BIM", "Tekla Structures"), ["BIM", "Tekla Structures"]),
        (ENGINEER, highlight("Designed steel frames in SAP2000 and ETABS"), ["ETABS"]),
        (NURSE, add_skill("Certifications", "ACLS"), ["ACLS"]),
        (NURSE, highlight("Charted every shift in Epic; managed IV therapy"), ["IV therapy"]),
        (
            NURSE,
            summary("ICU nurse experienced in triage and Kubernetes."),
            ["triage", "Kubernetes"],
        ),
        (ACCOUNTANT_ZH, summary("八年财务经验，熟悉IFRS与税务筹划。"), ["IFRS", "税务筹划"]),
        (ACCOUNTANT_ZH, add_skill("系统", "金蝶"), ["金蝶"]),
        (ACCOUNTANT_ZH, highlight("负责月结、对账及并购尽职调查", 0), ["并购", "尽职调查"]),
    ],
    ids=[
        "en-summary-seismic-mass-timber",
        "en-skill-tekla",
        "en-highlight-etabs",
        "en-skill-acls",
        "en-highlight-iv",
        "en-summary-triage-kubernetes",
        "zh-summary-ifrs-tax",
        "zh-skill-kingdee",
        "zh-highlight-m-and-a",
    ],
)
def test_skill_claimed_catches_unsupported_skills(old, edit, expected):
    found = findings(old, edit)
    assert [skill for check, skill in found if check == "skill_claimed"] == expected


@pytest.mark.parametrize(
    "old, edit, new",
    [
        (
            ENGINEER,
            position("Principal Engineer and Technical Lead"),
            "Principal Engineer and Technical Lead",
        ),
        (
            ENGINEER,
            label("Principal Engineer and Technical Lead"),
            "Principal Engineer and Technical Lead",
        ),
        (ENGINEER, position("Project Manager"), "Project Manager"),
        (NURSE, position("Charge Nurse"), "Charge Nurse"),
        (NURSE, label("Nurse Manager"), "Nurse Manager"),
        (NURSE, position("Physician"), "Physician"),
        (ACCOUNTANT_ZH, position("财务总监"), "财务总监"),
        (ACCOUNTANT_ZH, label("财务分析师"), "财务分析师"),
    ],
    ids=[
        "en-position-principal",
        "en-label-principal",
        "en-position-project-manager",
        "en-position-charge-nurse",
        "en-label-nurse-manager",
        "en-position-another-role",
        "zh-position-director",
        "zh-label-another-role",
    ],
)
def test_title_inflated_catches_raised_and_changed_titles(old, edit, new):
    assert ("title_inflated", new) in findings(old, edit)


# --- held-out rewordings: nothing ---------------------------------------------------------


@pytest.mark.parametrize(
    "old, edit",
    [
        (ENGINEER, summary("Structural engineer designing steel and concrete frames (SAP2000).")),
        (ENGINEER, highlight("Modelled reinforced-concrete and steel frames using SAP 2000")),
        (ENGINEER, highlight("Presented structural calculations to clients", 1)),
        (ENGINEER, position("Structural Engineer (P.E.)")),
        (ENGINEER, label("Professional Engineer, structures")),
        (ENGINEER, add_skill("Drafting", "AutoCAD")),
        (NURSE, summary("Registered nurse in intensive care, charting in Epic (EHR).")),
        (NURSE, highlight("Documented patient care in the electronic health record (Epic)")),
        (NURSE, highlight("Supervised four nurses overnight", 1)),
        (NURSE, add_skill("Certifications", "BLS")),
        (NURSE, position("RN, Intensive Care")),
        (NURSE, label("Registered Nurse (ICU)")),
        (ACCOUNTANT_ZH, highlight("负责月末结账与银行对账", 0)),
        (ACCOUNTANT_ZH, summary("八年财务经验，CPA。")),
        (ACCOUNTANT_ZH, add_skill("Finance", "financial statements", "month-end close")),
        (ACCOUNTANT_ZH, position("Senior Accountant")),
        (ACCOUNTANT_ZH, label("资深会计")),
    ],
    ids=[
        "en-summary-same-skills",
        "en-highlight-reworded",
        "en-highlight-presented",
        "en-position-punctuated",
        "en-label-pe-spelled-out",
        "en-skill-already-there",
        "en-summary-ehr-from-epic",
        "en-highlight-ehr",
        "en-highlight-supervised",
        "en-skill-bls-from-certificate",
        "en-position-abbreviated",
        "en-label-with-unit",
        "zh-highlight-month-end-variant",
        "zh-summary-cpa-translated",
        "zh-skill-in-english",
        "zh-position-translated",
        "zh-label-synonym",
    ],
)
def test_rewordings_raise_no_claim(old, edit):
    assert findings(old, edit) == []


def test_messages_in_both_languages():
    from django.utils import translation

    new = copy.deepcopy(ENGINEER)
    new["work"][0]["position"] = "Principal Engineer"
    new["basics"]["summary"] = "Seismic design."
    with translation.override("zh-hans"):
        messages = [f.message for f in compare_documents(ENGINEER, new).findings]
    assert (
        "职位从“Structural Engineer”改成了“Principal Engineer”，比之前版本显示的级别更高。"
        in messages
    )
    assert "“Seismic design”是声称的，没有依据：之前的版本中没有任何内容体现这项技能。" in messages


# --- what the term lists do not know -------------------------------------------------------


@pytest.mark.parametrize(
    "old, edit, skill",
    [
        (NURSE, add_skill("Clinical", "hemodialysis"), "hemodialysis"),
        (NURSE, highlight("Ran continuous renal replacement therapy for ICU patients"), None),
        (ENGINEER, add_skill("Software", "Tekla Structures"), "Tekla Structures"),
        (ACCOUNTANT_ZH, add_skill("财务", "税务筹划"), "税务筹划"),
        (ACCOUNTANT_ZH, highlight("主导集团合并报表和审计"), None),
    ],
    ids=["en-skill-entry", "en-highlight-phrase", "en-tool", "zh-skill-entry", "zh-highlight"],
)
def test_skill_claimed_on_skills_and_phrases_no_list_knows(old, edit, skill):
    claimed = [value for check, value in findings(old, edit) if check == "skill_claimed"]
    assert claimed and (skill is None or any(value in skill for value in claimed))


def test_a_title_of_another_field_is_inflated_even_beside_a_senior_title():
    engineer = copy.deepcopy(ENGINEER)
    engineer["work"].append(
        {"name": "AECOM", "position": "Senior Structural Engineer", "startDate": "2015-01"}
    )
    assert ("title_inflated", "Senior Compiler Engineer") in findings(
        engineer, label("Senior Compiler Engineer")
    )
    assert findings(engineer, label("Senior Structural Design Engineer")) == []


ANALYST = {
    **ENGINEER,
    "work": [{**ENGINEER["work"][0], "highlights": ["Ran Finite Element Analysis of towers"]}],
}


@pytest.mark.parametrize(
    "old, edit",
    [
        (ENGINEER, add_skill("Software", "Reinforced Concrete (RC)")),
        (ANALYST, add_skill("Software", "FEA")),
        (NURSE, add_skill("Clinical", "BLS certification (Basic Life Support)")),
    ],
    ids=["entry-with-its-abbreviation", "abbreviation-of-words-there", "bracketed-expansion"],
)
def test_an_unlisted_skills_entry_backed_by_initials_or_its_bracketed_form(old, edit):
    """An abbreviation of words the earlier version spells out, or a bracketed form of one it
    has, is no new skill."""
    assert [f for f in findings(old, edit) if f[0] == "skill_claimed"] == []


def test_an_unlisted_abbreviation_nothing_spells_out_is_still_claimed():
    assert ("skill_claimed", "XQZ") in findings(ENGINEER, add_skill("Software", "XQZ"))
