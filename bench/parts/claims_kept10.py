"""A tenth case set for `bench/claims.py`, written by guard7 for issue 28 BEFORE its change to
the guard and kept out of its tuning (measured before and at the end only; its failures are
not read while writing rules). Professions the earlier sets do not use: firefighting, mining,
travel agencies, photography, fashion design, music teaching, optometry, speech therapy,
railways, museums, meteorology, printing; English and Chinese. Titles raised (a grade, a
rank, the owner or head of the place, another occupation of the field), titles reworded at
the same role and level, skills claimed or reworded (abbreviations, the other language), a
highlight that gains a skill or is reworded, and edits the guard's older checks must keep
catching (in `claims_kept10_old.json`, measured by `--old`). Reuses claims_tuning8.py's case
builders. Writes `claims_kept10.json` and `claims_kept10_old.json`.

    .venv/bin/python bench/parts/claims_kept10.py          # write both files
    .venv/bin/python bench/parts/claims_kept10.py --old    # measure the old-check cases
"""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_tuning8 import _batch, _case, _doc

HERE = Path(__file__).resolve().parent
OUT = HERE / "claims_kept10.json"
OLD = HERE / "claims_kept10_old.json"
CHECKS = ("skill_claimed", "title_inflated")

RAISED = [
    ("firefighting", "en", "Firefighter", "Fire Station Commander"),
    ("mining", "en", "Mine Surveyor", "Mine Manager"),
    ("travel", "en", "Travel Consultant", "Travel Agency Owner"),
    ("photography", "en", "Photographer's Assistant", "Lead Photographer"),
    ("fashion", "en", "Pattern Cutter", "Creative Director"),
    ("music", "en", "Piano Teacher", "Head of Music"),
    ("optometry", "en", "Optical Assistant", "Optometrist"),
    ("speech", "en", "Speech Therapy Assistant", "Speech and Language Therapist"),
    ("railway", "en", "Train Conductor", "Train Driver"),
    ("museum", "en", "Museum Assistant", "Chief Curator"),
    ("meteorology", "en", "Weather Observer", "Senior Meteorologist"),
    ("printing", "en", "Print Finisher", "Print Production Manager"),
    ("firefighting", "zh", "消防员", "消防站站长"),
    ("mining", "zh", "采矿技术员", "矿长"),
    ("travel", "zh", "旅游顾问", "旅行社总经理"),
    ("photography", "zh", "摄影助理", "首席摄影师"),
    ("fashion", "zh", "服装制版师", "设计总监"),
    ("optometry", "zh", "验光员", "视光中心主任"),
    ("railway", "zh", "列车员", "列车长"),
    ("museum", "zh", "讲解员", "副馆长"),
]
REWORDED = [
    ("firefighting", "en", "Firefighter", "Fire Fighter"),
    ("mining", "en", "Mine Surveyor", "Mining Surveyor"),
    ("travel", "en", "Travel Consultant", "Travel Agent"),
    ("photography", "en", "Photographer", "Professional Photographer"),
    ("music", "en", "Piano Teacher", "Piano Tutor"),
    ("speech", "en", "Speech and Language Therapist", "Speech-Language Pathologist"),
    ("railway", "en", "Train Driver", "Locomotive Driver"),
    ("printing", "en", "Printer Operator", "Press Operator"),
    ("firefighting", "zh", "消防员", "Firefighter"),
    ("travel", "zh", "旅游顾问", "旅行顾问"),
    ("optometry", "zh", "验光师", "Optometrist"),
    ("railway", "zh", "列车员", "列车乘务员"),
    ("meteorology", "zh", "气象预报员", "天气预报员"),
]
SKILLS = [
    ("firefighting", "en", ["Search and rescue"], ["SAR (search and rescue)"], None),
    ("mining", "en", ["Mine surveying"], ["Mine surveying", "Blast design"], 1),
    ("photography", "en", ["Photo editing"], ["Photo retouching"], None),
    ("fashion", "en", ["Pattern cutting"], ["Pattern cutting", "CLO 3D"], 1),
    ("optometry", "en", ["Visual field testing"], ["Visual field testing", "OCT imaging"], 1),
    ("printing", "en", ["Offset printing"], ["Offset lithography"], None),
    ("travel", "zh", ["行程规划"], ["行程规划", "Amadeus订票系统"], 1),
    ("music", "zh", ["钢琴教学"], ["Piano teaching"], None),
    ("railway", "zh", ["客运服务"], ["客运服务", "动车组司机驾驶"], 1),
    ("museum", "zh", ["展览策划"], ["策展"], None),
]
# (profession, language, label, highlights before, highlights after, index of the claim)
HIGHLIGHTS = [
    (
        "firefighting",
        "en",
        "Firefighter",
        ["Responded to residential fires and road traffic collisions"],
        [
            "Responded to residential fires and road traffic collisions",
            "Led hazmat decontamination",
        ],
        1,
    ),
    (
        "optometry",
        "en",
        "Optometrist",
        ["Performed refractions and contact lens fittings for adults"],
        ["Performed refraction and fitted contact lenses for adult patients"],
        None,
    ),
    (
        "mining",
        "zh",
        "采矿工程师",
        ["负责井下通风系统巡检"],
        ["负责井下通风系统巡检", "使用Surpac进行三维地质建模"],
        1,
    ),
    (
        "meteorology",
        "zh",
        "气象预报员",
        ["制作短期天气预报并发布预警信息"],
        ["制作短期天气预报，发布气象预警"],
        None,
    ),
    (
        "photography",
        "en",
        "Photographer",
        ["Shot product catalogues in the studio"],
        ["Shot product catalogues in the studio", "Flew drones for aerial photography"],
        1,
    ),
    (
        "speech",
        "zh",
        "言语治疗师",
        ["为儿童提供构音障碍评估与训练"],
        ["为儿童提供构音障碍评估与训练", "开展吞咽障碍的电刺激治疗"],
        1,
    ),
]
# (profession, language, label, check, path, value); value None deletes the entry
OLD_EDITS = [
    ("mining", "en", "Mine Surveyor", "new_employer", "work[0].name", "Rio Deep Minerals plc"),
    ("travel", "zh", "旅游顾问", "dates_changed", "work[0].startDate", "2016-04"),
    ("music", "en", "Piano Teacher", "contact_changed", "basics.email", "keys@example.org"),
    ("railway", "zh", "列车员", "name_changed", "basics.name", "李娜"),
    ("museum", "en", "Museum Assistant", "new_school", "education[0].institution", "Oxford"),
    ("printing", "zh", "印刷机长", "new_credential", "education[0].studyType", "博士"),
    ("optometry", "en", "Optometrist", "entry_removed", "work[1]", None),
    ("firefighting", "en", "Firefighter", "metric_invented", "work[0].highlights[0]", None),
]


