"""Benchmark the theme gallery: drawing a resume's thumbnails in every theme (the HTML the
gallery scales down), cold and from the cache, in English and Chinese.

    .venv/bin/python bench/theme_gallery.py            # 20 runs per language
    .venv/bin/python bench/theme_gallery.py --smoke    # 1 run: does it still work

"render" is `theme_body` for every theme (what a cache miss costs: after each edit of the
resume); "cached" is the gallery's lookup when nothing changed (Django's local-memory cache
here; Redis in production adds its round trip). Times are medians, wall clock.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = (("en", "en_two_page"), ("zh-hans", "zh_two_page"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--smoke", action="store_true", help="1 run: does it still work")
    args = parser.parse_args()
    runs = 1 if args.smoke else args.runs
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from types import SimpleNamespace

    from resumes.rendering import THEMES, theme_body
    from resumes.views.themes import thumbnails
    from tests.resumes.documents import load

    print(f"themes: {len(THEMES)}; runs: {runs}")
    for language, name in DOCUMENTS:
        data = load(name)
        theme_body(data, "classic", language)  # templates loaded once, as in a running server
        cold, cached = [], []
        for run in range(runs):
            started = time.perf_counter()
            for theme in THEMES:
                theme_body(data, theme, language)
            cold.append(time.perf_counter() - started)
            resume = SimpleNamespace(pk=1, version=run + 1, language=language, data=data)
            thumbnails(resume)
            started = time.perf_counter()
            bodies = thumbnails(resume)
            cached.append(time.perf_counter() - started)
            assert set(bodies) == set(THEMES)
        size = sum(len(body) for body in bodies.values())
        print(
            f"{language:8} render all: {statistics.median(cold) * 1000:7.1f} ms   "
            f"cached: {statistics.median(cached) * 1000:6.2f} ms   html: {size / 1024:.0f} KiB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
