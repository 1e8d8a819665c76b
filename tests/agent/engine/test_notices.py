"""The texts the engine tells a person: one per code, in English and in Chinese."""

from __future__ import annotations

import pytest
from django.utils import translation

from agent.engine import notices
from agent.engine.turns import RunRefused, check_message

# The parameters each code is raised with by the engine.
PARAMS = {
    "too_long": {"length": "12,001", "limit": "12,000"},
    "capability": {"slug": "nope"},
    "unknown_provider": {"slug": "nope"},
    "step_limit": {"steps": 12},
    "provider": {"detail": "Error code: 500", "run_id": 7},
    "local_model": {"detail": "port 8765 is taken by another program", "run_id": 7},
    "internal": {"run_id": 7},
    "call_cut_off": {"tool": "CVEditor"},
}


@pytest.mark.parametrize("code", sorted(notices.TEXTS))
def test_every_notice_has_a_chinese_text_with_its_parameters_filled(code):
    params = PARAMS.get(code, {})
    english = notices.english(code, **params)
    with translation.override("zh-hans"):
        chinese = notices.notice_text(code, params)
    assert english and chinese and chinese != english
    assert "%(" not in english and "%(" not in chinese
    for value in params.values():
        assert str(value) in english and str(value) in chinese


def test_unknown_code_and_missing_parameters_fall_back_to_the_stored_text():
    assert notices.notice_text("no_such_code", {}, default="Provider down") == "Provider down"
    assert notices.notice_text("provider", {}, default="stored text") == "stored text"


def test_refusal_carries_english_text_code_and_parameters():
    with pytest.raises(RunRefused) as caught:
        check_message("x" * 100_000)
    refused = caught.value
    assert refused.code == "too_long" and "Shorten it" in refused.message
    event = refused.event()
    assert (event.code, event.params["length"]) == ("too_long", "100,000")
