"""Held-out set 7: semiconductor fabs (an etch process engineer, a yield engineer, a 薄膜工艺
工程师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("semiconductor")

part.posting(
    "etch-process-engineer",
    "en",
    posting_text(
        "en",
        0,
        "Process Engineer, Dry Etch - 300mm Fab",
        "Meridian Semiconductor builds power and analog chips in our 300mm fab in Boise. Our "
        "campus has a climbing wall, an EV charging lot and a cleanroom tour for families "
        "every spring.",
        [
            "Own plasma etch processes on Lam Kiyo and TEL Tactras chambers for the 65nm-28nm "
            "nodes",
            "Sustain processes with SPC and respond to out-of-control action plans (OCAP)",
            "Run DOE to improve CD uniformity, etch rate and selectivity",
            "Lead 8D problem solving and FMEA for excursions",
            "Qualify chambers after PMs and release process changes through change control",
        ],
        [
            "BS/MS in chemical engineering, materials science, physics or electrical engineering",
            "3+ years in a semiconductor fab, dry etch preferred",
            "Hands-on with SEM cross-sections and CD-SEM metrology",
            "JMP or Minitab for data analysis",
        ],
        [
            "Atomic layer etch (ALE) experience",
            "Python for data analysis",
            "Six Sigma Black Belt",
        ],
        ["Shift-neutral day schedule", "Stock purchase plan", "On-site clinic"],
        [
            "Salary: $105,000 - $140,000 plus annual bonus.",
            "Meridian Semiconductor is an equal opportunity employer. This position requires "
            "access to export-controlled technology (EAR). Lithography experience is not required.",
        ],
    ),
    resume(
        "Harrison Le-Vasquez",
        "Etch Engineer",
        "harrison.levasquez.fab@example.com",
        ("Meridian", "US"),
        "Dry etch process engineer, five years sustaining and improving plasma etch on 300 mm "
        "logic and memory lines.",
        [
            (
                "Micron Technology",
                "Process Engineer - Dry Etch",
                "2020-07",
                "",
                [
                    "Owned Lam Kiyo conductor etch and TEL Tactras dielectric etch recipes",
                    "Statistical process control and OCAP response for 40 chambers",
                    "Design of experiments that cut CD range 30% and lifted etch rate uniformity",
                    "8D and failure mode and effects analysis for yield excursions",
                    "Chamber requalification after preventive maintenance; ECNs via change control",
                ],
            ),
            (
                "ON Semiconductor",
                "Process Technician",
                "2018-06",
                "2020-06",
                ["Wet clean and SEM cross-section sample prep"],
            ),
        ],
        [("Boise State University", "Materials Science and Engineering", "MS", "2020-05")],
        [("Tools", ["CD-SEM", "JMP", "plasma etch", "selectivity"])],
    ),
    present=[
        "plasma etch",
        "Lam",
        "Kiyo",
        "TEL",
        "Tactras",
        "SPC",
        "OCAP",
        "DOE",
        "CD uniformity",
        "etch rate",
        "selectivity",
        "8D",
        "FMEA",
        "PMs",
        "change control",
        "materials science",
        "dry etch",
        "SEM cross-sections",
        "CD-SEM",
        "JMP",
    ],
    missing=["Atomic layer etch", "ALE", "Python", "Six Sigma"],
    variants=[
        ("SPC", "Statistical process control"),
        ("DOE", "Design of experiments"),
        ("CD uniformity", "CD range"),
        ("FMEA", "failure mode and effects analysis"),
        ("PMs", "preventive maintenance"),
        ("SEM cross-sections", "SEM cross-section"),
    ],
    junk=["climbing wall", "EV charging", "cleanroom tour", "Stock purchase plan", "Lithography"],
    aliases={
        "SPC": ["statistical process control"],
        "DOE": ["design of experiments"],
        "FMEA": ["failure mode and effects analysis"],
    },
    edits={
        "claim": ("skills", 0, "atomic layer etch (ALE)"),
        "title": ("work[0].position", "Director of Process Engineering"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "SPC and out-of-control action plan (OCAP) response for 40 chambers",
            )
        ],
        "reword2": [("set", "basics.label", "Dry Etch Process Engineer")],
        "reword3": [
            ("set", f"{H}[2]", "DOEs that cut CD range 30% and lifted etch rate uniformity")
        ],
    },
)

part.posting(
    "yield-engineer",
    "en",
    posting_text(
        "en",
        1,
        "Yield Enhancement Engineer (Wafer Sort & Defect)",
        "Cascadia Microdevices designs and manufactures MEMS and mixed-signal devices. We "
        "host a monthly science night for local schools and run a free shuttle from downtown.",
        "Drive die yield at wafer sort by analysing bin maps, wafer maps and inline defect "
        "data from KLA inspection tools. You will run commonality analysis across lots and "
        "tools, classify defects from SEM review, and work root cause with process, "
        "integration and test teams. You will automate reports in Python and SQL and present "
        "a weekly yield Pareto to fab leadership.",
        [
            "Degree in electrical engineering, physics or materials engineering",
            "3+ years of yield or product engineering in a fab",
            "Experience with yield management software (Exensio, YieldWatchDog or similar)",
            "Strong statistics; JMP a plus",
        ],
        [
            "Failure analysis (FIB, TEM)",
            "Parametric (WAT/PCM) data experience",
            "Knowledge of MEMS processes",
        ],
        ["Relocation", "ESPP", "Tuition reimbursement"],
        [
            "Salary: $115,000 - $150,000.",
            "Cascadia Microdevices is an equal opportunity employer and participates in "
            "E-Verify. Cleanroom gowning training is provided; no equipment maintenance is needed.",
        ],
    ),
    resume(
        "Priyanka Wojcik",
        "Yield Engineer",
        "priyanka.wojcik.yield@example.com",
        ("Hillsboro", "US"),
        "Yield engineer turning sort and defect data into fixes, four years in a 200mm analog fab.",
        [
            (
                "TriQuint Fab 3",
                "Yield Engineer",
                "2021-01",
                "",
                [
                    "Die yield improvement at wafer sort from bin maps and wafer maps",
                    "Inline defect data from KLA 29xx and SP7 inspections",
                    "Tool and lot commonality; defect classification from SEM review",
                    "RCA with process integration and test engineering",
                    "Automated yield reports in Python and SQL; weekly Pareto to fab management",
                ],
            ),
            (
                "Intel",
                "Graduate Intern",
                "2019-06",
                "2019-12",
                ["Exensio dashboards for sort yield"],
            ),
        ],
        [("Portland State University", "Electrical Engineering", "MS", "2020-12")],
        [("Analysis", ["statistics", "JMP", "yield management"])],
    ),
    present=[
        "die yield",
        "wafer sort",
        "bin maps",
        "wafer maps",
        "defect",
        "KLA",
        "commonality analysis",
        "SEM review",
        "root cause",
        "Python",
        "SQL",
        "Pareto",
        "electrical engineering",
        "yield management",
        "Exensio",
        "statistics",
        "JMP",
    ],
    missing=["Failure analysis", "FIB", "TEM", "WAT", "MEMS"],
    variants=[("root cause", "RCA"), ("commonality analysis", "commonality")],
    junk=["science night", "free shuttle", "ESPP", "Cleanroom gowning", "equipment maintenance"],
    aliases={"WAT": ["wafer acceptance test", "PCM"]},
    edits={
        "claim": ("highlight", "FIB cross-sections and TEM failure analysis on sort fails"),
        "title": ("basics.label", "Fab Manager"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Commonality analysis by tool and lot; SEM review to classify defects",
            )
        ],
        "reword2": [("set", "work[0].position", "Yield Enhancement Engineer")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "thin-film-engineer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "薄膜工艺工程师（CVD/PVD）",
        "公司是国内领先的12英寸晶圆代工企业，园区配有员工公寓、咖啡厅和健身中心。",
        [
            "负责CVD、PVD、ALD薄膜工艺的日常维护与异常处理",
            "通过SPC监控膜厚、均匀性、应力等关键参数",
            "负责新机台工艺验收及工艺导入",
            "运用DOE实验优化工艺窗口，提升良率",
            "撰写工艺规范（SOP）及异常分析报告（8D）",
        ],
        [
            "微电子、材料、物理、化学等相关专业硕士及以上学历",
            "三年以上晶圆厂薄膜工艺经验",
            "熟悉AMAT或LAM设备",
            "能适应倒班及紧急on-call",
        ],
        ["有28nm及以下先进制程经验", "熟悉外延（EPI）工艺", "有良率提升项目经验"],
        ["六险一金", "年终奖", "人才落户", "免费班车"],
        ["薪资：25-40K·15薪", "公司遵守出口管制相关法规；不需要光刻经验。"],
    ),
    resume(
        "易泽宇",
        "工艺工程师",
        "yizeyu.film@example.com",
        ("上海", "CN"),
        "微电子硕士，四年12寸晶圆厂薄膜工艺经验，主攻化学气相沉积与物理气相沉积。",
        [
            (
                "上海某晶圆代工厂",
                "薄膜工艺工程师",
                "2021-07",
                "",
                [
                    "负责化学气相沉积、溅射（物理气相沉积）及原子层沉积工艺维护和异常处理",
                    "统计过程控制监控膜厚、均匀性和应力",
                    "新机台验收与工艺转移",
                    "设计实验优化工艺窗口，相关产品良率提升1.5%",
                    "编写作业指导书和8D报告",
                ],
            ),
        ],
        [("复旦大学", "微电子学与固体电子学", "硕士", "2021-06")],
        [("设备", ["Applied Materials Producer", "LAM", "Endura"])],
    ),
    present=[
        "CVD",
        "PVD",
        "ALD",
        "异常处理",
        "SPC",
        "膜厚",
        "均匀性",
        "应力",
        "工艺导入",
        "DOE",
        "工艺窗口",
        "良率",
        "SOP",
        "8D",
        "微电子",
        "晶圆厂",
        "AMAT",
        "LAM",
    ],
    missing=["28nm", "外延", "EPI", "良率提升项目"],
    variants=[
        ("CVD", "化学气相沉积"),
        ("PVD", "物理气相沉积"),
        ("ALD", "原子层沉积"),
        ("SPC", "统计过程控制"),
        ("工艺导入", "工艺转移"),
        ("DOE", "设计实验"),
        ("SOP", "作业指导书"),
        ("AMAT", "Applied Materials"),
    ],
    junk=["员工公寓", "咖啡厅", "健身中心", "人才落户", "光刻经验"],
    aliases={
        "CVD": ["化学气相沉积"],
        "PVD": ["物理气相沉积", "溅射"],
        "AMAT": ["Applied Materials", "应材"],
    },
    edits={
        "claim": ("extend", 0, "，兼管EPI外延工艺"),
        "title": ("work[0].position", "工艺整合部总监"),
        "reword": [("set", f"{H}[1]", "SPC监控膜厚、均匀性和应力")],
        "reword2": [("set", "basics.label", "薄膜工艺工程师")],
        "reword3": [("set", f"{H}[4]", "编写SOP和8D报告")],
    },
)

part.distractor(
    "equipment-technician",
    resume(
        "Jorge Abernathy",
        "Equipment Technician",
        "jorge.abernathy.etech@example.com",
        ("Boise", "US"),
        "Fab equipment technician maintaining implanters and wet benches.",
        [
            (
                "Micron Technology",
                "Equipment Technician",
                "2017-03",
                "",
                ["PMs on Axcelis implanters", "Wet bench repairs", "Spare parts inventory"],
            )
        ],
        [("College of Western Idaho", "Electronics Technology", "AAS", "2017-02")],
        [("Skills", ["preventive maintenance", "vacuum systems", "RF generators"])],
    ),
)
part.distractor(
    "ic-layout-zh",
    resume(
        "付嘉懿",
        "版图设计工程师",
        "fujiayi.layout@example.com",
        ("无锡", "CN"),
        "模拟版图工程师，负责电源管理芯片版图设计与验证。",
        [
            (
                "无锡某芯片设计公司",
                "版图工程师",
                "2019-07",
                "",
                ["模拟电路版图设计", "DRC/LVS物理验证", "与电路设计协同"],
            )
        ],
        [("东南大学", "集成电路设计与集成系统", "本科", "2019-06")],
        [("技能", ["Virtuoso", "Calibre", "DRC"])],
    ),
)
part.distractor(
    "near-litho-engineer",
    resume(
        "Sofia Drummond-Iwu",
        "Photo Process Engineer",
        "sofia.drummondiwu.litho@example.com",
        ("Boise", "US"),
        "Lithography process engineer on ASML scanners; SPC and DOE day to day.",
        [
            (
                "Meridian Foundry Services",
                "Photolithography Engineer",
                "2020-02",
                "",
                [
                    "SPC and OCAP for overlay and CD on ASML and TEL tracks",
                    "DOE for focus-exposure windows; CD-SEM metrology",
                    "8D for excursions",
                ],
            )
        ],
        [("University of Idaho", "Physics", "MS", "2019-12")],
        [("Skills", ["JMP", "overlay", "photoresist"])],
    ),
)
