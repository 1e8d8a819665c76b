"""Paths into a resume (`work[0].highlights[2]`), the edit actions on them, and JSON Patch.

An edit is one action (update / add / delete) at one path. Applying it never touches the
caller's document; its result carries the RFC 6902 patch of the change and the inverse
patch that undoes it, which is what revisions store. `syntax` parses paths, `edits` reads
and applies actions, `patch` makes, applies and describes patches.
"""

from __future__ import annotations

from resumes.paths.edits import (
    ACTIONS,
    Change,
    Edited,
    apply_action,
    apply_actions,
    apply_in_place,
    read_path,
)
from resumes.paths.patch import (
    PatchError,
    apply_patch,
    clone_json,
    describe_patch,
    from_pointer,
    make_patch,
    pointer_to_path,
    same_json,
    summarize,
    to_pointer,
)
from resumes.paths.syntax import MAX_PATH_CHARS, OperationFailed, PathError, Segment, parse_path

__all__ = [
    "ACTIONS",
    "MAX_PATH_CHARS",
    "Change",
    "Edited",
    "OperationFailed",
    "PatchError",
    "PathError",
    "Segment",
    "apply_action",
    "apply_actions",
    "apply_in_place",
    "apply_patch",
    "clone_json",
    "describe_patch",
    "from_pointer",
    "make_patch",
    "parse_path",
    "pointer_to_path",
    "read_path",
    "same_json",
    "summarize",
    "to_pointer",
]
