"""Held-out set 4: legal (trademark paralegal, commercial contracts, patent specialist) and
logistics (pharma cold chain, customs compliance, ocean freight forwarding), with two
neighbouring-role distractor resumes each."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

law = Part("legal")
goods = Part("logistics")

law.posting(
    "tm-paralegal", "en",
    posting_text(
        "en", 0, "Trademark Paralegal – Intellectual Property Group",
        "Hollis Brandt LLP is a 200-lawyer firm; our technology group advises clients on "
        "artificial intelligence and blockchain ventures.",
        ["Run clearance searches and prepare search reports from Corsearch",
         "File applications with the USPTO and monitor status in TSDR",
         "Draft responses to office action deadlines under attorney supervision",
         "Manage docketing for 3,000 trademark matters", "Handle Madrid Protocol "
         "filings and TTAB oppositions support"],
        ["3+ years as a trademark paralegal", "Meticulous with deadlines"],
        ["Anaqua experience", "copyright registration filings", "NALA certification"],
        ["Commuter benefits", "Billable-hour-free role"],
        ["$68,000–$85,000 DOE.",
         "Hollis Brandt is an equal opportunity employer. No agencies, please."],
    ),
    resume(
        "Nadia Kowalczyk", "IP Paralegal", "nadia.ip.paralegal@example.com",
        ("Philadelphia", "US"),
        "Trademark paralegal, six years in firm IP practices.",
        [("Dechert LLP", "Senior Trademark Paralegal", "2020-05", "",
          ["Ordered full clearance searches from Corsearch and summarized results for attorneys",
           "Filed 400+ trademark applications with the USPTO; status checks in TSDR",
           "Prepared draft office action responses and specimens",
           "Docket management for 2,500 marks in CPI", "Madrid Protocol filings and "
           "Trademark Trial and Appeal Board opposition exhibits"])],
        [("Temple University", "Paralegal Studies", "Certificate", "2018-05")],
        [("IP", ["trademark", "clearance searches", "USPTO", "TSDR", "Madrid Protocol",
                 "office action"])],
    ),
    present=["clearance searches", "Corsearch", "USPTO", "TSDR", "office action", "docketing",
             "trademark", "Madrid Protocol", "TTAB"],
    missing=["Anaqua", "copyright", "NALA"],
    variants=[("docketing", "Docket management"), ("TTAB", "Trademark Trial and Appeal Board")],
    junk=["artificial intelligence", "blockchain", "Commuter benefits"],
    aliases={"TTAB": ["Trademark Trial and Appeal Board"], "docketing": ["docket"]},
)

law.posting(
    "contracts", "en",
    posting_text(
        "en", 1, "Contracts Manager (Commercial)",
        "Veridian Health Cloud sells machine learning tools to hospital systems.",
        ["Lead contract drafting and redlining for customer MSAs, NDAs and order forms",
         "Negotiate data processing agreements and BAAs with privacy counsel",
         "Maintain the negotiation playbook", "Keep every agreement in our CLM (Ironclad)"],
        ["5+ years of commercial contracts in SaaS or healthcare",
         "Calm negotiation style"],
        ["JD preferred but not required", "FedRAMP experience", "Salesforce CPQ"],
        ["Unlimited PTO", "401(k) match"],
        ["Base $120k–$150k.",
         "Veridian is an equal opportunity employer; we process data per our privacy notice."],
    ),
    resume(
        "Elena Marchetti", "Senior Contract Manager", "elena.contracts@example.com",
        ("Boston", "US"),
        "Commercial contracts lead for health tech, seven years.",
        [("athenahealth", "Contract Manager", "2019-03", "",
          ["Contract drafting and redlining for 600+ deals a year: master services agreements, "
           "NDAs, SOWs", "Negotiated DPAs and BAAs with hospital legal teams",
           "Wrote the fallback playbook used by sales", "Administered Ironclad contract "
           "lifecycle management; cut cycle time 30%"])],
        [("Suffolk University", "Paralegal Studies", "BS", "2016-05")],
        [("Contracts", ["contract drafting", "redlining", "negotiation", "BAAs", "Ironclad"])],
    ),
    present=["contract drafting", "redlining", "MSAs", "NDAs", "data processing agreements",
             "BAAs", "playbook", "CLM", "Ironclad", "negotiation"],
    missing=["JD", "FedRAMP", "Salesforce CPQ"],
    variants=[("MSAs", "master services agreements"), ("data processing agreements", "DPAs"),
              ("CLM", "contract lifecycle management")],
    junk=["machine learning", "Unlimited PTO", "privacy notice"],
    aliases={"MSAs": ["master services agreement", "MSA"], "data processing agreements":
             ["DPA", "DPAs"], "CLM": ["contract lifecycle management"],
             "JD": ["Juris Doctor"]},
)

law.posting(
    "patent-specialist", "zh",
    posting_text(
        "zh", 2, "知识产权专员（专利方向）",
        "公司专注于工业机器人与机器视觉，是国家知识产权示范企业。",
        ["负责专利检索与查新分析", "与研发沟通，撰写技术交底书", "协调代理机构完成专利申请",
         "制定核心产品专利布局", "负责审查意见答复及FTO分析", "使用CPC客户端提交文件"],
        ["理工科本科及以上学历", "具有专利代理师资格", "2年以上企业或代理所专利工作经验"],
        ["有PCT申请经验", "处理过无效宣告", "英语六级"],
        ["股票期权", "人才公寓"],
        ["薪资：15-25K", "我们尊重每一位候选人的隐私。"],
    ),
    resume(
        "钱睿", "专利工程师", "qianrui.ip@example.com", ("苏州", "CN"),
        "机械背景专利工程师4年，熟悉机器人领域专利挖掘。",
        [("苏州某自动化设备公司", "专利工程师", "2021-07", "",
          ["开展专利检索与专利挖掘，年提案80余件", "指导研发撰写技术交底书",
           "对接代理所完成专利申请120件", "围绕核心产品开展专利布局",
           "完成审查意见答复及自由实施（侵权风险）分析", "通过CPC客户端提交电子申请"])],
        [("江苏科技大学", "机械设计制造及其自动化", "本科", "2021-06")],
        [("技能", ["专利检索", "专利布局", "技术交底书", "CPC"])],
        [("专利代理人资格证", "国家知识产权局", "2022-12")],
    ),
    present=["专利检索", "技术交底书", "专利申请", "专利布局", "审查意见答复", "FTO", "CPC",
             "专利代理师"],
    missing=["PCT", "无效宣告", "英语六级"],
    variants=[("FTO", "自由实施"), ("专利代理师", "专利代理人")],
    junk=["工业机器人", "机器视觉", "股票期权"],
    aliases={"FTO": ["自由实施", "freedom to operate"], "专利代理师": ["专利代理人"]},
)

law.distractor("legal-secretary", resume(
    "Janet Pruitt", "Legal Secretary", "janet.pruitt@example.com", ("Philadelphia", "US"),
    "Legal secretary supporting three litigation partners.",
    [("Cozen O'Connor", "Legal Secretary", "2015-02", "",
      ["Calendar and travel for three partners", "Format briefs and e-file in PACER",
       "Time entry in Aderant"])],
    [("Community College of Philadelphia", "Office Administration", "AAS", "2014-05")],
    [("Tools", ["PACER", "Aderant", "Microsoft Word"])],
))
law.distractor("court-clerk", resume(
    "梁宇", "书记员", "liangyu.sjy@example.com", ("苏州", "CN"),
    "基层法院书记员5年。",
    [("苏州市某区人民法院", "书记员", "2019-08", "",
      ["庭审记录，速录每分钟180字", "卷宗整理与归档", "送达法律文书"])],
    [("苏州大学", "法学", "本科", "2019-06")],
    [("技能", ["庭审记录", "速录", "卷宗归档"])],
))

goods.posting(
    "cold-chain", "en",
    posting_text(
        "en", 2, "Cold Chain Logistics Coordinator – Clinical & Commercial Pharma",
        "Polaris Biologistics moves temperature-sensitive medicines; our parent company "
        "develops mRNA vaccines and CRISPR therapies.",
        ["Book reefer and air shipments of 2-8°C and frozen product", "Program data loggers "
         "and investigate temperature excursions", "Open and close CAPA records",
         "Carrier management and lane qualification", "Keep shipments current in the TMS"],
        ["2+ years in cold chain logistics", "Working knowledge of GDP", "IATA dangerous "
         "goods training"],
        ["Class A CDL", "Lean Six Sigma Green Belt", "SAP TM"],
        ["Shift differential", "Tuition assistance"],
        ["$27–$33/hour.",
         "Visitors to the warehouse must wear steel-toe boots. Polaris is an EOE."],
    ),
    resume(
        "Andre Baptiste", "Logistics Coordinator", "andre.baptiste.log@example.com",
        ("Memphis", "US"),
        "Cold chain coordinator for pharmaceuticals and clinical trial kits.",
        [("Cryoport", "Logistics Coordinator", "2021-04", "",
          ["Scheduled refrigerated trailers and air freight for 2-8°C and -70°C shipments",
           "Set up data loggers; led temperature excursions investigations with QA",
           "Owned CAPA follow-up for shipping deviations", "Carrier management: quarterly "
           "scorecards for 14 carriers", "Tracked loads in the transportation management "
           "system (MercuryGate)"])],
        [("University of Memphis", "Supply Chain Management", "BBA", "2020-12")],
        [("Logistics", ["cold chain", "data loggers", "CAPA", "carrier management"])],
        [("IATA Dangerous Goods Regulations", "IATA", "2022-09"),
         ("Good Distribution Practice training", "ECA Academy", "2022-02")],
    ),
    present=["reefer", "data loggers", "temperature excursions", "CAPA", "carrier management",
             "TMS", "cold chain", "GDP", "IATA"],
    missing=["CDL", "Lean Six Sigma", "SAP TM"],
    variants=[("reefer", "refrigerated trailers"), ("GDP", "Good Distribution Practice"),
              ("TMS", "transportation management system")],
    junk=["mRNA", "CRISPR", "steel-toe boots"],
    aliases={"GDP": ["Good Distribution Practice"], "TMS":
             ["transportation management system"], "reefer": ["refrigerated trailer"]},
)

goods.posting(
    "customs", "zh",
    posting_text(
        "zh", 0, "关务专员（进出口报关）",
        "我们是一家智能家居出口企业，同时经营跨境电商业务，年进出口额约3亿美元。",
        ["负责进出口报关及单证审核", "准确进行HS编码归类", "通过单一窗口申报并跟踪放行",
         "办理原产地证", "配合海关稽查及AEO认证维护", "管理保税料件账册"],
        ["物流、国际贸易相关专业大专以上", "持报关水平测试证书者优先", "3年以上关务经验"],
        ["会日语", "熟悉RCEP关税优惠", "熟悉ERP系统"],
        ["年度调薪", "餐补"],
        ["薪资：8-12K", "公司依法保护求职者个人信息。"],
    ),
    resume(
        "黄婉清", "报关员", "huangsiqi@example.com", ("宁波", "CN"),
        "关务工作5年，熟悉一般贸易与加工贸易报关。",
        [("宁波某家电进出口公司", "关务专员", "2020-05", "",
          ["负责进出口报关，月均报关单300票，差错率低于0.5%",
           "负责商品编码归类及归类争议处理", "熟练使用单一窗口进行申报",
           "办理原产地证，年节省关税约200万元", "配合海关稽查，协助公司通过高级认证企业复核",
           "维护保税手册及核销"])],
        [("浙江万里学院", "国际贸易", "大专", "2019-06")],
        [("技能", ["报关", "归类", "单一窗口", "原产地证", "保税"])],
        [("报关水平测试证书", "中国报关协会", "2019-11")],
    ),
    present=["报关", "HS编码", "归类", "单一窗口", "原产地证", "海关稽查", "AEO认证", "保税"],
    missing=["日语", "RCEP", "ERP"],
    variants=[("HS编码", "商品编码"), ("AEO认证", "高级认证企业")],
    junk=["智能家居", "跨境电商", "年度调薪"],
    aliases={"HS编码": ["商品编码", "HS code"], "AEO认证": ["高级认证", "AEO"]},
)

goods.posting(
    "forwarder", "zh",
    posting_text(
        "zh", 1, "国际货代操作（海运出口）",
        "集团旗下拥有冷链仓库与新能源车队，为客户提供一站式供应链服务。",
        ["负责海运出口订舱及跟踪", "安排拖车与报关", "核对提单及舱单信息", "办理VGM申报",
         "处理危险品出运手续", "与船公司及客户保持沟通"],
        ["大专及以上学历，2年以上海运出口操作经验", "英语读写熟练"],
        ["有空运操作经验", "会使用CargoWise系统", "英语口语流利"],
        ["五险一金", "带薪年假", "下午茶"],
        ["薪资：7-10K", "本公司不收取任何招聘费用。"],
    ),
    resume(
        "许浩", "海运操作", "xuhao.hy@example.com", ("上海", "CN"),
        "海运出口操作3年，主做美线与欧线整柜。",
        [("上海某国际物流公司", "海运出口操作", "2022-03", "",
          ["负责Booking及放舱跟踪，月均操作200柜", "安排拖车、报关及进港",
           "核对B/L及舱单，确保提单信息零差错", "办理VGM申报", "处理9类危险品出运",
           "对接船公司与客户"])],
        [("上海海事大学", "物流管理", "大专", "2021-06")],
        [("技能", ["海运出口", "拖车", "报关", "VGM", "危险品"])],
        languages=[("英语", "读写熟练")],
    ),
    present=["订舱", "拖车", "报关", "提单", "舱单", "VGM", "危险品", "船公司", "英语"],
    missing=["空运", "CargoWise"],
    variants=[("订舱", "Booking")],
    junk=["冷链仓库", "新能源车队", "五险一金"],
    aliases={"订舱": ["booking"], "提单": ["B/L", "bill of lading"], "英语": ["English"]},
)

goods.distractor("warehouse-associate", resume(
    "Tyrone Banks", "Warehouse Associate", "tyrone.banks@example.com", ("Memphis", "US"),
    "Forklift-certified warehouse associate.",
    [("FedEx Ground", "Package Handler / Forklift Operator", "2019-10", "",
      ["Load trailers, 1,200 packages an hour", "Operate sit-down and reach forklifts",
       "Cycle counts with RF scanner"])],
    [("Whitehaven High School", "General Studies", "Diploma", "2019-05")],
    [("Skills", ["forklift", "RF scanner", "cycle counts"])],
    [("Forklift Operator Certification", "OSHA-compliant trainer", "2020-01")],
))
goods.distractor("buyer", resume(
    "曹敏", "采购专员", "caomin.cg@example.com", ("宁波", "CN"),
    "制造业采购4年，负责包材与五金件采购。",
    [("宁波某电器公司", "采购专员", "2020-07", "",
      ["负责包材、五金件询比价及下单", "供应商评估与年度考核", "跟进交期与来料异常"])],
    [("宁波工程学院", "物流管理", "本科", "2020-06")],
    [("技能", ["询比价", "供应商管理", "ERP"])],
))

PARTS = (law, goods)
