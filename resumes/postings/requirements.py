"""The skill phrases of a posting's requirement lines that no taxonomy term and no cue covers.

A requirement line ("You bring: a degree in Early Childhood Education, two years as a lead
teacher, Pediatric First Aid and CPR"; "Scripting in Python or Go"; "熟练使用WMS系统，熟悉ERP系统")
names what it asks for as a list of noun phrases behind a lead-in. The line is cut at its
coordinations (commas, semicolons, brackets, "and", "or", "/" between words, "such as", 、, 及,
和, 与, 或) and at the words that start a qualifier ("in production", "within 6 months",
"is a plus"); each piece loses its lead-in ("confident in", "experience with", "2+ years of",
"a degree in", "current", 熟悉, 熟练掌握, 具备, 5年以上) and its trailing generic words
("experience", "skills", 经验, 能力, 优先), and what is left is a phrase when it has one to four
words (Chinese: the noun compounds `keywords._zh_terms` keeps) that are not all vague, no
pronoun ("our platform" is prose) and no count ("6 months"). Duty lines are read the same way
in English (their objects are the skills a resume shows: "prepare roadway plans, profiles and
cross sections"), Chinese duty lines keep to the verb cues of `keywords`.

A rule here names a language phenomenon (a lead-in, a coordination, a qualifier), never a
word list of one posting. The whole sentence stays the keyword's evidence (`keywords`).
"""

from __future__ import annotations

import re

from resumes.postings.duties import _STOP, _VAGUE, DUTY_VERBS, PARTICLES
from resumes.skills.abbreviations import definitions, letters
from resumes.skills.terms import GENERIC, find_terms, is_one_term, normalize, singular

MAX_WORDS = 4
_CJK = re.compile(r"[\u3400-\u9fff]")


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_WORD = re.compile(r"(?<![a-z0-9])\.?[a-z0-9][a-z0-9+#.&/'\-]*[a-z0-9+#]|[a-z0-9][+#]*")
# Where an English piece ends: coordinations, brackets, and the words that open a qualifier
# (never inside a hyphenated compound: "hardware-in-the-loop", "over-the-air").
_CUT_EN = re.compile(
    r"[,;:()\[\]!?]|\.(?![a-z0-9])|\s/\s|(?<=[a-z]{4})/(?=[a-z]{4})|\s[-–—]\s"
    r"|(?<![\w\-])(?:and|or|nor|as well as|plus|including|includes|include|such as|e\.g|i\.e"
    r"|like|with|using|via|in|on|for|within|from|by|at|to|into|across|per|under|through|while|when"
    r"|where|which|who|that|is|are|be|been|will|would|should|must|can|may|preferably|ideally"
    r"|especially|particularly|preferred|required|desired|desirable|expected|a plus|an asset"
    r"|an advantage|strongly|highly|mandatory|etc)(?![\w\-])"
)
# Words that lead into what is asked for and are not part of it.
_LEAD_EN = _STOP | _set(
    """confident proficient proficiency skilled experienced fluent fluency familiar
        familiarity comfortable competent competence competency versed expert expertise adept
        mastery master grasp command exposure background track record demonstrated
        demonstrable practical hands-on basic advanced thorough sound firm certified current
        active valid unrestricted licensed minimum least at of ability able know knows knowing
        understand understanding you your we our i 'll 're ideal candidate candidates
        applicants should must have has having be being are is am bring brings keep keeping
        degree degrees diploma associate associate's bachelor bachelor's bachelors master's
        masters phd doctorate bs ba bsc msc ms ma mba qualification qualifications certificate
        in as of using with and or plus yrs year years month months"""
)
_TRAIL_EN = _STOP | _set(
    """experience experiences skills skill knowledge background expertise proficiency
        abilities ability capabilities exposure familiarity understanding required preferred
        a plus is are of in"""
)
_PRONOUNS = _set(
    "we our us you your i my they their he she his her it its you'll you're we're we'll"
)
# Single words that are ordinary English, not a skill on their own.
_PLAIN = (
    _VAGUE
    | GENERIC
    | DUTY_VERBS
    | _set(
        """able also based best better clear complete current daily detail details early
        end ensure every first free full general given great hands help high ideal key large
        level long low major many mid minimum new next nice open other own part plus
        production quick real right safe self senior junior lead small strong sure top
        well whole writing written verbal oral spoken english professional excellence
        excellent attitude passion growth mindset communication organized motivated
        related relevant equivalent similar successful success degree field fields
        environment environments setting settings shift shifts week weeks hours hour
        travel office onsite remote hybrid location site sites so too very much such same
        twice once again always often"""
    )
)
# Words after a skill that name its paper or its kind, not the skill: "ASA designation" is had
# by "Associate of the Society of Actuaries", "GRI Standards" by "GRI", "BLS certification" is
# the credential BLS.
KIND_WORDS = re.compile(
    r"\s+(?:certification|certificate|certified|designation|license|licence|licensure"
    r"|credential|card|standards?|systems?|software|tools?|framework|platform|suite|skills?"
    r"|experience|knowledge|proficiency|principles|techniques?|methods?|bus|protocols?"
    r"|interface)$"
)
# Chinese: where a piece ends, what leads into it and what trails it.
_CUT_ZH = re.compile(r"[，,、；;/（）()：:。！？!?“”\"]|以及|及|和|与|或|并且|并|同时")
_LEAD_ZH = re.compile(
    r"^(?:\d+年(?:及)?以上|[一二两三四五六七八九十]+年(?:及)?以上|至少|具有|具备|拥有|持有|持(?!续)|取得"
    r"|熟练掌握|熟练使用|熟练运用|熟悉|精通|掌握|了解|能够|能|会|善于|擅长|懂|有|从事|负责|参与"
    r"|良好的|较强的|扎实的|一定的|优秀的|较好的|丰富的|相关)+"
)
_TAIL_ZH = re.compile(
    r"(?:等|相关|以上|的|经验|能力|者|优先|加分|专业|背景|方向|学历|工作|落地|上线|提升|提高).*$"
)
_NOT_ZH = re.compile(
    r"^(?:大专|本科|硕士|博士|研究生|中专|高中|学历|专业|统招|全日制|各|每|所有|其他)"
    r"|要求|职责|加分项|岗位|职位|任职"
)


