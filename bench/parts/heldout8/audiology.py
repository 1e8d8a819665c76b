"""Held-out set 8: audiology (a clinical audiologist, a hearing instrument specialist, a 听力师),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("audiology")

part.posting(
    "clinical-audiologist",
    "en",
    posting_text(
        "en",
        0,
        "Clinical Audiologist - ENT Group (Adult and Pediatric)",
        "Lakeshore Ear, Nose & Throat is a twelve-physician practice in Grand Rapids with "
        "four offices, an allergy clinic and free parking at every location.",
        [
            "Perform comprehensive audiologic evaluations: pure-tone audiometry, speech "
            "audiometry and tympanometry",
            "Run otoacoustic emissions (OAE) and auditory brainstem response (ABR) testing",
            "Complete vestibular testing with VNG and rotary chair",
            "Fit and verify hearing aids with real-ear measurement",
            "Counsel patients on tinnitus management and hearing protection",
        ],
        [
            "Doctor of Audiology (AuD) from an accredited program",
            "Michigan audiology license, or eligibility for it",
            "Experience with Noah and the major manufacturers' fitting software",
            "Comfortable testing young children (visual reinforcement audiometry)",
        ],
        [
            "Cochlear implant programming (Cochlear or Advanced Bionics)",
            "CCC-A from ASHA",
            "Intraoperative monitoring",
        ],
        ["Paid CE and licensure fees", "Medical, dental and vision", "Profit sharing"],
        [
            "Salary: $85,000 - $105,000 a year.",
            "Lakeshore Ear, Nose & Throat is an equal opportunity employer. Allergy testing "
            "and sinus procedures are performed by other staff; no experience with them is "
            "needed.",
        ],
    ),
    resume(
        "Dr. Imogen Achterberg",
        "Audiologist, Au.D.",
        "imogen.achterberg.aud@example.com",
        ("Kalamazoo", "US"),
        "Doctor of Audiology with three years in hospital audiology, adults and children.",
        [
            (
                "Bronson Hearing Center",
                "Staff Audiologist",
                "2022-08",
                "",
                [
                    "Full hearing evaluations: pure tone and speech testing, immittance "
                    "(tympanometry, acoustic reflexes)",
                    "DPOAE and ABR for newborn hearing screening follow-up",
                    "Videonystagmography and rotational chair testing for dizzy patients",
                    "Hearing aid fittings verified with REM (Audioscan Verifit)",
                    "Tinnitus counseling and custom hearing protection",
                    "VRA and play audiometry for toddlers",
                ],
            ),
            (
                "Western Michigan University Clinic",
                "Audiology Extern",
                "2021-08",
                "2022-07",
                ["Adult diagnostics and hearing aid clinic"],
            ),
        ],
        [("Western Michigan University", "Audiology", "AuD", "2022-05")],
        [("Clinical", ["Noah", "fitting software", "audiologic evaluations"])],
        certificates=[("Michigan Audiology License", "Michigan LARA", "2022-07")],
    ),
    present=[
        "audiologic evaluations",
        "pure-tone audiometry",
        "speech audiometry",
        "tympanometry",
        "otoacoustic emissions",
        "ABR",
        "vestibular testing",
        "VNG",
        "rotary chair",
        "hearing aids",
        "real-ear measurement",
        "tinnitus",
        "hearing protection",
        "AuD",
        "audiology license",
        "Noah",
        "fitting software",
        "visual reinforcement audiometry",
    ],
    missing=["Cochlear implant", "Advanced Bionics", "CCC-A", "Intraoperative monitoring"],
    variants=[
        ("pure-tone audiometry", "pure tone"),
        ("speech audiometry", "speech testing"),
        ("otoacoustic emissions", "DPOAE"),
        ("vestibular testing", "dizzy patients"),
        ("VNG", "Videonystagmography"),
        ("rotary chair", "rotational chair"),
        ("hearing aids", "Hearing aid fittings"),
        ("real-ear measurement", "REM"),
        ("visual reinforcement audiometry", "VRA"),
    ],
    junk=["allergy clinic", "free parking", "Profit sharing", "sinus procedures"],
    aliases={
        "VNG": ["videonystagmography"],
        "real-ear measurement": ["REM"],
        "otoacoustic emissions": ["OAE", "DPOAE"],
    },
    edits={
        "claim": ("extend", 3, "; cochlear implant mapping for Advanced Bionics recipients"),
        "title": ("work[0].position", "Chief of Audiology and Otology Services"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "VNG and rotary chair testing for dizzy patients",
            )
        ],
        "reword2": [("set", "work[0].position", "Audiologist")],
        "reword3": [("merge", 4)],
    },
)

part.posting(
    "hearing-instrument-specialist",
    "en",
    posting_text(
        "en",
        1,
        "Hearing Instrument Specialist - Retail Hearing Center",
        "ClearSound Hearing has 60 centers across Texas and Oklahoma, a national TV campaign "
        "and a loyalty program with free batteries for life.",
        [
            "Screen hearing with air and bone conduction audiometry and otoscopy",
            "Take ear impressions for custom earmolds and in-the-ear instruments",
            "Program and fine-tune hearing aids (Phonak, Oticon, Signia) through Noah",
            "Clean, check and repair devices; replace receivers and domes",
            "Follow up with patients and manage the appointment book in Sycle",
        ],
        "You hold a Texas Hearing Instrument Fitter and Dispenser license (or an apprentice "
        "permit with the exam booked) and have a year of hearing aid dispensing experience. "
        "NBC-HIS board certification or an audiology assistant background is preferred. "
        "Bilingual English and Spanish speakers are encouraged to apply.",
        ["NBC-HIS", "Spanish", "Tinnitus retraining therapy"],
        ["Base plus commission", "Company car allowance", "Paid holidays"],
        [
            "Compensation: $48,000 base, $75,000 - $95,000 on target earnings.",
            "ClearSound Hearing is an equal opportunity employer. A medical degree is not "
            "required.",
        ],
    ),
    resume(
        "Rosalind Tembo",
        "Hearing Aid Dispenser",
        "rosalind.tembo.his@example.com",
        ("Tulsa", "US"),
        "Licensed hearing aid dispenser, three years in a private practice.",
        [
            (
                "Green Country Hearing",
                "Hearing Aid Specialist",
                "2022-01",
                "",
                [
                    "Air and bone conduction testing, video otoscopy",
                    "Ear impressions for custom molds and ITE/ITC instruments",
                    "Programmed Phonak, Oticon and Signia devices in NOAH",
                    "In-office repairs: receivers, domes, wax guards",
                    "Patient recalls and scheduling in Sycle",
                ],
            )
        ],
        [("Tulsa Community College", "Allied Health", "AAS", "2021-05")],
        [("Hearing care", ["hearing aid dispensing", "audiometry"])],
        certificates=[
            ("Texas Hearing Instrument Fitter and Dispenser License", "TDLR", "2023-03"),
            ("Oklahoma Hearing Aid Dealer and Fitter License", "OSDH", "2022-01"),
        ],
    ),
    present=[
        "air and bone conduction",
        "audiometry",
        "otoscopy",
        "ear impressions",
        "earmolds",
        "hearing aids",
        "Phonak",
        "Oticon",
        "Signia",
        "Noah",
        "receivers",
        "domes",
        "Sycle",
        "Hearing Instrument Fitter and Dispenser license",
        "hearing aid dispensing",
    ],
    missing=["NBC-HIS", "Spanish", "Tinnitus"],
    variants=[("earmolds", "custom molds"), ("hearing aids", "Hearing Aid Specialist")],
    junk=["TV campaign", "loyalty program", "free batteries", "Company car allowance"],
    aliases={"Noah": ["NOAH"], "hearing aids": ["hearing instruments"]},
    edits={
        "claim": ("skills", 0, "tinnitus retraining therapy"),
        "title": ("basics.label", "Doctor of Audiology"),
        "reword": [("set", f"{H}[2]", "Phonak, Oticon and Signia fittings in Noah")],
        "reword2": [("set", "work[0].position", "Hearing Instrument Specialist")],
    },
)

part.posting(
    "audiologist-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "听力师（验配中心）",
        "公司是国内知名的听力健康连锁品牌，在全国设有200多家验配中心，总部位于上海，门店均配备"
        "儿童游戏角。",
        [
            "为顾客进行纯音测听、言语测听及声导抗检查",
            "根据听力图为顾客选配助听器，完成调试与真耳分析验证",
            "开展耳鸣评估与咨询",
            "为儿童进行行为测听和听觉康复指导",
            "定期回访并建立听力档案",
        ],
        [
            "听力与言语康复学专业本科及以上学历",
            "持有助听器验配师（国家职业资格三级）证书",
            "熟练使用Noah软件及主流品牌调试软件",
            "具有良好的沟通能力",
        ],
        ["有人工耳蜗调机经验者优先", "具有耳声发射、ABR检查经验", "英语可作为工作语言"],
        ["六险一金", "带薪年假", "专业培训及晋升通道"],
        ["薪资：8千-1.5万/月，另有销售提成", "本岗位无需推销保健品，公司承诺不收取任何培训费用。"],
    ),
    resume(
        "乔语桐",
        "助听器验配师",
        "qiaoyutong.audio@example.com",
        ("南京", "CN"),
        "听力与言语康复学本科，四年听力验配门店经验。",
        [
            (
                "南京某听力验配中心",
                "验配师",
                "2021-07",
                "",
                [
                    "纯音测听、言语识别率测试、鼓室图检查",
                    "助听器选配和调试，REM真耳验证",
                    "耳鸣评估与耳鸣咨询",
                    "儿童行为测听，听觉康复训练指导",
                    "建立顾客听力档案，定期回访",
                ],
            ),
            (
                "苏州某医院耳鼻喉科",
                "听力技师（实习）",
                "2020-09",
                "2021-06",
                ["协助完成测听工作"],
            ),
        ],
        [("南京特殊教育师范学院", "听力与言语康复学", "本科", "2021-06")],
        [("技能", ["NOAH", "Phonak Target", "沟通能力"])],
        certificates=[("助听器验配师（三级）", "人力资源和社会保障部", "2022-05")],
    ),
    present=[
        "纯音测听",
        "言语测听",
        "声导抗",
        "助听器",
        "真耳分析",
        "耳鸣评估",
        "行为测听",
        "听觉康复",
        "听力档案",
        "听力与言语康复学",
        "助听器验配师",
        "Noah",
        "调试软件",
        "沟通能力",
    ],
    missing=["人工耳蜗", "耳声发射", "ABR", "英语"],
    variants=[
        ("言语测听", "言语识别率测试"),
        ("声导抗", "鼓室图"),
        ("真耳分析", "REM真耳验证"),
        ("调试软件", "Phonak Target"),
    ],
    junk=["儿童游戏角", "保健品", "培训费用", "销售提成"],
    aliases={"真耳分析": ["REM", "真耳验证"], "Noah": ["NOAH"]},
    edits={
        "claim": ("highlight", "人工耳蜗术后开机及调机"),
        "title": ("basics.label", "耳鼻喉科主任医师"),
        "reword": [("set", f"{H}[1]", "助听器选配、调试及真耳分析验证")],
        "reword2": [("set", "work[0].position", "助听器验配师")],
    },
)

part.distractor(
    "slp-aac",
    resume(
        "Harriet Okonjo",
        "Speech-Language Pathologist",
        "harriet.okonjo.slp@example.com",
        ("Lansing", "US"),
        "School SLP working with articulation and AAC users.",
        [
            (
                "Lansing Public Schools",
                "Speech-Language Pathologist",
                "2019-08",
                "",
                ["Articulation and language therapy", "AAC device trials", "IEP goals"],
            )
        ],
        [("Michigan State University", "Communicative Sciences and Disorders", "MA", "2019-05")],
        [("Clinical", ["CCC-SLP", "AAC", "articulation"])],
    ),
)
part.distractor(
    "ent-nurse-zh",
    resume(
        "温若琳",
        "耳鼻喉科护士",
        "wenruolin.ent@example.com",
        ("上海", "CN"),
        "耳鼻喉科专科护士，擅长围术期护理。",
        [
            (
                "上海某三甲医院",
                "护士",
                "2018-07",
                "",
                ["鼻窦、扁桃体手术围术期护理", "雾化治疗", "健康宣教"],
            )
        ],
        [("上海交通大学护理学院", "护理学", "本科", "2018-06")],
        [("技能", ["护士执业证", "专科护理"])],
    ),
)
part.distractor(
    "near-audiology-assistant",
    resume(
        "Nolan Brightwater",
        "Audiology Assistant",
        "nolan.brightwater.aud@example.com",
        ("Grand Rapids", "US"),
        "Audiology assistant supporting three audiologists.",
        [
            (
                "Mercy Health Audiology",
                "Audiology Assistant",
                "2023-03",
                "",
                [
                    "Tympanometry and otoscopy before the audiologist's test",
                    "Hearing aid cleaning and repairs",
                    "Scheduling in Noah and the EHR",
                ],
            )
        ],
        [("Grand Rapids Community College", "Medical Assisting", "Certificate", "2022-12")],
        [("Clinic", ["hearing aids", "tympanometry", "tinnitus questionnaires"])],
    ),
)
