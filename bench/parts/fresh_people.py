"""People of `bench/import_fresh.py`: six professions none of the other import corpora use
(a marine biologist, an electrician, a speech-language pathologist; 兽医, 建筑设计师, 物流经理),
each as the JSON Resume document a correct import gives. Written for issue 27's second round,
after the rules it measures: person 2 of each language is held out of tuning."""

from __future__ import annotations

from typing import Any


def _work(name, position, location, start, end, highlights) -> dict[str, Any]:
    entry = {"name": name, "position": position, "location": location, "startDate": start}
    if end:
        entry["endDate"] = end
    entry["highlights"] = highlights
    return entry


def _school(institution, study_type, area, start, end) -> dict[str, Any]:
    return {
        "institution": institution,
        "studyType": study_type,
        "area": area,
        "startDate": start,
        "endDate": end,
    }


EN = [
    {
        "basics": {
            "name": "Isla Fenwick",
            "label": "Marine Biologist",
            "email": "isla.fenwick@example.org",
            "phone": "+44 7700 900318",
            "location": {"city": "Plymouth"},
            "summary": "Marine biologist studying kelp forest recovery, with eight years of "
            "field surveys, diving and long-term monitoring programmes.",
        },
        "work": [
            _work(
                "Tamar Marine Laboratory",
                "Research Scientist",
                "Plymouth",
                "2020-04",
                "",
                [
                    "Lead a twelve-site kelp monitoring programme along the Devon coast",
                    "Supervise four doctoral students and the dive safety rota",
                ],
            ),
            _work(
                "Orkney Seas Trust",
                "Field Ecologist",
                "Kirkwall",
                "2016-09",
                "2020-03",
                ["Ran seasonal seagrass surveys from a research vessel"],
            ),
        ],
        "education": [
            _school("University of Aberdeen", "PhD", "Marine Ecology", "2012", "2016"),
            _school("Bangor University", "BSc", "Marine Biology", "2009", "2012"),
        ],
        "skills": [
            {"name": "Field methods", "keywords": ["Scientific diving", "Quadrat surveys"]},
            {"name": "Analysis", "keywords": ["R", "QGIS"]},
        ],
        "languages": [
            {"language": "English", "fluency": "Native"},
            {"language": "Norwegian", "fluency": "Intermediate"},
        ],
        "awards": [
            {
                "title": "Early Career Prize",
                "awarder": "Marine Biological Association",
                "date": "2021",
            }
        ],
        "publications": [
            {
                "name": "Recovery of kelp canopies after storm loss",
                "publisher": "Journal of Coastal Ecology",
                "releaseDate": "2022",
            },
            {
                "name": "Grazer density and seagrass decline in northern isles",
                "publisher": "Marine Ecology Progress Series",
                "releaseDate": "2019",
            },
        ],
    },
    {
        "basics": {
            "name": "Dwayne Okafor",
            "label": "Licensed Electrician",
            "email": "dwayne.okafor@example.com",
            "phone": "+1 614 555 0142",
            "location": {"city": "Columbus"},
            "summary": "Licensed electrician with eleven years of commercial fit-outs, panel "
            "upgrades and service calls, and a clean safety record.",
        },
        "work": [
            _work(
                "Buckeye Power Contractors",
                "Lead Electrician",
                "Columbus",
                "2018-06",
                "",
                [
                    "Lead crews of five on commercial fit-outs up to 40,000 square feet",
                    "Plan conduit runs and panel schedules from the drawings",
                ],
            ),
            _work(
                "Scioto Electric",
                "Journeyman Electrician",
                "Dublin",
                "2013-03",
                "2018-05",
                ["Installed service upgrades and troubleshot faults in older homes"],
            ),
        ],
        "education": [
            _school(
                "Columbus State Community College",
                "Associate Degree",
                "Electrical Technology",
                "2010",
                "2012",
            ),
        ],
        "skills": [
            {"name": "Systems", "keywords": ["Three-phase power", "Fire alarm wiring"]},
            {"name": "Tools", "keywords": ["Thermal imaging", "Megohmmeter"]},
        ],
        "languages": [{"language": "English", "fluency": "Native"}],
        "awards": [
            {
                "title": "Safety Excellence Award",
                "awarder": "Ohio Electrical League",
                "date": "2022",
            }
        ],
    },
    {
        "basics": {
            "name": "Priya Varadarajan",
            "label": "Speech-Language Pathologist",
            "email": "priya.v@example.net",
            "phone": "+1 503 555 0190",
            "location": {"city": "Portland"},
            "summary": "Speech-language pathologist working with children who stutter and "
            "adults after stroke, in clinics and at home.",
        },
        "work": [
            _work(
                "Willamette Rehabilitation Center",
                "Senior Speech-Language Pathologist",
                "Portland",
                "2019-01",
                "",
                [
                    "Assess and treat a caseload of thirty adults after stroke",
                    "Train new clinicians in swallowing assessments",
                ],
            ),
            _work(
                "Cascade Children's Therapy",
                "Speech-Language Pathologist",
                "Salem",
                "2015-08",
                "2018-12",
                ["Ran fluency groups for school-age children"],
            ),
        ],
        "education": [
            _school(
                "Portland State University", "MS", "Speech and Hearing Sciences", "2013", "2015"
            ),
        ],
        "skills": [
            {"name": "Clinical", "keywords": ["Fluency therapy", "Dysphagia management"]},
        ],
        "languages": [
            {"language": "English", "fluency": "Native"},
            {"language": "Tamil", "fluency": "Fluent"},
        ],
        "awards": [
            {
                "title": "Clinical Excellence Award",
                "awarder": "Oregon Speech and Hearing Association",
                "date": "2023",
            }
        ],
    },
]

