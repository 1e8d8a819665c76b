"""Two small resumes, one English and one Chinese, for the guard's tests."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from resumes.trust import compare_documents

ENGLISH: dict[str, Any] = {
    "basics": {
        "name": "Ada Lovelace",
        "label": "Software Engineer",
        "email": "ada@example.com",
        "phone": "+44 20 7946 0000",
        "url": "https://ada.example.com",
        "summary": "Engineer with 8 years of experience in data platforms.",
        "location": {"city": "London", "countryCode": "GB"},
        "profiles": [{"network": "GitHub", "username": "ada", "url": "https://github.com/ada"}],
    },
    "work": [
        {
            "name": "Analytical Engines Ltd",
            "position": "Senior Engineer",
            "startDate": "2021-03",
            "highlights": [
                "Increased revenue by 40% by rebuilding the pricing service",
                "Led a team of 6 engineers",
                "Served 2,000 customers a day",
            ],
        },
        {
            "name": "Babbage & Co",
            "position": "Engineer",
            "startDate": "2017-09",
            "endDate": "2021-02",
            "highlights": ["Cut page load time from 3.2s to 1.1s"],
        },
    ],
    "volunteer": [{"organization": "Code Club", "position": "Mentor", "startDate": "2019"}],
    "education": [
        {
            "institution": "University of London",
            "area": "Mathematics",
            "studyType": "Bachelor",
            "startDate": "2013-09",
            "endDate": "2017-06",
            "score": "3.8/4.0",
        }
    ],
    "certificates": [{"name": "AWS Certified Developer", "date": "2020-05", "issuer": "AWS"}],
    "awards": [{"title": "Engineer of the Year", "date": "2022-12", "awarder": "Analytical"}],
    "projects": [{"name": "Difference Engine", "description": "A calculator for tables."}],
    "skills": [
        {"name": "Python", "keywords": ["Django", "pandas"]},
        {"name": "SQL", "keywords": ["PostgreSQL"]},
    ],
}

CHINESE: dict[str, Any] = {
    "basics": {
        "name": "李明",
        "label": "高级前端工程师",
        "email": "liming@example.com",
        "phone": "+86 138 0000 0000",
        "summary": "八年前端开发经验，带领过十人团队。",
        "location": {"city": "深圳", "countryCode": "CN"},
        "profiles": [{"network": "GitHub", "username": "liming"}],
    },
    "work": [
        {
            "name": "北京字节跳动科技有限公司",
            "position": "高级前端工程师",
            "startDate": "2021-03",
            "highlights": [
                "首屏加载时间缩短 45%",
                "日活跃商家超过 20 万",
                "覆盖 60 余个业务组件，被 12 个项目复用",
            ],
        },
        {
            "name": "美团",
            "position": "前端开发工程师",
            "startDate": "2016-07",
            "endDate": "2021-02",
            "highlights": ["回归测试时间从两天缩短到两小时"],
        },
    ],
    "education": [
        {
            "institution": "浙江大学",
            "area": "计算机科学与技术",
            "studyType": "本科",
            "startDate": "2012-09",
            "endDate": "2016-06",
        }
    ],
    "certificates": [{"name": "系统架构设计师", "date": "2020-11"}],
    "awards": [{"title": "年度优秀员工", "date": "2022-12"}],
    "projects": [{"name": "组件库", "description": "统一了团队的组件规范。"}],
    "skills": [{"name": "前端框架", "keywords": ["Vue", "React"]}],
}


def edited(document: dict[str, Any], edit: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    copied = copy.deepcopy(document)
    edit(copied)
    return copied


def found(document: dict[str, Any], edit: Callable[[dict[str, Any]], Any]) -> list[tuple]:
    """(check, path) of every finding after `edit`."""
    comparison = compare_documents(document, edited(document, edit))
    return [(finding.check, finding.path) for finding in comparison.findings]


def checks(document: dict[str, Any], edit: Callable[[dict[str, Any]], Any]) -> set[str]:
    return {check for check, _ in found(document, edit)}
