"""Held-out set 6: environment, health and safety (an EHS manager in manufacturing, an
industrial hygienist, a 安全工程师 on a construction site), with two neighbouring-role
distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("ehs")

part.posting(
    "ehs-manager",
    "en",
    posting_text(
        "en",
        1,
        "EHS Manager - Metal Stamping Plant (Onsite)",
        "Corvalis Components supplies stampings and welded assemblies to automakers from three "
        "plants in Tennessee. We run a plant-wide chili cook-off every October and our softball "
        "team won the league in 2025.",
        [
            "Lead the site safety program and drive compliance with OSHA and EPA regulations",
            "Conduct incident investigations and root cause analysis; own corrective actions",
            "Maintain the ISO 14001 and ISO 45001 management systems and lead internal audits",
            "Run job hazard analyses, lockout/tagout and machine guarding assessments",
            "Manage air permits, stormwater (SWPPP) and hazardous waste programs",
            "Track TRIR and DART rates and report them to leadership",
        ],
        [
            "Bachelor's degree in occupational safety, environmental science or engineering",
            "5+ years of EHS experience in manufacturing",
            "OSHA 30-hour General Industry",
            "Working knowledge of ergonomics and industrial hygiene sampling",
        ],
        [
            "CSP (Certified Safety Professional) or ASP",
            "Experience with Cority, Intelex or a similar EHS software",
            "Six Sigma Green Belt",
        ],
        ["Relocation assistance", "Annual bonus", "Onsite clinic"],
        [
            "Salary: $95,000 - $115,000.",
            "Corvalis Components is an equal opportunity employer; all offers are contingent on "
            "a background check and a forklift certification is NOT required for this role.",
        ],
    ),
    resume(
        "Garrett Sims",
        "Environmental Health & Safety Manager",
        "garrett.sims.ehs@example.com",
        ("Murfreesboro", "US"),
        "Environmental, health and safety leader with eight years in automotive manufacturing.",
        [
            (
                "Middle Tennessee Castings",
                "Environmental, Health & Safety Manager",
                "2020-05",
                "",
                [
                    "Led the plant safety program for 600 employees; OSHA and EPA compliance",
                    "Incident investigations with 5 Whys and fishbone RCA; CAPA owner",
                    "Kept ISO 14001 / ISO 45001 certified; led internal audits",
                    "JHAs for 40 work cells; LOTO program and machine guarding reviews",
                    "Title V air permit, SWPPP and hazardous waste manifests",
                    "Cut TRIR from 4.1 to 1.6 and DART from 2.2 to 0.9",
                    "Noise and dust industrial hygiene sampling; ergonomics assessments",
                ],
            ),
            (
                "Nissan Smyrna Supplier Park",
                "EHS Specialist",
                "2017-06",
                "2020-04",
                ["Safety committee lead", "Ergonomic job rotation"],
            ),
        ],
        [("Murray State University", "Occupational Safety and Health", "BS", "2017-05")],
        [("EHS", ["manufacturing", "OSHA 30-Hour General Industry", "Six Sigma Green Belt"])],
        certificates=[("Associate Safety Professional (ASP)", "BCSP", "2021-10")],
    ),
    present=[
        "safety program",
        "OSHA",
        "EPA",
        "incident investigations",
        "root cause analysis",
        "corrective actions",
        "ISO 14001",
        "ISO 45001",
        "internal audits",
        "job hazard analyses",
        "lockout/tagout",
        "machine guarding",
        "air permits",
        "SWPPP",
        "hazardous waste",
        "TRIR",
        "DART",
        "occupational safety",
        "manufacturing",
        "ergonomics",
        "industrial hygiene",
        "ASP",
        "Six Sigma Green Belt",
    ],
    missing=["Cority", "Intelex"],
    variants=[
        ("root cause analysis", "RCA"),
        ("corrective actions", "CAPA"),
        ("job hazard analyses", "JHAs"),
        ("lockout/tagout", "LOTO"),
        ("air permits", "air permit"),
    ],
    junk=["chili cook-off", "softball", "Relocation assistance", "forklift certification"],
    aliases={
        "lockout/tagout": ["LOTO"],
        "job hazard analyses": ["JHA"],
        "root cause analysis": ["RCA"],
        "corrective actions": ["CAPA", "corrective and preventive action"],
    },
)

part.posting(
    "industrial-hygienist",
    "en",
    (
        "Industrial Hygienist II\n"
        "Location: Baton Rouge, LA (onsite with 30% travel to Gulf Coast sites)\n"
        "\n"
        "About Bayou Process Chemicals: We make specialty solvents and polymer additives at "
        "four sites. Our employees volunteer with coastal wetland restoration and our cafeteria "
        "serves Cajun lunch every Friday.\n"
        "\n"
        "Responsibilities\n"
        "• Plan and perform exposure assessments for chemical, noise and heat stress hazards\n"
        "• Collect personal air samples (benzene, H2S, silica) and interpret lab results "
        "against OELs\n"
        "• Run the respiratory protection program, including fit testing\n"
        "• Maintain the hearing conservation program and audiometric testing records\n"
        "• Review SDS for new chemicals and update the hazard communication program\n"
        "\n"
        "Minimum qualifications: Bachelor's in industrial hygiene, chemistry or a related "
        "science and 3+ years of field IH experience in chemicals, refining or petrochemicals. "
        "You must be able to wear a respirator and work in PPE for full shifts.\n"
        "\n"
        "Preferred qualifications: CIH (or CIH-eligible); experience with direct-reading "
        "instruments (PIDs, 4-gas meters); familiarity with PSM.\n"
        "\n"
        "We offer: 9/80 schedule, company vehicle, annual incentive plan.\n"
        "Pay range: $82,000 - $104,000.\n"
        "Bayou Process Chemicals is an Equal Opportunity Employer. Candidates must have a "
        "valid TWIC card within 60 days of hire."
    ),
    resume(
        "Nadia Broussard",
        "Industrial Hygiene Specialist",
        "nadia.broussard.ih@example.com",
        ("Lake Charles", "US"),
        "Field industrial hygienist, five years in refining and petrochemical plants.",
        [
            (
                "Calcasieu Refining",
                "Industrial Hygiene Specialist",
                "2021-03",
                "",
                [
                    "Exposure assessments for chemical, noise and heat stress hazards",
                    "Personal air sampling for benzene, hydrogen sulfide and crystalline silica; "
                    "compared results to occupational exposure limits",
                    "Managed respirator program and quantitative fit tests",
                    "Ran the hearing conservation program and audiograms",
                    "Reviewed safety data sheets; updated HazCom training",
                    "Worked in full PPE and SCBA during turnarounds",
                ],
            ),
            (
                "Gulf Coast Environmental Labs",
                "Field Technician",
                "2019-06",
                "2021-02",
                ["Air monitoring with PIDs and 4-gas meters"],
            ),
        ],
        [("McNeese State University", "Chemistry", "BS", "2019-05")],
        [("IH", ["industrial hygiene", "refining", "petrochemicals"])],
    ),
    present=[
        "exposure assessments",
        "noise",
        "heat stress",
        "air samples",
        "benzene",
        "H2S",
        "silica",
        "OELs",
        "respiratory protection program",
        "fit testing",
        "hearing conservation program",
        "audiometric testing",
        "SDS",
        "hazard communication",
        "industrial hygiene",
        "chemistry",
        "refining",
        "petrochemicals",
        "PPE",
        "PIDs",
        "4-gas meters",
    ],
    missing=["CIH", "PSM"],
    variants=[
        ("air samples", "air sampling"),
        ("H2S", "hydrogen sulfide"),
        ("OELs", "occupational exposure limits"),
        ("respiratory protection program", "respirator program"),
        ("fit testing", "fit tests"),
        ("audiometric testing", "audiograms"),
        ("SDS", "safety data sheets"),
        ("hazard communication", "HazCom"),
    ],
    junk=["wetland restoration", "Cajun lunch", "company vehicle", "TWIC"],
    aliases={
        "SDS": ["safety data sheet"],
        "OELs": ["occupational exposure limit"],
        "hazard communication": ["HazCom"],
        "H2S": ["hydrogen sulfide"],
        "CIH": ["Certified Industrial Hygienist"],
        "PSM": ["process safety management"],
    },
)

part.posting(
    "safety-engineer-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "安全工程师（房建项目部）",
        "我司为特级资质建筑施工总承包企业，承建多个地标超高层项目，项目部提供职工食堂、篮球场"
        "和夫妻房。",
        [
            "编制项目安全生产管理制度及专项施工方案中的安全措施",
            "组织开展安全技术交底、三级安全教育及班前安全活动",
            "开展日常安全巡查和隐患排查治理，跟踪整改闭环",
            "负责深基坑、高支模、塔吊等危大工程的安全监督",
            "组织应急预案编制及应急演练，参与事故调查",
        ],
        [
            "安全工程、土木工程相关专业本科及以上学历",
            "持有注册安全工程师证书（建筑施工安全专业）及安全员C证",
            "3年以上房建项目安全管理经验",
            "熟悉《建筑施工安全检查标准》JGJ59",
        ],
        ["有绿色施工或文明工地创建经验", "熟悉BIM技术", "持有一级建造师证书"],
        ["五险一金", "项目津贴", "年终奖"],
        ["月薪：12-18K", "公司严格执行国家安全生产法律法规，不接受任何形式的中介收费。"],
    ),
    resume(
        "钱立伟",
        "安全主管",
        "qianliwei.safety@example.com",
        ("杭州", "CN"),
        "注安师，五年房建施工安全管理经验，负责过两个超高层项目。",
        [
            (
                "浙江某建设集团第三项目部",
                "安全主管",
                "2020-07",
                "",
                [
                    "编写项目安全管理制度和专项方案安全措施",
                    "组织安全交底、三级教育与班前讲话",
                    "每日安全检查和隐患排查，整改闭环率100%",
                    "负责深基坑、高大模板支撑体系及塔式起重机等危大工程旁站监督",
                    "编写应急预案并组织消防与坍塌演练",
                    "按JGJ59开展月度安全检查评分",
                ],
            )
        ],
        [("浙江工业大学", "安全工程", "本科", "2020-06")],
        [("技能", ["房建", "安全管理", "文明工地"])],
        certificates=[
            ("注册安全工程师（建筑施工安全）", "应急管理部", "2022-10"),
            ("建筑施工企业专职安全生产管理人员（C证）", "浙江省住建厅", "2020-09"),
        ],
    ),
    present=[
        "安全生产管理制度",
        "专项施工方案",
        "安全技术交底",
        "三级安全教育",
        "安全巡查",
        "隐患排查",
        "深基坑",
        "高支模",
        "塔吊",
        "危大工程",
        "应急预案",
        "应急演练",
        "安全工程",
        "注册安全工程师",
        "安全员C证",
        "房建",
        "安全管理",
        "JGJ59",
        "文明工地",
    ],
    missing=["事故调查", "绿色施工", "BIM", "一级建造师"],
    variants=[
        ("安全生产管理制度", "安全管理制度"),
        ("专项施工方案", "专项方案"),
        ("安全技术交底", "安全交底"),
        ("三级安全教育", "三级教育"),
        ("安全巡查", "安全检查"),
        ("高支模", "高大模板支撑体系"),
        ("塔吊", "塔式起重机"),
        ("应急演练", "演练"),
        ("安全员C证", "C证"),
    ],
    junk=["职工食堂", "篮球场", "夫妻房", "中介收费"],
    aliases={
        "注册安全工程师": ["注安师"],
        "塔吊": ["塔式起重机"],
        "高支模": ["高大模板"],
        "安全员C证": ["专职安全生产管理人员"],
    },
)

part.distractor(
    "environmental-compliance",
    resume(
        "Leah Fontaine",
        "Environmental Compliance Specialist",
        "leah.fontaine.env@example.com",
        ("Nashville", "US"),
        "Environmental permitting and reporting for a county utility.",
        [
            (
                "Metro Water District",
                "Environmental Compliance Specialist",
                "2018-09",
                "",
                ["NPDES permit reporting", "Spill prevention (SPCC) plans", "Tier II reporting"],
            )
        ],
        [("Tennessee Tech", "Environmental Science", "BS", "2018-05")],
        [("Environment", ["NPDES", "SPCC", "permitting"])],
    ),
)
part.distractor(
    "fire-safety-zh",
    resume(
        "程国栋",
        "消防工程师",
        "chengguodong.fire@example.com",
        ("杭州", "CN"),
        "一级注册消防工程师，负责商业综合体消防设施维保与检测。",
        [
            (
                "杭州某消防技术服务公司",
                "消防工程师",
                "2017-07",
                "",
                ["消防设施检测与维保", "消防安全评估报告", "火灾自动报警系统调试"],
            )
        ],
        [("中国人民警察大学", "消防工程", "本科", "2017-06")],
        [("技能", ["消防设施", "消防安全评估", "自动喷水灭火系统"])],
    ),
)
part.distractor(
    "near-road-safety-officer-zh",
    resume(
        "邝少华",
        "安全员",
        "kuangshaohua.road@example.com",
        ("金华", "CN"),
        "市政道路施工安全员，持安全员C证。",
        [
            (
                "金华某市政工程公司",
                "专职安全员",
                "2021-03",
                "",
                [
                    "班前安全技术交底与三级安全教育",
                    "施工现场隐患排查及整改跟踪",
                    "参与编制应急预案，组织防汛演练",
                    "交通导改与夜间施工安全巡查",
                ],
            )
        ],
        [("浙江交通职业技术学院", "道路桥梁工程技术", "大专", "2020-06")],
        [("技能", ["市政道路", "安全员C证", "交通导改"])],
    ),
)
