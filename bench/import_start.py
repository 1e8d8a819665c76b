"""Seconds of an import measured from outside, as issue 27 measures them: `manage.py
import_resume FILE --user U --json` in a subprocess, Django's start included, against a
temporary SQLite database per tree. With --base, a second tree (another commit's checkout,
e.g. `git archive COMMIT | tar -x -C DIR` with a `.venv` link) runs each document right after
this one, so the machine's load falls on both alike; medians and CPU seconds (parent and
worker together) of each are printed.

    .venv/bin/python bench/import_start.py --docs DIR [--base DIR] [--limit N]
    .venv/bin/python bench/import_start.py --smoke

--docs: every .pdf, .docx, .md and .txt file in DIR (blind set 3's text documents:
`bench/import_blind3.py --keep DIR` builds them). --smoke: two documents of
`bench/parts/fresh_render.py`, one run of `--help`.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TEXT = {".pdf", ".docx", ".md", ".txt"}


def prepare(tree: Path, folder: Path) -> dict:
    env = dict(os.environ)
    env.update(
        DATABASE_URL=f"sqlite:///{folder / 'start.sqlite3'}",
        CVAGENT_VAR_DIR=str(folder),
        CVAGENT_PROVIDER="",
        DJANGO_SETTINGS_MODULE="cvsite.settings",
        LOG_LEVEL="WARNING",
    )
    for args in (("migrate", "--noinput"), ("create_demo_user", "--username", "start")):
        done = run(tree, env, *args)[2]
        if done:
            sys.exit(f"{tree}: {' '.join(args)} failed")
    return env


def run(tree: Path, env: dict, *args: str) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the command and its worker, exit code)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [str(tree / ".venv/bin/python"), "manage.py", *args],
        cwd=tree,
        env=env,
        capture_output=True,
        timeout=300,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.returncode


def smoke_docs(folder: Path) -> list[Path]:
    from bench.parts import fresh_people, fresh_render

    out = []
    for lang in ("en", "zh"):
        path = folder / f"{lang}.txt"
        path.write_text(fresh_render.bracket_text(fresh_people.person(lang, 0), lang), "utf-8")
        out.append(path)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=Path, help="a folder of documents")
    parser.add_argument("--base", type=Path, help="a second tree to compare with")
    parser.add_argument("--limit", type=int, default=0, help="at most N documents")
    parser.add_argument("--smoke", action="store_true", help="two documents, one --help")
    args = parser.parse_args()
    trees = {"this": ROOT, **({"base": args.base.resolve()} if args.base else {})}
    with tempfile.TemporaryDirectory(prefix="import_start_") as temp:
        if args.smoke:
            docs = smoke_docs(Path(temp))
        elif args.docs:
            docs = sorted(p for p in args.docs.iterdir() if p.suffix in TEXT)
        else:
            sys.exit("--docs DIR or --smoke")
        docs = docs[: args.limit] if args.limit else docs
        envs = {}
        for name, tree in trees.items():
            folder = Path(temp) / name
            folder.mkdir()
            envs[name] = prepare(tree, folder)
        helps: dict[str, list[float]] = {name: [] for name in trees}
        for _ in range(1 if args.smoke else 5):
            for name, tree in trees.items():
                helps[name].append(run(tree, envs[name], "import_resume", "--help")[0])
        walls: dict[str, list[float]] = {name: [] for name in trees}
        cpus: dict[str, list[float]] = {name: [] for name in trees}
        for doc in docs:
            for name, tree in trees.items():
                wall, cpu, code = run(
                    tree, envs[name], "import_resume", str(doc), "--user", "start", "--json"
                )
                walls[name].append(wall)
                cpus[name].append(cpu)
                note = f" exit {code}" if code else ""
                print(f"{doc.name:58} {name:5} {wall:6.2f} s  cpu {cpu:5.2f} s{note}", flush=True)
    for name in trees:
        print(
            f"{name}: import_resume --help median {statistics.median(helps[name]):.2f} s; "
            f"per document median {statistics.median(walls[name]):.2f} s (fastest "
            f"{min(walls[name]):.2f}), CPU median {statistics.median(cpus[name]):.2f} s, "
            f"{len(docs)} documents"
        )


if __name__ == "__main__":
    main()
