"""A LinkedIn 'Save to PDF'-like profile drawn with **PyMuPDF's TextWriter** word by word (set
5's LinkedIn went through PyMuPDF Story, set 6's through Draw): every word (every character of
Chinese) appended at its own computed position, so the PDF has no spaces, only gaps; a grey
left column (Contact with '(Mobile)' / '(LinkedIn)', Top Skills, Languages, Certifications,
Honors-Awards, Publications), the right column's name, headline, place, Summary, Experience
(company, title, 'May 2019 - Present (7 years 7 months)' / '2019年5月 - 至今 (7 年 7 个月)',
place, duties), Education ('degree, area · (2011 - 2015)'), 'Page 1 of 2' at each foot.
Helvetica, and PyMuPDF's built-in CJK font for Chinese."""

from __future__ import annotations

import re

import pymupdf

from bench.parts.import_blind3.common import date, duration

W, H, SIDE, MAIN, RIGHT, TOP, BOTTOM = 595, 842, 30, 215, 565, 50, 790
SIZES = {"name": 22, "head": 13, "side_head": 11.5, "bold": 10.5, "body": 10, "small": 9}
GREY = {"small": (0.4, 0.4, 0.4), "side_head": (0.1, 0.1, 0.1)}


class Writer:
    def __init__(self, zh: bool):
        self.doc = pymupdf.open()
        self.zh = zh
        self.font = pymupdf.Font("cjk" if zh else "helv")
        self.bold = pymupdf.Font("cjk" if zh else "hebo")
        self.pages: list = []
        self.new_page()

    def new_page(self) -> None:
        page = self.doc.new_page(width=W, height=H)
        page.draw_rect(pymupdf.Rect(0, 0, 195, H), color=None, fill=(0.93, 0.94, 0.95))
        self.pages.append([page, pymupdf.TextWriter(page.rect), pymupdf.TextWriter(page.rect)])
        self.y = {"side": TOP, "main": TOP}

    def _tokens(self, text: str) -> list[tuple[str, bool]]:
        """Words and CJK characters, each with whether a space follows it in the text."""
        found = re.finditer(r"[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+",
                            text)  # fmt: skip
        return [(m.group(), text[m.end() : m.end() + 1] == " ") for m in found]

    def add(self, column: str, kind: str, text: str, gap: float = 2.0) -> None:
        size = SIZES[kind]
        font = self.bold if kind in ("name", "head", "side_head", "bold") else self.font
        left, right = (SIDE, 180) if column == "side" else (MAIN, RIGHT)
        space = font.text_length(" ", size)
        lines, line, x = [], [], left
        for tok, spaced in self._tokens(text):
            width = font.text_length(tok, size)
            if line and x + width > right:
                lines.append(line)
                line, x = [], left
            line.append((x, tok))
            x += width + (space if spaced else 0)
        lines.append(line)
        for line in lines:
            if self.y[column] + size * 1.35 > BOTTOM:
                if column == "main":
                    self.new_page()
                else:
                    raise ValueError("the side column runs over a page")
            self.y[column] += size * 1.35
            _, writer, grey = self.pages[-1] if column == "main" else self.pages[0]
            target = grey if kind in GREY else writer
            for x, tok in line:
                target.append((x, self.y[column]), tok, font=font, fontsize=size)
        self.y[column] += gap

    def pdf(self, footer) -> bytes:
        for n, (page, writer, grey) in enumerate(self.pages):
            text = footer(n + 1, len(self.pages))
            grey.append((W / 2 - 30, H - 25), text, font=self.font, fontsize=8)
            writer.write_text(page)
            grey.write_text(page, color=(0.4, 0.4, 0.4))
        self.doc.subset_fonts()
        return self.doc.tobytes(garbage=3, deflate=True)


def pdf(person: dict, zh: bool) -> bytes:
    b = person["basics"]
    w = dict(contact="联系方式", top="热门技能", langs="语言", certs="证书", awards="荣誉奖项",
             pubs="出版作品", summary="简介", exp="工作经历", edu="教育经历", present="至今",
             mobile="（手机）", li="（LinkedIn）") if zh else dict(
             contact="Contact", top="Top Skills", langs="Languages", certs="Certifications",
             awards="Honors-Awards", pubs="Publications", summary="Summary",
             exp="Experience", edu="Education", present="Present", mobile=" (Mobile)",
             li=" (LinkedIn)")  # fmt: skip
    out = Writer(zh)
    side = [("side_head", w["contact"]), ("small", b["email"])]
    side.append(("small", b["phone"] + w["mobile"]))
    side += [
        ("small", x["url"].removeprefix("https://") + w["li"]) for x in b.get("profiles") or []
    ]
    terms = [k for g in person["skills"] for k in g.get("keywords") or [g["name"]]][:3]
    side += [("side_head", w["top"]), *(("body", t) for t in terms)]
    fl = "{language}（{fluency}）" if zh else "{language} ({fluency})"
    side += [("side_head", w["langs"]), *(("body", fl.format(**x)) for x in person["languages"])]
    side += [("side_head", w["certs"]), *(("body", c["name"]) for c in person["certificates"])]
    for key, head, field in (("awards", "awards", "title"), ("publications", "pubs", "name")):
        if person.get(key):
            side += [("side_head", w[head]), *(("body", x[field]) for x in person[key])]
    for kind, text in side:
        out.add("side", kind, text, gap=3)
    loc = b["location"]
    place = ", ".join(x for x in (loc["city"], loc.get("region") or loc.get("countryCode")) if x)
    out.add("main", "name", b["name"], 4)
    out.add("main", "body", b["label"])
    out.add("main", "small", place, 10)
    out.add("main", "head", w["summary"], 4)
    out.add("main", "body", b["summary"], 10)
    out.add("main", "head", w["exp"], 4)
    style = "zh" if zh else "month"
    for job in person["work"]:
        start = date(job["startDate"], style, w["present"])
        end = date(job.get("endDate"), style, w["present"])
        when = f"{start} - {end} ({duration(job, zh)})"
        out.add("main", "bold", job["name"])
        out.add("main", "body", job["position"])
        out.add("main", "small", when)
        out.add("main", "small", job["location"], 4)
        for line in job["highlights"]:
            out.add("main", "body", line)
        out.add("main", "body", " ", 2)
    out.add("main", "head", w["edu"], 4)
    for s in person["education"]:
        degree = f"{s['studyType']}，{s['area']}" if zh else f"{s['studyType']}, {s['area']}"
        out.add("main", "bold", s["institution"])
        out.add("main", "small", f"{degree} · ({s['startDate']} - {s['endDate']})", 6)
    return out.pdf(lambda n, t: f"第 {n} 页，共 {t} 页" if zh else f"Page {n} of {t}")
