"""Skills in a posting's duty and requirement lines that no cue introduces and no list knows.

"Own the month-end close, journal entries and accruals" and "Perform variance analysis for
management" ask for skills without "experience with": a line that opens with a duty verb (or
"you will ...") gives the noun phrases of its object, cut at punctuation, conjunctions and
prepositions ("month-end close", "journal entries", "accruals", "variance analysis"); a short
list item with no verb ("Telemetry experience", "Variance analysis: must have") is itself
the phrase. Stop words are trimmed, at most four words, and a phrase of only vague words
("the team", "high quality") is no keyword. English only: a Chinese duty line's terms come
from the term lists and the cues.
"""

from __future__ import annotations

import re

from resumes.cjk import CJK
from resumes.postings.wordlists import DETERMINERS

MAX_WORDS = 4
_WORD = re.compile(r"(?<![a-z0-9])\.?[a-z0-9][a-z0-9+#.&/\-]*[a-z0-9+#]|[a-z0-9][+#]*")
_OPENING = re.compile(r"^(?:[-*•·▪●]\s*)?(?:you\s+(?:will\s+)?|will\s+|to\s+)?(?P<rest>.+)$")
_CUT = re.compile(
    r"[,;:()!?]|\.(?![a-z0-9])|\s(?:and|or|for|with|in|on|at|to|by|from|of|as|across|into|over"
    r"|using|via|through|within|per|including|while|after|before|under|that|which|who|so|such"
    r"|like|when|where|between|against|among|to|is|are|be|must|should|will|can|plus)\s"
)
_CONTRACTION = re.compile(r"'(?:ll|re|ve|s|d|m)\b")
_NUMBERS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "twelve",
        "dozen",
    ]
)
_ITEM_CUE = re.compile(
    r"\b(?:experience|skills?|required|must[- ]have|preferred|a plus|knowledge|certifi\w*"
    r"|licen[cs]\w*|proficien\w*)\b"
)


# Verbs that open duty lines ("Prepare", "Administer", "Own").
def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


DUTY_VERBS = frozenset(
    [
        "own",
        "prepare",
        "perform",
        "manage",
        "lead",
        "support",
        "develop",
        "maintain",
        "conduct",
        "coordinate",
        "provide",
        "ensure",
        "administer",
        "monitor",
        "assess",
        "build",
        "design",
        "create",
        "deliver",
        "drive",
        "partner",
        "collaborate",
        "review",
        "track",
        "analyze",
        "analyse",
        "document",
        "plan",
        "teach",
        "draft",
        "negotiate",
        "implement",
        "oversee",
        "run",
        "write",
        "handle",
        "process",
        "execute",
        "present",
        "report",
        "communicate",
        "train",
        "mentor",
        "supervise",
        "evaluate",
        "prospect",
        "close",
        "sell",
        "source",
        "recruit",
        "screen",
        "interview",
        "onboard",
        "ship",
        "pick",
        "pack",
        "receive",
        "schedule",
        "forecast",
        "reconcile",
        "audit",
        "file",
        "research",
        "prepare",
        "respond",
        "resolve",
        "troubleshoot",
        "deploy",
        "operate",
        "optimize",
        "optimise",
        "improve",
        "establish",
        "define",
        "set",
        "launch",
        "grow",
        "measure",
        "test",
        "inspect",
        "calculate",
        "model",
        "produce",
        "edit",
        "coordinate",
        "organize",
        "organise",
        "facilitate",
        "deliver",
        "instruct",
        "grade",
        "counsel",
        "educate",
        "assist",
        "serve",
        "cook",
        "chart",
        "administer",
        "identify",
        "investigate",
        "advise",
        "lead",
        "oversee",
        "direct",
        "implement",
        "support",
        "use",
        "apply",
        "perform",
    ]
)
# imperative verbs of technical and office duties (issue 28, fourth round)
DUTY_VERBS |= _word_set(
    "do post integrate tune configure debug automate migrate query orchestrate refactor"
    " install calibrate fix size titrate brief draw wean"
)
_STOP = DETERMINERS | frozenset(
    [
        "a",
        "an",
        "the",
        "all",
        "any",
        "each",
        "every",
        "other",
        "some",
        "more",
        "most",
        "new",
        "key",
        "daily",
        "weekly",
        "monthly",
        "annual",
        "quarterly",
        "ongoing",
        "various",
        "multiple",
        "strong",
        "good",
        "solid",
        "deep",
        "proven",
        "excellent",
        "effective",
        "relevant",
        "related",
        "similar",
        "high",
        "quality",
        "timely",
        "accurate",
        "accurately",
        "clear",
        "closely",
        "close-knit",
        "well",
        "best",
        "overall",
        "end-to-end",
        "full",
        "broad",
        "wide",
        "it",
        "them",
        "us",
        "we",
        "you",
        "they",
        "who",
        "what",
        "how",
        "work",
        "working",
        "experience",
        "experiences",
        "skills",
        "skill",
        "ability",
        "abilities",
        "knowledge",
        "understanding",
        "years",
        "year",
        "team",
        "teams",
        "time",
        "needs",
        "need",
        "day",
        "days",
        "part",
        "role",
        "job",
        "position",
        "company",
        "business",
        "people",
        "everyone",
        "things",
        "thing",
        "across",
        "etc",
        "including",
        "plus",
        "required",
        "preferred",
        "must",
        "ideally",
        "also",
        "both",
        "either",
        "have",
        "has",
        "nice",
        "will",
        "bring",
        "needed",
        "responsibilities",
        "qualifications",
        "requirements",
        "bonus",
        "proficiency",
    ]
)
# how often or in what spirit, never part of the skill ("yearly pay equity review")
_STOP |= _word_set("yearly annual quarterly monthly weekly daily ongoing routine ethical")
# Phrases of these words only say nothing ("the team", "high quality", "business needs").
_VAGUE = _STOP | frozenset(
    [
        "stakeholders",
        "stakeholder",
        "customers",
        "customer",
        "clients",
        "client",
        "colleagues",
        "management",
        "leadership",
        "process",
        "processes",
        "tasks",
        "task",
        "projects",
        "project",
        "activities",
        "activity",
        "issues",
        "issue",
        "results",
        "goals",
        "standards",
        "standard",
        "policies",
        "procedures",
        "operations",
        "operation",
        "requirements",
        "requirement",
        "support",
        "information",
        "data",
        "documentation",
        "reports",
        "report",
        "department",
        "departments",
        "organization",
        "organisation",
        "partners",
        "partner",
        "cross-functional",
        "functional",
        "internal",
        "external",
    ]
)


