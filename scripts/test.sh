#!/usr/bin/env bash
# The whole test suite: lint, checks, pytest on SQLite, in Chromium, every bench in smoke mode,
# then pytest on a real PostgreSQL server this script installs and starts. Every phase runs even
# when an earlier one failed; the run ends on one closing line summing them all,
# `N passed, N failed` (scripts/tally.py), and exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh test || { echo "FATAL: bootstrap failed"; echo "0 passed, 1 failed"; exit 1; }

export CVAGENT_VAR_DIR="${CVAGENT_VAR_DIR:-$PWD/var}"
RESULTS="$CVAGENT_VAR_DIR/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

# step NAME COMMAND...: a phase that is not pytest counts as one test, passed or failed.
step() {
  local name="$1"; shift
  if "$@"; then echo passed >"$RESULTS/$name.step"; else echo failed >"$RESULTS/$name.step"; fi
}
# tests NAME PYTEST-ARGS...: a pytest phase, counted from its JUnit report.
tests() {
  local name="$1"; shift
  touch "$RESULTS/$name.expected"
  .venv/bin/pytest --junitxml="$RESULTS/$name.xml" "$@"
}

echo "==> ruff"
step 0-ruff-check .venv/bin/ruff check .
step 0-ruff-format .venv/bin/ruff format --check .

echo "==> django checks"
step 1-django-check .venv/bin/python manage.py check
step 1-migrations bash -c '.venv/bin/python manage.py makemigrations --check --dry-run >/dev/null'
step 1-deploy-check env DJANGO_SECRET_KEY="ci-$(head -c 48 /dev/urandom | base64 | tr -d "\n")" \
  DJANGO_SECURE_SSL_REDIRECT=1 DJANGO_SECURE_COOKIES=1 DJANGO_HSTS_SECONDS=31536000 \
  DJANGO_ALLOWED_HOSTS=cv.example.com \
  .venv/bin/python manage.py check --deploy --fail-level WARNING

# The tests that do not drive a browser run on both databases, spread over the cores
# (pytest-xdist; each worker has its own test database). The Chromium tests run once, on SQLite:
# what they check is the page, not the database.
WORKERS="${CVAGENT_TEST_WORKERS:-$(nproc)}"
echo "==> pytest on SQLite ($WORKERS workers)"
tests 2-sqlite -m "not browser" -n "$WORKERS" "$@"

echo "==> pytest in Chromium (SQLite)"
tests 3-chromium -m browser "$@"

echo "==> every bench in bench/, smoke mode"
step 4-benches .venv/bin/python scripts/bench_smoke.py

echo "==> pytest on PostgreSQL ($WORKERS workers)"
if PG_URL="$(scripts/postgres.sh)"; then
  echo passed >"$RESULTS/5-postgres-start.step"
  # A test process runs about 1,500 tests: room in the connection pool for what earlier tests'
  # threads leave checked out (docs/architecture.md, "Decisions").
  DATABASE_URL="$PG_URL" CVAGENT_REQUIRE_POSTGRES=1 DATABASE_POOL_MAX_SIZE="${DATABASE_POOL_MAX_SIZE:-100}" \
    tests 6-postgres -m "not browser" -n "$WORKERS" "$@"
  echo "==> bench/repair.py on PostgreSQL, smoke mode"
  step 7-bench-repair-pg .venv/bin/python scripts/bench_smoke.py --database-url "$PG_URL"
else
  echo "FATAL: PostgreSQL could not be started" >&2
  echo failed >"$RESULTS/5-postgres-start.step"
fi

echo "==> every phase"
exec .venv/bin/python scripts/tally.py "$RESULTS"
