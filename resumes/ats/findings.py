"""What a check says: findings (each at a path, quoting its text), checks passed, checks skipped.

A finding keeps its message as a code and parameters, so the same stored result reads in the
language of whoever looks at it; `message` is the sentence in the active language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resumes.ats import messages

SEVERITIES = ("error", "warning", "info")


@dataclass(frozen=True)
class Finding:
    check: str
    severity: str
    code: str
    path: str | None = None
    text: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return messages.say(self.code, self.params)

    def as_dict(self) -> dict[str, Any]:
        """The command's shape: check, severity, message, path, text."""
        return {
            "check": self.check,
            "severity": self.severity,
            "message": self.message,
            "path": self.path,
            "text": self.text,
        }

    def as_data(self) -> dict[str, Any]:
        """For the cache: the code and parameters, not a sentence in one language."""
        return {
            "check": self.check,
            "severity": self.severity,
            "code": self.code,
            "path": self.path,
            "text": self.text,
            "params": self.params,
        }


@dataclass(frozen=True)
class Skipped:
    check: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def reason(self) -> str:
        return messages.say(self.code, self.params)

    def as_dict(self) -> dict[str, Any]:
        return {"check": self.check, "reason": self.reason}

    def as_data(self) -> dict[str, Any]:
        return {"check": self.check, "code": self.code, "params": self.params}


class CheckSkipped(Exception):
    """Raised by a check that cannot run: it is listed as skipped with this reason."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass
class Report:
    score: int
    findings: list[Finding]
    passed: list[str]
    skipped: list[Skipped]
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    def as_dict(self) -> dict[str, Any]:
        """Exactly the contract of `manage.py ats_check --json`."""
        return {
            "score": self.score,
            "findings": [f.as_dict() for f in self.findings],
            "passed": list(self.passed),
            "skipped": [s.as_dict() for s in self.skipped],
        }

    def as_data(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "findings": [f.as_data() for f in self.findings],
            "passed": list(self.passed),
            "skipped": [s.as_data() for s in self.skipped],
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Report:
        return cls(
            score=int(data["score"]),
            findings=[Finding(**f) for f in data["findings"]],
            passed=list(data["passed"]),
            skipped=[Skipped(**s) for s in data["skipped"]],
        )
