"""Dated lists (`resumes/importing/fields.py`: awards, certificates, publications) as the
languages write them."""

from __future__ import annotations

from resumes.importing.parse import parse_bytes

CHINESE = """# 周静怡

主管药师 · 南京 · zhoujingyi@example.com · 138-3100-2201

## 工作经历

### 江苏省人民医院

**临床药师** | 南京 | 2018年7月 – 至今

- 负责心内科与肾内科的处方前置审核

## 资格证书

- 执业药师、国家药品监督管理局、2015年10月
- 主管药师资格证，国家卫生健康委员会，2019年5月

## 荣誉奖项

- 优秀药师、*江苏省药学会*、2021年12月
"""


def test_chinese_fields_set_apart_by_enumeration_commas_are_title_issuer_and_date():
    document = parse_bytes(CHINESE.encode()).document

    assert document["certificates"] == [
        {"name": "执业药师", "issuer": "国家药品监督管理局", "date": "2015-10"},
        {"name": "主管药师资格证", "issuer": "国家卫生健康委员会", "date": "2019-05"},
    ]
    assert document["awards"] == [
        {"title": "优秀药师", "awarder": "江苏省药学会", "date": "2021-12"}
    ]
