"""History: two versions compared with the guard (Django client): the diff, the findings,
only the owner's resumes, and bad version numbers answered with a clear message."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils import translation

from resumes import services
from tests.factories import ResumeFactory
from tests.resumes.trust.trust_docs import CHINESE, ENGLISH

pytestmark = pytest.mark.django_db


def _three_versions(owner, document=ENGLISH, language="en"):
    """v1 the document, v2 a reworded highlight, v3 a new employer and an invented metric."""
    resume = services.resume_create(owner=owner, title="CV", data=document, language=language)
    services.resume_apply_edit(
        resume=resume,
        path="work[0].highlights[0]",
        action="update",
        value="Boosted revenue 40% with a new pricing service"
        if language == "en"
        else "将首屏加载时间减少了 45%",
        source="agent",
    )
    services.resume_apply_batch(
        resume=resume,
        operations=[
            {"path": "work[1].name", "action": "update", "value": "Globex"},
            {
                "path": "work[1].highlights[0]",
                "action": "update",
                "value": "Cut page load time by 70%" if language == "en" else "错误率下降 90%",
            },
        ],
        source="agent",
    )
    resume.refresh_from_db()
    assert resume.version == 3
    return resume


def _compare(client, resume, old, new, **headers):
    url = reverse("resume_compare", args=[resume.pk])
    return client.get(url, {"old": old, "new": new}, **headers)


def _diff_html(response, path: str) -> str:
    match = re.search(
        rf'data-path="{re.escape(path)}">.*?<div class="diff">(.*?)</div>', response.text, re.S
    )
    assert match, f"no row for {path}"
    return match.group(1)


def test_the_history_panel_offers_to_compare_two_versions(signed_in, user):
    resume = _three_versions(user)
    response = signed_in.get(reverse("resume_revisions", args=[resume.pk]))
    assert 'id="compare-old"' in response.text and 'id="compare-new"' in response.text
    assert re.search(r'<option value="2" selected>', response.text)
    assert re.search(r'<option value="3" selected>', response.text)
    assert "?old=1&amp;new=3" in response.text  # "Compare with current" on v1


def test_a_rewording_shows_words_deleted_and_inserted_and_no_warning(signed_in, user):
    resume = _three_versions(user)
    response = _compare(signed_in, resume, 1, 2, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "<html" not in response.text  # the partial, for htmx
    diff = _diff_html(response, "work[0].highlights[0]")
    assert "<del>Increased</del>" in diff and "<ins>Boosted</ins>" in diff
    assert "<span> revenue" in diff
    assert "compare-findings" not in response.text


def test_findings_show_as_warnings_overall_and_on_their_change(signed_in, user):
    resume = _three_versions(user)
    response = _compare(signed_in, resume, 1, 3)
    assert response.status_code == 200
    assert "<html" in response.text  # a whole page without htmx
    text = response.text
    assert 'data-check="new_employer"' in text and 'data-check="metric_invented"' in text
    assert "“Globex” is an employer the earlier version does not have." in text
    assert "“70%” appears nowhere in the earlier version." in text
    row = re.search(r'data-path="work\[1\]\.name">.*?</li>', text, re.S).group(0)
    assert "Work experience · Globex" in row
    assert 'class="compare-warning" data-check="new_employer"' in row


def test_versions_can_be_compared_in_either_order_and_with_themselves(signed_in, user):
    resume = _three_versions(user)
    backwards = _compare(signed_in, resume, 3, 1, HTTP_HX_REQUEST="true")
    assert "<del>Globex</del><ins>Babbage &amp; Co</ins>" in _diff_html(backwards, "work[1].name")
    same = _compare(signed_in, resume, 2, 2, HTTP_HX_REQUEST="true")
    assert "These two versions are the same." in same.text


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("1", "9", "There is no version 9; this resume has versions 1 to 3."),
        ("0", "2", "There is no version 0; this resume has versions 1 to 3."),
        ("abc", "2", "“abc” is not a version number."),
        ("-1", "2", "“-1” is not a version number."),
        ("1", "99999999999999999999", "is not a version number."),
        ("", "2", "Pick the two versions to compare."),
    ],
)
def test_bad_version_numbers_get_a_clear_message(signed_in, user, old, new, message):
    resume = _three_versions(user)
    partial = _compare(signed_in, resume, old, new, HTTP_HX_REQUEST="true")
    assert partial.status_code == 200  # htmx swaps only successful answers
    assert 'role="alert"' in partial.text and message in partial.text
    page = _compare(signed_in, resume, old, new)
    assert page.status_code == 400 and message in page.text


def test_missing_parameters_are_a_clear_message(signed_in, user):
    resume = _three_versions(user)
    response = signed_in.get(reverse("resume_compare", args=[resume.pk]))
    assert response.status_code == 400
    assert "Pick the two versions to compare." in response.text


def test_another_persons_resume_is_404_and_signed_out_is_sent_to_sign_in(
    client, signed_in, other_user
):
    theirs = _three_versions(other_user)
    assert _compare(signed_in, theirs, 1, 3).status_code == 404
    assert _compare(signed_in, theirs, 1, 3, HTTP_HX_REQUEST="true").status_code == 404
    missing = reverse("resume_compare", args=[999999])
    assert signed_in.get(missing, {"old": 1, "new": 2}).status_code == 404
    client.logout()
    response = _compare(client, theirs, 1, 3)
    assert response.status_code == 302 and "signin" in response["Location"]


def test_a_resume_whose_history_cannot_be_rebuilt_says_so(signed_in, user):
    resume = ResumeFactory(owner=user, version=3)  # versions 1 and 2 were never saved
    response = _compare(signed_in, resume, 1, 3, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "Version 1 cannot be rebuilt from the history." in response.text


def test_the_comparison_speaks_chinese(signed_in, user):
    resume = _three_versions(user, CHINESE, "zh-hans")
    with translation.override("zh-hans"):
        response = signed_in.get(
            reverse("resume_compare", args=[resume.pk]),
            {"old": 1, "new": 3},
            HTTP_HX_REQUEST="true",
            HTTP_ACCEPT_LANGUAGE="zh-hans",
        )
    text = response.text
    assert "版本 1 与版本 3 的比较" in text
    assert "“Globex”是之前的版本中没有的雇主。" in text
    assert "“90%”在之前的版本中没有出现过。" in text
    assert "<del>缩短</del><ins>减少了</ins>" in _diff_html(
        _compare(signed_in, resume, 1, 2, HTTP_HX_REQUEST="true"), "work[0].highlights[0]"
    )


def test_text_from_the_resume_is_escaped_in_the_diff(signed_in, user):
    resume = _three_versions(user)
    services.resume_apply_edit(
        resume=resume,
        path="basics.label",
        action="update",
        value='<script>alert("x")</script> Engineer',
        source="agent",
    )
    response = _compare(signed_in, resume, 3, 4, HTTP_HX_REQUEST="true")
    assert "<script>alert" not in response.text
    assert "&lt;script&gt;alert" in _diff_html(response, "basics.label")
