"""A stand-in for the embedded model's server, for tests of its lifecycle (not of the model).

Takes the arguments `agent.local.model.LocalModelServer` passes to `agent.local.server`
(`--model`, `--host`, `--port`, ...; the llama.cpp ones are ignored) and serves the fake
OpenAI-compatible LLM (`agent.fakes.server`) there, in about a tenth of a second instead of
loading a GGUF file. Chosen with `CVAGENT_LOCAL_MODEL_SERVER_MODULE=agent.fakes.local_model_server`.

It answers like a small, well-behaved model: "Set my name to X" (or "change the name on my
resume to X", which a guarded turn leaves to the model) gets one CVEditor call, a tool result
gets "Done.", anything else "Noted.". Environment switches, to play the failures:
`CVAGENT_FAKE_MODEL_EXIT=N` exits with status N before listening; `CVAGENT_FAKE_MODEL_DELAY=S`
waits S seconds before listening; `CVAGENT_FAKE_MODEL_REPLY_DELAY=S` takes S seconds per answer.
The first line of its output (the model log) says `fake model server pid N listening on URL`.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from typing import Any

from agent.fakes.script import Reply, ScriptedCall
from agent.fakes.server import FakeLLMServer

_NAME = re.compile(r"(?:set my name|change the name on my resume) to (.+)", re.IGNORECASE)


def respond(body: dict[str, Any]) -> Reply:
    time.sleep(float(os.environ.get("CVAGENT_FAKE_MODEL_REPLY_DELAY", "0") or 0))
    messages = body.get("messages") or [{}]
    last = messages[-1] if isinstance(messages[-1], dict) else {}
    if last.get("role") == "tool":
        return Reply(content="Done.")
    match = _NAME.search(str(last.get("content") or ""))
    if match and body.get("tools"):
        name = match.group(1).strip().rstrip(".")
        call = ScriptedCall(
            name="CVEditor", arguments={"path": "basics.name", "action": "update", "value": name}
        )
        return Reply(tool_calls=[call])
    return Reply(content="Noted.")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="A fake of the embedded model's server")
    parser.add_argument("--model", required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args, _ = parser.parse_known_args(argv)
    code = os.environ.get("CVAGENT_FAKE_MODEL_EXIT")
    if code:
        print(f"fake model server: exiting with status {code} as asked", flush=True)
        sys.exit(int(code))
    time.sleep(float(os.environ.get("CVAGENT_FAKE_MODEL_DELAY", "0") or 0))
    server = FakeLLMServer(responder=respond, host=args.host, port=args.port)
    print(f"fake model server pid {os.getpid()} listening on {server.base_url}", flush=True)
    server.serve_until_stopped()


if __name__ == "__main__":
    main()
