"""The provider flags' table: each flag declared once with its default, label and column."""

from __future__ import annotations

import pytest

from agent.engine.provider_flags import (
    FLAG_COLUMNS,
    FLAG_LABELS,
    FLAG_NAMES,
    ProviderFlags,
    configured_flags,
    flags_for,
    learned_entry,
)
from agent.models import CONFIGURED_FLAG_FIELDS, Provider


def test_every_flag_has_a_label_and_the_configured_ones_their_provider_columns():
    assert set(FLAG_LABELS) == set(FLAG_NAMES)
    assert all(FLAG_LABELS.values())
    assert sorted(FLAG_COLUMNS.values()) == sorted(CONFIGURED_FLAG_FIELDS)
    assert FLAG_COLUMNS["native_tools"] == "supports_native_tools"


@pytest.mark.django_db
def test_configured_flags_read_the_row_and_the_rest_keep_their_defaults():
    provider = Provider(
        slug="flags",
        supports_native_tools=False,
        supports_stream_with_tools=True,
        supports_tool_choice_required=True,
        supports_parallel_tool_calls=False,
    )
    flags = configured_flags(provider)
    assert flags == ProviderFlags(
        native_tools=False,
        stream_with_tools=True,
        tool_choice_required=True,
        tool_choice_auto=True,
        parallel_tool_calls=False,
        stream_usage=True,
        weak_model=False,
    )
    provider.learned = {**learned_entry("native_tools", True, "it worked")}
    provider.learned.update(learned_entry("weak_model", True, "the probe"))
    learned = flags_for(provider)
    assert learned.native_tools is True
    assert learned.weak_model is True
    assert learned.parallel_tool_calls is False
