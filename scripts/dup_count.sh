#!/usr/bin/env bash
# Counts repeated code the way issue 26 measures it: the `duplicates` tool (from the tool
# library, not part of the project) on a copy of the application packages only (agent/,
# resumes/, cvsite/: tests, bench and scripts aside), boilerplate rows aside.
# Usage: scripts/dup_count.sh [--rows]   (--rows also lists the counted rows)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
for package in agent resumes cvsite; do
    git -C "$ROOT" ls-files -co --exclude-standard "$package" | while read -r path; do
        case "$path" in *.py | *.html | *.js | *.css) ;; *) continue ;; esac
        [ -f "$ROOT/$path" ] || continue
        mkdir -p "$WORK/$(dirname "$path")"
        cp "$ROOT/$path" "$WORK/$path"
    done
done
cd "$WORK"
duplicates --most 200 --seconds 60 > rows.txt
counted="$(grep '^D' rows.txt | grep -v boilerplate || true)"
echo "$(head -1 rows.txt)"
echo "counted rows (boilerplate aside): $(printf '%s\n' "$counted" | grep -c '^D' || true)" \
    "of which in migrations: $(printf '%s\n' "$counted" | grep -c migrations/ || true)"
if [ "${1:-}" = "--rows" ]; then printf '%s\n' "$counted"; fi
