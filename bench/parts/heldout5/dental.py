"""Held-out set 5: dentistry (a dental hygienist, an expanded-function dental assistant, a
口腔全科医生), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout5.kit import Part, posting_text, resume

part = Part("dental")
H = "work[0].highlights"

part.posting(
    "dental-hygienist",
    "en",
    posting_text(
        "en",
        0,
        "Registered Dental Hygienist (RDH) - 4 Days/Week",
        "Willow Creek Family Dentistry is a six-dentist practice in Boise with a spa-like "
        "office, heated massage chairs and a kids' corner with video games.",
        [
            "Perform prophylaxis and scaling and root planing for adult and child patients",
            "Complete periodontal charting and oral cancer screenings",
            "Take and review digital radiographs (bitewings, FMX)",
            "Apply sealants and fluoride varnish; deliver local anesthesia",
            "Educate patients on home care and document in Dentrix",
        ],
        [
            "Graduate of a CODA-accredited dental hygiene program",
            "Current Idaho RDH license with local anesthesia endorsement",
            "CPR/BLS certification",
            "1+ year of clinical experience preferred but new grads welcome",
        ],
        "Experience with laser bacterial reduction, Invisalign scans (iTero) or nitrous "
        "oxide monitoring is a bonus.",
        ["Paid CE courses", "Free dental care for family", "Uniform allowance"],
        [
            "Pay: $48 - $56 per hour.",
            "Willow Creek Family Dentistry is an equal opportunity employer and complies with "
            "HIPAA in every hiring step.",
        ],
    ),
    resume(
        "Jenna Holloway",
        "Dental Hygienist",
        "jenna.holloway.rdh@example.com",
        ("Meridian", "US"),
        "RDH, three years in a general practice seeing 8-9 patients a day.",
        [
            (
                "Meridian Smiles",
                "Registered Dental Hygienist",
                "2022-06",
                "",
                [
                    "Adult and child prophys, SRP and periodontal maintenance",
                    "Full perio charting and oral cancer screenings at every recall",
                    "Digital x-rays: bitewings and full-mouth series",
                    "Sealants, fluoride varnish and local anesthetic injections",
                    "Home care instruction; charting in Dentrix",
                ],
            )
        ],
        [("Idaho State University", "Dental Hygiene", "BS", "2022-05")],
        [("Clinical", ["periodontal therapy", "local anesthesia", "patient education"])],
        certificates=[
            (
                "Idaho RDH License with Local Anesthesia Endorsement",
                "Idaho State Board of Dentistry",
                "2022-06",
            ),
            ("BLS for Healthcare Providers", "American Heart Association", "2024-02"),
        ],
    ),
    present=[
        "prophylaxis",
        "scaling and root planing",
        "periodontal charting",
        "oral cancer screenings",
        "digital radiographs",
        "bitewings",
        "FMX",
        "sealants",
        "fluoride varnish",
        "local anesthesia",
        "home care",
        "Dentrix",
        "dental hygiene",
        "RDH license",
        "BLS",
    ],
    missing=["laser bacterial reduction", "iTero", "nitrous oxide"],
    variants=[
        ("prophylaxis", "prophys"),
        ("scaling and root planing", "SRP"),
        ("periodontal charting", "perio charting"),
        ("digital radiographs", "Digital x-rays"),
        ("FMX", "full-mouth series"),
    ],
    junk=["massage chairs", "kids' corner", "video games", "Uniform allowance", "HIPAA"],
    aliases={
        "scaling and root planing": ["SRP"],
        "FMX": ["full-mouth series"],
        "digital radiographs": ["x-rays"],
        "BLS": ["Basic Life Support", "CPR"],
    },
    edits={
        "claim": ("extend", 2, "; iTero scans for Invisalign cases"),
        "title": ("work[0].position", "Dental Practice Owner"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Adult and child prophylaxis, scaling and root planing and periodontal maintenance",
            )
        ],
        "reword2": [("set", "work[0].position", "RDH")],
    },
)

part.posting(
    "efda",
    "en",
    posting_text(
        "en",
        2,
        "Expanded Function Dental Assistant (EFDA)",
        "Keystone Pediatric & Ortho Dental is a two-location specialty group in Pennsylvania. "
        "We were voted Best Kids' Dentist by Lancaster Magazine and host a free back-to-school "
        "smile day every August.",
        [
            "Place and finish restorations (amalgam and composite) after the dentist preps",
            "Chairside four-handed dentistry for pediatric and orthodontic patients",
            "Take impressions and intraoral scans; place and remove rubber dams",
            "Sterilize instruments and maintain infection control per CDC guidelines",
        ],
        [
            "Pennsylvania EFDA certification",
            "2+ years as a dental assistant",
            "Radiology certification (x-ray)",
            "Experience with Eaglesoft or Open Dental",
        ],
        ["Orthodontic bracket placement", "Spanish speaking", "Nitrous oxide monitoring permit"],
        ["Paid holidays", "Scrubs provided", "Referral bonus"],
        [
            "$24 - $30/hr depending on experience.",
            "Keystone Pediatric & Ortho Dental is an equal opportunity employer.",
        ],
    ),
    resume(
        "Brianna Yoder",
        "Dental Assistant",
        "brianna.yoder.efda@example.com",
        ("Lancaster", "US"),
        "Expanded function dental assistant, four years in pediatric dentistry.",
        [
            (
                "Lititz Pediatric Dentistry",
                "EFDA",
                "2021-05",
                "",
                [
                    "Placed and carved amalgam and composite fillings after preparation",
                    "Four-handed chairside assisting for children and special needs patients",
                    "Alginate impressions and intraoral scanning; rubber dam placement",
                    "Instrument sterilization and infection control following CDC guidance",
                    "Scheduling and charting in Eaglesoft",
                ],
            )
        ],
        [("Harrisburg Area Community College", "Dental Assisting", "Certificate", "2021-04")],
        [("Clinical", ["four-handed dentistry", "infection control", "radiography"])],
        certificates=[
            ("Pennsylvania EFDA Certification", "PA State Board of Dentistry", "2021-09"),
            ("Radiology certification", "PA State Board of Dentistry", "2021-05"),
        ],
    ),
    present=[
        "restorations",
        "amalgam",
        "composite",
        "four-handed dentistry",
        "pediatric",
        "impressions",
        "intraoral scans",
        "rubber dams",
        "Sterilize instruments",
        "infection control",
        "EFDA",
        "dental assistant",
        "Radiology certification",
        "Eaglesoft",
    ],
    missing=["bracket placement", "Spanish", "Nitrous oxide"],
    variants=[
        ("restorations", "fillings"),
        ("intraoral scans", "intraoral scanning"),
        ("rubber dams", "rubber dam"),
        ("Sterilize instruments", "Instrument sterilization"),
    ],
    junk=["Best Kids' Dentist", "Lancaster Magazine", "smile day", "Scrubs provided"],
    aliases={"restorations": ["fillings"], "Sterilize instruments": ["sterilization"]},
    edits={
        "claim": ("skills", 0, "orthodontic bracket placement"),
        "title": ("basics.label", "Associate Dentist"),
        "reword": [
            (
                "set",
                f"{H}[0]",
                "Placed and finished amalgam and composite restorations after preparation",
            )
        ],
        "reword2": [
            (
                "set",
                "skills",
                [
                    {"name": "Chairside", "keywords": ["four-handed dentistry", "radiography"]},
                    {"name": "Safety", "keywords": ["infection control"]},
                ],
            )
        ],
    },
)

part.posting(
    "general-dentist-zh",
    "zh",
    posting_text(
        "zh",
        1,
        "口腔全科医生",
        "我们是华东地区连锁口腔医疗机构，拥有60家诊所，引进德国进口牙椅，诊所环境温馨，"
        "设有儿童游乐区。",
        [
            "独立完成龋齿充填、根管治疗等全科诊疗",
            "开展牙周基础治疗及洁治",
            "完成简单及阻生齿拔除",
            "制定修复方案，完成烤瓷冠、全瓷冠等固定修复",
            "书写规范的门诊病历，做好医患沟通",
        ],
        [
            "口腔医学本科及以上学历",
            "持有口腔执业医师资格证，可变更注册",
            "3年以上口腔临床经验",
            "熟练掌握显微根管治疗者优先",
        ],
        ["有种植手术经验", "有隐形矫正认证（如隐适美）"],
        ["提成+底薪", "带薪年假", "免费进修培训"],
        ["薪资：20-40K", "诊所严格遵守医疗卫生相关法律法规。"],
    ),
    resume(
        "冯晨阳",
        "口腔医生",
        "fengchenyang.dds@example.com",
        ("杭州", "CN"),
        "口腔医学本科，执业医师，五年口腔全科临床经验，擅长根管治疗与固定修复。",
        [
            (
                "杭州某口腔门诊部",
                "口腔全科医师",
                "2020-08",
                "",
                [
                    "独立完成补牙、根管治疗等全科诊疗，年接诊3,000人次",
                    "牙周基础治疗与洁牙",
                    "完成普通牙及智齿拔除300余例",
                    "烤瓷冠、全瓷冠修复设计与粘接",
                    "规范书写门诊病历，医患沟通零投诉",
                    "使用显微镜完成显微根管治疗",
                ],
            )
        ],
        [("浙江大学", "口腔医学", "本科", "2019-06")],
        [("临床", ["根管治疗", "固定修复", "牙周治疗"])],
        certificates=[("口腔执业医师资格证", "国家卫生健康委员会", "2020-12")],
    ),
    present=[
        "龋齿充填",
        "根管治疗",
        "全科",
        "牙周基础治疗",
        "洁治",
        "阻生齿拔除",
        "烤瓷冠",
        "全瓷冠",
        "固定修复",
        "门诊病历",
        "医患沟通",
        "口腔医学",
        "口腔执业医师",
        "口腔临床",
        "显微根管治疗",
    ],
    missing=["种植", "隐形矫正", "隐适美"],
    variants=[
        ("龋齿充填", "补牙"),
        ("洁治", "洁牙"),
        ("阻生齿拔除", "智齿拔除"),
        ("口腔临床", "口腔全科临床"),
    ],
    junk=["德国进口牙椅", "儿童游乐区", "免费进修培训", "带薪年假"],
    aliases={"龋齿充填": ["补牙", "充填"], "洁治": ["洁牙", "龈上洁治"]},
    edits={
        "claim": ("highlight", "完成种植手术120例，种植体存留率98%"),
        "title": ("work[0].position", "院长"),
        "reword": [("set", f"{H}[1]", "牙周基础治疗及洁治")],
        "reword2": [("set", "basics.label", "口腔全科医生")],
    },
)

part.distractor(
    "dental-receptionist",
    resume(
        "Amber Fields",
        "Dental Front Office Coordinator",
        "amber.fields.office@example.com",
        ("Boise", "US"),
        "Front desk coordinator handling scheduling and insurance verification.",
        [
            (
                "Boise Family Dental",
                "Front Office Coordinator",
                "2020-02",
                "",
                [
                    "Insurance verification and claims",
                    "Scheduling in Dentrix",
                    "Treatment plan financing",
                ],
            )
        ],
        [("College of Western Idaho", "Business", "AAS", "2019-12")],
        [("Office", ["insurance verification", "Dentrix", "patient scheduling"])],
    ),
)
part.distractor(
    "dental-technician-zh",
    resume(
        "顾晓东",
        "义齿技师",
        "guxiaodong.lab@example.com",
        ("杭州", "CN"),
        "义齿加工厂技师，熟悉CAD/CAM全瓷冠制作。",
        [
            (
                "杭州某义齿有限公司",
                "全瓷技师",
                "2019-07",
                "",
                ["全瓷冠CAD设计与切削", "烤瓷堆塑", "模型灌注与修整"],
            )
        ],
        [("浙江医药高等专科学校", "口腔医学技术", "大专", "2019-06")],
        [("技能", ["CAD/CAM", "全瓷冠制作", "烤瓷"])],
    ),
)
