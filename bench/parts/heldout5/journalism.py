"""Held-out set 5: journalism and new media (a local government reporter, a podcast producer,
a 新媒体运营), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("journalism")
H = "work[0].highlights"

part.posting(
    "city-hall-reporter",
    "en",
    posting_text(
        "en",
        3,
        "Reporter, City Hall & Local Government",
        "The Riverton Ledger is a nonprofit newsroom of 22 journalists covering a metro area "
        "of 900,000. We were a Pulitzer finalist in 2023 and our annual fundraising gala sells "
        "out every year.",
        [
            "Cover city council, the mayor's office and the county budget",
            "Break news on deadline for the web and our morning newsletter",
            "File public records requests and build accountability stories from the documents",
            "Develop sources across city departments and neighborhoods",
        ],
        [
            "3+ years of daily news reporting",
            "Clips that show accountability reporting",
            "Command of AP style",
            "Comfort with spreadsheets for data analysis",
            "Fact-checking discipline and knowledge of media law basics",
        ],
        ["Spanish fluency", "Experience with Datawrapper", "Photography or video skills"],
        ["Paid parental leave (16 weeks)", "Annual book stipend", "Newsroom therapy dog visits"],
        [
            "Salary: $62,000 - $70,000, NewsGuild unit position.",
            "The Riverton Ledger is an equal opportunity employer. We do not accept funding "
            "that would influence our coverage.",
        ],
    ),
    resume(
        "Maya Castellanos",
        "Reporter",
        "maya.castellanos.news@example.com",
        ("Toledo", "US"),
        "Local government reporter; four years of daily news and accountability reporting.",
        [
            (
                "The Blade",
                "Metro Reporter",
                "2021-02",
                "",
                [
                    "Covered Toledo City Council, the mayor and Lucas County budget hearings",
                    "Broke news on deadline for the website and the morning newsletter",
                    "Filed 80+ FOIA requests; a series on police overtime led to an audit",
                    "Built sources in city departments and neighborhood associations",
                    "Analyzed payroll data in Excel and Google Sheets",
                ],
            )
        ],
        [("Bowling Green State University", "Journalism", "BA", "2020-12")],
        [("Reporting", ["AP style", "fact-checking", "media law", "accountability reporting"])],
    ),
    present=[
        "city council",
        "county budget",
        "on deadline",
        "newsletter",
        "public records requests",
        "accountability reporting",
        "daily news",
        "AP style",
        "spreadsheets",
        "data analysis",
        "Fact-checking",
        "media law",
    ],
    missing=["Spanish", "Datawrapper", "Photography"],
    variants=[
        ("public records requests", "FOIA requests"),
        ("spreadsheets", "Excel and Google Sheets"),
        ("data analysis", "Analyzed payroll data"),
    ],
    junk=["Pulitzer finalist", "fundraising gala", "book stipend", "therapy dog", "NewsGuild"],
    aliases={"public records requests": ["FOIA", "FOIA requests"], "spreadsheets": ["Excel"]},
    edits={
        "claim": ("skills", 0, "Datawrapper charts"),
        "title": ("work[0].position", "Managing Editor"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Filed 80+ public records requests; a series on police overtime led to an audit",
            )
        ],
        "reword2": [("set", "work[0].position", "Metro Reporter, City Hall")],
    },
)

part.posting(
    "podcast-producer",
    "en",
    posting_text(
        "en",
        1,
        "Podcast Producer (Narrative Audio)",
        "Lantern Audio makes narrative podcasts that have topped the charts on Apple Podcasts "
        "and Spotify. Our Brooklyn studio has two soundproof booths and a cold brew tap.",
        [
            "Produce weekly episodes from pitch to publish: research, booking guests, scripting",
            "Record interviews in studio and in the field",
            "Edit tape and build rough cuts in Pro Tools or Descript",
            "Write show notes and coordinate with our audio engineer on the final mix",
        ],
        "We want someone with 2+ years producing audio or radio, a strong ear for story "
        "structure, experience editing in Pro Tools, and a clear understanding of fair use "
        "and music licensing.",
        [
            "Experience with Adobe Audition",
            "Sound design",
            "Knowledge of RSS and podcast analytics",
        ],
        ["Unlimited PTO", "Monthly wellness stipend", "Equipment budget"],
        [
            "Salary band: $70,000 - $82,000.",
            "Lantern Audio is an equal opportunity employer.",
        ],
    ),
    resume(
        "Theo Marchetti",
        "Audio Producer",
        "theo.marchetti.audio@example.com",
        ("New York", "US"),
        "Audio producer for narrative and interview shows; three years in public radio.",
        [
            (
                "WNYC Studios",
                "Associate Producer",
                "2022-04",
                "",
                [
                    "Produced a weekly narrative show end to end: research, guest booking, scripts",
                    "Recorded interviews in the studio and field recording with a Zoom H6",
                    "Tape editing and rough cuts in Pro Tools and Descript",
                    "Show notes and episode pages; handed off to the mix engineer",
                    "Cleared music licensing and fair use questions with legal",
                ],
            )
        ],
        [("Emerson College", "Journalism", "BA", "2021-12")],
        [("Audio", ["Pro Tools", "Descript", "story structure", "interviewing"])],
    ),
    present=[
        "booking guests",
        "scripting",
        "Record interviews",
        "Edit tape",
        "rough cuts",
        "Pro Tools",
        "Descript",
        "show notes",
        "story structure",
        "fair use",
        "music licensing",
    ],
    missing=["Adobe Audition", "Sound design", "podcast analytics"],
    variants=[
        ("booking guests", "guest booking"),
        ("scripting", "scripts"),
        ("Edit tape", "Tape editing"),
        ("Record interviews", "Recorded interviews"),
    ],
    junk=["Apple Podcasts", "Spotify", "soundproof booths", "cold brew", "Unlimited PTO"],
    aliases={"Edit tape": ["tape editing"], "booking guests": ["guest booking"]},
    edits={
        "claim": ("extend", 3, "; did the sound design and final mix myself"),
        "title": ("basics.label", "Executive Producer"),
        "reword": [
            ("set", f"{H}[2]", "Edited tape and built rough cuts in Pro Tools and Descript")
        ],
        "reword2": [
            (
                "set",
                "skills[0].keywords",
                ["Descript", "Pro Tools", "interviewing", "story structure"],
            )
        ],
    },
)

part.posting(
    "new-media-ops-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "新媒体运营（微信公众号/小红书方向）",
        "我们是一家专注母婴健康的互联网平台，累计服务用户超过3,000万，已完成C轮融资，"
        "办公室位于杭州西溪湿地旁。",
        [
            "负责公众号、小红书账号的日常内容策划与发布",
            "撰写图文推文，策划爆款选题",
            "开展社群运营与用户互动，提升粉丝增长和活跃度",
            "对接KOL、KOC进行内容合作与投放",
            "定期进行数据分析，输出运营复盘报告",
        ],
        [
            "新闻传播、汉语言文学等相关专业本科",
            "2年以上新媒体运营经验",
            "文案功底扎实，熟悉秀米、135编辑器",
            "会使用剪映进行短视频剪辑",
        ],
        ["有母婴行业经验", "熟悉抖音直播运营", "会使用PS做简单海报"],
        ["弹性工作", "下午茶", "免费健身房", "年度调薪"],
        ["薪资：9-14K·13薪", "公司依法保障员工合法权益，拒绝任何形式的就业歧视。"],
    ),
    resume(
        "苏雨桐",
        "内容运营",
        "suyutong.media@example.com",
        ("杭州", "CN"),
        "新闻学本科，三年新媒体内容运营经验，擅长小红书种草笔记和公众号长文。",
        [
            (
                "杭州某美妆电商公司",
                "新媒体运营",
                "2022-07",
                "",
                [
                    "负责微信公众号和小红书账号内容策划、排期与发布",
                    "撰写推文及种草笔记，单篇最高阅读10万+",
                    "运营6个用户社群，组织打卡活动，粉丝增长4万",
                    "对接达人和素人博主进行内容合作与投放",
                    "每月做账号数据分析和运营复盘",
                    "使用秀米排版，剪映剪辑短视频",
                ],
            )
        ],
        [("浙江传媒学院", "新闻学", "本科", "2022-06")],
        [("技能", ["内容策划", "文案写作", "社群运营", "数据分析"])],
    ),
    present=[
        "公众号",
        "小红书",
        "内容策划",
        "推文",
        "社群运营",
        "粉丝增长",
        "KOL",
        "KOC",
        "数据分析",
        "复盘",
        "新闻传播",
        "新媒体运营",
        "文案",
        "秀米",
        "剪映",
        "短视频剪辑",
    ],
    missing=["母婴", "抖音直播", "PS"],
    variants=[
        ("KOL", "达人"),
        ("KOC", "素人博主"),
        ("新闻传播", "新闻学"),
        ("短视频剪辑", "剪辑短视频"),
    ],
    junk=["C轮融资", "西溪湿地", "下午茶", "免费健身房"],
    aliases={"KOL": ["达人"], "KOC": ["素人"], "公众号": ["微信公众号"]},
    edits={
        "claim": ("summary", "熟悉抖音直播运营，单场GMV破百万。"),
        "title": ("work[0].position", "新媒体中心总监"),
        "reword": [("set", f"{H}[3]", "对接KOL与KOC进行内容合作和投放")],
        "reword2": [("set", "basics.label", "新媒体运营")],
    },
)

part.distractor(
    "copywriter",
    resume(
        "Grace Whitman",
        "Copywriter",
        "grace.whitman.copy@example.com",
        ("Brooklyn", "US"),
        "Brand copywriter for consumer and retail campaigns.",
        [
            (
                "Mother New York",
                "Copywriter",
                "2020-09",
                "",
                ["Wrote taglines and scripts for TV and social campaigns", "Brand voice guides"],
            )
        ],
        [("NYU", "English", "BA", "2020-05")],
        [("Writing", ["copywriting", "brand voice", "campaign concepts", "scripts"])],
    ),
)
part.distractor(
    "ecommerce-ops-zh",
    resume(
        "何婧雯",
        "电商运营",
        "hejing.ds@example.com",
        ("杭州", "CN"),
        "天猫店铺运营三年，负责活动与推广。",
        [
            (
                "杭州某服饰公司",
                "天猫运营",
                "2021-03",
                "",
                ["策划双11大促活动", "直通车和引力魔方推广", "店铺数据分析与转化率优化"],
            )
        ],
        [("浙江财经大学", "电子商务", "本科", "2021-06")],
        [("技能", ["店铺运营", "直通车", "生意参谋", "活动策划"])],
    ),
)
