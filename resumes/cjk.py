"""Chinese characters in text: the one definition every reader of mixed Chinese and English
text uses (the ATS checks, the trust checks, the export read-back, postings, the guarded
model's reading of a message).

A Han character is one of the CJK Unified Ideographs, Extension A or the compatibility
ideographs. `CJK` finds one (`search` for "has Chinese", `findall` to count them,
`fullmatch` for "this one character is Chinese"); `CJK_RANGE` builds larger patterns.
"""

from __future__ import annotations

import re

CJK_RANGE = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK = re.compile(f"[{CJK_RANGE}]")
