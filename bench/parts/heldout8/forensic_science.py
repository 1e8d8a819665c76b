"""Held-out set 8: forensic science (a DNA analyst, a latent print examiner, a 法医物证检验员),
with two neighbouring-role distractor resumes and a near miss."""

from __future__ import annotations

from bench.parts.heldout8.kit import H, Part, posting_text, resume

part = Part("forensic_science")

part.posting(
    "dna-analyst",
    "en",
    posting_text(
        "en",
        0,
        "Forensic Scientist II - DNA Casework",
        "The Tri-County Regional Crime Laboratory is an ANAB-accredited lab serving 40 police "
        "agencies, with a new building, a firing range and an employee wellness room.",
        [
            "Screen evidence for biological fluids (presumptive and confirmatory tests for "
            "blood and semen)",
            "Extract, quantify and amplify DNA (qPCR, STR amplification with GlobalFiler)",
            "Run capillary electrophoresis on the 3500xL and interpret profiles in GeneMapper ID-X",
            "Use probabilistic genotyping (STRmix) for mixtures",
            "Upload eligible profiles to CODIS and testify in court as an expert witness",
        ],
        [
            "Bachelor's degree in biology, chemistry or forensic science with coursework in "
            "biochemistry, genetics, molecular biology and statistics (FBI QAS)",
            "Two years of forensic DNA casework",
            "Knowledge of ISO/IEC 17025 quality systems",
            "Able to pass a background investigation and polygraph",
        ],
        ["Y-STR testing", "Rapid DNA", "ABC certification in molecular biology"],
        ["State pension", "Shift differential", "Tuition reimbursement"],
        [
            "Salary: $68,000 - $84,000.",
            "The County is an equal opportunity employer. Firearms qualification is not "
            "required for laboratory staff.",
        ],
    ),
    resume(
        "Marisol Vandermeer",
        "Forensic DNA Analyst",
        "marisol.vandermeer.dna@example.com",
        ("Raleigh", "US"),
        "DNA analyst with three years of casework in an accredited state laboratory.",
        [
            (
                "North Carolina State Crime Laboratory",
                "Forensic Scientist - Biology/DNA",
                "2022-03",
                "",
                [
                    "Body fluid screening: Kastle-Meyer, AP and p30 tests, RSID",
                    "DNA extraction (EZ1), quantitation with Quantifiler Trio, GlobalFiler "
                    "amplification",
                    "CE on the ABI 3500xL; profile interpretation in GeneMapper ID-X",
                    "Mixture deconvolution with STRmix",
                    "CODIS entries; testified as an expert witness six times",
                ],
            ),
            (
                "Bode Technology",
                "DNA Analyst I",
                "2020-06",
                "2022-02",
                ["Sexual assault kit backlog testing"],
            ),
        ],
        [("NC State University", "Biological Sciences", "BS", "2020-05")],
        [
            (
                "Lab",
                [
                    "biochemistry",
                    "genetics",
                    "molecular biology",
                    "statistics",
                    "FBI QAS",
                    "ISO/IEC 17025",
                    "forensic DNA casework",
                ],
            )
        ],
    ),
    present=[
        "biological fluids",
        "presumptive",
        "qPCR",
        "GlobalFiler",
        "capillary electrophoresis",
        "3500xL",
        "GeneMapper ID-X",
        "probabilistic genotyping",
        "STRmix",
        "CODIS",
        "expert witness",
        "biochemistry",
        "genetics",
        "molecular biology",
        "statistics",
        "FBI QAS",
        "forensic DNA casework",
        "ISO/IEC 17025",
    ],
    missing=["Y-STR", "Rapid DNA", "ABC certification"],
    variants=[
        ("biological fluids", "Body fluid screening"),
        ("presumptive", "Kastle-Meyer"),
        ("qPCR", "Quantifiler Trio"),
        ("capillary electrophoresis", "CE on the ABI"),
        ("probabilistic genotyping", "Mixture deconvolution with STRmix"),
    ],
    junk=["firing range", "wellness room", "Firearms qualification", "polygraph"],
    aliases={"capillary electrophoresis": ["CE"]},
    edits={
        "claim": ("skills", 0, "Y-STR testing (Yfiler Plus)"),
        "title": ("work[0].position", "DNA Technical Leader and Laboratory Director"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Capillary electrophoresis on the 3500xL; profiles interpreted in GeneMapper ID-X",
            )
        ],
        "reword2": [("set", "work[0].position", "Forensic Scientist (DNA)")],
        "reword3": [("merge", 2)],
    },
)

