#!/usr/bin/env bash
# Checks the squashed migrations against the chain they replace (docs/architecture.md,
# "Migrations squashed"): builds one database with the old migrations (the tree at OLD_REV) and
# one with the new, compares them with scripts/schema_dump.py, then runs the new code's
# `migrate` on the old database (it must apply nothing). SQLite by default; with
# CVAGENT_PG_BASE=postgres://user@host:port (a server where the user may create databases) on
# PostgreSQL too. Usage: scripts/squash_check.sh [OLD_REV]   (default: 5dbbe8b, before the squash)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OLD_REV="${1:-5dbbe8b}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
PY="$ROOT/.venv/bin/python"

mkdir "$WORK/old"
git -C "$ROOT" archive "$OLD_REV" | tar -x -C "$WORK/old"
cp "$ROOT/scripts/schema_dump.py" "$WORK/old/scripts/"

check() {  # $1: old database URL, $2: new database URL
  (cd "$WORK/old" && CVAGENT_VAR_DIR="$WORK/var" DATABASE_URL="$1" "$PY" manage.py migrate -v0)
  (cd "$WORK/old" && CVAGENT_VAR_DIR="$WORK/var" DATABASE_URL="$1" "$PY" scripts/schema_dump.py) \
    >"$WORK/old.json"
  (cd "$ROOT" && CVAGENT_VAR_DIR="$WORK/var" DATABASE_URL="$2" "$PY" manage.py migrate -v0)
  (cd "$ROOT" && CVAGENT_VAR_DIR="$WORK/var" DATABASE_URL="$2" "$PY" scripts/schema_dump.py) \
    >"$WORK/new.json"
  diff "$WORK/old.json" "$WORK/new.json" && echo "same schema and seeded rows"
  local out
  out="$(cd "$ROOT" && CVAGENT_VAR_DIR="$WORK/var" DATABASE_URL="$1" "$PY" manage.py migrate)"
  echo "$out" | grep -q "No migrations to apply." && echo "old database: nothing to apply"
}

echo "SQLite:"
check "sqlite:///$WORK/old.sqlite3" "sqlite:///$WORK/new.sqlite3"
if [[ -n "${CVAGENT_PG_BASE:-}" ]]; then
  echo "PostgreSQL:"
  for db in squash_old squash_new; do
    "$PY" - "$CVAGENT_PG_BASE" "$db" <<'EOF'
import sys

import psycopg

with psycopg.connect(f"{sys.argv[1]}/postgres", autocommit=True) as conn:
    conn.execute(f'DROP DATABASE IF EXISTS "{sys.argv[2]}"')
    conn.execute(f'CREATE DATABASE "{sys.argv[2]}"')
EOF
  done
  check "$CVAGENT_PG_BASE/squash_old" "$CVAGENT_PG_BASE/squash_new"
fi
