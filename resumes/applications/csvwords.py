"""The words of the sheets people keep, for the CSV import (`csvio`): the header names each
field goes by and the status names each board column goes by, in English and Chinese, and the
key they are compared by (lower case, without spaces, dashes, underscores or brackets)."""

from __future__ import annotations

import re

from resumes.applications.models import ApplicationStatus

# Header names people write, lower-cased without spaces, dashes or underscores.
HEADERS = {
    "company": (
        "company",
        "companyname",
        "employer",
        "organization",
        "organisation",
        "公司",
        "公司名称",
        "企业",
        "单位",
        "雇主",
    ),
    "role": (
        "role",
        "position",
        "title",
        "jobtitle",
        "job",
        "jobrole",
        "职位",
        "岗位",
        "职位名称",
        "岗位名称",
        "职务",
    ),
    "status": ("status", "stage", "state", "progress", "状态", "进度", "阶段", "投递状态"),
    "location": ("location", "city", "place", "地点", "城市", "工作地点"),
    "url": ("url", "link", "joblink", "posting", "postingurl", "链接", "网址", "职位链接"),
    "applied_on": (
        "appliedon",
        "applied",
        "dateapplied",
        "applieddate",
        "applicationdate",
        "date",
        "投递日期",
        "申请日期",
        "投递时间",
        "申请时间",
        "日期",
    ),
    "interview_on": ("interviewon", "interview", "interviewdate", "面试日期", "面试时间", "面试"),
    "offer_on": ("offeron", "offerdate", "offer日期", "录用日期"),
    "closed_on": ("closedon", "closed", "rejectedon", "closeddate", "结束日期", "拒绝日期"),
    "next_step": ("nextstep", "next", "followup", "todo", "下一步", "后续", "待办"),
    "next_step_on": (
        "nextstepon",
        "nextstepdate",
        "followupdate",
        "duedate",
        "下一步日期",
        "跟进日期",
        "截止日期",
    ),
    "contacts": (
        "contacts",
        "contact",
        "recruiter",
        "hiringmanager",
        "联系人",
        "联系方式",
        "招聘人员",
        "hr",
    ),
    "notes": ("notes", "note", "comments", "comment", "remarks", "备注", "笔记", "说明"),
    "resume": ("resume", "resumeversion", "cv", "cvversion", "简历", "简历版本"),
    "theme": ("theme", "template", "主题", "模板"),
    "tailored": ("tailored", "定制", "是否定制"),
}
HEADER_INDEX = {alias: name for name, aliases in HEADERS.items() for alias in aliases}

STATUSES = {
    ApplicationStatus.SAVED: (
        "saved",
        "wishlist",
        "interested",
        "bookmarked",
        "todo",
        "收藏",
        "待投递",
        "感兴趣",
        "未投递",
    ),
    ApplicationStatus.APPLIED: (
        "applied",
        "sent",
        "submitted",
        "已投递",
        "已申请",
        "投递",
        "已投",
        "申请",
    ),
    ApplicationStatus.INTERVIEWING: (
        "interviewing",
        "interview",
        "interviews",
        "面试",
        "面试中",
        "已面试",
        "待面试",
    ),
    ApplicationStatus.OFFER: ("offer", "offered", "accepted", "录用", "已录用", "拿到offer"),
    ApplicationStatus.REJECTED: (
        "rejected",
        "declined",
        "no",
        "拒绝",
        "被拒",
        "未通过",
        "已拒绝",
        "挂了",
    ),
    ApplicationStatus.WITHDRAWN: (
        "withdrawn",
        "withdrew",
        "abandoned",
        "ghosted",
        "撤回",
        "放弃",
        "已放弃",
        "已撤回",
    ),
}
STATUS_INDEX = {alias: value for value, aliases in STATUSES.items() for alias in aliases}


def key(text: str) -> str:
    return re.sub(r"[\s_\-:：()（）]+", "", text.strip().lower())
