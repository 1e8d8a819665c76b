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
from resumes.trust.roles import other_role, translated_head
from resumes.trust.title_fields import FIELDS as _FIELDS
from resumes.trust.title_kinds import at_desk, other_domain, same_occupation, translated_level
from resumes.trust.title_levels import LEVELS_EN as _LEVELS_EN
from resumes.trust.title_levels import LEVELS_ZH as _LEVELS_ZH
from resumes.trust.title_levels import (
    grade_number,
    lower_post_dropped,
    placed_levels,
    same_stem,
)
from resumes.trust.title_roles import ROLES as _ROLES
from resumes.trust.title_wording import closed_up, contracted, initials_of

# A deputy or an assistant of a level is half a step below it ("Assistant Manager").
# A post held for the time being (acting, interim, 代理) is half a step below it too.
_DEPUTY = re.compile(
    r"\b(?:assistant|asst|associate|assoc|deputy|sous)\s+(?=\w)|\b(?:acting|interim)\b|\bsous-(?=chef)"
    r"|副(?!总裁)|助理(?=\S)|代理"
)
# A kitchen's ranks: a chef runs one (5), the executive chef several (6); a chef de partie or a
# commis chef works a station.
_KITCHEN = (
    (re.compile(r"\bexecutive chef\b|\bchef de cuisine\b|总厨|厨师长|主厨"), 6.0),
    (re.compile(r"\bchef de partie\b|\bline cook\b"), 2.0),
    (re.compile(r"\bcommis\b"), 1.0),
    (re.compile(r"\b(?:head )?chef\b"), 5.0),
)

_TECHNICIAN = frozenset(index for index, words in enumerate(_ROLES) if "technician" in words)
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


_SCOPE = re.compile(
    r"\b(?:regional|region|area|district|divisional|national|country|global)\b|区域|大区|全国"
)
_FUNCTION_PARTNER = (
    r"\b(?:business|channel|acquisition|talent|people|hr|learning|alliance|account|success"
    r"|technology|implementation|strategic|growth|sales) partner\b"
)


