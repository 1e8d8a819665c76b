"""A corpus of job postings and resumes across 14 professions, in English and Chinese, made by a
script from the table below (no outside data), for `bench/job_match.py`.

Each profession and language has a title, twelve skills a posting of it asks for (each as
the posting writes it and as a resume may write it: the same, an abbreviation, a synonym, the
other language), and distractors: skills named only in the company's story, the benefits or
the legal text, which must never become keywords. Each case is one posting and the resume
meant for it: the posting asks for six skills (four required, two preferred); the resume has
four of them (three required, one preferred; two in another wording) and the two
distractors, and lacks two (one required, one preferred). Three cases per profession and
language: the first two are for tuning, the third is held out (other sentence templates,
other skill picks) and is reported apart.

The skills were written by the same people who wrote `resumes/skills/vocabulary.py`, so this
corpus shows that the pieces work together and stay fast; it cannot show how the match does
on postings written by others.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# profession -> language -> (title, [(posting form, resume form)], [distractors])
PROFESSIONS: dict[str, dict[str, tuple[str, list[tuple[str, str]], list[str]]]] = {
    "healthcare": {
        "en": (
            "Registered Nurse",
            [
                ("RN license", "Registered Nurse"),
                ("BLS", "Basic Life Support"),
                ("electronic health records", "Epic"),
                ("wound care", "wound care"),
                ("patient assessment", "patient assessments"),
                ("medication administration", "administering medications"),
                ("IV therapy", "IV insertion"),
                ("ACLS", "Advanced Cardiac Life Support"),
                ("triage", "triage"),
                ("patient education", "patient education"),
                ("PALS", "Pediatric Advanced Life Support"),
                ("intensive care", "ICU"),
            ],
            ["customer service", "project management"],
        ),
        "zh": (
            "注册护士",
            [
                ("护士执业证", "注册护士"),
                ("基础生命支持", "BLS"),
                ("电子病历", "电子病历"),
                ("伤口护理", "伤口护理"),
                ("护理评估", "护理评估"),
                ("静脉输液", "静脉输液"),
                ("健康宣教", "健康宣教"),
                ("分诊", "分诊"),
                ("给药", "给药"),
                ("重症监护", "ICU"),
                ("ACLS", "ACLS"),
                ("PALS", "PALS"),
            ],
            ["项目管理", "数据分析"],
        ),
    },
    "accounting": {
        "en": (
            "Senior Accountant",
            [
                ("CPA", "Certified Public Accountant"),
                ("month-end close", "month-end closing"),
                ("GAAP", "US GAAP"),
                ("account reconciliation", "reconciliations"),
                ("financial reporting", "financial statements"),
                ("SAP (ECC or S/4HANA)", "SAP S/4HANA"),
                ("accounts payable", "accounts payable"),
                ("Excel", "Microsoft Excel"),
                ("IFRS", "IFRS"),
                ("accounts receivable", "A/R"),
                ("general ledger", "general ledger"),
                ("audit", "auditing"),
            ],
            ["machine learning", "recruitment"],
        ),
        "zh": (
            "总账会计",
            [
                ("注册会计师", "CPA"),
                ("月末结账", "月结"),
                ("对账", "对账"),
                ("财务报表", "财务报表"),
                ("金蝶", "金蝶"),
                ("税务", "税务"),
                ("总账", "总账"),
                ("Excel", "Excel"),
                ("应收账款", "应收账款"),
                ("应付账款", "应付账款"),
                ("审计", "审计"),
                ("用友", "用友"),
            ],
            ["机器学习", "招聘"],
        ),
    },
    "finance": {
        "en": (
            "Financial Analyst",
            [
                ("financial modeling", "financial modelling"),
                ("forecasting", "forecasts"),
                ("budgeting", "budgets"),
                ("Excel", "Excel"),
                ("CFA", "Chartered Financial Analyst"),
                ("Power BI", "PowerBI"),
                ("SQL", "SQL"),
                ("variance analysis", "variance analysis"),
                ("Tableau", "Tableau"),
                ("Python", "Python"),
                ("risk management", "risk management"),
                ("cash flow", "cash flow"),
            ],
            ["wound care", "lesson planning"],
        ),
        "zh": (
            "财务分析师",
            [
                ("财务建模", "financial modeling"),
                ("预算", "预算"),
                ("预测", "预测"),
                ("Excel", "Excel"),
                ("数据可视化", "数据可视化"),
                ("SQL", "SQL"),
                ("财务报告", "财务报表"),
                ("CFA", "CFA"),
                ("税务", "税务"),
                ("审计", "审计"),
                ("并购", "M&A"),
                ("Python", "Python"),
            ],
            ["伤口护理", "备课"],
        ),
    },
    "teaching": {
        "en": (
            "Elementary School Teacher",
            [
                ("teaching license", "state teaching certificate"),
                ("lesson planning", "lesson plans"),
                ("classroom management", "classroom management"),
                ("differentiated instruction", "differentiation"),
                ("English learners", "ESL"),
                ("curriculum development", "curriculum design"),
                ("special education", "special education"),
                ("formative assessment", "student assessment"),
                ("mentoring", "mentorship"),
                ("assessment data", "assessment data"),
                ("Mandarin", "Mandarin Chinese"),
                ("project management", "project management"),
            ],
            ["sales", "Kubernetes"],
        ),
        "zh": (
            "小学语文教师",
            [
                ("教师资格证", "教师资格"),
                ("备课", "教案"),
                ("课堂管理", "课堂管理"),
                ("分层教学", "分层教学"),
                ("课程设计", "课程开发"),
                ("学生评价", "学生评价"),
                ("特殊教育", "特殊教育"),
                ("普通话", "普通话"),
                ("指导", "带教"),
                ("英语", "英语"),
                ("项目管理", "项目管理"),
                ("Excel", "Excel"),
            ],
            ["销售", "采购"],
        ),
    },
    "sales": {
        "en": (
            "Enterprise Account Executive",
            [
                ("B2B sales", "enterprise sales"),
                ("Salesforce", "Salesforce"),
                ("market research", "market research"),
                ("negotiation", "negotiating"),
                ("prospecting", "lead generation"),
                ("pipeline management", "sales pipeline"),
                ("SaaS", "SaaS"),
                ("account management", "key accounts"),
                ("customer service", "customer service"),
                ("Excel", "Excel"),
                ("sales forecasting", "sales forecasting"),
                ("relationship building", "relationship building"),
            ],
            ["payroll", "AutoCAD"],
        ),
        "zh": (
            "大客户销售经理",
            [
                ("大客户销售", "大客户销售"),
                ("客户关系管理", "CRM"),
                ("谈判", "谈判"),
                ("客户开发", "客户开发"),
                ("大客户管理", "大客户管理"),
                ("SaaS", "SaaS"),
                ("产品定位", "产品定位"),
                ("英语流利", "英语"),
                ("谈判", "谈判"),
                ("社交媒体", "新媒体运营"),
                ("项目管理", "项目管理"),
                ("Excel", "Excel"),
            ],
            ["薪酬核算", "护理评估"],
        ),
    },
    "marketing": {
        "en": (
            "Product Marketing Manager",
            [
                ("go-to-market", "GTM"),
                ("positioning", "product positioning"),
                ("HubSpot", "HubSpot"),
                ("Google Analytics", "GA4"),
                ("content strategy", "content marketing"),
                ("SEO", "search engine optimization"),
                ("A/B testing", "A/B tests"),
                ("social media", "social media marketing"),
                ("market research", "market research"),
                ("brand management", "brand management"),
                ("email marketing", "email marketing"),
                ("competitive analysis", "competitive analysis"),
            ],
            ["litigation", "forklift"],
        ),
        "zh": (
            "增长营销经理",
            [
                ("用户增长", "用户增长"),
                ("内容营销", "内容策略"),
                ("搜索引擎优化", "SEO"),
                ("A/B测试", "AB测试"),
                ("社交媒体", "新媒体运营"),
                ("数据分析", "数据分析"),
                ("营销自动化", "营销自动化"),
                ("漏斗分析", "漏斗分析"),
                ("产品定位", "品牌定位"),
                ("客户关系管理", "CRM"),
                ("Excel", "Excel"),
                ("项目管理", "项目管理"),
            ],
            ["诉讼", "叉车"],
        ),
    },
    "hr": {
        "en": (
            "HR Generalist",
            [
                ("recruitment", "recruiting"),
                ("onboarding", "onboarding"),
                ("HRIS", "Workday"),
                ("payroll", "payroll"),
                ("employee relations", "employee relations"),
                ("performance management", "performance management"),
                ("employment law", "labor law"),
                ("SHRM-CP", "SHRM-CP"),
                ("project management", "project management"),
                ("training and development", "training and development"),
                ("compensation and benefits", "C&B"),
                ("Excel", "Excel"),
            ],
            ["SAP2000", "wound care"],
        ),
        "zh": (
            "人力资源专员",
            [
                ("招聘", "招聘"),
                ("入职", "入职"),
                ("薪酬核算", "薪资核算"),
                ("员工关系", "员工关系"),
                ("绩效管理", "绩效管理"),
                ("劳动法", "劳动合同法"),
                ("人力资源信息系统", "人力资源信息系统"),
                ("人力资源管理师", "人力资源管理师"),
                ("薪酬福利", "薪酬福利"),
                ("Excel", "Excel"),
                ("项目管理", "项目管理"),
                ("谈判", "谈判"),
            ],
            ["钢结构", "静脉输液"],
        ),
    },
    "legal": {
        "en": (
            "Corporate Associate Attorney",
            [
                ("bar admission", "admitted to the bar"),
                ("contract drafting", "drafting contracts"),
                ("due diligence", "due diligence"),
                ("M&A", "mergers and acquisitions"),
                ("legal research", "legal research"),
                ("regulatory compliance", "compliance"),
                ("intellectual property", "IP law"),
                ("litigation", "litigation"),
                ("contract law", "contract law"),
                ("case management", "case management"),
                ("legal documents", "legal document"),
                ("negotiation", "negotiating"),
            ],
            ["Grafana", "lesson planning"],
        ),
        "zh": (
            "公司律师",
            [
                ("法律职业资格", "律师执业证"),
                ("合同起草", "合同审核"),
                ("尽职调查", "尽调"),
                ("并购", "并购"),
                ("法律研究", "法律研究"),
                ("合规", "合规"),
                ("知识产权", "知识产权"),
                ("诉讼", "诉讼"),
                ("劳动法", "劳动合同法"),
                ("谈判", "谈判"),
                ("英语", "英语"),
                ("项目管理", "项目管理"),
            ],
            ["课堂管理", "用户增长"],
        ),
    },
    "logistics": {
        "en": (
            "Supply Chain Planner",
            [
                ("S&OP", "sales and operations planning"),
                ("demand planning", "demand forecasting"),
                ("inventory management", "inventory control"),
                ("SAP", "SAP ERP"),
                ("procurement", "purchasing"),
                ("warehouse management", "WMS"),
                ("Excel", "Excel"),
                ("CSCP", "APICS CSCP"),
                ("transportation management", "TMS"),
                ("lean manufacturing", "lean six sigma"),
                ("import and export", "import and export"),
                ("six sigma", "six sigma"),
            ],
            ["patient assessment", "Figma"],
        ),
        "zh": (
            "供应链计划专员",
            [
                ("产销协同", "S&OP"),
                ("需求计划", "需求计划"),
                ("库存管理", "库存管理"),
                ("仓储管理", "仓储管理"),
                ("采购", "采购"),
                ("ERP系统", "ERP"),
                ("运输管理", "运输管理"),
                ("供应链管理", "供应链"),
                ("叉车", "叉车"),
                ("精益生产", "精益生产"),
                ("Excel", "Excel"),
                ("六西格玛", "六西格玛"),
            ],
            ["伤口护理", "界面设计"],
        ),
    },
    "structural": {
        "en": (
            "Structural Engineer",
            [
                ("P.E. license", "Professional Engineer"),
                ("SAP2000", "SAP 2000"),
                ("Tekla Structures", "Tekla"),
                ("steel", "structural steel"),
                ("concrete", "reinforced concrete"),
                ("seismic design", "seismic analysis"),
                ("Revit", "Autodesk Revit"),
                ("mass timber", "cross-laminated timber"),
                ("project management", "project management"),
                ("AutoCAD", "AutoCAD"),
                ("building codes", "building code"),
                ("ETABS", "ETABS"),
            ],
            ["HubSpot", "payroll"],
        ),
        "zh": (
            "结构工程师",
            [
                ("注册结构工程师", "一级注册结构工程师"),
                ("PKPM", "PKPM"),
                ("SAP2000", "SAP2000"),
                ("钢结构", "钢结构"),
                ("混凝土", "混凝土"),
                ("抗震设计", "抗震设计"),
                ("项目管理", "项目管理"),
                ("ETABS", "ETABS"),
                ("AutoCAD", "CAD"),
                ("Revit", "Revit"),
                ("钢结构设计", "钢结构"),
                ("Tekla", "Tekla Structures"),
            ],
            ["内容营销", "招聘"],
        ),
    },
    "design": {
        "en": (
            "Product Designer",
            [
                ("Figma", "Figma"),
                ("user research", "usability testing"),
                ("prototyping", "prototypes"),
                ("design systems", "design system"),
                ("wireframing", "wireframes"),
                ("UX", "user experience"),
                ("Adobe Illustrator", "Illustrator"),
                ("typography", "typography"),
                ("Adobe Photoshop", "Photoshop"),
                ("visual design", "visual design"),
                ("interaction design", "interaction design"),
                ("information architecture", "information architecture"),
            ],
            ["GAAP", "forklift"],
        ),
        "zh": (
            "交互设计师",
            [
                ("Figma", "Figma"),
                ("用户研究", "可用性测试"),
                ("原型设计", "原型"),
                ("设计系统", "设计系统"),
                ("用户体验", "UX"),
                ("界面设计", "UI"),
                ("线框图", "线框图"),
                ("Photoshop", "Adobe Photoshop"),
                ("Sketch", "Sketch"),
                ("Illustrator", "Adobe Illustrator"),
                ("字体设计", "字体设计"),
                ("设计规范", "设计规范"),
            ],
            ["注册会计师", "谈判"],
        ),
    },
    "software": {
        "en": (
            "Backend Engineer",
            [
                ("Python", "Python"),
                ("Kafka", "Apache Kafka"),
                ("PostgreSQL", "Postgres"),
                ("Kubernetes", "k8s"),
                ("REST APIs", "RESTful API"),
                ("Docker", "containerization"),
                ("CI/CD", "continuous integration"),
                ("AWS", "Amazon Web Services"),
                ("TypeScript", "TypeScript"),
                ("GraphQL", "GraphQL"),
                ("Redis", "Redis"),
                ("system design", "system design"),
            ],
            ["wound care", "classroom management"],
        ),
        "zh": (
            "后端开发工程师",
            [
                ("Java", "Java"),
                ("Spring Boot", "Spring"),
                ("MySQL", "MySQL"),
                ("Redis", "Redis"),
                ("微服务", "microservices"),
                ("高并发", "高并发"),
                ("分布式", "分布式系统"),
                ("Kafka", "Kafka"),
                ("Docker", "容器化"),
                ("Linux", "Linux"),
                ("Python", "Python"),
                ("Elasticsearch", "Elasticsearch"),
            ],
            ["护理评估", "合同起草"],
        ),
    },
    "sre": {
        "en": (
            "Site Reliability Engineer",
            [
                ("Kubernetes", "Kubernetes"),
                ("Helm", "Helm charts"),
                ("Prometheus", "Prometheus"),
                ("Grafana", "Grafana"),
                ("incident response", "on-call"),
                ("Terraform", "Terraform"),
                ("Linux", "Linux"),
                ("SLOs", "service level objectives"),
                ("Ansible", "Ansible"),
                ("AWS", "Amazon Web Services"),
                ("Python", "Python"),
                ("capacity planning", "capacity planning"),
            ],
            ["lesson planning", "negotiation"],
        ),
        "zh": (
            "运维开发工程师",
            [
                ("Kubernetes", "K8s"),
                ("Prometheus", "Prometheus"),
                ("Grafana", "Grafana"),
                ("故障处理", "应急响应"),
                ("Linux", "Linux"),
                ("Ansible", "Ansible"),
                ("持续集成", "CI/CD"),
                ("Docker", "容器化"),
                ("Terraform", "Terraform"),
                ("Bash", "Bash"),
                ("Python", "Python"),
                ("AWS", "AWS"),
            ],
            ["备课", "财务报表"],
        ),
    },
    "data": {
        "en": (
            "Data Analyst",
            [
                ("SQL", "SQL"),
                ("Python", "Python"),
                ("Tableau", "Tableau"),
                ("A/B testing", "experimentation"),
                ("statistics", "statistical analysis"),
                ("Power BI", "PowerBI"),
                ("funnel analysis", "conversion funnel"),
                ("cohort analysis", "retention analysis"),
                ("Excel", "Excel"),
                ("machine learning", "ML"),
                ("data modeling", "data modelling"),
                ("ETL", "ETL"),
            ],
            ["litigation", "wound care"],
        ),
        "zh": (
            "数据分析师",
            [
                ("SQL", "SQL"),
                ("Python", "Python"),
                ("用户增长", "user growth"),
                ("指标体系", "指标体系"),
                ("漏斗分析", "漏斗分析"),
                ("AB测试", "A/B测试"),
                ("数据可视化", "Tableau"),
                ("留存分析", "留存分析"),
                ("Excel", "Excel"),
                ("机器学习", "machine learning"),
                ("数据建模", "数据建模"),
                ("ETL", "ETL"),
            ],
            ["诉讼", "叉车"],
        ),
    },
}

# The resume's own title: the job without the skills the posting's title names ("Registered
# Nurse" names the RN licence, which a resume may lack).
RESUME_TITLES: dict[str, tuple[str, str]] = {
    "healthcare": ("Nurse", "护士"),
    "accounting": ("Accountant", "会计"),
    "finance": ("Financial Analyst", "财务分析师"),
    "teaching": ("Teacher", "教师"),
    "sales": ("Account Executive", "销售经理"),
    "marketing": ("Marketing Manager", "市场经理"),
    "hr": ("HR Generalist", "人事专员"),
    "legal": ("Attorney", "律师"),
    "logistics": ("Planner", "计划专员"),
    "structural": ("Structural Engineer", "结构工程师"),
    "design": ("Product Designer", "交互设计师"),
    "software": ("Backend Engineer", "后端开发工程师"),
    "sre": ("Site Reliability Engineer", "运维开发工程师"),
    "data": ("Data Analyst", "数据分析师"),
}

_ABOUT = {
    "en": [
        "About us: We are a leading employer founded in 1998, known for {d0} and {d1}.",
        "Who we are: our mission is to bring {d0} and {d1} to everyone.",
    ],
    "zh": [
        "关于我们：我们是一家成立于2008年的公司，在{d0}和{d1}领域领先。",
        "公司简介：我们是行业领先的{d0}服务商。",
    ],
}
_TAIL = {
    "en": [
        "Benefits:\n- Health insurance, 401(k) and {d1} courses\nSalary: $70,000 - $90,000\n"
        "We are an equal opportunity employer; reasonable accommodation is available.",
        "What we offer:\n- Paid time off and a {d0} learning budget\n"
        "All applicants receive consideration without regard to race or religion.",
    ],
    "zh": [
        "福利待遇：\n五险一金，带薪年假，{d1}培训。\n薪资：15-25K",
        "我们提供：双休，年终奖，{d0}学习补贴。",
    ],
}
# Sentence templates: tuning cases use set 0, the held-out case set 1.
_REQUIRED = {
    "en": [
        ["Requirements:", "- {a} and {b} required", "- Experience with {c}", "- Knowledge of {d}"],
        ["What you'll need:", "- Hands-on {a}", "- You know {b} and {c} well", "- {d}: must have"],
    ],
    "zh": [
        ["任职要求：", "1. 具备{a}", "2. 熟悉{b}和{c}", "3. 掌握{d}"],
        ["岗位要求：", "1. 必须有{a}", "2. 精通{b}、{c}", "3. 有{d}经验"],
    ],
}
_PREFERRED = {
    "en": [
        ["Nice to have:", "- {e}", "- Experience with {f} is a plus"],
        ["Bonus points:", "- {e} is preferred", "- Some {f}"],
    ],
    "zh": [
        ["加分项：", "有{e}经验者优先", "熟悉{f}者优先"],
        ["优先条件：", "{e}优先", "了解{f}者加分"],
    ],
}
_DUTIES = {
    "en": ["Responsibilities:", "- Work with the team every day and report to the manager."],
    "zh": ["岗位职责：", "1. 与团队协作，按时完成工作。"],
}


@dataclass(frozen=True)
class Case:
    """One posting, the resume meant for it, and what a good match finds."""

    name: str
    profession: str
    language: str
    held_out: bool
    posting: str
    resume: dict
    asked: list[str]  # the posting forms of the skills it asks for
    has: list[str]  # asked skills the resume has (posting forms)
    lacks: list[str]  # asked skills the resume lacks
    variants: list[str] = field(default_factory=list)  # has, but worded differently
    distractors: list[str] = field(default_factory=list)


def _case(profession: str, language: str, number: int) -> Case:
    title, skills, distractors = PROFESSIONS[profession][language]
    held_out = number == 2
    template = 1 if held_out else 0
    count = len(skills)
    # Each case starts four skills further along the profession's list, the Chinese ones two
    # more, so postings overlap a little and a case's two languages are not translations.
    start = number * 4 + 2 * (language == "zh")
    order = [skills[(i + start) % count] for i in range(count)]
    asked = order[:6]
    slots = dict(zip("abcdef", (posting for posting, _ in asked), strict=True))
    d = {"d0": distractors[0], "d1": distractors[1]}
    lines = [title, _ABOUT[language][template].format(**d)]
    lines += _DUTIES[language]
    lines += [line.format(**slots) for line in _REQUIRED[language][template]]
    lines += [line.format(**slots) for line in _PREFERRED[language][template]]
    lines += [_TAIL[language][template].format(**d)]
    # The resume has asked skills 0, 1, 2 (required) and 4 (preferred), 0 and 2 in the resume's
    # own wording; it lacks 3 (required) and 5 (preferred); it also names the two distractors,
    # which no posting asks for.
    has_index, lacks_index = (0, 1, 2, 4), (3, 5)
    written = {0: asked[0][1], 1: asked[1][0], 2: asked[2][1], 4: asked[4][0]}
    own_title = RESUME_TITLES[profession][language == "zh"]
    resume = _resume(own_title, language, [written[i] for i in has_index], list(distractors))
    return Case(
        name=f"{profession}-{language}-{number + 1}",
        profession=profession,
        language=language,
        held_out=held_out,
        posting="\n".join(lines),
        resume=resume,
        asked=[posting for posting, _ in asked],
        has=[asked[i][0] for i in has_index],
        lacks=[asked[i][0] for i in lacks_index],
        variants=[asked[i][0] for i in (0, 2) if asked[i][0] != asked[i][1]],
        distractors=list(distractors),
    )


def _resume(title: str, language: str, has: list[str], other: list[str]) -> dict:
    if language == "zh":
        highlights = [f"负责{has[0]}相关工作", f"日常使用{has[1]}", f"推动{has[2]}落地"]
        summary = f"五年{title}经验，擅长{has[3]}。"
    else:
        highlights = [f"Led {has[0]} work for the team", f"Used {has[1]} daily", f"Drove {has[2]}"]
        summary = f"{title} with five years of experience, strong in {has[3]}."
    return {
        "basics": {"name": "Sam Lee", "label": title, "summary": summary},
        "work": [
            {
                "name": "Northwind",
                "position": title,
                "startDate": "2020-01",
                "highlights": highlights,
            }
        ],
        "skills": [{"name": "Other", "keywords": other}],
    }


def cases() -> list[Case]:
    """Every case: 14 professions x 2 languages x 3 (the third held out)."""
    return [
        _case(profession, language, number)
        for profession in PROFESSIONS
        for language in ("en", "zh")
        for number in range(3)
    ]
