"""A keyword found by the skill it wraps (`resumes/postings/cores.py`): a product's model without
its maker, names joined by a slash, a free phrase without what is done with the skill, a Chinese
compound without the work around it; and what must stay unmatched."""

from __future__ import annotations

from resumes.postings.match import match_keywords


def _result(highlights: list[str], keyword: str, line: str):
    resume = {"work": [{"name": "Acme", "position": "Technician", "highlights": highlights}]}
    stored = [{"keyword": keyword, "canonical": keyword.lower(), "weight": 2, "line": line}]
    return match_keywords(resume, stored).keywords[0]


def test_a_products_model_is_found_without_its_maker_with_its_evidence():
    found = _result(
        ["Anchor design checks in PROFIS for 40 slabs"],
        "Hilti Profis",
        "- Anchor design in Hilti Profis",
    )
    assert found.matched
    assert found.path == "work[0].highlights[0]"
    assert found.text == "Anchor design checks in PROFIS for 40 slabs"


def test_a_named_product_is_not_found_by_its_family_alone():
    found = _result(["Daily logs in Procore"], "Procore Analytics", "- Procore Analytics")
    assert not found.matched


def test_a_title_is_no_makers_model():
    found = _result(
        ["Staff Dietitian at a county clinic"], "Registered Dietitian", "- Registered Dietitian"
    )
    assert not found.matched


def test_names_joined_by_a_slash_are_found_one_by_one():
    found = _result(
        ["Clash detection in Navisworks for two hospitals"],
        "Autodesk Revit/Navisworks",
        "- Autodesk Revit/Navisworks",
    )
    assert found.matched


def test_a_free_phrase_is_found_by_its_noun_without_its_head():
    found = _result(
        ["Ballast tamping and track geometry checks"],
        "ballast components",
        "- Replace ballast components",
    )
    assert found.matched
    # the noun inside a hyphenated compound is no evidence ("format" of "large-format")
    found = _result(["Scanned large-format plans"], "format migration", "- Format migration")
    assert not found.matched


def test_a_modifying_gerund_or_adjective_carries_the_skill():
    found = _result(["Client services for 40 accounts"], "grooming services", "- Grooming services")
    assert not found.matched
    found = _result(
        ["Cardiac rehabilitation"], "pediatric rehabilitation", "- Pediatric rehabilitation"
    )
    assert not found.matched


def test_a_counted_crew_is_a_crew_and_a_verbs_article_is_left_off():
    assert _result(
        ["Led a crew of four on night shifts"], "two-person crew", "- Lead a two-person crew"
    ).matched
    found = _result(
        ["Theodolite and total station surveys"], "use a theodolite", "- Use a theodolite"
    )
    assert found.matched


def test_a_chinese_compound_is_found_without_the_work_around_it():
    found = _result(["负责饲料配方，降低成本"], "饲料配方优化", "负责饲料配方优化")
    assert found.matched and found.text == "负责饲料配方，降低成本"
    # a leading "doing" word off, then the core by its short form (巡检 is 巡视检查)
    assert _result(["变电站巡视检查与缺陷记录"], "日常巡检", "负责日常巡检").matched


def test_a_chinese_compounds_last_word_alone_is_not_enough():
    assert not _result(["物理治疗与康复训练"], "音乐治疗", "熟悉音乐治疗").matched


def test_a_latin_name_in_chinese_is_found_hyphenated():
    assert _result(["完成C-V曲线测量与分析"], "CV曲线", "熟悉CV曲线").matched
