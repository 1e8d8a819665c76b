"""The jobs pages over HTTP: postings (paste, upload, edit, status), the match panel on the
resume page, Tailor for this job, a version's diff and push-down, the cover letter, and
another person's ids answered 404."""

from __future__ import annotations

import io
import re

import pytest
from django.conf import settings as django_settings
from django.urls import reverse
from django.utils import translation

from agent.models import Conversation, Provider
from resumes import services
from resumes.models import Resume
from resumes.postings.models import CoverLetter, JobPosting, TailoredVersion

pytestmark = pytest.mark.django_db

POSTING = """Backend Engineer
Requirements:
- Experience with Python, Django and Postgres
- Knowledge of k8s and Terraform
Benefits: salary and 401(k)
"""
DOCUMENT = {
    "basics": {"name": "Ada Lovelace", "email": "ada@example.com"},
    "work": [
        {
            "name": "Analytical Engines",
            "position": "Engineer",
            "startDate": "2019",
            "highlights": ["Built Python services on PostgreSQL", "Ran the on-call rota"],
        }
    ],
    "skills": [{"name": "Languages", "keywords": ["Python"]}],
}


@pytest.fixture(autouse=True)
def _english_after_each_test():
    # A request in Chinese leaves Chinese active in this thread (LocaleMiddleware).
    yield
    translation.activate(django_settings.LANGUAGE_CODE)


@pytest.fixture
def master(user):
    return services.resume_create(owner=user, title="Master CV", data=DOCUMENT)


def add_posting(client, **extra) -> JobPosting:
    data = {"title": "Backend Engineer", "company": "Globex", "description": POSTING, **extra}
    response = client.post(reverse("jobs:posting_list"), data)
    assert response.status_code == 302, response.content
    return JobPosting.objects.latest("pk")


def test_paste_a_posting_and_see_its_keywords_and_scores(signed_in, master):
    posting = add_posting(signed_in)
    assert posting.language == "en"
    page = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    assert "k8s" in page and "salary" not in page.split("posting-keywords")[1].split("</ul>")[0]
    assert "Master CV" in page and "Tailor for this job" in page
    listing = signed_in.get(reverse("jobs:posting_list")).text
    assert "Backend Engineer" in listing and "Globex" in listing


def test_upload_a_text_posting_and_refuse_an_empty_one(signed_in):
    upload = io.BytesIO("高级前端工程师\n任职要求：精通Vue、React".encode())
    upload.name = "job.txt"
    response = signed_in.post(
        reverse("jobs:posting_list"), {"title": "前端", "description": "", "file": upload}
    )
    assert response.status_code == 302
    posting = JobPosting.objects.get()
    assert posting.language == "zh" and posting.source_filename == "job.txt"
    assert [k["keyword"] for k in posting.keywords] == ["vue", "react", "前端"]
    response = signed_in.post(reverse("jobs:posting_list"), {"title": "x", "description": " "})
    assert response.status_code == 400
    assert "The posting has no text" in response.text
    assert JobPosting.objects.count() == 1


def test_status_and_dates_of_the_tracker(signed_in):
    posting = add_posting(signed_in)
    form = {
        "title": posting.title,
        "company": "Globex",
        "location": "",
        "language": "en",
        "status": "applied",
        "applied_on": "",
        "description": POSTING,
        "notes": "Met them at PyCon",
    }
    response = signed_in.post(reverse("jobs:posting_detail", args=[posting.pk]), form)
    assert response.status_code == 302
    posting.refresh_from_db()
    assert posting.status == "applied" and posting.applied_on is not None
    assert posting.notes == "Met them at PyCon"
    listing = signed_in.get(reverse("jobs:posting_list") + "?status=applied").text
    assert "Backend Engineer" in listing
    assert (
        "Backend Engineer" not in signed_in.get(reverse("jobs:posting_list") + "?status=offer").text
    )
    form["status"] = "hired"
    assert (
        signed_in.post(reverse("jobs:posting_detail", args=[posting.pk]), form).status_code == 400
    )


