"""Words that tell what a line is: section headings (English and Chinese), job titles,
organisations, degrees, places and languages. Kept small and explicit so results are
predictable; matching is on normalised text (`heading_key`).
"""

from __future__ import annotations

import re

from resumes.importing.headings import HEADINGS

SECTION_OF_HEADING = {phrase: key for key, phrases in HEADINGS.items() for phrase in phrases}

POSITION_WORDS = re.compile(
    r"\b(engineer|developer|programmer|manager|director|intern|internship|analyst|designer|"
    r"consultant|lead|head|architect|scientist|researcher|officer|specialist|assistant|"
    r"associate|coordinator|administrator|teacher|professor|lecturer|tutor|founder|co-founder|"
    r"cto|ceo|cfo|vp|president|principal|staff|senior|junior|sr|jr|chief|editor|writer|"
    r"accountant|nurse|technician|representative|advisor|adviser|owner|partner|fellow|"
    r"postdoc|postdoctoral|student|volunteer|mentor|trainee|apprentice|administrator|"
    r"product|marketing|sales|operator|supervisor|instructor|mechanic|clerk|secretary|"
    r"strategist|recruiter|tester|qa|devops|sre|member|attorney|lawyer|clerk|auditor|"
    r"paralegal|counsel|physician|therapist|pharmacist|"
    # Trades and services (layout family: resumes of every profession, not only offices).
    r"chef|(?:line|prep|pastry|head|short[- ]order) cook|baker|barista|bartender|sommelier|"
    r"waiter|waitress|executive|electrician|"
    r"plumber|carpenter|welder|driver|cashier|receptionist|dentist|surgeon|veterinarian|"
    r"midwife|caregiver|paramedic|dietitian|nutritionist|psychologist|counsell?or|"
    r"librarian|curator|photographer|illustrator|translator|interpreter|surveyor|"
    r"inspector|foreman|planner|buyer|estimator|pilot|attendant|housekeeper|firefighter|"
    r"journalist|reporter|correspondent|columnist|producer|"
    # Professions named by one compound noun ("Physiotherapist", "Radiologist",
    # "Paediatrician", "Sonographer"): clinical and scientific titles set alone on a row.
    r"\w+(?:therapist|ologist|ician|ographer|iatrist|ometrist))\b"
    r"|工程师|经理|总监|实习生|实习|主管|开发|设计师|分析师|专员|助理|架构师|负责人|研究员|"
    r"顾问|组长|主任|总裁|教师|讲师|教授|助教|运营|产品|测试|创始人|合伙人|程序员|会计|编辑|"
    r"志愿者|技术专家|专家|主编|律师(?!事务所)|护士|护师|医生|医师|技术员|代表|审计员|审计师|"
    r"厨师|主厨|司机|店长|领班|药剂师|营养师|翻译|摄影师|记者|主播|撰稿人|策划|调度员|"
    r"leader",
    re.IGNORECASE,
)
ORG_WORDS = re.compile(
    r"\b(inc|ltd|llc|llp|plc|corp|corporation|co|company|gmbh|ag|sa|srl|bv|group|holdings|"
    r"technologies|technology|tech|labs?|systems|solutions|software|studio|studios|partners|"
    r"bank|university|college|school|institute|academy|foundation|agency|hospital|"
    r"ministry|department|council|association|society|club|center|centre|lab|laboratory|"
    r"consulting|services|industries|international|limited|media|network|ventures|capital)\b"
    r"|&|公司|集团|大学|学院|银行|研究院|研究所|科技|有限|医院|中心|实验室|工作室|基金会|协会|"
    r"学校|中学|事务所|部门|政府|网络|信息|控股|股份",
    re.IGNORECASE,
)
INSTITUTION_WORDS = re.compile(
    r"\b(university|college|school|institute|academy|polytechnic|conservatory|"
    r"universit[äa]t|hochschule|école|universidad|universit[àa]|lyc[ée]e|gymnasium|campus)\b"
    r"|大学|学院|学校|中学|高中|研究生院|研究院|书院|职业技术",
    re.IGNORECASE,
)
DEGREE = re.compile(
    r"(?<![\w])(ph\.?\s?d\.?|doctor(?:ate)? of [\w ]+?|master(?:'s)?(?: of [\w ]+?| degree)?|"
    r"bachelor(?:'s)?(?: of [\w ]+?| degree)?|associate(?:'s)?(?: of [\w ]+?| degree)|"
    r"m\.?\s?sc\.?|b\.?\s?sc\.?|m\.?\s?eng\.?|b\.?\s?eng\.?|m\.?\s?a\.?|b\.?\s?a\.?|m\.?\s?s\.?|"
    r"b\.?\s?s\.?|mba|m\.?\s?phil\.?|pharm\.?\s?d\.?|d\.?\s?pharm|b\.?\s?pharm|"
    r"bsn|msn|dnp|mph|dpt|edd|ed\.d\.?|m\.?\s?ed\.?|dds|dmd|mbbs|"
    r"b\.?\s?tech|m\.?\s?tech|ll\.?\s?b|ll\.?\s?m|diploma|"
    r"high school diploma|abitur|baccalaur[ée]at|juris doctor|"
    r"(?:(?:post)?graduate |professional |advanced |higher national )?(?:certificate|diploma))"
    r"(?![\w])"
    r"|博士研究生|硕士研究生|博士|硕士|学士|本科|大专|专科|研究生|高中|MBA|EMBA",
    re.IGNORECASE,
)
LANGUAGE_NAMES = re.compile(
    r"^(english|chinese|mandarin|cantonese|spanish|french|german|italian|portuguese|"
    r"russian|japanese|korean|arabic|hindi|dutch|swedish|norwegian|danish|finnish|polish|"
    r"czech|greek|turkish|hebrew|vietnamese|thai|indonesian|malay|ukrainian|romanian|"
    r"hungarian|catalan|latin|bengali|urdu|persian|farsi|swahili|tagalog|tamil|telugu|"
    r"kannada|malayalam|marathi|gujarati|punjabi|nepali|sinhala|burmese|khmer|lao|mongolian|"
    r"irish|welsh|icelandic|estonian|latvian|lithuanian|slovak|slovenian|croatian|serbian|"
    r"bulgarian|afrikaans|zulu|amharic|yoruba|igbo|hausa|"
    r"英语|英文|中文|汉语|普通话|粤语|日语|韩语|法语|德语|西班牙语|俄语|意大利语|葡萄牙语|阿拉伯语)",
    re.IGNORECASE,
)
COUNTRIES = {
    "uk": "GB", "united kingdom": "GB", "england": "GB", "scotland": "GB", "great britain": "GB",
    "usa": "US", "us": "US", "united states": "US", "u.s.": "US", "u.s.a.": "US",
    "china": "CN", "中国": "CN", "germany": "DE", "deutschland": "DE", "france": "FR",
    "canada": "CA", "australia": "AU", "india": "IN", "japan": "JP", "singapore": "SG",
    "netherlands": "NL", "spain": "ES", "italy": "IT", "ireland": "IE", "sweden": "SE",
    "switzerland": "CH", "austria": "AT", "poland": "PL", "brazil": "BR", "mexico": "MX",
    "hong kong": "HK", "taiwan": "TW", "korea": "KR", "south korea": "KR", "portugal": "PT",
    "belgium": "BE", "denmark": "DK", "norway": "NO", "finland": "FI", "new zealand": "NZ",
}  # fmt: skip
COUNTRIES.update({code.lower(): code for code in set(COUNTRIES.values())})
_CN_CITIES = (
    "北京 上海 深圳 杭州 广州 成都 南京 武汉 西安 苏州 天津 重庆 长沙 厦门 青岛 大连 合肥 "
    "济南 郑州 香港 台北 远程 无锡 常州 宁波 温州 佛山 东莞 珠海 福州 昆明 南宁 沈阳 "
    "哈尔滨 长春 石家庄 太原 南昌 贵阳 兰州 乌鲁木齐 呼和浩特 海口 三亚 徐州 南通 扬州 "
    "绍兴 嘉兴 金华 泉州 烟台 潍坊 洛阳 惠州 中山 汕头 拉萨 银川 西宁 澳门 昆山 芜湖 宜昌 "
    "襄阳 "
)
_CN_PREFECTURES = (
    "绵阳 泰州 镇江 盐城 淮安 连云港 宿迁 湖州 台州 丽水 衢州 舟山 蚌埠 淮南 马鞍山 安庆 "
    "阜阳 宿州 六安 滁州 黄山 莆田 漳州 龙岩 三明 南平 宁德 九江 赣州 景德镇 上饶 宜春 "
    "吉安 淄博 枣庄 东营 济宁 泰安 威海 日照 临沂 德州 聊城 滨州 菏泽 开封 平顶山 安阳 "
    "新乡 焦作 许昌 南阳 商丘 信阳 周口 驻马店 黄石 十堰 荆州 孝感 黄冈 咸宁 株洲 湘潭 "
    "衡阳 岳阳 常德 邵阳 郴州 怀化 韶关 江门 湛江 茂名 肇庆 梅州 清远 揭阳 柳州 桂林 北海 "
    "德阳 宜宾 南充 泸州 乐山 自贡 攀枝花 达州 遵义 曲靖 大理 丽江 宝鸡 咸阳 渭南 汉中 "
    "延安 榆林 天水 保定 唐山 邯郸 秦皇岛 廊坊 沧州 邢台 张家口 承德 大同 晋中 运城 鞍山 "
    "抚顺 锦州 营口 丹东 包头 鄂尔多斯 赤峰 大庆 齐齐哈尔 牡丹江 克拉玛依 喀什 "
)
CITIES = {
    "london", "manchester", "cambridge", "oxford", "edinburgh", "bristol", "leeds", "birmingham",
    "glasgow", "new york", "san francisco", "los angeles", "seattle", "boston", "chicago",
    "austin", "denver", "atlanta", "portland", "washington", "berlin", "munich", "hamburg",
    "paris", "lyon", "madrid", "barcelona", "rome", "milan", "amsterdam", "rotterdam",
    "dublin", "stockholm", "copenhagen", "oslo", "helsinki", "zurich", "geneva", "vienna",
    "prague", "warsaw", "lisbon", "brussels", "toronto", "vancouver", "montreal", "sydney",
    "melbourne", "singapore", "tokyo", "osaka", "seoul", "bangalore", "bengaluru", "mumbai",
    "delhi", "hyderabad", "pune", "beijing", "shanghai", "shenzhen", "hangzhou", "guangzhou",
    "chengdu", "nanjing", "wuhan", "xi'an", "hong kong", "taipei", "remote", "mountain view",
    "palo alto", "menlo park", "redmond", "cupertino", "sunnyvale", "new delhi", "dallas",
    "houston", "miami", "philadelphia", "pittsburgh", "san diego", "san jose", "oakland",
    "brooklyn", "cape town", "bath", "leicester", "nottingham", "sheffield", "liverpool",
    "newcastle", "cardiff", "belfast", "brighton", "reading", "york", "coventry", "southampton",
    "aberdeen", "dundee", "exeter", "norwich", "plymouth", "portsmouth", "cork", "galway",
    "nairobi", "lagos", "são paulo", "sao paulo", "mexico city",
    # Chinese cities, the largest first, then prefecture-level cities beyond them
    *_CN_CITIES.split(),
    *_CN_PREFECTURES.split(),
}  # fmt: skip
_PROVINCE_NAMES = (
    "广东 浙江 江苏 四川 湖北 湖南 福建 山东 河南 河北 安徽 陕西 辽宁 吉林 黑龙江 广西 云南 贵州 "
    "江西 山西 甘肃 海南 内蒙古 新疆 西藏 宁夏 青海"
)
PROVINCES = _PROVINCE_NAMES.split(" ")
CN_CITY_IN = re.compile(
    r"(?:(?:"
    + "|".join(PROVINCES)
    + r")省?\s*)?(?:"
    + "|".join(
        sorted((c for c in CITIES if re.match(r"[\u4e00-\u9fff]", c)), key=len, reverse=True)
    )
    + r")市?"
)
US_STATE = re.compile(r"^[A-Z]{2}$")
_US_STATE_CODES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
    "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
)
US_STATES = set(_US_STATE_CODES.split(" "))
# Regions written out after a city ("Columbus, Ohio", "Brisbane, Queensland"): US states,
# Canadian provinces, Australian states, the UK's nations. Layout family: contact rows of
# North American, Australian and British resumes.
_REGION_WORDS = (
    "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia "
    "hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts "
    "michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon "
    "pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming "
    "alberta manitoba ontario quebec saskatchewan queensland victoria tasmania "
    "england scotland wales"
)
AU_STATES = {"QLD", "NSW", "VIC", "TAS", "ACT", "NT", "WA", "SA"}  # "Brisbane, QLD"
REGIONS = set(_REGION_WORDS.split()) | {
    "new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota",
    "rhode island", "south carolina", "south dakota", "west virginia", "british columbia",
    "nova scotia", "new brunswick", "new south wales", "south australia", "western australia",
    "northern ireland", "northern territory",
}  # fmt: skip
CN_PLACE = re.compile(r"^[\u4e00-\u9fff]{2,6}(?:市|省|县)$")

