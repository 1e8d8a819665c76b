"""guard29's case set (`bench/parts/claims_tuning7.py`): the JSON files are what the generator
writes, every case is a real edit with its finding at a path the edit changed, the split is
fixed (even places tuned, odd places kept) and covers both languages, every kind and twelve
professions."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.resumes.postings.heldout_format import check_claims_case

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"


def _read(name: str) -> dict:
    return json.loads((PARTS / name).read_text("utf-8"))


TUNE, KEPT = _read("claims_tuning7.json"), _read("claims_kept7.json")
CASES = TUNE["cases"] + KEPT["cases"]


def test_the_files_are_what_the_generator_writes():
    spec = importlib.util.spec_from_file_location("claims_tuning7", PARTS / "claims_tuning7.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    every = module.cases()
    assert every[0::2] == TUNE["cases"]
    assert every[1::2] == KEPT["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_finding_at_a_changed_path(case):
    check_claims_case(case)


def test_the_halves_cover_both_languages_every_kind_and_twelve_professions():
    assert not {c["id"] for c in TUNE["cases"]} & {c["id"] for c in KEPT["cases"]}
    assert len({c["profession"] for c in CASES}) >= 12
    for half in (TUNE, KEPT):
        for kind in ("claimed_skill", "inflated_title", "rewording"):
            for language in ("en", "zh"):
                assert any(c["kind"] == kind and c["language"] == language for c in half["cases"])
