"""Undo and the history: bring back an earlier version, or read the document as it was then."""

from __future__ import annotations

from typing import Any

from resumes import paths
from resumes.models import Resume, ResumeRevision, RevisionSource
from resumes.paths import PatchError
from resumes.schema import DocumentInvalid, ResumeEditError, validate_document
from resumes.services.checks import fresh
from resumes.services.saving import EditResult, Planned, save


def resume_undo(
    *, resume: Resume, to_version: int, author: Any, expected_version: int | None = None
) -> EditResult:
    """Bring back the document as it was at `to_version`, saved as a new "undo" revision."""

    def plan(document: dict[str, Any], locked: Resume) -> Planned:
        if to_version == locked.version:
            raise ResumeEditError(
                f"Version {to_version} is the current version; there is nothing to undo."
            )
        restored = _document_at(locked, to_version)
        try:
            restored = validate_document(restored, previous=document)
        except DocumentInvalid as exc:
            raise exc.with_intro(
                f"Version {to_version} does not pass today's checks, so it cannot be restored:"
            ) from None
        if paths.same_json(restored, document):
            raise ResumeEditError(
                f"Version {to_version} has the same content as the current version "
                f"{locked.version}; there is nothing to undo."
            )
        changed = [paths.pointer_to_path(op["path"]) for op in paths.make_patch(document, restored)]
        return Planned(restored, changed, None, f"restored version {to_version}")

    return save(
        resume=resume,
        plan=plan,
        source=RevisionSource.UNDO,
        author=author,
        expected_version=expected_version,
    )


def revision_document(resume: Resume, version: int) -> dict[str, Any]:
    """The document as it was at `version` (for previews and diffs of the history)."""
    return _document_at(fresh(resume), version)


def _document_at(resume: Resume, version: Any) -> dict[str, Any]:
    """Walk back from the stored document through the inverses (or jump to a snapshot)."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise ResumeEditError(f"{version!r} is not a version number.")
    if not 1 <= version <= resume.version:
        raise ResumeEditError(
            f"There is no version {version}; this resume has versions 1 to {resume.version}."
        )
    revisions = {
        revision.version: revision
        for revision in ResumeRevision.objects.filter(resume=resume, version__gte=version)
    }
    target = revisions.get(version)
    if target is not None and target.snapshot is not None:
        return paths.clone_json(target.snapshot)
    document: Any = resume.data
    for at in range(resume.version, version, -1):
        revision = revisions.get(at)
        earlier = revisions.get(at - 1)
        snapshot_only = (
            revision is not None
            and revision.snapshot is not None
            and not (revision.patch or revision.inverse)
        )
        if revision is None or snapshot_only:
            if earlier is not None and earlier.snapshot is not None:
                document = earlier.snapshot
                continue
            raise ResumeEditError(
                f"Version {version} cannot be rebuilt: the change saved as version {at} is missing."
            )
        try:
            document = paths.apply_patch(document, revision.inverse)
        except PatchError as exc:
            raise ResumeEditError(
                f"Version {version} cannot be rebuilt: undoing version {at} failed ({exc})."
            ) from None
    return paths.clone_json(document)
