"""Every page in a real Chromium, in English and in Chinese, at laptop width (1366 px) and at
phone width (390 x 844): ordinary use (a chat turn, an edit proposed and shown in the preview,
a share link, a change of the resume, the admin's Probe) leaves no console error, no uncaught
error, no Content-Security-Policy violation and no failed request (the favicon included); at
phone width no page is wider than the screen and every main action of a page lies inside it
and takes a click."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, EvalResult
from resumes.models import Resume
from tests.web.browser import (
    PASSWORD,
    fake_provider,
    sign_in,
    small_evaluation,
    user_with_resume,
    watched_page,
)
from tests.web.browser import shot as _shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

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
def fake() -> Iterator[FakeLLMServer]:
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


@pytest.fixture
def world(transactional_db, fake) -> World:
    from agent.api.keys import create_api_key
    from agent.tailoring import start_tailoring
    from resumes import services
    from resumes.importing.service import import_resume
    from resumes.jobs.services import cover_letter_save, posting_create
    from resumes.sharing import share_link_create
    from tests.factories import UserFactory

    provider = fake_provider(fake)
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
    # Two background jobs waiting for a worker (none runs here): their pages follow them.
    from agent.jobs.maintenance import repair_all_histories
    from agent.jobs.pushdown import push_down_all

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
    )


@dataclass
class Spot:
    """A page, what says it is there, what to click to reach its part (a tab, a menu), and
    its main actions (selectors). At phone width `view` is clicked first: the resume page
    shows either the chat or the resume."""

    name: str
    path: str
    ready: str
    actions: tuple[str, ...] = ()
    clicks: tuple[str, ...] = ()
    view: str = ""
    phone_only: bool = False
    status: int = 200
    shot: str = ""  # docs/screenshots/phone-<shot>.png, in English (CVAGENT_SCREENSHOTS=1)


SIGNED_OUT = [
    Spot("sign in", "/accounts/signin/", "#id_username", ("main form button[type=submit]",)),
    Spot("sign up", "/accounts/signup/", "#id_username", ("main form button[type=submit]",)),
    Spot("admin sign in", "/admin/login/", "#login-form", ("#login-form input[type=submit]",)),
]


RESUME = ".mobile-tabs [data-view=resume]"
CHAT = ".mobile-tabs [data-view=chat]"
HEAD = ("#resume-title summary", ".ws-head .menu > summary.btn", "#tab-preview", "#tab-share")
ACCOUNT = ".topbar-end details.menu > summary"


def spots(world: World) -> list[Spot]:
    master, version, posting = world.master.pk, world.version.resume_id, world.posting.pk
    letter = f"/chat/versions/{world.version.pk}/cover-letter/"
    return [
        Spot(
            "dashboard",
            "/",
            "#resume-grid",
            (
                ".topnav a >> nth=1",
                "[data-open-dialog] >> nth=0",
                ".resume-card .actions summary >> nth=0",
                ".resume-card .actions button >> nth=-1",
            ),
        ),
        Spot(
            "account menu",
            "/",
            "#resume-grid",
            (".menu-panel a[href$='/api-keys/']", ".menu-panel button.menu-item"),
            clicks=(ACCOUNT,),
        ),
        Spot(
            "account menu, staff links",
            "/",
            "#resume-grid",
            tuple(f".menu-panel .menu-staff >> nth={n}" for n in range(4)),
            clicks=(ACCOUNT,),
            phone_only=True,
            shot="account-menu",
        ),
        Spot(
            "resume chat",
            f"/resumes/{master}/",
            "#composer-text",
            ("#composer-text", "#send-button", "#capability-select", "#review-switch"),
            view=CHAT,
        ),
        Spot("resume", f"/resumes/{master}/", "#preview", HEAD, view=RESUME),
        Spot(
            "resume editor",
            f"/resumes/{master}/",
            "#preview",
            ("#section-work form.entry >> nth=0 >> button[type=submit]",),
            clicks=("#tab-edit", "#details-work summary"),
            view=RESUME,
        ),
        Spot(
            "resume history",
            f"/resumes/{master}/",
            "#preview",
            ("#compare-button", ".rev-compare-link >> nth=0"),
            clicks=("#tab-revisions",),
            view=RESUME,
        ),
        Spot(
            "resume theme",
            f"/resumes/{master}/",
            "#preview",
            ("#theme-form .theme-option >> nth=-1",),
            clicks=("#tab-theme",),
            view=RESUME,
        ),
        Spot(
            "resume share",
            f"/resumes/{master}/",
            "#preview",
            ("#share-panel form button[type=submit]", "#share-panel .share-link a.btn"),
            clicks=("#tab-share",),
            view=RESUME,
        ),
        Spot(
            "tailored version",
            f"/resumes/{version}/",
            "#preview",
            HEAD,
            view=RESUME,
            shot="tailored-version",
        ),
        Spot(
            "import report",
            f"/resumes/{world.imported.pk}/?imported=1",
            "#panel-import",
            ("#tab-import", "a.import-original"),
            view=RESUME,
        ),
        Spot("history compare", f"/resumes/{master}/revisions/compare/?old=1&new=2", "main", ()),
        Spot(
            "jobs",
            "/jobs/",
            "#posting-form",
            ("#job-table a >> nth=0", "#posting-form button[type=submit]"),
            shot="jobs",
        ),
        Spot(
            "posting",
            f"/jobs/{posting}/",
            "#job-versions",
            (
                "#posting-export",
                "#job-resumes button >> nth=0",
                "#job-versions a >> nth=-1",
                "#posting-edit button[type=submit]",
            ),
        ),
        Spot(
            "version changes",
            f"/jobs/versions/{world.version.pk}/",
            "#pushdown-list",
            ("#pushdown-list button >> nth=0", "#pushdown form button >> nth=-1"),
        ),
        Spot(
            "cover letter",
            letter,
            "#letter-text",
            (
                "#write-letter",
                "#letter-text",
                "#letter-text ~ button",
                "#letter-exports a >> nth=-1",
            ),
        ),
        Spot(
            "share links",
            f"/resumes/{master}/share/",
            "#share-panel",
            ("#share-panel form button[type=submit]", "#share-panel .inline-revoke button"),
        ),
        Spot("public share", world.share_url, ".share-download", (".share-download",)),
        Spot(
            "api keys",
            "/settings/api-keys/",
            ".keys-table",
            ("main form button[type=submit] >> nth=0", ".keys-table button"),
            shot="api-keys",
        ),
        Spot("mcp", "/settings/mcp/", "main", ()),
        Spot("api docs", "/api/v1/docs", ".opblock-summary", (".opblock-summary >> nth=0",)),
        Spot("password", "/accounts/password/", "main form", ("main form button[type=submit]",)),
        Spot("playground", "/chat/playground/", "#composer-text", ("#composer-text",), view=CHAT),
        Spot("evaluation", "/staff/evaluation/", "#eval-runs", ("#eval-runs a >> nth=0",)),
        Spot(
            "evaluation run",
            f"/staff/evaluation/{world.eval_run.pk}/",
            "#eval-cells",
            ("#eval-results a >> nth=0",),
        ),
        Spot(
            "evaluation result",
            f"/staff/evaluation/results/{world.eval_result.pk}/",
            "#eval-verdict",
            (),
        ),
        Spot("usage", "/staff/usage/", "#usage-totals", ("#usage-filters button[type=submit]",)),
        Spot("maintenance", "/chat/maintenance/", "main", ("main form button[type=submit]",)),
        Spot("maintenance job", f"/chat/jobs/{world.jobs['repair']}/", "#job-progress", ()),
        Spot(
            "versions update job",
            f"/chat/pushdowns/{world.jobs['pushdown']}/",
            "#job-progress",
            ("main a >> nth=0",),
        ),
        Spot("not found", "/no/such/page/", "main", ("main a.btn",), status=404),
        Spot("admin", "/admin/", "#content", ()),
        Spot(
            "admin provider",
            f"/admin/agent/provider/{world.provider.pk}/change/",
            "#content",
            ("#probe-button", "input[name=_save]"),
        ),
        Spot(
            "admin conversation",
            f"/admin/agent/conversation/{world.conversation.pk}/change/",
            "#content",
            (),
        ),
    ]


# The widest thing on the page and everything that sticks out on the right.
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width && box.right > width + 1) {
      const name = `${el.tagName.toLowerCase()}#${el.id}.${el.className}`;
      out.push(`${name} right=${Math.round(box.right)}`);
    }
  }
  return {scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 8)};
}"""


