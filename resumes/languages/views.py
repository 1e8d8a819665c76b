"""The glossary page, settling a conflict, and the resume page's language panel. The pages
that run the agent (add a version, the version page, bring up to date) are agent.web's."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST

from resumes.languages import selectors, services
from resumes.languages.checks import LanguageFinding
from resumes.models import Resume
from resumes.postings.evidence import place
from resumes.views.common import delete_view
from resumes.wording import describe_change


def language_choices(resume: Resume) -> list[tuple[str, str]]:
    """The languages a version of `resume` can be added in: the site's languages but the
    resume's own and those it has a version in already."""
    taken = {resume.language, *selectors.versions_of(resume).values_list("language", flat=True)}
    return [
        (code, services.language_name(code))
        for code, _name in settings.LANGUAGES
        if code not in taken
    ]


def language_panel_context(resume: Resume) -> dict[str, Any]:
    """For the resume page's Languages tab: the versions of a master with where they stand,
    or, for a version, its master."""
    own = selectors.version_of(resume)
    if own is not None:
        return {"language_of": own, "language_label": services.language_name(own.language)}
    rows = []
    for version in selectors.versions_of(resume):
        status = services.version_status(version)
        rows.append(
            {
                "version": version,
                "name": services.language_name(version.language),
                "behind": status.behind,
                "findings": len(status.findings),
                "conflicts": len(status.conflicts),
            }
        )
    return {"language_rows": rows, "language_choices": language_choices(resume)}


def finding_rows(version: Any, findings: list[LanguageFinding]) -> list[dict[str, Any]]:
    """Findings for a page: where (in words), what, and both sides."""
    return [
        {
            "check": f.check,
            "path": f.path,
            "where": place(version.master.data, f.path),
            "message": f.message,
            "master": _side(f.master),
            "version": _side(f.version),
        }
        for f in findings
    ]


def change_rows(version: Any, changes: list[Any], conflicts: list[dict[str, Any]]) -> list[dict]:
    conflicted = {c["path"] for c in conflicts}
    return [
        {
            "path": c.path,
            "words": describe_change(c.op, c.path, document=version.master.data, value=c.new),
            "old": _side(c.old),
            "new": _side(c.new),
            "conflict": c.path in conflicted,
        }
        for c in changes
    ]


def conflict_rows(version: Any, conflicts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "path": c["path"],
            "words": describe_change(
                c.get("op", "replace"), c["path"], document=version.master.data
            ),
            "master_old": _side(c.get("master_old")),
            "master_new": _side(c.get("master_new")),
            "version": _side(c.get("version")),
        }
        for c in conflicts
    ]


def _side(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return " · ".join(_side(v) for v in value.values() if _side(v))
    if isinstance(value, list):
        return "; ".join(_side(v) for v in value if _side(v))
    return str(value)


@login_required
@require_POST
def conflict_settle(request: HttpRequest, version_id: int) -> HttpResponse:
    """Keep the version's text where the master changed the same place."""
    version = selectors.version_get_for_user(request.user, version_id)
    if services.conflict_settle(version=version, path=request.POST.get("path", "")):
        messages.success(request, _("Kept this version's text; the conflict is settled."))
    else:
        messages.error(request, _("This conflict was settled already."))
    return redirect("language_version", version.resume_id)


@login_required
@require_http_methods(["GET", "POST"])
def glossary(request: HttpRequest) -> HttpResponse:
    """The person's glossary: how each name is written in each language; add or change one."""
    status = 200
    if request.method == "POST":
        try:
            services.term_save(
                owner=request.user,
                language=request.POST.get("language", ""),
                term=request.POST.get("term", ""),
                translation=request.POST.get("translation", ""),
            )
        except services.LanguageError as exc:
            messages.error(request, str(exc))
            status = 400
        else:
            messages.success(request, _("Saved the glossary term."))
            return redirect("languages:glossary")
    terms = [
        {"term": t, "language_name": services.language_name(t.language)}
        for t in selectors.glossary_for(request.user)
    ]
    choices = [(code, services.language_name(code)) for code, _name in settings.LANGUAGES]
    context = {
        "terms": terms,
        "choices": choices,
        "form": request.POST if status == 400 else {},
        "back": request.GET.get("version", ""),
    }
    return render(request, "resumes/languages/glossary.html", context, status=status)


term_delete = delete_view(
    selectors.term_get_for_user,
    services.term_delete,
    "term",
    gettext_lazy("Removed the glossary term."),
    "languages:glossary",
)
