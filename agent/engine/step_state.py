"""What the parts of one step (asking the model, the tool calls, the heartbeat) hand back to the
loop. A module of its own so that the loop and its parts all import it and none imports the
loop."""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.engine.messages import Completed


@dataclass
class StepState:
    """What the parts of one step hand back to the loop (async generators return nothing)."""

    streamed: list[str] = field(default_factory=list)
    completed: Completed | None = None
    question: str | None = None
    stop_summary: str | None = None
