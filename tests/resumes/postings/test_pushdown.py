"""Push-down: the master's changes since a version was copied, located in the version by what
they change (tailoring reorders), applied only where the version still holds the old value."""

from __future__ import annotations

import pytest

from resumes import services
from resumes.models import Resume
from resumes.postings import pushdown
from resumes.postings.models import JobPosting
from resumes.postings.services import version_create

pytestmark = pytest.mark.django_db

DOCUMENT = {
    "basics": {"name": "Ada Lovelace"},
    "work": [
        {"name": "Acme", "position": "Engineer", "startDate": "2020", "highlights": ["A1", "A2"]},
        {"name": "Globex", "position": "Intern", "startDate": "2018", "highlights": ["G1"]},
    ],
    "skills": [{"name": "Python"}],
}


@pytest.fixture
def pair(user):
    master = services.resume_create(owner=user, title="Master", data=DOCUMENT)
    posting = JobPosting.objects.create(owner=user, title="Job", description="Python")
    return master, version_create(master=master, posting=posting)


def edit(resume, path, action, value=None):
    services.resume_apply_edit(resume=resume, path=path, action=action, value=value, source="user")


def fresh(version):
    version.refresh_from_db()
    version.master.refresh_from_db()
    version.resume.refresh_from_db()
    return version


def test_an_up_to_date_version_has_nothing_to_push(pair):
    _, version = pair
    assert not pushdown.lags_behind(version)
    assert pushdown.pending_changes(version) == []


def test_a_highlight_added_in_the_master_lands_in_the_same_job_after_a_reorder(pair, user):
    master, version = pair
    edit(version.resume, "work", "update", [DOCUMENT["work"][1], DOCUMENT["work"][0]])
    edit(master, "work[0].highlights", "add", "A3")
    version = fresh(version)
    assert pushdown.lags_behind(version)
    (item,) = pushdown.pending_changes(version)
    assert item.fits and item.target == "work[1].highlights"
    assert pushdown.apply_change(version=version, number=item.number, user=user)
    version = fresh(version)
    assert version.resume.data["work"][1]["highlights"] == ["A1", "A2", "A3"]
    assert not pushdown.lags_behind(version)


def test_a_removed_entry_is_removed_where_it_is_in_the_version(pair, user):
    master, version = pair
    edit(version.resume, "work", "update", [DOCUMENT["work"][1], DOCUMENT["work"][0]])
    edit(master, "work[1]", "delete")
    version = fresh(version)
    (item,) = pushdown.pending_changes(version)
    assert item.change.op == "remove" and item.target == "work[0]"
    assert pushdown.apply_change(version=version, number=item.number, user=user)
    assert [w["name"] for w in fresh(version).resume.data["work"]] == ["Acme"]


def test_a_place_the_version_reworded_is_not_overwritten(pair, user):
    master, version = pair
    edit(version.resume, "work[0].highlights[0]", "update", "A1, tailored")
    edit(master, "work[0].highlights[0]", "update", "A1 fixed")
    version = fresh(version)
    (item,) = pushdown.pending_changes(version)
    assert not item.fits and item.target is None
    assert not pushdown.apply_change(version=version, number=item.number, user=user)
    assert fresh(version).resume.data["work"][0]["highlights"][0] == "A1, tailored"
    pushdown.mark_synced(version=version)
    assert pushdown.pending_changes(fresh(version)) == []


def test_a_change_the_version_already_has_is_not_offered(pair):
    master, version = pair
    edit(version.resume, "basics.name", "update", "Ada King")
    edit(master, "basics.name", "update", "Ada King")
    assert pushdown.pending_changes(fresh(version)) == []
    assert Resume.objects.get(pk=version.resume_id).data["basics"]["name"] == "Ada King"


def test_apply_all_applies_what_fits_and_leaves_the_conflicts_unsynced(pair, user):
    master, version = pair
    edit(version.resume, "work[0].highlights[0]", "update", "A1, tailored")
    edit(master, "work[0].highlights[0]", "update", "A1 fixed")
    edit(master, "skills", "add", {"name": "SQL"})
    result = pushdown.apply_all(version=fresh(version), user=user)
    assert (result.applied, result.left) == (1, ("work[0].highlights[0]",))
    version = fresh(version)
    assert version.resume.data["skills"] == [{"name": "Python"}, {"name": "SQL"}]
    assert pushdown.lags_behind(version)  # the conflict waits for the person


def test_apply_all_marks_a_version_that_has_every_change_already_as_synced(pair, user):
    master, version = pair
    edit(master, "basics.name", "update", "Ada King")
    edit(version.resume, "basics.name", "update", "Ada King")
    result = pushdown.apply_all(version=fresh(version), user=user)
    assert (result.applied, result.left) == (0, ())
    assert not pushdown.lags_behind(fresh(version))
