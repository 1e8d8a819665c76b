"""Resumes typed into web forms and info grids (layout family: "label: value" forms, in
English and Chinese, and the 个人简历 table of 姓名 / 求职意向 / 工作年限 / 电话 cells):
several "Label: value" pairs on one row are split apart, "Employer 1" / "工作经历一" entry
numbers and a document title ("Resume", "个人简历") are page furniture, and a section whose
lines are labelled fields is read field by field instead of by layout."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from resumes.importing.dates import PRESENT, find_range, parse_date
from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part

_PAIR = re.compile(r"^\s*([^:：]{1,24}?)\s*[:：]\s*(.*)$")
_CELL_SPLIT = re.compile(r"\s{2,}|\t|\s[|｜]\s")
# An entry's number after a block's name: "#1", "No. 2", "3", "三", "（一）", "(2)".
_DIGITS = r"(?:\d{1,2}|[一二三四五六七八九十])"
ENTRY_NUMBER = rf"(?:(?:#|no\.?\s*)?{_DIGITS}|[（(]{_DIGITS}[)）])"
_NUMBERED = re.compile(
    r"^(?:employer|company|job|position|(?:work |job |professional )?experience|employment|"
    r"education|school|degree|entry|languages?|"
    r"工作经历|工作经验|教育经历|项目|公司|学校)\s*" + ENTRY_NUMBER + "$",
    re.I,
)
DOCUMENT_TITLES = {
    "resume", "résumé", "curriculum vitae", "cv", "个人简历", "简历", "求职简历", "个人履历",
    "履历表", "简历表", "application form", "job application form", "employment application",
    "candidate profile", "求职申请表", "应聘登记表", "应聘申请表", "个人信息登记表",
}  # fmt: skip
# A Chinese form's title (履历表, 应聘登记表, 入职申请表), spaced out or not.
_FORM_TITLE = re.compile(r"^[\u4e00-\u9fff]{0,4}(?:简历|履历|登记|申请)[\u4e00-\u9fff]{0,2}表$")
_FIELDS = {
    "basics": {
        "name": "full name|name|your name|姓名",
        "label": "headline|desired position|job objective|target position|target role|"
        "position sought|job target|position applied for|position applied|"
        "applying for|job applied for|"
        "求职意向|应聘职位|期望职位|目标职位|意向职位|应聘岗位|期望工作",
        "city": "city|current city|location|current location|address|home city|现居地|所在地|"
        "居住地|现居住地|所在城市|城市|现居",
    },
    "work": {
        "name": "company name|company|employer|employer name|organization|organisation|"
        "公司名称|公司|工作单位|单位|单位名称|所在公司|雇主",
        "position": "job title|title|position|role|position title|job position|position held|"
        "职位|职务|岗位|担任职位|担任职务|职位名称|岗位名称",
        "start": "start date|from|start|开始时间|入职时间",
        "end": "end date|to|end|结束时间|离职时间",
        "range": "dates|period|duration|employment dates|dates of employment|在职时间|时间|"
        "工作时间|起止时间|任职时间",
        "location": "location|city|work location|office location|job location|工作地点|地点|城市",
        "text": "responsibilities|duties|description|achievements|key achievements|"
        "job description|main duties|description of duties|duties and responsibilities|"
        "duties, accomplishments and related skills|"
        "key responsibilities|工作内容|工作职责|主要职责|工作描述|职责|业绩|主要业绩|内容",
    },
    "education": {
        "institution": "school|school name|university|institution|college|学校|毕业院校|院校|"
        "毕业学校|就读学校|"
        "学校名称",
        "studyType": "degree|qualification|degree type|学历|学位",
        "area": "major|field of study|area of study|subject|专业",
        "start": "start date|from|开始时间|入学时间",
        "end": "graduation date|graduated|end date|to|year completed|year of graduation|"
        "completion date|毕业时间|结束时间",
        "range": "dates|period|时间|在校时间|就读时间|起止时间",
        "score": "gpa|grade|成绩|绩点",
        "text": "description|activities|honors|主修课程|在校经历",
    },
}
FIELDS = {
    kind: {label: field for field, labels in fields.items() for label in labels.split("|")}
    for kind, fields in _FIELDS.items()
}
FIELDS["volunteer"] = {**FIELDS["work"], "organization": "name", "组织": "name"}


LABELLED = _PAIR
_EVERY_LABEL = {label for fields in FIELDS.values() for label in fields}


def is_label(text: str) -> bool:
    return text.strip().lower() in _EVERY_LABEL


# Labels of a Chinese info grid that are no JSON Resume field (性别, 年龄 …): they still mark
# where a cell starts when the grid's cells run together ("姓名：陈佳怡性别：女").
_GRID_LABELS = (
    "性别|年龄|出生年月|出生日期|民族|籍贯|政治面貌|婚姻状况|身高|工作年限|工作经验|学历|"
    "电话|手机|邮箱|电子邮箱|微信|现居地|所在地|求职意向|期望薪资|到岗时间|毕业院校|专业|"
    "联系电话|手机号码|联系方式|电子邮件|现居住地|居住地|最高学历|"
    "gender|age|date of birth|nationality|years of experience|marital status|"
    "email|email address|e-mail|phone|phone number|mobile|mobile number|telephone|"
    "linkedin|linkedin profile|linkedin url|website|personal website|portfolio url"
)
_CELL_START = re.compile(rf"(?<=[\u4e00-\u9fff\w])(?=(?:{_GRID_LABELS})\s*[:：])", re.I)


def _cell_starts(chunk: str) -> list[str]:
    """A chunk split where a grid label starts, never inside a longer one: "联系电话：…" is one
    cell though "电话" is a label too."""
    out: list[str] = []
    for piece in _CELL_START.split(chunk):
        if out and not _PAIR.match(out[-1]) and _grid_label(out[-1] + piece.split("：")[0]):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def split_cells(lines: list[Line]) -> list[Line]:
    """A row of several "Label: value" cells ("姓名：陈佳怡    性别：女") becomes one line per
    cell; entry numbers and a document title become furniture (source text only)."""
    out: list[Line] = []
    section = ""
    for line in lines:
        text = line.text.strip()
        key = section_of(text) if len(line.parts) == 1 else ""
        if _NUMBERED.match(text):
            # "Work Experience #1" with no "Work Experience" above it: the first entry number
            # opens the section it names (pasted forms number their blocks and head none).
            stem = section_of(re.sub(rf"(?i)\s*{ENTRY_NUMBER}$", "", text))
            if stem and stem != section:
                section = stem
                heading = Line(parts=[Part(re.sub(rf"(?i)\s*{ENTRY_NUMBER}$", "", text))],
                               page=line.page, column=line.column, block_start=True)  # fmt: skip
                heading.source = list(line.source)
                out.append(heading)
                continue
            line.furniture = True
            out.append(line)
            continue
        if key:
            section = key
        if text.lower() in DOCUMENT_TITLES or _FORM_TITLE.match(text) or _PHOTO_BOX.match(text):
            line.furniture = True
            out.append(line)
            continue
        if _section_row(line) and all(_EMPTY_CELL.match(p.text.strip()) for p in line.parts[1:]):
            line.furniture = True  # "证书 | 无": a section left empty, source text only
            out.append(line)
            continue
        if _section_row(line):
            # "技能特长 | 钢琴、舞蹈" (a 个人简历 grid's row whose label cell names a section):
            # that section's heading, then the rest of the row as its first line
            section = section_of(line.parts[0].text)
            heading = _piece(line, [line.parts[0]], block_start=True)
            heading.source = line.source
            rest = _piece(line, line.parts[1:], block_start=False)
            rest.bullet = True  # a cell's content, never a heading of its own
            out += [heading, rest]
            continue
        pieces = (
            _label_cells([p.text for p in line.parts], lone=not section)
            if len(line.parts) > 1
            else [text]
        )
        cells = [
            cell
            for piece in pieces
            for chunk in _CELL_SPLIT.split(piece)
            for cell in _cell_starts(chunk)
            if cell.strip()
        ]
        if len(cells) > 1 and sum(1 for c in cells if _PAIR.match(c)) >= 2:
            for index, cell in enumerate(cells):
                piece = Line(
                    parts=[Part(cell.strip())],
                    page=line.page,
                    column=line.column,
                    size=line.size,
                    bold=line.bold,
                    top=line.top,
                    bottom=line.bottom,
                    block_start=line.block_start and index == 0,
                )
                piece.source = line.source if index == 0 else []
                out.append(piece)
            continue
        if len(line.parts) == 2 and len(cells) == 1 and _PAIR.match(cells[0]):
            line = replace(line, parts=[Part(cells[0].strip())])  # a label cell and its value
        out.append(line)
    return out


_SPACED_LABEL = re.compile(
    r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff](?:[ \u3000]+[\u4e00-\u9fff](?![\u4e00-\u9fff]))+"
)
_GRID_LABEL_SET = set(_GRID_LABELS.split("|"))
# A Chinese grid label of two or more characters at the start of a cell, longest first.
_LABEL_START = re.compile(
    "^(?:"
    + "|".join(
        sorted(
            (
                re.escape(label)
                for label in _GRID_LABEL_SET | _EVERY_LABEL
                if re.fullmatch(r"[\u4e00-\u9fff]{2,}", label)
            ),
            key=len,
            reverse=True,
        )
    )
    + ")(?=[\u4e00-\u9fff\\w])"
)


def _grid_label(text: str) -> bool:
    text = text.strip().rstrip(":：").strip().lower()
    return text in _EVERY_LABEL or text in _GRID_LABEL_SET


def _unspace(text: str) -> str:
    """A grid label spread to its cell's width with spaces ("姓　　名") read as the label."""

    def join(match: re.Match[str]) -> str:
        joined = re.sub(r"[ \u3000]+", "", match.group(0))
        return joined if _grid_label(joined) else match.group(0)

    return _SPACED_LABEL.sub(join, text)


