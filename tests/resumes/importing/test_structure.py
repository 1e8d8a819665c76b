"""Sections under headings of a person's own wording (`structure.py`, `lexicon.py`): a list
of dated certificates is certificates, whether its heading names them by a stem
("持证上岗", "Accreditations") or not at all ("Good to Know"). Markdown written here."""

from __future__ import annotations

import pytest

from resumes.importing.parse import parse_bytes

ZH = """# 司徒敏
*药剂师*

## 我的经历

### 主管药师 @ 广州市第一人民医院
_2016.03 - 至今 · 广州_

- 审核住院处方

## {heading}

- 执业药师资格证书（国家药品监督管理局，2015.10）
- 临床药师岗位培训证书（中华医学会，2017.06）
"""

EN = """# Priya Raman
*Respiratory Therapist*

## Where I've Worked

### Respiratory Therapist @ St. Mary's Hospital
_Mar 2018 - Present · Leeds_

- Managed ventilated patients in a 20-bed ICU

## {heading}

- Registered Respiratory Therapist licence (NBRC, 2017)
- Neonatal Resuscitation Program certificate (American Academy of Pediatrics, 2019)
"""


@pytest.mark.parametrize(
    ("template", "heading"),
    [(ZH, "持证上岗"), (ZH, "我的底气"), (EN, "Accreditations"), (EN, "Good to Know")],
)
def test_dated_certificates_under_any_heading_are_certificates(template, heading):
    document = parse_bytes(template.format(heading=heading).encode()).document

    assert len(document["work"]) == 1
    certificates = document["certificates"]
    assert len(certificates) == 2
    assert all(c.get("issuer") and c.get("date") for c in certificates)
    assert "（" not in certificates[0]["name"] and "(" not in certificates[0]["name"]


def test_a_short_form_in_brackets_is_no_issuer():
    text = EN.format(heading="Certifications").replace(
        "- Registered Respiratory Therapist licence (NBRC, 2017)",
        "- Basic Life Support (BLS), 2022",
    )
    certificates = parse_bytes(text.encode()).document["certificates"]

    assert certificates[0]["name"] == "Basic Life Support (BLS)"
    assert "issuer" not in certificates[0]
    assert certificates[1]["issuer"] == "American Academy of Pediatrics"


# Layout family: a design-tool poster's tag cloud, whose skill groups are named in the style of
# the section headings, each over a row of chips; and a Chinese school row of three cells
# (学校　专业　学历) under the school's name; and an employer's town after a Chinese
# organisation's kind. A page of this module's own, printed by Chromium.
POSTER = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><style>
body {{ font-family: sans-serif; margin: 14mm; font-size: 10pt; }}
h1 {{ font-size: 26pt; margin: 0; }}
h2, .group {{ font-size: 12pt; font-weight: bold; margin: 5mm 0 2mm; }}
.chip {{ display: inline-block; border: 1px solid #888; border-radius: 3mm;
         padding: 0.5mm 3mm; margin-right: 5mm; }}
.row {{ display: flex; justify-content: space-between; }}
</style></head><body>
<h1>{name}</h1><div>{label}</div>
<h2>{work}</h2>
<div class="row"><span>{job}</span><span>{dates}</span></div>
<ul><li>{duty}</li></ul>
<h2>{education}</h2>
<div class="row"><span>{school} · {school_row}</span><span>2012 – 2016</span></div>
<h2>{skills}</h2>
<div class="group">{group1}</div>
<div>{tags1}</div>
<div class="group">{group2}</div>
<div>{tags2}</div>
<h2>{languages}</h2><div>{language}</div>
</body></html>"""


def _chips(tags: list[str]) -> str:
    return "".join(f'<span class="chip">{tag}</span>' for tag in tags)


POSTER_ZH = POSTER.format(
    lang="zh",
    name="沈嘉禾",
    label="园林景观设计师",
    work="工作经历",
    job="景观设计师 — 瑞安青禾园林工程有限公司, 瑞安",
    dates="2019/03 – 至今",
    duty="主持社区公园方案设计十二项",
    education="教育背景",
    school="南京林业大学",
    school_row="南京林业大学　风景园林　学士",
    skills="专业技能",
    group1="设计",
    tags1=_chips(["方案设计", "植物配置", "竖向设计"]),
    group2="软件",
    tags2=_chips(["AutoCAD", "SketchUp", "Lumion"]),
    languages="语言能力",
    language="英语（六级）",
)
POSTER_EN = POSTER.format(
    lang="en",
    name="Maren Holt",
    label="Landscape Architect",
    work="Experience",
    job="Landscape Architect — Fernhill Design Studio",
    dates="Mar 2019 – Present",
    duty="Led planting design for twelve community parks",
    education="Education",
    school="Oregon State University",
    school_row="Bachelor of Landscape Architecture",
    skills="Skills",
    group1="Design",
    tags1=_chips(["Planting plans", "Grading", "Stormwater design"]),
    group2="Software",
    tags2=_chips(["AutoCAD", "SketchUp", "Lumion"]),
    languages="Languages",
    language="Norwegian (Native)",
)


@pytest.fixture(scope="module")
def posters() -> dict[str, dict]:
    from tests.resumes.importing.corpus import chromium

    zh, en = chromium.print_pdfs([POSTER_ZH, POSTER_EN])
    return {"zh": parse_bytes(zh).document, "en": parse_bytes(en).document}


@pytest.mark.browser
@pytest.mark.parametrize(
    ("lang", "groups"),
    [
        (
            "zh",
            {
                "设计": ["方案设计", "植物配置", "竖向设计"],
                "软件": ["AutoCAD", "SketchUp", "Lumion"],
            },
        ),
        (
            "en",
            {
                "Design": ["Planting plans", "Grading", "Stormwater design"],
                "Software": ["AutoCAD", "SketchUp", "Lumion"],
            },
        ),
    ],
)
def test_skill_group_names_styled_as_headings_over_rows_of_chips_stay_skill_groups(
    posters, lang, groups
):
    document = posters[lang]

    assert {s["name"]: s.get("keywords") for s in document["skills"]} == groups
    assert document["languages"][0]["language"] in {"英语", "Norwegian"}
    assert not any("AutoCAD" in item for item in document.get("x-unplaced", []))


@pytest.mark.browser
def test_a_chinese_three_cell_school_row_and_a_town_after_the_organisations_kind(posters):
    document = posters["zh"]

    assert document["education"][0]["institution"] == "南京林业大学"
    assert document["education"][0]["area"] == "风景园林"
    assert document["education"][0]["studyType"] == "学士"
    job = document["work"][0]
    assert (job["position"], job["name"], job.get("location")) == (
        "景观设计师",
        "瑞安青禾园林工程有限公司",
        "瑞安",
    )
