"""JSON Resume v1.2.1 as pydantic models, whole-document validation and starter documents."""

from __future__ import annotations

import calendar
import copy
import difflib
import json
import math
import re
import types
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import AfterValidator, BaseModel, ConfigDict, ValidationError, ValidationInfo

from resumes.limits import MAX_DOCUMENT_BYTES, document_bytes, limit_problems
from resumes.limits import size_problem as _size_problem

MAX_DEPTH = 40
MAX_REPORTED_ERRORS = 8


class ResumeEditError(Exception):
    """An error the person or the model can act on; its message says what to do."""


class DocumentInvalid(ResumeEditError):
    """The document does not follow JSON Resume; `errors` lists (path, message) pairs."""

    def __init__(self, errors: Sequence[tuple[str, str]], *, intro: str = "") -> None:
        self.errors = list(errors)
        self.intro = intro
        super().__init__(self._message())

    def _message(self) -> str:
        shown = [f"{path}: {message}" if path else message for path, message in self.errors]
        more = len(shown) - MAX_REPORTED_ERRORS
        text = "; ".join(shown[:MAX_REPORTED_ERRORS])
        if more > 0:
            text += f"; and {more} more problem{'s' if more > 1 else ''}"
        return f"{self.intro} {text}".strip() if self.intro else text

    def with_intro(self, intro: str) -> DocumentInvalid:
        """The same errors, introduced by a sentence that says what was being done."""
        return DocumentInvalid(self.errors, intro=intro)


# Paths in messages are written the way tools address the document: work[2].startDate.
def format_path(segments: Sequence[str | int]) -> str:
    """Write path segments as `work[2].highlights[0]` (keys that need it are quoted)."""
    text = ""
    for segment in segments:
        if isinstance(segment, int):
            text += f"[{segment}]"
        elif re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$-]*", segment):
            text += f".{segment}" if text else segment
        else:
            text += f"[{json.dumps(segment, ensure_ascii=False)}]"
    return text


# ---------------------------------------------------------------------------------------------
# Dates, URLs, emails: strict enough to catch mistakes, lenient enough for real resumes.

_MONTHS = {
    name: number
    for number in range(1, 13)
    for name in (
        calendar.month_name[number].lower(),
        calendar.month_abbr[number].lower(),
    )
}
_MONTHS["sept"] = 9
_PRESENT_WORDS = {
    "present",
    "now",
    "current",
    "currently",
    "today",
    "ongoing",
    "至今",
    "现在",
    "今",
}


def _iso_problem(text: str) -> str | None:
    """Why `text` is not a YYYY, YYYY-MM or YYYY-MM-DD date, or None when it is one."""
    match = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?", text)
    if not match:
        return "not an ISO date"
    year, month, day = (int(part) if part else None for part in match.groups())
    if not 1000 <= year <= 2999:
        return f"year {year} is out of range"
    if month is not None and not 1 <= month <= 12:
        return f"month {month:02d} does not exist"
    if day is not None and not 1 <= day <= calendar.monthrange(year, month)[1]:
        return f"{year}-{month:02d} has no day {day:02d}"
    return None


def _iso_suggestion(text: str) -> str | None:
    """The ISO form a person most likely meant by `text` ("March 2021" -> "2021-03")."""
    cleaned = text.strip().lower().replace(",", " ").replace(".", " ")
    words = cleaned.split()
    if len(words) == 2 and words[0] in _MONTHS and re.fullmatch(r"\d{4}", words[1]):
        return f"{words[1]}-{_MONTHS[words[0]]:02d}"
    if len(words) == 2 and words[1] in _MONTHS and re.fullmatch(r"\d{4}", words[0]):
        return f"{words[0]}-{_MONTHS[words[1]]:02d}"
    patterns = (
        (r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ].*)?", (0, 1, 2)),
        (r"(\d{4})[-/.](\d{1,2})", (0, 1, None)),
        (r"(\d{1,2})[-/.](\d{4})", (1, 0, None)),
        (r"(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?", (0, 1, 2)),
    )
    for pattern, (y, m, d) in patterns:
        match = re.fullmatch(pattern, text.strip().lower())
        if not match:
            continue
        parts = match.groups()
        candidate = parts[y]
        if m is not None and parts[m]:
            candidate += f"-{int(parts[m]):02d}"
            if d is not None and parts[d]:
                candidate += f"-{int(parts[d]):02d}"
        if _iso_problem(candidate) is None:
            return candidate
    return None


