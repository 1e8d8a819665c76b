"""What a job title says: how senior it is and which role it names, in English and Chinese.

"Sr. Software Engineer", "Senior Software Developer" and "高级软件工程师" are one title;
"Principal Engineer and Technical Lead" is more senior than "Structural Engineer, P.E.", and
"Financial Analyst" is another role than "Accountant". Words the tables do not know say
nothing, so an unknown title is never called inflated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from resumes.trust.normalize import plain

# Seniority: the highest level a title names (2 when it names none).
_LEVELS_EN: dict[str, float] = {
    "intern": 0,
    "trainee": 0,
    "apprentice": 0,
    "student": 0,
    "junior": 1,
    "jr": 1,
    "assistant": 1,
    "entry": 1,
    "graduate": 1,
    "senior": 3,
    "sr": 3,
    "experienced": 3,
    "lead": 4,
    "leader": 4,
    "principal": 4.5,
    "supervisor": 4,
    "charge": 4,
    "manager": 5,
    "head": 6,
    "director": 6,
    "vp": 7,
    "vice": 7,
    "evp": 7,
    "svp": 7,
    "chief": 8,
    "ceo": 8,
    "cto": 8,
    "cfo": 8,
    "coo": 8,
    "cmo": 8,
    "president": 8,
    "founder": 8,
}
_LEVELS_ZH: dict[str, float] = {
    "实习": 0,
    "助理": 1,
    "初级": 1,
    "高级": 3,
    "资深": 3,
    "组长": 4,
    "主管": 4,
    "负责人": 5,
    "经理": 5,
    "总经理": 7,
    "总监": 6,
    "副总裁": 7,
    "总裁": 8,
    "首席": 8,
    "合伙人": 8,
    "创始人": 8,
}
# A deputy or an assistant of a level is half a step below it ("Assistant Manager").
_DEPUTY = re.compile(r"\b(?:assistant|associate|deputy)\s+(?=\w)|副(?!总裁)|助理(?=\S)")
# Roles: each set is one role in its usual words; a title names the roles whose words it has.
_ROLES: tuple[frozenset[str], ...] = tuple(
    frozenset(words.split())
    for words in (
        "engineer engineering developer programmer swe 工程师 开发 程序员",
        "architect 架构师",
        "nurse nursing 护士 护理",
        "practitioner np 执业护师",
        "physician doctor md 医生 医师",
        "accountant accounting bookkeeper 会计 会计师",
        "auditor 审计",
        "analyst analytics 分析师 分析",
        "scientist 科学家",
        "teacher educator instructor tutor lecturer 教师 老师 讲师",
        "professor 教授",
        "designer design 设计师 设计",
        "sales seller salesperson account 销售",
        "marketer marketing 市场 营销",
        "recruiter recruiting talent hr 招聘 人力资源 人事",
        "lawyer attorney counsel solicitor paralegal 律师 法务",
        "planner planning 计划",
        "buyer procurement purchasing 采购",
        "logistics warehouse supply 物流 仓储 供应链",
        "product 产品",
        "project 项目",
        "consultant 顾问",
        "writer editor copywriter 编辑 文案",
        "technician 技术员",
        "specialist coordinator officer administrator 专员",
    )
)
_STAFF_ROLES = frozenset({0, 1, 8})  # engineer, architect, scientist


@dataclass(frozen=True)
class Title:
    text: str
    level: float
    roles: frozenset[int]


def _roles(value: str) -> frozenset[int]:
    return frozenset(
        index
        for index, words in enumerate(_ROLES)
        for word in words
        if (word in value if not word.isascii() else re.search(rf"\b{word}\b", value))
    )


def read_title(text: str) -> Title:
    """A title's level and the roles it names."""
    value = plain(text).replace(".", " ").replace("vice president", "vp")
    roles = _roles(value)
    levels = [_LEVELS_EN[word] for word in re.findall(r"[a-z]+", value) if word in _LEVELS_EN]
    # "Staff" ranks engineers and scientists ("Staff Engineer"), not accountants.
    if re.search(r"\bstaff\b", value) and roles & _STAFF_ROLES:
        levels.append(4)
    rest = value
    for word in sorted(_LEVELS_ZH, key=len, reverse=True):
        if word in rest:
            levels.append(_LEVELS_ZH[word])
            rest = rest.replace(word, " ")
    level = max(levels) if levels else 2.0
    if level >= 4 and _DEPUTY.search(value):
        level -= 0.5
    # "Senior" raises a manager too: "Senior Marketing Manager" is above "Marketing Manager".
    if level > 3 and 3 in levels:
        level += 0.25
    return Title(text=text, level=level, roles=roles)


def inflation(before: list[str], after: str) -> str | None:
    """ "senior" when `after` is more senior than every title of `before`, "role" when it names
    only roles none of them names, else None (the same title reworded, or unknown words)."""
    titles = [read_title(text) for text in before if plain(text)]
    if not titles or not plain(after):
        return None
    new = read_title(after)
    if new.level > max(title.level for title in titles):
        return "senior"
    known = frozenset().union(*(title.roles for title in titles))
    if new.roles and known and not new.roles & known:
        return "role"
    return None
