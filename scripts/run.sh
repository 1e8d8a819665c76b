#!/usr/bin/env bash
# Runs CV Agent on http://127.0.0.1:8000: installs what is missing, migrates, creates the demo
# account (printing its credentials), and serves with Daphne. With no provider configured, the
# embedded offline model answers (see README, "Configuration").
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/bootstrap.sh app
export CVAGENT_VAR_DIR="${CVAGENT_VAR_DIR:-$PWD/var}"

.venv/bin/python manage.py migrate --noinput -v0
.venv/bin/python manage.py createcachetable
.venv/bin/python manage.py compilemessages -v0 --ignore=.venv >/dev/null 2>&1 || true
.venv/bin/python manage.py collectstatic --noinput -v0
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-8000}"
.venv/bin/python manage.py create_demo_user --url "http://$HOST:$PORT/"
exec .venv/bin/python manage.py serve --host "$HOST" --port "$PORT"
