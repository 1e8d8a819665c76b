"""Scores a resume against a job posting: `manage.py job_match RESUME JOB_FILE [--json]`.

RESUME is a resume id or a JSON Resume file (as for compare_resumes); JOB_FILE the posting's
text (UTF-8; a PDF or Word file is read like an import). Exit code 0, or 2 on bad input with
one sentence on stderr.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError, CommandParser

from resumes.importing.errors import MAX_IMPORT_BYTES
from resumes.management.common import Outcome, ReportCommand, source_named
from resumes.postings.match import Match, match_text
from resumes.postings.services import MAX_POSTING_CHARS, PostingError, posting_text_from_file


class Command(ReportCommand):
    help = (
        "Score a resume (id or JSON Resume file) against a job posting (text file): the "
        "posting's keywords the resume matches and misses, each with the posting's line that "
        "asks for it and the resume's path and text that has it. "
        '--json prints {"score": 0..100, "matched": [...], "missing": [...], "claimed": [...], '
        '"keywords": [{"keyword", "canonical", "kind", "weight", "posting_line", "matched", '
        '"supported", "resume_path", "resume_text"}]}.'
    )

    def add_inputs(self, parser: CommandParser) -> None:
        parser.add_argument("resume", metavar="RESUME", help="resume id or JSON Resume file")
        parser.add_argument("job_file", metavar="JOB_FILE", help="the posting's text")

    def outcome(self, *, resume: str, job_file: str, **options: Any) -> Outcome:
        source = source_named(resume)
        match = match_text(source.document, _posting_text(job_file))
        return Outcome(match.as_dict(), _listing(match))


def _listing(match: Match) -> Iterator[str]:
    yield f"Score: {match.score}/100"
    yield f"Matched ({len(match.matched)}): {', '.join(match.matched) or '-'}"
    yield f"Missing ({len(match.missing)}): {', '.join(match.missing) or '-'}"
    yield "Evidence:"
    for item in match.keywords:
        mark = "+" if item.matched else "-"
        found = f"; resume {item.path}: “{item.text}”" if item.matched else ""
        yield (
            f"  {mark} {item.keyword} ({item.kind}, weight {item.weight:g}): "
            f"posting “{item.line}”{found}"
        )


def _posting_text(name: str) -> str:
    path = Path(name)
    if not path.is_file():
        raise CommandError(f"There is no file {name}.", returncode=2)
    if path.stat().st_size > MAX_IMPORT_BYTES:
        raise CommandError(f"{name} is too large for a job posting.", returncode=2)
    try:
        text = posting_text_from_file(data=path.read_bytes(), filename=path.name)
    except PostingError as exc:
        raise CommandError(f"{name}: {exc}", returncode=2) from None
    if not text.strip():
        raise CommandError(f"{name} has no text.", returncode=2)
    return text[:MAX_POSTING_CHARS]
