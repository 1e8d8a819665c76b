"""What the repair found and fixed: findings per kind, the report, and its printed lines."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

EXAMPLES = 20

# Kinds of problems: what each is, and which rows its example ids name.
DESCRIPTIONS = {
    "stale_run": "run(s) left running with no heartbeat past the threshold",
    "dangling_call": "tool call(s) with no result",
    "blank_call_id": "tool call(s) with an empty call_id",
    "foreign_result": "tool result(s) answering a call of another conversation",
    "misfiled_call": "tool call(s) filed under another conversation than their message",
    "call_on_non_assistant": "tool call(s) attached to a message that is not the assistant's",
}
EXAMPLE_IDS = {
    "stale_run": "run",
    "dangling_call": "tool call",
    "blank_call_id": "tool call",
    "foreign_result": "message",
    "misfiled_call": "tool call",
    "call_on_non_assistant": "tool call",
}
FIXES = {
    "stale_run": "run(s) marked interrupted",
    "dangling_call": "interrupted result(s) added",
    "blank_call_id": "call id(s) assigned",
}
FIXABLE = tuple(FIXES)


@dataclass
class Finding:
    """Problems of one kind: how many, and some of the rows and conversations concerned."""

    kind: str
    count: int
    description: str
    examples: list[int] = field(default_factory=list)
    conversation_ids: list[int] = field(default_factory=list)

    def merge(self, other: Finding) -> None:
        self.count += other.count
        self.examples = (self.examples + other.examples)[:EXAMPLES]
        self.conversation_ids = sorted(set(self.conversation_ids + other.conversation_ids))[
            :EXAMPLES
        ]


@dataclass
class RepairReport:
    """What a scan found, what a repair fixed, and what is still wrong afterwards."""

    dry_run: bool
    stale_after: int
    conversations_scanned: int = 0
    stale_runs: int = 0
    dangling_calls: int = 0
    blank_call_ids: int = 0
    awaiting_answer: int = 0
    in_progress_calls: int = 0
    fixed: int = 0
    fixed_by_kind: dict[str, int] = field(default_factory=dict)
    found: list[Finding] = field(default_factory=list)
    remaining: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def consistent(self) -> bool:
        """True when nothing is left that a provider would reject."""
        return not self.remaining

    def to_dict(self) -> dict:
        data = asdict(self)
        data["consistent"] = self.consistent
        data["seconds"] = round(self.seconds, 3)
        return data

    def merge(self, other: RepairReport) -> None:
        for name in (
            "conversations_scanned",
            "stale_runs",
            "dangling_calls",
            "blank_call_ids",
            "awaiting_answer",
            "in_progress_calls",
            "fixed",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for kind, count in other.fixed_by_kind.items():
            self.fixed_by_kind[kind] = self.fixed_by_kind.get(kind, 0) + count
        self.found = _merge_findings(self.found, other.found)
        self.remaining = _merge_findings(self.remaining, other.remaining)


def _merge_findings(mine: list[Finding], theirs: list[Finding]) -> list[Finding]:
    by_kind = {finding.kind: finding for finding in mine}
    for finding in theirs:
        if finding.kind in by_kind:
            by_kind[finding.kind].merge(finding)
        else:
            by_kind[finding.kind] = Finding(**asdict(finding))
    return [by_kind[kind] for kind in DESCRIPTIONS if kind in by_kind]


def describe(report: RepairReport) -> list[str]:
    """The report as lines for a person (the command's output, the admin's messages)."""
    lines = [
        f"Scanned {report.conversations_scanned} conversation(s); runs count as stale after "
        f"{report.stale_after} s without a heartbeat."
    ]
    if report.found:
        lines.append("Found:")
        lines.extend(_finding_line(finding) for finding in report.found)
    else:
        lines.append("Found nothing to fix.")
    if report.awaiting_answer or report.in_progress_calls:
        lines.append(
            f"Left alone: {report.awaiting_answer} askHuman call(s) waiting for the person's "
            f"answer, {report.in_progress_calls} call(s) of runs still alive."
        )
    if report.dry_run:
        lines.append("Dry run: nothing was changed.")
    elif report.fixed:
        fixed = ", ".join(f"{n} {FIXES[kind]}" for kind, n in report.fixed_by_kind.items())
        lines.append(f"Fixed {report.fixed} row(s): {fixed}.")
    if report.remaining:
        lines.append("Remaining:")
        lines.extend(_finding_line(finding) for finding in report.remaining)
    elif report.found:
        lines.append("Remaining: nothing; the histories are consistent.")
    return lines


def _finding_line(finding: Finding) -> str:
    examples = ", ".join(str(pk) for pk in finding.examples)
    more = "" if finding.count <= len(finding.examples) else ", ..."
    label = EXAMPLE_IDS[finding.kind]
    return f"  {finding.count} {finding.description} ({label} ids {examples}{more})"
