"""Every page that shows a change says it in plain words, in English and in Chinese, with the
technical detail (stored summary, paths, tool name) one click away: the history panel, the
comparison of two versions, a form's stale-version notice, proposal cards, tool steps (stored
and live) and the undo notice."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from agent.engine import events as ev
from agent.models import Conversation
from agent.web.rendering import LiveTranscript, render_transcript
from resumes import services
from tests.web.test_review_views import propose
from tests.web.test_undo import agent_edit, undo_url

pytestmark = pytest.mark.django_db

DATA = {
    "basics": {"name": "Ada Lovelace", "label": "Engineer"},
    "work": [{"name": "Acme", "position": "Software Engineer", "highlights": ["Shipped v1"]}],
}
ZH = "zh-hans"


@pytest.fixture
def chat(user):
    resume = services.resume_create(owner=user, title="CV", data=DATA)
    return Conversation.objects.create(owner=user, resume=resume)


def _text(html: str, css_class: str) -> list[str]:
    """The text of every element with `css_class` (spaces collapsed)."""
    found = re.findall(rf'class="{css_class}"[^>]*>(.*?)</', html, re.S)
    return [" ".join(part.split()) for part in found]


def _history(client, chat, language="en") -> str:
    url = reverse("resume_revisions", args=[chat.resume_id])
    return client.get(url, HTTP_ACCEPT_LANGUAGE=language).text


def test_history_says_each_change_in_words_with_the_detail_behind_a_click(signed_in, chat):
    agent_edit(chat, "work[0].highlights[0]", "Shipped v2")
    services.resume_apply_edit(
        resume=chat.resume, path="basics.label", action="update", value="Lead", source="user"
    )
    services.resume_undo(resume=chat.resume, to_version=2, author=None)
    html = _history(signed_in, chat)
    assert _text(html, "rev-summary") == [
        "Restored version 2",
        "Changed the headline",
        "Rewrote the first highlight of Software Engineer at Acme",
        "Created the resume",
    ]
    # The stored summary and the paths are still there, inside the disclosure.
    detail = html.split('class="rev-summary">Rewrote', 1)[1].split("</details>", 1)[0]
    assert "Technical detail" in detail
    assert '<div class="rev-stored"><code>updated work[0].highlights[0]</code>' in detail
    assert "<code>work[0].highlights[0]</code>" in detail
    # The compare menus name versions the same way.
    assert "v2 · Rewrote the first highlight of Software" in html


def test_history_in_chinese(signed_in, chat):
    agent_edit(chat, "work[0].highlights[0]", "Shipped v2")
    services.resume_undo(resume=chat.resume, to_version=1, author=None)
    html = _history(signed_in, chat, ZH)
    assert _text(html, "rev-summary") == [
        "恢复到了版本 1",
        "改写了 Acme Software Engineer 经历的第一条要点",
        "创建了简历",
    ]
    assert "技术细节" in html


def test_undo_from_history_is_announced_in_words(signed_in, chat):
    services.resume_apply_edit(
        resume=chat.resume, path="basics.label", action="update", value="Lead", source="user"
    )
    response = signed_in.post(reverse("resume_undo", args=[chat.resume_id, 1]))
    assert _text(response.text, "rev-summary")[0] == "Restored version 1"


def test_compare_rows_say_the_change_in_words(signed_in, chat):
    agent_edit(chat, "work[0].highlights[0]", "Shipped v2")
    url = reverse("resume_compare", args=[chat.resume_id])
    for language, expected in (
        ("en", "Rewrote the first highlight of Software Engineer at Acme"),
        (ZH, "改写了 Acme Software Engineer 经历的第一条要点"),
    ):
        html = signed_in.get(f"{url}?old=1&new=2", HTTP_ACCEPT_LANGUAGE=language).text
        assert _text(html, "compare-words") == [expected]
        assert '<code class="compare-path">work[0].highlights[0]</code>' in html


def test_stale_form_lists_what_changed_in_words(signed_in, chat):
    services.resume_apply_edit(
        resume=chat.resume, path="basics.label", action="update", value="Lead", source="user"
    )
    url = reverse("resume_basics_save", args=[chat.resume_id])
    response = signed_in.post(
        url, {"name": "Ada", "label": "Boss", "version": 1}, HTTP_HX_REQUEST="true"
    )
    assert "What changed meanwhile" in response.text
    assert "v2 · You: Changed the headline" in " ".join(response.text.split())


def test_proposal_cards_say_the_edit_in_words(signed_in, chat):
    job = {"path": "work", "action": "add", "value": {"name": "Google", "position": "SRE"}}
    label = {"path": "basics.label", "action": "update", "value": "Lead"}
    propose(chat, job, label)
    url = reverse("resume_detail", args=[chat.resume_id])
    html = signed_in.get(f"{url}?c={chat.pk}").text
    assert _text(html, "proposal-words") == ["Added a job: SRE at Google", "Changed the headline"]
    assert '<code class="proposal-path">basics.label</code>' in html
    html = signed_in.get(f"{url}?c={chat.pk}", HTTP_ACCEPT_LANGUAGE=ZH).text
    assert _text(html, "proposal-words") == ["添加了工作经历：Google SRE", "修改了职位头衔"]


def test_tool_steps_say_what_they_did_and_keep_the_call_one_click_away(chat):
    agent_edit(chat, "work[0].highlights[0]", "Shipped v2")
    html = render_transcript(chat)
    assert _text(html, "words") == ["Rewrote the first highlight of Software Engineer at Acme"]
    body = html.split('class="step-call"', 1)[1]
    assert '<code class="name">CVEditor</code>' in body
    assert "update work[0].highlights[0]" in body


def test_a_deleted_entry_is_named_as_it_was_before_the_step(chat):
    services.resume_apply_edit(
        resume=chat.resume, path="work", action="add", value={"name": "Globex"}, source="user"
    )
    call = agent_edit(chat, "basics.label", "Lead")
    call.name, call.arguments = "CVEditor", {"path": "work[0]", "action": "delete"}
    call.save()
    # The revision that call made is the label's; a delete is named from the version before.
    html = render_transcript(chat)
    assert "Removed a job: Software Engineer at Acme" in _text(html, "words")


def test_tool_steps_in_chinese(chat):
    from django.utils import translation

    agent_edit(chat, "basics.label", "Lead")
    with translation.override(ZH):
        html = render_transcript(chat)
    assert _text(html, "words") == ["修改了职位头衔"]


def test_live_tool_step_names_the_entry_from_the_resume_now():
    live = LiveTranscript(document=DATA)
    arguments = {"path": "work", "action": "add", "value": {"name": "Google"}}
    event = ev.ToolCallEvent(
        call_id="c1", name="CVEditor", arguments=arguments, arguments_raw=json.dumps(arguments)
    )
    html = live.event(event)
    assert _text(html, "words") == ["Added a job: Google"]
    reader = ev.ToolCallEvent(
        call_id="c2",
        name="CVReader",
        arguments={"path": "work[0]"},
        arguments_raw='{"path": "work[0]"}',
    )
    assert _text(live.event(reader), "words") == ["Read Software Engineer at Acme"]


def test_undo_notice_names_the_change(signed_in, chat):
    call = agent_edit(chat, "basics.label", "Lead")
    response = signed_in.post(undo_url(call), HTTP_ACCEPT_LANGUAGE=ZH)
    assert "你撤销了“修改了职位头衔”（第 2 版）" in response.text
    assert "你撤销了“修改了职位头衔”（第 2 版）" in render_transcript_zh(chat)


def render_transcript_zh(chat) -> str:
    from django.utils import translation

    with translation.override(ZH):
        return render_transcript(chat)


def test_tailored_version_diff_and_the_masters_changes_in_words(signed_in, chat):
    from resumes.postings.models import JobPosting, TailoredVersion

    posting = {"title": "SRE", "company": "Globex", "description": "SRE\n- Python\n"}
    signed_in.post(reverse("jobs:posting_list"), posting)
    master = chat.resume
    signed_in.post(
        reverse("tailor_start", args=[JobPosting.objects.get().pk]), {"resume": master.pk}
    )
    version = TailoredVersion.objects.get()
    services.resume_apply_edit(
        resume=version.resume,
        path="work[0].highlights[0]",
        action="update",
        value="Shipped v3",
        source="user",
    )
    services.resume_apply_edit(
        resume=master, path="basics.label", action="update", value="Lead", source="user"
    )
    url = reverse("jobs:version_diff", args=[version.pk])
    html = signed_in.get(url).text
    pending = html.split('id="pushdown-list"', 1)[1].split("</ol>", 1)[0]
    assert _text(pending, "compare-words") == ["Changed the headline"]
    changed = html.split('id="version-diff"', 1)[1]
    assert "Rewrote the first highlight of Software Engineer at Acme" in _text(
        changed, "compare-words"
    )
    html = signed_in.get(url, HTTP_ACCEPT_LANGUAGE=ZH).text
    assert "修改了职位头衔" in _text(html, "compare-words")


def test_a_name_from_the_resume_is_escaped_in_the_sentence(chat):
    services.resume_apply_edit(
        resume=chat.resume,
        path="work[0].name",
        action="update",
        value="<img src=x onerror=alert(1)>",
        source="user",
    )
    agent_edit(chat, "work[0].highlights[0]", "Shipped v2")
    html = render_transcript(chat)
    assert "<img src=x" not in html
    assert "Software Engineer at &lt;img src=x onerror=alert(1)&gt;" in html
