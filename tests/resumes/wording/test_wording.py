"""Changes in plain words (resumes.wording): every section's paths, every operation, both
languages; revisions as the history shows them."""

from __future__ import annotations

import pytest
from django.utils import translation

from resumes import services
from resumes.models import Resume, ResumeRevision
from resumes.wording import describe_change, describe_changes, describe_revision
from resumes.wording.changes import ordinal
from resumes.wording.revisions import describe_revisions, documents_at

DOCUMENT = {
    "basics": {
        "name": "Ada Lovelace",
        "label": "Engineer",
        "summary": "Builds things.",
        "location": {"city": "London"},
        "profiles": [{"network": "LinkedIn", "url": "https://linkedin.com/in/ada"}],
    },
    "work": [
        {"name": "Acme", "position": "Software Engineer", "highlights": ["Shipped v1"]},
        {"name": "Globex"},
    ],
    "volunteer": [{"organization": "Code Club", "position": "Mentor", "highlights": ["Taught"]}],
    "education": [{"institution": "MIT", "area": "Computer Science", "courses": ["Algorithms"]}],
    "awards": [{"title": "Best Paper", "awarder": "ACM"}],
    "certificates": [{"name": "AWS Architect", "issuer": "Amazon"}],
    "publications": [{"name": "On Engines", "publisher": "Royal Society"}],
    "skills": [{"name": "Python", "keywords": ["Django", "asyncio"]}],
    "languages": [{"language": "French", "fluency": "Fluent"}],
    "interests": [{"name": "Chess", "keywords": ["openings"]}],
    "references": [{"name": "Charles Babbage", "reference": "Brilliant."}],
    "projects": [{"name": "CV Agent", "highlights": ["Chat"], "keywords": ["LLM"]}],
}