def _section_row(line: Line) -> bool:
    """A grid row whose first cell is a Chinese section's name and the rest its content."""
    first = line.parts[0].text.strip() if line.parts else ""
    return (
        len(line.parts) > 1
        and not line.furniture
        and bool(_SINGLE_CJK.match(first))
        and len(first) <= 6
        and bool(section_of(first))
        and section_of(first) not in {"header", "contact"}
        and not _grid_label(first)
    )


def _piece(line: Line, parts: list[Part], *, block_start: bool) -> Line:
    piece = Line(parts=list(parts), page=line.page, column=line.column, size=line.size,
                 top=line.top, bottom=line.bottom, block_start=block_start)  # fmt: skip
    piece.source = []
    return piece


_EMPTY_CELL = re.compile(r"^(?:无|暂无|n/?a|none|-+|—|/)$", re.I)
# The photo's box in an info grid ("照片", "贴照片处"): no field, no value.
_PHOTO_BOX = re.compile(r"^(?:照片|相片|一寸照片|二寸照片|贴照片处|免冠照片|photo)$", re.I)


def _label_cells(pieces: list[str], lone: bool = False) -> list[str]:
    """An info grid's row of cells (layout family: the 个人简历 table): a label spread over
    one-character cells ("姓", "名") is one label, and a label cell with no colon followed by
    its value cell ("求职意向", "产品经理") is read as "求职意向：产品经理". A row of two or
    more labels is a grid row; above the first heading (`lone`), so is a row of one label
    cell and its value (layout family: application forms, 履历表, a label column beside a
    value column: "Name | Rhys Pritchard", "姓名 | 林清禾")."""
    merged: list[str] = []
    for piece in _scanned_cells([_unspace(p) for p in pieces]):
        piece = piece.strip()
        if _PHOTO_BOX.match(piece):
            continue
        if (
            merged
            and _SINGLE_CJK.fullmatch(merged[-1])
            and _SINGLE_CJK.match(piece)
            and _grid_label(merged[-1] + piece)
        ):
            merged[-1] += piece
            continue
        merged.append(piece)
    labels = sum(1 for p in merged if _grid_label(p) and not _PAIR.match(p))
    if labels < 2 and not (lone and labels == 1 and len(merged) == 2):
        return merged
    out: list[str] = []
    index = 0
    while index < len(merged):
        piece = merged[index]
        following = merged[index + 1] if index + 1 < len(merged) else None
        if (
            _grid_label(piece)
            and not _PAIR.match(piece)
            and following is not None
            and not _grid_label(following)
        ):
            out.append(f"{piece.strip()}：{following.strip()}")
            index += 2
            continue
        out.append(piece)
        index += 1
    return out


