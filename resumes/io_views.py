"""Resumes out: downloads in four formats and public share links (import: `import_views`)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import content_disposition_header
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from cvsite.signin import client_address
from resumes import sharing
from resumes.exporting import (
    FORMATS,
    ExportedFile,
    export_document,
    export_filename,
    export_resume,
)
from resumes.rendering import DEFAULT_PAGE_SIZE, PAGE_SIZES, document_context
from resumes.selectors import resume_get_for_user

# "Fit to one page" and "Fit to two pages" in the export menu.
FIT_PAGES = (1, 2)


class ShareForm(forms.Form):
    """How long a new share link lives."""

    expiry = forms.ChoiceField(
        label=_("Link expires"),
        choices=[
            ("7d", _("in 7 days")),
            ("1d", _("in 1 day")),
            ("30d", _("in 30 days")),
            ("never", _("never")),
        ],
        initial="7d",
    )
    # Contact details stay off the public page unless ticked.
    show_email = forms.BooleanField(label=_("Email"), required=False)
    show_phone = forms.BooleanField(label=_("Phone"), required=False)
    show_address = forms.BooleanField(label=_("Street address and postal code"), required=False)
    password = forms.CharField(
        label=_("Password (optional)"),
        required=False,
        strip=False,
        max_length=sharing.MAX_PASSWORD_LENGTH,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=_("Anyone opening the link must type it first."),
    )
    no_download = forms.BooleanField(label=_("No PDF download"), required=False)


class UnlockForm(forms.Form):
    """The password a visitor types to open a protected link."""

    password = forms.CharField(
        label=_("Password"),
        strip=False,
        max_length=sharing.MAX_PASSWORD_LENGTH,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password", "autofocus": True}),
    )


@login_required
@require_GET
def export(request: HttpRequest, resume_id: int, fmt: str) -> HttpResponse:
    resume = resume_get_for_user(request.user, resume_id)
    if fmt not in FORMATS:
        raise Http404("No such export format.")
    fit = request.GET.get("fit", "")
    if fmt == "pdf" and fit.isdigit() and int(fit) in FIT_PAGES:
        return _fitted(request, resume, int(fit))
    return _download(export_resume(resume, fmt, page_size=_page_size(request)))


def _fitted(request: HttpRequest, resume, pages: int) -> HttpResponse:
    """The PDF fitted on `pages` pages; when it cannot fit, the page that says why."""
    result = _fit(request, resume, pages)
    if not result.fits or result.pdf is None:
        return redirect(_fit_url(resume.pk, pages, request))
    return _download(
        ExportedFile(result.pdf, "application/pdf", export_filename(resume.title, "pdf"))
    )


@login_required
@require_GET
def fit_page(request: HttpRequest, resume_id: int, pages: int) -> HttpResponse:
    """Fit to one (two) page(s): what it changed and the fitted PDF to download, or how much
    is over and which sections are longest."""
    resume = resume_get_for_user(request.user, resume_id)
    if pages not in FIT_PAGES:
        raise Http404("Fit to one or two pages only.")
    result = _fit(request, resume, pages)
    page_size = _page_size(request)
    download = reverse("io:export", args=[resume.pk, "pdf"]) + f"?fit={pages}&page={page_size}"
    context = {"resume": resume, "result": result, "pages": pages, "download": download}
    return render(request, "resumes/io/fit_page.html", context)


def _fit(request: HttpRequest, resume, pages: int):
    from resumes.exporting.fitting import fit_pdf

    return fit_pdf(
        resume.data,
        theme=resume.theme,
        language=resume.language,
        pages=pages,
        page_size=_page_size(request),
        title=resume.title,
    )


def _fit_url(resume_id: int, pages: int, request: HttpRequest) -> str:
    return reverse("io:fit", args=[resume_id, pages]) + f"?page={_page_size(request)}"


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
        page_size=_page_size(request),
    )
    return _private(_download(exported))


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


def _download(exported: ExportedFile) -> HttpResponse:
    response = HttpResponse(exported.content, content_type=exported.content_type)
    response["Content-Disposition"] = content_disposition_header(True, exported.filename)
    return response


def _private(response: HttpResponse) -> HttpResponse:
    # Public share pages stay out of search engines and caches, and leak no token onwards.
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response


def _page_size(request: HttpRequest) -> str:
    size = request.GET.get("page", DEFAULT_PAGE_SIZE).lower()
    return size if size in PAGE_SIZES else DEFAULT_PAGE_SIZE


def _public_name(data: dict[str, Any]) -> str:
    basics = data.get("basics") if isinstance(data, dict) else None
    name = basics.get("name") if isinstance(basics, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else "Resume"
