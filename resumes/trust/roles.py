"""Which job a title names by its head noun, for `title_inflated` across professions.

`titles.py` knows a few dozen roles by their words; a title whose role it does not know was
never compared ("Clinician" -> "Clinical Administrator", "Production Coordinator" ->
"Producer"). Here a title's head noun (the last word of each of its parts: "Backend Engineer
(Payments)" -> engineer) is read against ESCO's head nouns of occupations
(`data/role_heads.txt`, built by `scripts/build_role_heads.py`): a new head that no earlier
title or the earlier summary names, nor a word ESCO gives as the same job after the same word
("software developer" / "software engineer"), is another role. Heads that say how senior a job
is (manager, director, lead) are the level table's; heads that say how a job is organised
(specialist, coordinator, consultant, representative, associate) claim no other role.

Chinese titles have no ESCO labels: `ZH_HEADS` (written for this project) gives each Chinese
job noun the ESCO heads it translates, so a title translated into the other language keeps its
role (会计 = accountant, 制片人 = producer) and 护士 -> 行政管理员 changes it.
"""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from pathlib import Path

from resumes.trust.normalize import plain

DATA = Path(__file__).resolve().parent / "data" / "role_heads.txt"
LABELS = Path(__file__).resolve().parent / "data" / "occupation_labels.txt.gz"


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Heads that name no job of their own: how it is organised, or who is served.
FRAME_HEADS = frozenset(
    [
        "specialist",
        "coordinator",
        "consultant",
        "representative",
        "associate",
        "officer",
        "expert",
        "professional",
        "worker",
        "staff",
        "member",
        "executive",
        "agent",
        "generalist",
        "partner",
        "adviser",
        "advisor",
        "liaison",
        "contractor",
        "freelancer",
        "volunteer",
        "employee",
        "crew",
        "team",
        "owner",
    ]
)
_OFFICE = frozenset(["administrator"])
# Words for anyone of a field ("Nurse" -> "Clinician"): no other job when they are new; an
# earlier "Clinician" is still a job of its own ("Clinician" -> "Clinical Administrator").
_BROAD = frozenset(["clinician", "provider", "caregiver", "practitioner"])
# Abbreviations and other words for a head (same job).
_SAME_WORDS: tuple[frozenset[str], ...] = tuple(
    frozenset(words.split())
    for words in (
        "nurse rn lpn lvn",
        "engineer developer programmer swe sde",
        "accountant bookkeeper cpa",
        "attorney lawyer counsel solicitor",
        "teacher educator instructor tutor",
        "physician doctor md",
        "recruiter sourcer",
        "salesperson seller",
        "writer copywriter",
        "clerk administrator secretary",
        "cashier teller",
        "therapist physiotherapist",
        "researcher scientist",
        "producer",
    )
)
# Chinese job nouns and the ESCO heads they translate (longest first when read).
ZH_HEADS: dict[str, tuple[str, ...]] = {
    "护士": ("nurse",),
    "护师": ("nurse",),
    "医生": ("physician",),
    "医师": ("physician",),
    "药剂师": ("pharmacist",),
    "药师": ("pharmacist",),
    "治疗师": ("therapist",),
    "营养师": ("dietitian", "nutritionist"),
    "技师": ("technician",),
    "技术员": ("technician",),
    "工程师": ("engineer",),
    "程序员": ("programmer", "developer"),
    "架构师": ("architect",),
    "设计师": ("designer",),
    "分析师": ("analyst",),
    "会计师": ("accountant",),
    "会计": ("accountant",),
    "出纳": ("cashier",),
    "审计师": ("auditor",),
    "审计员": ("auditor",),
    "律师": ("lawyer", "attorney"),
    "教师": ("teacher",),
    "老师": ("teacher",),
    "讲师": ("lecturer",),
    "教练": ("coach",),
    "培训师": ("trainer",),
    "文员": ("clerk",),
    "秘书": ("secretary",),
    "管理员": ("administrator",),
    "行政": ("administrator",),
    "教务": ("administrator",),
    "编辑": ("editor",),
    "记者": ("journalist", "reporter"),
    "翻译": ("translator", "interpreter"),
    "制片人": ("producer",),
    "制片": ("producer",),
    "导演": ("director",),
    "摄影师": ("photographer",),
    "策划": ("planner",),
    "采购员": ("buyer",),
    "司机": ("driver",),
    "调度员": ("dispatcher",),
    "检验员": ("inspector",),
    "质检员": ("inspector",),
    "电工": ("electrician",),
    "焊工": ("welder",),
    "厨师": ("cook", "chef"),
    "厨师长": ("chef",),
    "总厨": ("chef",),
    "主厨": ("chef",),
    "收银员": ("cashier",),
    "销售": ("salesperson", "seller"),
    "研究员": ("researcher",),
    "科学家": ("scientist",),
    "社工": ("social",),
    "咨询师": ("counsellor", "counselor"),
    "建筑师": ("architect",),
    "测量员": ("surveyor",),
    "造价师": ("estimator",),
    "规划师": ("planner",),
    "经纪人": ("broker", "agent"),
    "理财师": ("planner",),
    "乘务员": ("attendant",),
    "空乘": ("attendant",),
    "飞行员": ("pilot",),
    "主播": ("presenter", "host"),
    "主持人": ("presenter", "host"),
    "柜员": ("teller", "cashier"),
    "木工": ("carpenter",),
    "保健医生": ("physician",),
    "保育员": ("childcare",),
    "导游": ("guide",),
    "客服": ("representative",),
    # frames: how a job is organised (no job of their own, but a title's head all the same)
    "专员": ("specialist",),
    "顾问": ("consultant",),
    "代表": ("representative",),
}
# Words that end a title without naming its job: grades, levels and numbers.
_GRADES = _words("i ii iii iv v vi mid level grade band step tier")
_NOT_HEADS = _GRADES | _words(
    "senior sr junior jr principal staff lead manager director supervisor head chief vp "
    "president intern trainee student apprentice "
    # a lower post is no inflation: an assistant, an aide or a helper of a job
    "assistant aide helper"
)
# A person's noun by its ending ("Cinematographer", "Microbiologist"), for the main part of a
# new title that ESCO has no head for.
# Only endings of professions: -er and -or also end "Server" as "Waiter", "Provider"; -ary
# only as in "Actuary", "Notary", "Secretary" (not "Summary", "Library").
_PERSON = re.compile(r"(?:ist|ian|grapher|eer|wright|smith|uary|tary)$")
# The endings that make a Chinese word a person doing it (采购员, 制片人, 营养师).
_ZH_AGENT = "员师人"
_SPLIT = re.compile(r"[,&/(（)）;|:：·、]|\band\b|\s[-–—]\s|和|兼")


