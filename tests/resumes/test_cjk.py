"""The one definition of a Chinese character (`resumes.cjk`)."""

from resumes.cjk import CJK, CJK_RANGE


def test_finds_han_characters_of_every_block():
    # Unified ideographs, Extension A and a compatibility ideograph.
    for character in ("中", "\u3400", "\u4db5", "\uf900"):
        assert CJK.fullmatch(character), character


def test_passes_over_latin_digits_punctuation_and_symbols():
    for character in ("a", "É", "7", "，", "。", "\u4dc0"):  # the last: a Yijing hexagram
        assert not CJK.search(character), character


def test_counts_and_builds_larger_patterns():
    assert len(CJK.findall("Python 数据分析 3 年")) == 5
    assert CJK_RANGE in CJK.pattern
