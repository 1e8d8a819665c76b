"""Section headings, English and Chinese, of every profession (matching is on normalised
text: `lexicon.heading_key`)."""

from __future__ import annotations

HEADINGS: dict[str, tuple[str, ...]] = {
    "work": (
        "experience", "work experience", "professional experience", "work history",
        "employment", "employment history", "career history", "relevant experience",
        "professional background", "career", "work", "positions", "experience history",
        "industry experience", "internships", "internship experience", "professional history",
        "clinical experience", "teaching experience", "research experience", "legal experience",
        "clinical rotations", "student teaching", "military service", "military experience",
        "leadership experience", "nursing experience", "consulting experience",
        "relevant work experience", "management experience", "sales experience",
        "engineering experience", "field experience", "practicum", "practicum experience",
        "residency", "fellowship", "externships", "academic appointments",
        "professional appointments", "work and internship experience", "design experience",
        "工作及实习经历", "实践经历", "临床经历", "教学经历", "科研经历", "研究经历", "从业经历",
        "执业经历", "工作与实习经历",
        "工作经历", "工作经验", "工作履历", "职业经历", "实习经历", "实习经验", "任职经历",
        "工作背景", "工作",
        # British and Commonwealth CVs: "Positions Held", "Employment Record".
        "positions held", "employment record", "appointments held",
        # One-slide CVs (Impress, PowerPoint) and their Chinese twins: a career column.
        "职业履历",
        "经历",  # a LinkedIn-like profile's Chinese "Experience" (a web profile's screenshot)
    ),
    "education": (
        "education", "academic background", "education and training", "academic history",
        "academics", "educational background", "education history", "academic qualifications",
        "教育背景", "教育经历", "学历", "教育", "学习经历", "教育情况",
        # British CVs name the schools and degrees "Qualifications".
        "qualifications", "education and qualifications", "学历教育", "学历背景",
        "求学经历",
    ),
    "skills": (
        "skills", "technical skills", "core competencies", "competencies", "key skills",
        "expertise", "areas of expertise", "technologies", "tech stack", "skills and tools",
        "tools", "skill set", "skillset", "core skills", "professional skills", "skills summary",
        "technical expertise", "tools and technologies", "technical proficiencies", "top skills",
        "skills tools", "software", "software skills", "computer skills", "clinical skills",
        "teaching skills", "legal skills", "design tools", "technical proficiency", "lab skills",
        "laboratory skills", "skills and software", "skills and expertise", "key competencies",
        "relevant skills", "skills and qualifications", "skills and abilities",
        # Europass: "Digital skills", "Job-related skills", "Digital and job-related skills"
        "digital skills", "job-related skills", "job related skills", "digital competences",
        "digital and job-related skills", "digital and job related skills",
        "专业技能", "技能", "技能特长", "个人技能", "技术能力", "技术栈", "专业能力", "技能清单",
        "capabilities", "core capabilities", "key capabilities", "业务能力", "专业特长",
        "专长",
    ),
    "projects": (
        "projects", "personal projects", "selected projects", "side projects", "key projects",
        "open source", "open source projects", "portfolio", "project experience",
        "项目经历", "项目经验", "项目", "主要项目", "个人项目", "开源项目",
        "project work", "project history", "major projects",
        "代表项目",
    ),
    "languages": (
        "languages", "language skills", "spoken languages", "language", "languages spoken",
        "语言能力", "语言", "外语能力", "外语水平", "语言水平",
    ),
    "certificates": (
        "certifications", "certificates", "licenses", "licenses and certifications",
        "licences", "certifications and training", "certification", "training",
        "licensure", "professional licenses", "board certifications", "bar admissions",
        "admissions", "certifications and licenses", "licenses certifications",
        "teaching certifications", "credentials", "professional certifications",
        "licenses and certificates", "licences and certifications", "courses and certifications",
        "licences and certificates",
        "professional registration", "professional registrations", "registrations",
        "执业资格", "职业资格证书", "资质证书", "资格认证", "执照", "培训经历", "证书与资质",
        "资格证书", "证书", "职业资格", "认证", "证书资质", "技能证书",
        "accreditations", "accreditation", "professional accreditations",
        "执照与认证", "执照和认证", "许可和认证",  # a LinkedIn-like profile's Chinese sections
    ),
    "awards": (
        "awards", "honors", "honours", "awards and honors", "awards and honours",
        "recognition", "awards and recognition", "honors and recognition",
        "achievements", "honors and awards", "honours and awards", "scholarships",
        "honors awards", "key achievements", "awards honors", "grants and awards",
        "获奖情况", "获奖经历", "荣誉奖项", "荣誉", "奖项", "所获荣誉", "荣誉证书",
        "prizes", "prizes and awards", "awards and prizes", "distinctions", "奖惩情况",
        "获奖荣誉", "表彰奖励", "奖励情况",
        # Typeset (groff mom, LaTeX) classic CVs: "Distinctions" are the awards.
        "honours and distinctions",
    ),
    "publications": (
        "publications", "papers", "selected publications", "research papers",
        # Writers' and journalists' classic templates: bylines and clips are publications.
        "bylines", "selected bylines", "published work", "published articles", "articles",
        "selected articles", "clips", "selected clips", "writing samples", "selected writing",
        "writing", "writings", "published writing",
        "发表作品", "代表作品", "作品发表", "发表文章", "代表作",
        "publications and presentations", "presentations", "publications presentations",
        "论文与出版物", "论文出版物", "发表论文", "论文", "学术成果", "出版物", "科研成果",
        "论著",
    ),
    "volunteer": (
        "volunteering", "volunteer experience", "volunteer work", "volunteer",
        "volunteer service", "volunteer activities", "community engagement",
        # Classic templates of the professions: memberships are unpaid roles in organisations.
        "professional memberships", "memberships", "affiliations", "professional affiliations",
        "memberships and affiliations", "professional associations", "associations",
        "专业组织", "社会兼职", "学术兼职", "协会会员", "社团组织",
        "community", "community involvement", "community service", "leadership and volunteering",
        "志愿经历", "志愿者经历", "社会实践", "志愿服务", "校园经历", "社会活动",
    ),
    "interests": (
        "interests", "hobbies", "hobbies and interests", "personal interests",
        "interests and hobbies",
        "兴趣爱好", "爱好", "个人爱好",
    ),
    "references": ("references", "referees", "推荐人", "证明人"),
    "summary": (
        "summary", "profile", "professional summary", "about", "about me", "objective",
        "career objective", "personal statement", "overview", "personal profile",
        "executive summary", "professional profile", "career summary",
        "个人简介", "自我评价", "个人总结", "个人概述", "职业概述", "个人优势", "自我描述",
        "简介", "关于我", "个人评价", "自我介绍", "professional overview",
        "summary of qualifications", "qualifications summary", "highlights of qualifications",
        # One-slide CVs (Impress, PowerPoint): the summary box's own names.
        "at a glance", "in brief", "个人概况",
    ),
    "contact": (
        "contact", "contact information", "contact details", "personal information",
        "personal details", "details", "contact info", "contacts",
        "联系方式", "个人信息", "基本信息", "联系信息",
    ),
}  # fmt: skip
