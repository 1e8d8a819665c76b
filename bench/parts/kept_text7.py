"""Sources of the text7 round's kept-out set (bench/import_kept_text7.py): Markdown CVs of
people and layouts of their own for pandoc's ODT writer printed by LibreOffice Writer, and
DOCX files of Word content controls written here as raw WordprocessingML (block controls
around paragraphs, run controls, date pickers, a repeating section, controls inside table
cells). Each with its JSON Resume truth, written by hand from the page."""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

MARKDOWN = {
    # Sections at '#', entries at '##' (no title heading), contacts on one line.
    "md-vetnurse": (
        """**Orla Brennan**

Registered Veterinary Nurse

orla.brennan@example.ie · +353 87 214 5530 · Cork, Ireland

# Profile

Veterinary nurse with eight years in small-animal surgery and intensive care.

# Employment

## Theatre Nurse

*Riverside Veterinary Hospital*, Cork — 2019-05 – Present

- Prepare theatres and monitor anaesthesia for about 25 procedures a week
- Train student nurses in aseptic technique

## Veterinary Nurse

*Harbour Vets*, Kinsale — 2016-09 – 2019-04

- Ran nurse clinics for weight and dental checks

# Education

## Diploma, Veterinary Nursing

*University College Dublin* — 2013 – 2016

# Skills

| Group | Skills |
|---|---|
| Clinical | Anaesthesia monitoring, Radiography, Fluid therapy |
| Client care | Nurse clinics, Dental advice |

# Languages

English
:   Native

Irish
:   Fluent
""",
        {
            "basics": {"name": "Orla Brennan", "label": "Registered Veterinary Nurse",
                       "email": "orla.brennan@example.ie", "phone": "+353 87 214 5530",
                       "location": {"city": "Cork"},
                       "summary": "Veterinary nurse with eight years in small-animal surgery "
                                  "and intensive care."},
            "work": [
                {"name": "Riverside Veterinary Hospital", "position": "Theatre Nurse",
                 "location": "Cork", "startDate": "2019-05",
                 "highlights": ["Prepare theatres and monitor anaesthesia for about 25 "
                                "procedures a week",
                                "Train student nurses in aseptic technique"]},
                {"name": "Harbour Vets", "position": "Veterinary Nurse", "location": "Kinsale",
                 "startDate": "2016-09", "endDate": "2019-04",
                 "highlights": ["Ran nurse clinics for weight and dental checks"]}],
            "education": [{"institution": "University College Dublin", "studyType": "Diploma",
                           "area": "Veterinary Nursing", "startDate": "2013",
                           "endDate": "2016"}],
            "skills": [{"name": "Clinical", "keywords": ["Anaesthesia monitoring",
                                                         "Radiography", "Fluid therapy"]},
                       {"name": "Client care", "keywords": ["Nurse clinics",
                                                            "Dental advice"]}],
            "languages": [{"language": "English", "fluency": "Native"},
                          {"language": "Irish", "fluency": "Fluent"}],
        },
    ),
    # A title heading, a contacts table with labels, '###' entries, certificates table.
    "md-lighting": (
        """# Tomasz Wierzbicki

**Stage Lighting Designer**

| E-mail | Mobile | Location |
|---|---|---|
| tomasz.wierzbicki.light@example.pl | +48 601 338 912 | Kraków, Poland |

## Summary

Lighting designer for opera and touring theatre, programming grandMA consoles since 2012.

## Experience

### Head of Lighting

*Kraków Opera*, Kraków — 2017-01 – Present

- Design lighting for six new opera productions a season
- Lead a crew of eleven electricians

### Lighting Programmer

*Teatr Nowy*, Warsaw — 2012-03 – 2016-12

- Programmed cue stacks for touring productions

## Education

### Master of Arts, Scenography

*Academy of Fine Arts in Kraków* — 2007 – 2012

## Certifications

| Certificate | Issuer | Year |
|---|---|---|
| grandMA3 Certified Operator | MA Lighting | 2021 |
| Electrical Safety for Stage | SEP Kraków | 2015 |
""",
        {
            "basics": {"name": "Tomasz Wierzbicki", "label": "Stage Lighting Designer",
                       "email": "tomasz.wierzbicki.light@example.pl",
                       "phone": "+48 601 338 912", "location": {"city": "Kraków"},
                       "summary": "Lighting designer for opera and touring theatre, "
                                  "programming grandMA consoles since 2012."},
            "work": [
                {"name": "Kraków Opera", "position": "Head of Lighting", "location": "Kraków",
                 "startDate": "2017-01",
                 "highlights": ["Design lighting for six new opera productions a season",
                                "Lead a crew of eleven electricians"]},
                {"name": "Teatr Nowy", "position": "Lighting Programmer", "location": "Warsaw",
                 "startDate": "2012-03", "endDate": "2016-12",
                 "highlights": ["Programmed cue stacks for touring productions"]}],
            "education": [{"institution": "Academy of Fine Arts in Kraków",
                           "studyType": "Master of Arts", "area": "Scenography",
                           "startDate": "2007", "endDate": "2012"}],
            "certificates": [
                {"name": "grandMA3 Certified Operator", "issuer": "MA Lighting",
                 "date": "2021"},
                {"name": "Electrical Safety for Stage", "issuer": "SEP Kraków",
                 "date": "2015"}],
        },
    ),
    # Bold entry lines instead of entry headings, a block quote summary, bullet skills.
    "md-sommelier": (
        """# Amélie Fournier

Head Sommelier · amelie.fournier@example.fr · +33 6 12 48 90 33 · Lyon, France

## About

> Sommelier with eleven years on the floor of starred restaurants in Lyon and London.

## Work Experience

**Head Sommelier**, *La Mère Brazier*, Lyon — 2018-04 – Present

- Keep a cellar of 1,400 references and its purchasing budget
- Pair wines for the tasting menu each season

**Assistant Sommelier**, *The Ledbury*, London — 2013-09 – 2018-03

- Served the wine list for 60 covers a night

## Education

**Brevet Professionnel Sommelier**, *CFA Médéric*, Paris — 2011 – 2013

## Skills

- Wine: Burgundy, Rhône, Natural wines
- Service: Cellar management, Menu pairing

## Awards

**Best Young Sommelier of France**, *Union de la Sommellerie Française* — 2015
""",
        {
            "basics": {"name": "Amélie Fournier", "label": "Head Sommelier",
                       "email": "amelie.fournier@example.fr", "phone": "+33 6 12 48 90 33",
                       "location": {"city": "Lyon"},
                       "summary": "Sommelier with eleven years on the floor of starred "
                                  "restaurants in Lyon and London."},
            "work": [
                {"name": "La Mère Brazier", "position": "Head Sommelier", "location": "Lyon",
                 "startDate": "2018-04",
                 "highlights": ["Keep a cellar of 1,400 references and its purchasing budget",
                                "Pair wines for the tasting menu each season"]},
                {"name": "The Ledbury", "position": "Assistant Sommelier",
                 "location": "London", "startDate": "2013-09", "endDate": "2018-03",
                 "highlights": ["Served the wine list for 60 covers a night"]}],
            "education": [{"institution": "CFA Médéric",
                           "studyType": "Brevet Professionnel Sommelier", "startDate": "2011",
                           "endDate": "2013"}],
            "skills": [{"name": "Wine", "keywords": ["Burgundy", "Rhône", "Natural wines"]},
                       {"name": "Service", "keywords": ["Cellar management",
                                                        "Menu pairing"]}],
            "awards": [{"title": "Best Young Sommelier of France",
                        "awarder": "Union de la Sommellerie Française", "date": "2015"}],
        },
    ),
    "md-zh-nurse": (
        """# 林慧敏

**护士长**

| 电子邮箱 | 手机 | 所在城市 |
|---|---|---|
| lin.huimin@example.cn | 139 2218 6604 | 广州 |

## 个人简介

十二年三甲医院临床护理经验，擅长重症监护与护理质量管理。

## 工作经历

### 重症医学科护士长

*中山大学附属第一医院*，广州 —— 2018.07 - 至今

- 管理 32 名护士的排班与培训
- 牵头降低导管相关感染率 40%

### 护士

*广东省人民医院*，广州 —— 2012.07 - 2018.06

- 负责重症患者的日常护理与记录

## 教育背景

### 护理学 本科

*南方医科大学* —— 2008 - 2012

## 专业技能

| 类别 | 技能 |
|---|---|
| 临床 | 重症监护、静脉治疗、伤口护理 |
| 管理 | 护理质量控制、排班管理 |

## 证书

| 证书 | 颁发机构 | 年份 |
|---|---|---|
| 主管护师资格证 | 国家卫生健康委员会 | 2017 |
""",
        {
            "basics": {"name": "林慧敏", "label": "护士长", "email": "lin.huimin@example.cn",
                       "phone": "139 2218 6604", "location": {"city": "广州"},
                       "summary": "十二年三甲医院临床护理经验，擅长重症监护与护理质量管理。"},
            "work": [
                {"name": "中山大学附属第一医院", "position": "重症医学科护士长",
                 "location": "广州", "startDate": "2018-07",
                 "highlights": ["管理 32 名护士的排班与培训", "牵头降低导管相关感染率 40%"]},
                {"name": "广东省人民医院", "position": "护士", "location": "广州",
                 "startDate": "2012-07", "endDate": "2018-06",
                 "highlights": ["负责重症患者的日常护理与记录"]}],
            "education": [{"institution": "南方医科大学", "area": "护理学",
                           "studyType": "本科", "startDate": "2008", "endDate": "2012"}],
            "skills": [{"name": "临床", "keywords": ["重症监护", "静脉治疗", "伤口护理"]},
                       {"name": "管理", "keywords": ["护理质量控制", "排班管理"]}],
            "certificates": [{"name": "主管护师资格证", "issuer": "国家卫生健康委员会",
                              "date": "2017"}],
        },
    ),
    "md-zh-bridge": (
        """**周启航**

桥梁结构工程师 · zhou.qihang@example.cn · 186 0571 2290 · 杭州

# 工作经历

## 高级结构工程师

*浙江省交通规划设计研究院*，杭州 —— 2016年3月 - 至今

- 主持 5 座跨江斜拉桥的结构设计
- 编写钢箱梁疲劳验算指南

## 结构工程师

*中铁大桥勘测设计院*，武汉 —— 2012年7月 - 2016年2月

- 完成连续梁桥的有限元分析

# 教育经历

## 桥梁与隧道工程 硕士

*同济大学* —— 2009 - 2012

# 语言能力

英语
:   CET-6

# 获奖情况

## 浙江省优秀工程设计一等奖

*浙江省勘察设计行业协会* —— 2020
""",
        {
            "basics": {"name": "周启航", "label": "桥梁结构工程师",
                       "email": "zhou.qihang@example.cn", "phone": "186 0571 2290",
                       "location": {"city": "杭州"}},
            "work": [
                {"name": "浙江省交通规划设计研究院", "position": "高级结构工程师",
                 "location": "杭州", "startDate": "2016-03",
                 "highlights": ["主持 5 座跨江斜拉桥的结构设计", "编写钢箱梁疲劳验算指南"]},
                {"name": "中铁大桥勘测设计院", "position": "结构工程师", "location": "武汉",
                 "startDate": "2012-07", "endDate": "2016-02",
                 "highlights": ["完成连续梁桥的有限元分析"]}],
            "education": [{"institution": "同济大学", "area": "桥梁与隧道工程",
                           "studyType": "硕士", "startDate": "2009", "endDate": "2012"}],
            "languages": [{"language": "英语", "fluency": "CET-6"}],
            "awards": [{"title": "浙江省优秀工程设计一等奖",
                        "awarder": "浙江省勘察设计行业协会", "date": "2020"}],
        },
    ),
}  # fmt: skip

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
W15 = 'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"'


