"""Held-out set 7: animation (a 3D character animator, a 2D animator, a 三维动画师), with two
neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("animation")

part.posting(
    "character-animator",
    "en",
    posting_text(
        "en",
        0,
        "3D Character Animator - Feature Film (Contract, 9 Months)",
        "Lanternfish Studios is an independent animation studio in Vancouver making its second "
        "feature film. We screen dailies in our 40-seat theatre and have a ping-pong table "
        "that sees a lot of use.",
        [
            "Animate characters in Autodesk Maya from blocking through polish",
            "Deliver strong body mechanics, acting and lip sync to the director's notes",
            "Work within the studio's rigs and pipeline; track shots in ShotGrid",
            "Present work in dailies and turn around notes quickly",
            "Collaborate with layout, rigging and crowds departments",
        ],
        [
            "4+ years of feature or high-end series character animation",
            "A demo reel showing acting and body mechanics (required)",
            "Expert in Maya's graph editor",
            "Degree or diploma in animation (VFS, Sheridan or equivalent)",
        ],
        [
            "Facial animation experience with FACS-based rigs",
            "Quadruped animation",
            "Python or MEL scripting for animation tools",
        ],
        ["Studio screenings", "Extended health", "Relocation help"],
        [
            "Rate: $2,000 - $2,600 CAD ($1,450 - $1,900 USD) per week.",
            "Lanternfish is an equal opportunity employer. Compositing and lighting skills "
            "are not required.",
        ],
    ),
    resume(
        "Yusuf Eriksen-Mbeki",
        "Animator",
        "yusuf.eriksenmbeki.anim@example.com",
        ("Burnaby", "CA"),
        "Character animator with five years on feature films and streaming series.",
        [
            (
                "Sony Pictures Imageworks",
                "Character Animator",
                "2021-04",
                "",
                [
                    "Animated hero characters in Maya from blocking to final polish",
                    "Body mechanics, performance and lip-sync shots for the director",
                    "Worked with studio rigs; shot tracking in Shotgun",
                    "Showed shots in dailies and addressed notes within a day",
                    "Coordinated with layout, rigging and crowd teams",
                ],
            ),
            (
                "Atomic Cartoons",
                "Junior Animator",
                "2019-09",
                "2021-03",
                ["Series animation, graph editor clean-up"],
            ),
        ],
        [("Vancouver Film School", "3D Animation and Visual Effects", "Diploma", "2019-08")],
        [("Animation", ["Autodesk Maya", "graph editor", "demo reel on Vimeo"])],
    ),
    present=[
        "Autodesk Maya",
        "blocking",
        "polish",
        "body mechanics",
        "acting",
        "lip sync",
        "rigs",
        "ShotGrid",
        "dailies",
        "notes",
        "layout",
        "rigging",
        "crowds",
        "feature",
        "character animation",
        "demo reel",
        "graph editor",
        "animation",
    ],
    missing=["Facial animation", "FACS", "Quadruped", "Python", "MEL"],
    variants=[
        ("acting", "performance"),
        ("lip sync", "lip-sync"),
        ("ShotGrid", "Shotgun"),
        ("crowds", "crowd"),
        ("character animation", "Character animator"),
    ],
    junk=["40-seat theatre", "ping-pong table", "Studio screenings", "Compositing", "lighting"],
    aliases={"ShotGrid": ["Shotgun"], "Autodesk Maya": ["Maya"]},
    edits={
        "claim": ("extend", 1, "; facial animation on FACS rigs"),
        "title": ("work[0].position", "Animation Director"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Body mechanics, acting and lip sync shots for the director",
            )
        ],
        "reword2": [("set", "basics.label", "3D Character Animator")],
        "reword3": [("set", f"{H}[2]", "Worked with studio rigs; shot tracking in ShotGrid")],
    },
)

part.posting(
    "2d-animator",
    "en",
    posting_text(
        "en",
        1,
        "2D Animator (Toon Boom Harmony) - Preschool Series",
        "Paper Kite Animation makes shows for preschoolers that air on public television. The "
        "studio is in a converted bakery with a rooftop patio and Friday pancake breakfasts.",
        "Animate scenes in Toon Boom Harmony using the show's cut-out rigs, with some "
        "hand-drawn effects; work from the animatic and storyboard, hit the exposure sheet and "
        "timing from the director, and keep characters on model. You will do your own "
        "in-betweens and clean-up, and hand scenes to compositing with the correct "
        "naming conventions.",
        [
            "2+ years animating in Harmony on a broadcast series",
            "Strong drawing skills and understanding of the 12 principles of animation",
            "A portfolio or reel",
        ],
        [
            "Experience building rigs in Harmony",
            "Adobe After Effects",
            "TVPaint for effects animation",
        ],
        ["Remote-friendly after training", "RRSP match", "Pancake Fridays"],
        [
            "Pay: $28 - $36 per hour ($58,000 - $75,000 annualized).",
            "Paper Kite Animation is an equal opportunity employer. 3D modeling is not part "
            "of this role.",
        ],
    ),
    resume(
        "Maeve Takahashi-Boyle",
        "2D Animator",
        "maeve.takahashiboyle.2d@example.com",
        ("Ottawa", "CA"),
        "2D animator with three seasons of broadcast kids' series in Harmony.",
        [
            (
                "Guru Studio",
                "Animator",
                "2022-01",
                "",
                [
                    "Cut-out animation in Toon Boom Harmony plus hand-drawn FX",
                    "Worked from animatics and storyboards; followed X-sheets and director timing",
                    "Kept characters on model; did my own inbetweening and cleanup",
                    "Delivered scenes to comp with show naming conventions",
                ],
            ),
            (
                "Mercury Filmworks",
                "Animation Trainee",
                "2021-05",
                "2021-12",
                ["Harmony training program"],
            ),
        ],
        [("Algonquin College", "Animation", "Advanced Diploma", "2021-04")],
        [("Skills", ["drawing", "12 principles of animation", "reel"])],
    ),
    present=[
        "Toon Boom Harmony",
        "cut-out",
        "hand-drawn",
        "effects",
        "animatic",
        "storyboard",
        "exposure sheet",
        "timing",
        "on model",
        "in-betweens",
        "clean-up",
        "compositing",
        "naming conventions",
        "broadcast",
        "drawing",
        "12 principles of animation",
        "reel",
    ],
    missing=["building rigs", "After Effects", "TVPaint"],
    variants=[
        ("animatic", "animatics"),
        ("storyboard", "storyboards"),
        ("effects", "FX"),
        ("exposure sheet", "X-sheets"),
        ("in-betweens", "inbetweening"),
        ("clean-up", "cleanup"),
        ("compositing", "comp"),
    ],
    junk=["converted bakery", "rooftop patio", "pancake breakfasts", "RRSP match", "3D modeling"],
    aliases={"exposure sheet": ["X-sheet", "dope sheet"], "in-betweens": ["inbetweens"]},
    edits={
        "claim": ("skills", 0, "Adobe After Effects"),
        "title": ("basics.label", "Supervising Director"),
        "reword": [
            (
                "set",
                f"{H}[1]",
                "Worked from the animatic and storyboard; followed exposure sheets and timing",
            )
        ],
        "reword2": [("set", "work[0].position", "2D Animator")],
    },
)

part.posting(
    "3d-animator-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "三维动画师（动画电影项目）",
        "公司是一家专注原创国漫电影的动画公司，代表作曾获金鸡奖提名，办公区有手办墙和放映厅。",
        [
            "根据导演及动画总监要求，完成角色动画制作",
            "负责角色表演、口型动画及肢体动作的调整",
            "参与动作预演（Previs）镜头的制作",
            "按照流程提交文件，配合灯光渲染部门",
        ],
        [
            "动画、数字媒体艺术等相关专业本科以上学历",
            "熟练使用Maya，三年以上影视角色动画经验",
            "具有扎实的运动规律基础和表演理解能力",
            "需提供个人作品集（Demo）",
        ],
        ["有动作捕捉数据修整经验", "会使用Houdini", "有绑定经验"],
        ["五险一金", "项目奖金", "零食下午茶"],
        ["薪资：12-22K", "公司重视知识产权保护，入职需签署保密协议；无需建模经验。"],
    ),
    resume(
        "谷一鸣",
        "动画师",
        "guyiming.anim@example.com",
        ("北京", "CN"),
        "数字媒体艺术专业，四年院线角色动画经验，参与两部动画长片。",
        [
            (
                "北京某动画影业公司",
                "角色动画师",
                "2021-07",
                "",
                [
                    "按导演和动画总监意见制作角色动画，累计完成镜头300余个",
                    "角色表演、对口型及肢体动作调整",
                    "参与previs预演镜头制作",
                    "按流程提交文件，与灯光渲染组对接",
                ],
            ),
        ],
        [("中国传媒大学", "数字媒体艺术", "本科", "2021-06")],
        [("技能", ["Maya", "运动规律", "作品集Demo"])],
    ),
    present=[
        "角色动画",
        "表演",
        "口型",
        "肢体动作",
        "Previs",
        "动作预演",
        "动画电影",
        "灯光渲染",
        "数字媒体艺术",
        "Maya",
        "运动规律",
        "Demo",
        "作品集",
    ],
    missing=["动作捕捉", "Houdini", "绑定"],
    variants=[("动作预演", "预演"), ("动画电影", "动画长片")],
    junk=["金鸡奖", "手办墙", "放映厅", "零食下午茶", "建模经验"],
    aliases={"动作预演": ["Previs", "预演"], "口型": ["对口型", "lip sync"]},
    edits={
        "claim": ("highlight", "动作捕捉数据修整与重定向"),
        "title": ("work[0].position", "动画导演"),
        "reword": [("set", f"{H}[1]", "角色表演、口型动画及肢体动作调整")],
        "reword2": [("set", "basics.label", "三维动画师")],
        "reword3": [("merge", 2)],
    },
)

part.distractor(
    "vfx-compositor",
    resume(
        "Noor Castellanos-Reid",
        "Compositor",
        "noor.castellanosreid.comp@example.com",
        ("Vancouver", "CA"),
        "VFX compositor in Nuke for episodic and features.",
        [
            (
                "DNEG",
                "Compositor",
                "2019-03",
                "",
                ["Nuke compositing", "Roto and paint", "Keying green screen plates"],
            )
        ],
        [("Capilano University", "Visual Effects", "Diploma", "2019-01")],
        [("VFX", ["Nuke", "rotoscoping", "After Effects"])],
    ),
)
part.distractor(
    "game-modeler-zh",
    resume(
        "阎思远",
        "三维建模师",
        "yansiyuan.model@example.com",
        ("上海", "CN"),
        "游戏场景与道具三维建模师。",
        [
            (
                "上海某游戏公司",
                "建模师",
                "2019-07",
                "",
                ["场景与道具高低模制作", "ZBrush雕刻", "Substance Painter贴图"],
            )
        ],
        [("上海视觉艺术学院", "游戏艺术设计", "本科", "2019-06")],
        [("技能", ["3ds Max", "ZBrush", "Substance Painter"])],
    ),
)
part.distractor(
    "near-layout-artist",
    resume(
        "Tobias Ferreira-Lund",
        "Layout Artist",
        "tobias.ferreiralund.layout@example.com",
        ("Vancouver", "CA"),
        "3D layout artist staging cameras and blocking for feature animation.",
        [
            (
                "Sony Pictures Imageworks",
                "Layout Artist",
                "2020-06",
                "",
                [
                    "Camera and character blocking in Autodesk Maya from the storyboard",
                    "Presented sequences in dailies",
                    "Tracked shots in ShotGrid",
                ],
            )
        ],
        [("Emily Carr University", "Animation", "BMA", "2020-05")],
        [("Skills", ["cinematography", "Maya", "demo reel"])],
    ),
)
