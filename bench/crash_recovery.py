"""How long a conversation stays locked after the process running its turn is killed.

    .venv/bin/python bench/crash_recovery.py            # default settings, 3 kills
    .venv/bin/python bench/crash_recovery.py --kills 5
    .venv/bin/python bench/crash_recovery.py --smoke    # 2 s threshold, 0.5 s heartbeat, 1 kill

A fake LLM server streams a long answer slowly to a real `manage.py chat` process, which is
killed with SIGKILL at a random moment after its first heartbeat saved part of the text
(the child runs with this process's settings: CVAGENT_STALE_RUN_SECONDS, default 20, and
CVAGENT_HEARTBEAT_SECONDS, default 5). Then a new message is offered every 0.2 s, as a person
would retry, until the conversation takes it: no repair is run by hand. Printed per kill: the
seconds from the kill to the accepted message, from the last heartbeat to it, and how many
characters of the streamed answer were kept as the partial answer. A fresh SQLite database
in a temporary folder is used and removed.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ANSWER = " ".join(f"word{n}" for n in range(2000))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=3, help="crashed turns to measure")
    parser.add_argument(
        "--smoke", action="store_true", help="one kill with a 2 s threshold (a quick check)"
    )
    args = parser.parse_args()
    if args.smoke:
        args.kills = 1
        os.environ["CVAGENT_STALE_RUN_SECONDS"] = "2"
        os.environ["CVAGENT_HEARTBEAT_SECONDS"] = "0.5"
    return args


def setup_django(folder: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ["CVAGENT_VAR_DIR"] = folder
    os.environ["DJANGO_SETTINGS_MODULE"] = "cvsite.settings"
    sys.path.insert(0, str(ROOT))
    import logging

    import django

    django.setup()
    logging.disable(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def crash_once(fake, user, conversation, provider) -> dict:
    from agent.engine.turns import RunRefused, prepare_turn
    from agent.fakes.script import Reply
    from agent.models import Message, Role, Run, RunStatus

    fake.add_replies(Reply(content=ANSWER, tokens=2000, delay=0.02))
    child = subprocess.Popen(
        [
            sys.executable,
            "manage.py",
            "chat",
            "--user",
            user.username,
            "--message",
            "Tell me about my resume",
            "--conversation",
            str(conversation.pk),
            "--base-url",
            fake.base_url,
            "--model",
            "fake",
            "--json",
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    running = Run.objects.filter(conversation=conversation, status=RunStatus.RUNNING)
    while not running.exclude(partial_text="").exists():
        if child.poll() is not None:
            raise SystemExit(f"the chat process ended early: {child.stderr.read().decode()}")
        time.sleep(0.02)
    # A random moment of the stream after the first saved text, up to two heartbeats on.
    from django.conf import settings

    time.sleep(random.uniform(0, 2 * float(settings.CVAGENT["HEARTBEAT_SECONDS"])))
    os.kill(child.pid, signal.SIGKILL)
    killed = time.monotonic()
    child.wait()
    run = Run.objects.get(conversation=conversation, status=RunStatus.RUNNING)
    last_beat_age = (time.time() - run.heartbeat_at.timestamp()) if run.heartbeat_at else 0.0
    attempts = 0
    while True:
        attempts += 1
        try:
            start = prepare_turn(
                conversation_id=conversation.pk,
                user_id=user.pk,
                text="Hello again",
                provider=provider,
            )
            break
        except RunRefused as refused:
            if refused.code != "busy":
                raise
            time.sleep(0.2)
    waited = time.monotonic() - killed
    run.refresh_from_db()
    kept = (
        Message.objects.filter(run=run, role=Role.ASSISTANT)
        .values_list("content", flat=True)
        .first()
        or ""
    )
    # Close the new turn so the next kill starts from a free conversation.
    Run.objects.filter(pk=start.run_id).update(status=RunStatus.COMPLETED)
    return {
        "seconds_after_kill": waited,
        "seconds_after_last_beat": waited + last_beat_age,
        "attempts": attempts,
        "status": run.status,
        "kept_chars": len(kept),
        "kept_is_prefix": ANSWER.startswith(kept) and bool(kept),
    }


def main() -> int:
    args = parse_args()
    with tempfile.TemporaryDirectory(prefix="cvagent-bench-crash-") as folder:
        setup_django(folder)
        from django.conf import settings
        from django.contrib.auth import get_user_model

        from agent.fakes.server import FakeLLMServer
        from agent.models import Conversation, Provider
        from resumes.services import resume_create

        user = get_user_model().objects.create_user(username="crash", password="x")
        resume = resume_create(owner=user, title="Bench")
        conversation = Conversation.objects.create(owner=user, resume=resume)
        stale = settings.CVAGENT["STALE_RUN_SECONDS"]
        every = settings.CVAGENT["HEARTBEAT_SECONDS"]
        print(f"threshold {stale} s, heartbeat every {every} s, {args.kills} kill(s)")
        results = []
        with FakeLLMServer() as fake:
            provider = Provider.objects.create(
                slug="bench-fake", name="Bench fake", base_url=fake.base_url, model="fake"
            )
            for number in range(1, args.kills + 1):
                result = crash_once(fake, user, conversation, provider)
                results.append(result)
                print(
                    f"kill {number}: new message taken {result['seconds_after_kill']:.1f} s "
                    f"after the kill ({result['seconds_after_last_beat']:.1f} s after the last "
                    f"heartbeat, {result['attempts']} tries); run {result['status']}, "
                    f"{result['kept_chars']} characters of the answer kept"
                )
    worst = max(result["seconds_after_kill"] for result in results)
    ok = (
        all(result["status"] == "interrupted" and result["kept_is_prefix"] for result in results)
        and worst <= stale + every + 5
    )
    print(f"worst: {worst:.1f} s after the kill (target: under 30 s with the defaults)")
    print("check: " + ("ok" if ok else "UNEXPECTED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
