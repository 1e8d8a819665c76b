"""Tuning set 4 for the job match: 24 postings with their resumes over 18 professions outside
(and a few inside) software, in English and Chinese, written as recruiters write (about us,
duties, requirements, preferred, benefits, salary, legal text) by engineer match28 BEFORE
the matcher was tuned on it. Run it to write the two files in the format of
`job_heldout.json`:

    .venv/bin/python bench/parts/job_tuning4.py
    .venv/bin/python bench/job_match.py --corpus bench/parts/job_tuning4.json       # tuned on
    .venv/bin/python bench/job_match.py --corpus bench/parts/job_tuning4_kept.json  # kept out

Every third posting (8 of 24) goes to `job_tuning4_kept.json` and is kept out of tuning: its
figures are reported apart. Both files hold all 24 resumes, so every other resume is a
distractor.

A posting's item is (how the posting asks for it, how the resume has it or None when the
resume lacks it, "req" or "pref"[, aliases]). A resume wording other than the posting's is a
wording variant (abbreviation, synonym, inflection, the other language).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
Item = tuple  # (posting wording, resume wording | None, "req" | "pref", [aliases])

# (id, profession, language, title, about, duties, items, benefits, resume label, employer)
POSTINGS: list[tuple[str, str, str, str, str, str, list[Item], str, str, str]] = [
    (
        "dental-hygienist-en",
        "dental",
        "en",
        "Registered Dental Hygienist",
        "About us: Bright Smiles Family Dentistry has served Spokane since 1987 with a "
        "patient-first culture and a state-of-the-art digital office.",
        "You'll perform prophylaxis for adult and child patients and chart periodontal findings.",
        [
            ("scaling and root planing", "scaling and root planing", "req"),
            ("dental radiographs", "dental X-rays", "req", ["dental x-rays"]),
            ("periodontal charting", "perio charting", "req"),
            ("local anesthesia", "local anaesthesia permit", "req"),
            ("Dentrix", "Dentrix", "req"),
            ("CPR certification", "CPR (AHA)", "req"),
            ("Invisalign", None, "pref"),
            ("nitrous oxide", None, "pref"),
        ],
        "Benefits: medical, dental and vision insurance, 401(k) with match, paid holidays. "
        "Pay: $48-$56 per hour. Bright Smiles is an equal opportunity employer.",
        "Dental Hygienist",
        "Lilac City Dental",
    ),
    (
        "vet-tech-en",
        "veterinary",
        "en",
        "Licensed Veterinary Technician",
        "Who we are: Cedar Creek Animal Hospital is an AAHA-accredited, fear-free practice "
        "caring for dogs, cats and exotics since 2004.",
        "Duties include assisting in surgery, running in-house lab work and client education.",
        [
            ("anesthesia monitoring", "monitored anesthesia", "req"),
            ("venipuncture", "blood draws", "req"),
            ("dental prophylaxis", "dental cleanings", "req"),
            ("radiography", "radiographs", "req"),
            (
                "LVT license",
                "Licensed Veterinary Technician",
                "req",
                ["licensed veterinary technician"],
            ),
            ("Avimark", None, "req"),
            ("exotic animal care", None, "pref"),
        ],
        "We offer uniform allowance, pet care discounts and CE allowance. $22-$27/hour. "
        "Cedar Creek is an equal opportunity employer.",
        "Veterinary Technician",
        "Paws & Claws Clinic",
    ),
    (
        "amt-en",
        "aviation",
        "en",
        "Aircraft Maintenance Technician (A&P)",
        "About the company: Skyline Regional operates 60 turboprop and regional jet aircraft "
        "across the Mountain West and is proud of its 30-year safety record.",
        "Perform scheduled inspections, troubleshoot and repair airframe and powerplant systems.",
        [
            ("A&P certificate", "Airframe and Powerplant", "req", ["airframe and powerplant"]),
            ("aircraft maintenance manuals", "AMM", "req", ["amm"]),
            ("borescope inspection", "borescope inspections", "req"),
            ("sheet metal repair", "sheet metal repairs", "req"),
            ("avionics troubleshooting", None, "req"),
            ("CRJ-700", "CRJ700", "pref"),
            ("FAA Part 121", None, "pref"),
        ],
        "Benefits: flight benefits for you and your family, 401(k), shift differential. "
        "Salary $38-$52/hour. Pre-employment drug test required by DOT regulations.",
        "A&P Mechanic",
        "Horizon Air Services",
    ),
    (
        "welder-en",
        "welding",
        "en",
        "Structural Welder",
        "About us: Iron Ridge Fabrication builds steel for bridges and stadiums across Texas.",
        "Fit and weld structural steel members from blueprints.",
        [
            ("flux-cored arc welding", "FCAW", "req", ["fcaw"]),
            ("shielded metal arc welding", "stick welding", "req", ["smaw"]),
            ("blueprint reading", "read blueprints", "req"),
            ("AWS D1.1 certification", "AWS D1.1", "req"),
            ("overhead welding", "welding in all positions", "req"),
            ("forklift certification", None, "pref"),
            ("TIG welding", None, "pref", ["gtaw"]),
        ],
        "Perks: weekly pay, overtime, boot allowance. Starting at $24/hour. "
        "We are an equal employment opportunity employer.",
        "Welder",
        "Lone Star Steel Works",
    ),
    (
        "agronomist-zh",
        "agriculture",
        "zh",
        "农艺师",
        "公司简介：我们是一家成立于2003年的现代农业集团，在黑龙江拥有万亩种植基地。",
        "岗位职责：负责测土配方施肥方案，开展病虫害防治，指导农户田间管理。",
        [
            ("测土配方施肥", "测土配方", "req"),
            ("病虫害防治", "病虫害防控", "req"),
            ("田间管理", "田间管理", "req"),
            ("农药使用", "农药施用", "req"),
            ("土壤检测", "土壤化验", "req"),
            ("无人机植保", None, "pref"),
            ("农艺师证书", None, "pref"),
        ],
        "福利待遇：五险一金，包食宿，年终奖。薪资：6000-9000元/月。",
        "农业技术员",
        "北大荒农业服务中心",
    ),
    (
        "hotel-frontdesk-zh",
        "hospitality",
        "zh",
        "酒店前厅经理",
        "关于我们：我们是一家国际连锁五星级酒店，拥有380间客房，位于上海外滩。",
        "岗位职责：负责前台接待、入住登记与退房，处理宾客投诉，管理前厅团队排班。",
        [
            ("Opera PMS", "Opera系统", "req", ["opera"]),
            ("宾客投诉处理", "客诉处理", "req"),
            ("收益管理", "房价管理", "pref"),
            ("前台接待", "前台接待", "req"),
            ("英语口语", "英语流利", "req"),
            ("夜审", None, "req"),
            ("会员计划", None, "pref"),
        ],
        "我们提供：五险一金，员工餐，带薪年假，员工住宿。薪资：12000-15000元/月。",
        "前厅主管",
        "锦江国际酒店",
    ),
    (
        "reporter-en",
        "journalism",
        "en",
        "Metro Reporter",
        "About us: The Lakeside Ledger is a nonprofit newsroom that has covered Chicago's "
        "neighborhoods for 40 years and won two Pulitzer Prizes.",
        "You will break news, write explanatory features and build a network of sources.",
        [
            ("AP style", "Associated Press style", "req", ["associated press style"]),
            ("public records requests", "FOIA requests", "req", ["foia"]),
            ("data journalism", "data-driven stories", "req"),
            ("fact-checking", "fact checking", "req"),
            ("content management system", "WordPress", "req", ["cms"]),
            ("Spanish", None, "pref"),
            ("video editing", None, "pref"),
        ],
        "Salary range: $62,000-$70,000. Benefits include health insurance and a 403(b). "
        "The Ledger is an equal opportunity employer.",
        "Staff Writer",
        "Evanston Daily",
    ),
    (
        "translator-zh",
        "translation",
        "zh",
        "英汉笔译",
        "公司简介：我们是一家成立于2006年的语言服务公司，服务于500强企业。",
        "岗位职责：负责法律、金融类文件的英汉互译，维护术语库，审校译稿。",
        [
            ("CATTI二级", "二级笔译证书", "req", ["catti 2"]),
            ("Trados", "SDL Trados Studio", "req"),
            ("术语管理", "术语库维护", "req"),
            ("法律翻译", "合同翻译", "req"),
            ("译文审校", "审校", "req"),
            ("机器翻译译后编辑", None, "pref", ["mtpe"]),
            ("日语", None, "pref"),
        ],
        "福利：五险一金，弹性工作，带薪年假。薪资：10000-16000元/月。",
        "专职翻译",
        "传神语联",
    ),
    (
        "underwriter-en",
        "insurance",
        "en",
        "Commercial Lines Underwriter",
        "Who we are: Harbor Mutual has protected small businesses in New England since 1902.",
        "Evaluate new business submissions, price accounts and manage a renewal book.",
        [
            ("commercial property", "commercial property", "req"),
            ("general liability", "GL", "req", ["gl"]),
            ("risk assessment", "assessed risk", "req"),
            ("loss runs", "loss run analysis", "req"),
            (
                "CPCU designation",
                "Chartered Property Casualty Underwriter",
                "pref",
                ["chartered property casualty underwriter"],
            ),
            ("Guidewire", None, "pref"),
            ("workers' compensation", None, "req"),
        ],
        "Benefits: medical, dental and vision insurance, pension, hybrid work. Salary "
        "$80,000-$105,000. Harbor Mutual is an equal opportunity employer.",
        "Underwriter",
        "Granite State Insurance",
    ),
    (
        "esg-analyst-en",
        "esg",
        "en",
        "ESG Analyst",
        "About us: Northwind Capital is a $20B asset manager that believes in long-term, "
        "responsible investing.",
        "Conduct ESG research on portfolio companies and draft stewardship reports.",
        [
            ("GHG accounting", "greenhouse gas accounting", "req", ["greenhouse gas accounting"]),
            ("TCFD reporting", "Task Force on Climate-related Financial Disclosures", "req"),
            ("materiality assessment", "materiality assessments", "req"),
            ("GRI Standards", "GRI", "req"),
            ("MSCI ESG", "MSCI ESG ratings", "pref"),
            ("SFDR", None, "req"),
            ("Python", None, "pref"),
        ],
        "We offer a discretionary bonus, 25 vacation days and a pension. Salary: £55,000-"
        "£65,000. Northwind is committed to equal opportunities.",
        "Sustainability Analyst",
        "GreenLeaf Advisory",
    ),
    (
        "ecommerce-zh",
        "ecommerce",
        "zh",
        "电商运营专员",
        "关于我们：我们是一家成立于2015年的国货美妆品牌，在天猫、抖音均有旗舰店。",
        "岗位职责：负责天猫店铺日常运营，策划大促活动，优化商品详情页。",
        [
            ("天猫店铺运营", "天猫运营", "req"),
            ("直通车", "直通车推广", "req"),
            ("生意参谋", "生意参谋", "req"),
            ("大促活动策划", "双11活动策划", "req"),
            ("转化率优化", "提升转化率", "req"),
            ("抖音直播", None, "pref"),
            ("ROI", None, "req"),
        ],
        "福利待遇：五险一金，双休，节日福利。薪资：8000-12000元/月+提成。",
        "电商运营",
        "杭州某美妆公司",
    ),
    (
        "foreign-trade-zh",
        "foreign_trade",
        "zh",
        "外贸业务员",
        "公司简介：我们是一家成立于2009年的五金工具出口企业，产品远销欧美60多个国家。",
        "岗位职责：负责开发海外客户，跟进订单，安排出货与报关。",
        [
            ("阿里巴巴国际站", "阿里国际站", "req"),
            ("英语读写", "英语六级", "req", ["cet-6"]),
            ("报关", "报关报检", "req"),
            ("信用证", "L/C", "req", ["l/c", "lc"]),
            ("FOB", "FOB", "req"),
            ("展会", "广交会", "pref"),
            ("西班牙语", None, "pref"),
        ],
        "薪资：底薪5000元+提成，五险一金，年终奖。",
        "外贸业务员",
        "宁波某进出口公司",
    ),
    (
        "cra-en",
        "clinical_research",
        "en",
        "Clinical Research Associate II",
        "About the company: Meridian Clinical is a mid-size CRO running oncology and "
        "rare-disease trials in 14 countries.",
        "Perform site monitoring visits, source data verification and site close-out.",
        [
            ("ICH-GCP", "Good Clinical Practice", "req", ["good clinical practice", "gcp"]),
            ("source data verification", "SDV", "req", ["sdv"]),
            ("site initiation visits", "SIVs", "req"),
            ("EDC systems", "Medidata Rave", "req"),
            ("oncology trials", "oncology studies", "req"),
            ("informed consent", "informed consent forms", "req"),
            ("CCRA certification", None, "pref"),
            ("Veeva Vault", None, "pref"),
        ],
        "Benefits: home-based role, car allowance, 401(k). Salary $85,000-$105,000. "
        "Meridian is an equal opportunity employer.",
        "Clinical Research Associate",
        "Apex CRO",
    ),
    (
        "cra-zh",
        "clinical_research",
        "zh",
        "临床监查员",
        "公司简介：我们是一家专注肿瘤领域的CRO公司，成立于2012年。",
        "岗位职责：负责临床试验中心的监查访视，跟进受试者入组，核查原始数据。",
        [
            ("GCP证书", "GCP培训证书", "req", ["gcp"]),
            ("源数据核查", "SDV", "req", ["sdv"]),
            ("伦理申报", "伦理递交", "req"),
            ("受试者招募", "受试者入组", "req"),
            ("不良事件报告", "AE/SAE上报", "req"),
            ("肿瘤项目", "肿瘤临床试验", "pref"),
            ("医学背景", None, "req"),
        ],
        "福利：五险一金，补充医疗，带薪年假。薪资：10000-18000元/月。",
        "CRA",
        "泰格医药",
    ),
    (
        "chef-zh",
        "culinary",
        "zh",
        "中餐厨师长",
        "关于我们：我们是一家拥有20家门店的粤菜连锁品牌，成立于2001年。",
        "岗位职责：负责厨房出品管理，制定菜单，控制食材成本，管理厨房团队。",
        [
            ("粤菜", "广东菜", "req"),
            ("成本控制", "控制成本", "req"),
            ("菜品研发", "新菜研发", "req"),
            ("食品安全", "食品卫生", "req"),
            ("厨房管理", "后厨管理", "req"),
            ("中式烹调师证", "中式烹调师", "pref"),
            ("西点", None, "pref"),
        ],
        "待遇：包食宿，五险一金，月休4天。薪资：15000-20000元/月。",
        "厨师长",
        "广州某酒楼",
    ),
    (
        "game-designer-en",
        "game_design",
        "en",
        "Systems Game Designer",
        "About us: Lantern Forge is an independent studio behind two award-winning roguelikes.",
        "Design combat and progression systems, balance the economy and write design docs.",
        [
            ("game balancing", "balanced", "req"),
            ("Unity", "Unity3D", "req"),
            ("game design documents", "GDDs", "req", ["gdd"]),
            ("level design", "level layouts", "req"),
            ("prototyping", "prototyped", "req"),
            ("Unreal Engine", None, "pref"),
            ("monetization design", None, "pref"),
        ],
        "Perks: remote-first, game library stipend, profit sharing. Salary: $90,000-$120,000.",
        "Game Designer",
        "Pixel Harbor",
    ),
    (
        "actuary-en",
        "actuarial",
        "en",
        "Associate Actuary, Pricing",
        "About us: Keystone Life has helped American families plan for the future since 1931.",
        "Build pricing models for term and whole life products and support reserve studies.",
        [
            (
                "ASA designation",
                "Associate of the Society of Actuaries",
                "req",
                ["associate of the society of actuaries"],
            ),
            ("pricing models", "pricing model", "req"),
            ("experience studies", "mortality studies", "req"),
            ("Prophet", "FIS Prophet", "req"),
            ("SQL", "SQL", "req"),
            ("statutory reserves", None, "req"),
            ("FSA", None, "pref"),
        ],
        "Benefits: exam support and study time, pension, 401(k). Salary range $95,000-"
        "$125,000. Keystone Life is an equal opportunity employer.",
        "Actuarial Analyst",
        "Liberty Mutual",
    ),
    (
        "biotech-en",
        "biotech",
        "en",
        "Research Associate, Cell Biology",
        "About the company: Helix Therapeutics is a Series C biotech developing CAR-T therapies.",
        "Run cell-based assays, maintain cell lines and analyze data for program teams.",
        [
            ("mammalian cell culture", "cell culture", "req"),
            ("flow cytometry", "FACS", "req", ["facs"]),
            ("ELISA", "enzyme-linked immunosorbent assay", "req"),
            ("qPCR", "quantitative PCR", "req", ["quantitative pcr"]),
            ("aseptic technique", "sterile technique", "req"),
            ("GraphPad Prism", "Prism", "pref"),
            ("CRISPR", None, "pref"),
            ("GLP", None, "req"),
        ],
        "We offer equity, medical, dental and vision insurance, and a commuter benefit. "
        "Salary $80,000-$95,000. Helix is an equal opportunity employer.",
        "Research Associate",
        "Vertex Labs",
    ),
    (
        "security-zh",
        "cybersecurity",
        "zh",
        "网络安全工程师",
        "公司简介：我们是一家成立于2011年的金融科技公司，服务300多家银行。",
        "岗位职责：负责渗透测试与漏洞扫描，处置安全事件，推动等保测评。",
        [
            ("渗透测试", "渗透测试", "req"),
            ("漏洞扫描", "漏扫", "req"),
            ("等级保护", "等保2.0", "req"),
            ("应急响应", "安全事件响应", "req"),
            ("Burp Suite", "Burp", "req"),
            ("CISSP", None, "pref"),
            ("代码审计", None, "pref"),
        ],
        "福利：五险一金，年度体检，弹性工作。薪资：20000-30000元/月。",
        "安全工程师",
        "奇安信",
    ),
    (
        "soc-analyst-en",
        "cybersecurity",
        "en",
        "SOC Analyst (Tier 2)",
        "About us: Sentinel Grid provides managed detection and response to 400 hospitals.",
        "Triage alerts, investigate incidents and tune detection rules.",
        [
            ("SIEM", "Splunk", "req"),
            ("incident response", "incident handling", "req"),
            ("threat hunting", "threat hunts", "req"),
            ("MITRE ATT&CK", "ATT&CK framework", "req"),
            ("EDR", "CrowdStrike Falcon", "req"),
            ("Security+", "CompTIA Security+", "req"),
            ("GCIH", None, "pref"),
        ],
        "Benefits: medical, dental and vision insurance, 401(k), tuition reimbursement. "
        "Salary $85,000-$110,000. Sentinel Grid is an equal opportunity employer.",
        "Security Analyst",
        "CyberShield MSSP",
    ),
    (
        "pharmacist-zh",
        "pharmacy",
        "zh",
        "临床药师",
        "关于我们：我们是一家三级甲等综合医院，开放床位2000张。",
        "岗位职责：负责处方审核与用药咨询，参与临床查房，开展药学监护。",
        [
            ("执业药师", "执业药师资格证", "req"),
            ("处方审核", "审方", "req"),
            ("用药咨询", "用药指导", "req"),
            ("药学监护", "药学服务", "req"),
            ("抗菌药物管理", "抗菌药物合理使用", "req"),
            ("临床药师规范化培训", None, "pref"),
            ("TDM", None, "pref", ["治疗药物监测"]),
        ],
        "福利：事业编制，五险二金，带薪年假。薪资面议。",
        "药师",
        "中山大学附属医院",
    ),
    (
        "logistics-customs-en",
        "foreign_trade",
        "en",
        "Import/Export Coordinator",
        "About us: Pacific Bridge Logistics is a freight forwarder with offices in LA, "
        "Shenzhen and Rotterdam.",
        "Coordinate ocean and air shipments and prepare export documentation.",
        [
            ("Incoterms", "Incoterms 2020", "req"),
            ("HS classification", "HTS codes", "req"),
            ("bill of lading", "bills of lading", "req"),
            ("customs clearance", "customs brokerage", "req"),
            ("letters of credit", "L/C", "req", ["l/c"]),
            ("Mandarin", None, "pref"),
            ("CargoWise", None, "pref"),
        ],
        "Benefits: health insurance, 401(k) match, paid time off. Pay: $55,000-$65,000. "
        "We are an equal opportunity employer.",
        "Logistics Coordinator",
        "Global Freight Co.",
    ),
    (
        "nurse-er-en",
        "healthcare",
        "en",
        "Emergency Department RN",
        "About us: St. Agnes Medical Center is a Level II trauma center serving Fresno.",
        "Triage and care for patients of all ages in a 48-bed emergency department.",
        [
            ("triage", "triaged", "req"),
            (
                "ACLS",
                "Advanced Cardiovascular Life Support",
                "req",
                ["advanced cardiovascular life support"],
            ),
            ("PALS", "Pediatric Advanced Life Support", "req", ["pediatric advanced life support"]),
            ("trauma care", "trauma patients", "req"),
            ("Cerner", "Cerner", "req"),
            ("TNCC", None, "pref"),
            ("CEN certification", None, "pref"),
        ],
        "Benefits: sign-on bonus, medical, dental and vision insurance, pension. Pay "
        "$62-$78/hour. St. Agnes is an equal opportunity employer.",
        "Staff Nurse",
        "Community Regional",
    ),
    (
        "accountant-zh",
        "accounting",
        "zh",
        "总账会计",
        "公司简介：我们是一家成立于1998年的制造业上市公司，员工3000人。",
        "岗位职责：负责总账核算、月结与财务报表编制，配合年度审计。",
        [
            ("月末结账", "月结", "req"),
            ("财务报表编制", "编制财务报表", "req"),
            ("增值税申报", "增值税纳税申报", "req"),
            ("用友U8", "用友", "req"),
            ("中级会计职称", "中级会计师", "req"),
            ("合并报表", None, "pref"),
            ("注册会计师", None, "pref", ["cpa"]),
        ],
        "福利待遇：五险一金，双休，年终奖，节日福利。薪资：9000-13000元/月。",
        "会计",
        "苏州某制造公司",
    ),
]

_NAMES = {
    "en": ["Alex Morgan", "Jordan Lee", "Sam Rivera", "Casey Kim", "Taylor Brooks", "Riley Chen"],
    "zh": ["王磊", "李娜", "张伟", "刘洋", "陈静", "杨帆"],
}


def posting_text(spec: tuple) -> str:
    _pid, _prof, lang, title, about, duties, items, benefits, _label, _employer = spec
    req = [i for i in items if i[2] == "req"]
    pref = [i for i in items if i[2] == "pref"]
    if lang == "en":
        lines = [title, "", about, "", "What you'll do", f"- {duties}", "", "Requirements"]
        lines += [f"- {_en_req(i, n)}" for n, i in enumerate(req)]
        lines += ["", "Preferred"] + [f"- {i[0]}" for i in pref]
    else:
        lines = [title, "", about, "", duties, "", "任职要求："]
        lines += [f"{n + 1}. {_zh_req(i, n)}" for n, i in enumerate(req)]
        lines += ["", "加分项："] + [f"{n + 1}. 有{i[0]}经验者优先" for n, i in enumerate(pref)]
    return "\n".join([*lines, "", benefits, ""])


def _en_req(item: Item, n: int) -> str:
    forms = [
        "Experience with {}",
        "{}",
        "Confident in {}",
        "2+ years of {}",
        "Working knowledge of {}",
        "Proficiency in {}",
    ]
    return forms[n % len(forms)].format(item[0])


def _zh_req(item: Item, n: int) -> str:
    forms = ["熟悉{}", "熟练掌握{}", "具备{}能力", "有{}经验", "{}", "精通{}"]
    return forms[n % len(forms)].format(item[0])


def resume(spec: tuple, index: int) -> dict[str, Any]:
    pid, prof, lang, _title, _about, _duties, items, _b, label, employer = spec
    has = [i[1] for i in items if i[1]]
    name = _NAMES[lang][index % len(_NAMES[lang])]
    half = (len(has) + 1) // 2
    if lang == "en":
        highlights = [f"Day-to-day work included {w}." for w in has[:half]]
        summary = f"{label} with six years of experience."
    else:
        highlights = [f"日常工作包括{w}。" for w in has[:half]]
        summary = f"{label}，六年工作经验。"
    return {
        "id": pid,
        "profession": prof,
        "role": "intended",
        "document": {
            "basics": {"name": name, "label": label, "summary": summary},
            "work": [
                {
                    "name": employer,
                    "position": label,
                    "startDate": "2019-04",
                    "highlights": highlights,
                }
            ],
            "skills": [{"name": "Skills" if lang == "en" else "技能", "keywords": has[half:]}],
        },
    }


def _junk(spec: tuple) -> list[str]:
    about, benefits = spec[4], spec[7]
    pieces = [
        p.strip(" .:") for part in (about, benefits) for p in part.replace("：", ",").split(",")
    ]
    return [p for p in pieces if 3 < len(p) < 40][:6]


def build() -> tuple[dict[str, Any], dict[str, Any]]:
    resumes = [resume(spec, n) for n, spec in enumerate(POSTINGS)]
    postings = []
    for spec in POSTINGS:
        items = spec[6]
        aliases = {i[0]: list(i[3]) for i in items if len(i) > 3}
        postings.append(
            {
                "id": spec[0],
                "profession": spec[1],
                "language": spec[2],
                "text": posting_text(spec),
                "resume": spec[0],
                "present": [i[0] for i in items if i[1]],
                "missing": [i[0] for i in items if not i[1]],
                "variants": [[i[0], i[1]] for i in items if i[1] and i[1].lower() != i[0].lower()],
                "aliases": aliases,
                "junk": _junk(spec),
            }
        )
    about = (
        "Tuning set 4 (bench/parts/job_tuning4.py), written by engineer match28 before tuning; "
        "{} part. Same format as job_heldout.json."
    )
    tuning = [p for n, p in enumerate(postings) if n % 3 != 2]
    kept = [p for n, p in enumerate(postings) if n % 3 == 2]
    return (
        {"about": about.format("tuning"), "postings": tuning, "resumes": resumes},
        {"about": about.format("kept-out"), "postings": kept, "resumes": resumes},
    )


def main() -> None:
    tuning, kept = build()
    for name, data in (("job_tuning4.json", tuning), ("job_tuning4_kept.json", kept)):
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
