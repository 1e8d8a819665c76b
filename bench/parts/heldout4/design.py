"""Held-out set 4: design (motion graphics, residential interiors, industrial design), with two
neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("design")

part.posting(
    "motion",
    "en",
    posting_text(
        "en",
        0,
        "Motion Graphics Designer",
        "Pennywise is a budgeting app with 3M users; our mobile engineers build in Swift.",
        [
            "Concept and animate product explainers from storyboarding to final render",
            "Create kinetic typography and UI animations in After Effects",
            "Model and light 3D scenes in Cinema 4D",
            "Edit and finish in Premiere Pro, including basic sound design",
            "Keep every piece on brand guidelines",
        ],
        [
            "Portfolio of shipped motion work",
            "Illustrator for vector prep",
            "Compositing experience",
        ],
        ["Houdini", "Lottie for in-app animation", "Unreal Engine"],
        ["Stock options", "Home-office budget"],
        [
            "$85,000–$105,000.",
            "Pennywise will run a background check after an offer. We are an EOE.",
        ],
    ),
    resume(
        "Jonah Whitaker",
        "Motion Designer",
        "jonah.motion@example.com",
        ("Brooklyn", "US"),
        "Motion designer for brands and apps; 2D, 3D and a bit of sound.",
        [
            (
                "Buck",
                "Motion Designer",
                "2020-09",
                "",
                [
                    "Animated explainers from storyboarding through delivery for fintech and "
                    "health clients",
                    "Kinetic typography and UI motion in AE",
                    "3D scenes in C4D with Redshift",
                    "Edited in Premiere Pro; sound design with library SFX",
                    "Compositing live action plates",
                    "Followed each client's brand guidelines",
                ],
            )
        ],
        [("School of Visual Arts", "Motion Graphics", "BFA", "2020-05")],
        [("Tools", ["AE", "C4D", "Premiere Pro", "Illustrator", "Redshift"])],
    ),
    present=[
        "storyboarding",
        "kinetic typography",
        "After Effects",
        "Cinema 4D",
        "Premiere Pro",
        "sound design",
        "brand guidelines",
        "Illustrator",
        "compositing",
    ],
    missing=["Houdini", "Lottie", "Unreal Engine"],
    variants=[("After Effects", "AE"), ("Cinema 4D", "C4D")],
    junk=["Swift", "Stock options", "background check"],
    aliases={"After Effects": ["AE"], "Cinema 4D": ["C4D"]},
)

part.posting(
    "interior",
    "zh",
    posting_text(
        "zh",
        1,
        "室内设计师（住宅整装）",
        "我们是本地口碑家装公司，旗下拥有3家体验馆及自营施工队。",
        [
            "上门量房，与业主沟通需求",
            "完成方案设计及效果图",
            "绘制施工图并进行技术交底",
            "负责软装搭配方案",
        ],
        ["室内设计相关专业大专以上", "熟练使用AutoCAD、3ds Max、SketchUp", "会用Enscape出图"],
        ["会使用酷家乐", "有全屋定制经验", "持注册室内设计师证书"],
        ["五险", "团建", "签单提成"],
        ["薪资：底薪6-9K+提成", "公司不以任何名义收取求职者费用。"],
    ),
    resume(
        "宋雅琳",
        "室内设计师",
        "songyalin@example.com",
        ("成都", "CN"),
        "住宅室内设计4年，擅长现代简约与奶油风，年签单60余套。",
        [
            (
                "成都某装饰工程公司",
                "设计师",
                "2021-04",
                "",
                [
                    "上门量房，沟通业主生活习惯与预算",
                    "完成方案设计并用3DMAX、Enscape出效果图",
                    "用AutoCAD绘制全套施工图，现场技术交底",
                    "提供软装搭配建议，客户满意度高",
                ],
            )
        ],
        [("四川美术学院", "环境设计", "本科", "2021-06")],
        [("软件", ["AutoCAD", "3DMAX", "草图大师", "Enscape", "Photoshop"])],
    ),
    present=[
        "量房",
        "方案设计",
        "效果图",
        "施工图",
        "软装搭配",
        "AutoCAD",
        "3ds Max",
        "SketchUp",
        "Enscape",
    ],
    missing=["酷家乐", "全屋定制", "注册室内设计师"],
    variants=[("SketchUp", "草图大师"), ("3ds Max", "3DMAX")],
    junk=["体验馆", "团建", "签单提成"],
    aliases={"SketchUp": ["草图大师"], "3ds Max": ["3DMAX", "3D Max"]},
)

part.posting(
    "industrial",
    "zh",
    posting_text(
        "zh",
        2,
        "工业设计师（消费电子）",
        "公司主营智能个护小家电，产品远销60多个国家，拥有自有工厂。",
        [
            "负责产品外观设计与工业设计方案",
            "输出手绘草图及三维模型（Rhino）",
            "使用KeyShot制作渲染图",
            "制定CMF方案",
            "跟进手板制作与打样",
            "参与用户研究",
        ],
        ["工业设计专业本科及以上", "3年以上消费电子设计经验"],
        ["获得iF等设计奖项", "会Creo", "会Blender"],
        ["股票期权", "年度体检"],
        ["薪资：15-25K", "本公司为平等机会雇主。"],
    ),
    resume(
        "钟一鸣",
        "工业设计师",
        "zhongyiming@example.com",
        ("深圳", "CN"),
        "消费电子工业设计5年，主导过吹风机、电动牙刷等产品。",
        [
            (
                "深圳某个护电器公司",
                "工业设计师",
                "2020-06",
                "",
                [
                    "负责吹风机、剃须刀外观设计，3款产品量产",
                    "输出手绘草图，用犀牛建模",
                    "用KeyShot输出渲染图",
                    "制定颜色、材质、工艺（CMF）方案",
                    "跟进样机制作与结构评审",
                    "参与用户研究与竞品分析",
                ],
            )
        ],
        [("江南大学", "工业设计", "本科", "2020-06")],
        [("技能", ["工业设计", "外观设计", "手绘草图", "KeyShot", "CMF"])],
    ),
    present=["外观设计", "工业设计", "手绘草图", "Rhino", "KeyShot", "CMF", "手板", "用户研究"],
    missing=["iF", "Creo", "Blender"],
    variants=[("Rhino", "犀牛"), ("手板", "样机")],
    junk=["自有工厂", "股票期权", "年度体检"],
    aliases={"Rhino": ["犀牛", "Rhinoceros"], "手板": ["样机", "prototype"]},
)

part.distractor(
    "web-dev",
    resume(
        "Tariq Nasser",
        "Front-End Web Developer",
        "tariq.web@example.com",
        ("Brooklyn", "US"),
        "Front-end developer for agency marketing sites.",
        [
            (
                "Huge Inc.",
                "Front-End Developer",
                "2020-01",
                "",
                [
                    "Build marketing pages in HTML, CSS and JavaScript",
                    "Implement Figma designs",
                    "WordPress theme work",
                ],
            )
        ],
        [("Hunter College", "Computer Science", "BA", "2019-05")],
        [("Skills", ["HTML", "CSS", "JavaScript", "WordPress", "Figma"])],
    ),
)
part.distractor(
    "photographer",
    resume(
        "韦嘉",
        "商业摄影师",
        "weijia.photo@example.com",
        ("成都", "CN"),
        "电商产品与人像摄影6年。",
        [
            (
                "成都某摄影工作室",
                "摄影师",
                "2019-03",
                "",
                ["拍摄电商产品图与模特图", "灯光布置与后期修图", "Lightroom批量调色"],
            )
        ],
        [("四川传媒学院", "摄影", "本科", "2018-06")],
        [("技能", ["产品摄影", "Photoshop", "Lightroom", "布光"])],
    ),
)

PARTS = (part,)
