"""Every page in Simplified Chinese holds no untranslated English: each page is rendered for a
signed-in person (staff, so the staff pages are reached too) with a resume, a conversation
with an edit, an undo and review-mode proposals, a posting, a tailored version, a cover
letter, a share link and an API key; the text a person reads (not scripts, styles or code)
must hold no English word but proper nouns and the person's own content. Every named page
route is either rendered here or listed with the reason it is not. The catalogue itself has
no untranslated or fuzzy message."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.contrib import admin
from django.contrib.auth.models import Group, Permission
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils import translation
from django_tasks_db.models import DBTaskResult

from agent.engine.prompts import effective_system_prompt
from agent.engine.tools.registry import get_tool, registered_tool_names
from agent.evaluation.tasks import available_sets
from agent.fakes.obedient import obedient_responder
from agent.fakes.server import FakeLLMServer
from agent.models import (
    ApiKey,
    Capability,
    CapabilityVersion,
    Conversation,
    EvalRun,
    LLMCall,
    Message,
    Provider,
    Run,
    ToolCall,
)
from agent.tasks.maintenance import repair_all_histories
from resumes import services
from resumes.applications.models import Application
from resumes.languages.models import LanguageVersion
from resumes.models import Resume, ResumeRevision, ShareLink
from resumes.postings.models import JobPosting, TailoredVersion
from tests.agent.practice_helpers import coach
from tests.web.chinese_text import english_left, visible_text, words_of
from tests.web.test_review_views import propose
from tests.web.test_undo import agent_edit, undo_url

# What the person and the model wrote (the app's notes to the model are not shown).
PEOPLE = ("user", "assistant")

pytestmark = pytest.mark.django_db

PO_FILE = Path(django_settings.BASE_DIR) / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po"
ZH = "zh-hans"
DOCUMENT = {
    "basics": {
        "name": "李雷",
        "label": "后端工程师",
        "email": "li.lei@example.com",
        "summary": "六年 Python 后端开发经验。",
        "profiles": [{"network": "GitHub", "username": "lilei", "url": "https://github.com/lilei"}],
    },
    "work": [
        {
            "name": "Acme",
            "position": "软件工程师",
            "startDate": "2020-01",
            "highlights": ["把结算时间从 4 小时缩短到 25 分钟", "带领三人团队"],
        }
    ],
    "education": [{"institution": "清华大学", "area": "计算机科学", "studyType": "学士"}],
    "skills": [{"name": "后端", "keywords": ["Python", "Django", "PostgreSQL"]}],
}
IMPORTED = (
    "王芳\n产品经理\nwang.fang@example.com\n\n"
    "工作经历\nGlobex 产品经理 2019-01 至今\n- 负责支付产品\n\n爱好：围棋\n"
)
POSTING = "高级后端工程师\n任职要求：\n- 熟悉 Python、Django 和 PostgreSQL\n- 了解 Kubernetes\n"

# Named routes that are not pages a person reads, or that need what this world lacks.
NOT_PAGES = {
    # Answers to a form or a button (POST), redirects and file downloads.
    "set_language",
    "logout",
    "share_create",
    "share_revoke",
    "api_key_revoke",
    "conversation_create",
    "conversation_rename",
    "conversation_delete",
    "conversation_settings",
    "proposal_accept",
    "proposal_reject",
    "proposal_reapply",
    "proposals_accept",
    "proposals_reject",
    "change_undo",
    "tailor_start",
    "practice_start",
    "translate_start",
    "language_update",
    "language_conflict",
    "settle",
    "term_delete",
    "cover_letter_export",
    "account_export",
    "import_unplaced",
    "favicon",
    "playground_new",
    "maintenance_repair",
    "pushdown_all",
    "evaluation_start",
    "application_move",
    "application_delete",
    "application_file",
    "application_ics",
    "application_export",
    "posting_export",
    "posting_delete",
    "pushdown",
    "resume_create",
    "resume_rename",
    "resume_duplicate",
    "resume_delete",
    "resume_theme",
    "resume_undo",
    "resume_basics_save",
    "resume_entry_add",
    "resume_entry_save",
    "resume_entry_delete",
    "resume_entry_move",
    "export",
    "import_original",
    "public_share_pdf",
    "playground_file_download",
    "js_eval_sandbox",
    "playground_tools",
    # An evaluation's pages need a finished run of the evaluation (its own tests).
    "evaluation_detail",
    "evaluation_result",
}


def _world(client):
    from tests.factories import UserFactory

    user = UserFactory(username="lilei", is_staff=True)
    client.force_login(user)
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = ZH
    resume = services.resume_create(owner=user, title="我的简历", data=DOCUMENT, language="zh-hans")
    chat = Conversation.objects.create(owner=user, resume=resume, title="改简历")
    agent_edit(chat, "basics.label", "资深后端工程师", ask="把头衔改成资深后端工程师")
    call = agent_edit(chat, "work[0].highlights[1]", "带领五人团队", ask="改第二条")
    client.post(undo_url(call))
    review = Conversation.objects.create(owner=user, resume=resume, title="审阅", review_edits=True)
    propose(
        review,
        {"path": "basics.summary", "action": "update", "value": "七年 Python 后端开发经验。"},
        {"path": "skills", "action": "add", "value": {"name": "运维", "keywords": ["Kubernetes"]}},
    )
    data = {"title": "高级后端工程师", "company": "Globex", "description": POSTING}
    assert client.post(reverse("jobs:posting_list"), data).status_code == 302
    posting = JobPosting.objects.get()
    client.post(reverse("tailor_start", args=[posting.pk]), {"resume": resume.pk})
    version = TailoredVersion.objects.get()
    letter = "尊敬的 Globex 团队：\n\n我在 Acme 做了六年后端开发。\n\n此致\n李雷"
    client.post(reverse("cover_letter", args=[version.pk]), {"text": letter})
    client.post(reverse("io:share_create", args=[resume.pk]), {"expiry": "never"})
    protected = {"expiry": "never", "password": "口令 1234", "no_download": "on"}
    client.post(reverse("io:share_create", args=[resume.pk]), protected)
    coach()
    client.post(reverse("practice_start", args=[posting.pk]), {"resume": resume.pk})
    # An English version (offline: a copy), and a glossary term.
    client.post(reverse("translate_start", args=[resume.pk]), {"language": "en"})
    client.post(
        reverse("languages:glossary"),
        {"term": "字节跳动", "language": "en", "translation": "ByteDance"},
    )
    client.post(reverse("api_keys"), {"name": "笔记本"})
    client.post(
        reverse("applications:application_new"),
        {
            "resume": version.resume_id,
            "company": "Globex",
            "role": "高级后端工程师",
            "status": "applied",
            "next_step": "二面",
            "next_step_on": "2026-11-20",
            "contacts": "王经理",
        },
    )
    client.get(reverse("playground"))  # the staff playground's scratch resume and chat
    imported = client.post(reverse("io:import"), {"text": IMPORTED, "title": "导入的简历"})
    assert imported.status_code == 302, imported.content
    content = [
        [r.data for r in Resume.objects.all()],
        [r.title for r in Resume.objects.all()],
        [(p.title, p.company, p.description) for p in JobPosting.objects.all()],
        list(Message.objects.filter(role__in=PEOPLE).values_list("content", flat=True)),
        list(Provider.objects.values_list("name", "model", "slug")),
        list(Capability.objects.values_list("slug", flat=True)),
        available_sets(),
        user.username,
        letter,
        "ByteDance",
        ["二面", "王经理"],
    ]
    return {
        "user": user,
        "resume": resume,
        "chat": chat,
        "review": review,
        "posting": posting,
        "version": version,
        "practice": Conversation.objects.get(posting=posting),
        "allowed": words_of(*content),
        "imported": Resume.objects.get(title="导入的简历"),
        "language": LanguageVersion.objects.get(master=resume),
    }


def _pages(world) -> dict[str, str]:
    """Every page route's address in this world, by route name."""
    resume, version = world["resume"], world["version"]
    share = ShareLink.objects.filter(resume=resume, password_hash="").first()
    locked = ShareLink.objects.filter(resume=resume).exclude(password_hash="").first()
    playground = Conversation.objects.filter(kind=Conversation.Kind.PLAYGROUND).first()
    pages = {
        "dashboard": reverse("dashboard"),
        "resume_detail": reverse("resume_detail", args=[resume.pk]) + f"?c={world['chat'].pk}",
        "resume_review": reverse("resume_detail", args=[resume.pk]) + f"?c={world['review'].pk}",
        "resume_imported": reverse("resume_detail", args=[world["imported"].pk]) + "?imported=1",
        "resume_preview": reverse("resume_preview", args=[resume.pk]),
        "resume_theme_gallery": reverse("resume_theme_gallery", args=[resume.pk]),
        "resume_revisions": reverse("resume_revisions", args=[resume.pk]),
        "resume_compare": reverse("resume_compare", args=[resume.pk]) + "?old=1&new=3",
        "resume_section": reverse("resume_section", args=[resume.pk, "work"]),
        "resume_ats": reverse("resume_ats", args=[resume.pk]) + f"?posting={world['posting'].pk}",
        "resume_ats_score": reverse("resume_ats_score", args=[resume.pk]),
        "proposals_preview": reverse("proposals_preview", args=[world["review"].pk]),
        "import": reverse("io:import"),
        "share_list": reverse("io:share_list", args=[resume.pk]),
        "fit": reverse("io:fit", args=[resume.pk, 1]),
        "public_share": reverse("io:public_share", args=[share.token]) if share else "",
        "public_share_locked": reverse("io:public_share", args=[locked.token]) if locked else "",
        "resume_practice": reverse("resume_detail", args=[resume.pk])
        + f"?c={world['practice'].pk}",
        "api_keys": reverse("api_keys"),
        "mcp_connect": reverse("mcp_connect"),
        "password_change": reverse("password_change"),
        "password_change_done": reverse("password_change_done"),
        "posting_list": reverse("jobs:posting_list"),
        "posting_detail": reverse("jobs:posting_detail", args=[world["posting"].pk]),
        "match_panel": reverse("jobs:match_panel", args=[resume.pk])
        + f"?posting={world['posting'].pk}",
        "version_diff": reverse("jobs:version_diff", args=[version.pk]),
        "version_resume": reverse("resume_detail", args=[version.resume_id]),
        "cover_letter": reverse("cover_letter", args=[version.pk]),
        "language_version": reverse("language_version", args=[world["language"].resume_id]),
        "glossary": reverse("languages:glossary"),
        "playground": reverse("playground"),
        "maintenance": reverse("maintenance"),
        "evaluation_list": reverse("evaluation_list"),
        "usage_stats": reverse("usage_stats"),
        "account_data": reverse("account_data"),
        "account_delete": reverse("account_delete"),
        "application_board": reverse("applications:application_board"),
        "application_list": reverse("applications:application_list"),
        "application_calendar": reverse("applications:application_calendar") + "?month=2026-11",
        "application_outcomes": reverse("applications:application_outcomes"),
        "application_new": reverse("applications:application_new"),
        "application_import": reverse("applications:application_import"),
        "application_detail": reverse(
            "applications:application_detail", args=[Application.objects.get().pk]
        ),
    }
    if playground is not None:
        for name in ("playground_calls", "playground_files"):
            pages[name] = reverse(name, args=[playground.pk])
    return {name: url for name, url in pages.items() if url}


