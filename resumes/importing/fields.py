"""Each section's entries as JSON Resume objects. Every builder returns the items it made and
the lines (texts) it could not place, which the pipeline keeps as unplaced text."""

from __future__ import annotations

import copy
import re
from typing import Any

from resumes.importing import entries as E
from resumes.importing import forms, lexicon, places
from resumes.importing.dates import find_range
from resumes.importing.employers import beside_place, cut_piece, employer_by_place
from resumes.importing.lines import Line, Part, is_cjk, join_wrapped
from resumes.importing.schools import build_education
from resumes.importing.wrapping import wrapped_dated_items

__all__ = ["Built", "build_education", "build_work", "is_level", "split_level"]

Built = E.Built
_LEVEL_WORDS = re.compile(
    r"^(expert|advanced|intermediate|beginner|basic|proficient|familiar|fluent|native|"
    r"professional|working knowledge|elementary|good|excellent|strong|"
    r"精通|熟练|熟悉|了解|掌握|良好|一般|入门|熟练掌握)$",
    re.IGNORECASE,
)


def build_work(lines: list[Line], *, org_key: str = "name") -> Built:
    items, leftovers = [], []
    headers = []
    mark_duties(lines)
    for entry in places.fold_town_entries(E.split_entries(lines, "work")):
        fragments = E.fragments_of(entry.header)
        found, fragments = E.take_dates(fragments)
        pieces = [t for t, _ in fragments]
        location, fragments = E.take_location(fragments)
        placed = cut_piece(pieces, [t for t, _ in fragments])
        location = location or entry.town
        if not location:
            location = places.date_row_place(entry.header)
            fragments = [f for f in fragments if not location or f[0] != location]
        urls = [t for t, _ in fragments if E.is_url(t)]
        texts = [t for t, _ in fragments if not E.is_url(t) and not is_duties_label(t)]
        # "Hours per week: 40", "Salary: ...": a field no employer or title is made of.
        other = [t for t in texts if _other_field(t)]
        texts = [t for t in texts if t not in other]
        headers.append((entry, found, location, urls, texts, other, placed))
    title_first = E.title_first_votes([h[4] for h in headers])
    for entry, found, location, urls, texts, other, placed in headers:
        if not location and org_key == "name":
            location, texts = places.place_beside_pair(texts)
        if not location and org_key == "name":
            location, texts = places.labelled_place(texts)
        if not location and org_key == "name":
            location, texts = places.place_beside_title(texts)
        if not location and org_key == "name":
            location, texts = places.dash_place(texts)
        org, position, rest = E.org_and_position(texts, title_first)
        if org and position and not location and org_key == "name":
            org, location = places.org_and_place(org)
        if org and position and not location and rest and places.place_shaped(rest[-1]):
            location = rest.pop()  # "dates  Employer  Title  Town": the last piece, a town
        if org_key == "name":
            rows = [[t for t, _ in E.fragments_of([line])] for line in entry.header]
            placed = placed or beside_place(rows, location)
            org, position = employer_by_place(org, position, placed)
        leftovers.extend(other)
        item: dict[str, Any] = {}
        if org:
            item[org_key] = org
        if position:
            item["position"] = position
        if location and org_key == "name":
            item["location"] = location
        elif location:
            rest.append(location)
        if urls:
            item["url"] = urls[0]
        E.set_dates(item, found)
        highlights, paragraphs, labelled = E.body_fields(entry)
        if rest:
            if org_key == "name":
                item["description"] = ", ".join(rest)
            else:
                paragraphs = [", ".join(rest), *paragraphs]
        if paragraphs:
            item["summary"] = "\n".join(paragraphs)
        if highlights:
            item["highlights"] = highlights
        for label, value in labelled.items():
            leftovers.append(f"{label}: {value}")
        if item:
            items.append(item)
    return items, leftovers


def is_duties_label(text: str) -> bool:
    """ "Duties:", "Duties, Accomplishments and Related Skills:", "工作职责：" alone."""
    text = text.strip()
    if not text.endswith((":", "：")):
        return False
    return forms.FIELDS["work"].get(text[:-1].strip().lower()) == "text"


