"""Usage statistics for staff, read from the rows the app already keeps (runs, LLM calls,
tool results): runs per provider and model per day, failures by error code, fallbacks used,
histories repaired, tokens and latency percentiles, for a date range and optionally one
provider. Evaluation runs (owned by the `cvagent-eval` account) are left out unless asked for.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import Any

from django.db.models import Count, F, OuterRef, Q, QuerySet, Subquery, Sum, Value
from django.db.models.functions import Coalesce, TruncDate
from django.utils import timezone
from django.utils.translation import gettext as _

from agent.engine.repair import INTERRUPTED_AFTER_SAVE_RESULT, INTERRUPTED_RESULT, STALE_RUN_ERROR
from agent.evaluation.runner import EVAL_USERNAME
from agent.evaluation.stats import percentile
from agent.models import LLMCall, Message, Provider, Role, Run, RunStatus
from agent.models.providers import SEEDED_PROVIDER_NAMES

DEFAULT_DAYS = 30
# The repair task's error on the runs it closes, up to its first parameter.
STALE_PREFIX = STALE_RUN_ERROR.split("{", 1)[0]
MAX_DAYS = 366


@dataclass
class UsageFilters:
    start: date
    end: date
    provider: Provider | None = None
    include_eval: bool = False
    errors: list[str] = field(default_factory=list)

    @property
    def days(self) -> list[date]:
        return [self.start + timedelta(days=n) for n in range((self.end - self.start).days + 1)]

    def window(self) -> tuple[datetime, datetime]:
        zone = timezone.get_current_timezone()
        first = timezone.make_aware(datetime.combine(self.start, time.min), zone)
        return first, first + timedelta(days=(self.end - self.start).days + 1)


def _date(text: str | None, default: date, name: str, errors: list[str]) -> date:
    if not text:
        return default
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        errors.append(f"{name}: {text[:40]!r} is not a date like 2026-01-31; using {default}.")
        return default


def parse_filters(params: Any) -> UsageFilters:
    """Filters from a query string; anything unusable is reported and replaced by a default."""
    errors: list[str] = []
    today = timezone.localdate()
    end = _date(params.get("end"), today, "end", errors)
    start = _date(params.get("start"), end - timedelta(days=DEFAULT_DAYS - 1), "start", errors)
    if start > end:
        errors.append("The start is after the end; they were swapped.")
        start, end = end, start
    if (end - start).days >= MAX_DAYS:
        start = end - timedelta(days=MAX_DAYS - 1)
        errors.append(f"At most {MAX_DAYS} days at a time; the start was moved to {start}.")
    provider = None
    slug = (params.get("provider") or "").strip()
    if slug:
        provider = Provider.objects.filter(slug=slug).first()
        if provider is None:
            errors.append(f"No provider {slug[:60]!r}; showing every provider.")
    include_eval = params.get("eval") in ("1", "on", "true")
    return UsageFilters(start, end, provider, include_eval, errors)


def _filtered(rows: QuerySet[Any], filters: UsageFilters, stamp: str) -> QuerySet[Any]:
    """Rows whose `stamp` falls in the window, of the provider chosen, the evaluation's
    conversations left out unless asked for."""
    first, last = filters.window()
    rows = rows.filter(**{f"{stamp}__gte": first, f"{stamp}__lt": last})
    if filters.provider is not None:
        rows = rows.filter(provider=filters.provider)
    if not filters.include_eval:
        rows = rows.exclude(conversation__owner__username=EVAL_USERNAME)
    return rows


def _runs(filters: UsageFilters) -> QuerySet[Run]:
    return _filtered(Run.objects.all(), filters, "started_at")


def _llm_calls(filters: UsageFilters) -> QuerySet[LLMCall]:
    return _filtered(LLMCall.objects.all(), filters, "created_at")


def _who(provider: str | None, model: str | None) -> str:
    name = str(SEEDED_PROVIDER_NAMES.get(provider, provider)) if provider else ""
    return f"{name or _('(deleted provider)')} · {model or '?'}"


def runs_per_day(filters: UsageFilters) -> dict[str, dict[date, int]]:
    """{"provider · model": {day: runs}}; the model is the one the run's first call used."""
    first_model = LLMCall.objects.filter(run=OuterRef("pk")).order_by("pk").values("model")[:1]
    rows = (
        _runs(filters)
        .annotate(
            day=TruncDate("started_at"),
            used_model=Coalesce(Subquery(first_model), F("provider__model"), Value("?")),
        )
        .values("day", "provider__name", "used_model")
        .annotate(n=Count("pk"))
    )
    series: dict[str, dict[date, int]] = defaultdict(dict)
    for row in rows:
        series[_who(row["provider__name"], row["used_model"])][row["day"]] = row["n"]
    return dict(sorted(series.items()))