# (op, path, value, English, Chinese)
CASES = [
    ("replace", "basics.name", None, "Changed your name", "修改了姓名"),
    ("replace", "basics.label", None, "Changed the headline", "修改了职位头衔"),
    ("update", "basics.summary", None, "Rewrote the summary", "改写了个人简介"),
    ("add", "basics.phone", "+44", "Added the phone number", "添加了电话号码"),
    ("remove", "basics.email", None, "Removed the email address", "删除了电子邮箱"),
    ("replace", "basics.location.city", None, "Changed the city", "修改了城市"),
    ("replace", "basics.image", None, "Changed the photo", "修改了照片"),
    ("replace", "basics.url", None, "Changed the website", "修改了个人网站"),
    (
        "replace",
        "basics.profiles[0].url",
        None,
        "Changed the link of the LinkedIn profile",
        "修改了 LinkedIn 主页的链接",
    ),
    (
        "add",
        "basics.profiles[1]",
        {"network": "GitHub"},
        "Added a profile: GitHub",
        "添加了社交主页：GitHub",
    ),
    (
        "remove",
        "basics.profiles[0]",
        None,
        "Removed a profile: LinkedIn",
        "删除了社交主页：LinkedIn",
    ),
    (
        "replace",
        "work[0].highlights[0]",
        None,
        "Rewrote the first highlight of Software Engineer at Acme",
        "改写了 Acme 软件工程师经历的第一条要点",
    ),
    ("add", "work[2]", {"name": "Google"}, "Added a job: Google", "添加了工作经历：Google"),
    (
        "remove",
        "work[0]",
        None,
        "Removed a job: Software Engineer at Acme",
        "删除了工作经历：Acme Software Engineer",
    ),
    (
        "replace",
        "work[1].endDate",
        None,
        "Changed the end date of the job at Globex",
        "修改了 Globex 的工作经历的结束日期",
    ),
    (
        "replace",
        "work[1].name",
        None,
        "Changed the employer of the job at Globex",
        "修改了 Globex 的工作经历的雇主",
    ),
    ("move", "work[1]", None, "Moved the job at Globex", "移动了 Globex 的工作经历"),
    ("order", "work", None, "Reordered the work experience", "调整了工作经历的顺序"),
    ("order", "basics.profiles", None, "Reordered the profiles", "调整了社交主页的顺序"),
    (
        "add",
        "volunteer[0].highlights[1]",
        "Ran workshops",
        "Added a highlight to Mentor at Code Club",
        "为 Code Club Mentor 志愿经历添加了一条要点",
    ),
    (
        "replace",
        "education[0].area",
        None,
        "Changed the field of study of your studies at MIT",
        "修改了 MIT 的教育经历的专业",
    ),
    (
        "remove",
        "education[0].courses[0]",
        None,
        "Removed the first course from your studies at MIT",
        "删除了 MIT 的教育经历的第一门课程",
    ),
    (
        "replace",
        "awards[0].awarder",
        None,
        "Changed the awarder of the award “Best Paper”",
        "修改了奖项“Best Paper”的颁发者",
    ),
    (
        "remove",
        "certificates[0]",
        None,
        "Removed a certificate: AWS Architect",
        "删除了证书：AWS Architect",
    ),
    (
        "replace",
        "publications[0].publisher",
        None,
        "Changed the publisher of the publication “On Engines”",
        "修改了出版物“On Engines”的出版方",
    ),
    (
        "replace",
        "skills[0].keywords[1]",
        None,
        "Changed the second keyword of the skill Python",
        "修改了技能“Python”的第二个关键词",
    ),
    ("add", "skills[1]", {"name": "Go"}, "Added a skill: Go", "添加了技能：Go"),
    (
        "replace",
        "languages[0].fluency",
        None,
        "Changed the fluency of the language French",
        "修改了语言“French”的熟练程度",
    ),
    (
        "add",
        "interests[0].keywords[1]",
        "endgames",
        "Added a keyword to the interest Chess",
        "为兴趣“Chess”添加了一个关键词",
    ),
    (
        "update",
        "references[0].reference",
        None,
        "Rewrote the reference text of the reference from Charles Babbage",
        "改写了 Charles Babbage 的推荐的推荐语",
    ),
    (
        "replace",
        "projects[0].keywords[0]",
        None,
        "Changed the first keyword of the project CV Agent",
        "修改了项目“CV Agent”的第一个关键词",
    ),
    (
        "move",
        "projects[0].highlights[0]",
        None,
        "Moved the first highlight of the project CV Agent",
        "移动了项目“CV Agent”的第一条要点",
    ),
    ("replace", "skills", None, "Changed the skills", "修改了技能"),
    ("remove", "awards", None, "Removed the awards", "删除了奖项"),
    ("replace", "", None, "Replaced the whole resume", "替换了整份简历"),
    ("replace", "x-custom", None, "Changed the field “x-custom”", "修改了字段“x-custom”"),
    (
        "replace",
        "/work/0/highlights/0",
        None,
        "Rewrote the first highlight of Software Engineer at Acme",
        "改写了 Acme 软件工程师经历的第一条要点",
    ),
    ("replace", "/basics/label", None, "Changed the headline", "修改了职位头衔"),
    (
        "remove",
        "/skills/0/keywords/0",
        None,
        "Removed the first keyword from the skill Python",
        "删除了技能“Python”的第一个关键词",
    ),
]


def _zh_document():
    document = {**DOCUMENT, "work": [dict(DOCUMENT["work"][0]), DOCUMENT["work"][1]]}
    document["work"][0]["position"] = "软件工程师"
    return document


@pytest.mark.parametrize(("op", "path", "value", "english", "chinese"), CASES)
def test_change_in_words_in_both_languages(op, path, value, english, chinese):
    with translation.override("en"):
        assert describe_change(op, path, document=DOCUMENT, value=value) == english
    document = _zh_document() if "软件工程师" in chinese else DOCUMENT
    with translation.override("zh-hans"):
        assert describe_change(op, path, document=document, value=value) == chinese


