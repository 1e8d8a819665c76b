"""What saying a History in plain words costs: the History tab describes every revision from
the documents before and after it (walking back through the inverses, pairing entries).

Builds the example resume with N revisions of mixed edits (a highlight rewritten, a job added,
a job removed, the jobs reordered, the headline changed) in memory and prints the median time
of `resumes.wording.describe_revisions` for all of them, in English and in Chinese.

    .venv/bin/python bench/history_words.py [--revisions 200] [--runs 5] [--smoke]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

import django

django.setup()

from django.utils import translation  # noqa: E402

from resumes import paths  # noqa: E402
from resumes.models import ResumeRevision  # noqa: E402
from resumes.schema.starters import starter_document  # noqa: E402
from resumes.wording import describe_revisions  # noqa: E402


def _edit(document: dict, step: int) -> dict:
    changed = paths.clone_json(document)
    work = changed.setdefault("work", [])
    kind = step % 5
    if kind == 0 and work:
        work[0].setdefault("highlights", [""])[0] = f"Rewrote highlight {step}"
    elif kind == 1:
        work.append({"name": f"Company {step}", "position": "Engineer"})
    elif kind == 2 and len(work) > 2:
        del work[-1]
    elif kind == 3 and len(work) > 1:
        work.reverse()
    else:
        changed["basics"]["label"] = f"Engineer {step}"
    return changed


def _history(count: int) -> tuple[dict, list[ResumeRevision]]:
    document = starter_document("en")
    revisions = [ResumeRevision(version=1, summary="created", snapshot=document)]
    for version in range(2, count + 1):
        after = _edit(document, version)
        revisions.append(
            ResumeRevision(
                version=version,
                summary="",
                patch=paths.make_patch(document, after),
                inverse=paths.make_patch(after, document),
            )
        )
        document = after
    return document, revisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--revisions", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="20 revisions, 1 run")
    args = parser.parse_args()
    count, runs = (20, 1) if args.smoke else (args.revisions, args.runs)
    current, revisions = _history(count)
    newest_first = list(reversed(revisions))
    for language in ("en", "zh-hans"):
        times = []
        with translation.override(language):
            for _ in range(runs):
                start = time.perf_counter()
                words = describe_revisions(current, count, newest_first)
                times.append(time.perf_counter() - start)
        median = statistics.median(times) * 1000
        print(
            f"{language:8} {count} revisions: {median:.1f} ms "
            f"({median / count * 1000:.0f} µs each); newest: {words[count]}"
        )


if __name__ == "__main__":
    main()
