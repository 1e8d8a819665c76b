"""Applications: stage dates, moves, the files frozen when marked applied (byte-identical a
month of edits later), the next step's .ics, outcomes, CSV out and in (hostile cells too)."""

from __future__ import annotations

import csv
import datetime
import hashlib
import io

import pytest
import time_machine
from pypdf import PdfReader

from resumes import services as resume_services
from resumes.applications import csvio, ics, outcomes, services
from resumes.applications.models import Application, FrozenFile
from resumes.postings.models import CoverLetter
from resumes.postings.services import cover_letter_save, posting_create, version_create
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "email": "ada@example.com", "summary": "Engineer."},
    "work": [{"name": "Analytical Engines", "position": "Engineer", "startDate": "2019"}],
}
POSTING = "Backend Engineer\nRequirements:\n- Python and Django\n"


def _setup():
    user = UserFactory(username="ada")
    master = resume_services.resume_create(owner=user, title="Master CV", data=DOCUMENT)
    posting = posting_create(
        owner=user, title="Backend Engineer", company="Globex", description=POSTING
    )
    version = version_create(master=master, posting=posting)
    cover_letter_save(version=version, text="I would like to join Globex.", findings=[])
    return user, master, posting, version


def _pdf_text(content: bytes) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(content)).pages)


def test_stage_dates_follow_moves_and_a_move_back_forgets_later_stages():
    user = UserFactory()
    with time_machine.travel(datetime.datetime(2026, 3, 2, 9, tzinfo=datetime.UTC), tick=False):
        a = services.application_create(owner=user, company="Acme", role="Engineer")
        assert (a.status, a.applied_on) == ("saved", None)
        a = services.application_move(application=a, status="interviewing")
    assert a.applied_on == a.interview_on == datetime.date(2026, 3, 2)
    a = services.application_move(application=a, status="rejected")
    # A rejection keeps how far it got: still counted as answered.
    assert a.interview_on and a.closed_on
    assert outcomes.reached(a) == {"applied": True, "interviewing": True, "offer": False}
    a = services.application_move(application=a, status="applied")
    assert a.interview_on is None and a.closed_on is None and a.applied_on
    a = services.application_move(application=a, status="saved")
    assert a.applied_on is None
    with pytest.raises(services.ApplicationError):
        services.application_move(application=a, status="hired")
    with pytest.raises(services.ApplicationError):
        services.application_create(owner=user)


def test_another_persons_posting_or_resume_is_refused():
    _user, master, posting, _ = _setup()
    other = UserFactory()
    with pytest.raises(services.ApplicationError):
        services.application_create(owner=other, posting=posting)
    with pytest.raises(services.ApplicationError):
        services.application_create(owner=other, company="X", resume=master)


def test_frozen_pdfs_are_byte_identical_a_month_of_edits_later():
    user, master, posting, version = _setup()
    start = datetime.datetime(2026, 1, 5, 10, tzinfo=datetime.UTC)
    with time_machine.travel(start, tick=False):
        a = services.application_create(owner=user, resume=version.resume)
        assert a.posting == posting and (a.company, a.role) == ("Globex", "Backend Engineer")
        assert not FrozenFile.objects.exists()  # saved: nothing sent yet
        a = services.application_move(application=a, status="applied")
    files = {f.kind: f for f in FrozenFile.objects.filter(application=a)}
    assert set(files) == {"resume", "cover_letter"}
    resume_bytes = bytes(files["resume"].content)
    letter_bytes = bytes(files["cover_letter"].content)
    assert resume_bytes.startswith(b"%PDF") and letter_bytes.startswith(b"%PDF")
    assert files["resume"].sha256 == hashlib.sha256(resume_bytes).hexdigest()
    assert "Engineer." in _pdf_text(resume_bytes)
    assert "join Globex" in _pdf_text(letter_bytes)
    a.refresh_from_db()
    assert (a.sent_resume_title, a.sent_theme, a.sent_tailored) == (
        version.resume.title,
        "classic",
        True,
    )

    # A month of edits: the text, the theme, the letter; the application moves on.
    for day in range(1, 31):
        with time_machine.travel(start + datetime.timedelta(days=day), tick=False):
            resume = version.resume
            resume.refresh_from_db()
            resume_services.resume_apply_edit(
                resume=resume,
                path="basics.summary",
                action="update",
                value=f"Engineer, edit {day}.",
                source="user",
            )
    resume.refresh_from_db()
    resume_services.resume_set_theme(resume=resume, theme="modern")
    cover_letter_save(version=version, text="A different letter.", findings=[])
    later = start + datetime.timedelta(days=31)
    with time_machine.travel(later, tick=False):
        a = services.application_move(application=a, status="interviewing")
        posting.refresh_from_db()
        assert posting.status == "interview"  # the posting's own status follows
        a = services.application_move(application=a, status="applied")

    kept = {f.kind: f for f in FrozenFile.objects.filter(application=a)}
    assert bytes(kept["resume"].content) == resume_bytes
    assert bytes(kept["cover_letter"].content) == letter_bytes
    assert kept["resume"].created_at == start
    from resumes.exporting import export_resume

    assert export_resume(resume, "pdf").content != resume_bytes  # the edits are real
    assert "edit 30" in _pdf_text(export_resume(resume, "pdf").content)
    # The resume sent cannot be swapped any more.
    with pytest.raises(services.ApplicationError):
        services.application_update(application=a, resume=master)


