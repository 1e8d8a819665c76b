"""`skill_claimed` on Chinese lines (guard7, issue 28): a Latin abbreviation written where the
earlier clause spelled the thing out in Chinese is a rewording (not an abbreviation added
beside the words, put in place of fewer characters than it has letters, or with other new
words); and a new highlight's two new Chinese words side by side are one new thing even when
the words around them are known. Lines here are guard7's own, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents
from resumes.trust.in_place import written_in_place


def _resume(label: str, highlights: list[str]) -> dict:
    return {
        "basics": {"name": "王芳", "label": label},
        "work": [
            {
                "name": "江南实业有限公司",
                "position": label,
                "startDate": "2019-04",
                "highlights": highlights,
            }
        ],
    }


def _claims(label: str, old: list[str], new: list[str]) -> list[str]:
    found = compare_documents(_resume(label, old), _resume(label, new)).findings
    return [f.path for f in found if f.check == "skill_claimed"]


def test_an_abbreviation_in_place_of_its_chinese_words_is_wording() -> None:
    old = ["配合市场监管总局完成年度飞行检查"]
    assert _claims("质量工程师", old, ["配合SAMR完成年度飞行检查"]) == []


@pytest.mark.parametrize(
    "new",
    [
        "负责门店QMS运营",  # in place of 日常: fewer characters than letters
        "配合SAMR和市场监管总局完成年度飞行检查",  # beside the words, which stay
        "配合SAMR完成年度飞行检查和客户投诉处理",  # with other new words
    ],
)
def test_an_abbreviation_not_in_place_is_still_a_name(new: str) -> None:
    old = ["负责门店日常运营"] if "QMS" in new else ["配合市场监管总局完成年度飞行检查"]
    assert _claims("质量工程师", old, [new]) == ["work[0].highlights[0]"]


def test_written_in_place_reads_clauses() -> None:
    old = ["跟进客户投诉，配合市场监管总局完成年度飞行检查"]
    assert written_in_place("SAMR", "跟进客户投诉，配合SAMR完成年度飞行检查", old)
    assert not written_in_place("SAMR", "跟进客户投诉，配合SAMR完成年度飞行检查", ["跟进客户投诉"])
    assert not written_in_place("Samr", "配合Samr完成年度飞行检查", old)  # no abbreviation


@pytest.mark.parametrize("new", ["为社区老人开展认知障碍筛查", "为长者提供哀伤辅导服务"])
def test_two_new_chinese_words_in_a_new_highlight(new: str) -> None:
    old = ["为社区老人提供上门探访服务", "组织长者小组活动"]
    assert _claims("社工", old, [*old, new]) == ["work[0].highlights[2]"]


def test_a_new_highlight_of_known_words_claims_nothing() -> None:
    old = ["为社区老人提供上门探访服务", "组织长者小组活动"]
    assert _claims("社工", old, [*old, "为社区老人提供上门探访与陪诊服务"]) == []
