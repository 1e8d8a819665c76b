"""Tools that steer the dialogue rather than the resume: think, askHuman, stop."""

from __future__ import annotations

from pydantic import BaseModel, Field

from agent.engine.tools.base import Tool, ToolContext, ToolOutcome


class ThinkArgs(BaseModel):
    thought: str = Field(
        min_length=1,
        description="Your reasoning: what the person wants and which edits you will make.",
    )


class AskHumanArgs(BaseModel):
    question: str = Field(
        min_length=1,
        description="One clear question for the person, in their language.",
    )


class StopArgs(BaseModel):
    summary: str = Field(
        default="",
        description="A short summary for the person of what you did in this turn.",
    )


def think(args: ThinkArgs, context: ToolContext) -> ToolOutcome:
    return ToolOutcome(status="ok", content="Noted. Continue.", control="think", text=args.thought)


def ask_human(args: AskHumanArgs, context: ToolContext) -> ToolOutcome:
    # The run pauses here; the person's next message becomes this call's result.
    return ToolOutcome(status="ok", content="", control="ask", text=args.question)


def stop(args: StopArgs, context: ToolContext) -> ToolOutcome:
    return ToolOutcome(status="ok", content="Stopped.", control="stop", text=args.summary)


Think = Tool(
    name="think",
    description=(
        "Think before acting: write down what the person asked and plan the edits. "
        "Nothing is changed and the person does not see it as an answer."
    ),
    args_model=ThinkArgs,
    handler=think,
)

AskHuman = Tool(
    name="askHuman",
    description=(
        "Ask the person a question when you cannot continue without their answer "
        "(for example a missing date or company). The turn pauses until they reply; "
        "their reply is this tool's result. Do not call it together with stop."
    ),
    args_model=AskHumanArgs,
    handler=ask_human,
)

Stop = Tool(
    name="stop",
    description=(
        "End your turn when the work is done, with a short summary for the person. "
        "Do not call it together with askHuman."
    ),
    args_model=StopArgs,
    handler=stop,
)

TOOLS = (Think, AskHuman, Stop)
