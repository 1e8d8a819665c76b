"""Other forms of a product's or a standard's name for the job match (`keyword_forms.forms`): its
version run together or left off, its edition or its maker left off, a generic head noun left
off a long keyword, and the acronyms that spell an ordinary word ("CAN" of "CAN bus"), which
are matched in capitals only."""

from __future__ import annotations

import re

from resumes.skills.terms import is_one_term


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


def name_forms(name: str) -> list[str]:
    """Other forms of a product or standard's name: with its version run together or left off
    where the rest is a known term ("ros 2" -> "ros2", "c++17" -> "c++"), without an edition
    word ("arcgis pro" -> "arcgis", "quickbooks online"), without a maker that names a family
    of products ("nvidia jetson" -> "jetson", "autocad civil 3d" -> "civil 3d")."""
    forms: list[str] = []
    version = _VERSIONED.match(name)
    if version:
        head = version.group(1).strip()
        if " " in name:
            forms.append(name.replace(" ", ""))
        if is_one_term(head) and (len(head) >= 4 or not head.isalpha()):
            forms.append(head)
    words = name.split(" ")
    if len(words) >= 3 and words[-1] in _HEADS:  # "slope stability analyses"
        forms.append(" ".join(words[:-1]))
    if len(words) >= 2 and words[-1] in _EDITIONS and len(" ".join(words[:-1])) >= 4:
        forms.append(" ".join(words[:-1]))
    if len(words) >= 2 and words[0] in _MAKERS:
        rest = " ".join(words[1:])
        if re.search(r"\d", rest) or (len(rest) >= 5 and not is_one_term(rest)):
            forms.append(rest)
    return forms


_VERSIONED = re.compile(r"^(.*?[a-z+#]{2,})\s?(?:v\.?\s?)?\d+(?:\.\d+)*[a-z]?$")
# The head of a long keyword that only says what is made of the skill ("slope stability
# analyses", "pay equity review", "landing page variants"): the skill is found without it.
_HEADS = _word_set(
    "analysis analyses review reviews data status design variants targets documents"
    " workshops sessions path projects program programs process processes reports"
    " reporting"
)
_EDITIONS = _word_set(
    "pro plus online cloud enterprise desktop server premium suite 365 professional hcm"
)
# Makers whose name opens their products' names and is left off in everyday writing.
_MAKERS = _word_set(
    "nvidia autodesk autocad esri esko bentley trimble siemens ansys dassault solidworks"
)
# Short forms that are also ordinary English words: matched only when both the posting and
# the resume write them in capitals ("CAN bus" and "CAN 2.0B", never the verb "can").
WORDLIKE = _word_set(
    "can it or as us on in at be do go so is am an may will all any art act aim add"
)


def capital_word(surface: str, line: str) -> str:
    """The first word of a keyword when it is an acronym that spells an ordinary word and the
    posting writes it in capitals ("can" of "CAN bus"), else ""."""
    first = surface.split(" ", 1)[0]
    if first in WORDLIKE and re.search(rf"\b{first.upper()}\b", line):
        return first
    return ""
