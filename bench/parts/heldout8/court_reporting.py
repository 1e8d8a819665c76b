"""Held-out set 8: court reporting and captioning (an official court reporter, a CART captioner,
a 速录师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("court_reporting")

part.posting(
    "official-court-reporter",
    "en",
    posting_text(
        "en",
        1,
        "Official Court Reporter - Superior Court",
        "The Superior Court of Marin County hears 30,000 cases a year in a landmark Frank "
        "Lloyd Wright building with a public cafeteria and a children's waiting room.",
        [
            "Make a verbatim record of trials, hearings and sentencings by machine shorthand "
            "(stenotype)",
            "Use realtime writing to a judge's laptop and provide rough drafts",
            "Produce certified transcripts for appeals within statutory deadlines",
            "Maintain your steno dictionary and the court's exhibit log",
            "Read back testimony on request",
        ],
        [
            "California Certified Shorthand Reporter (CSR) license",
            "Writing speed of at least 225 words per minute",
            "Proficiency with CAT software (Case CATalyst or Eclipse)",
            "Knowledge of legal and medical terminology",
        ],
        ["Certified Realtime Reporter (CRR)", "Spanish", "Experience with capital cases"],
        ["CalPERS pension", "Transcript fees on top of salary", "Free parking"],
        [
            "Salary: $104,000 - $126,000 plus transcript income.",
            "The Court is an equal opportunity employer. Voice writing is not accepted for "
            "this position; jury management duties are handled by the jury office.",
        ],
    ),
    resume(
        "Evangeline Sutter-Moreau",
        "Certified Shorthand Reporter",
        "evangeline.suttermoreau@example.com",
        ("Oakland", "US"),
        "Stenographic court reporter, eight years in depositions and trials.",
        [
            (
                "Alameda County Superior Court",
                "Official Court Reporter",
                "2020-03",
                "",
                [
                    "Verbatim record of criminal trials, prelims and sentencings on a Luminex "
                    "steno machine",
                    "Realtime feed to the bench; rough drafts for counsel",
                    "Certified appeal transcripts on deadline",
                    "Built a 90,000-entry steno dictionary",
                    "Readback of testimony on request",
                ],
            ),
            (
                "Bay Area Deposition Services",
                "Freelance Deposition Reporter",
                "2017-01",
                "2020-02",
                ["Depositions for civil litigation", "Medical malpractice depositions"],
            ),
        ],
        [("Bryan University", "Court Reporting", "AAS", "2016-12")],
        [
            (
                "Reporting",
                ["225 wpm", "Case CATalyst", "legal terminology", "medical terminology"],
            )
        ],
        certificates=[("Certified Shorthand Reporter No. 14422", "California CRB", "2016-11")],
    ),
    present=[
        "verbatim record",
        "machine shorthand",
        "realtime",
        "rough drafts",
        "certified transcripts",
        "appeals",
        "steno dictionary",
        "Read back",
        "Certified Shorthand Reporter",
        "CSR",
        "words per minute",
        "CAT software",
        "Case CATalyst",
        "legal",
        "medical terminology",
    ],
    missing=["CRR", "Spanish", "capital cases", "Eclipse"],
    variants=[
        ("machine shorthand", "steno machine"),
        ("certified transcripts", "Certified appeal transcripts"),
        ("appeals", "appeal"),
        ("Read back", "Readback"),
        ("CSR", "Certified Shorthand Reporter"),
        ("words per minute", "225 wpm"),
        ("CAT software", "Case CATalyst"),
    ],
    junk=["Frank Lloyd Wright", "public cafeteria", "children's waiting room", "jury management"],
    aliases={"CSR": ["Certified Shorthand Reporter"], "words per minute": ["wpm"]},
    edits={
        "claim": ("summary", "Certified Realtime Reporter (CRR)."),
        "title": ("work[0].position", "Court Executive Officer"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Verbatim record of criminal trials, prelims and sentencings in machine "
                "shorthand (Luminex)",
            )
        ],
        "reword2": [("set", "basics.label", "Court Reporter, CSR")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "cart-captioner",
    "en",
    posting_text(
        "en",
        2,
        "Remote CART Captioner (Part-Time, Flexible Hours)",
        "AccessWords provides captioning for universities and conferences across North "
        "America, with a fully remote team and a yearly in-person retreat in Austin.",
        [
            "Provide real-time captions (CART) for lectures, meetings and events on Zoom and "
            "StreamText",
            "Prepare with speaker names, course materials and job dictionaries",
            "Deliver clean, edited transcripts after each session",
            "Follow the DCMP captioning key and ADA accessibility standards",
        ],
        "You have at least two years of realtime writing and 98% or better accuracy at 180 "
        "words per minute. A Certified CART Provider (CCP) or Certified Broadcast Captioner "
        "credential is preferred. Experience with Eclipse or Case CATalyst (or another CAT "
        "program) is needed. No experience with American Sign Language is required.",
        ["CCP", "Certified Broadcast Captioner", "broadcast captioning"],
        ["Flexible schedule", "Equipment stipend", "Paid per hour of captioning"],
        [
            "Pay: $60 - $95 per hour of captioning.",
            "AccessWords is an equal opportunity employer. Sign language interpreting is "
            "provided by partner agencies.",
        ],
    ),
    resume(
        "Bartholomew Nyquist",
        "CART Provider",
        "bartholomew.nyquist.cart@example.com",
        ("Minneapolis", "US"),
        "Realtime captioner, four years providing CART for colleges and town halls.",
        [
            (
                "Northstar Captioning",
                "CART Writer",
                "2021-06",
                "",
                [
                    "Communication Access Realtime Translation for university classes, "
                    "board meetings and webinars (Zoom, StreamText)",
                    "Prep: speaker lists, syllabi, a dictionary for each job",
                    "Edited transcripts delivered within 24 hours",
                    "Captions to the DCMP Captioning Key; ADA compliant",
                ],
            )
        ],
        [("Anoka Technical College", "Court Reporting and Captioning", "AAS", "2021-05")],
        [("Tools", ["Case CATalyst", "realtime writing", "180 wpm at 98% accuracy"])],
    ),
    present=[
        "real-time captions",
        "CART",
        "Zoom",
        "StreamText",
        "job dictionaries",
        "edited transcripts",
        "DCMP",
        "ADA",
        "realtime writing",
        "Case CATalyst",
        "words per minute",
    ],
    missing=["CCP", "Certified Broadcast Captioner", "Eclipse"],
    variants=[
        ("real-time captions", "Realtime Translation"),
        ("job dictionaries", "dictionary for each job"),
        ("words per minute", "180 wpm"),
    ],
    junk=["in-person retreat", "Equipment stipend", "Sign language interpreting"],
    aliases={"CART": ["Communication Access Realtime Translation"]},
    edits={
        "claim": ("skills", 0, "Eclipse"),
        "title": ("basics.label", "Director of Captioning Services"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "CART for university classes, board meetings and webinars (Zoom, StreamText)",
            )
        ],
        "reword2": [("set", "work[0].position", "CART Captioner")],
    },
)

part.posting(
    "stenographer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "速录师（庭审记录）",
        "我们是一家为法院和仲裁机构提供庭审记录外包服务的公司，成立于2012年，服务全省60余家法院，"
        "公司组织年度团建旅游。",
        [
            "负责庭审现场的同步速录，确保笔录完整准确",
            "庭后整理、校对庭审笔录，按时提交",
            "配合法官完成调解笔录、询问笔录记录",
            "使用语音识别系统辅助记录并进行人工校正",
            "做好案件材料的保密与归档",
        ],
        [
            "中专及以上学历，法律、文秘相关专业优先",
            "持有速录师职业资格证书（三级及以上）",
            "亚伟速录或中文速录机速度不低于每分钟180字",
            "熟悉法律术语，责任心强",
        ],
        ["有书记员工作经验", "会英文速录", "持有法律职业资格证书"],
        ["五险一金", "包工作餐", "年度团建旅游"],
        ["薪资：4500-7000元/月", "本岗位不要求开庭主持经验，无需出差。"],
    ),
    resume(
        "宁可馨",
        "速录员",
        "ningkexin.sulu@example.com",
        ("郑州", "CN"),
        "四年庭审速录经验，亚伟速录每分钟220字。",
        [
            (
                "河南某司法辅助服务公司",
                "庭审速录员",
                "2021-03",
                "",
                [
                    "法院庭审同步记录，笔录完整准确",
                    "庭后笔录整理和校对，当日提交",
                    "调解笔录、询问笔录的记录",
                    "语音转写系统辅助记录，人工校正",
                    "案卷材料保密与归档",
                ],
            ),
            ("郑州某会议服务公司", "会议速记员", "2019-07", "2021-02", ["会议实录整理"]),
        ],
        [("河南司法警官职业学院", "法律文秘", "中专", "2019-06")],
        [("技能", ["亚伟速录", "每分钟220字", "法律术语", "责任心强"])],
        certificates=[("速录师（三级）", "人力资源和社会保障部", "2020-05")],
    ),
    present=[
        "同步速录",
        "笔录",
        "校对",
        "调解笔录",
        "询问笔录",
        "语音识别",
        "人工校正",
        "保密",
        "归档",
        "法律",
        "文秘",
        "速录师",
        "亚伟速录",
        "法律术语",
        "责任心强",
    ],
    missing=["书记员", "英文速录", "法律职业资格证书"],
    variants=[("同步速录", "同步记录"), ("语音识别", "语音转写")],
    junk=["年度团建旅游", "包工作餐", "开庭主持", "出差"],
    aliases={"速录师": ["速录员"], "同步速录": ["同步记录"]},
    edits={
        "claim": ("extend", 0, "，兼任书记员"),
        "title": ("basics.label", "审判员"),
        "reword": [("set", f"{H}[3]", "语音识别系统辅助记录，人工校正")],
        "reword2": [("set", "work[0].position", "速录师")],
    },
)

part.distractor(
    "court-interpreter",
    resume(
        "Ximena Castellanos",
        "Certified Court Interpreter",
        "ximena.castellanos.ci@example.com",
        ("San Jose", "US"),
        "Spanish court interpreter, simultaneous and consecutive.",
        [
            (
                "Santa Clara County Superior Court",
                "Court Interpreter",
                "2017-04",
                "",
                ["Simultaneous interpreting at trials", "Sight translation", "Consecutive"],
            )
        ],
        [("San Francisco State University", "Spanish", "BA", "2015-05")],
        [("Languages", ["Spanish", "legal terminology"])],
    ),
)
part.distractor(
    "court-clerk-zh",
    resume(
        "闵泽宇",
        "书记员",
        "minzeyu.clerk@example.com",
        ("郑州", "CN"),
        "基层法院书记员，负责立案与庭审辅助。",
        [
            (
                "郑州某区人民法院",
                "书记员",
                "2018-09",
                "",
                ["庭前准备与送达", "庭审记录", "卷宗归档"],
            )
        ],
        [("郑州大学", "法学", "本科", "2018-06")],
        [("技能", ["法律文书", "归档", "电子卷宗"])],
    ),
)
part.distractor(
    "near-transcriptionist",
    resume(
        "Philippa Runeberg",
        "Legal Transcriptionist",
        "philippa.runeberg.lt@example.com",
        ("Sacramento", "US"),
        "Legal transcriptionist typing from audio recordings.",
        [
            (
                "Capitol Transcription Co.",
                "Legal Transcriptionist",
                "2020-09",
                "",
                [
                    "Verbatim transcripts from court audio",
                    "Proofreading and certified transcripts for appeals",
                    "Legal and medical terminology",
                ],
            )
        ],
        [("American River College", "Legal Office Administration", "Certificate", "2020-05")],
        [("Tools", ["Express Scribe", "90 wpm typing"])],
    ),
)
