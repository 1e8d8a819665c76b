"""Checks of the exported PDF: its text layer reads back (no letter-spaced or glued words,
each text in one piece), its headings are ones a tracking system knows, its page count."""

from __future__ import annotations

import re
from itertools import pairwise

from resumes.ats.findings import Finding
from resumes.ats.inputs import CheckInput, fold, squeeze
from resumes.ats.texts import leaves, quote
from resumes.cjk import CJK
from resumes.schema.sections import DEFINITIONS

MAX_PAGES = 2
MAX_FINDINGS_PER_KIND = 8
_LETTERS = re.compile(r"^[^\W\d_]+$")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# Texts long enough that reading them back in one piece says something about the order.
_ORDER_FIELDS = re.compile(
    r"^(basics\.(summary|label)|[a-z]+\[\d+\]\.(highlights\[\d+\]|summary|description|position"
    r"|reference))$"
)
_MIN_ORDER_CHARS = 24
_HYPHENS = re.compile(r"[-\u2010\u2011\u00ad]")

# Headings a tracking system files under its standard sections, English and Chinese.
KNOWN_HEADINGS = {
    "summary", "profile", "professional summary", "about", "about me", "objective",
    "experience", "work experience", "professional experience", "employment",
    "employment history", "work history", "career history", "education", "academic background",
    "projects", "project experience", "skills", "technical skills", "core skills",
    "key skills", "competencies", "languages", "certificates", "certifications", "licenses",
    "awards", "honors", "honours", "awards and honors", "publications", "volunteering",
    "volunteer experience", "volunteer work", "interests", "hobbies", "references", "contact",
    "contact information", "profiles", "research", "teaching", "activities",
    "个人简介", "个人概述", "自我评价", "个人总结", "求职意向", "工作经历", "工作经验",
    "实习经历", "教育背景", "教育经历", "项目经历", "项目经验", "专业技能", "技能", "技能特长",
    "语言能力", "资格证书", "证书", "获奖情况", "荣誉奖项", "获奖经历", "论文与出版物",
    "发表论文", "志愿经历", "志愿者经历", "兴趣爱好", "推荐人", "联系方式", "个人主页",
    "个人信息", "基本信息", "校园经历", "科研经历",
}  # fmt: skip


# Words that make a heading recognisable when it is not one of the above ("Research
# experience", "Selected publications", "实习与项目经历").
_HEADING_WORDS = re.compile(
    r"\b(experience|employment|education|skills?|projects?|summary|profile|objective|awards?"
    r"|honou?rs|certifications?|certificates?|licen[cs]es?|publications?|languages?|interests"
    r"|references|contact|volunteer\w*|research|teaching)\b"
    r"|经历|经验|教育|技能|项目|证书|奖|语言|兴趣|简介|评价|论文|联系|概述|总结"
)


def known_heading(heading: str) -> bool:
    text = " ".join(fold(heading).split())
    return text in KNOWN_HEADINGS or bool(_HEADING_WORDS.search(text))


def _word_places(inp: CheckInput) -> dict[str, tuple[str, str]]:
    """Each word (folded) of the resume with the first place that has it: a heading first,
    then the document's texts."""
    places: dict[str, tuple[str, str]] = {}
    for key, heading in inp.headings:
        for word in _words(heading):
            places.setdefault(word, (section_path(key) or "basics", heading))
    for path, text in leaves(inp.data):
        for word in _words(text):
            places.setdefault(word, (path, text))
    return places


def _words(text: str) -> list[str]:
    folded = fold(text)
    words = _WORD.findall(folded)
    for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff]{2,}", folded):
        words.append(run)
    return words


def text_layer(inp: CheckInput) -> list[Finding]:
    expected = set(_WORD.findall(fold(inp.visible_text)))
    expected_squeezed = squeeze(inp.visible_text)
    places = _word_places(inp)
    folded_leaves = [(p, " ".join(_WORD.findall(fold(t)))) for p, t in leaves(inp.data)]
    findings: list[Finding] = []
    for text in inp.pdf_texts:
        for finding in _spaced(text, expected, expected_squeezed, inp.visible_text, places):
            if not any(f.code == finding.code and f.params == finding.params for f in findings):
                findings.append(finding)
        for finding in _glued(text, expected, inp.visible_text, places, folded_leaves):
            if not any(f.code == finding.code and f.params == finding.params for f in findings):
                findings.append(finding)
    # Reading order as Poppler (or else PDFium) reads it: PDFium keeps the order things were
    # drawn in, which is not the order a layout-reading system follows.
    findings += _order(inp, inp.pdf_text)
    return findings


