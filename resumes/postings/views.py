"""The job postings pages: the application tracker, one posting, the match panel, a version's
diff against its master and push-down."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from resumes import selectors as resume_selectors
from resumes import wording
from resumes.applications.selectors import applications_of_posting, applications_of_resume
from resumes.models import Resume
from resumes.postings import pushdown, selectors, services
from resumes.postings.evidence import evidence_rows, kind_label
from resumes.postings.forms import PostingEditForm, PostingForm
from resumes.postings.match import Match, match_keywords
from resumes.postings.models import JobPosting, PostingStatus, TailoredVersion
from resumes.postings.ranking import rank_key
from resumes.trust import compare_documents
from resumes.trust.history import RevisionComparison
from resumes.views.common import RESUME_CHANGED, delete_view, owned_resume, save_form
from resumes.views.compare import _rows


@login_required
@require_http_methods(["GET", "POST"])
def posting_list(request: HttpRequest) -> HttpResponse:
    """The tracker: every posting with its status, and the form to add one."""
    form = PostingForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        posting = _posting_from_form(request, form)
        if posting is not None:
            return redirect("jobs:posting_detail", posting.pk)
    status = request.GET.get("status", "")
    shown = status if status in PostingStatus.values else ""
    context = {
        "nav": "jobs",
        "form": form,
        "postings": selectors.posting_list_for_user(request.user, status=shown),
        "status": status,
        "statuses": PostingStatus.choices,
    }
    return render(request, "jobs/list.html", context, status=400 if form.errors else 200)


def _posting_from_form(request: HttpRequest, form: PostingForm) -> JobPosting | None:
    """The posting made from the typed fields and the file, if one came (its text, or its
    JSON Resume job schema under what was typed); None with the form told why not."""
    data = form.cleaned_data
    fields = {k: data[k] or "" for k in ("title", "company", "location", "description")}
    upload = data.get("file")
    filename = (upload.name or "") if upload is not None else ""
    try:
        if upload is not None:
            raw = upload.read(services.MAX_UPLOAD_BYTES + 1)
            schema = services.job_schema_fields(raw)
            if schema is not None:  # JSON Resume's job schema: what was typed wins
                fields = {k: fields[k] or schema[k] for k in fields}
            else:
                fields["description"] = services.posting_text_from_file(data=raw, filename=filename)
        return services.posting_create(
            owner=request.user, language=data["language"], source_filename=filename, **fields
        )
    except services.PostingError as exc:
        form.add_error(None, str(exc))
        return None


def _posting_context(request: HttpRequest, posting: JobPosting, form: Any = None) -> dict:
    resumes = [r for r in resume_selectors.master_list_for_user(request.user)]
    matches = [(r, match_keywords(r.data, posting.keywords)) for r in resumes]
    # Best first; equal scores are told apart by required, then preferred keywords matched,
    # then how close the resume's label and positions are to the posting's title.
    matches.sort(key=lambda rm: rank_key(rm[1], posting.title, rm[0].data), reverse=True)
    versions = posting.versions.select_related("resume", "master")
    return {
        "nav": "jobs",
        "posting": posting,
        "form": form or PostingEditForm(initial=_initial(posting)),
        "keywords": [
            {**k, "kind_label": kind_label(str(k.get("kind") or "required"))}
            for k in posting.keywords
            if isinstance(k, dict)
        ],
        "resume_scores": [(r, match.score, evidence_rows(r.data, match)) for r, match in matches],
        "versions": [(v, version_match(v)) for v in versions],
        "applications": list(applications_of_posting(posting)),
    }


def version_match(version: TailoredVersion) -> Match:
    """A tailored version's match, counting only what its master supports."""
    return match_keywords(
        version.resume.data, version.posting.keywords, support=version.master.data
    )


def _initial(posting: JobPosting) -> dict[str, Any]:
    fields = ("title", "company", "location", "language", "status", "applied_on", "description")
    return {**{f: getattr(posting, f) for f in fields}, "notes": posting.notes}


@login_required
@require_http_methods(["GET", "POST"])
def posting_detail(request: HttpRequest, posting_id: int) -> HttpResponse:
    posting = selectors.posting_get_for_user(request.user, posting_id)
    form = None
    if request.method == "POST":
        form = PostingEditForm(request.POST)
        update = partial(services.posting_update, posting=posting)
        if save_form(request, form, update, services.PostingError, _("The posting was saved.")):
            return redirect("jobs:posting_detail", posting.pk)
    context = _posting_context(request, posting, form)
    return render(request, "jobs/detail.html", context, status=400 if form else 200)


