"""Held-out set 6: libraries and archives (a teen services librarian, a digital archivist, a
高校学科馆员), with two neighbouring-role distractor resumes."""

from __future__ import annotations

from bench.parts.heldout6.kit import Part, posting_text, resume

part = Part("library")

part.posting(
    "teen-librarian",
    "en",
    posting_text(
        "en",
        1,
        "Teen Services Librarian - Riverbend Public Library (Full-Time)",
        "Riverbend Public Library serves 140,000 residents from a main library and four "
        "branches. Our new Makerspace has 3D printers, a podcast booth and a laser cutter, and "
        "our Friends of the Library bookstore funds the summer concert series.",
        [
            "Plan and deliver programs for ages 12-18, including the summer reading program",
            "Build and weed the young adult collection; manage collection development for teens",
            "Provide reference services and readers' advisory at the second-floor desk",
            "Run outreach visits to middle and high schools and coordinate the Teen Advisory Board",
            "Teach information literacy sessions and homework help",
        ],
        "A master's degree from an ALA-accredited program (MLIS or equivalent) is required, "
        "with at least two years of public library experience working with teens. You are "
        "comfortable with an integrated library system (we use Polaris) and with OverDrive "
        "and Libby for e-books. No experience with cataloging is needed; our technical "
        "services team handles it.",
        [
            "Spanish speaking",
            "Experience with grant writing",
            "Familiarity with graphic novels and manga",
        ],
        ["PSLF-eligible public employer", "Pension (IMRF)", "Free parking"],
        [
            "Salary: $58,400 - $66,900 annually.",
            "Riverbend Public Library is an equal opportunity employer. Candidates must pass a "
            "background check; we participate in E-Verify.",
        ],
    ),
    resume(
        "Marisol Okafor",
        "Teen Librarian",
        "marisol.okafor.lib@example.com",
        ("Elgin", "US"),
        "Youth services librarian, three years in a busy suburban public library.",
        [
            (
                "Gail Borden Public Library",
                "YA Librarian",
                "2022-08",
                "",
                [
                    "Designed teen programming (anime club, escape rooms) and ran summer reading",
                    "Selection and deselection for the YA collection ($28k budget)",
                    "Reference and reader's advisory for teens and parents",
                    "School outreach to 11 middle schools and high schools; led the teen "
                    "advisory council",
                    "Information literacy workshops and homework help for 7th-12th graders",
                ],
            ),
            (
                "Elgin Community College Library",
                "Library Assistant",
                "2019-09",
                "2022-07",
                ["Circulation and holds in the ILS (Polaris)", "Supported OverDrive / Libby help"],
            ),
        ],
        [
            (
                "University of Illinois Urbana-Champaign",
                "Library and Information Science",
                "MLIS",
                "2022-05",
            )
        ],
        [("Library", ["collection development", "public library", "graphic novels"])],
        languages=[("English", "Native")],
    ),
    present=[
        "programs",
        "summer reading",
        "young adult",
        "collection development",
        "reference",
        "readers' advisory",
        "outreach",
        "Teen Advisory Board",
        "information literacy",
        "homework help",
        "MLIS",
        "public library",
        "integrated library system",
        "Polaris",
        "OverDrive",
        "Libby",
        "graphic novels",
    ],
    missing=["Spanish", "grant writing", "manga"],
    variants=[
        ("programs", "programming"),
        ("young adult", "YA"),
        ("readers' advisory", "reader's advisory"),
        ("Teen Advisory Board", "teen advisory council"),
        ("integrated library system", "ILS"),
    ],
    junk=[
        "Makerspace",
        "3D printers",
        "podcast booth",
        "laser cutter",
        "concert series",
        "cataloging",
    ],
    aliases={
        "young adult": ["YA"],
        "integrated library system": ["ILS"],
        "MLIS": ["master of library and information science"],
    },
)