def test_next_step_ics_is_rfc5545_with_escaped_and_folded_text():
    user = UserFactory()
    a = services.application_create(
        owner=user,
        company="Globex, Inc; 环球",
        role="Engineer\\Backend",
        next_step="Call: bring notes, portfolio; 带上作品集 " + "长" * 40,
        next_step_on=datetime.date(2026, 2, 28),
        contacts="Jane Doe\njane@example.com",
    )
    raw = ics.next_step_calendar(a, host="example.com")
    text = raw.decode("utf-8")
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    for line in text.split("\r\n"):
        assert len(line.encode("utf-8")) <= 75
    unfolded = text.replace("\r\n ", "")
    lines = unfolded.split("\r\n")
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-2] == "END:VCALENDAR"
    props = dict(line.split(":", 1) for line in lines if line and ":" in line)
    assert props["VERSION"] == "2.0" and props["PRODID"]
    assert props["UID"] == f"application-{a.pk}-next-step@example.com"
    assert props["DTSTART;VALUE=DATE"] == "20260228" and props["DTEND;VALUE=DATE"] == "20260301"
    assert props["DTSTAMP"].endswith("Z") and len(props["DTSTAMP"]) == 16
    assert props["SUMMARY"].startswith("Call: bring notes\\, portfolio\\; 带上作品集")
    assert "Globex\\, Inc\\; 环球" in props["SUMMARY"] and "Engineer\\\\Backend" in props["SUMMARY"]
    assert props["DESCRIPTION"].endswith("Jane Doe\\njane@example.com")
    a.next_step_time = datetime.time(14, 30)
    timed = ics.next_step_calendar(a).decode().replace("\r\n ", "")
    assert "DTSTART:20260228T143000\r\n" in timed and "DTEND:20260228T153000\r\n" in timed


def test_outcomes_per_version_theme_and_tailoring():
    user, master, _posting, version = _setup()
    tailored = services.application_create(owner=user, resume=version.resume, status="applied")
    services.application_move(application=tailored, status="interviewing")
    plain = services.application_create(
        owner=user, resume=master, company="Initech", status="applied"
    )
    services.application_create(owner=user, company="Hooli")  # saved: not in the rates
    data = outcomes.outcomes_for_user(user)
    assert [count for _, count in data["funnel"]] == [3, 2, 1, 0]
    assert (data["overall"].applied, data["overall"].answered) == (2, 1)
    rates = {r.label: (r.answered, r.applied) for r in data["by_resume"]}
    assert rates == {version.resume.title: (1, 1), master.title: (0, 1)}
    assert {r.label: r.percent for r in data["by_tailoring"]} == {
        "Tailored": 100,
        "Not tailored": 0,
    }
    assert {r.label: r.applied for r in data["by_theme"]} == {"Classic": 2}
    assert (
        plain.sent_tailored is False or Application.objects.get(pk=plain.pk).sent_tailored is False
    )


