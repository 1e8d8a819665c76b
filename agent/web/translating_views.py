"""Language versions from the web: "Add a language version" (a linked copy, translated by
the agent section by section in review mode), the version's page (where it stands against
its master: behind by how many changes, the checks, the conflicts) and "Bring up to date".

Translating (one model turn per section) and bringing up to date run as a background task
(`agent/tasks/languages.py`): the request makes the version (a copy, at once) and queues the
task; the task's page follows it ("section 3 of 7") and opens the version's proposals when it
is done, or says plainly why it stopped. The task's edits are proposals the person accepts on
the version's resume page. Only the person who started a task sees its page."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django_tasks.base import TaskResult, TaskResultStatus

from agent import translating
from agent.conversations.selectors import conversation_find_for_user
from agent.engine.turns import RunRefused, resolve_provider
from agent.models import Provider
from agent.review import open_proposals
from agent.tasks.languages import TRANSLATE, UPDATE, running_task, translate_language_version
from agent.web.owner_tasks_views import FINISHED, finished_redirect, owned_task, task_context
from resumes import selectors
from resumes.forms import SECTION_LABELS
from resumes.languages import selectors as language_selectors
from resumes.languages import services as language_services
from resumes.languages.models import LanguageVersion
from resumes.languages.views import change_rows, conflict_rows, finding_rows


def _provider() -> Provider | None:
    try:
        return resolve_provider(None)
    except RunRefused:
        return None


def offline_notice() -> str:
    return _(
        "Translating with the assistant needs a capable provider: the embedded offline model "
        "cannot translate. The checks, the status against the master, the glossary and "
        "editing this version by hand work offline."
    )


def _review_url(version, conversation) -> str:
    return f"{reverse('resume_detail', args=[version.resume_id])}?c={conversation.pk}"


def request_free_error(error: str) -> str:
    return _("The assistant could not finish: %(error)s") % {"error": error}


@login_required
@require_POST
def translate_start(request: HttpRequest, resume_id: int) -> HttpResponse:
    """Add a language version of the resume and, with a capable provider, translate it."""
    master = selectors.resume_get_for_user(user=request.user, resume_id=resume_id)
    try:
        version, _conversation = translating.start_translation(
            master=master, language=request.POST.get("language", "")
        )
    except language_services.LanguageError as exc:
        messages.error(request, str(exc))
        return redirect(f"{reverse('resume_detail', args=[master.pk])}#languages")
    provider = _provider()
    if translating.needs_capable_provider(provider):
        return _copy_only(request, version)
    return _enqueue(request, version, provider, TRANSLATE)


def _copy_only(request: HttpRequest, version: LanguageVersion) -> HttpResponse:
    """Without a capable provider the version stays a copy of the master, said so."""
    messages.warning(request, offline_notice())
    messages.info(
        request,
        _("The %(language)s version starts as a copy of the master; edit it by hand.")
        % {"language": language_services.language_name(version.language)},
    )
    return redirect("language_version", version.resume_id)


def _enqueue(request: HttpRequest, version: Any, provider: Provider, mode: str) -> HttpResponse:
    running = running_task(version_id=version.resume_id, user_id=request.user.pk)
    if running:
        return redirect("language_job", result_id=running)
    result = translate_language_version.enqueue(
        version_id=version.resume_id,
        user_id=request.user.pk,
        mode=mode,
        provider_slug=provider.slug,
    )
    return redirect("language_job", result_id=result.id)


@login_required
@require_GET
def language_version(request: HttpRequest, version_id: int) -> HttpResponse:
    """Where the version stands: behind by how many changes, the checks, the conflicts."""
    version = language_selectors.version_get_for_user(request.user, version_id)
    pending = open_proposals(resume=version.resume)
    if not pending:
        translating.learn_glossary(version)
    context = _version_context(request, version, pending)
    return render(request, "resumes/languages/version.html", context)


def _version_context(request: HttpRequest, version: LanguageVersion, pending: list) -> dict:
    status = language_services.version_status(version)
    provider = _provider()
    conversation = translating.translation_conversation(version) if pending else None
    return {
        "version": version,
        "language_label": language_services.language_name(version.language),
        "status": status,
        "changes": change_rows(version, status.changes, status.conflicts),
        "findings": finding_rows(version, status.findings),
        "conflicts": conflict_rows(version, status.conflicts),
        "pending": len(pending),
        "review_url": _review_url(version, conversation) if conversation else "",
        "capable": not translating.needs_capable_provider(provider),
        "offline_notice": offline_notice(),
        "running_task": running_task(version_id=version.resume_id, user_id=request.user.pk),
        "nav": "dashboard",
    }


@login_required
@require_POST
def language_update(request: HttpRequest, version_id: int) -> HttpResponse:
    """Bring up to date: translate only the master's changes, as proposals; a change to a
    place edited in the version becomes a conflict."""
    version = language_selectors.version_get_for_user(request.user, version_id)
    provider = _provider()
    if translating.needs_capable_provider(provider):
        messages.error(request, offline_notice())
        return redirect("language_version", version.resume_id)
    if not language_services.version_status(version).changes:
        messages.info(request, _("Nothing to translate: the version is up to date."))
        return redirect("language_version", version.resume_id)
    return _enqueue(request, version, provider, UPDATE)


@login_required
@require_POST
def conflict_translate(request: HttpRequest, version_id: int) -> HttpResponse:
    """Settle a conflict by taking the master's change, translated as a proposal to review."""
    version = language_selectors.version_get_for_user(request.user, version_id)
    provider = _provider()
    if translating.needs_capable_provider(provider):
        messages.error(request, offline_notice())
        return redirect("language_version", version.resume_id)
    try:
        outcome = translating.translate_conflict(
            version=version, path=request.POST.get("path", ""), provider=provider
        )
    except KeyError:
        messages.error(request, _("This conflict was settled already."))
        return redirect("language_version", version.resume_id)
    return _conflict_outcome(request, version, outcome)


