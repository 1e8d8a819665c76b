"""Skills, languages and interests: "Category: a, b, c" lines, one item per line or bullet,
comma-separated items, or a sidebar's bold name over its level and keywords."""

from __future__ import annotations

import itertools
import re
from typing import Any

from resumes.importing import lexicon
from resumes.importing.fields import Built, is_level, split_level
from resumes.importing.lines import Line

_ITEM_SPLIT = re.compile(r"\s*(?:[,，、;；|｜•·]|\s/\s)\s*")
_CATEGORY = re.compile(r"^([^:：]{1,40}?)\s*[:：]\s*(.*)$")
_LEVEL_FIRST = re.compile(r"^[(（]([^()（）]{1,30})[)）]\s*(.*)$")


def _items(text: str) -> list[str]:
    return [item.strip(" .。") for item in _ITEM_SPLIT.split(text) if item.strip(" .。")]


def _line_items(line: Line) -> list[str]:
    out = []
    for part in line.parts:
        out.extend(_items(part.text))
    return out


def build_skills(lines: list[Line], *, section: str = "skills") -> Built:
    items: list[dict[str, Any]] = []
    leftovers: list[str] = []
    current: dict[str, Any] | None = None  # a sidebar group: bold name, then level, keywords
    if _column_heads(lines):
        leftovers.append(lines[0].text)
        lines = lines[1:]
    for line in lines:
        text = line.text.strip()
        group = _table_group(line)
        if group is not None:  # layout family: a Word/HTML table of skill groups
            items.append(group)
            current = None
            continue
        category = (
            _CATEGORY.match(text)
            if not (line.bold and len(line.parts) == 1 and text.endswith((":", "：")))
            else None
        )
        if (
            category
            and len(category.group(1).split()) <= 5
            and not re.search(r"https?$", category.group(1))
        ):
            name, rest = category.group(1).strip(), category.group(2).strip()
            item: dict[str, Any] = {"name": name}
            level = _LEVEL_FIRST.match(rest)
            if level and section == "skills":
                item["level"], rest = level.group(1).strip(), level.group(2).strip()
            elif re.search(r"[(（]", name):
                item["name"], maybe_level = split_level(name)
                if maybe_level:
                    item["level"] = maybe_level
            keywords = _items(rest)
            if len(keywords) == 1 and len(line.parts) > 1:
                keywords = _chip_items(line, keywords)
            if keywords:
                item["keywords"] = keywords
            items.append(item)
            current = None
            continue
        if line.bold and len(line.parts) == 1 and not line.bullet and len(text) <= 40:
            current = {"name": text}
            items.append(current)
            continue
        if current is not None and not line.bullet:
            if is_level(text) and "level" not in current and "keywords" not in current:
                current["level"] = text.strip("()（）")
            else:
                current.setdefault("keywords", []).extend(_line_items(line))
            continue
        current = None
        for piece in _line_items(line):
            name, level = split_level(piece)
            name = name.rstrip(":：").strip()
            if not name:
                continue
            item = {"name": name}
            if level:
                item["level"] = level
            items.append(item)
    return items, leftovers


def _chip_items(line: Line, keywords: list[str]) -> list[str]:
    """Layout family: web builders' skill chips printed to PDF ("Safety: Emergency evacuation
    [gap] Fire fighting [gap] AED", no commas; each chip a piece set apart by a wide gap): with
    the group's name in the first piece, each further piece is a keyword of its own."""
    first = _CATEGORY.match(line.parts[0].text.strip())
    if not first or any(len(_items(part.text)) != 1 for part in line.parts[1:]):
        return keywords
    return [*_items(first.group(2)), *(_items(part.text)[0] for part in line.parts[1:])]


def _column_heads(lines: list[Line]) -> bool:
    """Layout family: a table of skill groups with a header row (pandoc's DOCX and HTML
    tables: "Area | Skills", "类别 | 技能"). The first row is the columns' names when its cells
    are single words and the rows under it hold lists: it names no group of skills."""
    if len(lines) < 3 or not lines[0].table or len(lines[0].parts) != 2:
        return False
    if any(len(_items(part.text)) != 1 or len(part.text.split()) > 2 for part in lines[0].parts):
        return False
    listed = [
        line for line in lines[1:] if len(line.parts) == 2 and len(_items(line.parts[1].text)) > 1
    ]
    return len(listed) >= 2 and len(listed) * 2 >= len(lines) - 1


def _table_group(line: Line) -> dict[str, Any] | None:
    """A two-cell table row: a group and its skills ("Analysis | ETABS, SAP2000"), or a
    skill and its level ("ETABS: | Advanced"). Other rows are read as any line."""
    if len(line.parts) != 2 or not (line.table or _cell_gap(line)):
        return None
    name = line.parts[0].text.strip().rstrip(":：").strip()
    rest = line.parts[1].text.strip()
    if not name or not rest or len(name.split()) > 5:
        return None
    if is_level(rest):
        return {"name": name, "level": rest.strip("()（）")}
    keywords = _items(rest)
    if len(keywords) < 2 and not line.parts[0].text.strip().endswith((":", "：")):
        return None
    return {"name": name, "keywords": keywords}


