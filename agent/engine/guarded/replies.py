"""What a guarded turn says to the person without a model, in the person's language.

These replies are the assistant's words in the transcript (stored, shown and read back like
any answer), so they are chosen by the language of the message, not the page's.
"""

from __future__ import annotations

import json
from typing import Any

ADD_PROVIDER = {
    "en": (
        "For that, add a provider: an administrator adds one in the admin under Providers "
        "(OpenAI, DeepSeek, Zhipu, SiliconFlow, a local Ollama…), or sets its API key as the "
        "README's “Providers” section explains."
    ),
    "zh": (
        "需要这些时，请添加一个服务商：管理员可以在后台“Providers”中添加（OpenAI、DeepSeek、"
        "智谱、硅基流动、本地 Ollama 等），或按 README 中“Providers”一节设置 API 密钥。"
    ),
}
CAN_DO = {
    "en": (
        "Offline I can set your name, email, phone, headline, city or website (“Set my headline "
        "to Data Engineer”), add a skill (“Add Rust to my skills”), remove an entry (“Remove the "
        "COBOL skill”) and tell you what your resume says (“What is my headline?”). Every edit "
        "waits for you to accept it."
    ),
    "zh": (
        "离线时我可以设置姓名、邮箱、电话、职位头衔、城市或网站（如“把我的职位头衔改成数据工程师”），"
        "添加技能（“添加技能 Rust”），删除条目（“删除技能 COBOL”），也可以告诉你简历里写了什么"
        "（“我的电话是多少？”）。每次修改都要你确认后才生效。"
    ),
}
_TEXTS: dict[str, dict[str, str]] = {
    "greeting": {
        "en": "Hello! I'm the offline assistant: a very small model on this server that needs "
        "no key and no internet. {can_do} I can't translate, tailor your resume to a job or "
        "rewrite text well. {add_provider}",
        "zh": "你好！我是离线助手：运行在本服务器上的一个很小的模型，不需要密钥，也不联网。{can_do}"
        "我不能翻译、针对职位定制简历，也不能把文字改写好。{add_provider}",
    },
    "cannot": {
        "en": "I can't do that well offline: the offline model is too small to translate, "
        "tailor a resume to a job or rewrite text, so I changed nothing. {can_do} {add_provider}",
        "zh": "离线模型太小，无法做好翻译、针对职位定制或改写文字，所以我没有做任何修改。{can_do}"
        "{add_provider}",
    },
    "unclear": {
        "en": "I couldn't tell which part of your resume to change, so I changed nothing. "
        "{can_do} {add_provider}",
        "zh": "我没看出你想修改简历的哪一部分，所以没有做任何修改。{can_do}{add_provider}",
    },
    "question": {
        "en": "The offline model can't answer that well. {can_do} {add_provider}",
        "zh": "这个问题离线小模型答不好。{can_do}{add_provider}",
    },
    "needs_capable": {
        "en": "Interview practice needs a capable provider: the offline model is too small to "
        "ask interview questions and judge your answers. {add_provider}",
        "zh": "面试练习需要一个能力足够的服务商：离线模型太小，无法提出面试问题并评价你的回答。"
        "{add_provider}",
    },
    "refused": {
        "en": "I couldn't make that change safely, so nothing changed. {can_do}",
        "zh": "我无法安全地完成这个修改，所以没有做任何改动。{can_do}",
    },
    "proposed": {
        "en": "Proposed, waiting for your review: {changes}. Accept it to apply it, or reject it.",
        "zh": "已提出修改，等待你确认：{changes}。接受后才会生效，也可以拒绝。",
    },
    "bad_email": {
        "en": "“{value}” does not look like an email address, so I changed nothing.",
        "zh": "“{value}”看起来不是邮箱地址，所以我没有修改。",
    },
    "bad_phone": {
        "en": "“{value}” does not look like a phone number, so I changed nothing.",
        "zh": "“{value}”看起来不是电话号码，所以我没有修改。",
    },
    "bad_url": {
        "en": "“{value}” does not look like a web address, so I changed nothing.",
        "zh": "“{value}”看起来不是网址，所以我没有修改。",
    },
    "bad_value": {
        "en": "I couldn't read the new value in your message, so I changed nothing.",
        "zh": "我没能从你的消息中读出新的值，所以没有修改。",
    },
    "already_there": {
        "en": "Your skills already include {value}; nothing to change.",
        "zh": "你的技能里已经有 {value}，无需修改。",
    },
    "no_entry": {
        "en": "I found no entry called “{value}” in your resume, so I changed nothing.",
        "zh": "我在你的简历里没有找到叫“{value}”的条目，所以没有修改。",
    },
    "no_field": {
        "en": "Your resume has no {value} to remove.",
        "zh": "你的简历里没有{value}可以删除。",
    },
    "many_entries": {
        "en": "More than one entry is called “{value}”; say which section it is in (e.g. "
        "“Remove the {value} skill”).",
        "zh": "有不止一个条目叫“{value}”，请说明是哪一部分的（例如“删除技能 {value}”）。",
    },
    "failed": {
        "en": "I couldn't propose that change: the resume would not be valid with it, so "
        "nothing changed.",
        "zh": "我无法提出这个修改：改了之后简历会不合规，所以没有做任何改动。",
    },
    "unchanged": {
        "en": "Your resume already says that; nothing to change.",
        "zh": "你的简历里已经是这样了，无需修改。",
    },
    "missing": {"en": "Your resume has no {label} yet.", "zh": "你的简历里还没有{label}。"},
    "value": {"en": "Your {label} is “{value}”.", "zh": "你的{label}是“{value}”。"},
    "list": {"en": "Your {label}: {value}.", "zh": "你的{label}：{value}。"},
}
LABELS: dict[str, dict[str, str]] = {
    "basics.name": {"en": "name", "zh": "姓名"},
    "basics.label": {"en": "headline", "zh": "职位头衔"},
    "basics.email": {"en": "email", "zh": "邮箱"},
    "basics.phone": {"en": "phone", "zh": "电话"},
    "basics.url": {"en": "website", "zh": "网站"},
    "basics.summary": {"en": "summary", "zh": "简介"},
    "basics.location.city": {"en": "city", "zh": "城市"},
    "basics.location": {"en": "location", "zh": "所在地"},
    "work": {"en": "work experience", "zh": "工作经历"},
    "education": {"en": "education", "zh": "教育经历"},
    "skills": {"en": "skills", "zh": "技能"},
    "languages": {"en": "languages", "zh": "语言"},
    "projects": {"en": "projects", "zh": "项目"},
    "certificates": {"en": "certificates", "zh": "证书"},
}


