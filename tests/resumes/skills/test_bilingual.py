"""Bilingual labels of tools and trades in the synonym layer (`data/concepts.txt`, the block
"match28"): a tool by its Chinese nickname, a method by its short form where the file lists
the meaning, a narrower term as evidence of its broader one only (A卡 is a 评分卡, not the
reverse), each group with its provenance in the file."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.bilingual import chinese_words, find_translation
from resumes.skills.concepts import CONCEPTS_FILE
from resumes.skills.index import index_document


def _found(resume_text: str, posting: str) -> dict[str, bool]:
    resume = {"work": [{"highlights": [resume_text]}]}
    return {k.keyword: k.matched for k in match_text(resume, posting).keywords}


def test_a_design_tool_is_matched_by_its_chinese_nickname_both_ways():
    posting = "室内设计师\n\n任职要求\n1. 熟练使用SketchUp、3ds Max\n"
    found = _found("精通草图大师与3DMAX，出图效率高", posting)
    assert found.get("sketchup") is True and found.get("3ds max") is True, found
    posting = "Industrial Designer\n\nRequirements\n- Rhino\n"
    assert _found("熟练使用犀牛建模", posting).get("rhino") is True


def test_a_method_is_matched_by_its_short_form_and_its_translation():
    posting = "风控建模分析师\n\n岗位职责\n1. 运用逻辑回归建模\n"
    assert _found("使用LR与XGBoost建模", posting).get("逻辑回归") is True
    assert _found("Built logistic regression models", posting).get("逻辑回归") is True
    assert _found("负责LR营销", "Marketer\n\nRequirements\n- Email\n") == {"email": False}


def test_a_narrower_term_shows_the_broader_one_not_the_reverse():
    posting = "风控建模分析师\n\n岗位职责\n1. 负责评分卡开发\n"
    assert _found("熟悉A卡、B卡全流程", posting).get("评分卡") is True
    posting = "风控建模分析师\n\n岗位职责\n1. 负责申请评分卡开发\n"
    found = _found("负责评分卡监控", posting)
    assert found and not any(found.values()), found


def test_the_block_says_where_each_group_comes_from():
    text = CONCEPTS_FILE.read_text(encoding="utf-8")
    block = text[text.index("# match28 (issue 28, job match)") :]
    groups: list[str] = []
    previous = ""
    for line in block.splitlines():
        if line.startswith("## "):
            if previous.startswith("## "):
                groups[-1] += " " + line[3:]  # a heading that runs on
            else:
                groups.append(line)
        previous = line
    assert len(groups) >= 8
    assert all("(" in group for group in groups), groups  # each names its source


# English <-> Chinese word by word (`resumes/skills/bilingual.py`, `data/words_zh.txt`)


def test_a_chinese_phrase_is_found_by_its_english_words_in_order():
    assert chinese_words("现场管理") == ("现场", "管理")
    assert chinese_words("sql注入") == ("sql", "注入")
    assert chinese_words("航线维修") == ()  # 航线 is no word of the glossary
    index = index_document({"work": [{"highlights": ["Led site management for 3 towers"]}]})
    assert find_translation(index, "现场管理") is not None
    assert find_translation(index, "合同管理") is None
    index = index_document({"skills": [{"keywords": ["SQL injection testing"]}]})
    assert find_translation(index, "sql注入") is not None
    # the words in the other order are another thing ("management site")
    index = index_document({"work": [{"highlights": ["management of the site budget"]}]})
    assert find_translation(index, "现场管理") is None


def test_an_english_phrase_is_found_by_its_chinese_words():
    index = index_document({"work": [{"highlights": ["负责合同审查与谈判"]}]})
    assert find_translation(index, "contract review") is not None
    assert find_translation(index, "review of contracts") is not None
    assert find_translation(index, "contract drafting") is None
    assert find_translation(index, "line maintenance") is None  # "line" is not in the list


def test_the_translation_counts_in_the_match_both_ways():
    posting = "现场工程师\n\n任职要求：\n1. 熟悉现场管理\n"
    assert _found("Site management on two hospital projects", posting).get("现场管理") is True
    posting = "Paralegal\n\nRequirements:\n- Contract review\n"
    assert _found("负责合同审核、归档", posting).get("contract review") is True
    assert _found("负责合同归档", posting).get("contract review") is False
