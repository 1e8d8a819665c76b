"""`manage.py create_api_key USERNAME --name NAME [--scope read|write|proposals]
[--expires-days N]`: prints the new key alone on stdout (scripts read it)."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from agent.api.keys import ApiKeyError, create_api_key
from agent.models import ApiKeyScope


class Command(BaseCommand):
    help = "Create an API key for a person and print it (shown once; only its hash is stored)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--name", required=True, help="What the key is for.")
        parser.add_argument("--scope", choices=ApiKeyScope.values, default=ApiKeyScope.READ)
        parser.add_argument("--expires-days", type=int, default=None)

    def handle(self, *args, **options):
        User = get_user_model()
        try:
            user = User.objects.get(**{User.USERNAME_FIELD: options["username"]})
        except User.DoesNotExist:
            raise CommandError(f"No user {options['username']!r}.", returncode=2) from None
        try:
            new = create_api_key(
                owner=user,
                name=options["name"],
                scope=options["scope"],
                expires_days=options["expires_days"],
            )
        except ApiKeyError as exc:
            raise CommandError(str(exc), returncode=2) from None
        self.stdout.write(new.secret)
