"""Seed the three capabilities (base, advanced, optimizer) and the provider presets.

Providers are keyed by the NAME of the environment variable that holds their key, never the
key. Reversing the migration deletes exactly the rows it added (matched by slug).
"""

from __future__ import annotations

from django.db import migrations

ALL_TOOLS = ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]

BASE_PROMPT = """\
You are editing one person's resume with them. Work in small, checkable steps:
- Read the part you are about to change (CVReader) unless it is already in front of you.
- Make the change the person asked for, and only that; leave other sections as they are.
- Write in the resume's own language and tense: past tense for past roles, present tense \
for the current one. Start highlights with a strong verb; keep each to one or two lines.
- Never invent employers, titles, dates, degrees or numbers. If a fact you need is missing, \
ask for it (askHuman) with one short, specific question.
- After editing, say in one or two sentences what changed and where (for example \
"work[0].highlights[1]"), then call stop."""

ADVANCED_PROMPT = """\
You rewrite work experience with the STAR method. For each highlight you touch:
- Situation: the context in a few words (team, product, scale), only if it adds meaning.
- Task: what the person was responsible for.
- Action: what they did, starting with a specific verb (built, led, cut, migrated), not \
"responsible for" or "helped with".
- Result: the outcome, with quantified impact (%, time, money, users, volume) when the \
person has given the number. Never make numbers up: if a result has no figure, ask for one \
(askHuman) or write the result without a figure.
Plan in think first: list the highlights you will rewrite and the facts each one rests on. \
Keep one idea per highlight, at most about 30 words, and apply related rewrites of one role \
together in a single CVBatchEditor call."""

OPTIMIZER_PROMPT = """\
You tailor the resume to one target job. If the person has not given the job title or the \
posting, ask for it (askHuman) before editing.
- Extract the posting's key requirements and keywords; match them to what the resume \
already shows. Use the posting's wording where it truthfully describes the person's \
experience; never add a skill or tool they have not shown.
- Rewrite basics.summary as two or three sentences aimed at this job.
- In each relevant role, move the most relevant highlights to the top and trim or delete \
ones that do not serve this application; keep at most five highlights per role.
- Put the matching skills and keywords first in skills.
Make the edits as one CVBatchEditor call (all or nothing) rather than many single edits, \
then report which requirements the resume now covers and which it does not."""

CAPABILITIES = [
    {
        "slug": "base",
        "name": "Resume editor",
        "description": "General resume editing: read, fix and improve any section on request.",
        "prompt_addendum": BASE_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {},
        "sort_order": 0,
    },
    {
        "slug": "advanced",
        "name": "STAR rewriter",
        "description": "Rewrites work experience with the STAR method and quantified impact.",
        "prompt_addendum": ADVANCED_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {"require_think": True},
        "sort_order": 1,
    },
    {
        "slug": "optimizer",
        "name": "Job optimizer",
        "description": "Tailors the resume to a target job in one batch of edits.",
        "prompt_addendum": OPTIMIZER_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {},
        "sort_order": 2,
    },
]