def _with_highlights(doc: dict[str, Any], highlights: list[str]) -> dict[str, Any]:
    doc["work"][0]["highlights"] = list(highlights)
    return doc


def highlight_cases() -> list[dict[str, Any]]:
    found = []
    for n, (prof, lang, label, old, new, at) in enumerate(HIGHLIGHTS):
        before = _with_highlights(_doc(lang, label, label, []), old)
        after = _with_highlights(_doc(lang, label, label, []), new)
        kind, expect = (
            ("rewording", [])
            if at is None
            else ("claimed_skill", [("skill_claimed", f"work[0].highlights[{at}]")])
        )
        found.append(_case(f"k10-hl-{n}", lang, prof, kind, before, after, expect))
    return found


def _old_base(lang: str, label: str) -> dict[str, Any]:
    doc = _doc(lang, label, label, [])
    doc["basics"]["email"] = "wangfang@example.com" if lang == "zh" else "alex@example.com"
    doc["work"][0]["highlights"] = [
        "负责日常客户接待" if lang == "zh" else "Handled day-to-day duties on shift"
    ]
    doc["work"].append(
        {
            "name": "东方贸易有限公司" if lang == "zh" else "Bluefield Partners",
            "position": label,
            "startDate": "2014-09",
            "endDate": "2019-03",
        }
    )
    doc["education"] = [
        {
            "institution": "华东职业技术学院" if lang == "zh" else "Northgate College",
            "studyType": "大专" if lang == "zh" else "Diploma",
            "area": "专业技术" if lang == "zh" else "Applied Studies",
        }
    ]
    return doc


def old_cases() -> list[dict[str, Any]]:
    cases = []
    for n, (prof, lang, label, check, path, value) in enumerate(OLD_EDITS):
        before = _old_base(lang, label)
        after = copy.deepcopy(before)
        if check == "entry_removed":
            del after["work"][1]
        elif check == "metric_invented":
            after["work"][0]["highlights"][0] += ", cutting response times by 35%"
        else:
            *head, last = path.split(".")
            node: Any = after
            for step in head:
                name, _, index = step.partition("[")
                node = node[name] if not index else node[name][int(index[:-1])]
            node[last] = value
        cases.append(
            {
                "id": f"k10o-{n:02d}-{prof}-{lang}-{check}",
                "language": lang,
                "profession": prof,
                "kind": "existing_check",
                "before": before,
                "after": after,
                "expect": [{"check": check, "path": path}],
            }
        )
    return cases


def _near(found: str, expected: str) -> bool:
    return found == expected or found.startswith(expected) or expected.startswith(found)


def measure_old() -> int:
    """Caught x/y of the old-check cases, and any claim or title finding on them."""
    sys.path.insert(0, str(HERE.parents[1]))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    import django

    django.setup()
    from resumes.trust.compare import compare_documents

    cases = json.loads(OLD.read_text("utf-8"))["cases"]
    caught, alarms = 0, []
    for case in cases:
        findings = compare_documents(case["before"], case["after"]).findings
        (want,) = case["expect"]
        hit = any(f.check == want["check"] and _near(f.path, want["path"]) for f in findings)
        caught += hit
        alarms += [f"{case['id']}: {f.check} {f.path}" for f in findings if f.check in CHECKS]
        got = "; ".join(f"{f.check} {f.path}" for f in findings) or "nothing"
        print(f"  {'caught' if hit else 'MISSED'} {case['id']} (found: {got})")
    print(f"caught {caught}/{len(cases)}; skill_claimed/title_inflated on them: {len(alarms)}")
    for alarm in alarms:
        print(f"  {alarm}")
    return 0


def main() -> int:
    if "--old" in sys.argv[1:]:
        return measure_old()
    found = _batch("k10-", RAISED, REWORDED, SKILLS) + highlight_cases()
    for case in found:
        case["id"] = case["id"].replace("g5-", "g7-")
    about = "guard7's kept-out case set 10 (bench/parts/claims_kept10.py)"
    OUT.write_text(
        json.dumps({"about": about, "cases": found}, ensure_ascii=False, indent=1) + "\n", "utf-8"
    )
    old = {"about": about + ": old-check cases", "cases": old_cases()}
    OLD.write_text(json.dumps(old, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"{len(found)} cases -> {OUT.name}, {len(old['cases'])} -> {OLD.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
