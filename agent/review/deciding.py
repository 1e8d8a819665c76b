"""Accepting, rejecting and re-applying proposals: the services the web, the `proposals`
command and later the API share.

Each decision runs in one transaction that first claims the proposals with a conditional
UPDATE (status still open), so of two tabs deciding the same proposal at once exactly one
wins and the other is told it was decided already. Accepting then applies the edits through
`resumes.services.resume_apply_reviewed` under the resume's row lock: one revision per
accepted batch, and a proposal whose place changed since it was made becomes stale instead
of overwriting that change.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.db import OperationalError, connection, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from agent.models import Proposal, ProposalStatus
from agent.review.preview import reviewed_edit
from agent.review.proposing import fields_from_plan, findings_between
from resumes import services
from resumes.models import Resume, ResumeRevision

OPEN = (ProposalStatus.PENDING, ProposalStatus.STALE)
_ATTEMPTS = 3
MAX_IDS = 200
MAX_ID = 2**63 - 1


class ReviewError(Exception):
    """A decision that cannot be made; the message is written for the person."""


class ProposalNotFound(ReviewError):
    """No such proposal for this person (another person's, or gone with its resume)."""


class ProposalDecided(ReviewError):
    """The proposal was accepted or rejected already (another tab, an old page)."""


class ProposalStale(ReviewError):
    """The place the proposal changes has changed since; re-apply it or discard it."""


@dataclass
class Decision:
    """What a decision did: the proposals now accepted, rejected or found stale, and the
    revision the accepted ones made (None when none applied)."""

    accepted: list[Proposal] = field(default_factory=list)
    rejected: list[Proposal] = field(default_factory=list)
    stale: list[Proposal] = field(default_factory=list)
    revision: ResumeRevision | None = None
    resume: Resume | None = None

    @property
    def proposals(self) -> list[Proposal]:
        return sorted([*self.accepted, *self.rejected, *self.stale], key=lambda p: p.pk)


def _ids(raw: Iterable[Any]) -> list[int]:
    ids: list[int] = []
    for value in raw:
        try:
            number = int(str(value).strip())
        except (TypeError, ValueError):
            raise ReviewError(
                _("“%(value)s” is not a proposal number.") % {"value": str(value)[:40]}
            ) from None
        if not 1 <= number <= MAX_ID:  # beyond a 64-bit id, the query would overflow
            raise ReviewError(_("“%(value)s” is not a proposal number.") % {"value": number})
        if number not in ids:
            ids.append(number)
    if not ids:
        raise ReviewError(_("Say which proposed edits to decide."))
    if len(ids) > MAX_IDS:
        raise ReviewError(_("At most %(most)d proposed edits at once.") % {"most": MAX_IDS})
    return ids


def decided_message(proposal: Proposal) -> str:
    """Why a proposal can no longer be decided, for the person."""
    if proposal.status == ProposalStatus.ACCEPTED:
        return _(
            "Proposal %(id)d was already accepted; nothing was changed now. Reload to see the "
            "current state."
        ) % {"id": proposal.pk}
    if proposal.status == ProposalStatus.REJECTED:
        return _(
            "Proposal %(id)d was already rejected, so it cannot be accepted any more; nothing "
            "was applied. Reload to see the current state."
        ) % {"id": proposal.pk}
    return stale_message(proposal)


def stale_message(proposal: Proposal) -> str:
    if proposal.stale_reason == "missing":
        return _(
            "Proposal %(id)d cannot be applied: the place it changes (%(path)s) is no longer "
            "there. Discard it."
        ) % {"id": proposal.pk, "path": proposal.path}
    if proposal.stale_reason == "invalid":
        return _(
            "Proposal %(id)d cannot be applied as it is: with the changes made since, it would "
            "make the resume invalid. Discard it."
        ) % {"id": proposal.pk}
    return _(
        "Proposal %(id)d is stale: %(path)s changed since it was proposed, so it was not "
        "applied. Re-apply it onto the current value, or discard it."
    ) % {"id": proposal.pk, "path": proposal.path}


def _take_write_lock(ids: list[int]) -> None:
    # SQLite has no row locks: writing first takes the database's write lock now (waiting
    # out another writer), so what we read next is not a snapshot someone is about to change.
    if connection.vendor == "sqlite":
        Proposal.objects.filter(pk__in=ids).update(status=F("status"))


def _own(user: Any, ids: list[int]) -> list[Proposal]:
    proposals = list(
        Proposal.objects.select_for_update(of=("self",))
        .select_related("conversation__resume", "conversation__owner", "tool_call")
        .filter(pk__in=ids, conversation__owner_id=getattr(user, "pk", None))
        .order_by("pk")
    )
    if len(proposals) != len(ids):
        found = {proposal.pk for proposal in proposals}
        missing = next(number for number in ids if number not in found)
        raise ProposalNotFound(
            _(
                "There is no proposed edit %(id)d for you: it may have gone with its "
                "conversation or resume. Reload the page."
            )
            % {"id": missing}
        )
    if len({proposal.conversation_id for proposal in proposals}) > 1:
        raise ReviewError(_("Decide the proposed edits of one conversation at a time."))
    return proposals


def _retrying(work):
    for attempt in range(_ATTEMPTS):
        try:
            return work()
        except OperationalError as exc:
            # SQLite refuses a writer whose snapshot went stale; PostgreSQL waits on the lock.
            if (
                connection.vendor != "sqlite"
                or "locked" not in str(exc)
                or attempt == _ATTEMPTS - 1
            ):
                raise
    raise AssertionError("unreachable")


def accept_proposals(
    *, user: Any, ids: Iterable[Any], values: Mapping[int, Any] | None = None
) -> Decision:
    """Accept pending proposals of one conversation as one revision (source: the agent,
    approved by `user`). `values` maps a proposal id to the person's own value
    (edit-then-accept). Decided ones refuse the whole call; stale ones refuse it too
    (`ProposalStale`); one found stale while applying is marked stale and the rest apply."""
    numbers = _ids(ids)
    edited = {int(key): value for key, value in (values or {}).items()}

    def work() -> Decision:
        with transaction.atomic():
            _take_write_lock(numbers)
            proposals = _own(user, numbers)
            for proposal in proposals:
                if proposal.status == ProposalStatus.STALE:
                    raise ProposalStale(stale_message(proposal))
                if proposal.status != ProposalStatus.PENDING:
                    raise ProposalDecided(decided_message(proposal))
                if proposal.pk in edited and proposal.action == "delete":
                    raise ReviewError(
                        _("Proposal %(id)d removes something; there is no value to edit.")
                        % {"id": proposal.pk}
                    )
            now = timezone.now()
            claimed = Proposal.objects.filter(pk__in=numbers, status=ProposalStatus.PENDING).update(
                status=ProposalStatus.ACCEPTED, decided_at=now, decided_by=user
            )
            if claimed != len(numbers):
                raise ProposalDecided(_("These edits were decided meanwhile; reload the page."))
            return _apply(user, proposals, edited, now)

    try:
        return _retrying(work)
    except services.ResumeEditError as exc:
        raise ReviewError(str(exc)) from None


def _apply(user: Any, proposals: list[Proposal], edited: dict[int, Any], now: Any) -> Decision:
    conversation = proposals[0].conversation
    edits = [reviewed_edit(proposal, edited) for proposal in proposals]
    result = services.resume_apply_reviewed(
        resume=conversation.resume,
        edits=edits,
        author=conversation.owner,
        approved_by=user,
        tool_call=proposals[0].tool_call,
    )
    decision = Decision(revision=result.edit.revision, resume=result.edit.resume)
    skipped = {skip.key: skip for skip in result.skipped}
    for proposal in proposals:
        if proposal.pk in skipped:
            proposal.status = ProposalStatus.STALE
            proposal.stale_reason = skipped[proposal.pk].reason
            proposal.decided_at = proposal.decided_by = None
            decision.stale.append(proposal)
        else:
            proposal.status = ProposalStatus.ACCEPTED
            proposal.decided_at, proposal.decided_by = now, user
            proposal.edited = proposal.pk in edited
            proposal.final = edited.get(proposal.pk, proposal.new)
            proposal.revision = result.edit.revision
            decision.accepted.append(proposal)
        proposal.save(
            update_fields=[
                "status",
                "stale_reason",
                "decided_at",
                "decided_by",
                "edited",
                "final",
                "revision",
            ]
        )
    return decision


def reject_proposals(*, user: Any, ids: Iterable[Any]) -> Decision:
    """Reject (discard) open proposals: pending or stale ones. Nothing of the resume changes."""
    numbers = _ids(ids)

    def work() -> Decision:
        with transaction.atomic():
            _take_write_lock(numbers)
            proposals = _own(user, numbers)
            for proposal in proposals:
                if proposal.status not in OPEN:
                    raise ProposalDecided(decided_message(proposal))
            now = timezone.now()
            claimed = Proposal.objects.filter(pk__in=numbers, status__in=OPEN).update(
                status=ProposalStatus.REJECTED, decided_at=now, decided_by=user
            )
            if claimed != len(numbers):
                raise ProposalDecided(_("These edits were decided meanwhile; reload the page."))
            for proposal in proposals:
                proposal.status, proposal.decided_at, proposal.decided_by = (
                    ProposalStatus.REJECTED,
                    now,
                    user,
                )
            return Decision(rejected=proposals, resume=proposals[0].conversation.resume)

    return _retrying(work)


def reapply_proposal(*, user: Any, proposal_id: Any) -> Proposal:
    """Re-plan a stale proposal onto the resume as it is now: its old value, base and findings
    become today's, and it waits for the person again (who sees the new diff first)."""
    numbers = _ids([proposal_id])

    def work() -> Proposal:
        with transaction.atomic():
            _take_write_lock(numbers)
            (proposal,) = _own(user, numbers)
            if proposal.status == ProposalStatus.PENDING:
                return proposal
            if proposal.status != ProposalStatus.STALE:
                raise ProposalDecided(decided_message(proposal))
            resume = Resume.objects.filter(pk=proposal.conversation.resume_id).first()
            if resume is None:
                raise ReviewError(_("This resume no longer exists."))
            operation = {
                "path": proposal.apply_path,
                "action": proposal.action,
                "value": proposal.value,
            }
            try:
                (planned,) = services.plan_edits(resume.data, [operation])
            except services.ResumeEditError:
                raise ReviewError(
                    _(
                        "Proposal %(id)d cannot be re-applied: the place it changes "
                        "(%(path)s) is no longer there. Discard it."
                    )
                    % {"id": proposal.pk, "path": proposal.path}
                ) from None
            if not planned.changes_anything:
                raise ReviewError(
                    _(
                        "The resume already holds what proposal %(id)d proposes; there is "
                        "nothing to re-apply. Discard it."
                    )
                    % {"id": proposal.pk}
                )
            for name, value in fields_from_plan(planned).items():
                setattr(proposal, name, value)
            proposal.findings = findings_between(planned.before, planned.after)
            proposal.status = ProposalStatus.PENDING
            proposal.stale_reason = ""
            proposal.save()
            return proposal

    return _retrying(work)
