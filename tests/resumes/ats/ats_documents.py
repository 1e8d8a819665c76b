"""Resumes for the ATS check's tests: a clean one in English and in Chinese, and the HTML of
a theme with its letter spacing set on purpose (or taken away), independent of shipped CSS."""

from __future__ import annotations

import copy
from typing import Any

from resumes.rendering import render_resume_html

CLEAN_EN: dict[str, Any] = {
    "basics": {
        "name": "Grace Hopper",
        "label": "Backend Engineer",
        "email": "grace@example.com",
        "phone": "+1 555 010 2030",
        "summary": "Backend engineer with eight years of building payment systems in Python "
        "and Go, who likes measured results and calm on-call weeks.",
        "location": {"city": "Boston", "countryCode": "US"},
    },
    "work": [
        {
            "name": "Northwind Payments",
            "position": "Senior Backend Engineer",
            "startDate": "2020-03",
            "highlights": [
                "Cut payment latency by 40% by moving settlement to an event queue",
                "Led a team of 5 engineers through a zero-downtime database migration",
                "Reduced cloud costs by $120k a year with autoscaling rules",
            ],
        },
        {
            "name": "Contoso Retail",
            "position": "Software Engineer",
            "startDate": "2016-09",
            "endDate": "2020-02",
            "highlights": [
                "Built an inventory service handling 2 million requests a day",
                "Raised test coverage from 35% to 85% across 12 services",
            ],
        },
    ],
    "education": [
        {
            "institution": "Yale University",
            "studyType": "Bachelor",
            "area": "Mathematics",
            "startDate": "2012-09",
            "endDate": "2016-06",
        }
    ],
    "skills": [{"name": "Languages", "keywords": ["Python", "Go", "SQL"]}],
}

CLEAN_ZH: dict[str, Any] = {
    "basics": {
        "name": "李雷",
        "label": "后端开发工程师",
        "email": "lilei@example.com",
        "phone": "138 0013 8000",
        "summary": "六年后端开发经验，熟悉 Python 与 Go，负责过日均千万级请求的支付系统。",
    },
    "work": [
        {
            "name": "星辰科技",
            "position": "高级后端工程师",
            "startDate": "2019-07",
            "highlights": [
                "将支付接口延迟降低 40%，支撑日均 1000 万次请求",
                "带领 5 人小组完成数据库零停机迁移",
                "通过自动扩缩容每年节省云成本 80 万元",
            ],
        },
        {
            "name": "蓝海网络",
            "position": "后端工程师",
            "startDate": "2016-07",
            "endDate": "2019-06",
            "highlights": ["搭建库存服务，日处理 200 万次请求", "将测试覆盖率从 35% 提升到 85%"],
        },
    ],
    "education": [
        {
            "institution": "浙江大学",
            "studyType": "学士",
            "area": "计算机科学",
            "startDate": "2012-09",
            "endDate": "2016-06",
        }
    ],
    "skills": [{"name": "编程语言", "keywords": ["Python", "Go", "SQL"]}],
}


def clean(language: str = "en") -> dict[str, Any]:
    return copy.deepcopy(CLEAN_ZH if language.startswith("zh") else CLEAN_EN)


def themed_html(data: dict[str, Any], *, language: str, theme: str, extra_css: str) -> str:
    """The theme's standalone document with `extra_css` last, so it wins."""
    html = str(render_resume_html(data, theme=theme, language=language, standalone=True))
    return html.replace("</head>", f"<style>{extra_css}</style></head>", 1)


NO_LETTER_SPACING = "* { letter-spacing: 0 !important; }"
SPACED_HEADINGS = "h2, .cv-heading { letter-spacing: .3em !important; }"
