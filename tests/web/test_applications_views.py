"""The applications pages over HTTP: board, list, calendar, outcomes, new (from a posting or
a tailored version), detail and edit, moves (htmx and plain), frozen files, .ics, CSV export
and import, the links from the navigation, the posting page and the version's panel, and
another person's ids answered 404 on every route."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse

from resumes import services as resume_services
from resumes.applications import services
from resumes.applications.models import Application, FrozenFile
from resumes.postings.services import cover_letter_save, posting_create, version_create
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

DOCUMENT = {"basics": {"name": "Ada Lovelace", "summary": "Engineer."}}
POSTING = "Backend Engineer\nRequirements:\n- Python\n"


@pytest.fixture
def ada(client):
    user = UserFactory(username="ada")
    client.force_login(user)
    return user


def _version(owner):
    master = resume_services.resume_create(owner=owner, title="Master CV", data=DOCUMENT)
    posting = posting_create(
        owner=owner, title="Backend Engineer", company="Globex", description=POSTING
    )
    version = version_create(master=master, posting=posting)
    cover_letter_save(version=version, text="Dear Globex.", findings=[])
    return posting, version


def test_from_a_tailored_version_to_applied_with_its_files(client, ada):
    posting, version = _version(ada)
    # The version's panel and the posting page offer to track the application.
    panel = client.get(reverse("jobs:match_panel", args=[version.resume_id])).content.decode()
    assert f"/applications/new/?resume={version.resume_id}" in panel
    page = client.get(reverse("jobs:posting_detail", args=[posting.pk])).content.decode()
    assert f"/applications/new/?posting={posting.pk}" in page
    assert (
        reverse("applications:application_board")
        in client.get(reverse("dashboard")).content.decode()
    )
    form = client.get(reverse("applications:application_new") + f"?resume={version.resume_id}")
    assert form.status_code == 200 and 'value="Globex"' in form.content.decode()
    response = client.post(
        reverse("applications:application_new"),
        {
            "resume": version.resume_id,
            "posting": posting.pk,
            "company": "Globex",
            "role": "Backend Engineer",
            "status": "saved",
        },
    )
    application = Application.objects.get()
    assert response.status_code == 302
    assert (
        "Its application: Saved"
        in client.get(reverse("jobs:match_panel", args=[version.resume_id])).content.decode()
    )
    # Moved on the board with htmx: the board's fragment comes back, files are frozen.
    moved = client.post(
        reverse("applications:application_move", args=[application.pk]),
        {"status": "applied"},
        headers={"HX-Request": "true"},
    )
    assert moved.status_code == 200 and 'id="board"' in moved.content.decode()
    assert FrozenFile.objects.filter(application=application).count() == 2
    detail = client.get(
        reverse("applications:application_detail", args=[application.pk])
    ).content.decode()
    assert reverse("applications:application_file", args=[application.pk, "resume"]) in detail
    pdf = client.get(
        reverse("applications:application_file", args=[application.pk, "cover_letter"])
    )
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    assert pdf.content == bytes(FrozenFile.objects.get(kind="cover_letter").content)
    assert pdf["ETag"] == f'"{FrozenFile.objects.get(kind="cover_letter").sha256}"'
    assert (
        client.get(
            reverse("applications:application_file", args=[application.pk, "other"])
        ).status_code
        == 404
    )
    # A plain POST (no script) moves too, then back to the board.
    plain = client.post(
        reverse("applications:application_move", args=[application.pk]), {"status": "interviewing"}
    )
    assert plain.status_code == 302 and plain["Location"] == reverse(
        "applications:application_board"
    )
    assert (
        client.post(
            reverse("applications:application_move", args=[application.pk]), {"status": "x"}
        ).status_code
        == 400
    )
    # The form unlinks the posting when it is left empty; another resume is refused.
    form = {
        "company": "Globex",
        "role": "Backend Engineer",
        "status": "interviewing",
        "resume": version.resume_id,
        "posting": "",
    }
    assert (
        client.post(
            reverse("applications:application_detail", args=[application.pk]), form
        ).status_code
        == 302
    )
    application.refresh_from_db()
    assert application.posting is None and application.resume_id == version.resume_id
    swapped = client.post(
        reverse("applications:application_detail", args=[application.pk]),
        {**form, "resume": version.master_id},
    )
    assert swapped.status_code == 400 and "cannot" in swapped.content.decode()
    outcomes = client.get(reverse("applications:application_outcomes")).content.decode()
    assert 'id="chart-funnel"' in outcomes and 'data-percent="100"' in outcomes


def test_every_view_renders_and_the_edit_form_saves(client, ada):
    application = services.application_create(
        owner=ada,
        company="Acme",
        role="Engineer",
        next_step="Call <b>",
        next_step_on=datetime.date.today(),
    )
    for name in ("board", "list", "calendar", "outcomes", "new", "import"):
        response = client.get(reverse(f"applications:application_{name}"))
        assert response.status_code == 200, name
        assert "Acme" in response.content.decode() or name in ("outcomes", "new", "import")
    assert (
        "Call &lt;b&gt;"
        in client.get(reverse("applications:application_calendar")).content.decode()
    )
    assert (
        client.get(reverse("applications:application_calendar") + "?month=2026-13").status_code
        == 200
    )
    assert (
        client.get(reverse("applications:application_calendar") + "?month=junk").status_code == 200
    )
    data = {
        "company": "Acme",
        "role": "Staff Engineer",
        "status": "offer",
        "notes": "Great team",
        "next_step": "",
        "url": "ftp://nope",
    }
    bad = client.post(reverse("applications:application_detail", args=[application.pk]), data)
    assert bad.status_code == 400 and "http://" in bad.content.decode()
    data["url"] = "https://acme.example/jobs/1"
    saved = client.post(reverse("applications:application_detail", args=[application.pk]), data)
    assert saved.status_code == 302
    application.refresh_from_db()
    assert (application.role, application.status) == ("Staff Engineer", "offer")
    assert application.applied_on and application.offer_on
    ics = client.get(reverse("applications:application_ics", args=[application.pk]))
    assert ics.status_code == 404  # the next step was cleared
    assert (
        client.post(reverse("applications:application_delete", args=[application.pk])).status_code
        == 302
    )
    assert not Application.objects.exists()


def test_ics_download_and_csv_export_and_import(client, ada):
    application = services.application_create(
        owner=ada,
        company="Acme",
        role="=cmd()",
        next_step="Interview",
        next_step_on=datetime.date(2026, 5, 4),
    )
    ics = client.get(reverse("applications:application_ics", args=[application.pk]))
    assert ics.status_code == 200 and ics["Content-Type"].startswith("text/calendar")
    assert b"DTSTART;VALUE=DATE:20260504\r\n" in ics.content
    exported = client.get(reverse("applications:application_export"))
    assert exported["Content-Type"].startswith("text/csv")
    assert "'=cmd()" in exported.content.decode("utf-8-sig")
    upload = {"file": _file("公司,职位,状态\n腾讯,工程师,面试\n")}
    response = client.post(reverse("applications:application_import"), upload)
    assert response.status_code == 302
    assert Application.objects.get(company="腾讯").status == "interviewing"
    bad = client.post(
        reverse("applications:application_import"),
        {"file": _file("company,status\nX,hired\nY,applied\n")},
    )
    assert bad.status_code == 400 and "Row 2:" in bad.content.decode()
    assert not Application.objects.filter(company="Y").exists()
    empty = client.post(reverse("applications:application_import"), {"file": _file("salary\n1\n")})
    assert empty.status_code == 400


def _file(text: str):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("sheet.csv", text.encode("utf-8"), content_type="text/csv")


def test_another_persons_application_is_404_everywhere(client, ada):
    bob = UserFactory(username="bob")
    _, version = _version(bob)
    theirs = services.application_create(
        owner=bob,
        resume=version.resume,
        status="applied",
        next_step="x",
        next_step_on=datetime.date.today(),
    )
    pk = theirs.pk
    for method, url, data in (
        ("get", reverse("applications:application_detail", args=[pk]), None),
        (
            "post",
            reverse("applications:application_detail", args=[pk]),
            {"company": "X", "status": "saved"},
        ),
        ("post", reverse("applications:application_move", args=[pk]), {"status": "offer"}),
        ("post", reverse("applications:application_delete", args=[pk]), {}),
        ("get", reverse("applications:application_file", args=[pk, "resume"]), None),
        ("get", reverse("applications:application_ics", args=[pk]), None),
        ("get", reverse("applications:application_new") + f"?resume={version.resume_id}", None),
        ("get", reverse("applications:application_new") + f"?posting={version.posting_id}", None),
    ):
        response = (
            getattr(client, method)(url, data) if data is not None else getattr(client, method)(url)
        )
        assert response.status_code == 404, (method, url)
    # Another person's posting or resume in the form is not a choice.
    response = client.post(
        reverse("applications:application_new"),
        {"company": "X", "status": "saved", "resume": version.resume_id},
    )
    assert response.status_code == 400
    theirs.refresh_from_db()
    assert theirs.status == "applied" and Application.objects.count() == 1
    for name in ("board", "list", "calendar"):
        assert (
            "Globex" not in client.get(reverse(f"applications:application_{name}")).content.decode()
        )
    assert (
        bob.username not in client.get(reverse("applications:application_export")).content.decode()
    )


def test_a_long_column_links_to_the_list_and_the_list_has_pages(client, ada, monkeypatch):
    from resumes.applications import selectors, views

    monkeypatch.setattr(selectors, "BOARD_CARDS", 2)
    monkeypatch.setattr(views, "LIST_PAGE", 2)
    for n in range(5):
        services.application_create(owner=ada, company=f"Company {n}", role="Engineer")
    board = client.get(reverse("applications:application_board")).content.decode()
    assert board.count("data-move-url") == 2 and "3 more in the list" in board
    assert 'column-count">5<' in board
    first = client.get(reverse("applications:application_list")).content.decode()
    assert "Page 1 of 3" in first and "Company 4" in first and "Company 0" not in first
    last = client.get(reverse("applications:application_list") + "?page=3").content.decode()
    assert "Company 0" in last


def _broken_renderer(monkeypatch):
    """The resume's PDF cannot be made (the renderer raises, as a broken theme would)."""
    import resumes.exporting

    def fail(*args, **kwargs):
        raise RuntimeError("the renderer crashed")

    monkeypatch.setattr(resumes.exporting, "export_resume", fail)


