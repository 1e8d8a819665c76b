"""What the agent's admin pages share: read-only records, and JSON shown with secrets masked."""

from __future__ import annotations

import json
import re
from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

ENV_VAR_NAME = re.compile(r"^[A-Z_][A-Z0-9_]*$")
SECRET_KEYS = re.compile(r"(api[-_]?key|authorization|secret|token|password)", re.IGNORECASE)
PREVIEW_CHARS = 300


def pre_text(text: str) -> SafeString:
    return format_html('<pre class="cv-pre">{}</pre>', text)


def redacted(value: Any) -> Any:
    """A JSON value with anything that looks like a credential blanked out, for display."""
    if isinstance(value, dict):
        return {
            key: "[redacted]" if SECRET_KEYS.search(str(key)) else redacted(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [redacted(item) for item in value]
    return value


def pretty_json_html(value: Any) -> SafeString:
    return pre_text(json.dumps(redacted(value), indent=2, ensure_ascii=False, sort_keys=True))


class ReadOnlyAdmin(admin.ModelAdmin):
    """Records of what happened: viewable by staff, changed by nobody."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


def first_line(text: str) -> str:
    return (text or "").strip().splitlines()[0] if (text or "").strip() else ""


@admin.display(description=_("ID"), ordering="pk")
def record_id(obj: Any) -> Any:
    """A list's column of record numbers (Django would title the bare `pk` "Pk")."""
    return obj.pk
