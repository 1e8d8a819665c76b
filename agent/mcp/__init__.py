"""The MCP server: Streamable HTTP at `/mcp`, authenticated by API key (bearer), built with
the official `mcp` SDK. `tools` derives its tools from the agent's own tool definitions and
runs them through the same services (revisions, the guard, review mode); `server` is the
SDK server with its tools and resources; `asgi` mounts it beside Django."""
