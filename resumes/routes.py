"""The route shape the URL confs repeat, said once: a page whose path, view and route name are
one word (`/rename/` to `views.resume_rename`, named "resume_rename").

`actions(views, "resume", "rename", "delete")` gives `path("rename/", views.resume_rename,
name="resume_rename")` and the same for "delete", in that order; `at` goes before each path
(`at="<int:posting_id>/"`: the actions of one object), `prefix` before each name. The names
and paths are the ones the URL confs always had: the helper only stops them from being
written three times. The agent's URL confs use it too (the agent may import resumes; resumes
never imports agent).
"""

from __future__ import annotations

from types import ModuleType

from django.urls import URLPattern, path


def actions(
    views: ModuleType, noun: str, *words: str, at: str = "", prefix: str = ""
) -> list[URLPattern]:
    """One route per word: `<at><word>/` to the view `<noun>_<word>` of `views`, named the same
    (after `prefix`: the entries' views `entry_delete`, ... are routes `resume_entry_delete`)."""
    return [
        path(f"{at}{word}/", getattr(views, f"{noun}_{word}"), name=f"{prefix}{noun}_{word}")
        for word in words
    ]
