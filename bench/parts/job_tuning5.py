# ruff: noqa: E501 (postings and resumes are written as people write them)
"""Tuning set 5 for the job match: 26 postings with their resumes (and six distractor resumes
from neighbouring roles) over 13 professions, in English and Chinese, written by engineer
variants28 as a recruiter and a job seeker write, BEFORE the matcher's variant rules were
changed and without reading its term lists. The resumes word many skills otherwise than the
posting (abbreviation or its spelled-out form, the other language, a synonym, another
inflection or word order, a skill named only in a highlight or the summary). Run it to write
the two files in the format of `job_heldout.json`:

    .venv/bin/python bench/parts/job_tuning5.py
    .venv/bin/python bench/job_match.py --corpus bench/parts/job_tuning5.json  # tuned on
    .venv/bin/python bench/job_match.py --corpus bench/parts/job_kept5.json    # kept out

One posting of each profession's pair goes to `job_kept5.json` (the languages taking turns)
and is kept out of tuning: its figures are reported apart. Both files hold all resumes, so every other resume is a distractor.

A case is (id, profession, language, posting text, items, junk, resume document). An item is
(how the posting words the skill, how the resume words it or None when the resume lacks it
[, aliases a recruiter accepts]).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _resume(name, label, summary, employer, position, highlights, skills, certificates=()):
    document: dict[str, Any] = {
        "basics": {"name": name, "label": label, "summary": summary},
        "work": [
            {
                "name": employer,
                "position": position,
                "startDate": "2019-03",
                "highlights": highlights,
            }
        ],
        "skills": [{"name": "Skills", "keywords": list(skills)}],
    }
    if certificates:
        document["certificates"] = [{"name": c} for c in certificates]
    return document


CASES: list[tuple] = [
    (
        "er-nurse-en",
        "nursing",
        "en",
        "Emergency Department Registered Nurse\n\nAbout Us: Lakeside Regional is a 320-bed "
        "Level II trauma center proudly serving the valley since 1952.\n\nWhat you'll do\n"
        "- Triage walk-in and ambulance patients and start IV lines\n- Titrate drips and "
        "monitor cardiac rhythms\n\nRequirements\n- Current RN license in Oregon\n- Basic "
        "Life Support (BLS) and ACLS certification\n- 2+ years of emergency nursing\n"
        "- Charting in Epic\n\nNice to have\n- Trauma Nursing Core Course (TNCC)\n- PALS\n\n"
        "We offer sign-on bonus, tuition reimbursement and a pension plan. Lakeside is an "
        "equal opportunity employer.",
        [
            ("triage", "triaged"),
            ("IV lines", "IV insertion"),
            ("cardiac rhythms", "cardiac rhythm interpretation"),
            ("RN license", "Registered Nurse", ["registered nurse"]),
            ("Basic Life Support", "BLS"),
            ("ACLS", "Advanced Cardiovascular Life Support"),
            ("emergency nursing", "emergency room nursing"),
            ("Epic", "Epic"),
            ("TNCC", None),
            ("PALS", None),
        ],
        ["sign-on bonus", "tuition reimbursement", "pension plan", "320-bed"],
        _resume(
            "Dana Whitfield",
            "Registered Nurse",
            "Registered Nurse with four years of emergency room nursing at a busy urban ED.",
            "St. Columba Hospital",
            "Staff Nurse, Emergency",
            [
                "Triaged 30+ patients per shift using ESI",
                "Performed IV insertion and blood draws",
                "Documented care in Epic",
            ],
            ["cardiac rhythm interpretation", "wound care"],
            ["BLS", "Advanced Cardiovascular Life Support"],
        ),
    ),
    (
        "ward-nurse-zh",
        "nursing",
        "zh",
        "心内科护士\n\n医院简介：本院为三级甲等综合医院，始建于1950年。\n\n岗位职责：\n"
        "1. 负责病区患者的基础护理和专科护理\n2. 执行医嘱，做好护理记录\n\n任职要求：\n"
        "1. 护理专业大专及以上学历，持有护士执业资格证\n2. 熟练掌握静脉穿刺技术\n"
        "3. 熟悉心电监护\n4. 具备心肺复苏技能\n5. 有PICC维护经验者优先\n\n福利待遇：五险一金，"
        "带薪年假，节日福利。",
        [
            ("护士执业资格证", "护士执业证书", ["护士执业证"]),
            ("静脉穿刺", "静脉穿刺"),
            ("心电监护", "心电监测"),
            ("心肺复苏", "CPR"),
            ("护理记录", "护理文书"),
            ("PICC维护", None),
        ],
        ["五险一金", "带薪年假", "节日福利", "三级甲等综合医院"],
        _resume(
            "刘佳",
            "护士",
            "心血管内科护士，五年临床护理经验。",
            "某市第一人民医院",
            "护士",
            ["负责20张床位患者护理，熟练进行静脉穿刺", "规范书写护理文书", "参与CPR抢救十余次"],
            ["心电监测", "健康宣教"],
            ["护士执业证书"],
        ),
    ),
    (
        "staff-accountant-en",
        "accounting",
        "en",
        "Staff Accountant\n\nWho we are: Pinecrest Foods is a family-owned distributor with "
        "a great culture.\n\nResponsibilities\n- Prepare journal entries and balance sheet "
        "reconciliations\n- Support the month-end close and accounts payable\n\nRequirements\n"
        "- Bachelor's degree in accounting\n- Knowledge of generally accepted accounting "
        "principles (GAAP)\n- Advanced Excel, including pivot tables\n- Experience with "
        "QuickBooks\n\nPreferred\n- Certified Public Accountant or CPA candidate\n- Sage Intacct\n\n"
        "Benefits: 401(k) match, dental, free snacks.",
        [
            ("journal entries", "journal entry"),
            ("reconciliations", "reconciled"),
            ("month-end close", "month end closing"),
            ("accounts payable", "AP"),
            ("GAAP", "US GAAP"),
            ("Excel", "Microsoft Excel"),
            ("pivot tables", "PivotTables"),
            ("QuickBooks", "QuickBooks Online"),
            ("Certified Public Accountant", None, ["cpa"]),
            ("Sage Intacct", None),
        ],
        ["401(k) match", "free snacks", "family-owned"],
        _resume(
            "Marcus Lee",
            "Accountant",
            "Accountant with three years in a small CPA firm's client accounting group.",
            "Hale & Crane LLP",
            "Accounting Associate",
            [
                "Posted journal entry batches for 12 clients",
                "Reconciled bank and credit card accounts every month",
                "Ran month end closing checklists under US GAAP",
                "Handled AP for vendors across three entities",
            ],
            ["Microsoft Excel (PivotTables, XLOOKUP)", "QuickBooks Online"],
        ),
    ),
    (
        "tax-accountant-zh",
        "accounting",
        "zh",
        "税务会计\n\n公司介绍：我们是一家快速发展的跨境电商企业。\n\n岗位职责：\n1. 负责增值税申报及"
        "企业所得税汇算清缴\n2. 编制财务报表\n\n任职要求：\n1. 财务、会计相关专业本科\n2. 持有注册会计师证书"
        "\n3. 熟练使用用友U8\n4. 熟悉发票管理\n5. 持有税务师证书者优先\n\n薪资面议，六险一金，年终奖。",
        [
            ("增值税申报", "增值税纳税申报"),
            ("企业所得税汇算清缴", "所得税汇算"),
            ("财务报表", "财务报告"),
            ("注册会计师", "CPA"),
            ("用友U8", "用友"),
            ("发票管理", "开具发票"),
            ("税务师", None),
        ],
        ["六险一金", "年终奖", "跨境电商企业"],
        _resume(
            "陈敏",
            "会计",
            "五年企业会计经验，CPA持证。",
            "某贸易有限公司",
            "总账会计",
            [
                "每月完成增值税纳税申报",
                "负责年度所得税汇算",
                "编制月度财务报告",
                "负责开具发票及认证",
            ],
            ["用友", "Excel"],
        ),
    ),
    (
        "math-teacher-en",
        "teaching",
        "en",
        "High School Mathematics Teacher\n\nAbout the school: Northfield Academy is a "
        "private college-prep school founded in 1921.\n\nResponsibilities\n- Plan and deliver "
        "lessons in Algebra II and Pre-Calculus\n- Use formative assessment to adjust "
        "instruction\n\nQualifications\n- State teaching certificate in secondary mathematics\n"
        "- Differentiated instruction\n- Experience with Google Classroom\n- Classroom "
        "management\n\nBonus\n- AP Calculus experience\n- IB Mathematics\n\n"
        "Salary $52,000-$68,000. Health insurance and summers off.",
        [
            ("lessons", "lesson planning"),
            ("formative assessment", "formative assessments"),
            ("teaching certificate", "teaching license", ["teaching license"]),
            ("differentiated instruction", "differentiating instruction"),
            ("Google Classroom", "Google Classroom"),
            ("classroom management", "managing a classroom"),
            ("AP Calculus", "Advanced Placement Calculus"),
            ("IB Mathematics", None),
        ],
        ["Health insurance", "summers off", "college-prep"],
        _resume(
            "Priya Nair",
            "Mathematics Teacher",
            "Secondary math teacher with a state teaching license and six years in public "
            "high schools.",
            "Riverside High School",
            "Math Teacher",
            [
                "Taught Advanced Placement Calculus AB with an 84% pass rate",
                "Lesson planning for Algebra II and Geometry",
                "Ran weekly formative assessments in Google Classroom",
                "Differentiating instruction for English learners and IEP students",
            ],
            ["managing a classroom of 32", "Desmos"],
        ),
    ),
    (
        "chinese-teacher-zh",
        "teaching",
        "zh",
        "小学语文教师\n\n学校简介：本校是一所区重点公办小学，校园环境优美。\n\n岗位职责：\n"
        "1. 承担语文学科教学，认真备课、上课、批改作业\n2. 担任班主任，做好家校沟通\n\n任职要求：\n"
        "1. 持有小学语文教师资格证\n2. 普通话二级甲等及以上\n3. 具备课堂管理能力\n4. 熟练制作多媒体课件\n"
        "5. 有公开课获奖经历者优先\n\n待遇：寒暑假，编制内待遇。",
        [
            ("教师资格证", "教师资格证书"),
            ("普通话二级甲等", "普通话二甲"),
            ("课堂管理", "班级管理"),
            ("多媒体课件", "PPT课件"),
            ("班主任", "班主任"),
            ("家校沟通", "家长沟通"),
            ("公开课", None),
        ],
        ["寒暑假", "编制内待遇", "区重点公办小学"],
        _resume(
            "王芳",
            "小学语文教师",
            "六年小学语文教学经验，持小学语文教师资格证书，普通话二甲。",
            "某区实验小学",
            "语文教师、班主任",
            ["担任三年级班主任，负责班级管理", "每周与家长沟通学生情况", "自制PPT课件用于阅读教学"],
            ["作文教学", "阅读指导"],
        ),
    ),
    (
        "account-exec-en",
        "sales",
        "en",
        "Account Executive, Mid-Market\n\nAbout us: Brightlane builds payroll software loved "
        "by 8,000 small businesses.\n\nWhat you'll do\n- Run full-cycle sales from discovery "
        "to close\n- Build pipeline through outbound prospecting\n\nWhat you'll bring\n"
        "- 3+ years of B2B SaaS sales\n- Track record of exceeding quota\n- Salesforce CRM\n"
        "- MEDDIC or a similar qualification framework\n- Strong negotiation skills\n\nNice to "
        "have\n- Experience selling to HR buyers\n- Gong\n\nOTE $140k, equity, remote-friendly.",
        [
            ("full-cycle sales", "full sales cycle"),
            ("outbound prospecting", "cold outreach"),
            ("B2B SaaS sales", "business-to-business software sales"),
            ("quota", "quota attainment"),
            ("Salesforce", "SFDC"),
            ("MEDDIC", "MEDDIC"),
            ("negotiation", "negotiating"),
            ("Gong", None),
            ("selling to HR buyers", None),
        ],
        ["OTE $140k", "equity", "remote-friendly"],
        _resume(
            "Jordan Blake",
            "Account Executive",
            "Quota-carrying AE in business-to-business software sales since 2019.",
            "Ledgerly",
            "Account Executive",
            [
                "Owned the full sales cycle for deals of $20k-$120k ARR",
                "118% quota attainment in FY23",
                "Generated half of my pipeline through cold outreach",
                "Led negotiating of multi-year renewals",
            ],
            ["SFDC", "MEDDIC", "Outreach.io"],
        ),
    ),
    (
        "sales-manager-zh",
        "sales",
        "zh",
        "大客户销售经理\n\n关于我们：公司成立于2008年，是国内领先的工业自动化解决方案提供商。\n\n"
        "工作内容：\n1. 开发和维护重点客户关系\n2. 完成季度销售目标\n\n岗位要求：\n1. 3年以上B2B销售经验\n"
        "2. 具备商务谈判能力\n3. 熟悉招投标流程\n4. 会使用CRM系统\n5. 有工业自动化行业经验者优先\n\n"
        "底薪+提成，双休，带薪年假。",
        [
            ("大客户", "KA客户"),
            ("客户关系", "客户维护"),
            ("销售目标", "销售指标"),
            ("B2B销售", "企业客户销售"),
            ("商务谈判", "谈判"),
            ("招投标", "投标"),
            ("CRM", "客户关系管理系统"),
            ("工业自动化", None),
        ],
        ["底薪+提成", "双休", "带薪年假"],
        _resume(
            "赵磊",
            "销售经理",
            "五年企业客户销售经验，负责华东区KA客户。",
            "某医疗器械公司",
            "区域销售经理",
            [
                "负责KA客户开发与客户维护",
                "连续三年超额完成销售指标",
                "主导多个医院投标项目与商务谈判",
            ],
            ["客户关系管理系统", "渠道管理"],
        ),
    ),
    (
        "growth-marketer-en",
        "marketing",
        "en",
        "Growth Marketing Manager\n\nOur story: Fernway is a DTC skincare brand founded by "
        "two chemists.\n\nWhat you'll do\n- Own paid social and search campaigns\n- Run A/B "
        "tests on landing pages\n\nRequirements\n- Search engine optimization (SEO)\n"
        "- Google Analytics 4\n- Email marketing in Klaviyo\n- Marketing attribution\n"
        "- Customer acquisition cost (CAC) reporting\n\nNice to have\n- TikTok ads\n- Shopify\n\n"
        "Perks: free product, wellness stipend, hybrid schedule.",
        [
            ("paid social", "Meta ads"),
            ("A/B tests", "split testing"),
            ("SEO", "search engine optimisation"),
            ("Google Analytics", "GA4"),
            ("Email marketing", "email campaigns"),
            ("Klaviyo", "Klaviyo"),
            ("attribution", "multi-touch attribution"),
            ("CAC", "customer acquisition cost"),
            ("TikTok ads", None),
            ("Shopify", None),
        ],
        ["free product", "wellness stipend", "hybrid schedule"],
        _resume(
            "Sam Ortega",
            "Performance Marketer",
            "Performance marketer for consumer brands; owns budgets across Meta ads and Google.",
            "Kindred Goods",
            "Digital Marketing Lead",
            [
                "Cut customer acquisition cost by 27% in two quarters",
                "Set up multi-touch attribution in GA4",
                "Ran split testing on 40+ landing pages",
                "Built email campaigns and flows in Klaviyo",
            ],
            ["search engine optimisation", "Looker Studio"],
        ),
    ),
    (
        "new-media-zh",
        "marketing",
        "zh",
        "新媒体运营\n\n公司简介：我们是一家专注母婴用品的新消费品牌。\n\n职位描述：\n1. 负责微信公众号、"
        "小红书账号的内容运营\n2. 策划线上活动，提升粉丝增长\n\n任职要求：\n1. 熟悉短视频运营\n2. 有KOL合作"
        "经验\n3. 具备数据分析能力\n4. 熟练使用剪映\n5. 有直播运营经验者优先\n\n福利：零食下午茶，团建旅游。",
        [
            ("微信公众号", "公众号"),
            ("小红书", "小红书"),
            ("内容运营", "内容策划"),
            ("粉丝增长", "涨粉"),
            ("短视频运营", "抖音运营"),
            ("KOL合作", "达人合作"),
            ("数据分析", "数据复盘"),
            ("剪映", "剪映"),
            ("直播运营", None),
        ],
        ["零食下午茶", "团建旅游", "母婴用品"],
        _resume(
            "李婷",
            "新媒体运营",
            "三年新媒体运营经验，擅长内容策划。",
            "某美妆品牌",
            "新媒体专员",
            [
                "负责公众号与小红书日常更新，半年涨粉5万",
                "负责抖音运营，单条视频播放破百万",
                "对接达人合作30余次",
                "每周做数据复盘",
            ],
            ["剪映", "PS"],
        ),
    ),
    (
        "hr-generalist-en",
        "hr",
        "en",
        "HR Generalist\n\nAbout Us: Corvid Manufacturing employs 600 people across three "
        "plants.\n\nResponsibilities\n- Handle employee relations investigations\n- Run new "
        "hire onboarding\n- Administer benefits enrollment\n\nRequirements\n- Working knowledge "
        "of FMLA and ADA\n- HRIS experience (Workday preferred)\n- Full-cycle recruiting\n"
        "- SHRM Certified Professional or PHR\n\nPreferred\n- Bilingual Spanish\n- Payroll "
        "processing in ADP\n\nWe offer paid parental leave and an on-site gym.",
        [
            ("employee relations", "employee relations"),
            ("onboarding", "onboarded"),
            ("benefits enrollment", "open enrollment"),
            ("FMLA", "Family and Medical Leave Act"),
            ("HRIS", "human resources information system"),
            ("Workday", "Workday HCM"),
            ("recruiting", "recruitment"),
            ("SHRM Certified Professional", "SHRM-CP"),
            ("Spanish", None),
            ("ADP", None),
        ],
        ["paid parental leave", "on-site gym"],
        _resume(
            "Alicia Gomez",
            "HR Generalist",
            "HR generalist for a 400-person logistics company.",
            "Transline Freight",
            "Human Resources Generalist",
            [
                "Investigated employee relations cases and wrote findings",
                "Onboarded 150 hires a year",
                "Ran open enrollment for medical and dental plans",
                "Managed leaves under the Family and Medical Leave Act",
                "Owned end-to-end recruitment for hourly roles",
            ],
            ["Workday HCM", "human resources information system reporting"],
            ["SHRM-CP"],
        ),
    ),
    (
        "recruiter-zh",
        "hr",
        "zh",
        "招聘专员\n\n公司介绍：我们是一家互联网医疗公司，员工800余人。\n\n岗位职责：\n1. 负责技术岗位"
        "的招聘，包括简历筛选、面试安排\n2. 维护招聘渠道\n\n任职要求：\n1. 熟悉BOSS直聘、猎聘等招聘渠道\n"
        "2. 具备人才盘点经验\n3. 熟悉劳动合同法\n4. 有雇主品牌建设经验者优先\n\n福利：补充医疗保险，"
        "年度体检。",
        [
            ("简历筛选", "筛选简历"),
            ("面试安排", "安排面试"),
            ("招聘渠道", "招聘渠道"),
            ("BOSS直聘", "Boss直聘"),
            ("人才盘点", "人才盘点"),
            ("劳动合同法", "劳动法"),
            ("雇主品牌", None),
        ],
        ["补充医疗保险", "年度体检", "互联网医疗公司"],
        _resume(
            "孙悦",
            "招聘专员",
            "三年互联网公司技术招聘经验。",
            "某软件公司",
            "招聘专员",
            ["每天筛选简历200份并安排面试", "开拓Boss直聘、拉勾等招聘渠道", "参与年度人才盘点"],
            ["劳动法", "Excel"],
        ),
    ),
    (
        "paralegal-en",
        "legal",
        "en",
        "Litigation Paralegal\n\nAbout the firm: Harlow & Pierce LLP is a 90-lawyer firm "
        "recognized by Chambers.\n\nResponsibilities\n- Draft discovery requests and "
        "responses\n- Manage e-discovery in Relativity\n\nRequirements\n- Legal research on "
        "Westlaw or LexisNexis\n- Deposition preparation\n- Knowledge of the Federal Rules of "
        "Civil Procedure\n- Document review\n\nPreferred\n- Paralegal certificate\n- Notary "
        "public\n\nCompetitive salary, bonus and 401(k).",
        [
            ("discovery", "discovery"),
            ("e-discovery", "electronic discovery"),
            ("Relativity", "Relativity"),
            ("Legal research", "researching case law"),
            ("Westlaw", "Westlaw"),
            ("Deposition preparation", "prepared deposition binders"),
            ("Federal Rules of Civil Procedure", "FRCP"),
            ("Document review", "doc review"),
            ("Paralegal certificate", None),
            ("Notary public", None),
        ],
        ["Competitive salary", "bonus and 401(k)", "Chambers"],
        _resume(
            "Ellen Park",
            "Paralegal",
            "Litigation paralegal with five years in commercial disputes.",
            "Stone Ridge Law Group",
            "Paralegal",
            [
                "Drafted discovery responses and privilege logs",
                "Ran electronic discovery workflows in Relativity",
                "Prepared deposition binders and exhibits",
                "Researching case law on Westlaw for motions",
            ],
            ["FRCP", "doc review", "Clio"],
        ),
    ),
    (
        "legal-counsel-zh",
        "legal",
        "zh",
        "法务专员\n\n公司简介：我们是一家新能源汽车零部件制造企业，成立于2012年。\n\n工作职责：\n"
        "1. 负责合同审核与起草\n2. 处理劳动争议案件\n\n任职要求：\n1. 法学本科及以上学历，已通过法律职业"
        "资格考试\n2. 熟悉公司法\n3. 具备知识产权管理经验\n4. 有诉讼经验\n5. 英语读写能力良好者优先\n\n"
        "待遇：六险一金，包住宿。",
        [
            ("合同审核", "审查合同"),
            ("劳动争议", "劳动仲裁"),
            ("法律职业资格", "法律职业资格证书"),
            ("公司法", "公司法"),
            ("知识产权", "专利商标"),
            ("诉讼", "诉讼案件"),
            ("英语", None),
        ],
        ["六险一金", "包住宿", "新能源汽车零部件制造企业"],
        _resume(
            "周凯",
            "法务",
            "四年企业法务经验，持法律职业资格证书。",
            "某制造集团",
            "法务专员",
            ["审查合同每月百余份", "代理劳动仲裁及诉讼案件", "负责专利商标申请与维护"],
            ["公司法", "合规"],
        ),
    ),
    (
        "warehouse-sup-en",
        "logistics",
        "en",
        "Warehouse Supervisor\n\nAbout us: Redline 3PL runs six fulfillment centers across "
        "Texas.\n\nWhat you'll do\n- Lead a team of 25 associates on second shift\n- Oversee "
        "inbound receiving and cycle counts\n\nRequirements\n- Warehouse management system "
        "(WMS) experience\n- Inventory control\n- OSHA safety\n- Forklift certification\n"
        "- Lean or 5S\n\nNice to have\n- Manhattan SCALE\n- Bilingual in Spanish\n\nShift "
        "differential, weekly pay, employee discounts.",
        [
            ("inbound receiving", "receiving"),
            ("cycle counts", "cycle counting"),
            ("WMS", "warehouse management systems"),
            ("Inventory control", "inventory accuracy"),
            ("OSHA", "OSHA 10"),
            ("Forklift certification", "certified forklift operator"),
            ("5S", "5S"),
            ("Manhattan SCALE", None),
            ("Spanish", None),
        ],
        ["Shift differential", "weekly pay", "employee discounts"],
        _resume(
            "Luis Romero",
            "Warehouse Lead",
            "Warehouse lead with seven years in distribution centers.",
            "Gulfport Distribution",
            "Shift Lead",
            [
                "Managed receiving for 40 trailers a day",
                "Ran daily cycle counting, lifting inventory accuracy to 99.6%",
                "Rolled out 5S on the pick floor",
            ],
            ["warehouse management systems (Blue Yonder)", "OSHA 10"],
            ["Certified forklift operator"],
        ),
    ),
    (
        "logistics-zh",
        "logistics",
        "zh",
        "物流专员\n\n公司介绍：我们是一家大型连锁商超，门店遍布华南。\n\n岗位职责：\n1. 负责仓库出入库管理"
        "\n2. 协调运输配送，优化配送路线\n\n任职要求：\n1. 熟悉WMS系统\n2. 具备库存管理经验\n3. 了解冷链物流\n"
        "4. 熟练使用Excel\n5. 有SAP使用经验者优先\n\n福利：餐补，交通补贴。",
        [
            ("出入库管理", "出库入库"),
            ("运输配送", "配送"),
            ("配送路线", "路线规划"),
            ("WMS", "仓储管理系统"),
            ("库存管理", "库存盘点"),
            ("冷链物流", "冷链"),
            ("Excel", "Excel"),
            ("SAP", None),
        ],
        ["餐补", "交通补贴", "大型连锁商超"],
        _resume(
            "黄涛",
            "物流主管",
            "六年仓储物流经验。",
            "某生鲜电商",
            "仓储主管",
            ["负责出库入库及每月库存盘点", "负责冷链配送与路线规划", "熟练使用仓储管理系统"],
            ["Excel", "叉车证"],
        ),
    ),
    (
        "civil-engineer-en",
        "civil",
        "en",
        "Civil Engineer II\n\nAbout us: Grayson Engineering is an employee-owned firm "
        "founded in 1978.\n\nResponsibilities\n- Prepare grading and drainage plans\n"
        "- Design stormwater management facilities\n\nRequirements\n- Engineer in Training "
        "(EIT) certificate\n- AutoCAD Civil 3D\n- Hydrologic and hydraulic analysis\n"
        "- Site development\n\nPreferred\n- PE license\n- HEC-RAS\n\n"
        "Employee stock ownership plan, flexible schedule.",
        [
            ("grading", "grading"),
            ("drainage", "drainage design"),
            ("stormwater management", "storm water management"),
            ("EIT", "Engineer-in-Training"),
            ("Civil 3D", "Civil3D"),
            ("hydraulic analysis", "hydraulic modeling"),
            ("Site development", "site design"),
            ("PE license", None, ["professional engineer"]),
            ("HEC-RAS", None),
        ],
        ["Employee stock ownership plan", "flexible schedule", "employee-owned"],
        _resume(
            "Kevin Tran",
            "Civil Engineer",
            "Engineer-in-Training with four years in land development.",
            "Meridian Land Consultants",
            "Project Engineer",
            [
                "Prepared grading and drainage design for 30 subdivisions",
                "Sized storm water management ponds",
                "Built hydraulic modeling in StormCAD",
            ],
            ["Civil3D", "site design", "MicroStation"],
        ),
    ),
    (
        "structural-zh",
        "civil",
        "zh",
        "结构设计工程师\n\n公司简介：本院是甲级建筑设计院，成立于1985年。\n\n岗位职责：\n1. 负责"
        "住宅及公建项目结构设计\n2. 配合施工图审查\n\n任职要求：\n1. 土木工程专业本科以上\n2. 熟练使用"
        "PKPM、YJK等结构软件\n3. 熟悉建筑抗震设计规范\n4. 具有一级注册结构工程师资格\n5. 有钢结构设计经验"
        "者优先\n\n福利：项目奖金，五险一金。",
        [
            ("结构设计", "结构设计"),
            ("施工图审查", "施工图审图"),
            ("PKPM", "PKPM"),
            ("YJK", "盈建科"),
            ("抗震设计", "抗震"),
            ("一级注册结构工程师", "注册结构工程师"),
            ("钢结构设计", None),
        ],
        ["项目奖金", "五险一金", "甲级建筑设计院"],
        _resume(
            "吴强",
            "结构工程师",
            "八年民用建筑结构设计经验，一注结构持证。",
            "某建筑设计研究院",
            "结构工程师",
            [
                "完成高层住宅结构设计二十余项",
                "配合施工图审图并回复意见",
                "熟练运用PKPM与盈建科进行抗震计算",
            ],
            ["注册结构工程师", "CAD"],
        ),
    ),
    (
        "graphic-designer-en",
        "design",
        "en",
        "Graphic Designer\n\nAbout us: Tidewater Press is an independent publisher of "
        "cookbooks.\n\nWhat you'll do\n- Design book covers and interior layouts\n- Prepare "
        "print-ready files\n\nRequirements\n- Adobe InDesign, Illustrator and Photoshop\n"
        "- Typography\n- Prepress\n- Brand identity\n\nNice to have\n- Motion graphics in "
        "After Effects\n- Figma\n\nBenefits: free books, remote Fridays.",
        [
            ("layouts", "page layout"),
            ("print-ready files", "print ready artwork"),
            ("InDesign", "ID"),
            ("Illustrator", "Adobe Illustrator"),
            ("Photoshop", "PS"),
            ("Typography", "typographic"),
            ("Prepress", "pre-press"),
            ("Brand identity", "brand identities"),
            ("After Effects", None),
            ("Figma", None),
        ],
        ["free books", "remote Fridays"],
        _resume(
            "Nora Quinn",
            "Graphic Designer",
            "Print designer specialising in page layout and brand identities.",
            "Foxglove Studio",
            "Designer",
            [
                "Delivered print ready artwork for 60+ titles",
                "Handled pre-press checks with two printers",
                "Built typographic systems for a magazine redesign",
            ],
            ["Adobe Illustrator", "PS", "ID"],
        ),
    ),
    (
        "ui-designer-zh",
        "design",
        "zh",
        "UI设计师\n\n关于我们：我们是一家在线教育公司，用户超过千万。\n\n工作职责：\n1. 负责App及小程序的"
        "界面设计\n2. 建立和维护设计规范\n\n任职要求：\n1. 熟练使用Figma、Sketch\n2. 具备交互设计能力\n"
        "3. 有用户研究经验\n4. 熟悉iOS和Android设计规范\n5. 会C4D者优先\n\n福利：弹性工作，免费午餐。",
        [
            ("界面设计", "UI设计"),
            ("设计规范", "设计系统"),
            ("Figma", "figma"),
            ("Sketch", "Sketch"),
            ("交互设计", "交互"),
            ("用户研究", "用户调研"),
            ("C4D", None),
        ],
        ["弹性工作", "免费午餐", "在线教育公司"],
        _resume(
            "郑雪",
            "UI设计师",
            "四年移动端UI设计经验。",
            "某电商平台",
            "视觉设计师",
            ["负责App的UI设计与交互稿输出", "搭建设计系统组件库", "参与用户调研并输出报告"],
            ["figma", "Sketch", "AE"],
        ),
    ),
    (
        "backend-en",
        "software",
        "en",
        "Backend Engineer (Python)\n\nAbout us: Quayside is a Series B fintech with a "
        "remote-first team.\n\nWhat you'll do\n- Build REST APIs for our payments platform\n"
        "- Own services in production on Kubernetes\n\nRequirements\n- Python and Django\n"
        "- PostgreSQL\n- Continuous integration and delivery\n- Amazon Web Services\n"
        "- Message queues such as Kafka\n\nNice to have\n- Go\n- PCI DSS\n\nEquity, home "
        "office stipend, unlimited PTO.",
        [
            ("REST APIs", "RESTful API"),
            ("Kubernetes", "k8s"),
            ("Python", "Python"),
            ("Django", "Django"),
            ("PostgreSQL", "Postgres"),
            ("Continuous integration", "CI/CD"),
            ("Amazon Web Services", "AWS"),
            ("Kafka", "Apache Kafka"),
            ("Go", None),
            ("PCI DSS", None),
        ],
        ["Equity", "home office stipend", "unlimited PTO"],
        _resume(
            "Tom Becker",
            "Software Engineer",
            "Backend engineer building RESTful API services in Python.",
            "Lumen Pay",
            "Software Engineer",
            [
                "Shipped Django services on k8s",
                "Moved queue consumers to Apache Kafka",
                "Set up CI/CD with GitHub Actions",
            ],
            ["Postgres", "AWS", "Redis"],
        ),
    ),
    (
        "frontend-zh",
        "software",
        "zh",
        "前端开发工程师\n\n公司介绍：我们是一家SaaS企业服务公司，已完成C轮融资。\n\n岗位职责：\n"
        "1. 负责Web前端页面开发\n2. 进行性能优化\n\n任职要求：\n1. 精通JavaScript、TypeScript\n"
        "2. 熟悉Vue或React框架\n3. 了解前端工程化\n4. 熟悉微信小程序开发\n5. 有Node.js经验者优先\n\n"
        "福利：股票期权，弹性上下班。",
        [
            ("前端页面开发", "页面开发"),
            ("性能优化", "首屏优化"),
            ("JavaScript", "JS"),
            ("TypeScript", "TS"),
            ("Vue", "Vue3"),
            ("前端工程化", "工程化"),
            ("微信小程序", "小程序"),
            ("Node.js", None),
        ],
        ["股票期权", "弹性上下班", "C轮融资"],
        _resume(
            "钱程",
            "前端工程师",
            "五年前端开发经验，熟悉JS、TS。",
            "某互联网公司",
            "前端开发",
            [
                "负责后台管理系统页面开发",
                "主导首屏优化，加载时间降低40%",
                "推动团队工程化建设",
                "开发微信小程序商城",
            ],
            ["Vue3", "Webpack"],
        ),
    ),
    (
        "data-analyst-en",
        "data",
        "en",
        "Data Analyst\n\nAbout us: Harbor Health is a value-based primary care network.\n\n"
        "What you'll do\n- Build dashboards for clinic operations\n- Forecast patient demand\n"
        "\nRequirements\n- SQL\n- Tableau or Power BI\n- Statistical analysis in R or Python\n"
        "- Data visualization\n- Exploratory data analysis\n\nPreferred\n- dbt\n- Snowflake\n\n"
        "Perks: 100% remote, learning budget.",
        [
            ("dashboards", "dashboard"),
            ("Forecast patient demand", "demand forecasting"),
            ("SQL", "SQL"),
            ("Tableau", "Tableau"),
            ("Statistical analysis", "statistics"),
            ("Data visualization", "data visualisation"),
            ("Exploratory data analysis", "EDA"),
            ("dbt", None),
            ("Snowflake", None),
        ],
        ["100% remote", "learning budget"],
        _resume(
            "Maya Chen",
            "Data Analyst",
            "Analyst turning claims data into decisions; statistics with R.",
            "CareBridge",
            "Data Analyst",
            [
                "Built a Tableau dashboard for 40 clinics",
                "Developed demand forecasting for call-center staffing",
                "Ran EDA on readmission data",
            ],
            ["SQL", "data visualisation", "Excel"],
        ),
    ),
    (
        "data-analyst-zh",
        "data",
        "zh",
        "数据分析师\n\n公司简介：我们是一家本地生活服务平台，日活千万。\n\n工作职责：\n1. 搭建业务指标体系"
        "\n2. 进行用户行为分析，输出分析报告\n\n任职要求：\n1. 熟练使用SQL、Python\n2. 熟悉A/B测试\n"
        "3. 掌握漏斗分析\n4. 会使用Tableau等可视化工具\n5. 有机器学习经验者优先\n\n福利：年底双薪，"
        "免费班车。",
        [
            ("指标体系", "指标体系"),
            ("用户行为分析", "用户行为"),
            ("分析报告", "数据报告"),
            ("SQL", "sql"),
            ("Python", "python"),
            ("A/B测试", "AB实验"),
            ("漏斗分析", "转化漏斗"),
            ("可视化", "数据可视化"),
            ("机器学习", None),
        ],
        ["年底双薪", "免费班车", "本地生活服务平台"],
        _resume(
            "冯晨",
            "数据分析师",
            "三年互联网数据分析经验，擅长用户行为分析。",
            "某电商公司",
            "数据分析师",
            ["搭建交易指标体系", "设计AB实验并评估效果", "搭建转化漏斗看板并输出周度数据报告"],
            ["sql", "python", "数据可视化"],
        ),
    ),
    (
        "cra-zh",
        "clinical research",
        "zh",
        "临床监查员（CRA）\n\n公司简介：我们是一家国际化CRO公司，总部位于上海。\n\n岗位职责：\n"
        "1. 负责临床试验中心的监查访视\n2. 进行源数据核查\n\n任职要求：\n1. 医学、药学相关专业\n"
        "2. 熟悉良好临床规范（GCP）\n3. 具备中心启动经验\n4. 熟悉EDC系统\n5. 有肿瘤项目经验者优先\n\n"
        "福利：出差补贴，年度旅游。",
        [
            ("监查访视", "监查"),
            ("源数据核查", "SDV"),
            ("良好临床规范", "GCP"),
            ("中心启动", "启动会"),
            ("EDC", "电子数据采集系统"),
            ("肿瘤", None),
        ],
        ["出差补贴", "年度旅游", "国际化CRO公司"],
        _resume(
            "林静",
            "临床监查员",
            "三年CRA经验，持GCP证书。",
            "某CRO公司",
            "CRA",
            ["负责6家中心的常规监查", "完成SDV与质疑处理", "组织启动会并完成中心启动"],
            ["电子数据采集系统", "ICH-GCP"],
        ),
    ),
    (
        "esg-analyst-en",
        "esg",
        "en",
        "ESG Analyst\n\nAbout us: Lindqvist Capital manages $4bn for pension funds.\n\n"
        "What you'll do\n- Prepare climate disclosures aligned with the Task Force on "
        "Climate-related Financial Disclosures\n- Calculate Scope 1, 2 and 3 emissions\n\n"
        "Requirements\n- Greenhouse gas accounting\n- Materiality assessment\n- Sustainability "
        "reporting under GRI\n- Advanced Excel\n\nNice to have\n- CFA ESG certificate\n"
        "- SASB standards\n\nHybrid working, pension contributions.",
        [
            ("Task Force on Climate-related Financial Disclosures", "TCFD"),
            ("Scope 1, 2 and 3 emissions", "Scope 3 emissions"),
            ("Greenhouse gas accounting", "GHG accounting"),
            ("Materiality assessment", "materiality assessments"),
            ("Sustainability reporting", "sustainability reports"),
            ("GRI", "Global Reporting Initiative"),
            ("Excel", "Excel"),
            ("CFA ESG certificate", None),
            ("SASB", None),
        ],
        ["Hybrid working", "pension contributions"],
        _resume(
            "Freya Holm",
            "Sustainability Analyst",
            "Sustainability analyst covering TCFD and Global Reporting Initiative disclosures.",
            "Nordgreen Advisory",
            "Analyst",
            [
                "Led GHG accounting for 12 portfolio companies including Scope 3 emissions",
                "Ran double materiality assessments",
                "Wrote annual sustainability reports",
            ],
            ["Excel", "Power BI"],
        ),
    ),
]

# Resumes of neighbouring roles, distractors only.
DISTRACTORS: list[tuple[str, str, dict[str, Any]]] = [
    (
        "medical-assistant-en",
        "nursing",
        _resume(
            "Rita Soto",
            "Medical Assistant",
            "Certified medical assistant in a family practice.",
            "Valley Family Medicine",
            "Medical Assistant",
            [
                "Roomed patients and took vital signs",
                "Drew blood and gave injections",
                "Scheduled visits in Epic",
            ],
            ["BLS", "phlebotomy", "EKG"],
        ),
    ),
    (
        "bookkeeper-en",
        "accounting",
        _resume(
            "Gary Olson",
            "Bookkeeper",
            "Bookkeeper for small businesses.",
            "Olson Books",
            "Bookkeeper",
            ["Entered invoices and paid bills in QuickBooks", "Ran payroll for 8 clients"],
            ["QuickBooks", "Excel", "payroll"],
        ),
    ),
    (
        "sdr-en",
        "sales",
        _resume(
            "Chris Dunn",
            "Sales Development Representative",
            "SDR booking meetings for enterprise AEs.",
            "Cloudnest",
            "SDR",
            [
                "Cold calling and cold outreach to 80 prospects a day",
                "Logged activity in Salesforce",
            ],
            ["Salesforce", "Outreach.io", "LinkedIn Sales Navigator"],
        ),
    ),
    (
        "admin-zh",
        "hr",
        _resume(
            "何丽",
            "行政专员",
            "五年行政工作经验。",
            "某科技公司",
            "行政专员",
            ["负责办公用品采购与固定资产管理", "组织员工团建活动", "协助办理入职手续"],
            ["Office", "会议组织"],
        ),
    ),
    (
        "data-engineer-en",
        "data",
        _resume(
            "Ivan Petrov",
            "Data Engineer",
            "Data engineer building pipelines on Snowflake and dbt.",
            "Streamly",
            "Data Engineer",
            ["Built ELT pipelines with dbt and Airflow", "Tuned SQL on Snowflake"],
            ["Python", "SQL", "Kafka", "AWS"],
        ),
    ),
    (
        "drafter-zh",
        "civil",
        _resume(
            "马骏",
            "建筑制图员",
            "四年建筑施工图绘制经验。",
            "某设计公司",
            "制图员",
            ["绘制建筑施工图", "配合结构专业出图"],
            ["CAD", "天正建筑"],
        ),
    ),
]


def split_corpus(
    cases: list, distractors: list, about: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The tuning and kept-out halves of a tuning set (`about` names the set, `{}` the half)."""
    resumes = [
        {"id": c[0], "profession": c[1], "role": "intended", "document": c[6]} for c in cases
    ]
    resumes += [
        {"id": rid, "profession": prof, "role": "distractor", "document": doc}
        for rid, prof, doc in distractors
    ]
    postings = []
    for pid, profession, language, text, items, junk, _document in cases:
        for item in items:
            assert item[0].lower() in text.lower(), (pid, item[0])
        postings.append(
            {
                "id": pid,
                "profession": profession,
                "language": language,
                "text": text + "\n",
                "resume": pid,
                "present": [i[0] for i in items if i[1]],
                "missing": [i[0] for i in items if not i[1]],
                "variants": [[i[0], i[1]] for i in items if i[1] and i[1].lower() != i[0].lower()],
                "aliases": {i[0]: list(i[2]) for i in items if len(i) > 2},
                "junk": junk,
            }
        )
    # one posting of each profession's pair each way, the languages taking turns
    tuning = [p for n, p in enumerate(postings) if n % 2 == (n // 2) % 2]
    kept = [p for n, p in enumerate(postings) if n % 2 != (n // 2) % 2]
    return (
        {"about": about.format("tuning"), "postings": tuning, "resumes": resumes},
        {"about": about.format("kept-out"), "postings": kept, "resumes": resumes},
    )


def build() -> tuple[dict[str, Any], dict[str, Any]]:
    about = (
        "Tuning set 5 (bench/parts/job_tuning5.py), written by engineer variants28 before "
        "tuning; {} part. Same format as job_heldout.json."
    )
    return split_corpus(CASES, DISTRACTORS, about)


def main() -> None:
    tuning, kept = build()
    for name, data in (("job_tuning5.json", tuning), ("job_kept5.json", kept)):
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
