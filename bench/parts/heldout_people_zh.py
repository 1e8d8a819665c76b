"""The Chinese people of the held-out import evaluation (bench/parts/heldout_people.py)."""

from __future__ import annotations

from typing import Any

from bench.parts.heldout_text import basics as _basics
from bench.parts.heldout_text import job as _job
from bench.parts.heldout_text import school as _school

ZH_PEOPLE: dict[str, dict[str, Any]] = {
    "kuaiji": {
        "basics": _basics(
            "欧阳雪梅",
            "高级会计",
            "ouyang.xuemei@163.com",
            "139 1234 5678",
            "杭州",
            "浙江",
            "CN",
            "九年制造业财务经验，熟悉全盘账务、税务申报与成本核算，持有注册会计师证书。",
        ),
        "work": [
            _job(
                "杭州恒远机械有限公司",
                "总账会计",
                "2019-06",
                "",
                "杭州",
                ["负责月度结账与合并报表编制", "推动费用报销电子化，结账周期缩短四天"],
            ),
            _job(
                "宁波天盛电器股份有限公司",
                "成本会计",
                "2015-07",
                "2019-05",
                "宁波",
                ["核算三条产线的标准成本与差异", "配合年度审计准备底稿"],
            ),
        ],
        "education": [_school("浙江财经大学", "本科", "会计学", "2011-09", "2015-06")],
        "certificates": [{"name": "注册会计师", "issuer": "中国注册会计师协会", "date": "2018-12"}],
        "skills": [
            {"name": "财务软件", "keywords": ["用友U8", "金蝶K3", "Excel"]},
            {"name": "专业能力", "keywords": ["成本核算", "税务申报", "合并报表"]},
        ],
        "languages": [{"language": "英语", "fluency": "大学英语六级"}],
    },
    "hushi": {
        "basics": _basics(
            "司马婧",
            "重症监护室护士",
            "simajing.nurse@qq.com",
            "186 0211 3344",
            "上海",
            "上海",
            "CN",
            "三级甲等医院重症监护室主管护师，擅长危重症患者护理与呼吸机管理。",
        ),
        "work": [
            _job(
                "复旦大学附属中山医院",
                "ICU主管护师",
                "2017-08",
                "",
                "上海",
                ["负责十二张床位的危重症护理", "牵头制定呼吸机相关肺炎预防流程"],
            ),
            _job(
                "上海市第六人民医院",
                "护士",
                "2013-07",
                "2017-07",
                "上海",
                ["在心内科轮转并参与急救", "带教实习护士二十余名"],
            ),
        ],
        "education": [_school("上海交通大学医学院", "本科", "护理学", "2009-09", "2013-06")],
        "certificates": [
            {"name": "护士执业资格证书", "issuer": "国家卫生健康委员会", "date": "2013-10"}
        ],
        "skills": [
            {"name": "临床护理", "keywords": ["危重症护理", "呼吸机管理", "静脉穿刺"]},
        ],
        "languages": [{"language": "英语", "fluency": "大学英语四级"}],
    },
    "xiaoshou": {
        "basics": _basics(
            "诸葛文涛",
            "区域销售经理",
            "zhuge.wentao@foxmail.com",
            "138 2468 1357",
            "深圳",
            "广东",
            "CN",
            "十年医疗器械销售经验，带领团队连续三年超额完成华南区销售指标。",
        ),
        "work": [
            _job(
                "迈瑞医疗国际股份有限公司",
                "华南区销售经理",
                "2018-03",
                "",
                "深圳",
                ["管理十五人销售团队，年销售额两亿元", "新开发三级医院客户二十八家"],
            ),
            _job(
                "鱼跃医疗设备股份有限公司",
                "销售代表",
                "2014-07",
                "2018-02",
                "广州",
                ["负责广州地区基层医院渠道", "连续两年获评优秀销售"],
            ),
        ],
        "education": [_school("中山大学", "本科", "市场营销", "2010-09", "2014-06")],
        "certificates": [],
        "skills": [
            {"name": "销售能力", "keywords": ["大客户管理", "渠道拓展", "招投标"]},
            {"name": "工具", "keywords": ["Salesforce", "Excel"]},
        ],
        "languages": [
            {"language": "英语", "fluency": "熟练"},
            {"language": "粤语", "fluency": "母语"},
        ],
    },
}
