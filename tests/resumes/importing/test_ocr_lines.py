"""A line's size and its date dash as Tesseract's boxes give them (`ocr_lines.py`): a short
Chinese heading whose one box chi_sim grew keeps its type's height; a thin en dash in large
type (a phone screenshot's "Jan 2020 – Present", a box 2 pixels tall) stays in the range."""

from __future__ import annotations

from resumes.importing.ocr_lines import range_dashes, type_height


def _data(words: list[tuple[str, int, int, int, int, float]]) -> dict:
    keys = ("text", "left", "top", "width", "height", "conf")
    data = {key: [] for key in (*keys, "block_num", "par_num", "line_num")}
    for word in words:
        for key, value in zip(keys, word, strict=True):
            data[key].append(value)
        for key in ("block_num", "par_num", "line_num"):
            data[key].append(1)
    return data


def test_a_short_chinese_headings_grown_box_does_not_make_it_large():
    heading = _data([("经", 61, 1230, 105, 51, 93), ("历", 128, 1226, 39, 76, 86)])
    assert type_height(heading, [0, 1]) == 51
    three = _data([("出", 50, 900, 50, 50, 90), ("版", 102, 898, 50, 52, 90),
                   ("物", 154, 890, 50, 80, 90)])  # fmt: skip
    assert type_height(three, [0, 1, 2]) == 52
    # Latin words of two heights (an ascender, a descender) keep their union.
    latin = _data([("Jan", 10, 100, 40, 30, 95), ("2020", 60, 98, 50, 32, 95)])
    assert type_height(latin, [0, 1]) == 32


def test_a_thin_dash_in_large_type_stays_between_its_dates():
    row = _data([("Jan", 75, 1532, 50, 29, 95), ("2020", 140, 1532, 84, 29, 91),
                 ("-", 238, 1549, 16, 2, 60), ("Present", 270, 1532, 136, 30, 96)])  # fmt: skip
    range_dashes(row)
    assert row["text"][2] == "-" and row["conf"][2] >= 70