ANONYMOUS_PAGES = ("login", "signup")
# Words of the admin that stay as they are: Django's own Chinese names the keys "Control",
# "Command" and "Mac"; Django writes its boolean icons' and search icon's alt text in English
# ("True", "False", "Search") in every language; `true` is JSON in a help text's example.
ADMIN_ALLOWED = {"Control", "Command", "Mac", "True", "False", "Search", "true"}


def _route_names() -> set[str]:
    names: set[str] = set()

    def walk(patterns, namespace=""):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if str(pattern.pattern) in ("admin/", "api/v1/"):
                    continue
                walk(pattern.url_patterns, pattern.namespace or namespace)
            elif isinstance(pattern, URLPattern) and pattern.name:
                names.add(pattern.name)

    walk(get_resolver().url_patterns)
    return names


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    translation.activate(django_settings.LANGUAGE_CODE)


def test_every_page_route_is_checked_or_excused(client):
    world = _world(client)
    covered = set(_pages(world)) | set(ANONYMOUS_PAGES) | NOT_PAGES | set(TASK_PAGES)
    assert _route_names() - covered == set()


def test_no_english_left_on_any_page_in_chinese(client):
    world = _world(client)
    found: dict[str, list[str]] = {}
    for name, url in _pages(world).items():
        response = client.get(url)
        assert response.status_code == 200, (name, url, response.status_code)
        left = english_left(visible_text(response.content.decode()), world["allowed"])
        if left:
            found[name] = left
    client.logout()
    client.cookies[django_settings.LANGUAGE_COOKIE_NAME] = ZH
    for name in ANONYMOUS_PAGES:
        response = client.get(reverse(name))
        left = english_left(visible_text(response.content.decode()), set())
        if left:
            found[name] = left
    assert found == {}, json.dumps(found, ensure_ascii=False, indent=1)


