"""Text pasted from a job site's web application form (layout family: "label: value" forms
in English and Chinese), made into the "Label: value" lines `forms.py` reads: a label and its
value set apart by a tab, or the value on the line under a label alone, joined; "(optional)"
marks dropped; empty and "N/A" fields kept as source text only; numbered section headings
("Section 2: Employment History") made plain; a field whose label names a section opening it."""

from __future__ import annotations

import re

from resumes.importing.dates import find_range
from resumes.importing.forms import _NUMBERED, _PAIR, FIELDS, _grid_label
from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part, is_cjk
from resumes.importing.webform_fields import (
    _CERT_PARTS,
    _CURRENT,
    _LONG_PAIR,
    _NAME_PARTS,
    _copy,
    current_job,
    join_fields,
)

_DECORATION = re.compile(
    r"\s*(?:\((?:optional|required|if any|if applicable|mm/yyyy|mm/yy|yyyy|month/year|"
    r"actual or expected)\)|\*|✱|（选填）|（必填）)\s*$",
    re.I,
)
# Applicant tracking systems' own wordings of a field (layout family: Workday-, Taleo-,
# Greenhouse/Lever-like forms; 猎聘-, 前程无忧-like résumé pages) as the label forms.py reads.
_ATS_LABELS = {
    "job function": "position", "current title": "current title",
    "candidate": "name", "candidate name": "name", "current role": "headline",
    "recruiter summary": "summary", "consultant summary": "summary",
    "profile summary": "summary", "candidate summary": "summary", "job title held": "position",
    "role description": "description", "responsibilities and achievements": "description",
    "school or university": "school", "school name or university": "school",
    "overall result (gpa)": "gpa", "overall result": "gpa", "education level": "degree",
    "level of education": "degree", "program": "major", "programme": "major",
    "discipline": "major", "location (city)": "city", "dates employed": "dates",
    "employment period": "dates", "primary number": "phone", "cell phone": "phone",
    "home phone": "phone",
    "phone number (mobile)": "phone", "mobile phone": "phone", "手机号": "手机",
    "additional information": "summary", "about me": "summary", "cover letter": "summary",
    "current company": "current company", "current employer": "current company",
    "目前公司": "current company", "目前职位": "current title", "当前公司": "current company",
    "当前职位": "current title", "期望职能": "求职意向", "特长": "技能特长",
    "期望工作": "求职意向", "目前所在地": "现居地", "居住城市": "现居地",
    "professional headline": "headline", "手机号码": "手机", "现居城市": "现居地",
}  # fmt: skip
# Fields of a form that a resume has no place for (kept as "Label: value", not placed), and
# the language fields joined below: known, so their value is never read as the next label's.
_OTHER_FIELDS = {
    "address line 1", "address line 2", "street address", "postal code", "zip code", "state",
    "country", "province", "phone device type", "phone extension", "how did you hear about us?",
    "how did you hear about this job?", "source", "language", "overall", "proficiency",
    "fluency", "reading", "writing", "speaking", "comprehension", "issuing organization",
    "obtained on", "expiration date", "期望月薪", "期望年薪", "目前状态", "工作类型", "期望城市",
    "期望工作地区", "汇报对象", "下属人数", "是否统招", "附加信息", "preferred contact method",
    "license/certification", "licence/certification", "certification", "license", "issuer",
    "date obtained", "证书名称", "颁发机构", "发证机构", "获得时间", "issued by",
    "notice period", "availability",
    "salary expectation", "expected salary", "currently employed", "current job", "graduated",
    "contact", "right to work", "work authorization", "message to the hiring team",
    "message to the hiring manager", "confirm your email", "hours per week", "salary",
}  # fmt: skip
# A recruiter's profile heads its schools "Qualifications": in a form, the education.
# Its links ("Websites", "Social Media") are the contact details.
_FORM_SECTIONS = {"qualifications": "Education", "academic qualifications": "Education",
                  "education history": "Education", "websites": "Contact", "links": "Contact",
                  "social media": "Contact", "online profiles": "Contact",
                  "previous employment": "Work Experience", "prior employment": "Work Experience",
                  "employment": "Work Experience"}  # fmt: skip
