"""What a job title says: how senior it is and which role it names, in English and Chinese.

"Sr. Software Engineer", "Senior Software Developer" and "高级软件工程师" are one title;
"Principal Engineer and Technical Lead" is more senior than "Structural Engineer, P.E.", and
"Financial Analyst" is another role than "Accountant". Words the tables do not know say
nothing, so an unknown title is never called inflated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from resumes.trust.normalize import plain
from resumes.trust.title_fields import FIELDS as _FIELDS

# Seniority: the highest level a title names (2 when it names none).
_LEVELS_EN: dict[str, float] = {
    "intern": 0,
    "trainee": 0,
    "apprentice": 0,
    "student": 0,
    "junior": 1,
    "jr": 1,
    "assistant": 1,
    "entry": 1,
    "graduate": 1,
    "journeyman": 2,
    # A licensed practical (vocational) nurse is below a registered one; a resident or
    # fellow below an attending physician; a professor above an assistant or associate one.
    "lpn": 1.5,
    "lvn": 1.5,
    "practical": 1.5,
    "vocational": 1.5,
    "resident": 1,
    "fellow": 1.5,
    "attending": 3,
    "professor": 4,
    "foreman": 4,
    "journeyperson": 2,
    "master": 3.5,
    "senior": 3,
    "sr": 3,
    "experienced": 3,
    "lead": 4,
    "leader": 4,
    "principal": 4.5,
    "supervisor": 4,
    "controller": 6,
    "comptroller": 6,
    "superintendent": 6,
    "charge": 4,
    "manager": 5,
    "head": 6,
    "director": 6,
    "vp": 7,
    "vice": 7,
    "evp": 7,
    "svp": 7,
    "chief": 8,
    "ceo": 8,
    "cto": 8,
    "cfo": 8,
    "coo": 8,
    "cmo": 8,
    "president": 8,
    "founder": 8,
}
_LEVELS_ZH: dict[str, float] = {
    "实习": 0,
    "助理": 1,
    "初级": 1,
    "高级": 3,
    "资深": 3,
    "配班": 1,
    "主班": 2,
    "组长": 4,
    "护士长": 4,
    "主任": 5,
    "科长": 5,
    "部长": 6,
    "总工程师": 6,
    "总工": 6,
    "校长": 8,
    "园长": 8,
    "院长": 8,
    "主管": 4,
    # the lead of a craft: 主编 (editor-in-chief), 主策划, 主美, 主程, 主笔; 主治 (attending)
    "主编": 6,
    "主策": 4,
    "主美": 4,
    "主程": 4,
    "主笔": 4,
    "主治": 3,
    "主办": 3.5,
    # Professional grades: 护士 < 护师 < 主管护师; 三级 < 二级 < 一级 (教师, 建造师 ...).
    "护师": 2.5,
    "三级": 1.5,
    "一级": 2.5,
    "店长": 5,
    "领班": 4,
    "班长": 4,
    "队长": 4,
    "厂长": 6,
    # heads of a bank branch, a library, an institute, an office, a bureau, a board
    "行长": 6,
    "馆长": 6,
    "所长": 6,
    "处长": 6,
    "秘书长": 6,
    "站长": 5,
    "局长": 7,
    "董事": 7,
    "董事长": 8,
    "负责人": 5,
    "经理": 5,
    "总经理": 7,
    "总监": 6,
    "副总裁": 7,
    "总裁": 8,
    "首席": 8,
    "合伙人": 8,
    "创始人": 8,
}
# A deputy or an assistant of a level is half a step below it ("Assistant Manager").
_DEPUTY = re.compile(
    r"\b(?:assistant|associate|deputy|sous)\s+(?=\w)|\bsous-(?=chef)|副(?!总裁)|助理(?=\S)"
)
# A kitchen's ranks: a chef runs one (5), the executive chef several (6); a chef de partie or a
# commis chef works a station.
_KITCHEN = (
    (re.compile(r"\bexecutive chef\b|行政总厨"), 6.0),
    (re.compile(r"\bchef de partie\b|\bline cook\b"), 2.0),
    (re.compile(r"\bcommis\b"), 1.0),
    (re.compile(r"\b(?:head )?chef\b|厨师长|主厨"), 5.0),
)
# Roles: each set is one role in its usual words; a title names the roles whose words it has.
_ROLES: tuple[frozenset[str], ...] = tuple(
    frozenset(words.split())
    for words in (
        "engineer engineering developer programmer swe sde 工程师 开发 程序员",
        "architect 架构师",
        "nurse nursing rn lpn lvn 护士 护理",
        "practitioner np 执业护师",
        # a physician by a specialty's name too ("Cardiologist", "Pulmonologist")
        "physician doctor md hospitalist internist surgeon psychiatrist pediatrician "
        "cardiologist radiologist anesthesiologist oncologist neurologist dermatologist "
        "pulmonologist gastroenterologist nephrologist urologist gynecologist obstetrician "
        "ophthalmologist pathologist endocrinologist rheumatologist 医生 医师",
        "sonographer echocardiographer radiographer 超声技师",
        "accountant accounting bookkeeper cpa 会计 会计师",
        "auditor 审计",
        "analyst analytics 分析师 分析",
        "scientist 科学家",
        "teacher educator instructor tutor lecturer 教师 老师 讲师",
        "professor 教授",
        "designer design 设计师 设计",
        "sales seller salesperson account 销售",
        "marketer marketing 市场 营销",
        "recruiter recruiting talent hr 招聘 人力资源 人事",
        "lawyer attorney counsel solicitor 律师 法务",
        "paralegal 律师助理 法律助理",
        "chef 厨师长 主厨",
        "cook 厨师",
        "pharmacist 药师 药剂师",
        "planner planning 计划",
        "buyer procurement purchasing 采购",
        "logistics warehouse supply 物流 仓储 供应链",
        "product 产品",
        "project 项目",
        "consultant 顾问",
        "writer copywriter reporter journalist correspondent 文案 记者 撰稿",
        "editor 编辑",
        "technician 技术员",
        "specialist coordinator officer administrator 专员",
        "attendant steward stewardess cabin 乘务 空乘",
        "receptionist concierge guest hospitality 前台 礼宾",
        "electrician 电工",
        "cashier teller 出纳 收银",
    )
)
_STAFF_ROLES = frozenset(  # engineer, architect, scientist
    index for index, words in enumerate(_ROLES) if words & {"engineer", "architect", "scientist"}
)
# Roles that say how a job is organised, not which one: adding them is no other role.
# A consultant of a trade is its seller or adviser ("Sales Consultant", 销售顾问, 置业顾问).
_FRAME_ROLES = frozenset(
    index
    for index, words in enumerate(_ROLES)
    if words & {"specialist", "project", "product", "consultant"}
)


_FUNCTION_PARTNER = (
    r"\b(?:business|channel|acquisition|talent|people|hr|learning|alliance|account|success"
    r"|technology|implementation|strategic|growth|sales) partner\b"
)


@dataclass(frozen=True)
class Title:
    text: str
    level: float
    roles: frozenset[int]


def _roles(value: str) -> frozenset[int]:
    return frozenset(
        index
        for index, words in enumerate(_ROLES)
        for word in words
        if (word in value if not word.isascii() else re.search(rf"\b{word}\b", value))
    )


def read_title(text: str) -> Title:
    """A title's level and the roles it names."""
    value = plain(text).replace(".", " ").replace("vice president", "vp")
    value = re.sub(r"\bco-?op\b", "intern", value)  # a co-op is a student placement
    # A case or care manager manages a caseload, not people: no manager's level.
    value = re.sub(r"\b(case|care) manager\b", r"\1-worker", value)
    # "Master" ranks a tradesperson ("Master Electrician"), not a Scrum Master or master data.
    value = re.sub(r"\bscrum master\b|\bmaster(?= data\b)", "scrum", value)
    # A homeroom teacher (班主任) is a teacher's duty, not a director (主任).
    value = value.replace("班主任", "班级老师")
    roles = _roles(value)
    levels = [_LEVELS_EN[word] for word in re.findall(r"[a-z]+", value) if word in _LEVELS_EN]
    # A partner of a firm, not a partner of a function (business, channel, talent
    # acquisition, people partner).
    if re.search(r"\bpartner\b", value) and not re.search(_FUNCTION_PARTNER, value):
        levels.append(7)
    # "Staff" ranks engineers and scientists ("Staff Engineer"), not accountants.
    if re.search(r"\bstaff\b", value) and roles & _STAFF_ROLES:
        levels.append(4)
    rest = value
    for word in sorted(_LEVELS_ZH, key=len, reverse=True):
        if word in rest:
            levels.append(_LEVELS_ZH[word])
            rest = rest.replace(word, " ")
    for pattern, rank in _KITCHEN:
        if pattern.search(value):
            levels.append(rank)
            break
    level = max(levels) if levels else 2.0
    if level >= 4 and _DEPUTY.search(value):
        level -= 0.5
    # "Senior" raises a manager too: "Senior Marketing Manager" is above "Marketing Manager".
    if level > 3 and 3 in levels:
        level += 0.25
    return Title(text=text, level=level, roles=roles)


