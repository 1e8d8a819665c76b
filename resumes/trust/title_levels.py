"""The level words of titles (`titles.read_title`): a title's level is the highest level word
it has; 2 when it has none. English words are whole words, Chinese ones parts of the title."""

from __future__ import annotations

import re

from resumes.trust.normalize import plain

LEVELS_EN: dict[str, float] = {
    "intern": 0,
    "trainee": 0,
    "apprentice": 0,
    "student": 0,
    "junior": 1,
    "jr": 1,
    "assistant": 1,
    # an aide or a helper is a job's assistant by another word (ESCO: "actuarial aide" beside
    # "actuarial assistant", "plumber's helper" beside "plumbing assistant")
    "aide": 1,
    "helper": 1,
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
    # level words written short, as job boards and resumes do
    "snr": 3,
    "mgr": 5,
    "mngr": 5,
    "supv": 4,
    "supvr": 4,
    "dir": 6,
    "experienced": 3,
    "lead": 4,
    "managing": 5,  # a managing editor, broker or partner runs the others
    "leader": 4,
    "principal": 4.5,
    "supervisor": 4,
    "controller": 6,
    "comptroller": 6,
    "superintendent": 6,
    "charge": 4,
    "sister": 4,  # a ward sister is a ward's charge nurse
    # uniformed ranks (police, fire, ships and aircraft)
    "sergeant": 4,
    "lieutenant": 4.5,
    "captain": 5,
    "manager": 5,
    "head": 6,
    "director": 6,
    "hrd": 6,  # an HR director, as Chinese resumes write it
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
LEVELS_ZH: dict[str, float] = {
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
    # a school's or a firm's honour ranks: 骨干教师 < 学科带头人 < 特级教师; 技术专家 above 高级
    "骨干": 3,
    "教授": 4,  # as "professor"; 副教授 half a step below
    "专家": 3.5,
    "带头人": 4,
    "特级": 4.5,
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
    "导演": 6,  # who directs a film or an animation, as 总监 a department
    "副总裁": 7,
    "总裁": 8,
    "首席": 8,
    "合伙人": 8,
    "创始人": 8,
}


# The lower posts of a job: its assistant, aide or helper, its apprentice, trainee or intern
# (ESCO lists them as occupations of their own: "physiotherapy assistant" beside
# "physiotherapist", "apprentice" labels beside the trade).
_LOWER_EN = re.compile(r"\b(?:assistant|aide|helper|apprentice|trainee|intern|junior|jr)\b")
_LOWER_ZH = re.compile(r"助理|实习|见习|学徒|初级")
_FILLER = frozenset(["of", "the", "to", "for", "in"])


def _job_words(title: str) -> list[str]:
    value = re.sub(r"['’]s\b", " ", _LOWER_EN.sub(" ", title))
    return [w for w in re.findall(r"[a-z]+", value) if w not in _FILLER]


def same_stem(a: str, b: str) -> bool:
    """One word, or two forms of it ("teaching" / "teacher", "pharmacy" / "pharmacist")."""
    if a == b:
        return True
    common = len(
        next((p for p in (a[:n] for n in range(min(len(a), len(b)), 0, -1)) if b.startswith(p)), "")
    )
    return common >= 5 and common >= 0.7 * min(len(a), len(b))


def _same_job(old: str, new: str) -> bool:
    if new.isascii() and old.isascii():
        a, b = _job_words(old), _job_words(new)
        return (
            bool(a) and len(a) == len(b) and all(same_stem(x, y) for x, y in zip(a, b, strict=True))
        )
    rest = re.sub(r"\s+", "", _LOWER_ZH.sub("", old))
    return len(rest) >= 2 and rest == re.sub(r"\s+", "", new)


_PARTS = re.compile(r"[,&/(（)）;|、]|\band\b|\s[-–—]\s|兼|和")


def _holds(held: str, new: str) -> bool:
    """Whether a title without a lower-post word already names the job of `new` ("Senior
    Pharmacist" for "Pharmacist"; 兽医师 for 兽医)."""
    if new.isascii() and held.isascii():
        have = _job_words(held)
        return all(any(same_stem(w, h) for h in have) for w in _job_words(new))
    a, b = (re.sub(r"[\s员师人]+$", "", t.replace(" ", "")) for t in (held, new))
    return bool(a and b) and (a in b or b in a)


def lower_post_dropped(before: list[str], after: str) -> bool:
    """Whether `after` is an earlier title's job without its lower-post word ("Pharmacy
    Assistant" -> "Pharmacist", "Carpenter's Helper" -> "Carpenter", 助理审计师 -> 审计师), a
    rung up the job's own ladder, and no earlier title (or part of one: 场长助理兼兽医) holds
    that job without one."""
    new = plain(after).replace(".", " ")
    if not new or _LOWER_EN.search(new) or _LOWER_ZH.search(new):
        return False
    parts = [
        p.strip()
        for t in before
        if t
        for p in _PARTS.split(plain(t).replace(".", " "))
        if p.strip()
    ]
    lower = [p for p in parts if _LOWER_EN.search(p) or _LOWER_ZH.search(p)]
    held = [p for p in parts if p not in lower]
    return any(_same_job(p, new) for p in lower) and not any(_holds(p, new) for p in held)


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5}
_GRADE = re.compile(r"\b(iv|v|i{1,3}|[1-5])\b\s*(?=$|[,(（/|;-])")


