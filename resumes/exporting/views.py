"""Resumes out, from the browser: a download in one of four formats, and "Fit to one (two)
page(s)" with what it changed. `download` and `page_size` serve the share links' PDF too
(`resumes/sharing/views.py`)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_GET

from resumes.exporting import FORMATS, ExportedFile, export_filename, export_resume
from resumes.exporting.fitting import fit_pdf
from resumes.rendering import DEFAULT_PAGE_SIZE, PAGE_SIZES
from resumes.selectors import resume_get_for_user

# "Fit to one page" and "Fit to two pages" in the export menu.
FIT_PAGES = (1, 2)


@login_required
@require_GET
def export(request: HttpRequest, resume_id: int, fmt: str) -> HttpResponse:
    resume = resume_get_for_user(request.user, resume_id)
    if fmt not in FORMATS:
        raise Http404("No such export format.")
    fit = request.GET.get("fit", "")
    if fmt == "pdf" and fit.isdigit() and int(fit) in FIT_PAGES:
        return _fitted(request, resume, int(fit))
    return download(export_resume(resume, fmt, page_size=page_size(request)))


def _fitted(request: HttpRequest, resume, pages: int) -> HttpResponse:
    """The PDF fitted on `pages` pages; when it cannot fit, the page that says why."""
    result = _fit(request, resume, pages)
    if not result.fits or result.pdf is None:
        return redirect(_fit_url(resume.pk, pages, request))
    return download(
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
    size = page_size(request)
    download_url = reverse("io:export", args=[resume.pk, "pdf"]) + f"?fit={pages}&page={size}"
    context = {"resume": resume, "result": result, "pages": pages, "download": download_url}
    return render(request, "resumes/io/fit_page.html", context)


def _fit(request: HttpRequest, resume, pages: int):
    return fit_pdf(
        resume.data,
        theme=resume.theme,
        language=resume.language,
        pages=pages,
        page_size=page_size(request),
        title=resume.title,
    )


def _fit_url(resume_id: int, pages: int, request: HttpRequest) -> str:
    return reverse("io:fit", args=[resume_id, pages]) + f"?page={page_size(request)}"


def download(exported: ExportedFile) -> HttpResponse:
    """The exported file as an attachment, under its file name."""
    response = HttpResponse(exported.content, content_type=exported.content_type)
    response["Content-Disposition"] = content_disposition_header(True, exported.filename)
    return response


def page_size(request: HttpRequest) -> str:
    """The page size asked for (`?page=a4` or `letter`), or the default."""
    size = request.GET.get("page", DEFAULT_PAGE_SIZE).lower()
    return size if size in PAGE_SIZES else DEFAULT_PAGE_SIZE
