"""Chinese people of blind set 8 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 1-7 did not use."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

TEA = {
    "basics": {
        "name": "林清禾",
        "label": "高级评茶员",
        "email": "lin.qinghe@example.cn",
        "phone": "138 5902 7316",
        "location": {"city": "福州", "region": "福建"},
        "summary": "九年茶叶感官审评与拼配经验，熟悉乌龙茶、白茶的加工与品质分级。",
    },
    "work": [
        job("福建春伦集团有限公司", "审评主管", "福州", "2020-03", "",
            "负责年收购茶青2000余吨的感官审评与定级",
            "制定白茶拼配标准并培训审评员12名",
            "建立批次留样与风味档案"),
        job("安溪铁观音集团", "评茶员", "泉州", "2016-07", "2020-02",
            "完成毛茶收购审评与仓储抽检",
            "参与乌龙茶焙火工艺改进"),
    ],
    "education": [
        school("福建农林大学", "本科", "茶学", "2012", "2016"),
    ],
    "skills": [
        {"name": "审评", "keywords": ["感官审评", "茶叶拼配", "品质分级"]},
        {"name": "加工", "keywords": ["乌龙茶焙火", "白茶萎凋"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-4"},
        {"language": "闽南语", "fluency": "母语"},
    ],
    "certificates": [
        {"name": "评茶员职业资格（二级）", "issuer": "人力资源和社会保障部", "date": "2019"},
    ],
    "awards": [
        {"title": "全国茶叶审评技能竞赛二等奖", "awarder": "中华全国供销合作总社", "date": "2022"},
    ],
}  # fmt: skip

DIVER = {
    "basics": {
        "name": "海振宇",
        "label": "潜水教练",
        "email": "hai.zhenyu@example.cn",
        "phone": "186 8976 2041",
        "location": {"city": "三亚", "region": "海南"},
        "summary": "十年潜水教学与潜水救援经验，累计签发潜水员证书800余张。",
        "profiles": li("hai-zhenyu-dive"),
    },
    "work": [
        job("三亚蓝海潜水俱乐部", "首席潜水教练", "三亚", "2018-05", "",
            "主持开放水域与进阶课程教学，年带训学员150余名",
            "负责潜水船安全管理与应急演练",
            "培养助理教练8名"),
        job("海南分界洲岛旅游区", "潜水导游", "陵水", "2014-06", "2018-04",
            "带领游客体验潜水约3000人次",
            "维护潜水装备与气瓶检测记录"),
    ],
    "education": [
        school("海南热带海洋学院", "大专", "休闲体育", "2011", "2014"),
    ],
    "skills": [
        {"name": "教学", "keywords": ["开放水域课程", "救援潜水", "高氧潜水"]},
        {"name": "安全", "keywords": ["急救与供氧", "潜水船调度"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "流利"},
        {"language": "韩语", "fluency": "日常交流"},
    ],
    "certificates": [
        {"name": "PADI 潜水教练（MSDT）", "issuer": "PADI", "date": "2017"},
        {"name": "红十字救护员证", "issuer": "中国红十字会", "date": "2023"},
    ],
    "projects": [
        {"name": "蜈支洲岛珊瑚礁修复志愿项目", "startDate": "2021-04", "endDate": "2022-10",
         "highlights": ["组织潜水志愿者移植珊瑚苗2000余株"]},
    ],
}  # fmt: skip

DRONE = {
    "basics": {
        "name": "贺一鸣",
        "label": "无人机航测飞手",
        "email": "he.yiming@example.cn",
        "phone": "155 2871 6630",
        "location": {"city": "成都", "region": "四川"},
        "summary": "六年无人机航测与倾斜摄影经验，完成地形测绘与电力巡检项目60余个。",
    },
    "work": [
        job("四川天府测绘地理信息有限公司", "航测组长", "成都", "2021-01", "",
            "带领4人飞行组完成1:500地形图航测",
            "制定像控点布设与航线规划方案",
            "年飞行作业面积超过300平方公里"),
        job("国网四川电力无人机巡检中心", "无人机巡检员", "绵阳", "2018-07", "2020-12",
            "完成输电线路精细化巡检约1200公里",
            "整理缺陷照片并编写巡检报告"),
    ],
    "education": [
        school("西南交通大学", "本科", "测绘工程", "2014", "2018"),
    ],
    "skills": [
        {"name": "飞行", "keywords": ["多旋翼", "垂直起降固定翼", "航线规划"]},
        {"name": "数据处理", "keywords": ["倾斜摄影建模", "点云分类", "ContextCapture"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
    ],
    "certificates": [
        {"name": "民用无人机驾驶员执照（视距外）", "issuer": "中国民用航空局", "date": "2019"},
        {"name": "注册测绘师", "issuer": "自然资源部", "date": "2023"},
    ],
    "publications": [
        {"name": "山区倾斜摄影像控点布设方法研究", "publisher": "测绘通报",
         "releaseDate": "2022"},
    ],
}  # fmt: skip

ACUPUNCTURE = {
    "basics": {
        "name": "宋知微",
        "label": "中医针灸医师",
        "email": "song.zhiwei@example.cn",
        "phone": "137 0153 8824",
        "location": {"city": "杭州", "region": "浙江"},
        "summary": "八年针灸推拿临床经验，擅长颈肩腰腿痛、面瘫与失眠的针灸治疗。",
    },
    "work": [
        job("浙江省中医院", "针灸科主治医师", "杭州", "2019-08", "",
            "年门诊量约6000人次",
            "开展温针灸治疗膝骨关节炎临床观察",
            "带教规培医师与实习生"),
        job("杭州市萧山区中医院", "住院医师", "杭州", "2016-07", "2019-07",
            "参与针灸病房收治与查房",
            "完成中风后遗症康复针灸治疗约400例"),
    ],
    "education": [
        school("浙江中医药大学", "硕士", "针灸推拿学", "2013", "2016"),
    ],
    "skills": [
        {"name": "针灸", "keywords": ["温针灸", "电针", "腹针"]},
        {"name": "推拿", "keywords": ["颈椎推拿", "小儿推拿"]},
    ],
    "languages": [
        {"language": "英语", "fluency": "CET-6"},
        {"language": "日语", "fluency": "N3"},
    ],
    "certificates": [
        {"name": "医师资格证书（中医）", "issuer": "国家卫生健康委员会", "date": "2017"},
        {"name": "主治医师资格", "issuer": "浙江省卫生健康委员会", "date": "2021"},
    ],
    "awards": [
        {"title": "浙江省中医药科学技术奖三等奖", "awarder": "浙江省中医药学会", "date": "2023"},
    ],
}  # fmt: skip

PEOPLE_ZH = {
    "tea": TEA,
    "diver": DIVER,
    "drone": DRONE,
    "acupuncture": ACUPUNCTURE,
}
