"""The applications pages: the board (drag and drop, or the keyboard's move buttons), the
list, the month calendar, one application, its frozen files and next step, the outcomes, and
CSV out and in."""

from __future__ import annotations

import datetime
from functools import partial
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from resumes.applications import charts, csvio, ics, outcomes, selectors, services
from resumes.applications.forms import ApplicationForm, ImportForm, MoveForm
from resumes.applications.models import DETAILS, Application, ApplicationStatus, FileKind
from resumes.postings import selectors as posting_selectors
from resumes.selectors import resume_get_for_user
from resumes.views.common import attachment, delete_view, save_form

NAV = "applications"
LIST_PAGE = 100
COLUMNS = ApplicationStatus.values


def _neighbours(status: str) -> tuple[str | None, str | None]:
    index = COLUMNS.index(status)
    before = COLUMNS[index - 1] if index > 0 else None
    after = COLUMNS[index + 1] if index + 1 < len(COLUMNS) else None
    return before, after


def board_context(request: HttpRequest, moved: Application | None = None) -> dict[str, Any]:
    labels = dict(ApplicationStatus.choices)
    columns = []
    for value, label, applications, count in selectors.board_columns(request.user):
        before, after = _neighbours(value)
        columns.append(
            {
                "status": value,
                "label": label,
                "cards": applications,
                "count": count,
                "more": count - len(applications),
                "before": before,
                "before_label": labels.get(before, ""),
                "after": after,
                "after_label": labels.get(after, ""),
            }
        )
    return {"nav": NAV, "columns": columns, "statuses": ApplicationStatus.choices, "moved": moved}


@login_required
@require_GET
def board(request: HttpRequest) -> HttpResponse:
    return render(request, "applications/board.html", board_context(request))


@login_required
@require_POST
def application_move(request: HttpRequest, application_id: int) -> HttpResponse:
    """Move a card to another column: the board's fragment for htmx, else back to the board."""
    application = selectors.application_get_for_user(request.user, application_id)
    form = MoveForm(request.POST)
    if not form.is_valid():
        return HttpResponse(_("Choose a status from the list."), status=400)
    try:
        application = services.application_move(
            application=application, status=form.cleaned_data["status"]
        )
    except services.ApplicationError as exc:
        # Nothing was saved (a file that could not be rendered, say): the card stays put.
        if request.htmx:
            context = {**board_context(request), "move_error": str(exc)}
            return render(request, "applications/board_columns.html", context)
        messages.error(request, str(exc))
        if request.POST.get("next") == "detail":
            return redirect("applications:application_detail", application.pk)
        return redirect("applications:application_board")
    if request.htmx:
        return render(
            request, "applications/board_columns.html", board_context(request, application)
        )
    messages.success(
        request,
        _("Moved to “%(status)s”.") % {"status": application.get_status_display()},
    )
    if request.POST.get("next") == "detail":
        return redirect("applications:application_detail", application.pk)
    return redirect("applications:application_board")


@login_required
@require_GET
def application_list(request: HttpRequest) -> HttpResponse:
    status = request.GET.get("status", "")
    shown = status if status in COLUMNS else ""
    applications = selectors.application_list_for_user(request.user, status=shown).defer("extra")
    page = Paginator(applications, LIST_PAGE).get_page(request.GET.get("page"))
    return render(
        request,
        "applications/list.html",
        {
            "nav": NAV,
            "applications": page.object_list,
            "page": page,
            "status": status,
            "statuses": ApplicationStatus.choices,
        },
    )


def _month(request: HttpRequest) -> tuple[int, int]:
    today = timezone.localdate()
    try:
        year, month = (int(x) for x in request.GET.get("month", "").split("-"))
        datetime.date(year, month, 1)
        if not 1900 <= year <= 2999:
            raise ValueError
    except ValueError:
        return today.year, today.month
    return year, month


