"""The role table of job titles (`titles.read_title`): each set is one role in its usual
words, English and Chinese; a title names the roles whose words it has."""

from __future__ import annotations

ROLES: tuple[frozenset[str], ...] = tuple(
    frozenset(words.split())
    for words in (
        "engineer engineering developer programmer swe sde 工程师 开发 程序员",
        "architect 架构师",
        "nurse nursing rn lpn lvn 护士 护理",
        "practitioner np 执业护师",
        # a physician by a specialty's name too ("Cardiologist", "Pulmonologist")
        "physician doctor md hospitalist internist surgeon psychiatrist pediatrician "
        "cardiologist radiologist anesthesiologist oncologist neurologist dermatologist "
        "pulmonologist gastroenterologist nephrologist urologist gynecologist obstetrician "
        "ophthalmologist pathologist endocrinologist rheumatologist dentist orthodontist "
        "医生 医师 牙医",
        "hygienist 洁牙师",
        "sonographer echocardiographer radiographer 超声技师",
        "accountant accounting bookkeeper cpa 会计 会计师",
        "auditor 审计",
        "analyst analytics 分析师 分析",
        "scientist 科学家",
        "teacher educator instructor tutor lecturer 教师 老师 讲师",
        "professor 教授",
        "designer design 设计师 设计",
        "sales seller salesperson account 销售",
        "marketer marketing 市场 营销",
        "recruiter recruiting talent hr hrbp 招聘 人力资源 人事",
        "lawyer attorney counsel solicitor 律师 法务",
        "paralegal 律师助理 法律助理",
        "chef 厨师长 主厨 总厨",
        "cook 厨师",
        "pharmacist 药师 药剂师",
        "planner planning 计划",
        "buyer procurement purchasing 采购",
        "logistics warehouse supply 物流 仓储 供应链",
        "product 产品",
        "project 项目",
        "consultant 顾问",
        "writer copywriter reporter journalist correspondent 文案 记者 撰稿",
        "editor 编辑",
        "technician mechanic 技术员",
        "specialist coordinator officer administrator 专员",
        "attendant steward stewardess cabin 乘务 空乘",
        "receptionist concierge guest hospitality 前台 礼宾",
        "electrician 电工",
        "cashier teller 出纳 收银",
    )
)
