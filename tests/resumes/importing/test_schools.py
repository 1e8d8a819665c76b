"""Schools (`schools.py`): British degrees named with their honours mark, and the degree's
classification written alone on a line under the entry. A Markdown CV of its own."""

from __future__ import annotations

from resumes.importing.parse import parse_bytes

SOCIAL_WORKER = """# Aoife Gallagher

Social Worker

## Experience

**Senior Social Worker**, Leeds City Council
Apr 2019 - Present

- Hold a caseload of 22 families in the children's safeguarding team

## Education

**BA (Hons), Social Work**
University of Sheffield
2012 - 2015

Upper Second Class Honours
"""


def test_an_honours_mark_stays_with_the_degree_and_a_classification_line_is_the_score():
    school = parse_bytes(SOCIAL_WORKER.encode()).document["education"][0]

    assert school["studyType"] == "BA (Hons)"
    assert school["area"] == "Social Work"
    assert school["score"] == "Upper Second Class Honours"
    assert school["institution"] == "University of Sheffield"
