"""Held-out set 6: fitness coaching (a strength and conditioning coach, a personal trainer in a
clinical fitness centre, a 私人健身教练), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("fitness")

part.posting(
    "strength-coach",
    "en",
    posting_text(
        "en",
        2,
        "Assistant Strength & Conditioning Coach - Olympic Sports",
        "Lakeshore State Athletics sponsors 19 NCAA Division I programs. Our new performance "
        "center includes a hydrotherapy suite, a nutrition bar and a 90-foot turf runway, and "
        "our fans pack the arena for volleyball every fall.",
        [
            "Design and implement periodized training programs for swimming, rowing and track",
            "Coach Olympic weightlifting, plyometrics and speed development",
            "Monitor athlete load with GPS tracking (Catapult) and force plates",
            "Work with sports medicine on return-to-play progressions",
            "Run testing days (1RM, vertical jump, 40-yard dash) and report results",
        ],
        [
            "Bachelor's degree in exercise science or kinesiology",
            "CSCS (NSCA) or SCCC (CSCCa) certification",
            "CPR/AED certification",
            "2+ years coaching collegiate athletes",
        ],
        [
            "Master's degree",
            "USA Weightlifting Level 1",
            "Experience with Teambuildr or another athlete management system",
        ],
        "Medical, dental and vision; tuition waiver; complimentary season tickets.",
        [
            "Salary range: $48,000 - $54,000.",
            "Lakeshore State University is an equal opportunity employer and complies with "
            "Title IX and NCAA compliance rules.",
        ],
    ),
    resume(
        "Caleb Rourke",
        "Strength and Conditioning Coach",
        "caleb.rourke.sc@example.com",
        ("Ann Arbor", "US"),
        "Certified Strength and Conditioning Specialist coaching D1 athletes for three years.",
        [
            (
                "Great Lakes University Athletics",
                "Graduate Assistant S&C Coach",
                "2022-08",
                "",
                [
                    "Wrote periodised training programs for swim & dive, rowing and cross country",
                    "Taught Olympic lifts, plyos and sprint mechanics",
                    "Tracked training load with Catapult GPS and VALD force plates",
                    "Return-to-play progressions with athletic trainers and sports medicine",
                    "Ran testing days: 1RM, vertical jump, 40-yard dash",
                ],
            )
        ],
        [
            ("University of Toledo", "Kinesiology", "BS", "2020-05"),
            ("Great Lakes University", "Sport Performance", "MS", "2024-05"),
        ],
        [("Coaching", ["collegiate athletes", "speed development", "athlete monitoring"])],
        certificates=[
            ("Certified Strength and Conditioning Specialist", "NSCA", "2021-03"),
            ("CPR/AED", "American Red Cross", "2024-01"),
        ],
    ),
    present=[
        "periodized",
        "training programs",
        "Olympic weightlifting",
        "plyometrics",
        "speed development",
        "Catapult",
        "force plates",
        "sports medicine",
        "return-to-play",
        "1RM",
        "vertical jump",
        "kinesiology",
        "CSCS",
        "CPR/AED",
        "collegiate athletes",
        "Master's degree",
    ],
    missing=["USA Weightlifting", "Teambuildr", "athlete management system"],
    variants=[
        ("periodized", "periodised"),
        ("Olympic weightlifting", "Olympic lifts"),
        ("plyometrics", "plyos"),
        ("CSCS", "Certified Strength and Conditioning Specialist"),
        ("Master's degree", "MS"),
    ],
    junk=["hydrotherapy suite", "nutrition bar", "turf runway", "volleyball", "season tickets"],
    aliases={
        "CSCS": ["Certified Strength and Conditioning Specialist"],
        "plyometrics": ["plyos"],
        "Master's degree": ["MS", "master"],
    },
)

part.posting(
    "medical-fitness-trainer",
    "en",
    (
        "Medical Fitness Specialist / Personal Trainer (Hospital Wellness Center)\n"
        "\n"
        "Mercy Valley Health's wellness center is a 60,000 sq ft medically integrated fitness "
        "facility with a saltwater pool, a climbing wall and a smoothie bar. We were voted Best "
        "Gym in the Valley three years running.\n"
        "\n"
        "What you'll do: You will lead one-on-one personal training and small-group sessions "
        "for members referred by their physicians, many of them living with diabetes, "
        "hypertension or obesity, or finishing cardiac rehab. You will perform fitness "
        "assessments (body composition, the six-minute walk test, blood pressure) and write "
        "individualized exercise prescriptions, teach balance and fall prevention classes for "
        "older adults, and keep progress notes in our member software (ABC Fitness). "
        "No sales quota; memberships are sold by our front desk team.\n"
        "\n"
        "Requirements\n"
        "- Bachelor's in exercise physiology or a related field\n"
        "- NCCA-accredited personal trainer certification (ACSM, NASM or ACE)\n"
        "- BLS certification\n"
        "- 1 year of personal training experience\n"
        "\n"
        "Preferred\n"
        "- ACSM Certified Exercise Physiologist (ACSM-EP)\n"
        "- Corrective exercise specialization\n"
        "- Experience with pre/postnatal clients\n"
        "\n"
        "Benefits: free membership for you and a guest, 403(b) with match, paid CEUs.\n"
        "Pay: $22 - $27/hour plus session commission.\n"
        "Mercy Valley Health is an Equal Opportunity Employer and follows HIPAA for all member "
        "health information."
    ),
    resume(
        "Priya Castellanos",
        "Personal Trainer",
        "priya.castellanos.fit@example.com",
        ("Fresno", "US"),
        "NASM-certified trainer working with seniors and people with chronic conditions.",
        [
            (
                "Valley Senior Center Fitness",
                "Personal Trainer",
                "2021-04",
                "",
                [
                    "1:1 and small group training for clients with type 2 diabetes, high blood "
                    "pressure and obesity, including phase III cardiac rehabilitation graduates",
                    "Fitness testing: body fat analysis, 6MWT and resting BP",
                    "Individualised exercise programs from physician referrals",
                    "Taught fall prevention and balance classes for seniors",
                    "Documented sessions in ABC Fitness",
                ],
            )
        ],
        [
            (
                "California State University, Fresno",
                "Kinesiology - Exercise Physiology",
                "BS",
                "2021-05",
            )
        ],
        [("Training", ["exercise physiology", "corrective exercise", "personal training"])],
        certificates=[
            ("NASM Certified Personal Trainer (NASM-CPT)", "NASM", "2020-11"),
            ("Basic Life Support", "American Heart Association", "2024-05"),
        ],
    ),
    present=[
        "personal training",
        "small-group",
        "diabetes",
        "hypertension",
        "obesity",
        "cardiac rehab",
        "fitness assessments",
        "body composition",
        "six-minute walk test",
        "exercise prescriptions",
        "fall prevention",
        "older adults",
        "ABC Fitness",
        "exercise physiology",
        "personal trainer certification",
        "NASM",
        "BLS",
        "Corrective exercise",
    ],
    missing=["ACSM-EP", "Certified Exercise Physiologist", "pre/postnatal"],
    variants=[
        ("small-group", "small group"),
        ("hypertension", "high blood pressure"),
        ("cardiac rehab", "cardiac rehabilitation"),
        ("fitness assessments", "Fitness testing"),
        ("body composition", "body fat analysis"),
        ("six-minute walk test", "6MWT"),
        ("exercise prescriptions", "exercise programs"),
        ("older adults", "seniors"),
        ("personal trainer certification", "Certified Personal Trainer"),
        ("BLS", "Basic Life Support"),
    ],
    junk=["saltwater pool", "climbing wall", "smoothie bar", "Best Gym", "sales quota", "HIPAA"],
    aliases={
        "BLS": ["Basic Life Support"],
        "six-minute walk test": ["6MWT"],
        "personal trainer certification": ["CPT", "Certified Personal Trainer"],
        "cardiac rehab": ["cardiac rehabilitation"],
    },
)

part.posting(
    "personal-trainer-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "私人健身教练（高端会员店）",
        "我们是一家拥有30家门店的连锁健身品牌，门店配备恒温泳池、桑拿房和能量补给吧，"
        "曾获“年度最受欢迎健身品牌”称号。",
        [
            "为会员进行体测评估（体成分、体态评估、运动能力测试），制定个性化训练计划",
            "开展一对一私教课程，内容涵盖增肌减脂、功能性训练和康复训练",
            "指导会员饮食，提供基础营养建议",
            "维护会员关系，完成私教课程续课与转介绍",
        ],
        [
            "体育教育、运动训练或运动人体科学相关专业大专及以上学历",
            "持有国家职业资格健身教练证或NSCA-CPT、ACE等国际认证（任一即可）",
            "两年以上私教工作经验",
            "持有红十字会急救证",
        ],
        ["有普拉提或瑜伽教练证书", "会游泳教学", "具备产后修复训练经验"],
        ["底薪+课时提成+销售提成", "免费健身", "带薪培训"],
        ["综合薪资：8-20K", "本公司严格遵守《劳动合同法》，不收取任何培训押金。"],
    ),
    resume(
        "邓嘉树",
        "健身教练",
        "dengjiashu.coach@example.com",
        ("成都", "CN"),
        "运动训练专业毕业，三年私教经验，擅长减脂塑形与体态矫正。",
        [
            (
                "成都某连锁健身俱乐部",
                "私人教练",
                "2022-07",
                "",
                [
                    "会员体测：InBody体成分、体态评估、FMS功能性动作筛查",
                    "制定个性化训练方案，一对一私教课年均1,400节",
                    "增肌减脂、功能训练与运动康复课程",
                    "提供饮食指导与营养建议",
                    "会员续课率72%，转介绍占新签会员30%",
                ],
            )
        ],
        [("成都体育学院", "运动训练", "本科", "2022-06")],
        [("技能", ["体态矫正", "私教销售", "会员维护"])],
        certificates=[
            ("健身教练国家职业资格证（四级）", "人社部", "2021-09"),
            ("红十字会救护员证", "中国红十字会", "2023-05"),
        ],
    ),
    present=[
        "体测",
        "体成分",
        "体态评估",
        "训练计划",
        "一对一私教",
        "增肌减脂",
        "功能性训练",
        "康复训练",
        "营养建议",
        "续课",
        "转介绍",
        "运动训练",
        "健身教练证",
        "急救证",
    ],
    missing=["普拉提", "瑜伽", "游泳教学", "产后修复"],
    variants=[
        ("训练计划", "训练方案"),
        ("功能性训练", "功能训练"),
        ("康复训练", "运动康复"),
        ("健身教练证", "健身教练国家职业资格证"),
        ("急救证", "救护员证"),
    ],
    junk=["恒温泳池", "桑拿房", "能量补给吧", "最受欢迎健身品牌", "培训押金"],
    aliases={"急救证": ["救护员证", "急救"], "健身教练证": ["健身教练国家职业资格"]},
)

part.distractor(
    "group-fitness-instructor",
    resume(
        "Jasmine Tolliver",
        "Group Fitness Instructor",
        "jasmine.tolliver.group@example.com",
        ("Sacramento", "US"),
        "Group fitness instructor teaching spin, HIIT and barre.",
        [
            (
                "Pulse Studios",
                "Group Fitness Instructor",
                "2019-01",
                "",
                [
                    "Taught 12 classes a week (spin, HIIT, barre)",
                    "Built playlists and choreography",
                ],
            )
        ],
        [("Sacramento State", "Communication Studies", "BA", "2018-05")],
        [("Classes", ["indoor cycling", "HIIT", "barre"])],
        certificates=[("AFAA Group Fitness Instructor", "AFAA", "2019-01")],
    ),
)
part.distractor(
    "yoga-teacher-zh",
    resume(
        "林清雅",
        "瑜伽老师",
        "linqingya.yoga@example.com",
        ("成都", "CN"),
        "RYT-200认证瑜伽老师，教授哈他与阴瑜伽团课。",
        [
            (
                "成都某瑜伽馆",
                "瑜伽教练",
                "2020-03",
                "",
                ["每周带团课15节", "冥想与呼吸练习", "会员课程顾问"],
            )
        ],
        [("四川师范大学", "舞蹈学", "本科", "2019-06")],
        [("技能", ["哈他瑜伽", "阴瑜伽", "冥想"])],
    ),
)
part.distractor(
    "near-athletic-trainer",
    resume(
        "Deshawn Kettering",
        "Certified Athletic Trainer",
        "deshawn.kettering.atc@example.com",
        ("Toledo", "US"),
        "Athletic trainer (ATC) covering high school and club sports.",
        [
            (
                "ProMotion Sports Medicine",
                "Athletic Trainer",
                "2019-08",
                "",
                [
                    "Injury evaluation, taping and rehabilitation for high school athletes",
                    "Return-to-play protocols and concussion management with team physicians",
                    "Game coverage and emergency action plans",
                    "Documented treatments in the sports medicine EMR",
                ],
            )
        ],
        [("Bowling Green State University", "Athletic Training", "MS", "2019-05")],
        [("Clinical", ["sports medicine", "rehabilitation", "concussion management"])],
        certificates=[
            ("ATC", "BOC", "2019-06"),
            ("CPR/AED for the Professional Rescuer", "ARC", "2024-03"),
        ],
    ),
)
