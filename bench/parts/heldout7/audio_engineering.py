"""Held-out set 7: audio engineering (a live sound engineer, a post-production dialogue editor
and mixer, a 录音混音师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("audio_engineering")

part.posting(
    "live-sound-engineer",
    "en",
    posting_text(
        "en",
        1,
        "Live Sound Engineer (FOH/Monitors) - Performing Arts Center",
        "The Marlowe Center for the Arts presents 250 concerts, musicals and touring shows a "
        "year across a 2,400-seat hall and a 300-seat studio theater. Staff get two comp "
        "tickets per show and free popcorn at the concession stand.",
        [
            "Mix front of house and monitors on DiGiCo SD10 and Yamaha CL5 consoles",
            "Advance riders and input lists with touring engineers",
            "Set up and tune the line array (L-Acoustics K2) with Smaart",
            "Run the Dante network and wireless microphone coordination (Shure Axient)",
            "Maintain the audio inventory and perform preventive maintenance",
        ],
        [
            "4+ years mixing live sound for music and theater",
            "Working knowledge of signal flow, gain structure and RF coordination",
            "Dante Level 2 certification or equivalent networking experience",
            "Able to lift 50 lbs and work nights and weekends",
        ],
        [
            "IATSE membership",
            "Experience with QLab for theater playback",
            "Meyer Sound system design (MAPP 3D)",
        ],
        ["Comp tickets", "Pension plan", "Paid overtime"],
        [
            "Pay: $32 - $40 per hour.",
            "The Marlowe Center is an equal opportunity employer. Lighting console "
            "programming is not part of this role.",
        ],
    ),
    resume(
        "Ravi Castellano-Burke",
        "Audio Engineer",
        "ravi.castellanoburke.fohr@example.com",
        ("Columbus", "US"),
        "Live audio engineer, six years at a 2,000-seat theater and on regional tours.",
        [
            (
                "Palace Theatre Columbus",
                "A1 / House Sound Engineer",
                "2020-02",
                "",
                [
                    "FOH and monitor mixes on DiGiCo SD10 and Yamaha CL5 desks",
                    "Advanced tech riders and channel lists with visiting engineers",
                    "Line array system tuning (L-Acoustics K2) using Smaart v8",
                    "Dante networks and RF coordination for 24 channels of Axient",
                    "Audio gear inventory and PM",
                ],
            ),
            (
                "Backline Productions",
                "Touring A2",
                "2018-05",
                "2020-01",
                ["Monitor world and patch for regional tours"],
            ),
        ],
        [("Ohio University", "Audio Production", "BS", "2018-05")],
        [("Audio", ["signal flow", "gain structure", "Dante Certification Level 2", "QLab"])],
    ),
    present=[
        "front of house",
        "monitors",
        "DiGiCo",
        "Yamaha CL5",
        "consoles",
        "riders",
        "input lists",
        "line array",
        "L-Acoustics",
        "Smaart",
        "Dante",
        "wireless microphone coordination",
        "Shure Axient",
        "inventory",
        "preventive maintenance",
        "live sound",
        "signal flow",
        "gain structure",
        "RF coordination",
        "Dante Level 2",
        "QLab",
    ],
    missing=["IATSE", "Meyer Sound", "MAPP 3D"],
    variants=[
        ("front of house", "FOH"),
        ("monitors", "monitor"),
        ("consoles", "desks"),
        ("input lists", "channel lists"),
        ("wireless microphone coordination", "RF coordination"),
        ("Shure Axient", "Axient"),
        ("preventive maintenance", "PM"),
        ("live sound", "Live audio"),
        ("Dante Level 2", "Dante Certification Level 2"),
    ],
    junk=["comp tickets", "free popcorn", "concession stand", "Pension plan", "Lighting console"],
    aliases={"front of house": ["FOH"], "preventive maintenance": ["PM"]},
    edits={
        "claim": ("skills", 0, "Meyer Sound MAPP 3D system design"),
        "title": ("work[0].position", "Director of Production"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Front of house and monitor mixes on DiGiCo SD10 and Yamaha CL5 consoles",
            )
        ],
        "reword2": [("set", "basics.label", "Live Sound Engineer")],
        "reword3": [("merge", 3)],
    },
)

part.posting(
    "dialogue-editor-mixer",
    "en",
    posting_text(
        "en",
        3,
        "Dialogue Editor / Re-recording Mixer - Streaming Series",
        "Saltmarsh Post is a boutique audio post house in Atlanta with two Dolby Atmos mix "
        "stages, a Foley stage and a kitchen stocked with local coffee.",
        "Cut and clean production dialogue in Pro Tools Ultimate, using iZotope RX for noise "
        "reduction and de-reverb. Prepare and run ADR sessions (including remote ADR with "
        "Source-Connect), conform to picture changes, and premix dialogue on the Avid S6. "
        "Final mixes deliver in 5.1 and Dolby Atmos to Netflix loudness specs (-27 LKFS dialogue "
        "gated) with stems and M&E.",
        [
            "4+ years editing dialogue for TV or features",
            "Expert in Pro Tools and iZotope RX",
            "Understanding of delivery specs and loudness",
        ],
        [
            "Sound design or Foley editing experience",
            "Dolby Atmos Renderer certification",
            "MPSE membership",
        ],
        ["Health insurance", "Screen credit", "Annual plug-in budget"],
        [
            "Rate: $45 - $60 per hour (W-2).",
            "Saltmarsh Post is an equal opportunity employer. Music composition and on-set "
            "boom operation are not required.",
        ],
    ),
    resume(
        "Helena Osei-Varga",
        "Dialogue Editor",
        "helena.oseivarga.post@example.com",
        ("Decatur", "US"),
        "Audio post engineer cutting and mixing dialogue for episodic TV and docs.",
        [
            (
                "Tree Falls Post",
                "Dialogue Editor and Mixer",
                "2020-08",
                "",
                [
                    "Dialog editing and cleanup in Pro Tools Ultimate with RX 10 (denoise, "
                    "dereverb)",
                    "Recorded ADR on stage and over Source-Connect",
                    "Conformed sessions to picture changes",
                    "Dialog premixes on an S6 in a 7.1.4 Atmos room",
                    "Final mixes in 5.1 and Atmos at -27 LKFS; stems and M&E deliverables",
                ],
            ),
            (
                "Crawford Media Services",
                "Assistant Audio Editor",
                "2018-09",
                "2020-07",
                ["Session prep and loudness QC"],
            ),
        ],
        [("Savannah College of Art and Design", "Sound Design", "BFA", "2018-06")],
        [("Tools", ["Pro Tools", "iZotope RX", "delivery specs"])],
    ),
    present=[
        "production dialogue",
        "Pro Tools",
        "iZotope RX",
        "noise reduction",
        "de-reverb",
        "ADR",
        "Source-Connect",
        "conform",
        "picture changes",
        "premix",
        "S6",
        "5.1",
        "Dolby Atmos",
        "loudness",
        "LKFS",
        "stems",
        "M&E",
        "delivery specs",
    ],
    missing=["Foley editing", "Atmos Renderer", "MPSE"],
    variants=[
        ("production dialogue", "Dialog editing"),
        ("noise reduction", "denoise"),
        ("de-reverb", "dereverb"),
        ("conform", "Conformed"),
        ("premix", "premixes"),
        ("Dolby Atmos", "Atmos"),
    ],
    junk=["mix stages", "Foley stage", "local coffee", "Screen credit", "boom operation"],
    aliases={"Dolby Atmos": ["Atmos"], "M&E": ["music and effects"]},
    edits={
        "claim": ("highlight", "Foley editing and sound design for two docuseries"),
        "title": ("basics.label", "Supervising Sound Editor and Head of Post"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Dialogue editing and cleanup in Pro Tools Ultimate with iZotope RX 10 (noise "
                "reduction, de-reverb)",
            )
        ],
        "reword2": [("set", "work[0].position", "Dialogue Editor / Mixer")],
    },
)

part.posting(
    "recording-engineer-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "录音混音师（音乐录音棚）",
        "我们是北京一家专业音乐录音棚，拥有两间控制室和一间可容纳40人乐队的大录音间，服务唱片公司"
        "、影视及游戏音乐，棚内有休息区和自助咖啡。",
        [
            "负责歌手人声、乐器及乐队同期录音",
            "负责人声修音（Melodyne）及音频剪辑",
            "完成歌曲混音，并能进行基础母带处理",
            "根据棚内需求进行话筒选择与摆位",
            "负责录音设备的日常维护与工程文件管理",
        ],
        [
            "录音艺术、音乐科技等相关专业大专以上学历",
            "熟练使用Pro Tools、Logic Pro等数字音频工作站",
            "三年以上录音棚工作经验",
            "对流行音乐有良好审美",
        ],
        ["有杜比全景声（Dolby Atmos）混音经验", "有影视同期录音经验", "会编曲"],
        ["五险一金", "项目分成", "弹性工作时间"],
        [
            "薪资：10-20K（底薪+项目提成）",
            "录音棚尊重艺人及客户隐私，需签保密协议；不需要舞台灯光经验。",
        ],
    ),
    resume(
        "卓一凡",
        "录音工程师",
        "zhuoyifan.studio@example.com",
        ("北京", "CN"),
        "录音艺术专业，五年录音棚录音混音经验，参与华语流行专辑录制20余张。",
        [
            (
                "北京某录音棚",
                "录音师/混音师",
                "2020-07",
                "",
                [
                    "负责人声、器乐和乐队同期录制",
                    "Melodyne修音及音频编辑",
                    "流行歌曲混音，简单的母带后期",
                    "根据声源挑选麦克风并摆位",
                    "设备日常保养，工程文件归档",
                ],
            ),
            (
                "北京某音乐公司",
                "录音助理",
                "2019-03",
                "2020-06",
                ["录音前准备与跳线"],
            ),
        ],
        [("中国传媒大学", "录音艺术", "本科", "2019-06")],
        [("技能", ["Pro Tools", "Logic Pro", "DAW"])],
    ),
    present=[
        "人声",
        "同期录音",
        "修音",
        "Melodyne",
        "音频剪辑",
        "混音",
        "母带",
        "话筒",
        "摆位",
        "维护",
        "工程文件",
        "录音艺术",
        "Pro Tools",
        "Logic Pro",
        "数字音频工作站",
        "录音棚",
        "流行音乐",
    ],
    missing=["杜比全景声", "Dolby Atmos", "影视同期", "编曲"],
    variants=[
        ("同期录音", "同期录制"),
        ("音频剪辑", "音频编辑"),
        ("话筒", "麦克风"),
        ("维护", "保养"),
        ("数字音频工作站", "DAW"),
        ("流行音乐", "流行歌曲"),
    ],
    junk=["控制室", "休息区", "自助咖啡", "项目分成", "舞台灯光"],
    aliases={"数字音频工作站": ["DAW"], "话筒": ["麦克风"]},
    edits={
        "claim": ("extend", 2, "，杜比全景声（Dolby Atmos）混音"),
        "title": ("work[0].position", "录音棚创始人兼总监"),
        "reword": [("set", f"{H}[3]", "根据声源选择话筒并摆位")],
        "reword2": [("set", "basics.label", "录音混音师")],
        "reword3": [("reorder",)],
    },
)

part.distractor(
    "music-producer",
    resume(
        "Jasper Oyelowo-Hart",
        "Music Producer",
        "jasper.oyelowohart.beats@example.com",
        ("Atlanta", "US"),
        "Hip-hop and R&B producer and beatmaker.",
        [
            (
                "Independent",
                "Producer",
                "2017-01",
                "",
                ["Produced beats in FL Studio", "Songwriting sessions", "Sample clearance"],
            )
        ],
        [("Clark Atlanta University", "Music", "BA", "2016-12")],
        [("Production", ["FL Studio", "songwriting", "Ableton Live"])],
    ),
)
part.distractor(
    "broadcast-engineer-zh",
    resume(
        "司马俊",
        "播出技术员",
        "simajun.broadcast@example.com",
        ("北京", "CN"),
        "电视台播出机房技术员，负责信号监看与播出安全。",
        [
            (
                "北京某电视台",
                "播出技术员",
                "2018-07",
                "",
                ["播出信号监看", "应急切换", "设备值班记录"],
            )
        ],
        [("北京广播电视大学", "广播电视工程", "本科", "2018-06")],
        [("技能", ["信号监测", "播出系统", "视频切换台"])],
    ),
)
part.distractor(
    "near-av-technician",
    resume(
        "Marisol Brandt-Okafor",
        "AV Technician",
        "marisol.brandtokafor.av@example.com",
        ("Cincinnati", "US"),
        "Corporate AV technician for conferences and hotel ballrooms.",
        [
            (
                "Encore Event Technologies",
                "AV Technician",
                "2021-02",
                "",
                [
                    "Set up consoles, wireless microphone packs and line array speakers",
                    "Ran Dante audio for breakout rooms",
                    "Gear inventory and basic signal flow troubleshooting",
                ],
            )
        ],
        [("Cincinnati State", "Audio Video Production", "AAS", "2020-12")],
        [("Skills", ["Yamaha CL5", "QLab", "projection"])],
    ),
)
