"""`title_inflated` along a job's own ladder (guard5, issue 28): the assistant, helper,
apprentice or trainee of a job becoming the job (also where another earlier job of no level
word would hide it from the headline), a kitchen's brigade as ESCO lists it, Chinese job nouns
of a chef and an HR business partner; and `skill_claimed` for a word before a skill that only
says whom the work serves. Titles here are guard5's own, not cases of a bench set."""

from __future__ import annotations

import pytest

from resumes.trust import compare_documents


def _resume(
    label: str, position: str, *, earlier: str = "", skills: list[str] | None = None
) -> dict:
    work = [{"name": "Harbor Clinic", "position": position, "startDate": "2021-03"}]
    if earlier:
        work.append(
            {
                "name": "Lakeside Co",
                "position": earlier,
                "startDate": "2017-01",
                "endDate": "2021-01",
            }
        )
    doc: dict = {"basics": {"name": "Jo Park", "label": label}, "work": work}
    if skills is not None:
        doc["skills"] = [{"name": "Skills", "keywords": skills}]
    return doc


def _titles(before: dict, after: dict) -> list[str]:
    return [
        f.path for f in compare_documents(before, after).findings if f.check == "title_inflated"
    ]


@pytest.mark.parametrize(
    ("old", "new", "earlier"),
    [
        ("Carpenter's Helper", "Carpenter", ""),
        ("Roofer Helper", "Roofer", ""),
        ("Pharmacy Assistant", "Pharmacist", "Coordinator"),
        ("Occupational Therapy Assistant", "Occupational Therapist", "Receptionist"),
        ("Teaching Assistant", "Teacher", "Tutor"),
        ("Apprentice Baker", "Baker", "Cashier"),
        ("助理审计师", "审计师", "专员"),
        ("实习律师", "律师", "文员"),
    ],
)
def test_the_assistant_of_a_job_made_the_job_is_raised_in_the_headline(old, new, earlier):
    before = _resume(old, old, earlier=earlier)
    assert _titles(before, _resume(new, old, earlier=earlier)) == ["basics.label"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Carpenter's Helper", "Carpenter Helper"),
        ("Pharmacy Assistant", "Assistant, Pharmacy"),
        ("Teaching Assistant", "Classroom Assistant"),
        ("Baker", "Artisan Baker"),
        ("Chef de Cuisine", "Head Chef"),  # one occupation in ESCO
        ("Head Chef", "Chef de Cuisine"),
        ("行政总厨", "Executive Chef"),
        ("总厨", "Head Chef"),
        ("HRBP", "人力资源业务伙伴"),
        ("HRBP", "HR Business Partner"),
    ],
)
def test_rewording_along_the_same_rung_is_no_finding(old, new):
    assert (
        _titles(_resume(old, old, earlier="Coordinator"), _resume(new, new, earlier="Coordinator"))
        == []
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Chef de Partie", "Chef de Cuisine"),
        ("厨师", "总厨"),
        ("Sous Chef", "Chef de Cuisine"),
    ],
)
def test_a_kitchen_rank_raised_is_found(old, new):
    assert _titles(_resume(old, old), _resume(old, new)) == ["work[0].position"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["Onboarding", "Payroll"], ["Employee onboarding", "Payroll"]),
        (["Triage", "Wound care"], ["Patient triage", "Wound care"]),
        (["Complaint handling"], ["Customer complaint handling"]),
        (["培训", "考勤"], ["员工培训", "考勤"]),
    ],
)
def test_a_word_for_whom_the_work_serves_claims_no_skill(old, new):
    findings = compare_documents(
        _resume("Specialist", "Specialist", skills=old),
        _resume("Specialist", "Specialist", skills=new),
    ).findings
    assert [f.path for f in findings if f.check == "skill_claimed"] == []


