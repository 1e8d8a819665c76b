"""Import in a real Chromium against a live Daphne server: the dashboard's drop zone by file
picker and by drag and drop, progress, landing on the resume with the report, the original
file, and the clear sentence (with nothing created) for a file that cannot be read."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from agent.seeds import seed_capabilities
from resumes.models import Resume
from tests.factories import UserFactory
from tests.resumes.importing import hostile_files as H
from tests.web.browser import PASSWORD, sign_in, watched_page
from tests.web.browser import shot as _shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARKDOWN = b"""# Ada Lovelace

**Software Engineer**

ada@example.com | London, UK

## Experience

### Senior Engineer | Analytical Engines Ltd
*Mar 2021 - Present*

- Cut checkout latency from 1.8 s to 420 ms

## Patents

Method for computing Bernoulli numbers
"""


@pytest.fixture
def watched(browser, live_server_url, transactional_db) -> Iterator[SimpleNamespace]:
    """Ada's signed-in page and its `ConsoleWatch`, clean at the end of every test."""
    user = UserFactory(username="ada")
    user.set_password(PASSWORD)
    user.save()
    context, page, watch = watched_page(browser, live_server_url)
    sign_in(page, "ada")
    yield SimpleNamespace(page=page, watch=watch)
    context.close()
    watch.assert_clean("the import pages")


@pytest.fixture
def page(watched) -> object:
    return watched.page


def test_choosing_a_file_imports_it_and_opens_the_report(page):
    with page.expect_navigation(url="**/resumes/*/?imported=1"):
        page.set_input_files(
            "#upload-file",
            files=[{"name": "cv.pdf", "mimeType": "application/pdf", "buffer": H.good_pdf()}],
        )

    report = page.locator("#panel-import")
    assert report.is_visible()
    assert page.locator("#tab-import").get_attribute("aria-selected") == "true"
    assert "Imported from cv.pdf (PDF)" in report.inner_text()
    assert "Work History" in report.inner_text()
    assert page.locator(".original-text").inner_text().startswith("Maria Gonzalez")
    href = page.locator("a.import-original").get_attribute("href")
    downloaded = page.request.get(href)
    assert downloaded.body() == H.good_pdf()
    page.click("#tab-preview")
    assert "Maria Gonzalez" in page.locator("#panel-preview").inner_text()


def test_dropping_a_file_imports_it_and_shows_what_was_not_placed(page):
    page.wait_for_selector("#upload-form")
    encoded = base64.b64encode(MARKDOWN).decode()
    with page.expect_navigation(url="**/resumes/*/?imported=1"):
        page.evaluate(
            """(encoded) => {
              const bytes = Uint8Array.from(atob(encoded), c => c.charCodeAt(0));
              const data = new DataTransfer();
              data.items.add(new File([bytes], "resume.md", {type: "text/markdown"}));
              const zone = document.querySelector(".dropzone");
              zone.dispatchEvent(new DragEvent("dragover", {dataTransfer: data, bubbles: true}));
              zone.dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true}));
            }""",
            encoded,
        )

    report = page.locator("#panel-import").inner_text()
    assert "Not placed: 1 piece of text" in report
    assert "Method for computing Bernoulli numbers" in report
    resume = Resume.objects.get(owner__username="ada")
    assert resume.data["work"][0]["name"] == "Analytical Engines Ltd"


def test_a_file_without_text_gets_its_sentence_and_nothing_is_created(page):
    page.set_input_files(
        "#upload-file",
        files=[{"name": "scan.pdf", "mimeType": "application/pdf", "buffer": H.blank_pages(1)}],
    )

    alert = page.locator("#upload-form .import-problems")
    alert.wait_for()
    assert "No readable text was found in this picture or scan" in alert.inner_text()
    assert page.url.endswith("/")
    assert Resume.objects.count() == 0
    page.reload()
    assert page.locator("#upload-form").is_visible()


def test_a_file_over_the_limit_is_refused_before_it_is_uploaded(page):
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.method))

    page.set_input_files(
        "#upload-file",
        files=[
            {
                "name": "big.pdf",
                "mimeType": "application/pdf",
                "buffer": b"%PDF-" + b"0" * 10_000_001,
            }
        ],
    )

    error = page.locator("#upload-form .import-client-error")
    error.wait_for()
    assert "larger than 10 MB" in error.inner_text()
    assert "POST" not in requests
    assert Resume.objects.count() == 0


