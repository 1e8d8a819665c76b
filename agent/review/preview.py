"""The document as it would read with a conversation's pending proposals applied, marked.

The overlay applies the pending proposals in order onto the stored document, as accepting
them all would (each only where its place still holds what it was planned on); the ones
that do not fit any more are reported as outdated. For the preview, the text each applied
proposal brings is wrapped in two private-use characters before the theme renders it; after
rendering, they become `<mark class="pending-mark">` in the text and are dropped anywhere
else (attributes), so no markup is ever taken from the document itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from agent.models import Conversation, Proposal, ProposalStatus
from resumes import paths
from resumes.services import ReviewedEdit
from resumes.services.reviewing import fits

OPEN_MARK = "\ue000"
CLOSE_MARK = "\ue001"
# Values a theme formats or puts in attributes (dates, links): the section is marked, not them.
UNMARKED_KEYS = frozenset(
    {
        "startDate",
        "endDate",
        "date",
        "releaseDate",
        "url",
        "email",
        "phone",
        "image",
        "countryCode",
        "postalCode",
    }
)
_TAG = re.compile(r"<[^>]*>")
_MARKED = re.compile(OPEN_MARK + r"([^" + OPEN_MARK + CLOSE_MARK + r"<>]*)" + CLOSE_MARK)


@dataclass
class Overlay:
    """The stored document with the pending proposals that still fit applied (`document`),
    the same with their text wrapped in the marking characters (`marked`), and the ids of
    the proposals that do not fit any more (`outdated`)."""

    document: dict[str, Any]
    marked: dict[str, Any]
    applied: list[Proposal] = field(default_factory=list)
    outdated: set[int] = field(default_factory=set)


def reviewed_edit(proposal: Proposal, edited: Mapping[int, Any] | None = None) -> ReviewedEdit:
    """The proposal as the edit `resume_apply_reviewed` applies, with the value the person
    changed it to before accepting where `edited` (by proposal id) has one."""
    return ReviewedEdit(
        key=proposal.pk,
        action=proposal.action,
        path=proposal.apply_path,
        value=edited.get(proposal.pk, proposal.value) if edited else proposal.value,
        base_path=proposal.base_path,
        base=proposal.base,
        append=proposal.append,
    )


def pending_proposals(conversation: Conversation) -> list[Proposal]:
    return list(
        Proposal.objects.filter(conversation=conversation, status=ProposalStatus.PENDING).order_by(
            "pk"
        )
    )


def overlay(document: dict[str, Any], proposals: list[Proposal]) -> Overlay:
    """Apply `proposals` in order to copies of `document`, as accepting them all would."""
    result = Overlay(document=paths.clone_json(document), marked=paths.clone_json(document))
    for proposal in proposals:
        edit = reviewed_edit(proposal)
        if fits(result.document, edit) != "ok":
            result.outdated.add(proposal.pk)
            continue
        plain, marked = paths.clone_json(result.document), paths.clone_json(result.marked)
        try:
            paths.apply_in_place(plain, edit.path, edit.action, edit.value)
            paths.apply_in_place(marked, edit.path, edit.action, _marked(edit.value, edit.path))
        except paths.PathError:
            result.outdated.add(proposal.pk)
            continue
        result.document, result.marked = plain, marked
        result.applied.append(proposal)
    return result


def _marked(value: Any, path: str, key: str = "") -> Any:
    if not key:
        key = re.sub(r"\[\d+\]$", "", path).rsplit(".", 1)[-1]
    if isinstance(value, str):
        if key in UNMARKED_KEYS or not value.strip():
            return value
        return OPEN_MARK + value + CLOSE_MARK
    if isinstance(value, list):
        return [_marked(item, path, key) for item in value]
    if isinstance(value, dict):
        return {name: _marked(item, path, name) for name, item in value.items()}
    return value


def mark_html(html: str) -> str:
    """Turn the marking characters of rendered (escaped) HTML into `<mark>` elements."""
    html = _TAG.sub(lambda tag: tag.group(0).replace(OPEN_MARK, "").replace(CLOSE_MARK, ""), html)
    html = _MARKED.sub(r'<mark class="pending-mark">\1</mark>', html)
    return html.replace(OPEN_MARK, "").replace(CLOSE_MARK, "")
