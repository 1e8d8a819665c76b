"""The ATS check page and the score in the resume's header: the person's own resume only,
findings in plain words linking to the editor, the posting choice, the cached result."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from resumes import services
from resumes.models import JobPosting
from tests.factories import UserFactory
from tests.resumes.ats.ats_documents import clean


@pytest.fixture
def resume(db):
    data = clean()
    data["work"][1]["endDate"] = "2015-01"
    data["work"][0]["highlights"][1] = " ".join(["word"] * 45)
    return services.resume_create(owner=UserFactory(username="grace"), title="CV", data=data)


def test_the_page_shows_findings_in_plain_words_linking_to_the_editor(client, resume):
    client.force_login(resume.owner)
    response = client.get(reverse("resume_ats", args=[resume.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="ats-score"' in html
    assert "This entry ends (2015-01) before it starts (2016-09)." in html
    detail = reverse("resume_detail", args=[resume.pk])
    # The end date of the second job: its place in words, its link to the editor's field.
    assert (
        f'<a href="{detail}?edit=work&amp;entry=1&amp;field=endDate" class="ats-link" '
        'title="work[1].endDate">Work experience 2 (Software Engineer) · End date</a>'
    ) in html
    assert "Work experience 1 (Senior Backend Engineer) · highlight 2" in html
    assert "?edit=work&amp;entry=0&amp;field=highlights" in html
    # The raw path only behind "Details".
    visible = re.sub(r"<details.*?</details>|title=\"[^\"]*\"", "", html, flags=re.S)
    assert "work[1].endDate" not in visible


def test_the_header_badge_and_the_link_from_the_resume_page(client, resume):
    client.force_login(resume.owner)
    page = client.get(reverse("resume_detail", args=[resume.pk])).content.decode()
    assert f'href="{reverse("resume_ats", args=[resume.pk])}"' in page
    assert f'hx-get="{reverse("resume_ats_score", args=[resume.pk])}"' in page
    badge = client.get(reverse("resume_ats_score", args=[resume.pk])).content.decode()
    score = int(re.search(r'data-score="(\d+)"', badge).group(1))
    assert "ATS check" in badge and 0 <= score < 100
    full = client.get(reverse("resume_ats", args=[resume.pk])).content.decode()
    assert f'data-score="{score}"' in full  # the same result, from the cache


def test_another_persons_resume_is_a_404(client, resume):
    client.force_login(UserFactory(username="mallory"))
    assert client.get(reverse("resume_ats", args=[resume.pk])).status_code == 404
    assert client.get(reverse("resume_ats_score", args=[resume.pk])).status_code == 404


def test_another_persons_posting_is_a_404(client, resume):
    other = UserFactory(username="mallory")
    posting = JobPosting.objects.create(owner=other, title="Spy", description="Python")
    client.force_login(resume.owner)
    url = reverse("resume_ats", args=[resume.pk]) + f"?posting={posting.pk}"
    assert client.get(url).status_code == 404


def test_a_posting_of_ones_own_adds_its_keywords(client, resume):
    posting = JobPosting.objects.create(
        owner=resume.owner,
        title="Platform Engineer",
        description="Requirements: Kubernetes",
        keywords=[
            {
                "keyword": "kubernetes",
                "canonical": "kubernetes",
                "kind": "required",
                "weight": 2,
                "line": "Requirements: Kubernetes",
            }
        ],
    )
    client.force_login(resume.owner)
    html = client.get(reverse("resume_ats", args=[resume.pk])).content.decode()
    assert 'id="ats-posting"' in html and "No job posting was chosen." in html
    url = reverse("resume_ats", args=[resume.pk]) + f"?posting={posting.pk}"
    html = client.get(url).content.decode()
    assert "The posting asks for “kubernetes”, which the resume does not name." in html
    assert "Requirements: Kubernetes" in html


def test_the_page_in_chinese(client, resume):
    client.force_login(resume.owner)
    client.cookies["django_language"] = "zh-hans"
    html = client.get(reverse("resume_ats", args=[resume.pk])).content.decode()
    assert "ATS 检查" in html
    assert "工作经历 2（Software Engineer） · 结束时间" in html


def test_anonymous_is_sent_to_sign_in(client, resume):
    response = client.get(reverse("resume_ats", args=[resume.pk]))
    assert response.status_code == 302


def test_a_basics_finding_links_to_the_basics_field(client, db):
    data = clean()
    del data["basics"]["email"], data["basics"]["phone"]
    resume = services.resume_create(owner=UserFactory(username="nocontact"), title="CV", data=data)
    client.force_login(resume.owner)
    html = client.get(reverse("resume_ats", args=[resume.pk])).content.decode()
    detail = reverse("resume_detail", args=[resume.pk])
    assert f'href="{detail}?edit=basics&amp;field=email"' in html
    assert ">Basics · Email</a>" in html
    page = client.get(f"{detail}?edit=basics&field=email").content.decode()
    assert 'name="email"' in page and "js/editor_focus.js" in page


def test_a_new_revision_is_checked_anew(client, resume):
    client.force_login(resume.owner)
    url = reverse("resume_ats", args=[resume.pk])
    assert "ends (2015-01) before it starts" in client.get(url).content.decode()
    services.resume_apply_batch(
        resume=resume,
        operations=[{"path": "work[1].endDate", "action": "update", "value": "2020-02"}],
        source="agent",
    )
    assert "ends (2015-01) before it starts" not in client.get(url).content.decode()