part.posting(
    "digital-archivist",
    "en",
    posting_text(
        "en",
        3,
        "Digital Archivist (Term, 2 Years) - Corporate Records & Heritage",
        "Halvorsen Maritime has built ships since 1887. Our heritage center holds ship plans, "
        "photographs and film; visitors also enjoy the harbor cafe and the model ship gallery.",
        [
            "Process and describe born-digital and digitized collections",
            "Write finding aids in EAD and describe materials following DACS",
            "Manage ArchivesSpace and the digital preservation system (Archivematica)",
            "Apply the records retention schedule with Legal and IT",
            "Oversee digitization of photographs and oversized drawings to FADGI standards",
        ],
        [
            "Master's degree in archival studies or library science",
            "2+ years of archival processing",
            "Knowledge of metadata standards (Dublin Core, PREMIS)",
            "Understanding of OAIS",
        ],
        [
            "Digital Archives Specialist (DAS) certificate",
            "Python scripting for file format identification",
            "Experience with oral histories",
        ],
        ["Hybrid schedule", "Museum membership", "Tuition reimbursement"],
        [
            "Pay range: $62,000 - $71,000.",
            "Halvorsen Maritime is an equal opportunity employer; this role handles records "
            "under ITAR and export-control rules after onboarding.",
        ],
    ),
    resume(
        "Trevor Lindqvist",
        "Archivist",
        "trevor.lindqvist.archives@example.com",
        ("Tacoma", "US"),
        "Archivist with four years of digital collections work at a university and a museum.",
        [
            (
                "Puget Sound Maritime Museum",
                "Digital Collections Archivist",
                "2022-03",
                "",
                [
                    "Arranged and described born-digital records and digitised photographs",
                    "Wrote EAD finding aids to DACS; managed ArchivesSpace",
                    "Ran ingest and preservation in Archivematica following the OAIS reference "
                    "model",
                    "Drafted the records retention schedule with the registrar",
                    "Led scanning of glass plate negatives and large-format plans to FADGI 3-star",
                ],
            ),
            (
                "University of Washington Special Collections",
                "Processing Archivist",
                "2020-06",
                "2022-02",
                ["Archival processing of 300 linear feet", "Dublin Core and PREMIS metadata"],
            ),
        ],
        [
            (
                "University of Washington",
                "Library and Information Science, archives track",
                "MLIS",
                "2020-06",
            )
        ],
        [("Archives", ["metadata standards", "digital preservation", "oral histories"])],
    ),
    present=[
        "born-digital",
        "finding aids",
        "EAD",
        "DACS",
        "ArchivesSpace",
        "digital preservation",
        "Archivematica",
        "records retention schedule",
        "digitization",
        "FADGI",
        "library science",
        "archival processing",
        "metadata standards",
        "Dublin Core",
        "PREMIS",
        "OAIS",
        "oral histories",
    ],
    missing=["Digital Archives Specialist", "Python", "file format identification"],
    variants=[
        ("digitization", "scanning"),
        ("library science", "Library and Information Science"),
    ],
    junk=["harbor cafe", "model ship gallery", "Museum membership", "ITAR"],
    aliases={"digitization": ["digitisation", "scanning"]},
)

