"""Keyword extraction: Chinese duty lines with two verbs, and terms of the synonym layer."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords


def test_a_chinese_duty_with_two_verbs_asks_for_the_object():
    posting = "幼儿园教师\n岗位职责：\n1. 制定并实施周计划、月计划；\n"
    keywords = [k.keyword for k in extract_keywords(posting)]
    assert "周计划" in keywords
    assert not any(k.startswith("并") for k in keywords)


def test_a_chinese_credential_keeps_the_posting_wording():
    posting = "药师\n任职要求：\n1. 持有执业药师资格证；\n2. 熟悉处方审核与用药咨询\n"
    found = {k.keyword: k.canonical for k in extract_keywords(posting)}
    assert found.get("执业药师资格证") == "Pharmacist license", found
    assert found.get("处方审核") == "prescription review"
    assert found.get("用药咨询") == "patient counseling"