def failures_by_code(filters: UsageFilters) -> list[tuple[str, int]]:
    rows = (
        _runs(filters)
        .filter(status__in=[RunStatus.FAILED, RunStatus.INTERRUPTED])
        .values("status", "error_code")
        .annotate(n=Count("pk"))
    )
    counted = Counter()
    for row in rows:
        counted[row["error_code"] or row["status"]] += row["n"]
    return counted.most_common()


def fallbacks_used(filters: UsageFilters) -> list[tuple[str, int]]:
    """Fallbacks by kind (`no_stream`, `no_tool_choice`, `prompt_strategy`...)."""
    counted: Counter[str] = Counter()
    for notes in _llm_calls(filters).exclude(fallbacks=[]).values_list("fallbacks", flat=True):
        for note in notes or []:
            counted[str(note).split(":", 1)[0].strip()[:40]] += 1
    return counted.most_common()


def histories_repaired(filters: UsageFilters) -> dict[str, int]:
    runs = _runs(filters)
    results = Message.objects.filter(
        role=Role.TOOL,
        run__in=runs,
        content__in=[INTERRUPTED_RESULT, INTERRUPTED_AFTER_SAVE_RESULT],
    )
    return {
        "stale_runs": runs.filter(error__startswith=STALE_PREFIX).count(),
        "interrupted_calls": results.count(),
        "conversations": runs.filter(Q(error__startswith=STALE_PREFIX) | Q(messages__in=results))
        .values("conversation")
        .distinct()
        .count(),
    }


def tokens_per_day(filters: UsageFilters) -> dict[date, tuple[int, int]]:
    rows = (
        _llm_calls(filters)
        .annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(p=Sum("prompt_tokens"), c=Sum("completion_tokens"))
    )
    return {row["day"]: (row["p"] or 0, row["c"] or 0) for row in rows}


def latency_percentiles(filters: UsageFilters) -> list[dict[str, Any]]:
    """Per provider and model: calls, failed calls, latency p50/p95/p99 in seconds."""
    groups: dict[str, list[int]] = defaultdict(list)
    failed: Counter[str] = Counter()
    rows = _llm_calls(filters).values_list("provider__name", "model", "latency_ms", "ok")
    for provider, model, latency, ok in rows:
        who = _who(provider, model)
        if latency is not None:
            groups[who].append(latency)
        else:
            groups.setdefault(who, [])
        failed[who] += not ok
    table = []
    for who, values in sorted(groups.items()):
        seconds = [value / 1000 for value in values]
        table.append(
            {
                "who": who,
                "calls": len(values),
                "failed": failed[who],
                "p50": percentile(seconds, 50),
                "p95": percentile(seconds, 95),
                "p99": percentile(seconds, 99),
            }
        )
    return table


def usage_stats(filters: UsageFilters) -> dict[str, Any]:
    runs = _runs(filters)
    totals = runs.aggregate(
        runs=Count("pk"),
        failed=Count("pk", filter=Q(status=RunStatus.FAILED)),
    )
    tokens = tokens_per_day(filters)
    return {
        "totals": {
            **totals,
            "llm_calls": _llm_calls(filters).count(),
            "prompt_tokens": sum(p for p, _ in tokens.values()),
            "completion_tokens": sum(c for _, c in tokens.values()),
        },
        "runs_per_day": runs_per_day(filters),
        "failures": failures_by_code(filters),
        "fallbacks": fallbacks_used(filters),
        "repaired": histories_repaired(filters),
        "tokens_per_day": tokens,
        "latency": latency_percentiles(filters),
    }
