"""What a product's or a standard's name says beside it (for `skill_claimed`, issue 28).

- **Renamed products** (`RENAMED`, read by `aliases.ALIASES`): a product under its new or its
  old name is the same product ("Shotgun" / "ShotGrid" / "Flow Production Tracking").
- **A standard by its number** (`standard_by_number`): "NFPA 70E" or "ISO 9001" where the
  earlier version says "per 70E" or "9001": the number (three digits, or digits with a
  letter) is as specific as the name, and the publisher's acronym before it claims nothing.
- **A product's kind after its name** (`product_kind`): "Centric PLM", "Epic EHR", "Oracle
  ERP" where the earlier version names Centric, Epic or Oracle: the acronym says what kind of
  system the named product is, not another skill.
"""

from __future__ import annotations

import re

from resumes.skills.index import SkillIndex
from resumes.skills.terms import normalize

RENAMED: tuple[tuple[str, ...], ...] = (
    ("facebook ads", "meta ads", "facebook advertising", "meta advertising"),
    ("facebook business manager", "meta business suite", "meta business manager"),
    ("google ads", "google adwords", "adwords"),
    ("looker studio", "google data studio", "data studio"),
    ("google workspace", "g suite", "gsuite"),
    ("microsoft entra id", "entra id", "azure active directory", "azure ad"),
    ("azure devops", "vsts", "visual studio team services"),
    ("microsoft 365", "office 365", "o365", "m365"),
    ("dynamics 365", "microsoft dynamics crm", "dynamics crm", "microsoft dynamics 365"),
    ("trados", "sdl trados", "rws trados", "trados studio"),
    ("visual studio code", "vs code", "vscode"),
    ("salesforce", "sfdc"),
    ("3ds max", "3d max", "3dmax", "3dsmax", "3d studio max"),
    ("cinema 4d", "c4d"),
    ("x (twitter)", "twitter ads", "x ads"),
    ("shotgrid", "shotgun", "flow production tracking", "autodesk flow"),
    ("jira service management", "jira service desk"),
    ("power automate", "microsoft flow"),
    ("adobe express", "adobe spark"),
    ("google meet", "hangouts meet", "google hangouts"),
    ("fusion 360", "autodesk fusion 360", "autodesk fusion"),
    # US GAAP standards by their codification topic and their pre-2009 statement number
    ("asc 740", "fas 109", "sfas 109"),
    ("asc 718", "fas 123r", "sfas 123r"),
    ("asc 815", "fas 133", "sfas 133"),
    ("asc 820", "fas 157", "sfas 157"),
    ("asc 840", "fas 13", "sfas 13"),
)

_CODE = re.compile(r"(?=[a-z0-9-]*\d)(?:\d{3,}[a-z0-9-]*|[a-z0-9-]*\d[a-z][a-z0-9-]*|[a-z]+\d+)")
# Kinds of business system, as their acronyms ("PLM": product lifecycle management).
_SYSTEM_KINDS = frozenset(
    {"plm", "erp", "crm", "ehr", "emr", "lms", "cms", "hris", "hrms", "ats", "wms", "tms"}
    | {"mes", "pms", "qms", "cmms", "pos", "bi", "dms", "eam", "scm"}
)


def standard_by_number(surface: str, before: SkillIndex) -> bool:
    """Whether a standard or model named with its publisher's acronym ("NFPA 70E", "ISO
    9001") is in the earlier version by its number alone ("per 70E"): the number (three digits,
    or digits with a letter) is as specific as the name."""
    tokens = normalize(surface).split()
    numbers = [t for t in tokens if _CODE.fullmatch(t)]
    rest = [t for t in tokens if t not in numbers]
    return (
        bool(numbers)
        and bool(rest)
        and all(t.isalpha() and len(t) <= 5 for t in rest)
        and all(before.find(t) for t in numbers)
    )


def with_code(name: str, text: str) -> str:
    """`name` with the word after it in `text` ("NFPA" -> "NFPA 70E")."""
    match = re.search(rf"(?<![\w-]){re.escape(name)}\s+([\w-]+)", text)
    return f"{name} {match.group(1)}" if match else name


def product_kind(name: str, text: str, before: SkillIndex) -> bool:
    """Whether `name` is a kind of system written right after a product the earlier version
    names ("Centric PLM" beside "... in Centric")."""
    if normalize(name) not in _SYSTEM_KINDS:
        return False
    match = re.search(rf"([A-Z][\w.&-]*)\s+{re.escape(name)}(?![\w-])", text)
    return bool(match) and bool(before.find(normalize(match.group(1))))
