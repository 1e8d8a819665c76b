"""Public share links, from the browser: the owner's panel (list, create, revoke) and the
public page and PDF a visitor opens, with its password when it has one (the links
themselves: `resumes/sharing/__init__.py`)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from cvsite.signin import client_address
from resumes import sharing
from resumes.exporting import export_document
from resumes.exporting.views import download, page_size
from resumes.rendering import document_context
from resumes.selectors import resume_get_for_user
from resumes.sharing.forms import ShareForm, UnlockForm


@login_required
@require_GET
def share_list(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = resume_get_for_user(request.user, resume_id)
    return _share_panel(request, resume, ShareForm())


@login_required
@require_POST
def share_create(request: HttpRequest, resume_id: int) -> HttpResponse:
    resume = resume_get_for_user(request.user, resume_id)
    form = ShareForm(request.POST)
    if not form.is_valid():
        return _share_panel(request, resume, form, status=_form_status(request, form.errors))
    link = sharing.share_link_create(
        resume=resume,
        expiry=form.cleaned_data["expiry"],
        show_email=form.cleaned_data["show_email"],
        show_phone=form.cleaned_data["show_phone"],
        show_address=form.cleaned_data["show_address"],
        password=form.cleaned_data["password"],
        allow_download=not form.cleaned_data["no_download"],
    )
    if not request.htmx:
        return redirect("io:share_list", resume_id=resume.pk)
    return _share_panel(request, resume, ShareForm(), created=link)


@login_required
@require_POST
def share_revoke(request: HttpRequest, resume_id: int, link_id: int) -> HttpResponse:
    link = sharing.share_link_get_for_owner(user=request.user, resume_id=resume_id, link_id=link_id)
    sharing.share_link_revoke(link=link)
    if not request.htmx:
        return redirect("io:share_list", resume_id=link.resume_id)
    return _share_panel(request, link.resume, ShareForm())


@require_http_methods(["GET", "POST"])
def public_share(request: HttpRequest, token: str) -> HttpResponse:
    link = sharing.share_link_get_active(token)
    if request.method == "POST":
        return _unlock(request, link)
    if not sharing.is_unlocked(request.session, link):
        return _locked(request, link, UnlockForm())
    sharing.record_view(link)
    resume, data = link.resume, sharing.public_document(link)
    context = document_context(
        data, theme=resume.theme, language=resume.language, title=_public_name(data)
    )
    if link.allow_download:
        context["pdf_url"] = reverse("io:public_share_pdf", args=[link.token])
    # The theme's CSS is inlined: the page's policy allows that one <style> by its nonce.
    context["csp_nonce"] = str(getattr(request, "csp_nonce", ""))
    return _private(render(request, "resumes/io/public_share.html", context))


def _unlock(request: HttpRequest, link: Any) -> HttpResponse:
    """The visitor's password: right opens the link for their session (then the page, by GET),
    wrong says so, too many wrong ones from one address are refused for a while (429)."""
    if not link.has_password:
        return redirect("io:public_share", token=link.token)
    form = UnlockForm(request.POST)
    if not form.is_valid():
        return _locked(request, link, form)
    try:
        right = sharing.share_link_check_password(
            link, form.cleaned_data["password"], address=client_address(request)
        )
    except sharing.ShareThrottled:
        return _locked(request, link, UnlockForm(), throttled=True, status=429)
    if not right:
        form.add_error("password", _("That password is not right."))
        return _locked(request, link, form)
    # A new session key on unlocking, as on signing in.
    request.session.cycle_key()
    sharing.unlock(request.session, link)
    return redirect("io:public_share", token=link.token)


def _locked(
    request: HttpRequest, link: Any, form: UnlockForm, *, throttled: bool = False, status: int = 200
) -> HttpResponse:
    context = {
        "form": form,
        "throttled": throttled,
        "minutes": sharing.LOCKOUT_SECONDS // 60,
    }
    response = _private(render(request, "resumes/io/share_locked.html", context, status=status))
    # "same-origin", not "no-referrer": with no referrer Chromium sends the form's POST with
    # `Origin: null`, which Django's CSRF check refuses. Same-origin still leaks nothing (the
    # link's token) to any other site.
    response["Referrer-Policy"] = "same-origin"
    return response


@require_GET
def public_share_pdf(request: HttpRequest, token: str) -> HttpResponse:
    link = sharing.share_link_get_active(token)
    if not link.allow_download:
        raise Http404("This link offers no download.")
    if not sharing.is_unlocked(request.session, link):
        return _private(
            HttpResponse(
                _("This link needs its password first."),
                status=403,
                content_type="text/plain; charset=utf-8",
            )
        )
    sharing.record_download(link)
    resume, data = link.resume, sharing.public_document(link)
    # Named after the person on the resume, not the owner's own title for it.
    exported = export_document(
        data,
        "pdf",
        theme=resume.theme,
        language=resume.language,
        name=_public_name(data),
        page_size=page_size(request),
    )
    return _private(download(exported))


def _share_panel(
    request: HttpRequest, resume: Any, form: ShareForm, *, status: int = 200, created: Any = None
) -> HttpResponse:
    links = [
        {
            "link": link,
            "url": request.build_absolute_uri(reverse("io:public_share", args=[link.token])),
            "shows": sharing.shown_contacts(link),
            "days": sharing.share_link_days(link),
        }
        for link in sharing.share_link_list(resume)
    ]
    context = {"resume": resume, "links": links, "form": form, "created": created}
    template = "resumes/io/share_panel.html" if request.htmx else "resumes/io/share_page.html"
    return render(request, template, context, status=status)


def _form_status(request: HttpRequest, errors: Any) -> int:
    # htmx swaps only 2xx answers by default; the fragment itself shows what is wrong.
    return 400 if errors and not request.htmx else 200


def _private(response: HttpResponse) -> HttpResponse:
    # Public share pages stay out of search engines and caches, and leak no token onwards.
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response


def _public_name(data: dict[str, Any]) -> str:
    basics = data.get("basics") if isinstance(data, dict) else None
    name = basics.get("name") if isinstance(basics, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else "Resume"
