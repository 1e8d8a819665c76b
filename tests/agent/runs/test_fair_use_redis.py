"""Fair-use caps counted in one real Redis by two real processes: a `manage.py chat` process
and this one, each with its own event loop and admission state. The per-person cap and a
provider's limit hold across both; the slot of a holder killed with SIGKILL comes back when
its lease runs out; with Redis unreachable, runs still go (counted per process)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from agent.engine import events
from agent.engine.turns import recover_dead_run
from agent.fakes.script import Reply
from agent.models import Run, RunStatus
from tests.agent.turns import run_turn_events
from tests.factories import ConversationFactory, ProviderFactory, UserFactory
from tests.processes import ROOT, chat_command, database_url

pytestmark = pytest.mark.django_db(transaction=True)

# Short, so a killed holder's slot comes back soon; long enough that a live holder's loop,
# busy importing the provider's client on a loaded machine, still renews it in time.
LEASE = 4
DEADLINE = 60.0


class Arrivals:
    """The fake provider's answers: a long slow one to the other process, a short one to
    this one; when each request arrived (wall clock)."""

    def __init__(self, tokens: int, delay: float) -> None:
        self.tokens, self.delay = tokens, delay
        self.at: dict[str, float] = {}
        self.lock = threading.Lock()

    def __call__(self, body: dict) -> Reply:
        said = str([m.get("content") for m in body.get("messages", []) if m["role"] == "user"])
        which = "other" if "other process" in said else "here"
        with self.lock:
            self.at.setdefault(which, time.time())
        if which == "other":
            return Reply(content="word " * self.tokens, tokens=self.tokens, delay=self.delay)
        return Reply(content="Done here.")


@pytest.fixture
def caps(settings, redis_url):
    settings.REDIS_URL = redis_url
    settings.CVAGENT = {
        **settings.CVAGENT,
        "MAX_RUNS_PER_PERSON": 1,
        "SLOT_LEASE_SECONDS": LEASE,
        "PROVIDER_CONCURRENCY": {},
        "PROVIDER_CONCURRENCY_DEFAULT": 0,
    }
    return settings


def other_process(conversation, fake_llm, redis_url: str, **env: str) -> subprocess.Popen:
    """`manage.py chat` on `conversation`, with the same Redis and caps."""
    return subprocess.Popen(
        [
            *(sys.executable, "manage.py"),
            *chat_command(conversation, fake_llm.base_url, "Hello from the other process"),
        ],
        cwd=ROOT,
        env={
            **os.environ,
            "DATABASE_URL": database_url(),
            "DJANGO_SETTINGS_MODULE": "cvsite.settings",
            "REDIS_URL": redis_url,
            "CVAGENT_MAX_RUNS_PER_PERSON": "1",
            "CVAGENT_SLOT_LEASE_SECONDS": str(LEASE),
            **env,
        },
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def wait_until_streaming(process: subprocess.Popen, arrivals: Arrivals, conversation) -> Run:
    deadline = time.monotonic() + DEADLINE
    while "other" not in arrivals.at:
        assert process.poll() is None, process.stderr.read().decode()
        assert time.monotonic() < deadline, "the other process never asked the model"
        time.sleep(0.05)
    return Run.objects.get(conversation=conversation)


def turn_beside(process: subprocess.Popen, arrivals: Arrivals, theirs, mine, provider) -> list:
    """Once the other process streams, this process's turn; the other is then let end."""
    try:
        wait_until_streaming(process, arrivals, theirs)
        evs = run_turn_events(mine, provider, "Hello from here")
        assert process.wait(timeout=DEADLINE) == 0, process.stderr.read().decode()
        return evs
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def waits(evs: list, code: str) -> bool:
    return any(isinstance(e, events.Waiting) and e.code == code for e in evs)


def two_conversations_of_one_person(fake_llm):
    person = UserFactory(username="sharer")
    provider = ProviderFactory(slug="fake-http", base_url=fake_llm.base_url, max_retries=0)
    mine = ConversationFactory(owner=person, resume__owner=person, capability=None)
    theirs = ConversationFactory(owner=person, resume__owner=person, capability=None)
    return provider, mine, theirs


def two_people(fake_llm):
    """The fake provider's arrivals (a 2.4 s answer to the other process), the provider, and
    a conversation each of two people."""
    arrivals = Arrivals(tokens=80, delay=0.03)
    fake_llm.set_responder(arrivals)
    provider = ProviderFactory(slug="fake-http", base_url=fake_llm.base_url, max_retries=0)
    return (
        arrivals,
        provider,
        ConversationFactory(capability=None),
        ConversationFactory(capability=None),
    )


