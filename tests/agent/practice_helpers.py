"""What the interview-practice tests share: the seeded coach, a resume and a posting, and the
fake model's five questions, feedback and summary."""

from __future__ import annotations

from agent.fakes.script import Reply, ScriptedCall
from agent.models import Capability
from agent.seeds import seeded
from resumes.postings.services import posting_create
from resumes.schema import validate_document
from tests.factories import ResumeFactory

DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "label": "Backend Engineer"},
    "work": [
        {
            "name": "Tencent",
            "position": "Backend Engineer",
            "startDate": "2021-03",
            "highlights": ["Cut API latency by 40% with Redis caching"],
        }
    ],
    "skills": [{"name": "Python", "keywords": ["Django", "PostgreSQL"]}],
}
POSTING = (
    "Senior Python engineer at Acme Payments. Requirements: Python, Django, PostgreSQL and "
    "Kafka; experience leading a team is a plus."
)
ANSWERS = [
    "At Tencent I cut API latency by 40% by caching hot queries in Redis.",
    "I used Django with PostgreSQL for five years, mostly the ORM and migrations.",
    "I have not used Kafka in production, but I read its docs.",
    "I led two juniors during a payment migration.",
    "I want to work on payments at scale.",
]


def coach() -> Capability:
    """The interview-coach capability as the migration seeds it (a transactional test's
    flush may have removed the seeded row)."""
    values = seeded("interview-coach")
    fields = {k: v for k, v in values.items() if k != "slug"}
    capability, _ = Capability.objects.get_or_create(slug=values["slug"], defaults=fields)
    return capability


def practice_world(user):
    resume = ResumeFactory(owner=user, title="Main resume", data=validate_document(DOCUMENT))
    posting = posting_create(owner=user, title="Senior Python engineer", description=POSTING)
    return resume, posting


def question(number: int, text: str, *, feedback: str = "", zh: bool = False) -> Reply:
    lead = f"第 {number} 题（共 5 题）：" if zh else f"Question {number} of 5: "
    return Reply(content=f"{feedback}\n\n{lead}{text}".strip())


def five_question_script(*, zh: bool = False) -> list[Reply]:
    """The coach reads the posting and the resume, then asks five questions one at a time,
    gives feedback naming the answer, and ends with a summary."""
    if zh:
        questions = [
            "请讲讲你在腾讯降低接口延迟的经历？",
            "你用 Django 和 PostgreSQL 做过什么？",
            "你有 Kafka 的经验吗？",
            "你带过团队吗？",
            "你为什么想加入 Acme？",
        ]
        feedback = "点评：你提到了“{}”，可以按 STAR 补充结果。"
        summary = "总结：优点是数字具体；需改进的是 Kafka 经验。"
    else:
        questions = [
            "Tell me about the time you cut API latency at Tencent?",
            "What have you built with Django and PostgreSQL?",
            "What is your experience with Kafka?",
            "Have you led a team?",
            "Why do you want this job at Acme?",
        ]
        feedback = "Feedback: you mentioned “{}”; add the result, as STAR asks."
        summary = "Summary: strengths: concrete numbers (40%). To improve: Kafka, team lead."
    replies = [
        Reply(
            tool_calls=[
                ScriptedCall(name="PostingReader", arguments={}),
                ScriptedCall(name="CVReader", arguments={"path": "work"}),
            ]
        ),
        question(1, questions[0], zh=zh),
    ]
    keys = ["Redis", "Django", "Kafka", "juniors"]
    for number in range(2, 6):
        replies.append(
            question(
                number, questions[number - 1], feedback=feedback.format(keys[number - 2]), zh=zh
            )
        )
    replies.append(Reply(content=feedback.format("payments") + "\n\n" + summary))
    return replies
