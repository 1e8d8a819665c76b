"""The header (and a contact or summary section) to `basics`: name, label, contact details,
profiles, location and summary."""

from __future__ import annotations

import re
from typing import Any

from resumes.importing import contacts, forms, lexicon
from resumes.importing.lines import ICONS, Line

# A spaced asterisk sets a plain-text header's pieces apart as a middle dot does ("Brisbane,
# QLD  *  +61 412 555 087  *  a@b.com": plain-text resumes with no bullet glyph to hand).
_SPLIT = re.compile(r"\s*(?:[|｜•·]|\s[-–—/*]\s|；|;|\t|\s{3,})\s*")


def build_basics(
    header: list[Line], contact: list[Line], summary: list[Line]
) -> tuple[dict[str, Any], list[str]]:
    basics: dict[str, Any] = {}
    leftovers: list[str] = []
    letter = letter_lines(header)
    leftovers.extend(line.text for line in letter)
    lines = [line for line in header if line not in letter]
    name_line = next((line for line in lines if line.title), None)
    if name_line is None:
        name_line = next(
            (line for line in lines if _could_be_name(line.text) or _name_and_headline(line.text)),
            None,
        )
    for line in lines + contact:
        found = forms.pair(line.text, "basics")
        if found and found[1]:
            field, value = found
            if field == "city":
                basics.setdefault("location", lexicon.split_place(value))
            elif field == "label" and re.search(r"[\u4e00-\u9fff]", value):
                # "期望工作：财务经理，上海" (拉勾-like): the position, before the wanted city
                basics.setdefault(field, re.split(r"\s*[，,]\s*", value)[0])
            else:
                basics.setdefault(field, value)
            line.source_used = True  # type: ignore[attr-defined]
    if name_line is not None and "name" not in basics and not forms.pair(name_line.text, "basics"):
        basics["name"] = name_line.text.strip()
        pieces = _name_and_headline(basics["name"])
        if pieces:
            basics["name"] = pieces[0]
            basics.setdefault("label", pieces[1])
        # What stands under the name, at its left edge, comes first (the headline), then
        # what reading order put before it or beside it (contacts at the top right; layout
        # family: Google Docs and Word templates).
        at = lines.index(name_line)
        after = lines[at + 1 :] + lines[:at]
        aligned = [line for line in after if abs(line.x0 - name_line.x0) <= 3]
        lines = aligned + [line for line in after if line not in aligned]
    paragraphs: list[str] = []
    fragments: list[str] = []
    iconed: set[str] = set()
    beside_contacts: set[str] = set()  # pieces of a line that holds an e-mail or a phone
    rows: list[list[str]] = []  # each line's pieces
    row_of: dict[str, int] = {}
    labels: set[str] = set()  # what labelled a place that was cut out of its piece
    for line in lines + contact:
        if getattr(line, "source_used", False) or lexicon.section_of(line.text):
            continue  # used by a form field, or a heading set as the title
        text = line.text.strip()
        if _is_paragraph(text) and line in lines:
            paragraphs.append(text)
            continue
        pieces = []
        for part in line.parts:
            icon = False
            for piece in _SPLIT.split(part.text):
                bare = _ICON.sub("", piece + " ").strip()
                if bare and (icon or line.bullet or bare != piece.strip()):
                    iconed.add(bare)
                icon = not bare and bool(piece.strip())
                if bare:
                    pieces.append(bare)
        # "Seattle · Contact info": a profile page's link to its contact card (layout
        # family: LinkedIn pages copied in a browser) is no text; the place stands beside it.
        linked = [piece for piece in pieces if _CONTACT_LINK.search(piece)]
        pieces = [_CONTACT_LINK.sub("", piece) for piece in pieces]
        pieces = [piece for piece in pieces if piece]
        for piece in pieces:
            row_of.setdefault(piece, len(rows))
        rows.append(pieces)
        if len(line.parts) == 2 and lexicon.looks_like_place(line.parts[1].text):
            # "期望地点 | 上海": a cell naming the place beside it is that place's label.
            labels.add(line.parts[0].text.strip())
        fragments.extend(pieces)
        fragments.append("\n")
        if linked or "@" in text or len(re.findall(r"\d", text)) >= 7:
            beside_contacts.update(pieces)
    pieces = [f for f in fragments if f != "\n"]
    for index, piece in enumerate(pieces):
        place = lexicon.CN_CITY_IN.search(piece)
        if place and "location" not in basics and piece.strip() != place.group(0):
            basics["location"] = lexicon.split_place(place.group(0))
            pieces[index] = (piece[: place.start()] + " " + piece[place.end() :]).strip()
            labels.add(pieces[index])  # "现居" of "现居上海"
            row_of.setdefault(pieces[index], row_of.get(piece, -1))
    found = contacts.extract([p for p in pieces if p])
    found.merge_into(basics)
    for rest in found.rest:
        if "location" not in basics and (
            lexicon.looks_like_place(rest) or (rest in iconed and _could_be_place(rest))
        ):
            basics["location"] = lexicon.split_place(rest)
        elif "label" not in basics and _could_be_label(rest):
            basics["label"] = rest
        elif "location" not in basics and (
            _could_be_place_words(rest) or (rest in beside_contacts and _proper_place(rest))
        ):
            # "Social Worker · Phoenix · a@b.com · +1 602 ...": after the label, a proper
            # noun on the contact row is the place (layout family: one-row headers).
            basics["location"] = lexicon.split_place(rest)
        else:
            leftovers.append(rest)
    leftovers = _personal_rows(leftovers, rows, row_of, labels)
    summary_text = [line.text.strip() for line in summary]
    if paragraphs or summary_text:
        basics["summary"] = "\n".join(paragraphs + summary_text)
    return basics, leftovers


