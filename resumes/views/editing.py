"""Manual editing: the htmx fragments of the section forms, saved under the optimistic lock.

A save replaces the whole section; a stale version shows what changed since, with "keep mine".
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import trigger_client_event

from cvsite.inputs import posted_int
from resumes import services
from resumes.forms import (
    EDITABLE_SECTIONS,
    LIST_SECTION_FIELDS,
    LIST_SECTIONS,
    SECTION_LABELS,
    BasicsForm,
    basics_from_form,
    basics_initial,
    entry_form_class,
    entry_initial,
    merge_entry,
)
from resumes.models import Resume
from resumes.views.common import RESUME_CHANGED, owned_resume
from resumes.views.revisions import changes_since


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
    return _section_response(request, owned_resume(request, resume_id), section)


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
    resume = owned_resume(request, resume_id)
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
    resume, entries = _list_section(request, resume_id, section)
    specs = LIST_SECTION_FIELDS[section]
    form = entry_form_class(specs)(request.POST, prefix=f"{section}-{index}")
    if not form.is_valid():
        return _section_response(request, resume, section, bound_form=form, bound_index=index)
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
    resume, entries = _list_section(request, resume_id, section)
    entries.append({})
    return _save_entries(request, resume, section, entries)


@login_required
@require_POST
def entry_delete(request: HttpRequest, resume_id: int, section: str, index: int) -> HttpResponse:
    resume, entries = _list_section(request, resume_id, section)
    if index >= len(entries):
        raise Http404
    del entries[index]
    return _save_entries(request, resume, section, entries)


@login_required
@require_POST
def entry_move(request: HttpRequest, resume_id: int, section: str, index: int) -> HttpResponse:
    resume, entries = _list_section(request, resume_id, section)
    target = index - 1 if request.POST.get("direction") == "up" else index + 1
    if not (0 <= index < len(entries) and 0 <= target < len(entries)):
        raise Http404
    entries[index], entries[target] = entries[target], entries[index]
    return _save_entries(request, resume, section, entries)


def _list_section(request: HttpRequest, resume_id: int, section: str) -> tuple[Resume, list[Any]]:
    """The person's own resume and a copy of one list section's entries (404 for a section
    that is not a list)."""
    if section not in LIST_SECTIONS:
        raise Http404
    resume = owned_resume(request, resume_id)
    return resume, list(_section_value(resume, section))


def _save_entries(
    request: HttpRequest, resume: Resume, section: str, entries: list[Any]
) -> HttpResponse:
    """Save a list section a button changed (add, delete, move), against the version the
    page was showing."""
    based_on = posted_int(request.POST, "version", default=resume.version, minimum=1)
    return _save_section(request, resume, section, entries, based_on, bound_form=None)
