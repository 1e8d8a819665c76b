"""Held-out set 8: theatre stage management (a production stage manager, a technical director, a
舞台监督), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("stage_management")

part.posting(
    "production-stage-manager",
    "en",
    posting_text(
        "en",
        1,
        "Production Stage Manager - 2025/26 Season",
        "The Lakeside Repertory Theatre produces seven mainstage plays and musicals a season "
        "in a 750-seat house, with a rooftop bar, a costume rental shop and a youth "
        "conservatory.",
        [
            "Run rehearsals: keep the rehearsal schedule, blocking notation and rehearsal reports",
            "Build and call the show from the prompt book",
            "Tape out the ground plan and track props and scene shifts",
            "Lead tech rehearsals and cue-to-cue",
            "Keep the production's paperwork: contact sheets, daily calls, performance reports",
        ],
        [
            "Member of Actors' Equity Association (AEA), or eligible to join",
            "Three seasons of stage managing plays and musicals",
            "Able to read a musical score",
            "Proficiency in Microsoft Office and Google Workspace",
        ],
        ["QLab", "Experience with fly automation", "Spanish or ASL"],
        ["AEA contract (LORT B)", "Housing for out-of-town hires", "Two comp tickets a show"],
        [
            "Salary: $1,250 - $1,400 per week per the LORT agreement.",
            "Lakeside Repertory is an equal opportunity employer. Box office and front of "
            "house work are not part of this role.",
        ],
    ),
    resume(
        "Marguerite Delacroix-Obi",
        "Stage Manager, AEA",
        "marguerite.delacroixobi.sm@example.com",
        ("Chicago", "US"),
        "Equity stage manager, five seasons of plays and musicals at LORT houses.",
        [
            (
                "Northlight Theatre",
                "Production Stage Manager",
                "2021-08",
                "",
                [
                    "Rehearsal schedules, blocking notes and nightly rehearsal reports",
                    "Built the prompt book and called the show: 400+ light, sound and fly cues",
                    "Taped out the ground plan; props tracking and scene shift plots",
                    "Ran tech week and cue-to-cue rehearsals",
                    "Contact sheets, daily calls and performance reports",
                ],
            ),
            (
                "Goodman Theatre",
                "Assistant Stage Manager",
                "2019-08",
                "2021-06",
                ["ASM on four musicals; reads music"],
            ),
        ],
        [("DePaul University", "Stage Management", "BFA", "2019-06")],
        [("Tools", ["Microsoft Office", "Google Workspace", "musical score"])],
    ),
    present=[
        "rehearsal schedule",
        "blocking notation",
        "rehearsal reports",
        "call the show",
        "prompt book",
        "ground plan",
        "props",
        "scene shifts",
        "tech rehearsals",
        "cue-to-cue",
        "contact sheets",
        "daily calls",
        "performance reports",
        "Actors' Equity Association",
        "AEA",
        "stage managing",
        "musical score",
        "Microsoft Office",
        "Google Workspace",
    ],
    missing=["QLab", "fly automation", "Spanish", "ASL"],
    variants=[
        ("rehearsal schedule", "Rehearsal schedules"),
        ("blocking notation", "blocking notes"),
        ("call the show", "called the show"),
        ("scene shifts", "scene shift plots"),
        ("tech rehearsals", "tech week"),
        ("Actors' Equity Association", "Equity"),
        ("stage managing", "stage manager"),
    ],
    junk=["rooftop bar", "costume rental shop", "youth conservatory", "Box office"],
    aliases={"AEA": ["Actors' Equity", "Equity"]},
    edits={
        "claim": ("skills", 0, "QLab"),
        "title": ("work[0].position", "Artistic Director"),
        "reword": [
            ("set", f"{H}[0]", "Rehearsal schedule, blocking notation and rehearsal reports")
        ],
        "reword2": [("set", "basics.label", "Production Stage Manager (Actors' Equity)")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "technical-director",
    "en",
    posting_text(
        "en",
        3,
        "Technical Director - Regional Theatre",
        "Harborview Stage is a nonprofit theatre in Portland, Maine, with a 300-seat "
        "thrust stage, a café and a new education wing.",
        [
            "Draft construction drawings in Vectorworks and build budgets for each set",
            "Lead the scene shop: carpentry, steel welding and rigging",
            "Plan load-ins and strikes and schedule the crew",
            "Keep the shop safe: OSHA rules and fall protection",
        ],
        "Candidates need an MFA or equivalent experience in technical direction, strong "
        "scenic carpentry and MIG welding skills, and working knowledge of counterweight "
        "rigging. ETCP Certified Rigger status is a plus, and familiarity with stage "
        "automation (or motion control) is welcome. Electrics and sound are not part of "
        "this job.",
        ["ETCP", "stage automation", "motion control"],
        ["Health and dental", "Paid summer break", "Professional development fund"],
        [
            "Salary: $55,000 - $62,000.",
            "Harborview Stage is an equal opportunity employer. Café and concessions "
            "staffing is handled by volunteers.",
        ],
    ),
    resume(
        "Augustin Feldmann-Oyo",
        "Technical Director",
        "augustin.feldmannoyo.td@example.com",
        ("Providence", "US"),
        "Technical director and scenic carpenter, eight years in regional theatre.",
        [
            (
                "Trinity Repertory Company",
                "Technical Director",
                "2020-07",
                "",
                [
                    "Shop drawings in Vectorworks; material budgets for each production",
                    "Supervised the scene shop: scenic carpentry, MIG welding, rigging",
                    "Scheduled crews for load-in and strike",
                    "Shop safety to OSHA standards; fall arrest training",
                ],
            )
        ],
        [("Yale School of Drama", "Technical Design and Production", "MFA", "2017-05")],
        [("Shop", ["counterweight rigging", "technical direction", "steel welding"])],
    ),
    present=[
        "construction drawings",
        "Vectorworks",
        "budgets",
        "scene shop",
        "carpentry",
        "steel welding",
        "rigging",
        "load-ins",
        "strikes",
        "OSHA",
        "fall protection",
        "MFA",
        "technical direction",
        "scenic carpentry",
        "MIG welding",
        "counterweight rigging",
    ],
    missing=["ETCP", "stage automation", "motion control"],
    variants=[
        ("construction drawings", "Shop drawings"),
        ("load-ins", "load-in"),
        ("strikes", "strike"),
        ("fall protection", "fall arrest"),
    ],
    junk=["thrust stage", "café", "education wing", "concessions"],
    aliases={"fall protection": ["fall arrest"]},
    edits={
        "claim": ("extend", 1, "; stage automation programming"),
        "title": ("basics.label", "Managing Director"),
        "reword": [("set", f"{H}[0]", "Construction drawings in Vectorworks; budgets per show")],
        "reword2": [("merge", 2)],
    },
)

part.posting(
    "stage-manager-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "舞台监督（剧院演出部）",
        "本剧院为市属大型综合剧院，拥有1500座歌剧厅和500座小剧场，每年演出300余场，剧院设有艺术"
        "衍生品商店。",
        [
            "负责剧目排练及演出的舞台监督工作，制定排练计划和技术合成计划",
            "编写演出cue表并在演出中执行叫cue",
            "协调灯光、音响、舞美、视频等各技术部门",
            "负责装台、拆台的组织与安全管理",
            "记录排练日志和演出报告",
        ],
        [
            "戏剧影视美术设计、舞台技术或表演相关专业本科及以上学历",
            "三年以上剧院或演出公司舞台监督经验",
            "能读懂舞台平面图，熟悉剧场机械和吊杆系统",
            "具备较强的沟通协调能力和应变能力",
        ],
        ["熟悉QLab或灯光控台操作", "有大型巡演经验", "英语可作为工作语言"],
        ["六险一金", "演出补贴", "免费观演"],
        ["薪资：8000-13000元/月，另有演出补贴", "本岗位无需票务销售经验，不需要参与演出表演。"],
    ),
    resume(
        "卜子萱",
        "舞台监督",
        "buzixuan.stage@example.com",
        ("南京", "CN"),
        "舞台技术专业，五年剧院舞台监督经验。",
        [
            (
                "南京某大剧院",
                "舞台监督（舞监）",
                "2020-08",
                "",
                [
                    "剧目排练与演出的舞台监督，制定排练计划和技术合成安排",
                    "编写cue表，演出中叫cue",
                    "协调灯光、音响、舞美、视频部门",
                    "组织装台、拆台并负责安全",
                    "排练日志与演出报告",
                ],
            ),
            ("南京某演艺公司", "舞台助理", "2018-07", "2020-07", ["道具管理和换景"]),
        ],
        [("南京艺术学院", "舞台技术", "本科", "2018-06")],
        [("技能", ["舞台平面图", "剧场机械", "吊杆系统", "沟通协调能力", "应变能力"])],
    ),
    present=[
        "舞台监督",
        "排练计划",
        "技术合成计划",
        "cue表",
        "叫cue",
        "灯光",
        "音响",
        "舞美",
        "视频",
        "装台",
        "拆台",
        "安全管理",
        "排练日志",
        "演出报告",
        "舞台技术",
        "舞台平面图",
        "剧场机械",
        "吊杆系统",
        "沟通协调能力",
        "应变能力",
    ],
    missing=["QLab", "灯光控台", "巡演", "英语"],
    variants=[("技术合成计划", "技术合成安排"), ("安全管理", "负责安全")],
    junk=["艺术衍生品商店", "演出补贴", "免费观演", "票务销售"],
    aliases={"舞台监督": ["舞监"]},
    edits={
        "claim": ("summary", "熟练操作QLab。"),
        "title": ("work[0].position", "剧院总经理"),
        "reword": [("set", f"{H}[0]", "剧目排练与演出的舞监工作，制定排练计划和技术合成计划")],
        "reword2": [("set", "basics.label", "舞台监督（舞监）")],
    },
)

part.distractor(
    "lighting-designer",
    resume(
        "Ines Vasquez-Thorne",
        "Lighting Designer",
        "ines.vasquezthorne.ld@example.com",
        ("Chicago", "US"),
        "Theatre lighting designer and programmer.",
        [
            (
                "Freelance",
                "Lighting Designer",
                "2016-09",
                "",
                ["Light plots in Vectorworks", "ETC Eos programming", "Focus calls"],
            )
        ],
        [("Northwestern University", "Theatre Design", "MFA", "2016-06")],
        [("Tools", ["Vectorworks", "ETC Eos", "Lightwright"])],
    ),
)
part.distractor(
    "event-producer-zh",
    resume(
        "段佳琪",
        "活动执行",
        "duanjiaqi.event@example.com",
        ("南京", "CN"),
        "会展与企业活动执行。",
        [
            (
                "南京某会展公司",
                "项目执行",
                "2019-07",
                "",
                ["发布会现场执行", "供应商协调", "流程表编写"],
            )
        ],
        [("南京财经大学", "会展经济与管理", "本科", "2019-06")],
        [("技能", ["活动策划", "沟通协调能力"])],
    ),
)
part.distractor(
    "near-assistant-stage-manager",
    resume(
        "Peregrine Holloway",
        "Assistant Stage Manager",
        "peregrine.holloway.asm@example.com",
        ("Minneapolis", "US"),
        "Assistant stage manager on regional and touring productions.",
        [
            (
                "Guthrie Theater",
                "Assistant Stage Manager",
                "2022-09",
                "",
                [
                    "Props tracking and scene shifts",
                    "Rehearsal reports and daily calls",
                    "Taped the ground plan",
                ],
            )
        ],
        [("University of Minnesota", "Theatre Arts", "BA", "2022-05")],
        [("Tools", ["Microsoft Office", "prompt book"])],
    ),
)
