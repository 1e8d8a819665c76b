"""The guard's changes (path, op, old, new), its JSON shape, and the word-level diff."""

from __future__ import annotations

import json

from django.utils import translation

from resumes.trust import (
    CHECKS,
    compare_documents,
    display_text,
    finding_message,
    value_diff,
    word_diff,
)
from tests.resumes.trust.trust_docs import CHINESE, ENGLISH, edited


def changes(old, new) -> list[tuple]:
    return [(c.path, c.op, c.old, c.new) for c in compare_documents(old, new).changes]


def test_a_changed_text_is_one_replace_at_its_path():
    new = edited(ENGLISH, lambda d: d["work"][0].update(position="Staff Engineer"))
    assert changes(ENGLISH, new) == [
        ("work[0].position", "replace", "Senior Engineer", "Staff Engineer")
    ]


def test_added_and_removed_fields_items_and_entries():
    def edit(d):
        d["basics"]["label"] = None
        del d["basics"]["url"]
        d["work"][1]["highlights"].append("Wrote the docs")
        d["work"].append({"name": "Initech"})
        del d["projects"][0]

    found = changes(ENGLISH, edited(ENGLISH, edit))
    assert ("basics.label", "replace", "Software Engineer", None) in found
    assert ("basics.url", "remove", "https://ada.example.com", None) in found
    assert ("work[1].highlights[1]", "add", None, "Wrote the docs") in found
    assert ("work[2]", "add", None, {"name": "Initech"}) in found
    assert ("projects[0]", "remove", ENGLISH["projects"][0], None) in found
    assert len(found) == 5


def test_a_reordered_section_is_one_order_change_naming_the_entries():
    comparison = compare_documents(ENGLISH, edited(ENGLISH, lambda d: d["work"].reverse()))
    assert [change.as_dict() for change in comparison.changes] == [
        {
            "path": "work",
            "op": "replace",
            "old": ["Analytical Engines Ltd", "Babbage & Co"],
            "new": ["Babbage & Co", "Analytical Engines Ltd"],
        }
    ]
    assert comparison.changes[0].kind == "order"
    assert comparison.findings == ()


def test_a_moved_and_edited_entry_is_changed_at_its_new_place():
    def edit(d):
        d["work"].reverse()
        d["work"][0]["position"] = "Software Engineer"

    found = changes(ENGLISH, edited(ENGLISH, edit))
    assert found[1:] == [("work[0].position", "replace", "Engineer", "Software Engineer")]


def test_the_json_shape_is_the_contract_and_serialises():
    def edit(d):
        d["basics"]["email"] = "ada@evil.example"
        d["work"][0]["highlights"][0] = "首屏加载时间缩短 50%"

    data = compare_documents(CHINESE, edited(CHINESE, edit)).as_dict()
    assert set(data) == {"changes", "findings"}
    assert all(set(change) == {"path", "op", "old", "new"} for change in data["changes"])
    assert all(set(finding) == {"check", "path", "message"} for finding in data["findings"])
    assert {finding["check"] for finding in data["findings"]} == {
        "contact_changed",
        "metric_invented",
    }
    assert json.loads(json.dumps(data, ensure_ascii=False)) == data


def test_findings_follow_the_order_of_the_checks():
    def edit(d):
        d["work"][0]["highlights"][0] = "Revenue up 45%"
        d["basics"]["name"] = "Ada King"
        d["work"][1]["name"] = "Globex"

    checks = [f.check for f in compare_documents(ENGLISH, edited(ENGLISH, edit)).findings]
    assert checks == sorted(checks, key=CHECKS.index)
    assert checks == ["new_employer", "name_changed", "metric_invented"]


def test_findings_for_a_path_include_what_is_inside_and_around_it():
    def edit(d):
        d["work"][1]["name"] = "Globex"
        d["work"][1]["startDate"] = "2016-01"

    comparison = compare_documents(ENGLISH, edited(ENGLISH, edit))
    assert {f.check for f in comparison.findings_for("work[1]")} == {
        "new_employer",
        "dates_changed",
    }
    assert [f.check for f in comparison.findings_for("work[1].name")] == ["new_employer"]
    assert comparison.findings_for("work[0]") == []
    assert comparison.findings_for("work[10]") == []