def inflation(before: list[str], after: str, context: str = "", stated: str = "") -> str | None:
    """ "senior" when `after` is more senior than every title of `before`, "role" when it names
    only roles none of them names, or names its role's field in words that neither the titles
    of `before` nor `context` (the earlier resume's text) have ("Senior Compiler Engineer"
    beside "Senior Structural Engineer"), else None (the same title reworded, unknown words).
    `stated`: the earlier summary; a title it gives the person backs its level (一级造价工程师
    in the summary backs "一级注册造价工程师" over "造价工程师")."""
    titles = [read_title(text) for text in before if plain(text)]
    if not titles or not plain(after):
        return None
    new = read_title(after)
    if new.level > max(title.level for title in titles) and not _stated(after, before, stated):
        return "senior"
    known = frozenset().union(*(title.roles for title in titles))
    if new.roles and known and not new.roles & known:
        return "role"
    # A title of no known role ("Medical Assistant") given one that nothing in the earlier
    # version names ("Physician Assistant"): another role.
    if (
        new.roles - _FRAME_ROLES
        and not known
        and not _role_named(after, [t.text for t in titles], context)
        and not any(_contracted(t.text, after) for t in titles)
    ):
        return "role"
    # A role added to the one held ("Nurse" -> "Nurse Practitioner", "Paralegal and Counsel").
    if known and _head_roles(after) - known - _FRAME_ROLES:
        return "role"
    if new.roles and _other_field(after, [t.text for t in titles if t.roles & new.roles], context):
        return "role"
    return None


