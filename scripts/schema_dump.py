"""Print a database's schema and seeded rows as one JSON document, to compare two databases.

Used to check the squashed migrations (docs/architecture.md, "Migrations squashed"): a database
built by the old migrations and one built by the squashed ones must print the same document.
Run it with the database in DATABASE_URL: `DATABASE_URL=... python scripts/schema_dump.py`.
Constraint and index names are left out (a renamed field keeps its old index name); what each
covers (columns, kind, the table a foreign key points at) is compared.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")

import django

django.setup()

from django.db import connection  # noqa: E402

SEEDED = {
    "agent_capability": "slug",
    "agent_capabilityversion": "id",
    "agent_provider": "slug",
}
STAMPS = {"created_at", "updated_at"}


def _constraint(info: dict) -> str:
    kinds = [k for k in ("primary_key", "unique", "index", "check") if info.get(k)]
    target = info.get("foreign_key") or ""
    return f"{','.join(info.get('columns') or [])}|{','.join(kinds)}|{target}"


def schema() -> dict:
    tables = {}
    with connection.cursor() as cursor:
        for table in sorted(connection.introspection.table_names(cursor)):
            if not table.startswith(("agent_", "resumes_")):
                continue
            columns = {
                c.name: [c.type_code, c.null_ok, c.internal_size]
                for c in connection.introspection.get_table_description(cursor, table)
            }
            constraints = connection.introspection.get_constraints(cursor, table)
            tables[table] = {
                "columns": columns,
                "constraints": sorted(_constraint(info) for info in constraints.values()),
            }
    return tables


def seeded_rows() -> dict:
    rows = {}
    with connection.cursor() as cursor:
        for table, key in SEEDED.items():
            cursor.execute(f"SELECT * FROM {table} ORDER BY {key}")
            names = [d[0] for d in cursor.description]
            rows[table] = [
                {n: str(v) for n, v in zip(names, row, strict=True) if n not in STAMPS}
                for row in cursor.fetchall()
            ]
    return rows


if __name__ == "__main__":
    print(json.dumps({"schema": schema(), "seeded": seeded_rows()}, indent=1, sort_keys=True))