def test_a_persons_cap_holds_across_two_processes(caps, redis_url, fake_llm):
    arrivals = Arrivals(tokens=80, delay=0.03)
    fake_llm.set_responder(arrivals)
    provider, mine, theirs = two_conversations_of_one_person(fake_llm)
    process = other_process(theirs, fake_llm, redis_url)
    evs = turn_beside(process, arrivals, theirs, mine, provider)
    assert waits(evs, "queued_person")
    assert evs[-1].status == "completed"
    # This process asked the model only after the other process's run had ended.
    theirs_run = Run.objects.get(conversation=theirs)
    assert theirs_run.status == RunStatus.COMPLETED
    assert arrivals.at["here"] >= theirs_run.finished_at.timestamp()


def test_a_providers_limit_holds_across_two_processes(caps, redis_url, fake_llm, settings):
    settings.CVAGENT = {**settings.CVAGENT, "MAX_RUNS_PER_PERSON": 0}
    settings.CVAGENT["PROVIDER_CONCURRENCY_DEFAULT"] = 1
    arrivals, provider, mine, theirs = two_people(fake_llm)
    process = other_process(
        theirs,
        fake_llm,
        redis_url,
        CVAGENT_MAX_RUNS_PER_PERSON="0",
        CVAGENT_PROVIDER_CONCURRENCY_DEFAULT="1",
    )
    evs = turn_beside(process, arrivals, theirs, mine, provider)
    assert waits(evs, "provider_queued")
    assert not waits(evs, "queued_person")
    assert evs[-1].status == "completed"
    # This process's request went only once the other's had streamed its whole answer
    # (which the fake server takes at least tokens x delay to send).
    assert arrivals.at["here"] - arrivals.at["other"] >= arrivals.tokens * arrivals.delay


def test_the_cap_on_all_runs_holds_across_two_processes(caps, redis_url, fake_llm, settings):
    """CVAGENT_MAX_RUNS, with Redis, caps the runs of every process together."""
    settings.CVAGENT = {**settings.CVAGENT, "MAX_RUNS_PER_PERSON": 0, "MAX_RUNS_PER_PROCESS": 1}
    arrivals, provider, mine, theirs = two_people(fake_llm)
    process = other_process(
        theirs, fake_llm, redis_url, CVAGENT_MAX_RUNS_PER_PERSON="0", CVAGENT_MAX_RUNS="1"
    )
    evs = turn_beside(process, arrivals, theirs, mine, provider)
    assert waits(evs, "queued_server")
    assert not waits(evs, "queued_person")
    assert evs[-1].status == "completed"
    theirs_run = Run.objects.get(conversation=theirs)
    assert arrivals.at["here"] >= theirs_run.finished_at.timestamp()


def test_a_killed_holders_slot_comes_back_after_its_lease(caps, redis_url, fake_llm):
    arrivals = Arrivals(tokens=2000, delay=0.05)  # 100 s: it never ends by itself here
    fake_llm.set_responder(arrivals)
    provider, mine, theirs = two_conversations_of_one_person(fake_llm)
    process = other_process(theirs, fake_llm, redis_url)
    try:
        wait_until_streaming(process, arrivals, theirs)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
        killed = time.time()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    evs = run_turn_events(mine, provider, "Hello from here")
    # The dead process's slot still counted (the cap holds), until its lease ran out.
    assert waits(evs, "queued_person")
    assert evs[-1].status == "completed"
    assert arrivals.at["here"] - killed >= LEASE / 2


def test_a_dead_runs_slot_comes_back_at_once_when_its_run_is_repaired(
    caps, settings, redis_url, fake_llm
):
    """The next message (or page) of the killed run's conversation repairs it, and gives its
    slots back then and there: this process does not wait for the lease (a minute here)."""
    settings.CVAGENT["SLOT_LEASE_SECONDS"] = 60
    arrivals = Arrivals(tokens=2000, delay=0.05)
    fake_llm.set_responder(arrivals)
    provider, mine, theirs = two_conversations_of_one_person(fake_llm)
    process = other_process(theirs, fake_llm, redis_url, CVAGENT_SLOT_LEASE_SECONDS="60")
    try:
        wait_until_streaming(process, arrivals, theirs)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert recover_dead_run(theirs.pk)
    evs = run_turn_events(mine, provider, "Hello from here")
    assert not waits(evs, "queued_person")
    assert evs[-1].status == "completed"


def test_with_redis_unreachable_runs_still_go_counted_per_process(caps, settings, fake_llm):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens there
    fake_llm.add_replies(Reply(content="Still here."))
    provider = ProviderFactory(slug="fake-http", base_url=fake_llm.base_url, max_retries=0)
    conversation = ConversationFactory(capability=None)
    evs = run_turn_events(conversation, provider, "Hello")
    assert evs[-1].status == "completed"
    assert not any(isinstance(e, events.Waiting) for e in evs)
