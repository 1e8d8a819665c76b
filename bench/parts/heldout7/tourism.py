"""Held-out set 7: tourism and tour guiding (a travel consultant, a 出境领队/导游, a 旅游计调),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("tourism")

part.posting(
    "travel-consultant",
    "en",
    posting_text(
        "en",
        0,
        "Luxury Travel Consultant - Europe & Africa Specialist",
        "Wayfarer & Finch is a Virtuoso-affiliated agency in Denver designing private journeys. "
        "Our office has a map wall, a travel library and a monthly wine tasting.",
        [
            "Design custom itineraries for FIT clients and small private groups",
            "Book air, hotels and tours in Sabre and supplier portals; ticket and reissue",
            "Build safari and European rail itineraries with our DMC partners",
            "Upsell travel insurance and manage client files in ClientBase",
            "Handle schedule changes and emergencies while clients are travelling",
        ],
        [
            "3+ years as a leisure travel advisor or consultant",
            "GDS ticketing (Sabre or Amadeus)",
            "First-hand knowledge of Europe and southern Africa",
            "Strong customer service and sales skills",
        ],
        [
            "CTA or CTC certification (The Travel Institute)",
            "Cruise booking experience",
            "French or Italian",
        ],
        ["FAM trips", "Commission on top of base", "Hybrid work"],
        [
            "Base salary: $50,000 - $60,000 plus commission.",
            "Wayfarer & Finch is an equal opportunity employer and a Seller of Travel "
            "registered in California (CST #2100000-40). Corporate travel or group air "
            "contracting is not required.",
        ],
    ),
    resume(
        "Genevieve Mbatha-Rowe",
        "Travel Advisor",
        "genevieve.mbatharowe.travel@example.com",
        ("Boulder", "US"),
        "Leisure travel advisor selling custom Europe and Africa trips for six years.",
        [
            (
                "Elevated Journeys",
                "Senior Travel Advisor",
                "2020-01",
                "",
                [
                    "Tailor-made itineraries for independent travelers (FIT) and private families",
                    "Booked flights, hotels and excursions in Sabre; ticketing and reissues",
                    "Planned Kruger and Okavango safaris and Eurail trips with DMCs",
                    "Sold trip protection; client profiles in ClientBase",
                    "24/7 support for disruptions and emergencies",
                ],
            ),
            (
                "AAA Travel",
                "Travel Agent",
                "2018-03",
                "2019-12",
                ["Walk-in leisure bookings"],
            ),
        ],
        [("University of Colorado Boulder", "Geography", "BA", "2017-12")],
        [("Skills", ["customer service", "sales", "GDS"])],
    ),
    present=[
        "itineraries",
        "FIT",
        "private groups",
        "air",
        "hotels",
        "tours",
        "Sabre",
        "reissue",
        "safari",
        "rail",
        "DMC",
        "travel insurance",
        "ClientBase",
        "emergencies",
        "travel advisor",
        "GDS",
        "ticketing",
        "Europe",
        "customer service",
        "sales",
    ],
    missing=["CTA", "CTC", "Cruise", "French", "Italian"],
    variants=[
        ("private groups", "private families"),
        ("air", "flights"),
        ("tours", "excursions"),
        ("reissue", "reissues"),
        ("safari", "safaris"),
        ("rail", "Eurail"),
        ("DMC", "DMCs"),
        ("travel insurance", "trip protection"),
    ],
    junk=["map wall", "travel library", "wine tasting", "FAM trips", "Seller of Travel"],
    aliases={"FIT": ["independent travelers"], "travel insurance": ["trip protection"]},
    edits={
        "claim": ("highlight", "Cruise bookings on ocean and river lines for repeat clients"),
        "title": ("work[0].position", "Agency Owner"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Sold travel insurance; client files in ClientBase",
            )
        ],
        "reword2": [("set", "basics.label", "Travel Consultant")],
        "reword3": [("merge", 1)],
    },
)

part.posting(
    "tour-leader-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "出境领队/导游（欧洲线）",
        "我们是一家老牌国际旅行社，拥有出境游经营资质，主营欧洲、日韩及东南亚线路，办公室设有旅游"
        "图书角和咖啡机。",
        [
            "带领旅游团出境，负责全程行程安排与服务",
            "负责团队出入境手续办理、航班值机及行李托运协调",
            "与地接社、酒店、餐厅沟通，确保行程顺利",
            "处理旅途中的突发事件及客人投诉",
            "沿途讲解目的地历史文化",
        ],
        [
            "持有导游证，有领队备案经验",
            "英语口语流利，可独立沟通",
            "两年以上出境带团经验",
            "具备急救常识者优先",
        ],
        ["熟悉申根签证办理", "会意大利语或法语", "有邮轮带团经验"],
        ["带团补助", "购物及自费项目不作考核", "员工旅游"],
        [
            "薪资：底薪5000元+带团补助（月综合收入10-18K）",
            "本社依法经营，遵守《旅游法》；不需要会开车。",
        ],
    ),
    resume(
        "邵一帆",
        "领队",
        "shaoyifan.guide@example.com",
        ("上海", "CN"),
        "持证导游，五年出境领队经验，带欧洲团60余个。",
        [
            (
                "上海某国际旅行社",
                "出境领队",
                "2020-04",
                "",
                [
                    "带团赴欧洲、日韩，全程负责行程执行与服务",
                    "办理团队出入境、值机与行李托运",
                    "对接地接、酒店与餐厅，保障行程",
                    "妥善处理航班延误等突发状况和游客投诉",
                    "途中讲解各国历史文化",
                ],
            ),
        ],
        [("上海旅游高等专科学校", "旅游管理", "大专", "2019-06")],
        [("技能", ["英语口语（流利）", "急救（红十字会救护员证）"])],
        certificates=[("导游资格证", "文化和旅游部", "2019-10")],
    ),
    present=[
        "出境",
        "行程安排",
        "出入境",
        "值机",
        "行李托运",
        "地接",
        "酒店",
        "突发事件",
        "投诉",
        "讲解",
        "历史文化",
        "导游证",
        "领队",
        "英语",
        "带团",
        "急救",
    ],
    missing=["申根签证", "意大利语", "法语", "邮轮"],
    variants=[("导游证", "导游资格证"), ("突发事件", "突发状况"), ("行程安排", "行程执行")],
    junk=["旅游图书角", "咖啡机", "带团补助", "自费项目", "开车"],
    aliases={"导游证": ["导游资格证"], "地接": ["地接社"]},
    edits={
        "claim": ("summary", "另熟悉申根签证材料准备与送签。"),
        "title": ("work[0].position", "旅行社总经理"),
        "reword": [("set", f"{H}[3]", "妥善处理航班延误等突发事件和客人投诉")],
        "reword2": [("set", "basics.label", "出境领队")],
    },
)

part.posting(
    "tour-operator-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "旅游计调（OP）——国内定制游",
        "公司专注高端国内定制游及研学旅行，团队40人，办公室在成都太古里附近，下午茶每周两次。",
        [
            "根据销售需求设计国内定制游线路并核算报价",
            "负责酒店、车辆、门票、导游等资源的采购与预订",
            "制作行程单、出团通知书，跟进团队操作全流程",
            "维护供应商关系，议价降低成本",
            "团队结束后完成结算及客户回访",
        ],
        [
            "旅游管理相关专业，大专以上学历",
            "两年以上旅行社计调工作经验，熟悉川藏、云南线路",
            "熟练使用Excel和旅游ERP系统",
            "做事细致，抗压能力强",
        ],
        ["有研学旅行产品经验", "熟悉入境游", "会日语"],
        ["五险一金", "带薪年假", "每年一次员工旅游"],
        ["薪资：6-9K+绩效", "公司尊重个人隐私；无需带团经验。"],
    ),
    resume(
        "龙小溪",
        "计调",
        "longxiaoxi.op@example.com",
        ("成都", "CN"),
        "旅游管理专业，四年国内游计调经验，熟悉川西、云南、西藏线路。",
        [
            (
                "成都某旅行社",
                "国内计调",
                "2021-03",
                "",
                [
                    "按销售需求做私家团线路设计与成本报价",
                    "酒店、用车、景区门票、导游的采购与预订",
                    "做行程单和出团通知，跟进团队操作",
                    "维护地接与车队等供应商，议价降本",
                    "团队结算、客户回访",
                ],
            ),
            (
                "昆明某旅行社",
                "计调助理",
                "2020-07",
                "2021-02",
                ["散拼团订房订车"],
            ),
        ],
        [("四川旅游学院", "旅游管理", "大专", "2020-06")],
        [("技能", ["Excel", "旅游ERP", "川藏线路", "云南线路"])],
    ),
    present=[
        "定制游",
        "线路",
        "报价",
        "酒店",
        "车辆",
        "门票",
        "导游",
        "预订",
        "行程单",
        "出团通知",
        "团队操作",
        "供应商",
        "议价",
        "结算",
        "回访",
        "旅游管理",
        "计调",
        "川藏",
        "云南",
        "Excel",
        "旅游ERP",
    ],
    missing=["研学", "入境游", "日语"],
    variants=[("定制游", "私家团"), ("车辆", "用车")],
    junk=["太古里", "下午茶", "员工旅游", "带团经验"],
    aliases={"计调": ["OP"], "定制游": ["私家团"]},
    edits={
        "claim": ("extend", 0, "，兼做研学旅行产品"),
        "title": ("basics.label", "产品总监"),
        "reword": [("set", f"{H}[1]", "酒店、车辆、门票和导游资源的采购预订")],
        "reword2": [("set", "work[0].position", "国内游计调（OP）")],
        "reword3": [("reorder",)],
    },
)

part.distractor(
    "hotel-front-desk",
    resume(
        "Simone Achterberg-Lowe",
        "Front Desk Supervisor",
        "simone.achterberglowe.hotel@example.com",
        ("Denver", "US"),
        "Front desk supervisor at a 300-room downtown hotel.",
        [
            (
                "Hyatt Regency Denver",
                "Front Desk Supervisor",
                "2019-05",
                "",
                ["Check-in and check-out in Opera PMS", "Guest complaints", "Night audit"],
            )
        ],
        [("Metropolitan State University of Denver", "Hospitality Management", "BS", "2019-05")],
        [("Hotel", ["Opera PMS", "guest relations", "upselling"])],
    ),
)
part.distractor(
    "event-planner-zh",
    resume(
        "宁可欣",
        "会展策划",
        "ningkexin.event@example.com",
        ("成都", "CN"),
        "会议会展活动策划执行，负责年会与展会项目。",
        [
            (
                "成都某会展公司",
                "活动策划",
                "2020-07",
                "",
                ["企业年会策划执行", "展台搭建对接", "活动预算控制"],
            )
        ],
        [("西南财经大学", "会展经济与管理", "本科", "2020-06")],
        [("技能", ["活动策划", "预算管理", "供应商管理"])],
    ),
)
part.distractor(
    "near-tour-desk-agent",
    resume(
        "Kwame Delacroix",
        "Tour Desk Agent",
        "kwame.delacroix.tours@example.com",
        ("Las Vegas", "US"),
        "Resort tour desk agent selling day tours and shows.",
        [
            (
                "Caesars Entertainment",
                "Tour Desk Agent",
                "2021-04",
                "",
                [
                    "Sold Grand Canyon tours and hotels packages",
                    "Customer service and sales at the concierge desk",
                    "Handled itineraries changes and emergencies for guests",
                ],
            )
        ],
        [("College of Southern Nevada", "Tourism", "AA", "2021-01")],
        [("Skills", ["customer service", "sales", "Spanish"])],
    ),
)
