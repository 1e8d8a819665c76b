"""An eleventh case set for `bench/claims.py`, written by guard8 for issue 28 BEFORE its change
to the guard and kept out of its tuning (measured before and at the end only; its failures are
not read while writing rules). Professions no earlier set used: audiology, brewing, elevator
maintenance, archaeology, pest control, prosthetics and orthotics, funeral services; English
and Chinese. The edits are of the kinds of guard set 6 (`claims_heldout6.py`): a claimed skill
(a skills keyword, a new or extended highlight, a summary sentence), a title raised or changed
to another role, and rewordings that must raise nothing: an abbreviation expanded or introduced
(two letters too: PM, DO, TT), a product under its new name (Dynamics NAV -> Business Central,
PhotoScan -> Metashape), a Chinese short form cut from inside the words (维保 for 维修保养, 听筛
for 听力筛查, 消杀 for 消毒杀虫), the other language, a multiword role title reworded. Built by
set 5's case builders (`claims_heldout5.build_cases` / `build_old_cases`) from the intended
resumes below, held in set 5's kit (`heldout5/kit.py`) with ids `hk11-` / `cv5-`. Writes
`claims_kept11.json` and `claims_kept11_old.json`.

    .venv/bin/python bench/parts/claims_kept11.py          # write both files
    .venv/bin/python bench/parts/claims_kept11.py --old    # measure the old-check cases
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.parts import claims_heldout5  # noqa: E402
from bench.parts.heldout5.kit import Part, resume  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "claims_kept11.json"
OLD = HERE / "claims_kept11_old.json"
H = "work[0].highlights"
ABOUT = "guard8's kept-out case set 11 (bench/parts/claims_kept11.py)"

# (profession, key, language, resume, edits)
RESUMES: list[tuple[str, str, str, dict[str, Any], dict[str, Any]]] = [
    (
        "audiology",
        "clinical-audiologist",
        "en",
        resume(
            "Maren Okonkwo-Lind",
            "Clinical Audiologist",
            "maren.okonkwolind@example.com",
            ("Madison", "US"),
            "Audiologist with six years of adult and paediatric diagnostics and amplification.",
            [
                (
                    "Lakeshore Hearing Center",
                    "Clinical Audiologist",
                    "2019-08",
                    "",
                    [
                        "Comprehensive diagnostic evaluations: pure-tone audiometry, speech "
                        "audiometry and tympanometry",
                        "Hearing aid fitting and verification with real-ear measurement",
                        "Newborn hearing screening with otoacoustic emissions",
                        "Counselled patients on tinnitus management",
                    ],
                ),
                (
                    "Mercy Regional ENT",
                    "Audiology Extern",
                    "2018-06",
                    "2019-06",
                    ["Vestibular testing support"],
                ),
            ],
            [("University of Wisconsin-Madison", "Audiology", "AuD", "2019-05")],
            [("Clinical", ["Audiometry", "Tympanometry", "Hearing aid fitting", "Noah"])],
        ),
        {
            "claim": ("skills", 0, "Cochlear implant mapping"),
            "title": ("work[0].position", "Director of Audiology"),
            "reword": [("set", f"{H}[1]", "HA fitting and verification with real-ear measurement")],
            "reword2": [("set", f"{H}[2]", "Newborn hearing screening with OAEs")],
            "reword3": [("set", "basics.label", "Audiologist")],
        },
    ),
    (
        "audiology",
        "hearing-aid-dispenser-zh",
        "zh",
        resume(
            "韩静雯",
            "听力验配师",
            "hanjingwen.ting@example.com",
            ("杭州", "CN"),
            "听力学专业，五年助听器验配与听力检查经验。",
            [
                (
                    "杭州某听力中心",
                    "助听器验配师",
                    "2020-07",
                    "",
                    [
                        "开展纯音测听、声导抗及言语测听等听力学检查",
                        "新生儿听力筛查及复筛转诊",
                        "助听器验配与调试，真耳分析验证效果",
                        "为耳鸣患者提供咨询",
                    ],
                ),
                ("浙江某医院耳鼻喉科", "听力技师", "2018-07", "2020-06", ["耳声发射检查"]),
            ],
            [("浙江中医药大学", "听力与言语康复学", "本科", "2018-06")],
            [("技能", ["纯音测听", "助听器验配", "耳声发射"])],
        ),
        {
            "claim": ("highlight", "开展人工耳蜗术后调机与康复指导"),
            "title": ("work[0].position", "听力中心主任"),
            "reword": [("set", f"{H}[1]", "新生儿听筛及复筛转诊")],
            "reword2": [("set", "skills[0].keywords", ["纯音测听", "助听器验配", "OAE"])],
            "reword3": [("set", "work[0].position", "听力验配师")],
        },
    ),
    (
        "brewing",
        "production-brewer",
        "en",
        resume(
            "Tobias Ferreira-Quinn",
            "Production Brewer",
            "tobias.fq.brew@example.com",
            ("Bend", "US"),
            "Brewer with five years on a 30 bbl production brewhouse and cellar.",
            [
                (
                    "Cascade Hollow Brewing Co.",
                    "Brewer",
                    "2020-03",
                    "",
                    [
                        "Brewed on a 30 bbl brewhouse: mashing, lautering, wort boiling and "
                        "whirlpool",
                        "Monitored fermentation gravity and temperature; dry hopping and yeast "
                        "harvesting",
                        "Cellar work: filtration, carbonation and cleaning of fermenters",
                        "Quality control sampling: dissolved oxygen and sensory panels",
                    ],
                ),
                (
                    "Deschutes Taproom",
                    "Cellar Operator",
                    "2018-05",
                    "2020-02",
                    ["Kegging and tank cleaning"],
                ),
            ],
            [("Oregon State University", "Fermentation Science", "BS", "2018-05")],
            [
                (
                    "Brewing",
                    [
                        "Wort production",
                        "Fermentation management",
                        "Clean-in-place (CIP)",
                        "Microsoft Dynamics NAV",
                    ],
                )
            ],
        ),
        {
            "claim": ("extend", 2, " and canning line operation"),
            "title": ("basics.label", "Head Brewer"),
            "reword": [("set", f"{H}[3]", "QC sampling: DO and sensory panels")],
            "reword2": [
                (
                    "set",
                    "skills[0].keywords",
                    [
                        "Wort production",
                        "Fermentation management",
                        "CIP",
                        "Dynamics 365 Business Central",
                    ],
                )
            ],
            "reword3": [("merge", 0)],
        },
    ),
    (
        "brewing",
        "brewer-zh",
        "zh",
        resume(
            "邱立航",
            "啤酒酿造师",
            "qiulihang.brew@example.com",
            ("青岛", "CN"),
            "发酵工程专业，六年啤酒酿造与发酵管理经验。",
            [
                (
                    "青岛某精酿啤酒厂",
                    "酿酒师",
                    "2019-07",
                    "",
                    [
                        "负责糖化、过滤、煮沸及回旋沉淀等糖化车间工序",
                        "发酵过程监控，测定比重与温度，酵母回收与扩培",
                        "清酒罐过滤与灌装前质量检验",
                        "设备就地清洗（CIP）",
                    ],
                ),
                ("山东某啤酒有限公司", "酿造工", "2017-07", "2019-06", ["糖化岗位操作"]),
            ],
            [("江南大学", "发酵工程", "本科", "2017-06")],
            [("技能", ["啤酒酿造", "发酵管理", "感官品评"])],
        ),
        {
            "claim": ("skills", 0, "HACCP体系内审"),
            "title": ("work[0].position", "酿造总监"),
            "reword": [("set", f"{H}[2]", "清酒罐过滤与灌装前质检")],
            "reword2": [
                (
                    "set",
                    f"{H}[1]",
                    "Fermentation monitoring: gravity and temperature, yeast harvesting and "
                    "propagation",
                )
            ],
            "reword3": [("set", "basics.label", "啤酒酿酒师")],
        },
    ),
    (
        "elevators",
        "elevator-mechanic",
        "en",
        resume(
            "Desmond Achterberg",
            "Elevator Mechanic",
            "desmond.achterberg@example.com",
            ("Columbus", "US"),
            "Union elevator mechanic servicing traction and hydraulic units and escalators.",
            [
                (
                    "Summit Vertical Transportation",
                    "Elevator Service Mechanic",
                    "2017-04",
                    "",
                    [
                        "Preventive maintenance on traction and hydraulic elevators across 40 "
                        "buildings",
                        "Troubleshot door operators, controllers and variable frequency drives",
                        "Annual safety tests with the state inspector",
                        "Escalator step chain and handrail replacement",
                    ],
                ),
                (
                    "Buckeye Lift Services",
                    "Apprentice Elevator Mechanic",
                    "2013-06",
                    "2017-03",
                    ["Assisted on hydraulic elevator repairs"],
                ),
            ],
            [("Columbus State Community College", "Electrical Technology", "AAS", "2013-05")],
            [
                (
                    "Trade",
                    ["Hydraulic elevators", "Traction elevators", "Escalators", "Lockout/tagout"],
                )
            ],
        ),
        {
            "claim": ("skills", 0, "Machine-room-less (MRL) installation"),
            "title": ("basics.label", "Elevator Inspector"),
            "reword": [
                (
                    "set",
                    f"{H}[0]",
                    "PM on traction and hydraulic elevators across 40 buildings",
                )
            ],
            "reword2": [("set", f"{H}[1]", "Troubleshot door operators, controllers and VFDs")],
            "reword3": [("set", "work[0].position", "Elevator Service Technician")],
        },
    ),
    (
        "elevators",
        "elevator-maintenance-zh",
        "zh",
        resume(
            "欧阳建平",
            "电梯维修工",
            "ouyangjianping.dt@example.com",
            ("佛山", "CN"),
            "持电梯修理作业证，八年电梯维修保养经验。",
            [
                (
                    "佛山某电梯工程有限公司",
                    "电梯维修保养工",
                    "2017-03",
                    "",
                    [
                        "负责曳引式电梯和液压电梯的日常维修保养",
                        "处理电梯困人等故障及应急救援",
                        "配合特种设备检验机构完成年度检验",
                        "自动扶梯梯级和扶手带更换",
                    ],
                ),
                ("广东某物业公司", "设备维修员", "2014-07", "2017-02", ["楼宇设备巡检"]),
            ],
            [("广东机电职业技术学院", "电梯工程技术", "大专", "2014-06")],
            [("技能", ["电梯维修保养", "电气控制", "变频器调试"])],
            certificates=[("特种设备作业人员证（电梯修理）", "广东省市场监督管理局", "2016-09")],
        ),
        {
            "claim": ("highlight", "参与无机房电梯安装调试"),
            "title": ("basics.label", "电梯公司技术总监"),
            "reword": [("set", f"{H}[0]", "负责曳引式电梯和液压电梯的日常维保")],
            "reword2": [("set", f"{H}[2]", "配合特检机构完成年度检验")],
            "reword3": [("set", "work[0].position", "电梯维保工")],
        },
    ),
    (
        "archaeology",
        "field-archaeologist",
        "en",
        resume(
            "Imogen Radclyffe-Baptiste",
            "Field Archaeologist",
            "imogen.rb.arch@example.com",
            ("Richmond", "US"),
            "Archaeologist with seven years of cultural resource management fieldwork.",
            [
                (
                    "Tidewater Cultural Resources",
                    "Project Archaeologist",
                    "2018-09",
                    "",
                    [
                        "Directed test excavations and Phase I surveys for transportation projects",
                        "Recorded stratigraphy with Harris matrices and total station mapping",
                        "Ground-penetrating radar surveys to locate burials",
                        "Wrote cultural resource management reports for State Historic "
                        "Preservation Office review",
                    ],
                ),
                (
                    "James River Survey",
                    "Field Technician",
                    "2016-05",
                    "2018-08",
                    ["Shovel testing and artifact washing"],
                ),
            ],
            [("College of William & Mary", "Anthropology", "MA", "2016-05")],
            [("Field", ["Excavation", "Total station", "ArcGIS", "Agisoft PhotoScan"])],
        ),
        {
            "claim": ("extend", 1, "; osteological analysis of human remains"),
            "title": ("work[0].position", "Principal Investigator"),
            "reword": [("set", f"{H}[2]", "GPR surveys to locate burials")],
            "reword2": [
                (
                    "set",
                    "skills[0].keywords",
                    ["Excavation", "Total station", "ArcGIS", "Agisoft Metashape"],
                )
            ],
            "reword3": [("set", f"{H}[3]", "Wrote CRM reports for SHPO review")],
        },
    ),
    (
        "archaeology",
        "archaeology-technician-zh",
        "zh",
        resume(
            "卫思远",
            "田野考古技师",
            "weisiyuan.kaogu@example.com",
            ("西安", "CN"),
            "考古学专业，七年田野考古发掘与文物整理经验。",
            [
                (
                    "陕西某文物考古研究所",
                    "考古技工",
                    "2018-07",
                    "",
                    [
                        "参与田野考古发掘，负责探方布设与地层记录",
                        "使用全站仪进行遗迹测绘",
                        "出土文物清理、登记与修复",
                        "协助编写考古发掘报告",
                    ],
                ),
                ("西北某大学博物馆", "文物整理员", "2016-07", "2018-06", ["馆藏文物登记"]),
            ],
            [("西北大学", "考古学", "本科", "2016-06")],
            [("技能", ["田野考古发掘", "全站仪测绘", "文物修复", "AutoCAD"])],
        ),
        {
            "claim": ("skills", 0, "碳十四测年"),
            "title": ("work[0].position", "考古领队"),
            "reword": [("set", f"{H}[0]", "参与田野发掘，负责探方布设与地层记录")],
            "reword2": [
                (
                    "set",
                    "skills[0].keywords",
                    ["Archaeological excavation", "全站仪测绘", "文物修复", "AutoCAD"],
                )
            ],
            "reword3": [("set", "basics.label", "田野考古技术员")],
        },
    ),
    (
        "pest_control",
        "pest-control-technician",
        "en",
        resume(
            "Rashid Vellacott",
            "Pest Control Technician",
            "rashid.vellacott@example.com",
            ("Tampa", "US"),
            "Licensed pest control technician serving commercial and residential accounts.",
            [
                (
                    "Bayline Pest Solutions",
                    "Pest Control Technician",
                    "2019-02",
                    "",
                    [
                        "Integrated pest management inspections for restaurants and food plants",
                        "Termite treatments with liquid termiticides and bait stations",
                        "Rodent exclusion and bird proofing",
                        "Completed service reports in PestPac",
                    ],
                ),
                (
                    "Sunstate Lawn & Pest",
                    "Lawn Technician",
                    "2016-04",
                    "2019-01",
                    ["Turf fertilisation and weed control"],
                ),
            ],
            [("Hillsborough Community College", "Environmental Science", "AS", "2016-05")],
            [("Skills", ["IPM", "Termite control", "Rodent control", "Pesticide application"])],
        ),
        {
            "claim": ("summary", "Experienced in structural fumigation with sulfuryl fluoride."),
            "title": ("work[0].position", "Branch Manager"),
            "reword": [("set", f"{H}[0]", "IPM inspections for restaurants and food plants")],
            "reword2": [("set", "work[0].position", "Pest Management Technician")],
            "reword3": [
                (
                    "set",
                    "skills[0].keywords",
                    [
                        "Integrated pest management",
                        "Termite control",
                        "Rodent control",
                        "Pesticide application",
                    ],
                )
            ],
        },
    ),
    (
        "pest_control",
        "pest-control-zh",
        "zh",
        resume(
            "龚海涛",
            "有害生物防治员",
            "gonghaitao.xiaosha@example.com",
            ("东莞", "CN"),
            "六年有害生物防治经验，服务餐饮、食品和物业客户。",
            [
                (
                    "东莞某环境卫生服务有限公司",
                    "消杀技术员",
                    "2019-04",
                    "",
                    [
                        "为餐饮及食品企业提供虫害防治服务",
                        "鼠类、蟑螂等病媒生物消毒杀虫作业",
                        "白蚁预防与灭治",
                        "编制消杀服务报告",
                    ],
                ),
                ("东莞某物业服务公司", "保洁领班", "2016-05", "2019-03", ["公共区域保洁管理"]),
            ],
            [("广东某职业技术学院", "环境工程技术", "大专", "2016-06")],
            [("技能", ["有害生物防治", "白蚁防治", "药械使用"])],
        ),
        {
            "claim": ("highlight", "开展仓储熏蒸作业"),
            "title": ("work[0].position", "消杀部门经理"),
            "reword": [("set", f"{H}[1]", "鼠类、蟑螂等病媒生物消杀作业")],
            "reword2": [("set", "skills[0].keywords", ["Pest control", "白蚁防治", "药械使用"])],
            "reword3": [("set", "basics.label", "有害生物防制员")],
        },
    ),
    (
        "prosthetics",
        "orthotic-technician",
        "en",
        resume(
            "Linnea Balogun-Reyes",
            "Orthotic Technician",
            "linnea.br.op@example.com",
            ("Minneapolis", "US"),
            "Orthotic and prosthetic technician with six years of lab fabrication.",
            [
                (
                    "Northway Orthotics & Prosthetics",
                    "Orthotic and Prosthetic Technician",
                    "2019-01",
                    "",
                    [
                        "Fabricated ankle-foot orthoses and knee-ankle-foot orthoses from "
                        "plaster casts",
                        "Laminated transtibial sockets and assembled endoskeletal components",
                        "Thermoforming and vacuum forming of polypropylene",
                        "Shaped foot orthoses with the lab's CAD/CAM carver",
                    ],
                ),
                (
                    "Twin Cities Shoe Clinic",
                    "Pedorthic Assistant",
                    "2016-08",
                    "2018-12",
                    ["Shoe modifications"],
                ),
            ],
            [("Century College", "Orthotic and Prosthetic Technology", "AAS", "2016-05")],
            [("Lab", ["Thermoforming", "Lamination", "Plaster modification"])],
        ),
        {
            "claim": ("skills", 0, "Gait analysis"),
            "title": ("basics.label", "Certified Prosthetist"),
            "reword": [("set", f"{H}[0]", "Fabricated AFOs and KAFOs from plaster casts")],
            "reword2": [
                (
                    "set",
                    f"{H}[1]",
                    "Laminated TT sockets and assembled endoskeletal components",
                )
            ],
            "reword3": [("set", "work[0].position", "O&P Technician")],
        },
    ),
    (
        "funeral_services",
        "funeral-cosmetologist-zh",
        "zh",
        resume(
            "鲍志清",
            "殡仪服务员",
            "baozhiqing.by@example.com",
            ("成都", "CN"),
            "殡葬服务与管理专业，八年殡仪馆遗体整容与礼仪服务经验。",
            [
                (
                    "成都某殡仪馆",
                    "遗体防腐整容师",
                    "2017-07",
                    "",
                    [
                        "负责遗体接运、防腐及整容化妆",
                        "组织告别仪式及追悼会流程",
                        "骨灰寄存与安放登记",
                        "为家属提供殡葬政策咨询",
                    ],
                ),
                ("四川某陵园", "礼仪服务员", "2015-07", "2017-06", ["安葬仪式服务"]),
            ],
            [("长沙民政职业技术学院", "现代殡葬技术与管理", "大专", "2015-06")],
            [("技能", ["遗体防腐", "遗体整容", "礼仪主持"])],
        ),
        {
            "claim": ("extend", 0, "，开展遗体颅面修复重建"),
            "title": ("work[0].position", "殡仪馆馆长"),
            "reword": [("set", "work[0].position", "遗体整容师")],
            "reword2": [("set", "skills[0].keywords", ["Embalming", "遗体整容", "礼仪主持"])],
            "reword3": [("merge", 2)],
        },
    ),
]

# The old checks: (posting key, check, path, value or None to remove the entry at path).
OLD_EDITS: list[tuple[str, str, str, Any]] = [
    ("clinical-audiologist", "new_employer", "work[0].name", "Mayo Clinic"),
    ("hearing-aid-dispenser-zh", "dates_changed", "work[0].startDate", "2018-03"),
    ("production-brewer", "entry_removed", "work[1]", None),
    ("brewer-zh", "new_school", "education[0].institution", "浙江大学"),
    (
        "elevator-mechanic",
        "metric_invented",
        f"{H}[0]",
        "Preventive maintenance on traction and hydraulic elevators across 40 buildings; cut "
        "callbacks 45%",
    ),
    ("elevator-maintenance-zh", "contact_changed", "basics.email", "ouyang.jp@example.net"),
    ("field-archaeologist", "new_credential", "education[0].studyType", "PhD"),
    ("archaeology-technician-zh", "name_changed", "basics.name", "卫思源"),
    ("pest-control-technician", "dates_changed", "work[1].endDate", "2018-06"),
    (
        "pest-control-zh",
        "metric_invented",
        f"{H}[0]",
        "为餐饮及食品企业提供虫害防治服务，客户投诉率下降60%",
    ),
    ("orthotic-technician", "new_employer", "work[0].name", "Hanger Clinic"),
    ("funeral-cosmetologist-zh", "entry_removed", "work[1]", None),
]


def parts() -> list[Part]:
    """One kit `Part` per profession, its postings named `hk11-<key>` (no posting text: the
    case builders read only the intended resume and its edits)."""
    found: dict[str, Part] = {}
    for profession, key, language, document, edits in RESUMES:
        part = found.setdefault(profession, Part(profession))
        part.posting(key, language, "", document, [], [], [], [], None, edits)
        part.postings[-1]["id"] = f"hk11-{key}"
    return list(found.values())


def build() -> dict[str, Any]:
    postings, resumes = [], []
    for part in parts():
        postings += part.postings
        resumes += part.resumes
    return {"postings": postings, "resumes": resumes}


# The case builders name a job set by its module (`bench.parts.job_heldout<N>`): this set's
# postings as one, numbered "k11".
JOBS = SimpleNamespace(__name__="bench.parts.job_heldoutk11", parts=parts, build=build)


def main() -> int:
    if "--old" in sys.argv[1:]:
        return claims_heldout5.measure_old(OLD)
    cases = claims_heldout5.build_cases(JOBS, "k11", ABOUT)
    old = claims_heldout5.build_old_cases(JOBS, "k11", OLD_EDITS, ABOUT + ": old-check cases")
    OUT.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", "utf-8")
    OLD.write_text(json.dumps(old, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"{len(cases['cases'])} cases -> {OUT.name}, {len(old['cases'])} -> {OLD.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
