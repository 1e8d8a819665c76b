"""Held-out set 5: veterinary care (an emergency and critical care veterinary technician, a
shelter veterinarian, a pet hospital's 执业兽医), with two neighbouring-role distractor
resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("veterinary")
H = "work[0].highlights"

part.posting(
    "ecc-vet-tech",
    "en",
    posting_text(
        "en",
        0,
        "Credentialed Veterinary Technician - Emergency & Critical Care",
        "Northpoint Animal Emergency is a 24/7 referral hospital with 40 doctors across ER, "
        "ICU, surgery, cardiology and oncology. We host a blood donor club for local dogs and "
        "cats and a free parking lot with EV chargers.",
        [
            "Triage incoming emergencies and perform CPR using RECOVER guidelines",
            "Place IV catheters, draw blood and run in-house bloodwork",
            "Monitor anesthesia for emergency surgeries",
            "Nurse ICU patients: fluid therapy, CRIs, oxygen therapy and pain scoring",
            "Take digital radiographs and assist with ultrasound",
        ],
        [
            "CVT, LVT or RVT credential in good standing",
            "2 years of emergency or specialty hospital experience",
            "Fear Free mindset and low-stress handling",
            "Comfortable with overnight and weekend shifts",
        ],
        ["VTS (ECC)", "Experience with ezyVet", "Blood transfusion administration"],
        ["Pet care discount of 50%", "CE allowance of $1,000", "Scrub allowance"],
        [
            "$25 - $33 per hour depending on credentials and experience.",
            "Northpoint Animal Emergency is an equal opportunity employer.",
        ],
    ),
    resume(
        "Caitlin Moore",
        "Veterinary Technician",
        "caitlin.moore.lvt@example.com",
        ("Columbus", "US"),
        "Licensed Veterinary Technician with three years in a 24-hour ER and ICU.",
        [
            (
                "MedVet Columbus",
                "Emergency Veterinary Technician",
                "2022-01",
                "",
                [
                    "Triaged walk-in emergencies; RECOVER-certified CPR",
                    "IV catheter placement, venipuncture and in-house bloodwork",
                    "Anesthesia monitoring for GDV and foreign body surgeries",
                    "ICU nursing: fluids, constant rate infusions, oxygen supplementation and pain "
                    "scores",
                    "Digital radiographs; assisted with AFAST and TFAST ultrasound",
                ],
            )
        ],
        [("Columbus State Community College", "Veterinary Technology", "AAS", "2021-12")],
        [("Clinical", ["emergency triage", "anesthesia monitoring", "low-stress handling"])],
        certificates=[
            ("LVT", "Ohio Veterinary Medical Licensing Board", "2022-01"),
            ("Fear Free Certified Professional", "Fear Free", "2023-03"),
        ],
    ),
    present=[
        "Triage",
        "CPR",
        "RECOVER",
        "IV catheters",
        "bloodwork",
        "anesthesia",
        "fluid therapy",
        "CRIs",
        "oxygen therapy",
        "pain scoring",
        "radiographs",
        "ultrasound",
        "LVT",
        "Fear Free",
        "low-stress handling",
    ],
    missing=["VTS", "ezyVet", "Blood transfusion"],
    variants=[
        ("CRIs", "constant rate infusions"),
        ("IV catheters", "IV catheter placement"),
        ("fluid therapy", "fluids"),
        ("pain scoring", "pain scores"),
        ("oxygen therapy", "oxygen supplementation"),
    ],
    junk=["blood donor club", "EV chargers", "Pet care discount", "Scrub allowance"],
    aliases={"CRIs": ["constant rate infusions", "CRI"], "LVT": ["CVT", "RVT"]},
    edits={
        "claim": ("skills", 0, "blood transfusion administration"),
        "title": ("work[0].position", "Veterinarian, Emergency Medicine"),
        "reword": [
            ("set", f"{H}[3]", "ICU nursing: fluid therapy, CRIs, oxygen therapy and pain scoring")
        ],
        "reword2": [("set", "work[0].position", "ER Veterinary Technician")],
    },
)

part.posting(
    "shelter-vet",
    "en",
    posting_text(
        "en",
        2,
        "Shelter Veterinarian",
        "Second Chance Animal Alliance takes in 9,000 animals a year and runs two adoption "
        "centers, a thrift boutique and the region's largest kitten foster program.",
        [
            "Perform high-quality, high-volume spay/neuter surgery (25-30 per day)",
            "Lead population medicine rounds and intake exams",
            "Manage infectious disease outbreaks such as parvovirus and ringworm",
            "Document cases in Shelterluv and supervise shelter technicians",
        ],
        [
            "DVM or VMD from an AVMA-accredited school",
            "Active state veterinary license and DEA registration",
            "Surgical proficiency in pediatric spay/neuter",
            "Understanding of the Association of Shelter Veterinarians Guidelines",
        ],
        "Nice to have: forensic exams for cruelty cases, a shelter medicine residency or "
        "Maddie's Fund coursework.",
        ["Student loan repayment assistance", "Four-day work week", "Free adoption fees"],
        [
            "Salary: $125,000 - $145,000.",
            "Second Chance Animal Alliance is an equal opportunity employer.",
        ],
    ),
    resume(
        "Dr. Ravi Sandhu",
        "Veterinarian",
        "ravi.sandhu.dvm@example.com",
        ("Raleigh", "US"),
        "Shelter veterinarian; 8,000+ spay/neuter surgeries.",
        [
            (
                "Wake County Animal Center",
                "Staff Veterinarian",
                "2021-07",
                "",
                [
                    "HQHVSN: 25 spays and neuters a day, including pediatric patients",
                    "Daily population health rounds and intake physical exams",
                    "Contained parvo and ringworm outbreaks with isolation protocols",
                    "Records in Shelterluv; supervised four shelter vet techs",
                    "Follows ASV Guidelines for Standards of Care",
                ],
            )
        ],
        [("NC State College of Veterinary Medicine", "Veterinary Medicine", "DVM", "2021-05")],
        [("Medicine", ["shelter medicine", "spay/neuter surgery", "infectious disease control"])],
        certificates=[
            ("North Carolina veterinary license", "NCVMB", "2021-06"),
            ("DEA registration", "DEA", "2021-08"),
        ],
    ),
    present=[
        "spay/neuter surgery",
        "high-volume",
        "population medicine",
        "intake exams",
        "infectious disease",
        "parvovirus",
        "ringworm",
        "Shelterluv",
        "DVM",
        "veterinary license",
        "DEA registration",
        "pediatric spay/neuter",
        "Association of Shelter Veterinarians Guidelines",
    ],
    missing=["forensic exams", "shelter medicine residency", "Maddie's Fund"],
    variants=[
        ("high-volume", "HQHVSN"),
        ("population medicine", "population health rounds"),
        ("intake exams", "intake physical exams"),
        ("parvovirus", "parvo"),
        ("Association of Shelter Veterinarians Guidelines", "ASV Guidelines"),
        ("pediatric spay/neuter", "spays and neuters a day, including pediatric patients"),
    ],
    junk=["thrift boutique", "kitten foster program", "Student loan repayment", "adoption fees"],
    aliases={
        "Association of Shelter Veterinarians Guidelines": ["ASV Guidelines", "ASV"],
        "parvovirus": ["parvo"],
    },
    edits={
        "claim": ("highlight", "Performed forensic exams for animal cruelty investigations"),
        "title": ("work[0].position", "Chief Medical Officer"),
        "reword": [
            (
                "set",
                f"{H}[2]",
                "Contained parvovirus and ringworm outbreaks with isolation protocols",
            )
        ],
        "reword2": [("set", "basics.label", "Shelter Veterinarian (DVM)")],
    },
)

part.posting(
    "pet-vet-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "执业兽医师（宠物医院）",
        "我们是全国连锁宠物医疗集团，旗下拥有400余家宠物医院，并自建宠物食品品牌与宠物美容学院。",
        [
            "负责犬猫内科门诊接诊、诊断与治疗",
            "完成绝育、软组织外科手术",
            "解读血常规、生化及影像学（DR、B超）检查结果",
            "与宠主沟通病情与治疗方案，完成电子病历",
        ],
        [
            "动物医学专业本科及以上学历",
            "持有执业兽医师资格证书",
            "2年以上小动物临床经验",
            "熟悉犬猫常见病、传染病的诊疗",
        ],
        ["有牙科或超声诊断专长", "会使用小暖医生系统"],
        ["带薪培训", "宠物医疗折扣", "五险一金", "员工生日会"],
        ["月薪：10K-16K + 绩效", "我们承诺对所有应聘者一视同仁。"],
    ),
    resume(
        "杜晓峰",
        "宠物医生",
        "duxiaofeng.vet@example.com",
        ("北京", "CN"),
        "动物医学本科，执业兽医，四年犬猫临床经验，擅长内科和软组织外科。",
        [
            (
                "北京某动物医院",
                "主治兽医",
                "2021-07",
                "",
                [
                    "负责犬猫内科接诊，日均门诊15例",
                    "独立完成绝育及软组织手术500余台",
                    "判读血常规、生化、X光和B超结果",
                    "与主人沟通病情和治疗方案，书写电子病历",
                    "诊治犬细小、猫瘟等传染病",
                ],
            )
        ],
        [("中国农业大学", "动物医学", "本科", "2021-06")],
        [("临床", ["犬猫内科", "软组织外科", "影像判读"])],
        certificates=[("执业兽医师资格证书", "农业农村部", "2021-11")],
    ),
    present=[
        "内科",
        "绝育",
        "软组织外科",
        "血常规",
        "生化",
        "DR",
        "B超",
        "电子病历",
        "动物医学",
        "执业兽医师",
        "小动物临床",
        "传染病",
    ],
    missing=["牙科", "小暖医生"],
    variants=[
        ("DR", "X光"),
        ("小动物临床", "犬猫临床"),
    ],
    junk=["宠物食品品牌", "宠物美容学院", "宠物医疗折扣", "员工生日会"],
    aliases={"DR": ["X光", "影像"], "小动物临床": ["犬猫临床"]},
    edits={
        "claim": ("skills", 0, "犬猫牙科"),
        "title": ("work[0].position", "医疗总监"),
        "reword": [("set", f"{H}[2]", "判读血常规、生化及影像学（X光、B超）结果")],
        "reword2": [("set", "basics.label", "执业兽医师")],
    },
)

part.distractor(
    "groomer",
    resume(
        "Tasha Nguyen",
        "Pet Groomer",
        "tasha.nguyen.groom@example.com",
        ("Columbus", "US"),
        "Certified groomer, breed cuts and handling anxious dogs.",
        [
            (
                "Petco",
                "Pet Stylist",
                "2020-05",
                "",
                ["Breed-standard cuts", "Nail trims and de-shedding", "Low-stress handling"],
            )
        ],
        [("Columbus Grooming Academy", "Grooming", "Certificate", "2020-03")],
        [("Grooming", ["breed cuts", "hand stripping", "customer service"])],
    ),
)
part.distractor(
    "animal-nurse-zh",
    resume(
        "许婷",
        "宠物护士",
        "xuting.nurse@example.com",
        ("北京", "CN"),
        "宠物医院护士，负责住院护理与手术准备。",
        [
            (
                "北京某宠物医院",
                "宠物护士",
                "2021-03",
                "",
                ["住院动物护理与给药", "手术器械消毒和术前准备", "前台接待"],
            )
        ],
        [("北京农业职业学院", "宠物养护与驯导", "大专", "2021-01")],
        [("技能", ["住院护理", "留置针", "器械消毒"])],
    ),
)
