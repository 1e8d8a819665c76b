"""Held-out set 5: social work (a school social worker, a hospice social worker, a hospital's
医务社工), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("social_work")
H = "work[0].highlights"

part.posting(
    "school-social-worker",
    "en",
    posting_text(
        "en",
        0,
        "School Social Worker (K-8) - 2026-27 School Year",
        "Maple Grove Unified serves 14,000 students in 22 schools. The district recently "
        "passed a bond for new STEM labs and every campus has a community vegetable garden.",
        [
            "Provide individual and group counseling to students referred by the student "
            "support team",
            "Complete psychosocial assessments for IEP evaluations and attend IEP meetings",
            "Lead suicide risk assessments and safety planning with families",
            "Connect families to community resources: food, housing, mental health providers",
            "Deliver Tier 2 interventions within the district's MTSS framework",
        ],
        [
            "MSW from a CSWE-accredited program",
            "Pupil Personnel Services (PPS) credential in school social work",
            "Knowledge of trauma-informed practice and crisis intervention",
            "Experience with students with IEPs and 504 plans",
        ],
        ["LCSW", "Bilingual in Spanish", "Restorative justice circles training"],
        ["CalSTRS pension", "Summers off", "District-paid life insurance"],
        [
            "Salary: $78,400 - $112,900 per year (certificated salary schedule).",
            "Maple Grove Unified prohibits discrimination, harassment, intimidation and bullying "
            "based on any protected characteristic (Title IX).",
        ],
    ),
    resume(
        "Hannah Okafor",
        "School Social Worker",
        "hannah.okafor.msw@example.com",
        ("Fresno", "US"),
        "School social worker, Master of Social Work, five years in elementary and middle schools.",
        [
            (
                "Clovis Unified School District",
                "School Social Worker",
                "2021-08",
                "",
                [
                    "Individual and group counseling for 45 students a week referred by the "
                    "student support team",
                    "Wrote psychosocial assessments for IEP evaluations; attended 60+ IEP "
                    "meetings a year",
                    "Suicide risk assessments and safety plans with parents (Columbia protocol)",
                    "Linked families to food banks, housing aid and mental health providers",
                    "Ran Tier 2 social skills groups under multi-tiered systems of support",
                ],
            ),
            ("Fresno County DSS", "Social Work Intern", "2020-01", "2021-05", ["Child welfare"]),
        ],
        [("California State University, Fresno", "Social Work", "MSW", "2021-05")],
        [
            ("Practice", ["trauma-informed care", "crisis intervention", "504 plans", "IEPs"]),
        ],
        certificates=[
            ("PPS Credential, School Social Work", "California CTC", "2021-07"),
        ],
    ),
    present=[
        "individual and group counseling",
        "student support team",
        "psychosocial assessments",
        "IEP",
        "suicide risk assessments",
        "safety planning",
        "community resources",
        "mental health providers",
        "Tier 2 interventions",
        "MTSS",
        "MSW",
        "PPS",
        "trauma-informed practice",
        "crisis intervention",
        "504 plans",
    ],
    missing=["LCSW", "Spanish", "Restorative justice"],
    variants=[
        ("MTSS", "multi-tiered systems of support"),
        ("trauma-informed practice", "trauma-informed care"),
        ("safety planning", "safety plans"),
        ("community resources", "food banks, housing aid"),
        ("Tier 2 interventions", "Tier 2 social skills groups"),
    ],
    junk=["STEM labs", "vegetable garden", "CalSTRS pension", "life insurance", "Title IX"],
    aliases={
        "MTSS": ["multi-tiered systems of support"],
        "MSW": ["Master of Social Work"],
        "PPS": ["Pupil Personnel Services"],
    },
    edits={
        "claim": ("extend", 2, "; facilitated restorative justice circles after incidents"),
        "title": ("work[0].position", "District Director of Student Services"),
        "reword": [("set", "skills[0].keywords[0]", "trauma-informed practice")],
        "reword2": [
            ("set", "basics.summary", "MSW; five years as a school social worker in K-8 schools.")
        ],
    },
)

part.posting(
    "hospice-social-worker",
    "en",
    posting_text(
        "en",
        1,
        "Hospice Social Worker",
        "Evergreen Hospice & Palliative Care is a nonprofit serving 400 patients a day at home "
        "and in our 16-bed inpatient unit. We are a We Honor Veterans Level 5 partner and run "
        "a thrift store that funds our music therapy program.",
        [
            "Complete psychosocial assessments within five days of admission",
            "Provide counseling on anticipatory grief and end-of-life decisions",
            "Help patients complete advance directives and POLST forms",
            "Participate in the interdisciplinary team (IDT) meetings every two weeks",
            "Coordinate bereavement follow-up with the chaplain and volunteers",
        ],
        [
            "Master's degree in social work",
            "Licensed (LCSW or LMSW) in Washington",
            "One year of hospice or home health experience",
            "Documentation in an EMR (we use HCHB)",
        ],
        "Medicare Conditions of Participation knowledge and a Certified Hospice and Palliative "
        "Social Worker (CHP-SW) credential are a plus.",
        ["Mileage reimbursement", "Paid bereavement leave", "Nonprofit loan forgiveness eligible"],
        [
            "Compensation: $34 - $41 hourly.",
            "Evergreen is an equal opportunity employer and a tobacco-free campus.",
        ],
    ),
    resume(
        "Gloria Mendes",
        "Medical Social Worker",
        "gloria.mendes.lcsw@example.com",
        ("Tacoma", "US"),
        "LCSW with three years in home hospice and palliative care.",
        [
            (
                "MultiCare Hospice",
                "Hospice Social Worker",
                "2022-09",
                "",
                [
                    "Psychosocial assessments for new admissions within 5 days",
                    "Anticipatory grief counseling for patients and families",
                    "Guided advance directives and POLST completion",
                    "Presented at interdisciplinary group meetings twice a month",
                    "Bereavement follow-up with the chaplain and volunteers",
                    "Charting in Homecare Homebase",
                ],
            )
        ],
        [("University of Washington Tacoma", "Social Work", "Master of Social Work", "2022-06")],
        [("Practice", ["end-of-life care", "family meetings", "caregiver support"])],
        certificates=[("LCSW", "Washington State Department of Health", "2024-10")],
    ),
    present=[
        "psychosocial assessments",
        "anticipatory grief",
        "end-of-life",
        "advance directives",
        "POLST",
        "interdisciplinary team",
        "bereavement",
        "social work",
        "LCSW",
        "hospice",
        "HCHB",
    ],
    missing=["Medicare Conditions of Participation", "CHP-SW"],
    variants=[
        ("interdisciplinary team", "interdisciplinary group"),
        ("HCHB", "Homecare Homebase"),
    ],
    junk=["We Honor Veterans", "thrift store", "music therapy", "Mileage reimbursement"],
    aliases={"HCHB": ["Homecare Homebase"], "interdisciplinary team": ["IDT", "IDG"]},
    edits={
        "claim": ("summary", "Certified Hospice and Palliative Social Worker (CHP-SW)."),
        "title": ("basics.label", "Hospice Administrator"),
        "reword": [("set", f"{H}[3]", "Presented at IDG meetings twice a month")],
        "reword2": [("merge", 1)],
    },
)

part.posting(
    "medical-social-worker-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "医务社工（儿童医院）",
        "医院是一所集医疗、教学、科研于一体的三级甲等儿童专科医院，开放床位1,500张，"
        "院内设有爱心书屋和志愿者之家。",
        [
            "为住院患儿及家庭提供个案管理和心理社会评估",
            "开展病房小组活动与儿童游戏辅导",
            "链接慈善基金会资源，协助困难家庭申请医疗救助",
            "招募、培训和管理医院志愿者",
            "撰写服务记录及项目评估报告",
        ],
        [
            "社会工作专业本科及以上学历",
            "持有社会工作者职业水平证书（中级优先）",
            "熟悉个案工作、小组工作方法",
            "有医院或儿童服务经验",
        ],
        ["有儿童安宁疗护经验", "熟悉项目申报与公益创投"],
        ["事业单位编制外合同制", "五险一金", "带薪年假"],
        ["薪资：7-10K", "医院坚持公开招聘、平等竞争、择优录用。"],
    ),
    resume(
        "陈晓婷",
        "医务社工",
        "chenxiaoting.sw@example.com",
        ("杭州", "CN"),
        "社会工作硕士，中级社工师，三年医院社工服务经验，服务儿童及其家庭。",
        [
            (
                "浙江某儿童医院社工部",
                "医务社会工作者",
                "2022-07",
                "",
                [
                    "负责血液科住院患儿家庭的个案服务与心理社会评估，年均个案60个",
                    "组织病房小组活动和游戏辅导，每月8场",
                    "对接慈善基金会，协助40余户困难家庭申请医疗救助",
                    "招募并培训医院志愿者120名",
                    "撰写服务记录和项目评估报告",
                ],
            )
        ],
        [("浙江工业大学", "社会工作", "硕士", "2022-06")],
        [("方法", ["个案工作", "小组工作", "社区工作"])],
        certificates=[("社会工作者职业水平证书（中级）", "民政部", "2023-10")],
    ),
    present=[
        "个案管理",
        "心理社会评估",
        "小组活动",
        "游戏辅导",
        "慈善基金会",
        "医疗救助",
        "志愿者",
        "服务记录",
        "项目评估",
        "社会工作",
        "社会工作者职业水平证书",
        "个案工作",
        "小组工作",
        "儿童服务",
    ],
    missing=["安宁疗护", "项目申报", "公益创投"],
    variants=[("个案管理", "个案服务"), ("儿童服务", "服务儿童")],
    junk=["三级甲等", "爱心书屋", "志愿者之家", "带薪年假"],
    aliases={"个案管理": ["个案服务", "个案工作"], "社会工作者职业水平证书": ["社工师"]},
    edits={
        "claim": ("highlight", "开展儿童安宁疗护服务，陪伴临终患儿家庭"),
        "title": ("work[0].position", "社工部主任"),
        "reword": [("set", f"{H}[3]", "招募、培训医院志愿者共120名")],
        "reword2": [("set", "basics.label", "医务社会工作者")],
    },
)

part.distractor(
    "counselor",
    resume(
        "Brian Keller",
        "School Counselor",
        "brian.keller.counsel@example.com",
        ("Sacramento", "US"),
        "Middle school counselor focused on academic planning and college readiness.",
        [
            (
                "Elk Grove USD",
                "School Counselor",
                "2019-08",
                "",
                ["Academic advising for 400 students", "Schedule changes and course planning"],
            )
        ],
        [("Sacramento State", "School Counseling", "MA", "2019-05")],
        [("Counseling", ["academic advising", "college readiness", "Naviance"])],
    ),
)
part.distractor(
    "psych-counselor-zh",
    resume(
        "刘佳",
        "心理咨询师",
        "liujia.xinli@example.com",
        ("杭州", "CN"),
        "国家二级心理咨询师，擅长青少年情绪问题。",
        [
            (
                "杭州某心理咨询中心",
                "心理咨询师",
                "2020-03",
                "",
                ["一对一心理咨询，累计1,200小时", "认知行为疗法", "开展家长讲座"],
            )
        ],
        [("浙江师范大学", "应用心理学", "本科", "2019-06")],
        [("技能", ["认知行为疗法", "沙盘游戏", "心理测评"])],
    ),
)
