"""What a guarded turn decides for a message, before any model runs (English and Chinese)."""

from __future__ import annotations

import pytest

from agent.engine.guarded.decision import decide
from agent.engine.guarded.reading import language_of, read_message
from agent.engine.guarded.repetition import RepeatStop, repeats
from agent.engine.guarded.scope import EditScope

RESUME = {
    "basics": {
        "name": "Jordan Lee",
        "label": "Senior Engineer",
        "email": "jordan.lee@example.com",
        "phone": "+1 512 555 0142",
    },
    "work": [
        {"name": "Initech", "position": "Senior Engineer"},
        {"name": "Globex", "position": "Software Engineer"},
    ],
    "skills": [{"name": "Python"}, {"name": "COBOL"}, {"name": "Go"}],
}
TOOLS = ["CVReader", "CVEditor", "CVBatchEditor", "askHuman", "stop", "think"]


def ops(text: str) -> list[dict]:
    decision = decide(text, RESUME, TOOLS)
    assert decision.kind == "edit", (text, decision)
    return decision.operations


@pytest.mark.parametrize(
    ("text", "path", "value"),
    [
        (
            "Change my headline to Senior Compiler Engineer",
            "basics.label",
            "Senior Compiler Engineer",
        ),
        ("Make my title Mathematician", "basics.label", "Mathematician"),
        ("Set my email to jordan@newmail.example.", "basics.email", "jordan@newmail.example"),
        ("my email is jane@example.org", "basics.email", "jane@example.org"),
        ("Hi, can you set my email to jane@example.org?", "basics.email", "jane@example.org"),
        ("Please change my name to Jane Smith", "basics.name", "Jane Smith"),
        ("Set my phone to +1 415 555 0123", "basics.phone", "+1 415 555 0123"),
        ("Update my city: Oslo", "basics.location", {"city": "Oslo"}),
        ("I moved to Berlin", "basics.location", {"city": "Berlin"}),
        ("把我的电话改成 +86 138 0000 0000", "basics.phone", "+86 138 0000 0000"),
        ("把我的职位头衔改成首席编译器工程师", "basics.label", "首席编译器工程师"),
        ("请把我的邮箱改为 li@example.cn", "basics.email", "li@example.cn"),
        ("把我的名字改成李雷", "basics.name", "李雷"),
    ],
)
def test_simple_field_edits_are_understood_without_a_model(text, path, value):
    assert ops(text) == [{"path": path, "action": "update", "value": value}]


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("Add Rust to my skills", ["Rust"]),
        ("add skill: Kubernetes", ["Kubernetes"]),
        ("Add Rust, Zig and Go to my skills", ["Rust", "Zig"]),  # Go is there already
        ("添加技能 Rust", ["Rust"]),
        ("把 Kotlin 添加到我的技能", ["Kotlin"]),
    ],
)
def test_adding_skills_appends_only_new_ones(text, skills):
    assert ops(text) == [
        {"path": "skills", "action": "add", "value": {"name": name}} for name in skills
    ]


def test_several_simple_requests_in_one_message_are_each_made():
    english = (
        "Change my title to Staff Engineer, my city to Denver, and add Kubernetes to my skills."
    )
    chinese = "把我的职位改成资深后端工程师，城市改成上海，再在技能里加上 Kubernetes。"
    assert [op["path"] for op in ops(english)] == ["basics.label", "basics.location", "skills"]
    assert ops(chinese)[0] == {
        "path": "basics.label",
        "action": "update",
        "value": "资深后端工程师",
    }
    assert ops(chinese)[2]["value"] == {"name": "Kubernetes"}


def test_a_value_never_swallows_another_request_or_a_polite_tail():
    assert ops("My email address is now jordan@lee.dev, please update it.") == [
        {"path": "basics.email", "action": "update", "value": "jordan@lee.dev"}
    ]
    # Unread as a whole, it is no simple edit: the title never becomes the rest of the message.
    decision = decide("Set my title to Staff Engineer and then add a job at Acme", RESUME, TOOLS)
    assert decision.kind == "model_edit"


def test_a_summary_keeps_its_own_words_and_punctuation():
    assert ops("Set my summary to: Builds boring, reliable systems.") == [
        {"path": "basics.summary", "action": "update", "value": "Builds boring, reliable systems."}
    ]


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("Remove the COBOL skill", "skills[1]"),
        ("Remove COBOL from my skills", "skills[1]"),
        ("Delete the Globex entry", "work[1]"),
        ("删除技能 COBOL", "skills[1]"),
        ("删除 Globex 这段工作经历", "work[1]"),
        ("Delete my phone number", "basics.phone"),
    ],
)
def test_removing_an_entry_finds_it_by_its_name(text, path):
    assert ops(text) == [{"path": path, "action": "delete", "value": None}]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Set my email to not-an-email", "does not look like an email"),
        ("Add Go to my skills", "already include Go"),
        ("Remove the Fortran skill", "no entry called “Fortran”"),
        ("把我的电话改成 abc", "不是电话号码"),
    ],
)
def test_a_simple_request_that_cannot_be_done_changes_nothing_and_says_why(text, words):
    decision = decide(text, RESUME, TOOLS)
    assert decision.kind == "say" and not decision.operations
    assert words in decision.reply


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Hi, what can you do?", "Add Rust to my skills"),
        ("你好，你能做什么？", "添加技能 Rust"),
        ("What is my current headline?", "“Senior Engineer”"),
        ("Which companies have I worked for?", "Initech (Senior Engineer), Globex"),
        ("Don't change anything. What is my current job title?", "Senior Engineer"),
        ("我的电话是多少？", "+1 512 555 0142"),
        ("Translate my resume into Chinese", "add a provider"),
        ("Rewrite my summary so it sounds better", "Providers"),
        ("请帮我把简历翻译成英文", "添加一个服务商"),
        ("Fix the typo please", "couldn't tell which part"),
    ],
)
def test_messages_that_ask_no_simple_change_get_a_fixed_reply_and_no_edit(text, words):
    decision = decide(text, RESUME, TOOLS)
    assert decision.kind == "say" and not decision.operations
    assert words in decision.reply


