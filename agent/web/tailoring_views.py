"""Tailoring from the web: "Tailor for this job" (a version and its review-mode conversation)
and the cover letter page (written by the agent, edited by the person, exported)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from asgiref.sync import async_to_sync
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from agent import tailoring
from agent.engine.turns import RunRefused, resolve_provider
from agent.models import Provider
from resumes import selectors
from resumes.postings import selectors as posting_selectors
from resumes.postings import services as posting_services
from resumes.postings.letter_files import LETTER_FORMATS, export_cover_letter, letter_look
from resumes.postings.letters import MAX_RECIPIENT_CHARS, letter_of, posting_recipient
from resumes.postings.models import CoverLetter
from resumes.views.common import attachment

MAX_LETTER_CHARS = 20_000


def posting_start_view(
    start, refused: type[Exception], welcome: Promise, notice: Promise
) -> Callable[[HttpRequest, int], HttpResponse]:
    """The view (signed in, POST) that starts a conversation for a posting with the chosen
    resume and opens it on the resume's page: `start(resume, posting)` gives the resume's id
    and the conversation (or raises `refused`, shown on the posting's page); `welcome` is said
    with the posting's title as `job`, and `notice` too where the provider cannot do the work."""

    @login_required
    @require_POST
    def view(request: HttpRequest, posting_id: int) -> HttpResponse:
        posting = posting_selectors.posting_get_for_user(request.user, posting_id)
        chosen = request.POST.get("resume")
        resume = selectors.resume_get_for_user(user=request.user, resume_id=chosen)
        try:
            resume_id, conversation = start(resume, posting)
        except refused as exc:
            messages.error(request, str(exc))
            return redirect("jobs:posting_detail", posting.pk)
        messages.success(request, welcome % {"job": posting.title})
        if tailoring.needs_capable_provider(_provider(conversation)):
            messages.warning(request, notice)
        return redirect(f"{reverse('resume_detail', args=[resume_id])}?c={conversation.pk}")

    return view


def _start_tailoring(master, posting):
    version, conversation = tailoring.start_tailoring(master=master, posting=posting)
    return version.resume_id, conversation


# "Tailor for this job": a tailored version of the chosen resume and its tailoring conversation.
tailor_start = posting_start_view(
    _start_tailoring,
    posting_services.PostingError,
    gettext_lazy(
        "This is a tailored copy for “%(job)s”. The assistant's edits wait for your review; "
        "ask it to tailor the resume to the posting."
    ),
    gettext_lazy(
        "Tailoring with the assistant needs a capable provider: the embedded offline model "
        "cannot do it. The score, the diff against the master and push-down work offline, "
        "and you can edit this version by hand."
    ),
)


def _provider(conversation=None) -> Provider | None:
    try:
        return resolve_provider(conversation)
    except RunRefused:
        return None


@login_required
@require_http_methods(["GET", "POST"])
def cover_letter(request: HttpRequest, version_id: int) -> HttpResponse:
    """The letter: write it with the agent (action=write) or save the person's text."""
    version = posting_selectors.version_get_for_user(request.user, version_id)
    letter = posting_selectors.cover_letter_of(version)
    provider = _provider()
    if request.method == "POST":
        answer = _letter_post(request, version, letter, provider)
        if answer is not None:
            return answer
    return _letter_page(
        request, version, letter, provider, status=400 if request.method == "POST" else 200
    )


def _letter_post(
    request: HttpRequest, version: Any, letter: CoverLetter | None, provider: Provider | None
) -> HttpResponse | None:
    """Write the letter with the agent or take the person's text, and save it: a redirect,
    or None when it was refused (the page again, with why, answers 400)."""
    text = request.POST.get("text", "")
    recipient = request.POST.get("recipient", letter.recipient if letter else "")
    if request.POST.get("action") == "write":
        if tailoring.needs_capable_provider(provider):
            messages.error(request, _("Writing a cover letter needs a capable provider."))
            return redirect("cover_letter", version.pk)
        try:
            text = async_to_sync(tailoring.write_cover_letter)(version=version, provider=provider)
        except tailoring.CoverLetterError as exc:
            messages.error(request, str(exc))
            return redirect("cover_letter", version.pk)
    text = text.replace("\x00", "")  # PostgreSQL cannot store NUL: not in the text nor its findings
    if len(text) > MAX_LETTER_CHARS:
        messages.error(request, _("The letter is too long; nothing was saved."))
        return None
    if len(recipient) > MAX_RECIPIENT_CHARS:
        messages.error(
            request,
            _("The name of the person to address is too long (at most %(n)s characters).")
            % {"n": MAX_RECIPIENT_CHARS},
        )
        return None
    findings = tailoring.cover_letter_findings(
        document=version.resume.data, letter=text, company=version.posting.company
    )
    posting_services.cover_letter_save(
        version=version, text=text, recipient=recipient, findings=findings
    )
    messages.success(request, _("The cover letter was saved."))
    return redirect("cover_letter", version.pk)


def _letter_page(
    request: HttpRequest,
    version: Any,
    letter: CoverLetter | None,
    provider: Provider | None,
    *,
    status: int,
) -> HttpResponse:
    context = {
        "nav": "jobs",
        "version": version,
        "letter": letter,
        "findings": _findings_shown(letter),
        "capable": not tailoring.needs_capable_provider(provider),
        "provider": provider,
        "formats": LETTER_FORMATS,
        "parts": letter_of(version, letter) if letter and letter.text else None,
        "posting_recipient": posting_recipient(version.posting.description),
        "letter_look": letter_look(version.resume.theme),
    }
    return render(request, "jobs/cover_letter.html", context, status=status)


def _findings_shown(letter: CoverLetter | None) -> list[dict[str, str]]:
    """The letter's findings written again in the reader's language."""
    shown = []
    for finding in (letter.findings if letter else []) or []:
        if not isinstance(finding, dict):
            continue
        check, params = finding.get("check", ""), finding.get("params") or {}
        message = tailoring.letter_finding_message(check, params) or finding.get("message", "")
        shown.append({"check": check, "message": message})
    return shown


@login_required
@require_GET
def cover_letter_export(request: HttpRequest, version_id: int, fmt: str) -> HttpResponse:
    version = posting_selectors.version_get_for_user(request.user, version_id)
    letter = posting_selectors.cover_letter_of(version)
    if letter is None or fmt not in LETTER_FORMATS:
        return HttpResponse(_("There is no cover letter to export yet."), status=404)
    exported = export_cover_letter(version, letter, fmt)
    return attachment(exported.content, exported.content_type, exported.filename)
