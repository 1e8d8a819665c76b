"""Chinese characters a PDF's text layer spells with look-alike code points: a font's cmap
(Source Han, Noto CJK as wkhtmltopdf, AbiWord and many CJK PDF makers embed them) maps a
glyph to a Kangxi radical (U+2F00-U+2FDF: "⼯" for 工), a CJK radical supplement form
(U+2E80-U+2EFF: "⻋" for 车) or a compatibility ideograph (U+F900-U+FAFF) that reads the
same but matches no word. Each is read as the unified ideograph it stands for."""

from __future__ import annotations

import unicodedata

# Radical supplement forms NFKC leaves alone, with the ideograph each one is written as
# (Unicode's EquivalentUnifiedIdeograph.txt): the simplified radicals that are words too, and
# the radicals written alone as words (青, 食, 西, 長, 骨: wkhtmltopdf's Noto CJK cmaps).
_SUPPLEMENT = {
    0x2E9F: "母",
    0x2EA0: "民",
    0x2EA9: "王",
    0x2EAC: "示",
    0x2EAD: "礻",
    0x2EB0: "纟",
    0x2EC4: "西",
    0x2EC5: "见",
    0x2EC6: "角",
    0x2EC8: "讠",
    0x2EC9: "贝",
    0x2ECB: "车",
    0x2ECC: "辶",
    0x2ECF: "阝",
    0x2ED0: "钅",
    0x2ED1: "長",
    0x2ED3: "长",
    0x2ED4: "门",
    0x2ED6: "阝",
    0x2ED8: "青",
    0x2ED9: "韦",
    0x2EDA: "页",
    0x2EDB: "风",
    0x2EDC: "飞",
    0x2EDD: "食",
    0x2EE0: "饣",
    0x2EE2: "马",
    0x2EE3: "骨",
    0x2EE4: "鬼",
    0x2EE5: "鱼",
    0x2EE6: "鸟",
    0x2EE7: "卤",
    0x2EE8: "麦",
    0x2EE9: "黄",
    0x2EEA: "黾",
    0x2EEC: "齐",
    0x2EEE: "齿",
    0x2EF0: "龙",
    0x2EF3: "龟",
}


def unified_ideograph(char: str) -> str:
    """The unified ideograph a radical or compatibility form stands for (itself otherwise)."""
    if len(char) == 1 and ord(char) in _SUPPLEMENT:
        return _SUPPLEMENT[ord(char)]
    if len(char) == 1 and (
        0x2E80 <= ord(char) <= 0x2FDF
        or 0xF900 <= ord(char) <= 0xFAFF
        or 0x2F800 <= ord(char) <= 0x2FA1F
    ):
        return unicodedata.normalize("NFKC", char)
    return char