def _phone_problems(page: Any, spot: Spot) -> list[str]:
    problems = []
    measured = page.evaluate(OVERFLOW)
    if measured["scroll"] > PHONE["width"]:
        problems.append(f"{spot.name}: {measured['scroll']} px wide: {measured['out']}")
    for selector in spot.actions:
        action = page.locator(selector).first
        try:
            action.click(trial=True, timeout=10_000)  # visible, enabled, and it gets the click
        except Exception as error:
            problems.append(f"{spot.name}: {selector} takes no click: {str(error)[:300]}")
            continue
        box = action.bounding_box()
        if box is None or box["x"] < 0 or box["x"] + box["width"] > PHONE["width"] + 0.5:
            problems.append(f"{spot.name}: {selector} outside the screen: {box}")
    return problems


def _walk(
    page: Any, watch: Any, spots: list[Spot], *, phone: bool, shots: bool = False
) -> list[str]:
    problems: list[str] = []
    for spot in spots:
        if spot.phone_only and not phone:
            continue
        response = page.goto(spot.path)
        assert response is not None and response.status == spot.status, spot
        page.wait_for_selector(spot.ready, state="attached")
        if not page.locator("link[rel=icon]").count():
            problems.append(f"{spot.name}: names no icon")
        if phone and spot.view:
            page.click(spot.view)
        for selector in spot.clicks:
            page.click(selector)
        if phone and shots and spot.shot:
            _shot(page, f"phone-{spot.shot}")
        if phone:
            problems += _phone_problems(page, spot)
        seen = watch.take()
        if spot.status != 200:  # the page's own answer, and the browser saying so
            seen = [p for p in seen if str(spot.status) not in p]
        problems += [f"{spot.name}: {p}" for p in seen]
    return problems


