"""The resume views: `pages` (dashboard, workspace, theme), `themes` (the theme gallery),
`editing` (the htmx section forms), `revisions` (history and undo), `compare` (two versions
compared by the guard); `common` has what they share. `resumes/urls.py` routes them.
"""

from __future__ import annotations

from resumes.views.common import preview_html
from resumes.views.compare import revision_compare
from resumes.views.editing import (
    basics_save,
    entry_add,
    entry_delete,
    entry_move,
    entry_save,
    section_editor,
)
from resumes.views.pages import (
    dashboard,
    resume_create,
    resume_delete,
    resume_duplicate,
    resume_preview,
    resume_rename,
    theme_set,
)
from resumes.views.revisions import revision_undo, revisions
from resumes.views.themes import theme_gallery

__all__ = [
    "basics_save",
    "dashboard",
    "entry_add",
    "entry_delete",
    "entry_move",
    "entry_save",
    "preview_html",
    "resume_create",
    "resume_delete",
    "resume_duplicate",
    "resume_preview",
    "resume_rename",
    "revision_compare",
    "revision_undo",
    "revisions",
    "section_editor",
    "theme_gallery",
    "theme_set",
]