def test_messages_are_translated_and_the_check_name_is_stable():
    def edit(d):
        d["work"][0]["name"] = "Globex"
        d["work"][0]["startDate"] = "2020-01"
        del d["work"][1]

    with translation.override("zh-hans"):
        findings = compare_documents(ENGLISH, edited(ENGLISH, edit)).findings
    by_check = {finding.check: finding for finding in findings}
    assert set(by_check) == {"new_employer", "dates_changed", "entry_removed"}
    assert "雇主" in by_check["new_employer"].message
    assert "开始日期" in by_check["dates_changed"].message
    assert "删除" in by_check["entry_removed"].message
    with translation.override("en"):
        again = finding_message("new_employer", by_check["new_employer"].params)
    assert again == "“Globex” is an employer the earlier version does not have."


def test_documents_that_are_not_objects_compare_as_empty():
    comparison = compare_documents(None, {"basics": {"name": "Ada"}})
    assert [c.as_dict() for c in comparison.changes] == [
        {"path": "basics", "op": "add", "old": None, "new": {"name": "Ada"}}
    ]
    assert [f.check for f in comparison.findings] == ["name_changed"]


def test_a_large_hostile_document_still_compares():
    # Thousands of entries pair by name only; every one is recognised after a reversal.
    old = {"work": [{"name": f"Company {i}", "position": "Engineer"} for i in range(3000)]}
    new = {"work": list(reversed(old["work"]))}
    comparison = compare_documents(old, new)
    assert [c.kind for c in comparison.changes] == ["order"]
    assert comparison.findings == ()


# --- the word-level diff -----------------------------------------------------------------


def texts(tokens, *ops) -> str:
    return "".join(token.text for token in tokens if token.op in ops)


def test_word_diff_marks_whole_words_and_rebuilds_both_texts():
    old, new = "Increased revenue by 40% in 2021", "Boosted revenue 40% in 2021"
    tokens = word_diff(old, new)
    assert [t.as_dict() for t in tokens] == [
        {"op": "delete", "text": "Increased"},
        {"op": "insert", "text": "Boosted"},
        {"op": "equal", "text": " revenue"},
        {"op": "delete", "text": " by"},
        {"op": "equal", "text": " 40% in 2021"},
    ]
    assert texts(tokens, "equal", "delete") == old
    assert texts(tokens, "equal", "insert") == new


def test_word_diff_compares_chinese_character_by_character():
    tokens = word_diff("首屏加载时间缩短 45%", "首屏加载时间减少了 45%")
    assert [(t.op, t.text) for t in tokens] == [
        ("equal", "首屏加载时间"),
        ("delete", "缩短"),
        ("insert", "减少了"),
        ("equal", " 45%"),
    ]


def test_word_diff_of_texts_that_share_nothing_and_of_empty_texts():
    assert [(t.op, t.text) for t in word_diff("alpha", "beta")] == [
        ("delete", "alpha"),
        ("insert", "beta"),
    ]
    assert [(t.op, t.text) for t in word_diff("", "new")] == [("insert", "new")]
    assert word_diff("", "") == []


def test_word_diff_of_huge_texts_still_rebuilds_both():
    old = " ".join(f"w{i}" for i in range(30_000))
    new = " ".join(f"v{i}" for i in range(30_000))
    tokens = word_diff("same start " + old, "same start " + new)
    assert tokens[0].op == "equal" and tokens[0].text == "same start "
    assert texts(tokens, "equal", "delete") == "same start " + old
    assert texts(tokens, "equal", "insert") == "same start " + new


def test_values_that_are_not_texts_are_shown_as_readable_lines():
    entry = {"name": "Initech", "highlights": ["Shipped v2", "Hired 3"]}
    assert display_text(entry) == "name: Initech\nhighlights:\n  • Shipped v2\n  • Hired 3"
    assert display_text(None) == "" and display_text(3) == "3" and display_text(True) == "true"
    tokens = value_diff(None, entry)
    assert [t.op for t in tokens] == ["insert"]