def _check_date(value: str | None, info: ValidationInfo) -> str | None:
    # An empty string is how many exported resumes say "no date" (e.g. a current role).
    if not value:
        return value
    problem = _iso_problem(value)
    if problem is None:
        return value
    field = info.field_name or "the date"
    if value.strip().lower() in _PRESENT_WORDS:
        raise ValueError(
            f"{value!r} is not a date; leave {field} out (or empty) for something still going on"
        )
    suggestion = _iso_suggestion(value)
    if suggestion:
        raise ValueError(f"{value!r} is not an ISO date; use {suggestion}")
    if problem != "not an ISO date":
        raise ValueError(
            f"{value!r} is not a real date ({problem}); use YYYY, YYYY-MM or YYYY-MM-DD"
        )
    raise ValueError(f"{value!r} is not an ISO date; use YYYY, YYYY-MM or YYYY-MM-DD, like 2021-03")


def _check_url(value: str | None) -> str | None:
    # Real resumes write "github.com/ada" without a scheme; only whitespace is a sure mistake.
    if value and re.search(r"\s", value.strip()):
        raise ValueError(f"{value!r} is not a URL (it contains spaces)")
    return value


def _check_email(value: str | None) -> str | None:
    if value and not re.fullmatch(r"[^@\s]+@[^@\s]+", value.strip()):
        raise ValueError(f"{value!r} is not an email address, like ada@example.com")
    return value


Text = str | None
Date = Annotated[str | None, AfterValidator(_check_date)]
Url = Annotated[str | None, AfterValidator(_check_url)]
Email = Annotated[str | None, AfterValidator(_check_email)]
TextList = list[str] | None


class Section(BaseModel):
    """A JSON Resume object: known fields typed, unknown keys kept as they are."""

    # Numbers in text fields ("postalCode": 12345, "startDate": 2021) become text.
    model_config = ConfigDict(extra="allow", coerce_numbers_to_str=True)


class Location(Section):
    address: Text = None
    postalCode: Text = None
    city: Text = None
    countryCode: Text = None
    region: Text = None


class Profile(Section):
    network: Text = None
    username: Text = None
    url: Url = None


class Basics(Section):
    name: Text = None
    label: Text = None
    image: Url = None
    email: Email = None
    phone: Text = None
    url: Url = None
    summary: Text = None
    location: Location | None = None
    profiles: list[Profile] | None = None


class Work(Section):
    name: Text = None
    location: Text = None
    description: Text = None
    position: Text = None
    url: Url = None
    startDate: Date = None
    endDate: Date = None
    summary: Text = None
    highlights: TextList = None


class Volunteer(Section):
    organization: Text = None
    position: Text = None
    url: Url = None
    startDate: Date = None
    endDate: Date = None
    summary: Text = None
    highlights: TextList = None


class Education(Section):
    institution: Text = None
    url: Url = None
    area: Text = None
    studyType: Text = None
    startDate: Date = None
    endDate: Date = None
    score: Text = None
    courses: TextList = None


class Award(Section):
    title: Text = None
    date: Date = None
    awarder: Text = None
    summary: Text = None


class Certificate(Section):
    name: Text = None
    date: Date = None
    url: Url = None
    issuer: Text = None


class Publication(Section):
    name: Text = None
    publisher: Text = None
    releaseDate: Date = None
    url: Url = None
    summary: Text = None


class Skill(Section):
    name: Text = None
    level: Text = None
    keywords: TextList = None


