"""Import accuracy on LinkedIn "Save to PDF"-like profiles (bench/parts/linkedin_render.py:
ten profiles of eight professions outside software, English and Chinese, each printed by
Chromium from two templates, laid out by WeasyPrint and drawn by reportlab): field F1 and
content recall per document, per engine, per language, the profiles kept out of tuning
(`linkedin_people.HELD_OUT`) apart.

    .venv/bin/python bench/linkedin_pdf.py [--smoke] [--show NAME]

Target: F1 >= 0.90 on every profile. --smoke: two profiles (one per language), every engine.
--show NAME prints the imported document of one file (e.g. en-nurse-chromium); --only KEYS
reads only those profiles. The Chinese and mixed profiles of other LinkedIn versions
(`linkedin_people_zh.VARIANTS`) are also reported apart ("zh variants").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="two profiles, both engines")
    parser.add_argument("--show", help="print the imported document of this file")
    parser.add_argument("--only", help="comma-separated profile keys (e.g. zh-engineer,zh-pharma)")
    args = parser.parse_args()
    from bench.parts.linkedin_people_zh import VARIANTS
    from bench.parts.linkedin_render import PROFILES, build
    from resumes.importing.parse import parse_bytes
    from tests.resumes.importing.corpus.scoring import content_recall, score_document

    keys = {"en-nurse", "zh-logistics"} if args.smoke else None
    if args.only:
        keys = set(args.only.split(","))
    if args.show:
        keys = {next(p["key"] for p in PROFILES if args.show.startswith(p["key"] + "-"))}
    started = time.perf_counter()
    documents = build(keys)
    print(f"{len(documents)} documents made in {time.perf_counter() - started:.0f} s\n")
    rows = []
    print(f"{'document':30} {'P':>6} {'R':>6} {'F1':>6} {'recall':>6} {'ms':>6}")
    for d in documents:
        started = time.perf_counter()
        document = parse_bytes(d["content"]).document
        ms = (time.perf_counter() - started) * 1000
        if args.show == d["name"]:
            print(json.dumps(document, ensure_ascii=False, indent=1))
        score = score_document(d["expected"], document)
        recall = content_recall(d["expected"], document)
        rows.append((d, score.f1, recall))
        held = "  (held out)" if d["held_out"] else ""
        print(
            f"{d['name']:30} {score.precision:6.3f} {score.recall:6.3f} {score.f1:6.3f} "
            f"{recall:6.3f} {ms:6.0f}{held}"
        )
    grouped = defaultdict(list)
    for d, f1, recall in rows:
        tuned = "held-out" if d["held_out"] else "tuned-on"
        names = [f"engine {d['engine']}", f"language {d['lang']}", tuned, "all"]
        if d["key"] in VARIANTS:  # Chinese and mixed versions (issue 27b), apart
            names.append(f"zh variants {tuned}")
        for name in names:
            grouped[name].append((f1, recall))
    print(f"\n{'group':20} {'docs':>4} {'F1':>6} {'F1 min':>6} {'recall':>6}")
    for name, members in sorted(grouped.items()):
        f1s = [m[0] for m in members]
        print(
            f"{name:20} {len(members):4d} {statistics.mean(f1s):6.3f} {min(f1s):6.3f} "
            f"{statistics.mean(m[1] for m in members):6.3f}"
        )


if __name__ == "__main__":
    main()
