"""Admin for the evaluation: probing providers (on add and with a "Probe" button), the kept
versions of each capability, and evaluation runs.

The provider and capability admins are owned by `agent.admin.configuration`; this module
extends whichever classes are registered there (subclassing them and registering again),
so it is imported last from `agent.admin`.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from agent.admin.common import record_id
from agent.evaluation.probe import FEATURE_LABELS, FEATURES, latest_probes, probe_and_store
from agent.models import Capability, EvalCell, EvalRun, Provider, ProviderProbe

_ProviderBase = type(admin.site._registry[Provider])
_CapabilityBase = type(admin.site._registry[Capability])
_YES_NO = {True: _("yes"), False: _("no"), None: _("unknown")}


def probe_summary(result: ProviderProbe) -> str:
    if not result.reachable:
        return gettext("Probe: unreachable (%(error)s).") % {"error": result.error[:200]}
    features = ", ".join(
        f"{gettext(FEATURE_LABELS[name])} {_YES_NO[result.features.get(name, {}).get('supported')]}"
        for name in FEATURES
    )
    return gettext(
        "Probe: recommended strategy %(strategy)s; %(features)s (%(calls)d calls, "
        "%(duration)d ms). Learned flags were set."
    ) % {
        "strategy": result.recommended_strategy,
        "features": features,
        "calls": result.calls,
        "duration": result.duration_ms,
    }


def probe_table(result: ProviderProbe | None) -> SafeString | str:
    if result is None:
        return gettext("Not probed yet. Use the Probe button above.")
    rows = format_html_join(
        "",
        "<tr><td>{}</td><td><strong>{}</strong></td><td>{}</td></tr>",
        (
            (
                gettext(FEATURE_LABELS[name]),
                _YES_NO[result.features.get(name, {}).get("supported")],
                result.features.get(name, {}).get("detail", ""),
            )
            for name in FEATURES
        ),
    )
    head = format_html(
        "<p>{} · <strong>{}</strong>{} · {}</p>",
        result.created_at.strftime("%Y-%m-%d %H:%M"),
        result.word,
        gettext(" (recommended strategy: %(strategy)s)") % {"strategy": result.recommended_strategy}
        if result.recommended_strategy
        else "",
        gettext("%(calls)d calls, %(duration)d ms")
        % {"calls": result.calls, "duration": result.duration_ms},
    )
    if not result.reachable:
        return format_html("{}<p>{}</p>", head, result.error)
    return format_html(
        '{}<table id="probe-report"><thead><tr><th>{}</th><th>{}</th><th>{}</th>'
        "</tr></thead><tbody>{}</tbody></table>",
        head,
        gettext("feature"),
        gettext("works"),
        gettext("detail"),
        rows,
    )


class ProbingProviderAdmin(_ProviderBase):
    change_form_template = "admin/agent/provider/probe_change_form.html"
    readonly_fields = [*_ProviderBase.readonly_fields, "probe_report"]
    list_display = [*_ProviderBase.list_display, "probe_word"]
    actions = [*_ProviderBase.actions, "probe_selected"]
    fieldsets = [
        *_ProviderBase.fieldsets[:-1],
        (
            _("Probe"),
            {
                "description": _(
                    "A handful of cheap calls made when the provider is added and "
                    "on the Probe button; what they find is set as learned flags."
                ),
                "fields": ["probe_report"],
            },
        ),
        _ProviderBase.fieldsets[-1],
    ]

    def get_urls(self) -> list[Any]:
        own = [
            path(
                "<int:object_id>/probe/",
                self.admin_site.admin_view(self.probe_view),
                name="agent_provider_probe",
            )
        ]
        return own + super().get_urls()

    @admin.display(description=_("latest probe"))
    def probe_report(self, obj: Provider) -> SafeString | str:
        if obj.pk is None:
            return gettext("The provider is probed when it is saved.")
        return probe_table(obj.probes.order_by("-created_at", "-pk").first())

    @admin.display(description=_("probe"))
    def probe_word(self, obj: Provider) -> str:
        latest = latest_probes([obj]).get(obj.pk)
        return latest.word if latest else "-"

    def _probe(self, request: HttpRequest, provider: Provider) -> None:
        result = probe_and_store(provider)
        level = messages.SUCCESS if result.reachable else messages.WARNING
        self.message_user(request, f"{provider.name}: {probe_summary(result)}", level=level)

    def save_model(self, request: HttpRequest, obj: Provider, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        if not change:
            self._probe(request, obj)

    @admin.action(description=_("Probe (find out what they support)"), permissions=["change"])
    def probe_selected(self, request: HttpRequest, queryset: QuerySet[Provider]) -> None:
        for provider in queryset[:10]:
            self._probe(request, provider)

    def probe_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        return require_POST(self._probe_view)(request, object_id)

    def _probe_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        provider = get_object_or_404(Provider, pk=object_id)
        if not self.has_change_permission(request, provider):
            return HttpResponse(status=403)
        self._probe(request, provider)
        return HttpResponseRedirect(reverse("admin:agent_provider_change", args=[provider.pk]))


def versions_table(capability: Capability) -> SafeString | str:
    """Every kept version of a capability, newest first (a table, not a formset: read-only)."""
    rows = format_html_join(
        "",
        "<tr><td><strong>{}</strong></td><td>{}</td><td>{}</td><td><pre>{}</pre></td>"
        "<td>{}: {}</td><td>{}</td></tr>",
        (
            (
                version.version,
                version.created_at.strftime("%Y-%m-%d %H:%M"),
                version.name,
                version.prompt_addendum[:2000],
                version.tool_policy,
                ", ".join(version.tools or []),
                json.dumps(version.options, ensure_ascii=False),
            )
            for version in capability.versions.order_by("-version")
        ),
    )
    return format_html(
        '<table id="capability-versions"><thead><tr><th>{}</th><th>{}</th><th>{}</th>'
        "<th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>{}</tbody>"
        "</table><p>{} <code>manage.py eval_agent "
        "--capability {}@1 --capability {}@2 --repeat 3</code></p>",
        gettext("version"),
        gettext("kept"),
        gettext("name"),
        gettext("prompt addendum"),
        gettext("tools"),
        gettext("options"),
        rows,
        gettext("Evaluate two versions side by side:"),
        capability.slug,
        capability.slug,
    )


class VersionedCapabilityAdmin(_CapabilityBase):
    readonly_fields = [*_CapabilityBase.readonly_fields, "versions_kept"]
    fieldsets = [
        *_CapabilityBase.fieldsets,
        (_("Versions kept"), {"fields": ["versions_kept"]}),
    ]

    @admin.display(description=_("versions"))
    def versions_kept(self, obj: Capability) -> SafeString | str:
        if obj.pk is None:
            return gettext("The first version is kept when the capability is saved.")
        return versions_table(obj)


class EvalCellInline(admin.TabularInline):
    model = EvalCell
    extra = 0
    can_delete = False
    fields = ["position", "label", "passed", "tasks", "latency_p50_s", "latency_p95_s"]
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(EvalRun)
class EvalRunAdmin(admin.ModelAdmin):
    list_display = [record_id, "task_set", "repeat", "status", "started_at", "duration_s", "report"]
    list_filter = ["status", "task_set"]
    readonly_fields = ["task_set", "repeat", "options", "status", "error", "started_at",
                       "finished_at", "duration_s", "started_by", "report"]  # fmt: skip
    exclude = []
    inlines = [EvalCellInline]

    @admin.display(description=_("report"))
    def report(self, obj: EvalRun) -> SafeString:
        return format_html(
            '<a href="{}">{}</a>',
            reverse("evaluation_detail", args=[obj.pk]),
            gettext("Open the report"),
        )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


admin.site.unregister(Provider)
admin.site.register(Provider, ProbingProviderAdmin)
admin.site.unregister(Capability)
admin.site.register(Capability, VersionedCapabilityAdmin)