class Language(Section):
    language: Text = None
    fluency: Text = None


class Interest(Section):
    name: Text = None
    keywords: TextList = None


class Reference(Section):
    name: Text = None
    reference: Text = None


class Project(Section):
    name: Text = None
    description: Text = None
    highlights: TextList = None
    keywords: TextList = None
    startDate: Date = None
    endDate: Date = None
    url: Url = None
    roles: TextList = None
    entity: Text = None
    type: Text = None


class Meta(Section):
    canonical: Url = None
    version: Text = None
    lastModified: Text = None


class ResumeDocument(Section):
    """The whole JSON Resume document (`$schema` and other extra keys are kept)."""

    basics: Basics | None = None
    work: list[Work] | None = None
    volunteer: list[Volunteer] | None = None
    education: list[Education] | None = None
    awards: list[Award] | None = None
    certificates: list[Certificate] | None = None
    publications: list[Publication] | None = None
    skills: list[Skill] | None = None
    languages: list[Language] | None = None
    interests: list[Interest] | None = None
    references: list[Reference] | None = None
    projects: list[Project] | None = None
    meta: Meta | None = None


SECTIONS: tuple[str, ...] = tuple(ResumeDocument.model_fields)


# ---------------------------------------------------------------------------------------------
# Validation


def describe_value_type(value: Any) -> str:
    """The JSON type of `value` in words ("a list", "text"), for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def json_problems(value: Any, path: Sequence[str | int] = ()) -> list[tuple[str, str]]:
    """What keeps `value` from being storable JSON (on SQLite and PostgreSQL alike)."""
    problems: list[tuple[str, str]] = []
    stack: list[tuple[Any, tuple[str | int, ...], int]] = [(value, tuple(path), 0)]
    while stack and len(problems) < MAX_REPORTED_ERRORS:
        item, where, depth = stack.pop()
        here = format_path(where)
        if depth > MAX_DEPTH:
            problems.append((here, f"is nested more than {MAX_DEPTH} levels deep"))
        elif isinstance(item, str):
            problem = _text_problem(item)
            if problem:
                problems.append((here, problem))
        elif isinstance(item, bool) or item is None or isinstance(item, int):
            continue
        elif isinstance(item, float):
            if not math.isfinite(item):
                problems.append((here, f"{item} is not a JSON number"))
        elif isinstance(item, list):
            stack.extend(
                (child, (*where, i), depth + 1) for i, child in reversed(list(enumerate(item)))
            )
        elif isinstance(item, dict):
            for key, child in reversed(item.items()):
                if not isinstance(key, str):
                    problems.append((here, f"object keys must be text, got {key!r}"))
                    continue
                problem = _text_problem(key)
                if problem:
                    problems.append((here, f"key {key!r} {problem}"))
                    continue
                stack.append((child, (*where, key), depth + 1))
        else:
            problems.append((here, f"{type(item).__name__} is not a JSON value"))
    return problems


def _text_problem(text: str) -> str | None:
    # PostgreSQL's jsonb refuses NUL and lone surrogates; refuse them everywhere alike.
    if "\x00" in text:
        return "contains a NUL character (\\u0000)"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "contains an unpaired surrogate, which is not valid Unicode"
    return None


_ERROR_MESSAGES = {
    "string_type": "must be text",
    "list_type": "must be a list",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "dict_type": "must be an object",
}


def _pydantic_errors(exc: ValidationError) -> list[tuple[str, str]]:
    errors = []
    for error in exc.errors(include_url=False):
        path = format_path([part for part in error["loc"] if isinstance(part, str | int)])
        kind = error["type"]
        if kind == "value_error":
            message = str(error["ctx"]["error"])
        elif kind in _ERROR_MESSAGES:
            message = f"{_ERROR_MESSAGES[kind]}, got {describe_value_type(error['input'])}"
        else:
            message = error["msg"]
        errors.append((path, message))
    return errors


def validate_document(data: Any, *, previous: Any = None) -> dict[str, Any]:
    """Return the normalised JSON Resume document, or raise `DocumentInvalid`. `previous`, the
    stored document an edit starts from, lets an edit through limits it does not make worse
    (resumes/limits.py)."""
    if not isinstance(data, dict):
        raise DocumentInvalid(
            [("", f"the resume must be a JSON object, got {describe_value_type(data)}")]
        )
    problems = json_problems(data)
    if problems:
        raise DocumentInvalid(problems)
    size = document_bytes(data)
    if size > MAX_DOCUMENT_BYTES and (previous is None or size > document_bytes(previous)):
        raise DocumentInvalid([("", _size_problem(size))])
    too_big = limit_problems(data, previous=previous, most=MAX_REPORTED_ERRORS)
    if too_big:
        raise DocumentInvalid([(format_path(where), message) for where, message in too_big])
    try:
        model = ResumeDocument.model_validate(data)
    except ValidationError as exc:
        raise DocumentInvalid(_pydantic_errors(exc)) from None
    return model.model_dump(mode="json", exclude_unset=True)


# ---------------------------------------------------------------------------------------------
# The shape of the document at a path, so that edits can tell a typo from a new field.


@dataclass(frozen=True)
class Shape:
    """What the schema says lives at a path: an object with known fields, a list, text, any."""

    kind: Literal["object", "list", "text", "any"]
    fields: tuple[str, ...] = ()
    annotation: Any = None


_ANY = Shape("any")


def _strip_optional(annotation: Any) -> Any:
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) in (Union, types.UnionType):
        options = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(options) == 1:
            return _strip_optional(options[0])
    return annotation


def _shape_of(annotation: Any) -> Shape:
    annotation = _strip_optional(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return Shape("object", tuple(annotation.model_fields), annotation)
    if get_origin(annotation) is list:
        return Shape("list", (), annotation)
    if annotation is str:
        return Shape("text", (), annotation)
    return _ANY


def shape_at(segments: Sequence[str | int]) -> Shape:
    """The schema's shape at `segments`; `any` inside unknown (extra) keys."""
    shape = _shape_of(ResumeDocument)
    for segment in segments:
        if shape.kind == "object" and isinstance(segment, str):
            field = shape.annotation.model_fields.get(segment)
            if field is None:
                return _ANY
            shape = _shape_of(field.annotation)
        elif shape.kind == "list" and isinstance(segment, int):
            shape = _shape_of(get_args(shape.annotation)[0])
        else:
            return _ANY
    return shape


