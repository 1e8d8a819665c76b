"""What every Chromium test shares: Debian's Chromium through Playwright, a live Daphne
server in a forked process, and screenshots for the docs (CVAGENT_SCREENSHOTS=1).

The two fixtures are registered for all web tests in `tests/web/conftest.py`; a test module
that needs something else (another responder, a signed-in page) defines its own `page`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.live import LiveDaphne

CHROMIUM = os.environ.get("CVAGENT_CHROMIUM", "/usr/bin/chromium")
# As the machine's own probe starts it: no sandbox as root, no GPU, and none of the
# background connections a closed network refuses.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PASSWORD = "a-long-Passphrase-9"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
WAIT = 20_000


def shot(page, name: str) -> None:
    """Save the page as docs/screenshots/<name>.png when CVAGENT_SCREENSHOTS is set."""
    if os.environ.get("CVAGENT_SCREENSHOTS"):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


@pytest.fixture(scope="module")
def live_server_url(django_db_setup, django_db_blocker) -> Iterator[str]:
    from django.db import connections

    with django_db_blocker.unblock():
        connections.close_all()  # nothing of this process's connections goes into the fork
        server = LiveDaphne().start()
    # The Playwright sync API keeps an event loop in this thread; Django's guard against ORM
    # calls from async code would trip on the test's own (synchronous) setup. Lifted only
    # after the fork, so the server keeps the guard, and only for this module, so the tests
    # after it (consumers, async runs) keep it too.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield server.url
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE")
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous
    server.stop()


@pytest.fixture(scope="module")
def browser(live_server_url: str) -> Iterator[object]:
    # After the live server: Playwright runs an event loop in this thread, and the server's
    # fixture closes the database connections, which Django refuses inside one.
    playwright_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is not installed at {CHROMIUM} (scripts/bootstrap.sh test)")
    with playwright_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield launched
        launched.close()


def new_page(browser, base_url: str, *, width: int = 1366, height: int = 860, **options: Any):
    """A new browser context on the live server, and its page: (context, page)."""
    context = browser.new_context(
        viewport={"width": width, "height": height}, base_url=base_url, **options
    )
    context.set_default_timeout(WAIT)
    return context, context.new_page()


# Installed in every page before its own scripts: each Content-Security-Policy violation is
# said on the console at once (a list kept in the page would be lost by the next navigation).
REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error("CSP violation: " + event.violatedDirective + " blocked "
    + (event.blockedURI || "inline") + " at " + (event.sourceFile || location.pathname)
    + ":" + event.lineNumber + " " + (event.sample || ""));
});
"""


class ConsoleWatch:
    """What a person would find in the developer tools of one browser context's pages: every
    console error (htmx's own complaints and the browser's CSP refusals included), uncaught
    page error, CSP violation, failed request and answer of 400 or more (a favicon's 404)."""

    def __init__(self, context: Any) -> None:
        self.problems: list[str] = []
        context.add_init_script(REPORT_VIOLATIONS)
        context.on("page", self.attach)

    def attach(self, page: Any) -> None:
        page.on("console", lambda message: self._console(page, message))
        page.on("pageerror", lambda error: self.problems.append(f"{page.url}: uncaught {error}"))
        page.on("response", self._response)
        page.on("requestfailed", self._failed)

    def _console(self, page: Any, message: Any) -> None:
        text = message.text
        if message.type == "error" or "Content Security Policy" in text:
            self.problems.append(f"{page.url}: console {message.type}: {text}")

    def _response(self, response: Any) -> None:
        if response.status >= 400:
            self.problems.append(f"{response.request.method} {response.url}: {response.status}")

    def _failed(self, request: Any) -> None:
        failure = request.failure or ""
        if "ERR_ABORTED" not in failure:  # a navigation that replaced the request
            self.problems.append(f"{request.method} {request.url}: failed {failure}")

    def take(self) -> list[str]:
        """The problems seen since the last call, forgotten."""
        problems, self.problems = self.problems, []
        return problems

    def assert_clean(self, where: str) -> None:
        problems = self.take()
        assert not problems, f"{where}: " + "\n".join(problems)


def watched_page(browser, base_url: str, **options: Any):
    """`new_page`, its context watched: (context, page, ConsoleWatch)."""
    context = browser.new_context(
        viewport=options.pop("viewport", {"width": 1366, "height": 860}),
        base_url=base_url,
        **options,
    )
    context.set_default_timeout(WAIT)
    watch = ConsoleWatch(context)
    page = context.new_page()
    return context, page, watch


def sign_in(page, username: str) -> None:
    """Sign `page` in as `username` (password `PASSWORD`) through the sign-in form."""
    page.goto("/accounts/signin/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url("**/")


def signed_in_page(browser, base_url: str, username: str, *, height: int = 900):
    """A new browser context signed in as `username` (password `PASSWORD`): (context, page)."""
    context, page = new_page(browser, base_url, height=height)
    sign_in(page, username)
    return context, page


def fake_provider(server) -> Any:
    """The "fake" provider row pointing at `server` (a `FakeLLMServer`), native tool calls, and
    the "base" capability with every tool: what a chat page in these tests talks to."""
    from agent.models import Capability, Provider

    Capability.objects.update_or_create(
        slug="base",
        defaults={"name": "Resume editor", "tool_policy": "all", "tools": [], "is_active": True},
    )
    provider, _ = Provider.objects.update_or_create(
        slug="fake",
        defaults={
            "name": "Fake provider",
            "base_url": server.base_url,
            "model": "fake-model",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    return provider


def user_with_resume(username: str = "ada", **options: Any) -> Any:
    """A person (password `PASSWORD`) with one resume started from the example."""
    from resumes import services
    from tests.factories import UserFactory

    user = UserFactory(username=username)
    user.set_password(PASSWORD)
    user.save()
    options = {"title": "My CV", "language": "en", **options}
    return services.resume_create(owner=user, starter=True, **options)


def open_resume(page, resume) -> None:
    """The resume's page, its chat socket connected."""
    page.goto(f"/resumes/{resume.pk}/")
    page.wait_for_selector("#connection:not(.offline)")


def send(page, text: str) -> None:
    """Type `text` in the chat's composer and send it."""
    page.fill("#composer-text", text)
    page.press("#composer-text", "Enter")


def wait_idle(page) -> None:
    """Until the chat says no run is going."""
    page.wait_for_selector('#composer-state[data-running="false"]', timeout=WAIT * 2)


def small_evaluation() -> Any:
    """A finished evaluation (an `EvalRun`): two tasks by the reference model in two cells
    (provider "ref", native and prompt), run in a thread of its own (the Playwright API keeps
    an event loop in this one)."""
    import threading

    from agent.evaluation.grid import build_cells
    from agent.evaluation.reference import reference_responder
    from agent.evaluation.runner import run_evaluation
    from agent.evaluation.tasks import TaskSet, load_set
    from agent.fakes.server import FakeLLMServer
    from tests.factories import CapabilityFactory, ProviderFactory

    CapabilityFactory(slug="base")
    core = load_set("core")
    tasks = TaskSet(
        name="two",
        folder=core.folder,
        tasks=[task for task in core.tasks if task.id in ("en-name", "zh-name")],
    )
    done: list[Any] = []
    with FakeLLMServer(responder=reference_responder(tasks)) as fake:
        ProviderFactory(slug="ref", base_url=fake.base_url, default_strategy="native")
        cells = build_cells(providers=["ref"], strategies=["native", "prompt"])
        worker = threading.Thread(
            target=lambda: done.append(run_evaluation(cells=cells, task_set=tasks))
        )
        worker.start()
        worker.join(60)
    return done[0]
