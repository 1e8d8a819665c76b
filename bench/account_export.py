"""How long "Download all my data" and "Delete my account" take for a large account, and how
much memory the download needs next to the size of what it writes.

    .venv/bin/python bench/account_export.py                 # 20 resumes, 20 conversations
    .venv/bin/python bench/account_export.py --resumes 50 --messages 2000
    .venv/bin/python bench/account_export.py --smoke         # a tiny account: does it work

The account is written into a fresh SQLite database (a temporary file): resumes of about 40
entries, each with `--revisions` revisions, one imported original (200 KB) per resume,
`--conversations` conversations of `--messages` messages (every second one an assistant
message with a tool call, each answered by a tool result) and a model request per turn,
postings and cover letters. Printed: the rows written, the time to write the archive (PDFs
included) into a temporary file, the archive's size, the uncompressed size of what it holds,
the peak of Python's heap while writing it (tracemalloc: the archive is written entry by
entry and the long lists row by row, so the peak should stay far below the data's size), and
the time to delete the account.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import tracemalloc
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--resumes", type=int, default=20)
    parser.add_argument("--revisions", type=int, default=100, help="per resume")
    parser.add_argument("--conversations", type=int, default=20)
    parser.add_argument("--messages", type=int, default=1000, help="per conversation")
    parser.add_argument("--smoke", action="store_true", help="a tiny account: does it work")
    args = parser.parse_args()
    if args.smoke:
        args.resumes, args.revisions, args.conversations, args.messages = 2, 3, 2, 10
    return args


def setup(folder: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ["CVAGENT_VAR_DIR"] = folder
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def document(number: int) -> dict:
    work = [
        {
            "name": f"Company {number}-{i}",
            "position": "Engineer",
            "startDate": f"{2000 + i}-01",
            "highlights": [
                f"Shipped project {j} for team {i}, cutting costs by {j}%" for j in range(4)
            ],
        }
        for i in range(30)
    ]
    skills = [{"name": f"Skill {i}", "keywords": ["Python", "SQL", "Go"]} for i in range(10)]
    return {
        "basics": {"name": f"Person {number}", "email": "p@example.com"},
        "work": work,
        "skills": skills,
    }


def build(args: argparse.Namespace) -> tuple[object, dict[str, int]]:
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from agent.models import Conversation, LLMCall, Message, Run, ToolCall
    from resumes.models import ImportSource, Resume, ResumeRevision
    from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion

    user = get_user_model().objects.create_user("bench", password="a-long-Passphrase-9")
    counts = dict.fromkeys(("resumes", "revisions", "messages", "tool_calls"), 0)
    posting = JobPosting.objects.create(
        owner=user, title="Engineer", company="Globex", description="Python"
    )
    for number in range(args.resumes):
        data = document(number)
        resume = Resume.objects.create(
            owner=user, title=f"Resume {number}", data=data, version=args.revisions
        )
        ResumeRevision.objects.bulk_create(
            ResumeRevision(
                resume=resume,
                version=v + 1,
                source="user",
                patch=[{"op": "replace", "path": "/basics/label", "value": f"Label {v}"}],
                inverse=[{"op": "replace", "path": "/basics/label", "value": f"Label {v - 1}"}],
            )
            for v in range(args.revisions)
        )
        ImportSource.objects.create(
            resume=resume, kind="text", size=200_000, original=b"x" * 200_000, source_text="x"
        )
        counts["resumes"] += 1
        counts["revisions"] += args.revisions
        if number == 0:
            copy = Resume.objects.create(owner=user, title="Tailored", data=data)
            version = TailoredVersion.objects.create(
                resume=copy, master=resume, posting=posting, synced_version=1
            )
            CoverLetter.objects.create(version=version, text="I built things.\n\n" * 5)
    resume = Resume.objects.filter(owner=user).first()
    for c in range(args.conversations):
        conversation = Conversation.objects.create(owner=user, resume=resume)
        run = Run.objects.create(conversation=conversation, status="completed")
        turns = max(1, args.messages // 3)
        asked = Message.objects.bulk_create(
            Message(
                conversation=conversation,
                seq=3 * t + 1 + offset,
                role=role,
                content="Please change the summary " * 8,
                run=run,
            )
            for t in range(turns)
            for offset, role in ((0, "user"), (1, "assistant"))
        )
        calls = ToolCall.objects.bulk_create(
            ToolCall(
                conversation=conversation,
                message=m,
                call_id=f"c{c}-{m.seq}",
                name="CVEditor",
                arguments_raw='{"path": "basics.summary"}',
                arguments={"path": "basics.summary"},
            )
            for m in asked
            if m.role == "assistant"
        )
        results = Message.objects.bulk_create(
            Message(
                conversation=conversation,
                seq=call.message.seq + 1,
                role="tool",
                tool_call=call,
                status="ok",
                content='"updated basics.summary"',
                run=run,
            )
            for call in calls
        )
        LLMCall.objects.bulk_create(
            LLMCall(
                conversation=conversation,
                run=run,
                model="fake",
                created_at=timezone.now(),
                request={"messages": ["…"] * 20},
                response={"content": "ok"},
            )
            for _ in range(max(1, args.messages // 20))
        )
        counts["messages"] += len(asked) + len(results)
        counts["tool_calls"] += len(calls)
    return user, counts


def main() -> int:
    args = parse_args()
    folder = tempfile.mkdtemp(prefix="cvagent-bench-account-")
    setup(folder)
    from agent.account.archive import write_user_archive
    from agent.account.deletion import delete_account

    started = time.perf_counter()
    user, counts = build(args)
    print(f"built {counts} in {time.perf_counter() - started:.1f} s")

    # WeasyPrint's first render loads fonts and templates: not the archive's cost.
    from resumes.exporting import export_resume
    from resumes.models import Resume

    export_resume(Resume.objects.filter(owner=user).first(), "pdf")
    with tempfile.TemporaryFile() as target:
        started = time.perf_counter()
        manifest = write_user_archive(user, target)
        seconds = time.perf_counter() - started
        size = target.tell()
        target.seek(0)
        with zipfile.ZipFile(target) as archive:
            held = sum(info.file_size for info in archive.infolist())
            entries = len(archive.infolist())
    with tempfile.TemporaryFile() as target:
        tracemalloc.start()
        write_user_archive(user, target)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    print(f"archive: {entries} files, {size / 1e6:.1f} MB zipped, {held / 1e6:.1f} MB unzipped")
    print(
        f"write: {seconds:.1f} s; Python heap peak while writing (traced run) {peak / 1e6:.1f} MB"
    )
    print(f"problems: {manifest['problems'] or 'none'}")

    started = time.perf_counter()
    gone = delete_account(user=user)
    seconds = time.perf_counter() - started
    print(f"delete: {seconds:.2f} s ({gone.resumes} resumes, {gone.conversations} conversations)")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{folder}/bench.sqlite3{suffix}").unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
