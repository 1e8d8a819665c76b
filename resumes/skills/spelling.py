"""British and American spelling folded onto one form, for the job match: a posting that asks
for "data modelling" and a resume that says "data modeling" (or "colour management" / "color
management", "open enrolment" / "open enrollment", "localisation" / "localization") name one
skill. Both sides are folded the same way, so a fold only has to be consistent, not correct
English: "-ise"/"-yse" forms become "-ize"/"-yze" ("optimise", "organisation", "analyse"),
a doubled "l" before "-ing", "-ed", "-er" after two syllables is single ("modelling",
"labelling", "travelled"; not "selling" or "filling"), "-our" of a known set of stems
("colour", "behaviour", "labour"), "-re" of "centre", "metre", "fibre", "theatre", "litre",
"calibre", "-ence" of "licence" and "defence", "-mme" of "programme", "-gue" of
"catalogue" and "dialogue", "-lment" of "enrolment" and "fulfilment", and the "ae"/"oe" of
medical words ("paediatric", "anaesthesia", "oesophageal", "haematology").

The guard's `skill_claimed` keeps its own reading; this is for matching only.
"""

from __future__ import annotations

import re
from functools import lru_cache

_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"(?<=[a-z]{2})is(e|es|ed|ing|ation|ations|ational|er|ers)\b", r"iz\1"),
        (r"(?<=[a-z])ys(e|es|ed|ing|er|ers)\b", r"yz\1"),
        (r"\b(\w*[aeiou]\w*[aeiou]\w*?)ll(ing|ed|er|ers)\b", r"\1l\2"),
        (r"\b(colo|behavio|labo|favo|hono|neighbo|flavo|harbo|humo|vapo|rigo)ur", r"\1r"),
        (r"\b(cent|met|fib|theat|lit|calib|lust|meag|sab)re(s|d)?\b", r"\1er\2"),
        (r"\b(lic|def|off|pret)ence(s|d)?\b", r"\1ense\2"),
        (r"\bprogramme(s)?\b", r"program\1"),
        (r"\b(catalo|dialo|analo)gue(s)?\b", r"\1g\2"),
        (r"\b(enro|fulfi|insta)lment(s)?\b", r"\1llment\2"),
        (r"\b(p|h|an|orthop|gyn|leuk|an)ae", r"\1e"),
        (r"\b(o)e(soph|stro)", r"e\2"),
        (r"\bfoet", "fet"),
        (r"\bageing\b", "aging"),
    )
)


@lru_cache(maxsize=16384)
def american(text: str) -> str:
    """A normalised (lower-case) text with British spellings folded (see the module)."""
    for pattern, replacement in _RULES:
        text = pattern.sub(replacement, text)
    return text