PROVIDERS = [
    {
        "slug": "openai",
        "name": "OpenAI",
        "base_url": "https://api.openai.com/v1",
        "model": "gpt-4o-mini",
        "api_key_env": "OPENAI_API_KEY",
        "supports_tool_choice_required": True,
        "notes": (
            "Reference implementation of the API: streaming with tools, parallel tool calls "
            'and tool_choice="required" all work. Usage in streams needs '
            "stream_options.include_usage."
        ),
    },
    {
        "slug": "deepseek",
        "name": "DeepSeek",
        "base_url": "https://api.deepseek.com/v1",
        "model": "deepseek-chat",
        "api_key_env": "DEEPSEEK_API_KEY",
        "notes": (
            "Rejects a history where an assistant message with tool_calls is not followed by "
            "a tool message for every tool_call_id (400 'insufficient tool messages'): the "
            "history builder and repair_histories exist for this. deepseek-reasoner returns "
            "reasoning_content, which must not be sent back in later requests. "
            'tool_choice="required" is left off until learned.'
        ),
    },
    {
        "slug": "siliconflow",
        "name": "SiliconFlow",
        "base_url": "https://api.siliconflow.cn/v1",
        "model": "Qwen/Qwen2.5-7B-Instruct",
        "api_key_env": "SILICONFLOW_API_KEY",
        "supports_stream_with_tools": False,
        "supports_tool_choice_required": False,
        "notes": (
            "Streaming with tools is unreliable (tool-call deltas arrive broken or not at "
            'all), so tool requests are sent without streaming. tool_choice="required" is '
            "rejected with a 400; only auto is used."
        ),
    },
    {
        "slug": "zhipu",
        "name": "Zhipu GLM",
        "base_url": "https://open.bigmodel.cn/api/paas/v4",
        "model": "glm-4-flash",
        "api_key_env": "ZHIPU_API_KEY",
        "notes": (
            "Base URL has no /v1 (api/paas/v4). tool_choice accepts only auto. Temperature "
            "must lie within 0..1 (older versions refused 0 itself). Its tool-call ids are "
            "replaced by ids this app generates, like every provider's."
        ),
    },
    {
        "slug": "ollama",
        "name": "Ollama",
        "base_url": "http://127.0.0.1:11434/v1",
        "model": "qwen2.5:7b",
        "timeout_seconds": 120.0,
        "notes": (
            "Local server, no key (any non-empty key is accepted). Native tools need a model "
            "whose template supports them (qwen2.5 does). Older versions return tool calls "
            'only without streaming. tool_choice="required" is ignored. Pull the model first: '
            "ollama pull qwen2.5:7b."
        ),
    },
    {
        "slug": "vllm",
        "name": "vLLM",
        "base_url": "http://127.0.0.1:8001/v1",
        "model": "Qwen/Qwen2.5-7B-Instruct",
        "timeout_seconds": 120.0,
        "notes": (
            "Port 8001 because the app itself serves on 8000. Native tools need the server "
            "started with --enable-auto-tool-choice --tool-call-parser hermes; without them "
            "it returns 400 for tools, and the prompt strategy is the fallback. The model "
            "name must match --served-model-name."
        ),
    },
    {
        "slug": "llamacpp-server",
        "name": "llama.cpp server",
        "base_url": "http://127.0.0.1:8080/v1",
        "model": "default",
        "timeout_seconds": 120.0,
        "supports_parallel_tool_calls": False,
        "notes": (
            "llama-server must run with --jinja for native tool calls; without it tools are "
            "ignored and the prompt strategy is needed. The model name is ignored (it serves "
            "one model). Parallel tool calls depend on the chat template; off by default."
        ),
    },
    {
        "slug": "local",
        "name": "Local model (offline)",
        "base_url": "http://127.0.0.1:8765/v1",
        "model": "SmolLM2-135M-Instruct",
        "is_local": True,
        "default_strategy": "auto",
        "supports_native_tools": True,
        "supports_stream_with_tools": False,
        "supports_parallel_tool_calls": False,
        "timeout_seconds": 300.0,
        "extra_body": {"temperature": 0},
        "notes": (
            "The embedded model: no key, no network, started by manage.py serve. Its server "
            "(agent/local_server.py) answers native tool requests under a grammar built from "
            "the tools' schemas, so every call is well formed; which edit a 135M model picks "
            "is another matter. Greedy decoding. CVAGENT_LOCAL_MODEL chooses a better GGUF."
        ),
    },
]


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    Provider = apps.get_model("agent", "Provider")
    for fields in CAPABILITIES:
        Capability.objects.update_or_create(slug=fields["slug"], defaults=fields)
    for fields in PROVIDERS:
        Provider.objects.update_or_create(slug=fields["slug"], defaults=fields)


def unseed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    Provider = apps.get_model("agent", "Provider")
    Capability.objects.filter(slug__in=[c["slug"] for c in CAPABILITIES]).delete()
    Provider.objects.filter(slug__in=[p["slug"] for p in PROVIDERS]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("agent", "0002_initial"),
    ]

    operations = [
        migrations.RunPython(seed, unseed),
    ]
