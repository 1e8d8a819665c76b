"""Kept-out documents of the text8a round (issue 27): blind set 6's people (none in set 8)
drawn by set 8's own generators (bench/parts/import_blind8: the Pango/cairo sidebar design,
a plain-text CV printed from a text editor through Pango, a pdfmake builder page) under
headings, date styles, section orders, file names and type sizes set 8 does not use."""

from __future__ import annotations

from dataclasses import replace

from bench.parts.blind_harness import plan_documents, write_documents
from bench.parts.import_blind3.common import truth
from bench.parts.import_blind4.model import page
from bench.parts.import_blind6.people_en import PEOPLE_EN
from bench.parts.import_blind6.people_zh import PEOPLE_ZH
from bench.parts.import_blind8 import builder, pango
from bench.parts.import_blind8.make import Doc
from bench.parts.import_blind8.make import _print as print_document
from bench.parts.import_blind8.model import KEYS, plain_lines

PEOPLE = {**PEOPLE_EN, **PEOPLE_ZH}
_HEADINGS = {
    "side": ("Profile", "Career", "Training", "Core Skills", "Spoken Languages",
             "Licences", "Writing", "Distinctions", "Selected Work"),
    "zh_side": ("个人概述", "职业经历", "求学经历", "技能", "外语", "执业证书",
                "发表文章", "所获荣誉", "代表项目"),
    "plain": ("Profile", "Employment", "Qualifications", "Key Skills", "Languages",
              "Licences & Tickets", "Papers", "Awards", "Projects"),
    "zh_plain": ("【个人简介】", "【工作经验】", "【学历】", "【技能】", "【外语能力】",
                 "【资格证书】", "【发表论文】", "【获奖】", "【项目经验】"),
    "web": ("About", "Work Experience", "Study", "Toolbox", "Languages", "Credentials",
            "Writing", "Honours", "Projects"),
    "zh_web": ("个人优势", "工作经历", "教育背景", "专业技能", "语言", "证书",
               "论文", "荣誉奖项", "项目"),
}  # fmt: skip
HEADINGS = {k: dict(zip(KEYS, v, strict=True)) for k, v in _HEADINGS.items()}
ORDER_EDU_FIRST = ("summary", "education", "work", "projects", "skills", "languages",
                   "certificates", "awards", "publications")  # fmt: skip

# (generator, variant, person); a variant names headings, date style, order and print options.
PLAN = [
    ("pango_cairo", "side.mon", "midwife"),
    ("pango_cairo", "side.slash.edu", "sound"),
    ("pango_cairo", "zh_side.slashzh", "landscape"),
    ("pango_cairo", "zh_side.dash.edu", "gems"),
    ("editor_print", "plain.month.eq", "atc"),
    ("editor_print", "plain.sq.small", "arborist"),
    ("editor_print", "zh_plain.dot", "signal"),
    ("editor_print", "zh_plain.zh.small", "aircraft"),
    ("pdfmake", "web.mon", "ranger"),
    ("pdfmake", "zh_web.zh", "geology"),
]


def plan(smoke: bool = False) -> list[Doc]:
    return plan_documents(PLAN, {0, 6} if smoke else None, PEOPLE_ZH, "k", Doc)


def _page(doc: Doc):
    headings, dates, *options = doc.style.split(".")
    person = PEOPLE[doc.person]
    order = ORDER_EDU_FIRST if "edu" in options else None
    p = page(person, dates, **({"order": order} if order else {}))
    names = HEADINGS[headings]
    return replace(p, sections=[replace(s, heading=names[s.key]) for s in p.sections]), options


def source(doc: Doc) -> tuple[str, object, dict]:
    p, options = _page(doc)
    if doc.generator == "pango_cairo":
        return "pango", pango.sidebar_job(p), truth(PEOPLE[doc.person])
    if doc.generator == "editor_print":
        job = pango.editor_job(plain_lines(p, "=" if "eq" in options else "-"), p.zh,
                               8.5 if "small" in options else 9.5)  # fmt: skip
        job["title"] = f"{doc.person}_resume_{'最终版' if p.zh else 'final'}.txt"
        return "pango", job, truth(PEOPLE[doc.person])
    return "pdfmake", builder.doc(p), truth(PEOPLE[doc.person])


def build(docs: list[Doc], folder):
    return write_documents(docs, folder, source, print_document)
