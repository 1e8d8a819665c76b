"""Sum the phases of `scripts/test.sh` into the run's closing line.

    .venv/bin/python scripts/tally.py var/test-results

Each pytest phase writes a JUnit XML file (`pytest --junitxml`); each other phase (ruff, the
Django checks, the benches) writes a one-line file `NAME.step` holding `passed` or `failed`.
A pytest phase that wrote no XML (it crashed before the end) counts as one failure. Prints one
line per phase, then the closing line alone, `N passed, N failed` (`, N skipped` when some were),
and exits 1 when anything failed. CI reads that closing line.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _junit_counts(path: Path) -> tuple[int, int, int]:
    """(passed, failed, skipped) of one JUnit XML file; errors count as failures."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return 0, 1, 0
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    passed = failed = skipped = 0
    for suite in suites:
        tests = int(suite.get("tests", 0))
        bad = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skip = int(suite.get("skipped", 0))
        passed += tests - bad - skip
        failed += bad
        skipped += skip
    return passed, failed, skipped


def main(folder: str) -> int:
    results = Path(folder)
    total = [0, 0, 0]
    for phase in sorted(results.iterdir()) if results.is_dir() else []:
        if phase.suffix == ".expected" and not phase.with_suffix(".xml").exists():
            counts = (0, 1, 0)  # pytest ended before writing its report
        elif phase.suffix == ".xml":
            counts = _junit_counts(phase)
        elif phase.suffix == ".step":
            ok = phase.read_text().strip() == "passed"
            counts = (1, 0, 0) if ok else (0, 1, 0)
        else:
            continue
        print(f"  {phase.stem:<24} {counts[0]} passed, {counts[1]} failed, {counts[2]} skipped")
        total = [a + b for a, b in zip(total, counts, strict=True)]
    passed, failed, skipped = total
    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    print(line)
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "var/test-results"))