def _spaced(
    text: str,
    expected: set[str],
    expected_squeezed: str,
    visible: str,
    places: dict[str, tuple[str, str]],
) -> list[Finding]:
    """Words read as letters apart: "SU M M A RY", "E D U C AT I O N", "教 育 背 景"."""
    found: list[Finding] = []
    seen: set[str] = set()
    visible_folded = " ".join(fold(visible).split())
    for line in text.splitlines():
        tokens = line.split()
        i = 0
        while i < len(tokens):
            j = i
            while j < len(tokens) and _short_piece(tokens[j]):
                j += 1
            run = tokens[i:j]
            hit = _spaced_word(run, expected, expected_squeezed, visible_folded)
            if hit and hit not in seen:
                seen.add(hit)
                path, source = places.get(hit, (None, None))
                if path is None:
                    path, source = _place_of_run(hit, places)
                found.append(
                    Finding(
                        "text_layer",
                        "error",
                        "letter_spaced",
                        path,
                        " ".join(run),
                        {"word": (source and _original(source, hit)) or hit},
                    )
                )
            i = max(j, i + 1)
    return found[:MAX_FINDINGS_PER_KIND]


def _short_piece(token: str) -> bool:
    token = token.strip(".,;:·|()")
    return bool(token) and (
        (len(token) <= 3 and bool(_LETTERS.match(token))) or bool(CJK.fullmatch(token))
    )


def _spaced_word(
    run: list[str], expected: set[str], expected_squeezed: str, visible_folded: str
) -> str:
    """The word a run of short pieces spells when it is one the resume has, else ""."""
    if len(run) < 2 or not any(len(t.strip(".,;:·|()")) == 1 for t in run):
        return ""
    pieces = [fold(t.strip(".,;:·|()")) for t in run]
    joined = "".join(pieces)
    if all(CJK.fullmatch(p) for p in pieces):
        spaced = " ".join(pieces)
        if len(pieces) >= 3 and joined in expected_squeezed and spaced not in visible_folded:
            return joined
        return ""
    if len(joined) >= 4 and joined in expected and " ".join(pieces) not in visible_folded:
        return joined
    # A longer run can hold a spaced word and real short words ("SU M M A RY of"): try spans.
    for size in range(len(pieces) - 1, 1, -1):
        for start in range(0, len(pieces) - size + 1):
            part = pieces[start : start + size]
            word = "".join(part)
            if len(word) >= 4 and word in expected and " ".join(part) not in visible_folded:
                return word
    return ""


def _place_of_run(word: str, places: dict[str, tuple[str, str]]) -> tuple[str | None, str | None]:
    for key, (path, source) in places.items():
        if word in key:
            return path, source
    return None, None


def _original(source: str, folded_word: str) -> str:
    """The word as the resume writes it (its case), found in the text it came from."""
    for word in _WORD.findall(source):
        if fold(word) == folded_word:
            return word
    index = source.find(folded_word)
    return source[index : index + len(folded_word)] if index >= 0 else folded_word


def _glued(
    text: str,
    expected: set[str],
    visible: str,
    places: dict[str, tuple[str, str]],
    leaves_folded: list[tuple[str, str]],
) -> list[Finding]:
    """Two words read as one: "EngineerAcme", "Pythondeveloper"."""
    folded_visible = fold(visible)
    sequence = _WORD.findall(folded_visible)
    pairs: dict[str, tuple[str, str]] = {}
    for a, b in pairwise(sequence):
        joined = a + b
        if joined not in expected and len(a) >= 2 and len(b) >= 2:
            pairs.setdefault(joined, (a, b))
    # "on-call" broken at its hyphen at the end of a line reads "oncall": a line break.
    hyphenated = {
        m.group(1) + m.group(2)
        for m in re.finditer(r"([^\W\d_]+)[-\u2010\u2011]([^\W\d_]+)", folded_visible)
    }
    found: list[Finding] = []
    seen: set[str] = set()
    leaf_texts = list(leaves_folded)
    for token in _WORD.findall(fold(text)):
        if token in expected or token in seen or token not in pairs or token in hyphenated:
            continue
        seen.add(token)
        a, b = pairs[token]
        path = _phrase_path(leaf_texts, f"{a} {b}") or (places.get(a) or (None, None))[0]
        raw = _raw_token(text, token)
        found.append(
            Finding(
                "text_layer",
                "error",
                "glued",
                path,
                raw,
                {"first": _in_case(places, a), "second": _in_case(places, b)},
            )
        )
    return found[:MAX_FINDINGS_PER_KIND]


