"""Wrong types in form fields never give a 500: every route of the URL conf (the app's and the
admin's) is POSTed hostile values, and must answer a 4xx (or the form again), never a server
error.

The routes are enumerated from the URL conf, so a new view cannot escape: a route whose URL
argument this test cannot fill fails the test until a value is added to `_url_values`. The
field names come from the pages themselves: every page that answers GET is fetched and each
`name="..."` in it (with its value, as a valid baseline) is collected.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from django.apps import apps
from django.core.cache import cache
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from agent.api.keys import create_api_key
from agent.models import ApiKey, Conversation, Proposal, VirtualFile
from agent.review import propose_edits
from resumes import services
from resumes.applications.models import Application
from resumes.applications.services import application_create
from resumes.models import Resume, ShareLink
from resumes.postings.models import JobPosting, TailoredVersion
from resumes.postings.services import posting_create, version_create
from tests.factories import ConversationFactory, ProviderFactory, ToolCallFactory, UserFactory

pytestmark = pytest.mark.django_db

BAD_NUMBERS = ["abc", "", "1.5", "-1", "0", "99999999999999999999999", "١٢", "0x10"]
# Django's own admin gets fewer (its forms are Django's): the ones that break hand-made code.
ADMIN_BAD_NUMBERS = ["abc", "-1", "99999999999999999999999"]
# Loose values some views read, that no page shows until a situation arises (a stale form).
EXTRA_FIELDS = {"seen_version": "1", "overwrite": "1"}
BAD_TEXTS = ["x" * 20_000, "nul\x00byte", "<script>alert(1)</script>", '{"a": [1, 2]}']
# Routes signed-in people are redirected away from; they are posted to signed out.
ANONYMOUS_ROUTES = {"login", "signup", "admin:login"}
_PARAM = re.compile(r"<(?:(?P<converter>\w+):)?(?P<name>\w+)>|\(\?P<(?P<group>\w+)>[^)]*\)")
_FIELD = re.compile(r'<(?:input|select|textarea|button)\b[^>]*?\bname="([^"]+)"[^>]*>', re.I)
_VALUE = re.compile(r'\bvalue="([^"]*)"')


@dataclass
class Route:
    pattern: str
    name: str


def _routes(patterns, prefix: str = "", namespace: str = "") -> Iterator[Route]:
    for entry in patterns:
        if isinstance(entry, URLResolver):
            inner = (
                f"{namespace}:{entry.namespace}"
                if entry.namespace and namespace
                else (entry.namespace or namespace)
            )
            yield from _routes(entry.url_patterns, prefix + str(entry.pattern), inner or "")
        elif isinstance(entry, URLPattern):
            name = f"{namespace}:{entry.name}" if namespace else (entry.name or "")
            yield Route(prefix + str(entry.pattern), name or "(unnamed)")


ROUTES = list(_routes(get_resolver().url_patterns))


@dataclass
class World:
    """One staff member's objects, fresh for each route (a delete must not starve the next)."""

    user: object
    resume: Resume
    conversation: Conversation
    playground: Conversation
    link: ShareLink
    proposal: Proposal
    api_key: ApiKey
    posting: JobPosting
    version: TailoredVersion
    application: Application


def _world() -> World:
    user = UserFactory(username="root", is_staff=True, is_superuser=True)
    UserFactory(username="victim")  # what the admin's user pages change or delete
    ProviderFactory(slug="fake")
    resume = services.resume_create(owner=user, title="CV", language="en", starter=True)
    scratch = services.resume_create(
        owner=user, title="Scratch", language="en", starter=True, is_scratch=True
    )
    conversation = ConversationFactory(owner=user, resume=resume, capability=None)
    playground = ConversationFactory(owner=user, resume=scratch, kind="playground")
    VirtualFile.objects.create(conversation=playground, path="notes.txt", content="hi", size=2)
    link = ShareLink.objects.create(resume=resume)
    call = ToolCallFactory(message__conversation=conversation, name="CVEditor")
    (proposal,) = propose_edits(
        conversation=conversation,
        resume=resume,
        tool_call=call,
        run_id=None,
        operations=[{"path": "basics.name", "action": "update", "value": "Ada Lovelace"}],
    )
    api_key = create_api_key(owner=user, name="script").key
    posting = posting_create(
        owner=user, title="Engineer", company="Acme", description="Python and Django, 3 years."
    )
    version = version_create(master=resume, posting=posting)
    application = application_create(
        owner=user, resume=version.resume, next_step="Call", next_step_on=datetime.date(2026, 5, 4)
    )
    return World(
        user,
        resume,
        conversation,
        playground,
        link,
        proposal,
        api_key,
        posting,
        version,
        application,
    )


def _admin_object_id(route: Route) -> str:
    match = re.match(r"admin:(\w+?)_(\w+?)_\w+$", route.name)
    if not match:
        return "1"
    for model in apps.get_models():
        meta = model._meta
        if route.name.startswith(f"admin:{meta.app_label}_{meta.model_name}_"):
            first = model.objects.order_by("-pk").first()
            return str(first.pk) if first else "1"
    return "1"


