"""`manage.py proposals RESUME`: the edits waiting for review on a resume; accept or reject them.

    manage.py proposals 12                       # list what waits (pending and stale)
    manage.py proposals 12 --accept 5 6 --reject 7
    manage.py proposals 12 --accept-all --json

Without an action it lists the open proposals; with actions it prints the proposals it
decided, with their status after. `--json` prints one document:
{"proposals": [{"id", "path", "op", "old", "new", "findings", "status"}]}.
Accepted proposals of one turn make one revision (the agent's, approved by the resume's
owner). Exit codes: 0 done; 1 refused (a proposal decided already, or stale: its place
changed since; the message says which, and nothing of a refused call applied); 2 bad input.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from agent import review
from agent.models import Proposal, ProposalStatus
from resumes.management.common import add_json_switch, usage_error, write_json
from resumes.models import Resume


class Command(BaseCommand):
    help = "List the proposed edits of a resume that wait for review; accept or reject them."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("resume", help="The resume's id.")
        parser.add_argument(
            "--accept", nargs="+", action="extend", default=[], metavar="ID", help="Accept these."
        )
        parser.add_argument(
            "--reject", nargs="+", action="extend", default=[], metavar="ID", help="Reject these."
        )
        parser.add_argument(
            "--accept-all", action="store_true", help="Accept every pending proposal."
        )
        add_json_switch(parser)

    def handle(self, *args: Any, **options: Any) -> None:
        resume = self._resume(options["resume"])
        accept = self._ids(resume, options["accept"])
        reject = self._ids(resume, options["reject"])
        both = sorted(set(accept) & set(reject))
        if both:
            raise usage_error(f"Proposal {both[0]} cannot be both accepted and rejected.")
        if not (accept or reject or options["accept_all"]):
            self._print(review.open_proposals(resume=resume), options)
            return
        decided, errors = self._decide(resume, accept, reject, all_pending=options["accept_all"])
        self._print(decided, options)
        for error in errors:
            self.stderr.write(error)
        if errors:
            sys.exit(1)

    def _resume(self, raw: str) -> Resume:
        try:
            number = int(raw)
        except ValueError:
            raise usage_error(f"{raw!r} is not a resume id.") from None
        resume = Resume.objects.select_related("owner").filter(pk=number).first()
        if resume is None:
            raise usage_error(f"There is no resume {number}.")
        return resume

    def _ids(self, resume: Resume, raw: list[str]) -> list[int]:
        ids: list[int] = []
        for value in raw:
            try:
                number = int(value)
            except ValueError:
                raise usage_error(f"{value!r} is not a proposal id.") from None
            if not Proposal.objects.filter(pk=number, conversation__resume=resume).exists():
                raise usage_error(f"Resume {resume.pk} has no proposal {number}.")
            if number not in ids:
                ids.append(number)
        return ids

    def _decide(
        self, resume: Resume, accept: list[int], reject: list[int], *, all_pending: bool
    ) -> tuple[list[Proposal], list[str]]:
        owner = resume.owner
        chosen = Proposal.objects.filter(pk__in=accept + reject).order_by("pk")
        refused = [
            review.decided_message(proposal)
            for proposal in chosen
            if proposal.status not in review.OPEN
            or (proposal.pk in accept and proposal.status == ProposalStatus.STALE)
        ]
        if refused:
            return list(chosen), refused
        decided: list[Proposal] = []
        errors: list[str] = []
        if reject:
            decided += self._try(errors, lambda: review.reject_proposals(user=owner, ids=reject))
        to_accept = [p for p in review.open_proposals(resume=resume) if p.pk in accept]
        if all_pending:
            to_accept = review.open_proposals(resume=resume, statuses=[ProposalStatus.PENDING])
        for batch in review.batches(to_accept):
            ids = [proposal.pk for proposal in batch]
            outcome = self._try(
                errors, lambda ids=ids: review.accept_proposals(user=owner, ids=ids)
            )
            decided += outcome
            errors += [review.stale_message(p) for p in outcome if p.status == ProposalStatus.STALE]
        return sorted(decided, key=lambda proposal: proposal.pk), errors

    def _try(self, errors: list[str], decide) -> list[Proposal]:
        try:
            return decide().proposals
        except review.ReviewError as exc:
            errors.append(str(exc))
            return []

    def _print(self, proposals: list[Proposal], options: dict[str, Any]) -> None:
        payload = [review.proposal_payload(proposal) for proposal in proposals]
        if options["json"]:
            write_json(self, {"proposals": payload})
            return
        if not payload:
            self.stdout.write("No proposed edits wait for review.")
            return
        for item in payload:
            old = _short(item["old"])
            new = _short(item["new"])
            self.stdout.write(f"#{item['id']} [{item['status']}] {item['op']} {item['path']}")
            if item["op"] != "add":
                self.stdout.write(f"    - {old}")
            if item["op"] != "remove":
                self.stdout.write(f"    + {new}")
            for finding in item["findings"]:
                self.stdout.write(self.style.WARNING(f"    ! {finding['message']}"))


def _short(value: Any, most: int = 200) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = " ".join(text.split())
    return text if len(text) <= most else text[:most] + "…"