def _in_case(places: dict[str, tuple[str, str]], word: str) -> str:
    source = places.get(word, (None, ""))[1]
    return _original(source, word) if source else word


def _phrase_path(leaf_texts: list[tuple[str, str]], phrase: str) -> str | None:
    for path, text in leaf_texts:
        if phrase in text:
            return path
    return None


def _raw_token(text: str, folded: str) -> str:
    for word in _WORD.findall(text):
        if fold(word) == folded:
            return word
    return folded


def _order(inp: CheckInput, text: str) -> list[Finding]:
    """A text that does not read back in one piece: something else is read into its middle
    (a sidebar into a highlight), or part of it is missing."""
    # Without hyphens: a reader joins a word broken at a hyphen at the end of a line ("15-" /
    # "minute" reads "15minute"), which is a line break, not a text out of order.
    squeezed = _HYPHENS.sub("", squeeze(text))
    found: list[Finding] = []
    for path, value in leaves(inp.data):
        if not _ORDER_FIELDS.match(path):
            continue
        want = _HYPHENS.sub("", squeeze(value))
        if len(want) < _MIN_ORDER_CHARS or want in squeezed:
            continue
        cut = _longest_prefix(want, squeezed)
        rest = want[cut:]
        if cut >= 6 and len(rest) >= 4 and rest in squeezed:
            params = {"after": _prefix_words(value, cut)}
            inserted = _inserted(text, want, cut)
            code = "broken_order_by" if inserted else "broken_order"
            if inserted:
                params["inserted"] = inserted
            found.append(Finding("text_layer", "error", code, path, quote(value), params))
        else:
            found.append(Finding("text_layer", "warning", "not_read_back", path, quote(value)))
    return found[:MAX_FINDINGS_PER_KIND]


def _inserted(text: str, want: str, cut: int) -> str:
    """The lines read between the start of a text and its rest, as the PDF has them."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    keys = [_HYPHENS.sub("", squeeze(line)) for line in lines]
    joined = "".join(keys)
    start = joined.find(want[:cut])
    if start < 0:
        return ""
    end = start + cut
    resume_at = joined.find(want[cut:], end)
    if resume_at <= end:
        return ""
    between, offset = [], 0
    for line, key in zip(lines, keys, strict=True):
        if offset >= end and offset + len(key) <= resume_at:
            between.append(line)
        offset += len(key)
    return quote(" / ".join(between), 80) if between else ""


def _longest_prefix(want: str, haystack: str) -> int:
    low, high = 0, len(want)
    while low < high:
        middle = (low + high + 1) // 2
        if want[:middle] in haystack:
            low = middle
        else:
            high = middle - 1
    return low


def _prefix_words(value: str, squeezed_chars: int) -> str:
    """The start of `value` that covers `squeezed_chars` characters not counting spaces."""
    count = 0
    for index, char in enumerate(value):
        if not char.isspace():
            count += 1
        if count >= squeezed_chars:
            return quote(value[: index + 1], 60)
    return quote(value, 60)


def pages(inp: CheckInput) -> list[Finding]:
    count = inp.page_count
    if count > MAX_PAGES:
        severity = "warning" if count <= MAX_PAGES + 1 else "error"
        return [Finding("pages", severity, "too_many_pages", None, None, {"pages": count})]
    return []


def headings(inp: CheckInput) -> list[Finding]:
    findings: list[Finding] = []
    known_keys = set(DEFINITIONS["ResumeDocument"]) | {"$schema"}
    for key, value in inp.data.items():
        # "x-…" and "_…" keys are extensions for programs (notes, settings), not sections.
        if key not in known_keys and value and not key.startswith(("x-", "_")):
            findings.append(Finding("headings", "warning", "custom_section", key, key))
    squeezed = squeeze(inp.pdf_text)
    for key, heading in inp.headings:
        path = section_path(key)
        if not known_heading(heading):
            findings.append(Finding("headings", "warning", "unknown_heading", path, heading))
        if squeeze(heading) not in squeezed:
            findings.append(Finding("headings", "error", "heading_not_in_text", path, heading))
    return findings


_HEADING_PATHS = {"summary": "basics.summary", "contact": "basics", "profiles": "basics.profiles"}


def section_path(key: str) -> str | None:
    """Where a heading's section lives in the document."""
    return _HEADING_PATHS.get(key, key) or None