def _cell_gap(line: Line) -> bool:
    """A PDF row of two pieces set two ems or more apart: the cells of a table used for
    layout (layout family: label/value ledgers, LibreOffice exports of Word tables)."""
    first, second = line.parts
    return bool(line.size) and second.x0 - first.x1 >= 2 * line.size


def build_interests(lines: list[Line]) -> Built:
    items, leftovers = build_skills(lines, section="interests")
    for item in items:
        if "level" in item:
            item["keywords"] = [item.pop("level"), *item.get("keywords", [])]
    return items, leftovers


_FLUENCY = re.compile(
    r"^(?:\w+\s)?(?:native|fluent|conversational|proficien|professional|intermediate|basic|"
    r"beginner|bilingual|mother tongue|limited|working|elementary|advanced|upper|[abc][12]\b|"
    r"cet|ielts|toefl|hsk|toeic)|^(?:母语|流利|熟练|良好|一般|精通|日常交流|商务|专业[四八]级|大学英语|"
    r"[一二三]级[甲乙]等)",  # the last: the Putonghua test's levels
    re.I,
)


# A Chinese language name run into its level with no space, as Chinese writes it ("英语六级",
# "普通话二级甲等", "日语N1").
_CJK_LANGUAGE = re.compile(r"^([\u4e00-\u9fff]{1,4}?[语文话])\s*([\u4e00-\u9fffA-Za-z0-9].*)$")
_RATING = re.compile(r"[●○◐◑★☆✦✧■□▪▫◆◇•·\s]+")


def build_languages(lines: list[Line]) -> Built:
    items: list[dict[str, Any]] = []
    leftovers: list[str] = []
    pending: dict[str, Any] | None = None
    described = _definition_terms(lines)
    for line in lines:
        text = line.text.strip()
        if _RATING.fullmatch(text):
            continue  # a level drawn as dots on a row of its own (kept in the source text)
        if _NOT_A_LANGUAGE.search(text):
            leftovers.append(text)  # an email, phone or address that ran into the section
            pending = None
            continue
        if pending is not None and not line.bold and len(line.parts) == 1:
            pending["fluency"] = text
            pending = None
            continue
        pending = None
        if (
            items
            and "fluency" not in items[-1]
            and lexicon.LANGUAGE_NAMES.match(items[-1]["language"])
            and not lexicon.LANGUAGE_NAMES.match(text)
            and _FLUENCY.search(text)
        ):
            # Layout family: design-tool sidebars, a language on one row and its fluency
            # (the level also drawn as dots) on the row under it.
            items[-1]["fluency"] = text
            continue
        pieces = [p.text for p in line.parts] if len(line.parts) > 1 else [text]
        if len(pieces) == 2 and _RATING.fullmatch(pieces[1]) and split_level(pieces[0])[1]:
            # Layout family: design-tool sidebars, "English (Native)" and its level drawn
            # again as dots: the words say it.
            pieces = pieces[:1]
            text = pieces[0]
        if len(pieces) == 1:
            pieces = [s for s in re.split(r"\s*[;；|｜•·]\s*", text) if s]
        if len(pieces) == 1:
            split = [s for s in re.split(r"\s*[,，、]\s*", text) if s]
            if len(split) > 1 and all(lexicon.LANGUAGE_NAMES.match(s) for s in split):
                pieces = split
        if (
            len(line.parts) == 2
            and len(pieces) == 2
            and not lexicon.LANGUAGE_NAMES.match(pieces[1])
        ):
            pieces = [f"{pieces[0]}: {pieces[1]}"]
        for piece in pieces:
            name, fluency = split_level(piece)
            if not fluency:
                spaced = re.match(r"^(\S+)\s+(\S.*)$", piece)
                if (
                    spaced
                    and lexicon.LANGUAGE_NAMES.match(spaced.group(1))
                    and not lexicon.LANGUAGE_NAMES.match(spaced.group(2))
                ):
                    name, fluency = spaced.group(1), spaced.group(2)
            glued = None if fluency else _CJK_LANGUAGE.match(piece)
            if (
                glued
                and lexicon.LANGUAGE_NAMES.fullmatch(glued.group(1))
                and not lexicon.LANGUAGE_NAMES.match(glued.group(2))
            ):
                name, fluency = glued.group(1), glued.group(2)  # "英语六级", "日语N2"
            item = {"language": name}
            if fluency:
                item["fluency"] = fluency
            items.append(item)
            if (line.bold or id(line) in described) and not fluency and len(pieces) == 1:
                pending = item
    return items, leftovers


def _definition_terms(lines: list[Line]) -> set[int]:
    """Layout family: a definition list printed by a word processor (pandoc's Markdown
    definition list through its ODT or DOCX writer): the language on a row of its own, its
    fluency on the row under it, indented as a definition is. The ids of such term lines."""
    terms = set()
    for line, after in itertools.pairwise(lines):
        if (
            not line.bullet
            and not after.bullet
            and len(line.parts) == 1
            and len(after.parts) == 1
            and line.x0 > 0
            and after.x0 - line.x0 >= 14
        ):
            terms.add(id(line))
    return terms


_NOT_A_LANGUAGE = re.compile(r"@|https?://|www\.|\d[\d\s().-]{6,}\d")
