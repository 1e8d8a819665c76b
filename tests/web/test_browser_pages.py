"""Every page in a real Chromium, in English and in Chinese, at laptop width (1366 px) and at
phone width (390 x 844): no console error, no uncaught error, no Content-Security-Policy
violation and no failed request (the favicon included); at phone width no page is wider than
the screen and every main action of a page lies inside it and takes a click."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from tests.web.browser import shot as _shot
from tests.web.browser import sign_in, watched_page
from tests.web.pages_world import CHAT, LAPTOP, PHONE, RESUME, World

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


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
    laptop_hidden: tuple[str, ...] = ()  # not shown at 1366 px (shown elsewhere there)
    status: int = 200
    shot: str = ""  # docs/screenshots/phone-<shot>.png, in English (CVAGENT_SCREENSHOTS=1)


SIGNED_OUT = [
    Spot("sign in", "/accounts/signin/", "#id_username", ("main form button[type=submit]",)),
    Spot("sign up", "/accounts/signup/", "#id_username", ("main form button[type=submit]",)),
    Spot("admin sign in", "/admin/login/", "#login-form", ("#login-form input[type=submit]",)),
]


HEAD = ("#resume-title summary", ".ws-head .menu > summary.btn", "#tab-preview", "#tab-share")
ACCOUNT = ".topbar-end details.menu > summary"


def spots(data: World) -> list[Spot]:
    master, version, posting = data.master.pk, data.version.resume_id, data.posting.pk
    letter = f"/chat/versions/{data.version.pk}/cover-letter/"
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
            laptop_hidden=(".menu-panel .menu-staff",),  # the top bar has them
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
            ("#theme-form .theme-card >> nth=-1",),
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
            "resume languages",
            f"/resumes/{master}/",
            "#preview",
            ("#language-versions a >> nth=0",),
            clicks=("#tab-languages",),
            view=RESUME,
        ),
        Spot(
            "language version",
            f"/chat/languages/{data.language.resume_id}/",
            "#language-checks",
            ("#open-master", "#glossary-link", "#export-version"),
        ),
        Spot(
            "glossary",
            "/languages/glossary/",
            "#glossary-form",
            ("#glossary-form button[type=submit]", "#glossary-terms button[type=submit]"),
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
            f"/resumes/{data.imported.pk}/?imported=1",
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
            f"/jobs/versions/{data.version.pk}/",
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
        Spot("public share", data.share_url, ".share-download", (".share-download",)),
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
            f"/staff/evaluation/{data.eval_run.pk}/",
            "#eval-cells",
            ("#eval-results a >> nth=0",),
        ),
        Spot(
            "evaluation result",
            f"/staff/evaluation/results/{data.eval_result.pk}/",
            "#eval-verdict",
            (),
        ),
        Spot("usage", "/staff/usage/", "#usage-totals", ("#usage-filters button[type=submit]",)),
        Spot("maintenance", "/chat/maintenance/", "main", ("main form button[type=submit]",)),
        Spot("maintenance job", f"/chat/jobs/{data.jobs['repair']}/", "#job-progress", ()),
        Spot(
            "versions update job",
            f"/chat/pushdowns/{data.jobs['pushdown']}/",
            "#job-progress",
            ("main a >> nth=0",),
        ),
        Spot("not found", "/no/such/page/", "main", ("main a.btn",), status=404),
        Spot("admin", "/admin/", "#content", ()),
        Spot(
            "admin provider",
            f"/admin/agent/provider/{data.provider.pk}/change/",
            "#content",
            ("#probe-button", "input[name=_save]"),
        ),
        Spot(
            "admin conversation",
            f"/admin/agent/conversation/{data.conversation.pk}/change/",
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
        else:
            shown = [s for s in spot.laptop_hidden if page.locator(s).first.is_visible()]
            problems += [f"{spot.name}: {s} shown at 1366 px" for s in shown]
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
