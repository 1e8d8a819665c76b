"""Held-out set 7: counselling and psychotherapy (an outpatient therapist, a substance use
counselor, an EAP 心理咨询师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("counselling")

part.posting(
    "outpatient-therapist",
    "en",
    posting_text(
        "en",
        1,
        "Licensed Outpatient Therapist (LPC / LMHC / LCSW) - Hybrid Telehealth",
        "Harborlight Behavioral Health is a community mental health center serving four "
        "counties. Our Portland office has a quiet room, a mural by local artists and a "
        "bike-share dock at the door.",
        [
            "Carry a caseload of 25-30 adults with depression, anxiety and trauma",
            "Complete biopsychosocial assessments and DSM-5 diagnoses",
            "Deliver evidence-based therapy: CBT, DBT skills and motivational interviewing",
            "Write treatment plans and progress notes in SimplePractice",
            "Conduct suicide risk assessments (C-SSRS) and safety planning",
            "Provide sessions by telehealth two days a week",
        ],
        [
            "Master's in clinical mental health counseling, social work or a related field",
            "Independent licensure in Maine (LCPC, LMHC or LCSW)",
            "Two years post-master's clinical experience",
        ],
        [
            "EMDR trained",
            "Experience with couples or family therapy",
            "Experience with play therapy",
        ],
        ["Loan repayment eligible (NHSC site)", "Paid supervision toward licensure", "Mileage"],
        [
            "Salary: $62,000 - $74,000, plus productivity incentives.",
            "Harborlight is an equal opportunity employer. Psychological testing and "
            "medication management are not required; our psychiatric team handles prescribing.",
        ],
    ),
    resume(
        "Rosalie Amankwah",
        "Clinical Counselor",
        "rosalie.amankwah.lcpc@example.com",
        ("South Portland", "US"),
        "Licensed clinical professional counselor, four years in community mental health "
        "treating adults with mood, anxiety and trauma-related disorders.",
        [
            (
                "Sweetser",
                "Outpatient Clinician",
                "2021-09",
                "",
                [
                    "Caseload of 28 adult clients: major depression, GAD and PTSD",
                    "Intake assessments (biopsychosocial) and DSM-5-TR diagnosis",
                    "Cognitive behavioral therapy, DBT skills groups and MI",
                    "Treatment plans and session notes in SimplePractice",
                    "Columbia suicide severity screening and safety plans",
                    "Video sessions via telemental health",
                ],
            ),
            (
                "Maine Behavioral Healthcare",
                "Counseling Intern",
                "2020-09",
                "2021-05",
                ["Co-led anxiety and grief groups"],
            ),
        ],
        [
            (
                "University of Southern Maine",
                "Clinical Mental Health Counseling",
                "MS",
                "2021-05",
            )
        ],
        [("Clinical", ["trauma-informed care", "group therapy", "anxiety"])],
        certificates=[("LCPC", "Maine Board of Counseling Professionals Licensure", "2023-06")],
    ),
    present=[
        "depression",
        "anxiety",
        "trauma",
        "biopsychosocial",
        "DSM-5",
        "CBT",
        "DBT",
        "motivational interviewing",
        "treatment plans",
        "progress notes",
        "SimplePractice",
        "C-SSRS",
        "safety planning",
        "telehealth",
        "clinical mental health counseling",
        "LCPC",
    ],
    missing=["EMDR", "couples", "family therapy", "play therapy"],
    variants=[
        ("CBT", "Cognitive behavioral therapy"),
        ("motivational interviewing", "MI"),
        ("progress notes", "session notes"),
        ("C-SSRS", "Columbia suicide severity"),
        ("safety planning", "safety plans"),
        ("telehealth", "telemental health"),
    ],
    junk=["quiet room", "mural", "bike-share dock", "Mileage", "medication management"],
    aliases={
        "CBT": ["cognitive behavioral therapy"],
        "motivational interviewing": ["MI"],
        "C-SSRS": ["Columbia Suicide Severity Rating Scale"],
    },
    edits={
        "claim": ("summary", "EMDR-trained for single-incident trauma."),
        "title": ("work[0].position", "Clinical Director"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "CBT, dialectical behavior therapy skills groups and motivational interviewing",
            )
        ],
        "reword2": [("set", "basics.label", "Licensed Clinical Professional Counselor")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "substance-use-counselor",
    "en",
    posting_text(
        "en",
        3,
        "Substance Use Disorder Counselor - Intensive Outpatient Program",
        "New Dawn Recovery Center has helped people in Phoenix recover for 30 years. Our "
        "campus has a labyrinth garden, a gym and a community kitchen.",
        "You will run group and individual counseling for adults in our intensive outpatient "
        "program (IOP), complete ASAM level-of-care assessments, and build relapse "
        "prevention plans. You will use motivational interviewing and the Matrix Model, "
        "coordinate with our MAT prescribers on buprenorphine patients, and document in "
        "Kipu within 24 hours. Naloxone training for clients and families is part of the job.",
        [
            "LISAC or LASAC (Arizona), or CADC with reciprocity",
            "Knowledge of 42 CFR Part 2 confidentiality",
            "Two years of SUD counseling experience",
            "Valid fingerprint clearance card",
        ],
        [
            "Co-occurring disorders experience (dual diagnosis)",
            "Certified peer support lived experience welcome",
            "Seeking Safety facilitator training",
        ],
        ["Free gym", "Sabbatical after five years", "Paid time off"],
        [
            "Pay: $52,000 - $60,000 per year.",
            "New Dawn Recovery Center is an equal opportunity employer and a drug-free "
            "workplace. Phlebotomy is not required.",
        ],
    ),
    resume(
        "Marcus Tsosie-Whitaker",
        "Addiction Counselor",
        "marcus.tsosiewhitaker.lasac@example.com",
        ("Mesa", "US"),
        "LASAC with three years in outpatient and residential addiction treatment.",
        [
            (
                "Community Bridges",
                "Substance Abuse Counselor",
                "2022-04",
                "",
                [
                    "Group and 1:1 counseling for 40 adults in IOP",
                    "ASAM criteria assessments and level-of-care placement",
                    "Relapse prevention planning using MI and the Matrix Model",
                    "Coordinated with medication-assisted treatment providers (Suboxone)",
                    "Charting in Kipu; 42 CFR Part 2 releases",
                    "Narcan education for clients and families",
                ],
            ),
            (
                "Crossroads Residential",
                "Behavioral Health Technician",
                "2020-06",
                "2022-03",
                ["Residential milieu support and intake"],
            ),
        ],
        [("Arizona State University", "Counseling and Counseling Psychology", "MC", "2022-05")],
        [("Clinical", ["substance use disorders", "group facilitation", "crisis intervention"])],
        certificates=[
            ("Licensed Associate Substance Abuse Counselor (LASAC)", "AZBBHE", "2022-09"),
            ("Fingerprint Clearance Card", "Arizona DPS", "2020-05"),
        ],
    ),
    present=[
        "group and individual counseling",
        "intensive outpatient program",
        "ASAM",
        "relapse prevention",
        "motivational interviewing",
        "Matrix Model",
        "MAT",
        "buprenorphine",
        "Kipu",
        "Naloxone",
        "LASAC",
        "42 CFR Part 2",
        "SUD",
        "fingerprint clearance card",
    ],
    missing=["Co-occurring", "dual diagnosis", "peer support", "Seeking Safety"],
    variants=[
        ("group and individual counseling", "Group and 1:1 counseling"),
        ("intensive outpatient program", "IOP"),
        ("motivational interviewing", "MI"),
        ("MAT", "medication-assisted treatment"),
        ("buprenorphine", "Suboxone"),
        ("Naloxone", "Narcan"),
        ("SUD", "substance use disorders"),
    ],
    junk=[
        "labyrinth garden",
        "community kitchen",
        "Sabbatical",
        "drug-free workplace",
        "Phlebotomy",
    ],
    aliases={
        "MAT": ["medication-assisted treatment"],
        "Naloxone": ["Narcan"],
        "SUD": ["substance use disorder"],
        "buprenorphine": ["Suboxone"],
    },
    edits={
        "claim": ("highlight", "Treated co-occurring disorders (dual diagnosis) alongside SUD"),
        "title": ("basics.label", "Clinical Psychologist"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Coordinated with MAT prescribers on buprenorphine (Suboxone) patients",
            )
        ],
        "reword2": [("set", "work[0].position", "Substance Use Counselor")],
        "reword3": [("set", f"{H}[5]", "Naloxone (Narcan) training for clients and families")],
    },
)

part.posting(
    "eap-counsellor-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "心理咨询师（EAP员工援助项目）",
        "我们是一家专注员工心理健康的服务机构，为200余家企业提供EAP服务，办公室配有沙盘室、"
        "音乐放松室和茶歇区。",
        [
            "为企业员工提供个体心理咨询（面询、电话及视频咨询）",
            "开展心理危机干预，参与突发事件后的团体辅导",
            "设计并讲授压力管理、情绪管理等心理健康讲座",
            "完成心理测评（SCL-90、SDS/SAS）并撰写测评报告",
            "撰写个案记录，定期接受督导",
        ],
        [
            "心理学、应用心理学相关专业硕士及以上学历",
            "具备国家二级心理咨询师证书或中国心理学会注册心理师资格",
            "累计个案时长不少于500小时",
            "熟悉认知行为疗法（CBT）或焦点解决短期治疗",
        ],
        ["有沙盘游戏治疗受训经历", "熟悉精神动力学取向", "能用英语开展咨询"],
        ["六险一金", "每年督导及培训补贴", "弹性工作制"],
        [
            "薪资：12-18K",
            "本公司遵守《精神卫生法》及职业伦理，候选人信息严格保密；不需要医学背景。",
        ],
    ),
    resume(
        "黎静姝",
        "心理咨询师",
        "lijingshu.counsel@example.com",
        ("上海", "CN"),
        "应用心理学硕士，国家二级心理咨询师，五年EAP与高校心理咨询经验，个案累计900小时。",
        [
            (
                "上海某EAP服务公司",
                "驻场咨询师",
                "2021-03",
                "",
                [
                    "一对一心理咨询（当面、热线与线上视频），年均个案300小时",
                    "危机干预：参与3次企业突发事件后的团体心理辅导",
                    "主讲减压、情绪调节主题讲座40余场",
                    "使用SCL-90、抑郁自评量表和焦虑自评量表进行测评，出具报告",
                    "个案记录与每月督导",
                ],
            ),
            (
                "上海某大学心理健康教育中心",
                "兼职咨询师",
                "2019-09",
                "2021-02",
                ["大学生个体咨询与新生心理普查"],
            ),
        ],
        [("华东师范大学", "应用心理学", "硕士", "2020-06")],
        [("技能", ["认知行为疗法", "焦点解决", "团体辅导"])],
        certificates=[("心理咨询师（二级）", "人力资源和社会保障部", "2019-11")],
    ),
    present=[
        "心理咨询",
        "危机干预",
        "团体辅导",
        "压力管理",
        "情绪管理",
        "心理测评",
        "SCL-90",
        "SDS",
        "SAS",
        "个案记录",
        "督导",
        "应用心理学",
        "二级心理咨询师",
        "认知行为疗法",
        "焦点解决",
    ],
    missing=["注册心理师", "沙盘游戏", "精神动力学", "英语"],
    variants=[
        ("压力管理", "减压"),
        ("情绪管理", "情绪调节"),
        ("心理测评", "测评"),
        ("SDS", "抑郁自评量表"),
        ("SAS", "焦虑自评量表"),
    ],
    junk=["沙盘室", "音乐放松室", "茶歇区", "弹性工作制", "医学背景"],
    aliases={
        "SDS": ["抑郁自评量表"],
        "SAS": ["焦虑自评量表"],
        "认知行为疗法": ["CBT"],
        "二级心理咨询师": ["心理咨询师（二级）", "国家二级心理咨询师"],
    },
    edits={
        "claim": ("skills", 0, "沙盘游戏治疗"),
        "title": ("work[0].position", "首席心理专家"),
        "reword": [("set", f"{H}[2]", "主讲压力管理、情绪管理主题讲座40余场")],
        "reword2": [("set", "basics.label", "EAP咨询师")],
        "reword3": [("merge", 3)],
    },
)

part.distractor(
    "school-counselor",
    resume(
        "Adaeze Pemberton",
        "School Counselor",
        "adaeze.pemberton.school@example.com",
        ("Bangor", "US"),
        "K-8 school counselor for academic planning and social-emotional learning.",
        [
            (
                "Bangor School Department",
                "School Counselor",
                "2018-08",
                "",
                ["SEL classroom lessons", "504 plan coordination", "College and career planning"],
            )
        ],
        [("University of Maine", "School Counseling", "MEd", "2018-05")],
        [("Counseling", ["social-emotional learning", "ASCA model", "student advising"])],
    ),
)
part.distractor(
    "hr-employee-relations-zh",
    resume(
        "庞慧敏",
        "员工关系专员",
        "panghuimin.er@example.com",
        ("上海", "CN"),
        "人力资源员工关系专员，负责员工沟通与关怀活动。",
        [
            (
                "上海某制造企业",
                "员工关系专员",
                "2019-07",
                "",
                ["劳动纠纷处理", "员工关怀活动与满意度调研", "组织EAP讲座对接"],
            )
        ],
        [("上海大学", "人力资源管理", "本科", "2019-06")],
        [("技能", ["员工关系", "劳动法", "企业文化"])],
    ),
)
part.distractor(
    "near-case-manager",
    resume(
        "Wendell Oyama",
        "Behavioral Health Case Manager",
        "wendell.oyama.cm@example.com",
        ("Portland", "US"),
        "Case manager linking adults with depression and anxiety to housing and services.",
        [
            (
                "Harbor Community Services",
                "Case Manager",
                "2020-02",
                "",
                [
                    "Caseload of 35 adults with depression, anxiety and trauma histories",
                    "Safety planning and crisis referrals",
                    "Treatment plans coordination and progress notes",
                ],
            )
        ],
        [("University of New England", "Psychology", "BA", "2019-12")],
        [("Skills", ["case management", "telehealth", "motivational interviewing"])],
    ),
)
