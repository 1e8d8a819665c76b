"""A web résumé builder's Word export, written by the npm **docx** package (`npm/webdocx.js`,
docx 9.5.1 pinned by `npm/package-lock.json`, installed by `scripts/bootstrap.sh test`): a
borderless two-cell header table (name and headline left, contacts right-aligned one per
line), headings in an accent colour over a bottom border (English ones upper-cased by the
allCaps run property, stored in mixed case), the position and dates on one line split by a
right tab stop, 'employer, place' in italics, bullets from the package's numbering, skill groups
as a two-column table. Chinese runs carry an East Asian font."""

from __future__ import annotations

import json
import subprocess
from dataclasses import asdict
from pathlib import Path

from bench.parts.import_blind4.model import Page

NPM = Path(__file__).resolve().parent / "npm"
BOOTSTRAP = "scripts/bootstrap.sh test (npm ci in bench/parts/import_blind9/npm)"


def node(script: str, spec: dict) -> bytes:
    """Runs `npm/<script>` with `spec` as JSON on stdin; its stdout."""
    if not (NPM / "node_modules" / "docx").is_dir():
        raise RuntimeError(f"blind set 9's npm engines are not installed: run {BOOTSTRAP}")
    done = subprocess.run(
        ["node", str(NPM / script)], input=json.dumps(spec, ensure_ascii=False).encode(),
        capture_output=True, timeout=120,
    )  # fmt: skip
    if done.returncode:
        raise RuntimeError(f"{script} failed:\n{done.stderr.decode()[-1500:]}")
    return done.stdout


def spec(p: Page) -> dict:
    return asdict(p)


def to_docx(page: dict) -> bytes:
    return node("webdocx.js", page)


def source_text(page: dict) -> str:
    """The words the page hands to the engine."""
    out = [page["name"], page["label"], *page["contacts"]]
    for s in page["sections"]:
        out.append(s["heading"])
        for e in s["entries"]:
            out += [e["title"], e["when"], e["org"], e["place"], *e["lines"]]
        out += s["lines"]
    return "\n".join(out)