part.posting(
    "latent-print-examiner",
    "en",
    posting_text(
        "en",
        2,
        "Latent Print Examiner",
        "Desert Valley Police Department's forensic services division processes 9,000 "
        "requests a year and hosts a citizen police academy and a K-9 open house.",
        [
            "Process evidence for latent prints with chemical (ninhydrin, DFO, "
            "cyanoacrylate fuming) and powder techniques",
            "Photograph prints with an alternate light source",
            "Compare prints using ACE-V and enter searches into AFIS",
            "Write reports and testify to identifications",
        ],
        "Candidates need a bachelor's degree in a natural science or forensic science and "
        "two years of latent print comparison experience. IAI Certified Latent Print "
        "Examiner status is desirable. Knowledge of crime scene processing (or crime scene "
        "response) is a plus but is not required. Footwear impression comparison is "
        "welcome.",
        ["IAI certification", "crime scene processing", "footwear impression"],
        ["Take-home vehicle for on-call", "PERS retirement", "Uniform allowance"],
        [
            "Annual salary $61,000 - $79,000.",
            "Desert Valley is an equal opportunity employer. Patrol and arrest powers are "
            "not part of this civilian role.",
        ],
    ),
    resume(
        "Quentin Astorga",
        "Latent Fingerprint Examiner",
        "quentin.astorga.lpe@example.com",
        ("Tucson", "US"),
        "Latent print examiner, four years of comparison and AFIS work.",
        [
            (
                "Pima County Sheriff's Crime Lab",
                "Latent Fingerprint Examiner",
                "2021-01",
                "",
                [
                    "Developed latents with ninhydrin, DFO, superglue fuming and powders",
                    "ALS photography of developed prints",
                    "Comparisons by the ACE-V method; NGI and state AFIS searches",
                    "Identification reports; testified in Superior Court",
                ],
            )
        ],
        [("University of Arizona", "Chemistry", "BS", "2020-05")],
        [("Forensics", ["latent print comparison", "forensic science"])],
    ),
    present=[
        "latent prints",
        "ninhydrin",
        "DFO",
        "cyanoacrylate fuming",
        "powder",
        "alternate light source",
        "ACE-V",
        "AFIS",
        "testify",
        "latent print comparison",
        "forensic science",
    ],
    missing=["IAI", "crime scene", "footwear impression"],
    variants=[
        ("latent prints", "latents"),
        ("cyanoacrylate fuming", "superglue fuming"),
        ("powder", "powders"),
        ("alternate light source", "ALS"),
        ("testify", "testified"),
    ],
    junk=["citizen police academy", "K-9 open house", "Take-home vehicle", "arrest powers"],
    aliases={"cyanoacrylate fuming": ["superglue fuming"], "alternate light source": ["ALS"]},
    edits={
        "claim": ("extend", 3, "; footwear impression comparisons"),
        "title": ("basics.label", "Crime Laboratory Director"),
        "reword": [("set", f"{H}[1]", "Alternate light source photography of developed prints")],
        "reword2": [("set", "work[0].position", "Latent Print Examiner")],
    },
)