_HEADING_NOISE = re.compile(r"[\s:：.·•|#*_\-–—/&+,、()（）\[\]【】0-9]+")
_ROMAN = re.compile(r"^(?:[ivx]+|[一二三四五六七八九十]+)[.、)]\s*", re.IGNORECASE)

# Words inside a heading the phrases above do not hold ("Career Path", "Schooling", "Where I
# Learned", 我的职业旅程, 求学之路): a heading whose look is a heading's is classified by its
# stems, in this order (languages before skills, education before work: "Education &
# Training", 项目 before 经历). Only used for a line already taken for a heading by its look.
_STEM_PATTERNS = {
    "languages": r"\blanguage|语言|外语",
    "projects": r"\bproject|项目",
    "volunteer": r"\bvolunteer|志愿",
    "education": r"\beducat|\bschool|\bstud(?:y|ies)\b|\blearn|\bacadem|\buniversit|\bdegree|"
    r"求学|教育|学历|学习|学业|读书",
    "certificates": r"\bcertif|\blicen[cs]|\baccredit|\bcredential|证书|资格|执照|持证|证照",
    "awards": r"\baward|\bhono(?:u)?r|\bprize|\bdistinctions|荣誉|获奖|奖项|奖励|表彰",
    "work": r"\bcareer|\bexperience|\bemploy|\bappointment|\bposition|\bjobs?\b|\bwork|"
    r"职业|工作|经历|履历|任职|从业",
    "skills": r"\bskill|\bcompeten|\bexpertise|\bstrength|\bbring\b|\btoolkit|\btoolbox|"
    r"擅长|技能|特长|能力|专长",
    "summary": r"\bstatement|\babout\b|\bprofile|\bsummary|\bobjective|简介|自我|自评|关于我|概述",
    "interests": r"\binterest|\bhobb|爱好|兴趣",
}
_STEMS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (key, re.compile(pattern)) for key, pattern in _STEM_PATTERNS.items()
)


