"""Rows of the evaluation: runs, cells, per-task results, capability versions, provider probes.

Defined here and imported at the end of `agent.models`, so they belong to the `agent` app
(migration `0011_evaluation`). Foreign keys are given as strings: this module imports no
other model module, so the engine importing `agent.models` pulls in nothing else.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class EvalRun(models.Model):
    """One `eval_agent` invocation: a task set run over a grid of cells."""

    class Status(models.TextChoices):
        RUNNING = "running", _("Running")
        COMPLETED = "completed", _("Completed")
        FAILED = "failed", _("Failed")

    task_set = models.CharField(verbose_name=_("task set"), max_length=200)
    repeat = models.PositiveSmallIntegerField(verbose_name=_("repeat"), default=1)
    options = fields.data(_("options"), help_text=_("The command line, parsed."))
    status = fields.choice(_("status"), Status, max_length=10, default=Status.RUNNING)
    error = models.TextField(verbose_name=_("error"), blank=True)
    started_at = fields.moment(_("started at"))
    finished_at = models.DateTimeField(verbose_name=_("finished at"), null=True, blank=True)
    duration_s = models.FloatField(verbose_name=_("duration (s)"), null=True, blank=True)
    started_by = fields.link(settings.AUTH_USER_MODEL, _("started by"))

    class Meta:
        verbose_name = _("evaluation run")
        verbose_name_plural = _("evaluation runs")
        app_label = "agent"
        ordering = ["-started_at", "-pk"]

    def __str__(self) -> str:
        return gettext("Evaluation %(pk)s (%(task_set)s)") % {
            "pk": self.pk,
            "task_set": self.task_set,
        }


class CallFigures(models.Model):
    """What a task's calls cost and how they read: a result's own figures, a cell's summed
    over its results (`FIGURES`, the names)."""

    FIGURES = (
        "calls_as_sent",
        "calls_repaired",
        "calls_unreadable",
        "prompt_tokens",
        "completion_tokens",
        "fallbacks",
    )

    prompt_tokens = models.PositiveIntegerField(verbose_name=_("prompt tokens"), default=0)
    completion_tokens = models.PositiveIntegerField(verbose_name=_("completion tokens"), default=0)
    calls_as_sent = models.PositiveIntegerField(verbose_name=_("calls as sent"), default=0)
    calls_repaired = models.PositiveIntegerField(verbose_name=_("calls repaired"), default=0)
    calls_unreadable = models.PositiveIntegerField(verbose_name=_("calls unreadable"), default=0)
    fallbacks = models.PositiveIntegerField(verbose_name=_("fallbacks"), default=0)

    class Meta:
        abstract = True


class EvalCell(CallFigures):
    """One provider x model x strategy x capability version of an evaluation run."""

    eval_run = fields.part_of(EvalRun, _("eval run"), "cells")
    position = models.PositiveSmallIntegerField(verbose_name=_("position"), default=0)
    provider = fields.link("agent.Provider", _("provider"))
    provider_slug = models.CharField(verbose_name=_("provider slug"), max_length=100)
    model = models.CharField(verbose_name=_("model"), max_length=200)
    strategy = models.CharField(verbose_name=_("strategy"), max_length=10)
    capability = fields.link("agent.Capability", _("capability"))
    capability_slug = models.CharField(
        verbose_name=_("capability slug"), max_length=100, blank=True
    )
    capability_version = models.PositiveIntegerField(
        verbose_name=_("capability version"), null=True, blank=True
    )
    tasks = models.PositiveIntegerField(verbose_name=_("tasks"), default=0)
    passed = models.PositiveIntegerField(verbose_name=_("passed"), default=0)
    latency_p50_s = models.FloatField(verbose_name=_("median latency (s)"), null=True, blank=True)
    latency_p95_s = models.FloatField(
        verbose_name=_("95th percentile latency (s)"), null=True, blank=True
    )
    # Success rate of each repetition (--repeat), for the run-to-run noise.
    repeat_rates = fields.data(_("repeat rates"), list)

    class Meta:
        verbose_name = _("evaluation cell")
        verbose_name_plural = _("evaluation cells")
        app_label = "agent"
        ordering = ["eval_run", "position"]

    def __str__(self) -> str:
        return self.label

    @property
    def capability_label(self) -> str:
        if not self.capability_slug:
            return ""
        return f"{self.capability_slug}@{self.capability_version}"

    @property
    def label(self) -> str:
        parts = [self.provider_slug, self.model, self.strategy]
        if self.capability_slug:
            parts.append(self.capability_label)
        return " · ".join(parts)

    @property
    def success_rate(self) -> float:
        return round(self.passed / self.tasks, 4) if self.tasks else 0.0


class EvalResult(CallFigures):
    """One task (one repetition) in one cell: passed or why not, and the transcript it made."""

    cell = fields.part_of(EvalCell, _("cell"), "results")
    task_id = models.CharField(verbose_name=_("task ID"), max_length=100)
    task_title = models.CharField(verbose_name=_("task title"), max_length=200, blank=True)
    repetition = models.PositiveSmallIntegerField(verbose_name=_("repetition"), default=1)
    passed = models.BooleanField(verbose_name=_("passed"), default=False)
    reason = models.TextField(verbose_name=_("reason"), blank=True)
    latency_s = models.FloatField(verbose_name=_("latency (s)"), null=True, blank=True)
    # The conversation the task ran in: its runs and LLM calls are the task's.
    conversation = fields.link("agent.Conversation", _("conversation"), "eval_result", one=True)
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("evaluation result")
        verbose_name_plural = _("evaluation results")
        app_label = "agent"
        ordering = ["cell", "repetition", "pk"]

    def __str__(self) -> str:
        return f"{self.task_id} ({'passed' if self.passed else 'failed'})"


class CapabilityVersion(models.Model):
    """What one version of a capability said and allowed, kept for every version."""

    capability = fields.part_of("agent.Capability", _("capability"), "versions")
    version = models.PositiveIntegerField(verbose_name=_("version"))
    name = models.CharField(verbose_name=_("name"), max_length=100)
    prompt_addendum = models.TextField(verbose_name=_("prompt addendum"), blank=True)
    tool_policy = models.CharField(verbose_name=_("tool policy"), max_length=10)
    tools = fields.data(_("tools"), list)
    options = fields.data(_("options"))
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("capability version")
        verbose_name_plural = _("capability versions")
        app_label = "agent"
        ordering = ["capability", "-version"]
        constraints = [fields.unique("capability", "version", name="capability_version_unique")]

    def __str__(self) -> str:
        return f"{self.capability_id}@{self.version}"


class ProviderProbe(models.Model):
    """What a short probe found a provider can do, and the strategy it recommends."""

    provider = fields.part_of("agent.Provider", _("provider"), "probes")
    reachable = models.BooleanField(verbose_name=_("reachable"), default=False)
    features = fields.data(_("features"))
    recommended_strategy = models.CharField(
        verbose_name=_("recommended strategy"), max_length=10, blank=True
    )
    word = models.CharField(
        verbose_name=_("word"),
        max_length=20,
        help_text=_("The result in a word, for the model picker."),
    )
    error = models.TextField(verbose_name=_("error"), blank=True)
    calls = models.PositiveSmallIntegerField(verbose_name=_("calls"), default=0)
    duration_ms = models.PositiveIntegerField(verbose_name=_("duration (ms)"), default=0)
    created_at = fields.created_at()

    class Meta:
        verbose_name = _("provider probe")
        verbose_name_plural = _("provider probes")
        app_label = "agent"
        ordering = ["provider", "-created_at", "-pk"]

    def __str__(self) -> str:
        return f"probe of {self.provider_id}: {self.word}"
