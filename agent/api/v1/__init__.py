"""Version 1 of the REST API: one NinjaAPI, its routers, problem details for every error."""

from __future__ import annotations

from ninja import NinjaAPI

from agent.api import problems
from agent.api.auth import AUTH
from agent.api.parser import NulFreeParser
from agent.api.v1 import (
    applications,
    conversations,
    languages,
    postings,
    proposals,
    resumes,
    sharing,
)

api = NinjaAPI(
    title="CV Agent API",
    version="1",
    description=(
        "Read and edit your resumes from other programs. Authenticate with an API key from "
        "your settings page: `Authorization: Bearer <key>`. Errors are RFC 9457 problem "
        "details (`application/problem+json`)."
    ),
    auth=AUTH,
    urls_namespace="api-v1",
    docs_url="/docs",
    openapi_url="/openapi.json",
    parser=NulFreeParser(),
)
problems.install(api)
api.add_router("", resumes.router)
api.add_router("", proposals.router)
api.add_router("", conversations.router)
api.add_router("", postings.router)
api.add_router("", sharing.router)
api.add_router("", languages.router)
api.add_router("", applications.router)