def section_by_stem(text: str) -> str:
    """The section a heading not in the lexicon names by a stem within it, or ""."""
    key = heading_key(text)
    if not key or len(key.split()) > 5:
        return ""
    for section, stem in _STEMS:
        if stem.search(key):
            return section
    return ""


def names_stem(text: str, section: str) -> bool:
    """Whether a heading holds a stem of this section, first in order or not ("个人特长与自评"
    names skills first, the summary too)."""
    return bool(re.search(_STEM_PATTERNS[section], heading_key(text)))


def heading_key(text: str) -> str:
    """A heading's lowercase words, single-spaced ("WORK  EXPERIENCE:" -> "work experience")."""
    text = text.strip()
    text = _ROMAN.sub("", text)
    text = re.sub(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])", "", text)  # "工 作 经 历"
    tokens = text.split()
    if len(tokens) >= 3 and all(len(t) <= 2 for t in tokens):  # letter-spaced "E X P E R I E N C E"
        text = "".join(tokens)
    text = re.sub(r"\band\b", " ", text, flags=re.IGNORECASE)
    text = text.replace("与", " ").replace("和", " ").replace("及", " ")
    words = _HEADING_NOISE.sub(" ", text).lower().split()
    return " ".join(words)


def _keyed_headings() -> dict[str, str]:
    """The lexicon's phrases as `heading_key` makes them ("education and training" ->
    "education training"), so "Education & Training" finds its phrase."""
    return {heading_key(phrase): key for phrase, key in SECTION_OF_HEADING.items()}


