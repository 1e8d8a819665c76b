"""Held-out set 7: apparel and textiles (a technical designer, a 服装跟单, a 服装制版师), with two
neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("apparel")

part.posting(
    "technical-designer",
    "en",
    posting_text(
        "en",
        3,
        "Technical Designer - Women's Knits & Wovens",
        "Juniper & Vale is a direct-to-consumer women's apparel brand with a flagship store in "
        "SoHo, a sample sale twice a year and an in-house photo studio.",
        [
            "Build and maintain tech packs with points of measure, construction details and "
            "BOMs in Centric PLM",
            "Run fit sessions on live models and write fit comments for overseas factories",
            "Check graded specs and grade rules across sizes XXS-3X",
            "Review lab dips, strike-offs and pre-production samples",
            "Partner with design and sourcing to hit cost and calendar targets",
        ],
        [
            "Bachelor's degree in fashion design or apparel technology",
            "3+ years as a technical designer for knits and wovens",
            "Strong garment construction and fabric knowledge",
            "Adobe Illustrator for flats and sketches",
        ],
        [
            "Gerber AccuMark or Optitex pattern experience",
            "3D sampling with CLO 3D or Browzwear",
            "Plus-size fit experience",
        ],
        ["40% employee discount", "Summer Fridays", "Commuter benefits"],
        [
            "Salary: $80,000 - $95,000.",
            "Juniper & Vale is an equal opportunity employer. Visual merchandising and retail "
            "store experience are not needed.",
        ],
    ),
    resume(
        "Camille Oduya-Sterling",
        "Technical Designer",
        "camille.oduyasterling.td@example.com",
        ("Brooklyn", "US"),
        "Tech designer with five years in women's knit and woven tops, dresses and pants.",
        [
            (
                "Madewell",
                "Associate Technical Designer",
                "2021-02",
                "",
                [
                    "Built specification packages (POMs, construction, bill of materials) in "
                    "Centric",
                    "Led fittings on fit models; sent fit comments to factories in Vietnam and "
                    "India",
                    "Checked grading and grade rules XXS-3X",
                    "Approved lab dips, strike offs and PP samples",
                    "Worked with design and sourcing on costing and the T&A calendar",
                ],
            ),
            (
                "Eileen Fisher",
                "Technical Design Assistant",
                "2019-06",
                "2021-01",
                ["Measured samples and updated specs"],
            ),
        ],
        [("Fashion Institute of Technology", "Fashion Design", "BFA", "2019-05")],
        [("Skills", ["garment construction", "fabric knowledge", "Illustrator"])],
    ),
    present=[
        "tech packs",
        "points of measure",
        "construction",
        "BOMs",
        "Centric",
        "fit sessions",
        "fit comments",
        "grade rules",
        "lab dips",
        "strike-offs",
        "pre-production samples",
        "sourcing",
        "fashion design",
        "technical designer",
        "knits",
        "wovens",
        "garment construction",
        "fabric knowledge",
        "Adobe Illustrator",
    ],
    missing=["Gerber", "AccuMark", "Optitex", "CLO 3D", "Browzwear", "Plus-size"],
    variants=[
        ("tech packs", "specification packages"),
        ("points of measure", "POMs"),
        ("BOMs", "bill of materials"),
        ("fit sessions", "fittings"),
        ("strike-offs", "strike offs"),
        ("pre-production samples", "PP samples"),
        ("knits", "knit"),
        ("wovens", "woven"),
        ("Adobe Illustrator", "Illustrator"),
    ],
    junk=[
        "flagship store",
        "sample sale",
        "photo studio",
        "Summer Fridays",
        "Visual merchandising",
    ],
    aliases={"tech packs": ["spec packs", "specification packages"], "points of measure": ["POM"]},
    edits={
        "claim": ("skills", 0, "CLO 3D virtual sampling"),
        "title": ("work[0].position", "Head of Product Development"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Built tech packs (points of measure, construction, BOMs) in Centric PLM",
            )
        ],
        "reword2": [("set", "basics.label", "Tech Designer")],
        "reword3": [("merge", 2)],
    },
)

part.posting(
    "garment-merchandiser-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "服装跟单员（外贸针织）",
        "公司是一家专业针织服装出口企业，主要客户为欧美品牌，公司位于宁波，提供员工宿舍和班车。",
        [
            "负责订单从打样、确认到大货生产的全流程跟进",
            "跟进面辅料采购与到货，核对色卡、洗水唛",
            "安排产前样、船样寄送，处理客户的评语",
            "跟踪工厂生产进度，安排中期、尾期验货",
            "核算成本并制作报价单，配合单证完成出运",
        ],
        [
            "服装设计与工程、纺织类专业大专及以上学历",
            "三年以上针织服装跟单经验",
            "熟悉针织面料、工艺及验货标准（AQL）",
            "英语读写流利，能与客户邮件沟通",
            "熟练使用Excel",
        ],
        ["熟悉梭织产品", "有ERP系统使用经验", "懂西班牙语"],
        ["五险一金", "年终奖", "员工宿舍", "班车接送"],
        ["薪资：6000-10000元/月+提成", "公司依法保护应聘者隐私；不要求有设计经验。"],
    ),
    resume(
        "蒋雨菲",
        "外贸跟单",
        "jiangyufei.merch@example.com",
        ("宁波", "CN"),
        "纺织工程专业，五年针织服装外贸跟单经验，客户包括欧美快时尚品牌。",
        [
            (
                "宁波某针织服饰有限公司",
                "跟单员",
                "2020-07",
                "",
                [
                    "负责订单从开发样、确认样到大货的全过程跟进，年跟单300余款",
                    "面料、辅料采购跟踪，核对色卡和洗标",
                    "寄送产前样、船头样，处理客人comments",
                    "跟进车间生产进度，安排中查、尾查",
                    "成本核算和报价，配合单证出货",
                ],
            ),
        ],
        [("浙江理工大学", "纺织工程", "本科", "2020-06")],
        [("技能", ["针织面料", "AQL验货标准", "英语（CET-6）", "Excel"])],
    ),
    present=[
        "打样",
        "大货",
        "面辅料",
        "色卡",
        "洗水唛",
        "产前样",
        "船样",
        "生产进度",
        "验货",
        "成本",
        "报价",
        "单证",
        "针织",
        "AQL",
        "英语",
        "Excel",
    ],
    missing=["梭织", "ERP", "西班牙语"],
    variants=[
        ("打样", "开发样"),
        ("面辅料", "面料、辅料"),
        ("洗水唛", "洗标"),
        ("船样", "船头样"),
    ],
    junk=["欧美品牌", "员工宿舍", "班车接送", "提成", "设计经验"],
    aliases={"洗水唛": ["洗标", "水洗标"], "船样": ["船头样", "shipping sample"]},
    edits={
        "claim": ("skills", 0, "梭织面料"),
        "title": ("work[0].position", "外贸部经理"),
        "reword": [("set", f"{H}[1]", "面辅料采购跟踪，核对色卡和洗水唛")],
        "reword2": [("set", "basics.label", "服装跟单员")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "pattern-maker-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "服装制版师（女装）",
        "我们是杭州一家原创设计师女装品牌，线上天猫旗舰店及全国门店30家，公司有样衣间和下午茶。",
        [
            "根据设计稿及款式图独立完成女装纸样制作",
            "负责样衣试穿后的纸样修改，确保版型合体",
            "使用富怡CAD进行推板放码及排料",
            "编写工艺单，指导样衣工完成样衣制作",
            "配合大货生产解决版型及工艺问题",
        ],
        [
            "服装设计与工程专业，大专以上学历",
            "五年以上女装制版经验，精通连衣裙、外套等品类",
            "熟练使用富怡或ET服装CAD",
            "熟悉面料性能与缩水率处理",
        ],
        ["会立体裁剪", "会使用CLO 3D", "有男装制版经验"],
        ["五险一金", "带薪年假", "员工内购折扣"],
        ["薪资：12-20K", "公司承诺平等录用，无需具备摄影技能。"],
    ),
    resume(
        "汤慕晴",
        "版师",
        "tangmuqing.pattern@example.com",
        ("杭州", "CN"),
        "服装设计与工程专业毕业，六年女装打版经验，擅长连衣裙和大衣。",
        [
            (
                "杭州某女装公司",
                "女装版师",
                "2020-03",
                "",
                [
                    "按设计手稿和款式图独立打版，每季出版80余款",
                    "样衣试穿后改版，把控版型",
                    "用富怡CAD推码、排料",
                    "写工艺单，带样衣工做样衣",
                    "跟进大货，处理版型和工艺问题",
                ],
            ),
            (
                "杭州某服饰厂",
                "助理版师",
                "2018-07",
                "2020-02",
                ["协助纸样录入和样衣制作"],
            ),
        ],
        [("浙江纺织服装职业技术学院", "服装设计与工程", "大专", "2018-06")],
        [("技能", ["富怡CAD", "面料性能", "缩水率"])],
    ),
    present=[
        "纸样",
        "样衣",
        "版型",
        "富怡",
        "放码",
        "排料",
        "工艺单",
        "大货",
        "服装设计与工程",
        "女装",
        "制版",
        "连衣裙",
        "外套",
        "面料性能",
        "缩水率",
    ],
    missing=["立体裁剪", "CLO 3D", "男装"],
    variants=[("放码", "推码"), ("制版", "打版"), ("外套", "大衣")],
    junk=["天猫旗舰店", "下午茶", "员工内购折扣", "摄影技能"],
    aliases={"放码": ["推码", "推板"], "制版": ["打版", "出版"]},
    edits={
        "claim": ("highlight", "立体裁剪完成礼服类样衣"),
        "title": ("basics.label", "设计总监"),
        "reword": [("set", f"{H}[2]", "用富怡CAD推板放码、排料")],
        "reword2": [("set", "work[0].position", "女装制版师")],
    },
)

part.distractor(
    "fashion-buyer",
    resume(
        "Odette Kingsley-Amadi",
        "Assistant Buyer",
        "odette.kingsleyamadi.buy@example.com",
        ("New York", "US"),
        "Assistant buyer for women's contemporary sportswear at a department store.",
        [
            (
                "Nordstrom",
                "Assistant Buyer",
                "2019-08",
                "",
                [
                    "Open-to-buy and assortment planning",
                    "Vendor negotiations",
                    "Sell-through analysis",
                ],
            )
        ],
        [("Parsons School of Design", "Fashion Marketing", "BBA", "2019-05")],
        [("Buying", ["assortment planning", "Excel", "vendor management"])],
    ),
)
part.distractor(
    "textile-qc-zh",
    resume(
        "缪家宁",
        "纺织品检验员",
        "miaojianing.qc@example.com",
        ("绍兴", "CN"),
        "面料检测实验室检验员，负责色牢度与物理性能测试。",
        [
            (
                "绍兴某检测机构",
                "检验员",
                "2019-07",
                "",
                ["色牢度测试", "缩水率及起球测试", "出具检测报告"],
            )
        ],
        [("绍兴文理学院", "纺织工程", "本科", "2019-06")],
        [("技能", ["色牢度", "GB 18401", "检测报告"])],
    ),
)
part.distractor(
    "near-sample-maker",
    resume(
        "Rosa Villanueva-Chen",
        "Sample Maker",
        "rosa.villanuevachen.sample@example.com",
        ("Los Angeles", "US"),
        "Sample sewer and fit assistant for a knitwear label.",
        [
            (
                "Reformation",
                "Sample Maker",
                "2018-04",
                "",
                [
                    "Sewed first samples and pre-production samples for knits and wovens",
                    "Assisted fit sessions and marked fit comments",
                    "Garment construction troubleshooting with the factory",
                ],
            )
        ],
        [("LA Trade-Tech College", "Fashion Design", "AA", "2018-01")],
        [("Skills", ["industrial sewing", "garment construction", "Gerber AccuMark"])],
    ),
)
