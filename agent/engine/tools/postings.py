"""Read-only tools of interview practice: the job posting the conversation practises for."""

from __future__ import annotations

from pydantic import BaseModel

from agent.engine.messages import compact_json
from agent.engine.tools.base import Tool, ToolContext, ToolOutcome

MAX_POSTING_CHARS = 12_000


class PostingReaderArgs(BaseModel):
    pass


def read_posting(args: PostingReaderArgs, context: ToolContext) -> ToolOutcome:
    posting = context.conversation.posting
    if posting is None:
        return ToolOutcome(
            status="error",
            content="This conversation has no job posting; ask about the resume's own claims.",
        )
    return ToolOutcome(
        status="ok",
        content=compact_json(
            {
                "title": posting.title,
                "company": posting.company,
                "location": posting.location,
                "keywords": [
                    {"keyword": k.get("keyword"), "kind": k.get("kind")}
                    for k in (posting.keywords or [])
                    if isinstance(k, dict)
                ],
                "description": posting.description[:MAX_POSTING_CHARS],
            }
        ),
    )


PostingReader = Tool(
    name="PostingReader",
    description=(
        "Read the job posting this conversation is about: its title, company, location, "
        "keywords (required or preferred) and full text. Reads only; changes nothing."
    ),
    args_model=PostingReaderArgs,
    handler=read_posting,
)

TOOLS = (PostingReader,)
