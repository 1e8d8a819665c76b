"""The resume pages: dashboard, the workspace (chat + preview), manual editing, revisions."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

from cvsite.inputs import posted_int
from resumes import selectors, services
from resumes.forms import (
    EDITABLE_SECTIONS,
    LIST_SECTION_FIELDS,
    LIST_SECTIONS,
    SECTION_LABELS,
    BasicsForm,
    RenameForm,
    ResumeCreateForm,
    ThemeForm,
    basics_from_form,
    basics_initial,
    entry_form_class,
    entry_initial,
    merge_entry,
)
from resumes.models import Resume, ResumeRevision, RevisionSource
from resumes.paths import pointer_to_path
from resumes.rendering import render_resume_html

RESUME_CHANGED = "resume-changed"


def _resume(request: HttpRequest, resume_id: int) -> Resume:
    """The signed-in person's resume; anyone else's id is a 404 (ResumeNotFound)."""
    return selectors.resume_get_for_user(user=request.user, resume_id=resume_id)


@login_required
@require_GET
def dashboard(request: HttpRequest) -> HttpResponse:
    resumes = selectors.resume_list_for_user(user=request.user)
    return render(
        request,
        "resumes/dashboard.html",
        {"resumes": resumes, "create_form": ResumeCreateForm(), "nav": "dashboard"},
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
    resume = _resume(request, resume_id)
    form = RenameForm(request.POST)
    if form.is_valid():
        resume = services.resume_rename(resume=resume, title=form.cleaned_data["title"])
    if request.htmx and request.POST.get("from") == "card":
        return render(request, "resumes/partials/resume_card.html", {"resume": resume})
    if request.htmx:
        return render(request, "resumes/partials/title.html", {"resume": resume})
    return redirect("resume_detail", resume_id=resume.pk)


@login_required
@require_POST
def resume_duplicate(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    copy = services.resume_duplicate(
        resume=resume, owner=request.user, title=_("Copy of %(title)s") % {"title": resume.title}
    )
    messages.success(request, _("Made a copy: “%(title)s”.") % {"title": copy.title})
    return redirect("dashboard")


@login_required
@require_POST
def resume_delete(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    title = resume.title
    services.resume_delete(resume=resume)
    messages.success(request, _("Deleted “%(title)s”.") % {"title": title})
    if request.htmx:
        return HttpResponseClientRedirect(reverse("dashboard"))
    return redirect("dashboard")


def preview_html(resume: Resume) -> str:
    """The themed preview fragment of a resume (shared with the chat consumer)."""
    return render_resume_html(resume.data, theme=resume.theme, language=resume.language)


@login_required
@require_GET
def resume_preview(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    return render(
        request,
        "resumes/partials/preview.html",
        {"resume": resume, "preview": preview_html(resume)},
    )


# --- manual editing -----------------------------------------------------------------------


def _section_value(resume: Resume, section: str) -> Any:
    value = (resume.data or {}).get(section)
    if section == "basics":
        return value if isinstance(value, dict) else {}
    return value if isinstance(value, list) else []


def _entry_title(section: str, entry: dict[str, Any]) -> str:
    specs = LIST_SECTION_FIELDS[section]
    parts = [str(entry.get(spec.key)) for spec in specs[:2] if entry.get(spec.key)]
    return " · ".join(parts)


def _entry_forms(resume: Resume, section: str) -> list[dict[str, Any]]:
    specs = LIST_SECTION_FIELDS[section]
    form_class = entry_form_class(specs)
    rows = []
    for index, entry in enumerate(_section_value(resume, section)):
        entry = entry if isinstance(entry, dict) else {}
        initial = {**entry_initial(specs, entry), "version": resume.version}
        rows.append(
            {
                "index": index,
                "title": _entry_title(section, entry),
                "form": form_class(initial=initial, prefix=f"{section}-{index}"),
                "specs": specs,
            }
        )
    return rows


def _basics_form(resume: Resume) -> BasicsForm:
    initial, count = basics_initial(_section_value(resume, "basics"))
    return BasicsForm(initial={**initial, "version": resume.version}, profile_count=count)


def editor_context(resume: Resume) -> dict[str, Any]:
    sections = [
        {
            "key": key,
            "label": SECTION_LABELS[key],
            "count": len(_section_value(resume, key)),
        }
        for key in LIST_SECTIONS
    ]
    return {"basics_form": _basics_form(resume), "list_sections": sections}


def _section_response(
    request: HttpRequest,
    resume: Resume,
    section: str,
    *,
    saved: bool = False,
    error: str = "",
    stale: dict[str, Any] | None = None,
    bound_form: Any = None,
    bound_index: int | None = None,
) -> HttpResponse:
    context: dict[str, Any] = {
        "resume": resume,
        "section": section,
        "label": SECTION_LABELS[section],
        "saved": saved,
        "error": error,
        "stale": stale,
    }
    if section == "basics":
        context["form"] = bound_form or _basics_form(resume)
        template = "resumes/partials/basics_form.html"
    else:
        rows = _entry_forms(resume, section)
        if bound_form is not None and bound_index is not None:
            for row in rows:
                if row["index"] == bound_index:
                    row["form"] = bound_form
                    row["error"] = error
                    row["stale"] = stale
            if bound_index >= len(rows):
                rows.append(
                    {
                        "index": bound_index,
                        "title": "",
                        "form": bound_form,
                        "error": error,
                        "stale": stale,
                        "specs": LIST_SECTION_FIELDS[section],
                    }
                )
        context["rows"] = rows
        # An add, move or delete that was refused concerns the section, not one entry's form.
        context["section_error"] = error if bound_form is None else ""
        context["section_stale"] = stale if bound_form is None else None
        template = "resumes/partials/section_entries.html"
    response = render(request, template, context)
    if saved:
        trigger_client_event(response, RESUME_CHANGED, {"version": resume.version})
    return response


def _check_section(section: str) -> None:
    if section not in EDITABLE_SECTIONS:
        raise Http404


@login_required
@require_GET
def section_editor(request: HttpRequest, resume_id: int, section: str) -> HttpResponse:
    _check_section(section)
    return _section_response(request, _resume(request, resume_id), section)


def _stale_context(resume: Resume, based_on: int) -> dict[str, Any]:
    return {
        "based_on": based_on,
        "current": resume.version,
        "changes": changes_since(resume, based_on),
    }


def _save_section(
    request: HttpRequest,
    resume: Resume,
    section: str,
    value: Any,
    based_on: int,
    *,
    bound_form: Any,
    index: int | None = None,
) -> HttpResponse:
    # "Keep mine" resubmits the form against the version the person has now seen.
    expected = based_on
    if request.POST.get("overwrite") and request.POST.get("seen_version"):
        expected = posted_int(request.POST, "seen_version", minimum=1)
    try:
        resume = services.resume_replace_section(
            resume=resume,
            section=section,
            value=value,
            expected_version=expected,
            author=request.user,
        ).resume
    except services.StaleVersionError:
        resume.refresh_from_db()
        return _section_response(
            request,
            resume,
            section,
            stale=_stale_context(resume, based_on),
            bound_form=bound_form,
            bound_index=index,
        )
    except services.ResumeEditError as exc:
        return _section_response(
            request, resume, section, error=str(exc), bound_form=bound_form, bound_index=index
        )
    return _section_response(request, resume, section, saved=True)


@login_required
@require_POST
def basics_save(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    count = posted_int(request.POST, "profile_count", default=1)
    form = BasicsForm(request.POST, profile_count=max(1, min(count, 50)))
    if not form.is_valid():
        return _section_response(request, resume, "basics", bound_form=form)
    value = basics_from_form(_section_value(resume, "basics"), form.cleaned_data)
    return _save_section(
        request, resume, "basics", value, form.cleaned_data["version"], bound_form=form
    )


@login_required
@require_POST
def entry_save(request: HttpRequest, resume_id: int, section: str, index: int) -> HttpResponse:
    if section not in LIST_SECTIONS:
        raise Http404
    resume = _resume(request, resume_id)
    specs = LIST_SECTION_FIELDS[section]
    form = entry_form_class(specs)(request.POST, prefix=f"{section}-{index}")
    if not form.is_valid():
        return _section_response(request, resume, section, bound_form=form, bound_index=index)
    entries = list(_section_value(resume, section))
    if index > len(entries):
        raise Http404
    original = entries[index] if index < len(entries) else None
    entry = merge_entry(original if isinstance(original, dict) else None, specs, form.cleaned_data)
    if index < len(entries):
        entries[index] = entry
    else:
        entries.append(entry)
    return _save_section(
        request,
        resume,
        section,
        entries,
        form.cleaned_data["version"],
        bound_form=form,
        index=index,
    )


@login_required
@require_POST
def entry_add(request: HttpRequest, resume_id: int, section: str) -> HttpResponse:
    if section not in LIST_SECTIONS:
        raise Http404
    resume = _resume(request, resume_id)
    entries = [*_section_value(resume, section), {}]
    based_on = posted_int(request.POST, "version", default=resume.version, minimum=1)
    return _save_section(request, resume, section, entries, based_on, bound_form=None)


@login_required
@require_POST
def entry_delete(request: HttpRequest, resume_id: int, section: str, index: int) -> HttpResponse:
    if section not in LIST_SECTIONS:
        raise Http404
    resume = _resume(request, resume_id)
    entries = list(_section_value(resume, section))
    if index >= len(entries):
        raise Http404
    del entries[index]
    based_on = posted_int(request.POST, "version", default=resume.version, minimum=1)
    return _save_section(request, resume, section, entries, based_on, bound_form=None)


@login_required
@require_POST
def entry_move(request: HttpRequest, resume_id: int, section: str, index: int) -> HttpResponse:
    if section not in LIST_SECTIONS:
        raise Http404
    resume = _resume(request, resume_id)
    entries = list(_section_value(resume, section))
    target = index - 1 if request.POST.get("direction") == "up" else index + 1
    if not (0 <= index < len(entries) and 0 <= target < len(entries)):
        raise Http404
    entries[index], entries[target] = entries[target], entries[index]
    based_on = posted_int(request.POST, "version", default=resume.version, minimum=1)
    return _save_section(request, resume, section, entries, based_on, bound_form=None)


# --- revisions and theme --------------------------------------------------------------------


def describe_revision(revision: ResumeRevision) -> dict[str, Any]:
    """What the revisions panel shows about one revision: who, what, which paths."""
    paths: list[str] = []
    for op in revision.patch or []:
        if isinstance(op, dict) and op.get("path") is not None:
            path = pointer_to_path(str(op["path"])) or _("the whole resume")
            if path not in paths:
                paths.append(path)
    if revision.snapshot is not None and not paths:
        paths = [_("the whole resume")]
    tool_call = revision.tool_call
    return {
        "version": revision.version,
        "source": revision.source,
        "who": RevisionSource(revision.source).label if revision.source else "",
        "summary": revision.summary,
        "paths": paths[:8],
        "more_paths": max(0, len(paths) - 8),
        "tool_name": tool_call.name if tool_call else "",
        "call_id": tool_call.call_id if tool_call else "",
        "conversation_id": tool_call.conversation_id if tool_call else None,
        "created_at": revision.created_at,
    }


def changes_since(resume: Resume, version: int) -> list[dict[str, Any]]:
    """The revisions saved after `version`, oldest first (what a stale form missed)."""
    later = resume.revisions.filter(version__gt=version).select_related("tool_call")
    return [describe_revision(revision) for revision in later.order_by("version")]


def revisions_context(resume: Resume) -> dict[str, Any]:
    revisions = selectors.revision_list(resume=resume)
    return {"revisions": [describe_revision(revision) for revision in revisions]}


@login_required
@require_GET
def revisions(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    return render(
        request, "resumes/partials/revisions.html", {"resume": resume, **revisions_context(resume)}
    )


@login_required
@require_POST
def revision_undo(request: HttpRequest, resume_id: int, version: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    error = ""
    try:
        resume = services.resume_undo(resume=resume, to_version=version, author=request.user).resume
    except services.ResumeEditError as exc:
        error = str(exc)
    response = render(
        request,
        "resumes/partials/revisions.html",
        {"resume": resume, "undo_error": error, **revisions_context(resume)},
    )
    if not error:
        trigger_client_event(response, RESUME_CHANGED, {"version": resume.version})
    return response


@login_required
@require_POST
def theme_set(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = _resume(request, resume_id)
    form = ThemeForm(request.POST)
    if form.is_valid():
        resume = services.resume_set_theme(resume=resume, theme=form.cleaned_data["theme"])
    response = render(
        request,
        "resumes/partials/preview.html",
        {"resume": resume, "preview": preview_html(resume)},
    )
    return response