def mark_duties(lines: list[Line]) -> None:
    """The lines under a duties label alone on its line, up to a blank line, a date or a
    heading, are the entry's items (layout family: federal and applicant-tracking resumes,
    whose duties are lines with no bullet under "Duties, Accomplishments and Related
    Skills:"). Chinese job-site exports (BOSS直聘-like: "内容：" alone, each item a paragraph
    with space after it) set the items apart by space: after such a label, a line set apart is
    still an item unless it is dated or over a line opening on dates (the next job's header)."""
    inside = spaced = False
    for n, line in enumerate(lines):
        following = lines[n + 1].text if n + 1 < len(lines) else ""
        if inside and line.block_start and spaced and not line.heading:
            under = find_range(following)
            if find_range(line.text) or is_duties_label(line.text) or (under and under.begin == 0):
                inside = False  # a dated header, or a header over its dates
        elif inside and (line.block_start or line.heading or find_range(line.text)):
            inside = False
        if inside:
            line.bullet = True
        elif is_duties_label(line.text):
            inside = True
            spaced = any(is_cjk(ch) for ch in line.text)


def _other_field(text: str) -> bool:
    match = forms.LABELLED.match(text)
    if not match or not match.group(2).strip() or len(match.group(1).split()) > 4:
        return False
    label = match.group(1).strip().lower()
    return label not in forms.FIELDS["work"] and not lexicon.section_of(label)


def build_volunteer(lines: list[Line]) -> Built:
    return build_work(lines, org_key="organization")


def build_projects(lines: list[Line]) -> Built:
    items, leftovers = [], []
    for entry in E.split_entries(lines, "projects"):
        fragments = E.fragments_of(entry.header)
        found, fragments = E.take_dates(fragments)
        urls = [t for t, _ in fragments if E.is_url(t)]
        texts = [t for t, _ in fragments if not E.is_url(t)]
        item: dict[str, Any] = {}
        if texts:
            item["name"] = texts[0]
        E.set_dates(item, found)
        highlights, paragraphs, labelled = E.body_fields(entry)
        keywords = E.labelled_value(labelled, E.KEYWORDS)
        roles = E.labelled_value(labelled, E.ROLES)
        if keywords:
            item["keywords"] = E.split_list(keywords)
        if roles:
            item["roles"] = E.split_list(roles)
        kept = []
        for paragraph in paragraphs:
            if E.is_url(paragraph) and not urls:
                urls.append(paragraph)
            elif _is_keyword_line(paragraph) and "keywords" not in item:
                item["keywords"] = E.split_list(paragraph)
            else:
                kept.append(paragraph)
        descriptions = texts[1:] + kept
        if descriptions:
            item["description"] = "\n".join(descriptions)
        if urls:
            item["url"] = urls[0]
            leftovers.extend(urls[1:])
        if highlights:
            item["highlights"] = highlights
        if item:
            items.append(item)
    return items, leftovers


def _is_keyword_line(text: str) -> bool:
    items = E.split_list(text)
    return (
        len(items) >= 2
        and all(len(i.split()) <= 3 and len(i) <= 25 for i in items)
        and not text.endswith((".", "。"))
    )


# A title in quotes before its publisher (layout family: classic templates of writers,
# journalists and academics, whose bylines read "“Title,” Publisher" or "《标题》，刊物").
_QUOTED_TITLE = re.compile(r"^[“\"《「『](.+?)[,，.。]?[”\"》」』][,，.。]?\s*(.*)$")


_CJK_FIELD_SEP = re.compile(r"(?<=[\u4e00-\u9fff）》])[、，]|[、，](?=[\u4e00-\u9fff（《])")

# Also after a short Latin grade or class closing a Chinese name ("机动车驾驶证C1 长沙市…").
# The ideographic space, Chinese typists' tab, parts fields whatever their script
# ("2019年　Adobe Certified Professional　Adobe").
_CJK_SPACE_SEP = re.compile(
    r"(?:(?<=[\u4e00-\u9fff）》])|(?<=[\u4e00-\u9fff][A-Z0-9])|(?<=[\u4e00-\u9fff][A-Z0-9]{2}))"
    r"\s+(?=[\u4e00-\u9fff（《])|\s*\u3000\s*"
)


def _comma_split(text: str) -> list[str]:
    return [t.strip() for t in re.split(r"[,，、]\s*", text) if t.strip()]