_LICENSED = re.compile(r"\b(?:registered|licensed|certified|chartered)\b|注册|执业|持证")


def _stated(after: str, before: list[str], summary: str) -> bool:
    """Whether the earlier summary calls the person `after`: an earlier title with the same
    words before it ("Senior accountant with ..." for "Senior Accountant" over "Accountant"),
    licence words aside."""

    def squeeze(text: str) -> str:
        return re.sub(r"[\W_]+", "", _LICENSED.sub(" ", plain(text)))

    new, text = squeeze(after), squeeze(summary)
    return bool(new and text) and new in text and any(squeeze(t) in new for t in before if t)


def _contracted(short: str, long: str) -> bool:
    """Whether a Chinese title is the short form of `long`: its characters in order there
    (幼师 in 幼儿教师 and 幼儿园老师)."""
    chars = [c for c in short if "\u3400" <= c <= "\u9fff"]
    if len(chars) < 2:
        return False
    rest = iter(long)
    return all(c in rest for c in chars)


def _role_named(after: str, before: list[str], context: str) -> bool:
    """Whether a role word of `after` is in a title of `before` or in the earlier resume's
    text (in either language)."""
    text = " ".join(plain(t) for t in (*before, context))
    value = plain(after).replace(".", " ")
    for index in _roles(value) - _FRAME_ROLES:
        for word in _ROLES[index]:
            here = word in text if not word.isascii() else re.search(rf"\b{word}\b", text)
            if here:
                return True
    return False