# Words models and people use for JSON Resume's fields (LinkedIn says "company", JSON Resume
# says "name"); they turn "not a field" into "did you mean".
_SYNONYMS = {
    "company": "name",
    "employer": "name",
    "organisation": "organization",
    "title": "position",
    "role": "position",
    "jobTitle": "position",
    "headline": "label",
    "website": "url",
    "link": "url",
    "photo": "image",
    "picture": "image",
    "avatar": "image",
    "mobile": "phone",
    "tel": "phone",
    "about": "summary",
    "bio": "summary",
    "fullName": "name",
    "start": "startDate",
    "from": "startDate",
    "start_date": "startDate",
    "end": "endDate",
    "to": "endDate",
    "end_date": "endDate",
    "achievements": "highlights",
    "bullets": "highlights",
    "responsibilities": "highlights",
    "school": "institution",
    "university": "institution",
    "college": "institution",
    "degree": "studyType",
    "major": "area",
    "field": "area",
    "fieldOfStudy": "area",
    "gpa": "score",
    "grade": "score",
    "tags": "keywords",
    "technologies": "keywords",
    "skills": "keywords",
    "workExperience": "work",
    "experience": "work",
    "jobs": "work",
    "certifications": "certificates",
    "certs": "certificates",
    "honors": "awards",
    "hobbies": "interests",
    "profile": "basics",
    "personal": "basics",
    "contact": "basics",
}