def test_a_general_english_question_goes_to_the_model_without_tools():
    assert decide("What makes a good resume?", RESUME, TOOLS).kind == "answer"
    # Chinese: the embedded model cannot write it, so a plain reply instead.
    assert decide("怎样写好一份简历？", RESUME, TOOLS).kind == "say"


def test_an_edit_the_rules_cannot_make_goes_to_the_model_held_to_what_it_names():
    decision = decide("Add a job at Acme as a backend engineer since 2021", RESUME, TOOLS)
    assert decision.kind == "model_edit"
    assert decision.scope.prefixes == {"work"}


def test_the_headline_never_scopes_the_name():
    reading = read_message("Change my headline to something catchier for recruiters")
    assert "basics.label" in reading.fields and "basics.name" not in reading.fields
    scope = EditScope(reading.fields)
    assert scope.refusal([{"path": "basics.label", "action": "update", "value": "x"}]) == ""
    refusal = scope.refusal([{"path": "basics.name", "action": "update", "value": "Jane"}])
    assert refusal.startswith("Refused: the person's message did not ask to change basics.name")
    # A whole `basics` object written over the label still counts as touching the name.
    assert scope.outside([{"path": "basics", "action": "update", "value": {"name": "J"}}])


def test_scope_allows_an_object_written_above_a_named_part():
    scope = EditScope(frozenset({"basics.location.city"}))
    assert scope.allows("basics.location", {"city": "Oslo"})
    assert not scope.allows("basics.location", {"city": "Oslo", "countryCode": "NO"})
    assert scope.allows("basics.location.city", "Oslo")


def test_language_is_the_messages_own():
    assert language_of("把我的电话改成 +86 138 0000 0000") == "zh"
    assert language_of("Add Rust to my skills") == "en"


def test_an_answer_stops_at_its_first_repeated_sentence():
    looping = "I'm sorry, " * 120
    assert looping[: repeats(looping)] == "I'm sorry,"
    text = "Your title is Engineer. Ask me to change it. Your title is Engineer. Again."
    assert text[: repeats(text)].strip() == "Your title is Engineer. Ask me to change it."
    assert repeats("Python, Go, Rust.") == len("Python, Go, Rust.")


def test_repeat_stop_streams_only_unrepeated_pieces():
    watch = RepeatStop()
    shown = "".join(watch.feed(piece) for piece in ["Hello", " there. ", "I'm sorry", ", I'm "])
    shown += "".join(watch.feed(piece) for piece in ["sorry, I'm sorry, I'm sorry"])
    assert watch.stopped
    assert shown + watch.flush() == "Hello there. I'm sorry,"
    assert watch.answer == "Hello there. I'm sorry,"


def test_the_most_specific_part_named_scopes_the_edit():
    decision = decide("Delete the second highlight of my Initech job.", RESUME, TOOLS)
    assert decision.kind == "model_edit" and decision.scope.prefixes == {"work.highlights"}
    scope = decision.scope
    assert scope.refusal([{"path": "work[0].highlights[1]", "action": "delete"}]) == ""
    assert "did not ask to change work[0]" in scope.refusal(
        [{"path": "work[0]", "action": "delete"}]
    )
    whole = scope.refusal([{"path": "work[0].highlights", "action": "delete"}])
    assert whole.startswith("Refused: deleting all of work[0].highlights was not asked")


def test_the_model_server_stops_generating_a_plain_answer_at_its_first_repeat():
    from agent.local.server import completion_of, until_repeated

    closed = []

    def chunks():
        try:
            yield {
                "id": "x",
                "created": 1,
                "model": "m",
                "choices": [{"index": 0, "delta": {"role": "assistant"}}],
            }
            for _ in range(200):
                yield {
                    "id": "x",
                    "created": 1,
                    "model": "m",
                    "choices": [{"index": 0, "delta": {"content": "I'm sorry, "}}],
                }
        finally:
            closed.append(True)

    class Llama:
        n_tokens = 50

        def tokenize(self, text, add_bos=False, special=False):
            return text.split()

    answer = completion_of(until_repeated(chunks()), Llama())
    assert answer["choices"][0]["message"]["content"].strip() == "I'm sorry,"
    assert answer["choices"][0]["finish_reason"] == "stop"
    assert closed == [True]  # generation stopped, not read to the end
    assert answer["usage"]["completion_tokens"] == 2
