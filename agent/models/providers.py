"""Who answers a turn (`Provider`, with its wire quirks) and with which instructions and tools
(`Capability`, staff-tuned in the admin)."""

from __future__ import annotations

from django.db import models
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from resumes import modelfields as fields


class Strategy(models.TextChoices):
    AUTO = "auto", _("Auto")
    NATIVE = "native", _("Native tools")
    PROMPT = "prompt", _("Prompt (tool calls in text)")


# The seeded providers' names that are words rather than brands (migration 0003), shown in
# the reader's language; a name an administrator wrote is shown as written.
SEEDED_PROVIDER_NAMES = {
    "Local model (offline)": _("Local model (offline)"),
    "llama.cpp server": _("llama.cpp server"),
}

# What staff configure a provider to support (the admin's "Configured capabilities"); what it
# is found to support at run time is in `learned` (agent.engine.provider_flags).
CONFIGURED_FLAG_FIELDS = (
    "supports_native_tools",
    "supports_stream_with_tools",
    "supports_tool_choice_required",
    "supports_parallel_tool_calls",
)


class Provider(models.Model):
    """An OpenAI-compatible endpoint with what it can and cannot do."""

    slug = models.SlugField(verbose_name=_("slug"), unique=True)
    name = models.CharField(verbose_name=_("name"), max_length=100)
    base_url = models.URLField(verbose_name=_("base URL"), max_length=300)
    model = models.CharField(verbose_name=_("model"), max_length=200)
    api_key_env = models.CharField(
        verbose_name=_("key variable"),
        max_length=100,
        blank=True,
        help_text=_("NAME of the environment variable that holds the key; never the key itself."),
    )
    is_local = models.BooleanField(
        verbose_name=_("local"), default=False, help_text=_("The embedded offline model.")
    )
    enabled = models.BooleanField(verbose_name=_("enabled"), default=True)
    timeout_seconds = models.FloatField(verbose_name=_("timeout seconds"), default=60.0)
    max_retries = models.PositiveSmallIntegerField(verbose_name=_("max retries"), default=2)
    default_strategy = fields.choice(_("default strategy"), Strategy, max_length=10, default="auto")
    supports_native_tools = models.BooleanField(
        verbose_name=_("supports native tools"), default=True
    )
    supports_stream_with_tools = models.BooleanField(
        verbose_name=_("supports stream with tools"), default=True
    )
    supports_tool_choice_required = models.BooleanField(
        verbose_name=_("supports tool choice required"), default=False
    )
    supports_parallel_tool_calls = models.BooleanField(
        verbose_name=_("supports parallel tool calls"), default=True
    )
    extra_body = fields.data(_("extra request body"))
    learned = fields.data(
        _("learned"), help_text=_("Flags learned at run time: {flag: {value, at, why}}.")
    )
    notes = models.TextField(verbose_name=_("notes"), blank=True)

    class Meta:
        verbose_name = _("provider")
        verbose_name_plural = _("providers")
        ordering = ["name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.model})"

    def display_name(self) -> str:
        """The name in the interface language (the seeded names that are words)."""
        return str(SEEDED_PROVIDER_NAMES.get(self.name, self.name))


class Capability(models.Model):
    """A staff-tuned pack: a system-prompt addendum, a tool policy and options."""

    class ToolPolicy(models.TextChoices):
        ALL = "all", _("All registered tools")
        WHITELIST = "whitelist", _("Only the listed tools")
        BLACKLIST = "blacklist", _("All but the listed tools")

    slug = models.SlugField(verbose_name=_("slug"), unique=True)
    name = models.CharField(verbose_name=_("name"), max_length=100)
    description = models.TextField(verbose_name=_("description"), blank=True)
    translations = fields.data(
        _("translations"),
        help_text=_(
            "The name and description people see, per interface language: "
            '{"zh-hans": {"name": "...", "description": "..."}}. Missing ones fall back to the '
            "English name and description."
        ),
    )
    prompt_addendum = models.TextField(verbose_name=_("prompt addendum"), blank=True)
    tool_policy = fields.choice(
        _("tool policy"), ToolPolicy, max_length=10, default=ToolPolicy.WHITELIST
    )
    tools = fields.data(_("tools"), list, help_text=_("Tool names for the policy."))
    options = fields.data(_("options"), help_text=_('e.g. {"require_think": true}'))
    is_active = models.BooleanField(verbose_name=_("active"), default=True)
    sort_order = models.PositiveSmallIntegerField(verbose_name=_("sort order"), default=0)
    version = models.PositiveIntegerField(verbose_name=_("version"), default=1, editable=False)
    updated_at = fields.updated_at()

    class Meta:
        verbose_name = _("capability")
        verbose_name_plural = _("capabilities")
        ordering = ["sort_order", "name"]

    def __str__(self) -> str:
        return self.name

    def _translated(self, key: str, language: str | None) -> str:
        language = (language or get_language() or "").lower()
        translations = self.translations if isinstance(self.translations, dict) else {}
        entry = translations.get(language)
        value = entry.get(key) if isinstance(entry, dict) else None
        return value.strip() if isinstance(value, str) else ""

    def display_name(self, language: str | None = None) -> str:
        """The name in the interface language (the active one unless given)."""
        return self._translated("name", language) or self.name

    def display_description(self, language: str | None = None) -> str:
        return self._translated("description", language) or self.description