# A sentence outside a requirements list is read only when it says it asks for something:
# a duty ("you'll run ...", "Responsibilities include ...", "Prepare ...") or what the
# applicant brings ("You should have ..."); the company's story and the offer are not.
_ASKS = re.compile(
    r"\b(?:you(?:'ll| will| would| should| must| need| have| bring)|we need|we(?:'re| are) looking"
    r"|(?:candidate|applicant)s? (?:should|must|will|need)|responsibilities|duties|requirements"
    r"|qualifications|what you|include)\b"
    r"|^(?:must|should|experience|knowledge|proficien|familiar|ability|skills?\b)"
)


def asks(sentence: str) -> bool:
    """Whether a normalised sentence outside a requirements list says it asks for something."""
    return bool(_ASKS.search(sentence))


def english_phrases(sentence: str, *, listed: bool, item: bool = False) -> list[str]:
    """The noun phrases of a normalised English requirement (or duty) sentence; `item`: a list
    item or a line under a duties heading, read even when it opens with no known cue."""
    sentence = sentence.replace("\u2019", "'")
    if not listed:
        first = [w for w in _WORD.findall(sentence[:40]) if w not in ("and", "or", "also")][:1]
        if not (_ASKS.search(sentence) or (first and _verb(first[0])) or item):
            return []
        if item and first and first[0] in _MORE_VERBS:  # "Represent buyers and sellers"
            sentence = sentence[sentence.find(first[0]) + len(first[0]) :]
            sentence = re.sub(rf"^\s*(?:{'|'.join(PARTICLES)})\b", "", sentence)  # "bring up"
    pieces = _CUT_EN.split(f" {sentence} ")
    found: list[str] = []
    for piece in pieces:
        words = _WORD.findall(piece or "")
        while words and (
            words[0] in _LEAD_EN or _count(words[0]) or (not listed and _verb(words[0]))
        ):
            verb = words.pop(0)
            if words and words[0] in PARTICLES and (verb in _LEAD_EN or _verb(verb)):
                words.pop(0)  # a phrasal verb: "set up", "bring up", "roll out"
        while words and (words[-1] in _TRAIL_EN or (words[-1].endswith("ly") and len(words) > 1)):
            words.pop()
        if not words or len(words) > MAX_WORDS:
            continue
        if any(w in _PRONOUNS or _count(w) for w in words) or all(w in _VAGUE for w in words):
            continue
        if len(words) == 1 and not _single_word_skill(words[0], listed=listed):
            continue
        found.append(" ".join(words))
    return found