# A form page's own headings, never a name or a headline: furniture.
_PAGE_TITLES = re.compile(
    r"^(?:my information|my experience|legal name|apply for this job|candidate profile|"
    r"personal details|resume/cv|cv/resume|\*? ?required|required fields?.*)$",
    re.I,
)
# A form's own prompt or a checkbox's text, never a value: furniture.
_PROMPT = re.compile(
    r"^(?:please select|select(?: one)?(?:\.\.\.)?|type to add skills?|attach(?:,| or| a)?\b.*|"
    r"i currently work here|i am fluent in this language\.?|"
    r"(?:current job|currently employed|current employer|graduated)\s*[:：\t]?\s*(?:yes|no)|"
    r"请选择|不限)$",
    re.I,
)
_LONG_FIELDS = {"description", "summary", "responsibilities", "duties", "achievements",
                "工作描述", "工作职责", "工作内容", "项目描述", "自我评价"}  # fmt: skip
# An empty field as pasted: "N/A", a select's prompt, a file input's "No file chosen".
_EMPTY_VALUE = re.compile(
    r"^(?:n/?a|none|-+|—|无|暂无|/|please select|select|请选择|no file chosen|no file selected|"
    r"未选择任何文件|未选择文件)$",
    re.I,
)
_NUMBERED_HEADING = re.compile(
    r"^(?:section|part|step|page)\s*\d{1,2}(?:\s*of\s*\d{1,2})?\s*[:.\-–—]\s*(.{3,40})$"
    r"|^第[一二三四五六七八九十\d]{1,2}[部步][分]?[：:、\s]\s*(.{2,12})$",
    re.I,
)
_DATED_PAIR = re.compile(r"^([^:：]{4,30}?)\s*[:：]\s*(\S.*)$")
_DATED_SECTIONS = {"work", "education", "projects", "volunteer"}
_SECTION_LABELS = {"skills", "languages", "certificates", "awards", "interests", "summary"}


# A label's entry number ("Language 1", "Reference 2"): a form's repeated block, one label.
_LABEL_NUMBER = re.compile(r"(?<=[a-z\u4e00-\u9fff])\s*(?:#\s*)?\d{1,2}$", re.I)
# Alternatives in one label ("City / Region", "LinkedIn Profile or Website"): the first known.
_ALTERNATIVES = re.compile(r"\s+/\s+|\s+or\s+|\s*或\s*", re.I)


def _bare_label(text: str) -> str:
    """A form field's label without its colon and "(optional)" mark, or ""."""
    text = text.strip()
    if not text or len(text) > 40:
        return ""
    text = _DECORATION.sub("", text.lstrip("*✱ ").rstrip(":：").strip()).rstrip(":：").strip()
    known = _known_label(text)
    if known or not _ALTERNATIVES.search(text):
        return known
    if _known_label(re.sub(r"\s*/\s*", "/", text)):  # "License / Certification"
        return _known_label(re.sub(r"\s*/\s*", "/", text))
    return next((k for part in _ALTERNATIVES.split(text) if (k := _known_label(part))), "")


def _pair_label(text: str) -> str:
    """The label of a field with its value beside it, its entry number dropped ("Language 2:
    French"): alone on a line, "Position 2" is a block's heading instead."""
    return _bare_label(_LABEL_NUMBER.sub("", text.strip().rstrip(":：").strip()))


def _known_label(text: str) -> str:
    text = _ATS_LABELS.get(text.lower(), text)
    if text.lower() in _NAME_PARTS or text.lower() in _OTHER_FIELDS or text in _CURRENT:
        return text
    return text if _grid_label(text) or _section_label(text) else ""


_ITEM_NUMBER = re.compile(r"^\s*\d{1,2}\s*[、.．)）]\s*")


def _is_item(line: Line, spaced: bool = False) -> bool:
    """A line of a job's text under its label: not blank, no field, no dates, no heading;
    set close under the line above unless the items are `spaced` (Chinese job-site exports
    print each item as a paragraph with space after it)."""
    text = line.text.strip()
    return bool(
        text
        and (spaced or not line.block_start)
        and not line.furniture
        and not _bare_label(_cells(line)[0])
        and not section_of(text)
        and not _NUMBERED.match(text)
        and not find_range(text)
    )


def _not_header(lines: list[Line], index: int) -> bool:
    """Whether the line at `index` is not a job's header over a line opening on its dates."""
    under = find_range(lines[index + 1].text) if index + 1 < len(lines) else None
    return not (under and under.begin == 0)


def _is_text_label(label: str) -> bool:
    """A label of a job's or a project's text ("Role Description", "工作描述", "项目描述")."""
    bare = _bare_label(label).lower() or label.strip().rstrip(":：").strip().lower()
    return (
        bool(bare)
        and len(bare) <= 40
        and (FIELDS["work"].get(bare) == "text" or bare in {"项目描述", "项目内容", "内容", "描述"})
    )