def test_progress_shows_while_the_file_is_read(page):
    held: list[object] = []
    page.route("**/resumes/import/", lambda route: held.append(route))

    page.set_input_files(
        "#upload-file",
        files=[{"name": "cv.pdf", "mimeType": "application/pdf", "buffer": H.good_pdf()}],
    )

    progress = page.locator("#upload-form .import-progress")
    progress.wait_for(state="visible")
    assert progress.inner_text().strip() in {"Uploading…", "Reading your resume…"}
    with page.expect_navigation(url="**/resumes/*/?imported=1"):
        held[0].continue_()


def test_with_a_remote_model_the_assistant_checks_the_import_in_english_and_chinese(page):
    """A configured remote provider (the HTTP fake) corrects the draft after the upload, in a
    background job whose page shows where it is and then opens the resume; the invented
    employer is refused and the report says what happened, in both languages."""

    from django.apps import apps

    from agent.fakes.script import Reply, ScriptedCall
    from agent.fakes.server import FakeLLMServer
    from agent.models import Provider
    from tests.processes import run_worker

    seed_capabilities(apps, ["import"])
    Provider.objects.all().delete()
    with FakeLLMServer() as fake:
        Provider.objects.create(slug="remote", name="Remote", base_url=fake.base_url, model="m")
        update = {"action": "update"}
        fake.add_replies(
            Reply(
                tool_calls=[
                    ScriptedCall(
                        name="CVEditor",
                        arguments={
                            "path": "projects",
                            "action": "add",
                            "value": {"name": "Method for computing Bernoulli numbers"},
                        },
                    ),
                    ScriptedCall(
                        name="CVEditor",
                        arguments={"path": "work[0].name", **update, "value": "Google"},
                    ),
                ]
            ),
            Reply(content="Placed the patent under projects."),
        )
        with page.expect_navigation(url="**/chat/imports/*/"):
            page.set_input_files(
                "#upload-file",
                files=[{"name": "cv.md", "mimeType": "text/markdown", "buffer": MARKDOWN}],
            )
        page.wait_for_selector("#job-progress[data-status=READY]")
        assert "Waiting for the background worker" in page.inner_text("#job-progress")
        _shot(page, "import-job-waiting")
        # The parser's result is saved already; the model has not been asked yet.
        assert not Resume.objects.get(owner__username="ada").data.get("projects")
        with page.expect_navigation(url="**/resumes/*/?imported=1"):
            run_worker()  # the page follows the job by itself and opens the resume

    report = page.locator(".import-correction").inner_text()
    assert report == (
        "Checked by the assistant (Remote) against the file's text: 1 edit(s), 1 refused "
        "because their values were not in the file."
    )
    resume = Resume.objects.get(owner__username="ada")
    assert resume.data["work"][0]["name"] == "Analytical Engines Ltd"
    assert resume.data["projects"] == [{"name": "Method for computing Bernoulli numbers"}]
    page.select_option("#lang-select", "zh-hans")
    page.wait_for_selector("html[lang=zh-hans]")
    assert page.locator(".import-correction").inner_text() == (
        "助手（Remote）已对照文件原文检查：修改 1 处，1 处因取值不在文件中被拒绝。"
    )


def _drop(page, name: str, mime: str, content: bytes) -> None:
    page.wait_for_selector("#upload-form")
    page.evaluate(
        """([encoded, name, mime]) => {
          const bytes = Uint8Array.from(atob(encoded), c => c.charCodeAt(0));
          const data = new DataTransfer();
          data.items.add(new File([bytes], name, {type: mime}));
          const zone = document.querySelector(".dropzone");
          zone.dispatchEvent(new DragEvent("dragover", {dataTransfer: data, bubbles: true}));
          zone.dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true}));
        }""",
        [base64.b64encode(content).decode(), name, mime],
    )


