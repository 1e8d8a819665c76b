"""Held-out set 8: funeral service (a funeral director and embalmer, a crematory operator, a
殡仪服务员 / 遗体整容师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("funeral")

part.posting(
    "funeral-director-embalmer",
    "en",
    posting_text(
        "en",
        0,
        "Licensed Funeral Director & Embalmer",
        "Hollis-Wren Family Funeral Homes has served Central Ohio since 1921 from three "
        "chapels, with a reception hall and a pet memorial garden.",
        [
            "Meet families for arrangement conferences and prepare the statement of goods "
            "and services",
            "Embalm, dress, casket and cosmetize decedents",
            "Direct visitations, funeral services and graveside committals",
            "Complete death certificates through the state's electronic death registration "
            "system and obtain burial permits",
            "Coordinate cremations and removals from hospitals and residences",
        ],
        [
            "Current Ohio Funeral Director and Embalmer license (or a dual license in a "
            "reciprocal state)",
            "Degree in mortuary science from an ABFSE-accredited program",
            "Knowledge of the FTC Funeral Rule",
            "Valid driver's license and a clean driving record",
        ],
        [
            "Certified Funeral Service Practitioner (CFSP)",
            "Pre-need sales license",
            "Restorative art for trauma cases",
        ],
        ["On-call pay", "Health insurance", "Paid bereavement leave"],
        [
            "Salary: $58,000 - $70,000 with on-call stipend.",
            "Hollis-Wren is an equal opportunity employer. Grounds keeping and cemetery "
            "lawn care are not needed.",
        ],
    ),
    resume(
        "Augustine Marlowe-Pryce",
        "Funeral Director / Embalmer",
        "augustine.marlowepryce@example.com",
        ("Dayton", "US"),
        "Licensed funeral director and embalmer with six years serving families.",
        [
            (
                "Shelton & Sons Funeral Chapel",
                "Funeral Director and Embalmer",
                "2019-05",
                "",
                [
                    "Arrangement conferences with families; General Price List and SGS statements",
                    "Embalming, dressing, casketing and cosmetizing",
                    "Directed visitations, church funerals and graveside committal services",
                    "Filed death certificates in EDRS; obtained burial transit permits",
                    "Removals from hospitals, nursing homes and residences; cremation arrangements",
                ],
            ),
            (
                "Miller Funeral Home",
                "Funeral Service Apprentice",
                "2018-01",
                "2019-04",
                ["Embalming apprenticeship, 1,000 hours"],
            ),
        ],
        [("Cincinnati College of Mortuary Science", "Mortuary Science", "AAS", "2017-12")],
        [("Compliance", ["FTC Funeral Rule", "driver's license", "ABFSE-accredited program"])],
        certificates=[("Ohio Funeral Director and Embalmer License", "Ohio Board", "2019-04")],
    ),
    present=[
        "arrangement conferences",
        "statement of goods and services",
        "Embalm",
        "casket",
        "cosmetize",
        "visitations",
        "graveside committals",
        "death certificates",
        "electronic death registration system",
        "burial permits",
        "cremations",
        "removals",
        "Funeral Director and Embalmer license",
        "mortuary science",
        "ABFSE-accredited program",
        "FTC Funeral Rule",
        "driver's license",
    ],
    missing=["CFSP", "Pre-need", "Restorative art"],
    variants=[
        ("statement of goods and services", "SGS"),
        ("Embalm", "Embalming"),
        ("casket", "casketing"),
        ("cosmetize", "cosmetizing"),
        ("graveside committals", "graveside committal services"),
        ("electronic death registration system", "EDRS"),
        ("burial permits", "burial transit permits"),
        ("cremations", "cremation arrangements"),
    ],
    junk=["pet memorial garden", "reception hall", "bereavement leave", "cemetery lawn care"],
    aliases={"electronic death registration system": ["EDRS"]},
    edits={
        "claim": ("summary", "Certified Funeral Service Practitioner (CFSP)."),
        "title": ("work[0].position", "General Manager and Owner"),
        "reword": [
            (
                "set",
                f"{H}[3]",
                "Death certificates in the electronic death registration system; burial "
                "transit permits",
            )
        ],
        "reword2": [("merge", 1)],
    },
)

part.posting(
    "crematory-operator",
    "en",
    posting_text(
        "en",
        1,
        "Crematory Operator - Full Time",
        "Evergreen Cremation Society is a member-owned cremation provider in Spokane with a "
        "scattering garden, an online memorial wall and a weekly grief support group.",
        [
            "Operate cremation retorts (Matthews Power-Pak or similar) safely",
            "Verify identity with the chain-of-custody procedure and ID tags",
            "Process cremated remains and prepare urns for families",
            "Keep cremation logs, permits and authorization forms",
            "Perform routine retort maintenance and keep emissions within permit",
        ],
        "CANA Certified Crematory Operator credential required (or completion within 90 days "
        "of hire). Experience with transfers and first calls preferred. You must be able to "
        "lift 100 lb with assistance. A funeral director license is NOT required. Knowledge "
        "of OSHA bloodborne pathogens rules is expected.",
        ["first calls", "pet cremation", "alkaline hydrolysis"],
        ["Health, dental, vision", "Retirement plan", "Paid time off"],
        [
            "Pay: $20 - $24 per hour.",
            "Evergreen Cremation Society is an equal opportunity employer. Sales of cemetery "
            "plots are handled by our partner.",
        ],
    ),
    resume(
        "Lorcan Abernathy",
        "Crematory Technician",
        "lorcan.abernathy.crem@example.com",
        ("Spokane Valley", "US"),
        "Crematory technician, four years running retorts for a regional provider.",
        [
            (
                "Inland Northwest Crematory",
                "Crematory Technician",
                "2021-02",
                "",
                [
                    "Ran two Matthews retorts; up to six cremations a day",
                    "Chain of custody: ID discs, tags and paperwork checks at every step",
                    "Processing of cremains and placing them in urns",
                    "Cremation logs, burial-transit permits and authorizations",
                    "Hearth and brick inspections, burner cleaning, emissions checks",
                ],
            )
        ],
        [("Spokane Community College", "General Studies", "AA", "2019-06")],
        [("Safety", ["OSHA bloodborne pathogens", "transfers"])],
        certificates=[("Certified Crematory Operator", "CANA", "2021-05")],
    ),
    present=[
        "cremation retorts",
        "Matthews",
        "chain-of-custody",
        "ID tags",
        "cremated remains",
        "urns",
        "cremation logs",
        "retort maintenance",
        "emissions",
        "CANA",
        "Certified Crematory Operator",
        "transfers",
        "OSHA bloodborne pathogens",
    ],
    missing=["first calls", "pet cremation", "alkaline hydrolysis"],
    variants=[
        ("cremation retorts", "Matthews retorts"),
        ("chain-of-custody", "Chain of custody"),
        ("ID tags", "ID discs"),
        ("cremated remains", "cremains"),
        ("retort maintenance", "burner cleaning"),
    ],
    junk=["scattering garden", "memorial wall", "grief support group", "cemetery plots"],
    aliases={"cremated remains": ["cremains"]},
    edits={
        "claim": ("highlight", "Alkaline hydrolysis (aquamation) unit operation"),
        "title": ("basics.label", "Licensed Funeral Director"),
        "reword": [("set", f"{H}[2]", "Processing cremated remains and placing them in urns")],
        "reword2": [("set", "work[0].position", "Crematory Operator")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "funeral-service-zh",
    "zh",
    posting_text(
        "zh",
        2,
        "遗体整容师 / 殡仪服务员",
        "我们是一家市属殡仪服务中心，设有告别厅8个、火化车间和骨灰寄存楼，园区内有生态纪念林。",
        [
            "负责遗体接运、冷藏、洗浴、更衣及防腐处理",
            "为逝者进行遗体整容化妆，必要时进行遗体修复",
            "布置告别厅，主持或协助遗体告别仪式",
            "为家属办理火化手续、死亡证明核验及骨灰领取",
            "做好消毒防护及相关台账",
        ],
        [
            "现代殡葬技术与管理专业中专及以上学历",
            "持有遗体防腐整容师或殡仪服务员职业资格证书",
            "能接受夜班及节假日值班",
            "有较强的服务意识和心理承受能力",
        ],
        ["有司仪主持经验", "会驾驶灵车（持B2驾照）", "了解殡葬礼仪文化"],
        ["五险一金", "夜班补贴", "事业单位编制可报考"],
        [
            "薪资：6000-9000元/月，另有特殊岗位津贴",
            "本岗位不要求有墓地销售经验，无需购买任何产品。",
        ],
    ),
    resume(
        "付清远",
        "殡仪服务员",
        "fuqingyuan.rest@example.com",
        ("济南", "CN"),
        "现代殡葬技术与管理专业，五年殡仪馆一线经验。",
        [
            (
                "济南某殡仪馆",
                "遗体整容工",
                "2020-08",
                "",
                [
                    "遗体接运、冷藏、SPA洗浴、穿衣和防腐",
                    "遗容化妆与遗体修复（整形缝合）",
                    "告别厅布置，协助告别仪式",
                    "为家属办理火化手续，核验死亡医学证明，发放骨灰",
                    "消毒防护及工作台账",
                ],
            ),
            ("淄博某殡葬服务公司", "服务员", "2018-07", "2020-07", ["礼厅布置与接待"]),
        ],
        [("长沙民政职业技术学院", "现代殡葬技术与管理", "中专", "2018-06")],
        [("技能", ["服务意识", "心理承受能力", "夜班值守"])],
        certificates=[("遗体防腐整容师（四级）", "民政部职业技能鉴定中心", "2021-04")],
    ),
    present=[
        "遗体接运",
        "冷藏",
        "洗浴",
        "更衣",
        "防腐",
        "遗体整容化妆",
        "遗体修复",
        "告别厅",
        "火化手续",
        "死亡证明",
        "骨灰",
        "消毒防护",
        "现代殡葬技术与管理",
        "遗体防腐整容师",
        "服务意识",
        "心理承受能力",
    ],
    missing=["司仪", "灵车", "B2驾照", "殡葬礼仪"],
    variants=[("更衣", "穿衣"), ("遗体整容化妆", "遗容化妆"), ("死亡证明", "死亡医学证明")],
    junk=["生态纪念林", "夜班补贴", "事业单位编制", "墓地销售"],
    aliases={"遗体整容化妆": ["遗容化妆", "整容化妆"], "防腐": ["防腐处理"]},
    edits={
        "claim": ("extend", 2, "，并担任告别仪式司仪"),
        "title": ("work[0].position", "殡仪馆馆长"),
        "reword": [("set", f"{H}[1]", "遗体整容化妆与遗体修复")],
        "reword2": [("set", "basics.label", "遗体整容师")],
    },
)

part.distractor(
    "grief-counsellor",
    resume(
        "Winifred Osei-Barnes",
        "Bereavement Coordinator",
        "winifred.oseibarnes@example.com",
        ("Columbus", "US"),
        "Hospice bereavement coordinator and grief counselor.",
        [
            (
                "Ohio Valley Hospice",
                "Bereavement Coordinator",
                "2018-09",
                "",
                ["Grief support groups", "Memorial services planning", "Volunteer training"],
            )
        ],
        [("Ohio State University", "Social Work", "MSW", "2018-05")],
        [("Support", ["grief counseling", "LSW"])],
    ),
)
part.distractor(
    "cemetery-sales-zh",
    resume(
        "郜明辉",
        "陵园销售顾问",
        "gaominghui.sales@example.com",
        ("济南", "CN"),
        "陵园墓位销售，熟悉殡葬礼仪。",
        [
            (
                "济南某陵园",
                "销售顾问",
                "2019-04",
                "",
                ["墓地销售与客户接待", "清明祭扫活动组织", "客户回访"],
            )
        ],
        [("山东商业职业技术学院", "市场营销", "大专", "2019-06")],
        [("技能", ["销售", "殡葬礼仪", "客户关系"])],
    ),
)
part.distractor(
    "near-funeral-apprentice",
    resume(
        "Ignatius Beaumont",
        "Funeral Service Intern",
        "ignatius.beaumont.fs@example.com",
        ("Cincinnati", "US"),
        "Mortuary science student completing a funeral home internship.",
        [
            (
                "Spring Grove Funeral Home",
                "Funeral Service Intern",
                "2024-09",
                "",
                [
                    "Assisted with embalming and dressing",
                    "Helped direct visitations and funerals",
                    "Removals with the licensed director",
                ],
            )
        ],
        [("Cincinnati College of Mortuary Science", "Mortuary Science", "AAS", "2025-08")],
        [("Funeral service", ["death certificates", "FTC Funeral Rule", "casketing"])],
    ),
)