@login_required
@require_GET
def application_calendar(request: HttpRequest) -> HttpResponse:
    year, month = _month(request)
    first = datetime.date(year, month, 1)
    previous = (first - datetime.timedelta(days=1)).replace(day=1)
    following = (first + datetime.timedelta(days=32)).replace(day=1)
    return render(
        request,
        "applications/calendar.html",
        {
            "nav": NAV,
            "weeks": selectors.month_grid(request.user, year, month),
            "month": first,
            "previous": previous.strftime("%Y-%m"),
            "following": following.strftime("%Y-%m"),
            "today": timezone.localdate(),
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def application_new(request: HttpRequest) -> HttpResponse:
    """A new application; ?posting=N or ?resume=N fill the form from them."""
    initial: dict[str, Any] = {}
    if request.method == "GET":
        if request.GET.get("resume"):
            resume = resume_get_for_user(request.user, request.GET["resume"])
            initial["resume"] = resume.pk
            version = posting_selectors.version_of(resume)
            if version is not None:
                initial["posting"] = version.posting_id
                initial["company"], initial["role"] = version.posting.company, version.posting.title
        if request.GET.get("posting"):
            posting = posting_selectors.posting_get_for_user(request.user, request.GET["posting"])
            initial.update(posting=posting.pk, company=posting.company, role=posting.title)
    form = ApplicationForm(request.POST or None, user=request.user, initial=initial)
    if request.method == "POST":
        create = partial(services.application_create, owner=request.user)
        application = save_form(
            request, form, create, services.ApplicationError, _("The application was saved.")
        )
        if application is not None:
            return redirect("applications:application_detail", application.pk)
    return render(
        request,
        "applications/new.html",
        {"nav": NAV, "form": form},
        status=400 if form.errors else 200,
    )


def _initial(application: Application) -> dict[str, Any]:
    names = [
        *DETAILS,
        "next_step_time",
        "contacts",
        "notes",
    ]
    return {
        **{n: getattr(application, n) for n in names},
        "posting": application.posting_id,
        "resume": application.resume_id,
    }


@login_required
@require_http_methods(["GET", "POST"])
def application_detail(request: HttpRequest, application_id: int) -> HttpResponse:
    application = selectors.application_get_for_user(request.user, application_id)
    if request.method == "POST":
        form = ApplicationForm(request.POST, user=request.user)
        update = partial(services.application_update, application=application)
        if save_form(
            request, form, update, services.ApplicationError, _("The application was saved.")
        ):
            return redirect("applications:application_detail", application.pk)
    else:
        form = ApplicationForm(user=request.user, initial=_initial(application))
    frozen = selectors.frozen_files_of(application)
    if frozen:
        form.fields["resume"].disabled = True
    return render(
        request,
        "applications/detail.html",
        {
            "nav": NAV,
            "application": application,
            "form": form,
            "frozen": frozen,
            "statuses": ApplicationStatus.choices,
            "extra": sorted((application.extra or {}).items()),
        },
        status=400 if form.errors else 200,
    )


application_delete = delete_view(
    selectors.application_get_for_user,
    services.application_delete,
    "application",
    gettext_lazy("The application was deleted."),
    "applications:application_board",
)


@login_required
@require_GET
def frozen_file(request: HttpRequest, application_id: int, kind: str) -> HttpResponse:
    """The file as it was sent, byte for byte."""
    if kind not in FileKind.values:
        return HttpResponse(status=404)
    found = selectors.frozen_file_for_user(request.user, application_id, kind)
    return attachment(bytes(found.content), found.content_type, found.filename, etag=found.sha256)


@login_required
@require_GET
def next_step_ics(request: HttpRequest, application_id: int) -> HttpResponse:
    application = selectors.application_get_for_user(request.user, application_id)
    if application.next_step_on is None:
        return HttpResponse(_("This application has no next step with a date."), status=404)
    body = ics.next_step_calendar(application, host=request.get_host().split(":")[0] or "cv-agent")
    return attachment(body, "text/calendar; charset=utf-8", f"next-step-{application.pk}.ics")


@login_required
@require_GET
def application_outcomes(request: HttpRequest) -> HttpResponse:
    data = outcomes.outcomes_for_user(request.user)
    none = _("No application marked applied yet.")
    return render(
        request,
        "applications/outcomes.html",
        {
            "nav": NAV,
            **data,
            "charts": {
                "funnel": charts.funnel_chart(data["funnel"], title=_("How far applications got")),
                "resume": charts.rate_chart(
                    data["by_resume"],
                    title=_("Answer rate per resume version"),
                    css_id="chart-resume",
                    none=none,
                ),
                "theme": charts.rate_chart(
                    data["by_theme"],
                    title=_("Answer rate per theme"),
                    css_id="chart-theme",
                    none=none,
                ),
                "tailoring": charts.rate_chart(
                    data["by_tailoring"],
                    title=_("Answer rate, tailored or not"),
                    css_id="chart-tailoring",
                    none=none,
                ),
            },
        },
    )


@login_required
@require_GET
def export_csv(request: HttpRequest) -> HttpResponse:
    applications = list(selectors.application_list_for_user(request.user))
    stamp = timezone.localdate().isoformat()
    return attachment(
        csvio.export_csv(applications), "text/csv; charset=utf-8", f"applications-{stamp}.csv"
    )


@login_required
@require_http_methods(["GET", "POST"])
def application_import(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST or None, request.FILES or None)
    result = None
    status = 200
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            raw = upload.read(csvio.MAX_BYTES + 1)
            result = csvio.import_csv(owner=request.user, raw=raw)
        except csvio.CsvRejected as exc:
            form.add_error("file", str(exc))
        else:
            if not result.errors:
                messages.success(
                    request,
                    _("%(created)s applications imported, %(skipped)s already there.")
                    % {"created": len(result.created), "skipped": result.skipped},
                )
                return redirect("applications:application_list")
    if request.method == "POST" and (form.errors or (result and result.errors)):
        status = 400
    return render(
        request,
        "applications/import.html",
        {"nav": NAV, "form": form, "result": result},
        status=status,
    )
