"""The seventh held-out set (set 7)'s builders: set 5's kit (`bench/parts/heldout5/kit.py`: a
posting's text from its sections, a JSON Resume document from a short tuple form, the guard
edits beside each posting) with set 7's ids (`h7-` postings, `cv7-` resumes).

Written by hand by an evaluator who never read the matcher, the guard or their data."""

from __future__ import annotations

from typing import Any

from bench.parts.heldout5 import kit as _kit

posting_text = _kit.posting_text
resume = _kit.resume
H = "work[0].highlights"


class Part(_kit.Part):
    """One profession module's postings, resumes and guard edits, with set 7's ids (a later
    set's kit sets `number`)."""

    number = "7"

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
        self.postings[-1]["id"] = f"h{self.number}-{pid}"
        self.postings[-1]["resume"] = f"cv{self.number}-{pid}"
        self.resumes[-1]["id"] = f"cv{self.number}-{pid}"

    def distractor(self, rid: str, document: dict[str, Any]) -> None:
        self.add(f"cv{self.number}-{rid}", "distractor", document)
