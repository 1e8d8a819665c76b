"""Held-out set 6: film and video production (a post-production editor, a colorist, a 短视频
编导), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("film_video")

part.posting(
    "documentary-editor",
    "en",
    posting_text(
        "en",
        1,
        "Editor - Documentary Series (Staff, 10-month contract)",
        "Northlight Pictures makes documentary series for streamers and public broadcasters. Our "
        "Brooklyn office has a screening room, a rooftop deck and a record player in every "
        "edit bay.",
        [
            "Cut episodes from rough cut to picture lock in Avid Media Composer",
            "Organize footage, transcripts and selects with the assistant editor",
            "Build story from verité footage, interviews and archival material",
            "Prepare turnovers (AAF, EDL) for sound mix and online/color",
            "Work to the network's delivery specs and notes",
        ],
        [
            "3+ years editing long-form documentary or unscripted",
            "Expert in Avid; working knowledge of Premiere Pro",
            "Strong storytelling instinct",
        ],
        [
            "DaVinci Resolve",
            "Motion graphics in After Effects",
            "Experience on a series with a showrunner",
        ],
        ["Union-eligible (MPEG Local 700)", "Health plan", "Lunch on Fridays"],
        [
            "Rate: $2,600 - $3,100 per week.",
            "Northlight Pictures is an equal opportunity employer and does not discriminate. "
            "Candidates may be asked to sign an NDA and a music clearance policy.",
        ],
    ),
    resume(
        "Elliot Brandvold",
        "Documentary Editor",
        "elliot.brandvold.edit@example.com",
        ("Queens", "US"),
        "Editor of feature documentaries and docuseries for six years.",
        [
            (
                "Fieldwork Films",
                "Editor",
                "2021-01",
                "",
                [
                    "Edited four docuseries episodes from first assembly to locked picture in "
                    "Media Composer",
                    "Managed media, transcripts and selects reels with the AE",
                    "Shaped story from observational footage, sit-down interviews and archive",
                    "Delivered AAFs and EDLs to the mixer and the online editor",
                    "Met network deliverables and notes from executives",
                ],
            ),
            (
                "Brick Lane Post",
                "Assistant Editor",
                "2018-03",
                "2020-12",
                ["Premiere Pro conforms"],
            ),
        ],
        [("Emerson College", "Film and Media Arts", "BFA", "2017-05")],
        [("Editing", ["storytelling", "unscripted", "long-form documentary", "Avid"])],
    ),
    present=[
        "rough cut",
        "picture lock",
        "Avid Media Composer",
        "transcripts",
        "selects",
        "assistant editor",
        "verité",
        "interviews",
        "archival",
        "AAF",
        "EDL",
        "delivery specs",
        "long-form documentary",
        "unscripted",
        "Avid",
        "Premiere Pro",
        "storytelling",
    ],
    missing=["DaVinci Resolve", "After Effects", "showrunner", "Motion graphics"],
    variants=[
        ("rough cut", "first assembly"),
        ("picture lock", "locked picture"),
        ("Avid Media Composer", "Media Composer"),
        ("AAF", "AAFs"),
        ("EDL", "EDLs"),
        ("verité", "observational"),
        ("archival", "archive"),
        ("delivery specs", "deliverables"),
    ],
    junk=["screening room", "rooftop deck", "record player", "NDA", "music clearance"],
    aliases={"picture lock": ["locked picture"]},
)

part.posting(
    "colorist",
    "en",
    (
        "Colorist (Commercial & Music Video) - Los Angeles\n"
        "\n"
        "Halide Post is a boutique finishing house in Hollywood grading spots, music videos and "
        "indie features. We have a dog-friendly office and a taco truck every Thursday.\n"
        "\n"
        "The job\n"
        "- Grade commercials and music videos in DaVinci Resolve Studio on a calibrated "
        "reference monitor\n"
        "- Build show LUTs and work in ACES color-managed pipelines\n"
        "- Run supervised sessions with directors and DPs, remote and in the suite\n"
        "- Conform from XML/EDL and deliver HDR (Dolby Vision) and SDR masters\n"
        "- Keep client relationships and grow your own roster\n"
        "\n"
        "You have\n"
        "- 4+ years as a colorist with a reel of national spots\n"
        "- Deep understanding of color science, log footage and camera formats (ARRI, RED, Sony "
        "Venice)\n"
        "- Experience with a control surface (Tangent or Resolve Advanced Panel)\n"
        "\n"
        "Bonus: Baselight experience; Nuke compositing; VFX pull and ingest workflows.\n"
        "No experience with film scanning or telecine needed.\n"
        "\n"
        "Compensation: $90,000 - $160,000 base plus a share of your billings.\n"
        "Halide Post is an equal opportunity employer."
    ),
    resume(
        "Renata Solberg",
        "Senior Colourist",
        "renata.solberg.color@example.com",
        ("Burbank", "US"),
        "Colourist for commercials and music videos; national spots for auto and beverage brands.",
        [
            (
                "Spectrum Finishing",
                "Colourist",
                "2019-06",
                "",
                [
                    "Graded 200+ commercials and music videos in Resolve Studio on a Flanders "
                    "reference display",
                    "Designed show LUTs; ACES colour pipelines",
                    "Supervised sessions with directors and cinematographers, in person and remote",
                    "Conformed from XML and EDL; delivered Dolby Vision HDR and SDR masters",
                    "Managed client relationships and built a roster of repeat directors",
                ],
            )
        ],
        [("Chapman University", "Film Production", "BFA", "2015-05")],
        [
            (
                "Grading",
                ["colour science", "log footage", "ARRI", "RED", "Sony Venice", "Tangent panels"],
            )
        ],
    ),
    present=[
        "Grade",
        "commercials",
        "music videos",
        "DaVinci Resolve",
        "reference monitor",
        "LUTs",
        "ACES",
        "supervised sessions",
        "DPs",
        "Conform",
        "XML",
        "EDL",
        "HDR",
        "Dolby Vision",
        "SDR",
        "client relationships",
        "colorist",
        "color science",
        "log footage",
        "ARRI",
        "RED",
        "Sony Venice",
        "Tangent",
        "national spots",
    ],
    missing=["Baselight", "Nuke", "VFX pull"],
    variants=[
        ("Grade", "Graded"),
        ("DaVinci Resolve", "Resolve Studio"),
        ("reference monitor", "reference display"),
        ("DPs", "cinematographers"),
        ("Conform", "Conformed"),
        ("colorist", "colourist"),
        ("color science", "colour science"),
    ],
    junk=["dog-friendly", "taco truck", "film scanning", "telecine"],
    aliases={"DPs": ["cinematographer", "director of photography"], "colorist": ["colourist"]},
)

part.posting(
    "short-video-director-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "短视频编导（品牌内容方向）",
        "我们是一家专注消费品牌内容营销的MCN机构，签约达人200余位，办公室配有专业摄影棚、零食区"
        "和猫咪员工。",
        [
            "负责品牌短视频的选题策划、脚本撰写与分镜设计",
            "统筹拍摄现场，指导演员表演与摄影师机位",
            "把控后期剪辑节奏，使用Premiere或剪映完成粗剪与精剪",
            "跟踪抖音、视频号等平台的完播率、互动率等数据，持续优化内容",
        ],
        [
            "广播电视编导、戏剧影视导演等相关专业本科学历",
            "2年以上短视频编导经验，有百万播放作品",
            "熟悉抖音平台规则和流量机制",
            "具备较强的文案能力",
        ],
        ["会使用After Effects制作包装", "有直播策划经验", "有AIGC工具使用经验（如可灵、即梦）"],
        ["弹性工作", "节日福利", "年度旅游"],
        ["薪资：10-18K·13薪", "公司依法保障员工权益，严禁任何形式的职场歧视。"],
    ),
    resume(
        "苏沐阳",
        "短视频导演",
        "sumuyang.video@example.com",
        ("杭州", "CN"),
        "广电编导专业，三年品牌短视频编导经验，多条作品播放破百万。",
        [
            (
                "杭州某内容营销公司",
                "短视频编导",
                "2022-06",
                "",
                [
                    "负责美妆、食品品牌短视频的选题与脚本，绘制分镜头脚本",
                    "现场执导拍摄，调度演员与机位",
                    "用PR和剪映完成粗剪、精剪",
                    "复盘抖音、微信视频号的完播率、互动数据，迭代内容",
                    "单条最高播放量520万；熟悉抖音流量推荐机制",
                    "撰写口播文案和种草文案",
                ],
            )
        ],
        [("浙江传媒学院", "广播电视编导", "本科", "2022-06")],
        [("技能", ["短视频", "脚本撰写", "拍摄统筹"])],
    ),
    present=[
        "短视频",
        "选题策划",
        "脚本撰写",
        "分镜",
        "拍摄",
        "Premiere",
        "剪映",
        "粗剪",
        "精剪",
        "抖音",
        "视频号",
        "完播率",
        "互动率",
        "广播电视编导",
        "流量机制",
        "文案",
    ],
    missing=["After Effects", "直播策划", "AIGC", "可灵"],
    variants=[
        ("选题策划", "选题"),
        ("Premiere", "PR"),
        ("互动率", "互动数据"),
        ("流量机制", "流量推荐机制"),
    ],
    junk=["摄影棚", "零食区", "猫咪员工", "年度旅游", "MCN"],
    aliases={"Premiere": ["PR", "Premiere Pro"], "分镜": ["分镜头"]},
)

part.distractor(
    "camera-operator",
    resume(
        "Jonah Keel",
        "Camera Operator",
        "jonah.keel.camera@example.com",
        ("Atlanta", "US"),
        "Camera operator and 1st AC on episodic TV.",
        [
            (
                "Peachtree Camera Crew",
                "Camera Operator / 1st AC",
                "2017-02",
                "",
                ["A-camera operator on episodic drama", "Focus pulling on ARRI Alexa", "Steadicam"],
            )
        ],
        [("Savannah College of Art and Design", "Film and Television", "BFA", "2016-06")],
        [("Camera", ["ARRI Alexa", "focus pulling", "Steadicam"])],
    ),
)
part.distractor(
    "live-stream-ops-zh",
    resume(
        "贺一帆",
        "直播运营",
        "heyifan.live@example.com",
        ("杭州", "CN"),
        "抖音直播间运营，负责排品、投流与场控。",
        [
            (
                "杭州某电商公司",
                "直播运营",
                "2021-03",
                "",
                ["直播间排品与话术", "千川投流", "直播场控与复盘"],
            )
        ],
        [("浙江工商大学", "电子商务", "本科", "2021-06")],
        [("技能", ["直播运营", "巨量千川", "数据复盘"])],
    ),
)
part.distractor(
    "near-assistant-editor",
    resume(
        "Priyanka Valdez-Moore",
        "Assistant Editor",
        "priyanka.valdezmoore.ae@example.com",
        ("Brooklyn", "US"),
        "Assistant editor on unscripted and documentary series.",
        [
            (
                "Riverbank Post",
                "Assistant Editor",
                "2021-10",
                "",
                [
                    "Ingested and organized media in Avid Media Composer; synced dailies",
                    "Prepared transcripts and string-outs for editors",
                    "Built selects reels and temp music bins",
                    "Exported AAF and EDL turnovers for sound and online",
                ],
            )
        ],
        [("School of Visual Arts", "Film", "BFA", "2021-05")],
        [("Post", ["Avid", "unscripted", "media management"])],
    ),
)