TASK_PAGES = (
    "job_detail",
    "job_progress",
    "import_job",
    "import_job_progress",
    "pushdown_job",
    "pushdown_job_progress",
    "language_job",
    "language_job_progress",
)


def _waiting_task_pages(user, resume) -> dict[str, str]:
    """The pages of background tasks queued and not yet taken by a worker."""
    from agent.tasks.importing import correct_import
    from agent.tasks.languages import translate_language_version
    from agent.tasks.maintenance import repair_all_histories
    from agent.tasks.pushdown import push_down_all

    repair = repair_all_histories.enqueue()
    imported = correct_import.enqueue(resume_id=resume.pk, user_id=user.pk)
    pushdown = push_down_all.enqueue(master_id=resume.pk, user_id=user.pk)
    version = LanguageVersion.objects.get(master=resume)
    translating = translate_language_version.enqueue(
        version_id=version.resume_id, user_id=user.pk, mode="translate"
    )
    results = (repair, repair, imported, imported, pushdown, pushdown, translating, translating)
    return {
        name: reverse(name, kwargs={"result_id": result.id})
        for name, result in zip(TASK_PAGES, results, strict=True)
    }


def test_no_english_left_on_the_pages_of_waiting_tasks(client):
    world = _world(client)
    user = Resume.objects.get(pk=world["resume"].pk).owner
    found: dict[str, list[str]] = {}
    for name, url in _waiting_task_pages(user, world["resume"]).items():
        response = client.get(url)
        assert response.status_code == 200, (name, url, response.status_code)
        left = english_left(visible_text(response.content.decode()), world["allowed"])
        if left:
            found[name] = left
    assert found == {}, json.dumps(found, ensure_ascii=False, indent=1)


