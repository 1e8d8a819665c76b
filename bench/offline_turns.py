"""The offline default as a new person meets it: held-out messages through `manage.py chat --json`
on a fresh site with no provider configured (the embedded model answers), each turn's proposals
accepted with `manage.py proposals RESUME --accept-all`, and the resume checked after each.

    .venv/bin/python bench/offline_turns.py            # every message, the real model
    .venv/bin/python bench/offline_turns.py --smoke    # three messages that need no model

Prints one row per message (seconds the command took and the run itself, what changed, the
proposals, the longest repeat of one sentence, pass/fail with the reason) and the goals:
nothing unasked changed or proposed, every simple edit right once accepted, no sentence more
than three times, every turn within 30 s.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TURN_LIMIT_S = 30.0
MOST_REPEATS = 3
RESUME = {
    "basics": {
        "name": "Jordan Lee",
        "label": "Senior Engineer",
        "email": "jordan.lee@example.com",
        "phone": "+1 512 555 0142",
        "summary": "Backend engineer focused on payments.",
        "location": {"city": "Austin", "countryCode": "US"},
    },
    "work": [
        {"name": "Initech", "position": "Senior Engineer", "startDate": "2020-04"},
        {"name": "Globex", "position": "Software Engineer", "startDate": "2016-09"},
    ],
    "skills": [{"name": "Python"}, {"name": "PostgreSQL"}, {"name": "COBOL"}, {"name": "Go"}],
}


@dataclass
class Case:
    message: str
    kind: str  # greeting / question / cannot / simple edit / model edit
    allowed: tuple[str, ...] = ()  # top-level parts it may change once accepted
    check: Any = None  # (data) -> bool, for the edits
    answer_has: str = ""
    needs_model: bool = False


def _skills(data: dict) -> list[str]:
    return [skill.get("name") for skill in data.get("skills", [])]


CASES = [
    Case("Hello! What can you do for me?", "greeting", answer_has="skill"),
    Case("你好，你能帮我做什么？", "greeting", answer_has="技能"),
    Case("What is my current headline?", "question", answer_has="Senior Engineer"),
    Case("我在哪些公司工作过？", "question", answer_has="Initech"),
    Case("How long should a resume be?", "question", needs_model=True),
    Case("Translate my resume into French", "cannot", answer_has="provider"),
    Case(
        "Change my headline to Senior Compiler Engineer",
        "simple edit",
        ("basics.label",),
        lambda d: d["basics"]["label"] == "Senior Compiler Engineer",
    ),
    Case(
        "Set my email to jordan@newmail.example",
        "simple edit",
        ("basics.email",),
        lambda d: d["basics"]["email"] == "jordan@newmail.example",
    ),
    Case(
        "Add Rust to my skills",
        "simple edit",
        ("skills",),
        lambda d: "Rust" in _skills(d) and len(_skills(d)) == 5,
    ),
    Case(
        "把我的电话改成 +86 138 0000 0000",
        "simple edit",
        ("basics.phone",),
        lambda d: d["basics"]["phone"] == "+86 138 0000 0000",
    ),
    Case(
        "删除技能 COBOL",
        "simple edit",
        ("skills",),
        lambda d: "COBOL" not in _skills(d) and "Rust" in _skills(d),
    ),
    Case(
        "Add a job at Acme Corp as a Staff Engineer since 2022",
        "model edit",
        ("work",),
        needs_model=True,
    ),
]
SMOKE = [0, 6, 9]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_model(url: str, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/models", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise SystemExit(f"the model server did not answer at {url} in {timeout:.0f} s")


def manage(env: dict[str, str], *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def shell(env: dict[str, str], code: str) -> str:
    result = manage(env, "shell", "-v0", "-c", code)
    if result.returncode:
        raise SystemExit(f"manage.py shell failed: {result.stderr[-2000:]}")
    return result.stdout.strip()


def site(folder: str, url: str) -> tuple[dict[str, str], int]:
    """A fresh site: migrated, a person, a resume, no provider but the embedded model."""
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder}/site.sqlite3",
        "CVAGENT_VAR_DIR": folder,
        "CVAGENT_PROVIDER": "",
        "CVAGENT_LOCAL_MODEL_URL": url,
        "PYTHONPATH": str(ROOT),
    }
    for name in [key for key in env if key.endswith("_API_KEY")]:
        env.pop(name)
    migrated = manage(env, "migrate", "-v0")
    if migrated.returncode:
        raise SystemExit(migrated.stderr[-2000:])
    document = json.dumps(json.dumps(RESUME))
    resume_id = shell(
        env,
        "import json; from django.contrib.auth import get_user_model; "
        "from agent.models import Provider; from resumes.services import resume_create; "
        f"Provider.objects.filter(slug='local').update(base_url='{url}'); "
        "user = get_user_model().objects.create_user('newcomer', password='x'); "
        f"print(resume_create(owner=user, title='Mine', data=json.loads({document})).pk)",
    )
    return env, int(resume_id)


def resume_data(env: dict[str, str], resume_id: int) -> dict:
    return json.loads(
        shell(
            env,
            "import json; from resumes.models import Resume; "
            f"print(json.dumps(Resume.objects.get(pk={resume_id}).data))",
        )
    )


def changed_parts(before: dict, after: dict) -> set[str]:
    """The parts that differ: `basics.x` for basic fields, else the top-level section."""
    parts = set()
    for key in set(before) | set(after):
        if key == "basics":
            old, new = before.get(key) or {}, after.get(key) or {}
            parts |= {f"basics.{k}" for k in set(old) | set(new) if old.get(k) != new.get(k)}
        elif before.get(key) != after.get(key):
            parts.add(key)
    return parts


def most_repeated(text: str) -> int:
    sentences = [s.strip().casefold() for s in re.split(r"[.!?。！？\n]+", text) if s.strip()]
    return max(Counter(sentences).values(), default=0)


def run_case(env: dict[str, str], resume_id: int, case: Case) -> dict[str, Any]:
    before = resume_data(env, resume_id)
    began = time.perf_counter()
    result = manage(
        env, "chat", "--user", "newcomer", "--resume", str(resume_id), "--message", case.message,
        "--json",
    )  # fmt: skip
    took = time.perf_counter() - began
    evs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    answer = "".join(e.get("text", "") for e in evs if e.get("type") == "content")
    results = [
        f"{e.get('name')} {e.get('status')}: {e.get('content', '')[:160]}"
        for e in evs
        if e.get("type") == "tool_result"
    ]
    done = next((e for e in evs if e.get("type") == "done"), {})
    run_s = float(
        shell(
            env,
            "from agent.models import Run; r = Run.objects.get(pk="
            f"{done.get('run_id') or 0}); print((r.finished_at - r.started_at).total_seconds())",
        )
        if done.get("run_id")
        else "nan"
    )
    proposals = json.loads(manage(env, "proposals", str(resume_id), "--json").stdout or "{}")
    proposed = [p["path"] for p in proposals.get("proposals", [])]
    manage(env, "proposals", str(resume_id), "--accept-all")
    after = resume_data(env, resume_id)
    changed = changed_parts(before, after)
    unasked = {p for p in changed if not any(p.startswith(a) for a in case.allowed)}
    problems = []
    if done.get("status") != "completed":
        problems.append(f"run {done.get('status') or 'missing'}: {result.stderr[-300:]}")
    if unasked:
        problems.append(f"changed {sorted(unasked)} unasked")
    if not case.allowed and proposed:
        problems.append(f"left proposals {proposed}")
    if case.check is not None and not case.check(after):
        problems.append("the edit did not land right")
    if case.answer_has and case.answer_has not in answer:
        problems.append(f"answer lacks {case.answer_has!r}")
    repeats = most_repeated(answer)
    if repeats > MOST_REPEATS:
        problems.append(f"a sentence {repeats} times")
    if took > TURN_LIMIT_S:
        problems.append(f"{took:.1f} s")
    return {
        "message": case.message,
        "kind": case.kind,
        "seconds": round(took, 1),
        "run_seconds": round(run_s, 1),
        "proposed": proposed,
        "changed": sorted(changed),
        "repeats": repeats,
        "answer": answer,
        "tool_results": results,
        "problems": problems,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="three messages, no model needed")
    parser.add_argument("--json-out", type=Path)
    parser.add_argument("--verbose", action="store_true", help="print each answer")
    args = parser.parse_args()
    cases = [CASES[i] for i in SMOKE] if args.smoke else CASES
    with tempfile.TemporaryDirectory(prefix="cvagent-offline-") as folder:
        url = f"http://127.0.0.1:{free_port()}/v1"
        env, resume_id = site(folder, url)
        server = None
        if any(case.needs_model for case in cases):
            # One model server for every turn (as `serve` keeps one), started before timing.
            server = subprocess.Popen(
                [sys.executable, str(ROOT / "manage.py"), "local_model"],
                env=env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            wait_for_model(url)
        try:
            rows = [run_case(env, resume_id, case) for case in cases]
        finally:
            if server is not None:
                server.terminate()
                server.wait(30)
    for row in rows:
        verdict = "ok" if not row["problems"] else "FAIL: " + "; ".join(row["problems"])
        print(
            f"{row['seconds']:5.1f} s (run {row['run_seconds']:4.1f} s)  {row['kind']:11}  "
            f"{row['message'][:48]:48}  proposed {row['proposed'] or '-'}  "
            f"changed {row['changed'] or '-'}  max repeat {row['repeats']}  {verdict}"
        )
        if args.verbose:
            print(f"      answer: {row['answer'][:400]}")
            for result in row["tool_results"]:
                print(f"      tool result: {result}")
    failed = [row for row in rows if row["problems"]]
    slowest = max(row["seconds"] for row in rows)
    print(
        f"\n{len(rows) - len(failed)}/{len(rows)} turns met every goal; slowest turn "
        f"{slowest:.1f} s (command) / {max(r['run_seconds'] for r in rows):.1f} s (run); "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}"
    )
    if args.json_out:
        args.json_out.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