def test_tool_add_at_a_list_appends_an_entry_named_by_its_value():
    with translation.override("en"):
        assert (
            describe_change(
                "add", "work", document=DOCUMENT, value={"name": "Google"}, tool_action=True
            )
            == "Added a job: Google"
        )
        assert (
            describe_change(
                "add", "work[0].highlights", document=DOCUMENT, value="x", tool_action=True
            )
            == "Added a highlight to Software Engineer at Acme"
        )
        added = {"name": "Initech", "position": "CTO"}
        assert describe_change("add", "work", value=added, tool_action=True) == (
            "Added a job: CTO at Initech"
        )


def test_an_entry_without_a_name_is_called_by_its_place():
    document = {"work": [{}, {}, {"highlights": ["a"]}], "skills": [{}] * 12}
    with translation.override("en"):
        assert describe_change("replace", "work[2].highlights[0]", document=document) == (
            "Rewrote the first highlight of the third job"
        )
        assert describe_change("replace", "skills[11].level", document=document) == (
            "Changed the level of the 12th skill"
        )
    with translation.override("zh-hans"):
        assert describe_change("replace", "work[2].highlights[0]", document=document) == (
            "改写了第三段工作经历的第一条要点"
        )


@pytest.mark.parametrize(
    ("index", "english"),
    [
        (0, "first"),
        (9, "tenth"),
        (10, "11th"),
        (20, "21st"),
        (21, "22nd"),
        (22, "23rd"),
        (111, "112th"),
    ],
)
def test_ordinals(index, english):
    with translation.override("en"):
        assert ordinal(index) == english
    with translation.override("zh-hans"):
        assert ordinal(index).startswith("第")


def test_an_unreadable_path_is_still_a_sentence():
    with translation.override("en"):
        assert describe_change("replace", "work[", document=DOCUMENT) == "Changed the resume"


def test_several_changes_in_one_line_then_how_many_more():
    changes = [
        ("replace", "basics.label", None),
        ("replace", "basics.summary", None),
        ("add", "skills[1]", {"name": "Go"}),
        ("remove", "work[0]", None),
        ("remove", "awards[0]", None),
    ]
    with translation.override("en"):
        assert describe_changes(changes, before=DOCUMENT, after=DOCUMENT) == (
            "Changed the headline; rewrote the summary; added a skill: Go, and 2 more changes"
        )
    with translation.override("zh-hans"):
        assert describe_changes(changes, before=DOCUMENT, after=DOCUMENT) == (
            "修改了职位头衔；改写了个人简介；添加了技能：Go，另有 2 处改动"
        )


# Revisions, as the history tells them.


def _resume(db, data=None) -> Resume:
    from tests.factories import ResumeFactory

    resume = ResumeFactory(data=data or {"basics": {"name": "Ada", "label": "Engineer"}})
    ResumeRevision.objects.create(
        resume=resume, version=1, source="user", summary="created", snapshot=resume.data
    )
    return resume


def _latest(resume: Resume) -> ResumeRevision:
    return resume.revisions.order_by("-version").first()


def test_revision_of_a_field_edit(db):
    resume = _resume(db)
    services.resume_apply_edit(
        resume=resume,
        path="basics.label",
        action="update",
        value="Lead",
        source="agent",
        author=None,
        summary="update basics.label",
    )
    revision = _latest(resume)
    assert revision.summary == "update basics.label"  # stored as it was
    with translation.override("en"):
        assert (
            describe_revisions(resume.data, resume.version, [revision])[2] == "Changed the headline"
        )
    with translation.override("zh-hans"):
        assert describe_revision(revision) == "修改了职位头衔"


