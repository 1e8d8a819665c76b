"""The shape of the document at a path, so that edits can tell a typo from a new field."""

from __future__ import annotations

import difflib
import types
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from resumes.schema.errors import format_path
from resumes.schema.sections import ResumeDocument


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