def _r(text: str, bold: bool = False) -> str:
    props = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:r>{props}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _ctl(tag: str, inner: str, kind: str = "<w:text/>") -> str:
    """A content control (run or block level) with a tag and a kind (text, date, richText)."""
    return (f'<w:sdt><w:sdtPr><w:tag w:val="{tag}"/>{kind}</w:sdtPr>'
            f"<w:sdtContent>{inner}</w:sdtContent></w:sdt>")  # fmt: skip


def _date(tag: str, text: str) -> str:
    return _ctl(tag, _r(text), '<w:date><w:dateFormat w:val="MM/yyyy"/></w:date>')


def _p(inner: str, style: str = "", bullet: bool = False) -> str:
    props = f'<w:pStyle w:val="{style}"/>' if style else ""
    props += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if bullet else ""
    return f"<w:p><w:pPr>{props}</w:pPr>{inner}</w:p>"


def _cells(rows: list[list[str]]) -> str:
    body = "".join("<w:tr>" + "".join(f"<w:tc>{c}</w:tc>" for c in row) + "</w:tr>"
                   for row in rows)  # fmt: skip
    return f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>{body}</w:tbl>'


def sdt_docx(person: dict) -> bytes:
    """A content-control CV: the name and headline in block controls, the contacts one
    paragraph of run controls, each section a heading then a repeating section of entries
    (position in bold, ' — ' employer, then date pickers and a place), bullets from numbering,
    skills as a table whose cells hold controls, languages as 'language (fluency)' lines."""
    zh = person["zh"]
    body = [_ctl("name", _p(_r(person["name"]), "Title"), "<w:richText/>"),
            _ctl("headline", _p(_r(person["label"])))]  # fmt: skip
    sep = "　|　" if zh else "  |  "
    body.append(_p(_r(sep).join(_ctl(k, _r(v)) for k, v in person["contacts"])))
    for heading, kind, entries in person["sections"]:
        body.append(_p(_r(heading), "Heading1"))
        if kind == "text":
            body.append(_ctl("summary", _p(_r(entries))))
        elif kind == "skills":
            rows = [[_ctl("group", _p(_r(g, bold=True))), _ctl("keywords", _p(_r(k)))]
                    for g, k in entries]  # fmt: skip
            body.append(_cells(rows))
        elif kind == "lines":
            body += [_ctl("item", _p(_r(line))) for line in entries]
        else:
            items = []
            for title, org, start, end, place, bullets in entries:
                head = _ctl("title", _r(title, bold=True)) + _r(" — ") + _ctl("org", _r(org))
                when = (
                    _date("start", start)
                    + _r(" – ")
                    + (_date("end", end) if end else _r("至今" if zh else "Present"))
                )
                meta = when + (_r(", ") + _ctl("place", _r(place)) if place else "")
                inner = _p(head) + _p(meta) + "".join(_p(_r(b), bullet=True) for b in bullets)
                items.append(_ctl("entry", inner, "<w15:repeatingSectionItem/>"))
            body.append(_ctl(kind, "".join(items), "<w15:repeatingSection/>"))
    document = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W} {W15}>'
                f'<w:body>{"".join(body)}<w:sectPr/></w:body></w:document>')  # fmt: skip
    return _package(document, zh)


