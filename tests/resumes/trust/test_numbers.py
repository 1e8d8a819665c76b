"""How the guard reads numbers in English and Chinese (the table in docs/trust.md)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from resumes.trust.numbers import numbers_in, parse_chinese_numeral


def values(text: str) -> list[tuple[Decimal, bool]]:
    return [(number.value, number.percent) for number in numbers_in(text)]


@pytest.mark.parametrize(
    "text, value",
    [
        ("2000 users", 2000),
        ("2,000 users", 2000),
        ("2k users", 2000),
        ("2 thousand users", 2000),
        ("两千行代码", 2000),
        ("50,000", 50000),
        ("5万", 50000),
        ("日活超过 5 万", 50000),
        ("服务五万用户", 50000),
        ("50k", 50000),
        ("$2M a year", 2_000_000),
        ("2 million", 2_000_000),
        ("200万", 2_000_000),
        ("1.5亿", 150_000_000),
        ("一亿五千万元", 150_000_000),
        ("3年", 3),
        ("三年", 3),
        ("3 years", 3),
        ("10x faster", 10),
        ("3倍", 3),
        ("100ms", 100),
        ("2GB", 2),
        ("二十余个", 20),
        ("２０２１年３月", 2021),
        ("二〇二一年", 2021),
        ("3.8/4.0", Decimal("3.8")),
    ],
)
def test_amounts_are_read_with_their_scale(text, value):
    assert values(text)[0] == (Decimal(value), False)


@pytest.mark.parametrize(
    "text", ["30%", "30 %", "30 percent", "30 per cent", "百分之三十", "百分之30", "三成", "３０％"]
)
def test_percentages_in_every_form_are_the_same_percentage(text):
    assert values(text) == [(Decimal(30), True)]


@pytest.mark.parametrize(
    "text",
    [
        "5G networks",
        "3D printing",
        "1st place",
        "H100 GPUs",
        "K8s",
        "v2.3.1",
        "一个平台",
        "统一接口",
        "一起",
        "万一",
        "千万不要",
        "十分重要",
        "三星",
        "百度",
        "十万火急",
        "三四个人",
    ],
)
def test_names_and_words_are_not_numbers(text):
    assert values(text) == []


def test_every_number_of_a_sentence_is_read_in_order():
    assert values("从 3.2 秒降到 1.1 秒，转化率提升 8%") == [
        (Decimal("3.2"), False),
        (Decimal("1.1"), False),
        (Decimal(8), True),
    ]
    assert [n.text for n in numbers_in("Cut costs 30% for 2,000 clients in 2021")] == [
        "30%",
        "2,000",
        "2021",
    ]


@pytest.mark.parametrize(
    "run, value",
    [
        ("十", 10),
        ("十五", 15),
        ("三十五", 35),
        ("一百二十", 120),
        ("两千", 2000),
        ("二十万", 200_000),
    ],
)
def test_chinese_numerals(run, value):
    assert parse_chinese_numeral(run) == value


def _metric_findings(old: str, new: str) -> list[str]:
    from resumes.trust import compare_documents

    def doc(line: str) -> dict:
        return {"work": [{"name": "Acme", "position": "Analyst", "highlights": [line]}]}

    return [f.check for f in compare_documents(doc(old), doc(new)).findings]


@pytest.mark.parametrize(
    "old, new",
    [
        ("Doubled sign-ups in a year", "Grew sign-ups 100% in a year"),
        ("Doubled sign-ups in a year", "Grew sign-ups 2x in a year"),
        ("Tripled revenue", "Grew revenue 200%"),
        ("Reduced churn by half", "Cut churn 50%"),
        ("Cut cost by a third", "Cut cost by 33%"),
        ("销售额翻了一番", "销售额增长100%"),
        ("退货率减半", "退货率降低50%"),
    ],
)
def test_growth_said_in_words_backs_the_same_figure(old, new):
    assert _metric_findings(old, new) == []


@pytest.mark.parametrize(
    "old, new",
    [
        ("Doubled sign-ups in a year", "Grew sign-ups 300% in a year"),
        ("Cut costs", "Cut costs 50%"),
        ("销售额翻了一番", "销售额增长200%"),
    ],
)
def test_another_figure_is_still_invented(old, new):
    assert _metric_findings(old, new) == ["metric_invented"]


def test_a_school_grade_is_no_number_of_years():
    assert values("为二年级学生授课") == []
    assert values("二年经验") == [(Decimal(2), False)]
    assert _metric_findings("Taught phonics to 2nd graders", "为二年级学生教授自然拼读") == []
