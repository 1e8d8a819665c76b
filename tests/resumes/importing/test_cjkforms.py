"""Chinese PDFs whose fonts map glyphs to look-alike code points (Kangxi radicals, radical
supplement forms, compatibility ideographs): the reader gives the unified ideographs, so the
words match dates, headings and skills. The PDF is printed by wkhtmltopdf here, which embeds
such a font map for its CJK fallback font."""

from __future__ import annotations

import subprocess

from resumes.importing.cjkforms import unified_ideograph
from resumes.importing.pdf import read_pdf


def test_radicals_and_compatibility_forms_read_as_unified_ideographs():
    assert [unified_ideograph(c) for c in "⼯⽉⾄⼤⻋⺠⻔\uf900工a"] == list("工月至大车民门豈工a")


def test_a_wkhtmltopdf_chinese_cv_reads_plain_ideographs(tmp_path):
    page = tmp_path / "cv.html"
    page.write_text(
        '<html><head><meta charset="utf-8"></head><body><h1>林晓雨</h1>'
        "<p>电气工程师 工作经验 2019年八月 至今 大学 人力资源 自动化 民用汽车</p>"
        "<p>青岛食品有限公司 西安</p></body></html>",
        encoding="utf-8",
    )
    out = tmp_path / "cv.pdf"
    subprocess.run(["wkhtmltopdf", "-q", str(page), str(out)], check=True, timeout=120)
    text = "".join(line.text for line in read_pdf(out.read_bytes())[0]).replace(" ", "")
    assert "电气工程师工作经验2019年八月至今大学人力资源自动化民用汽车" in text
    assert "青岛食品有限公司西安" in text  # 青 and 食 are radicals written alone as words
    assert not any(0x2E80 <= ord(c) <= 0x2FDF for c in text)
