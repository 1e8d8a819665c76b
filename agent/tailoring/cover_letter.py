"""The cover letter of a tailored version: written by the model with the cover-letter
capability from the resume and the posting, then checked by the guard.

The guard's checks run on the letter like on an edit: the letter is put into a copy of the
resume as its summary and compared with the resume (`metric_invented`: every number, year
included, must appear in the resume; years count as dates there; `skill_claimed`: every
skill the letter names must be supported by the resume), and the employers and titles the
letter names are checked against the resume's own (`new_employer`, `new_title`, and
`title_inflated` for a title more senior than, or another role than, the resume's; see
`cover_letter_findings`).
"""

from __future__ import annotations

import re
from typing import Any

from asgiref.sync import sync_to_async
from django.utils.translation import gettext_lazy, override

from agent.engine.messages import ChatMessage, Completed, ModelRequest, ProviderError, compact_json
from agent.engine.providers import get_client
from agent.engine.records import llm_call_fields
from agent.models import Capability, Conversation, LLMCall, Provider
from resumes.paths import clone_json
from resumes.postings.models import TailoredVersion
from resumes.trust import compare_documents, inflation

_ORG_CUE = re.compile(
    r"\b(?i:at|with|for|joined|from)\s+(?P<name>[A-Z][\w&.\-]*(?:\s+[A-Z][\w&.\-]+){0,3})"
)
_ORG_CUE_ZH = re.compile(
    r"(?:在|于|加入)(?P<name>[\u4e00-\u9fffA-Za-z]{2,20}?)(?:担任|工作|任职|期间)"
)
_TITLE_CUE = re.compile(
    r"\b[Aa]s (?:a |an |the )?(?P<title>(?:[A-Z][\w\-]*)(?:\s+[A-Z][\w\-]*){0,3})"
)
_TITLE_CUE_ZH = re.compile(
    r"(?:作为|担任)(?:一名|一位)?(?P<title>[\u4e00-\u9fffA-Za-z]{0,8}?"
    r"(?:工程师|经理|总监|护士|教师|老师|会计师|会计|分析师|设计师|主管|专员|顾问|律师|总裁|架构师))"
)
# The guard's checks whose findings a letter can carry (the others are about document fields).
_LETTER_CHECKS = ("metric_invented", "skill_claimed")


class CoverLetterError(Exception):
    """No letter could be written; the message is one sentence for the person."""


def _names(document: dict[str, Any], section: str, key: str) -> set[str]:
    entries = document.get(section)
    if not isinstance(entries, list):
        return set()
    return {
        str(e.get(key, "")).strip().casefold()
        for e in entries
        if isinstance(e, dict) and e.get(key)
    }


def _known(name: str, known: set[str]) -> bool:
    name = name.strip().casefold().rstrip(".")
    return any(name in k or k in name for k in known if k)


def cover_letter_findings(
    *, document: dict[str, Any], letter: str, company: str = ""
) -> list[dict[str, Any]]:
    """The guard's findings on a letter: numbers not in the resume, employers and titles the
    resume does not name (the posting's own company is allowed)."""
    copy = clone_json(document)
    basics = copy.setdefault("basics", {})
    basics["summary"] = f"{basics.get('summary', '')}\n{letter}"
    findings = [
        _finding("metric_invented", number=str(f.params.get("number", "")))
        if f.check == "metric_invented"
        else _finding("skill_claimed", skill=str(f.params.get("skill", "")))
        for f in compare_documents(document, copy).findings
        if f.check in _LETTER_CHECKS
    ]
    employers = (
        _names(document, "work", "name")
        | _names(document, "volunteer", "organization")
        | _names(document, "education", "institution")
        | _names(document, "projects", "name")
    )
    if company:
        employers.add(company.casefold())
    titles = _names(document, "work", "position") | {
        str(document.get("basics", {}).get("label", "")).casefold()
    }
    for pattern in (_ORG_CUE, _ORG_CUE_ZH):
        for match in pattern.finditer(letter):
            name = match.group("name").strip()
            if len(name) > 1 and not _known(name, employers):
                findings.append(_finding("new_employer", name=name))
    held = _titles_held(document)
    for pattern in (_TITLE_CUE, _TITLE_CUE_ZH):
        for match in pattern.finditer(letter):
            title = match.group("title").strip()
            if not _known(title, titles | employers):
                findings.append(_finding("new_title", name=title))
            kind = inflation(held, title)
            if kind:
                old = held[0] if held else ""
                findings.append(_finding("title_inflated", kind=kind, old=old, new=title))
    return findings