def _head_roles(title: str) -> frozenset[int]:
    """The roles a title's head words name: the last word of each part ("Structural Design
    Engineer" names an engineer, not a designer; "Nurse Practitioner" a practitioner), or the
    role word a Chinese part ends with."""
    value = plain(title).replace(".", " ")
    heads: set[int] = set()
    for part in re.split(r"[,&/(（)）;|]|\band\b|\s-\s|和|兼", value):
        part = part.strip()
        if not part:
            continue
        if part.isascii():
            last = re.findall(r"[a-z]+", part)
            heads |= _roles(last[-1]) if last else set()
            continue
        for index, words in enumerate(_ROLES):
            if any(not w.isascii() and part.endswith(w) for w in words):
                heads.add(index)
    return frozenset(heads)


# Words of a title that name neither its level nor its role nor anything at all.
_TITLE_FILLER = frozenset(
    [
        "of",
        "and",
        "the",
        "for",
        "in",
        "at",
        "to",
        "i",
        "ii",
        "iii",
        "iv",
        "v",
        "1",
        "2",
        "3",
        "mid",
        "level",
        "staff",
        "executive",
        "representative",
        "member",
        "officer",
        "associate",
        "crew",
    ]
)


def _field(title: str) -> set[str]:
    """What a title says besides its level and role: its field ("structural", 软件)."""
    value = plain(title).replace(".", " ")
    role_words = {w for words in _ROLES for w in words} | set(_LEVELS_EN) | set(_LEVELS_ZH)
    found: set[str] = set()
    for token in re.findall(r"[a-z][a-z&+#-]*|[\u3400-\u9fff]+", value):
        if token.isascii():
            if token not in role_words and token not in _TITLE_FILLER and len(token) > 1:
                found.add(token)
            continue
        for word in sorted(role_words, key=len, reverse=True):
            if not word.isascii():
                token = token.replace(word, " ")
        found |= {part for part in token.split() if len(part) > 1}
    return found


def _translations(word: str) -> tuple[str, ...]:
    return next((forms for forms in _FIELDS if word in forms), ())


def _other_field(after: str, same_role: list[str], context: str) -> bool:
    """Whether `after` names a field that no title of the same role names, nor the context
    (in either language)."""
    new = _field(after)
    if not new or not same_role:
        return False
    old = [_field(text) for text in same_role]
    if not all(old):
        return False  # "Engineer" may be any engineer: "Compiler Engineer" is no new role
    text = plain(context) + " " + " ".join(plain(t) for t in same_role)
    known = set(re.findall(r"[a-z][a-z&+#-]*", text))
    scripts = {t.isascii() for t in (plain(t).replace(" ", "") for t in same_role) if t}
    for word in new:
        forms = _translations(word) or next(
            (forms for forms in _FIELDS for form in forms if not form.isascii() and form in word),
            (),
        )
        if any(form in known if form.isascii() else form in text for form in forms):
            return False
        if word.isascii():
            # the same word, its first letters, or it with a prefix ("cybersecurity" for
            # "security", "biostatistics" for "statistics")
            if word in known or any(
                len(w) >= 4
                and (
                    word.startswith(w)
                    or w.startswith(word[:5])
                    or (len(w) >= 6 and word.endswith(w))
                )
                for w in known
            ):
                return False
        elif any(word[i : i + 2] in text for i in range(max(len(word) - 1, 1))):
            return False
        if not forms and word.isascii() not in scripts:
            return False  # a title translated: a field word no table knows says nothing
    return True
