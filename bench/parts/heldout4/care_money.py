"""Held-out set 4: healthcare (dialysis nursing, cardiac sonography, midwifery) and accounting
(corporate tax, manufacturing cost accounting, treasury), with two neighbouring-role distractor
resumes each."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

care = Part("healthcare")
money = Part("accounting")

care.posting(
    "dialysis-rn", "en",
    posting_text(
        "en", 0, "Registered Nurse – Outpatient Hemodialysis (Mon/Wed/Fri, 4:30am start)",
        "Riverbend Kidney Partners runs 38 outpatient clinics across Ohio and Kentucky. Our "
        "corporate team relies on data analytics and Salesforce to plan capacity; you will not.",
        ["Initiate and discontinue hemodialysis treatments for 12-16 patients per shift",
         "Cannulate arteriovenous fistula and graft accesses; assess vascular access daily",
         "Calculate fluid removal goals and adjust to patient response",
         "Deliver patient education on diet, fluid limits and home medications",
         "Follow infection control and CDC dialysis precautions; chart in Epic"],
        ["Active Ohio RN license", "Current Basic Life Support (BLS) card",
         "1+ year acute or chronic hemodialysis experience", "Experience with lab draws and "
         "monthly bloodwork trends"],
        ["Certified Nephrology Nurse (CNN)", "peritoneal dialysis home training experience",
         "ACLS"],
        ["Tuition reimbursement up to $5,250", "401(k) with 4% match", "Sundays off, always"],
        ["Pay range: $38.50–$49.00/hour depending on experience.",
         "Riverbend participates in E-Verify. Offers are contingent on a drug screen and TB "
         "test. EOE/AA: minorities, women, veterans, disability."],
    ),
    resume(
        "Danielle Okafor", "Dialysis Nurse (RN)", "d.okafor.rn@example.com", ("Dayton", "US"),
        "Registered nurse with four years in chronic in-center hemodialysis; calm at 5am, good "
        "with needles and with anxious first-week patients.",
        [("DaVita Kettering Dialysis", "Staff RN, In-Center Hemodialysis", "2022-03", "",
          ["Run a 14-chair pod: start, monitor and take off treatments, cannulate AV fistula "
           "and AV graft accesses including buttonhole technique",
           "Set UF goals from target weight and adjust fluid removal when BP drops",
           "Draw monthly labs, review Kt/V and albumin trends with the nephrologist",
           "Teach patients about potassium, phosphorus and fluid limits (patient education)"]),
         ("Miami Valley Hospital", "RN, Medical-Surgical", "2020-06", "2022-02",
          ["Cared for 5-6 post-op patients per shift; infection control champion for the "
           "unit (CLABSI bundle)", "Documented in Epic"])],
        [("Wright State University", "Nursing", "BSN", "2020-05")],
        [("Clinical", ["hemodialysis", "AV fistula cannulation", "lab draws", "Epic",
                       "infection control"])],
        [("Registered Nurse, Ohio", "Ohio Board of Nursing", "2020-07"),
         ("BLS Provider", "American Heart Association", "2024-01")],
        [("English", "Native")],
    ),
    present=["hemodialysis", "arteriovenous fistula", "fluid removal",
             "patient education", "infection control", "Epic", "Basic Life Support", "lab draws",
             "RN license"],
    missing=["Certified Nephrology Nurse", "peritoneal dialysis", "ACLS"],
    variants=[("Basic Life Support", "BLS Provider"), ("arteriovenous fistula", "AV fistula"),
              ("RN license", "Registered Nurse, Ohio")],
    junk=["data analytics", "Salesforce", "E-Verify", "Tuition reimbursement"],
    aliases={"Basic Life Support": ["BLS"], "arteriovenous fistula": ["AV fistula", "AVF"],
             "Certified Nephrology Nurse": ["CNN"], "RN license": ["registered nurse"]},
)

care.posting(
    "echo-sonographer", "en",
    posting_text(
        "en", 1, "Cardiac Sonographer (RDCS) – Heart & Vascular Institute",
        "St. Brennan Health is a 420-bed teaching hospital. Our IT department is moving the "
        "hospital to Microsoft Azure and ServiceNow this year.",
        ["Perform complete transthoracic echocardiograms with 2D, M-mode, color and spectral "
         "Doppler", "Assist cardiologists with TEE and dobutamine stress echo",
         "Acquire strain imaging (GLS) for the cardio-oncology clinic",
         "Send studies and preliminary measurements to Syngo Dynamics"],
        ["RDCS (AE) through ARDMS", "2+ years adult echo in a hospital setting",
         "BLS certification"],
        ["3D echo experience", "pediatric echo exposure", "RVT credential"],
        ["Relocation assistance", "Free parking", "Pension plan with 3% employer contribution"],
        ["$36.00 - $52.00 per hour. Sign-on bonus for night call participation.",
         "St. Brennan is an equal opportunity employer. Applicants must complete a Workday "
         "application and a criminal background check."],
    ),
    resume(
        "Tomasz Wierzbicki", "Echocardiographer, RDCS", "tomasz.echo@example.com",
        ("Milwaukee", "US"),
        "Adult echo sonographer, 5 years, comfortable with difficult windows and ICU portables.",
        [("Froedtert Hospital", "Cardiac Sonographer II", "2021-01", "",
          ["~9 complete transthoracic echo studies a day: 2D, M-mode, color flow and spectral "
           "Doppler with full measurement packages",
           "Prep and image during transesophageal echocardiography and pharmacologic stress "
           "echocardiography (dobutamine)",
           "Built the GLS strain imaging protocol for oncology patients on anthracyclines",
           "Upload and pre-read in Syngo Dynamics"]),
         ("Aurora Sinai", "Echo Tech", "2019-06", "2020-12", ["Outpatient and portable echo"])],
        [("Milwaukee Area Technical College", "Diagnostic Medical Sonography", "AAS",
          "2019-05")],
        [("Imaging", ["TTE", "spectral Doppler", "strain imaging", "Syngo Dynamics", "BLS"])],
        [("RDCS (AE)", "ARDMS", "2019-09"), ("BLS", "American Heart Association", "2024-06")],
        [("English", "Native"), ("Polish", "Fluent")],
    ),
    present=["transthoracic", "spectral Doppler", "TEE", "stress echo", "strain imaging",
             "Syngo Dynamics", "RDCS", "ARDMS", "BLS", "M-mode"],
    missing=["3D echo", "pediatric echo", "RVT"],
    variants=[("TEE", "transesophageal echocardiography"),
              ("stress echo", "stress echocardiography")],
    junk=["Microsoft Azure", "ServiceNow", "Workday", "background check"],
    aliases={"TEE": ["transesophageal echocardiography", "transesophageal echo"],
             "stress echo": ["stress echocardiography"], "transthoracic": ["TTE"]},
)

care.posting(
    "midwife", "zh",
    posting_text(
        "zh", 0, "助产士（产房，社会招聘）",
        "本院为三级甲等妇幼保健院，年分娩量约1.2万例。医院信息化建设领先，已全面上线HIS系统与"
        "移动护理PDA。",
        ["负责产房待产、分娩及产后2小时观察", "独立完成正常分娩接产，做好会阴保护",
         "配合医生处理产后出血、肩难产等急症", "胎心监护图形判读，异常及时报告",
         "开展母乳喂养指导及产妇健康宣教"],
        ["护理或助产专业大专及以上学历", "持有护士执业证书及母婴保健技术考核合格证书（助产）",
         "熟练掌握新生儿复苏技术", "2年以上产房工作经验"],
        ["有导乐分娩或自由体位分娩经验者", "有水中分娩经验者", "持IBCLC国际认证泌乳顾问证书者"],
        ["五险一金", "带薪年假", "院内职工食堂", "规范化培训及进修机会"],
        ["薪资：8000-13000元/月（含夜班费）", "本院招聘不收取任何费用，请勿轻信中介。"],
    ),
    resume(
        "林晓雯", "助产士", "linxiaowen@example.com", ("佛山", "CN"),
        "助产专业毕业，产房工作5年，累计独立接产600余例，熟悉产程管理与产科急救。",
        [("佛山市第一人民医院", "助产士（产房）", "2020-07", "",
          ["独立接产600余例，会阴保护到位，会阴完整率居科室前列",
           "参与产后出血、肩难产抢救演练及实战，配合医生完成宫腔填塞",
           "熟练进行CTG判读，异常图形及时上报",
           "承担产后母乳指导与出院健康宣教，获优秀带教老师"])],
        [("广东江门中医药职业学院", "助产", "大专", "2020-06")],
        [("专业技能", ["正常分娩接产", "NRP新生儿窒息复苏", "产程观察", "母乳指导"])],
        [("护士执业证书", "国家卫生健康委员会", "2020-09"),
         ("母婴保健技术考核合格证书（助产技术）", "佛山市卫生健康局", "2021-03")],
        [("普通话", "流利"), ("粤语", "母语")],
    ),
    present=["接产", "会阴保护", "产后出血", "肩难产", "胎心监护", "母乳喂养", "新生儿复苏",
             "护士执业证书", "母婴保健技术", "健康宣教"],
    missing=["导乐", "水中分娩", "IBCLC"],
    variants=[("胎心监护", "CTG"), ("新生儿复苏", "NRP"), ("母乳喂养", "母乳指导")],
    junk=["HIS系统", "五险一金", "带薪年假"],
    aliases={"胎心监护": ["CTG", "electronic fetal monitoring"],
             "新生儿复苏": ["NRP", "neonatal resuscitation"], "母乳喂养": ["breastfeeding"]},
)

care.distractor("medical-assistant", resume(
    "Kayla Brennan", "Certified Medical Assistant", "kayla.cma@example.com", ("Dayton", "US"),
    "CMA in a busy family practice: rooming, vitals, injections and prior authorizations.",
    [("Premier Family Physicians", "Medical Assistant", "2021-05", "",
      ["Room 30+ patients a day, take vitals and update histories in eClinicalWorks",
       "Venipuncture, EKGs, immunizations", "Handle referrals and prior authorizations"])],
    [("Sinclair Community College", "Medical Assisting", "Certificate", "2021-04")],
    [("Clinical", ["vital signs", "phlebotomy", "EKG", "eClinicalWorks", "scheduling"])],
    [("CMA (AAMA)", "AAMA", "2021-06"), ("BLS", "American Heart Association", "2023-08")],
))
care.distractor("care-worker", resume(
    "杜春梅", "养老护理员", "duchunmei@example.com", ("佛山", "CN"),
    "养老机构护理员，6年照护失能、半失能老人经验。",
    [("佛山颐和养老院", "护理组长", "2018-03", "",
      ["负责12位失能老人的生活照料、翻身拍背与压疮预防", "协助护士测量血压、血糖并记录",
       "组织老人康复活动"])],
    [("佛山市技工学校", "老年服务与管理", "中专", "2017-07")],
    [("技能", ["生活照料", "压疮预防", "血压测量", "康复活动"])],
    [("养老护理员职业技能等级证书（四级）", "人社部门", "2019-05")],
))

money.posting(
    "tax-accountant", "en",
    posting_text(
        "en", 2, "Senior Tax Accountant, Corporate Tax (hybrid, Chicago)",
        "Lakeshore Payments is a fintech processing $40B a year; our engineers work in Python "
        "and Kubernetes and our sales team lives in HubSpot.",
        ["Prepare the federal corporate income tax return (Form 1120) and state filings",
         "Own the quarterly ASC 740 provision and deferred tax rollforwards",
         "File monthly sales and use tax returns in 24 states",
         "Perform tax research and write memos on nexus questions"],
        ["Bachelor's in Accounting; CPA or CPA-eligible", "3-5 years of corporate tax in "
         "public accounting or industry", "Advanced Excel (pivot tables, XLOOKUP)",
         "Experience with ONESOURCE Income Tax"],
        ["R&D tax credit studies", "transfer pricing documentation", "Alteryx workflows"],
        ["Hybrid: three days in the Loop office", "Annual CPE allowance", "Pet insurance"],
        ["Base salary $92,000–$118,000 plus annual bonus.",
         "Employment is contingent on a background check. We are an equal opportunity "
         "employer."],
    ),
    resume(
        "Anjali Sundaresan", "Tax Accountant", "anjali.s.tax@example.com", ("Chicago", "US"),
        "Four years in corporate income tax, the last two in industry after Big Four "
        "compliance busy seasons.",
        [("Midway Logistics Holdings", "Tax Accountant", "2022-08", "",
          ["Prepare the consolidated 1120 and 18 state corporate income tax returns in "
           "ONESOURCE", "Quarterly and year-end FAS 109 income tax provision, including "
           "deferred tax rollforwards and the rate reconciliation",
           "Monthly sales and use tax filings (Avalara) for 24 states",
           "Tax research memos on state nexus and apportionment"]),
         ("Ernst & Young", "Tax Staff", "2020-09", "2022-07",
          ["Corporate tax compliance for mid-market clients; heavy Excel workpapers"])],
        [("University of Illinois Chicago", "Accounting", "BS", "2020-05")],
        [("Tax", ["corporate income tax", "Form 1120", "sales and use tax", "tax research"]),
         ("Tools", ["ONESOURCE", "Excel (pivot tables, XLOOKUP)", "Avalara"])],
        [("Certified Public Accountant", "Illinois Board of Examiners", "2021-11")],
    ),
    present=["corporate income tax", "Form 1120", "ASC 740", "sales and use tax",
             "tax research", "Excel", "ONESOURCE", "CPA", "deferred tax"],
    missing=["R&D tax credit", "transfer pricing", "Alteryx"],
    variants=[("CPA", "Certified Public Accountant"), ("ASC 740", "FAS 109")],
    junk=["Python", "Kubernetes", "HubSpot", "background check"],
    aliases={"CPA": ["Certified Public Accountant", "注册会计师"],
             "ASC 740": ["FAS 109", "income tax provision", "accounting for income taxes"],
             "Form 1120": ["1120"]},
)

money.posting(
    "cost-accountant", "zh",
    posting_text(
        "zh", 1, "成本会计（制造业，宁波）",
        "公司成立于2009年，国家级高新技术企业，主营新能源汽车电机控制器，客户覆盖国内主流主机厂。",
        ["负责产品成本核算与月度成本结转", "维护标准成本及BOM，定期更新材料与工时定额",
         "组织月末存货盘点，跟进盘盈盘亏处理", "编制成本差异分析报告，提出降本建议"],
        ["财务、会计相关专业本科及以上", "3年以上制造业成本会计经验",
         "熟练使用金蝶或同类ERP系统，Excel函数熟练", "具有中级会计职称"],
        ["熟悉作业成本法", "有SAP CO模块使用经验", "持有CMA证书"],
        ["五险一金", "免费班车", "年终奖1-3个月"],
        ["薪资范围：9-14K·13薪", "本公司承诺对应聘者信息保密。"],
    ),
    resume(
        "周婧", "成本会计", "zhoujing.acc@example.com", ("宁波", "CN"),
        "制造业成本会计5年，熟悉汽车零部件行业的料工费归集与分摊。",
        [("宁波恒锐汽车部件有限公司", "成本会计", "2020-04", "",
          ["每月完成3000余个料号的成本核算与结转，关账时间由8天缩短至5天",
           "维护物料清单和标准成本，每季度更新材料价格与工时定额",
           "组织月末及年度存货盘点，出具盘点差异报告",
           "编写月度成本差异分析，推动包材降本约120万元/年"]),
         ("宁波某会计师事务所", "审计助理", "2018-07", "2020-03", ["参与制造业企业年审"])],
        [("浙江财经大学", "会计学", "本科", "2018-06")],
        [("技能", ["成本核算", "标准成本", "差异分析", "金蝶K/3 Cloud", "ERP", "Excel"])],
        [("中级会计师", "财政部", "2021-10")],
        [("普通话", "母语"), ("英语", "CET-6")],
    ),
    present=["成本核算", "标准成本", "BOM", "存货盘点", "差异分析", "金蝶", "ERP", "Excel",
             "中级会计职称"],
    missing=["作业成本法", "SAP", "CMA"],
    variants=[("BOM", "物料清单"), ("中级会计职称", "中级会计师")],
    junk=["新能源汽车", "五险一金", "班车"],
    aliases={"BOM": ["物料清单", "bill of materials"], "中级会计职称": ["中级会计师"],
             "作业成本法": ["activity-based costing", "ABC"]},
)

money.posting(
    "treasury", "zh",
    posting_text(
        "zh", 2, "资金专员（集团司库）",
        "我们是一家总部位于深圳的消费电子集团，旗下拥有自主品牌及跨境电商业务，员工8000余人。",
        ["编制集团月度资金计划，跟踪执行情况", "负责银企直连及网银日常付款审核",
         "编制13周现金流预测", "管理银行承兑汇票等票据的开立、贴现与到期托收",
         "办理外汇结售汇，完成每日银行对账"],
        ["金融、财务类本科学历，2年以上资金管理经验", "熟悉用友NC资金模块",
         "具备初级会计职称"],
        ["持有CTP国际财资管理师证书", "有司库系统上线经验", "会用Power BI制作资金看板"],
        ["六险一金", "节日福利", "员工购机优惠"],
        ["月薪：10000-15000元", "本岗位需通过背景调查。"],
    ),
    resume(
        "邓子轩", "资金会计", "dengzx@example.com", ("深圳", "CN"),
        "3年企业资金岗经验，负责多家子公司资金收付与票据管理。",
        [("深圳市佳航电子集团", "资金会计", "2021-07", "",
          ["汇总14家子公司资金需求，编制月度资金计划并分析偏差",
           "通过银企直连平台每日处理付款约300笔，复核网银支付指令",
           "滚动编制资金预测，为融资安排提供依据",
           "管理银行承兑汇票开立、贴现及到期托收，票据台账零差错",
           "办理美元、港币FX结售汇，每日编制银行余额调节表"])],
        [("深圳大学", "金融学", "本科", "2021-06")],
        [("技能", ["资金计划", "银企直连", "票据管理", "用友NC", "Excel"])],
        [("初级会计职称", "财政部", "2020-09")],
    ),
    present=["资金计划", "银企直连", "现金流预测", "票据", "外汇", "银行对账", "用友",
             "初级会计职称", "银行承兑汇票"],
    missing=["CTP", "司库系统", "Power BI"],
    variants=[("现金流预测", "资金预测"), ("外汇", "FX"), ("银行对账", "银行余额调节表")],
    junk=["跨境电商", "六险一金", "背景调查"],
    aliases={"外汇": ["FX", "foreign exchange"], "银行对账": ["bank reconciliation"],
             "现金流预测": ["cash flow forecast", "资金预测"]},
)

money.distractor("bookkeeper", resume(
    "Gloria Mendez", "Bookkeeper", "gloria.books@example.com", ("Joliet", "US"),
    "Full-charge bookkeeper for small businesses; QuickBooks ProAdvisor.",
    [("Mendez Bookkeeping LLC", "Owner / Bookkeeper", "2017-01", "",
      ["Monthly bookkeeping and bank reconciliations for 22 clients in QuickBooks Online",
       "Run payroll in Gusto and file quarterly 941s", "Prepare 1099s each January"])],
    [("Joliet Junior College", "Accounting", "AAS", "2012-05")],
    [("Tools", ["QuickBooks Online", "Gusto", "Excel"])],
    [("QuickBooks Online ProAdvisor", "Intuit", "2022-03")],
))
money.distractor("bank-teller", resume(
    "钱佳怡", "银行柜员", "qianjiayi@example.com", ("宁波", "CN"),
    "国有银行网点柜员4年，熟悉个人与对公业务。",
    [("中国建设银行宁波分行", "综合柜员", "2020-08", "",
      ["办理个人存取款、开销户及对公结算业务，日均80笔", "现金清点与尾箱管理，连续三年零差错",
       "营销理财产品及信用卡"])],
    [("宁波大学", "金融学", "本科", "2020-06")],
    [("技能", ["柜面业务", "反洗钱识别", "点钞"])],
    [("银行从业资格证", "中国银行业协会", "2020-03")],
))
PARTS = (care, money)
