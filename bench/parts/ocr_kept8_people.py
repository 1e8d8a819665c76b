"""People of the OCR kept-out set 8 (`bench/parts/ocr_kept8.py`): JSON Resume truths written
for it, four English and four Chinese, professions no import or OCR set uses, in import set 8's
shape (`bench/parts/import_blind8/people_en.py`) so its page model lays them out. None of them
was looked at while the sandwich, phone-warp and chat-preview stages were tuned on set 8."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, school

FARRIER = {
    "basics": {
        "name": "Callum Ogilvie",
        "label": "Farrier",
        "email": "callum.ogilvie.shoeing@example.com",
        "phone": "+44 7700 914 386",
        "location": {"city": "Perth", "countryCode": "GB"},
        "summary": "Registered farrier with nine years of shoeing sport horses, hunters and "
        "remedial cases alongside equine vets.",
    },
    "work": [
        job("Ogilvie Forge", "Owner Farrier", "Perth", "2019-03", "",
            "Shoe and trim about 60 horses a week across Perthshire yards",
            "Fit remedial bar shoes and glue-on shoes on referral from two vet practices"),
        job("Strathearn Equine Clinic", "Journeyman Farrier", "Crieff", "2015-09", "2019-02",
            "Forged therapeutic shoes for laminitis and navicular cases",
            "Kept radiograph notes for every remedial trim"),
    ],
    "education": [
        school("Myerscough College", "Diploma", "Farriery", "2011", "2015"),
    ],
    "skills": [
        {"name": "Forging", "keywords": ["Hand-made shoes", "Bar shoes", "Clips"]},
        {"name": "Hoof care", "keywords": ["Remedial trimming", "Glue-on shoes"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Scottish Gaelic", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "Registered Farrier", "issuer": "Farriers Registration Council",
         "date": "2015"},
    ],
    "awards": [
        {"title": "Heavy Horse Shoeing Cup", "awarder": "Royal Highland Show", "date": "2021"},
    ],
}  # fmt: skip

ORGAN_BUILDER = {
    "basics": {
        "name": "Margarethe Lindqvist",
        "label": "Pipe Organ Builder",
        "email": "m.lindqvist.orgel@example.org",
        "phone": "+46 70 418 2257",
        "location": {"city": "Uppsala", "countryCode": "SE"},
        "summary": "Organ builder restoring and voicing mechanical-action pipe organs in "
        "churches and concert halls for twelve years.",
    },
    "work": [
        job("Nordiska Orgelverkstaden", "Head Voicer", "Uppsala", "2018-08", "",
            "Voiced flue and reed pipes for eleven restored church organs",
            "Led the rebuild of a 1764 baroque organ with 28 stops"),
        job("Akerman Orgelbyggeri", "Apprentice Organ Builder", "Gothenburg", "2013-01",
            "2018-07",
            "Made wind chests, trackers and bellows in oak and pine",
            "Tuned organs in unequal temperaments on service rounds"),
    ],
    "education": [
        school("Gothenburg Organ Art Center", "Certificate", "Organ Building", "2010", "2012"),
    ],
    "skills": [
        {"name": "Voicing", "keywords": ["Flue pipes", "Reed pipes", "Temperaments"]},
        {"name": "Joinery", "keywords": ["Wind chests", "Tracker action", "Bellows"]},
    ],
    "languages": [
        {"language": "Swedish", "fluency": "Native"},
        {"language": "German", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Master Craftsman in Organ Building", "issuer": "Swedish Crafts Council",
         "date": "2020"},
    ],
    "projects": [
        {"name": "Cathedral Organ Restoration", "startDate": "2021-04", "endDate": "2023-06",
         "highlights": ["Restored 1,900 pipes and the original mechanical key action"]},
    ],
}  # fmt: skip

BALLOON_PILOT = {
    "basics": {
        "name": "Desmond Achterberg",
        "label": "Commercial Balloon Pilot",
        "email": "desmond.achterberg@example.net",
        "phone": "+31 6 4823 7710",
        "location": {"city": "Utrecht", "countryCode": "NL"},
        "summary": "Commercial hot-air balloon pilot with 1,400 flight hours carrying "
        "passengers over the Dutch and Belgian countryside.",
    },
    "work": [
        job("Skyline Ballonvaarten", "Chief Pilot", "Utrecht", "2017-05", "",
            "Fly passenger balloons of up to sixteen people from six launch fields",
            "Plan each flight from upper-wind soundings and airspace notices",
            "Train new pilots and chase crews in landing procedures"),
        job("Benelux Balloon Services", "Pilot", "Ghent", "2012-04", "2017-04",
            "Flew advertising balloons at fairs and shows",
            "Kept envelopes and burners within maintenance schedules"),
    ],
    "education": [
        school("Delft University of Technology", "Bachelor", "Aerospace Engineering", "2008",
               "2012"),
    ],
    "skills": [
        {"name": "Flying", "keywords": ["Passenger flights", "Tethered flights"]},
        {"name": "Ground work", "keywords": ["Burner maintenance", "Envelope inspection"]},
    ],
    "languages": [
        {"language": "Dutch", "fluency": "Native"},
        {"language": "French", "fluency": "Working knowledge"},
    ],
    "certificates": [
        {"name": "Balloon Pilot Licence", "issuer": "European Union Aviation Safety Agency",
         "date": "2012"},
    ],
    "publications": [
        {"name": "Reading Valley Winds at Dawn", "publisher": "Ballooning Quarterly",
         "releaseDate": "2022"},
    ],
}  # fmt: skip

AVALANCHE = {
    "basics": {
        "name": "Ingrid Haugland",
        "label": "Avalanche Forecaster",
        "email": "ingrid.haugland@example.no",
        "phone": "+47 412 58 903",
        "location": {"city": "Tromsø", "countryCode": "NO"},
        "summary": "Avalanche forecaster reading snowpack and weather for public warnings "
        "and road authorities in northern Norway.",
    },
    "work": [
        job("Norwegian Avalanche Warning Service", "Regional Forecaster", "Tromsø", "2018-11",
            "",
            "Issue daily danger ratings for four forecasting regions",
            "Dig and log snow profiles on weekly field days"),
        job("Lyngen Mountain Guides", "Ski Guide", "Lyngseidet", "2014-12", "2018-10",
            "Led ski-touring groups on glaciated terrain",
            "Wrote the guides' field observations into the national database"),
    ],
    "education": [
        school("University of Tromsø", "Master", "Physical Geography", "2012", "2014"),
    ],
    "skills": [
        {"name": "Snow science", "keywords": ["Snow profiles", "Stability tests"]},
        {"name": "Tools", "keywords": ["Weather models", "GIS mapping", "Radio"]},
    ],
    "languages": [
        {"language": "Norwegian", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Avalanche Professional Level 2", "issuer": "Norwegian Mountain Guides",
         "date": "2017"},
    ],
    "awards": [
        {"title": "Forecasting Excellence Award", "awarder": "Norwegian Water Resources "
         "Directorate", "date": "2023"},
    ],
}  # fmt: skip

BONSAI = {
    "basics": {
        "name": "顾松岩",
        "label": "盆景艺术师",
        "email": "gu.songyan@example.cn",
        "phone": "139 1587 6624",
        "location": {"city": "扬州", "region": "江苏"},
        "summary": "从事扬派盆景创作与养护十年，擅长松柏类造型与古桩复壮。",
    },
    "work": [
        job("扬州盆景园", "主任技师", "扬州", "2019-04", "",
            "负责园内八百余盆精品盆景的造型与养护",
            "主持松柏类古桩复壮项目并培训学徒9名"),
        job("如皋花木盆景有限公司", "盆景技师", "南通", "2014-07", "2019-03",
            "完成出口盆景的蟠扎整形与检疫准备",
            "参与杂木类盆景品种选育"),
    ],
    "education": [
        school("江苏农林职业技术学院", "大专", "园林技术", "2011", "2014"),
    ],
    "skills": [
        {"name": "造型", "keywords": ["蟠扎", "修剪", "云片造型"]},
        {"name": "养护", "keywords": ["古桩复壮", "病虫害防治"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "日语", "fluency": "日常交流"},
    ],
    "certificates": [
        {"name": "盆景技师职业资格（二级）", "issuer": "江苏省人力资源和社会保障厅",
         "date": "2020"},
    ],
    "awards": [
        {"title": "中国盆景展览金奖", "awarder": "中国风景园林学会", "date": "2022"},
    ],
}  # fmt: skip

LACQUER = {
    "basics": {
        "name": "漆晓棠",
        "label": "漆器髹饰工艺师",
        "email": "qi.xiaotang@example.cn",
        "phone": "158 2730 4419",
        "location": {"city": "福州", "region": "福建"},
        "summary": "八年脱胎漆器髹饰经验，熟悉薄料彩绘与漆器修复。",
    },
    "work": [
        job("福州脱胎漆器厂", "髹饰工艺师", "福州", "2020-02", "",
            "完成大漆屏风与脱胎花瓶的髹饰与彩绘",
            "修复馆藏清代漆器三十余件"),
        job("厦门漆线雕艺术馆", "工艺员", "厦门", "2016-08", "2020-01",
            "负责漆线雕作品的贴金与罩漆",
            "整理传统纹样资料库"),
    ],
    "education": [
        school("福建工程学院", "本科", "工艺美术", "2012", "2016"),
    ],
    "skills": [
        {"name": "髹饰", "keywords": ["薄料彩绘", "贴金", "罩漆"]},
        {"name": "修复", "keywords": ["漆器修复", "胎体加固"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "闽南语", "fluency": "母语"},
    ],
    "certificates": [
        {"name": "工艺美术师", "issuer": "福建省工艺美术学会", "date": "2021"},
    ],
    "projects": [
        {"name": "清代漆器修复项目", "startDate": "2021-03", "endDate": "2022-11",
         "highlights": ["完成馆藏漆器胎体加固与补漆"]},
    ],
}  # fmt: skip

CABLEWAY = {
    "basics": {
        "name": "岳峰",
        "label": "索道运维工程师",
        "email": "yue.feng.ropeway@example.cn",
        "phone": "177 0923 5186",
        "location": {"city": "泰安", "region": "山东"},
        "summary": "十一年客运索道运行维护经验，负责钢丝绳检测与安全管理。",
    },
    "work": [
        job("泰山索道运营中心", "运维主管", "泰安", "2018-05", "",
            "负责三条客运索道的日常巡检与年度大修",
            "建立钢丝绳探伤档案，故障停运时间下降40%"),
        job("黄山旅游索道公司", "机电维修工", "黄山", "2013-07", "2018-04",
            "完成驱动站减速机与制动器检修",
            "参与吊厢更换工程"),
    ],
    "education": [
        school("山东交通学院", "本科", "机械设计制造及其自动化", "2009", "2013"),
    ],
    "skills": [
        {"name": "检测", "keywords": ["钢丝绳探伤", "制动器检测"]},
        {"name": "维修", "keywords": ["减速机检修", "电气控制", "液压系统"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "普通话", "fluency": "母语"},
    ],
    "certificates": [
        {"name": "客运索道作业人员证", "issuer": "山东省市场监督管理局", "date": "2014"},
    ],
    "publications": [
        {"name": "客运索道钢丝绳断丝检测方法探讨", "publisher": "起重运输机械",
         "releaseDate": "2021"},
    ],
}  # fmt: skip

WEATHER = {
    "basics": {
        "name": "苏云帆",
        "label": "气象观测员",
        "email": "su.yunfan@example.cn",
        "phone": "135 6408 1932",
        "location": {"city": "拉萨", "region": "西藏"},
        "summary": "九年高原地面气象观测与探空业务经验，熟悉自动站维护与数据质控。",
    },
    "work": [
        job("西藏自治区气象局", "观测组长", "拉萨", "2019-06", "",
            "负责每日八次地面观测与两次探空施放",
            "维护自动气象站十二套并完成数据质控"),
        job("那曲市气象局", "观测员", "那曲", "2015-07", "2019-05",
            "完成高寒地区降雪与冻土观测",
            "参与雷电监测网建设"),
    ],
    "education": [
        school("成都信息工程大学", "本科", "大气科学", "2011", "2015"),
    ],
    "skills": [
        {"name": "观测", "keywords": ["地面观测", "探空", "冻土观测"]},
        {"name": "设备", "keywords": ["自动站维护", "数据质控"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "藏语", "fluency": "日常交流"},
    ],
    "certificates": [
        {"name": "气象观测员职业技能等级证书", "issuer": "中国气象局", "date": "2018"},
    ],
    "awards": [
        {"title": "全国气象行业观测技能竞赛三等奖", "awarder": "中国气象局", "date": "2021"},
    ],
}  # fmt: skip

PEOPLE = {
    "farrier": FARRIER,
    "organ": ORGAN_BUILDER,
    "balloon": BALLOON_PILOT,
    "avalanche": AVALANCHE,
    "bonsai": BONSAI,
    "lacquer": LACQUER,
    "cableway": CABLEWAY,
    "weather": WEATHER,
}
