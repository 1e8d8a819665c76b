"""The playground's view of a conversation's virtual file store: the file list and downloads,
for the conversation's owner only."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_GET

from agent.conversations import selectors
from agent.engine.tools.vfs import VFSPathError, limit, normalize_path, store_usage


@login_required
@require_GET
def playground_files(request: HttpRequest, conversation_id: int) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    return render(
        request,
        "agent/playground/files.html",
        {
            "conversation": conversation,
            "files": selectors.virtual_files(conversation),
            "usage": store_usage(conversation.pk),
            "limit_bytes": limit("VFS_MAX_CONVERSATION_BYTES"),
        },
    )


@login_required
@require_GET
def playground_file_download(request: HttpRequest, conversation_id: int, path: str) -> HttpResponse:
    conversation = selectors.conversation_get_for_user(request.user, conversation_id)
    try:
        stored = normalize_path(path)
    except VFSPathError as exc:
        raise Http404 from exc
    file = selectors.virtual_file(conversation, stored)
    response = HttpResponse(file.content, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = content_disposition_header(
        as_attachment=True, filename=stored.rsplit("/", 1)[-1]
    )
    response["X-Content-Type-Options"] = "nosniff"
    return response
