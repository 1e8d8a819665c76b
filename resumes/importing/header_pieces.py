"""An entry header's pieces (layout family: every resume's entry header, "Title | Employer |
Place | Dates" however it is separated): the header lines split into pieces at separators with
their boldness, then the date range and the place taken out of them (`entries` reads the rest
into organisation and position)."""

from __future__ import annotations

import re
from typing import Any

from resumes.importing import lexicon, places
from resumes.importing.dates import DateRange, find_range
from resumes.importing.lines import Line

_STRONG = re.compile(r"\s*[|｜·•]\s*|\s{2,}|\t")
_CJK_GAP = re.compile(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])|\s*[，；]\s*")
_PAREN_URL = re.compile(r"\((https?://[^\s)]+)\)")
# Spaced, or between CJK characters (a Chinese PDF's reader drops the spaces round it).
_EM_DASH = re.compile(r"\s+—\s+|(?<=[\u4e00-\u9fff])\s*——?\s*(?=[\u4e00-\u9fff])")
_WEAK = re.compile(r"\s+[–/-]\s+")
_PLACE_COMMA = re.compile(r", |(?<=[\u4e00-\u9fff])[,，]\s*(?=[\u4e00-\u9fff])")


def _unbracket(piece: str) -> str:
    """A piece without the separators and stray brackets around it, but with the bracket
    that closes its own qualifier ("钟表维修工（高级技师）", "Registered Nurse (RN)")."""
    out = piece.strip(" ,;|·•–—()（）")
    end = piece.rstrip(" ,;|·•–—")[-1:]
    if end in ")）" and out.count("(") + out.count("（") > out.count(")") + out.count("）"):
        out += end
    return out


def fragments_of(lines: list[Line]) -> list[tuple[str, bool]]:
    """The header's pieces: parts split at separators, with their boldness."""
    out = []
    for line in lines:
        for part in line.parts:
            bold = part.bold or line.bold
            text = part.text
            for link in _PAREN_URL.findall(text):
                out.append((link, False))
            text = _PAREN_URL.sub(" ", text)
            found = find_range(text)
            chunks = (
                [text]
                if found is None
                else [text[: found.begin], text[found.begin : found.finish], text[found.finish :]]
            )
            for number, chunk in enumerate(chunks):
                if found is not None and number == 1:
                    out.append((chunk.strip(), bold))
                    continue
                pieces = [p for p in _STRONG.split(chunk) if p.strip(" ,;|·•–—()（）")]
                pieces = [q for p in pieces for q in _CJK_GAP.split(p)]
                # A spaced em dash sets pieces apart beside other separators too
                # ("School — Major · Degree"): no name or title holds one.
                pieces = [q for p in pieces for q in _EM_DASH.split(p)]
                if len(pieces) == 1 and len(line.parts) == 1:
                    pieces = _WEAK.split(pieces[0])
                for piece in pieces:
                    piece = _unbracket(piece)
                    if piece:
                        out.append((piece, bold))
    return out


_AROUND_DATES = " ,;|·•–—-()（）[]【】"


def take_dates(
    fragments: list[tuple[str, bool]],
) -> tuple[DateRange | None, list[tuple[str, bool]]]:
    for index, (text, bold) in enumerate(fragments):
        found = find_range(text)
        if found is None:
            continue
        # A date range split over two fragments ("2019 –" / "Present") is rare; take it whole.
        rest = (text[: found.begin] + " " + text[found.finish :]).strip(_AROUND_DATES)
        rest = re.sub(r"\s+", " ", rest)
        remaining = [*fragments[:index], *([(rest, bold)] if rest else []), *fragments[index + 1 :]]
        # Europass (and many form exports) bracket a date range: "[ 03/2021 – Current ]",
        # whose brackets may be pieces of the row of their own.
        remaining = [(t, b) for t, b in remaining if t.strip(_AROUND_DATES)]
        return found, remaining
    return None, fragments


# The full stop ending an academic CV's entry ("Leeds, UK."), not an initialism's ("D.C.").
_END_STOP = re.compile(r"(?<![.\s][A-Z])\.$")
# (The closing bracket may be gone: `fragments_of` strips brackets at a piece's ends.)
_PAREN_TAIL = re.compile(r"\s*[(（]([^()（）]+)[)）]?\s*$")


def take_location(fragments: list[tuple[str, bool]]) -> tuple[str, list[tuple[str, bool]]]:
    for index, (text, bold) in enumerate(fragments):
        # "Vipps MobilePay (Oslo, Norway)": the place in brackets after the employer (layout
        # family: pasted and e-mailed resumes, "Title, Employer (City, Country)").
        tail = _PAREN_TAIL.search(text)
        if tail and text[: tail.start()].strip() and lexicon.looks_like_place(tail.group(1)):
            head = text[: tail.start()].strip(" ,")
            return tail.group(1).strip(), [
                *fragments[:index],
                (head, bold),
                *fragments[index + 1 :],
            ]
        # "Cascade Air Lines-Seattle, WA", "Mercy Clinic - Denver, CO": the place after a
        # hyphen (layout family: Indeed-like resume pages, copied with the spaces lost).
        dash = _DASH_PLACE.match(text)
        if dash and lexicon.looks_like_place(dash.group(2)):
            head = dash.group(1).strip()
            if not lexicon.looks_like_place(head) and not re.search(r"\d", dash.group(2)):
                return dash.group(2).strip(), [
                    *fragments[:index],
                    (head, bold),
                    *fragments[index + 1 :],
                ]
        # A state code is no company word: "Denver, CO" is Colorado, not "& Co".
        bare = re.sub(r",\s*[A-Z]{2}\.?$", "", text.strip())
        if lexicon.looks_like_place(text) and not lexicon.ORG_WORDS.search(bare):
            place = _END_STOP.sub("", text.strip("()（）"))
            return place, [*fragments[:index], *fragments[index + 1 :]]
        # "Acme Corp, London" / "Acme Corp, Austin, TX": the place after a comma.
        pieces = _PLACE_COMMA.split(text)
        for keep in (2, 1):
            if len(pieces) > keep:
                head, tail = ", ".join(pieces[:-keep]), ", ".join(pieces[-keep:])
                if lexicon.looks_like_place(tail) and not lexicon.looks_like_place(head):
                    tail = _END_STOP.sub("", tail)
                    return tail, [*fragments[:index], (head, bold), *fragments[index + 1 :]]
        cjk = places.cjk_org_place(text)
        if cjk:
            return cjk[1], [*fragments[:index], (cjk[0], bold), *fragments[index + 1 :]]
    return "", fragments


_DASH_PLACE = re.compile(r"^(.*[^\W\d_].*?)\s*[-–—]\s*([A-Z][^-–—]*,\s*[A-Z][^-–—]*)$")


def set_dates(
    item: dict[str, Any], found: DateRange | None, start: str = "startDate", end: str = "endDate"
) -> None:
    if found is None:
        return
    item[start] = found.start
    if found.end:
        item[end] = found.end
