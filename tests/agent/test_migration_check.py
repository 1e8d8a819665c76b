"""The check that refuses a database part-way through migrations since squashed (`migrate` runs
it): the records in django_migrations of the test database are what it reads."""

from __future__ import annotations

import pytest
from django.db.migrations.loader import MigrationLoader
from django.db.migrations.recorder import MigrationRecorder

from agent.migration_check import squashed_migrations_complete

SQUASHED = ("agent", "0002_squashed_0023_evaluation_task_renamed")


@pytest.mark.django_db
def test_a_database_migrated_by_the_squashed_migrations_passes():
    assert squashed_migrations_complete(databases=["default"]) == []


@pytest.mark.django_db
def test_part_way_through_the_old_chain_is_refused_and_at_its_end_passes():
    # Applying a squashed migration records the ones it replaces too; a database left at agent
    # 0015 of the old chain lacks the records from 0016 on.
    records = MigrationRecorder.Migration.objects
    replaced = MigrationLoader(None).disk_migrations[SQUASHED].replaces
    later = [name for app, name in replaced if name >= "0016"]
    records.filter(app="agent", name__in=later).delete()

    errors = squashed_migrations_complete(databases=["default"])
    assert [e.id for e in errors] == ["agent.E001"]
    assert "agent.0002_squashed_0023_evaluation_task_renamed" in errors[0].msg

    for name in later:
        records.create(app="agent", name=name)
    assert squashed_migrations_complete(databases=["default"]) == []


def test_no_database_named_nothing_checked():
    assert squashed_migrations_complete(databases=None) == []
