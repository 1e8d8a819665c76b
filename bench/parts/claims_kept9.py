"""A ninth case set for `bench/claims.py`, written by guard6 for issue 28 BEFORE its change to
the guard and kept out of its tuning (measured before and at the end only; its failures are
not read while writing rules). Professions and wordings the earlier sets and guard6's own
probes do not use: aviation, shipping, veterinary care, banking, insurance, journalism,
libraries, events, telecoms, pharmacy, security, estate agency, English and Chinese. Titles
raised (a grade, a rank, another occupation of the field, a domain word changing), honest
rewordings (synonyms, short forms, the other language) and skills claimed or reworded. Reuses
claims_tuning8.py's case builders. Writes `claims_kept9.json`.

    .venv/bin/python bench/parts/claims_kept9.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_tuning8 import _batch, _two_jobs

HERE = Path(__file__).resolve().parent
OUT = HERE / "claims_kept9.json"

RAISED = [
    ("aviation", "en", "First Officer", "Captain"),
    ("aviation", "en", "Cabin Crew Member", "Cabin Service Director"),
    ("shipping", "en", "Deckhand", "Ship's Mate"),
    ("veterinary", "en", "Veterinary Nurse", "Veterinary Surgeon"),
    ("banking", "en", "Bank Teller", "Branch Manager"),
    ("banking", "en", "Loan Processor", "Loan Officer"),
    ("insurance", "en", "Claims Handler II", "Claims Handler IV"),
    ("journalism", "en", "Sub-Editor", "Deputy Editor"),
    ("library", "en", "Library Technician", "Head Librarian"),
    ("events", "en", "Events Assistant", "Events Manager"),
    ("telecom", "en", "Network Support Technician", "Network Engineer"),
    ("pharmacy", "en", "Pharmacy Technician", "Pharmacist"),
    ("security", "en", "Security Guard", "Security Supervisor"),
    ("estate", "en", "Lettings Negotiator", "Branch Manager"),
    ("software", "en", "QA Tester", "Software Developer"),
    ("nursing", "en", "Staff Nurse", "Nurse Manager"),
    ("aviation", "zh", "副驾驶", "机长"),
    ("banking", "zh", "银行柜员", "支行行长"),
    ("journalism", "zh", "记者", "主编"),
    ("veterinary", "zh", "兽医助理", "兽医"),
    ("pharmacy", "zh", "药剂员", "主管药师"),
    ("security", "zh", "保安员", "保安队长"),
    ("software", "zh", "测试员", "开发工程师"),
    ("events", "zh", "活动专员", "活动总监"),
    ("insurance", "zh", "理赔专员", "理赔经理"),
]
REWORDED = [
    ("aviation", "en", "Flight Attendant", "Cabin Crew"),
    ("shipping", "en", "Deckhand", "Deck Hand"),
    ("veterinary", "en", "Veterinary Nurse", "Vet Nurse"),
    ("banking", "en", "Bank Teller", "Bank Cashier"),
    ("insurance", "en", "Claims Handler", "Claims Adjuster"),
    ("journalism", "en", "Reporter", "News Reporter"),
    ("library", "en", "Library Assistant", "Library Aide"),
    ("events", "en", "Event Planner", "Events Coordinator"),
    ("telecom", "en", "Field Engineer", "Field Service Engineer"),
    ("security", "en", "Security Guard", "Security Officer"),
    ("estate", "en", "Estate Agent", "Real Estate Agent"),
    ("software", "en", "QA Tester", "Software Tester"),
    ("aviation", "zh", "空中乘务员", "空乘"),
    ("banking", "zh", "柜员", "Bank Teller"),
    ("journalism", "zh", "记者", "新闻记者"),
    ("veterinary", "zh", "兽医", "Veterinarian"),
    ("security", "zh", "保安员", "安保员"),
    ("software", "zh", "测试员", "软件测试员"),
    ("insurance", "zh", "理赔专员", "Claims Specialist"),
    ("events", "zh", "活动策划", "Event Planner"),
]
SKILLS = [
    ("aviation", "en", ["Crew resource management"], ["CRM (crew resource management)"], None),
    ("banking", "en", ["Cash handling"], ["Cash handling", "Anti-money laundering"], 1),
    ("veterinary", "en", ["Animal handling"], ["Animal handling", "Anaesthesia monitoring"], 1),
    ("journalism", "en", ["Copy editing"], ["Copyediting"], None),
    ("security", "en", ["CCTV monitoring"], ["CCTV monitoring", "Close protection"], 1),
    ("events", "en", ["Event planning"], ["Event management"], None),
    ("banking", "zh", ["现金管理"], ["现金管理", "反洗钱"], 1),
    ("software", "zh", ["功能测试"], ["功能测试", "Java开发"], 1),
    ("aviation", "zh", ["客舱服务"], ["Cabin service"], None),
    ("journalism", "zh", ["新闻采访"], ["新闻采访", "视频剪辑"], 1),
]


def main() -> int:
    found = _batch("k9-", RAISED, REWORDED, SKILLS)
    for case in _batch("k9-b2-", RAISED[::3], [], []):
        earlier = {"zh": "专员"}.get(case["language"], "Coordinator")
        for side in ("before", "after"):
            _two_jobs(case[side], case["language"], earlier)
        found.append(case)
    for case in found:
        case["id"] = case["id"].replace("g5-", "g6-")
    data = {"about": "guard6's kept-out case set 9 (bench/parts/claims_kept9.py)", "cases": found}
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"{len(found)} cases -> {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