_BOSS = r"(?:总经理|经理|总监|主管|主任|董事长|总裁|[校院店厂部行]长)"


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
    value = at_desk(plain(text).replace(".", " ").replace("vice president", "vp"))
    value = re.sub(r"\bco-?op\b", "intern", value)  # a co-op is a student placement
    # "Accountant in Training" is a trainee; a "Teacher's Assistant" assists a teacher and is
    # none (the job before a possessive is whom the post serves).
    value = re.sub(r"\b(?:in|under) training\b", "trainee", value)
    value = re.sub(r"\b[a-z]+['’]s\s+(?=(?:assistant|aide|helper)\b)", "", value)
    # A case or care manager manages a caseload, not people: no manager's level.
    value = re.sub(r"\b(case|care) manager\b", r"\1-worker", value)
    # "Master" ranks a tradesperson ("Master Electrician"), not a Scrum Master or master data.
    value = re.sub(r"\bscrum master\b|\bmaster(?= data\b)", "scrum", value)
    # Titles as Chinese grades translate them: a chief physician (主任医师) is a clinical grade,
    # not a C-level post; a head nurse is a ward's charge nurse (护士长).
    value = re.sub(
        r"\bchief(?=\s+(?:physician|pharmacist|technician|technologist|nurse)\b)", "主任", value
    )
    value = re.sub(r"\bhead nurse\b", "charge nurse", value)
    # A homeroom teacher (班主任) is a teacher's duty, not a director (主任).
    value = value.replace("班主任", "班级老师")
    # A manager's or a director's assistant (经理助理, 总监助理) is an assistant, not the post.
    value = re.sub(_BOSS + r"助理", "助理", value)
    roles = _roles(value)
    levels = [_LEVELS_EN[word] for word in re.findall(r"[a-z]+", value) if word in _LEVELS_EN]
    levels += placed_levels(value)
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
        # an academic ladder: assistant, then associate, then full professor
        if re.search(r"\b(?:assistant|asst) professor\b", value):
            level -= 0.25
    # "Senior" raises a manager too: "Senior Marketing Manager" is above "Marketing Manager".
    if level > 3 and 3 in levels:
        level += 0.25
    # A manager's or director's scope: one of a region, an area or a country runs the managers
    # of its sites ("Store Manager" -> "Regional Manager", 门店经理 -> 区域经理).
    # Less than "senior": a "Senior Manager" is a grade above a regional one.
    if level >= 5 and _SCOPE.search(value):
        level += 0.2
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
    if initials_of(after, before) or closed_up(after, before):
        return None  # the same words by their initials ("HR Manager", "EA"), or run together
    new = read_title(after)
    if (
        new.level > max(title.level for title in titles)
        and not _stated(after, before, stated)
        and not translated_level(before, after)  # 运营负责人 -> "Head of Operations"
    ):
        return "senior"
    if _grade_raised(titles, new):
        return "senior"
    # A rung up a job's own ladder, which another earlier job of no level word would hide
    # from the headline ("Pharmacy Assistant" and "Coordinator" -> "Pharmacist").
    if lower_post_dropped(before, after) and not _stated(after, before, stated):
        return "senior"
    known = frozenset().union(*(title.roles for title in titles))
    # Frames (coordinator, specialist, 专员) say how a job is organised, not which: an earlier
    # "Coordinator" elsewhere makes an "Accounting Assistant" no other role than "Accounts
    # Assistant".
    held = known - _FRAME_ROLES
    # one occupation by ESCO's labels ("Shop Assistant" -> "Sales Assistant", "Chef" -> "Cook")
    lower = new.level < min(title.level for title in titles)
    esco = same_occupation(before, after, _role_words(after, new.roles), lower=lower)
    if (
        new.roles
        and held
        and not new.roles & known
        and not esco
        and not _work_of(after, held)
        and not _frame_of_field(after, new, titles)
    ):
        return "role"
    # A title of no known role ("Medical Assistant") given one that nothing in the earlier
    # version names ("Physician Assistant"): another role.
    if (
        new.roles - _FRAME_ROLES
        and not held
        and not _role_named(after, [t.text for t in titles], context)
        and not any(contracted(t.text, after) for t in titles)
        and not esco
        and not translated_head(before, after)  # 柜员 -> "Bank Teller" (ESCO's head)
        and not _hands_of_trade(titles, new)
    ):
        return "role"
    # A role added to the one held ("Nurse" -> "Nurse Practitioner", "Paralegal and Counsel").
    if (
        known
        and _head_roles(after) - known - _FRAME_ROLES
        and not esco
        and not _hands_of_trade(titles, new)
    ):
        return "role"
    if new.roles and _other_field(after, [t.text for t in titles if t.roles & new.roles], context):
        return "role"
    # A job the role table does not know, by its head noun (ESCO's occupations): "Clinician"
    # -> "Clinical Administrator", "Production Coordinator" -> "Producer".
    # (where the role table names an earlier title's head role in the new one, it is the same
    # role: "Echocardiographer" and "Cardiac Sonographer"; 法务 in 法务专员 is a field, no head)
    named = frozenset().union(*(_head_roles(t.text) for t in titles))
    held = frozenset().union(*(_ROLES[index] for index in named)) if named else frozenset()
    if other_role([t.text for t in titles], after, stated, held=held):
        return "role"
    # the kind of work of a role changing (测试工程师 -> 开发工程师, support -> social worker)
    if other_domain([t.text for t in titles], after):
        return "role"
    return None


def _hands_of_trade(titles: list[Title], new: Title) -> bool:
    """Whether an operator's title becomes a technician's of the same words ("Prepress
    Operator" -> "Prepress Technician"): who runs a machine or a process and who services it
    are one trade's hands."""
    return new.roles == _TECHNICIAN and any(
        re.sub(r"\boperator\b", "", t.text.lower()).split()
        == re.sub(r"\b(?:technician|tech)\b", "", new.text.lower()).split()
        for t in titles
        if re.search(r"\boperator\b", t.text.lower())
    )


def _frame_of_field(after: str, new: Title, titles: list[Title]) -> bool:
    """Whether `after` names only frames (coordinator, specialist) for an earlier title's
    field ("Event Planner" -> "Events Coordinator"): the same work, organised otherwise."""
    mine = _field(after)
    return (
        bool(new.roles and mine)
        and new.roles <= _FRAME_ROLES
        and any(same_stem(w, o) for t in titles for o in _field(t.text) for w in mine)
    )


