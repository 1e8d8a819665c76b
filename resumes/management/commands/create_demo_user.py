"""Creates the demo account (idempotent) with a starter resume, and prints its credentials."""

from __future__ import annotations

import os

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from resumes import schema, services


class Command(BaseCommand):
    help = "Create the demo account with a starter resume and print its credentials."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--username", default=os.environ.get("CVAGENT_DEMO_USER", "demo"))
        parser.add_argument(
            "--password", default=os.environ.get("CVAGENT_DEMO_PASSWORD", "demo-cv-agent")
        )
        parser.add_argument(
            "--url", default="http://127.0.0.1:8000/", help="Where the app will be served."
        )

    def handle(self, *args, username: str, password: str, url: str, **options) -> None:
        user_model = get_user_model()
        user, created = user_model.objects.get_or_create(
            username=username, defaults={"email": f"{username}@example.com"}
        )
        if created:
            user.set_password(password)
            user.save(update_fields=["password"])
            services.resume_create(
                owner=user,
                title="My resume",
                data=schema.starter_document("en"),
            )
        state = "created" if created else "already exists"
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo account {state}: username {username!r}, password {password!r}"
                + ("" if created else " (unless you changed it)")
                + f"\nOpen {url} and sign in."
            )
        )