_SINGLE_CJK = re.compile(r"[\u4e00-\u9fff]")
_BORDER = re.compile(r"\s*[|｜]\s*")
_LABEL_MARKS = " \u3000，,、.。:：“”\"'‘’|｜"


def _scanned_cells(pieces: list[str]) -> list[str]:
    """A scanned info grid (layout family: the 个人简历 table, photographed or scanned): OCR
    reads the table's borders as bars ("| 姓名， | 欧阳雪梅"), puts a stray mark after a label,
    and runs a label into its value where the gap is narrow ("求职意向高级会计"). In a row
    holding a grid label, bars split cells, marks around a label go, and a cell that starts
    with a label of two or more characters and goes on is the label and its value. Only in a
    row where some cell is a label by itself: a skills table's "专业领域" is no "专业"."""
    cells = [c.strip(_LABEL_MARKS) for p in pieces for c in _BORDER.split(p)]
    if not any(_grid_label(c) for c in cells):
        return pieces  # a row with no label cell of its own ("专业领域 | 公司并购"): no grid
    out: list[str] = []
    for piece in pieces:
        for cell in _BORDER.split(piece):
            bare = cell.strip(_LABEL_MARKS)
            if not bare:
                continue
            if _grid_label(bare):
                out.append(bare)
                continue
            start = _LABEL_START.match(bare)
            if start and not re.match(r"\s*[:：]", bare[start.end() :]):
                out.extend([start.group(0), bare[start.end() :].strip(_LABEL_MARKS)])
                continue
            out.append(cell.strip())
    return out


