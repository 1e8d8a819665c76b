"""factory-boy factories for every model."""

from __future__ import annotations

from datetime import timedelta

import factory
from django.contrib.auth import get_user_model
from django.utils import timezone

from agent import models as agent_models
from resumes import models as resume_models


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda u: f"{u.username}@example.com")
    password = factory.django.Password("correct-horse-battery")


class ResumeFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = resume_models.Resume

    owner = factory.SubFactory(UserFactory)
    title = factory.Sequence(lambda n: f"Resume {n}")
    data = factory.LazyFunction(
        lambda: {
            "basics": {"name": "Grace Hopper", "email": "grace@example.com", "label": "Engineer"},
            "work": [
                {
                    "name": "Remington Rand",
                    "position": "Senior Mathematician",
                    "startDate": "1949",
                    "highlights": ["Wrote the first compiler"],
                }
            ],
            "skills": [{"name": "COBOL", "keywords": ["compilers"]}],
        }
    )


class ResumeRevisionFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = resume_models.ResumeRevision

    resume = factory.SubFactory(ResumeFactory)
    version = factory.Sequence(lambda n: n + 2)
    source = resume_models.RevisionSource.USER
    snapshot = factory.LazyAttribute(lambda r: r.resume.data)


class ShareLinkFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = resume_models.ShareLink

    resume = factory.SubFactory(ResumeFactory)


class ProviderFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.Provider
        django_get_or_create = ("slug",)

    slug = factory.Sequence(lambda n: f"provider-{n}")
    name = factory.Sequence(lambda n: f"Provider {n}")
    base_url = "http://127.0.0.1:9/v1"
    model = "fake-model"
    api_key_env = ""


class CapabilityFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.Capability
        django_get_or_create = ("slug",)

    slug = factory.Sequence(lambda n: f"capability-{n}")
    name = factory.Sequence(lambda n: f"Capability {n}")
    tool_policy = agent_models.Capability.ToolPolicy.WHITELIST
    tools = factory.LazyFunction(
        lambda: ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]
    )


class ConversationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.Conversation

    resume = factory.SubFactory(ResumeFactory)
    owner = factory.LazyAttribute(lambda c: c.resume.owner)
    capability = factory.SubFactory(CapabilityFactory)


class RunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.Run

    conversation = factory.SubFactory(ConversationFactory)
    status = agent_models.RunStatus.COMPLETED


class MessageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.Message

    conversation = factory.SubFactory(ConversationFactory)
    seq = factory.Sequence(lambda n: n + 1)
    role = agent_models.Role.USER
    content = "Hello"


class ToolCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.ToolCall

    message = factory.SubFactory(MessageFactory, role=agent_models.Role.ASSISTANT, content="")
    conversation = factory.LazyAttribute(lambda c: c.message.conversation)
    call_id = factory.Sequence(lambda n: f"call_{n}")
    name = "CVReader"
    arguments_raw = '{"path": "basics.name"}'
    arguments = factory.LazyFunction(lambda: {"path": "basics.name"})


class ToolResultFactory(factory.django.DjangoModelFactory):
    """A tool result: a tool-role `Message` pointing to its call."""

    class Meta:
        model = agent_models.Message

    tool_call = factory.SubFactory(ToolCallFactory)
    conversation = factory.LazyAttribute(lambda m: m.tool_call.conversation)
    seq = factory.Sequence(lambda n: n + 100_000)
    role = agent_models.Role.TOOL
    status = agent_models.ResultStatus.OK
    content = '"Grace Hopper"'


class LLMCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.LLMCall

    conversation = factory.SubFactory(ConversationFactory)
    run = factory.SubFactory(RunFactory, conversation=factory.SelfAttribute("..conversation"))
    model = "fake-model"
    created_at = factory.LazyFunction(timezone.now)


class VirtualFileFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = agent_models.VirtualFile

    conversation = factory.SubFactory(ConversationFactory)
    path = factory.Sequence(lambda n: f"notes/file{n}.txt")
    content = "hello"
    size = 5


def broken_history() -> agent_models.Run:
    """A conversation whose process died mid-run: a stale running run (no heartbeat for an
    hour) with a tool call that never got its result, for the history repair to find."""
    conversation = ConversationFactory()
    run = RunFactory(
        conversation=conversation,
        status=agent_models.RunStatus.RUNNING,
        heartbeat_at=timezone.now() - timedelta(hours=1),
    )
    message = MessageFactory(conversation=conversation, run=run, role="assistant")
    ToolCallFactory(conversation=conversation, message=message)
    return run
