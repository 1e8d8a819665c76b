"""Admin for what staff tune: providers (key variable, flags) and capabilities (prompt, tools)."""

from __future__ import annotations

import os
from typing import Any

from django import forms
from django.conf import settings
from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from agent.admin.common import ENV_VAR_NAME, first_line, pre_text
from agent.engine.prompts import effective_system_prompt
from agent.engine.provider_flags import (
    FLAG_LABELS,
    FLAG_NAMES,
    configured_flags,
    flags_for,
    learned_flags_display,
)
from agent.models import CONFIGURED_FLAG_FIELDS, Capability, Provider


def _yes_no(value: object) -> str:
    return gettext("yes") if value else gettext("no")


class ProviderForm(forms.ModelForm):
    class Meta:
        model = Provider
        fields = [
            "slug",
            "name",
            "base_url",
            "model",
            "enabled",
            "is_local",
            "api_key_env",
            "timeout_seconds",
            "max_retries",
            "default_strategy",
            "extra_body",
            *CONFIGURED_FLAG_FIELDS,
            "notes",
        ]

    def clean_api_key_env(self) -> str:
        name = self.cleaned_data["api_key_env"].strip()
        if name and not ENV_VAR_NAME.match(name):
            raise forms.ValidationError(
                _(
                    "Enter the NAME of the environment variable that holds the key (for example "
                    "OPENAI_API_KEY), never the key itself. Keys are read from the environment."
                )
            )
        return name


@admin.register(Provider)
class ProviderAdmin(admin.ModelAdmin):
    form = ProviderForm
    list_display = ["name", "slug", "model", "base_url", "api_key_env", "key_status", "enabled"]
    list_filter = ["enabled", "is_local"]
    search_fields = ["name", "slug", "model"]
    readonly_fields = ["key_status", "learned_flags", "effective_flags"]
    actions = ["forget_learned_flags"]
    fieldsets = [
        (None, {"fields": ["slug", "name", "base_url", "model", "enabled", "is_local"]}),
        (_("Key"), {"fields": ["api_key_env", "key_status"]}),
        (
            _("Requests"),
            {"fields": ["timeout_seconds", "max_retries", "default_strategy", "extra_body"]},
        ),
        (
            _("Configured capabilities"),
            {"fields": list(CONFIGURED_FLAG_FIELDS)},
        ),
        (
            _("Learned at run time (read-only)"),
            {
                "description": _(
                    "When a provider refuses a request path, the app falls back and "
                    "records it here; later requests avoid that path. Clear with the "
                    "'Forget learned flags' action."
                ),
                "fields": ["learned_flags", "effective_flags"],
            },
        ),
        (_("Notes"), {"fields": ["notes"]}),
    ]

    @admin.display(description=_("key in environment"))
    def key_status(self, obj: Provider) -> str:
        if not obj.api_key_env:
            return gettext("no key needed")
        if os.environ.get(obj.api_key_env):
            return gettext("set")
        return gettext("not set (%(variable)s)") % {"variable": obj.api_key_env}

    @admin.display(description=_("learned flags"))
    def learned_flags(self, obj: Provider) -> SafeString | str:
        rows = learned_flags_display(obj)
        if not rows:
            return gettext("Nothing learned yet.")
        body = format_html_join(
            "",
            "<tr><td>{}</td><td><strong>{}</strong></td><td>{}</td><td>{}</td></tr>",
            ((gettext(row["label"]), _yes_no(row["value"]), row["at"], row["why"]) for row in rows),
        )
        return format_html(
            "<table><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th>"
            "</tr></thead><tbody>{}</tbody></table>",
            gettext("flag"),
            gettext("works"),
            gettext("learned at"),
            gettext("why"),
            body,
        )

    @admin.display(description=_("effective flags (configured, then learned)"))
    def effective_flags(self, obj: Provider) -> SafeString:
        configured, effective = configured_flags(obj), flags_for(obj)
        rows = (
            (
                gettext(FLAG_LABELS.get(name, name)),
                _yes_no(getattr(configured, name)),
                _yes_no(getattr(effective, name)),
            )
            for name in FLAG_NAMES
        )
        return format_html(
            "<table><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead>"
            "<tbody>{}</tbody></table>",
            gettext("flag"),
            gettext("configured"),
            gettext("used"),
            format_html_join("", "<tr><td>{}</td><td>{}</td><td>{}</td></tr>", rows),
        )

    @admin.action(description=_("Forget learned flags"))
    def forget_learned_flags(self, request: HttpRequest, queryset: QuerySet[Provider]) -> None:
        count = queryset.update(learned={})
        self.message_user(
            request, gettext("Learned flags cleared for %(count)d provider(s).") % {"count": count}
        )


