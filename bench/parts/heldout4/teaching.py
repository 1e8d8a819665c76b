"""Held-out set 4: teaching (adult ESL, IB chemistry, primary mathematics), with two neighbouring-
role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("teaching")

part.posting(
    "esl-adult",
    "en",
    posting_text(
        "en",
        1,
        "ESL Instructor – Adult Education (part-time, evenings)",
        "Northgate Community College serves 14,000 students; our Adult Learning Center helps "
        "English learners and new Americans reach their work and study goals.",
        [
            "Teach integrated-skills ESL classes at beginner to upper-intermediate levels",
            "Write lesson planning documents aligned to CEFR descriptors",
            "Run IELTS preparation workshops on Saturdays",
            "Use formative assessment and differentiated instruction for mixed-level groups",
            "Post materials and grades in Google Classroom",
        ],
        ["Bachelor's degree and a TESOL or CELTA certificate", "2+ years teaching adults"],
        ["Conversational Spanish", "Experience with Canvas LMS", "ACTFL proficiency training"],
        ["Paid prep hours", "Tuition waiver for employees and dependents"],
        [
            "$34/hour, 12-16 hours a week.",
            "All applications go through Workday. Northgate is an equal opportunity employer and "
            "requires a criminal background check.",
        ],
    ),
    resume(
        "Rebecca Thornley",
        "English Language Teacher",
        "rthornley.esl@example.com",
        ("Sacramento", "US"),
        "CELTA-qualified English teacher; six years with adult immigrants and international "
        "students in the US and Vietnam.",
        [
            (
                "Sacramento Literacy Project",
                "Adult ESL Teacher",
                "2021-01",
                "",
                [
                    "Teach three evening classes (A2-B2 on the Common European Framework), 18-25 "
                    "learners each",
                    "Plan weekly units with can-do objectives (lesson planning) and "
                    "exit-ticket formative assessment",
                    "Differentiated instruction with tiered readings for mixed-level groups",
                    "Run IELTS prep clinics; 70% of students reached band 6.0+",
                    "Manage class materials in Google Classroom",
                ],
            ),
            (
                "ILA Vietnam",
                "EFL Teacher",
                "2018-08",
                "2020-12",
                ["Taught teenagers and adults in Ho Chi Minh City"],
            ),
        ],
        [("UC Davis", "Linguistics", "BA", "2018-06")],
        [
            (
                "Teaching",
                [
                    "lesson planning",
                    "formative assessment",
                    "differentiated instruction",
                    "Google Classroom",
                    "IELTS prep",
                ],
            )
        ],
        [
            ("CELTA", "Cambridge English", "2018-07"),
            ("TESOL Certificate", "Sacramento State", "2020-05"),
        ],
        [("English", "Native"), ("Vietnamese", "Basic")],
    ),
    present=[
        "ESL",
        "lesson planning",
        "CEFR",
        "IELTS preparation",
        "formative assessment",
        "differentiated instruction",
        "Google Classroom",
        "TESOL",
        "CELTA",
    ],
    missing=["Spanish", "Canvas", "ACTFL"],
    variants=[("CEFR", "Common European Framework"), ("IELTS preparation", "IELTS prep")],
    junk=["English learners", "Tuition waiver", "Workday", "background check"],
    aliases={
        "CEFR": ["Common European Framework"],
        "IELTS preparation": ["IELTS"],
        "ESL": ["English as a Second Language", "EFL"],
    },
)

part.posting(
    "ib-chemistry",
    "en",
    posting_text(
        "en",
        0,
        "IB Chemistry Teacher (DP), August start – Kuala Lumpur",
        "Meridian International School is a K-12 IB World School of 1,100 students. Our "
        "primary school runs a Mandarin immersion programme and a robotics club.",
        [
            "Teach IB Diploma chemistry at SL and HL",
            "Supervise internal assessment investigations and Extended Essay candidates",
            "Maintain lab safety and the chemical inventory",
            "Record units and grades in ManageBac",
            "Use inquiry-based learning across the course",
        ],
        [
            "PGCE or equivalent teaching qualification",
            "Degree in chemistry",
            "2+ years teaching IB Diploma",
        ],
        ["MYP science experience", "AP Chemistry experience", "willingness to teach TOK"],
        ["Housing allowance", "Annual flights home", "Tuition for two children"],
        [
            "Salary MYR 14,000-19,000 per month depending on experience.",
            "Safer recruitment: an enhanced police check and two references are required.",
        ],
    ),
    resume(
        "Oliver Haddon-Price",
        "Chemistry Teacher",
        "o.haddonprice@example.com",
        ("Bangkok", "TH"),
        "UK-trained chemistry teacher, five years in IB schools; IB examiner for paper 2.",
        [
            (
                "Harrow-on-Chao Phraya International School",
                "Teacher of Chemistry",
                "2021-08",
                "",
                [
                    "IB Diploma chemistry (SL/HL), 2024 average 5.9",
                    "Supervised 40+ IAs and six chemistry Extended Essay students",
                    "Lab safety lead: COSHH risk assessments and chemical inventory",
                    "Inquiry-based learning units; unit plans in ManageBac",
                ],
            ),
            (
                "Kingsbridge Academy, Bristol",
                "Science Teacher",
                "2019-09",
                "2021-07",
                ["GCSE and A level chemistry"],
            ),
        ],
        [
            ("University of Bristol", "Chemistry", "MSci", "2018-06"),
            (
                "University of Bath",
                "Postgraduate Certificate in Education",
                "Postgraduate",
                "2019-06",
            ),
        ],
        [
            (
                "Teaching",
                [
                    "IB Diploma",
                    "chemistry",
                    "lab safety",
                    "ManageBac",
                    "inquiry-based learning",
                    "Extended Essay",
                ],
            )
        ],
        [("IB examiner, Chemistry Paper 2", "International Baccalaureate", "2023-05")],
        [("English", "Native")],
    ),
    present=[
        "IB Diploma",
        "chemistry",
        "internal assessment",
        "Extended Essay",
        "lab safety",
        "ManageBac",
        "inquiry-based learning",
        "PGCE",
    ],
    missing=["MYP", "AP Chemistry", "TOK"],
    variants=[("internal assessment", "IAs"), ("PGCE", "Postgraduate Certificate in Education")],
    junk=["Mandarin", "robotics", "police check", "Housing allowance"],
    aliases={
        "PGCE": ["Postgraduate Certificate in Education"],
        "internal assessment": ["IA"],
        "TOK": ["Theory of Knowledge"],
    },
)

part.posting(
    "primary-math",
    "zh",
    posting_text(
        "zh",
        0,
        "小学数学教师（2026年秋季入职）",
        "我校为区属公办小学，现有48个教学班，是市级智慧校园示范校，配备创客空间与人工智能实验室。",
        [
            "承担小学中高年级数学教学工作",
            "认真备课，完成课件制作与作业批改",
            "担任班主任，做好家校沟通",
            "积极参加教研组活动，每学期至少上一节公开课",
        ],
        [
            "全日制本科及以上学历，数学或小学教育相关专业",
            "持有小学及以上教师资格证（数学）",
            "普通话二级甲等及以上",
            "熟练使用希沃白板等教学软件",
        ],
        ["有奥数辅导经验", "能开设STEAM课程", "有心理健康教育C证"],
        ["五险一金", "寒暑假", "区教育局统一职称评聘"],
        ["待遇：按区属事业单位标准执行，年收入约15-20万元", "招聘全程免费，请考生注意防范诈骗。"],
    ),
    resume(
        "何雨桐",
        "小学数学老师",
        "heyutong@example.com",
        ("杭州", "CN"),
        "小学数学教师5年，担任班主任4年，所带班级期末统测均分年级第一。",
        [
            (
                "杭州市滨江区江南实验学校",
                "数学教师兼班主任",
                "2021-09",
                "",
                [
                    "任教四、五年级数学，负责两个班的日常教学与作业批改",
                    "自主完成课件制作，熟练运用希沃进行互动课堂",
                    "担任班主任，每月组织家长会，家校沟通及时",
                    "参与区级教研活动，执教区级公开课《图形的运动》获一等奖",
                ],
            )
        ],
        [("浙江师范大学", "小学教育（数学方向）", "本科", "2021-06")],
        [("技能", ["小学数学", "课件制作", "班主任工作", "教研", "公开课"])],
        [("小学教师资格证（数学）", "教育部", "2021-03"), ("普通话二甲", "国家语委", "2020-11")],
    ),
    present=[
        "小学数学",
        "课件制作",
        "作业批改",
        "班主任",
        "家校沟通",
        "教研",
        "公开课",
        "教师资格证",
        "普通话二级甲等",
        "希沃白板",
    ],
    missing=["奥数", "STEAM", "心理健康教育"],
    variants=[("普通话二级甲等", "普通话二甲"), ("希沃白板", "希沃")],
    junk=["人工智能", "创客空间", "五险一金", "寒暑假"],
    aliases={
        "普通话二级甲等": ["普通话二甲"],
        "希沃白板": ["希沃", "Seewo"],
        "教师资格证": ["teacher qualification certificate"],
    },
)

part.distractor(
    "teaching-assistant",
    resume(
        "Marisol Fuentes",
        "Teaching Assistant",
        "marisol.ta@example.com",
        ("Sacramento", "US"),
        "Bilingual paraeducator supporting K-3 classrooms.",
        [
            (
                "Elk Grove Unified School District",
                "Instructional Aide",
                "2020-08",
                "",
                [
                    "Small-group reading support for 1st and 2nd graders",
                    "Supervise recess and lunch",
                    "Translate parent letters into Spanish",
                ],
            )
        ],
        [("Cosumnes River College", "Child Development", "AA", "2020-05")],
        [("Skills", ["small-group reading", "classroom support", "Spanish"])],
        languages=[("English", "Fluent"), ("Spanish", "Native")],
    ),
)
part.distractor(
    "academic-affairs",
    resume(
        "孙倩",
        "教务专员",
        "sunqian.jw@example.com",
        ("杭州", "CN"),
        "培训学校教务管理3年，负责排课、学员档案与家长沟通。",
        [
            (
                "杭州学而思培优",
                "教务专员",
                "2022-03",
                "",
                ["负责300余名学员的排课与调课", "维护学员档案及续费数据", "组织期末家长会"],
            )
        ],
        [("浙江传媒学院", "行政管理", "本科", "2021-06")],
        [("技能", ["排课", "Excel", "家长沟通"])],
    ),
)

PARTS = (part,)