@lru_cache(maxsize=1)
def _table() -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    heads: set[str] = set()
    same: dict[str, set[str]] = {}
    part = ""
    for line in DATA.read_text("utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            part = line
            continue
        if part == "[heads]":
            heads.add(line)
        else:
            a, b, _ = line.split()
            same.setdefault(a, set()).add(b)
            same.setdefault(b, set()).add(a)
    for group in _SAME_WORDS:
        heads |= group
        for word in group:
            same.setdefault(word, set()).update(group)
    for forms in ZH_HEADS.values():
        heads |= set(forms)
    return frozenset(heads), {k: frozenset(v) for k, v in same.items()}


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def jobs(title: str, *, any_word: bool = False) -> list[frozenset[str]]:
    """The jobs a title names, each as the ESCO heads it may be: the last word of each English
    part, each Chinese job noun of a Chinese part (翻译: translator or interpreter), frames
    included. `any_word`: an English part's last word even when ESCO has no such head (an
    earlier title's "Clinician" is its job)."""
    known, _ = _table()
    value = plain(title).replace(".", " ")
    value = re.sub(r"\b(of|for|in|at)\b.*", "", value) if value.isascii() else value
    found: list[frozenset[str]] = []
    for at, part in enumerate(_SPLIT.split(value)):
        part = part.strip()
        if not part:
            continue
        latin = re.findall(r"[a-z]+", part)
        if latin and part.isascii():
            words = [w for w in latin if w not in _GRADES]
            if not words or words[-1] in _NOT_HEADS or len(words[-1]) < 2:
                continue
            word = words[-1] if words[-1] in known else _singular(words[-1])
            person = at == 0 and len(word) > 4 and _PERSON.search(word)
            if word in known or word in FRAME_HEADS or (any_word and len(word) > 2) or person:
                found.append(frozenset([word]))
            continue
        rest = part
        for noun in sorted(ZH_HEADS, key=len, reverse=True):
            if noun in rest:
                found.append(frozenset(ZH_HEADS[noun]))
                rest = rest.replace(noun, " ")
    return found


def heads(title: str, *, any_word: bool = False) -> frozenset[str]:
    """Every ESCO head a title may name (`jobs` in one set)."""
    return frozenset().union(*jobs(title, any_word=any_word))


def _same(a: str, b: str) -> bool:
    """One job: the same head, one ESCO gives as the same, or its short form ("Vet Tech")."""
    _, same = _table()
    if a == b or b in same.get(a, ()) or a in same.get(b, ()):
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 3 and long.startswith(short)


def _said(head: str, text: str) -> bool:
    """Whether the earlier text names the head (or a Chinese noun of it) as a word."""
    if re.search(rf"\b{head}(?:s|es)?\b", text):
        return True
    # The work of an agent noun, by its -ing form: "buying" names a buyer's work, "planning" a
    # planner's (an earlier "Indirect purchasing specialist ... buying services" -> "Buyer").
    stem = re.sub(r"(?:er|or)$", "", head) if len(head) > 4 else ""
    if stem != head and stem and re.search(rf"\b{stem}e?ing\b", text):
        return True
    # A Chinese job noun by its stem: 采购员 is the job of 采购专员, 制片人 of 制片.
    return any(
        head in forms
        and (noun in text or (len(noun.rstrip(_ZH_AGENT)) >= 2 and noun.rstrip(_ZH_AGENT) in text))
        for noun, forms in ZH_HEADS.items()
    )


def other_role(
    before: list[str], after: str, stated: str = "", held: frozenset[str] = frozenset()
) -> bool:
    """Whether `after` names a job (by its head noun) that no title of `before` names, nor
    the earlier summary `stated`, nor a word ESCO gives as the same job, nor an ESCO
    occupation that lists an earlier title beside it ("Cabin Crew" -> "Flight Attendant").
    `held`: the words of the roles `titles.py` finds in the earlier titles (one role there:
    "Echocardiographer" and "Sonographer")."""
    old: set[str] = set()
    for title in before:
        old |= heads(title, any_word=True)
    if not old:
        return False
    text = plain(" ".join((*before, stated)))
    # An office role after a frame ("HR Generalist" -> "HR Administrator") is the same work
    # organised otherwise; after a job of its own ("Clinician") it is another job.
    frames = (FRAME_HEADS | _OFFICE if old <= FRAME_HEADS else FRAME_HEADS) | _BROAD
    for job in jobs(after):
        if not job - frames:
            continue
        if (
            job & held
            or any(_same(h, o) for h in job for o in old)
            or any(_said(h, text) for h in job)
        ):
            continue
        return not any(listed_together(title, after) for title in before)
    return False


def translated_head(before: list[str], after: str) -> bool:
    """Whether `after` names the job of an earlier title in the other language by the ESCO
    head that `ZH_HEADS` gives its Chinese job noun (柜员 -> "Bank Teller", 活动策划 -> "Event
    Planner"), frames aside."""
    new = heads(after) - FRAME_HEADS
    return bool(new) and any(
        any(_same(h, o) for h in new for o in heads(title) - FRAME_HEADS)
        for title in before
        if title and plain(title).isascii() != plain(after).isascii()
    )


@lru_cache(maxsize=1)
def _labels() -> tuple[str, ...]:
    text = gzip.decompress(LABELS.read_bytes()).decode("utf-8")
    return tuple(f" {line} " for line in text.splitlines() if line and not line.startswith("#"))


def _core(title: str) -> str:
    """A title without its specialty, grade or level words ("Senior Flight Attendant (Long
    Haul)" -> "flight attendant")."""
    value = re.split(r"[,(（/|;]|\s[-–—]\s", plain(title).replace(".", " "))[0]
    words = [w for w in re.findall(r"[a-z][a-z'-]*", value) if w not in _NOT_HEADS]
    return " ".join(words)


def listed_together(old: str, new: str) -> bool:
    """Whether one ESCO occupation lists both titles among its labels (English titles)."""
    first, second = _core(old), _core(new)
    if not first or not second or not (old.isascii() and new.isascii()):
        return False
    a, b = f" {first} ", f" {second} "
    a_s, b_s = f" {first}s ", f" {second}s "
    return any((a in line or a_s in line) and (b in line or b_s in line) for line in _labels())
