"""A resume's skill index: the ways a resume words a posting's phrase that no list knows."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.index import index_document


def test_a_chinese_phrase_reordered_or_with_a_word_inserted_is_found():
    index = index_document(
        {"work": [{"highlights": ["负责筛选简历和谈薪", "编制合并财务报表", "招募志愿者20名"]}]}
    )
    assert index.find_reordered("简历筛选")[1] == "负责筛选简历和谈薪"
    assert index.find_reordered("合并报表")[1] == "编制合并财务报表"
    assert index.find_reordered("志愿者招募")[1] == "招募志愿者20名"
    assert index.find_reordered("供应商开发") is None
    assert index.find_reordered("报表合并") is None  # not in this order, nor with a gap
    # Across a comma the characters are two clauses, not one phrase.
    assert index_document({"summary": "合并，报表"}).find_reordered("合并报表") is None


def test_a_posting_phrase_is_matched_by_the_reordered_resume_wording():
    resume = {
        "basics": {"name": "李静", "label": "社工"},
        "work": [{"name": "街道", "position": "社工", "highlights": ["招募志愿者并开展小组活动"]}],
    }
    posting = "社会工作者\n岗位职责：\n负责志愿者招募与培训\n"
    match = match_text(resume, posting)
    found = {k.keyword: k.matched for k in match.keywords}
    assert found.get("志愿者招募") is True, match.keywords


def test_an_abbreviation_is_backed_by_a_short_entry_spelled_out_in_any_case():
    index = index_document({"skills": [{"keywords": ["measurement system analysis"]}]})
    assert index.find_initials("msa") is not None
    long_text = {"summary": "we made sure all analysis was done for the measurement system"}
    assert index_document(long_text).find_initials("msa") is None


def test_a_short_form_with_several_meanings_is_found_by_any_of_them():
    index = index_document(
        {
            "skills": [{"keywords": ["测量系统分析", "Photoshop"]}],
            "summary": "Issued purchase orders",
        }
    )
    assert index.find_abbreviation("msa")[1] == "测量系统分析"
    assert index.find_abbreviation("ps")[1] == "Photoshop"
    assert index.find_abbreviation("pos")[1] == "Issued purchase orders"
    assert index.find_abbreviation("mi") is None  # no motivational interviewing here
    assert index.find_abbreviation("xyz") is None


def test_the_guard_takes_a_short_form_as_reworded_and_still_flags_a_new_one():
    from resumes.trust import compare_documents

    old = {"basics": {"name": "Wang"}, "skills": [{"keywords": ["测量系统分析", "FMEA"]}]}
    new = {"basics": {"name": "Wang"}, "skills": [{"keywords": ["MSA", "FMEA"]}]}
    found = [f for f in compare_documents(old, new).findings if f.check == "skill_claimed"]
    assert found == []
    claimed = {"basics": {"name": "Wang"}, "skills": [{"keywords": ["MSA", "FMEA", "MI"]}]}
    found = [f for f in compare_documents(old, claimed).findings if f.check == "skill_claimed"]
    assert [f.params.get("skill") for f in found] == ["MI"]


def test_a_skill_written_by_a_short_form_with_several_meanings():
    from resumes.postings.match import match_text
    from resumes.trust import compare_documents

    old = {"basics": {"name": "Chen"}, "skills": [{"keywords": ["PS", "Excel"]}]}
    new = {"basics": {"name": "Chen"}, "skills": [{"keywords": ["Photoshop", "Excel"]}]}
    assert [f for f in compare_documents(old, new).findings if f.check == "skill_claimed"] == []
    posting = "Designer\nRequirements:\n- Proficient in Photoshop and Illustrator\n"
    found = {k.keyword: k.matched for k in match_text(old, posting).keywords}
    assert found.get("photoshop") is True and found.get("illustrator") is False, found
