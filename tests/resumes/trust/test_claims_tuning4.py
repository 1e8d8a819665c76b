"""guard28's case sets (`bench/parts/claims_tuning4.py`, and `claims_tuning5.py` and
`claims_tuning6.py`, which build their cases with its builder): the JSON files are what the
generators write, every case is a real edit with its finding at a path the edit changed, and
the kept part shares no person with the tuning part."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.resumes.postings.heldout_format import check_claims_case

PARTS = Path(__file__).resolve().parents[3] / "bench" / "parts"


def _generator(number: int):
    spec = importlib.util.spec_from_file_location(
        f"claims_tuning{number}", PARTS / f"claims_tuning{number}.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _read(name: str) -> dict:
    return json.loads((PARTS / name).read_text("utf-8"))


TUNE, KEPT = _read("claims_tuning4.json"), _read("claims_kept4.json")
CASES = TUNE["cases"] + KEPT["cases"]
SIXTH = _read("claims_tuning6.json")["cases"] + _read("claims_kept6.json")["cases"]


@pytest.mark.parametrize("number", [4, 5, 6])
def test_the_files_are_what_the_generator_writes(number):
    generator = _generator(number)
    assert generator.build(kept=False) == _read(f"claims_tuning{number}.json")
    assert generator.build(kept=True) == _read(f"claims_kept{number}.json")


@pytest.mark.parametrize("case", CASES + SIXTH, ids=[c["id"] for c in CASES + SIXTH])
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


def test_the_sixth_set_keeps_half_of_its_people_apart_in_both_languages():
    kept = _read("claims_kept6.json")["cases"]
    tuned = _read("claims_tuning6.json")["cases"]
    people = {c["id"].rsplit("-", 1)[0] for c in kept}
    assert not people & {c["id"].rsplit("-", 1)[0] for c in tuned}
    assert {c["language"] for c in kept} == {"en", "zh"} and len(people) == 12
