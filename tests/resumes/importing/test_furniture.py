"""Page furniture (`resumes/importing/furniture.py`): page numbers set between dashes whose
first dash the row reader took for a list bullet ("– 2 –" read as the item "2 –"; layout
family: troff and LaTeX pages, Word's "- 1 -" footers) are still page numbers."""

from __future__ import annotations

import pytest

from resumes.importing.furniture import mark_furniture
from resumes.importing.lines import plain_line


@pytest.mark.parametrize("text", ["2 –", "12 -", "3 —"])
def test_a_page_number_whose_first_dash_became_a_bullet_is_furniture(text):
    line = plain_line(text, bullet=True, page=0, top=780.0, bottom=790.0)

    mark_furniture([line], [842.0])

    assert line.furniture


def test_a_list_item_that_is_a_number_with_a_dash_in_the_body_is_content():
    line = plain_line("2 – 3 years of ward experience", bullet=True, page=0, top=400.0)

    mark_furniture([line], [842.0])

    assert not line.furniture