def test_restored_created_imported_copied_pushed_down(db):
    resume = _resume(db)
    services.resume_apply_edit(
        resume=resume,
        path="basics.label",
        action="update",
        value="Lead",
        source="user",
        author=None,
    )
    services.resume_undo(resume=resume, to_version=1, author=None)
    restored = _latest(resume)
    assert restored.summary == "restored version 1"
    samples = {
        "created": ("Created the resume", "创建了简历"),
        "imported": ("Imported the resume", "导入了简历"),
        "created from the example": ("Created the resume from the example", "从示例创建了简历"),
        "copied from “Mine” version 3": ("Copied from “Mine” version 3", "复制自“Mine”的版本 3"),
        "pushed down from the master (version 7)": (
            "Brought up to date with the master resume (version 7)",
            "已同步主简历的改动（版本 7）",
        ),
    }
    with translation.override("en"):
        assert describe_revision(restored) == "Restored version 1"
    with translation.override("zh-hans"):
        assert describe_revision(restored) == "恢复到了版本 1"
    for summary, (english, chinese) in samples.items():
        revision = ResumeRevision(summary=summary, version=9, source="user")
        with translation.override("en"):
            assert describe_revision(revision) == english
        with translation.override("zh-hans"):
            assert describe_revision(revision) == chinese


def test_accepted_revision_says_accepted(db):
    resume = _resume(db)
    edit = services.ReviewedEdit(
        key=1,
        action="update",
        path="basics.label",
        value="Lead",
        base_path="basics.label",
        base="Engineer",
    )
    services.resume_apply_reviewed(
        resume=resume, edits=[edit], author=None, approved_by=resume.owner
    )
    revision = _latest(resume)
    assert revision.summary.startswith("accepted: ")
    with translation.override("en"):
        assert describe_revisions(resume.data, resume.version, [revision])[revision.version] == (
            "Accepted: changed the headline"
        )
    with translation.override("zh-hans"):
        assert describe_revision(revision) == "已接受：修改了职位头衔"


def test_removed_entry_is_named_from_the_version_before(db):
    resume = _resume(db, {"work": [{"name": "Acme", "position": "Engineer"}, {"name": "Globex"}]})
    services.resume_apply_edit(
        resume=resume, path="work[0]", action="delete", source="user", author=None
    )
    services.resume_apply_edit(
        resume=resume,
        path="work[0].name",
        action="update",
        value="Globex Corp",
        source="user",
        author=None,
    )
    revisions = list(resume.revisions.all())
    with translation.override("en"):
        words = describe_revisions(resume.data, resume.version, revisions)
    assert words[2] == "Removed a job: Engineer at Acme"
    assert words[3] == "Changed the employer of the job at Globex Corp"


def test_documents_at_walks_back_through_the_inverses(db):
    resume = _resume(db)
    services.resume_apply_edit(
        resume=resume,
        path="basics.label",
        action="update",
        value="Lead",
        source="user",
        author=None,
    )
    services.resume_apply_edit(
        resume=resume,
        path="basics.name",
        action="update",
        value="Ada L.",
        source="user",
        author=None,
    )
    documents = documents_at(resume.data, resume.version, list(resume.revisions.all()))
    assert documents[3]["basics"] == {"name": "Ada L.", "label": "Lead"}
    assert documents[2]["basics"] == {"name": "Ada", "label": "Lead"}
    assert documents[1]["basics"] == {"name": "Ada", "label": "Engineer"}
    # A stale "current" (not the newest version) names nothing rather than the wrong entry.
    assert documents_at(resume.data, resume.version + 1, list(resume.revisions.all())) == {}


def test_reordered_entries_read_as_reordered(db):
    resume = _resume(db, {"work": [{"name": "Acme"}, {"name": "Globex"}]})
    services.resume_replace_section(
        resume=resume,
        section="work",
        value=[{"name": "Globex"}, {"name": "Acme"}],
        expected_version=None,
        author=None,
    )
    revisions = list(resume.revisions.all())
    with translation.override("en"):
        assert describe_revisions(resume.data, resume.version, revisions)[2] == (
            "Reordered the work experience"
        )