part.posting(
    "subject-librarian-zh",
    "zh",
    posting_text(
        "zh",
        0,
        "学科馆员（理工方向）",
        "本馆为“双一流”建设高校图书馆，馆藏纸本文献400余万册，设有24小时自习室、咖啡书吧和校史"
        "展览馆。",
        [
            "负责对口院系的学科服务，开展信息素养教育与文献检索课教学",
            "开展查收查引、科技查新服务，出具检索报告",
            "利用Web of Science、Scopus、CNKI等数据库开展学科分析，撰写学科竞争力报告",
            "参与数字资源采购评估与读者需求调研",
        ],
        [
            "图书情报专业硕士及以上学历，具有理工科本科背景者优先",
            "熟悉文献计量学方法，能使用VOSviewer或CiteSpace进行可视化分析",
            "熟练掌握EndNote等文献管理软件",
            "具备良好的英语读写能力",
        ],
        ["有查新员资格证", "有科研数据管理经验", "熟悉ESI数据库"],
        ["事业编制", "寒暑假", "校内幼儿园及子女入学便利"],
        ["薪资：8-12K，按学校薪酬标准执行", "学校依法保护应聘者个人信息。"],
    ),
    resume(
        "沈嘉禾",
        "图书馆员",
        "shenjiahe.lib@example.com",
        ("南京", "CN"),
        "图情硕士，四年高校图书馆学科服务经验，本科为化学工程专业。",
        [
            (
                "南京某理工大学图书馆",
                "学科馆员",
                "2021-07",
                "",
                [
                    "对接化工、材料两个学院，开设信息素养讲座与文献检索课，年授课60学时",
                    "提供收录引用检索服务，年出具检索证明800余份",
                    "基于WoS、Scopus和知网做学科分析，完成3份学科发展报告",
                    "参与数据库试用评估与读者需求调研",
                    "使用CiteSpace开展文献计量分析与知识图谱可视化",
                    "EndNote、NoteExpress培训",
                ],
            )
        ],
        [
            ("南京大学", "图书情报", "硕士", "2021-06"),
            ("南京工业大学", "化学工程", "本科", "2018-06"),
        ],
        [("技能", ["学科服务", "信息素养教育", "英语（CET-6）"])],
    ),
    present=[
        "学科服务",
        "信息素养",
        "文献检索",
        "查收查引",
        "Web of Science",
        "Scopus",
        "CNKI",
        "学科分析",
        "读者需求调研",
        "图书情报",
        "文献计量",
        "CiteSpace",
        "EndNote",
        "英语",
    ],
    missing=["科技查新", "查新员", "科研数据管理", "ESI"],
    variants=[
        ("查收查引", "收录引用检索"),
        ("Web of Science", "WoS"),
        ("CNKI", "知网"),
    ],
    junk=["24小时自习室", "咖啡书吧", "校史展览馆", "事业编制", "幼儿园"],
    aliases={"Web of Science": ["WoS"], "CNKI": ["知网", "中国知网"], "查收查引": ["收录引用"]},
)

part.distractor(
    "school-media-specialist",
    resume(
        "Dana Whitcomb",
        "School Library Media Specialist",
        "dana.whitcomb.media@example.com",
        ("Aurora", "US"),
        "K-8 library media specialist teaching research skills and running the book fair.",
        [
            (
                "Aurora Public Schools",
                "Library Media Specialist",
                "2018-08",
                "",
                [
                    "Taught research skills to K-8",
                    "Ran Scholastic book fairs",
                    "Managed Destiny ILS",
                ],
            )
        ],
        [("University of Denver", "Education", "MEd", "2018-06")],
        [("School library", ["research skills", "Destiny", "classroom teaching"])],
    ),
)
part.distractor(
    "cataloger-zh",
    resume(
        "韩书琪",
        "编目员",
        "hanshuqi.catalog@example.com",
        ("南京", "CN"),
        "公共图书馆中文图书编目员，熟悉CNMARC与中图法分类。",
        [
            (
                "南京某区图书馆",
                "编目员",
                "2019-07",
                "",
                ["中文图书CNMARC编目年均1.2万种", "中图法分类与主题标引", "馆藏典藏与剔旧"],
            )
        ],
        [("南京艺术学院", "文化产业管理", "本科", "2019-06")],
        [("技能", ["CNMARC", "中图法", "主题标引"])],
    ),
)
part.distractor(
    "near-childrens-librarian",
    resume(
        "Rosalind Achterberg",
        "Children's Librarian",
        "rosalind.achterberg.kids@example.com",
        ("Naperville", "US"),
        "Children's librarian planning storytimes and early literacy programs for ages 0-11.",
        [
            (
                "Naperville Public Library",
                "Children's Librarian",
                "2020-09",
                "",
                [
                    "Weekly storytimes and early literacy programs; ran the summer reading "
                    "challenge for 4,000 kids",
                    "Reference and readers' advisory for children and parents",
                    "Outreach to preschools and elementary schools",
                    "Picture book and early reader selection",
                ],
            )
        ],
        [("Dominican University", "Library and Information Science", "MLIS", "2020-05")],
        [("Library", ["public library", "early literacy", "Polaris"])],
    ),
)
