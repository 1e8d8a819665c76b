"""Held-out set 5: regulatory affairs (a medical device RA specialist, a 药品注册专员, a
医疗器械注册专员), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("regulatory")
H = "work[0].highlights"

part.posting(
    "device-ra-specialist",
    "en",
    posting_text(
        "en",
        1,
        "Regulatory Affairs Specialist II - Medical Devices",
        "Corvane Medical designs catheters and vascular closure devices used in 2 million "
        "procedures a year. We are headquartered in Minneapolis with a new R&D center in "
        "Galway, and our employee resource groups run a hackathon each spring.",
        [
            "Prepare and submit 510(k) premarket notifications to the FDA",
            "Maintain technical documentation for CE marking under the EU MDR",
            "Assess design and labeling changes for regulatory impact",
            "Support risk management files per ISO 14971 and answer notified body questions",
        ],
        [
            "Bachelor's in a life science or engineering discipline",
            "3+ years of medical device regulatory affairs",
            "Working knowledge of 21 CFR 820 and ISO 13485",
            "Excellent technical writing",
        ],
        ["RAC certification", "De Novo or PMA experience", "Health Canada licensing"],
        ["Annual bonus target 10%", "Employee stock purchase plan", "Onsite gym"],
        [
            "Salary range: $92,000 - $115,000.",
            "Corvane Medical is an equal opportunity employer and maintains a drug-free workplace.",
        ],
    ),
    resume(
        "Megan Sorensen",
        "Regulatory Affairs Specialist",
        "megan.sorensen.ra@example.com",
        ("Maple Grove", "US"),
        "Medical device regulatory professional; four years of submissions for Class II catheters.",
        [
            (
                "Boston Scientific",
                "Regulatory Affairs Specialist",
                "2021-06",
                "",
                [
                    "Authored six 510(k) submissions to FDA, all cleared",
                    "Kept technical files current for CE marking under MDR 2017/745",
                    "Regulatory assessments of design and labeling changes",
                    "Contributed to ISO 14971 risk management files; answered notified body "
                    "deficiency questions",
                    "Quality system knowledge: 21 CFR Part 820 and ISO 13485",
                ],
            )
        ],
        [("University of Minnesota", "Biomedical Engineering", "BS", "2021-05")],
        [("Regulatory", ["510(k)", "EU MDR", "technical writing", "regulatory strategy"])],
    ),
    present=[
        "510(k)",
        "FDA",
        "technical documentation",
        "CE marking",
        "EU MDR",
        "labeling changes",
        "risk management",
        "ISO 14971",
        "notified body",
        "medical device",
        "regulatory affairs",
        "21 CFR 820",
        "ISO 13485",
        "technical writing",
    ],
    missing=["RAC", "De Novo", "PMA", "Health Canada"],
    variants=[
        ("technical documentation", "technical files"),
        ("21 CFR 820", "21 CFR Part 820"),
    ],
    junk=["vascular closure", "hackathon", "Employee stock purchase plan", "drug-free workplace"],
    aliases={"21 CFR 820": ["21 CFR Part 820", "QSR"], "EU MDR": ["MDR"]},
    edits={
        "claim": ("extend", 0, ", plus one De Novo request"),
        "title": ("work[0].position", "Head of Regulatory Affairs"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Kept technical documentation current for CE marking under the EU MDR",
            )
        ],
        "reword2": [
            (
                "set",
                "basics.summary",
                "Four years of medical device regulatory submissions for Class II catheters.",
            )
        ],
    },
)

part.posting(
    "drug-registration-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "药品注册专员（化药）",
        "公司为国内知名创新药企，在研管线20余个，已在科创板上市，研发中心位于苏州生物医药产业园，"
        "配有员工健身房。",
        [
            "负责化学药品注册申报资料的撰写、整理与递交",
            "按照CTD格式编写药学研究资料（模块3）",
            "跟踪CDE审评进度，组织发补资料的回复",
            "负责仿制药一致性评价项目的注册工作",
            "收集和解读NMPA最新法规与指导原则",
        ],
        [
            "药学、药物分析、药物化学相关专业本科及以上",
            "3年以上药品注册经验",
            "熟悉《药品注册管理办法》",
            "有上市许可持有人（MAH）相关工作经验",
        ],
        ["有FDA ANDA申报经验", "熟悉eCTD电子申报", "英语六级"],
        ["股票期权", "补充医疗", "年度体检", "免费班车"],
        ["薪资：15-22K", "公司遵守《劳动合同法》，与员工依法签订劳动合同。"],
    ),
    resume(
        "彭晓琳",
        "注册专员",
        "pengxiaolin.ra@example.com",
        ("苏州", "CN"),
        "药物分析硕士，四年化学药品注册经验，主导5个仿制药一致性评价申报。",
        [
            (
                "苏州某制药有限公司",
                "注册专员",
                "2021-07",
                "",
                [
                    "撰写并递交化药注册申报资料，负责资料整理与形式审查",
                    "按CTD格式编写模块3药学资料",
                    "跟踪药审中心审评进度，组织补充资料回复",
                    "完成5个仿制药一致性评价品种的申报，4个获批",
                    "解读国家药监局新法规与技术指导原则，内部培训",
                    "配合持有人制度下的变更管理",
                ],
            )
        ],
        [("中国药科大学", "药物分析", "硕士", "2021-06")],
        [("法规", ["药品注册管理办法", "CTD", "一致性评价", "变更管理"])],
        languages=[("英语", "CET-4")],
    ),
    present=[
        "化学药品",
        "注册申报资料",
        "CTD",
        "药学研究资料",
        "CDE",
        "发补",
        "一致性评价",
        "NMPA",
        "指导原则",
        "药物分析",
        "药品注册",
        "药品注册管理办法",
        "上市许可持有人",
    ],
    missing=["ANDA", "eCTD", "英语六级"],
    variants=[
        ("CDE", "药审中心"),
        ("发补", "补充资料"),
        ("NMPA", "国家药监局"),
        ("上市许可持有人", "持有人制度"),
        ("药学研究资料", "药学资料"),
    ],
    junk=["科创板", "生物医药产业园", "股票期权", "免费班车"],
    aliases={
        "CDE": ["药审中心", "药品审评中心"],
        "NMPA": ["国家药监局", "国家药品监督管理局"],
        "化学药品": ["化药"],
        "上市许可持有人": ["MAH", "持有人"],
    },
    edits={
        "claim": ("skills", 0, "eCTD电子申报"),
        "title": ("work[0].position", "注册事务总监"),
        "reword": [("set", f"{H}[2]", "跟踪CDE审评进度，组织发补资料回复")],
        "reword2": [("set", "basics.label", "药品注册专员")],
    },
)

part.posting(
    "device-registration-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "医疗器械注册专员（有源产品）",
        "我们是一家专注于超声影像设备的国家高新技术企业，产品销往100多个国家，公司总部位于深圳"
        "南山科技园，设有员工子女夏令营。",
        [
            "负责二类、三类有源医疗器械的产品注册与延续注册",
            "编写产品技术要求，跟进注册检验",
            "组织临床评价资料，必要时配合临床试验",
            "协助维护ISO 13485质量管理体系，配合体系核查",
        ],
        "生物医学工程等相关专业本科以上；两年以上有源医疗器械注册经验；熟悉《医疗器械监督管理条例》"
        "及注册与备案管理办法；了解GB 9706.1等安规标准。",
        ["有CE MDR技术文档编写经验", "有FDA 510(k)经验", "熟悉网络安全注册审查指导原则"],
        ["年终奖", "六险一金", "子女夏令营"],
        ["薪资：13-20K·14薪", "公司倡导多元与包容，欢迎不同背景的候选人。"],
    ),
    resume(
        "钟嘉怡",
        "医疗器械注册工程师",
        "zhongjiayi.ra@example.com",
        ("深圳", "CN"),
        "生物医学工程本科，三年有源医疗器械注册经验，负责超声和监护产品。",
        [
            (
                "深圳某医疗电子股份有限公司",
                "注册工程师",
                "2022-07",
                "",
                [
                    "完成8个二类、2个三类有源器械首次注册及延续注册",
                    "编写产品技术要求，跟进型式检验直至出具报告",
                    "按同品种比对路径整理临床评价资料",
                    "参与ISO13485体系内审，配合药监局注册质量体系核查",
                    "熟悉《医疗器械监督管理条例》及GB 9706.1-2020",
                ],
            )
        ],
        [("南方医科大学", "生物医学工程", "本科", "2022-06")],
        [("法规", ["医疗器械注册", "注册与备案管理办法", "安规标准"])],
    ),
    present=[
        "有源",
        "医疗器械",
        "延续注册",
        "产品技术要求",
        "注册检验",
        "临床评价",
        "ISO 13485",
        "体系核查",
        "生物医学工程",
        "医疗器械监督管理条例",
        "注册与备案管理办法",
        "GB 9706.1",
        "安规标准",
    ],
    missing=["CE MDR", "510(k)", "网络安全"],
    variants=[
        ("注册检验", "型式检验"),
        ("ISO 13485", "ISO13485"),
    ],
    junk=["超声影像设备", "南山科技园", "子女夏令营", "多元与包容"],
    aliases={"注册检验": ["型式检验"], "ISO 13485": ["ISO13485"]},
    edits={
        "claim": ("highlight", "编写网络安全研究资料，通过网络安全注册审查"),
        "title": ("basics.label", "法规事务部经理"),
        "reword": [("set", f"{H}[1]", "编写产品技术要求，跟进注册检验直至出具报告")],
        "reword2": [("reorder",)],
    },
)

part.distractor(
    "qa-specialist-pharma",
    resume(
        "Nathan Brooks",
        "QA Specialist",
        "nathan.brooks.qa@example.com",
        ("Raleigh", "US"),
        "GMP quality assurance for sterile injectables.",
        [
            (
                "Pfizer",
                "Quality Assurance Specialist",
                "2020-08",
                "",
                [
                    "Batch record review",
                    "Deviation and CAPA investigations",
                    "Supported FDA inspections",
                ],
            )
        ],
        [("NC State University", "Biochemistry", "BS", "2020-05")],
        [("Quality", ["GMP", "CAPA", "batch record review", "TrackWise"])],
    ),
)
part.distractor(
    "cra-zh",
    resume(
        "林悦",
        "临床监查员",
        "linyue.cra@example.com",
        ("上海", "CN"),
        "两年肿瘤药物临床试验监查经验。",
        [
            (
                "上海某CRO公司",
                "临床监查员",
                "2022-03",
                "",
                ["中心启动与监查访视", "源数据核查", "协助伦理递交"],
            )
        ],
        [("复旦大学", "临床药学", "本科", "2021-06")],
        [("技能", ["GCP", "源数据核查", "EDC"])],
    ),
)
