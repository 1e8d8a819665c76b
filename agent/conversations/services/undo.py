"""Undo a resume change the agent made, and tell the agent about it (the service; the chat's
Undo button and its HTML are `agent.web.undo`).

Each tool step whose call saved a resume revision offers Undo beside it. Undoing goes through
the resume's own undo service (`resumes.services.resume_undo`): it brings back the version
before the change as a new "undo" revision, so the undo can itself be undone in History.
That service restores whole versions, so a change can be undone on its own only while the
resume is still as that change left it: when later changes build on it (a later edit of the
agent, a form saved by the person), Undo is refused with a message that says so, and History
remains the place to go further back. Undoing the latest changes one after another works:
after an undo the resume is again as the change before it left it.

The model learns about it from a note in the conversation's timeline (`agent.engine.app_notes`),
which it reads with the person's next message.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from agent.conversations import selectors
from agent.engine.app_notes import undo_note
from agent.engine.history import add_message
from agent.models import ChangeUndo, Conversation, Role, ToolCall
from resumes import paths, services
from resumes.models import Resume


class UndoRefused(Exception):
    """Why the change cannot be undone, for the person (translated)."""


def undo_agent_change(*, conversation: Conversation, call: ToolCall, author: Any) -> ChangeUndo:
    """Undo the change `call` saved and note it for the model; `UndoRefused` says why not."""
    revision = selectors.agent_revision(call)
    if revision is None or revision.resume_id != conversation.resume_id:
        raise UndoRefused(_("This step did not change the resume."))
    if call.undos.exists():
        raise UndoRefused(_("This change is already undone."))
    if selectors.is_running(conversation):
        raise UndoRefused(
            _("The assistant is still working. Wait for it to finish, or stop it, then undo.")
        )
    resume = Resume.objects.get(pk=conversation.resume_id)
    version, current = revision.version, resume.version
    _check_nothing_builds_on_it(resume, version)
    try:
        with transaction.atomic():
            result = services.resume_undo(
                resume=resume, to_version=version - 1, author=author, expected_version=current
            )
            if result.revision is None:
                raise UndoRefused(_("This change is already undone."))
            note = add_message(
                conversation.pk,
                role=Role.SYSTEM,
                content=undo_note(
                    call_id=call.call_id,
                    tool=call.name,
                    version=version,
                    restored=version - 1,
                    undo_version=result.revision.version,
                ),
            )
            return ChangeUndo.objects.create(
                tool_call=call, note=note, version=version, undo_version=result.revision.version
            )
    except services.StaleVersionError:
        raise UndoRefused(
            _("The resume changed while undoing; nothing was undone. Try again.")
        ) from None
    except services.ResumeEditError as exc:
        raise UndoRefused(str(exc)) from None


def _check_nothing_builds_on_it(resume: Resume, version: int) -> None:
    if resume.version == version:
        return
    try:
        left_by_change = services.revision_document(resume, version)
        before_change = services.revision_document(resume, version - 1)
    except services.ResumeEditError as exc:
        raise UndoRefused(str(exc)) from None
    if paths.same_json(left_by_change, resume.data):
        return  # what came after was undone meanwhile
    if paths.same_json(before_change, resume.data):
        raise UndoRefused(_("This change is already undone: the resume is as it was before it."))
    later = resume.version - version
    raise UndoRefused(
        ngettext(
            "Not undone: %(count)d later change (up to version %(current)d) builds on this one. "
            "Undo it first, or go back to an earlier version in History.",
            "Not undone: %(count)d later changes (up to version %(current)d) build on this one. "
            "Undo them first, or go back to an earlier version in History.",
            later,
        )
        % {"count": later, "current": resume.version}
    )