def _url_values(route: Route, world: World) -> dict[str, str]:
    conversation = world.playground if "playground" in route.pattern else world.conversation
    return {
        "resume_id": str(world.resume.pk),
        "conversation_id": str(conversation.pk),
        "link_id": str(world.link.pk),
        "version": "1",
        "section": "work",
        "index": "0",
        "fmt": "json",
        "token": world.link.token,
        "path": "notes.txt",
        "object_id": _admin_object_id(route),
        "id": str(UserFactory(username="victim").pk),
        "content_type_id": "1",
        "app_label": "agent",
        "url": "no/such/page/",
        "proposal_id": str(world.proposal.pk),
        # Undo and the staff evaluation pages read no form fields: an unknown id is a 404.
        "call_id": "call_unknown",
        "eval_run_id": "1",
        "result_id": "1",
        "key_id": str(world.api_key.pk),
        "posting_id": str(world.posting.pk),
        "version_id": str(world.version.pk),
        "term_id": "1",
        "application_id": str(world.application.pk),
        "kind": "resume",
        "pages": "1",
    }


def _url(route: Route, world: World) -> str:
    values = _url_values(route, world)

    def fill(match: re.Match) -> str:
        name = match.group("name") or match.group("group")
        assert name in values, (
            f"{route.name} ({route.pattern}) has a URL argument {name!r} this test cannot fill: "
            "add a value for it to _url_values so the view is covered"
        )
        return values[name]

    path = _PARAM.sub(fill, route.pattern).replace("^", "").replace("$", "")
    return "/" + path


def _client(world: World, route: Route) -> Client:
    client = Client()
    if route.name not in ANONYMOUS_ROUTES:
        client.force_login(world.user)
    return client


def _fields(html: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for tag in _FIELD.finditer(html):
        name = tag.group(1)
        value = _VALUE.search(tag.group(0))
        if name != "csrfmiddlewaretoken" and name not in fields:
            fields[name] = value.group(1) if value else "x"
    return fields


@pytest.fixture(scope="module")
def baseline(django_db_setup, django_db_blocker) -> dict[str, dict[str, str]]:
    """Every field name the app's pages (and, apart, the admin's) post, with a sample value."""
    found: dict[str, dict[str, str]] = {"app": {}, "admin": {}}
    with django_db_blocker.unblock():
        from django.db import transaction

        with transaction.atomic():
            world = _world()
            for route in ROUTES:
                response = _client(world, route).get(_url(route, world) + "?c=")
                if response.status_code == 200 and "html" in response.get("Content-Type", ""):
                    side = "admin" if route.name.startswith("admin:") else "app"
                    for name, value in _fields(response.text).items():
                        found[side].setdefault(name, value)
            for section in ("basics", "education", "skills", "projects"):
                client = _client(world, ROUTES[0])
                page = client.get(f"/resumes/{world.resume.pk}/edit/{section}/").text
                for name, value in _fields(page).items():
                    found["app"].setdefault(name, value)
            transaction.set_rollback(True)
    return found


def _numeric_stems(fields: dict[str, str]) -> dict[str, list[str]]:
    """Numeric fields by what they are (`work-0-version` and `version` are both `version`)."""
    stems: dict[str, list[str]] = {}
    for name, value in fields.items():
        if value.isdigit():
            stem = re.sub(r"^[\w]+?-\d+-|_\d+_", "", name)
            stems.setdefault(stem, []).append(name)
    return stems


def _payloads(fields: dict[str, str], world: World, *, admin: bool) -> Iterator[tuple[str, dict]]:
    version = str(Resume.objects.get(pk=world.resume.pk).version)
    valid = {**fields, **EXTRA_FIELDS}
    valid.update({name: version for name in valid if "version" in name})
    yield "nothing posted", {}
    yield "valid values", valid
    stems = _numeric_stems(valid)
    for stem, names in stems.items():
        for bad in ADMIN_BAD_NUMBERS if admin else BAD_NUMBERS:
            yield f"{stem}={bad!r}", {**valid, **dict.fromkeys(names, bad)}
        yield f"{stem} twice", {**valid, **{name: [valid[name], "abc"] for name in names}}
    numeric = {name for names in stems.values() for name in names}
    text_fields = [name for name in valid if name not in numeric]
    for bad in BAD_TEXTS:
        yield f"every text field={bad[:12]!r}", {**valid, **dict.fromkeys(text_fields, bad)}
    yield "every field twice", {name: [value, value + "1"] for name, value in valid.items()}


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.name)
def test_hostile_posts_never_give_a_server_error(route, baseline):
    cache.clear()  # the sign-in throttle's counters
    world = _world()
    url = _url(route, world)
    admin = route.name.startswith("admin:")
    fields = baseline["admin" if admin else "app"]
    if admin:
        # The admin's forms post to their own page: that page's fields, when it has a form.
        own = _fields(_client(world, route).get(url).text)
        fields = own or fields
    client = _client(world, route)
    for label, data in _payloads(fields, world, admin=admin):
        if "logout" in route.name:
            client = _client(world, route)  # signed out by the previous post
        response = client.post(url, data)
        assert response.status_code < 500, f"POST {url} with {label}: {response.status_code}"
        if response.status_code == 405:
            return  # not a view that takes a POST at all, whatever is posted
        if response.status_code == 400:
            assert b"Bad Request (400)" not in response.content, (
                f"POST {url} with {label}: a bare 400 without a message"
            )


def test_a_wrong_type_is_answered_400_with_what_was_wrong(client):
    world = _world()
    client.force_login(world.user)
    url = f"/resumes/{world.resume.pk}/edit/work/add/"
    response = client.post(url, {"version": "v2"})
    assert response.status_code == 400
    assert "must be a whole number" in response.text and "“version”" in response.text
    assert Resume.objects.get(pk=world.resume.pk).version == 1  # nothing changed
