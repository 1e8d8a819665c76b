"""HTTP views: access control, the dashboard, manual editing under the optimistic lock."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

from agent.models import Conversation
from resumes import services
from resumes.models import Resume
from tests.factories import ConversationFactory, ResumeFactory

pytestmark = pytest.mark.django_db


def test_dashboard_requires_sign_in(client):
    response = client.get(reverse("dashboard"))
    assert response.status_code == 302
    assert reverse("login") in response["Location"]


def test_dashboard_empty_state_offers_starters(signed_in):
    response = signed_in.get(reverse("dashboard"))
    assert response.status_code == 200
    assert "No resumes yet" in response.text
    assert "Start from a Chinese example" in response.text


def test_dashboard_lists_only_own_resumes(signed_in, user, other_user):
    ResumeFactory(owner=user, title="Mine")
    ResumeFactory(owner=other_user, title="Theirs")
    response = signed_in.get(reverse("dashboard"))
    assert "Mine" in response.text
    assert "Theirs" not in response.text


def test_create_from_chinese_starter_opens_resume(signed_in, user):
    response = signed_in.post(
        reverse("resume_create"), {"language": "zh-hans", "starter": "on", "title": "求职"}
    )
    resume = Resume.objects.get(owner=user)
    assert response["Location"] == reverse("resume_detail", args=[resume.pk])
    assert resume.language == "zh-hans"
    assert resume.data["basics"]["name"]


def test_resume_page_of_another_person_is_404(signed_in, other_user):
    theirs = ResumeFactory(owner=other_user)
    assert signed_in.get(reverse("resume_detail", args=[theirs.pk])).status_code == 404


def test_conversation_of_another_person_is_404(signed_in, user, other_user):
    mine = ResumeFactory(owner=user)
    theirs = ConversationFactory(resume=ResumeFactory(owner=other_user))
    url = reverse("resume_detail", args=[mine.pk]) + f"?c={theirs.pk}"
    assert signed_in.get(url).status_code == 404
    assert signed_in.post(reverse("conversation_delete", args=[theirs.pk])).status_code == 404
    assert Conversation.objects.filter(pk=theirs.pk).exists()


def test_delete_of_another_persons_resume_is_404(signed_in, other_user):
    theirs = ResumeFactory(owner=other_user)
    assert signed_in.post(reverse("resume_delete", args=[theirs.pk])).status_code == 404
    assert Resume.objects.filter(pk=theirs.pk).exists()


def test_resume_page_shows_preview_and_chat(signed_in, user):
    resume = ResumeFactory(owner=user)
    response = signed_in.get(reverse("resume_detail", args=[resume.pk]))
    assert response.status_code == 200
    assert "Grace Hopper" in response.text
    conversation = Conversation.objects.get(resume=resume)
    assert f'ws-connect="/ws/conversations/{conversation.pk}/"' in response.text


def test_rename_duplicate_delete(signed_in, user):
    resume = ResumeFactory(owner=user, title="Old")
    signed_in.post(reverse("resume_rename", args=[resume.pk]), {"title": "New title"})
    resume.refresh_from_db()
    assert resume.title == "New title"
    signed_in.post(reverse("resume_duplicate", args=[resume.pk]))
    assert Resume.objects.filter(owner=user).count() == 2
    signed_in.post(reverse("resume_delete", args=[resume.pk]))
    assert not Resume.objects.filter(pk=resume.pk).exists()


def _entry_post(resume, section, index, **values):
    data = {f"{section}-{index}-version": resume.version}
    data.update({f"{section}-{index}-{key}": value for key, value in values.items()})
    return data


def test_entry_buttons_add_move_and_delete_entries_of_ones_own_list_sections(signed_in, user):
    data = ResumeFactory.build().data
    data["work"] = [{"name": "Alpha"}, {"name": "Beta"}]
    resume = services.resume_create(owner=user, title="R", data=data)

    def press(name: str, *args: object, **posted: object) -> int:
        resume.refresh_from_db()
        url = reverse(name, args=[resume.pk, *args])
        return signed_in.post(url, {"version": resume.version, **posted}).status_code

    def names() -> list[str]:
        resume.refresh_from_db()
        return [entry.get("name", "") for entry in resume.data["work"]]

    assert press("resume_entry_move", "work", 0, direction="down") == 200
    assert names() == ["Beta", "Alpha"]
    assert press("resume_entry_add", "work") == 200
    assert names() == ["Beta", "Alpha", ""]
    assert press("resume_entry_delete", "work", 0) == 200
    assert names() == ["Alpha", ""]
    # Past either end, a section that is not a list, another person's resume: 404, no change.
    assert press("resume_entry_move", "work", 0, direction="up") == 404
    assert press("resume_entry_delete", "work", 5) == 404
    assert press("resume_entry_add", "basics") == 404
    theirs = ResumeFactory()
    for url in (
        reverse("resume_entry_add", args=[theirs.pk, "work"]),
        reverse("resume_entry_delete", args=[theirs.pk, "work", 0]),
        reverse("resume_entry_move", args=[theirs.pk, "work", 0]),
    ):
        assert signed_in.post(url, {"version": theirs.version}).status_code == 404
    assert names() == ["Alpha", ""]


def test_entry_save_updates_work_and_keeps_unknown_keys(signed_in, user):
    data = ResumeFactory.build().data
    data["work"][0]["x-team"] = "Harvard Mark I"
    resume = services.resume_create(owner=user, title="R", data=data)
    url = reverse("resume_entry_save", args=[resume.pk, "work", 0])
    response = signed_in.post(
        url,
        _entry_post(
            resume,
            "work",
            0,
            position="Rear Admiral",
            name="US Navy",
            startDate="1967",
            highlights="COBOL\nA-0",
        ),
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    resume.refresh_from_db()
    work = resume.data["work"][0]
    assert work["position"] == "Rear Admiral"
    assert work["highlights"] == ["COBOL", "A-0"]
    assert work["startDate"] == "1967"
    assert work["x-team"] == "Harvard Mark I"


def test_stale_form_shows_what_changed_and_does_not_overwrite(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    based_on = resume.version
    services.resume_apply_edit(
        resume=resume, path="work[0].position", action="update", value="Admiral", source="agent"
    )
    response = signed_in.post(
        reverse("resume_entry_save", args=[resume.pk, "work", 0]),
        {"work-0-version": based_on, "work-0-position": "Mine", "work-0-name": "Remington Rand"},
        HTTP_HX_REQUEST="true",
    )
    resume.refresh_from_db()
    assert resume.data["work"][0]["position"] == "Admiral"
    assert "Not saved" in response.text
    assert "work[0].position" in response.text


def test_invalid_date_is_explained(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    response = signed_in.post(
        reverse("resume_entry_save", args=[resume.pk, "work", 0]),
        _entry_post(resume, "work", 0, startDate="March 2021"),
        HTTP_HX_REQUEST="true",
    )
    resume.refresh_from_db()
    assert resume.data["work"][0]["startDate"] == "1949"
    assert "startDate" in response.text


def test_basics_save_with_location_and_profile(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    response = signed_in.post(
        reverse("resume_basics_save", args=[resume.pk]),
        {
            "version": resume.version,
            "profile_count": "1",
            "name": "Ada Lovelace",
            "location_city": "London",
            "profile_0_network": "GitHub",
            "profile_0_username": "ada",
        },
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Ada Lovelace"
    assert resume.data["basics"]["location"]["city"] == "London"
    assert resume.data["basics"]["profiles"] == [{"network": "GitHub", "username": "ada"}]


def test_undo_to_earlier_revision(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    first = resume.version
    services.resume_apply_edit(
        resume=resume, path="basics.name", action="update", value="Ada", source="agent"
    )
    response = signed_in.post(
        reverse("resume_undo", args=[resume.pk, first]), HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Grace Hopper"
    assert resume.revisions.filter(source="undo").exists()


def test_revisions_panel_says_who_changed_what(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    services.resume_apply_edit(
        resume=resume, path="basics.name", action="update", value="Ada", source="agent"
    )
    response = signed_in.get(reverse("resume_revisions", args=[resume.pk]))
    assert "The agent" in response.text
    assert "basics.name" in response.text


def test_theme_switch(signed_in, user):
    resume = ResumeFactory(owner=user)
    signed_in.post(reverse("resume_theme", args=[resume.pk]), {"theme": "modern"})
    resume.refresh_from_db()
    assert resume.theme == "modern"


def test_sign_up_signs_in(client):
    response = client.post(
        reverse("signup"),
        {
            "username": "newbie",
            "password1": "a-long-Passphrase-9",
            "password2": "a-long-Passphrase-9",
        },
    )
    assert response["Location"] == reverse("dashboard")
    assert client.get(reverse("dashboard")).status_code == 200


def test_password_change_keeps_the_person_signed_in_and_the_new_password_works(client, user):
    client.force_login(user)
    form = client.get(reverse("password_change"))
    assert form.status_code == 200 and 'name="new_password1"' in form.text
    wrong = client.post(
        reverse("password_change"),
        {
            "old_password": "not-my-password",
            "new_password1": "another-Long-phrase-7",
            "new_password2": "another-Long-phrase-7",
        },
    )
    assert wrong.status_code == 200 and "old password was entered incorrectly" in wrong.text
    response = client.post(
        reverse("password_change"),
        {
            "old_password": "correct-horse-battery",
            "new_password1": "another-Long-phrase-7",
            "new_password2": "another-Long-phrase-7",
        },
    )
    assert response["Location"] == reverse("password_change_done")
    assert client.get(reverse("dashboard")).status_code == 200
    client.logout()
    assert client.login(username="alice", password="another-Long-phrase-7")
    assert not client.login(username="alice", password="correct-horse-battery")


def test_sign_in_is_throttled_after_five_failures(client, user):
    for _ in range(5):
        client.post(reverse("login"), {"username": "alice", "password": "wrong"})
    response = client.post(
        reverse("login"), {"username": "alice", "password": "correct-horse-battery"}
    )
    assert "Too many failed sign-ins" in response.text
    assert "_auth_user_id" not in client.session


def test_sign_out_is_post_only(signed_in):
    assert signed_in.get(reverse("logout")).status_code == 405
    signed_in.post(reverse("logout"))
    assert signed_in.get(reverse("dashboard")).status_code == 302


def test_playground_is_staff_only(signed_in):
    response = signed_in.get(reverse("playground"))
    assert response.status_code == 302


def test_playground_tool_switches_are_saved(client, user):
    user.is_staff = True
    user.save()
    client.force_login(user)
    page = client.get(reverse("playground"))
    assert page.status_code == 200
    conversation = Conversation.objects.get(owner=user, kind="playground")
    assert conversation.resume.is_scratch
    response = client.post(
        reverse("playground_tools", args=[conversation.pk]),
        {"tools": ["CVReader", "stop"]},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    conversation.refresh_from_db()
    assert conversation.tool_overrides.get("CVEditor") is False
    assert 'value="CVEditor"' in response.text
    assert 'value="CVReader" checked' in response.text


def test_playground_shows_llm_calls_and_repairs(client, user):
    from tests.factories import LLMCallFactory, ToolCallFactory

    user.is_staff = True
    user.save()
    client.force_login(user)
    client.get(reverse("playground"))
    conversation = Conversation.objects.get(owner=user, kind="playground")
    LLMCallFactory(
        conversation=conversation,
        request={"messages": [{"role": "user", "content": "hi"}]},
        response={"chunks": ["he", "llo"]},
        fallbacks=["no_stream: broken tool stream"],
    )
    ToolCallFactory(
        message__conversation=conversation,
        arguments_raw='{"path": "basics.name",}',
        parse_note="repaired a trailing comma",
    )
    response = client.get(reverse("playground_calls", args=[conversation.pk]))
    assert "no_stream: broken tool stream" in response.text
    assert "repaired a trailing comma" in response.text
    assert "&quot;llo&quot;" in response.text


def test_playground_of_another_staff_member_is_404(client, user, other_user):
    user.is_staff = True
    user.save()
    client.force_login(other_user)
    other_user.is_staff = True
    other_user.save()
    client.get(reverse("playground"))
    theirs = Conversation.objects.get(owner=other_user, kind="playground")
    client.force_login(user)
    assert client.get(reverse("playground") + f"?c={theirs.pk}").status_code == 404


def test_interface_in_chinese_after_language_switch(signed_in, user):
    ResumeFactory(owner=user)
    signed_in.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    response = signed_in.get(reverse("dashboard"))
    assert 'lang="zh-hans"' in response.text
    assert "你的简历" in response.text
    assert "复制" in response.text


def test_keep_mine_after_seeing_the_changes_saves(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    based_on = resume.version
    services.resume_apply_edit(
        resume=resume, path="work[0].position", action="update", value="Admiral", source="agent"
    )
    resume.refresh_from_db()
    signed_in.post(
        reverse("resume_entry_save", args=[resume.pk, "work", 0]),
        {
            "work-0-version": based_on,
            "work-0-position": "Mine",
            "work-0-name": "Remington Rand",
            "overwrite": "1",
            "seen_version": resume.version,
        },
        HTTP_HX_REQUEST="true",
    )
    resume.refresh_from_db()
    assert resume.data["work"][0]["position"] == "Mine"


def test_new_rename_and_delete_conversation(signed_in, user):
    resume = ResumeFactory(owner=user)
    response = signed_in.post(reverse("conversation_create", args=[resume.pk]))
    conversation = Conversation.objects.get(resume=resume)
    assert response["Location"].endswith(f"?c={conversation.pk}")
    signed_in.post(reverse("conversation_rename", args=[conversation.pk]), {"title": "Job hunt"})
    page = signed_in.get(reverse("resume_detail", args=[resume.pk]) + f"?c={conversation.pk}")
    assert "Job hunt" in page.text
    signed_in.post(reverse("conversation_delete", args=[conversation.pk]))
    assert not Conversation.objects.filter(pk=conversation.pk).exists()


def test_provider_picker_says_when_the_offline_model_is_used(signed_in, user):
    from agent.models import Provider
    from tests.factories import ProviderFactory

    Provider.objects.update(enabled=False)
    ProviderFactory(slug="tiny-local", name="Tiny local model", is_local=True)
    resume = ResumeFactory(owner=user)
    page = signed_in.get(reverse("resume_detail", args=[resume.pk]))
    assert "Tiny local model: a tiny offline model" in page.text
    assert "README" in page.text


def test_stale_basics_form_is_not_saved_and_says_why(signed_in, user):
    resume = services.resume_create(owner=user, title="R", data=ResumeFactory.build().data)
    based_on = resume.version
    services.resume_apply_edit(
        resume=resume, path="basics.name", action="update", value="Ada", source="agent"
    )
    response = signed_in.post(
        reverse("resume_basics_save", args=[resume.pk]),
        {"version": based_on, "profile_count": "1", "name": "Grace", "label": "Admiral"},
        HTTP_HX_REQUEST="true",
    )
    resume.refresh_from_db()
    assert resume.data["basics"]["name"] == "Ada"
    assert "Not saved" in response.text
    assert 'value="Admiral"' in response.text


EXTERNAL = re.compile(
    r"""<(?:script|link|img|iframe|source|audio|video)\b[^>]*\b(?:src|href)=["']"""
    r"""(?:https?:)?//""",
    re.IGNORECASE,
)
CSS_EXTERNAL = re.compile(r"""(?:url\(\s*["']?(?:https?:)?//|@import\s+["']?(?:https?:)?//)""")


