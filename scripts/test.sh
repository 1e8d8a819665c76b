#!/usr/bin/env bash
# The whole test suite: lint, then pytest on SQLite, then the same suite on a real PostgreSQL
# server this script installs and starts. Any failure (PostgreSQL missing included) fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh test

echo "==> ruff"
.venv/bin/ruff check .
.venv/bin/ruff format --check .

echo "==> django checks"
.venv/bin/python manage.py check
.venv/bin/python manage.py makemigrations --check --dry-run >/dev/null
DJANGO_SECRET_KEY="ci-$(head -c 48 /dev/urandom | base64 | tr -d "\n")" DJANGO_SECURE_SSL_REDIRECT=1 \
  DJANGO_SECURE_COOKIES=1 DJANGO_HSTS_SECONDS=31536000 DJANGO_ALLOWED_HOSTS=cv.example.com \
  .venv/bin/python manage.py check --deploy --fail-level WARNING

export CVAGENT_VAR_DIR="${CVAGENT_VAR_DIR:-$PWD/var}"
# The tests that do not drive a browser run on both databases, spread over the cores
# (pytest-xdist; each worker has its own test database). The Chromium tests run once, on SQLite:
# what they check is the page, not the database.
WORKERS="${CVAGENT_TEST_WORKERS:-$(nproc)}"
echo "==> pytest on SQLite ($WORKERS workers)"
.venv/bin/pytest -m "not browser" -n "$WORKERS" "$@"

echo "==> pytest in Chromium (SQLite)"
.venv/bin/pytest -m browser "$@"

echo "==> every bench in bench/, smoke mode"
.venv/bin/python scripts/bench_smoke.py

echo "==> pytest on PostgreSQL ($WORKERS workers)"
PG_URL="$(scripts/postgres.sh)" || { echo "FATAL: PostgreSQL could not be started" >&2; exit 1; }
DATABASE_URL="$PG_URL" CVAGENT_REQUIRE_POSTGRES=1 .venv/bin/pytest -m "not browser" -n "$WORKERS" "$@"
echo "==> bench/repair.py on PostgreSQL, smoke mode"
.venv/bin/python scripts/bench_smoke.py --database-url "$PG_URL"