def _grade_raised(titles: list[Title], new: Title) -> bool:
    """Whether `new` has a higher grade number than every earlier title of its level that has
    one ("Data Analyst I" -> "Data Analyst III"); a number where none was is no raise."""
    grade = grade_number(new.text)
    top = max(t.level for t in titles)
    old = [g for t in titles if t.level == top and (g := grade_number(t.text)) is not None]
    return grade is not None and bool(old) and new.level == top and grade > max(old)


def _work_of(after: str, held: frozenset[int]) -> bool:
    """Whether `after` names only frames and an earlier role's work by its stem ("Bookkeeper"
    -> "Bookkeeping Specialist", "Recruiter" -> "Recruitment Specialist")."""
    new = re.findall(r"[a-z]+", plain(after))
    if not _roles(" ".join(new)) <= _FRAME_ROLES:
        return False
    return any(same_stem(w, r) for w in new for i in held for r in _ROLES[i] if r.isascii())


def _role_words(title: str, roles: frozenset[int]) -> frozenset[str]:
    value = plain(title).replace(".", " ")
    return frozenset(
        w for i in roles for w in _ROLES[i] if w.isascii() and re.search(rf"\b{w}\b", value)
    )


_LICENSED = re.compile(r"\b(?:registered|licensed|certified|chartered)\b|注册|执业|持证")


def _stated(after: str, before: list[str], summary: str) -> bool:
    """Whether the earlier summary calls the person `after`: an earlier title with the same
    words before it ("Senior accountant with ..." for "Senior Accountant" over "Accountant"),
    licence words aside."""

    def squeeze(text: str) -> str:
        return re.sub(r"[\W_]+", "", _LICENSED.sub(" ", plain(text)))

    new, text = squeeze(after), squeeze(summary)
    return bool(new and text) and new in text and any(squeeze(t) in new for t in before if t)


def _role_named(after: str, before: list[str], context: str) -> bool:
    """Whether a role word of `after` is in a title of `before` or in the earlier resume's
    text (in either language)."""
    text = " ".join(plain(t) for t in (*before, context))
    value = plain(after).replace(".", " ")
    # a role word written short in an earlier title ("Vet Tech" for "Veterinary Technician")
    short = {w for t in before for w in re.findall(r"[a-z]{3,}", plain(t))}
    for index in _roles(value) - _FRAME_ROLES:
        for word in _ROLES[index]:
            here = word in text if not word.isascii() else re.search(rf"\b{word}\b", text)
            # ... or another form of an earlier word ("Accounting" for "Accounts")
            if here or (
                word.isascii() and any(word.startswith(w) or same_stem(word, w) for w in short)
            ):
                return True
    return False


def _head_roles(title: str) -> frozenset[int]:
    """The roles a title's head words name: the last word of each part ("Structural Design
    Engineer" names an engineer, not a designer; "Nurse Practitioner" a practitioner), or the
    role word a Chinese part ends with."""
    value = at_desk(plain(title).replace(".", " "))
    heads: set[int] = set()
    for at, part in enumerate(re.split(r"[,&/(（)）;|]|\band\b|\s-\s|和|兼", value)):
        part = part.strip()
        if not part:
            continue
        if part.isascii():
            last = re.findall(r"[a-z]+", part)
            # a later part that names a field, not a person, is a specialty or a team ("Data
            # Analyst (Marketing)", "Accountant, Sales"), no role added
            if last and at and _FIELD_NOUN.search(last[-1]):
                continue
            heads |= _roles(last[-1]) if last else set()
            continue
        for index, words in enumerate(_ROLES):
            if any(not w.isascii() and part.endswith(w) for w in words):
                heads.add(index)
    return frozenset(heads)


_FIELD_NOUN = re.compile(r"(?:ing|ics|tion|ment|ogy|ry|sales|design|hr|talent|product|project)$")


# Words of a title that name neither its level nor its role nor anything at all.
_TITLE_FILLER = frozenset(
    re.findall(
        r"\S+",
        "of and the for in at to i ii iii iv v 1 2 3 mid level staff executive representative "
        "member officer associate crew",
    )
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
        elif any(contracted(field, word) for t in same_role for field in _field(t)):
            return False  # a Chinese short form written out (客服 -> 客户服务)
        if not forms and word.isascii() not in scripts:
            return False  # a title translated: a field word no table knows says nothing
    return True