def pair(text: str, kind: str) -> tuple[str, str] | None:
    """(field, value) when the text is a labelled field known for this kind of section."""
    match = _PAIR.match(text)
    if not match:
        return None
    field = FIELDS.get(kind, {}).get(match.group(1).strip().lower())
    return (field, match.group(2).strip()) if field else None


def is_form(lines: list[Line], kind: str) -> bool:
    """Whether a section's lines are mostly labelled fields of its kind."""
    labelled = sum(1 for line in lines if pair(line.text, kind))
    return kind in FIELDS and (
        (labelled >= 3 and labelled * 2 >= len(lines)) or (labelled >= 2 and labelled == len(lines))
    )


def build_entries(kind: str, lines: list[Line]) -> tuple[list[dict[str, Any]], list[str]]:
    """The entries of a form section: a new entry at a blank line, an entry number, or a
    field given again."""
    entries: list[dict[str, Any]] = []
    leftovers: list[str] = []
    current: dict[str, Any] = {}
    for line in lines:
        text = line.text.strip()
        found = pair(text, kind)
        field = found[0] if found else "text"
        if current and (line.block_start or (found and field != "text" and field in current)):
            entries.append(current)
            current = {}
        if found:
            if found[1]:
                current.setdefault(field, found[1]) if field != "text" else current.setdefault(
                    "text", []
                ).append(found[1])
        elif _PAIR.match(text) and not _PAIR.match(text).group(2).strip():
            leftovers.append(text)
        elif current:
            current.setdefault("text", []).append(text)
        else:
            leftovers.append(text)
    if current:
        entries.append(current)
    return [_entry(kind, e) for e in entries], leftovers


def _entry(kind: str, fields: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = {}
    org_key = {"education": "institution", "volunteer": "organization"}.get(kind, "name")
    for field, value in fields.items():
        if field in {"start", "end", "range", "text"}:
            continue
        entry[org_key if field == "name" else field] = value
    start, end = fields.get("start", ""), fields.get("end", "")
    if fields.get("range"):
        found = find_range(fields["range"])
        if found:
            start, end = found.start, found.end
    else:
        start = parse_date(start) if start else ""
        end = "" if re.fullmatch(PRESENT, end.strip(), re.I) else parse_date(end) if end else ""
    if start:
        entry["startDate"] = start
    if end:
        entry["endDate"] = end
    if not start and end and kind != "education":
        entry["startDate"] = end  # a school's one date is its graduation: an end, not a start
    texts = fields.get("text", [])
    if texts:
        if kind == "education":
            entry["courses"] = [t for text in texts for t in re.split(r"[,，、;；]\s*", text) if t]
        else:
            entry["highlights"] = texts
    return entry