# The particles of phrasal verbs ("set up", "roll out", "bring up", "follow up"): part of the
# verb, never of its object.
PARTICLES = ("up", "out", "down", "off", "back", "through")


def duty_phrases(sentence: str, *, listed: bool = False) -> list[str]:
    """The object noun phrases of a duty line, or the line itself if it is a short item that
    says it is asked for or stands in a requirements list (`listed`)."""
    if CJK.search(sentence):
        return []  # English only (see the module's doc): "精通vue、react" is no "vue react"
    sentence = _CONTRACTION.sub("", sentence.replace("\u2019", "'"))
    match = _OPENING.match(sentence.strip())
    if not match or sentence.rstrip().endswith(":"):  # a label ("Bonus points:")
        return []
    rest = match.group("rest")
    words = _WORD.findall(rest)
    if not words:
        return []
    if words[0] in DUTY_VERBS:
        rest = rest[rest.find(words[0]) + len(words[0]) :]
        particle = re.match(rf"\s*(?:{'|'.join(PARTICLES)})\b", rest)
        if particle:  # a phrasal verb: "set up", "roll out", "bring up"
            rest = rest[particle.end() :]
    elif len(words) > 5 or "," in rest or not (listed or _ITEM_CUE.search(rest)):
        # A sentence that opens otherwise is prose, a heading, a name or a place: only cues
        # and terms read it; a short item counts when it says it is asked for.
        return []
    found: list[str] = []
    for part in _CUT.split(f" {rest} "):
        phrase = _trim(_WORD.findall(part))
        if not phrase or len(phrase) > MAX_WORDS or all(w in _VAGUE for w in phrase):
            continue
        if phrase[0] in DUTY_VERBS or any(w[0].isdigit() or w in _NUMBERS for w in phrase):
            continue  # "5-6 adult patients", "two entities": how much, not which skill
        text = " ".join(phrase)
        if len(text) > 2:
            found.append(text)
    return found


def _trim(words: list[str]) -> list[str]:
    while words and words[0] in _STOP:
        words.pop(0)
    while words and (words[-1] in _STOP or (words[-1].endswith("ly") and len(words) > 1)):
        words.pop()  # "medications safely" is "medications"
    return words