def say(code: str, language: str, **params: Any) -> str:
    """The reply `code` in `language` ("en" or "zh")."""
    lang = "zh" if language == "zh" else "en"
    return _TEXTS[code][lang].format(can_do=CAN_DO[lang], add_provider=ADD_PROVIDER[lang], **params)


def label(path: str, language: str) -> str:
    return LABELS.get(path, {}).get("zh" if language == "zh" else "en", path)


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        value = next((v for v in value.values() if isinstance(v, str) and v), "")
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "…"


def change_line(path: str, op: str, old: Any, new: Any, language: str) -> str:
    """One proposed change in words: `headline → “Data Engineer”`."""
    zh = language == "zh"
    if op == "delete" or (op == "remove"):
        what = _shown(old) or label(path, language)
        return f"删除“{what}”" if zh else f"remove “{what}”"
    if op == "add" and path.split("[")[0] in LABELS and "." not in path:
        section = label(path.split("[")[0], language)
        return f"在{section}中添加“{_shown(new)}”" if zh else f"add “{_shown(new)}” to {section}"
    return f"{label(path, language)} → “{_shown(new)}”"


def proposed(changes: list[str], language: str) -> str:
    joiner = "；" if language == "zh" else "; "
    return say("proposed", language, changes=joiner.join(changes))
