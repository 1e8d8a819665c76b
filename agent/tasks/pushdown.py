"""Bringing every tailored version of a master resume up to date with it, as a background task.

For each version, every change of the master since the version's sync that applies cleanly
is applied (one revision each, as the one-at-a-time push-down does); a change whose place in
the version is gone or differs is left for the person, and the summary links to it.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django_tasks import task

from agent.tasks import progress
from resumes.models import Resume
from resumes.postings import pushdown, selectors


@task(takes_context=True)
def push_down_all(context: Any, *, master_id: int, user_id: int) -> dict[str, Any]:
    """The master's pending changes pushed into each of its versions (the owner's, `user_id`),
    a version at a time, saying after each how many are done. Returns the summary the page
    shows: per version what was applied and what was left, and the totals."""
    master = Resume.objects.filter(pk=master_id, owner_id=user_id).first()
    user = get_user_model().objects.filter(pk=user_id).first()
    versions = []
    if master is not None and user is not None:
        versions = list(
            selectors.versions_of_master(master)
            .filter(resume__owner_id=user_id)
            .select_related("master")
        )
    total = len(versions)
    progress.report(context, done=0, total=total)
    rows = []
    for done, version in enumerate(versions, start=1):
        progress.report(context, done=done - 1, total=total, note=version.resume.title)
        lagged = pushdown.lags_behind(version)
        result = pushdown.apply_all(version=version, user=user) if lagged else None
        rows.append(
            {
                "version": version.pk,
                "resume": version.resume_id,
                "title": version.resume.title,
                "posting": str(version.posting),
                "lagged": lagged,
                "applied": result.applied if result else 0,
                "left": list(result.left) if result else [],
            }
        )
        progress.report(context, done=done, total=total, note=version.resume.title)
    return {
        "master": master_id,
        "versions": rows,
        "updated": sum(1 for row in rows if row["applied"]),
        "applied": sum(row["applied"] for row in rows),
        "left": sum(len(row["left"]) for row in rows),
    }
