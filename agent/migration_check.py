"""A database part-way through migrations that have since been squashed is refused loudly.

Django counts a squashed migration as applied when every migration it `replaces` is; when only
some are (a database left at, say, agent 0015 of the old chain), it drops the squashed one from
its graph and `migrate` applies nothing, quietly. This check, run by `migrate` (a database
check), names the app and the way out instead. See docs/architecture.md, "Migrations squashed".
"""

from __future__ import annotations

from django.core import checks
from django.db import connections
from django.db.migrations.loader import MigrationLoader
from django.db.migrations.recorder import MigrationRecorder


@checks.register(checks.Tags.database)
def squashed_migrations_complete(app_configs=None, databases=None, **kwargs):
    errors = []
    for alias in databases or []:
        recorder = MigrationRecorder(connections[alias])
        if not recorder.has_table():
            continue
        applied = set(recorder.applied_migrations())
        loader = MigrationLoader(None, ignore_no_migrations=True)
        for key, migration in sorted(loader.disk_migrations.items()):
            done = [name in applied for name in migration.replaces or ()]
            if any(done) and not all(done):
                errors.append(
                    checks.Error(
                        f"The database stopped part-way through the migrations that "
                        f"{key[0]}.{key[1]} replaces.",
                        hint="Migrate it to the end with the release before the squash, "
                        "then run this one.",
                        id="agent.E001",
                    )
                )
    return errors
