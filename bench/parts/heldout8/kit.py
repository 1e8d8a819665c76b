"""The eighth held-out set (set 8)'s builders: set 7's kit (`bench/parts/heldout7/kit.py`, itself
set 5's posting text, JSON Resume tuple form and guard edits) with set 8's ids (`h8-` postings,
`cv8-` resumes).

Written by hand by an evaluator who never read the matcher, the guard or their data."""

from __future__ import annotations

from bench.parts.heldout7 import kit as _kit

H = _kit.H
posting_text = _kit.posting_text
resume = _kit.resume


class Part(_kit.Part):
    """One profession module's postings, resumes and guard edits, with set 8's ids."""

    number = "8"
