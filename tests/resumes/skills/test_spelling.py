"""British and American spelling folded for the job match (`resumes/skills/spelling.py`)."""

from __future__ import annotations

from resumes.postings.match import match_text
from resumes.skills.spelling import american


def test_british_spellings_fold_onto_the_american_ones():
    pairs = [
        ("data modelling", "data modeling"),
        ("colour management", "color management"),
        ("open enrolment", "open enrollment"),
        ("localisation", "localization"),
        ("utilisation", "utilization"),
        ("organisational design", "organizational design"),
        ("analyse", "analyze"),
        ("labelling", "labeling"),
        ("licence", "license"),
        ("programme management", "program management"),
        ("paediatric nursing", "pediatric nursing"),
        ("centre", "center"),
    ]
    for british, us in pairs:
        assert american(british) == american(us), (british, american(british), american(us))


def test_words_that_only_look_alike_stay_apart():
    assert american("selling") != american("seling")
    assert american("filling") != american("filing")
    assert american("four hours") == "four hours"  # "-our" only in its known stems
    assert american("selling") == "selling"


def test_a_keyword_in_one_spelling_is_matched_by_the_other():
    resume = {"work": [{"highlights": ["Led data modeling in dbt; owned color management"]}]}
    posting = (
        "Analytics Engineer\n\nResponsibilities\n- Own data modelling in dbt\n"
        "- Run colour management with printers\n"
    )
    found = {k.keyword: k.matched for k in match_text(resume, posting).keywords}
    assert found.get("data modelling") is True, found
    assert found.get("colour management") is True, found
