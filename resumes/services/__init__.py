"""The only code that writes resumes: create, edit (one or a batch), undo, and housekeeping.

Every change of `Resume.data` is validated as a whole document, bumps `Resume.version` by
one and writes exactly one `ResumeRevision` holding the change as a JSON Patch with its
inverse. Writers lock the resume row, so concurrent edits are applied one after another
(`saving`); `creating`, `editing`, `history` (undo), `reviewing` (edits a person accepts
after review) and `housekeeping` build on it.
"""

from __future__ import annotations

from resumes.paths import OperationFailed, PatchError, PathError
from resumes.schema import DocumentInvalid, ResumeEditError
from resumes.services.creating import resume_create, resume_duplicate
from resumes.services.editing import (
    EditOperation,
    check_operations,
    resume_apply_batch,
    resume_apply_edit,
    resume_replace_section,
    resume_update_field,
)
from resumes.services.history import resume_undo, revision_document
from resumes.services.housekeeping import (
    resume_delete,
    resume_rename,
    resume_set_language,
    resume_set_theme,
)
from resumes.services.patching import resume_apply_patch
from resumes.services.reviewing import (
    PlannedEdit,
    ReviewedEdit,
    ReviewedResult,
    SkippedEdit,
    plan_edits,
    read_or_none,
    resume_apply_reviewed,
)
from resumes.services.saving import EditResult, StaleVersionError

__all__ = [
    "DocumentInvalid",
    "EditOperation",
    "EditResult",
    "OperationFailed",
    "PatchError",
    "PathError",
    "PlannedEdit",
    "ResumeEditError",
    "ReviewedEdit",
    "ReviewedResult",
    "SkippedEdit",
    "StaleVersionError",
    "check_operations",
    "plan_edits",
    "read_or_none",
    "resume_apply_batch",
    "resume_apply_edit",
    "resume_apply_patch",
    "resume_apply_reviewed",
    "resume_create",
    "resume_delete",
    "resume_duplicate",
    "resume_rename",
    "resume_replace_section",
    "resume_set_language",
    "resume_set_theme",
    "resume_undo",
    "resume_update_field",
    "revision_document",
]
