"""`manage.py chat`: run one user turn from the command line, for scripts, support and tests.

Exit codes: 0 when the run completed or waits for the person, 1 when it failed or was
cancelled, 2 for usage or configuration errors (nothing was run).
"""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction

from agent.engine import events
from agent.engine.providers import api_key_for
from agent.engine.providers.errors import MissingAPIKey
from agent.engine.turns import RunRefused, prepare_turn, resolve_provider
from agent.evaluation.grid import ad_hoc_provider
from agent.models import Capability, Conversation, Provider, Strategy
from agent.runs.driver import drive
from resumes.management.common import usage_error
from resumes.models import Resume
from resumes.services import resume_create

OK_STATUSES = {"completed", "waiting"}
# The note on the provider row that `--base-url` makes (the evaluation makes the same rows).
CHAT_NOTES = "Created by manage.py chat --base-url; not offered anywhere else."


class Command(BaseCommand):
    help = "Send one message to the agent and print the run's events until it ends."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", required=True, help="Username of the person chatting.")
        parser.add_argument("--message", required=True, help="The message to send.")
        target = parser.add_mutually_exclusive_group()
        target.add_argument("--resume", type=int, help="Chat about this resume (id).")
        target.add_argument("--new-resume", action="store_true", help="Start a blank resume.")
        parser.add_argument("--title", help="Title of the new resume (with --new-resume).")
        parser.add_argument("--conversation", type=int, help="Continue this conversation (id).")
        parser.add_argument("--capability", help="Capability slug (base, advanced, ...).")
        parser.add_argument("--provider", help="Provider slug (see the admin).")
        parser.add_argument("--base-url", help="An ad hoc OpenAI-compatible endpoint.")
        parser.add_argument("--model", help="The model name at --base-url.")
        parser.add_argument(
            "--api-key-env", default="", help="NAME of the variable holding the --base-url key."
        )
        parser.add_argument("--strategy", choices=[choice.value for choice in Strategy])
        parser.add_argument("--no-stream", action="store_true", help="Ask for whole replies.")
        parser.add_argument("--json", action="store_true", help="One JSON event per line.")
        parser.add_argument(
            "--review",
            action="store_true",
            help="Review mode for this message: edits become proposals (see manage.py "
            "proposals) instead of changing the resume. Always on with the offline model and "
            "with a provider the probe found weak.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        user = self._user(options["user"])
        # A usage error anywhere below leaves nothing behind (no resume, conversation or run).
        with transaction.atomic():
            existing = self._existing_conversation(user, options)
            resume = None if existing else self._resume(user, options)
            provider = self._provider(existing, options)
            conversation = existing or self._new_conversation(user, resume, options)
            try:
                start = prepare_turn(
                    conversation_id=conversation.pk,
                    user_id=user.pk,
                    text=options["message"],
                    provider=provider,
                    strategy=options["strategy"],
                    capability_slug=options["capability"],
                    review=True if options["review"] else None,
                )
            except RunRefused as refused:
                if options["json"]:
                    self._print_json(refused.event())
                raise usage_error(refused.message) from None
        done = asyncio.run(self._run(start, options))
        if done is None or done.status not in OK_STATUSES:
            sys.exit(1)

    # Resolving the options ----------------------------------------------------------------

    def _user(self, username: str):
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise usage_error(f"Unknown user {username!r}.")
        return user

    def _existing_conversation(self, user, options: dict[str, Any]) -> Conversation | None:
        if options["title"] and not options["new_resume"]:
            raise usage_error("--title goes with --new-resume.")
        if not options["conversation"]:
            return None
        conversation = Conversation.objects.filter(pk=options["conversation"], owner=user).first()
        if conversation is None:
            raise usage_error(f"{user.username} has no conversation {options['conversation']}.")
        if options["resume"] and conversation.resume_id != options["resume"]:
            raise usage_error(
                f"Conversation {conversation.pk} is about resume {conversation.resume_id}, "
                f"not {options['resume']}."
            )
        if options["new_resume"]:
            raise usage_error("--new-resume cannot continue an existing conversation.")
        return conversation

    def _new_conversation(self, user, resume: Resume, options: dict[str, Any]) -> Conversation:
        slug = options["capability"] or "base"
        capability = Capability.objects.filter(slug=slug, is_active=True).first()
        if capability is None and options["capability"]:
            raise usage_error(f"Unknown capability {slug!r}.")
        return Conversation.objects.create(
            owner=user,
            resume=resume,
            capability=capability,
            title=options["message"][:60],
        )

    def _resume(self, user, options: dict[str, Any]) -> Resume:
        if options["new_resume"]:
            return resume_create(owner=user, title=options["title"] or "New resume")
        if options["resume"]:
            resume = Resume.objects.filter(pk=options["resume"], owner=user).first()
            if resume is None:
                raise usage_error(f"{user.username} has no resume {options['resume']}.")
            return resume
        latest = Resume.objects.filter(owner=user, is_scratch=False).order_by("-updated_at").first()
        return latest or resume_create(owner=user, title="New resume")

    def _provider(self, conversation: Conversation | None, options: dict[str, Any]) -> Provider:
        if options["base_url"] or options["model"]:
            if options["provider"]:
                raise usage_error("Use either --provider or --base-url with --model, not both.")
            if not (options["base_url"] and options["model"]):
                raise usage_error("--base-url and --model go together.")
            provider = ad_hoc_provider(
                options["base_url"], options["model"], options["api_key_env"], notes=CHAT_NOTES
            )
        elif options["api_key_env"]:
            raise usage_error("--api-key-env goes with --base-url and --model.")
        else:
            try:
                provider = resolve_provider(conversation, options["provider"])
            except RunRefused as refused:
                raise usage_error(refused.message) from None
        try:
            api_key_for(provider)
        except MissingAPIKey as missing:
            raise usage_error(str(missing)) from None
        return provider

    # Running and printing ------------------------------------------------------------------

    async def _run(self, start, options: dict[str, Any]) -> events.Done | None:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, task.cancel)
        seen: list[events.Event] = []

        def show(event: events.Event) -> None:
            seen.append(event)
            if options["json"]:
                self._print_json(event)
            else:
                self._print_human(event)

        try:
            # Open pages see the run live, and their Stop button reaches it (with Redis). No
            # page runs its tools: a browser tool's call gets the engine's error result.
            await drive(start, stream=not options["no_stream"], on_event=show)
        finally:
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.remove_signal_handler(signum)
        done = [event for event in seen if isinstance(event, events.Done)]
        return done[-1] if done else None

    def _print_json(self, event: events.Event) -> None:
        self.stdout.write(json.dumps(event.model_dump(mode="json"), ensure_ascii=False))
        self.stdout.flush()

    def _print_human(self, event: events.Event) -> None:
        out, err = self.stdout, self.stderr
        match event:
            case events.Content(text=text):
                out.write(text, ending="")
                out.flush()
            case events.Thinking(text=text, source="think"):
                out.write(self.style.HTTP_INFO(f"\n(thinking) {text}"))
            case events.Thinking(text=text):
                out.write(self.style.HTTP_INFO(text), ending="")
            case events.ToolCallEvent(name=name, arguments=arguments, arguments_raw=raw):
                shown = json.dumps(arguments, ensure_ascii=False) if arguments else raw
                out.write(self.style.MIGRATE_LABEL(f"\n→ {name} {shown}"))
            case events.ToolResultEvent(status=status, content=content, findings=findings):
                mark = "✓" if status == "ok" else "✗"
                style = self.style.SUCCESS if status == "ok" else self.style.WARNING
                out.write(style(f"  {mark} {status}: {_clip(content)}"))
                for finding in findings:
                    out.write(self.style.WARNING(f"  ! {finding.get('message', '')}"))
            case events.ProposalEvent(id=number, path=path, op=op, old=old, new=new):
                before = _clip(json.dumps(old, ensure_ascii=False), 80)
                after = _clip(json.dumps(new, ensure_ascii=False), 80)
                out.write(
                    self.style.NOTICE(f"  ⧗ proposal {number}: {op} {path}: {before} → {after}")
                )
                for finding in event.findings:
                    out.write(self.style.WARNING(f"    ! {finding.get('message', '')}"))
            case events.ResumeUpdated(version=version, paths=paths):
                out.write(f"  resume now at version {version} ({', '.join(paths)})")
            case events.Clarify(question=question):
                out.write(self.style.NOTICE(f"\n? {question}"))
            case events.Retry(reason=reason) | events.Fallback(reason=reason):
                err.write(self.style.WARNING(f"[{event.type}] {reason}"))
            case events.Waiting(message=message):
                err.write(self.style.WARNING(f"[waiting] {message}"))
            case events.Error(message=message):
                err.write(self.style.ERROR(f"\n{message}"))
            case events.Notice(message=message):
                err.write(self.style.WARNING(f"\n{message}"))
            case events.Done():
                summary = f" {event.summary}" if event.summary else ""
                out.write(
                    f"\n[{event.status}] run {event.run_id} · conversation "
                    f"{event.conversation_id} · resume {event.resume_id} "
                    f"v{event.resume_version}{summary}"
                )
            case _:
                pass


def _clip(text: str, most: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[:most] + "…"
