"""Held-out set 4: HR (compensation and benefits, learning and development, employee relations),
with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("hr")

part.posting(
    "comp-ben",
    "en",
    posting_text(
        "en",
        2,
        "Compensation & Benefits Analyst",
        "Arcwave designs mixed-signal chips; our engineers write Verilog and tape out ASIC "
        "designs twice a year.",
        [
            "Run job evaluation and salary benchmarking against Radford surveys",
            "Model the annual merit cycle and bonus pools in Excel",
            "Coordinate open benefits enrollment with our broker",
            "Review FLSA exempt status and support the yearly pay equity review",
            "Maintain compensation data in Workday",
        ],
        ["3+ years in compensation", "Advanced Excel", "Workday HCM experience"],
        ["CCP certification", "Tableau", "ERISA knowledge"],
        ["ESPP at 15% discount", "Fertility benefits"],
        ["$95,000-$120,000 base.", "Arcwave is an E-Verify employer."],
    ),
    resume(
        "Daniel Ochoa",
        "Compensation Analyst",
        "dochoa.comp@example.com",
        ("San Jose", "US"),
        "Total rewards analyst in tech; comfortable with big spreadsheets and bigger surveys.",
        [
            (
                "Marvell Technology",
                "Compensation Analyst",
                "2021-09",
                "",
                [
                    "Market pricing for 400 jobs using Radford and Pave data",
                    "Job evaluation and leveling for new roles",
                    "Built the merit cycle model in Excel for 6,000 employees",
                    "Ran the annual benefits enrollment communication plan",
                    "Exempt/non-exempt reviews under the Fair Labor Standards Act; pay equity "
                    "analysis with legal",
                    "Workday compensation module super-user",
                ],
            )
        ],
        [("San Jose State University", "Human Resource Management", "BS", "2021-05")],
        [("Skills", ["job evaluation", "merit cycle", "pay equity", "Workday", "Excel"])],
    ),
    present=[
        "job evaluation",
        "salary benchmarking",
        "Radford",
        "merit cycle",
        "benefits enrollment",
        "FLSA",
        "pay equity",
        "Excel",
        "Workday",
    ],
    missing=["CCP", "Tableau", "ERISA"],
    variants=[("salary benchmarking", "market pricing"), ("FLSA", "Fair Labor Standards Act")],
    junk=["Verilog", "ASIC", "ESPP", "E-Verify"],
    aliases={
        "FLSA": ["Fair Labor Standards Act"],
        "salary benchmarking": ["market pricing"],
        "CCP": ["Certified Compensation Professional"],
    },
)

part.posting(
    "l-and-d",
    "zh",
    posting_text(
        "zh",
        0,
        "培训经理（学习与发展）",
        "公司主营锂电池隔膜，产品供应全球前十动力电池企业，员工5000余人。",
        [
            "开展年度培训需求分析，搭建分层培训体系",
            "组织课程开发，培养和管理内训师队伍",
            "设计并运营中层领导力项目",
            "运用柯氏四级模型进行培训效果评估",
            "运营E-learning平台",
        ],
        ["人力资源、心理学等相关专业本科以上", "5年以上制造业培训管理经验"],
        ["持有ATD相关认证", "掌握引导技术", "会使用DISC等测评工具"],
        ["补充商业保险", "年度旅游", "宿舍"],
        ["年薪：25-35万", "候选人需接受背景调查。"],
    ),
    resume(
        "冯佳琪",
        "培训主管",
        "fengjiaqi@example.com",
        ("常州", "CN"),
        "制造业培训管理6年，从0到1搭建过企业学院。",
        [
            (
                "常州某光伏组件公司",
                "培训主管",
                "2019-04",
                "",
                [
                    "每年开展培训需求分析，搭建新员工、班组长、中层三级培训体系",
                    "主导课程开发42门，选拔并认证内训师60名",
                    "设计中层领导力项目“启航计划”，学员晋升率35%",
                    "引入Kirkpatrick四层评估，完善培训效果评估",
                    "上线线上学习平台，年人均学时提升至40小时",
                ],
            )
        ],
        [("江苏大学", "人力资源管理", "本科", "2018-06")],
        [("技能", ["培训体系", "课程开发", "内训师管理", "培训效果评估"])],
    ),
    present=[
        "培训需求分析",
        "培训体系",
        "课程开发",
        "内训师",
        "领导力项目",
        "培训效果评估",
        "柯氏四级",
        "E-learning",
    ],
    missing=["ATD", "引导技术", "DISC"],
    variants=[("柯氏四级", "Kirkpatrick"), ("E-learning", "线上学习平台")],
    junk=["锂电池", "补充商业保险", "年度旅游"],
    aliases={"柯氏四级": ["Kirkpatrick"], "E-learning": ["线上学习平台", "在线学习"]},
)

part.posting(
    "employee-relations",
    "zh",
    posting_text(
        "zh",
        1,
        "员工关系专员",
        "我们是一家跨境支付科技公司，业务覆盖40多个国家和地区。",
        [
            "负责劳动合同签订、续签与档案管理",
            "办理员工入离职手续",
            "处理劳动争议，配合法务应对仲裁",
            "完善公司规章制度并组织宣贯",
            "负责社保公积金增减员",
            "组织员工关怀活动及员工满意度调查",
        ],
        ["本科及以上学历", "熟悉劳动法及相关法规", "2年以上员工关系工作经验"],
        ["持有人力资源管理师证书", "会使用北森系统"],
        ["节日礼金", "弹性工作制"],
        ["月薪：9-13K", "公司倡导多元与包容。"],
    ),
    resume(
        "郑可欣",
        "员工关系专员",
        "zhengkexin@example.com",
        ("深圳", "CN"),
        "员工关系岗3年，熟悉劳动用工风险防控。",
        [
            (
                "深圳某互联网金融公司",
                "员工关系专员",
                "2022-02",
                "",
                [
                    "负责800名员工劳动合同的签订与续签",
                    "办理入职、离职全流程，月均60人",
                    "处理劳动争议案件8起，均以调解或胜诉结案",
                    "修订员工手册及考勤等规章制度",
                    "办理五险一金缴纳与增减员",
                    "策划生日会等员工关怀活动，组织年度员工满意度调查",
                ],
            )
        ],
        [("深圳大学", "法学", "本科", "2021-06")],
        [("技能", ["劳动合同", "劳动争议", "员工关怀", "《劳动合同法》"])],
    ),
    present=[
        "劳动合同",
        "入离职",
        "劳动争议",
        "规章制度",
        "社保公积金",
        "员工关怀",
        "员工满意度调查",
        "劳动法",
    ],
    missing=["人力资源管理师", "北森"],
    variants=[("劳动法", "《劳动合同法》"), ("社保公积金", "五险一金"), ("入离职", "入职、离职")],
    junk=["跨境支付", "节日礼金", "弹性工作制"],
    aliases={"劳动法": ["劳动合同法", "labor law"], "社保公积金": ["五险一金"]},
)

part.distractor(
    "office-manager",
    resume(
        "Sandra Whitfield",
        "Office Manager",
        "sandra.office@example.com",
        ("San Jose", "US"),
        "Office manager for a 60-person startup.",
        [
            (
                "Lumina Robotics",
                "Office Manager",
                "2020-01",
                "",
                [
                    "Run the office, vendors and facilities",
                    "Plan offsites and onboarding lunches",
                    "Process invoices in Bill.com",
                ],
            )
        ],
        [("De Anza College", "Business Administration", "AA", "2015-06")],
        [("Tools", ["Google Workspace", "Bill.com", "Slack"])],
    ),
)
part.distractor(
    "admin-clerk",
    resume(
        "吴婷",
        "行政专员",
        "wuting.xz@example.com",
        ("深圳", "CN"),
        "行政工作4年，负责办公室日常运营。",
        [
            (
                "深圳某贸易公司",
                "行政专员",
                "2020-09",
                "",
                ["负责办公用品采购与固定资产管理", "组织年会与团建", "前台接待与会议室管理"],
            )
        ],
        [("深圳职业技术学院", "文秘", "大专", "2020-06")],
        [("技能", ["行政管理", "活动策划", "Office办公软件"])],
    ),
)

PARTS = (part,)
