"""Held-out set 8: prosthetics and orthotics (a certified prosthetist, an orthotic technician, a
假肢矫形师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("prosthetics")

part.posting(
    "certified-prosthetist",
    "en",
    posting_text(
        "en",
        2,
        "Certified Prosthetist (CP) - Lower Extremity Focus",
        "Summit Orthotics & Prosthetics serves patients from five clinics in Colorado, "
        "sponsors an amputee ski program and has an in-house central fabrication lab.",
        [
            "Evaluate patients with lower-limb amputations and prescribe transtibial and "
            "transfemoral prostheses",
            "Cast or scan residual limbs and design sockets (CAD/CAM with Rodin4D or Omega)",
            "Fit test sockets, align and adjust componentry",
            "Fit microprocessor knees (C-Leg, Genium) and osseointegration follow-up",
            "Document encounters for Medicare with L-codes in the EMR",
        ],
        [
            "Master's in Orthotics and Prosthetics, NCOPE residency completed",
            "ABC certification as a Certified Prosthetist (or BOC equivalent)",
            "Colorado license eligibility",
            "Two years of clinical prosthetic practice",
        ],
        ["Upper-limb and myoelectric fittings", "Pediatric experience", "3D printing of sockets"],
        ["Sign-on bonus", "Continuing education stipend", "Company ski pass"],
        [
            "Salary: $90,000 - $120,000 plus productivity bonus.",
            "Summit Orthotics & Prosthetics is an equal opportunity employer. Durable medical "
            "equipment sales and wheelchair seating are not part of this position.",
        ],
    ),
    resume(
        "Tobias Wendt-Anand",
        "Prosthetist, CP",
        "tobias.wendtanand.cp@example.com",
        ("Denver", "US"),
        "ABC-certified prosthetist, three years in clinical practice after an NCOPE residency.",
        [
            (
                "Rocky Mountain Limb Clinic",
                "Prosthetist",
                "2022-01",
                "",
                [
                    "Assessed lower-extremity amputees; designed below-knee and above-knee "
                    "prostheses",
                    "Plaster casting and 3D scanning of residual limbs; socket design in Rodin4D",
                    "Check sockets, bench and dynamic alignment, component adjustments",
                    "MPK fittings (C-Leg 4, Genium X3); osseointegrated patients' follow-up",
                    "Medicare documentation and L-code billing in the EMR",
                ],
            ),
            (
                "Hanger Clinic",
                "Prosthetic Resident",
                "2021-01",
                "2021-12",
                ["NCOPE prosthetic residency"],
            ),
        ],
        [("University of Washington", "Prosthetics and Orthotics", "MPO", "2020-12")],
        [("Clinical", ["clinical prosthetic practice", "Colorado license", "CAD/CAM"])],
        certificates=[("Certified Prosthetist (CP)", "ABC", "2022-03")],
    ),
    present=[
        "lower-limb amputations",
        "transtibial",
        "transfemoral",
        "residual limbs",
        "sockets",
        "CAD/CAM",
        "Rodin4D",
        "test sockets",
        "microprocessor knees",
        "C-Leg",
        "Genium",
        "osseointegration",
        "Medicare",
        "L-codes",
        "EMR",
        "NCOPE",
        "ABC",
        "Certified Prosthetist",
        "Colorado license",
    ],
    missing=["Upper-limb", "myoelectric", "Pediatric", "3D printing", "BOC"],
    variants=[
        ("lower-limb amputations", "lower-extremity amputees"),
        ("transtibial", "below-knee"),
        ("transfemoral", "above-knee"),
        ("test sockets", "Check sockets"),
        ("microprocessor knees", "MPK"),
        ("osseointegration", "osseointegrated"),
        ("L-codes", "L-code billing"),
    ],
    junk=["amputee ski program", "Sign-on bonus", "ski pass", "wheelchair seating"],
    aliases={"microprocessor knees": ["MPK"], "transtibial": ["below-knee", "BK"]},
    edits={
        "claim": ("highlight", "Myoelectric upper-limb fittings with pattern recognition"),
        "title": ("basics.label", "Clinical Director, Orthotics & Prosthetics"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Evaluated lower-limb amputees; designed transtibial and transfemoral prostheses",
            )
        ],
        "reword2": [("set", "basics.label", "Certified Prosthetist")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "orthotic-technician",
    "en",
    posting_text(
        "en",
        3,
        "Orthotic Technician - Central Fabrication",
        "BraceWorks is a central fabrication lab in Columbus shipping custom devices to 300 "
        "clinics, with a company softball team and on-site gym.",
        [
            "Fabricate custom AFOs, KAFOs and spinal orthoses from positive models",
            "Modify plaster models and pour casts",
            "Vacuum form thermoplastics (polypropylene, copolymer) and laminate carbon fiber",
            "Grind, trim and finish devices; rivet straps and padding",
            "Keep the shop's tools, oven and vacuum pumps in working order",
        ],
        "A high school diploma is required and one year of orthotic or prosthetic lab work "
        "or a technician certificate from an NCOPE-accredited program. RTO credential from "
        "ABC is preferred. Experience with CNC carving (or 3D printing) is a plus. No patient "
        "contact experience is needed.",
        ["RTO credential", "CNC carving", "3D printing"],
        ["Overtime available", "Health and dental", "Uniform and safety boots"],
        [
            "Pay: $19 - $25 an hour.",
            "BraceWorks is an equal opportunity employer. Forklift driving is not required.",
        ],
    ),
    resume(
        "Gianna Petrosyan",
        "O&P Technician",
        "gianna.petrosyan.tech@example.com",
        ("Dayton", "US"),
        "Orthotic lab technician, two years at a hospital O&P lab.",
        [
            (
                "Miami Valley O&P Lab",
                "Orthotic Lab Technician",
                "2023-01",
                "",
                [
                    "Fabricated custom ankle-foot orthoses, knee-ankle-foot orthoses and TLSOs",
                    "Plaster modification and cast pouring",
                    "Vacuum forming of polypro and copolymer; carbon laminations",
                    "Grinding, trimming and finishing; riveting straps and padding",
                    "Kept the lab's tools, oven and vacuum pumps in working order",
                ],
            )
        ],
        [
            (
                "Sinclair Community College",
                "Orthotic and Prosthetic Technician",
                "Certificate",
                "2022-12",
            )
        ],
        [("Lab", ["high school diploma", "thermoplastics", "NCOPE-accredited program"])],
    ),
    present=[
        "AFOs",
        "KAFOs",
        "spinal orthoses",
        "plaster models",
        "pour casts",
        "Vacuum form",
        "thermoplastics",
        "polypropylene",
        "copolymer",
        "laminate carbon fiber",
        "Grind",
        "rivet",
        "high school diploma",
        "NCOPE-accredited program",
    ],
    missing=["RTO", "CNC", "3D printing"],
    variants=[
        ("AFOs", "ankle-foot orthoses"),
        ("KAFOs", "knee-ankle-foot orthoses"),
        ("spinal orthoses", "TLSOs"),
        ("plaster models", "Plaster modification"),
        ("pour casts", "cast pouring"),
        ("Vacuum form", "Vacuum forming"),
        ("polypropylene", "polypro"),
        ("laminate carbon fiber", "carbon laminations"),
        ("Grind", "Grinding"),
        ("rivet", "riveting"),
    ],
    junk=["softball team", "on-site gym", "safety boots", "Forklift driving"],
    aliases={"AFOs": ["ankle-foot orthoses", "AFO"], "KAFOs": ["KAFO"]},
    edits={
        "claim": ("extend", 1, "; CNC carving of foam models"),
        "title": ("work[0].position", "Certified Orthotist and Lab Manager"),
        "reword": [("set", f"{H}[0]", "Fabricated custom AFOs, KAFOs and TLSOs")],
        "reword2": [("merge", 2)],
    },
)

part.posting(
    "po-technician-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "假肢矫形师",
        "我们是一家专注康复辅具的企业，在北京、天津设有3个装配中心，与多家三甲医院康复科合作，"
        "每年举办截肢者运动会。",
        [
            "负责患者的评估、取型、修型及假肢接受腔制作",
            "完成小腿假肢、大腿假肢的组装与对线调整",
            "制作及适配脊柱侧弯矫形器、足部矫形器（矫形鞋垫）",
            "对患者进行步态训练指导，定期随访",
            "建立患者档案，配合康复医师制定辅具方案",
        ],
        [
            "假肢矫形工程专业大专及以上学历",
            "持有假肢装配工或矫形器装配工职业资格证书",
            "两年以上假肢矫形器装配经验",
            "了解CAD/CAM取型系统",
        ],
        ["有上肢假肢、肌电假肢装配经验", "会使用3D扫描", "有国际ISPO认证"],
        ["五险一金", "节日福利", "免费工作餐"],
        ["薪资：7千-1.2万，年底双薪", "本岗位无需康复治疗师证，公司不要求销售业绩。"],
    ),
    resume(
        "庞子谦",
        "假肢装配师",
        "pangziqian.po@example.com",
        ("天津", "CN"),
        "假肢矫形工程专业，五年假肢矫形器装配经验。",
        [
            (
                "天津某康复辅具中心",
                "假肢矫形技师",
                "2020-07",
                "",
                [
                    "患者评估、石膏取型与修型，制作接受腔",
                    "膝下假肢、膝上假肢组装与静态、动态对线",
                    "脊柱侧弯支具和足部矫形器（定制鞋垫）适配",
                    "步态训练指导与定期随访",
                    "患者档案管理，与康复医师制定辅具方案",
                ],
            ),
            ("北京某假肢厂", "技术员", "2018-07", "2020-06", ["矫形器打磨、组装"]),
        ],
        [("长沙民政职业技术学院", "假肢矫形工程", "大专", "2018-06")],
        [("技能", ["CAD/CAM", "取型系统"])],
        certificates=[("假肢装配工（三级）", "人力资源和社会保障部", "2019-11")],
    ),
    present=[
        "评估",
        "取型",
        "修型",
        "接受腔",
        "小腿假肢",
        "大腿假肢",
        "对线",
        "脊柱侧弯矫形器",
        "足部矫形器",
        "矫形鞋垫",
        "步态训练",
        "假肢矫形工程",
        "假肢装配工",
        "CAD/CAM",
        "辅具方案",
    ],
    missing=["上肢假肢", "肌电假肢", "3D扫描", "ISPO"],
    variants=[
        ("小腿假肢", "膝下假肢"),
        ("大腿假肢", "膝上假肢"),
        ("脊柱侧弯矫形器", "脊柱侧弯支具"),
        ("矫形鞋垫", "定制鞋垫"),
    ],
    junk=["截肢者运动会", "免费工作餐", "康复治疗师证", "销售业绩"],
    aliases={"小腿假肢": ["膝下假肢"], "大腿假肢": ["膝上假肢"]},
    edits={
        "claim": ("skills", 0, "肌电假肢装配"),
        "title": ("work[0].position", "康复辅具中心技术总监"),
        "reword": [("set", f"{H}[2]", "脊柱侧弯矫形器和足部矫形器（矫形鞋垫）适配")],
        "reword2": [("set", "work[0].position", "假肢矫形师")],
    },
)

part.distractor(
    "physical-therapist-amputee",
    resume(
        "Seraphina Kowalczyk",
        "Physical Therapist, DPT",
        "seraphina.kowalczyk.dpt@example.com",
        ("Aurora", "US"),
        "Inpatient rehab PT with an amputee caseload.",
        [
            (
                "Craig Rehabilitation Hospital",
                "Physical Therapist",
                "2020-06",
                "",
                ["Gait training with new prosthesis users", "Residual limb wrapping", "Transfers"],
            )
        ],
        [("Regis University", "Physical Therapy", "DPT", "2020-05")],
        [("Clinical", ["gait training", "amputee rehab"])],
    ),
)
part.distractor(
    "orthopedic-shoe-zh",
    resume(
        "柏思诚",
        "矫形鞋技师",
        "baisicheng.shoe@example.com",
        ("北京", "CN"),
        "足踝矫形鞋和鞋垫定制技师。",
        [
            (
                "北京某足踝中心",
                "技师",
                "2019-03",
                "",
                ["足底压力检测", "矫形鞋垫定制", "糖尿病足鞋适配"],
            )
        ],
        [("北京社会管理职业学院", "康复辅助器具技术", "大专", "2019-06")],
        [("技能", ["足底扫描", "鞋垫打磨"])],
    ),
)
part.distractor(
    "near-orthotist-resident",
    resume(
        "Desmond Achebe-Lund",
        "Orthotic Resident",
        "desmond.achebelund@example.com",
        ("Seattle", "US"),
        "Orthotic resident finishing NCOPE residency, prosthetic rotation next.",
        [
            (
                "Seattle Children's O&P",
                "Orthotic Resident",
                "2024-07",
                "",
                [
                    "Cast and scanned for AFOs and KAFOs",
                    "Socket modifications in Rodin4D during the prosthetic rotation",
                    "Documentation in the EMR",
                ],
            )
        ],
        [("University of Washington", "Prosthetics and Orthotics", "MPO", "2024-06")],
        [("Clinical", ["CAD/CAM", "NCOPE", "pediatric orthoses"])],
    ),
)
