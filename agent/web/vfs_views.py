"""The playground's view of a conversation's virtual file store: the file list and downloads,
for the conversation's owner only."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_GET

from agent.engine.tools.vfs import VFSPathError, limit, normalize_path, store_usage
from agent.models import VirtualFile
from agent.web.views import conversation_for


@login_required
@require_GET
def playground_files(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = conversation_for(request, conversation_id)
    return render(
        request,
        "agent/playground/files.html",
        {
            "conversation": conversation,
            "files": VirtualFile.objects.filter(conversation=conversation)
            .only("path", "size")
            .order_by("path"),
            "usage": store_usage(conversation.pk),
            "limit_bytes": limit("VFS_MAX_CONVERSATION_BYTES"),
        },
    )


@login_required
@require_GET
def playground_file_download(request: HttpRequest, conversation_id: int, path: str) -> HttpResponse:
    conversation = conversation_for(request, conversation_id)
    try:
        stored = normalize_path(path)
    except VFSPathError as exc:
        raise Http404 from exc
    file = VirtualFile.objects.filter(conversation=conversation, path=stored).first()
    if file is None:
        raise Http404
    response = HttpResponse(file.content, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = content_disposition_header(
        as_attachment=True, filename=stored.rsplit("/", 1)[-1]
    )
    response["X-Content-Type-Options"] = "nosniff"
    return response