def only_lead_words(phrase: str) -> bool:
    """A phrase of lead-ins and pronouns only ("confident", "you'll do"): no skill."""
    words = _WORD.findall(phrase)
    return bool(words) and all(
        w in _LEAD_EN or w in _PRONOUNS or w in ("do", "does", "doing") for w in words
    )


def _verb(word: str) -> bool:
    """A duty verb, or its -ing form ("preparing", "running")."""
    if word in DUTY_VERBS:
        return True
    if not word.endswith("ing") or len(word) < 6:
        return False
    base = word[:-3]
    return any(
        f in DUTY_VERBS for f in (base, base + "e", base[:-1] if base[-1:] == base[-2:-1] else "")
    )


def _count(word: str) -> bool:
    """ "3+", "6", "10-15", "two": how many, not which skill."""
    return bool(re.fullmatch(r"\d+[+\-–]?\d*\+?|\d+(?:st|nd|rd|th)", word)) or word in _set(
        "one two three four five six seven eight nine ten several few"
    )


def _single_word_skill(word: str, *, listed: bool) -> bool:
    # A lone word of a duty line is usually its verb's object in general terms ("records");
    # a lone word of a requirement list is what it asks for ("Telemetry", "Pantone", "Go").
    if word in _PLAIN or len(word) < 2 or word.endswith("'s"):
        return False
    if not listed:
        return bool(re.search(r"[0-9+#.&/\-]", word)) and len(word) > 2
    return not (word.endswith("ly") or word.endswith("ed"))


def chinese_phrases(sentence: str, *, duty: bool = False) -> list[str]:
    """The pieces of a Chinese requirement sentence that name a skill (before `_zh_terms`);
    `duty`: a duty line, whose pieces lose their opening verbs (安排, 跟踪, 核算: what is done)."""
    found: list[str] = []
    for piece in _CUT_ZH.split(sentence):
        piece = re.sub(r"^\s*(?:\d+[.、)）]|[（(]?\d+[)）])\s*", "", piece).strip()
        piece = _LEAD_ZH.sub("", piece)
        if duty:
            piece = without_leading_verbs(piece)
        for part in examples_and_kind(piece):
            part = of_phrase(part)
            part = _TAIL_ZH.sub("", part).strip()
            if len(part) < 2 or _NOT_ZH.search(part):
                continue
            found.append(part)
    return found


def examples_and_kind(piece: str) -> list[str]:
    """ "X等Y" names examples X of the kind Y ("银行承兑汇票等票据"): both are asked for."""
    head, _, kind = piece.partition("等")
    if len(head) >= 2 and len(kind) >= 2 and not kind.startswith(("级", "同", "于")):
        return [head, kind]
    return [piece]


def of_phrase(piece: str) -> str:
    """ "X的Y": the skill is Y ("仓库的入库" asks for 入库) unless Y is what is done to X
    ("排序模型的优化", "票据的开立": X)."""
    head, _, tail = piece.rpartition("的")
    if not head or len(tail) < 2:
        return piece
    if _ACTION_ZH.match(tail) and len(head) >= 2:
        return without_leading_verbs(head)
    return tail


# Nouns of doing: what is done to the thing before 的, not a skill of their own.
_ACTION_ZH = re.compile(
    r"^(?:优化|开立|开发|维护|管理|建设|设计|实施|落地|运营|审核|编制|搭建|迭代|上线|推广|执行"
    r"|跟进|处理|分析|制定|监控|评估|改进|升级)"
)


def without_leading_verbs(piece: str) -> str:
    """A Chinese duty piece without the verbs and adverbs that open it ("合理规划配送路线" ->
    "配送路线", "核算运费" -> "运费"); two characters at least are left."""
    rest = _DUTY_OPENING_ZH.sub("", piece)
    return rest if len(rest) >= 2 else piece