def _personal_rows(
    leftovers: list[str], rows: list[list[str]], row_of: dict[str, int], labels: set[str]
) -> list[str]:
    """Layout family: a job-site export's row of personal details under the name ("女 | 31岁 |
    现居上海 | 11年工作经验") and its "期望地点 | 上海" cells. What no field holds there is
    reported as the row it stood in, once ("女 | 31岁 | 现居上海 | 11年工作经验"), not as
    scattered pieces ("女", "31岁", "现居") that say nothing alone."""
    out: list[str] = []
    done: set[int] = set()
    for text in leftovers:
        row = row_of.get(text, -1)
        whole = rows[row] if 0 <= row < len(rows) else []
        own = [t for t in leftovers if row_of.get(t, -1) == row]
        if len(whole) > 1 and (len(own) > 1 or text in labels):
            if row not in done:
                done.add(row)
                out.append(" | ".join(whole))
            continue
        out.append(text)
    return out


# Layout family: design-tool templates (Canva-like), whose contact lines stand behind icon
# glyphs (✉ ☎ ⌂, or an icon font's private-use characters). The glyph is no text; a contact
# line behind one that is no e-mail, phone or link is the address.
_ICON = re.compile(rf"^[{ICONS}\ufe0f\s]+(?=\S|$)")


def _could_be_place(text: str) -> bool:
    return 0 < len(text) <= 50 and len(re.findall(r"\d", text)) <= 6 and "@" not in text


def _could_be_name(text: str) -> bool:
    text = text.strip()
    if not text or any(ch.isdigit() for ch in text) or "@" in text or ":" in text:
        return False
    if re.fullmatch(r"[\u4e00-\u9fff·]{2,5}", text):
        return True
    words = text.split()
    return 1 <= len(words) <= 4 and all(w[:1].isupper() for w in words)


def _name_and_headline(text: str) -> tuple[str, str] | None:
    """ "Jane Doe | Staff Nurse", "韩雨桐 ｜ 室内设计师": the name and the headline on one line
    (layout family: plain-text resumes, e-mail bodies)."""
    pieces = [piece for piece in _SPLIT.split(text.strip()) if piece]
    if len(pieces) == 2 and _could_be_name(pieces[0]) and _could_be_label(pieces[1]):
        return pieces[0], pieces[1]
    return None


def _could_be_label(text: str) -> bool:
    return (
        0 < len(text) <= 60
        and (not any(ch.isdigit() for ch in text) or _titled_model(text))
        and "@" not in text
        and len(text.split()) <= 8
        and not forms.LABELLED.match(text)  # a form's field ("Preferred Contact Method: Email")
        and not re.fullmatch(r"[\u4e00-\u9fff]", text.strip())  # "女" of "女 | 本科 | 8年经验"
    )


def _titled_model(text: str) -> bool:
    """ "First Officer, Airbus A320", "Captain, Boeing 737": a title naming the machine it is
    on, whose digits are a model's, not a year, a phone or an address."""
    return (
        bool(lexicon.POSITION_WORDS.search(text))
        and len(re.findall(r"\d", text)) <= 4
        and not re.search(r"\b(?:19|20)\d\d\b|\d{5,}", text)
    )


_CONTACT_LINK = re.compile(r"\s*[·•|]?\s*(?:contact info|联系方式|联系信息)$", re.I)


def _proper_place(text: str) -> bool:
    words = text.split()
    return (
        1 <= len(words) <= 3
        and all(w[:1].isupper() and w.replace("-", "").replace(".", "").isalpha() for w in words)
        and not lexicon.DEGREE.search(text)
    )


def _could_be_place_words(text: str) -> bool:
    if re.fullmatch(r"本科|硕士|博士|大专|专科|高中|中专|研究生|学士", text.strip()):
        return False  # a degree in a job site's "职位 · 6年 · 本科" line, not a place
    if lexicon.CITY_LABEL.search(text.strip()):
        return False  # a job site's "期望城市 | 武汉" cell: the label, not the city
    return bool(re.fullmatch(r"[\u4e00-\u9fff]{2,4}(?:\s+[\u4e00-\u9fff]{2,4})?", text.strip()))


def _is_paragraph(text: str) -> bool:
    if "@" in text or re.search(r"\s[|·•]\s", text):
        return False
    words = len(text.split())
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    return words >= 12 or cjk >= 25


# Layout family: a resume pasted into an e-mail. The greeting ("Hi Sam,", "Dear Ms Patel,",
# "王经理，您好：") and the short letter under it, up to a sign-off and the signature under it,
# are the message, not the resume: never the name, the headline or the summary.
_GREETING = re.compile(
    r"^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom)\b.{0,40}$"
    r"|您好|你好|尊敬的",
    re.IGNORECASE,
)
_SIGN_OFF = re.compile(
    r"^(?:best|regards|best regards|kind regards|warm regards|many thanks|thanks|thank you|"
    r"cheers|sincerely|yours sincerely|yours truly|yours|谢谢|此致|敬礼|祝好)[\s,.!，。！]*$",
    re.IGNORECASE,
)


def letter_lines(header: list[Line]) -> list[Line]:
    """The e-mail around a pasted resume at the top of the header: a greeting line, the prose
    after it, a sign-off and the one short line (the signature) after that."""
    if not header or not _GREETING.search(header[0].text.strip()):
        return []
    letter = [header[0]]
    signed = False
    for line in header[1:]:
        text = line.text.strip()
        if signed:
            if len(text.split()) <= 3 and not any(ch.isdigit() for ch in text) and "@" not in text:
                letter.append(line)
            break
        if _SIGN_OFF.match(text):
            letter.append(line)
            signed = True
        elif _is_paragraph(text) or re.search(r"[.!?。！？]$", text):
            letter.append(line)
        else:
            break
    return letter
