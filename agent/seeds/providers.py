"""The provider presets every new database starts with, keyed by the NAME of the environment
variable that holds their key, never the key. Admin-editable afterwards.
"""

from __future__ import annotations

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
            "history builder and repair_histories exist for this. In thinking mode the reply "
            "carries reasoning_content: on an assistant message with tool_calls it must be "
            "sent back in later requests (400 otherwise), on a plain answer it is ignored, so "
            "the client sends it back with tool calls only. "
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
            "(agent/local/server.py) answers native tool requests, and prompt-strategy "
            "requests, under a grammar built from the tools' schemas, one call per answer, so "
            "every call is well formed; which edit a 135M model picks is another matter. "
            "Greedy decoding. CVAGENT_LOCAL_MODEL chooses a better GGUF."
        ),
    },
]
