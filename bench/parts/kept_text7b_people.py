"""People of the text7b round's kept-out set (bench/import_kept_text7b.py): each is its own
truth (a JSON Resume document); the renderers in bench/parts/kept_text7b_render.py print it.
Professions no import set or test uses: beekeeper, film editor, arborist, court interpreter,
ferry engineer, quantity surveyor, bridge inspector, dietitian."""

from __future__ import annotations

BEEKEEPER = {
    "basics": {"name": "Ingrid Solberg", "label": "Apiary Manager",
               "email": "ingrid.solberg@example.no", "phone": "+47 412 55 093",
               "location": {"city": "Hamar"},
               "summary": "Apiary manager who keeps four hundred colonies healthy through "
                          "long Nordic winters and breeds gentle, productive queens."},
    "work": [
        {"name": "Nordhonning AS", "position": "Head Beekeeper", "location": "Hamar",
         "startDate": "2019-04",
         "highlights": ["Run a breeding programme for varroa-tolerant queens across "
                        "twelve yards", "Cut winter losses from twenty to eight percent "
                        "with oxalic acid treatment schedules"]},
        {"name": "Biroktergruppen", "position": "Seasonal Beekeeper", "location": "Lillehammer",
         "startDate": "2015-05", "endDate": "2019-03",
         "highlights": ["Extracted and graded heather honey for the cooperative shop"]},
    ],
    "education": [
        {"institution": "Norwegian University of Life Sciences", "studyType": "BSc",
         "area": "Animal Science", "startDate": "2012", "endDate": "2015"},
    ],
    "skills": [
        {"name": "Colony care", "keywords": ["Queen rearing", "Swarm control",
                                             "Varroa monitoring"]},
        {"name": "Production", "keywords": ["Honey extraction", "Wax rendering"]},
    ],
    "languages": [{"language": "Norwegian", "fluency": "Native"},
                  {"language": "English", "fluency": "Fluent"}],
    "certificates": [{"name": "Master Beekeeper", "issuer": "Norges Birøkterlag",
                      "date": "2020"}],
}  # fmt: skip

FILM_EDITOR = {
    "basics": {"name": "韩子墨", "label": "影视剪辑师", "email": "hanzimo@example.cn",
               "phone": "138 1024 6637", "location": {"city": "北京"},
               "summary": "八年电影与纪录片剪辑经验，擅长节奏把控与叙事结构调整。"},
    "work": [
        {"name": "北京光影传媒有限公司", "position": "剪辑指导", "location": "北京",
         "startDate": "2020-06",
         "highlights": ["负责三部院线纪录片的粗剪与精剪", "搭建团队的代理剪辑与调色流程"]},
        {"name": "上海星河影视制作公司", "position": "剪辑师", "location": "上海",
         "startDate": "2016-07", "endDate": "2020-05",
         "highlights": ["完成网络剧二十四集的剪辑与包装"]},
    ],
    "education": [
        {"institution": "北京电影学院", "studyType": "本科", "area": "影视技术",
         "startDate": "2012", "endDate": "2016"},
    ],
    "skills": [{"name": "剪辑软件", "keywords": ["Avid Media Composer", "DaVinci Resolve",
                                              "Premiere Pro"]}],
    "languages": [{"language": "英语", "fluency": "CET-6"}],
    "certificates": [{"name": "Avid认证剪辑师", "issuer": "Avid", "date": "2019"}],
}  # fmt: skip

ARBORIST = {
    "basics": {"name": "Tomasz Wierzbicki", "label": "Consulting Arborist",
               "email": "tomasz@wierzbicki-trees.example", "phone": "+44 7700 900318",
               "location": {"city": "Leeds"}},
    "work": [
        {"name": "Canopy Consultancy", "position": "Senior Arborist", "location": "Leeds",
         "startDate": "2018-02",
         "highlights": ["Survey veteran trees for planning applications under BS 5837",
                        "Write tree preservation reports for the city council"]},
        {"name": "Yorkshire Tree Surgeons", "position": "Climbing Arborist",
         "location": "Harrogate", "startDate": "2013-09", "endDate": "2018-01",
         "highlights": ["Carried out crown reductions and aerial rescues"]},
    ],
    "education": [
        {"institution": "Myerscough College", "studyType": "FdSc", "area": "Arboriculture",
         "startDate": "2011", "endDate": "2013"},
    ],
    "skills": [{"name": "Assessment", "keywords": ["Tree risk assessment",
                                                  "Decay detection", "Root surveys"]}],
    "certificates": [{"name": "Professional Tree Inspector", "issuer": "Lantra",
                      "date": "2017"}],
}  # fmt: skip

