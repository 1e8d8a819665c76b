"""Helpers for the third held-out set (`bench/parts/job_heldout3.py`): a JSON Resume
document from a short table, a posting record in the held-out format, and the shared
closing text of postings (benefits and legal boilerplate, which hold skill-like distractor
words on purpose)."""

from __future__ import annotations

from typing import Any

Work = tuple[str, str, str, str | None, list[str]]


def cv(
    name: str,
    label: str,
    email: str,
    city: str,
    country: str,
    summary: str,
    work: list[Work],
    education: list[tuple[str, str, str, str]],
    skills: dict[str, list[str]],
    certificates: list[tuple[str, str, str]] = (),  # type: ignore[assignment]
    languages: list[tuple[str, str]] = (),  # type: ignore[assignment]
) -> dict[str, Any]:
    """A JSON Resume document: work rows are (employer, position, start, end or None, highlights),
    education rows (institution, area, study type, end), certificates (name, issuer, date)."""
    document: dict[str, Any] = {
        "basics": {
            "name": name,
            "label": label,
            "email": email,
            "summary": summary,
            "location": {"city": city, "countryCode": country},
        },
        "work": [],
        "education": [
            {"institution": i, "area": a, "studyType": t, "endDate": d} for i, a, t, d in education
        ],
        "skills": [{"name": k, "keywords": list(v)} for k, v in skills.items()],
    }
    for employer, position, start, end, highlights in work:
        row: dict[str, Any] = {"name": employer, "position": position, "startDate": start}
        if end:
            row["endDate"] = end
        row["highlights"] = list(highlights)
        document["work"].append(row)
    if certificates:
        document["certificates"] = [{"name": n, "issuer": i, "date": d} for n, i, d in certificates]
    if languages:
        document["languages"] = [{"language": lang, "fluency": f} for lang, f in languages]
    return document


def posting(
    pid: str,
    profession: str,
    language: str,
    text: str,
    resume: str,
    present: list[str],
    missing: list[str],
    variants: list[tuple[str, str]],
    junk: list[str],
    aliases: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    return {
        "id": pid,
        "profession": profession,
        "language": language,
        "text": text.strip() + "\n",
        "resume": resume,
        "present": present,
        "missing": missing,
        "variants": [list(v) for v in variants],
        "junk": junk,
        "aliases": aliases or {},
    }


EN_BENEFITS = [
    "What we offer:\n- Medical, dental and vision insurance from day one\n- 401(k) with a 4% match"
    "\n- Paid time off and paid parental leave\n- Tuition reimbursement and an annual learning "
    "budget",
    "Benefits:\n- Health insurance and an employee assistance program\n- Pension plan and life "
    "insurance\n- Free parking, gym membership discount and a cycle-to-work scheme\n- 25 days "
    "of annual leave plus public holidays",
    "Perks:\n- Competitive base plus annual bonus\n- Hybrid work where the role allows, laptop "
    "and phone provided\n- Wellness stipend, Microsoft Office 365 and LinkedIn Learning "
    "licences for everyone",
]
EN_LEGAL = [
    "We are an equal opportunity employer and value diversity. All qualified applicants will "
    "receive consideration without regard to race, religion, sex, sexual orientation, national "
    "origin, disability or veteran status. Offers are contingent on a background check and "
    "drug screening.",
    "We are committed to an inclusive workplace and provide reasonable accommodation during "
    "the hiring process. Applicants must be authorized to work in the country; we do not "
    "sponsor visas for this role. By applying you agree to our privacy notice.",
]
ZH_BENEFITS = [
    "福利待遇：\n1. 五险一金，补充商业医疗保险；\n2. 带薪年假、节日福利、年度体检；\n3. 员工食堂、"
    "免费班车、住房补贴；\n4. 完善的培训体系与晋升通道。",
    "我们提供：\n- 六险一金，年终奖，季度绩效奖金；\n- 弹性工作时间，下午茶，团建旅游；\n- 内部"
    "导师制，Office 办公软件与在线学习平台账号；\n- 子女教育补贴与员工宿舍。",
    "薪酬福利：\n· 具有竞争力的薪资 + 项目奖金 + 股票期权；\n· 双休，法定节假日，15天带薪年假；\n· "
    "交通补贴、通讯补贴、餐补。",
]
ZH_LEGAL = [
    "本公司坚持平等就业，不因性别、民族、宗教信仰等歧视任何应聘者。应聘者提交的个人信息仅用于"
    "招聘，我们将依据《个人信息保护法》妥善保管。",
    "郑重声明：本公司招聘不收取任何费用，谨防诈骗。入职需提供体检报告及无犯罪记录证明。",
]


def postings_part():
    """A data module's postings, its intended resumes by id, and the `add(posting, resume)` that
    fills both (one per module of postings)."""
    postings, resumes = [], {}

    def add(p, resume):
        postings.append(p)
        resumes[p["resume"]] = resume

    return postings, resumes, add
