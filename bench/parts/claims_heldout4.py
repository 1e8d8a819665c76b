"""The fourth held-out guard set: writes `bench/parts/claims_heldout4.json` (the format of
`claims_heldout3.json`) from the intended resumes of `job_heldout4.json` and the edits below.

    .venv/bin/python bench/parts/claims_heldout4.py      # rewrite the JSON file

Per posting, three edits of its intended resume and for some a fourth:
- claim: a skill the posting asks for and the resume lacks (its `missing`), added where people
  add them: a skills keyword, a new highlight, a phrase appended to a highlight, or a sentence
  appended to the summary; expects `skill_claimed` at that path;
- title: the position or the label made more senior or another role; expects `title_inflated`;
- reword (and reword2): what must raise nothing: an abbreviation expanded or introduced, a
  synonym, the same term in the other language, highlights reordered, merged or split, a title
  reworded at the same level.
Written by an evaluator who never read the guard; measured by `bench/claims.py --corpus`."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts import job_heldout4  # noqa: E402

OUT = Path(__file__).resolve().parent / "claims_heldout4.json"
ABOUT = (
    "Fourth held-out guard set, made from the intended resumes of job_heldout4.json by an "
    "evaluator who never read the guard: claimed skills (a skill the posting asks for and the "
    "resume lacks, added to the skills, a new or extended highlight or the summary), inflated "
    "titles (a more senior or another role, in the position or the label) and rewordings that "
    "must raise nothing (abbreviations, synonyms, translation, reordering, merging or "
    "splitting highlights, a title reworded at the same level), English and Chinese, over the "
    "12 professions of issue 28."
)

H = "work[0].highlights"
# posting id -> claim, title, rewordings. claim: ("skills", group, keyword) | ("highlight",
# text) | ("extend", highlight index, suffix) | ("summary", sentence). title: (path, value).
# rewording ops: ("set", path, value) | ("reorder",) | ("merge", i) | ("split", i, [a, b]).
EDITS: dict[str, dict[str, Any]] = {
    "dialysis-rn": {
        "claim": ("skills", 0, "peritoneal dialysis"),
        "title": ("work[0].position", "Dialysis Nurse Manager"),
        "reword": [("set", "skills[0].keywords[1]", "arteriovenous fistula cannulation")],
        "reword2": [("set", "work[0].position", "Registered Nurse, In-Center Hemodialysis")],
    },
    "echo-sonographer": {
        "claim": ("highlight", "Performed 3D echo acquisitions for structural heart cases"),
        "title": ("basics.label", "Cardiologist"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Assisted with TEE and dobutamine stress echo studies: probe prep and imaging",
            )
        ],
        "reword2": [("set", "basics.label", "Cardiac Sonographer (RDCS)")],
    },
    "midwife": {
        "claim": ("summary", "擅长水中分娩。"),
        "title": ("work[0].position", "产科主任医师"),
        "reword": [("set", "skills[0].keywords[3]", "母乳喂养指导")],
        "reword2": [("set", "work[0].position", "产房助产士")],
    },
    "tax-accountant": {
        "claim": ("extend", 1, " and transfer pricing documentation"),
        "title": ("work[0].position", "Tax Director"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Quarterly and year-end ASC 740 income tax provision, "
                "including deferred tax rollforwards and the rate reconciliation",
            )
        ],
        "reword2": [("set", "basics.label", "Corporate Tax Accountant")],
    },
    "cost-accountant": {
        "claim": ("skills", 0, "SAP CO"),
        "title": ("basics.label", "财务总监"),
        "reword": [("merge", 0)],
    },
    "treasury": {
        "claim": ("highlight", "主导司库系统上线，实现集团资金可视化"),
        "title": ("work[0].position", "资金经理"),
        "reword": [("set", f"{H}[4]", "办理美元、港币外汇结售汇，每日编制银行余额调节表")],
    },
    "esl-adult": {
        "claim": ("summary", "Fluent in Spanish."),
        "title": ("basics.label", "ESL Program Director"),
        "reword": [("reorder",)],
    },
    "ib-chemistry": {
        "claim": ("skills", 0, "AP Chemistry"),
        "title": ("work[0].position", "Head of Science"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Supervised 40+ internal assessment investigations and "
                "six chemistry Extended Essay students",
            )
        ],
    },
    "primary-math": {
        "claim": ("highlight", "开设STEAM拓展课程，每周2课时"),
        "title": ("work[0].position", "教导主任"),
        "reword": [("split", 2, ["担任班主任", "每月组织家长会，家校沟通及时"])],
    },
    "inside-sales-safety": {
        "claim": ("skills", 1, "Outreach.io"),
        "title": ("work[0].position", "Regional Sales Director"),
        "reword": [("set", "skills[1].keywords[0]", "Salesforce")],
    },
    "fmcg-channel": {
        "claim": ("extend", 1, "，并拓展社区团购渠道"),
        "title": ("basics.label", "大区销售总监"),
        "reword": [("set", f"{H}[3]", "对接大润发、永辉等KA卖场，策划节日促销活动")],
    },
    "ev-showroom": {
        "claim": ("skills", 0, "抖音直播"),
        "title": ("work[0].position", "销售经理"),
        "reword": [("reorder",)],
    },
    "performance": {
        "claim": ("highlight", "Launched TikTok Ads and scaled them to $80k a month"),
        "title": ("basics.label", "VP of Growth Marketing"),
        "reword": [("set", "skills[0].keywords[1]", "Meta Ads")],
    },
    "seo": {
        "claim": ("skills", 0, "hreflang"),
        "title": ("work[0].position", "Head of SEO"),
        "reword": [("set", f"{H}[2]", "Rolled out schema markup (FAQ, HowTo) with the dev team")],
    },
    "brand-pr": {
        "claim": ("summary", "具备4A公关公司工作经验。"),
        "title": ("work[0].position", "品牌副总裁"),
        "reword": [("set", f"{H}[3]", "统筹KOL合作，小红书笔记曝光超2亿")],
    },
    "comp-ben": {
        "claim": ("skills", 0, "Tableau"),
        "title": ("work[0].position", "Director of Total Rewards"),
        "reword": [
            ("set", f"{H}[0]", "Salary benchmarking for 400 jobs using Radford and Pave data")
        ],
    },
    "l-and-d": {
        "claim": ("extend", 4, "，并运用引导技术开展共创工作坊"),
        "title": ("basics.label", "人力资源总监"),
        "reword": [("set", f"{H}[3]", "引入柯氏四级评估模型，完善培训效果评估")],
    },
    "employee-relations": {
        "claim": ("skills", 0, "北森系统"),
        "title": ("work[0].position", "人力资源经理"),
        "reword": [("merge", 4)],
    },
    "tm-paralegal": {
        "claim": (
            "highlight",
            "Prepared copyright registration filings with the U.S. Copyright Office",
        ),
        "title": ("basics.label", "Trademark Attorney"),
        "reword": [("set", f"{H}[3]", "Docketing for 2,500 marks in CPI")],
    },
    "contracts": {
        "claim": ("summary", "Experienced with FedRAMP authorization packages."),
        "title": ("work[0].position", "General Counsel"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Negotiated data processing agreements and business "
                "associate agreements with hospital legal teams",
            )
        ],
    },
    "patent-specialist": {
        "claim": ("skills", 0, "PCT国际申请"),
        "title": ("work[0].position", "知识产权总监"),
        "reword": [("set", f"{H}[4]", "完成审查意见答复及FTO分析")],
    },
    "cold-chain": {
        "claim": ("skills", 0, "Lean Six Sigma Green Belt"),
        "title": ("work[0].position", "Director of Supply Chain"),
        "reword": [
            ("set", f"{H}[0]", "Booked reefer trucks and air freight for 2-8°C and -70°C shipments")
        ],
        "reword2": [("set", "work[0].position", "Cold Chain Logistics Coordinator")],
    },
    "customs": {
        "claim": ("highlight", "运用RCEP原产地规则为客户享受关税优惠"),
        "title": ("basics.label", "关务经理"),
        "reword": [("set", f"{H}[1]", "负责HS编码归类及归类争议处理")],
    },
    "forwarder": {
        "claim": ("summary", "熟练使用CargoWise系统。"),
        "title": ("work[0].position", "海运部经理"),
        "reword": [("set", f"{H}[0]", "负责订舱及放舱跟踪，月均操作200柜")],
    },
    "geotech": {
        "claim": ("skills", 0, "PLAXIS 2D"),
        "title": ("work[0].position", "Principal Geotechnical Engineer"),
        "reword": [
            (
                "split",
                3,
                [
                    "Settlement analysis for shallow foundations",
                    "Bearing capacity checks for shallow foundations",
                ],
            )
        ],
    },
    "bridge": {
        "claim": ("highlight", "Designed two accelerated bridge construction replacements"),
        "title": ("basics.label", "Bridge Practice Leader"),
        "reword": [("set", f"{H}[2]", "Team leader for NBIS bridge inspections")],
    },
    "steel-detailing": {
        "claim": ("skills", 0, "Revit"),
        "title": ("work[0].position", "结构总工程师"),
        "reword": [("set", f"{H}[2]", "编制材料清单并配合车间下料")],
    },
    "motion": {
        "claim": ("skills", 0, "Houdini"),
        "title": ("work[0].position", "Creative Director"),
        "reword": [
            ("set", "skills[0].keywords[0]", "After Effects"),
            ("set", "skills[0].keywords[1]", "Cinema 4D"),
        ],
    },
    "interior": {
        "claim": ("highlight", "擅长全屋定制方案设计"),
        "title": ("basics.label", "设计总监"),
        "reword": [("set", "skills[0].keywords[2]", "SketchUp")],
        "reword2": [("set", "work[0].position", "室内设计师")],
    },
    "industrial": {
        "claim": ("skills", 0, "Blender"),
        "title": ("work[0].position", "设计总监"),
        "reword": [("set", f"{H}[1]", "输出手绘草图，用Rhino建模")],
    },
    "firmware": {
        "claim": ("extend", 0, "; ported two products to Zephyr"),
        "title": ("basics.label", "Principal Firmware Architect"),
        "reword": [("set", f"{H}[1]", "Wrote SPI, I2C and UART drivers for soil sensors")],
    },
    "ios": {
        "claim": ("skills", 0, "GraphQL"),
        "title": ("work[0].position", "iOS Engineering Manager"),
        "reword": [("reorder",)],
        "reword2": [("set", "work[0].position", "Senior iOS Engineer")],
    },
    "test-dev": {
        "claim": ("highlight", "使用Appium完成移动端自动化"),
        "title": ("basics.label", "测试总监"),
        "reword": [("set", f"{H}[1]", "负责接口测试及Selenium UI自动化")],
    },
    "bi-analyst": {
        "claim": ("summary", "Also builds Tableau workbooks."),
        "title": ("work[0].position", "Head of Data"),
        "reword": [("set", f"{H}[4]", "Configured row-level security for 12 regional teams")],
    },
    "recsys": {
        "claim": ("skills", 0, "图神经网络"),
        "title": ("work[0].position", "算法负责人"),
        "reword": [("set", f"{H}[4]", "设计A/B实验并评估线上效果")],
    },
    "credit-risk": {
        "claim": ("highlight", "搭建反欺诈模型，拦截团伙欺诈"),
        "title": ("basics.label", "首席风险官"),
        "reword": [("set", f"{H}[1]", "使用逻辑回归与XGBoost建模并做模型解释")],
    },
}


def _set(document: dict[str, Any], path: str, value: str) -> None:
    *head, last = path.split(".")
    node: Any = document
    for step in head:
        name, _, index = step.partition("[")
        node = node[name] if not index else node[name][int(index[:-1])]
    name, _, index = last.partition("[")
    if index:
        node[name][int(index[:-1])] = value
    else:
        node[name] = value


def claimed(before: dict[str, Any], edit: tuple, language: str) -> tuple[dict, str]:
    """The resume with the claim added, and the path where the guard should find it."""
    after = copy.deepcopy(before)
    where = edit[0]
    if where == "skills":
        keywords = after["skills"][edit[1]]["keywords"]
        keywords.append(edit[2])
        return after, f"skills[{edit[1]}].keywords[{len(keywords) - 1}]"
    highlights = after["work"][0]["highlights"]
    if where == "highlight":
        highlights.append(edit[1])
        return after, f"{H}[{len(highlights) - 1}]"
    if where == "extend":
        highlights[edit[1]] += edit[2]
        return after, f"{H}[{edit[1]}]"
    space = "" if language == "zh" else " "
    after["basics"]["summary"] += space + edit[1]
    return after, "basics.summary"


def reworded(before: dict[str, Any], ops: list[tuple]) -> dict[str, Any]:
    after = copy.deepcopy(before)
    highlights = after["work"][0]["highlights"]
    for op in ops:
        if op[0] == "set":
            _set(after, op[1], op[2])
        elif op[0] == "reorder":
            highlights.reverse()
        elif op[0] == "merge":
            i = op[1]
            joint = "；" if any("\u4e00" <= ch <= "\u9fff" for ch in highlights[i]) else "; "
            highlights[i : i + 2] = [highlights[i] + joint + highlights[i + 1]]
        elif op[0] == "split":
            highlights[op[1] : op[1] + 1] = op[2]
    return after


def build() -> dict[str, Any]:
    jobs = job_heldout4.build()
    resumes = {r["id"]: r["document"] for r in jobs["resumes"]}
    cases: list[dict[str, Any]] = []
    for posting in jobs["postings"]:
        key = posting["id"].removeprefix("h4-")
        edits, before = EDITS[key], resumes[posting["resume"]]
        base = {"language": posting["language"], "profession": posting["profession"]}

        def case(
            suffix: str, kind: str, after: dict, expect: list, base=base, before=before, key=key
        ):
            cases.append(
                {
                    "id": f"h4c-{key}-{suffix}",
                    **base,
                    "kind": kind,
                    "before": before,
                    "after": after,
                    "expect": expect,
                }
            )

        after, path = claimed(before, edits["claim"], posting["language"])
        case("claim", "claimed_skill", after, [{"check": "skill_claimed", "path": path}])
        after = copy.deepcopy(before)
        _set(after, *edits["title"])
        case(
            "title",
            "inflated_title",
            after,
            [{"check": "title_inflated", "path": edits["title"][0]}],
        )
        for name in ("reword", "reword2"):
            if name in edits:
                case(name, "rewording", reworded(before, edits[name]), [])
    return {"about": ABOUT, "cases": cases}


def main() -> None:
    OUT.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