def build_dated_list(lines: list[Line], *, title: str, org: str, date: str, extra: str) -> Built:
    """Awards, certificates, publications: one entry per line or per headed block."""
    items, leftovers = [], []
    lines = _numbered_citations(lines) if org == "publisher" else wrapped_dated_items(lines)
    singles = all(line.bullet for line in lines) or (
        all(find_range(line.text) for line in lines if not line.bullet)
        and all(E._kind(line) == "header" for line in lines)
    )
    groups = (
        [E.Entry(header=[line]) for line in lines] if singles else E.split_entries(lines, title)
    )
    for entry in groups:
        fragments = E.fragments_of(entry.header if not singles else entry.header[:1])
        found, fragments = E.take_dates(fragments)
        urls = [t for t, _ in fragments if E.is_url(t)]
        texts = [t for t, _ in fragments if not E.is_url(t)]
        if found:
            # "文化和旅游部、2018" (a cell of a Word table of content controls): the comma that
            # set the date apart goes with it (layout family: Chinese lists in table cells).
            texts = [t.rstrip(" ,，、;；") for t in texts if t.rstrip(" ,，、;；")]
        bracketed = _BRACKETED_ISSUER.match(texts[0]) if len(texts) == 1 else None
        quoted = _QUOTED_TITLE.match(texts[0]) if texts else None
        if quoted:
            texts = [quoted.group(1).strip(), *_comma_split(quoted.group(2)), *texts[1:]]
        elif bracketed and not _short_form(bracketed.group(1), bracketed.group(2).strip(" ,，")):
            # "护士执业资格证书（国家卫生健康委员会，2013.10）", "CPR (American Heart
            # Association, 2021)": the issuer in brackets after the title.
            texts = [bracketed.group(1).strip(), bracketed.group(2).strip(" ,，")]
        elif bracketed and not texts[0].rstrip().endswith((")", "）")):
            texts = [texts[0].rstrip() + ("）" if "（" in texts[0] else ")")]  # its bracket back
        elif len(texts) == 1 and ", " in texts[0]:
            texts = [t.strip() for t in texts[0].split(", ") if t.strip()]
        elif len(texts) == 1 and _CJK_FIELD_SEP.search(texts[0].strip("、，")):
            # "执业药师、国家药品监督管理局、2015年10月": Chinese sets a line's fields apart with
            # the enumeration comma or the full-width comma (layout family: Chinese lists).
            texts = _comma_split(texts[0])
        elif texts and _CJK_SPACE_SEP.search(texts[0].strip()):
            # "注册电气工程师（供配电） 住房和城乡建设部": Chinese has no word spaces, so a
            # space between two Chinese fields parts them (layout family: office exports),
            # whatever line follows (a page's footer run into the entry).
            texts = [t for t in _CJK_SPACE_SEP.split(texts[0].strip()) if t.strip()] + texts[1:]
        if org == "publisher" and texts:
            texts = [*_citation(texts[0]), *texts[1:]]
        if _issuer_first(entry.header, texts) or (
            # "2021 | Considerate Constructors Scheme | Considerate Operator Award": a form's
            # row sets the body before the award; the award is the one an award word names.
            org == "awarder" and len(texts) >= 2 and _AWARD_WORD.search(texts[1])
            and not _AWARD_WORD.search(texts[0])
        ):  # fmt: skip
            texts = [texts[1], texts[0], *texts[2:]]
        item: dict[str, Any] = {}
        if texts:
            item[title] = texts[0]
        if len(texts) > 1:
            item[org] = texts[1]
        if found:
            item[date] = found.start
        highlights, paragraphs, _labelled = E.body_fields(entry)
        summary = texts[2:] + paragraphs + highlights
        for paragraph in list(summary):
            if E.is_url(paragraph) and not urls:
                urls.append(paragraph)
                summary.remove(paragraph)
        if urls:
            if extra == "url" or title == "name":
                item["url"] = urls[0]
            else:
                summary.extend(urls)
        if summary:
            if extra == "summary":
                item["summary"] = "\n".join(summary)
            else:
                leftovers.extend(summary)
        if item:
            items.append(item)
    return items, leftovers


# Who gives an award or a certificate, or publishes a paper: organisations, journals,
# Chinese government bodies and societies.
_ISSUER = re.compile(
    rf"{lexicon.ORG_WORDS.pattern}|\b(journal|acta|review|proceedings|transactions|bulletin|press|"
    r"magazine|gazette|quarterly|letters)\b|"
    r"(局|厅|部|委员会|组委会|工会|总会|联合会|基金会|研究会|学会|协会|出版社|杂志|学报)$",
    re.IGNORECASE,
)


_AWARD_WORD = re.compile(r"(?i)\b(?:award|prize|medal|trophy)|奖")


