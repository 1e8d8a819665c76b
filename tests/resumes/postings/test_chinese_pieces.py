"""Chinese requirement and duty lines cut into the noun phrases they ask for (issue 28, fourth
round, `resumes/postings/requirements.py` and `keywords.py`): a verb of use before the skill
(运用, 使用, 基于, 办理, 监控), examples before their kind ("X等Y"), what is done to a thing
("X的优化" asks for X), a Latin name after a Chinese duty ("监控模型KS"), and 落地 / 上线 after
the skill."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.requirements import examples_and_kind, of_phrase


def _keywords(text: str) -> list[str]:
    return [k.keyword for k in extract_keywords(text)]


def test_a_verb_of_use_is_no_part_of_the_skill():
    found = _keywords(
        "风控建模分析师\n\n岗位职责\n1. 运用逻辑回归、XGBoost建模\n2. 办理外汇结售汇\n"
    )
    assert "逻辑回归" in found, found
    assert "运用逻辑回归" not in found and "办理外汇结售汇" not in found, found


def test_examples_before_their_kind_are_both_asked_for():
    assert examples_and_kind("银行承兑汇票等票据") == ["银行承兑汇票", "票据"]
    assert examples_and_kind("二等奖") == ["二等奖"]  # a word with 等 inside
    found = _keywords("资金专员\n\n岗位职责\n1. 管理银行承兑汇票等票据的开立与贴现\n")
    assert "银行承兑汇票" in found and "票据" in found, found


def test_what_is_done_to_a_thing_asks_for_the_thing():
    assert of_phrase("排序模型的优化") == "排序模型"
    assert of_phrase("仓库的入库") == "入库"  # 入库 is the skill here, not the warehouse
    found = _keywords("推荐算法工程师\n\n工作内容\n- 负责推荐系统召回与排序模型的优化\n")
    assert "排序模型" in found, found
    assert "优化" not in found, found


def test_a_latin_name_after_a_chinese_duty_is_the_keyword():
    found = _keywords("风控建模分析师\n\n岗位职责\n1. 监控模型KS、PSI等指标\n")
    assert "ks" in found and "psi" in found, found
    assert "监控模型ks" not in found and "ks psi" not in found, found


def test_deployment_words_after_a_skill_are_trimmed():
    found = _keywords("推荐算法工程师\n\n优先考虑\n- 有图神经网络落地经验\n- 有司库系统上线经验\n")
    assert "图神经网络" in found, found
    assert not any(k.endswith(("落地", "上线")) for k in found), found


def test_region_period_and_improvement_words_are_trimmed():
    found = _keywords(
        "渠道销售经理\n\n工作内容\n- 负责区域经销商管理\n- 推动铺货率提升\n- 完成年度销售目标\n"
        "任职资格\n- 持C1驾照\n"
    )
    assert "铺货率" in found and "销售目标" in found, found
    assert "c1驾照" in found, found
    leads = ("区域", "年度", "持", "任职")
    assert not any(k.startswith(leads) or k.endswith("提升") for k in found), found