def test_the_checker_catches_an_english_word():
    html = '<p>已添加</p><p title="Added">x</p><code>work[0]</code><script>var a="b"</script>'
    assert english_left(visible_text(html), set()) == ["Added"]
    assert english_left(visible_text("<p>Added 李雷</p>"), {"李雷"}) == ["Added 李雷"]
    assert english_left(visible_text("<p>CV Agent · Acme</p>"), {"Acme"}) == []
    # Content allows its texts, not its keys; identifiers are not words.
    assert words_of({"work": [{"name": "Acme"}]}) == {"Acme"}
    assert english_left(["运行 manage.py eval_agent --json", "en-name"], set()) == []


def test_every_message_of_the_chinese_catalogue_is_translated_and_not_fuzzy():
    for option in ("--untranslated", "--only-fuzzy"):
        left = subprocess.run(
            ["msgattrib", option, "--no-obsolete", str(PO_FILE)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "msgid" not in left, f"{option}:\n{left[:3000]}"


def _admin_world(client) -> dict:
    """The page world, the person made a superuser, and a record of each kind the admin lists
    that the pages do not make: an LLM call, an evaluation run, a provider's probe and
    learned flag."""
    world = _world(client)
    user = world["user"]
    user.is_superuser = True
    user.save(update_fields=["is_superuser"])
    provider = Provider.objects.order_by("pk").first()
    # The Probe button pressed for real, against a provider that refuses native tools: the
    # page it leads to says what was found, and the form shows the report and learned flags.
    with FakeLLMServer(responder=obedient_responder, reject_tools=True) as fake:
        provider.base_url, provider.api_key_env = fake.base_url, ""
        provider.save(update_fields=["base_url", "api_key_env"])
        pressed = client.post(
            reverse("admin:agent_provider_probe", args=[provider.pk]), follow=True
        )
    world["probed"] = pressed.content.decode()
    provider.refresh_from_db()
    run = Run.objects.filter(conversation=world["chat"]).first()
    LLMCall.objects.create(run=run, conversation=world["chat"], provider=provider, model="m1")
    EvalRun.objects.create(task_set="basic", started_by=user)
    Group.objects.create(name="编辑")
    if not ApiKey.objects.exists():
        ApiKey.objects.create(owner=user, name="笔记本", prefix="cva_ab12", key_hash="0" * 64)
    repair_all_histories.enqueue()  # a task waiting for the worker
    world["provider"] = provider
    world["allowed"] = world["allowed"] | words_of(
        list(ShareLink.objects.values_list("token", flat=True)),
        list(ApiKey.objects.values_list("prefix", flat=True)),
        list(Provider.objects.values_list("base_url", "api_key_env", "notes")),
        # Why a flag was learned: the provider's refusal, as it answered.
        [entry.get("why", "") for entry in provider.learned.values()],
        list(Capability.objects.values_list("name", "description", "prompt_addendum")),
        list(CapabilityVersion.objects.values_list("name", "prompt_addendum")),
        [effective_system_prompt(capability) for capability in Capability.objects.all()],
        [get_tool(name).description for name in registered_tool_names()],
        list(ToolCall.objects.values_list("name", flat=True)),
        # What the records hold: revision summaries, task sets, the queue's task rows.
        list(ResumeRevision.objects.values_list("summary", flat=True)),
        list(EvalRun.objects.values_list("task_set", flat=True)),
        [(str(task), json.dumps(task.args_kwargs)) for task in DBTaskResult.objects.all()],
        # Django stores permission names in English ("Can add provider") and never translates
        # them: rows of the database, like the content.
        list(Permission.objects.values_list("name", flat=True)),
        user.email,
    )
    return world


def _admin_pages(world) -> dict[str, str]:
    """The admin's index, each registered model's list and the change form of one of its
    records (the provider's is the one with the Probe button)."""
    pages = {"admin:index": reverse("admin:index")}
    for model in admin.site._registry:
        info = f"admin:{model._meta.app_label}_{model._meta.model_name}"
        pages[f"{info}_changelist"] = reverse(f"{info}_changelist")
        record = world["provider"] if model is Provider else model.objects.order_by("pk").first()
        if record is not None:
            pages[f"{info}_change"] = reverse(f"{info}_change", args=[record.pk])
    return pages


def test_no_english_left_in_the_admin_in_chinese(client):
    world = _admin_world(client)
    pages = _admin_pages(world)
    # Every registered model's list and one change form, the provider's with its Probe button.
    missing = {f"{m._meta.label}" for m in admin.site._registry} - {
        f"{m._meta.label}"
        for m in admin.site._registry
        if f"admin:{m._meta.app_label}_{m._meta.model_name}_change" in pages
    }
    assert missing == set()
    assert "探测：推荐策略 prompt" in world["probed"]
    found: dict[str, list[str]] = {}
    left = english_left(visible_text(world["probed"]), world["allowed"] | ADMIN_ALLOWED)
    if left:
        found["admin:agent_provider_probe"] = left
    for name, url in pages.items():
        response = client.get(url)
        assert response.status_code == 200, (name, url, response.status_code)
        html = response.content.decode()
        if name == "admin:agent_provider_change":
            assert 'id="probe-button"' in html and 'id="probe-report"' in html
        left = english_left(visible_text(html), world["allowed"] | ADMIN_ALLOWED)
        if left:
            found[name] = left
    assert found == {}, json.dumps(found, ensure_ascii=False, indent=1)