def _issuer_first(header: list[Line], texts: list[str]) -> bool:
    """Layout family: office exports (AbiWord's DOCX, Word tables of dated entries) that set
    the issuer or journal on the entry's first line and the title on the line under it
    ("Journal of Dairy Science" / "Trimming intervals and ..."; "长沙市教育局" / "长沙市优秀
    班主任"): two lines, only the first naming a body. One line ("Title, Issuer") keeps its
    order, but for Chinese job-site exports ("2023 | 金翎奖组委会 | 金翎奖最佳…提名"), whose
    titles never end on a body's word: there the body first is the issuer too."""
    named = [line.text.strip() for line in header if line.text.strip() in texts]
    chinese = all(is_cjk(text[:1]) for text in texts[:2])
    return (
        ((len(texts) == 2 and named == texts) or (len(texts) >= 2 and chinese))
        and bool(_ISSUER.search(texts[0]))
        and not _ISSUER.search(texts[1])
    )


# Layout family: an academic CV's numbered citations, "Title. Journal of X, 2022.": the
# venue is the capitalised phrase after the title's full stop.
_VENUE = re.compile(r"^(.{8,}?[^\s.A-Z])\.\s+((?:[A-Z][\w&'-]*|of|and|in|the|for|on)(?:\s+"
                    r"(?:[A-Z][\w&'-]*|of|and|in|the|for|on)){0,9})\.?$")  # fmt: skip


_CITATION_NUMBER = re.compile(r"^\[\d{1,3}\]\s*")


def _numbered_citations(lines: list[Line]) -> list[Line]:
    """Layout family: academic CVs (Typst, LaTeX) whose publications are numbered "[1]",
    "[2]", each wrapped over rows: one line per citation, its number gone (the source keeps
    it)."""
    if sum(1 for line in lines if _CITATION_NUMBER.match(line.text)) < 2:
        return lines
    out: list[Line] = []
    for line in lines:
        if _CITATION_NUMBER.match(line.text) or not out:
            line = copy.copy(line)
            line.parts = [Part(_CITATION_NUMBER.sub("", line.text))]
            line.bullet, line.source = True, list(line.source)
            out.append(line)
        else:
            out[-1].parts[0].text = join_wrapped(out[-1].parts[0].text, line.text)
            out[-1].source.extend(line.source)
    return out


def _citation(text: str) -> list[str]:
    venue = _VENUE.match(text.strip())
    return [venue.group(1), venue.group(2)] if venue else [text]


# (The closing bracket may be gone: `fragments_of` strips brackets at a piece's ends.)
_BRACKETED_ISSUER = re.compile(
    r"^([^()（）]{2,}?)\s*[(（]([^()（）]*[^\s()（）,，])[\s,，]*[)）]?$"
)


def _short_form(title: str, inner: str) -> bool:
    """ "Basic Life Support (BLS)": the title's initials in brackets, not its issuer."""
    letters = re.sub(r"[^A-Za-z]", "", inner)
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z][\w'-]*", title) if w[0].isupper())
    return len(letters) >= 2 and inner.replace(".", "").isupper() and letters in initials


def build_awards(lines: list[Line]) -> Built:
    return build_dated_list(lines, title="title", org="awarder", date="date", extra="summary")


def build_certificates(lines: list[Line]) -> Built:
    return build_dated_list(lines, title="name", org="issuer", date="date", extra="url")


def build_publications(lines: list[Line]) -> Built:
    return build_dated_list(
        lines, title="name", org="publisher", date="releaseDate", extra="summary"
    )


def build_references(lines: list[Line]) -> Built:
    items: list[dict[str, Any]] = []
    text: list[str] = []
    for line in lines:
        value = line.text.strip()
        if value.startswith(("—", "–", "-")) or (line.bullet and text):
            items.append({"name": value.lstrip("—–- "), "reference": "\n".join(text)})
            text = []
        else:
            text.append(value)
    if text:
        items.append({"reference": "\n".join(text)})
    return [{k: v for k, v in item.items() if v} for item in items], []


def split_level(text: str) -> tuple[str, str]:
    """ "Python (Expert)" / "Python - Advanced" / "英语（CET-6）" -> (name, level)."""
    match = re.match(r"^(.+?)\s*[(（]([^()（）]+)[)）]$", text)
    if match:
        return match.group(1).strip(), match.group(2).strip()
    match = (
        re.match(r"^(.+?)\s*[—–]\s*(.+)$", text)
        or re.match(r"^(.+?)\s+-\s+(.+)$", text)
        or re.match(r"^(.+?)[:：]\s*(.+)$", text)
    )
    if match:
        return match.group(1).strip(), match.group(2).strip()
    return text.strip(), ""


def is_level(text: str) -> bool:
    return bool(_LEVEL_WORDS.match(text.strip().strip("()（）")))