def test_tailor_makes_a_linked_copy_with_a_review_mode_tailoring_conversation(signed_in, master):
    posting = add_posting(signed_in)
    response = signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    assert response.status_code == 302
    version = TailoredVersion.objects.get()
    assert version.master == master and version.posting == posting
    assert version.resume.data == master.data and version.resume.pk != master.pk
    assert version.synced_version == master.version
    conversation = Conversation.objects.get(resume=version.resume)
    assert conversation.review_edits is True
    assert conversation.capability.slug == "tailor"
    assert response["Location"].endswith(f"?c={conversation.pk}")
    page = signed_in.get(response["Location"]).text
    assert 'id="match-score"' in page and f"before tailoring: {version.score_before}" in page
    master_page = signed_in.get(reverse("resume_detail", args=[master.pk])).text
    assert 'id="master-versions"' in master_page and "Backend Engineer" in master_page
    # A version is not tailored again.
    again = signed_in.post(
        reverse("tailor_start", args=[posting.pk]), {"resume": version.resume.pk}
    )
    assert again.status_code == 302 and TailoredVersion.objects.count() == 1


def test_match_panel_follows_the_resume(signed_in, master):
    posting = add_posting(signed_in)
    url = reverse("jobs:match_panel", args=[master.pk]) + f"?posting={posting.pk}"
    before = signed_in.get(url).text
    assert "terraform" in before.split('id="match-missing"')[1]
    services.resume_apply_edit(
        resume=master, path="skills[0].keywords", action="add", value="Terraform", source="user"
    )
    after = signed_in.get(url).text
    assert "terraform" in after.split('id="match-matched"')[1].split("</ul>")[0]


def test_version_diff_and_push_down_of_a_master_fix(signed_in, master, user):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    # Tailoring reorders the highlights in the version...
    services.resume_apply_edit(
        resume=version.resume,
        path="work[0].highlights",
        action="update",
        value=["Ran the on-call rota", "Built Python services on PostgreSQL"],
        source="user",
    )
    diff = signed_in.get(reverse("jobs:version_diff", args=[version.pk])).text
    assert 'id="version-diff"' in diff and "pushdown-none" in diff
    # ...then the person fixes a typo in the master.
    services.resume_apply_edit(
        resume=master,
        path="work[0].highlights[0]",
        action="update",
        value="Built Python services on PostgreSQL 16",
        source="user",
    )
    page = signed_in.get(reverse("resume_detail", args=[version.resume.pk])).text
    assert 'id="version-lags"' in page
    diff = signed_in.get(reverse("jobs:version_diff", args=[version.pk])).text
    assert "PostgreSQL 16" in diff.split('id="pushdown-list"')[1]
    response = signed_in.post(reverse("jobs:pushdown", args=[version.pk]), {"number": "0"})
    assert response.status_code == 302
    version.refresh_from_db()
    data = Resume.objects.get(pk=version.resume_id).data
    # Applied where the version holds that highlight now (index 1), not at the master's path.
    assert data["work"][0]["highlights"] == [
        "Ran the on-call rota",
        "Built Python services on PostgreSQL 16",
    ]
    assert version.synced_version == Resume.objects.get(pk=master.pk).version
    assert "pushdown-none" in signed_in.get(reverse("jobs:version_diff", args=[version.pk])).text


def test_cover_letter_saved_checked_and_exported(signed_in, master):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    url = reverse("cover_letter", args=[version.pk])
    text = (
        "Dear Globex team,\n\nAt Analytical Engines I built Python services on PostgreSQL. "
        "At Initech I grew revenue by 40% as Chief Wizard."
    )
    assert signed_in.post(url, {"text": text}).status_code == 302
    letter = CoverLetter.objects.get(version=version)
    checks = sorted(f["check"] for f in letter.findings)
    assert checks == ["metric_invented", "new_employer", "new_title", "title_inflated"]
    page = signed_in.get(url).text
    findings = page.split('id="letter-findings"')[1].split("</div>")[0]
    # Worded for a letter: what it says that the resume does not.
    assert "The letter says “40%”, which is not found in your resume." in findings
    assert "The letter names “Initech”, which is not found in your resume." in findings
    assert "The letter calls you “Chief Wizard”, a title not found in your resume." in findings
    assert "earlier version" not in findings
    exported = signed_in.get(reverse("cover_letter_export", args=[version.pk, "markdown"]))
    assert exported.status_code == 200
    assert "Analytical Engines I built" in exported.content.decode()
    assert "Ada Lovelace" in exported.content.decode()


