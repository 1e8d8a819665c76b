"""The job flow end to end in a real Chromium against a live Daphne and the HTTP fake provider:
add a posting, see the score, tailor a version (review mode), accept the agent's proposal and
see the score rise live, write the cover letter with the agent, export it and the version."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pypdf import PdfReader

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer
from agent.models import Capability, Conversation, LLMCall, Provider
from resumes import services
from resumes.models import Resume
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion
from resumes.postings.services import posting_create
from tests.factories import UserFactory
from tests.web.browser import PASSWORD, WAIT, watched_page
from tests.web.browser import shot as _shot
from tests.web.browser import sign_in as _sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

POSTING = """Backend Engineer
Requirements:
- Experience with Python, Django and Postgres
- Knowledge of Terraform
- Leadership of engineers
Benefits: salary and 401(k)
"""
DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "email": "ada@example.com", "summary": "Engineer."},
    "work": [
        {
            "name": "Analytical Engines",
            "position": "Backend Engineer",
            "startDate": "2019",
            "highlights": ["Built Python services on PostgreSQL", "Led a team of 4 engineers"],
        }
    ],
    "skills": [{"name": "Infrastructure", "keywords": ["Terraform"]}],
}
TAILOR = "Tailor my resume to this posting"
# Leadership the master shows ("Led a team"), Django it does not: only the first may count.
NEW_SUMMARY = "Backend engineer with leadership: Python, Django and Postgres services on Terraform."
LETTER = (
    "Dear Globex team,\n\nAt Analytical Engines I built Python services on PostgreSQL "
    "since 2019. I would like to bring that to your backend team.\n\nAda Lovelace"
)


def responder(body: dict[str, Any]) -> Reply:
    messages = body.get("messages") or [{}]
    system = str(messages[0].get("content") or "")
    last = messages[-1] if isinstance(messages[-1], dict) else {}
    if "cover letter" in system and not body.get("tools"):
        return Reply(content=LETTER, tokens=20)
    if last.get("role") == "tool":
        return Reply(content="I proposed a summary aimed at the job.", tokens=4)
    if TAILOR in str(last.get("content") or ""):
        return Reply(
            tool_calls=[
                ScriptedCall(
                    name="CVEditor",
                    arguments={"path": "basics.summary", "action": "update", "value": NEW_SUMMARY},
                )
            ]
        )
    return Reply(content="Noted.", tokens=2)


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeLLMServer]:
    with FakeLLMServer(responder=responder) as server:
        yield server


@pytest.fixture
def page(browser, live_server_url, fake, transactional_db) -> Iterator[Any]:
    # A transactional test empties the tables: seed what the migrations seeded.
    Capability.objects.update_or_create(
        slug="tailor",
        defaults={"name": "Job tailoring", "tool_policy": "all", "tools": [], "is_active": True},
    )
    Capability.objects.update_or_create(
        slug="cover-letter",
        defaults={
            "name": "Cover letter",
            "prompt_addendum": "You write a cover letter.",
            "tools": [],
            "is_active": True,
        },
    )
    Provider.objects.update_or_create(
        slug="fake",
        defaults={
            "name": "Fake provider",
            "base_url": fake.base_url,
            "model": "fake-model",
            "default_strategy": "native",
            "enabled": True,
        },
    )
    context, page, watch = watched_page(browser, live_server_url, accept_downloads=True)
    yield page
    context.close()
    watch.assert_clean("the job pages")


def test_posting_score_tailor_review_cover_letter_export(page, fake):
    user = UserFactory(username="ada", password=PASSWORD)
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    _sign_in(page, "ada")

    # Add the posting from the Jobs page (reached from the navigation).
    page.goto("/")
    page.click(".topnav >> text=Jobs")
    page.fill("#id_title", "Backend Engineer")
    page.fill("#id_company", "Globex")
    page.fill("#id_description", POSTING)
    page.click("#posting-form button[type=submit]")
    page.wait_for_selector("#posting-keywords >> text=postgres")
    keywords = page.inner_text("#posting-keywords")
    assert "salary" not in keywords and "401(k)" not in keywords
    posting = JobPosting.objects.get()

    # Tailor the master for it: a version in review mode with its score before.
    page.click(f"#job-resumes li[data-resume='{master.pk}'] >> text=Tailor for this job")
    page.wait_for_selector("#connection:not(.offline)")
    version = TailoredVersion.objects.get()
    conversation = Conversation.objects.get(resume=version.resume)
    assert conversation.review_edits and conversation.capability.slug == "tailor"
    before = int(page.get_attribute("#match-score", "data-score"))
    assert before == version.score_before < 100
    assert "postgres" in page.inner_text("#match-matched")
    assert "django" in page.inner_text("#match-missing")

    # The agent proposes; nothing changes until the person accepts; then the score rises.
    page.fill("#composer-text", TAILOR)
    page.press("#composer-text", "Enter")
    page.wait_for_selector(".proposal[data-status=pending]")
    assert "“Django” is claimed, not supported" in page.inner_text(".proposal")
    page.wait_for_selector('#composer-state[data-running="false"]', timeout=WAIT * 2)
    assert int(page.get_attribute("#match-score", "data-score")) == before
    # The model was told the posting, its keywords and what the version misses.
    tailoring = next(r for r in fake.chat_requests if r.messages[-1].get("content") == TAILOR)
    system = tailoring.messages[0]["content"]
    assert "tailored version for the job posting “Backend Engineer at Globex”" in system
    assert "missing: django" in system and "Knowledge of Terraform" in system
    page.click(".proposal [data-action=accept]")
    page.wait_for_selector(".proposal[data-status=accepted]")
    page.wait_for_function(
        f"() => document.querySelector('#match-score').dataset.score > {before}", timeout=WAIT
    )
    after = int(page.get_attribute("#match-score", "data-score"))
    assert after > before
    # The unsupported skill the proposal added is listed, and not counted.
    assert "django" in page.inner_text("#match-claimed")
    assert "leadership" in page.inner_text("#match-matched")
    assert f"before tailoring: {before}" in page.inner_text("#match-panel")
    assert Resume.objects.get(pk=version.resume_id).data["basics"]["summary"] == NEW_SUMMARY
    _shot(page, "jobs-tailored-version")

    # The posting page lists the version with its scores before and after.
    page.goto(f"/jobs/{posting.pk}/")
    assert f"{before} → {after}/100" in page.inner_text("#job-versions")
    _shot(page, "jobs-posting")

    # The cover letter, written by the agent, checked, editable, exported.
    page.click("#job-versions >> text=Cover letter")
    page.click("#write-letter")
    page.wait_for_selector("#letter-exports")
    assert "At Analytical Engines" in page.input_value("#letter-text")
    call = LLMCall.objects.get(purpose="cover_letter")
    assert call.ok and call.conversation == conversation
    assert not page.locator("#letter-findings").count()
    page.fill("#letter-text", LETTER.replace("team.", "team. I grew revenue by 40%."))
    page.click("text=Save the letter")
    page.wait_for_selector("#letter-findings >> text=40%")
    assert "40%" in CoverLetter.objects.get().text
    assert "not found in your resume" in page.inner_text("#letter-findings")
    # Shown, and downloaded, as a letter: the layout adds what a letter has around its body.
    preview = page.inner_text("#letter-preview")
    for part in ("Application for Backend Engineer", "Dear Hiring Manager,", "Sincerely,"):
        assert part in preview, part
    assert "Dear Globex team" not in preview
    assert preview.count("Ada Lovelace") == 2  # letterhead and signature, not the body's
    _shot(page, "jobs-cover-letter")
    page.locator("#letter-preview").scroll_into_view_if_needed()
    _shot(page, "jobs-cover-letter-preview")
    with page.expect_download() as download:
        page.click("#letter-exports >> text=PDF")
    assert download.value.suggested_filename.endswith(".pdf")
    with open(download.value.path(), "rb") as pdf:
        text = "\n".join(p.extract_text() for p in PdfReader(pdf).pages)
    assert "Dear Hiring Manager," in text and "Sincerely," in text
    assert "SUMMARY" not in text.upper() and "Ada Lovelace" in text

    # The version exports like any resume.
    response = page.request.get(f"/resumes/{version.resume_id}/export/json/")
    assert response.status == 200 and NEW_SUMMARY in response.text()
    assert fake.pairing_errors() == []


def test_a_master_fix_is_pushed_down_to_a_version_that_lags(page):
    from agent.tailoring import start_tailoring

    user = UserFactory(username="ada", password=PASSWORD)
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    posting = JobPosting.objects.create(owner=user, title="Backend Engineer", description=POSTING)
    version, _ = start_tailoring(master=master, posting=posting)
    services.resume_apply_edit(
        resume=master,
        path="work[0].highlights[0]",
        action="update",
        value="Built Python services on PostgreSQL 16",
        source="user",
    )
    _sign_in(page, "ada")
    page.goto(f"/resumes/{master.pk}/")
    page.wait_for_selector("#master-versions .version-lags")
    page.goto(f"/resumes/{version.resume_id}/")
    page.click("#version-lags >> text=Review its changes")
    page.wait_for_selector("#pushdown-list >> text=PostgreSQL 16")
    page.click("#pushdown-list >> text=Apply to this version")
    page.wait_for_selector("#pushdown-none")
    # The version holds the master's text again: nothing differs any more.
    assert "No changes yet" in page.inner_text("body")
    page.goto(f"/resumes/{version.resume_id}/")
    assert "PostgreSQL 16" in page.inner_text("#preview")
    assert not page.locator("#version-lags").count()


def test_every_version_is_brought_up_to_date_in_the_background(page):
    """From the master's page, one button: a background job applies the master's changes to
    each version where they fit, the page follows it, and the summary links to what was left."""
    from resumes.postings.services import version_create
    from tests.processes import run_worker

    user = UserFactory(username="ada", password=PASSWORD)
    user.set_password(PASSWORD)
    user.save()
    master = services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    backend = JobPosting.objects.create(owner=user, title="Backend Engineer", description=POSTING)
    data = JobPosting.objects.create(owner=user, title="Data Engineer", description=POSTING)
    plain = version_create(master=master, posting=backend)
    reworded = version_create(master=master, posting=data)
    services.resume_apply_edit(
        resume=reworded.resume,
        path="basics.summary",
        action="update",
        value="Data engineer.",
        source="user",
    )
    for path, value in [
        ("basics.summary", "Engineer who ships."),
        ("work[0].highlights[0]", "Built Python services on PostgreSQL 16"),
    ]:
        services.resume_apply_edit(
            resume=master, path=path, action="update", value=value, source="user"
        )
    _sign_in(page, "ada")
    page.goto(f"/resumes/{master.pk}/")
    page.click("#match-panel >> #pushdown-all")
    page.wait_for_selector("#job-progress[data-status=READY]")
    assert "Waiting for the background worker" in page.inner_text("#job-progress")

    run_worker()

    # The page asks every second by itself: no reload.
    page.wait_for_selector("#job-progress[data-status=SUCCESSFUL]")
    summary = page.inner_text("#job-progress")
    assert "Done: 3 changes applied, 2 version(s) updated." in summary
    assert "1 change did not fit a version and is left for you to review." in summary
    _shot(page, "jobs-pushdown-done")
    plain.resume.refresh_from_db()
    assert plain.resume.data["basics"]["summary"] == "Engineer who ships."
    assert "PostgreSQL 16" in plain.resume.data["work"][0]["highlights"][0]
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert "完成：已应用 3 处修改，更新了 2 个版本。" in page.inner_text("#job-progress")
    # The change left over is one click away, on the version's own page.
    page.click(f"#pushdown-summary li[data-version='{reworded.pk}'] .pushdown-review")
    row = page.locator("#pushdown-list li[data-path='basics.summary']")
    row.wait_for()
    assert "Engineer who ships." in row.inner_text()
    assert row.locator("button").count() == 0  # it differs there: the person decides
    assert page.locator("#pushdown-list li").count() == 1


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_why_this_score_at_phone_width(browser, live_server_url, transactional_db, language):
    """The posting page explains each keyword and each resume's score, at 390 px, in both
    languages, without a console error or a page wider than the phone."""
    user = UserFactory(username="ada", password=PASSWORD)
    user.set_password(PASSWORD)
    user.save()
    services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    posting = posting_create(owner=user, title="Backend Engineer", description=POSTING)
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server_url)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server_url}])
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    _sign_in(page, "ada")
    page.goto(f"/jobs/{posting.pk}/")
    keywords = page.inner_text("#posting-keywords")
    page.click(".match-evidence summary")
    why = page.inner_text(".match-evidence")
    if language == "en":
        assert "The posting asks: “Knowledge of Terraform”" in keywords
        assert "found in Work experience · Analytical Engines" in why
        assert "not in this resume" in why
    else:
        assert "职位要求：“Knowledge of Terraform”" in keywords
        assert "见于工作经历 · Analytical Engines" in why
        assert "简历中没有" in why
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=f"/tmp/why-{language}.png", full_page=True)
    assert errors == []
    context.close()