def grade_number(title: str) -> int | None:
    """A grade by number after a job ("Data Analyst II", "Engineer, Level 3"), if any."""
    found = _GRADE.search(plain(title).replace(".", " "))
    if not found:
        return None
    number = found.group(1)
    return int(number) if number.isdigit() else _ROMAN[number]


# ---- ranks read from where a word stands in a title (issue 28, guard7)

# "Executive" before a job names its top post (an executive chef, producer, editor,
# headteacher or housekeeper runs the others, as ESCO's labels list them beside the heads of
# the trade); before the people a post serves it names whom (an executive assistant, secretary,
# recruiter or coach works for executives); as the head noun it is a frame ("Sales Executive").
_EXECUTIVE = re.compile(
    r"\bexecutive\s+(?!(?:assistant|asst|secretary|pa|administrative|admin|administrator"
    r"|officer|support|search|recruiter|recruiting|coach|coaching|protection|chauffeur|driver"
    r"|team|office|board|committee)\b)[a-z]"
)
# The head of a firm or a school by its head noun: a "Principal" (of an agency, a practice, a
# school) or its owner; "Principal Engineer" is a grade before a job (`LEVELS_EN`).
_PRINCIPAL = re.compile(r"(?<!\bvice )(?<!\bvice-)\bprincipal\s*(?:$|[,(/|;&-])")
# An owner of a business; an owner of what one looks after (a product, a process, the data, a
# risk) is a role, not the business's owner.
_OWNER = re.compile(
    r"(?<!product )(?<!process )(?<!data )(?<!risk )(?<!content )(?<!service )(?<!system )"
    r"(?<!control )(?<!platform )(?<!feature )(?<!budget )(?<!account )"
    r"\b(?:co-?)?(?:owner|proprietor)\b(?!['’]s)"  # an owner's representative acts for one
)
# An institution's administrator runs it (a hospital, hospice, clinic, practice, school, care
# home or facility administrator; ESCO files the school's and the practice's beside their
# managers), unlike an administrator of a system or an office's papers.
_INSTITUTION = re.compile(
    r"\b(?:hospital|hospice|clinic|practice|school|nursing home|care home|facility|"
    r"healthcare|health care|residential care|home care) administrator\b"
)
# 总 before a profession's noun is its chief (总建筑师, 总设计师, 总会计师, 总规划师 as 总工程师),
# 总编 the chief editor; 总账 (the general ledger), 总部, 总务, 总装, 总包 and 总台 are no rank.
_ZH_CHIEF = re.compile(r"总(?![账部务装包台])[\u3400-\u9fff]{1,2}师|总编")
# A title that ends in 长 is the head of its unit (机长 of an aircraft, 列车长 of a train, 船长,
# 车间长, as 队长, 班长, 站长 in `LEVELS_ZH`), at least a team lead's level; 家长, 特长, 专长,
# 擅长, 成长, 增长 and 延长 are no posts.
_ZH_HEAD = re.compile(r"[\u3400-\u9fff](?<![家特专擅成增延学])长\s*(?:$|[（(/、,，])")


def placed_levels(value: str) -> list[float]:
    """Levels a title's words give by where they stand (`value`: the title as `plain` writes
    it): "executive" before a job, "principal" or "owner" as the head, an institution's
    administrator, 总 before a profession, 长 ending a Chinese title."""
    found: list[float] = []
    if _EXECUTIVE.search(value):
        found.append(6)
    if _PRINCIPAL.search(value) or _OWNER.search(value):
        found.append(8)
    if _INSTITUTION.search(value):
        found.append(5)
    if _ZH_CHIEF.search(value):
        found.append(6)
    if _ZH_HEAD.search(value):
        found.append(4)
    return found
