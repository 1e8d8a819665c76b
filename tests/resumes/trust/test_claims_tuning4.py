"""guard28's case set (`bench/parts/claims_tuning4.py`): the JSON files are what the generator
writes, every case is a real edit with its finding at a path the edit changed, and the kept
third shares no person with the tuning part."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.resumes.postings.heldout_format import check_claims_case

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"
_SPEC = importlib.util.spec_from_file_location("claims_tuning4", PARTS / "claims_tuning4.py")
assert _SPEC and _SPEC.loader
GENERATOR = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(GENERATOR)
TUNE = json.loads((PARTS / "claims_tuning4.json").read_text("utf-8"))
KEPT = json.loads((PARTS / "claims_kept4.json").read_text("utf-8"))
CASES = TUNE["cases"] + KEPT["cases"]


def test_the_files_are_what_the_generator_writes():
    assert GENERATOR.build(kept=False) == TUNE
    assert GENERATOR.build(kept=True) == KEPT


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_case_is_an_edit_with_its_expected_finding_at_a_changed_path(case):
    check_claims_case(case)


def test_the_set_covers_both_languages_every_kind_and_twelve_professions_and_keeps_a_third_apart():
    people = {c["id"].rsplit("-", 1)[0] for c in CASES}
    kept = {c["id"].rsplit("-", 1)[0] for c in KEPT["cases"]}
    tuned = {c["id"].rsplit("-", 1)[0] for c in TUNE["cases"]}
    assert kept and not kept & tuned and len(kept) * 5 >= len(people)
    assert len({c["profession"] for c in CASES}) >= 12
    assert len(CASES) >= 80
    for kind in ("claimed_skill", "inflated_title", "rewording"):
        for language in ("en", "zh"):
            assert any(c["kind"] == kind and c["language"] == language for c in KEPT["cases"])
