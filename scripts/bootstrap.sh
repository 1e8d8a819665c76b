#!/usr/bin/env bash
# Installs what CV Agent needs on a fresh Debian machine: system packages, a virtualenv, the
# Python dependencies (pinned in pyproject.toml). Idempotent: a second run installs nothing new.
# Usage: scripts/bootstrap.sh [app|test]
set -euo pipefail
cd "$(dirname "$0")/.."

MODE="${1:-app}"
APP_DEBS=(fonts-noto-cjk libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 gettext tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim poppler-utils)
TEST_DEBS=(postgresql chromium redis-server groff ghostscript pandoc libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-draw-nogui libreoffice-impress-nogui wkhtmltopdf abiword enscript fonts-wqy-microhei librsvg2-bin w3m mupdf-tools gir1.2-pango-1.0 python3-gi-cairo texlive-latex-base texlive-latex-recommended graphicsmagick)

want=("${APP_DEBS[@]}")
if [[ "$MODE" == "test" ]]; then
  want+=("${TEST_DEBS[@]}")
  # node and npm for blind import set 8's pdfmake documents: Debian's packages only where no
  # node is installed (a NodeSource nodejs bundles npm and conflicts with Debian's npm).
  if ! command -v node >/dev/null; then want+=(nodejs); fi
  if ! command -v npm >/dev/null; then want+=(npm); fi
fi

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "==> installing system packages: ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

PY="${PYTHON:-python3}"
if [[ ! -x .venv/bin/python ]]; then
  echo "==> creating .venv"
  "$PY" -m venv .venv
fi

extras="local"
if [[ "$MODE" == "test" ]]; then extras="local,test"; fi
stamp=".venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)-${extras//,/-}"
if [[ ! -f "$stamp" ]]; then
  echo "==> installing Python dependencies ($extras); llama-cpp-python compiles once (~6 min on 2 cores)"
  .venv/bin/pip install -q --upgrade pip
  CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" .venv/bin/pip install -q -e ".[${extras}]"
  touch "$stamp"
fi

# Blind import set 8's web builder engine (pdfmake, run by node): pinned by its package-lock.json.
if [[ "$MODE" == "test" && ! -d bench/parts/import_blind8/pdfmake/node_modules/pdfmake ]]; then
  echo "==> installing pdfmake for bench/import_blind8.py"
  npm ci --prefix bench/parts/import_blind8/pdfmake --no-audit --no-fund --silent \
    || echo "warning: pdfmake not installed; bench/import_blind8.py cannot build its pdfmake documents"
fi
# Blind import set 9's web builder engines (the docx package and jsPDF, run by node): pinned by
# their package-lock.json.
if [[ "$MODE" == "test" && ! -d bench/parts/import_blind9/npm/node_modules/jspdf ]]; then
  echo "==> installing docx and jsPDF for bench/import_blind9.py"
  npm ci --prefix bench/parts/import_blind9/npm --no-audit --no-fund --silent \
    || echo "warning: docx and jsPDF not installed; bench/import_blind9.py cannot build its webdocx and jspdf documents"
fi
