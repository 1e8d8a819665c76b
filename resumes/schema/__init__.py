"""JSON Resume v1.2.1 as pydantic models, whole-document validation and starter documents.

`sections` holds the table the models are built from; `values` the checked field types;
`validation` turns a document into clear (path, message) errors; `shapes` answers what lives
at a path; `starters` makes new documents.
"""

from __future__ import annotations

from resumes.schema.errors import (
    MAX_REPORTED_ERRORS,
    DocumentInvalid,
    ResumeEditError,
    describe_value_type,
    format_path,
)
from resumes.schema.sections import DEFINITIONS, MODELS, SECTIONS, ResumeDocument, Section
from resumes.schema.shapes import Shape, extra_keys, not_a_field_message, shape_at
from resumes.schema.starters import blank_document, starter_document
from resumes.schema.validation import (
    MAX_DEPTH,
    MAX_DOCUMENT_BYTES,
    json_problems,
    validate_document,
)

__all__ = [
    "DEFINITIONS",
    "MAX_DEPTH",
    "MAX_DOCUMENT_BYTES",
    "MAX_REPORTED_ERRORS",
    "MODELS",
    "SECTIONS",
    "DocumentInvalid",
    "ResumeDocument",
    "ResumeEditError",
    "Section",
    "Shape",
    "blank_document",
    "describe_value_type",
    "extra_keys",
    "format_path",
    "json_problems",
    "not_a_field_message",
    "shape_at",
    "starter_document",
    "validate_document",
]