def test_a_design_tool_pdf_and_a_phone_photo_become_resumes_from_the_drop_zone(page, browser):
    from bench.parts.import_people import person
    from tests.resumes.importing.corpus import chromium, scans

    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    _, p = person("en", 5)
    pdf = chromium.print_pdfs([chromium.designed(p)], browser)[0]
    with page.expect_navigation(url="**/resumes/*/?imported=1"):
        _drop(page, "resume.pdf", "application/pdf", pdf)
    page.click("#tab-preview")
    preview = page.locator("#panel-preview").inner_text()
    assert "Freshkorb GmbH" in preview and "Senior Data Scientist" in preview

    page.goto(page.url.split("/resumes/")[0] + "/")
    photo = scans.encode(scans.photographed(scans.pages(pdf, limit=1)[0], 1.5), "jpeg")
    with page.expect_navigation(url="**/resumes/*/?imported=1", timeout=60_000):
        _drop(page, "photo.jpg", "image/jpeg", photo)
    report = page.locator("#panel-import").inner_text()
    assert "Read by OCR (Tesseract, on this server)" in report
    assert "picture, read by OCR" in report
    assert Resume.objects.count() == 2
    assert not errors


def test_a_line_not_placed_is_put_into_a_section_from_the_report_at_phone_width(page):
    page.set_viewport_size({"width": 390, "height": 844})
    with page.expect_navigation(url="**/resumes/*/?imported=1"):
        _drop(page, "resume.md", "text/markdown", MARKDOWN)
    form = page.locator(".unplaced-actions").first
    assert form.is_visible()
    form.locator("select").select_option("publications")
    with page.expect_navigation():
        form.locator("button[value=place]").click()

    report = page.locator("#panel-import").inner_text()
    assert "Everything in the file found a place in the resume." in report
    resume = Resume.objects.get(owner__username="ada")
    assert resume.data["publications"] == [{"name": "Method for computing Bernoulli numbers"}]
    assert resume.version == 2


def _print(browser, html: str, **options) -> bytes:
    printed = browser.new_page()
    try:
        printed.set_content(html)
        return printed.pdf(print_background=True, **{"format": "A4", **options})
    finally:
        printed.close()


def _layouts(browser) -> list[tuple[str, str, bytes, dict]]:
    """(file name, MIME type, content, what it shows) of issue 27's layouts, made by the
    bench's own generators: a LinkedIn "Save to PDF" profile, a design-tool two-column page
    printed by Chromium, an English web form pasted into a text file and a Chinese 个人简历
    with its info grid made in Word."""
    from bench.parts import family_people, family_render, press_render, webform_people
    from bench.parts.linkedin_people import PROFILES
    from bench.parts.linkedin_render import expected, html
    from bench.parts.webform_render import workday

    profile = PROFILES[0]
    page, footer = html(profile, 0)
    linkedin = _print(
        browser, page, format="Letter", display_header_footer=True,
        header_template="<span></span>", footer_template=footer,
    )  # fmt: skip
    design, design_shows = family_render.design(family_people.person("en", 1), "en", 1)
    form, form_shows = workday(webform_people.person("en", 0))
    grid_person = family_people.person("zh", 0)
    return [
        ("Profile.pdf", "application/pdf", linkedin, expected(profile)),
        ("resume.pdf", "application/pdf", _print(browser, design), design_shows),
        ("application.txt", "text/plain", form.encode(), form_shows),
        ("个人简历.docx", DOCX_MIME, press_render.grid_docx(grid_person), grid_person),
    ]


DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_issue_27_layouts_become_resumes_from_the_dashboards_drop_zone(page, browser, width):
    """Dropped on the dashboard, each layout becomes a resume whose preview shows the
    person's name, every employer and every school (at phone width too)."""
    page.set_viewport_size({"width": width, "height": 900})
    home = page.url.split("/resumes/")[0].rstrip("/") + "/"
    for name, mime, content, shows in _layouts(browser):
        page.goto(home)
        with page.expect_navigation(url="**/resumes/*/?imported=1", timeout=30_000):
            _drop(page, name, mime, content)
        assert f"Imported from {name}" in page.locator("#panel-import").inner_text()
        page.click("#tab-preview")
        preview = page.locator("#panel-preview").inner_text()
        assert shows["basics"]["name"] in preview, name
        for entry in shows["work"]:
            assert entry["name"] in preview, (name, entry["name"])
        for entry in shows["education"]:
            assert entry["institution"] in preview, (name, entry["institution"])
    assert Resume.objects.filter(owner__username="ada").count() == 4