class CapabilityForm(forms.ModelForm):
    tools = forms.MultipleChoiceField(
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=_(
            "Tools the policy lists: the only ones offered (whitelist) or the ones "
            "withheld (blacklist). Ignored for 'all'."
        ),
    )

    class Meta:
        model = Capability
        fields = [
            "slug",
            "name",
            "description",
            "is_active",
            "sort_order",
            "prompt_addendum",
            "tool_policy",
            "tools",
            "options",
        ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # The registry loads every tool (and what they import) on first use, not when the
        # admin is discovered at Django's start (every manage.py command pays for that).
        from agent.engine.tools.registry import registered_tool_names

        self.registered = registered_tool_names()
        choices = [(name, name) for name in self.registered]
        # A stored name no tool has any more stays visible (and is refused on save) instead
        # of vanishing silently from the policy.
        stored = list(self.instance.tools or []) if self.instance.pk else []
        choices += [
            (name, gettext("%(name)s (not registered)") % {"name": name})
            for name in stored
            if name not in self.registered
        ]
        self.fields["tools"].choices = choices
        self.fields["tools"].initial = stored
        translations = self.instance.translations if self.instance.pk else {}
        for code, _language in TRANSLATED_LANGUAGES:
            entry = translations.get(code) if isinstance(translations, dict) else None
            for key in ("name", "description"):
                value = entry.get(key, "") if isinstance(entry, dict) else ""
                self.fields[translation_field(key, code)].initial = value

    def clean_tools(self) -> list[str]:
        tools = self.cleaned_data["tools"]
        unknown = [name for name in tools if name not in self.registered]
        if unknown:
            raise forms.ValidationError(
                gettext("Not a registered tool: %(unknown)s. Registered tools: %(registered)s.")
                % {"unknown": ", ".join(unknown), "registered": ", ".join(self.registered)}
            )
        return [name for name in self.registered if name in tools]

    def clean_options(self) -> dict:
        options = self.cleaned_data["options"]
        if not isinstance(options, dict):
            raise forms.ValidationError(
                _('Options must be a JSON object, e.g. {"require_think": true}.')
            )
        return options

    def clean(self) -> dict:
        cleaned = super().clean()
        if cleaned.get("tool_policy") == Capability.ToolPolicy.WHITELIST and not cleaned.get(
            "tools"
        ):
            self.add_error("tools", gettext("A whitelist needs at least one tool."))
        return cleaned

    def save(self, commit: bool = True) -> Capability:
        self.instance.translations = self._translations()
        return super().save(commit)

    def _translations(self) -> dict[str, dict[str, str]]:
        """The stored translations with this form's languages replaced (others kept)."""
        stored = self.instance.translations if isinstance(self.instance.translations, dict) else {}
        translations = {code: entry for code, entry in stored.items() if isinstance(entry, dict)}
        for code, _name in TRANSLATED_LANGUAGES:
            entry = {
                key: self.cleaned_data.get(translation_field(key, code), "").strip()
                for key in ("name", "description")
            }
            entry = {key: value for key, value in entry.items() if value}
            if entry:
                translations[code] = entry
            else:
                translations.pop(code, None)
        return translations


# The name and description in each interface language other than the default one (English):
# what the pickers show to a person reading that language; empty means the English text.
TRANSLATED_LANGUAGES = [
    (code, name) for code, name in settings.LANGUAGES if code != settings.LANGUAGE_CODE
]


def translation_field(key: str, code: str) -> str:
    return f"{key}_{code.replace('-', '_')}"


def _add_translation_fields(form: type[forms.ModelForm]) -> list[str]:
    names = []
    for code, language in TRANSLATED_LANGUAGES:
        fields = {
            translation_field("name", code): forms.CharField(
                required=False, max_length=100, label=format_lazy("{} ({})", _("Name"), language)
            ),
            translation_field("description", code): forms.CharField(
                required=False,
                widget=forms.Textarea(attrs={"rows": 2}),
                label=format_lazy("{} ({})", _("Description"), language),
            ),
        }
        form.base_fields.update(fields)
        form.declared_fields.update(fields)
        names += list(fields)
    return names


CAPABILITY_TRANSLATION_FIELDS = _add_translation_fields(CapabilityForm)


@admin.register(Capability)
class CapabilityAdmin(admin.ModelAdmin):
    form = CapabilityForm
    list_display = ["name", "slug", "tool_policy", "tool_count", "version", "is_active"]
    list_filter = ["is_active", "tool_policy"]
    search_fields = ["name", "slug", "description"]
    readonly_fields = ["version", "updated_at", "effective_tools", "effective_prompt"]
    fieldsets = [
        (None, {"fields": ["slug", "name", "description", "is_active", "sort_order"]}),
        (
            _("In other interface languages"),
            {
                "description": _(
                    "What the assistant picker shows to a person reading the interface in that "
                    "language. Left empty, the English name and description show."
                ),
                "fields": CAPABILITY_TRANSLATION_FIELDS,
            },
        ),
        (_("Prompt"), {"fields": ["prompt_addendum", "effective_prompt"]}),
        (_("Tools"), {"fields": ["tool_policy", "tools", "effective_tools"]}),
        (_("Options"), {"fields": ["options"]}),
        (_("Version"), {"fields": ["version", "updated_at"]}),
    ]

    @admin.display(description=_("tools listed"))
    def tool_count(self, obj: Capability) -> int:
        return len(obj.tools or [])

    @admin.display(description=_("effective system prompt"))
    def effective_prompt(self, obj: Capability) -> SafeString | str:
        if obj.pk is None:
            return gettext("Shown once the capability is saved.")
        return pre_text(effective_system_prompt(obj))

    @admin.display(description=_("effective tools"))
    def effective_tools(self, obj: Capability) -> SafeString | str:
        if obj.pk is None:
            return gettext("Shown once the capability is saved.")
        # Loaded on first use: the tool registry imports every tool, which Django's start
        # (any management command) does not need.
        from agent.engine.tools.registry import allowed_tool_names, get_tool

        names = allowed_tool_names(obj)
        if not names:
            return gettext("No tools: the agent can only answer in text.")
        return format_html(
            "<ul>{}</ul>",
            format_html_join(
                "",
                "<li><strong>{}</strong>: {}</li>",
                ((name, first_line(get_tool(name).description)) for name in names),
            ),
        )

    def save_model(self, request: HttpRequest, obj: Capability, form: Any, change: bool) -> None:
        # Runs record the version they used, so any edited capability is a new version.
        if change and form.has_changed():
            obj.version += 1
        super().save_model(request, obj, form, change)
