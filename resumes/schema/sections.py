"""JSON Resume's objects as one table of section definitions, and the pydantic models built from it.

Every object keeps unknown keys as they are and turns numbers in text fields into text.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, create_model

from resumes.schema.values import Date, Email, Text, TextList, Url


class Section(BaseModel):
    """A JSON Resume object: known fields typed, unknown keys kept as they are."""

    # Numbers in text fields ("postalCode": 12345, "startDate": 2021) become text.
    model_config = ConfigDict(extra="allow", coerce_numbers_to_str=True)


# The fields a role has, at work or as a volunteer, in the specification's order.
_ROLE = {
    "position": Text,
    "url": Url,
    "startDate": Date,
    "endDate": Date,
    "summary": Text,
    "highlights": TextList,
}

# Each JSON Resume object (v1.2.1) with its fields in the specification's order, which is the
# order messages list them in. A field's type is a value type, the name of an object defined
# above it ("Location"), or a one-item list of such a name (["Profile"]) for a list of them.
# The last row is the whole document: its fields are the sections.
DEFINITIONS: dict[str, dict[str, Any]] = {
    "Location": {
        "address": Text,
        "postalCode": Text,
        "city": Text,
        "countryCode": Text,
        "region": Text,
    },
    "Profile": {"network": Text, "username": Text, "url": Url},
    "Basics": {
        "name": Text,
        "label": Text,
        "image": Url,
        "email": Email,
        "phone": Text,
        "url": Url,
        "summary": Text,
        "location": "Location",
        "profiles": ["Profile"],
    },
    "Work": {"name": Text, "location": Text, "description": Text, **_ROLE},
    "Volunteer": {"organization": Text, **_ROLE},
    "Education": {
        "institution": Text,
        "url": Url,
        "area": Text,
        "studyType": Text,
        "startDate": Date,
        "endDate": Date,
        "score": Text,
        "courses": TextList,
    },
    "Award": {"title": Text, "date": Date, "awarder": Text, "summary": Text},
    "Certificate": {"name": Text, "date": Date, "url": Url, "issuer": Text},
    "Publication": {
        "name": Text,
        "publisher": Text,
        "releaseDate": Date,
        "url": Url,
        "summary": Text,
    },
    "Skill": {"name": Text, "level": Text, "keywords": TextList},
    "Language": {"language": Text, "fluency": Text},
    "Interest": {"name": Text, "keywords": TextList},
    "Reference": {"name": Text, "reference": Text},
    "Project": {
        "name": Text,
        "description": Text,
        "highlights": TextList,
        "keywords": TextList,
        "startDate": Date,
        "endDate": Date,
        "url": Url,
        "roles": TextList,
        "entity": Text,
        "type": Text,
    },
    "Meta": {"canonical": Url, "version": Text, "lastModified": Text},
    "ResumeDocument": {
        "basics": "Basics",
        "work": ["Work"],
        "volunteer": ["Volunteer"],
        "education": ["Education"],
        "awards": ["Award"],
        "certificates": ["Certificate"],
        "publications": ["Publication"],
        "skills": ["Skill"],
        "languages": ["Language"],
        "interests": ["Interest"],
        "references": ["Reference"],
        "projects": ["Project"],
        "meta": "Meta",
    },
}

_DOCSTRINGS = {
    "ResumeDocument": "The whole JSON Resume document (`$schema` and other extra keys are kept).",
}


def _build_models() -> dict[str, type[Section]]:
    """One `Section` model per row of DEFINITIONS; every field is optional (None)."""
    models: dict[str, type[Section]] = {}
    for name, fields in DEFINITIONS.items():
        definitions: dict[str, Any] = {}
        for field, kind in fields.items():
            if isinstance(kind, str):
                annotation: Any = models[kind] | None
            elif isinstance(kind, list):
                annotation = list[models[kind[0]]] | None
            else:
                annotation = kind
            definitions[field] = (annotation, None)
        models[name] = create_model(
            name,
            __base__=Section,
            __module__=__name__,
            __doc__=_DOCSTRINGS.get(name),
            **definitions,
        )
    return models


MODELS = _build_models()
ResumeDocument = MODELS["ResumeDocument"]
SECTIONS: tuple[str, ...] = tuple(ResumeDocument.model_fields)