part.posting(
    "forensic-dna-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "法医物证检验员（DNA实验室）",
        "某市公安局刑事科学技术研究所，实验室通过CNAS认可，新建办公楼配有职工食堂和健身房。",
        [
            "负责检材的预实验及确证实验（血痕、精斑等）",
            "开展DNA提取、定量及STR扩增，使用毛细管电泳进行分型",
            "对混合斑进行分型解释，出具鉴定文书",
            "负责DNA数据库建库及比对工作",
            "按CNAS要求做好实验室质量控制及记录",
        ],
        [
            "法医学、生物学、遗传学相关专业本科及以上学历",
            "三年以上法医物证鉴定工作经验",
            "持有司法鉴定人执业证或公安鉴定人资格",
            "熟悉ISO/IEC 17025质量体系",
        ],
        ["有Y-STR、线粒体DNA检验经验", "有亲子鉴定经验", "具备出庭作证经验"],
        ["事业单位待遇", "公租房", "带薪休假"],
        ["薪资：面议（参照事业单位薪酬标准）", "本岗位不需要枪支使用资格。"],
    ),
    resume(
        "滕晓岚",
        "DNA检验员",
        "tengxiaolan.dna@example.com",
        ("合肥", "CN"),
        "法医学硕士，四年公安DNA实验室检验经验。",
        [
            (
                "某市公安局物证鉴定所",
                "物证检验员",
                "2021-07",
                "",
                [
                    "血痕、精斑预实验与确证试验",
                    "DNA提取、荧光定量PCR、STR复合扩增，3500xL毛细管电泳分型",
                    "混合斑分型解释，出具鉴定意见书",
                    "DNA数据库建库入库与比对",
                    "实验室质控及记录（CNAS认可实验室）",
                ],
            ),
            ("某司法鉴定中心", "鉴定助理", "2019-07", "2021-06", ["协助DNA检验"]),
        ],
        [("中国医科大学", "法医学", "硕士", "2019-06")],
        [("技能", ["法医物证鉴定", "遗传学", "ISO/IEC 17025"])],
        certificates=[("公安机关鉴定人资格", "公安部", "2022-01")],
    ),
    present=[
        "预实验",
        "确证实验",
        "血痕",
        "精斑",
        "DNA提取",
        "定量",
        "STR扩增",
        "毛细管电泳",
        "混合斑",
        "鉴定文书",
        "DNA数据库",
        "CNAS",
        "法医学",
        "法医物证鉴定",
        "公安鉴定人资格",
        "ISO/IEC 17025",
    ],
    missing=["Y-STR", "线粒体DNA", "亲子鉴定", "出庭作证"],
    variants=[
        ("确证实验", "确证试验"),
        ("STR扩增", "STR复合扩增"),
        ("鉴定文书", "鉴定意见书"),
        ("公安鉴定人资格", "公安机关鉴定人资格"),
    ],
    junk=["职工食堂", "健身房", "公租房", "枪支使用资格"],
    aliases={"定量": ["荧光定量PCR"], "公安鉴定人资格": ["公安机关鉴定人资格"]},
    edits={
        "claim": ("highlight", "线粒体DNA测序检验"),
        "title": ("work[0].position", "物证鉴定所所长"),
        "reword": [("set", f"{H}[2]", "混合斑分型解释，出具鉴定文书")],
        "reword2": [("set", "basics.label", "法医物证检验员")],
    },
)

part.distractor(
    "toxicologist",
    resume(
        "Leopold Hargreaves",
        "Forensic Toxicologist",
        "leopold.hargreaves.tox@example.com",
        ("Phoenix", "US"),
        "Forensic toxicologist in a medical examiner's lab.",
        [
            (
                "Maricopa County Office of the Medical Examiner",
                "Toxicologist",
                "2019-02",
                "",
                ["LC-MS/MS drug screens", "GC-MS confirmations", "Postmortem toxicology reports"],
            )
        ],
        [("Arizona State University", "Chemistry", "MS", "2018-12")],
        [("Lab", ["LC-MS/MS", "GC-MS", "ISO/IEC 17025"])],
    ),
)
part.distractor(
    "clinical-lab-zh",
    resume(
        "缪欣然",
        "医学检验技师",
        "miaoxinran.lab@example.com",
        ("合肥", "CN"),
        "医院检验科分子诊断室技师。",
        [
            (
                "合肥某三甲医院检验科",
                "检验技师",
                "2020-07",
                "",
                ["核酸提取与荧光定量PCR检测", "HPV分型", "室内质控"],
            )
        ],
        [("安徽医科大学", "医学检验技术", "本科", "2020-06")],
        [("技能", ["PCR", "分子诊断", "质控"])],
    ),
)
part.distractor(
    "near-crime-scene-tech",
    resume(
        "Anneliese Okafor",
        "Crime Scene Technician",
        "anneliese.okafor.cst@example.com",
        ("Mesa", "US"),
        "Crime scene technician collecting evidence and processing latent prints.",
        [
            (
                "Mesa Police Department",
                "Crime Scene Technician",
                "2022-05",
                "",
                [
                    "Scene photography and sketching",
                    "Powder and cyanoacrylate processing of latent prints",
                    "Collected biological fluids for DNA",
                ],
            )
        ],
        [("Arizona State University", "Forensic Science", "BS", "2022-05")],
        [("Scene", ["alternate light source", "evidence collection", "AFIS entry"])],
    ),
)
