"""The evaluation page's form: what `manage.py eval_agent` offers that makes sense on a page.

Everything is checked here, before anything is enqueued and without touching a row: providers
by slug among the rows, strategies and capability versions among those that exist, the task
set among the named ones (no folder paths from the web) and its task ids, model names by
shape, the repeat count, and the size of the grid.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from agent.evaluation.launch import only_tasks
from agent.evaluation.tasks import DEFAULT_SET, TaskError, available_sets, load_set
from agent.evaluation.versions import COPY_PREFIX
from agent.models import Capability, CapabilityVersion, Provider, Strategy

# A page-started run stays a reasonable size; the command has no such limit.
MAX_CELLS = 12
MAX_MODELS = 5
MODEL_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}$")
SEPARATORS = re.compile(r"[\s,]+")


def _words(text: str) -> list[str]:
    return list(dict.fromkeys(word for word in SEPARATORS.split(text.strip()) if word))


def capability_choices() -> list[tuple[str, str]]:
    """Every kept version of every capability staff know (not the evaluation copies)."""
    choices = []
    capabilities = Capability.objects.exclude(slug__startswith=COPY_PREFIX).order_by(
        "sort_order", "slug"
    )
    kept: dict[int, set[int]] = {}
    for capability_id, version in CapabilityVersion.objects.values_list("capability", "version"):
        kept.setdefault(capability_id, set()).add(version)
    for capability in capabilities:
        versions = kept.get(capability.pk, set()) | {capability.version}
        for version in sorted(versions, reverse=True):
            label = f"{capability.slug}@{version} · {capability.display_name()}"
            if version == capability.version:
                label += f" ({_('current')})"
            choices.append((f"{capability.slug}@{version}", label))
    return choices


class ProviderChoice(forms.ModelMultipleChoiceField):
    def label_from_instance(self, obj: Provider) -> str:
        return f"{obj.display_name()} · {obj.model} ({obj.slug})"


class EvaluationForm(forms.Form):
    providers = ProviderChoice(
        queryset=Provider.objects.order_by("name", "slug"),
        to_field_name="slug",
        widget=forms.CheckboxSelectMultiple,
        label=_("Providers"),
        error_messages={
            "required": _("Choose at least one provider."),
            "invalid_choice": _("Unknown provider %(value)s."),
        },
    )
    models = forms.CharField(
        required=False,
        max_length=1000,
        label=_("Other models"),
        help_text=_(
            "Optional: model names, separated by spaces; each runs at each chosen provider "
            "instead of its own model (as --model does)."
        ),
    )
    strategies = forms.MultipleChoiceField(
        required=False,
        choices=Strategy.choices,
        widget=forms.CheckboxSelectMultiple,
        label=_("Strategies"),
        help_text=_("None ticked: each provider's own."),
    )
    capabilities = forms.MultipleChoiceField(
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label=_("Capability versions"),
        help_text=_("None ticked: the current version of base."),
    )
    task_set = forms.ChoiceField(label=_("Task set"), initial=DEFAULT_SET)
    only = forms.CharField(
        required=False,
        max_length=4000,
        label=_("Only these tasks"),
        help_text=_("Task ids separated by spaces, e.g. en-name zh-name; empty: every task."),
    )
    repeat = forms.IntegerField(min_value=1, max_value=20, initial=1, label=_("Repeat"))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["capabilities"].choices = capability_choices()
        self.fields["task_set"].choices = [(name, name) for name in available_sets()]
        self.task_count = 0

    def clean_models(self) -> list[str]:
        names = _words(self.cleaned_data["models"])
        for name in names:
            if not MODEL_NAME.match(name):
                raise forms.ValidationError(
                    _("%(name)s is not a model name (letters, digits and . _ : / @ + -)."),
                    params={"name": name[:60]},
                )
        if len(names) > MAX_MODELS:
            raise forms.ValidationError(
                _("At most %(max)d models at a time."), params={"max": MAX_MODELS}
            )
        return names

    def clean_only(self) -> list[str]:
        return _words(self.cleaned_data["only"])

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        task_set = data.get("task_set")
        if task_set and "only" in data:
            try:
                chosen = only_tasks(load_set(task_set), data["only"])
            except TaskError as exc:
                self.add_error("only" if data["only"] else "task_set", str(exc))
            else:
                self.task_count = len(chosen.tasks)
        if all(name in data for name in ("providers", "models", "strategies", "capabilities")):
            cells = (
                len(data["providers"])
                * max(1, len(data["models"]))
                * max(1, len(data["strategies"]))
                * max(1, len(data["capabilities"]))
            )
            if cells > MAX_CELLS:
                raise forms.ValidationError(
                    _(
                        "These choices make %(cells)d cells; a run started here has at most "
                        "%(max)d (manage.py eval_agent has no limit)."
                    ),
                    params={"cells": cells, "max": MAX_CELLS},
                )
        return data

    def task_arguments(self) -> dict[str, Any]:
        """The background task's keyword arguments (JSON), from the cleaned form."""
        data = self.cleaned_data
        return {
            "providers": [provider.slug for provider in data["providers"]],
            "models": data["models"],
            "strategies": data["strategies"],
            "capabilities": data["capabilities"],
            "tasks": data["task_set"],
            "only": data["only"],
            "repeat": data["repeat"],
        }
