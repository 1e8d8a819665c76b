"""The data step of the squashed migration: seeded capabilities and provider presets (`agent.seeds`),
and that it reverses cleanly."""

from __future__ import annotations

import re

import pytest
from django.apps import apps
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from agent.engine.tools.registry import registered_tool_names
from agent.models import Capability, Provider
from agent.seeds import seed

BEFORE_SEED = ("agent", "0001_squashed_0001_initial")
CAPABILITY_SLUGS = {"base", "advanced", "optimizer"}
PROVIDER_SLUGS = {
    "openai",
    "deepseek",
    "siliconflow",
    "zhipu",
    "ollama",
    "vllm",
    "llamacpp-server",
    "local",
}
ENV_VAR_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")


@pytest.mark.django_db
def test_seed_capabilities_present():
    assert set(Capability.objects.values_list("slug", flat=True)) >= CAPABILITY_SLUGS


@pytest.mark.django_db
def test_seed_capability_tools_are_registered():
    registered = set(registered_tool_names())
    for capability in Capability.objects.filter(slug__in=CAPABILITY_SLUGS):
        assert capability.tools, capability.slug
        assert set(capability.tools) <= registered, capability.slug


@pytest.mark.django_db
def test_seed_base_offers_every_editing_tool():
    base = Capability.objects.get(slug="base")
    assert base.tool_policy == Capability.ToolPolicy.WHITELIST
    assert base.tools == ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]


@pytest.mark.django_db
def test_seed_advanced_requires_think_and_teaches_star():
    advanced = Capability.objects.get(slug="advanced")
    assert advanced.options == {"require_think": True}
    for word in ("Situation", "Task", "Action", "Result", "quantified"):
        assert word in advanced.prompt_addendum


@pytest.mark.django_db
def test_seed_optimizer_prefers_batch_editor():
    optimizer = Capability.objects.get(slug="optimizer")
    assert "CVBatchEditor" in optimizer.tools
    assert "CVBatchEditor" in optimizer.prompt_addendum
    assert "basics.summary" in optimizer.prompt_addendum


@pytest.mark.django_db
def test_seed_providers_present():
    assert set(Provider.objects.values_list("slug", flat=True)) >= PROVIDER_SLUGS


@pytest.mark.django_db
def test_seed_providers_keyed_by_env_var_name_only():
    for provider in Provider.objects.filter(slug__in=PROVIDER_SLUGS):
        assert provider.api_key_env == "" or ENV_VAR_NAME.match(provider.api_key_env)
        assert "sk-" not in provider.api_key_env + provider.notes + str(provider.extra_body)


@pytest.mark.django_db
def test_seed_hosted_providers_name_their_key_variable():
    keys = dict(Provider.objects.values_list("slug", "api_key_env"))
    assert keys["openai"] == "OPENAI_API_KEY"
    assert keys["deepseek"] == "DEEPSEEK_API_KEY"
    assert keys["siliconflow"] == "SILICONFLOW_API_KEY"
    assert keys["zhipu"] == "ZHIPU_API_KEY"
    assert keys["ollama"] == keys["vllm"] == keys["llamacpp-server"] == keys["local"] == ""


@pytest.mark.django_db
def test_seed_siliconflow_avoids_stream_with_tools_and_required_choice():
    siliconflow = Provider.objects.get(slug="siliconflow")
    assert siliconflow.supports_stream_with_tools is False
    assert siliconflow.supports_tool_choice_required is False


@pytest.mark.django_db
def test_seed_openai_accepts_required_tool_choice():
    assert Provider.objects.get(slug="openai").supports_tool_choice_required is True


@pytest.mark.django_db
def test_seed_vllm_avoids_the_app_port():
    assert Provider.objects.get(slug="vllm").base_url == "http://127.0.0.1:8001/v1"


@pytest.mark.django_db
def test_seed_local_preset_is_offline_with_constrained_native_tools():
    local = Provider.objects.get(slug="local")
    assert local.is_local is True
    assert local.base_url == "http://127.0.0.1:8765/v1"
    assert local.model == "SmolLM2-135M-Instruct"
    # agent/local/server.py constrains native tool calls with a grammar (see test_local_model).
    assert local.default_strategy == "auto"
    assert local.supports_native_tools is True


@pytest.mark.django_db
def test_seed_every_preset_has_notes():
    for provider in Provider.objects.filter(slug__in=PROVIDER_SLUGS):
        assert provider.notes.strip(), provider.slug


@pytest.mark.django_db(transaction=True)
def test_seed_migration_reverses_and_reapplies():
    # Any transactional test before this one has emptied the tables: seed the rows again with
    # the migration's own function (idempotent), so there is something to keep.
    seed(apps, None)
    Capability.objects.filter(slug="base").update(name="Staff's own name")
    Provider.objects.create(slug="staff-added", name="Staff", base_url="http://x/v1", model="m")
    executor = MigrationExecutor(connection)
    executor.migrate([BEFORE_SEED])
    assert "staff-added" in set(Provider.objects.values_list("slug", flat=True))

    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert set(Capability.objects.values_list("slug", flat=True)) >= CAPABILITY_SLUGS
    assert Capability.objects.get(slug="base").name == "Resume editor"
    assert set(Provider.objects.values_list("slug", flat=True)) >= PROVIDER_SLUGS | {"staff-added"}


@pytest.mark.django_db
def test_the_tailor_capability_asks_before_adding_a_missing_skill():
    from agent.models import CapabilityVersion

    tailor = Capability.objects.get(slug="tailor")
    assert "call askHuman first" in tailor.prompt_addendum
    assert "claimed, not supported" in tailor.prompt_addendum
    assert "askHuman" in tailor.tools
    kept = CapabilityVersion.objects.get(capability=tailor, version=tailor.version)
    assert kept.prompt_addendum == tailor.prompt_addendum