def test_a_pdf_that_cannot_be_made_leaves_the_application_where_it_was(client, ada, monkeypatch):
    posting, version = _version(ada)
    application = services.application_create(
        owner=ada, posting=posting, resume=version.resume, status="saved"
    )
    _broken_renderer(monkeypatch)
    move_url = reverse("applications:application_move", args=[application.pk])
    says = "could not be made, so nothing was saved and the application stays where it was"

    # Dragged on the board (htmx): the board comes back with the card in Saved and the reason.
    moved = client.post(move_url, {"status": "applied"}, headers={"HX-Request": "true"})
    assert moved.status_code == 200
    page = moved.content.decode()
    assert 'id="board-error"' in page and says in page
    saved_column = page.split('data-status="saved"', 1)[1].split('data-status="applied"', 1)[0]
    assert f'data-id="{application.pk}"' in saved_column
    # A plain POST from the application's page: back there with the message.
    plain = client.post(move_url, {"status": "applied", "next": "detail"}, follow=True)
    assert plain.redirect_chain[-1][0].endswith(f"/applications/{application.pk}/")
    assert says in plain.content.decode()
    # The edit form: the form says why, nothing saved.
    form = {"company": "Globex", "role": "Backend Engineer", "status": "offer", "notes": "x"}
    edited = client.post(
        reverse("applications:application_detail", args=[application.pk]),
        {**form, "resume": version.resume_id, "posting": posting.pk},
    )
    assert edited.status_code == 400 and says in edited.content.decode()
    application.refresh_from_db()
    posting.refresh_from_db()
    assert (application.status, application.applied_on, application.notes) == ("saved", None, "")
    assert posting.status == "saved"
    assert not FrozenFile.objects.exists()
    # In Chinese too.
    client.cookies["django_language"] = "zh-hans"
    chinese = client.post(move_url, {"status": "applied"}, headers={"HX-Request": "true"})
    assert "无法生成" in chinese.content.decode()
    # The renderer back: the same move succeeds, and the files are kept with it.
    monkeypatch.undo()
    client.post(move_url, {"status": "applied"}, headers={"HX-Request": "true"})
    application.refresh_from_db()
    assert application.status == "applied" and FrozenFile.objects.count() == 2
