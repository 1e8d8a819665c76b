"""Held-out set 4: legal (trademark paralegal, commercial contracts, patent specialist), with two
neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("legal")

part.posting(
    "tm-paralegal",
    "en",
    posting_text(
        "en",
        0,
        "Trademark Paralegal – Intellectual Property Group",
        "Hollis Brandt LLP is a 200-lawyer firm; our technology group advises clients on "
        "artificial intelligence and blockchain ventures.",
        [
            "Run clearance searches and prepare search reports from Corsearch",
            "File applications with the USPTO and monitor status in TSDR",
            "Draft responses to office action deadlines under attorney supervision",
            "Manage docketing for 3,000 trademark matters",
            "Handle Madrid Protocol filings and TTAB oppositions support",
        ],
        ["3+ years as a trademark paralegal", "Meticulous with deadlines"],
        ["Anaqua experience", "copyright registration filings", "NALA certification"],
        ["Commuter benefits", "Billable-hour-free role"],
        [
            "$68,000–$85,000 DOE.",
            "Hollis Brandt is an equal opportunity employer. No agencies, please.",
        ],
    ),
    resume(
        "Nadia Kowalczyk",
        "IP Paralegal",
        "nadia.ip.paralegal@example.com",
        ("Philadelphia", "US"),
        "Trademark paralegal, six years in firm IP practices.",
        [
            (
                "Dechert LLP",
                "Senior Trademark Paralegal",
                "2020-05",
                "",
                [
                    "Ordered full clearance searches from Corsearch and summarized results for "
                    "attorneys",
                    "Filed 400+ trademark applications with the USPTO; status checks in TSDR",
                    "Prepared draft office action responses and specimens",
                    "Docket management for 2,500 marks in CPI",
                    "Madrid Protocol filings and "
                    "Trademark Trial and Appeal Board opposition exhibits",
                ],
            )
        ],
        [("Temple University", "Paralegal Studies", "Certificate", "2018-05")],
        [
            (
                "IP",
                [
                    "trademark",
                    "clearance searches",
                    "USPTO",
                    "TSDR",
                    "Madrid Protocol",
                    "office action",
                ],
            )
        ],
    ),
    present=[
        "clearance searches",
        "Corsearch",
        "USPTO",
        "TSDR",
        "office action",
        "docketing",
        "trademark",
        "Madrid Protocol",
        "TTAB",
    ],
    missing=["Anaqua", "copyright", "NALA"],
    variants=[("docketing", "Docket management"), ("TTAB", "Trademark Trial and Appeal Board")],
    junk=["artificial intelligence", "blockchain", "Commuter benefits"],
    aliases={"TTAB": ["Trademark Trial and Appeal Board"], "docketing": ["docket"]},
)

part.posting(
    "contracts",
    "en",
    posting_text(
        "en",
        1,
        "Contracts Manager (Commercial)",
        "Veridian Health Cloud sells machine learning tools to hospital systems.",
        [
            "Lead contract drafting and redlining for customer MSAs, NDAs and order forms",
            "Negotiate data processing agreements and BAAs with privacy counsel",
            "Maintain the negotiation playbook",
            "Keep every agreement in our CLM (Ironclad)",
        ],
        ["5+ years of commercial contracts in SaaS or healthcare", "Calm negotiation style"],
        ["JD preferred but not required", "FedRAMP experience", "Salesforce CPQ"],
        ["Unlimited PTO", "401(k) match"],
        [
            "Base $120k–$150k.",
            "Veridian is an equal opportunity employer; we process data per our privacy notice.",
        ],
    ),
    resume(
        "Elena Marchetti",
        "Senior Contract Manager",
        "elena.contracts@example.com",
        ("Boston", "US"),
        "Commercial contracts lead for health tech, seven years.",
        [
            (
                "athenahealth",
                "Contract Manager",
                "2019-03",
                "",
                [
                    "Contract drafting and redlining for 600+ deals a year: master services "
                    "agreements, "
                    "NDAs, SOWs",
                    "Negotiated DPAs and BAAs with hospital legal teams",
                    "Wrote the fallback playbook used by sales",
                    "Administered Ironclad contract lifecycle management; cut cycle time 30%",
                ],
            )
        ],
        [("Suffolk University", "Paralegal Studies", "BS", "2016-05")],
        [("Contracts", ["contract drafting", "redlining", "negotiation", "BAAs", "Ironclad"])],
    ),
    present=[
        "contract drafting",
        "redlining",
        "MSAs",
        "NDAs",
        "data processing agreements",
        "BAAs",
        "playbook",
        "CLM",
        "Ironclad",
        "negotiation",
    ],
    missing=["JD", "FedRAMP", "Salesforce CPQ"],
    variants=[
        ("MSAs", "master services agreements"),
        ("data processing agreements", "DPAs"),
        ("CLM", "contract lifecycle management"),
    ],
    junk=["machine learning", "Unlimited PTO", "privacy notice"],
    aliases={
        "MSAs": ["master services agreement", "MSA"],
        "data processing agreements": ["DPA", "DPAs"],
        "CLM": ["contract lifecycle management"],
        "JD": ["Juris Doctor"],
    },
)

part.posting(
    "patent-specialist",
    "zh",
    posting_text(
        "zh",
        2,
        "知识产权专员（专利方向）",
        "公司专注于工业机器人与机器视觉，是国家知识产权示范企业。",
        [
            "负责专利检索与查新分析",
            "与研发沟通，撰写技术交底书",
            "协调代理机构完成专利申请",
            "制定核心产品专利布局",
            "负责审查意见答复及FTO分析",
            "使用CPC客户端提交文件",
        ],
        ["理工科本科及以上学历", "具有专利代理师资格", "2年以上企业或代理所专利工作经验"],
        ["有PCT申请经验", "处理过无效宣告", "英语六级"],
        ["股票期权", "人才公寓"],
        ["薪资：15-25K", "我们尊重每一位候选人的隐私。"],
    ),
    resume(
        "钱睿",
        "专利工程师",
        "qianrui.ip@example.com",
        ("苏州", "CN"),
        "机械背景专利工程师4年，熟悉机器人领域专利挖掘。",
        [
            (
                "苏州某自动化设备公司",
                "专利工程师",
                "2021-07",
                "",
                [
                    "开展专利检索与专利挖掘，年提案80余件",
                    "指导研发撰写技术交底书",
                    "对接代理所完成专利申请120件",
                    "围绕核心产品开展专利布局",
                    "完成审查意见答复及自由实施（侵权风险）分析",
                    "通过CPC客户端提交电子申请",
                ],
            )
        ],
        [("江苏科技大学", "机械设计制造及其自动化", "本科", "2021-06")],
        [("技能", ["专利检索", "专利布局", "技术交底书", "CPC"])],
        [("专利代理人资格证", "国家知识产权局", "2022-12")],
    ),
    present=[
        "专利检索",
        "技术交底书",
        "专利申请",
        "专利布局",
        "审查意见答复",
        "FTO",
        "CPC",
        "专利代理师",
    ],
    missing=["PCT", "无效宣告", "英语六级"],
    variants=[("FTO", "自由实施"), ("专利代理师", "专利代理人")],
    junk=["工业机器人", "机器视觉", "股票期权"],
    aliases={"FTO": ["自由实施", "freedom to operate"], "专利代理师": ["专利代理人"]},
)

part.distractor(
    "legal-secretary",
    resume(
        "Janet Pruitt",
        "Legal Secretary",
        "janet.pruitt@example.com",
        ("Philadelphia", "US"),
        "Legal secretary supporting three litigation partners.",
        [
            (
                "Cozen O'Connor",
                "Legal Secretary",
                "2015-02",
                "",
                [
                    "Calendar and travel for three partners",
                    "Format briefs and e-file in PACER",
                    "Time entry in Aderant",
                ],
            )
        ],
        [("Community College of Philadelphia", "Office Administration", "AAS", "2014-05")],
        [("Tools", ["PACER", "Aderant", "Microsoft Word"])],
    ),
)
part.distractor(
    "court-clerk",
    resume(
        "梁宇",
        "书记员",
        "liangyu.sjy@example.com",
        ("苏州", "CN"),
        "基层法院书记员5年。",
        [
            (
                "苏州市某区人民法院",
                "书记员",
                "2019-08",
                "",
                ["庭审记录，速录每分钟180字", "卷宗整理与归档", "送达法律文书"],
            )
        ],
        [("苏州大学", "法学", "本科", "2019-06")],
        [("技能", ["庭审记录", "速录", "卷宗归档"])],
    ),
)

PARTS = (part,)
