"""What a share link's password and counts cost: the public page of an open link (a view
counted in two rows), a protected link's password form, a wrong and a right password (the
hasher's work), a throttled try (no hashing), and the PDF download.

    .venv/bin/python bench/share_links.py              # 30 rounds of each
    .venv/bin/python bench/share_links.py --smoke      # 2 rounds: does it work

Runs in process with Django's test client on a fresh SQLite database (a temporary file) and
the local-memory cache. Printed: the median and the 95th percentile per request, in ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--smoke", action="store_true", help="2 rounds: does it work")
    args = parser.parse_args()
    if args.smoke:
        args.rounds = 2
    return args


def setup(folder: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ["CVAGENT_VAR_DIR"] = folder
    os.environ.pop("REDIS_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(ROOT))
    import logging
    import warnings

    import django

    warnings.filterwarnings("ignore", message="No directory at")
    django.setup()
    logging.disable(logging.WARNING)
    from django.conf import settings
    from django.core.management import call_command

    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "testserver"]
    # Plain static URLs: no collectstatic manifest needed.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    call_command("migrate", verbosity=0)


def timed(rounds: int, request) -> list[float]:
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        request()
        times.append((time.perf_counter() - began) * 1000)
    return times


def show(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"{name:<34} median {statistics.median(times):8.1f} ms   p95 {p95:8.1f} ms")


def main() -> int:
    args = parse_args()
    with tempfile.TemporaryDirectory() as folder:
        setup(folder)
        from django.contrib.auth import get_user_model
        from django.core.cache import cache
        from django.test import Client
        from django.urls import reverse

        from resumes import services, sharing

        owner = get_user_model().objects.create_user("bench", password="x" * 12)
        resume = services.resume_create(owner=owner, title="Bench", starter=True)
        open_link = sharing.share_link_create(resume=resume, expiry="never")
        locked = sharing.share_link_create(resume=resume, expiry="never", password="open sesame")
        page = reverse("io:public_share", args=[open_link.token])
        pdf = reverse("io:public_share_pdf", args=[open_link.token])
        locked_page = reverse("io:public_share", args=[locked.token])
        visitor = Client()

        def expect(response, status: int) -> None:
            assert response.status_code == status, (response.status_code, status)

        show(
            "open link: page + view counted",
            timed(args.rounds, lambda: expect(visitor.get(page), 200)),
        )
        show(
            "protected link: password form",
            timed(args.rounds, lambda: expect(visitor.get(locked_page), 200)),
        )

        def wrong() -> None:
            cache.clear()  # measure the check, not the throttle
            expect(visitor.post(locked_page, {"password": "guess"}), 200)

        show("wrong password (hash checked)", timed(args.rounds, wrong))

        def right() -> None:
            fresh = Client()
            expect(fresh.post(locked_page, {"password": "open sesame"}), 302)

        show("right password (hash checked)", timed(args.rounds, right))
        cache.clear()
        for _ in range(sharing.MAX_WRONG_PASSWORDS):
            visitor.post(locked_page, {"password": "guess"})
        show(
            "throttled try (429, no hashing)",
            timed(
                args.rounds, lambda: expect(visitor.post(locked_page, {"password": "guess"}), 429)
            ),
        )
        show(
            "PDF download + counted",
            timed(max(1, args.rounds // 3), lambda: expect(visitor.get(pdf), 200)),
        )
        open_link.refresh_from_db()
        print(f"views counted: {open_link.view_count}, downloads: {open_link.download_count}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