def not_a_field_message(parent: Sequence[str | int], key: str, fields: Sequence[str]) -> str:
    """ "basics.nmae is not a field of basics; fields: name, ..." with a guess when there is one."""
    where = format_path([*parent, key])
    owner = format_path(parent) or "the resume"
    noun = "a section of" if not parent else "a field of"
    listing = "sections" if not parent else "fields"
    guess = _SYNONYMS.get(key) if _SYNONYMS.get(key) in fields else None
    if guess is None:
        close = difflib.get_close_matches(key, fields, n=1, cutoff=0.6)
        guess = close[0] if close else None
    hint = f" Did you mean {format_path([*parent, guess])}?" if guess else ""
    return f"{where} is not {noun} {owner}; {listing}: {', '.join(fields)}.{hint}"


def extra_keys(document: Any) -> dict[tuple[str, str], tuple[str | int, ...]]:
    """Unknown keys of schema objects, as {(template path, key): first concrete path}.

    The template writes list indexes as `[]` (`work[].company`) so that inserting or
    deleting list items does not make an old extra key look new.
    """
    found: dict[tuple[str, str], tuple[str | int, ...]] = {}
    stack: list[tuple[Any, Shape, tuple[str | int, ...], str]] = [(document, shape_at(()), (), "")]
    while stack:
        value, shape, where, template = stack.pop()
        if shape.kind == "object" and isinstance(value, dict):
            for key, child in value.items():
                if key in shape.fields:
                    child_shape = _shape_of(shape.annotation.model_fields[key].annotation)
                    child_template = f"{template}.{key}" if template else key
                    stack.append((child, child_shape, (*where, key), child_template))
                else:
                    found.setdefault((template, key), (*where, key))
        elif shape.kind == "list" and isinstance(value, list):
            item_shape = _shape_of(get_args(shape.annotation)[0])
            for index, child in enumerate(value):
                stack.append((child, item_shape, (*where, index), f"{template}[]"))
    return found


# ---------------------------------------------------------------------------------------------
# New documents


def blank_document() -> dict[str, Any]:
    """An empty resume with the usual sections in place, ready for the forms."""
    return {
        "basics": {
            "name": "",
            "label": "",
            "email": "",
            "phone": "",
            "url": "",
            "summary": "",
            "location": {"city": "", "region": "", "countryCode": ""},
            "profiles": [],
        },
        "work": [],
        "education": [],
        "skills": [],
        "projects": [],
        "languages": [],
    }


_STARTER_EN: dict[str, Any] = {
    "basics": {
        "name": "Alex Morgan",
        "label": "Backend Engineer",
        "email": "alex.morgan@example.com",
        "phone": "+1 555 010 2030",
        "url": "https://alexmorgan.dev",
        "summary": (
            "Backend engineer with six years of experience building payment and data "
            "services in Python and Go. Enjoys turning slow, fragile systems into fast, "
            "boring ones."
        ),
        "location": {"city": "Portland", "region": "Oregon", "countryCode": "US"},
        "profiles": [
            {
                "network": "GitHub",
                "username": "alexmorgan",
                "url": "https://github.com/alexmorgan",
            },
            {
                "network": "LinkedIn",
                "username": "alex-morgan",
                "url": "https://www.linkedin.com/in/alex-morgan",
            },
        ],
    },
    "work": [
        {
            "name": "Northwind Payments",
            "position": "Senior Backend Engineer",
            "url": "https://northwind.example.com",
            "startDate": "2021-03",
            "summary": "Own the settlement service that moves merchants' money every night.",
            "highlights": [
                "Cut nightly settlement time from 4 hours to 25 minutes by batching ledger writes",
                "Led the move from cron jobs to a queue-based scheduler with retries and alerts",
                "Mentored three engineers through their first on-call rotations",
            ],
        },
        {
            "name": "Brightline Analytics",
            "position": "Software Engineer",
            "startDate": "2018-06",
            "endDate": "2021-02",
            "highlights": [
                "Built the event ingestion API handling 20,000 requests per second",
                "Reduced cloud costs by 30% by right-sizing databases and caching reports",
            ],
        },
    ],
    "education": [
        {
            "institution": "Oregon State University",
            "area": "Computer Science",
            "studyType": "Bachelor of Science",
            "startDate": "2014-09",
            "endDate": "2018-06",
        }
    ],
    "skills": [
        {"name": "Backend", "level": "Advanced", "keywords": ["Python", "Go", "Django", "gRPC"]},
        {"name": "Data", "level": "Advanced", "keywords": ["PostgreSQL", "Redis", "Kafka"]},
        {"name": "Operations", "level": "Intermediate", "keywords": ["Docker", "Terraform"]},
    ],
    "projects": [
        {
            "name": "ledger-lint",
            "description": "An open-source checker for double-entry ledger invariants.",
            "url": "https://github.com/alexmorgan/ledger-lint",
            "highlights": ["Used by two fintech start-ups in their CI pipelines"],
        }
    ],
    "languages": [
        {"language": "English", "fluency": "Native speaker"},
        {"language": "Spanish", "fluency": "Professional working proficiency"},
    ],
}

