"""Applying an RFC 6902 JSON Patch from another program (the REST API): all of it or nothing,
the resulting document validated as a whole, saved under the optimistic lock."""

from __future__ import annotations

from typing import Any

from resumes import paths
from resumes.models import Resume, RevisionSource
from resumes.schema import DocumentInvalid, ResumeEditError, validate_document
from resumes.services.checks import check_batch_size
from resumes.services.saving import EditResult, Planned, save

MAX_PATCH_OPERATIONS = 200


def resume_apply_patch(
    *,
    resume: Resume,
    patch: Any,
    expected_version: int | None,
    author: Any,
    source: RevisionSource | str = RevisionSource.API,
    summary: str = "",
) -> EditResult:
    """Apply `patch` to the stored document and save the valid result as one new version.

    A malformed patch, a failing operation (a `test` included) or a document that is not a
    valid resume afterwards raise `ResumeEditError` and save nothing."""
    if not isinstance(patch, list):
        raise ResumeEditError("A JSON Patch is a list of operations (RFC 6902).")
    check_batch_size(
        patch,
        most=MAX_PATCH_OPERATIONS,
        empty="The patch is empty; give at least one operation.",
        batch="patch",
    )
    for number, op in enumerate(patch, start=1):
        if not isinstance(op, dict) or op.get("op") not in (
            "add",
            "remove",
            "replace",
            "move",
            "copy",
            "test",
        ):
            raise ResumeEditError(
                f"Operation {number} is not a JSON Patch operation: it needs 'op' (add, remove, "
                "replace, move, copy or test) and 'path'."
            )

    def plan(document: dict[str, Any], locked: Resume) -> Planned:
        try:
            patched = paths.apply_patch(document, patch)
        except paths.PatchError as exc:
            raise ResumeEditError(str(exc)) from None
        if not isinstance(patched, dict):
            raise ResumeEditError("The patch must leave a JSON object (the resume document).")
        try:
            patched = validate_document(patched)
        except DocumentInvalid as exc:
            raise exc.with_intro("After the patch the resume is not valid:") from None
        changed = [paths.pointer_to_path(op["path"]) for op in paths.make_patch(document, patched)]
        if not changed:
            return Planned(document, [], None, "no change")
        return Planned(patched, changed, None, "")

    return save(
        resume=resume,
        plan=plan,
        source=source,
        author=author,
        expected_version=expected_version,
        summary=summary,
    )
