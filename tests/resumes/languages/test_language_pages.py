"""The language pages over HTTP, offline (no capable provider): add a version (a copy, with
the notice that translating needs a capable provider), its page (status, checks, conflicts),
the glossary, and another person's ids answered 404."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from resumes import services
from resumes.languages.models import GlossaryTerm, LanguageVersion
from resumes.languages.services import mark_synced
from resumes.models import Resume
from tests.resumes.languages.conftest import three_page_resume

pytestmark = pytest.mark.django_db


@pytest.fixture
def master(user):
    return services.resume_create(owner=user, title="Lin Wei", data=three_page_resume())


def add_version(client, master) -> LanguageVersion:
    response = client.post(reverse("translate_start", args=[master.pk]), {"language": "zh-hans"})
    assert response.status_code == 302
    return LanguageVersion.objects.get(master_id=master.pk)


def test_the_resume_page_offers_a_language_version(signed_in, master):
    page = signed_in.get(reverse("resume_detail", args=[master.pk])).text
    assert 'id="tab-languages"' in page and "Add a language version" in page
    assert '<option value="zh-hans">Simplified Chinese</option>' in page
    assert '<option value="en">' not in page  # the resume's own language


def test_offline_adding_a_version_makes_a_linked_copy_and_says_a_provider_is_needed(
    signed_in, master
):
    version = add_version(signed_in, master)
    assert version.language == "zh-hans" and version.resume.language == "zh-hans"
    assert version.resume.data == master.data
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert "needs a capable provider" in page and 'id="bring-up-to-date"' not in page
    assert 'id="checks-pass"' in page and 'id="up-to-date"' in page
    # Manual editing works offline: the checks see it.
    services.resume_update_field(
        resume=version.resume,
        path="work[0].startDate",
        value="2021-04",
        expected_version=None,
        author=master.owner,
    )
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert 'data-check="date"' in page and "The date differs from the master" in page
    assert "2021-03" in page and "2021-04" in page
    # Not a second version in the same language.
    signed_in.post(reverse("translate_start", args=[master.pk]), {"language": "zh-hans"})
    assert LanguageVersion.objects.count() == 1
    # The master's page lists it; the version's page links back to the master.
    master_page = signed_in.get(reverse("resume_detail", args=[master.pk])).text
    assert 'data-language="zh-hans"' in master_page and "1 thing to check" in master_page
    version_page = signed_in.get(reverse("resume_detail", args=[version.resume_id])).text
    assert "Simplified Chinese version of “Lin Wei”" in version_page


def test_master_changes_show_as_behind_in_plain_words_and_conflicts_are_settled(signed_in, master):
    version = add_version(signed_in, master)
    owner = master.owner
    services.resume_update_field(
        resume=version.resume,
        path="basics.label",
        value="资深工程师",
        expected_version=None,
        author=owner,
    )
    services.resume_update_field(
        resume=Resume.objects.get(pk=master.pk),
        path="basics.label",
        value="Staff Engineer",
        expected_version=None,
        author=owner,
    )
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert "Behind by 1 change" in page and "also edited in this version" in page
    assert "<code>basics.label</code>" in page  # behind a "Technical detail" fold only
    shown = re.sub(r"<code>[^<]*</code>|<[^>]*>", " ", page)
    assert "basics.label" not in shown and "Changed the headline" in shown
    version.refresh_from_db()
    mark_synced(
        version=version,
        conflicts=[
            {
                "path": "basics.label",
                "op": "replace",
                "master_old": "Senior Engineer",
                "master_new": "Staff Engineer",
                "version": "资深工程师",
            }
        ],
    )
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert 'id="language-conflicts"' in page and "Staff Engineer" in page
    response = signed_in.post(
        reverse("languages:settle", args=[version.resume_id]), {"path": "basics.label"}
    )
    assert response.status_code == 302
    version.refresh_from_db()
    assert version.conflicts == []
    assert Resume.objects.get(pk=version.resume_id).data["basics"]["label"] == "资深工程师"


def test_the_glossary_page_adds_changes_and_removes_terms(signed_in, user):
    url = reverse("languages:glossary")
    assert "No terms yet" in signed_in.get(url).text
    response = signed_in.post(
        url, {"term": "ByteDance", "language": "zh-hans", "translation": "字节跳动"}
    )
    assert response.status_code == 302
    signed_in.post(url, {"term": "ByteDance", "language": "zh-hans", "translation": "字节"})
    term = GlossaryTerm.objects.get(owner=user)
    assert term.translation == "字节"
    response = signed_in.post(url, {"term": "", "language": "zh-hans", "translation": "x"})
    assert response.status_code == 400 and "Write the name" in response.text
    response = signed_in.post(url, {"term": "A", "language": "xx", "translation": "B"})
    assert response.status_code == 400 and GlossaryTerm.objects.count() == 1
    signed_in.post(reverse("languages:term_delete", args=[term.pk]))
    assert not GlossaryTerm.objects.exists()


def test_another_persons_versions_and_terms_are_404(client, user, other_user, master):
    client.force_login(user)
    version = add_version(client, master)
    term = GlossaryTerm.objects.create(owner=user, language="zh-hans", term="A", translation="甲")
    client.force_login(other_user)
    assert client.get(reverse("language_version", args=[version.resume_id])).status_code == 404
    for url, data in (
        (reverse("translate_start", args=[master.pk]), {"language": "en"}),
        (reverse("language_update", args=[version.resume_id]), {}),
        (reverse("languages:settle", args=[version.resume_id]), {"path": "basics"}),
        (reverse("languages:term_delete", args=[term.pk]), {}),
    ):
        assert client.post(url, data).status_code == 404, url
    assert "No terms yet" in client.get(reverse("languages:glossary")).text
    assert GlossaryTerm.objects.count() == 1 and LanguageVersion.objects.count() == 1


def test_the_language_pages_in_chinese(signed_in, master, settings):
    signed_in.cookies[settings.LANGUAGE_COOKIE_NAME] = "zh-hans"
    user_master = Resume.objects.get(pk=master.pk)
    Resume.objects.filter(pk=user_master.pk).update(language="en")
    page = signed_in.get(reverse("resume_detail", args=[master.pk])).text
    assert "添加语言版本" in page
    version = add_version(signed_in, master)
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert "简体中文版本" in page and "需要一个能力足够的服务" in page
    assert "术语表" in signed_in.get(reverse("languages:glossary")).text


def test_a_tailored_version_gets_its_own_language_version(signed_in, master):
    from resumes.postings.services import posting_create, version_create

    posting = posting_create(owner=master.owner, title="Backend", description="Go and Kafka")
    tailored = version_create(master=master, posting=posting)
    version = add_version(signed_in, tailored.resume)
    assert version.master_id == tailored.resume_id
    page = signed_in.get(reverse("language_version", args=[version.resume_id])).text
    assert 'id="checks-pass"' in page
    # A language version is not itself translated further.
    response = signed_in.post(
        reverse("translate_start", args=[version.resume_id]), {"language": "en"}
    )
    assert response.status_code == 302 and LanguageVersion.objects.count() == 1