def _package(document: str, zh: bool) -> bytes:
    styles = (
        f'<?xml version="1.0" encoding="UTF-8"?><w:styles {W}>'
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
        '<w:rPr><w:sz w:val="20"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/>'
        '<w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>'
        '<w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>'
        "</w:styles>"
    )
    numbering = (
        f'<?xml version="1.0" encoding="UTF-8"?><w:numbering {W}><w:abstractNum '
        'w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText '
        'w:val="\u2022"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId '
        'w:val="0"/></w:num></w:numbering>'
    )
    rels = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
            'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http'
            '://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')  # fmt: skip
    doc_rels = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
                'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type='
                '"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
                'Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.'
                'openxmlformats.org/officeDocument/2006/relationships/numbering" '
                'Target="numbering.xml"/></Relationships>')  # fmt: skip
    types = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats'
             '.org/package/2006/content-types"><Default Extension="rels" ContentType="'
             'application/vnd.openxmlformats-package.relationships+xml"/><Default Extension='
             '"xml" ContentType="application/xml"/><Override PartName="/word/document.xml" '
             'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.'
             'document.main+xml"/><Override PartName="/word/styles.xml" ContentType="'
             'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
             '<Override PartName="/word/numbering.xml" ContentType="application/vnd.'
             'openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>')  # fmt: skip
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", types)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/_rels/document.xml.rels", doc_rels)
        z.writestr("word/document.xml", document)
        z.writestr("word/styles.xml", styles)
        z.writestr("word/numbering.xml", numbering)
    return buffer.getvalue()