def _titles_held(document: dict[str, Any]) -> list[str]:
    """The resume's headline and positions as written."""
    basics = document.get("basics")
    titles = [basics.get("label")] if isinstance(basics, dict) else []
    work = document.get("work")
    titles += (
        [e.get("position") for e in work if isinstance(e, dict)] if isinstance(work, list) else []
    )
    return [t.strip() for t in titles if isinstance(t, str) and t.strip()]


# The guard's findings on a letter, worded for a letter: what it says that the resume does not.
LETTER_MESSAGES = {
    "metric_invented": gettext_lazy(
        "The letter says “%(number)s”, which is not found in your resume."
    ),
    "new_employer": gettext_lazy("The letter names “%(name)s”, which is not found in your resume."),
    "new_title": gettext_lazy("The letter calls you “%(name)s”, a title not found in your resume."),
    "skill_claimed": gettext_lazy(
        "The letter claims “%(skill)s”, which nothing in your resume supports."
    ),
    "title_inflated": gettext_lazy(
        "The letter calls you “%(new)s”, a more senior or another role than “%(old)s” in your "
        "resume."
    ),
}


def letter_finding_message(check: str, params: dict[str, Any]) -> str:
    """A finding on a letter in the active language ("" for a check letters do not have)."""
    message = LETTER_MESSAGES.get(check)
    if message is None:
        return ""
    try:
        return str(message) % {key: str(value) for key, value in params.items()}
    except (KeyError, TypeError, ValueError):
        return ""


def _finding(check: str, **params: str) -> dict[str, Any]:
    with override("en"):
        message = letter_finding_message(check, params)
    return {"check": check, "path": "cover_letter", "message": message, "params": params}


def _prompt(version: TailoredVersion, capability: Capability | None) -> list[dict[str, str]]:
    posting = version.posting
    addendum = capability.prompt_addendum if capability else ""
    system = (
        f"{addendum}\n\nThe resume:\n{compact_json(version.resume.data)}\n\n"
        f"The job posting ({posting.title}, {posting.company}):\n{posting.description[:12000]}"
    )
    language = "Chinese" if posting.language == "zh" else "English"
    return [
        {"role": "system", "content": system},
        {
            "role": "user",
            "content": f"Write the cover letter in {language}. Write only its body paragraphs: "
            "no date, addresses, subject, greeting, closing or signature (the letter's layout "
            "adds them).",
        },
    ]


async def write_cover_letter(*, version: TailoredVersion, provider: Provider) -> str:
    """The letter's text from the provider (one request, no tools), recorded as an `LLMCall`
    (purpose "cover_letter") of the version's latest conversation."""

    capability = await sync_to_async(
        lambda: Capability.objects.filter(slug="cover-letter", is_active=True).first()
    )()
    messages = await sync_to_async(_prompt)(version, capability)
    request = ModelRequest(
        messages=[ChatMessage(role=m["role"], content=m["content"]) for m in messages],
        stream=False,
    )
    client = get_client(provider)
    text = ""
    try:
        async for item in client.generate(request):
            if isinstance(item, Completed):
                text = item.response.content
                await sync_to_async(_record)(version, provider, item.record, item.response)
    except ProviderError as exc:
        await sync_to_async(_record)(version, provider, exc.record, None)
        raise CoverLetterError(str(exc)) from None
    finally:
        await client.aclose()
    text = text.strip()
    if not text:
        raise CoverLetterError("The model answered with no letter; try again.")
    return text


def _record(version: TailoredVersion, provider: Provider, record: Any, response: Any) -> None:

    conversation = (
        Conversation.objects.filter(resume_id=version.resume_id).order_by("-updated_at").first()
    )
    if conversation is None:
        return
    LLMCall.objects.create(
        conversation=conversation,
        provider=provider if provider.pk else None,
        purpose="cover_letter",
        strategy="native",
        **llm_call_fields(record, response),
    )
