"""Held-out set 4: civil and structural engineering (geotechnical, bridge design, steel
detailing) and design (motion graphics, residential interiors, industrial design), with two
neighbouring-role distractor resumes each."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

build = Part("structural")
design = Part("design")

build.posting(
    "geotech", "en",
    posting_text(
        "en", 1, "Geotechnical Engineer I/II – Denver",
        "Front Range Geo has 70 engineers and geologists; our sister company flies drones with "
        "LiDAR for mine surveys.",
        ["Plan subsurface exploration and log borings in the field (boring logs in gINT)",
         "Run slope stability analyses in SLOPE/W", "Perform settlement analysis and size "
         "shallow foundations", "Write geotechnical reports for commercial and school projects"],
        ["BS in Civil Engineering with a geotechnical focus", "E.I.T. certification",
         "Valid driver's license for site visits"],
        ["P.E. license", "PLAXIS 2D modelling", "deep foundations design"],
        ["Company truck for field days", "Paid license exam fees"],
        ["$72,000 - $92,000 per year.",
         "Front Range Geo is an equal opportunity employer and drug-free workplace."],
    ),
    resume(
        "Kaitlyn Morrow", "Staff Geotechnical Engineer", "kmorrow.geo@example.com",
        ("Golden", "US"),
        "Geotechnical engineer-in-training, three years of field and office work in Colorado.",
        [("Terracon", "Staff Engineer, Geotechnical", "2022-06", "",
          ["Logged 400+ borings and wrote borehole logs in gINT",
           "Planned subsurface exploration programs for 30 sites",
           "Slope stability models in GeoStudio SLOPE/W for detention ponds",
           "Settlement analysis and bearing capacity for shallow foundations",
           "Drafted geotechnical reports for K-12 and retail projects"])],
        [("Colorado School of Mines", "Civil Engineering", "BS", "2022-05")],
        [("Geotechnical", ["subsurface exploration", "slope stability", "settlement analysis",
                           "shallow foundations", "gINT", "SLOPE/W"])],
        [("Engineer-in-Training (EIT)", "Colorado State Board of Licensure", "2022-08"),
         ("Driver's license", "Colorado DMV", "2016-04")],
    ),
    present=["subsurface exploration", "boring logs", "gINT", "slope stability", "SLOPE/W",
             "settlement analysis", "shallow foundations", "geotechnical reports", "E.I.T.",
             "driver's license"],
    missing=["P.E.", "PLAXIS", "deep foundations"],
    variants=[("boring logs", "borehole logs"), ("E.I.T.", "Engineer-in-Training")],
    junk=["drones", "LiDAR", "Company truck"],
    aliases={"E.I.T.": ["EIT", "Engineer in Training", "Engineer-in-Training"],
             "P.E.": ["PE", "Professional Engineer"]},
)

build.posting(
    "bridge", "en",
    posting_text(
        "en", 2, "Bridge Design Engineer (P.E.) – Transportation",
        "Whitcomb & Hale is an employee-owned firm; our buildings group designs data centers "
        "and our MEP team models in Revit.",
        ["Design prestressed concrete girders and steel girders to AASHTO LRFD",
         "Perform load rating of existing bridges in CSiBridge",
         "Lead NBIS bridge inspection teams", "Review plans produced in MicroStation"],
        ["Active P.E. license", "6+ years of bridge design"],
        ["LEAP Bridge", "accelerated bridge construction", "SE license"],
        ["ESOP", "Four-day work week option"],
        ["$115,000–$140,000.", "Whitcomb & Hale is an EEO/AA employer."],
    ),
    resume(
        "Rahul Venkatesan", "Senior Bridge Engineer", "rahul.v.bridges@example.com",
        ("Harrisburg", "US"),
        "Licensed Professional Engineer (PA, NJ) designing highway bridges since 2016.",
        [("Gannett Fleming", "Bridge Engineer", "2016-07", "",
          ["Designed prestressed concrete girders and steel girders per AASHTO LRFD for 25 "
           "PennDOT bridges", "Load rating of 60 existing structures in CSiBridge",
           "Team leader for bridge inspection under the National Bridge Inspection Standards",
           "Checked MicroStation plan sets"])],
        [("Penn State University", "Civil Engineering", "MS", "2016-05")],
        [("Design", ["AASHTO LRFD", "load rating", "CSiBridge", "MicroStation",
                     "bridge design"])],
        [("Professional Engineer, Pennsylvania", "PA State Registration Board", "2020-10")],
    ),
    present=["prestressed concrete girders", "steel girders", "AASHTO LRFD", "load rating",
             "CSiBridge", "bridge inspection", "NBIS", "MicroStation", "P.E.", "bridge design"],
    missing=["LEAP Bridge", "accelerated bridge construction", "SE license"],
    variants=[("P.E.", "Professional Engineer"),
              ("NBIS", "National Bridge Inspection Standards")],
    junk=["data centers", "Revit", "ESOP"],
    aliases={"P.E.": ["PE", "Professional Engineer"],
             "NBIS": ["National Bridge Inspection Standards"],
             "accelerated bridge construction": ["ABC"]},
)

build.posting(
    "steel-detailing", "zh",
    posting_text(
        "zh", 0, "钢结构深化设计工程师",
        "公司为钢结构专业承包一级企业，业务涵盖厂房、场馆及光伏支架。",
        ["负责钢结构深化设计及建模", "完成节点设计与加工详图出图", "编制材料清单",
         "审核施工图并与设计院沟通", "确保图纸符合钢结构规范"],
        ["土木工程相关专业本科", "熟练使用Tekla、AutoCAD", "3年以上深化设计经验"],
        ["持有一级建造师证书", "熟悉BIM协同", "会用Revit"],
        ["包吃住", "项目奖金"],
        ["薪资：12-18K", "公司坚持公平招聘。"],
    ),
    resume(
        "郭振华", "钢结构详图工程师", "guozhenhua@example.com", ("杭州", "CN"),
        "钢结构深化设计5年，参与体育场馆与大跨度厂房项目。",
        [("杭州某钢结构公司", "深化设计工程师", "2020-07", "",
          ["负责钢结构深化设计建模，累计完成钢构3万余吨", "完成复杂节点设计与加工详图",
           "编制料单并配合车间下料", "审核施工图，与设计院沟通变更",
           "依据GB 50017校核节点"])],
        [("浙江科技学院", "土木工程", "本科", "2020-06")],
        [("软件", ["Tekla Structures", "AutoCAD"]), ("技能", ["钢结构深化设计", "节点设计", "加工详图"])],
    ),
    present=["钢结构深化设计", "节点设计", "加工详图", "材料清单", "施工图", "钢结构规范",
             "Tekla", "AutoCAD"],
    missing=["一级建造师", "BIM", "Revit"],
    variants=[("材料清单", "料单"), ("钢结构规范", "GB 50017")],
    junk=["光伏支架", "包吃住", "项目奖金"],
    aliases={"材料清单": ["料单", "bill of materials"], "钢结构规范": ["GB 50017"],
             "Tekla": ["Tekla Structures"]},
)

build.distractor("arch-drafter", resume(
    "Megan Castillo", "Architectural Drafter", "megan.drafts@example.com", ("Denver", "US"),
    "CAD drafter for residential architects.",
    [("Studio Alpine Architects", "Drafter", "2020-03", "",
      ["Draft construction documents in AutoCAD and Revit", "Redline pickups",
       "Prepare permit sets"])],
    [("Red Rocks Community College", "Architectural Technology", "AAS", "2020-01")],
    [("Software", ["AutoCAD", "Revit", "SketchUp"])],
))
build.distractor("cost-estimator", resume(
    "马丽娜", "造价员", "malina.zj@example.com", ("杭州", "CN"),
    "土建造价4年，熟悉清单计价。",
    [("杭州某造价咨询公司", "造价员", "2020-08", "",
      ["使用广联达算量与计价", "编制工程量清单及招标控制价", "参与结算审核"])],
    [("浙江建设职业技术学院", "工程造价", "大专", "2020-06")],
    [("技能", ["广联达", "清单计价", "结算审核"])],
    [("二级造价工程师", "浙江省住建厅", "2022-10")],
))

design.posting(
    "motion", "en",
    posting_text(
        "en", 0, "Motion Graphics Designer",
        "Pennywise is a budgeting app with 3M users; our mobile engineers build in Swift.",
        ["Concept and animate product explainers from storyboarding to final render",
         "Create kinetic typography and UI animations in After Effects",
         "Model and light 3D scenes in Cinema 4D", "Edit and finish in Premiere Pro, including "
         "basic sound design", "Keep every piece on brand guidelines"],
        ["Portfolio of shipped motion work", "Illustrator for vector prep",
         "Compositing experience"],
        ["Houdini", "Lottie for in-app animation", "Unreal Engine"],
        ["Stock options", "Home-office budget"],
        ["$85,000–$105,000.",
         "Pennywise will run a background check after an offer. We are an EOE."],
    ),
    resume(
        "Jonah Whitaker", "Motion Designer", "jonah.motion@example.com", ("Brooklyn", "US"),
        "Motion designer for brands and apps; 2D, 3D and a bit of sound.",
        [("Buck", "Motion Designer", "2020-09", "",
          ["Animated explainers from storyboarding through delivery for fintech and "
           "health clients", "Kinetic typography and UI motion in AE",
           "3D scenes in C4D with Redshift", "Edited in Premiere Pro; sound design with "
           "library SFX", "Compositing live action plates", "Followed each client's brand "
           "guidelines"])],
        [("School of Visual Arts", "Motion Graphics", "BFA", "2020-05")],
        [("Tools", ["AE", "C4D", "Premiere Pro", "Illustrator", "Redshift"])],
    ),
    present=["storyboarding", "kinetic typography", "After Effects", "Cinema 4D",
             "Premiere Pro", "sound design", "brand guidelines", "Illustrator", "compositing"],
    missing=["Houdini", "Lottie", "Unreal Engine"],
    variants=[("After Effects", "AE"), ("Cinema 4D", "C4D")],
    junk=["Swift", "Stock options", "background check"],
    aliases={"After Effects": ["AE"], "Cinema 4D": ["C4D"]},
)

design.posting(
    "interior", "zh",
    posting_text(
        "zh", 1, "室内设计师（住宅整装）",
        "我们是本地口碑家装公司，旗下拥有3家体验馆及自营施工队。",
        ["上门量房，与业主沟通需求", "完成方案设计及效果图", "绘制施工图并进行技术交底",
         "负责软装搭配方案"],
        ["室内设计相关专业大专以上", "熟练使用AutoCAD、3ds Max、SketchUp", "会用Enscape出图"],
        ["会使用酷家乐", "有全屋定制经验", "持注册室内设计师证书"],
        ["五险", "团建", "签单提成"],
        ["薪资：底薪6-9K+提成", "公司不以任何名义收取求职者费用。"],
    ),
    resume(
        "宋雅琳", "室内设计师", "songyalin@example.com", ("成都", "CN"),
        "住宅室内设计4年，擅长现代简约与奶油风，年签单60余套。",
        [("成都某装饰工程公司", "设计师", "2021-04", "",
          ["上门量房，沟通业主生活习惯与预算", "完成方案设计并用3DMAX、Enscape出效果图",
           "用AutoCAD绘制全套施工图，现场技术交底", "提供软装搭配建议，客户满意度高"])],
        [("四川美术学院", "环境设计", "本科", "2021-06")],
        [("软件", ["AutoCAD", "3DMAX", "草图大师", "Enscape", "Photoshop"])],
    ),
    present=["量房", "方案设计", "效果图", "施工图", "软装搭配", "AutoCAD", "3ds Max", "SketchUp",
             "Enscape"],
    missing=["酷家乐", "全屋定制", "注册室内设计师"],
    variants=[("SketchUp", "草图大师"), ("3ds Max", "3DMAX")],
    junk=["体验馆", "团建", "签单提成"],
    aliases={"SketchUp": ["草图大师"], "3ds Max": ["3DMAX", "3D Max"]},
)

design.posting(
    "industrial", "zh",
    posting_text(
        "zh", 2, "工业设计师（消费电子）",
        "公司主营智能个护小家电，产品远销60多个国家，拥有自有工厂。",
        ["负责产品外观设计与工业设计方案", "输出手绘草图及三维模型（Rhino）",
         "使用KeyShot制作渲染图", "制定CMF方案", "跟进手板制作与打样", "参与用户研究"],
        ["工业设计专业本科及以上", "3年以上消费电子设计经验"],
        ["获得iF等设计奖项", "会Creo", "会Blender"],
        ["股票期权", "年度体检"],
        ["薪资：15-25K", "本公司为平等机会雇主。"],
    ),
    resume(
        "钟一鸣", "工业设计师", "zhongyiming@example.com", ("深圳", "CN"),
        "消费电子工业设计5年，主导过吹风机、电动牙刷等产品。",
        [("深圳某个护电器公司", "工业设计师", "2020-06", "",
          ["负责吹风机、剃须刀外观设计，3款产品量产", "输出手绘草图，用犀牛建模",
           "用KeyShot输出渲染图", "制定颜色、材质、工艺（CMF）方案",
           "跟进样机制作与结构评审", "参与用户研究与竞品分析"])],
        [("江南大学", "工业设计", "本科", "2020-06")],
        [("技能", ["工业设计", "外观设计", "手绘草图", "KeyShot", "CMF"])],
    ),
    present=["外观设计", "工业设计", "手绘草图", "Rhino", "KeyShot", "CMF", "手板", "用户研究"],
    missing=["iF", "Creo", "Blender"],
    variants=[("Rhino", "犀牛"), ("手板", "样机")],
    junk=["自有工厂", "股票期权", "年度体检"],
    aliases={"Rhino": ["犀牛", "Rhinoceros"], "手板": ["样机", "prototype"]},
)

design.distractor("web-dev", resume(
    "Tariq Nasser", "Front-End Web Developer", "tariq.web@example.com", ("Brooklyn", "US"),
    "Front-end developer for agency marketing sites.",
    [("Huge Inc.", "Front-End Developer", "2020-01", "",
      ["Build marketing pages in HTML, CSS and JavaScript", "Implement Figma designs",
       "WordPress theme work"])],
    [("Hunter College", "Computer Science", "BA", "2019-05")],
    [("Skills", ["HTML", "CSS", "JavaScript", "WordPress", "Figma"])],
))
design.distractor("photographer", resume(
    "韦嘉", "商业摄影师", "weijia.photo@example.com", ("成都", "CN"),
    "电商产品与人像摄影6年。",
    [("成都某摄影工作室", "摄影师", "2019-03", "",
      ["拍摄电商产品图与模特图", "灯光布置与后期修图", "Lightroom批量调色"])],
    [("四川传媒学院", "摄影", "本科", "2018-06")],
    [("技能", ["产品摄影", "Photoshop", "Lightroom", "布光"])],
))

PARTS = (build, design)
