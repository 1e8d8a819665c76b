"""Held-out set 4: marketing (performance marketing, SEO, brand PR), with two neighbouring-role
distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("marketing")

part.posting(
    "performance",
    "en",
    posting_text(
        "en",
        0,
        "Performance Marketing Manager (Paid Search & Paid Social) – DTC Skincare",
        "Lumen & Moss makes clean skincare; every batch is tested in our own lab with HPLC "
        "before it ships from our Austin warehouse.",
        [
            "Plan and run Google Ads and Meta Ads with a $600k monthly budget",
            "Own ROAS and CAC targets; daily budget pacing",
            "Design A/B testing for creative and landing page variants",
            "Keep GA4 and attribution reporting honest",
        ],
        [
            "4+ years in paid acquisition for e-commerce",
            "Fluency with GA4 and attribution models",
            "Strong spreadsheet skills",
        ],
        ["TikTok Ads experience", "Marketing Mix Modeling", "SQL"],
        ["Free product every month", "Remote-first, Austin HQ optional"],
        [
            "$110,000–$135,000 base + bonus.",
            "Lumen & Moss uses E-Verify and is an equal opportunity employer.",
        ],
    ),
    resume(
        "Hannah Park",
        "Growth Marketer, Paid Media",
        "hannah.park.growth@example.com",
        ("Austin", "US"),
        "Paid media lead for DTC brands; scaled spend 4x while holding blended ROAS.",
        [
            (
                "Bloomhaus Home",
                "Senior Paid Media Manager",
                "2021-05",
                "",
                [
                    "Ran Google Ads and Facebook Ads at $450k/month; blended ROAS 3.1",
                    "Cut customer acquisition cost 18% with daily budget pacing rules",
                    "Weekly A/B testing of creatives and landing page copy",
                    "Migrated reporting to Google Analytics 4 and "
                    "built a data-driven attribution view",
                ],
            ),
            (
                "Wpromote",
                "Paid Search Specialist",
                "2019-07",
                "2021-04",
                ["Managed search campaigns for retail clients"],
            ),
        ],
        [("University of Texas at Austin", "Advertising", "BS", "2019-05")],
        [
            ("Channels", ["Google Ads", "Facebook Ads", "Pinterest Ads"]),
            ("Analytics", ["Google Analytics 4", "attribution", "Excel", "A/B testing"]),
        ],
    ),
    present=[
        "Google Ads",
        "Meta Ads",
        "ROAS",
        "CAC",
        "budget pacing",
        "A/B testing",
        "landing page",
        "GA4",
        "attribution",
        "paid acquisition",
    ],
    missing=["TikTok Ads", "Marketing Mix Modeling", "SQL"],
    variants=[
        ("Meta Ads", "Facebook Ads"),
        ("GA4", "Google Analytics 4"),
        ("CAC", "customer acquisition cost"),
        ("paid acquisition", "paid media"),
    ],
    junk=["HPLC", "Free product", "E-Verify"],
    aliases={
        "Meta Ads": ["Facebook Ads"],
        "GA4": ["Google Analytics 4", "Google Analytics"],
        "CAC": ["customer acquisition cost"],
        "paid acquisition": ["paid media"],
        "Marketing Mix Modeling": ["MMM"],
    },
)

part.posting(
    "seo",
    "en",
    posting_text(
        "en",
        1,
        "SEO Specialist (Technical & Content)",
        "Tidewater Travel publishes guides read by 6M people a month; our product team builds "
        "on React and GraphQL.",
        [
            "Run technical SEO audits with Screaming Frog and Google Search Console",
            "Do keyword research in Ahrefs and write content briefs for the editors",
            "Implement schema markup with developers",
            "Track Core Web Vitals",
            "Lead ethical link building outreach",
        ],
        ["3+ years of SEO for a content site", "Basic HTML"],
        [
            "Python for automating crawls",
            "Looker Studio dashboards",
            "hreflang for international sites",
        ],
        ["Stock options", "Annual travel credit"],
        ["Salary: $78k-$96k.", "Tidewater is an equal opportunity employer."],
    ),
    resume(
        "Callum Fraser",
        "SEO Manager",
        "callum.seo@example.com",
        ("Edinburgh", "GB"),
        "SEO for publishers since 2018: technical audits, content strategy and outreach.",
        [
            (
                "Skyscanner Partner Network",
                "SEO Executive",
                "2020-02",
                "",
                [
                    "Monthly technical SEO audits (Screaming Frog, GSC); fixed 40k crawl errors",
                    "Keyword research in Ahrefs; wrote 300+ content briefs for freelancers",
                    "Rolled out structured data (FAQ, HowTo) with the dev team",
                    "Improved Core Web Vitals LCP by 1.2s",
                    "Link building: digital PR campaigns earned 900 referring domains",
                ],
            )
        ],
        [("University of Stirling", "Journalism", "BA", "2017-06")],
        [
            (
                "SEO",
                ["technical SEO", "keyword research", "content briefs", "link building", "HTML"],
            ),
            ("Tools", ["Screaming Frog", "Ahrefs", "GSC"]),
        ],
    ),
    present=[
        "technical SEO",
        "Screaming Frog",
        "Google Search Console",
        "keyword research",
        "Ahrefs",
        "content briefs",
        "schema markup",
        "Core Web Vitals",
        "link building",
        "HTML",
    ],
    missing=["Python", "Looker Studio", "hreflang"],
    variants=[("schema markup", "structured data"), ("Google Search Console", "GSC")],
    junk=["React", "GraphQL", "Stock options", "travel credit"],
    aliases={"schema markup": ["structured data"], "Google Search Console": ["GSC"]},
)

part.posting(
    "brand-pr",
    "zh",
    posting_text(
        "zh",
        2,
        "品牌公关经理",
        "我们是国内领先的功效护肤品牌，拥有自有研发中心和三条智能化生产线。",
        [
            "制定年度品牌传播策略并落地",
            "维护媒体关系，撰写新闻稿",
            "负责舆情监测与危机公关处理",
            "统筹KOL合作及小红书内容种草",
            "策划新品发布会等线下活动",
        ],
        ["本科及以上学历，新闻、传播相关专业", "5年以上品牌或公关经验"],
        ["英文写作能力强", "有4A公关公司经验", "有政府关系资源"],
        ["补充医疗保险", "年度体检", "内部员工购"],
        ["薪资：25-35K·14薪", "本公司不会以任何理由向求职者收取费用。"],
    ),
    resume(
        "唐思妤",
        "公关经理",
        "tangsiyu@example.com",
        ("上海", "CN"),
        "美妆行业品牌传播与公关7年，擅长媒体关系与社交平台传播。",
        [
            (
                "上海某国货彩妆品牌",
                "品牌公关经理",
                "2020-03",
                "",
                [
                    "负责年度品牌传播规划，主导3次品牌焕新",
                    "维护200余家媒体关系，年发布新闻稿60余篇",
                    "建立舆情监控机制，处理2次产品质量危机公关",
                    "统筹达人合作，小红书笔记曝光超2亿",
                    "策划新品发布会及快闪店活动",
                ],
            )
        ],
        [("复旦大学", "新闻学", "本科", "2017-06")],
        [("技能", ["品牌传播", "媒体关系", "新闻稿", "危机公关", "小红书"])],
    ),
    present=[
        "品牌传播",
        "媒体关系",
        "新闻稿",
        "舆情监测",
        "危机公关",
        "KOL合作",
        "小红书",
        "发布会",
    ],
    missing=["英文写作", "4A", "政府关系"],
    variants=[("舆情监测", "舆情监控"), ("KOL合作", "达人合作")],
    junk=["研发中心", "补充医疗保险", "年度体检"],
    aliases={
        "舆情监测": ["舆情监控", "media monitoring"],
        "KOL合作": ["达人合作", "influencer"],
        "危机公关": ["crisis communication"],
    },
)

part.distractor(
    "social-coordinator",
    resume(
        "Brianna Lopez",
        "Social Media Coordinator",
        "bri.lopez.social@example.com",
        ("Austin", "US"),
        "Social media coordinator for a restaurant group.",
        [
            (
                "Torchy's Tacos",
                "Social Media Coordinator",
                "2022-06",
                "",
                [
                    "Post daily on Instagram and TikTok",
                    "Reply to reviews",
                    "Shoot short videos on iPhone",
                ],
            )
        ],
        [("Texas State University", "Communication", "BA", "2022-05")],
        [("Tools", ["Canva", "Later", "Instagram", "TikTok"])],
    ),
)
part.distractor(
    "content-editor",
    resume(
        "许一帆",
        "内容编辑",
        "xuyifan@example.com",
        ("上海", "CN"),
        "新媒体内容编辑4年，负责公众号与视频号内容。",
        [
            (
                "上海某财经媒体",
                "编辑",
                "2021-07",
                "",
                ["每周撰写公众号稿件5篇", "策划选题与排版", "运营视频号"],
            )
        ],
        [("上海大学", "汉语言文学", "本科", "2021-06")],
        [("技能", ["公众号运营", "文案写作", "秀米排版"])],
    ),
)

PARTS = (part,)
