"""Admin for resumes (read-only documents with their revision history) and share links."""

from __future__ import annotations

import json

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from resumes.models import Resume, ResumeRevision, ShareLink


def _pretty_json(value: object) -> str:
    return format_html(
        '<pre class="cv-pre-scroll">{}</pre>',
        json.dumps(value, ensure_ascii=False, indent=2),
    )


class ResumeRevisionInline(admin.TabularInline):
    """The history of a resume; revisions are written by resumes.services only."""

    model = ResumeRevision
    extra = 0
    can_delete = False
    ordering = ["-version"]
    fields = ["version", "source", "summary", "author", "tool_call", "created_at"]
    readonly_fields = fields
    show_change_link = False

    def has_add_permission(self, request: HttpRequest, obj: Resume | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Resume | None = None) -> bool:
        return False


@admin.register(Resume)
class ResumeAdmin(admin.ModelAdmin):
    # The document is shown, never edited here: every change must go through the services so
    # that it is validated and recorded as a revision.
    list_display = ["title", "owner", "version", "theme", "language", "is_scratch", "updated_at"]
    list_filter = ["theme", "language", "is_scratch"]
    search_fields = ["title", "owner__username", "owner__email"]
    list_select_related = ["owner"]
    fields = [
        "title",
        "owner",
        "theme",
        "language",
        "is_scratch",
        "version",
        "document",
        "created_at",
        "updated_at",
    ]
    readonly_fields = ["owner", "version", "document", "created_at", "updated_at"]
    inlines = [ResumeRevisionInline]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description=_("Document (JSON Resume)"))
    def document(self, obj: Resume) -> str:
        return _pretty_json(obj.data)


@admin.register(ShareLink)
class ShareLinkAdmin(admin.ModelAdmin):
    list_display = [
        "resume",
        "token",
        "created_at",
        "expires_at",
        "revoked_at",
        "view_count",
        "download_count",
        "protected",
        "active",
    ]
    list_filter = ["revoked_at", "expires_at", "allow_download"]
    search_fields = ["token", "resume__title", "resume__owner__username"]
    list_select_related = ["resume"]
    # The password's hash is neither shown nor editable here.
    exclude = ["password_hash"]
    readonly_fields = ["resume", "token", "view_count", "download_count", "protected", "created_at"]
    actions = ["revoke"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(boolean=True, description=_("Password"))
    def protected(self, obj: ShareLink) -> bool:
        return obj.has_password

    @admin.display(boolean=True, description=_("Active"))
    def active(self, obj: ShareLink) -> bool:
        return obj.is_active

    @admin.action(description=_("Revoke the selected share links"))
    def revoke(self, request: HttpRequest, queryset: QuerySet[ShareLink]) -> None:
        count = queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
        message = ngettext("Revoked %(count)d share link.", "Revoked %(count)d share links.", count)
        self.message_user(request, message % {"count": count})
