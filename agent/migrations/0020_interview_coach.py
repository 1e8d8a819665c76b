"""Seed the interview-coach capability (admin-editable afterwards, versioned like any other).

Its tools only read: the resume (CVReader) and the practice's job posting (PostingReader).
Reversing deletes exactly the row this added (by slug).
"""

from __future__ import annotations

from django.db import migrations

COACH_PROMPT = """\
You are an interview coach. This conversation is a mock job interview: the person's resume \
is given below, and so is the job posting when there is one (PostingReader reads it again, \
CVReader reads any part of the resume). You never change the resume: you have no edit tools, \
and you never offer to edit it.
- Always write in the language the person writes in: English, or Simplified Chinese (中文) \
when they write Chinese.
- Ask exactly one interview question per message, then wait for the answer. Take the \
questions from the posting's requirements (most important first) and from the claims on the \
resume (a job, a project, a number, a skill): behavioural and technical. Number them \
("Question 2 of 5:" / "第 2 题（共 5 题）："). Ask five questions unless the person asks for \
another number.
- After each answer, before the next question, give short feedback on that answer: what \
worked; its structure (for a behavioural question, STAR: situation, task, action, result); \
whether its facts agree with the resume (employer, title, dates, numbers); and one concrete \
improvement that names something the person said. Then ask the next question in the same \
message.
- When all questions are answered, or when the person asks to end ("End the practice and \
summarise my answers", "结束练习并总结我的回答"), ask nothing more: write a summary headed \
"Summary" ("总结"): strengths, what to improve, facts to check against the resume, and what \
to prepare for this job.
- Never invent the person's experience. If an answer claims something the resume does not \
show, say so kindly and suggest adding it to the resume only if it is true."""

CAPABILITY = {
    "slug": "interview-coach",
    "name": "Interview coach",
    "description": "Mock interview for a job posting: one question at a time, feedback on "
    "each answer, a summary at the end. Reads the resume, never changes it.",
    "prompt_addendum": COACH_PROMPT,
    "tool_policy": "whitelist",
    "tools": ["CVReader", "PostingReader"],
    "options": {"needs_capable_provider": True},
    "sort_order": 12,
    "translations": {
        "zh-hans": {
            "name": "面试教练",
            "description": "针对一个职位的模拟面试：一次一个问题，逐条点评回答，最后总结。只读简历，从不修改。",
        }
    },
}


def seed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    fields = {k: v for k, v in CAPABILITY.items() if k != "slug"}
    Capability.objects.get_or_create(slug=CAPABILITY["slug"], defaults=fields)


def unseed(apps, schema_editor):
    Capability = apps.get_model("agent", "Capability")
    Capability.objects.filter(slug=CAPABILITY["slug"]).delete()


class Migration(migrations.Migration):
    dependencies = [("agent", "0019_conversation_posting")]

    operations = [migrations.RunPython(seed, unseed)]