def test_the_letter_page_shows_the_letter_addressed_to_the_named_person(signed_in, master):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    url = reverse("cover_letter", args=[version.pk])
    text = "Dear team,\n\nI built Python services.\n\nBest regards,\nAda"
    signed_in.post(url, {"text": text, "recipient": "Jane   Smith"})
    assert CoverLetter.objects.get(version=version).recipient == "Jane Smith"
    preview = signed_in.get(url).text.split('id="letter-preview"')[1].split("</div>")[0]
    for part in ("Application for Backend Engineer", "Dear Jane Smith,", "Sincerely,", "Globex"):
        assert part in preview, part
    assert "Dear team," not in preview and "Best regards" not in preview
    docx_file = signed_in.get(reverse("cover_letter_export", args=[version.pk, "docx"]))
    assert docx_file.status_code == 200 and docx_file.content.startswith(b"PK")
    too_long = signed_in.post(url, {"text": "Hello", "recipient": "x" * 121})
    assert too_long.status_code == 400
    assert CoverLetter.objects.get(version=version).text == text


def test_the_local_model_says_a_capable_provider_is_needed(signed_in, master, settings):
    Provider.objects.filter(is_local=False).update(enabled=False)
    Provider.objects.get_or_create(
        slug="local-test",
        defaults={
            "name": "Local",
            "base_url": "http://127.0.0.1:1",
            "model": "m",
            "is_local": True,
        },
    )
    settings.CVAGENT = {**settings.CVAGENT, "DEFAULT_PROVIDER": ""}
    posting = add_posting(signed_in)
    response = signed_in.post(
        reverse("tailor_start", args=[posting.pk]), {"resume": master.pk}, follow=True
    )
    assert "Tailoring with the assistant needs a capable provider" in response.text
    assert 'id="match-score"' in response.text  # the score works offline
    version = TailoredVersion.objects.get()
    url = reverse("cover_letter", args=[version.pk])
    assert 'id="letter-needs-provider"' in signed_in.get(url).text
    response = signed_in.post(url, {"action": "write"}, follow=True)
    assert "needs a capable provider" in response.text
    assert not CoverLetter.objects.filter(version=version).exists()


def test_another_persons_postings_and_versions_are_404(client, user, other_user, master):
    client.force_login(user)
    posting = add_posting(client)
    client.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    client.force_login(other_user)
    own = services.resume_create(owner=other_user, title="Theirs", data=DOCUMENT)
    for url in (
        reverse("jobs:posting_detail", args=[posting.pk]),
        reverse("jobs:version_diff", args=[version.pk]),
        reverse("cover_letter", args=[version.pk]),
        reverse("cover_letter_export", args=[version.pk, "pdf"]),
        reverse("jobs:match_panel", args=[master.pk]),
        reverse("jobs:match_panel", args=[own.pk]) + f"?posting={posting.pk}",
    ):
        assert client.get(url).status_code == 404, url
    for url, data in (
        (reverse("jobs:posting_delete", args=[posting.pk]), {}),
        (reverse("jobs:pushdown", args=[version.pk]), {"skip": "1"}),
        (reverse("tailor_start", args=[posting.pk]), {"resume": own.pk}),
        (reverse("cover_letter", args=[version.pk]), {"text": "hi"}),
    ):
        assert client.post(url, data).status_code == 404, url
    own_posting = add_posting(client)
    # Their own posting with my resume: still 404.
    response = client.post(reverse("tailor_start", args=[own_posting.pk]), {"resume": master.pk})
    assert response.status_code == 404
    assert JobPosting.objects.filter(pk=posting.pk).exists()
    assert TailoredVersion.objects.count() == 1


