"""Held-out set 7: speech-language pathology (a pediatric SLP, an acute-care SLP, a 儿童言语治疗师),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("speech_therapy")

part.posting(
    "pediatric-slp",
    "en",
    posting_text(
        "en",
        0,
        "Pediatric Speech-Language Pathologist (Outpatient Clinic)",
        "Little Sprouts Pediatric Therapy has three clinics around Austin with a sensory gym, "
        "a parent lounge with an espresso bar and a therapy dog named Biscuit.",
        [
            "Evaluate and treat children ages 2-12 with articulation, phonological and "
            "expressive/receptive language disorders",
            "Complete AAC assessments and train families on speech-generating devices",
            "Treat childhood apraxia of speech using DTTC or PROMPT",
            "Write plans of care and daily notes in Raintree",
            "Collaborate with occupational therapists and BCBAs on shared caseloads",
        ],
        [
            "Master's degree and ASHA CCC-SLP (clinical fellows welcome to apply)",
            "Texas SLP license or eligibility",
            "Confident with standardized assessments such as the CELF-5 and GFTA-3",
        ],
        [
            "Bilingual Spanish",
            "Feeding therapy experience (SOS approach)",
            "Hanen certification",
        ],
        ["CEU allowance of $1,500", "Tuition support", "Paid holidays off"],
        [
            "Compensation: $72,000 - $88,000 per year plus productivity bonus.",
            "Little Sprouts is an equal opportunity employer. Billing is handled by our "
            "revenue cycle team; no experience with insurance billing is needed.",
        ],
    ),
    resume(
        "Anjali Brennan-Shah",
        "Pediatric SLP",
        "anjali.brennanshah.slp@example.com",
        ("Round Rock", "US"),
        "CCC-SLP with four years in outpatient pediatrics, from late talkers to school-age "
        "language disorders.",
        [
            (
                "Bright Steps Therapy Group",
                "Speech-Language Pathologist",
                "2021-06",
                "",
                [
                    "Assessed and treated kids 2-12 with speech sound disorders, phonological "
                    "delays and expressive and receptive language disorders",
                    "AAC evaluations; trained parents on SGDs (TouchChat, LAMP Words for Life)",
                    "Treated CAS with DTTC; caseload of 28",
                    "Plans of care, daily notes and progress reports in Raintree",
                    "Co-treated with OTs and BCBAs",
                ],
            ),
            (
                "Round Rock ISD",
                "Clinical Fellow",
                "2020-08",
                "2021-05",
                ["School caseload, IEP goals and CELF-5 / GFTA-3 testing"],
            ),
        ],
        [("Texas State University", "Communication Disorders", "MS", "2020-05")],
        [("Clinical", ["AAC", "language disorders", "standardized assessments"])],
        certificates=[
            ("CCC-SLP", "American Speech-Language-Hearing Association", "2021-07"),
            ("Texas SLP License", "Texas Department of Licensing and Regulation", "2021-07"),
        ],
    ),
    present=[
        "articulation",
        "phonological",
        "language disorders",
        "AAC",
        "speech-generating devices",
        "childhood apraxia of speech",
        "DTTC",
        "plans of care",
        "Raintree",
        "occupational therapists",
        "BCBAs",
        "CCC-SLP",
        "SLP license",
        "standardized assessments",
        "CELF-5",
        "GFTA-3",
    ],
    missing=["Spanish", "feeding therapy", "SOS approach", "Hanen"],
    variants=[
        ("articulation", "speech sound disorders"),
        ("speech-generating devices", "SGDs"),
        ("childhood apraxia of speech", "CAS"),
        ("occupational therapists", "OTs"),
    ],
    junk=["sensory gym", "espresso bar", "therapy dog", "CEU allowance", "insurance billing"],
    aliases={
        "AAC": ["augmentative and alternative communication"],
        "childhood apraxia of speech": ["CAS"],
        "CCC-SLP": ["Certificate of Clinical Competence"],
    },
    edits={
        "claim": ("skills", 0, "Hanen It Takes Two to Talk"),
        "title": ("work[0].position", "Clinical Director, Speech Services"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Augmentative and alternative communication evaluations; trained parents on "
                "speech-generating devices (TouchChat, LAMP Words for Life)",
            )
        ],
        "reword2": [("set", "basics.label", "Pediatric Speech-Language Pathologist")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "acute-care-slp",
    "en",
    posting_text(
        "en",
        2,
        "Speech Language Pathologist - Acute Care, PRN to Full-Time",
        "St. Brendan Medical Center is a 420-bed Level I trauma center with a rooftop garden, "
        "on-site childcare and a farmers market every Thursday.",
        "You will see adult inpatients on the stroke, neuro ICU and trauma units: bedside "
        "swallow evaluations, modified barium swallow studies (MBSS) with radiology, and "
        "FEES when indicated. Expect to treat aphasia, dysarthria and cognitive-communication "
        "deficits, recommend IDDSI diet levels, and chart in Epic.",
        "A CCC-SLP and a current Ohio license are required, with at least one year of adult "
        "medical experience (hospital, inpatient rehab or SNF). BLS certification before your "
        "first shift. Trach and ventilator patients, including Passy-Muir valve assessments, "
        "are part of the caseload.",
        "VitalStim or NMES certification, the MBSImP protocol, and experience with "
        "tracheostomy teams are pluses.",
        ["Shift differential for weekends", "Free garage parking", "Employee pharmacy"],
        [
            "Pay: $41 - $52 per hour, based on experience.",
            "St. Brendan Medical Center is an equal opportunity employer. Pediatric feeding "
            "is not part of this role.",
        ],
    ),
    resume(
        "Gareth Oyelaran",
        "Medical SLP",
        "gareth.oyelaran.speech@example.com",
        ("Columbus", "US"),
        "Medical speech-language pathologist: three years inpatient at a stroke center, adult "
        "dysphagia and neuro rehab.",
        [
            (
                "Riverside Methodist Hospital",
                "Speech-Language Pathologist II",
                "2022-01",
                "",
                [
                    "Clinical swallow evaluations at bedside for stroke, neuro ICU and trauma "
                    "patients",
                    "Videofluoroscopic swallow studies (VFSS) with radiology; fiberoptic "
                    "endoscopic evaluations of swallowing",
                    "Therapy for aphasia, dysarthria and cognitive-communication disorders",
                    "Diet texture recommendations using the IDDSI framework; Epic documentation",
                    "Speaking valve trials (PMV) with trach and vent patients",
                ],
            ),
            (
                "OhioHealth Rehabilitation Hospital",
                "Speech Therapist",
                "2020-09",
                "2021-12",
                ["Inpatient rehab caseload: dysphagia and aphasia"],
            ),
        ],
        [("Ohio State University", "Speech-Language Pathology", "MA", "2020-05")],
        [("Medical SLP", ["dysphagia", "MBSImP", "adult neuro rehab"])],
        certificates=[
            ("Certificate of Clinical Competence (CCC-SLP)", "ASHA", "2021-06"),
            ("Ohio Speech-Language Pathology License", "Ohio Speech and Hearing Board", "2021-06"),
            ("Basic Life Support", "American Heart Association", "2024-09"),
        ],
    ),
    present=[
        "bedside swallow evaluations",
        "modified barium swallow studies",
        "MBSS",
        "FEES",
        "aphasia",
        "dysarthria",
        "cognitive-communication",
        "IDDSI",
        "Epic",
        "CCC-SLP",
        "BLS",
        "Passy-Muir valve",
        "MBSImP",
        "inpatient rehab",
    ],
    missing=["VitalStim", "NMES", "tracheostomy teams"],
    variants=[
        ("bedside swallow evaluations", "Clinical swallow evaluations at bedside"),
        ("modified barium swallow studies", "Videofluoroscopic swallow studies"),
        ("MBSS", "VFSS"),
        ("FEES", "fiberoptic endoscopic evaluations of swallowing"),
        ("BLS", "Basic Life Support"),
        ("Passy-Muir valve", "PMV"),
    ],
    junk=["rooftop garden", "on-site childcare", "farmers market", "Pediatric feeding"],
    aliases={
        "MBSS": ["VFSS", "videofluoroscopic swallow study"],
        "FEES": ["fiberoptic endoscopic evaluation of swallowing"],
        "BLS": ["Basic Life Support"],
    },
    edits={
        "claim": ("extend", 2, "; VitalStim NMES for pharyngeal weakness"),
        "title": ("basics.label", "Director of Rehabilitation Services"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "VFSS (modified barium swallow studies) with radiology; FEES",
            )
        ],
        "reword2": [("set", "work[0].position", "Speech-Language Pathologist (SLP II)")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "child-speech-therapist-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "儿童言语治疗师（康复中心）",
        "我们是一家连锁儿童康复机构，在杭州设有5家中心，配有感统训练室、亲子阅读角和家长休息区。",
        [
            "负责孤独症谱系障碍、发育迟缓儿童的言语语言评估与个训",
            "开展构音障碍矫治、语言理解与表达训练",
            "为家长制定家庭训练计划并进行家长培训",
            "参与口肌训练及吞咽喂养问题的初步筛查",
            "撰写评估报告与阶段性康复小结",
        ],
        [
            "康复治疗学、听力与言语康复学或特殊教育相关专业本科及以上学历",
            "持有康复医学治疗技术（士/师）资格证",
            "熟悉S-S语言发育迟缓评价法或构音评估",
            "有耐心，热爱儿童康复事业",
        ],
        ["有PECS或AAC使用经验", "熟悉ABA应用行为分析", "有嗓音治疗经验"],
        ["五险一金", "带薪年假", "节日福利、团建旅游"],
        [
            "薪资：7000-12000元/月（底薪+课时费）",
            "本机构承诺对候选人信息严格保密；无需医院工作经验。",
        ],
    ),
    resume(
        "方若溪",
        "言语康复师",
        "fangruoxi.st@example.com",
        ("杭州", "CN"),
        "听力与言语康复学本科，三年儿童康复机构言语治疗经验，擅长自闭症儿童语言干预。",
        [
            (
                "杭州某儿童发育中心",
                "言语治疗师",
                "2022-07",
                "",
                [
                    "为自闭症、发育迟缓儿童进行言语语言评估及一对一训练，月均课时160节",
                    "构音矫正（舌根音、卷舌音）与语言理解表达训练",
                    "给家长布置家庭作业，开展家长课堂",
                    "口部运动训练，配合OT做喂养筛查",
                    "每季度出具评估报告和康复小结",
                ],
            )
        ],
        [("浙江中医药大学", "听力与言语康复学", "本科", "2022-06")],
        [("专业技能", ["S-S评估", "构音评估", "PECS", "语言发育迟缓"])],
        certificates=[("康复医学治疗技术（士）", "国家卫生健康委人才交流服务中心", "2023-09")],
    ),
    present=[
        "孤独症",
        "发育迟缓",
        "言语语言评估",
        "构音",
        "语言理解",
        "家长培训",
        "口肌训练",
        "评估报告",
        "听力与言语康复学",
        "康复医学治疗技术",
        "S-S",
        "PECS",
    ],
    missing=["ABA", "应用行为分析", "嗓音治疗"],
    variants=[
        ("孤独症", "自闭症"),
        ("家长培训", "家长课堂"),
        ("口肌训练", "口部运动训练"),
    ],
    junk=["感统训练室", "亲子阅读角", "家长休息区", "五险一金", "医院工作经验"],
    aliases={"孤独症": ["自闭症", "ASD"], "口肌训练": ["口部运动训练", "口肌"]},
    edits={
        "claim": ("highlight", "运用ABA应用行为分析进行行为干预"),
        "title": ("work[0].position", "康复中心主任"),
        "reword": [
            ("set", f"{H}[0]", "为孤独症、发育迟缓儿童做言语语言评估和一对一个训，月均160课时")
        ],
        "reword2": [("set", "basics.label", "儿童言语治疗师")],
    },
)

part.distractor(
    "school-audiologist",
    resume(
        "Lorraine Castellanos",
        "Educational Audiologist",
        "lorraine.castellanos.aud@example.com",
        ("San Antonio", "US"),
        "Au.D. serving a school district's deaf and hard of hearing program.",
        [
            (
                "Northside ISD",
                "Educational Audiologist",
                "2019-08",
                "",
                [
                    "Hearing screenings and pure-tone audiometry",
                    "Fitted FM and remote microphone systems",
                    "Cochlear implant troubleshooting with teachers",
                ],
            )
        ],
        [("University of Texas at Dallas", "Audiology", "AuD", "2019-05")],
        [("Audiology", ["audiometry", "hearing aids", "tympanometry"])],
    ),
)
part.distractor(
    "special-ed-teacher-zh",
    resume(
        "俞晓岚",
        "特殊教育教师",
        "yuxiaolan.sped@example.com",
        ("宁波", "CN"),
        "培智学校特教老师，负责个别化教育计划与生活语文教学。",
        [
            (
                "宁波某培智学校",
                "特教教师",
                "2018-09",
                "",
                ["制定IEP个别化教育计划", "生活语文、生活适应课程教学", "班级管理与家校沟通"],
            )
        ],
        [("浙江师范大学", "特殊教育", "本科", "2018-06")],
        [("技能", ["个别化教育", "课堂管理", "教师资格证"])],
    ),
)
part.distractor(
    "near-slp-assistant",
    resume(
        "Tamsin Okoro-Reyes",
        "SLP Assistant",
        "tamsin.okororeyes.slpa@example.com",
        ("Austin", "US"),
        "Licensed SLPA carrying out treatment plans for preschool and school-age children.",
        [
            (
                "Hill Country Kids Therapy",
                "Speech-Language Pathology Assistant",
                "2021-03",
                "",
                [
                    "Articulation and phonological drills from the supervising SLP's plans of care",
                    "Daily notes in Raintree",
                    "Modeled core words on AAC devices",
                ],
            )
        ],
        [("Texas Woman's University", "Communication Sciences", "BS", "2020-12")],
        [("Therapy", ["articulation", "AAC", "Spanish"])],
    ),
)
