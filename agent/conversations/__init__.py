"""The agent's own rows outside a turn, as `resumes.services` and `resumes.selectors` are for
resumes: `services` (the writes: a conversation's life, undo, the edits of other programs) and
`selectors` (the reads the pages, the REST API and MCP need, scoped to the person asking).

It sits above the engine (it may import it) and below every front end: the web, the REST
API, MCP and the commands import it; it imports none of them (a contract in pyproject.toml).
"""