def test_the_jobs_pages_in_chinese(signed_in, master, settings):
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    posting = add_posting(signed_in)
    listing = signed_in.get(reverse("jobs:posting_list")).text
    assert "求职申请" in listing and "添加职位" in listing
    detail = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    assert "为此职位定制" in detail and "关键词" in detail
    response = signed_in.post(
        reverse("tailor_start", args=[posting.pk]), {"resume": master.pk}, follow=True
    )
    assert "已匹配" in response.text and "定制前" in response.text


def test_upload_a_word_file_and_a_job_schema_json_and_export_it(signed_in):
    import json

    from docx import Document

    word = Document()
    word.add_paragraph("Data Engineer")
    word.add_paragraph("Requirements:")
    word.add_paragraph("- Experience with Spark, Airflow and Kafka")
    buffer = io.BytesIO()
    word.save(buffer)
    upload = io.BytesIO(buffer.getvalue())
    upload.name = "data.docx"
    response = signed_in.post(reverse("jobs:posting_list"), {"title": "Data", "file": upload})
    assert response.status_code == 302, response.text
    posting = JobPosting.objects.get()
    assert [k["keyword"] for k in posting.keywords] == ["spark", "airflow", "kafka"]

    schema = {
        "title": "SRE",
        "company": "Initech",
        "location": {"city": "Berlin", "countryCode": "DE"},
        "description": "Keep production healthy.",
        "qualifications": ["Experience with k8s and Terraform"],
        "skills": [{"name": "Observability", "keywords": ["Prometheus"]}],
    }
    upload = io.BytesIO(json.dumps(schema).encode())
    upload.name = "sre.json"
    response = signed_in.post(reverse("jobs:posting_list"), {"title": "", "file": upload})
    assert response.status_code == 302, response.text
    sre = JobPosting.objects.get(title="SRE")
    assert (sre.company, sre.location) == ("Initech", "Berlin, DE")
    assert [k["keyword"] for k in sre.keywords][:2] == ["k8s", "terraform"]
    exported = signed_in.get(reverse("jobs:posting_export", args=[sre.pk])).json()
    assert exported["title"] == "SRE" and exported["company"] == "Initech"
    assert {"name": "k8s", "keywords": ["kubernetes"]} in exported["skills"]


