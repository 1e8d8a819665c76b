"""How long the applications pages and CSV take for a person with many applications.

    .venv/bin/python bench/applications.py               # 2,000 applications (the CSV limit)
    .venv/bin/python bench/applications.py --rows 500
    .venv/bin/python bench/applications.py --smoke       # 20: does it work

In a fresh SQLite database (a temporary file): a CSV of `--rows` applications is imported
(every row checked, then created in one transaction), then a tenth of them get frozen files
of 80 KB each (stored directly: the PDF rendering is the export bench's business). Printed:
the import's time, the CSV export's time and size, and the time of each page over Django's
test client (board, list, calendar, outcomes), with the peak of Python's heap while the board
renders (the frozen files' bytes must not be loaded for it).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--smoke", action="store_true", help="20 applications: does it work")
    args = parser.parse_args()
    if args.smoke:
        args.rows = 20
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


def sheet(rows: int) -> bytes:
    statuses = ["已投递", "面试中", "被拒", "收藏", "offer", "withdrawn"]
    lines = ["公司,职位,状态,投递日期,备注,薪资"]
    for n in range(rows):
        day = f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}"
        lines.append(f"公司{n},工程师 {n},{statuses[n % 6]},{day},备注 {n},{n}k")
    return "\n".join(lines).encode("utf-8")


def timed(label: str, work) -> object:
    started = time.perf_counter()
    result = work()
    print(f"{label:<34} {time.perf_counter() - started:8.3f} s")
    return result


def main() -> int:
    args = parse_args()
    with tempfile.TemporaryDirectory() as folder:
        setup(folder)
        from django.conf import settings
        from django.test import Client

        from resumes.applications import csvio
        from resumes.applications.models import Application, FrozenFile
        from tests.factories import UserFactory

        settings.ALLOWED_HOSTS = ["*"]
        settings.STORAGES = {  # plain static URLs: no collectstatic manifest needed
            "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
            "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
        }
        user = UserFactory(username="bench")
        raw = sheet(args.rows)
        result = timed(
            f"import {args.rows} rows ({len(raw) // 1024} KB)",
            lambda: csvio.import_csv(owner=user, raw=raw),
        )
        assert not result.errors and len(result.created) == args.rows, result.errors[:3]
        blob = b"%PDF-1.7\n" + os.urandom(80_000)
        for application in Application.objects.filter(owner=user)[: max(args.rows // 10, 1)]:
            FrozenFile.objects.create(
                application=application,
                kind="resume",
                filename="cv.pdf",
                content=blob,
                sha256="0" * 64,
                size=len(blob),
            )
        applications = list(Application.objects.filter(owner=user))
        exported = timed("export CSV", lambda: csvio.export_csv(applications))
        print(f"{'  CSV size':<34} {len(exported) // 1024:8d} KB")
        client = Client()
        client.force_login(user)
        client.get("/applications/list/?status=offer")  # warm up: templates, URLs, catalogues
        for name, url in (
            ("board", "/applications/"),
            ("list", "/applications/list/"),
            ("calendar", "/applications/calendar/?month=2026-03"),
            ("outcomes", "/applications/outcomes/"),
        ):
            tracemalloc.start()
            response = timed(f"page: {name}", lambda url=url: client.get(url))
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            assert response.status_code == 200, (name, response.status_code)
            print(f"{'  heap peak':<34} {peak / 1e6:8.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
