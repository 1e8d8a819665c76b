"""What the page walk and the ordinary-use test in Chromium share
(`test_browser_pages.py`, `test_browser_ordinary_use.py`): a staff person with every kind of
page to see (`world`), and the fake provider that answers them
(`pages_fake`); both registered for the web tests in `tests/web/conftest.py`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, EvalResult
from tests.web.browser import PASSWORD, fake_provider, small_evaluation

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 860}
POLISH = "Polish my headline"
POSTING = """Senior Backend Engineer
Requirements:
- Experience with Python, Django and Postgres
- Knowledge of Terraform
"""
LETTER = "Dear Globex team,\n\nI built Python services on PostgreSQL.\n\nAlex Morgan"
MARKDOWN = b"""# Ada Lovelace

**Software Engineer**

ada@example.com | London, UK

## Experience

### Senior Engineer | Analytical Engines Ltd
*Mar 2021 - Present*

- Cut checkout latency from 1.8 s to 420 ms
"""


def responder(body: dict[str, Any]) -> Reply:
    """One CVEditor call for POLISH (a proposal in review mode), a short answer otherwise."""
    messages = body.get("messages") or [{}]
    last = messages[-1] if isinstance(messages[-1], dict) else {}
    if last.get("role") == "tool":
        return Reply(content="I proposed a headline; it waits for you.", tokens=4)
    if POLISH in str(last.get("content") or ""):
        return Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.label", "action": "update", "value": "Principal"},
                )
            ]
        )
    return Reply(content="Noted.", tokens=2)


@pytest.fixture(scope="module")
def pages_fake() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=responder) as server:
        yield server


@dataclass
class World:
    """One staff person with every kind of page to see."""

    master: Any
    version: Any
    posting: Any
    imported: Any
    share_url: str
    conversation: Any
    provider: Any
    eval_run: Any
    eval_result: Any
    jobs: dict[str, str]
    language: Any = None


@pytest.fixture
def world(transactional_db, pages_fake) -> World:
    from agent.api.keys import create_api_key
    from agent.tailoring import start_tailoring
    from resumes import services
    from resumes.importing.service import import_resume
    from resumes.postings.services import cover_letter_save, posting_create
    from resumes.sharing import share_link_create
    from tests.factories import UserFactory

    provider = fake_provider(pages_fake)
    for slug, name in (("tailor", "Job tailoring"), ("cover-letter", "Cover letter")):
        Capability.objects.update_or_create(
            slug=slug, defaults={"name": name, "tool_policy": "all", "is_active": True}
        )
    user = UserFactory(username="ada", is_staff=True, is_superuser=True)
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Master CV", language="en", starter=True)
    posting = posting_create(
        owner=user,
        title="Senior Backend Engineer, Payments Platform Infrastructure",
        company="Globex Corporation",
        description=POSTING,
    )
    version, conversation = start_tailoring(master=master, posting=posting)
    # The master moves on: version 2 to compare, a change for the version to take over.
    services.resume_apply_edit(
        resume=master, path="basics.label", action="update", value="Staff Engineer", source="user"
    )
    cover_letter_save(version=version, text=LETTER, findings=[])
    imported = import_resume(owner=user, raw=MARKDOWN, filename="resume.md")
    create_api_key(
        owner=user, name="The MCP client on my work laptop", scope="write", expires_days=30
    )
    link = share_link_create(resume=master, expiry="7d")
    # A Chinese version of the master (a linked copy: no translation needed to see its pages).
    from resumes.languages.services import term_save
    from resumes.languages.services import version_create as language_version_create

    language = language_version_create(master=master, language="zh-hans")
    term_save(owner=user, language="zh-hans", term="Globex Corporation", translation="环球公司")
    # Two background jobs waiting for a worker (none runs here): their pages follow them.
    from agent.tasks.maintenance import repair_all_histories
    from agent.tasks.pushdown import push_down_all

    jobs = {
        "pushdown": str(push_down_all.enqueue(master_id=master.pk, user_id=user.pk).id),
        "repair": str(repair_all_histories.enqueue().id),
    }
    run = small_evaluation()
    result = EvalResult.objects.filter(cell__eval_run=run).first()
    return World(
        master=master,
        version=version,
        posting=posting,
        imported=imported,
        share_url=f"/s/{link.token}/",
        conversation=conversation,
        provider=provider,
        eval_run=run,
        eval_result=result,
        jobs=jobs,
        language=language,
    )


# At phone width the resume page (and the playground) shows one pane: these tabs switch.
RESUME = ".mobile-tabs [data-view=resume]"
CHAT = ".mobile-tabs [data-view=chat]"