@pytest.mark.parametrize("language", ["en", "zh-hans"])
@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366", "390"])
def test_every_page_clean_and_reachable(browser, live_server_url, world, language, viewport):
    context, page, watch = watched_page(
        browser, live_server_url, viewport=viewport, is_mobile=viewport is PHONE
    )
    phone = viewport is PHONE
    page.goto("/accounts/signin/")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    problems = _walk(page, watch, SIGNED_OUT, phone=phone)
    sign_in(page, "ada")
    problems += watch.take() + _walk(page, watch, spots(world), phone=phone, shots=language == "en")
    # What a browser asks for by itself where a page names no icon (a PDF, the API docs).
    icon = page.request.get("/favicon.ico")
    assert icon.ok and icon.headers["content-type"] == "image/x-icon"
    context.close()
    assert not problems, "\n".join(problems)


def _in_view(page: Any, selector: str, phone: bool) -> None:
    """At phone width, the resume page shows the chat or the resume: the one `selector` is in."""
    if phone:
        chat = page.locator(".chat-pane").locator(selector).count()
        page.click(CHAT if chat else RESUME)


@pytest.mark.parametrize(
    ("language", "viewport"), [("en", LAPTOP), ("zh-hans", PHONE)], ids=["en-1366", "zh-390"]
)
def test_ordinary_use_leaves_no_console_error(
    browser, live_server_url, world, fake, language, viewport
):
    """A person without any job posting chats and edits, shares, opens the share link; the
    staff person reviews a tailored version's proposal (shown in the preview, then accepted),
    opens its cover letter and probes a provider in the admin."""
    phone = viewport is PHONE
    plain = user_with_resume("grace", title="Grace's CV")
    context, page, watch = watched_page(
        browser, live_server_url, viewport=viewport, is_mobile=phone
    )
    sign_in(page, "grace")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    page.goto(f"/resumes/{plain.pk}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.fill("#composer-text", POLISH)  # applied at once: the page refreshes its panels
    page.press("#composer-text", "Enter")
    page.wait_for_selector('#composer-state[data-running="false"]')
    _in_view(page, "#preview", phone)
    page.wait_for_selector("#preview >> text=Principal")
    page.click("#tab-share")
    page.click("#share-panel form button[type=submit]")
    page.wait_for_selector("#share-panel input.share-url")
    share_url = page.input_value("#share-panel input.share-url")
    # The person makes a text box taller by its corner (the browser sets its style attribute),
    # then saves: htmx puts the new form in place without copying that attribute over.
    page.click("#tab-edit")
    page.click("#details-work summary")
    box = page.locator("#section-work form.entry >> nth=0 >> textarea >> nth=0")
    box.scroll_into_view_if_needed()
    edge = box.bounding_box()
    corner = (edge["x"] + edge["width"] - 2, edge["y"] + edge["height"] - 2)
    page.mouse.move(*corner)
    page.mouse.down()
    page.mouse.move(corner[0], corner[1] + 60, steps=5)
    page.mouse.up()
    assert "height" in (box.get_attribute("style") or "")
    box.fill("Led the payments team")
    page.click("#section-work form.entry >> nth=0 >> button[type=submit]")
    page.wait_for_selector("#section-work .saved-note")
    page.click("#tab-theme")
    page.check("#theme-form input[value=modern]")
    page.wait_for_selector("#preview .cv--modern", state="attached")
    watch.assert_clean("a resume without postings: chat, share, theme")
    page.goto(share_url)
    page.wait_for_selector(".share-download")
    watch.assert_clean("the public share page")

    page.context.clear_cookies()
    sign_in(page, "ada")
    if language != "en":
        page.select_option("#lang-select", language)
        page.wait_for_selector(f"html[lang={language}]")
    page.goto(f"/resumes/{world.version.resume_id}/")
    page.wait_for_selector("#connection:not(.offline)")
    page.fill("#composer-text", POLISH)  # review mode: a proposal
    page.press("#composer-text", "Enter")
    page.wait_for_selector(".proposal[data-status=pending]")
    page.wait_for_selector('#composer-state[data-running="false"]')
    page.click(".proposal [data-action=preview]")
    _in_view(page, "#preview-block", phone)
    page.wait_for_selector("#preview-block.preview-pending")
    page.click("#preview-block [data-action=saved-preview]")
    page.wait_for_selector("#preview-block:not(.preview-pending)")
    _in_view(page, ".proposal", phone)
    page.click(".proposal [data-action=accept]")
    page.wait_for_selector(".proposal[data-status=accepted]")
    _in_view(page, "#match-panel", phone)
    page.wait_for_selector("#match-panel >> #match-posting")
    assert Resume.objects.get(pk=world.version.resume_id).data["basics"]["label"] == "Principal"
    watch.assert_clean("a tailored version: proposal, preview, accept")
    page.goto(f"/chat/versions/{world.version.pk}/cover-letter/")
    page.wait_for_selector("#letter-text")
    page.goto(f"/admin/agent/provider/{world.provider.pk}/change/")
    page.click("#probe-button")
    page.wait_for_selector(".messagelist")
    watch.assert_clean("cover letter, the admin's Probe")
    context.close()
