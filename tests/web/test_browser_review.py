"""Review mode end to end in a real Chromium against a live Daphne and the HTTP fake provider:
switch it on, the agent proposes two edits, the preview shows them marked before anything is
saved, accept one and reject the other, check the preview and the revisions, and see that
the next turn's request tells the model what the person decided.

Set CVAGENT_SCREENSHOTS=1 to also save the states to docs/screenshots/.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Conversation, Proposal, Provider
from resumes import services
from resumes.models import Resume, ResumeRevision
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, watched_page
from tests.web.browser import send as _send
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in
from tests.web.browser import wait_idle as _wait_idle

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

POLISH = "Polish my headline and summary"
EMAIL = "Use my work email alex@globex.example"
OLD_LABEL = "Backend Engineer"
NEW_LABEL = "Principal Backend Engineer"
NEW_SUMMARY = "Backend engineer who increased revenue by 40% in six years."


def review_responder(body: dict[str, Any]) -> Reply:
    """Two CVEditor calls for POLISH; a short answer after the results, and to anything else."""
    messages = body.get("messages") or [{}]
    last = messages[-1] if isinstance(messages[-1], dict) else {}
    if last.get("role") == "tool":
        if "NOT applied" in str(last.get("content")):
            return Reply(content="I proposed two edits; they wait for you.", tokens=4)
        return Reply(content="Your email is updated.", tokens=4)
    if EMAIL in str(last.get("content") or ""):
        return Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={
                        "path": "basics.email",
                        "action": "update",
                        "value": "alex@globex.example",
                    },
                )
            ]
        )
    if POLISH in str(last.get("content") or ""):
        return Reply(
            content="Here are two edits.",
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.label", "action": "update", "value": NEW_LABEL},
                ),
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.summary", "action": "update", "value": NEW_SUMMARY},
                ),
            ],
        )
    return Reply(content="Noted.", tokens=2)


@pytest.fixture(scope="module")
def review_fake() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=review_responder) as server:
        yield server


@pytest.fixture
def page(browser, live_server_url, review_fake, transactional_db) -> Iterator[Any]:
    Capability.objects.update_or_create(
        slug="base",
        defaults={"name": "Resume editor", "tool_policy": "all", "tools": [], "is_active": True},
    )
    Provider.objects.update_or_create(
        slug="fake",
        defaults={
            "name": "Fake provider",
            "base_url": review_fake.base_url,
            "model": "fake-model",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    context, page, watch = watched_page(browser, live_server_url)
    yield page
    context.close()
    watch.assert_clean("review mode")


def _card(page, path: str):
    return page.locator(".proposal", has=page.locator(".proposal-path", has_text=path))


def _open(page, username: str = "ada"):
    user = UserFactory(username=username, password=PASSWORD)
    user.set_password(PASSWORD)
    user.save()
    resume = services.resume_create(owner=user, title="My CV", language="en", starter=True)
    _sign_in(page, username)
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    return user, resume


def test_direct_edit_shows_the_guards_warning_live_and_after_reload(page):
    _, resume = _open(page)
    _send(page, EMAIL)
    warning = ".guard-warning >> text=The email changed from"
    page.wait_for_selector(warning)
    _wait_idle(page)
    assert Resume.objects.get(pk=resume.pk).data["basics"]["email"] == "alex@globex.example"
    page.reload()
    page.wait_for_selector("#connection:not(.offline)")
    page.wait_for_selector(warning)
    assert "alex@globex.example" in page.inner_text(".guard-warning")
    assert not page.locator(".proposal").count()


def test_review_two_proposals_accept_one_reject_one(page, review_fake):
    user, resume = _open(page)

    # The switch is saved by an htmx post.
    with page.expect_response(lambda response: "/settings/" in response.url):
        page.check("#review-switch")
    conversation = Conversation.objects.get(resume=resume)
    assert conversation.review_edits is True

    _send(page, POLISH)
    page.wait_for_selector(".proposal[data-status=pending] >> nth=1")
    _wait_idle(page)
    page.wait_for_selector(".msg-assistant >> text=I proposed two edits")
    label, summary = _card(page, "basics.label"), _card(page, "basics.summary")
    assert label.locator(".diff ins").inner_text().strip() == "Principal"
    assert label.locator(".diff").inner_text() == NEW_LABEL
    assert "“40%” appears nowhere in the earlier version." in summary.inner_text()
    assert "2 proposed edits wait for you." in page.inner_text("#transcript")
    # Nothing is saved yet: the preview and the stored resume are as they were.
    assert OLD_LABEL in page.inner_text("#preview") and NEW_LABEL not in page.inner_text("#preview")
    assert Resume.objects.get(pk=resume.pk).version == 1

    # The preview with the pending edits applied, marked.
    label.locator("[data-action=preview]").click()
    page.wait_for_selector("#preview mark.pending-mark >> text=" + NEW_LABEL)
    assert "Preview with 2 pending edits, not saved" in page.inner_text("#preview-block")
    _shot(page, "review-proposals")

    # Accept the headline, reject the summary.
    label.locator("[data-action=accept]").click()
    page.wait_for_selector(f"#proposal-{_id(label)}[data-status=accepted]")
    page.wait_for_selector("#preview >> text=" + NEW_LABEL)
    assert not page.locator("#preview mark.pending-mark").count()
    summary = _card(page, "basics.summary")
    summary.locator("[data-action=reject]").click()
    page.wait_for_selector(f"#proposal-{_id(summary)}[data-status=rejected]")
    preview = page.inner_text("#preview")
    assert NEW_LABEL in preview and "increased revenue by 40%" not in preview
    _shot(page, "review-decided")

    stored = Resume.objects.get(pk=resume.pk)
    assert stored.version == 2
    assert stored.data["basics"]["label"] == NEW_LABEL
    assert "40%" not in stored.data["basics"]["summary"]
    (revision,) = ResumeRevision.objects.filter(resume=resume, version__gt=1)
    assert (revision.source, revision.approved_by_id) == ("agent", user.pk)
    page.click("#tab-revisions")
    page.wait_for_selector("#revisions-panel .rev-current >> text=approved by you")

    # The next turn tells the model what was decided.
    _send(page, "Thanks")
    page.wait_for_selector(".msg-assistant >> text=Noted.")
    _wait_idle(page)
    request = review_fake.chat_requests[-1]
    results = [m["content"] for m in request.messages if m.get("role") == "tool"]
    accepted_id, rejected_id = (
        p.pk for p in Proposal.objects.filter(conversation=conversation).order_by("pk")
    )
    told = "\n".join(results)
    assert f"proposal {accepted_id} (change basics.label): accepted by the person" in told
    assert f"proposal {rejected_id} (change basics.summary): rejected by the person" in told
    assert "Do not propose it again" in told
    assert NEW_LABEL in request.messages[0]["content"]  # the system prompt's resume
    assert review_fake.pairing_errors() == []


def _id(card) -> int:
    return int(card.get_attribute("data-proposal"))
