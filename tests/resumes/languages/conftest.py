"""Fixtures of the language-version tests: the `translate` capability as the migration seeds
it, the scripted translator behind the fake provider (real HTTP), a three-page resume."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Provider
from agent.seeds import seeded
from tests.resumes.languages.translator import Translator


def seed_translate_capability() -> Capability:
    values = {k: v for k, v in seeded("translate").items() if k != "slug"}
    capability, _ = Capability.objects.update_or_create(slug="translate", defaults=values)
    return capability


def _job(name: str, position: str, start: str, end: str, numbers: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "position": position,
        "url": f"https://{name.lower().replace(' ', '')}.example.com",
        "startDate": start,
        "endDate": end,
        "summary": f"{position} at {name}, working on payments, search and data pipelines.",
        "highlights": [
            f"Cut checkout latency by {numbers[0]} for the payments service",
            f"Led a team of {numbers[1]} engineers through a rewrite of the ingestion pipeline",
            f"Served {numbers[2]} daily users with a new search ranking model",
            "Mentored new hires and wrote the on-call handbook used by the whole department",
        ],
    }


def three_page_resume() -> dict[str, Any]:
    """About three pages once rendered: five jobs, two schools, three projects, skills."""
    return {
        "basics": {
            "name": "Lin Wei",
            "label": "Senior Engineer",
            "email": "lin.wei@example.com",
            "phone": "+86 138 0013 8000",
            "url": "https://linwei.example.com",
            "summary": "Backend engineer with 12 years of experience in payments and search.",
            "location": {"city": "Shanghai", "countryCode": "CN"},
        },
        "work": [
            _job("Globex", "Senior Engineer", "2021-03", "", ["30%", "8", "5 million"]),
            _job("Initech", "Tech Lead", "2018-03", "2021-02", ["45%", "6", "2 million"]),
            _job("Umbrella Labs", "Engineer", "2016-07", "2018-02", ["20%", "4", "800,000"]),
            _job("Hooli", "Engineer", "2014-01", "2016-06", ["15%", "3", "300,000"]),
            _job("Massive Dynamic", "Engineer", "2012-09", "2013-12", ["10%", "2", "50,000"]),
        ],
        "education": [
            {
                "institution": "Tsinghua University",
                "area": "Computer Science",
                "studyType": "Master",
                "startDate": "2010-09",
                "endDate": "2012-07",
                "score": "3.8",
            },
            {
                "institution": "Stanford University",
                "area": "Mathematics",
                "studyType": "Bachelor",
                "startDate": "2006-09",
                "endDate": "2010-06",
            },
        ],
        "projects": [
            {
                "name": "Ledger",
                "description": "An open-source double-entry ledger with 2,000 stars.",
                "url": "https://github.com/example/ledger",
                "startDate": "2019",
            },
            {
                "name": "Searchlight",
                "description": "A search relevance toolkit used by 40 teams.",
                "startDate": "2017",
            },
            {
                "name": "Pipes",
                "description": "Stream processing in Go, 10x faster than the old batch jobs.",
                "startDate": "2015",
            },
        ],
        "skills": [
            {"name": "Backend", "keywords": ["Go", "Python", "PostgreSQL"]},
            {"name": "Data", "keywords": ["Kafka", "Spark"]},
            {"name": "Leadership", "keywords": ["Hiring", "Mentoring"]},
        ],
    }


@pytest.fixture
def translator() -> Translator:
    return Translator()


@pytest.fixture
def fake_translator(translator) -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=translator) as server:
        yield server


@pytest.fixture
def provider(fake_translator, transactional_db) -> Provider:
    seed_translate_capability()
    return Provider.objects.create(
        slug="fake",
        name="Fake provider",
        base_url=fake_translator.base_url,
        model="fake-model",
        default_strategy="native",
        enabled=True,
    )