INTERPRETER = {
    "basics": {"name": "Priya Raghunathan", "label": "Court Interpreter",
               "email": "priya.r@example.com", "phone": "+1 415 555 0142",
               "location": {"city": "Oakland"},
               "summary": "Certified court interpreter for Tamil and Hindi with a decade of "
                          "consecutive and simultaneous work in criminal and family courts."},
    "work": [
        {"name": "Superior Court of California", "position": "Staff Court Interpreter",
         "location": "Oakland", "startDate": "2017-01",
         "highlights": ["Interpret simultaneously for defendants during arraignments, "
                        "preliminary hearings and jury trials lasting several weeks",
                        "Sight-translate plea forms, probation reports and restraining "
                        "orders for unrepresented litigants"]},
        {"name": "Bay Language Services", "position": "Freelance Interpreter",
         "location": "San Jose", "startDate": "2013-06", "endDate": "2016-12",
         "highlights": ["Interpreted depositions and medical appointments for insurance "
                        "carriers and immigration attorneys"]},
    ],
    "education": [
        {"institution": "Middlebury Institute of International Studies", "studyType": "MA",
         "area": "Translation and Interpretation", "startDate": "2011", "endDate": "2013"},
    ],
    "languages": [{"language": "Tamil", "fluency": "Native"},
                  {"language": "Hindi", "fluency": "Fluent"}],
    "certificates": [{"name": "Certified Court Interpreter",
                      "issuer": "Judicial Council of California", "date": "2016"}],
}  # fmt: skip

FERRY = {
    "basics": {"name": "Callum Brodie", "label": "Chief Engineer",
               "email": "callum.brodie@example.co.uk", "phone": "+44 1475 555 207",
               "location": {"city": "Gourock"}},
    "work": [
        {"name": "Caledonian Ferries", "position": "Chief Engineer", "location": "Gourock",
         "startDate": "2016-03",
         "highlights": ["Keep two diesel-electric ferries running on a winter timetable",
                        "Plan dry-dock refits with the superintendent"]},
        {"name": "Northlink Shipping", "position": "Second Engineer", "location": "Aberdeen",
         "startDate": "2010-08", "endDate": "2016-02",
         "highlights": ["Overhauled main engines and purifiers at sea"]},
    ],
    "education": [
        {"institution": "Glasgow College of Nautical Studies", "studyType": "HND",
         "area": "Marine Engineering", "startDate": "2007", "endDate": "2010"},
    ],
    "certificates": [{"name": "Chief Engineer Unlimited", "issuer": "MCA", "date": "2015"}],
}  # fmt: skip

SURVEYOR = {
    "basics": {"name": "Esther Adeyemi", "label": "Quantity Surveyor",
               "email": "esther.adeyemi@example.com", "phone": "+44 20 7946 0321",
               "location": {"city": "Croydon"}},
    "work": [
        {"name": "Barrow Construction", "position": "Senior Quantity Surveyor",
         "location": "London", "startDate": "2019-09",
         "highlights": ["Price variations on a forty-million-pound school programme",
                        "Agree final accounts with twelve subcontractors"]},
        {"name": "Kellan Partnership", "position": "Assistant Quantity Surveyor",
         "location": "Reading", "startDate": "2015-07", "endDate": "2019-08",
         "highlights": ["Prepared bills of quantities for housing schemes"]},
    ],
    "education": [
        {"institution": "University of Westminster", "studyType": "BSc",
         "area": "Quantity Surveying", "startDate": "2012", "endDate": "2015"},
    ],
    "skills": [{"name": "Commercial", "keywords": ["Cost planning", "NRM2 measurement",
                                                  "Valuations"]}],
    "certificates": [{"name": "Chartered Quantity Surveyor", "issuer": "RICS",
                      "date": "2018"}],
}  # fmt: skip

BRIDGE = {
    "basics": {"name": "孟思远", "label": "桥梁检测工程师", "email": "mengsiyuan@example.cn",
               "phone": "139 5710 2286", "location": {"city": "杭州"}},
    "work": [
        {"name": "浙江交通检测研究院", "position": "检测组长", "location": "杭州",
         "startDate": "2018-03",
         "highlights": ["主持钱塘江大桥定期检测", "编写桥梁技术状况评定报告"]},
        {"name": "宁波市政工程公司", "position": "助理工程师", "location": "宁波",
         "startDate": "2014-07", "endDate": "2018-02",
         "highlights": ["参与高架桥荷载试验"]},
    ],
    "education": [
        {"institution": "长安大学", "studyType": "本科", "area": "桥梁与隧道工程",
         "startDate": "2010", "endDate": "2014"},
    ],
    "skills": [{"name": "检测技术", "keywords": ["超声回弹", "荷载试验", "无人机巡检"]}],
    "certificates": [{"name": "注册结构工程师", "issuer": "住建部", "date": "2020"}],
}  # fmt: skip

DIETITIAN = {
    "basics": {"name": "汪晓岚", "label": "临床营养师", "email": "wangxiaolan@example.cn",
               "phone": "186 2103 5519", "location": {"city": "成都"}},
    "work": [
        {"name": "四川大学华西医院", "position": "主管营养师", "location": "成都",
         "startDate": "2019-08",
         "highlights": ["为重症病人制定肠内营养方案", "开设糖尿病饮食门诊"]},
        {"name": "成都市第三人民医院", "position": "营养师", "location": "成都",
         "startDate": "2015-07", "endDate": "2019-07",
         "highlights": ["负责住院病人营养筛查"]},
    ],
    "education": [
        {"institution": "四川大学", "studyType": "硕士", "area": "营养与食品卫生学",
         "startDate": "2012", "endDate": "2015"},
    ],
    "languages": [{"language": "英语", "fluency": "雅思6.5"}],
    "certificates": [{"name": "注册营养师", "issuer": "中国营养学会", "date": "2017"}],
}  # fmt: skip
