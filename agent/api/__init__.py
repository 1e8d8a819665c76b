"""The REST API (`/api/v1/`, django-ninja) and the API keys it and the MCP server use.

- `keys`: creating, checking, revoking keys; the per-key rate limit.
- `auth`: the bearer authentication of django-ninja, CSRF-free for key requests only.
- `problems`: RFC 9457 problem details, the one error shape.
- `v1`: the endpoints (`resumes`, `proposals`).
- `settings_views`: the person's API keys page.

It is a front end: it may import the engine, `agent.review` and `resumes`; the engine never
imports it (an import-linter contract).
"""
