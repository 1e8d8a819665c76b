"""Every route of the resume pages, the import, export and share links (`io`) and the chat
(`/chat/`) keeps its path and name, wherever its view lives: the table is the one these URL
confs answered before the reshape of issue 26 (one home per concept), read from Django's
resolver then. Each name reverses to its path, and the path resolves back to the name, so a
route shadowed by another one fails too."""

from __future__ import annotations

import re

import pytest
from django.urls import resolve, reverse

ROUTES = {
    "io:import": "/resumes/import/",
    "io:import_original": "/resumes/<int:resume_id>/import/original/",
    "io:import_unplaced": "/resumes/<int:resume_id>/import/unplaced/",
    "io:export": "/resumes/<int:resume_id>/export/<slug:fmt>/",
    "io:fit": "/resumes/<int:resume_id>/fit/<int:pages>/",
    "io:share_list": "/resumes/<int:resume_id>/share/",
    "io:share_create": "/resumes/<int:resume_id>/share/new/",
    "io:share_revoke": "/resumes/<int:resume_id>/share/<int:link_id>/revoke/",
    "io:public_share": "/s/<str:token>/",
    "io:public_share_pdf": "/s/<str:token>/resume.pdf",
    "conversation_create": "/chat/resumes/<int:resume_id>/conversations/new/",
    "conversation_rename": "/chat/conversations/<int:conversation_id>/rename/",
    "conversation_delete": "/chat/conversations/<int:conversation_id>/delete/",
    "conversation_settings": "/chat/conversations/<int:conversation_id>/settings/",
    "proposal_accept": "/chat/proposals/<int:proposal_id>/accept/",
    "proposal_reject": "/chat/proposals/<int:proposal_id>/reject/",
    "proposal_reapply": "/chat/proposals/<int:proposal_id>/reapply/",
    "proposals_accept": "/chat/conversations/<int:conversation_id>/proposals/accept/",
    "proposals_reject": "/chat/conversations/<int:conversation_id>/proposals/reject/",
    "proposals_preview": "/chat/conversations/<int:conversation_id>/proposals/preview/",
    "change_undo": "/chat/conversations/<int:conversation_id>/calls/<str:call_id>/undo/",
    "tailor_start": "/chat/jobs/<int:posting_id>/tailor/",
    "practice_start": "/chat/jobs/<int:posting_id>/practice/",
    "translate_start": "/chat/resumes/<int:resume_id>/languages/add/",
    "language_version": "/chat/languages/<int:version_id>/",
    "language_update": "/chat/languages/<int:version_id>/update/",
    "language_job": "/chat/languages/jobs/<uuid:result_id>/",
    "language_job_progress": "/chat/languages/jobs/<uuid:result_id>/progress/",
    "language_conflict": "/chat/languages/<int:version_id>/conflict/",
    "cover_letter": "/chat/versions/<int:version_id>/cover-letter/",
    "cover_letter_export": "/chat/versions/<int:version_id>/cover-letter/<str:fmt>/",
    "playground": "/chat/playground/",
    "playground_new": "/chat/playground/new/",
    "playground_tools": "/chat/playground/<int:conversation_id>/tools/",
    "playground_calls": "/chat/playground/<int:conversation_id>/calls/",
    "playground_files": "/chat/playground/<int:conversation_id>/files/",
    "playground_file_download": "/chat/playground/<int:conversation_id>/files/<path:path>",
    "maintenance": "/chat/maintenance/",
    "maintenance_repair": "/chat/maintenance/repair/",
    "job_detail": "/chat/jobs/<uuid:result_id>/",
    "job_progress": "/chat/jobs/<uuid:result_id>/progress/",
    "import_job": "/chat/imports/<uuid:result_id>/",
    "import_job_progress": "/chat/imports/<uuid:result_id>/progress/",
    "pushdown_all": "/chat/resumes/<int:resume_id>/versions/update/",
    "pushdown_job": "/chat/pushdowns/<uuid:result_id>/",
    "pushdown_job_progress": "/chat/pushdowns/<uuid:result_id>/progress/",
    "js_eval_sandbox": "/chat/playground/js-eval-sandbox/",
    "dashboard": "/",
    "resume_create": "/resumes/new/",
    "resume_rename": "/resumes/<int:resume_id>/rename/",
    "resume_duplicate": "/resumes/<int:resume_id>/duplicate/",
    "resume_delete": "/resumes/<int:resume_id>/delete/",
    "resume_preview": "/resumes/<int:resume_id>/preview/",
    "resume_theme": "/resumes/<int:resume_id>/theme/",
    "resume_theme_gallery": "/resumes/<int:resume_id>/themes/",
    "resume_revisions": "/resumes/<int:resume_id>/revisions/",
    "resume_ats": "/resumes/<int:resume_id>/ats/",
    "resume_ats_score": "/resumes/<int:resume_id>/ats/score/",
    "resume_compare": "/resumes/<int:resume_id>/revisions/compare/",
    "resume_undo": "/resumes/<int:resume_id>/revisions/<int:version>/undo/",
    "resume_basics_save": "/resumes/<int:resume_id>/edit/basics/save/",
    "resume_section": "/resumes/<int:resume_id>/edit/<slug:section>/",
    "resume_entry_add": "/resumes/<int:resume_id>/edit/<slug:section>/add/",
    "resume_entry_save": "/resumes/<int:resume_id>/edit/<slug:section>/<int:index>/",
    "resume_entry_delete": "/resumes/<int:resume_id>/edit/<slug:section>/<int:index>/delete/",
    "resume_entry_move": "/resumes/<int:resume_id>/edit/<slug:section>/<int:index>/move/",
}
SAMPLES = {
    "int": "7",
    "slug": "work",
    "str": "abc",
    "uuid": "0b6a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    "path": "notes/a.txt",
}
_CONVERTER = re.compile(r"<(\w+):(\w+)>")


@pytest.mark.parametrize(("name", "route"), ROUTES.items())
def test_the_route_keeps_its_path_and_name(name, route):
    kwargs = {key: SAMPLES[kind] for kind, key in _CONVERTER.findall(route)}
    path = _CONVERTER.sub(lambda match: SAMPLES[match[1]], route)
    assert reverse(name, kwargs=kwargs) == path
    assert resolve(path).view_name == name
