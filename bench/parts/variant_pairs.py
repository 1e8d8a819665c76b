"""Wording-variant pairs by kind, written for issue 28's variant rules (engineer match29).

Each pair is (kind, profession, posting wording, resume wording). Written from the professions'
own abbreviation and term lists as recruiters and job seekers use them (nursing, accounting,
law, logistics, HR, education, construction, hospitality, aviation, pharmacy, sales and
marketing, software and data, design), not from the matcher's lists or earlier sets. Kinds:
- short: the posting writes a short form, the resume spells it out;
- long: the posting spells it out, the resume writes the short form;
- zh: one side English, the other Chinese;
- zh_short: a Chinese short form (简称) and its full form;
- inflection: a plural, another inflection or word class of the same skill;
- compound: a compound written closed, open or hyphenated;
- reorder: head noun and modifier reordered ("planning of sales and operations");
- maker: a product with or without its maker's family name;
- synonym: another word for the same skill (no form relates them).

`split_pairs()` cuts them into a tuning half and a kept half by a fixed hash of the pair, so
the halves never change when pairs are added elsewhere.
"""

from __future__ import annotations

import hashlib

PAIRS: tuple[tuple[str, str, str, str], ...] = (
    # nursing
    ("short", "nursing", "NRP", "Neonatal Resuscitation Program"),
    ("short", "nursing", "PALS", "Pediatric Advanced Life Support"),
    ("short", "nursing", "TNCC", "Trauma Nursing Core Course"),
    ("short", "nursing", "CCRN", "Critical Care Registered Nurse"),
    ("long", "nursing", "Intensive Care Unit experience", "ICU"),
    ("long", "nursing", "electronic medication administration record", "eMAR"),
    ("long", "nursing", "peripherally inserted central catheter", "PICC lines"),
    ("short", "nursing", "IV therapy", "intravenous therapy"),
    ("long", "nursing", "intravenous therapy", "IV therapy"),
    ("short", "nursing", "NG tube placement", "nasogastric tube placement"),
    ("long", "nursing", "activities of daily living", "ADLs"),
    ("short", "nursing", "PPE", "personal protective equipment"),
    ("zh", "nursing", "静脉输液", "IV infusion"),
    ("zh", "nursing", "重症监护", "ICU"),
    ("zh_short", "nursing", "院感防控", "医院感染防控"),
    ("inflection", "nursing", "triaging patients", "triage"),
    ("reorder", "nursing", "management of pain", "pain management"),
    ("short", "nursing", "COPD", "chronic obstructive pulmonary disease"),
    ("long", "nursing", "Basic Life Support", "BLS"),
    ("zh", "nursing", "Advanced Cardiac Life Support", "高级心脏生命支持"),
    # accounting and finance
    ("short", "accounting", "GAAP", "Generally Accepted Accounting Principles"),
    ("long", "accounting", "International Financial Reporting Standards", "IFRS"),
    ("long", "accounting", "accounts payable", "AP"),
    ("long", "accounting", "accounts receivable", "A/R"),
    ("short", "accounting", "CPA", "Certified Public Accountant"),
    ("short", "accounting", "CMA", "Certified Management Accountant"),
    ("long", "accounting", "Sarbanes-Oxley compliance", "SOX"),
    ("short", "accounting", "SOX", "Sarbanes-Oxley"),
    ("long", "accounting", "profit and loss statements", "P&L"),
    ("long", "accounting", "general ledger reconciliation", "GL reconciliations"),
    ("short", "accounting", "FP&A", "financial planning and analysis"),
    ("zh", "accounting", "应收账款", "accounts receivable"),
    ("zh", "accounting", "增值税", "VAT"),
    ("zh_short", "accounting", "财报分析", "财务报表分析"),
    ("zh_short", "accounting", "年审", "年度审计"),
    ("reorder", "accounting", "reconciliation of bank accounts", "bank reconciliation"),
    ("inflection", "accounting", "forecasting", "forecasts"),
    ("compound", "accounting", "month-end close", "month end close"),
    ("zh", "accounting", "合并报表", "consolidated financial statements"),
    ("zh", "accounting", "accounts payable", "应付账款"),
    # legal
    ("short", "legal", "NDAs", "non-disclosure agreements"),
    ("long", "legal", "mergers and acquisitions", "M&A"),
    ("short", "legal", "IP litigation", "intellectual property litigation"),
    ("long", "legal", "General Data Protection Regulation", "GDPR"),
    ("short", "legal", "FRCP", "Federal Rules of Civil Procedure"),
    ("compound", "legal", "e-discovery", "eDiscovery"),
    ("long", "legal", "anti-money laundering", "AML"),
    ("short", "legal", "KYC", "Know Your Customer"),
    ("zh", "legal", "尽职调查", "due diligence"),
    ("zh_short", "legal", "尽调", "尽职调查"),
    ("zh", "legal", "知识产权", "intellectual property"),
    ("reorder", "legal", "review of contracts", "contract review"),
    ("reorder", "legal", "drafting contracts", "contract drafting"),
    ("zh", "legal", "合同审查", "contract review"),
    ("inflection", "legal", "legal research", "researched case law"),
    # logistics
    ("short", "logistics", "WMS", "warehouse management system"),
    ("short", "logistics", "TMS", "transportation management system"),
    ("long", "logistics", "first in, first out", "FIFO"),
    ("long", "logistics", "less-than-truckload", "LTL"),
    ("short", "logistics", "3PL", "third-party logistics"),
    ("short", "logistics", "S&OP", "sales and operations planning"),
    ("reorder", "logistics", "planning of sales and operations", "S&OP"),
    ("short", "logistics", "MRP", "material requirements planning"),
    ("long", "logistics", "key performance indicators", "KPIs"),
    ("zh", "logistics", "仓储管理", "warehouse management"),
    ("zh", "logistics", "供应链管理", "supply chain management"),
    ("zh_short", "logistics", "物控", "物料控制"),
    ("zh", "logistics", "报关", "customs clearance"),
    ("compound", "logistics", "cross docking", "cross-docking"),
    ("compound", "logistics", "forklift operation", "fork lift operation"),
    ("inflection", "logistics", "picking and packing", "pick and pack"),
    ("short", "logistics", "DOT regulations", "Department of Transportation regulations"),
    ("short", "logistics", "HAZMAT", "hazardous materials"),
    ("zh", "logistics", "inventory management", "库存管理"),
    ("synonym", "logistics", "stock counts", "cycle counting"),
    # HR
    ("short", "hr", "HRIS", "human resources information system"),
    ("short", "hr", "ATS", "applicant tracking system"),
    ("long", "hr", "Family and Medical Leave Act", "FMLA"),
    ("short", "hr", "FLSA", "Fair Labor Standards Act"),
    ("short", "hr", "DEI", "diversity, equity and inclusion"),
    ("short", "hr", "L&D", "learning and development"),
    ("zh", "hr", "招聘", "recruiting"),
    ("zh", "hr", "薪酬福利", "compensation and benefits"),
    ("reorder", "hr", "management of performance", "performance management"),
    ("inflection", "hr", "onboarding", "onboarded"),
    ("zh", "hr", "员工关系", "employee relations"),
    ("zh_short", "hr", "入离职手续", "入职和离职手续"),
    ("short", "hr", "OKRs", "objectives and key results"),
    ("zh", "hr", "talent acquisition", "人才招聘"),
    ("long", "hr", "Equal Employment Opportunity", "EEO"),
    # education
    ("short", "teaching", "ESL", "English as a Second Language"),
    ("short", "teaching", "IEPs", "individualized education programs"),
    ("short", "teaching", "SEN", "special educational needs"),
    ("long", "teaching", "Universal Design for Learning", "UDL"),
    ("short", "teaching", "PBIS", "Positive Behavioral Interventions and Supports"),
    ("short", "teaching", "STEM", "science, technology, engineering and mathematics"),
    ("short", "teaching", "TEFL", "Teaching English as a Foreign Language"),
    ("inflection", "teaching", "differentiated instruction", "differentiating instruction"),
    ("zh", "teaching", "课堂管理", "classroom management"),
    ("zh", "teaching", "教案", "lesson plans"),
    ("zh_short", "teaching", "教资", "教师资格证"),
    ("reorder", "teaching", "planning of lessons", "lesson planning"),
    ("inflection", "teaching", "lesson planning", "planned lessons"),
    ("compound", "teaching", "co-teaching", "co teaching"),
    ("zh", "teaching", "班主任", "homeroom teacher"),
    # construction
    ("short", "construction", "OSHA 30", "OSHA 30-Hour"),
    ("short", "construction", "BIM", "Building Information Modeling"),
    (
        "short",
        "construction",
        "MEP coordination",
        "mechanical, electrical and plumbing coordination",
    ),
    ("short", "construction", "RFIs", "requests for information"),
    ("long", "construction", "quality assurance and quality control", "QA/QC"),
    ("short", "construction", "HVAC", "heating, ventilation and air conditioning"),
    ("zh", "construction", "施工图", "construction drawings"),
    ("zh", "construction", "工程量清单", "bill of quantities"),
    ("long", "construction", "bill of quantities", "BOQ"),
    ("zh", "construction", "现场管理", "site management"),
    ("compound", "construction", "pre-construction", "preconstruction"),
    ("reorder", "construction", "estimating of costs", "cost estimating"),
    ("zh_short", "construction", "安全文明施工", "安全文明施工管理"),
    ("zh", "construction", "structural design", "结构设计"),
    # hospitality
    ("short", "hospitality", "F&B", "food and beverage"),
    ("short", "hospitality", "PMS", "property management system"),
    ("long", "hospitality", "food and beverage service", "F&B service"),
    ("short", "hospitality", "RevPAR", "revenue per available room"),
    ("zh", "hospitality", "前台接待", "front desk"),
    ("zh", "hospitality", "客房服务", "housekeeping"),
    ("long", "hospitality", "Hazard Analysis and Critical Control Points", "HACCP"),
    ("maker", "hospitality", "Opera PMS", "Oracle Opera"),
    ("maker", "hospitality", "MICROS POS", "Oracle MICROS"),
    ("zh", "hospitality", "food safety", "食品安全"),
    # aviation
    ("short", "aviation", "FAA regulations", "Federal Aviation Administration regulations"),
    ("short", "aviation", "A&P license", "Airframe and Powerplant license"),
    ("short", "aviation", "CRM", "crew resource management"),
    ("short", "aviation", "MEL", "minimum equipment list"),
    ("short", "aviation", "NDT", "non-destructive testing"),
    ("long", "aviation", "aircraft maintenance manual", "AMM"),
    ("zh", "aviation", "航线维修", "line maintenance"),
    ("zh", "aviation", "客舱服务", "cabin service"),
    ("long", "aviation", "instrument flight rules", "IFR"),
    ("zh", "aviation", "non-destructive testing", "无损检测"),
    # pharmacy
    ("short", "pharmacy", "PTCB certification", "Pharmacy Technician Certification Board"),
    ("short", "pharmacy", "MTM", "medication therapy management"),
    ("short", "pharmacy", "DEA regulations", "Drug Enforcement Administration regulations"),
    ("long", "pharmacy", "good manufacturing practice", "GMP"),
    ("short", "pharmacy", "GMP", "Good Manufacturing Practice"),
    ("zh", "pharmacy", "处方审核", "prescription review"),
    ("zh", "pharmacy", "执业药师", "licensed pharmacist"),
    ("short", "pharmacy", "OTC medications", "over-the-counter medications"),
    ("short", "pharmacy", "PharmD", "Doctor of Pharmacy"),
    ("zh_short", "pharmacy", "药品不良反应监测", "药品ADR监测"),
    # sales and marketing
    ("short", "marketing", "SEO", "search engine optimization"),
    ("long", "marketing", "search engine marketing", "SEM"),
    ("short", "sales", "B2B sales", "business-to-business sales"),
    ("long", "sales", "quarterly business reviews", "QBRs"),
    ("short", "marketing", "KOL", "key opinion leader"),
    ("zh_short", "marketing", "私域运营", "私域流量运营"),
    ("zh", "marketing", "用户增长", "user growth"),
    ("zh", "marketing", "品牌推广", "brand promotion"),
    ("maker", "marketing", "Google Analytics 4", "GA4"),
    ("maker", "sales", "Salesforce CRM", "Salesforce"),
    ("maker", "sales", "Microsoft Excel", "Excel"),
    ("maker", "design", "Adobe Photoshop", "Photoshop"),
    ("maker", "design", "Illustrator", "Adobe Illustrator"),
    ("compound", "marketing", "e-mail marketing", "email marketing"),
    ("inflection", "sales", "cold calling", "cold calls"),
    ("reorder", "sales", "generation of leads", "lead generation"),
    ("long", "sales", "customer relationship management", "CRM"),
    ("zh", "sales", "客户关系管理", "CRM"),
    ("inflection", "sales", "negotiation", "negotiated contracts"),
    ("zh", "marketing", "content marketing", "内容营销"),
    # software and data
    ("short", "software", "CI/CD", "continuous integration and continuous delivery"),
    ("short", "software", "k8s", "Kubernetes"),
    ("long", "software", "Amazon Web Services", "AWS"),
    ("short", "data", "ETL", "extract, transform, load"),
    ("short", "data", "NLP", "natural language processing"),
    ("zh", "data", "机器学习", "machine learning"),
    ("zh", "data", "数据可视化", "data visualization"),
    ("zh_short", "data", "数仓建设", "数据仓库建设"),
    ("inflection", "software", "unit testing", "unit tests"),
    ("compound", "software", "object-oriented programming", "object oriented programming"),
    ("long", "software", "object-oriented programming", "OOP"),
    ("maker", "data", "PostgreSQL", "Postgres"),
    ("maker", "data", "MS SQL Server", "Microsoft SQL Server"),
    ("long", "software", "REST APIs", "RESTful APIs"),
    ("zh", "software", "code review", "代码评审"),
    ("short", "data", "ML", "machine learning"),
    # design
    ("short", "design", "UX research", "user experience research"),
    ("zh", "design", "平面设计", "graphic design"),
    ("zh", "design", "视觉设计", "visual design"),
    ("long", "design", "user interface design", "UI design"),
    ("inflection", "design", "wireframing", "wireframes"),
    ("compound", "design", "wire-framing", "wireframing"),
    ("zh", "design", "user research", "用户研究"),
    ("reorder", "design", "design of user interfaces", "user interface design"),
    # civil engineering
    ("short", "civil", "P.E.", "Professional Engineer"),
    ("short", "civil", "EIT", "Engineer in Training"),
    ("long", "civil", "finite element analysis", "FEA"),
    ("zh", "civil", "结构计算", "structural calculations"),
    ("zh_short", "civil", "施工组织设计", "施组设计"),
    ("compound", "civil", "storm water management", "stormwater management"),
    ("short", "civil", "GIS", "geographic information systems"),
    ("reorder", "civil", "analysis of structures", "structural analysis"),
)


def pair_key(pair: tuple[str, str, str, str]) -> int:
    return int(hashlib.sha1(f"{pair[2]}\0{pair[3]}".encode()).hexdigest(), 16)


def split_pairs() -> tuple[list[tuple[str, str, str, str]], list[tuple[str, str, str, str]]]:
    """The tuning half and the kept half (every pair whose hash is odd is kept out)."""
    tuning = [p for p in PAIRS if pair_key(p) % 2 == 0]
    kept = [p for p in PAIRS if pair_key(p) % 2 == 1]
    return tuning, kept
