"""Builders shared by the fifth held-out set (set 5)'s profession modules: a posting's text from its
sections (English or Chinese headings, several layouts as real boards have), a JSON Resume
document from a short tuple form, and the entries the generator writes.

Written by hand by an evaluator who never read the matcher, the guard or their data."""

from __future__ import annotations

from typing import Any

_EN_HEADINGS = [
    ("About the organization", "The role", "Qualifications", "Nice to have", "Why join us"),
    ("Our story", "Day to day", "You bring", "Even better if you have", "Compensation & benefits"),
    ("Who we are", "Essential functions", "Required skills", "Desired skills", "Benefits"),
    ("About the company", "What you will do", "What we are looking for", "Pluses", "We offer"),
]
_ZH_HEADINGS = [
    ("企业简介", "岗位职责", "任职要求", "优先条件", "薪酬福利"),
    ("关于我们", "工作内容", "任职资格", "加分项", "福利待遇"),
    ("【公司介绍】", "【岗位职责】", "【任职要求】", "【优先考虑】", "【员工福利】"),
]


def posting_text(
    language: str,
    layout: int,
    title: str,
    about: str,
    duties: list[str] | str,
    requirements: list[str] | str,
    preferred: list[str] | str,
    benefits: list[str] | str,
    tail: list[str],
) -> str:
    """The posting as a board shows it: title first, then the sections, then salary and legal
    lines (`tail`). A section given as one string is a prose paragraph, not a list."""
    table = _EN_HEADINGS if language == "en" else _ZH_HEADINGS
    headings = table[layout % len(table)]
    numbered = language == "zh" and layout % 2 == 0

    def items(lines: list[str] | str) -> list[str]:
        if isinstance(lines, str):
            return [lines]
        if numbered:
            return [
                f"{n}、{line}" if layout == 2 else f"{n}. {line}" for n, line in enumerate(lines, 1)
            ]
        return [f"{'*' if layout == 3 else '•' if layout == 1 else '-'} {line}" for line in lines]

    lines = [title, "", headings[0], about, "", headings[1], *items(duties)]
    lines += ["", headings[2], *items(requirements), "", headings[3], *items(preferred)]
    lines += ["", headings[4], *items(benefits), "", *tail]
    return "\n".join(lines)


def resume(
    name: str,
    label: str,
    email: str,
    place: tuple[str, str],
    summary: str,
    work: list[tuple],
    education: list[tuple[str, str, str, str]],
    skills: list[tuple[str, list[str]]],
    certificates: list[tuple[str, str, str]] = (),
    languages: list[tuple[str, str]] = (),
) -> dict[str, Any]:
    """A JSON Resume document. `work` rows are (employer, position, start, end or "",
    highlights)."""
    document: dict[str, Any] = {
        "basics": {
            "name": name,
            "label": label,
            "email": email,
            "summary": summary,
            "location": {"city": place[0], "countryCode": place[1]},
        },
        "work": [],
        "education": [
            {"institution": i, "area": a, "studyType": s, "endDate": e} for i, a, s, e in education
        ],
        "skills": [{"name": n, "keywords": list(k)} for n, k in skills],
    }
    for employer, position, start, end, highlights in work:
        row = {"name": employer, "position": position, "startDate": start}
        if end:
            row["endDate"] = end
        row["highlights"] = list(highlights)
        document["work"].append(row)
    if certificates:
        document["certificates"] = [{"name": n, "issuer": i, "date": d} for n, i, d in certificates]
    if languages:
        document["languages"] = [{"language": lang, "fluency": f} for lang, f in languages]
    return document


class Part:
    """One profession module's postings and resumes, in the order they are added, and the
    guard edits of each intended resume (`edits`, read by `claims_heldout5.py`)."""

    def __init__(self, profession: str) -> None:
        self.profession = profession
        self.postings: list[dict[str, Any]] = []
        self.resumes: list[dict[str, Any]] = []
        self.edits: dict[str, dict[str, Any]] = {}

    def posting(
        self,
        pid: str,
        language: str,
        text: str,
        document: dict[str, Any],
        present: list[str],
        missing: list[str],
        variants: list[tuple[str, str]],
        junk: list[str],
        aliases: dict[str, list[str]] | None = None,
        edits: dict[str, Any] | None = None,
    ) -> None:
        rid = f"cv5-{pid}"
        self.postings.append(
            {
                "id": f"h5-{pid}",
                "profession": self.profession,
                "language": language,
                "text": text,
                "resume": rid,
                "present": present,
                "missing": missing,
                "variants": [list(v) for v in variants],
                "junk": junk,
                "aliases": aliases or {},
            }
        )
        self.add(rid, "intended", document)
        if edits:
            self.edits[pid] = edits

    def distractor(self, rid: str, document: dict[str, Any]) -> None:
        self.add(f"cv5-{rid}", "distractor", document)

    def add(self, rid: str, role: str, document: dict[str, Any]) -> None:
        self.resumes.append(
            {"id": rid, "role": role, "profession": self.profession, "document": document}
        )