def test_a_word_before_a_skill_that_names_a_specialty_still_claims():
    findings = compare_documents(
        _resume("Nurse", "Nurse", skills=["Triage"]),
        _resume("Nurse", "Nurse", skills=["Neonatal triage"]),
    ).findings
    assert [f.path for f in findings if f.check == "skill_claimed"] == ["skills[0].keywords[0]"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Branch Manager", "Regional Manager"),  # a manager of a region runs the site managers
        ("Restaurant Manager", "District Manager"),
        ("门店经理", "区域经理"),
        ("Claims Examiner", "Notary"),  # a person's noun ending in -ary is a job
    ],
)
def test_a_managers_scope_and_a_job_noun_in_ary_are_read(old, new):
    assert _titles(_resume(old, old), _resume(old, new)) == ["work[0].position"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Regional Manager", "Regional Operations Manager"),
        ("区域经理", "大区经理"),
        ("Kitchen Assistant", "Kitchen Aide"),  # an aide is an assistant by another word
        ("Trainee Surveyor", "Surveyor in Training"),
        ("Teaching Assistant", "Teacher's Aide"),  # whom the post serves is no role
    ],
)
def test_scope_aides_and_trainees_reworded_are_no_finding(old, new):
    assert _titles(_resume(old, old), _resume(new, new)) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Human Resources Manager", "HR Manager"),  # the initials of the earlier words
        ("Executive Assistant", "EA"),
        ("Quality Assurance Lead", "QA Lead"),
        ("Accounts Assistant", "Accounting Assistant"),  # a role word by another form
    ],
)
def test_initials_and_word_forms_of_an_earlier_title_are_no_finding(old, new):
    before = _resume(old, old, earlier="Coordinator")
    assert _titles(before, _resume(new, new, earlier="Coordinator")) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Executive Assistant", "EA Manager"),  # the initials, and a manager's level
        ("Medical Assistant", "Physician Assistant"),  # another job, though ESCO lists both
        ("Accounts Assistant", "Financial Analyst"),
    ],
)
def test_initials_or_a_frame_elsewhere_do_not_hide_a_change(old, new):
    before = _resume(old, old, earlier="Coordinator")
    assert _titles(before, _resume(old, new, earlier="Coordinator")) == ["work[0].position"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Buyer", "Purchasing Mgr"),  # level words written short
        ("Payroll Clerk", "Snr Payroll Clerk"),
        ("Asst. Branch Manager", "Branch Manager"),
        ("Interim Head of Finance", "Head of Finance"),  # a post held for the time being
        ("代理厂长", "厂长"),
        ("语文教师", "语文骨干教师"),  # a school's honour ranks
        ("英语教师", "英语学科带头人"),
        ("算法工程师", "算法专家"),
    ],
)
def test_short_level_words_temporary_posts_and_honour_ranks_are_read(old, new):
    assert _titles(_resume(old, old), _resume(old, new)) == ["work[0].position"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Senior Buyer", "Snr Buyer"),
        ("Purchasing Manager", "Mgr, Purchasing"),
        ("Acting Head of Finance", "Head of Finance (Acting)"),
        ("骨干教师", "骨干老师"),
    ],
)
def test_short_level_words_reworded_are_no_finding(old, new):
    assert _titles(_resume(old, old), _resume(new, new)) == []


def _skills(old: list[str], new: list[str]) -> list[str]:
    findings = compare_documents(
        _resume("Specialist", "Specialist", skills=old),
        _resume("Specialist", "Specialist", skills=new),
    ).findings
    return [f.path for f in findings if f.check == "skill_claimed"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["课堂教学", "家校沟通"], ["Classroom teaching", "家校沟通"]),  # word by word
        (["培训", "考勤"], ["Training", "考勤"]),  # one word, by the glossary
        (["Staff training"], ["Employee training"]),  # whom it serves, another word
        (["Basic Life Support"], ["BLS certified"]),  # the credential spelled out before
    ],
)
def test_the_other_language_and_a_served_word_back_a_skill(old, new):
    assert _skills(old, new) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["培训", "考勤"], ["Budgeting", "考勤"]),  # no translation of the earlier entry
        (["Wound care"], ["Patient triage"]),  # served word, but triage is new
        (["Basic Life Support"], ["ACLS certified"]),
        (["Human resources"], ["HRIS"]),  # not every initial spelled out
        (["Teamwork"], ["SQL"]),  # initials of a title ("Senior Quality Lead") back nothing
    ],
)
def test_an_entry_in_the_other_language_or_with_a_served_word_still_claims(old, new):
    before = _resume("Senior Quality Lead", "Senior Quality Lead", skills=old)
    findings = compare_documents(
        before, _resume("Senior Quality Lead", "Senior Quality Lead", skills=new)
    ).findings
    assert [f.path for f in findings if f.check == "skill_claimed"] == ["skills[0].keywords[0]"]


def test_an_adverbial_idiom_in_a_reworded_highlight_claims_nothing():
    def doc(line: str) -> dict:
        resume = _resume("Specialist", "Specialist")
        resume["work"][0]["highlights"] = [line]
        return resume

    before = doc("Updated the donor database after every event")
    after = doc("Kept the donor database up to date after every event")
    assert [
        f for f in compare_documents(before, after).findings if f.check == "skill_claimed"
    ] == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("厨师长", "Head Chef"),  # the same rank in the other language
        ("护士长", "Head Nurse"),
        ("主任药师", "Chief Pharmacist"),  # a clinical grade, not a C-level post
        ("副主任医师", "Associate Chief Physician"),
        ("副教授", "Associate Professor"),
    ],
)
def test_a_title_translated_keeps_its_rank(old, new):
    assert _titles(_resume(old, old), _resume(new, new)) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("主治医师", "Chief Physician"),
        ("讲师", "Associate Professor"),
        ("Head Nurse", "Director of Nursing"),
        ("Chef", "厨师长"),
    ],
)
def test_a_title_translated_and_raised_is_found(old, new):
    assert _titles(_resume(old, old), _resume(old, new)) == ["work[0].position"]
