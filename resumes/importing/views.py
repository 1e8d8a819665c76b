"""Import from the browser: the import page and the dashboard's drop zone (any supported
file, or pasted text), the import report on the resume page, and the original file.

The view is async: the file is parsed in a worker process that the view awaits, so a slow
or hostile file never holds a server thread. The model's correction of the stored import,
when a capable model is configured, runs as a background task whose page the person follows
(`resumes.importing.correction.start_correction`).
"""

from __future__ import annotations

from typing import Any

from asgiref.sync import sync_to_async
from django import forms
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import content_disposition_header
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods
from django_htmx.http import HttpResponseClientRedirect

from resumes.exporting.sections import LABELS
from resumes.importing import MAX_IMPORT_BYTES, ImportRejected, size_problem
from resumes.importing.correction import correct_imported, start_correction
from resumes.importing.service import draft_from_file_async, import_draft, import_source_for
from resumes.importing.unplaced import TARGETS, unplaced_items
from resumes.models import Resume, ResumeLanguage, Theme
from resumes.selectors import import_source_of, resume_get_for_user

ACCEPT = (
    ".pdf,.docx,.md,.markdown,.txt,.json,.zip,.png,.jpg,.jpeg,"
    "application/pdf,text/plain,text/markdown,image/png,image/jpeg"
)
CONTENT_TYPES = {
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "linkedin": "application/zip",
    "json": "application/json",
    "markdown": "text/markdown; charset=utf-8",
    "text": "text/plain; charset=utf-8",
}
KIND_NAMES = {
    "pdf": "PDF",
    "docx": "Word (.docx)",
    "linkedin": _("LinkedIn export"),
    "json": "JSON Resume",
    "markdown": "Markdown",
    "text": _("plain text"),
    "image": _("picture, read by OCR"),
}


class ImportForm(forms.Form):
    """A resume file, or its text pasted; optional title, language and theme."""

    file = forms.FileField(
        label=_("Resume file"),
        required=False,
        # An empty file is refused in `clean`, by name, where the drop zone shows it too.
        allow_empty_file=True,
        help_text=_(
            "PDF, Word (.docx), Markdown, plain text, JSON Resume or a LinkedIn export (.zip)"
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ACCEPT}),
    )
    text = forms.CharField(
        label=_("…or paste your resume's text (or its JSON Resume)"),
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false", "class": "mono"}),
    )
    title = forms.CharField(label=_("Title"), required=False, max_length=200)
    language = forms.ChoiceField(
        label=_("Resume language"),
        choices=[("", _("Detect from the text")), *ResumeLanguage.choices],
        required=False,
    )
    theme = forms.ChoiceField(
        label=_("Theme"), choices=Theme.choices, initial=Theme.CLASSIC, required=False
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        upload, text = data.get("file"), data.get("text") or ""
        if upload is not None and upload.name and not upload.size:
            raise forms.ValidationError(_("The file is empty: there is no text in it to import."))
        if upload and text.strip():
            raise forms.ValidationError(_("Upload a file or paste text, not both."))
        if not upload and not text.strip():
            raise forms.ValidationError(_("Choose a resume file or paste its text."))
        data["theme"] = data.get("theme") or Theme.CLASSIC
        return data

    def file_bytes(self) -> tuple[bytes | str, str]:
        """The uploaded bytes (read no further than one byte past the limit) or pasted text,
        and a file name."""
        upload = self.cleaned_data.get("file")
        if not upload:
            return self.cleaned_data["text"], ""
        if upload.size > MAX_IMPORT_BYTES:
            raise ImportRejected([size_problem(upload.size)])
        return upload.read(MAX_IMPORT_BYTES + 1), upload.name or ""


@login_required
@require_http_methods(["GET", "POST"])
async def import_page(request: HttpRequest) -> HttpResponse:
    if request.method == "GET":
        return await _form_response(request, ImportForm(), [])
    form = ImportForm(request.POST, request.FILES)
    problems: list[tuple[str, str]] = []
    if form.is_valid():
        try:
            raw, filename = form.file_bytes()
            draft = await draft_from_file_async(raw=raw)
            owner = await request.auser()
            resume = await sync_to_async(import_draft)(
                owner=owner,
                draft=draft,
                raw=raw,
                filename=filename or "pasted.txt",
                title=form.cleaned_data["title"],
                language=form.cleaned_data["language"],
                theme=form.cleaned_data["theme"],
            )
        except ImportRejected as exc:
            problems = exc.problems
        else:
            # With a capable remote provider the agent corrects the draft from the file's
            # text in a background task, and the person follows it on its page; otherwise
            # the parser's result stands (noted at once). Either way the import report says.
            url = await sync_to_async(start_correction)(resume=resume)
            if url is None:
                await sync_to_async(correct_imported)(resume=resume)
                url = reverse("resume_detail", args=[resume.pk]) + "?imported=1"
            if request.htmx:
                return HttpResponseClientRedirect(url)
            return redirect(url)
    return await _form_response(request, form, problems)


async def _form_response(request: HttpRequest, form: ImportForm, problems: list) -> HttpResponse:
    dropzone = request.POST.get("form_style") == "dropzone"
    if request.htmx:
        template = "resumes/io/upload_form.html" if dropzone else "resumes/io/import_form.html"
    else:
        template = "resumes/io/import.html"
    context = {
        "form": form,
        "problems": problems,
        "max_megabytes": MAX_IMPORT_BYTES / 1e6,
        "accept": ACCEPT,
    }
    errors = problems or form.errors
    # htmx swaps only 2xx answers by default; the fragment itself shows what is wrong.
    status = 400 if errors and not request.htmx else 200
    return await sync_to_async(render)(request, template, context, status=status)


@login_required
@require_GET
def import_original(request: HttpRequest, resume_id: int) -> HttpResponse:
    """The file the resume was imported from, byte for byte."""
    resume = resume_get_for_user(request.user, resume_id)
    source = import_source_of(resume)
    if source is None:
        raise Http404("This resume was not imported from a file.")
    response = HttpResponse(
        bytes(source.original),
        content_type=CONTENT_TYPES.get(source.kind, "application/octet-stream"),
    )
    name = source.filename or f"resume.{source.kind}"
    response["Content-Disposition"] = content_disposition_header(True, name)
    response["X-Content-Type-Options"] = "nosniff"
    return response


def upload_context() -> dict[str, Any]:
    """What the dashboard's drop zone needs."""
    return {"max_megabytes": MAX_IMPORT_BYTES / 1e6, "accept": ACCEPT, "problems": []}


def import_context(request: HttpRequest, resume: Resume) -> dict[str, Any]:
    """What the resume page's Import tab shows, if the resume came from a file."""
    source = import_source_for(resume)
    if source is None:
        return {"import_source": None}
    labels = LABELS["zh-hans" if resume.language == "zh-hans" else "en"]
    found = [
        {
            "label": labels.get(item.get("section") or "", "") or item.get("heading") or "",
            "heading": item.get("heading") or "",
            "entries": item.get("entries", 0),
            "known": bool(item.get("section")),
        }
        for item in (source.report or {}).get("sections", [])
    ]
    return {
        "import_source": source,
        "import_kind": KIND_NAMES.get(source.kind, source.kind),
        "import_found": found,
        "import_pages": (source.report or {}).get("pages"),
        "import_ocr": bool((source.report or {}).get("ocr")),
        "import_correction": (source.report or {}).get("correction"),
        "import_open": request.GET.get("imported") == "1",
        "import_unplaced": unplaced_items(resume),
        "import_targets": list(TARGETS.items()),
    }
