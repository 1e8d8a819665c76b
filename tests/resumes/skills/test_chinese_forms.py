"""Chinese forms of a term (`resumes/skills/chinese_forms.py`, issue 28, engineer match29): a
term without its last character (its kind: 证, 书), and a term that joins two words sharing
their last character (入离职 = 入职 + 离职)."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.chinese_forms import chinese_cores, find_shared_character, find_truncated
from resumes.skills.index import index_document


def _texts(*highlights: str):
    return index_document({"work": [{"highlights": list(highlights)}]}).texts


def test_a_term_without_its_last_character():
    assert find_truncated(_texts("办理排污许可申报"), "排污许可证") is not None
    assert find_truncated(_texts("办理排污申报"), "排污许可证") is None
    assert find_truncated(_texts("再保分出"), "再保险") is None  # four characters left at least


def test_two_words_sharing_their_last_character():
    assert find_shared_character(_texts("负责员工入职、离职手续"), "入离职手续") is not None
    assert find_shared_character(_texts("负责出库与入库登记"), "出入库") is not None
    assert find_shared_character(_texts("负责员工入职培训"), "入离职") is None
    assert find_shared_character(_texts("数据分析"), "数据分析") is None


def test_both_count_in_the_match():
    posting = "人事专员\n\n任职要求：\n1. 熟悉入离职手续\n2. 持有人力资源管理师证书\n"
    resume = {
        "work": [{"highlights": ["办理入职和离职手续"]}],
        "certificates": [{"name": "人力资源管理师"}],
    }
    found = {k.keyword: k.matched for k in match_text(resume, posting).keywords}
    assert found.get("入离职手续") is True, found


def test_a_chinese_compound_keeps_its_skill_without_a_scope_or_a_kind_of_work():
    assert "营养建议" in chinese_cores("基础营养建议")  # the scope before the skill
    assert "施工图" in chinese_cores("施工图审查")  # the kind of work after it
    assert "冷冻面团" in chinese_cores("冷冻面团研发")
    assert chinese_cores("博物馆策展") == ()  # one word left that the lexicon does not know
    assert "瑜伽教练" not in chinese_cores("瑜伽教练证书")  # a certificate keeps its kind
    assert chinese_cores("配方开发") == ()  # four characters: the term itself
    assert chinese_cores("python开发") == ()


def test_a_chinese_core_counts_in_the_match():
    posting = "私人教练\n\n任职要求：\n1. 能为会员提供基础营养建议\n2. 负责施工图审查\n"
    resume = {"work": [{"highlights": ["提供饮食指导与营养建议", "七年住宅施工图经验"]}]}
    found = {k.keyword: k.matched for k in match_text(resume, posting).keywords}
    assert found.get("基础营养建议") is True, found
    assert found.get("施工图审查") is True, found
    other = {"work": [{"highlights": ["负责会员销售"]}]}
    assert not any(k.matched for k in match_text(other, posting).keywords if "营养" in k.keyword)
    # an employer's name says nothing of the person's skills
    named = {"work": [{"name": "某省施工图设计院", "highlights": ["负责会员销售"]}]}
    found = {k.keyword: k.matched for k in match_text(named, posting).keywords}
    assert found.get("施工图审查") is not True, found
