"""Layout family: a resume pasted into an e-mail's body, saved as text: envelope lines, a
greeting, the resume (headings underlined with tildes, or numbered Chinese headings with
cells apart by ideographic spaces), a sign-off, a signature and the quoted message replied
to. Documents of this module's own."""

from __future__ import annotations

from resumes.importing.parse import parse_bytes

EN = """From: Tomasz Wieczorek <t.wieczorek@example.net>
Subject: Site Engineer application - Tomasz Wieczorek

Hello,

My details are below since the upload page kept timing out.

TOMASZ WIECZOREK
Site Engineer
t.wieczorek@example.net | +48 601 555 210 | Gdansk, PL

Experience
~~~~~~~~~~
Site Engineer, Baltic Quay Builders (May 2020 – Present)
  * Set out piles and steelwork for two warehouse blocks
Assistant Engineer, Nordhaven Civils (June 2017 – April 2020)
  * Kept the concrete pour register

Education
~~~~~~~~~
BEng, Civil Engineering, Gdansk University of Technology (2013 – 2017)

Best regards,
Tomasz

--
Sent from my tablet

-----Original Message-----
> Please paste your resume into your reply.
"""

ZH = """主题：应聘项目经理－周博文

您好！

简历如下，请查收。

周博文　｜　项目经理
zhoubowen@example.cn　139 5555 2871　南京

一、工作经历
    2019.05 - 至今　南京恒远建设集团有限公司　项目经理　南京
        1. 负责两个住宅项目的进度和成本
        2. 协调分包单位和监理
    2015.07 - 2019.04　江苏中天路桥有限公司　施工员　苏州
        1. 负责桥梁基础施工的现场管理

二、教育背景
    2011 - 2015　东南大学　土木工程　学士

此致
敬礼！
周博文

--------- 原始邮件 ---------
发件人：人事部
请直接回复简历正文。
"""


def test_the_e_mail_around_an_english_resume_is_kept_out_of_its_fields():
    document = parse_bytes(EN.encode()).document
    assert document["basics"]["name"] == "TOMASZ WIECZOREK"
    assert document["basics"]["label"] == "Site Engineer"
    assert "summary" not in document["basics"]
    assert [job["name"] for job in document["work"]] == [
        "Baltic Quay Builders",
        "Nordhaven Civils",
    ]
    assert document["education"][0]["institution"] == "Gdansk University of Technology"
    everything = str(document)
    for text in ("Best regards", "Sent from my tablet", "Original Message", "paste your"):
        assert text not in everything


def test_the_e_mail_around_a_chinese_resume_is_kept_out_of_its_fields():
    document = parse_bytes(ZH.encode()).document
    assert document["basics"]["name"] == "周博文"
    assert document["basics"]["label"] == "项目经理"
    assert [job["name"] for job in document["work"]] == [
        "南京恒远建设集团有限公司",
        "江苏中天路桥有限公司",
    ]
    assert document["work"][0]["highlights"] == [
        "负责两个住宅项目的进度和成本",
        "协调分包单位和监理",
    ]
    assert document["work"][1]["position"] == "施工员"
    everything = str(document)
    for text in ("此致", "敬礼", "原始邮件", "人事部", "主题"):
        assert text not in everything