def test_hostile_uploads_are_refused_and_nothing_is_stored(signed_in):
    for name, content, message in (
        ("x.png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 50, "neither a PDF"),
        ("x.json", b'{"not": "a posting"}', "not a job posting"),
        ("x.json", b"{broken", "not valid JSON"),
        ("x.pdf", b"%PDF-1.4 garbage that is not a pdf", ""),
    ):
        upload = io.BytesIO(content)
        upload.name = name
        response = signed_in.post(reverse("jobs:posting_list"), {"title": "T", "file": upload})
        assert response.status_code == 400, name
        assert message in response.text
    assert not JobPosting.objects.exists()


def test_the_letters_findings_are_shown_in_chinese(signed_in, master, settings):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    url = reverse("cover_letter", args=[version.pk])
    signed_in.post(url, {"text": "At Initech I grew revenue by 40%."})
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    page = signed_in.get(url).text
    assert "求职信提到了“Initech”，但你的简历中找不到。" in page
    assert "求职信写了“40%”，但你的简历中找不到。" in page


def test_a_chinese_letter_is_shown_with_chinese_conventions(signed_in, master, settings):
    posting = add_posting(signed_in, title="后端工程师", description="后端工程师\n联系人：王经理\n")
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    url = reverse("cover_letter", args=[version.pk])
    signed_in.post(url, {"text": "您好！\n\n我负责过 Python 服务的开发。\n\n此致\n敬礼！"})
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    page = signed_in.get(url).text
    preview = page.split('id="letter-preview"')[1].split("</div>")[0]
    assert re.search(r'id="letter-preview"[^>]* lang="zh-Hans"', page)
    for part in ("应聘职位：后端工程师", "尊敬的王经理：", "此致", "敬礼！", "Ada Lovelace"):
        assert part in preview, part
    assert preview.index("此致") < preview.index("敬礼！") < preview.rindex("Ada Lovelace")
    assert "您好" not in preview
    assert "寄出的求职信" in page and "求职信正文" in page


def test_the_posting_page_explains_each_keyword(signed_in, master):
    posting = add_posting(signed_in)
    page = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    keywords = page.split('id="posting-keywords"')[1].split("</ul>")[0]
    assert "The posting asks: “Knowledge of k8s and Terraform”" in keywords
    assert "required" in keywords
    why = page.split('class="match-evidence"')[1].split("</details>")[0]
    assert (
        "found in Work experience · Analytical Engines: “Built Python services on PostgreSQL”"
        in why
    )
    assert "not in this resume" in why.split('data-keyword="terraform"')[1]


def test_a_versions_unsupported_keyword_is_claimed_and_not_counted(signed_in, master):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    services.resume_apply_edit(
        resume=version.resume,
        path="skills[0].keywords",
        action="add",
        value="Terraform",
        source="user",
    )
    url = reverse("jobs:match_panel", args=[version.resume.pk])
    panel = signed_in.get(url).text
    assert "terraform" in panel.split('id="match-claimed"')[1].split("</ul>")[0]
    assert "terraform" not in panel.split('id="match-matched"')[1].split("</ul>")[0]
    score = int(panel.split('data-score="')[1].split('"')[0])
    assert score == version.score_before
    detail = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    assert "Claimed, not supported by the master (not counted): terraform" in detail


def test_the_evidence_in_chinese(signed_in, master, settings):
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    posting = add_posting(signed_in)
    page = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    assert "职位要求：“Knowledge of k8s and Terraform”" in page
    assert "为什么是这个分数" in page and "简历中没有" in page
    assert "必需" in page


def test_the_letters_claimed_skills_and_raised_titles_in_both_languages():
    from agent.tailoring import cover_letter_findings

    letter = (
        "As a Principal Engineer at Analytical Engines I ran Kubernetes clusters and wrote "
        "Python services. 作为技术总监，我熟悉机器学习。"
    )
    found = [
        (f["check"], f["params"].get("skill") or f["params"].get("new") or f["params"]["name"])
        for f in cover_letter_findings(document=DOCUMENT, letter=letter, company="Globex")
    ]
    assert ("skill_claimed", "Kubernetes") in found
    assert ("skill_claimed", "机器学习") in found
    assert ("title_inflated", "Principal Engineer") in found
    assert ("title_inflated", "技术总监") in found
    assert not [f for f in found if f[1] in ("Python", "PostgreSQL")]


def test_changes_against_the_master_show_claimed_skills_and_raised_titles(signed_in, master):
    posting = add_posting(signed_in)
    signed_in.post(reverse("tailor_start", args=[posting.pk]), {"resume": master.pk})
    version = TailoredVersion.objects.get()
    for path, action, value in (
        ("work[0].position", "update", "Principal Engineer"),
        ("skills[0].keywords", "add", "Terraform"),
    ):
        services.resume_apply_edit(
            resume=version.resume, path=path, action=action, value=value, source="user"
        )
    diff = signed_in.get(reverse("jobs:version_diff", args=[version.pk])).text
    assert "“Terraform” is claimed, not supported" in diff
    assert "The title changed from “Engineer” to “Principal Engineer”, more senior" in diff


def test_resumes_on_a_posting_page_are_ranked_and_ties_go_to_the_closer_title(signed_in, user):
    """Best score first; two resumes that match nothing (score 0) are ordered by how close
    their label and positions are to the posting's title, not by which was edited last."""

    def cv(title: str, label: str, skills: list[str]) -> Resume:
        data = {"basics": {"name": "B", "label": label}, "skills": [{"keywords": skills}]}
        return services.resume_create(owner=user, title=title, data=data)

    best = cv("Python CV", "Developer", ["Python", "Django", "PostgreSQL"])
    near = cv("Backend CV", "Backend Engineer", ["Cooking"])
    far = cv("Chef CV", "Sous Chef", ["Cooking"])  # created last: first by date
    posting = add_posting(signed_in)
    page = signed_in.get(reverse("jobs:posting_detail", args=[posting.pk])).text
    listing = page.split('id="job-resumes"')[1]
    order = [listing.index(f'data-resume="{r.pk}"') for r in (best, near, far)]
    assert order == sorted(order)