ZH = [
    {
        "basics": {
            "name": "欧阳晓岚",
            "label": "兽医",
            "email": "ouyang.xl@example.cn",
            "phone": "138 5555 2716",
            "location": {"city": "杭州"},
            "summary": "八年小动物临床经验，擅长软组织外科和急诊处置，带教实习兽医。",
        },
        "work": [
            _work(
                "杭州安宠动物医院",
                "主治兽医",
                "杭州",
                "2019-05",
                "",
                [
                    "负责外科门诊和周末急诊，年手术量三百余台",
                    "制定术后疼痛管理规范",
                ],
            ),
            _work(
                "绍兴仁爱宠物医院",
                "助理兽医",
                "绍兴",
                "2016-07",
                "2019-04",
                [
                    "协助完成体检、免疫和绝育手术",
                ],
            ),
        ],
        "education": [_school("南京农业大学", "学士", "动物医学", "2011", "2016")],
        "skills": [
            {"name": "临床", "keywords": ["软组织外科", "急诊处置", "超声检查"]},
        ],
        "languages": [{"language": "英语", "fluency": "六级"}],
        "awards": [{"title": "优秀青年兽医", "awarder": "浙江省畜牧兽医学会", "date": "2022"}],
    },
    {
        "basics": {
            "name": "贺文轩",
            "label": "建筑设计师",
            "email": "hewenxuan@example.com",
            "phone": "139 5555 8830",
            "location": {"city": "成都"},
            "summary": "十年公共建筑设计经验，主持过学校和社区中心项目，熟悉施工图全流程。",
        },
        "work": [
            _work(
                "成都蜀筑建筑设计有限公司",
                "主创建筑师",
                "成都",
                "2018-03",
                "",
                [
                    "主持三所中小学新校区方案和施工图设计",
                    "协调结构、机电和景观专业",
                ],
            ),
            _work(
                "重庆山城规划设计院",
                "建筑师",
                "重庆",
                "2014-07",
                "2018-02",
                [
                    "参与社区中心和养老院项目",
                ],
            ),
        ],
        "education": [_school("重庆大学", "硕士", "建筑学", "2011", "2014")],
        "skills": [
            {"name": "软件", "keywords": ["Revit", "Rhino", "AutoCAD"]},
            {"name": "专业", "keywords": ["方案设计", "施工图"]},
        ],
        "languages": [{"language": "英语", "fluency": "熟练"}],
        "awards": [
            {"title": "优秀工程设计一等奖", "awarder": "四川省勘察设计协会", "date": "2021"}
        ],
    },
    {
        "basics": {
            "name": "鲁思远",
            "label": "物流经理",
            "email": "lusiyuan@example.cn",
            "phone": "136 5555 4407",
            "location": {"city": "武汉"},
            "summary": "九年仓储与运输管理经验，搭建过区域配送网络，擅长成本控制。",
        },
        "work": [
            _work(
                "武汉通衢供应链管理有限公司",
                "物流经理",
                "武汉",
                "2020-02",
                "",
                [
                    "管理三个区域仓库和八十人团队",
                    "运输成本两年下降百分之十二",
                ],
            ),
            _work(
                "襄阳远达物流有限公司",
                "仓储主管",
                "襄阳",
                "2015-06",
                "2020-01",
                [
                    "推行条码入库，盘点差异率降至千分之二",
                ],
            ),
        ],
        "education": [_school("武汉理工大学", "学士", "物流管理", "2011", "2015")],
        "skills": [{"name": "系统", "keywords": ["WMS", "TMS", "SAP"]}],
        "languages": [{"language": "英语", "fluency": "四级"}],
        "awards": [
            {"title": "年度优秀管理者", "awarder": "武汉通衢供应链管理有限公司", "date": "2022"}
        ],
    },
]


def count(lang: str) -> int:
    return len(EN if lang == "en" else ZH)


def person(lang: str, index: int) -> dict[str, Any]:
    return (EN if lang == "en" else ZH)[index]


def held_out(index: int) -> bool:
    return index == 2
