"""The resume pages: the dashboard and its actions, the workspace (chat + preview), the theme."""

from __future__ import annotations

from collections.abc import Callable

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from resumes import selectors, services
from resumes.forms import RenameForm, ResumeCreateForm, ThemeForm
from resumes.importing.views import upload_context
from resumes.models import Resume
from resumes.views.common import owned_resume, preview_html


def _changed(
    request: HttpRequest,
    resume_id: int,
    form_class: type[forms.Form],
    field: str,
    change: Callable[..., Resume],
) -> Resume:
    """The person's resume, changed by `change(resume=..., <field>=...)` when the posted form
    is valid; as it was when not."""
    resume = owned_resume(request, resume_id)
    form = form_class(request.POST)
    if form.is_valid():
        resume = change(resume=resume, **{field: form.cleaned_data[field]})
    return resume


@login_required
@require_GET
def dashboard(request: HttpRequest) -> HttpResponse:
    resumes = selectors.resume_list_for_user(user=request.user)
    return render(
        request,
        "resumes/dashboard.html",
        {
            "resumes": resumes,
            "create_form": ResumeCreateForm(),
            "nav": "dashboard",
            **upload_context(),
        },
    )


@login_required
@require_POST
def resume_create(request: HttpRequest) -> HttpResponse:
    form = ResumeCreateForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("That resume could not be created. Please try again."))
        return redirect("dashboard")
    language = form.cleaned_data["language"]
    title = form.cleaned_data["title"] or (
        _("My resume") if not form.cleaned_data["starter"] else _("Example resume")
    )
    resume = services.resume_create(
        owner=request.user, title=title, language=language, starter=form.cleaned_data["starter"]
    )
    return redirect("resume_detail", resume_id=resume.pk)


@login_required
@require_POST
def resume_rename(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _changed(request, resume_id, RenameForm, "title", services.resume_rename)
    if request.htmx and request.POST.get("from") == "card":
        return render(request, "resumes/partials/resume_card.html", {"resume": resume})
    if request.htmx:
        return render(request, "resumes/partials/title.html", {"resume": resume})
    return redirect("resume_detail", resume_id=resume.pk)


@login_required
@require_POST
def resume_duplicate(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    copy = services.resume_duplicate(
        resume=resume, owner=request.user, title=_("Copy of %(title)s") % {"title": resume.title}
    )
    messages.success(request, _("Made a copy: “%(title)s”.") % {"title": copy.title})
    return redirect("dashboard")


@login_required
@require_POST
def resume_delete(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    title = resume.title
    services.resume_delete(resume=resume)
    messages.success(request, _("Deleted “%(title)s”.") % {"title": title})
    if request.htmx:
        return HttpResponseClientRedirect(reverse("dashboard"))
    return redirect("dashboard")


@login_required
@require_GET
def resume_preview(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = owned_resume(request, resume_id)
    return render(
        request,
        "resumes/partials/preview.html",
        {"resume": resume, "preview": preview_html(resume)},
    )


@login_required
@require_POST
def theme_set(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _changed(request, resume_id, ThemeForm, "theme", services.resume_set_theme)
    response = render(
        request,
        "resumes/partials/preview.html",
        {"resume": resume, "preview": preview_html(resume)},
    )
    return response
