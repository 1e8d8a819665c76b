"""The sixth held-out set (set 6)'s builders: set 5's kit (`bench/parts/heldout5/kit.py`: a
posting's text from its sections, a JSON Resume document from a short tuple form) with set 6's
ids (`h6-` postings, `cv6-` resumes). A posting may also be given as raw text, as some boards
show it without the usual headings.

Written by hand by an evaluator who never read the matcher, the guard or their data."""

from __future__ import annotations

from typing import Any

from bench.parts.heldout5 import kit as _kit

posting_text = _kit.posting_text
resume = _kit.resume


class Part(_kit.Part):
    """One profession module's postings and resumes, with set 6's ids."""

    def posting(
        self,
        pid: str,
        language: str,
        text: str,
        document: dict[str, Any],
        present: list[str],
        missing: list[str],
        variants: list[tuple[str, str]],
        junk: list[str],
        aliases: dict[str, list[str]] | None = None,
        edits: dict[str, Any] | None = None,
    ) -> None:
        super().posting(
            pid, language, text, document, present, missing, variants, junk, aliases, edits
        )
        self.postings[-1]["id"] = f"h6-{pid}"
        self.postings[-1]["resume"] = f"cv6-{pid}"
        self.resumes[-1]["id"] = f"cv6-{pid}"

    def distractor(self, rid: str, document: dict[str, Any]) -> None:
        self.add(f"cv6-{rid}", "distractor", document)