def test_pages_and_stylesheets_load_nothing_from_another_host(signed_in, user, client):
    """No CDN: every script, stylesheet, font and image comes from the app itself."""
    from resumes.sharing import share_link_create

    resume = ResumeFactory(owner=user)
    link = share_link_create(resume=resume, expiry="never")
    pages = [
        reverse("dashboard"),
        reverse("resume_detail", args=[resume.pk]),
        reverse("io:import"),
        reverse("io:public_share", args=[link.token]),
        reverse("password_change"),
    ]
    for url in pages:
        response = signed_in.get(url)
        assert response.status_code == 200, url
        assert not EXTERNAL.search(response.text), (url, EXTERNAL.search(response.text))
    client.logout()
    signin = client.get(reverse("login"))
    assert not EXTERNAL.search(signin.text)
    static = Path(settings.BASE_DIR) / "static"
    for stylesheet in static.rglob("*.css"):
        text = stylesheet.read_text(encoding="utf-8")
        assert not CSS_EXTERNAL.search(text), stylesheet


def test_download_menu_offers_pdf_in_a4_and_us_letter(signed_in, user):
    resume = ResumeFactory(owner=user)
    page = signed_in.get(reverse("resume_detail", args=[resume.pk])).text
    pdf = reverse("io:export", args=[resume.pk, "pdf"])
    assert f'href="{pdf}"' in page and f'href="{pdf}?page=letter"' in page
    assert "PDF (US Letter)" in page
