"""Tool, product and standard names in a posting's lines, told by how they are written.

A requirement or duty line names the tools it asks for in a way no taxonomy has to know:
product names in CamelCase or with inner capitals (FreeRTOS, ManageBac, XCTest, KeyShot,
LiDAR), acronyms in capitals, with digits or signs (SPI, JTAG, I2C, PL-300, C4D, S&OP, 4A),
names with a version or a model number (ISO 26262, Cinema 4D, ROS 2, C++17, Form 1120),
runs of capitalised words in the middle of a sentence (Google Ads, App Store, Sprout Social,
NVIDIA Jetson), and an acronym before a kind word ("CAN bus", "Modbus protocol"). These are
read from the line as written (the case is the evidence, so the normalised text cannot tell
"CAN bus" from "can"), only in the sentences that ask for something (`sections` has already
left out the company's story, benefits, salary and legal text), and never the line's first
word when it is only capitalised because it opens the line.

A line written in Title Case ("Experience With Project Management") tells nothing by its
capitals: only CamelCase, acronyms and numbered names count there. Degrees, places and the
generic capitalised words of postings (`_NOT_NAMES`) are no names.
"""

from __future__ import annotations

import re

from resumes.postings.duties import DUTY_VERBS
from resumes.postings.wordlists import DETERMINERS
from resumes.skills.terms import find_terms, singular

_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#&./\-]*[A-Za-z0-9+#]|[A-Za-z0-9][+#]*")
# Inner capitals: a lower-case letter then a capital ("FreeRTOS", "ManageBac", "iOS"), or
# two capitals then a lower-case letter ("XCTest", "LiDAR" has both).
_CAMEL = re.compile(r"[a-z][\-.]?[A-Z]|[A-Z]{2}[a-z]")
_ACRONYM = re.compile(r"(?=[A-Z0-9&+#./\-]*[A-Z])[A-Z0-9][A-Z0-9&+#./\-]*[A-Z0-9+#]")
_VERSION = re.compile(r"\d+(?:\.\d+)*[A-Za-z]?|[A-Z]\d*")
_KIND = frozenset(["bus", "protocol", "protocols", "interface", "standard", "standards"])
_FUNCTION = DETERMINERS | frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "and",
        "or",
        "for",
        "to",
        "in",
        "on",
        "at",
        "by",
        "with",
        "from",
        "as",
        "into",
        "via",
        "per",
        "is",
        "are",
        "be",
    ]
)
# Capitalised words postings write that name no tool: degrees and titles, places, time,
# and the words of headings and of the offer.
_NOT_NAMES = frozenset(
    [
        "BS",
        "BA",
        "BSc",
        "MSc",
        "MS",
        "MA",
        "MBA",
        "PhD",
        "MD",
        "JD",
        "BEng",
        "MEng",
        "Bachelor",
        "Bachelors",
        "Master",
        "Masters",
        "Degree",
        "Diploma",
        "Associate",
        "US",
        "USA",
        "UK",
        "EU",
        "EEA",
        "EOE",
        "EEO",
        "PTO",
        "HQ",
        "CEO",
        "CFO",
        "COO",
        "CTO",
        "VP",
        "HR",
        "IT",
        "Inc",
        "LLC",
        "Ltd",
        "Co",
        "Corp",
        "I",
        "AM",
        "PM",
        "FAQ",
        "OK",
        "ASAP",
        "TBD",
        "NA",
        "N/A",
        "ID",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
        "Senior",
        "Junior",
        "Lead",
        "Manager",
        "Director",
        "Engineer",
        "Engineering",
        "Specialist",
        "Analyst",
        "Assistant",
        "Coordinator",
        "Officer",
        "Team",
        "Department",
        "Company",
        "Group",
        "Office",
        "Remote",
        "Hybrid",
        "Onsite",
        "English",
        "French",
        "Spanish",
        "German",
        "Chinese",
        "Mandarin",
        "Cantonese",
        "Japanese",
        "Korean",
        "North",
        "South",
        "East",
        "West",
        "Northern",
        "Southern",
        "Eastern",
        "Western",
        "Central",
    ]
)
_MAX_RUN = 4


def _word_kind(token: str, *, opening: bool, title_case: bool) -> str:
    """ "name" (CamelCase, acronym, a name with a digit or a sign), "capital" (a capitalised
    word that may belong to a run of them) or ""."""
    if token in _NOT_NAMES or token.rstrip("s") in _NOT_NAMES:
        return ""
    letters = sum(c.isalpha() for c in token)
    if _CAMEL.search(token) and letters >= 3:
        return "name"
    if _ACRONYM.fullmatch(token) and (letters >= 2 or re.search(r"\d", token)):
        return "name" if len(token) >= 2 else ""
    if re.search(r"[A-Za-z]", token) and re.search(r"\d|\+\+|#", token) and token[0].isupper():
        return "name"  # "Cortex-M4", "C++17", "Civil3D"
    if token[0].isupper() and token[1:].islower() and letters >= 3:
        return "" if title_case else "opening" if opening else "capital"
    return ""


