"""The held-out evaluation of `bench/job_match.py --heldout`: postings and resumes written by
hand as a recruiter would (`job_heldout.json`), without reading the matcher's term lists or its
own corpus, scored through `resumes.postings.match.match_text` (what `manage.py job_match` runs).

Comparison is by normalised words, not by the matcher's own term lists (those are what is being
measured): NFKC, lower case, punctuation other than + # & turned into spaces, a plural "s"
dropped, British spelling made American. A reported keyword counts for a ground-truth skill
when it contains the skill's words in order, or when it is contained in the skill and covers
more than half of its words (Chinese: characters): "wound care" counts for "wound care
management", "care" does not count for "wound care", nor "s" for "S&OP", nor 设计 for 结构设计.
The keyword or its canonical form may count, for the skill as the posting words it or one of
its `aliases` in the file (translations and standard abbreviations a recruiter accepts:
注册会计师 = CPA, k8s = Kubernetes).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

HELDOUT = Path(__file__).resolve().parent / "job_heldout.json"
# The professions the corpus must cover (issue 28), as the file names them.
PROFESSIONS = "nursing accounting teaching sales marketing hr legal logistics structural design"
PROFESSIONS += " software data"
_CJK = re.compile(r"[\u3400-\u9fff]")
_SEPARATORS = re.compile(r"[^\w+#&\u3400-\u9fff]+")
_SCRIPT_RUNS = re.compile(r"[\u3400-\u9fff]+|[^\u3400-\u9fff]+")
_SPELLING = {
    "licence": "license",
    "colour": "color",
    "modelling": "modeling",
    "organisation": "organization",
}


def load(path: Path = HELDOUT) -> dict[str, Any]:
    return json.loads(path.read_text("utf-8"))


def words(text: str) -> list[str]:
    """The text as comparable units: words, and single characters for Chinese."""
    text = unicodedata.normalize("NFKC", text).lower().replace("_", " ")
    units: list[str] = []
    for token in _SEPARATORS.split(text):
        if not token:
            continue
        # A token mixing scripts ("fto分析", "kol合作"): Chinese characters one by one, each
        # Latin run a word of its own (not split into letters).
        for run in _SCRIPT_RUNS.findall(token):
            if _CJK.match(run):
                units.extend(run)
            else:
                units.append(_latin_word(run))
    return units


def _latin_word(token: str) -> str:
    token = _SPELLING.get(token, token)
    if len(token) > 3 and token.endswith("s") and not token.endswith("ss"):
        token = token[:-1]
    return token


def _inside(short: list[str], long: list[str]) -> bool:
    n = len(short)
    return any(long[i : i + n] == short for i in range(len(long) - n + 1))


def same(keyword: str, skill: str) -> bool:
    """Does a reported keyword stand for this ground-truth skill (see the module's doc)?"""
    k, s = words(keyword), words(skill)
    if not k or not s:
        return False
    if _inside(s, k):
        return True
    return _inside(k, s) and 2 * len(k) > len(s)


def touches(keyword: str, phrase: str) -> bool:
    """Loose overlap, for junk: either one inside the other."""
    k, p = words(keyword), words(phrase)
    return bool(k and p) and (_inside(k, p) or _inside(p, k))


def reported(skill: str, aliases: dict[str, list[str]], found: list[tuple[str, str]]) -> bool:
    """Is the skill (or one of its aliases) among these (keyword, canonical) pairs?"""
    names = [skill, *aliases.get(skill, [])]
    names += [key for key, values in aliases.items() if skill in values]
    return any(same(a, n) or same(b, n) for a, b in found for n in names)


def _names(item: Any) -> tuple[str, str]:
    return item.keyword, item.canonical


def evaluate(data: dict[str, Any], match_text) -> dict[str, Any]:
    """Per profession and overall figures, and the failures behind them."""
    from resumes.postings.ranking import rank_key

    resumes = {r["id"]: r["document"] for r in data["resumes"]}
    tally: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    failures: list[dict[str, Any]] = []
    scores_out_of_range = 0
    for posting in data["postings"]:
        text, own = posting["text"], posting["resume"]
        matches = {rid: match_text(doc, text) for rid, doc in resumes.items()}
        scores = {rid: m.score for rid, m in matches.items()}
        title = text.strip().splitlines()[0] if text.strip() else ""
        ranks = {rid: rank_key(m, title, resumes[rid]) for rid, m in matches.items()}
        scores_out_of_range += sum(not 0 <= s <= 100 for s in scores.values())
        best_other = max((s, rid) for rid, s in scores.items() if rid != own)
        match = match_text(resumes[own], text)
        matched = [_names(k) for k in match.keywords if k.matched]
        unmatched = [_names(k) for k in match.keywords if not k.matched]

        aliases = posting.get("aliases", {})

        def hit(skill: str, found: list[tuple[str, str]], aliases=aliases) -> bool:
            return reported(skill, aliases, found)

        every = matched + unmatched
        missed = [s for s in posting["present"] if not hit(s, matched)]
        not_found = [s for s in [*posting["present"], *posting["missing"]] if not hit(s, every)]
        gaps_missed = [s for s in posting["missing"] if not hit(s, unmatched) or hit(s, matched)]
        variants_missed = [f"{p} ↔ {r}" for p, r in posting["variants"] if not hit(p, matched)]
        truth = [*posting["present"], *posting["missing"]]
        junk, other = [], []
        for item in match.keywords:
            if any(hit(t, [_names(item)]) for t in truth):
                continue
            if any(touches(item.keyword, j) for j in posting["junk"]):
                junk.append(item.keyword)
            else:
                other.append(item.keyword)
        # first: ranks first as the posting's page orders resumes (score, then ties broken by
        # required and preferred keywords matched and title similarity); by_score: strictly
        # the highest score, the figure before tie-breaking existed.
        first = ranks[own] > max(r for rid, r in ranks.items() if rid != own)
        by_score = scores[own] > best_other[0]
        for group in (posting["profession"], posting["language"], "all"):
            t = tally[group]
            t["first"][0] += first
            t["first"][1] += 1
            t["by_score"][0] += by_score
            t["by_score"][1] += 1
            t["matched"][0] += len(posting["present"]) - len(missed)
            t["matched"][1] += len(posting["present"])
            t["missing"][0] += len(posting["missing"]) - len(gaps_missed)
            t["missing"][1] += len(posting["missing"])
            t["variants"][0] += len(posting["variants"]) - len(variants_missed)
            t["variants"][1] += len(posting["variants"])
            t["extracted"][0] += len(posting["present"]) + len(posting["missing"]) - len(not_found)
            t["extracted"][1] += len(posting["present"]) + len(posting["missing"])
            t["junk"][0] += len(junk)
            t["junk"][1] += len(match.keywords)
            t["unlisted"][0] += len(other)
            t["unlisted"][1] += len(match.keywords)
        failures.append(
            {
                "posting": posting["id"],
                "first": first,
                "own_score": scores[own],
                "best_other": f"{best_other[1]} {best_other[0]}",
                "present_called_missing": [m for m in missed if m not in not_found],
                "not_extracted": not_found,
                "missing_missed": gaps_missed,
                "variants_missed": variants_missed,
                "junk": junk,
                "unlisted": other,
                "keywords": len(match.keywords),
            }
        )
    figures = {
        group: {name: round(got / total, 3) if total else 0.0 for name, (got, total) in t.items()}
        for group, t in tally.items()
    }
    return {"figures": figures, "cases": failures, "scores_out_of_range": scores_out_of_range}


def timing(
    data: dict[str, Any], match_text, timed: Callable, runs: int
) -> dict[str, dict[str, float]]:
    """One resume against 100 postings (the held-out postings, cycled): as `match_text` does
    it (keywords extracted and the resume read for each posting), and as a posting's page does
    it (keywords stored with the posting, the resume read once). `timed` is the bench's timer
    (a warm-up call, then the medians of `runs`)."""
    from resumes.postings.keywords import extract_keywords
    from resumes.postings.match import index_resume, match_keywords

    texts = [data["postings"][i % len(data["postings"])]["text"] for i in range(100)]
    stored = [[k.as_dict() for k in extract_keywords(text)] for text in texts]
    out: dict[str, dict[str, float]] = {}
    for language in ("en", "zh"):
        own = next(p["resume"] for p in data["postings"] if p["language"] == language)
        document = next(r["document"] for r in data["resumes"] if r["id"] == own)
        out[f"{own}, match_text per posting"] = timed(
            lambda d=document: [match_text(d, text) for text in texts], runs
        )
        out[f"{own}, stored keywords, read once"] = timed(
            lambda d=document: [match_keywords(i, k) for i in [index_resume(d)] for k in stored],
            runs,
        )
    return out


def report(result: dict[str, Any], timings: dict[str, dict[str, float]], runs: int) -> None:
    figures = result["figures"]
    print("held-out job match: postings and resumes written by hand, not from the matcher's lists")
    print(
        f"  {'group':12} {'first':>6} {'by score':>8} {'matched':>8} {'missing':>8} "
        f"{'variants':>9} "
        f"{'extracted':>10} {'junk':>6} {'unlisted':>9}"
    )
    groups = sorted(g for g in figures if g not in ("en", "zh", "all"))
    for group in [*groups, "en", "zh", "all"]:
        f = figures[group]
        print(
            f"  {group:12} {f['first']:>6.2f} {f['by_score']:>8.2f} {f['matched']:>8.2f} "
            f"{f['missing']:>8.2f} "
            f"{f['variants']:>9.2f} {f['extracted']:>10.2f} {f['junk']:>6.3f} {f['unlisted']:>9.3f}"
        )
    print(f"  scores outside 0..100: {result['scores_out_of_range']}")
    print(f"time, one resume against 100 postings, medians of {runs} runs:")
    for case, t in timings.items():
        print(f"  {case:46} {t['wall_ms']:>8.2f} ms wall {t['cpu_ms']:>8.2f} ms cpu")
    print("failures per posting:")
    for case in result["cases"]:
        rank = "first" if case["first"] else f"NOT first (beaten by {case['best_other']})"
        print(f"  {case['posting']} ({case['own_score']}, {rank}, {case['keywords']} keywords)")
        for name in (
            "not_extracted",
            "present_called_missing",
            "missing_missed",
            "variants_missed",
            "junk",
            "unlisted",
        ):
            if case[name]:
                print(f"    {name}: {'; '.join(case[name])}")
