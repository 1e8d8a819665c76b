"""`skill_claimed` for a Chinese product name after a tool cue (`resumes/trust/zh_tools.py`):
使用钉钉, 在企业微信中, 使用汇联易系统 claim a tool; everyday words after the same cues
(通过电话, 在病房中, 在此基础上) claim nothing. guard29's own lines."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _resume(line: str) -> dict:
    return {
        "basics": {"name": "王芳", "label": "行政专员", "summary": "五年行政工作经验"},
        "work": [
            {
                "name": "上海华远贸易有限公司",
                "position": "行政专员",
                "startDate": "2019-05",
                "highlights": [line],
            }
        ],
    }


def _claimed(old: str, new: str) -> list[str]:
    findings = compare_documents(_resume(old), _resume(new)).findings
    return [f.params.get("skill", "") for f in findings if f.check == "skill_claimed"]


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        ("负责员工档案管理", "在企业微信中维护员工档案", "企业微信"),
        ("负责费用报销审核", "负责费用报销审核，使用汇联易系统", "汇联易"),
        ("负责会议安排", "通过飞书多维表格安排会议", "飞书多维表格"),
        ("负责客户回访", "负责客户回访，在北森系统中登记", "北森"),
    ],
)
def test_a_chinese_product_after_a_tool_cue_is_a_claim(old, new, name):
    assert _claimed(old, new) == [name]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("负责客户回访", "通过电话回访客户"),
        ("负责病区巡视", "在病房中巡视并记录"),
        ("负责优化报销流程", "在此基础上优化报销流程"),
        ("负责通知员工更新档案", "通过微信群通知员工更新档案"),
        ("使用企业微信维护员工档案", "在企业微信中维护员工档案"),
        ("基于财务报表撰写分析", "基于财报撰写分析"),  # the short form of the earlier words
    ],
)
def test_everyday_words_and_a_tool_the_earlier_line_names_are_no_claim(old, new):
    assert _claimed(old, new) == []
