"""The safety net under the LinkedIn profile reader: a profile with a section the reader does
not know (项目经历 of another version) or a role dated in a form it does not read places no
less than the general pipeline would, and loses no word. Profiles are made at test time by
bench/parts/linkedin_render.py (reportlab draws them: no browser needed)."""

from __future__ import annotations

import copy

from bench.parts.linkedin_canvas import canvas_pdf
from bench.parts.linkedin_render import PROFILES, blocks, expected
from resumes.importing.linkedin_net import net, page_words, placed_share
from resumes.importing.linkedin_pdf import read_profile
from resumes.importing.parse import parse_bytes
from resumes.importing.pdf import read_pdf
from resumes.importing.pipeline import build_draft
from tests.resumes.importing.corpus.scoring import content_recall

PEOPLE = {p["key"]: p for p in PROFILES}


def _pdf(person: dict) -> bytes:
    return canvas_pdf(person, *blocks(person, 1))


def test_a_section_the_reader_does_not_know_is_placed_where_the_general_pipeline_puts_it():
    person = PEOPLE["zh-architect"]  # 项目经历 after 教育经历
    draft = parse_bytes(_pdf(person))

    assert draft.report["layout"] == "linkedin"
    assert draft.report["net"] == "rescued"
    names = [p["name"] for p in draft.document["projects"]]
    assert names == ["北京城市副中心图书馆", "雄安新区市民服务中心"]
    assert "负责立面深化设计与幕墙节点" in draft.document["projects"][0]["highlights"]
    # The unknown heading starts no school.
    assert [e["institution"] for e in draft.document["education"]] == ["清华大学"]
    assert content_recall(expected(person), draft.document) >= 0.99
    assert "项目经历" not in draft.unplaced  # the heading of a section now placed


def test_role_dates_the_reader_cannot_read_fall_back_to_what_the_general_pipeline_places():
    # Roles dated "2019/3 ~ 2021/6 (2年 4个月)" on the date lines but every other profile
    # part as usual: whatever the reader makes of them, no fewer words land in fields.
    person = copy.deepcopy(PEOPLE["zh-logistics"])
    lines, facts = read_pdf(_pdf(person))
    for line in lines:
        for part in line.parts:
            part.text = part.text.replace("年", "/").replace("月", "").replace(" - ", " ~ ")
    general = build_draft(copy.deepcopy(lines), kind="pdf", facts=facts).document
    mine, _ = read_profile(copy.deepcopy(lines))
    kept = [line for line in lines if line.text.strip() and not line.furniture]
    words = page_words(kept)

    document, _ = net(kept, mine, general)

    assert placed_share(words, document) >= placed_share(words, general) - 0.01
    assert placed_share(words, document) >= placed_share(words, mine)


def test_a_reader_that_drops_a_role_is_caught_and_its_lines_put_back():
    person = PEOPLE["zh-logistics"]
    lines, facts = read_pdf(_pdf(person))
    general = build_draft(copy.deepcopy(lines), kind="pdf", facts=facts).document
    mine, _ = read_profile(copy.deepcopy(lines))
    kept = [line for line in lines if line.text.strip() and not line.furniture]
    words = page_words(kept)
    # As a reader that lost every role's description would leave it.
    broken = copy.deepcopy(mine)
    for entry in broken["work"]:
        entry.pop("highlights", None)
        entry.pop("summary", None)
    assert placed_share(words, broken) < placed_share(words, general) - 0.01

    document, outcome = net(kept, broken, general)

    assert outcome == "rescued"
    assert placed_share(words, document) >= placed_share(words, general) - 0.01
    # Under the role the page shows them under (the general draft's dates are wrong here).
    assert [w.get("highlights") for w in document["work"]] == [
        w.get("highlights") for w in mine["work"]
    ]
    assert len(document["work"]) == len(mine["work"])


def test_a_profile_the_reader_reads_well_is_left_as_it_reads_it():
    for key in ("en-nurse", "zh-teacher"):
        draft = parse_bytes(_pdf(PEOPLE[key]))
        assert draft.report["net"] == "linkedin", key


def test_no_word_of_the_page_is_lost():
    for key in ("zh-architect", "zh-pharma", "en-accountant"):
        person = PEOPLE[key]
        draft = parse_bytes(_pdf(person))
        kept = {**draft.document, "x-unplaced": draft.unplaced}
        assert content_recall(expected(person), kept) >= 0.99, key