@login_required
@require_GET
def posting_export(request: HttpRequest, posting_id: int) -> HttpResponse:
    """The posting as JSON Resume's job schema."""
    posting = selectors.posting_get_for_user(request.user, posting_id)
    body = json.dumps(posting.as_job_schema(), ensure_ascii=False, indent=2)
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="posting-{posting.pk}.json"'
    return response


posting_delete = delete_view(
    selectors.posting_get_for_user,
    services.posting_delete,
    "posting",
    gettext_lazy("The posting was deleted."),
    "jobs:posting_list",
)


def match_panel_context(resume: Resume, posting: JobPosting | None) -> dict[str, Any]:
    version = selectors.version_of(resume)
    context: dict[str, Any] = {"resume": resume, "version": version, "posting": posting}
    if posting is not None:
        master = version.master.data if version is not None else None
        context["match"] = match_keywords(resume.data, posting.keywords, support=master)
        context["evidence"] = evidence_rows(resume.data, context["match"])
    if version is not None:
        context["lags"] = pushdown.lags_behind(version)
        context["version_applications"] = list(applications_of_resume(resume))
    else:
        context["versions"] = [
            (v, version_match(v).score, pushdown.lags_behind(v))
            for v in selectors.versions_of_master(resume).select_related("master")
        ]
        context["versions_lag"] = any(lag for _, _, lag in context["versions"])
    context["postings"] = selectors.posting_list_for_user(resume.owner)[:50]
    return context


def panel_posting(request: HttpRequest, resume: Resume) -> JobPosting | None:
    """The posting the panel scores against: ?posting=N (the person's own), else the version's."""
    wanted = request.GET.get("posting")
    if wanted:
        return selectors.posting_get_for_user(request.user, wanted)
    version = selectors.version_of(resume)
    return version.posting if version else None


@login_required
@require_GET
def match_panel(request: HttpRequest, resume_id: int) -> HttpResponse:
    """The job match panel of the resume page (reloaded when the resume changes)."""
    resume = owned_resume(request, resume_id)
    posting = panel_posting(request, resume)
    return render(request, "jobs/match_panel.html", match_panel_context(resume, posting))


@login_required
@require_GET
def version_diff(request: HttpRequest, version_id: int) -> HttpResponse:
    """What the version changed against its master (the guard's comparison)."""
    version = selectors.version_get_for_user(request.user, version_id)
    master, resume = version.master, version.resume
    comparison = compare_documents(master.data, resume.data)
    result = RevisionComparison(0, 0, master.data, resume.data, comparison)
    return render(
        request,
        "jobs/version_diff.html",
        {
            "nav": "dashboard",
            "version": version,
            "rows": _rows(result),
            "findings": comparison.findings,
            "pending": [
                {
                    "change": item.change,
                    "number": item.number,
                    "fits": item.fits,
                    "words": _pending_words(item, master.data, resume.data),
                }
                for item in pushdown.pending_changes(version)
            ],
        },
    )


def _pending_words(item: pushdown.PushDownItem, master: Any, version: Any) -> str:
    """A master's change in words; a removed entry is named as the version still has it."""
    change = item.change
    document = version if change.op == "remove" else master
    return wording.describe_change(change.op, change.path, document=document, value=change.new)


@login_required
@require_POST
def pushdown_apply(request: HttpRequest, version_id: int) -> HttpResponse:
    """Apply one of the master's changes to the version (?number=N), or skip them all."""
    version = selectors.version_get_for_user(request.user, version_id)
    if request.POST.get("skip"):
        pushdown.mark_synced(version=version)
        messages.info(request, _("The version is marked up to date with its master."))
    else:
        try:
            number = int(request.POST.get("number", ""))
        except ValueError:
            number = -1
        if pushdown.apply_change(version=version, number=number, user=request.user):
            messages.success(request, _("The change was applied to this version."))
        else:
            messages.error(
                request, _("This change no longer fits the version; nothing was changed.")
            )
    response = redirect("jobs:version_diff", version.pk)
    response["HX-Trigger"] = RESUME_CHANGED
    return response