_DUTY_OPENING_ZH = re.compile(
    r"^(?:根据|通过|合理|及时|按时|实时|确保|负责|安排|规划|跟踪|统计|核算|处理|提高|提升|优化|完成"
    r"|组织|协调|对接|参与|协助|制定|编制|开展|推动|推行|落实|执行|维护|监督|指导|整理|审核|编写"
    r"|撰写|跟进|配合|做好|进行|每日|每周|每月|定期|日常|独立|主导|带领|策划|搭建|建立"
    r"|运用|使用|利用|采用|基于|借助|办理|监控|监测|提取|准确|认真|积极|负责|区域|年度|季度|月度)+"
)


# Verbs that open duty items and are no skill (beside `duties.DUTY_VERBS`).
_MORE_VERBS = _set(
    """represent market generate keep hold complete join answer greet check clean load
    unload drive dispatch route collect record log update follow attend participate visit
    call contact help work act serve take make give get ensure bring handle greet welcome
    stock restock sort pack label count order buy negotiate book arrange host"""
)


def named_with_kind_word(phrase: str) -> str:
    """The canonical name of the one term a phrase is with a kind word after it ("cpr
    certification", "lvt license"), or ""."""
    bare = KIND_WORDS.sub("", phrase)
    if bare == phrase:
        return ""
    found = find_terms(bare)
    if len(found) != 1 or found[0].kind == "credential":
        return ""  # a credential is shown by its own name ("CPIM")
    surface = singular(found[0].surface.lower().rstrip("."))
    return found[0].canonical if surface in (bare, singular(bare)) or is_one_term(bare) else ""


def covered(phrase: str, terms: list, *, generic_zh: frozenset[str] = frozenset()) -> bool:
    """Whether a term of the taxonomy is the whole phrase or holds it ("operations planning" in
    "sales and operations planning"); a longer phrase around a term ("flux-cored arc welding"
    around "arc welding", "aws d1.1 certification" around "aws") is a keyword of its own."""
    bare = KIND_WORDS.sub("", phrase)  # "bls certification" is the credential BLS
    whole = {singular(phrase), phrase, bare, singular(bare)}
    if any(singular(term.surface.lower()) in whole for term in find_terms(phrase)):
        return True
    if is_one_term(bare):
        return True
    for term in terms:
        surface = term.surface.lower().rstrip(".")  # a credential's name: "P.E."
        if phrase in surface:
            return True
        if surface not in phrase:
            continue
        rest = phrase.replace(surface, " ", 1)
        if surface in bare:  # "current rn license" is RN: its kind word adds nothing
            rest = bare.replace(surface, " ", 1)
        if _CJK.search(phrase):  # 月末结账流程 is 月末结账; 配送路线 is more than 配送
            if all(piece in generic_zh for piece in rest.split()):
                return True
        elif all(only_lead_words(word) or word in DUTY_VERBS for word in rest.split()):
            return True  # "lead s&op" is S&OP; "flux-cored arc welding" is more than arc welding
    # Terms side by side ("epic ehr" is Epic and EHR): nothing of its own is left.
    rest = phrase
    for surface in sorted((t.surface.lower() for t in terms), key=len, reverse=True):
        if surface and not _CJK.search(surface):
            rest = re.sub(rf"(?<![a-z0-9]){re.escape(surface)}(?![a-z0-9])", " ", rest)
    if rest != phrase and not _CJK.search(phrase):
        return all(only_lead_words(word) or word in DUTY_VERBS for word in rest.split())
    return False


def join_defined(order: dict, surfaces: dict, weights: dict, lines: dict) -> None:
    """A short form and its long form that a line defines ("Engineer in Training (EIT)") are
    one keyword, written "long (short)", not two (nor the long form's pieces: "engineer",
    "training")."""
    for canonical in list(order):
        if canonical not in order:
            continue
        line = lines[canonical][1]
        for long, short in definitions(line):
            pair = {normalize(long), normalize(short), letters(short)}
            if normalize(surfaces[canonical]) not in pair and canonical not in pair:
                continue
            surfaces[canonical] = f"{long} ({short})"
            pieces = set(_WORDS.findall(normalize(long)))
            for other in list(order):
                if other == canonical or lines[other][1] != line:
                    continue
                name = normalize(surfaces[other])
                inside = not name.isascii() and name in normalize(long)
                if name in pair or other in pair or inside or set(_WORDS.findall(name)) <= pieces:
                    weights[canonical] = max(weights[canonical], weights.pop(other))
                    del order[other]
            break


_WORDS = re.compile(r"[a-z0-9][a-z0-9+#&\-]*|[\u3400-\u9fff]+")
