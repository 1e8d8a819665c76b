"""Benchmark a resume at the size limits: the resume page, a section's edit forms, the PDF.

    .venv/bin/python bench/huge_resume.py              # 5 runs of each page
    .venv/bin/python bench/huge_resume.py --runs 9 --themes classic,modern,compact
    .venv/bin/python bench/huge_resume.py --scale 0.05 --pdf-runs 1   # a quick smoke run

Two resumes as large as `resumes/limits.py` allows (`MAX_DOCUMENT_BYTES`, `MAX_LIST_ITEMS`
entries per list, `MAX_TEXT_CHARS` per field), both validated by `validate_document`:

- "many entries": every list section holds `MAX_LIST_ITEMS` short entries, as many as the
  document size allows (the worst case for the page: the most entries to render);
- "long texts": `work` holds `MAX_LIST_ITEMS` entries whose summaries fill the document.

For each: the resume page (`GET /resumes/<id>/`, with the preview of every entry, the basics
form, the history and the chat) through Django's test client, the edit forms of the biggest
section (`GET /resumes/<id>/edit/work/`, loaded when the section is opened), the page sizes,
and the PDF (WeasyPrint, in this process, as the export view does). Target: the resume page
under 1 s. A fresh SQLite database in a temporary folder is used and removed.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 1.0
SECTIONS = {
    "work": lambda i, t: {
        "name": f"Company {i}",
        "position": "Engineer",
        "startDate": "2020-01",
        "summary": t,
        "highlights": [t[:60], t[:40]],
    },
    "volunteer": lambda i, t: {"organization": f"Org {i}", "position": "Helper", "summary": t},
    "education": lambda i, t: {
        "institution": f"University {i}",
        "area": t[:80],
        "studyType": "MSc",
        "courses": [t[:30]],
    },
    "awards": lambda i, t: {"title": f"Award {i}", "awarder": "Jury", "summary": t},
    "certificates": lambda i, t: {"name": f"Certificate {i}", "issuer": t[:60]},
    "publications": lambda i, t: {"name": f"Paper {i}", "publisher": "Press", "summary": t},
    "skills": lambda i, t: {"name": f"Skill {i}", "level": "Expert", "keywords": t[:90].split()},
    "languages": lambda i, t: {"language": f"Language {i}", "fluency": t[:40]},
    "interests": lambda i, t: {"name": f"Interest {i}", "keywords": t[:60].split()},
    "references": lambda i, t: {"name": f"Referee {i}", "reference": t},
    "projects": lambda i, t: {
        "name": f"Project {i}",
        "description": t,
        "highlights": [t[:50]],
        "keywords": ["a", "b"],
    },
}


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each page")
    parser.add_argument("--pdf-runs", type=int, default=1, help="timed PDF renders")
    parser.add_argument("--themes", default="classic", help="comma-separated themes for the PDF")
    parser.add_argument(
        "--scale", type=float, default=1.0, help="fraction of the limits (a quick smoke run)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--smoke", action="store_true", help="a tiny run (5%% of the limits, one run, for CI)"
    )
    args = parser.parse_args()
    if args.smoke:
        args.scale, args.runs, args.pdf_runs, args.themes = 0.05, 1, 1, "classic"
    return args


def setup_django(folder: str) -> None:
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
    os.environ["CVAGENT_VAR_DIR"] = folder
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cvsite.settings")
    os.environ.setdefault("DJANGO_MANIFEST_STATIC", "0")
    os.environ.setdefault("CVAGENT_FAST_PASSWORD_HASHER", "1")
    sys.path.insert(0, str(ROOT))
    import logging
    import warnings

    import django

    warnings.filterwarnings("ignore", message="No directory at")

    django.setup()
    logging.disable(logging.WARNING)
    from django.conf import settings
    from django.core.management import call_command

    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "testserver"]
    call_command("migrate", verbosity=0)


def _size(data: dict) -> int:
    return len(json.dumps(data, ensure_ascii=False).encode("utf-8"))


def many_entries(scale: float) -> dict:
    """Every list section full of short entries, up to the document size limit."""
    from resumes.limits import MAX_DOCUMENT_BYTES, MAX_LIST_ITEMS

    budget = int(MAX_DOCUMENT_BYTES * scale) - 2_000
    count = max(1, int(MAX_LIST_ITEMS * scale))
    text = "Led a team that shipped a product used by many people every day. " * 4
    data: dict = {"basics": {"name": "Huge Resume", "label": "At the limits"}}
    for section in SECTIONS:
        data[section] = []
    # Add one entry per section per round, so every section grows evenly.
    for index in range(count):
        for section, make in SECTIONS.items():
            entry = make(index, text)
            if _size(data) + _size(entry) + 1 > budget:
                return data
            data[section].append(entry)
    return data


def long_texts(scale: float) -> dict:
    """`work` with the most entries, their summaries filling the document."""
    from resumes.limits import MAX_DOCUMENT_BYTES, MAX_LIST_ITEMS, MAX_TEXT_CHARS

    count = max(1, int(MAX_LIST_ITEMS * scale))
    room = int(MAX_DOCUMENT_BYTES * scale) - 2_000
    length = min(MAX_TEXT_CHARS, room // count - 120)
    text = ("Designed and ran the systems behind a large service. " * 200)[:length]
    work = [
        {"name": f"Company {i}", "position": "Engineer", "startDate": "2020-01", "summary": text}
        for i in range(count)
    ]
    return {"basics": {"name": "Huge Resume", "label": "Long texts"}, "work": work}


def timed(function: Callable[[], object], runs: int) -> tuple[float, float, object]:
    """Median wall and CPU seconds over `runs` (after one untimed warm-up), the last result.
    On a shared machine the CPU time is the fairer figure (the load average is printed)."""
    result = function()
    walls, cpus = [], []
    for _ in range(max(1, runs)):
        started, cpu_started = time.perf_counter(), time.process_time()
        result = function()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
    return statistics.median(walls), statistics.median(cpus), result


def measure(name: str, data: dict, args: argparse.Namespace) -> dict:
    from django.contrib.auth import get_user_model
    from django.test import Client
    from pypdf import PdfReader

    from resumes import services
    from resumes.exporting.pdf import render_pdf
    from resumes.schema import validate_document

    document = validate_document(data)  # at the limits, still accepted
    user, _ = get_user_model().objects.get_or_create(username="bench")
    resume = services.resume_create(owner=user, title=name, language="en", data=document)
    client = Client()
    client.force_login(user)

    def page() -> bytes:
        response = client.get(f"/resumes/{resume.pk}/")
        assert response.status_code == 200, response.status_code
        return response.content

    def section() -> bytes:
        response = client.get(f"/resumes/{resume.pk}/edit/work/")
        assert response.status_code == 200, response.status_code
        return response.content

    page_s, page_cpu, page_html = timed(page, args.runs)
    section_s, section_cpu, section_html = timed(section, args.runs)
    row = {
        "document": name,
        "bytes": _size(document),
        "entries": sum(len(v) for v in document.values() if isinstance(v, list)),
        "resume_page_s": round(page_s, 3),
        "resume_page_cpu_s": round(page_cpu, 3),
        "resume_page_bytes": len(page_html),
        "work_forms_s": round(section_s, 3),
        "work_forms_cpu_s": round(section_cpu, 3),
        "work_forms_bytes": len(section_html),
        "work_entries": len(document.get("work", [])),
        "pdf": {},
    }
    render_pdf({"basics": {"name": "warm-up"}}, theme="classic", language="en")  # fonts, CSS
    for theme in args.themes.split(","):
        walls, cpus = [], []
        for _ in range(max(1, args.pdf_runs)):
            started, cpu_started = time.perf_counter(), time.process_time()
            pdf = render_pdf(document, theme=theme, language="en")
            walls.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu_started)
        row["pdf"][theme] = {
            "seconds": round(statistics.median(walls), 2),
            "cpu_seconds": round(statistics.median(cpus), 2),
            "bytes": len(pdf),
            "pages": len(PdfReader(io.BytesIO(pdf)).pages),
        }
    return row


def main() -> int:
    args = parse_args()
    with tempfile.TemporaryDirectory(prefix="cvagent-huge-") as folder:
        setup_django(folder)
        from resumes import limits

        rows = [
            measure("many entries", many_entries(args.scale), args),
            measure("long texts", long_texts(args.scale), args),
        ]
    if args.json:
        print(json.dumps({"scale": args.scale, "rows": rows}))
        return 0
    print(
        f"limits: {limits.MAX_DOCUMENT_BYTES:,} bytes, {limits.MAX_LIST_ITEMS} entries per list, "
        f"{limits.MAX_TEXT_CHARS:,} characters per field (scale {args.scale:g}); "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    for row in rows:
        verdict = "ok" if row["resume_page_cpu_s"] < TARGET_SECONDS else "OVER TARGET"
        print(f"{row['document']}: {row['bytes']:,} bytes, {row['entries']:,} entries")
        print(
            f"  resume page        median {row['resume_page_s']:.3f} s "
            f"(cpu {row['resume_page_cpu_s']:.3f} s), {row['resume_page_bytes'] / 1e6:.2f} MB"
            f"  ({verdict}: target < {TARGET_SECONDS:g} s)"
        )
        print(
            f"  work section forms median {row['work_forms_s']:.3f} s "
            f"(cpu {row['work_forms_cpu_s']:.3f} s), {row['work_forms_bytes'] / 1e6:.2f} MB "
            f"({row['work_entries']} entries)"
        )
        for theme, pdf in row["pdf"].items():
            print(
                f"  PDF ({theme})      {pdf['seconds']:.2f} s (cpu {pdf['cpu_seconds']:.2f} s), "
                f"{pdf['pages']} pages, {pdf['bytes'] / 1e6:.2f} MB"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
