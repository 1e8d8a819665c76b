"""Held-out set 7: radiography and medical imaging (an MRI technologist, a CT technologist, a
放射科技师), with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout7.kit import H, Part, posting_text, resume

part = Part("radiography")

part.posting(
    "mri-technologist",
    "en",
    posting_text(
        "en",
        1,
        "MRI Technologist II - Outpatient Imaging (Sign-On Bonus)",
        "Cascade Imaging Partners runs eleven outpatient centers in Oregon. Patients enjoy "
        "spa robes, warm blankets and a Netflix headset in every scanner suite.",
        [
            "Perform routine and advanced MRI exams (neuro, MSK, body, breast, cardiac) on 1.5T "
            "and 3T Siemens scanners",
            "Screen every patient for MRI safety and implant conditionality",
            "Start IVs and administer gadolinium contrast under physician supervision",
            "Position patients, select coils and adjust protocols to reduce motion artifacts",
            "Send images to PACS and complete exam notes in the RIS",
        ],
        [
            "ARRT (MR) registration or ARMRIT certification",
            "BLS (American Heart Association)",
            "Two years of MRI scanning experience",
            "Working knowledge of cross-sectional anatomy",
        ],
        [
            "MRI Safety Officer (MRSO) credential",
            "Prostate and breast MRI experience",
            "Experience with GE scanners",
        ],
        ["Sign-on bonus of $10,000", "Pet insurance", "Scrubs provided"],
        [
            "Pay range: $47.50 - $61.00/hour DOE.",
            "Cascade Imaging Partners is an equal opportunity employer. Radiologist reading "
            "and interventional radiology are not part of this role.",
        ],
    ),
    resume(
        "Desmond Achebe-Larsen",
        "MR Technologist",
        "desmond.achebelarsen.mr@example.com",
        ("Beaverton", "US"),
        "Registered MR technologist, four years on Siemens 1.5 T and 3 T magnets in outpatient "
        "and hospital settings.",
        [
            (
                "Providence St. Vincent Medical Center",
                "Magnetic Resonance Imaging Technologist",
                "2021-02",
                "",
                [
                    "Neuro, musculoskeletal, body, breast and cardiac MR on Siemens Vida 3T and "
                    "Aera 1.5T",
                    "MR safety screening, implant checks against conditional labeling",
                    "Placed peripheral IVs and gave gadolinium-based contrast",
                    "Coil selection and protocol tweaks to limit motion artifacts",
                    "Images to PACS; tech notes in the radiology information system",
                ],
            ),
            (
                "Legacy Emanuel Medical Center",
                "Radiologic Technologist",
                "2018-07",
                "2021-01",
                ["X-ray and portable exams; cross-trained into MR"],
            ),
        ],
        [("Oregon Institute of Technology", "Medical Imaging Technology", "BS", "2018-06")],
        [("Imaging", ["cross-sectional anatomy", "Siemens syngo", "patient care"])],
        certificates=[
            ("ARRT (R)(MR)", "American Registry of Radiologic Technologists", "2020-11"),
            ("Basic Life Support", "American Heart Association", "2024-05"),
        ],
    ),
    present=[
        "MRI",
        "MSK",
        "breast",
        "cardiac",
        "Siemens",
        "MRI safety",
        "IVs",
        "gadolinium",
        "contrast",
        "coils",
        "motion artifacts",
        "PACS",
        "RIS",
        "ARRT",
        "BLS",
        "cross-sectional anatomy",
    ],
    missing=["ARMRIT", "MRSO", "Prostate", "GE scanners"],
    variants=[
        ("MRI", "Magnetic Resonance Imaging"),
        ("MSK", "musculoskeletal"),
        ("MRI safety", "MR safety"),
        ("coils", "Coil selection"),
        ("RIS", "radiology information system"),
        ("BLS", "Basic Life Support"),
    ],
    junk=[
        "spa robes",
        "warm blankets",
        "Netflix headset",
        "Pet insurance",
        "interventional radiology",
    ],
    aliases={
        "MRI": ["MR", "magnetic resonance imaging"],
        "MSK": ["musculoskeletal"],
        "RIS": ["radiology information system"],
        "BLS": ["Basic Life Support"],
    },
    edits={
        "claim": ("skills", 0, "prostate MRI (PI-RADS protocols)"),
        "title": ("work[0].position", "Imaging Department Manager"),
        "reword": [
            (
                "set",
                f"{H}[4]",
                "Sent images to the picture archiving system (PACS); tech notes in the RIS",
            )
        ],
        "reword2": [("set", "basics.label", "MRI Technologist")],
        "reword3": [("merge", 1)],
    },
)

part.posting(
    "ct-technologist",
    "en",
    posting_text(
        "en",
        3,
        "CT Technologist - Level II Trauma Center, Nights",
        "Mercy Valley Hospital is a nonprofit, 310-bed teaching hospital with a heliport, a "
        "meditation chapel and a food court that is open all night.",
        "As our night CT technologist you will run trauma pan-scans and stroke-alert CTA "
        "studies, perform CT angiography and CT-guided biopsies with the interventional team, "
        "and build multiplanar reconstructions (MPR and 3D) on the Vitrea workstation. You "
        "power-inject iodinated contrast, watch for contrast reactions, and keep radiation dose "
        "as low as reasonably achievable (ALARA).",
        [
            "ARRT (R) with the CT post-primary credential, or ARRT (R) and CT within 12 months",
            "California CRT with fluoroscopy permit",
            "BLS required; ACLS within six months",
            "Comfortable with venipuncture",
        ],
        [
            "Cardiac CT or calcium scoring",
            "Dual-energy CT experience",
            "Experience on Canon Aquilion scanners",
        ],
        ["Night differential 15%", "Relocation assistance", "Free meals on night shift"],
        [
            "Salary: $58 - $72 per hour plus differentials.",
            "Mercy Valley Hospital is an equal opportunity employer; a drug screen and "
            "background check are required. No nuclear medicine experience is needed.",
        ],
    ),
    resume(
        "Valentina Rusu",
        "CT Tech",
        "valentina.rusu.ct@example.com",
        ("Fresno", "US"),
        "ARRT-registered radiologic technologist with CT, five years in a Level II trauma "
        "emergency department.",
        [
            (
                "Community Regional Medical Center",
                "Computed Tomography Technologist",
                "2020-03",
                "",
                [
                    "Trauma pan-scans and code stroke CT angiograms, 25-35 patients a night",
                    "CT-guided biopsies and drains with interventional radiologists",
                    "MPR and 3D reconstructions on Vitrea",
                    "Power injection of iodinated contrast; managed contrast reactions",
                    "Dose reduction per ALARA",
                ],
            ),
            (
                "Saint Agnes Medical Center",
                "Radiologic Technologist",
                "2018-06",
                "2020-02",
                ["General radiography, fluoro and portables; IV starts"],
            ),
        ],
        [("Fresno City College", "Radiologic Technology", "AS", "2018-05")],
        [("Modalities", ["CT", "fluoroscopy", "venipuncture", "Siemens SOMATOM"])],
        certificates=[
            ("ARRT (R)(CT)", "American Registry of Radiologic Technologists", "2019-10"),
            ("California CRT and Fluoroscopy Permit", "CDPH-RHB", "2018-07"),
            ("BLS and ACLS", "American Heart Association", "2024-03"),
        ],
    ),
    present=[
        "trauma pan-scans",
        "stroke",
        "CTA",
        "CT angiography",
        "CT-guided biopsies",
        "multiplanar reconstructions",
        "MPR",
        "3D",
        "Vitrea",
        "iodinated contrast",
        "contrast reactions",
        "ALARA",
        "ARRT",
        "CRT",
        "fluoroscopy",
        "BLS",
        "ACLS",
        "venipuncture",
    ],
    missing=["calcium scoring", "Dual-energy", "Canon Aquilion"],
    variants=[
        ("CTA", "CT angiograms"),
        ("CT angiography", "CT angiograms"),
        ("multiplanar reconstructions", "MPR"),
    ],
    junk=[
        "heliport",
        "meditation chapel",
        "food court",
        "Relocation assistance",
        "nuclear medicine",
    ],
    aliases={"CT angiography": ["CTA"], "multiplanar reconstructions": ["MPR"]},
    edits={
        "claim": ("extend", 0, "; cardiac CT with calcium scoring"),
        "title": ("basics.label", "Chief Radiologic Technologist"),
        "reword": [("set", f"{H}[2]", "Multiplanar reconstructions (MPR) and 3D on Vitrea")],
        "reword2": [("set", "work[0].position", "CT Technologist")],
        "reword3": [("reorder",)],
    },
)

part.posting(
    "radiology-tech-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "放射科技师（DR/CT方向）",
        "我院是一所三级甲等综合医院，开放床位2000张，院区有停车楼、职工食堂和健身房。",
        [
            "负责DR、CT常规检查及增强扫描的操作与图像后处理",
            "负责急诊及床旁摄片",
            "做好辐射防护及患者检查前准备、对比剂过敏反应的观察与处理",
            "配合医师完成CT引导下穿刺",
            "参与设备日常质控与维护保养",
        ],
        [
            "医学影像技术专业大专及以上学历",
            "持有放射医学技术（士/师）资格证及大型医用设备上岗证（CT）",
            "熟悉RIS/PACS系统操作",
            "能适应夜班及轮班",
        ],
        ["有MR上岗证者优先", "有冠脉CTA检查经验者优先", "有DSA工作经历者优先"],
        ["五险一金", "夜班补贴", "职工食堂", "规范化培训"],
        ["薪资面议（月薪8000-13000元）", "医院依法保护个人信息；不要求有介入科工作经验。"],
    ),
    resume(
        "戴沐阳",
        "影像技师",
        "daimuyang.rad@example.com",
        ("苏州", "CN"),
        "医学影像技术专业，五年三甲医院放射科工作经验，熟悉数字化X线摄影与多排CT。",
        [
            (
                "苏州某三甲医院放射科",
                "放射技师",
                "2020-07",
                "",
                [
                    "数字化X线摄影及CT平扫、增强检查，日均检查80余人次，负责MPR、VR等后处理",
                    "急诊摄片、病房移动床边拍片",
                    "检查前准备，辐射防护，造影剂不良反应观察和处置",
                    "协助完成CT引导穿刺活检",
                    "设备每日质控及保养记录",
                ],
            ),
            (
                "苏州某区人民医院",
                "技士",
                "2018-07",
                "2020-06",
                ["普通放射摄片、胃肠造影"],
            ),
        ],
        [("江苏医药职业学院", "医学影像技术", "大专", "2018-06")],
        [("技能", ["PACS", "RIS", "三维重建"])],
        certificates=[
            ("放射医学技术（师）", "国家卫生健康委", "2021-09"),
            ("CT上岗证", "国家卫生健康委能力建设和继续教育中心", "2019-05"),
        ],
    ),
    present=[
        "DR",
        "CT",
        "增强",
        "后处理",
        "床旁摄片",
        "辐射防护",
        "对比剂",
        "CT引导",
        "质控",
        "医学影像技术",
        "放射医学技术",
        "上岗证",
        "RIS",
        "PACS",
    ],
    missing=["MR上岗证", "冠脉CTA", "DSA"],
    variants=[
        ("DR", "数字化X线摄影"),
        ("床旁摄片", "床边拍片"),
        ("对比剂", "造影剂"),
    ],
    junk=["停车楼", "职工食堂", "健身房", "夜班补贴", "介入科"],
    aliases={"DR": ["数字化X线摄影", "数字X线"], "对比剂": ["造影剂"]},
    edits={
        "claim": ("highlight", "独立完成冠脉CTA检查及后处理"),
        "title": ("work[0].position", "放射科主任"),
        "reword": [("set", f"{H}[2]", "检查前准备及辐射防护，对比剂过敏反应的观察处置")],
        "reword2": [("set", "basics.label", "放射科技师")],
    },
)

part.distractor(
    "sonographer",
    resume(
        "Imogen Whitfield",
        "Diagnostic Medical Sonographer",
        "imogen.whitfield.rdms@example.com",
        ("Portland", "US"),
        "RDMS sonographer for abdominal, OB/GYN and vascular ultrasound.",
        [
            (
                "OHSU Imaging",
                "Sonographer",
                "2019-04",
                "",
                ["Abdominal and OB ultrasound", "Vascular duplex studies", "Images to PACS"],
            )
        ],
        [("Oregon Institute of Technology", "Diagnostic Medical Sonography", "BS", "2019-03")],
        [("Ultrasound", ["RDMS", "Doppler", "echocardiography"])],
    ),
)
part.distractor(
    "nuclear-med-zh",
    resume(
        "贺峻熙",
        "核医学技师",
        "hejunxi.nm@example.com",
        ("无锡", "CN"),
        "核医学科技师，负责SPECT与PET-CT检查。",
        [
            (
                "无锡某医院核医学科",
                "核医学技师",
                "2019-07",
                "",
                ["PET-CT显像操作", "放射性药物分装与注射", "骨扫描、甲状腺显像"],
            )
        ],
        [("南京医科大学", "医学影像技术", "本科", "2019-06")],
        [("技能", ["PET-CT", "SPECT", "放射性药物"])],
    ),
)
part.distractor(
    "near-xray-tech",
    resume(
        "Cormac Delacroix-Hunt",
        "Radiologic Technologist",
        "cormac.delacroixhunt.xr@example.com",
        ("Salem", "US"),
        "ARRT radiographer in a busy emergency department; learning CT.",
        [
            (
                "Salem Health",
                "X-Ray Technologist",
                "2021-05",
                "",
                [
                    "Trauma radiography and portables in the ED",
                    "Fluoroscopy with radiologists",
                    "ALARA shielding and technique charts",
                ],
            )
        ],
        [("Linn-Benton Community College", "Radiologic Technology", "AAS", "2021-04")],
        [("Skills", ["ARRT", "BLS", "venipuncture", "PACS"])],
    ),
)
