"""Kinds of words a rewording adds without claiming a skill, for `skill_claimed`.

- A product family or a category named for a product the earlier version has: "Adobe Creative
  Suite" or "PS/AI" beside Photoshop and Illustrator, "spreadsheets" or 电子表格 beside Excel,
  "EHR" beside Epic, "CRM" beside Salesforce, "LMS" beside Google Classroom. Only that way:
  a product named where the earlier version has only its category ("Excel" for
  "spreadsheets", "Epic" for "EHR") is a claim.
- Personal qualities and the words of working with others: "communication", "stakeholders",
  "cross-functional", "detail-oriented", "results-driven", 沟通, 协调, 抗压能力, 团队合作.
  Every resume may say them of itself; they are no skill an edit can claim (a leadership
  claim is read by its own rule: `SHOWN_BY`).
- An activity noun after a word of the earlier version: "benefits administration" beside
  "questions on leave and benefits", "payroll processing" beside "Processed payroll": the
  noun says the work was done, which the earlier version already says.
"""

from __future__ import annotations

import re

from resumes.skills.index import SkillIndex
from resumes.skills.terms import GENERIC, normalize

# A family's names (either language) > the products that show it; an indented line goes on.
_FAMILY_TABLE = """
adobe creative suite, adobe creative cloud, adobe creative, creative cloud,
    creative suite, adobe cc, adobe cs, adobe suite, adobe, adobe全家桶 >
    photoshop, illustrator, indesign, premiere, after effects, lightroom,
    acrobat, adobe xd, audition
microsoft office, ms office, office 365, microsoft 365, office, 办公软件,
    office办公软件, 办公, office办公, microsoft > excel, word, powerpoint, ppt,
    outlook, access, wps, teams
spreadsheets, spreadsheet, 电子表格, 表格 > excel, google sheets, numbers, wps
ehr, emr, electronic health record, electronic health records, electronic
    medical record, electronic medical records, 电子病历, 电子病历系统 > epic, cerner,
    meditech, allscripts, athenahealth, eclinicalworks
crm, customer relationship management, 客户管理系统, 客户关系管理系统 > salesforce,
    hubspot, zoho, dynamics 365, pipedrive, 纷享销客, 销售易
erp, erp系统, 财务软件, accounting software > sap, oracle, netsuite, 用友, 金蝶,
    quickbooks, xero, sage
lms, learning management system, learning management systems > google
    classroom, canvas, moodle, blackboard, schoology
bi, business intelligence, dashboards, dashboard, data visualization, 数据可视化,
    报表工具 > tableau, power bi, looker, qlik, superset, finebi, 帆软
cad, computer-aided design, 制图软件, 绘图软件 > autocad, revit, solidworks,
    microstation, 中望cad, 天正
cloud, cloud computing, cloud platforms, 云计算, 云平台 > aws, azure, gcp, google
    cloud, 阿里云, 腾讯云
hris, hrms, hr systems, 人力资源系统 > workday, adp, bamboohr, successfactors, 北森,
    moka
google workspace, g suite, gsuite, google > google docs, google sheets,
    google slides, google drive, gmail, google classroom
video conferencing, video calls, 视频会议 > zoom, microsoft teams, google meet,
    webex, 腾讯会议, 钉钉
email marketing, email campaigns, 邮件营销 > mailchimp, klaviyo, constant
    contact, sendgrid
version control, 版本控制 > git, github, gitlab, svn
containers, containerization, container orchestration, 容器化 > docker,
    kubernetes, k8s
legal research databases, legal databases, 法律数据库 > westlaw, lexisnexis,
    lexis, 北大法宝, 威科先行
social media, social media marketing, 社交媒体, 新媒体 > instagram, linkedin,
    facebook, tiktok, 抖音, 小红书, 微博, 公众号
photo editing, photo retouching, image editing, retouching, 修图, 图片处理 >
    photoshop, lightroom, 精修
"""
_FAMILIES: tuple[tuple[frozenset[str], tuple[str, ...]], ...] = tuple(
    (
        frozenset(name.strip() for name in names.split(",")),
        tuple(product.strip() for product in products.split(",")),
    )
    for names, _, products in (
        row.partition(" > ") for row in re.sub(r"\n +", " ", _FAMILY_TABLE).strip().splitlines()
    )
)
# Words that say what kind of thing a family is, not which one ("CRM software").
_KIND = re.compile(
    r"\b(?:software|tools?|platforms?|systems?|suite|apps?|products?)\b|软件|系统|工具|平台|系列"
)


def family_backed(text: str, before: SkillIndex) -> bool:
    """Whether `text` names a product family (or category) of which the earlier version
    names a product: the text is the family's name, kind words aside."""
    raw = normalize(text).strip(" ()（）,，")
    value = re.sub(r"\s+", " ", _KIND.sub(" ", raw)).strip()
    if not value:
        return False
    for names, products in _FAMILIES:
        if (value in names or raw in names) and any(
            _names(before.joined, product) for product in products
        ):
            return True
    return False


def _names(text: str, word: str) -> bool:
    if not word.isascii():
        return word in text
    return re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", text) is not None