SDT_PEOPLE = {
    "sdt-geologist": {
        "zh": False, "name": "Rangi Parata", "label": "Engineering Geologist",
        "contacts": [("email", "rangi.parata@example.nz"), ("phone", "+64 21 447 902"),
                     ("city", "Wellington, New Zealand")],
        "sections": [
            ("Professional Summary", "text",
             "Engineering geologist mapping landslides and fault zones for road and rail."),
            ("Career History", "work", [
                ("Senior Engineering Geologist", "Tonkin + Taylor", "03/2019", "",
                 "Wellington", ["Logged 2,000 m of core for the Transmission Gully route",
                                "Mapped slope hazards after the Kaikōura earthquake"]),
                ("Graduate Geologist", "GNS Science", "02/2015", "02/2019", "Lower Hutt",
                 ["Ran seismic refraction surveys"])]),
            ("Education", "education", [
                ("Master of Science, Engineering Geology", "University of Canterbury",
                 "02/2013", "12/2014", "", [])]),
            ("Skills", "skills", [("Field", "Core logging, Slope mapping"),
                                  ("Software", "Leapfrog, ArcGIS")]),
        ],
        "truth": {
            "basics": {"name": "Rangi Parata", "label": "Engineering Geologist",
                       "email": "rangi.parata@example.nz", "phone": "+64 21 447 902",
                       "location": {"city": "Wellington"},
                       "summary": "Engineering geologist mapping landslides and fault zones "
                                  "for road and rail."},
            "work": [
                {"name": "Tonkin + Taylor", "position": "Senior Engineering Geologist",
                 "location": "Wellington", "startDate": "2019-03",
                 "highlights": ["Logged 2,000 m of core for the Transmission Gully route",
                                "Mapped slope hazards after the Kaikōura earthquake"]},
                {"name": "GNS Science", "position": "Graduate Geologist",
                 "location": "Lower Hutt", "startDate": "2015-02", "endDate": "2019-02",
                 "highlights": ["Ran seismic refraction surveys"]}],
            "education": [{"institution": "University of Canterbury",
                           "studyType": "Master of Science", "area": "Engineering Geology",
                           "startDate": "2013-02", "endDate": "2014-12"}],
            "skills": [{"name": "Field", "keywords": ["Core logging", "Slope mapping"]},
                       {"name": "Software", "keywords": ["Leapfrog", "ArcGIS"]}],
        },
    },
    "sdt-chef": {
        "zh": False, "name": "Priya Raman", "label": "Pastry Chef",
        "contacts": [("email", "priya.raman@example.co.uk"), ("phone", "07700 900 415"),
                     ("city", "Bristol, UK")],
        "sections": [
            ("Experience", "work", [
                ("Head Pastry Chef", "The Pig Hotel", "06/2020", "", "Bath",
                 ["Write a seasonal dessert menu of eight plates",
                  "Cut pastry waste by a quarter with batch planning"]),
                ("Chef de Partie", "Casamia", "09/2016", "05/2020", "Bristol",
                 ["Ran the pastry section for a tasting menu"])]),
            ("Education", "education", [
                ("Diploma, Pâtisserie", "Le Cordon Bleu London", "09/2014", "07/2016", "",
                 [])]),
            ("Certifications", "lines", ["Level 3 Food Safety, Highfield, 2019",
                                         "Allergen Awareness, Food Standards Agency, 2021"]),
        ],
        "truth": {
            "basics": {"name": "Priya Raman", "label": "Pastry Chef",
                       "email": "priya.raman@example.co.uk", "phone": "07700 900 415",
                       "location": {"city": "Bristol"}},
            "work": [
                {"name": "The Pig Hotel", "position": "Head Pastry Chef", "location": "Bath",
                 "startDate": "2020-06",
                 "highlights": ["Write a seasonal dessert menu of eight plates",
                                "Cut pastry waste by a quarter with batch planning"]},
                {"name": "Casamia", "position": "Chef de Partie", "location": "Bristol",
                 "startDate": "2016-09", "endDate": "2020-05",
                 "highlights": ["Ran the pastry section for a tasting menu"]}],
            "education": [{"institution": "Le Cordon Bleu London", "studyType": "Diploma",
                           "area": "Pâtisserie", "startDate": "2014-09",
                           "endDate": "2016-07"}],
            "certificates": [
                {"name": "Level 3 Food Safety", "issuer": "Highfield", "date": "2019"},
                {"name": "Allergen Awareness", "issuer": "Food Standards Agency",
                 "date": "2021"}],
        },
    },
    "sdt-zh-teacher": {
        "zh": True, "name": "吴雅婷", "label": "高中物理教师",
        "contacts": [("email", "wu.yating@example.cn"), ("phone", "137 6620 1849"),
                     ("city", "南京")],
        "sections": [
            ("自我评价", "text", "十年高中物理教学经验，指导学生获全国物理竞赛奖项。"),
            ("工作经历", "work", [
                ("物理教研组长", "南京外国语学校", "09/2018", "", "南京",
                 ["负责高二年级物理课程设计", "指导学生物理竞赛"]),
                ("物理教师", "南京市第一中学", "09/2014", "07/2018", "南京",
                 ["承担高一物理教学"])]),
            ("教育背景", "education", [
                ("物理学 硕士", "南京师范大学", "09/2011", "06/2014", "", [])]),
            ("专业技能", "skills", [("教学", "实验设计、竞赛辅导"),
                                    ("信息化", "希沃白板、几何画板")]),
        ],
        "truth": {
            "basics": {"name": "吴雅婷", "label": "高中物理教师",
                       "email": "wu.yating@example.cn", "phone": "137 6620 1849",
                       "location": {"city": "南京"},
                       "summary": "十年高中物理教学经验，指导学生获全国物理竞赛奖项。"},
            "work": [
                {"name": "南京外国语学校", "position": "物理教研组长", "location": "南京",
                 "startDate": "2018-09",
                 "highlights": ["负责高二年级物理课程设计", "指导学生物理竞赛"]},
                {"name": "南京市第一中学", "position": "物理教师", "location": "南京",
                 "startDate": "2014-09", "endDate": "2018-07",
                 "highlights": ["承担高一物理教学"]}],
            "education": [{"institution": "南京师范大学", "area": "物理学", "studyType": "硕士",
                           "startDate": "2011-09", "endDate": "2014-06"}],
            "skills": [{"name": "教学", "keywords": ["实验设计", "竞赛辅导"]},
                       {"name": "信息化", "keywords": ["希沃白板", "几何画板"]}],
        },
    },
    "sdt-zh-lawyer": {
        "zh": True, "name": "郑子涵", "label": "执业律师",
        "contacts": [("email", "zheng.zihan@example.cn"), ("phone", "135 1007 3382"),
                     ("city", "北京")],
        "sections": [
            ("执业经历", "work", [
                ("合伙人", "北京市中伦律师事务所", "01/2019", "", "北京",
                 ["代理跨境并购交易 30 余起", "担任两家上市公司常年法律顾问"]),
                ("律师", "金杜律师事务所", "07/2012", "12/2018", "上海",
                 ["参与国企改制项目尽职调查"])]),
            ("教育经历", "education", [
                ("法学 硕士", "中国政法大学", "09/2009", "06/2012", "", [])]),
            ("执业资格", "lines", ["法律职业资格证书，司法部，2011"]),
        ],
        "truth": {
            "basics": {"name": "郑子涵", "label": "执业律师",
                       "email": "zheng.zihan@example.cn", "phone": "135 1007 3382",
                       "location": {"city": "北京"}},
            "work": [
                {"name": "北京市中伦律师事务所", "position": "合伙人", "location": "北京",
                 "startDate": "2019-01",
                 "highlights": ["代理跨境并购交易 30 余起", "担任两家上市公司常年法律顾问"]},
                {"name": "金杜律师事务所", "position": "律师", "location": "上海",
                 "startDate": "2012-07", "endDate": "2018-12",
                 "highlights": ["参与国企改制项目尽职调查"]}],
            "education": [{"institution": "中国政法大学", "area": "法学", "studyType": "硕士",
                           "startDate": "2009-09", "endDate": "2012-06"}],
            "certificates": [{"name": "法律职业资格证书", "issuer": "司法部", "date": "2011"}],
        },
    },
}  # fmt: skip
