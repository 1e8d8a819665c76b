"""Wording variants by kind: does the match find a skill the resume words otherwise?

    .venv/bin/python bench/job_variants.py            # both halves, by kind
    .venv/bin/python bench/job_variants.py --kept     # the kept half only
    .venv/bin/python bench/job_variants.py --failures # list every miss (tuning half only)
    .venv/bin/python bench/job_variants.py --smoke

For every pair of `bench/parts/variant_pairs.py` (posting wording, resume wording) a one-line
requirement is written ("- X" under "Requirements:", or "熟悉X" under 任职要求) and a resume that
has the other wording (in its skills, or in a sentence of a job; chosen by the pair's hash).
Figures per kind and half:
- extracted: the posting's wording is (part of) a keyword;
- matched: that keyword is matched by the resume (variants recall);
- false: the same keyword is matched by any pair's resume of another profession (a rule
  that is too loose shows here; a few are real ambiguities of short forms).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "parts"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

from variant_pairs import PAIRS, pair_key, split_pairs  # noqa: E402

_CJK = set()


def _chinese(text: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" for ch in text)


def posting_text(wording: str) -> str:
    if _chinese(wording):
        return f"岗位职责：\n1. 负责日常工作\n任职要求：\n1. 熟悉{wording}\n2. 良好的沟通能力\n"
    return (
        "Responsibilities:\n- Support the team\n"
        f"Requirements:\n- {wording}\n- Strong communication skills\n"
    )


def resume(pair: tuple[str, str, str, str]) -> dict:
    wording = pair[3]
    zh = _chinese(wording)
    if pair_key(pair) // 2 % 2:
        highlight = f"负责{wording}相关工作。" if zh else f"Handled {wording} for a busy team."
        skills = ["沟通"] if zh else ["Teamwork"]
    else:
        highlight = "负责日常工作。" if zh else "Supported the team every day."
        skills = [wording, "沟通" if zh else "Teamwork"]
    return {
        "basics": {"name": "Test Person", "label": "专员" if zh else "Specialist"},
        "work": [
            {"name": "Acme", "position": "专员" if zh else "Specialist", "highlights": [highlight]}
        ],
        "skills": [{"name": "核心技能" if zh else "Core", "keywords": skills}],
    }


def _fold(text: str) -> str:
    from resumes.skills.terms import normalize

    return " ".join(normalize(text).replace("-", " ").split())


def check(pairs, others) -> list[dict]:
    from resumes.postings.keywords import extract_keywords
    from resumes.postings.match import index_resume, match_keywords

    indexes = {}  # every pair's resume, read once (a fresh index per pair: no shared answers)
    rows = []
    for pair in pairs:
        keywords = [k.as_dict() for k in extract_keywords(posting_text(pair[2]))]
        wording = _fold(pair[2])
        mine = [
            k for k in keywords if _fold(k["keyword"]) in wording or wording in _fold(k["keyword"])
        ]
        row = {"kind": pair[0], "profession": pair[1], "posting": pair[2], "resume": pair[3]}
        row["extracted"] = bool(mine)
        row["keywords"] = [k["keyword"] for k in keywords]
        row["matched"] = row["false"] = False
        if mine:
            result = match_keywords(resume(pair), mine)
            row["matched"] = any(k.matched for k in result.keywords)
            own = [k for k in mine if _fold(k["keyword"]) == wording] or [
                max(mine, key=lambda k: len(k["keyword"]))
            ]  # the pair's own keyword, not the pieces it also gave ("contracts")
            for other in others:
                if other[1] == pair[1]:
                    continue
                if other not in indexes:
                    indexes[other] = index_resume(resume(other))
                if any(k.matched for k in match_keywords(indexes[other], own).keywords):
                    row["false"] = other[3]
                    break
        rows.append(row)
    return rows


def summary(rows: list[dict]) -> dict:
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_kind[row["kind"]].append(row)
    by_kind["ALL"] = rows
    out = {}
    for kind, group in sorted(by_kind.items()):
        n = len(group)
        out[kind] = {
            "n": n,
            "extracted": round(sum(r["extracted"] for r in group) / n, 2),
            "matched": round(sum(r["matched"] for r in group) / n, 2),
            "false": round(sum(bool(r["false"]) for r in group) / n, 2),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kept", action="store_true")
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import django

    django.setup()
    tuning, kept = split_pairs()
    halves = {"kept": kept} if args.kept else {"tuning": tuning, "kept": kept}
    if args.smoke:
        halves = {"tuning": tuning[:10]}
    report = {}
    for name, pairs in halves.items():
        rows = check(pairs, list(PAIRS))
        report[name] = summary(rows)
        if args.failures and name == "tuning":
            for row in rows:
                if not row["matched"] or row["false"]:
                    print(
                        f"  {row['kind']:10} {row['posting']!r} <- {row['resume']!r}"
                        f" extracted={row['extracted']} false={row['false']} {row['keywords']}"
                    )
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return
    for name, table in report.items():
        print(f"{name}: kind n extracted matched false")
        for kind, f in table.items():
            print(
                f"  {kind:11} {f['n']:3} {f['extracted']:.2f} {f['matched']:.2f} {f['false']:.2f}"
            )


if __name__ == "__main__":
    main()