def _conflict_outcome(request: HttpRequest, version: LanguageVersion, outcome: Any) -> HttpResponse:
    """To the proposal to review, or back to the version's page with why not."""
    if outcome.errors:
        messages.error(request, request_free_error(outcome.errors[0]))
        return redirect("language_version", version.resume_id)
    messages.success(
        request,
        _("%(count)s proposed translations of the master's changes wait for your review.")
        % {"count": outcome.proposals},
    )
    return redirect(_review_url(version, translating.translation_conversation(version)))


# The background task's page


def _clean(result: TaskResult) -> bool:
    """Finished with nothing to tell but what it made: the page moves on by itself."""
    outcome = result.return_value if result.status == TaskResultStatus.SUCCESSFUL else None
    return bool(
        outcome and not (outcome.get("errors") or outcome.get("refused") or outcome.get("gone"))
    )


def _task_version(request: HttpRequest, result: TaskResult) -> LanguageVersion | None:
    return language_selectors.version_find_for_user(request.user, result.kwargs.get("version_id"))


def _review_link(request: HttpRequest, version: Any, outcome: dict[str, Any] | None) -> str:
    conversation_id = (outcome or {}).get("conversation")
    conversation = conversation_find_for_user(request.user, conversation_id)
    return _review_url(version, conversation) if version and conversation else ""


def _finished_url(request: HttpRequest, result: TaskResult) -> str:
    """Where a task that went through leads, with what it did said once: the version's
    proposals to review, or the version's page when it proposed nothing."""
    version = _task_version(request, result)
    outcome = result.return_value
    if version is None:
        return reverse("dashboard")
    name = language_services.language_name(version.language)
    if outcome.get("conflicts"):
        messages.warning(
            request,
            _(
                "%(count)s changes of the master are to places you edited in this version: "
                "settle them on the version's page."
            )
            % {"count": outcome["conflicts"]},
        )
    review = _review_link(request, version, outcome)
    if not outcome.get("proposals") or not review:
        messages.info(request, _("Nothing to translate: the version is up to date."))
        return reverse("language_version", args=[version.resume_id])
    if outcome.get("mode") == TRANSLATE:
        messages.success(
            request,
            _(
                "The %(language)s version is written: %(count)s proposed translations wait "
                "for your review. Accept them here, then check the version against the master."
            )
            % {"language": name, "count": outcome["proposals"]},
        )
    else:
        messages.success(
            request,
            _("%(count)s proposed translations of the master's changes wait for your review.")
            % {"count": outcome["proposals"]},
        )
    return review


def _language_task_context(request: HttpRequest, result: TaskResult) -> dict[str, Any]:
    context = task_context(result)
    version = _task_version(request, result)
    found = context["progress"]
    section = found.get("note") or ""
    outcome = context["outcome"] or {}
    return {
        **context,
        "nav": "dashboard",
        "version": version,
        "language_label": language_services.language_name(version.language) if version else "",
        "updating": result.kwargs.get("mode") == UPDATE,
        "current": min(found["done"] + 1, found["total"]),
        "section": str(SECTION_LABELS.get(section, section)),
        "clean": _clean(result),
        "error": request_free_error(outcome["errors"][0]) if outcome.get("errors") else "",
        "review_url": _review_link(request, version, outcome),
        "offline_notice": offline_notice(),
    }


@login_required
@require_GET
def language_task(request: HttpRequest, result_id: str) -> HttpResponse:
    """The translation's page: waiting for the worker, the section it is at, then the version
    (by itself), or why it stopped."""
    return _language_view(request, result_id, "agent/tasks/language_task.html", fragment=False)


@login_required
@require_GET
def language_task_progress(request: HttpRequest, result_id: str) -> HttpResponse:
    return _language_view(request, result_id, "agent/tasks/language_progress.html", fragment=True)


def _language_view(
    request: HttpRequest, result_id: str, template: str, *, fragment: bool
) -> HttpResponse:
    result = owned_task(translate_language_version, request, result_id)
    if result.status in FINISHED and _clean(result):
        return finished_redirect(_finished_url(request, result), fragment=fragment)
    context = _language_task_context(request, result)
    return render(request, template, context)