def section_of(text: str) -> str:
    """The section a heading names ("Work History" -> "work"), or ""."""
    key = heading_key(text)
    if not key or len(key) > 40:
        return ""
    if key in SECTION_OF_HEADING:
        return SECTION_OF_HEADING[key]
    if key in _KEYED:
        return _KEYED[key]
    joined = key.replace(" ", "")
    if (
        re.search(r"[\u4e00-\u9fff]", joined)
        and re.sub(r"[与和及、]", "", text.strip()) in SECTION_OF_HEADING
    ):
        return SECTION_OF_HEADING[re.sub(r"[与和及、]", "", text.strip())]
    if joined in SECTION_OF_HEADING:
        return SECTION_OF_HEADING[joined]
    # "Skills and Tools" / "Awards & Honours": every word names the same section.
    return ""


_KEYED = _keyed_headings()

# Layout family: Chinese job-site exports and 个人简历 grids label their city cells.
CITY_LABEL = re.compile(r"(?:期望|所在|目标|意向|居住|现居|工作|出生|户籍)(?:城市|地点|地区)$")


def looks_like_place(text: str) -> bool:
    """A place: a known city or country, "City, ST", "City, Country", "深圳市"; the full stop
    that ends an academic CV's entry ("Columbus, OH.") aside."""
    text = text.strip().strip("()（）")
    if text.endswith(".") and not text.endswith(".."):
        text = text[:-1]
    if not text or len(text) > 40 or any(ch.isdigit() for ch in text):
        return False
    lowered = text.lower()
    if CITY_LABEL.search(text):
        return False  # "期望城市", "所在城市": a form's label ("the city wanted"), not a city
    if lowered in CITIES or lowered in COUNTRIES or CN_PLACE.match(text):
        return True
    province = _PROVINCE_CITY.match(text)
    if province and (province.group(2) in CITIES or text.endswith("市")):
        return True
    words = text.split()
    if 1 < len(words) <= 3 and all(re.fullmatch(r"[\u4e00-\u9fff]{2,4}", w) for w in words):
        return any(w in CITIES or CN_PLACE.match(w) for w in words)
    pieces = [p.strip() for p in re.split(r"[,，]", text) if p.strip()]
    if len(pieces) == 2:
        head, tail = pieces[0], pieces[1]
        if ORG_WORDS.search(head):
            return False
        if head.lower() in CITIES:
            return True
        short = len(head.split()) <= 2 and head[:1].isupper()
        return short and (
            tail.lower() in COUNTRIES
            or tail.lower() in REGIONS
            or tail in AU_STATES
            or bool(US_STATE.match(tail))
        )
    if len(pieces) == 3:
        return looks_like_place(", ".join(pieces[:2])) and (
            pieces[2].lower() in COUNTRIES or pieces[2].lower() in CITIES
        )
    return False