def _title_case(tokens: list[str]) -> bool:
    """A line in Title Case ("Experience With Project Management"): a function word written
    with a capital inside it, or four capitalised words and no word in lower case at all. A
    list of names ("Ahrefs, Semrush or Moz") is none."""
    if any(t[0].isupper() and t.lower() in _FUNCTION for t in tokens[1:] if t.isalpha()):
        return True
    words = [t for t in tokens if t.isalpha() and t.lower() not in _FUNCTION]
    return (
        len(words) >= 4
        and all(w[0].isupper() for w in words)
        and len(words) == len([t for t in tokens if t.isalpha()])
    )


def named_phrases(line: str) -> list[str]:
    """The names a line writes, lower-case, in order (see the module's docstring)."""
    if not re.search(r"[A-Z]", line):
        return []
    spans = [(m.group(0).rstrip("."), m.start()) for m in _TOKEN.finditer(line)]
    tokens = [t for t, _ in spans]
    title_case = _title_case(tokens)
    first = _first_word(line, spans)
    kinds = [
        _word_kind(t, opening=(n == first), title_case=title_case) for n, t in enumerate(tokens)
    ]
    if first == 0 and kinds[0] == "opening":
        # the word that opens the line counts only at the head of a run ("Basic Life Support")
        joined = len(tokens) > 1 and kinds[1] == "capital" and _adjacent(line, spans, 1)
        listed = line[spans[0][1] + len(tokens[0]) :].lstrip().startswith((",", "/", "、"))
        kinds[0] = "capital" if joined or listed else ""
    found: list[str] = []
    n = 0
    while n < len(tokens):
        if not kinds[n]:
            n += 1
            continue
        end = n + 1
        # a run of names and capitalised words, with a version or a kind word after it
        while (
            end < len(tokens) and end - n < _MAX_RUN and kinds[end] and _adjacent(line, spans, end)
        ):
            end += 1
        if end < len(tokens) and _adjacent(line, spans, end):
            after = tokens[end]
            if _VERSION.fullmatch(after) and (kinds[end - 1] == "name" or end - n > 1):
                end += 1  # "ISO 26262", "Cinema 4D", "ROS 2"
            elif after.lower() in _KIND and kinds[end - 1] == "name":
                end += 1  # "CAN bus", "Modbus protocol"
        run = tokens[n:end]
        if len(run) > 1 or kinds[n] == "name" or _coordinated(line, spans, n):
            phrase = " ".join(run).lower()
            if len(phrase) > 1:
                found.append(phrase)
        n = end
    return list(dict.fromkeys(found))


def _first_word(line: str, spans: list[tuple[str, int]]) -> int:
    """The number of the token that opens the line (after a list mark), or -1."""
    if not spans:
        return -1
    return 0 if not line[: spans[0][1]].strip(" -*•·\t0123456789.)、") else -1


def _adjacent(line: str, spans: list[tuple[str, int]], n: int) -> bool:
    """Whether token n follows token n-1 with only spaces between (a comma ends a run)."""
    token, start = spans[n - 1]
    between = line[start + len(token) : spans[n][1]]
    return between == " "


def _coordinated(line: str, spans: list[tuple[str, int]], n: int) -> bool:
    """A lone capitalised word counts where it stands in a list or after a tool's preposition
    ("with Rhino", "using Samsara", "Ahrefs, ...", "... or Moz"), not after "in", "on" or
    "to", where it is as often a place or a person ("license in Oregon", "report to Dana")."""
    token, start = spans[n]
    before = line[:start].rstrip()
    after = line[start + len(token) :].lstrip()
    word_before = before.rsplit(" ", 1)[-1].lower() if before else ""
    if word_before in ("with", "using", "via", "or", "and") or before.endswith((",", "、", "/")):
        return True
    return after.startswith((",", "/", "、")) or after.lower().startswith(("or ", "and "))


def own_term(phrase: str, terms: list) -> str:
    """The canonical name of the one known term a phrase is, word for word, when the
    sentence's reading did not find it (a longer term opening with the line's verb took its
    first word: "Design data modeling" read as "design data"), else ""."""

    first = phrase.split(" ", 1)[0]
    if not any(t.surface.rsplit(" ", 1)[-1] == first and t.surface != phrase for t in terms):
        return ""  # no term of the sentence ran into the phrase's first word
    found = find_terms(phrase)
    if len(found) != 1 or found[0].kind == "credential":
        return ""
    if singular(found[0].surface.lower()) not in (phrase, singular(phrase)):
        return ""
    return "" if any(t.canonical == found[0].canonical for t in terms) else found[0].canonical


def without_verb_led(terms: list, sentence: str, phrases: list[str]) -> list:
    """The sentence's terms without an ESCO phrase that opens the sentence with its duty verb
    and runs into a phrase of the sentence ("design data" of "design data modeling ...")."""

    out = []
    for term in terms:
        first, _, rest = term.surface.partition(" ")
        if (
            term.kind == "esco"
            and rest
            and first in DUTY_VERBS
            and sentence.startswith(term.surface)
            and any(p.startswith(rest) and p != rest for p in phrases)
        ):
            continue
        out.append(term)
    return out
