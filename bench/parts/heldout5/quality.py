"""Held-out set 5: manufacturing quality (an automotive supplier quality engineer, a CMM
quality inspector, a 注塑 quality engineer), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("quality")
H = "work[0].highlights"

part.posting(
    "supplier-quality-engineer",
    "en",
    posting_text(
        "en",
        2,
        "Supplier Quality Engineer - Castings & Machined Components",
        "Tri-County Drivetrain supplies axles and transfer cases to three North American OEMs. "
        "Our Toledo plant won a J.D. Power supplier award and hosts a robotics camp for local "
        "high schoolers.",
        [
            "Approve supplier parts through the PPAP process (Level 3)",
            "Lead 8D problem solving on supplier nonconformances and issue SCARs",
            "Audit supplier processes against IATF 16949 and VDA 6.3",
            "Review PFMEAs and control plans; drive APQP for new launches",
        ],
        [
            "Bachelor's in mechanical, manufacturing or industrial engineering",
            "4+ years of supplier quality in automotive",
            "GD&T and blueprint reading",
            "Working knowledge of SPC and MSA (Gage R&R)",
            "Up to 40% travel",
        ],
        ["ASQ CQE", "Experience with die casting defects", "Six Sigma Green Belt"],
        ["Annual bonus", "Onsite clinic", "Company-paid tuition for ASQ courses"],
        [
            "Salary: $90,000 - $108,000.",
            "Tri-County Drivetrain is an EEO/AA employer. ITAR: applicants must be U.S. persons.",
        ],
    ),
    resume(
        "Victor Alvarez",
        "Quality Engineer",
        "victor.alvarez.sqe@example.com",
        ("Dearborn", "US"),
        "Supplier quality engineer for machined and cast powertrain parts, automotive, six years.",
        [
            (
                "Dana Incorporated",
                "Supplier Quality Engineer",
                "2020-01",
                "",
                [
                    "Approved 140 PPAP submissions (Level 3) for machined and forged parts",
                    "Led 8D investigations and issued supplier corrective action requests",
                    "Process audits to IATF 16949 and VDA 6.3 at 25 suppliers",
                    "Reviewed process FMEAs and control plans in APQP launches",
                    "Gage R&R and statistical process control studies with suppliers",
                ],
            ),
            ("Nemak", "Quality Technician", "2017-06", "2019-12", ["Aluminum casting inspection"]),
        ],
        [("Kettering University", "Industrial Engineering", "BSIE", "2017-05")],
        [("Quality", ["GD&T", "blueprint reading", "supplier quality", "core tools"])],
    ),
    present=[
        "PPAP",
        "8D",
        "SCARs",
        "IATF 16949",
        "VDA 6.3",
        "PFMEAs",
        "control plans",
        "APQP",
        "industrial engineering",
        "supplier quality",
        "automotive",
        "GD&T",
        "blueprint reading",
        "SPC",
        "MSA",
        "Gage R&R",
    ],
    missing=["CQE", "die casting", "Six Sigma"],
    variants=[
        ("SCARs", "supplier corrective action requests"),
        ("PFMEAs", "process FMEAs"),
        ("SPC", "statistical process control"),
        ("MSA", "Gage R&R"),
    ],
    junk=["J.D. Power", "robotics camp", "Onsite clinic", "ITAR"],
    aliases={
        "SCARs": ["supplier corrective action requests", "SCAR"],
        "PFMEAs": ["process FMEA", "PFMEA"],
        "SPC": ["statistical process control"],
        "MSA": ["measurement system analysis"],
    },
    edits={
        "claim": ("skills", 0, "Six Sigma Green Belt"),
        "title": ("work[0].position", "Plant Quality Manager"),
        "reword": [("set", f"{H}[1]", "Led 8D investigations and issued SCARs")],
        "reword2": [("set", "basics.label", "Supplier Quality Engineer")],
    },
)

part.posting(
    "cmm-inspector",
    "en",
    posting_text(
        "en",
        0,
        "Quality Inspector - CMM Programmer (2nd Shift)",
        "Apex Precision machines titanium and Inconel parts for jet engines and medical "
        "implants. We are AS9100 and ISO 13485 registered and celebrate every on-time month "
        "with a catered lunch.",
        [
            "Program and run Zeiss CMMs using Calypso",
            "Perform first article inspection and complete AS9102 reports",
            "Inspect parts with calipers, micrometers, height gauges and bore gauges",
            "Disposition nonconforming material and write NCRs",
        ],
        [
            "3+ years of inspection in a machine shop",
            "Strong GD&T interpretation",
            "CMM programming experience",
            "Ability to read complex engineering drawings",
        ],
        ["PC-DMIS experience", "Surface roughness (profilometer) testing", "ASQ CQI"],
        ["Shift premium of 10%", "Safety shoes reimbursed", "Profit-sharing"],
        [
            "$27 - $35 per hour.",
            "Apex Precision is an equal opportunity employer. Export-controlled work: "
            "U.S. citizenship or permanent residency required.",
        ],
    ),
    resume(
        "Tamara Kowalski",
        "Quality Inspector",
        "tamara.kowalski.qc@example.com",
        ("Wichita", "US"),
        "Aerospace quality inspector and CMM programmer, five years in machine shops.",
        [
            (
                "Spirit AeroSystems",
                "CMM Programmer / Inspector",
                "2021-02",
                "",
                [
                    "Wrote and ran Zeiss Calypso programs on Contura and Accura CMMs",
                    "FAI per AS9102 for 200+ new part numbers",
                    "Hand-tool inspection: calipers, micrometers, height gages, bore gages",
                    "Wrote nonconformance reports and dispositioned nonconforming material",
                ],
            )
        ],
        [("WSU Tech", "Machining Technology", "Certificate", "2019-12")],
        [("Inspection", ["GD&T", "blueprint reading", "CMM programming", "machine shop"])],
    ),
    present=[
        "CMMs",
        "Calypso",
        "first article inspection",
        "AS9102",
        "calipers",
        "micrometers",
        "height gauges",
        "bore gauges",
        "nonconforming material",
        "NCRs",
        "inspection",
        "machine shop",
        "GD&T",
        "CMM programming",
        "engineering drawings",
    ],
    missing=["PC-DMIS", "profilometer", "CQI"],
    variants=[
        ("first article inspection", "FAI"),
        ("height gauges", "height gages"),
        ("bore gauges", "bore gages"),
        ("NCRs", "nonconformance reports"),
        ("engineering drawings", "blueprint reading"),
    ],
    junk=["titanium and Inconel", "jet engines", "catered lunch", "Safety shoes"],
    aliases={
        "first article inspection": ["FAI"],
        "NCRs": ["nonconformance reports", "NCR"],
        "height gauges": ["height gages"],
        "bore gauges": ["bore gages"],
    },
    edits={
        "claim": ("extend", 0, "; also PC-DMIS on Hexagon Global machines"),
        "title": ("work[0].position", "Quality Engineering Manager"),
        "reword": [
            ("set", f"{H}[1]", "First article inspection (AS9102) for 200+ new part numbers")
        ],
        "reword2": [("reorder",)],
    },
)

part.posting(
    "injection-quality-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "质量工程师（注塑件）",
        "公司为汽车内外饰件一级供应商，配套国内外主流主机厂，拥有300台注塑机，厂区配有"
        "员工食堂和篮球场。",
        [
            "负责注塑件来料、过程及出货检验标准的制定",
            "主导客户投诉的8D分析与闭环",
            "运用SPC监控关键尺寸，组织MSA分析",
            "参与新项目APQP，编制PFMEA和控制计划",
            "迎接IATF 16949审核和客户二方审核",
        ],
        [
            "高分子材料或机械类专业本科",
            "3年以上汽车零部件质量经验",
            "熟悉五大工具",
            "能看懂2D图纸及GD&T",
        ],
        ["持有内审员证书", "熟悉注塑缺陷分析（缩痕、飞边、熔接线）", "会使用Minitab"],
        ["包吃住", "年终双薪", "夜班补贴"],
        ["薪资：9-13K", "本公司不收取任何招聘费用，谨防诈骗。"],
    ),
    resume(
        "罗伟",
        "质量工程师",
        "luowei.sqe@example.com",
        ("宁波", "CN"),
        "高分子材料与工程本科，五年汽车零部件质量管理经验。",
        [
            (
                "宁波某汽车饰件有限公司",
                "质量工程师",
                "2020-07",
                "",
                [
                    "制定注塑件进料检验、过程检验及出货检验标准",
                    "负责主机厂客诉8D报告与闭环，客诉下降30%",
                    "运用统计过程控制监控关键尺寸，组织量具重复性与再现性分析",
                    "参与新项目先期质量策划，编写PFMEA和控制计划",
                    "配合IATF16949第三方审核及客户审核",
                ],
            )
        ],
        [("宁波大学", "高分子材料与工程", "本科", "2020-06")],
        [("质量", ["五大工具", "2D图纸", "GD&T", "8D"])],
    ),
    present=[
        "注塑件",
        "来料",
        "出货检验",
        "客户投诉",
        "8D",
        "SPC",
        "MSA",
        "APQP",
        "PFMEA",
        "控制计划",
        "IATF 16949",
        "二方审核",
        "高分子材料",
        "汽车零部件",
        "五大工具",
        "2D图纸",
        "GD&T",
    ],
    missing=["内审员", "缩痕", "Minitab"],
    variants=[
        ("来料", "进料检验"),
        ("客户投诉", "客诉"),
        ("SPC", "统计过程控制"),
        ("MSA", "量具重复性与再现性分析"),
        ("APQP", "先期质量策划"),
        ("IATF 16949", "IATF16949"),
        ("二方审核", "客户审核"),
    ],
    junk=["主机厂", "注塑机", "员工食堂", "篮球场", "谨防诈骗"],
    aliases={
        "SPC": ["统计过程控制"],
        "APQP": ["先期质量策划", "产品质量先期策划"],
        "MSA": ["测量系统分析"],
        "客户投诉": ["客诉"],
    },
    edits={
        "claim": ("highlight", "分析缩痕、飞边等注塑缺陷，用Minitab做DOE优化工艺"),
        "title": ("work[0].position", "质量部经理"),
        "reword": [("set", f"{H}[2]", "运用SPC监控关键尺寸，组织MSA（量具GR&R）分析")],
        "reword2": [("set", "work[0].position", "SQE/质量工程师")],
    },
)

part.distractor(
    "manufacturing-engineer",
    resume(
        "Eric Lindholm",
        "Manufacturing Engineer",
        "eric.lindholm.me@example.com",
        ("Toledo", "US"),
        "Manufacturing engineer for CNC machining cells.",
        [
            (
                "Owens Corning",
                "Manufacturing Engineer",
                "2019-05",
                "",
                [
                    "Designed fixtures in SolidWorks",
                    "Cycle time reduction on CNC cells",
                    "Lean kaizen events",
                ],
            )
        ],
        [("University of Toledo", "Mechanical Engineering", "BSME", "2019-05")],
        [("Engineering", ["SolidWorks", "CNC", "lean manufacturing", "fixture design"])],
    ),
)
part.distractor(
    "process-engineer-zh",
    resume(
        "陶杰",
        "注塑工艺工程师",
        "taojie.molding@example.com",
        ("宁波", "CN"),
        "注塑工艺调试五年，熟悉海天、恩格尔注塑机。",
        [
            (
                "宁波某塑胶制品有限公司",
                "工艺工程师",
                "2019-07",
                "",
                ["新模具试模与工艺参数设定", "降低周期时间", "模具保养计划"],
            )
        ],
        [("浙江工业大学", "材料成型及控制工程", "本科", "2019-06")],
        [("技能", ["试模", "工艺参数优化", "模流分析"])],
    ),
)
