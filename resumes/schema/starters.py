"""New documents: the blank resume for the forms, and example resumes in English and Chinese."""

from __future__ import annotations

import copy
from typing import Any


def blank_document() -> dict[str, Any]:
    """An empty resume with the usual sections in place, ready for the forms."""
    return {
        "basics": {
            "name": "",
            "label": "",
            "email": "",
            "phone": "",
            "url": "",
            "summary": "",
            "location": {"city": "", "region": "", "countryCode": ""},
            "profiles": [],
        },
        "work": [],
        "education": [],
        "skills": [],
        "projects": [],
        "languages": [],
    }


_STARTER_EN: dict[str, Any] = {
    "basics": {
        "name": "Alex Morgan",
        "label": "Backend Engineer",
        "email": "alex.morgan@example.com",
        "phone": "+1 555 010 2030",
        "url": "https://alexmorgan.dev",
        "summary": (
            "Backend engineer with six years of experience building payment and data "
            "services in Python and Go. Enjoys turning slow, fragile systems into fast, "
            "boring ones."
        ),
        "location": {"city": "Portland", "region": "Oregon", "countryCode": "US"},
        "profiles": [
            {
                "network": "GitHub",
                "username": "alexmorgan",
                "url": "https://github.com/alexmorgan",
            },
            {
                "network": "LinkedIn",
                "username": "alex-morgan",
                "url": "https://www.linkedin.com/in/alex-morgan",
            },
        ],
    },
    "work": [
        {
            "name": "Northwind Payments",
            "position": "Senior Backend Engineer",
            "url": "https://northwind.example.com",
            "startDate": "2021-03",
            "summary": "Own the settlement service that moves merchants' money every night.",
            "highlights": [
                "Cut nightly settlement time from 4 hours to 25 minutes by batching ledger writes",
                "Led the move from cron jobs to a queue-based scheduler with retries and alerts",
                "Mentored three engineers through their first on-call rotations",
            ],
        },
        {
            "name": "Brightline Analytics",
            "position": "Software Engineer",
            "startDate": "2018-06",
            "endDate": "2021-02",
            "highlights": [
                "Built the event ingestion API handling 20,000 requests per second",
                "Reduced cloud costs by 30% by right-sizing databases and caching reports",
            ],
        },
    ],
    "education": [
        {
            "institution": "Oregon State University",
            "area": "Computer Science",
            "studyType": "Bachelor of Science",
            "startDate": "2014-09",
            "endDate": "2018-06",
        }
    ],
    "skills": [
        {"name": "Backend", "level": "Advanced", "keywords": ["Python", "Go", "Django", "gRPC"]},
        {"name": "Data", "level": "Advanced", "keywords": ["PostgreSQL", "Redis", "Kafka"]},
        {"name": "Operations", "level": "Intermediate", "keywords": ["Docker", "Terraform"]},
    ],
    "projects": [
        {
            "name": "ledger-lint",
            "description": "An open-source checker for double-entry ledger invariants.",
            "url": "https://github.com/alexmorgan/ledger-lint",
            "highlights": ["Used by two fintech start-ups in their CI pipelines"],
        }
    ],
    "languages": [
        {"language": "English", "fluency": "Native speaker"},
        {"language": "Spanish", "fluency": "Professional working proficiency"},
    ],
}

_STARTER_ZH: dict[str, Any] = {
    "basics": {
        "name": "李明",
        "label": "前端开发工程师",
        "email": "liming@example.com",
        "phone": "+86 138 0000 0000",
        "url": "https://liming.example.com",
        "summary": (
            "五年前端开发经验，熟悉 React 与 TypeScript，负责过日活百万级的电商页面。"
            "注重性能与可访问性，乐于和设计、后端同事一起把产品做扎实。"
        ),
        "location": {"city": "杭州", "region": "浙江", "countryCode": "CN"},
        "profiles": [
            {"network": "GitHub", "username": "liming", "url": "https://github.com/liming"}
        ],
    },
    "work": [
        {
            "name": "杭州云帆科技有限公司",
            "position": "高级前端工程师",
            "startDate": "2021-07",
            "summary": "负责商城交易链路的前端架构与性能优化。",
            "highlights": [
                "将商品详情页首屏时间从 3.2 秒降到 1.1 秒，转化率提升 8%",
                "主导组件库从 JavaScript 迁移到 TypeScript，线上报错减少 40%",
                "带领 4 人小组完成大促活动页的搭建平台",
            ],
        },
        {
            "name": "南京星河网络有限公司",
            "position": "前端工程师",
            "startDate": "2019-07",
            "endDate": "2021-06",
            "highlights": ["独立开发企业后台管理系统，覆盖 20 多个业务模块"],
        },
    ],
    "education": [
        {
            "institution": "南京大学",
            "area": "软件工程",
            "studyType": "本科",
            "startDate": "2015-09",
            "endDate": "2019-06",
        }
    ],
    "skills": [
        {"name": "前端", "level": "精通", "keywords": ["React", "TypeScript", "Vite"]},
        {"name": "工程化", "level": "熟练", "keywords": ["Webpack", "Jest", "CI/CD"]},
    ],
    "projects": [
        {
            "name": "开源图表组件 tiny-charts",
            "description": "面向移动端的轻量图表库。",
            "url": "https://github.com/liming/tiny-charts",
            "highlights": ["GitHub 获得 1,200 余个 Star"],
        }
    ],
    "languages": [
        {"language": "中文", "fluency": "母语"},
        {"language": "英语", "fluency": "CET-6，可阅读英文技术文档"},
    ],
}

_STARTERS = {"en": _STARTER_EN, "zh-hans": _STARTER_ZH}


def starter_document(language: str) -> dict[str, Any]:
    """A realistic example resume in `language` ("en" or "zh-hans") to start from."""
    try:
        return copy.deepcopy(_STARTERS[language])
    except KeyError:
        raise ValueError(
            f"no starter resume in {language!r}; choose one of: {', '.join(_STARTERS)}"
        ) from None
