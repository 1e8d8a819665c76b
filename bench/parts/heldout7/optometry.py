"""Held-out set 7: optometry and eye care (an optometrist, an ophthalmic technician, a 验光师),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("optometry")

part.posting(
    "optometrist",
    "en",
    posting_text(
        "en",
        0,
        "Associate Optometrist - Private Practice (4 Days, No Weekends)",
        "Clearview Family Eye Care is a three-doctor practice in Raleigh with a boutique "
        "optical featuring Lindberg and Oliver Peoples frames, and a coffee bar in the lobby.",
        [
            "Provide comprehensive eye exams, refractions and contact lens fittings "
            "(soft, toric and multifocal)",
            "Diagnose and manage ocular disease: glaucoma, diabetic retinopathy, dry eye",
            "Interpret OCT, visual fields and retinal photography",
            "Manage myopia control patients (ortho-k, atropine, MiSight)",
            "Co-manage cataract and LASIK patients with local surgeons",
        ],
        [
            "Doctor of Optometry (OD) from an ACOE-accredited school",
            "North Carolina license with therapeutic pharmaceutical agents (TPA) certification",
            "Comfortable with an EHR (we use Compulink)",
            "Strong chairside manner",
        ],
        [
            "Scleral lens fitting",
            "Residency in ocular disease",
            "Experience with IPL for meibomian gland dysfunction",
        ],
        ["Production bonus", "Paid malpractice insurance", "Frame allowance", "CE stipend"],
        [
            "Base salary $135,000 - $160,000 plus bonus.",
            "Clearview Family Eye Care is an equal opportunity employer. Optical sales quotas "
            "are not required of doctors.",
        ],
    ),
    resume(
        "Dr. Naomi Fairbairn",
        "Optometrist",
        "naomi.fairbairn.od@example.com",
        ("Durham", "US"),
        "Therapeutic optometrist, three years in a primary care and medical optometry practice.",
        [
            (
                "Triangle Vision Associates",
                "Staff Optometrist",
                "2022-07",
                "",
                [
                    "Routine and medical eye examinations, 22-26 patients a day; manifest "
                    "refraction",
                    "Soft, toric and multifocal CL fits",
                    "Treated and followed glaucoma, diabetic eye disease and dry eye",
                    "Read optical coherence tomography, Humphrey visual fields and fundus photos",
                    "Myopia management with orthokeratology and low-dose atropine",
                    "Pre- and post-op care for cataract and refractive surgery patients",
                ],
            )
        ],
        [("Southern College of Optometry", "Optometry", "OD", "2022-05")],
        [("Clinical", ["ocular disease", "Compulink", "glaucoma management"])],
        certificates=[
            ("North Carolina Optometry License (TPA)", "NC State Board of Examiners", "2022-06"),
        ],
    ),
    present=[
        "eye exams",
        "refractions",
        "contact lens",
        "toric",
        "multifocal",
        "ocular disease",
        "glaucoma",
        "diabetic retinopathy",
        "dry eye",
        "OCT",
        "visual fields",
        "retinal photography",
        "myopia control",
        "ortho-k",
        "atropine",
        "cataract",
        "Optometry",
        "TPA",
        "Compulink",
    ],
    missing=["MiSight", "Scleral lens", "Residency", "IPL", "meibomian gland dysfunction"],
    variants=[
        ("eye exams", "eye examinations"),
        ("refractions", "refraction"),
        ("contact lens", "CL fits"),
        ("diabetic retinopathy", "diabetic eye disease"),
        ("OCT", "optical coherence tomography"),
        ("retinal photography", "fundus photos"),
        ("myopia control", "Myopia management"),
        ("ortho-k", "orthokeratology"),
    ],
    junk=["boutique optical", "Lindberg", "Oliver Peoples", "coffee bar", "Optical sales quotas"],
    aliases={
        "OCT": ["optical coherence tomography"],
        "ortho-k": ["orthokeratology"],
        "contact lens": ["CL"],
    },
    edits={
        "claim": ("highlight", "Scleral lens fitting for keratoconus and post-graft corneas"),
        "title": ("work[0].position", "Clinic Owner and Medical Director"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Read OCT, Humphrey visual fields and fundus photography",
            )
        ],
        "reword2": [("set", "work[0].position", "Optometrist (OD)")],
        "reword3": [("set", f"{H}[1]", "Soft, toric and multifocal contact lens fittings")],
    },
)

part.posting(
    "ophthalmic-technician",
    "en",
    posting_text(
        "en",
        2,
        "Ophthalmic Technician (COA) - Retina & Glaucoma Clinic",
        "Blue Ridge Eye Institute has 14 ophthalmologists, an ambulatory surgery center and a "
        "patient shuttle from the parking deck.",
        [
            "Work up patients: history, visual acuity, pupils, IOP with tonometry",
            "Perform refractometry and lensometry",
            "Dilate patients and run OCT, visual field testing and fundus photography",
            "Scribe for the physician in Epic",
            "Assist with intravitreal injections and minor procedures",
        ],
        "COA certification through JCAHPO (IJCAHPO) is required, or COA within 9 months of "
        "hire, with one year of ophthalmic clinic experience. CPR required. A/B scan "
        "biometry for cataract surgery is a plus, as are COT certification and Spanish.",
        ["Biometry (IOLMaster or A-scan)", "COT certification", "Spanish speaking"],
        ["Paid certification exams", "Uniforms", "Annual eye exam free"],
        [
            "Pay: $21 - $28 per hour depending on certification.",
            "Blue Ridge Eye Institute is an equal opportunity employer. Billing and coding "
            "experience is not needed.",
        ],
    ),
    resume(
        "Kofi Lindgren-Adu",
        "Certified Ophthalmic Assistant",
        "kofi.lindgrenadu.eyes@example.com",
        ("Asheville", "US"),
        "Ophthalmic tech with two years in a busy retina practice.",
        [
            (
                "Asheville Retina Consultants",
                "Ophthalmic Technician",
                "2023-01",
                "",
                [
                    "Patient workups: history, VA, pupils and intraocular pressure (iCare and "
                    "Goldmann applanation)",
                    "Auto-refraction and lensometry",
                    "Dilation, Cirrus OCT, Humphrey visual fields and fundus photography",
                    "Scribed in Epic for two retina specialists",
                    "Set up trays and assisted with intravitreal injections",
                ],
            )
        ],
        [("A-B Tech Community College", "Medical Assisting", "Certificate", "2022-06")],
        [("Eye care", ["ophthalmic clinic", "tonometry", "CPR"])],
        certificates=[("COA", "IJCAHPO", "2023-08")],
    ),
    present=[
        "visual acuity",
        "IOP",
        "tonometry",
        "refractometry",
        "lensometry",
        "OCT",
        "visual field testing",
        "fundus photography",
        "Epic",
        "intravitreal injections",
        "COA",
        "IJCAHPO",
        "ophthalmic clinic",
        "CPR",
    ],
    missing=["Biometry", "IOLMaster", "COT", "Spanish"],
    variants=[
        ("visual acuity", "VA"),
        ("IOP", "intraocular pressure"),
        ("refractometry", "Auto-refraction"),
        ("visual field testing", "visual fields"),
    ],
    junk=["ambulatory surgery center", "patient shuttle", "parking deck", "Billing and coding"],
    aliases={"IOP": ["intraocular pressure"], "COA": ["Certified Ophthalmic Assistant"]},
    edits={
        "claim": ("skills", 0, "A-scan biometry (IOLMaster 700)"),
        "title": ("basics.label", "Ophthalmologist"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Work-ups: history, visual acuity, pupils and IOP (iCare and Goldmann tonometry)",
            )
        ],
        "reword2": [("set", "work[0].position", "Ophthalmic Tech")],
    },
)

part.posting(
    "optometrist-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "验光师（眼视光门诊）",
        "我们是一家连锁眼视光机构，全国门店120余家，门店提供免费咖啡和儿童游乐区。",
        [
            "负责顾客的电脑验光、综合验光及双眼视功能检查",
            "为青少年提供近视防控方案，开展角膜塑形镜（OK镜）验配",
            "负责软性隐形眼镜验配及配戴指导",
            "使用裂隙灯、角膜地形图仪进行眼部检查",
            "建立并维护顾客视光档案，定期回访复查",
        ],
        [
            "眼视光技术或眼视光学专业大专及以上学历",
            "持有眼镜验光员（三级/高级工）职业资格证书",
            "熟练使用综合验光仪",
            "两年以上验光工作经验",
        ],
        ["有硬性角膜接触镜（RGP）验配经验", "有视觉训练经验", "持有医师资格证者优先"],
        ["五险一金", "员工配镜优惠", "年度旅游"],
        ["薪资：9-15K·13薪", "公司承诺对应聘资料保密。无需销售经验。"],
    ),
    resume(
        "甘思琪",
        "视光师",
        "gansiqi.optom@example.com",
        ("成都", "CN"),
        "眼视光技术专业，四年视光门诊经验，擅长青少年近视管理和OK镜验配。",
        [
            (
                "成都某眼视光中心",
                "验光师",
                "2021-07",
                "",
                [
                    "电脑验光+主觉验光，双眼视功能检查，日均30人次",
                    "儿童青少年近视管理，角膜塑形镜验配累计600余例",
                    "软镜（隐形眼镜）验配及戴镜指导",
                    "裂隙灯检查、角膜地形图检查",
                    "视光档案建立与复查回访",
                ],
            )
        ],
        [("四川护理职业学院", "眼视光技术", "大专", "2021-06")],
        [("技能", ["Phoropter", "双眼视", "OK镜"])],
        certificates=[("眼镜验光员（三级）", "人力资源和社会保障部", "2022-10")],
    ),
    present=[
        "电脑验光",
        "综合验光",
        "双眼视功能",
        "近视防控",
        "角膜塑形镜",
        "OK镜",
        "隐形眼镜",
        "裂隙灯",
        "角膜地形图",
        "视光档案",
        "眼视光技术",
        "眼镜验光员",
        "综合验光仪",
    ],
    missing=["RGP", "视觉训练", "医师资格证"],
    variants=[("综合验光", "主觉验光"), ("近视防控", "近视管理"), ("综合验光仪", "Phoropter")],
    junk=["免费咖啡", "儿童游乐区", "员工配镜优惠", "年度旅游", "销售经验"],
    aliases={"角膜塑形镜": ["OK镜", "ortho-k"], "综合验光": ["主觉验光"]},
    edits={
        "claim": ("extend", 2, "，RGP硬镜验配"),
        "title": ("basics.label", "眼科主任医师"),
        "reword": [("set", f"{H}[1]", "儿童青少年近视防控，OK镜验配累计600余例")],
        "reword2": [("reorder",)],
    },
)

part.distractor(
    "optician",
    resume(
        "Beatrix Holloway-Nash",
        "Licensed Optician",
        "beatrix.hollowaynash.opt@example.com",
        ("Cary", "US"),
        "ABO-certified optician fitting frames and progressive lenses.",
        [
            (
                "Cary Eyewear Gallery",
                "Optician",
                "2018-03",
                "",
                ["Frame styling and PD measurements", "Progressive and lens adjustments", "Sales"],
            )
        ],
        [("Durham Technical Community College", "Opticianry", "AAS", "2018-01")],
        [("Optical", ["ABO", "frame fitting", "lensometry"])],
    ),
)
part.distractor(
    "eye-nurse-zh",
    resume(
        "邝雨桐",
        "眼科护士",
        "kuangyutong.rn@example.com",
        ("成都", "CN"),
        "眼科专科护士，负责白内障手术围术期护理。",
        [
            (
                "成都某眼科医院",
                "护士",
                "2019-07",
                "",
                ["白内障、青光眼手术围术期护理", "眼压测量与滴眼药", "健康宣教"],
            )
        ],
        [("成都医学院", "护理学", "本科", "2019-06")],
        [("技能", ["护士执业证", "眼科护理", "健康宣教"])],
    ),
)
part.distractor(
    "near-new-grad-od",
    resume(
        "Ellis Marchetti",
        "Optometry Extern",
        "ellis.marchetti.od@example.com",
        ("Philadelphia", "US"),
        "Fourth-year optometry student finishing clinical rotations.",
        [
            (
                "Salus University Eye Institute",
                "Optometry Extern",
                "2024-07",
                "",
                [
                    "Comprehensive eye exams and refractions under supervision",
                    "Soft contact lens fits",
                    "Dry eye clinic rotation",
                ],
            )
        ],
        [("Salus University", "Optometry", "OD", "2025-05")],
        [("Clinical", ["refraction", "visual fields", "contact lens"])],
    ),
)