def test_csv_round_trip_keeps_everything():
    user = UserFactory()
    services.application_create(
        owner=user,
        company="Globex",
        role="Engineer",
        status="offer",
        applied_on=datetime.date(2026, 1, 2),
        notes="Line one\nline two, with “quotes”",
        contacts="Jane",
        next_step="Sign",
        next_step_on=datetime.date(2026, 2, 1),
        sent_resume_title="CV 2026",
        sent_theme="modern",
        sent_tailored=True,
        extra={"Salary": "100k"},
    )
    services.application_create(
        owner=user,
        company="环球公司",
        role="后端工程师",
        status="rejected",
        applied_on=datetime.date(2026, 1, 3),
    )
    exported = csvio.export_csv(list(Application.objects.filter(owner=user).order_by("pk")))
    assert exported.startswith("\ufeff".encode())
    other = UserFactory()
    result = csvio.import_csv(owner=other, raw=exported)
    assert result.errors == [] and len(result.created) == 2
    again = csvio.export_csv(list(Application.objects.filter(owner=other).order_by("pk")))
    assert again == exported
    # Importing the same file twice adds nothing.
    assert len(csvio.import_csv(owner=other, raw=exported).created) == 0


def test_hostile_csv_is_kept_as_text_and_neutralised_on_export():
    user = UserFactory()
    hostile = (
        b"company,role,notes,status\r\n"
        b'"=HYPERLINK(""http://evil.example"",""x"")",+cmd|\' /C calc\'!A0,-2+3,applied\r\n'
        b'@SUM(A1),"<script>alert(1)</script>","\tTabbed",saved\r\n'
    )
    result = csvio.import_csv(owner=user, raw=hostile)
    assert result.errors == []
    first = Application.objects.get(owner=user, status="applied")
    assert first.company.startswith("=HYPERLINK(")  # nothing lost
    rows = list(
        csv.reader(
            io.StringIO(
                csvio.export_csv(
                    list(Application.objects.filter(owner=user).order_by("pk"))
                ).decode("utf-8-sig")
            )
        )
    )
    for row in rows[1:]:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert rows[1][0].startswith("'=HYPERLINK") and rows[1][1].startswith("'+cmd")


def test_chinese_headers_statuses_dates_and_row_errors():
    user = UserFactory()
    sheet = (
        "公司,职位,状态,投递日期,备注,薪资\n"
        "字节跳动,后端工程师,已投递,2026年3月5日,内推,30k\n"
        "腾讯,前端工程师,面试中,2026/3/6,,\n"
    )
    result = csvio.import_csv(owner=user, raw=sheet.encode("gb18030"))
    assert result.errors == [] and len(result.created) == 2
    first = Application.objects.get(company="字节跳动")
    assert (first.status, first.applied_on, first.extra) == (
        "applied",
        datetime.date(2026, 3, 5),
        {"薪资": "30k"},
    )
    assert Application.objects.get(company="腾讯").status == "interviewing"

    bad = (
        "Company,Job Title,Status,Date Applied\n"
        "Acme,Engineer,applied,2026-02-30\n"
        "Initech,,hired,2026-01-01\n"
        ",,applied,\n"
        "Fine,Role,applied,03/04/2026\n"
    )
    before = Application.objects.count()
    result = csvio.import_csv(owner=user, raw=bad.encode())
    assert Application.objects.count() == before  # nothing half-imported
    assert len(result.errors) == 4
    assert result.errors[0].startswith("Row 2:") and "2026-02-30" in result.errors[0]
    assert result.errors[1].startswith("Row 3:") and "hired" in result.errors[1]
    assert result.errors[2].startswith("Row 4:")
    assert result.errors[3].startswith("Row 5:")  # 03/04: either day could be the month


def test_csv_limits():
    user = UserFactory()
    with pytest.raises(csvio.CsvRejected):
        csvio.import_csv(owner=user, raw=b"x" * (csvio.MAX_BYTES + 1))
    with pytest.raises(csvio.CsvRejected):
        csvio.import_csv(owner=user, raw=b"company\n" + b"a\n" * (csvio.MAX_ROWS + 1))
    with pytest.raises(csvio.CsvRejected):
        csvio.import_csv(owner=user, raw=b"salary,city\n1,2\n")
    with pytest.raises(csvio.CsvRejected):
        csvio.import_csv(owner=user, raw=b"\x00\x01binary")
    assert not CoverLetter.objects.exists()
