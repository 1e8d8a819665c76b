#!/usr/bin/env bash
# Starts a private PostgreSQL server for the test suite (own data dir, own port) and prints its
# DATABASE_URL. Uses an already running server when CVAGENT_PG_URL is set. Fails loudly.
set -euo pipefail

if [[ -n "${CVAGENT_PG_URL:-}" ]]; then echo "$CVAGENT_PG_URL"; exit 0; fi

PORT="${CVAGENT_PG_PORT:-55433}"
DATA="${CVAGENT_PG_DATA:-/tmp/cvagent-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [[ -z "$BIN" || ! -x "$BIN/initdb" ]]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 3
fi

RUN_AS=()
if [[ $(id -u) -eq 0 ]]; then RUN_AS=(runuser -u postgres --); fi

if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  if [[ ! -f "$DATA/PG_VERSION" ]]; then
    mkdir -p "$DATA"
    [[ $(id -u) -eq 0 ]] && chown postgres:postgres "$DATA"
    "${RUN_AS[@]}" "$BIN/initdb" -D "$DATA" -U cvagent --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    -w start >/dev/null
fi
"${RUN_AS[@]}" "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U cvagent -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname='cvagent'" | grep -q 1 \
  || "${RUN_AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U cvagent cvagent
echo "postgres://cvagent@127.0.0.1:${PORT}/cvagent"
