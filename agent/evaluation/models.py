"""Rows of the evaluation: runs, cells, per-task results, capability versions, provider probes.

Defined here and imported at the end of `agent.models`, so they belong to the `agent` app
(migration `0011_evaluation`). Foreign keys are given as strings: this module imports no
other model module, so the engine importing `agent.models` pulls in nothing else.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class EvalRun(models.Model):
    """One `eval_agent` invocation: a task set run over a grid of cells."""

    class Status(models.TextChoices):
        RUNNING = "running", "Running"
        COMPLETED = "completed", "Completed"
        FAILED = "failed", "Failed"

    task_set = models.CharField(max_length=200)
    repeat = models.PositiveSmallIntegerField(default=1)
    options = models.JSONField(default=dict, blank=True, help_text="The command line, parsed.")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RUNNING)
    error = models.TextField(blank=True)
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    duration_s = models.FloatField(null=True, blank=True)
    started_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        app_label = "agent"
        ordering = ["-started_at", "-pk"]
        verbose_name = "evaluation run"

    def __str__(self) -> str:
        return f"Evaluation {self.pk} ({self.task_set})"


class EvalCell(models.Model):
    """One provider x model x strategy x capability version of an evaluation run."""

    eval_run = models.ForeignKey(EvalRun, on_delete=models.CASCADE, related_name="cells")
    position = models.PositiveSmallIntegerField(default=0)
    provider = models.ForeignKey(
        "agent.Provider", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    provider_slug = models.CharField(max_length=100)
    model = models.CharField(max_length=200)
    strategy = models.CharField(max_length=10)
    capability = models.ForeignKey(
        "agent.Capability", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    capability_slug = models.CharField(max_length=100, blank=True)
    capability_version = models.PositiveIntegerField(null=True, blank=True)
    tasks = models.PositiveIntegerField(default=0)
    passed = models.PositiveIntegerField(default=0)
    calls_as_sent = models.PositiveIntegerField(default=0)
    calls_repaired = models.PositiveIntegerField(default=0)
    calls_unreadable = models.PositiveIntegerField(default=0)
    latency_p50_s = models.FloatField(null=True, blank=True)
    latency_p95_s = models.FloatField(null=True, blank=True)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    fallbacks = models.PositiveIntegerField(default=0)
    # Success rate of each repetition (--repeat), for the run-to-run noise.
    repeat_rates = models.JSONField(default=list, blank=True)

    class Meta:
        app_label = "agent"
        ordering = ["eval_run", "position"]
        verbose_name = "evaluation cell"

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


class EvalResult(models.Model):
    """One task (one repetition) in one cell: passed or why not, and the transcript it made."""

    cell = models.ForeignKey(EvalCell, on_delete=models.CASCADE, related_name="results")
    task_id = models.CharField(max_length=100)
    task_title = models.CharField(max_length=200, blank=True)
    repetition = models.PositiveSmallIntegerField(default=1)
    passed = models.BooleanField(default=False)
    reason = models.TextField(blank=True)
    latency_s = models.FloatField(null=True, blank=True)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    calls_as_sent = models.PositiveIntegerField(default=0)
    calls_repaired = models.PositiveIntegerField(default=0)
    calls_unreadable = models.PositiveIntegerField(default=0)
    fallbacks = models.PositiveIntegerField(default=0)
    # The conversation the task ran in: its runs and LLM calls are the task's.
    conversation = models.OneToOneField(
        "agent.Conversation",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="eval_result",
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        app_label = "agent"
        ordering = ["cell", "repetition", "pk"]
        verbose_name = "evaluation result"

    def __str__(self) -> str:
        return f"{self.task_id} ({'passed' if self.passed else 'failed'})"


class CapabilityVersion(models.Model):
    """What one version of a capability said and allowed, kept for every version."""

    capability = models.ForeignKey(
        "agent.Capability", on_delete=models.CASCADE, related_name="versions"
    )
    version = models.PositiveIntegerField()
    name = models.CharField(max_length=100)
    prompt_addendum = models.TextField(blank=True)
    tool_policy = models.CharField(max_length=10)
    tools = models.JSONField(default=list, blank=True)
    options = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        app_label = "agent"
        ordering = ["capability", "-version"]
        constraints = [
            models.UniqueConstraint(
                fields=["capability", "version"], name="capability_version_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.capability_id}@{self.version}"


class ProviderProbe(models.Model):
    """What a short probe found a provider can do, and the strategy it recommends."""

    provider = models.ForeignKey("agent.Provider", on_delete=models.CASCADE, related_name="probes")
    reachable = models.BooleanField(default=False)
    features = models.JSONField(default=dict, blank=True)
    recommended_strategy = models.CharField(max_length=10, blank=True)
    word = models.CharField(max_length=20, help_text="The result in a word, for the model picker.")
    error = models.TextField(blank=True)
    calls = models.PositiveSmallIntegerField(default=0)
    duration_ms = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        app_label = "agent"
        ordering = ["provider", "-created_at", "-pk"]

    def __str__(self) -> str:
        return f"probe of {self.provider_id}: {self.word}"