def _section_label(text: str) -> str:
    key = section_of(text)
    return key if key in _SECTION_LABELS else ""


def _is_form(lines: list[Line]) -> bool:
    """Whether the text is a pasted form: at least six lines are a field's label (with its
    value after a colon or a tab, or alone with the value on the next line)."""
    labels = 0
    for line in lines:
        head = _cells(line)[0]
        if len(_cells(line)) <= 2 and _bare_label(head) and not _section_label(head):
            labels += 1
    if labels >= 6:
        return True
    # A job site's résumé page copied as text (BOSS直聘-like): few labelled fields, but jobs
    # told by a "内容：" / "工作描述：" label over their lines under headings of their own.
    texts = sum(1 for line in lines if _is_text_label(line.text))
    headings = sum(1 for line in lines if section_of(line.text) and len(line.parts) == 1)
    return texts >= 2 and headings >= 3


def _cells(line: Line) -> list[str]:
    """A line's label and value where a tab (a pasted table cell) sets them apart, else the
    text before and after its first colon."""
    if len(line.parts) > 1:
        return [p.text.strip() for p in line.parts]
    return [c.strip() for c in re.split(r"\t|[:：]", line.text.strip(), maxsplit=1)]


def pasted_form(lines: list[Line]) -> list[Line]:
    """Text pasted from a web application form (layout family: "label: value" forms in
    English and Chinese): a label and its value set apart by a tab, or the value on the line
    under a label alone, become "Label: value"; "(optional)" marks go; a field left empty or
    "N/A" is source text only; a field whose label names a section ("Skills: a, b",
    "语言能力：英语") opens that section, so it is not read as part of the entry above it."""
    if not _is_form(lines):
        return lines
    lines = _split_pairs(lines)
    out: list[Line] = []
    index = 0
    current = ""  # the section the last heading opened
    while index < len(lines):
        line = lines[index]
        text = line.text.strip()
        index += 1
        if _PROMPT.match(text) or _PAGE_TITLES.match(text):
            line.furniture = True  # "Please select", "I currently work here", "请选择"
            out.append(line)
            continue
        following = lines[index] if index < len(lines) else None
        if (
            len(line.parts) == 1
            and section_of(text.rstrip(":：")) in _DATED_SECTIONS
            and following is not None
            and find_range(following.text)
        ):
            # "工作经验" over "2019.03-至今 | 公司 | 职位" (智联-like): the heading, not the
            # grid label of years of experience
            out.append(_copy(line, text.rstrip(":：").strip()))
            out[-1].block_start = True
            current = section_of(out[-1].text)
            continue
        dated = _DATED_PAIR.match(text) if len(line.parts) == 1 else None
        found = find_range(dated.group(1)) if dated else None
        if found and found.begin == 0 and found.finish >= len(dated.group(1).strip()) - 1:
            # "2018/06 -- 至今：杭州市第一人民医院" (前程无忧-like): dates, then the employer
            out.append(_copy(line, f"{dated.group(1).strip()} | {dated.group(2).strip()}"))
            continue
        if text.rstrip(":：").strip().lower() in _FORM_SECTIONS:
            out.append(_copy(line, _FORM_SECTIONS[text.rstrip(":：").strip().lower()]))
            out[-1].block_start = True
            current = section_of(out[-1].text)
            continue
        current = section_of(text) or current if len(line.parts) == 1 else current
        if len(line.parts) > 2:
            out.append(line)
            continue
        label, value = "", ""
        if len(line.parts) == 2:
            label, value = _pair_label(line.parts[0].text), line.parts[1].text.strip()
            if not label:
                out.append(line)
                continue
        numbered = _NUMBERED_HEADING.match(text)
        named = numbered and (numbered.group(1) or numbered.group(2)).strip()
        if named and section_of(named):
            current = section_of(named)
            out.append(_copy(line, named))  # "Section 2: Employment History"
            out[-1].block_start = True
            continue
        following = lines[index] if index < len(lines) else None
        if (
            following is not None
            and _section_label(_bare_label(text))
            and _EMPTY_VALUE.match(following.text.strip())
        ):
            line.furniture = following.furniture = True  # "Certifications" / "N/A"
            out += [line, following]
            index += 1
            continue
        if not label and current == "projects":
            match = _PAIR.match(text)
            if match and match.group(2).strip() and _is_text_label(match.group(1)):
                out.append(_copy(line, match.group(2).strip()))  # "内容：…" of a project
                continue
        if not label:
            match = _LONG_PAIR.match(text)
            if match and match.group(2).strip() and _pair_label(match.group(1)):
                label, value = _pair_label(match.group(1)), match.group(2).strip()
            elif _is_text_label(text):
                # "工作描述：" / "Role Description" over the lines of a job: they stay lines
                # (its highlights); the label alone is source text only
                line.furniture = True
                out.append(line)
                spaced = any(is_cjk(ch) for ch in text)
                while index < len(lines) and _is_item(
                    lines[index], spaced and _not_header(lines, index)
                ):
                    item = lines[index]
                    numbered = _ITEM_NUMBER.match(item.text)
                    if numbered:  # "1、负责…": the number is the list's marker
                        item = _copy(item, item.text[numbered.end() :].strip())
                    item.bullet = True
                    out.append(item)
                    index += 1
                continue
            elif _bare_label(text) and (
                not _section_label(text) or _bare_label(text).lower() in _OTHER_FIELDS
            ):
                label = _bare_label(text)
                following = lines[index] if index < len(lines) else None
                if (
                    following is not None
                    and not following.block_start
                    and following.text.strip()
                    and not _bare_label(_cells(following)[0])
                    and not _NUMBERED.match(following.text.strip())
                    and not _PROMPT.match(following.text.strip())
                ):
                    value = following.text.strip()
                    line.source = [*line.source, *following.source]
                    index += 1
        if not label:
            out.append(line)
            continue
        if not value and line.block_start and not text.endswith((":", "：")) and section_of(text):
            out.append(line)  # "工作经验" alone, set apart, over a table: a heading
            continue
        if not value or _EMPTY_VALUE.match(value):
            line.furniture = True
            out.append(line)
            continue
        colon = "：" if re.search(r"[\u4e00-\u9fff]", label) else ": "
        section = _section_label(label)
        if section and (label.lower() in FIELDS.get(current, {}) or label.lower() in _OTHER_FIELDS):
            section = ""  # "Achievements: …" of a job is its text, not an awards section
        if section and section == current:  # "Relevant Skills: a, b" under "Skills"
            out.append(_copy(line, value))
            continue
        if section:
            heading = _copy(line, label)
            heading.block_start = True
            out += [heading, _copy(line, value, source=[])]
            current = section
            continue
        if current == "projects" and _is_text_label(label):
            out.append(_copy(line, value))  # "项目描述：…": a project's description
            continue
        if FIELDS["basics"].get(label.lower()) and current in {"summary", "skills", "languages"}:
            # "期望职位" under 个人优势 (BOSS-like): the person's field ends that section
            heading = _copy(line, "个人信息" if colon == "：" else "Contact", source=[])
            heading.block_start = True
            out.append(heading)
            current = "contact"
        cells = re.split(r"\s{2,}", value)
        if FIELDS["basics"].get(label.lower()) == "label" and len(cells) > 1:
            # "期望职位  财务经理  上海  15-20K": the position, then the rest of the row
            out += [_copy(line, f"{label}{colon}{cells[0]}"), _copy(line, value, source=[])]
            out[-1].parts = [Part("  ".join(cells[1:]))]
            continue
        out.append(_copy(line, f"{label}{colon}{value}"))
    return current_job(join_fields(out))


# Where one line's fields part: a tab, a run of spaces, an ideographic space, a bar.
_PAIR_GAP = re.compile(r"\t|\s{2,}|\u3000|\s[|｜]\s")


def _split_pairs(lines: list[Line]) -> list[Line]:
    """A line of several fields ("Language 1: English    Proficiency: Native", "证书名称：…
    发证机构：…　获得时间：…"): one line per field, each read as a field of its own, when
    every piece is a "Label: value" and the first label is a known one."""
    out: list[Line] = []
    for line in lines:
        pieces = [q.strip() for p in line.parts for q in _PAIR_GAP.split(p.text) if q.strip()]
        pairs = [_LONG_PAIR.match(p) for p in pieces]
        if (
            len(pieces) < 2
            or not all(pairs)
            or not (_pair_label(pairs[0].group(1)) or pairs[0].group(1).lower() in _CERT_PARTS)
        ):
            out.append(line)
            continue
        for index, piece in enumerate(pieces):
            out.append(_copy(line, piece, source=None if index == 0 else []))
            out[-1].bullet = line.bullet
            out[-1].block_start = line.block_start and index == 0
    return out