_STARTER_ZH: dict[str, Any] = {
    "basics": {
        "name": "李明",
        "label": "前端开发工程师",
        "email": "liming@example.com",
        "phone": "+86 138 0000 0000",
        "url": "https://liming.example.com",
        "summary": (
            "五年前端开发经验，熟悉 React 与 TypeScript，负责过日活百万级的电商页面。"
            "注重性能与可访问性，乐于和设计、后端同事一起把产品做扎实。"
        ),
        "location": {"city": "杭州", "region": "浙江", "countryCode": "CN"},
        "profiles": [
            {"network": "GitHub", "username": "liming", "url": "https://github.com/liming"}
        ],
    },
    "work": [
        {
            "name": "杭州云帆科技有限公司",
            "position": "高级前端工程师",
            "startDate": "2021-07",
            "summary": "负责商城交易链路的前端架构与性能优化。",
            "highlights": [
                "将商品详情页首屏时间从 3.2 秒降到 1.1 秒，转化率提升 8%",
                "主导组件库从 JavaScript 迁移到 TypeScript，线上报错减少 40%",
                "带领 4 人小组完成大促活动页的搭建平台",
            ],
        },
        {
            "name": "南京星河网络有限公司",
            "position": "前端工程师",
            "startDate": "2019-07",
            "endDate": "2021-06",
            "highlights": ["独立开发企业后台管理系统，覆盖 20 多个业务模块"],
        },
    ],
    "education": [
        {
            "institution": "南京大学",
            "area": "软件工程",
            "studyType": "本科",
            "startDate": "2015-09",
            "endDate": "2019-06",
        }
    ],
    "skills": [
        {"name": "前端", "level": "精通", "keywords": ["React", "TypeScript", "Vite"]},
        {"name": "工程化", "level": "熟练", "keywords": ["Webpack", "Jest", "CI/CD"]},
    ],
    "projects": [
        {
            "name": "开源图表组件 tiny-charts",
            "description": "面向移动端的轻量图表库。",
            "url": "https://github.com/liming/tiny-charts",
            "highlights": ["GitHub 获得 1,200 余个 Star"],
        }
    ],
    "languages": [
        {"language": "中文", "fluency": "母语"},
        {"language": "英语", "fluency": "CET-6，可阅读英文技术文档"},
    ],
}

_STARTERS = {"en": _STARTER_EN, "zh-hans": _STARTER_ZH}


def starter_document(language: str) -> dict[str, Any]:
    """A realistic example resume in `language` ("en" or "zh-hans") to start from."""
    try:
        return copy.deepcopy(_STARTERS[language])
    except KeyError:
        raise ValueError(
            f"no starter resume in {language!r}; choose one of: {', '.join(_STARTERS)}"
        ) from None
