"""API keys in the admin: who has which key, its scope, expiry and last use; never a secret
(only a hash is stored; the hash itself is not shown either)."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from agent.models import ApiKey

# A key's life: made, expiring, last used, revoked.
KEY_DATES = ["created_at", "expires_at", "last_used_at", "revoked_at"]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "prefix", "scope", *KEY_DATES]
    list_filter = ["scope"]
    search_fields = ["name", "owner__username", "prefix"]
    fields = ["owner", "name", "prefix", "scope", *KEY_DATES]
    readonly_fields = ["owner", "prefix", "created_at", "last_used_at"]
    actions = ["revoke"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        # A key is created by its owner (settings page) or `manage.py create_api_key`, which
        # show the secret once; the admin would have nowhere to show it.
        return False

    @admin.action(description=_("Revoke the selected keys"))
    def revoke(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> None:
        count = queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
        self.message_user(request, gettext("Revoked %(count)d key(s).") % {"count": count})
