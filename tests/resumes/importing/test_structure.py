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
