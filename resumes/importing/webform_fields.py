"""The fields of a pasted web form that a resume writes as one (layout family: "label: value"
forms in English and Chinese, read by `webforms.pasted_form`): the name's parts, a language and
its level, a certificate's name, issuer and date; a form's current job."""

from __future__ import annotations

import re

from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part

_CERT_PARTS = {"license/certification": 0, "licence/certification": 0, "certification": 0,
               "license": 0, "证书名称": 0, "issuing organization": 1, "issuer": 1,
               "issued by": 1, "颁发机构": 1, "发证机构": 1, "obtained on": 2,
               "date obtained": 2, "获得时间": 2, "year": 2, "date": 2}  # fmt: skip

_LONG_PAIR = re.compile(r"^\s*([^:：]{1,40}?)\s*[:：]\s*(.*)$")

_CURRENT = {"current company": "Company", "current title": "Job Title"}
_NAME_PARTS = ("first name", "given name", "middle name", "last name", "family name", "surname")


def _copy(line: Line, text: str, source: list[str] | None = None) -> Line:
    piece = Line(parts=[Part(text)], page=line.page, column=line.column, size=line.size,
                 top=line.top, bottom=line.bottom, block_start=line.block_start)  # fmt: skip
    piece.source = list(line.source) if source is None else source
    return piece


def current_job(lines: list[Line]) -> list[Line]:
    """A form's "Current company" and "Current title" (Greenhouse-, Lever-like forms, 猎聘's
    目前公司 / 目前职位): the job, in a work section of its own at the end, when no work
    section gives it; under a work section they only repeat its first entry (source text)."""
    has_work = any(section_of(line.text) == "work" for line in lines if len(line.parts) == 1)
    out: list[Line] = []
    job: list[Line] = []
    for line in lines:
        match = None if line.furniture else _LONG_PAIR.match(line.text.strip())
        field = _CURRENT.get(match.group(1).strip().lower(), "") if match else ""
        if not field:
            out.append(line)
        elif has_work:
            line.furniture = True
            out.append(line)
        else:
            job.append(_copy(line, f"{field}: {match.group(2).strip()}"))
    if job:
        heading = _copy(job[0], "Work Experience", source=[])
        heading.block_start = True
        out += [heading, *job]
    return out


_LEVEL = re.compile(
    r"^(?:overall|proficiency|fluency|level|spoken|熟练程度|掌握程度)\s*[:：]\s*(.+)$", re.I
)


_OPENED = {"certificates": ("Certifications", "证书"), "languages": ("Languages", "语言能力")}


def join_fields(lines: list[Line]) -> list[Line]:
    """Fields a form splits that a resume writes as one: "First Name" and "Last Name" are the
    name; "Language: Spanish" and "Overall: Fluent" are one language and its fluency."""
    out: list[Line] = []
    names: list[str] = []
    certificate: list[str] = []
    current = ""
    for line in lines:
        match = None if line.furniture else _LONG_PAIR.match(line.text.strip())
        label = match.group(1).strip().lower() if match else ""
        if not match and not line.furniture and len(line.parts) == 1:
            current = section_of(line.text) or current
        part = _CERT_PARTS.get(label)
        opens = "certificates" if part == 0 else "languages" if label == "language" else ""
        if opens and current != opens:
            # "License / Certification: …", "Language 2: …" under another section: the
            # field's own section, opened here (a form heads neither)
            chinese = re.search(r"[\u4e00-\u9fff]", label)
            title = _OPENED[opens][bool(chinese)]
            out.append(_copy(line, title, source=[]))
            out[-1].block_start, current = True, opens
        if part == 0 or (part and certificate):
            # "License/Certification", "Issuing organization", "Obtained on": one certificate
            value = match.group(2).strip()
            if part == 0:
                certificate = [value]
                out.append(_copy(line, value))
            elif value:
                certificate.append(value)
                name, rest = certificate[0], ", ".join(certificate[1:])
                # "Licence (issuer, date)"; a name with brackets of its own ("ATPL(A)") takes
                # a dash instead, so its bracket is never read as the issuer's
                joined = f"{name} — {rest}" if re.search(r"[()（）]", name) else f"{name} ({rest})"
                out[-1].parts = [Part(joined)]
                out[-1].source = [*out[-1].source, *line.source]
            continue
        certificate = []
        if label in _NAME_PARTS:
            names.append(match.group(2).strip())
            line.furniture = True
            if label in _NAME_PARTS[3:] and names:
                out.append(_copy(line, "Name: " + " ".join(names), source=list(line.source)))
                line.source, names = [], []
                continue
            out.append(line)
            continue
        level = _LEVEL.match(line.text.strip()) if not line.furniture else None
        previous = next((o for o in reversed(out) if not o.furniture), None)
        if level and previous is not None and re.match(r"(?i)language\s*[:：]", previous.text):
            previous.parts = [Part(f"{previous.text.split(':', 1)[-1].strip()} - "
                                   f"{level.group(1).strip()}")]  # fmt: skip
            previous.source = [*previous.source, *line.source]
            continue
        out.append(line)
    return out
