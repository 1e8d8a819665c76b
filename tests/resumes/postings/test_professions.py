"""Keywords for any job (ESCO's phrases, tools, credentials, Chinese terms), the known
failures of issue 28, and every keyword's evidence."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_keywords, match_text


def canonicals(text: str) -> dict[str, str]:
    return {k.canonical.lower(): k.kind for k in extract_keywords(text)}


def test_sap_with_its_editions_is_one_keyword_not_letters():
    found = canonicals("Requirements:\n- Experience with SAP (ECC or S/4HANA)")
    assert "sap" in found
    assert "s" not in found and "4hana" not in found
    resume = {"work": [{"name": "Acme", "highlights": ["Closed the books in Excel"]}]}
    assert "sap" not in match_text(resume, "Requirements:\n- SAP (ECC or S/4HANA)").matched


def test_english_learners_is_not_a_language_requirement():
    found = canonicals("Requirements:\n- Experience supporting English learners")
    assert "english" not in found
    assert "esl" in found
    assert "english" in canonicals("Requirements:\n- Fluent in English and Mandarin")


def test_epic_is_evidence_of_an_electronic_health_record():
    posting = "Requirements:\n- Experience with electronic health records"
    resume = {"work": [{"name": "Mercy", "highlights": ["Charted every shift in Epic"]}]}
    match = match_text(resume, posting)
    assert match.matched == ["electronic health records"]
    evidence = match.keywords[0]
    assert (evidence.path, evidence.text) == (
        "work[0].highlights[0]",
        "Charted every shift in Epic",
    )


def test_wording_variants_match():
    cases = [
        ("Requirements:\n- BLS certification", "Basic Life Support certified"),
        ("Requirements:\n- Basic Life Support", "BLS, ACLS"),
        ("任职要求：\n1. 熟悉月末结账流程", "负责月结和对账"),
        ("Requirements:\n- Lead S&OP", "Ran sales and operations planning"),
        ("Requirements:\n- Licensed P.E.", "Professional Engineer (California)"),
        ("任职要求：\n1. 注册会计师", "CPA, 2019"),
        ("Requirements:\n- Experience with lesson plans", "Wrote weekly lesson plan for grade 3"),
    ]
    for posting, text in cases:
        match = match_text({"basics": {"summary": text}}, posting)
        assert match.missing == [], (posting, text, match.missing)
        assert match.score == 100


def test_marketing_sre_structural_and_chinese_terms_are_found():
    marketing = canonicals(
        "Requirements:\n- Go-to-market, positioning, HubSpot, Google Analytics, content strategy"
    )
    assert {
        "go-to-market",
        "positioning",
        "hubspot",
        "google analytics",
        "content strategy",
    } <= set(marketing)
    sre = canonicals("Requirements:\n- Helm, Prometheus and Grafana\n- Incident response")
    assert {"helm", "prometheus", "grafana", "incident response"} <= set(sre)
    structural = canonicals(
        "Requirements:\n- P.E. license\n- SAP2000 and Tekla Structures\n- Steel and concrete\n"
        "- Experience with mass timber is preferred"
    )
    assert {"p.e.", "sap2000", "tekla structures", "steel", "concrete"} <= set(structural)
    assert structural["mass timber"] == "preferred"
    assert not [k for k in structural if "preferred" in k]
    chinese = canonicals("任职要求：\n1. 熟悉用户增长、指标体系和漏斗分析")
    assert {"user growth", "metrics framework", "funnel analysis"} <= set(chinese)


def test_professions_beyond_software():
    nurse = canonicals(
        "Registered Nurse\nRequirements:\n- RN license, BLS\n- Wound care and patient assessment"
    )
    assert {"rn", "bls", "wound care", "patient assessment"} <= set(nurse)
    teacher = canonicals(
        "Requirements:\n- Teaching license\n- Classroom management and differentiated instruction"
    )
    assert {"teaching licence", "classroom management", "differentiated instruction"} <= set(
        teacher
    )
    supply = canonicals("Requirements:\n- Demand planning, inventory management and S&OP")
    assert {"demand planning", "inventory management", "s&op"} <= set(supply)


def test_about_us_benefits_salary_and_legal_text_give_no_keyword():
    posting = (
        "Accountant\nAbout us:\nWe are a leading logistics company with customer service awards.\n"
        "Requirements:\n- CPA\n"
        "Benefits:\n- Health insurance, project management courses\n"
        "Salary: $80,000\n"
        "We are an equal opportunity employer; reasonable accommodation on request for "
        "recruitment."
    )
    found = canonicals(posting)
    assert "cpa" in found
    for noise in ("customer service", "project management", "recruitment", "logistics"):
        assert noise not in found


def test_required_weighs_more_than_preferred():
    posting = "Requirements:\n- Excel\nNice to have:\n- Tableau"
    keywords = [k.as_dict() for k in extract_keywords(posting)]
    assert [(k["keyword"], k["kind"]) for k in keywords] == [
        ("excel", "required"),
        ("tableau", "preferred"),
    ]
    assert keywords[0]["line"] == "Excel"
    has_required = match_keywords({"skills": [{"name": "Excel"}]}, keywords).score
    has_preferred = match_keywords({"skills": [{"name": "Tableau"}]}, keywords).score
    assert has_required > 50 > has_preferred > 0


def test_a_version_scores_only_what_its_master_supports():
    posting = "Requirements:\n- Python\n- Kubernetes"
    keywords = [k.as_dict() for k in extract_keywords(posting)]
    master = {"skills": [{"name": "Python"}]}
    version = {"skills": [{"name": "Python", "keywords": ["Kubernetes"]}]}
    assert match_keywords(version, keywords).score == 100
    honest = match_keywords(version, keywords, support=master)
    assert honest.score == 50
    assert honest.claimed == ["kubernetes"]
    assert honest.matched == ["python"]


def test_inline_and_spoken_headings_and_company_sentences():
    posting = (
        "Staff Nurse\n"
        "Mercy General is a teaching hospital. We are a leading provider of wound care.\n"
        "Duties include assessing patients and documentation in Cerner.\n"
        "Qualifications: Current RN licensure. ACLS within 6 months.\n"
        "What you'll bring\n"
        "- Triage experience\n"
        "- Analyze outcomes and market research to sharpen our story\n"
    )
    keywords = {k.canonical.lower(): k for k in extract_keywords(posting)}
    assert "wound care" not in keywords  # a sentence about the company
    assert keywords["rn"].weight == 2.0 and keywords["acls"].weight == 2.0
    assert keywords["triage"].weight == 2.0
    assert keywords["patient assessment"].weight == 1.0
    assert "market research" in keywords  # "our story" inside a duty is not about the company