_PROVINCE_CITY = re.compile(
    r"^([\u4e00-\u9fff]{2,3}省|[\u4e00-\u9fff]{2,6}自治区)([\u4e00-\u9fff]{2,4}?)市?$"
)


def split_place(text: str) -> dict[str, str]:
    """A JSON Resume location from "London, UK" / "San Francisco, CA" / "广东深圳"."""
    text = text.strip()
    pieces = [p.strip() for p in re.split(r"[,，]", text) if p.strip()]
    if not pieces:
        return {}
    words = text.split()
    if (
        len(pieces) == 1
        and len(words) > 1
        and all(re.fullmatch(r"[\u4e00-\u9fff]+", w) for w in words)
    ):
        return {"city": words[-1], "region": " ".join(words[:-1])}
    if len(pieces) == 1 and text.lower() in COUNTRIES:
        return {"countryCode": COUNTRIES[text.lower()]}
    province = _PROVINCE_CITY.match(text)
    if province:  # "浙江省杭州市", "广西壮族自治区南宁": the province is the region
        return {"city": province.group(2), "region": province.group(1)}
    location = {"city": pieces[0]}
    if len(pieces) == 2 and pieces[1] in US_STATES:  # "San Francisco, CA": a state, not Canada
        return {"city": pieces[0], "region": pieces[1]}
    if len(pieces) >= 2 and pieces[-1].lower() in COUNTRIES:
        location["countryCode"] = COUNTRIES[pieces.pop().lower()]
    if len(pieces) >= 2:
        location["region"] = ", ".join(pieces[1:])
    return location
