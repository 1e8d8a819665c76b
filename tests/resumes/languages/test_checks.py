"""The deterministic checks between a master and its language version, case by case."""

from __future__ import annotations

import copy

from resumes.languages.checks import Term, align, check_version


def found(master, version, terms=()):
    return [(f.check, f.path) for f in check_version(master, version, terms)]


def test_numbers_are_read_as_the_guard_reads_them_in_both_languages():
    master = {"basics": {"summary": "Grew revenue 30% for 50,000 users; 30% fewer bugs; 2k tests"}}
    version = {"basics": {"summary": "收入增长百分之三十，用户5万；缺陷减少三成；两千个测试"}}
    assert found(master, version) == []
    version = {"basics": {"summary": "收入增长百分之四十，用户5万；缺陷减少三成；两千个测试"}}
    assert found(master, version) == [("number", "basics.summary")]
    (finding,) = check_version(master, version)
    assert finding.master == master["basics"]["summary"]
    assert finding.version == version["basics"]["summary"]
    assert "百分之四十" in finding.message and "30%" in finding.message


def test_dates_contacts_and_links_must_be_the_same():
    master = {
        "basics": {"email": "a@example.com", "phone": "+86 138-0013-8000", "url": "https://a.dev/"},
        "work": [{"startDate": "2020-01", "summary": "See https://a.dev/x or mail b@example.com"}],
    }
    same = {
        "basics": {"email": "A@example.com", "phone": "+86 13800138000", "url": "https://a.dev"},
        "work": [{"startDate": "2020-01", "summary": "见 https://a.dev/x 或写信至 b@example.com"}],
    }
    assert found(master, same) == []
    wrong = {
        "basics": {"email": "a@example.org", "phone": "+86 13800138001", "url": "https://b.dev"},
        "work": [{"startDate": "2020-02", "summary": "见 https://a.dev/y 或写信至 c@example.com"}],
    }
    assert found(master, wrong) == [
        ("email", "basics.email"),
        ("phone", "basics.phone"),
        ("url", "basics.url"),
        ("date", "work[0].startDate"),
        ("email", "work[0].summary"),
        ("url", "work[0].summary"),
    ]


def test_an_entry_on_one_side_only_is_one_finding_not_a_shift():
    jobs = [{"name": n, "startDate": d} for n, d in (("A", "2020"), ("B", "2018"), ("C", "2016"))]
    translated = [{"name": "甲", "startDate": "2020"}, {"name": "丙", "startDate": "2016"}]
    assert found({"work": jobs}, {"work": translated}) == [("missing_entry", "work[1]")]
    assert align(jobs, translated) == [(0, 0), (1, None), (2, 1)]
    extra = [
        *translated[:1],
        {"name": "乙", "startDate": "2018"},
        {"name": "丁", "startDate": "2015"},
        translated[1],
    ]
    assert found({"work": jobs}, {"work": extra}) == [("extra_entry", "work[2]")]


def test_a_glossary_term_written_another_way_is_flagged_whole_words_only():
    terms = [
        Term("ByteDance", "字节跳动"),
        Term("Engineer", "工程师"),
        Term("Senior Engineer", "高级工程师"),
    ]
    master = {
        "work": [{"name": "ByteDance", "position": "Senior Engineer", "summary": "Engineering"}]
    }
    assert (
        found(
            master,
            {"work": [{"name": "字节跳动", "position": "高级工程师", "summary": "工程"}]},
            terms,
        )
        == []
    )
    assert found(
        master, {"work": [{"name": "抖音", "position": "资深工程师", "summary": "工程"}]}, terms
    ) == [
        ("glossary", "work[0].name"),
        ("glossary", "work[0].position"),
    ]
    # A name never translated: the glossary writes it the same.
    master = {"projects": [{"name": "Kubernetes operator"}]}
    assert (
        found(
            master,
            {"projects": [{"name": "Kubernetes 运维器"}]},
            [Term("Kubernetes", "Kubernetes")],
        )
        == []
    )


def test_a_master_change_is_placed_at_the_corresponding_entry_of_the_version():
    from resumes.languages.services import change_place
    from resumes.trust import compare_documents

    old = {
        "work": [
            {"name": n, "startDate": d, "highlights": [f"{n} did 1 thing"]}
            for n, d in (("A", "2020"), ("B", "2018"), ("C", "2016"))
        ]
    }
    version = {
        "work": [
            {"name": "甲", "startDate": "2020", "highlights": ["甲做了1件事"]},
            {"name": "丙", "startDate": "2016", "highlights": ["丙做了1件事"]},
        ]
    }
    new = copy.deepcopy(old)
    new["work"][2]["highlights"][0] = "C did 2 things"
    new["work"].append({"name": "D", "startDate": "2014"})
    del new["work"][0]["highlights"]
    changes = {c.path: c for c in compare_documents(old, new).changes}
    assert change_place(old, new, version, changes["work[2].highlights[0]"]) == (
        "work[1].highlights[0]"
    )
    assert change_place(old, new, version, changes["work[3]"]) == "work[2]"
    assert change_place(old, new, version, changes["work[0].highlights"]) == "work[0].highlights"
    # A change inside the entry the version dropped has no place.
    new["work"][1]["name"] = "Bee"
    (renamed,) = [c for c in compare_documents(old, new).changes if c.path == "work[1].name"]
    assert change_place(old, new, version, renamed) is None