def _phrases_by_space(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Personal qualities and the vocabulary of working with others, either language: no skill an
# edit can claim. Latin words are compared by their lower-case form.
PLAIN_WORDS = _phrases_by_space(
    "communication communications communicator communicate communicating communicated "
    "collaboration collaborative collaborate collaborating collaborated collaborator teamwork "
    "team-player interpersonal relationship relationships relationship-building builder "
    "stakeholder stakeholders cross-functional cross-functionally crossfunctional partner "
    "partners partnering partnered partnership colleagues coworkers peers department "
    "departments detail-oriented detail details oriented results-driven results-oriented "
    "driven motivated self-motivated self-starter proactive dedicated passionate creative "
    "organized organised reliable adaptable adaptability flexible hardworking hard-working "
    "dependable enthusiastic energetic friendly responsible professional thorough diligent "
    "meticulous customer-focused customer-centric people-oriented fast-paced dynamic "
    "innovative problem-solving problem-solver solving attention multitasking multi-tasking "
    "punctual verbal written ethic hands-on ensuring ensure ensures ensured timely accurate "
    "accuracy efficient effective smooth successful consistent high-quality on-time who whom "
    "whose which that what where when while help helps helped helping confidence encouraging "
    "supportive caring empathetic compassionate adopted adoption organizational "
    "organisational analytical deadline deadlines environments integrity learner thrives "
    "thrive provide provides provided providing end-to-end visibility real-time escalate "
    "escalated escalating escalation escalations "
    # the words of a skill cue ("experienced in", "skilled at") say how, not what
    "experienced skilled proficient versed seasoned adept competent "
    "沟通 沟通能力 沟通协调 协调 协调能力 协作 合作 团队合作 团队协作 团队精神 配合 "
    "抗压 抗压能力 学习能力 责任心 执行力 细心 耐心 认真 积极 主动 良好 较强 优秀 "
    "吃苦耐劳 同事 部门 跨部门 团队 反馈 定期 规范 做好 出色 扎实 高效 及时 情况 "
    "专业知识 承受 压力 审美 精神 能 做事 细致 服务意识 意识 强 核心 重要 主要 "
    "关键 独立 员工 职工 员工们 客户 顾客 患者 病人 家长 学生 学员 人才 职业道德 道德 "
    "严谨 导向 结果 适应 适应能力 逻辑 思维 逻辑思维 对接 窗口 "
)
# Set phrases of the same kind ("a track record of", "a wide range of").
PLAIN_PHRASES = re.compile(
    r"\b(?:(?:a )?(?:proven )?track record(?: of)?|proven ability|(?:a )?wide (?:range|variety)"
    r"(?: of)?|fast-paced(?: environment)?|attention to detail|(?:served as )?(?:the )?"
    r"(?:primary |main |single |key )?points? of contact)\b"
)
# "-ly" words that are no adverbs.
_LY_WORDS = frozenset(
    [
        "supply",
        "assembly",
        "family",
        "anomaly",
        "monopoly",
        "italy",
        "july",
        "apply",
        "reply",
        "comply",
        "multiply",
        "butterfly",
        "jelly",
        "belly",
        "rally",
        "tally",
        "bully",
        "ally",
        "reliably",
    ]
)


_SUFFIXED = re.compile(
    r"^([a-z0-9+#.]+)-(?:driven|based|focused|oriented|centric|led|powered|facing)$"
)


def unsuffixed(word: str) -> str:
    """A compound adjective by the word it is made of ("sql-driven" -> "sql")."""
    match = _SUFFIXED.match(word)
    return match.group(1) if match else word


def plain_word(word: str) -> bool:
    """A plain word (`PLAIN_WORDS`), or an adverb ("closely", "quarterly"): no skill."""
    if word in PLAIN_WORDS:
        return True
    return word.isascii() and word.endswith("ly") and len(word) >= 6 and word not in _LY_WORDS


# What shows a skill without naming it, besides `SHOWN_BY`: supervising people is leading.
_SHOWN = {
    "resource referral": re.compile(
        r"\b(?:connected|linked|referred)\b[^.;]{0,40}\bto\b[^.;]{0,60}\b(?:services|resources"
        r"|programs|agencies)\b|转介"
    ),
    "leadership": re.compile(
        r"\bsupervis|\bheaded\b|\bteam of\b|\bmanaged (?:a |the )?(?:team|staff|\d)|"
        r"带领|带教|管理团队|组长|主管"
    ),
}


def shown(canonical: str, before: SkillIndex) -> bool:
    pattern = _SHOWN.get(normalize(canonical))
    return bool(pattern and pattern.search(before.joined))


def _phrases(text: str) -> frozenset[str]:
    return frozenset(text.split("|"))


# Known terms that are personal qualities ("attention to detail", "problem solving").
_QUALITIES = _phrases(
    "communication|communication skills|teamwork|collaboration|interpersonal skills|"
    "relationship building|problem solving|attention to detail|time management|"
    "multitasking|adaptability|work ethic|cross-functional collaboration|"
    "organizational skills|organisational skills|analytical skills|critical thinking|"
    # adverbial idioms of time and scope that ESCO's phrases contain: when, not what
    "up to date|up-to-date|on time|on schedule|ahead of schedule|on budget|under budget|"
    "day to day|day-to-day"
)


def plain_term(surface: str, canonical: str) -> bool:
    """Whether a known term is a personal quality, or all its words are plain words."""
    if normalize(canonical) in _QUALITIES or normalize(surface) in _QUALITIES:
        return True
    parts = re.findall(r"[a-z][a-z\-]*|[\u3400-\u9fff]+", normalize(surface))
    return bool(parts) and all(
        plain_word(part) or part in _FILLER or part in GENERIC for part in parts
    )


_FILLER = frozenset(["and", "with", "to", "the", "of", "skills", "能力", "的"])

# Nouns that say a piece of work was done: after a word of the earlier version that is no
# skill itself they add none ("benefits administration", "invoice handling"; not "database
# administration", nor "processing": language, signal, image processing are skills).
ACTIVITY_NOUNS = _phrases(
    "administration|arrangements|handling|coordination|tracking|documentation|preparation"
)
