"""The people of the import corpus: what each generated file shows, as JSON Resume. Every
renderer in make_corpus.py shows all of a person's fields, so this is each file's expected
result (a LinkedIn export shows less; see make_corpus.linkedin_expected)."""

from __future__ import annotations

MARIA = {
    "basics": {
        "name": "Maria Gonzalez",
        "label": "Senior Data Engineer",
        "email": "maria.gonzalez@example.com",
        "phone": "+1 512 555 0142",
        "url": "mariagonzalez.dev",
        "location": {"city": "Austin", "region": "TX"},
        "profiles": [
            {
                "network": "LinkedIn",
                "username": "maria-gonzalez",
                "url": "https://www.linkedin.com/in/maria-gonzalez",
            },
            {"network": "GitHub", "username": "mgonzalez", "url": "https://github.com/mgonzalez"},
        ],
        "summary": "Data engineer with nine years of experience designing batch and streaming pipelines for analytics teams. Known for pragmatic data models, strong testing habits and clear documentation.",
    },
    "work": [
        {
            "name": "Acme Analytics",
            "position": "Senior Data Engineer",
            "location": "Austin, TX",
            "startDate": "2020-01",
            "highlights": [
                "Migrated 120 nightly batch jobs to a streaming platform built on Kafka and Flink, cutting data latency from 24 hours to 5 minutes",
                "Designed the dimensional model behind the company's self-service dashboards",
                "Mentored five engineers and ran the data guild's monthly reviews",
            ],
        },
        {
            "name": "Northwind Traders",
            "position": "Data Engineer",
            "location": "Dallas, TX",
            "startDate": "2017-03",
            "endDate": "2019-12",
            "highlights": [
                "Built the customer data warehouse on PostgreSQL and dbt serving 40 analysts",
                "Reduced cloud storage costs by 35% with partitioning and lifecycle rules",
            ],
        },
        {
            "name": "Bluebonnet Health",
            "position": "Data Analyst",
            "location": "Houston, TX",
            "startDate": "2015-06",
            "endDate": "2017-02",
            "highlights": [
                "Automated weekly clinical reports with Python, saving two days of manual work each week",
            ],
        },
    ],
    "education": [
        {
            "institution": "University of Texas at Austin",
            "studyType": "B.Sc.",
            "area": "Computer Science",
            "startDate": "2011",
            "endDate": "2015",
            "score": "3.7/4.0",
        }
    ],
    "skills": [
        {"name": "Data", "keywords": ["Python", "SQL", "Spark", "dbt"]},
        {"name": "Streaming", "keywords": ["Kafka", "Flink"]},
        {"name": "Cloud", "keywords": ["AWS", "Terraform", "Docker"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Spanish", "fluency": "Fluent"},
    ],
    "projects": [
        {
            "name": "Open Transit Feeds",
            "url": "github.com/mgonzalez/transit-feeds",
            "startDate": "2021-05",
            "description": "Open-source toolkit that validates and publishes city transit timetables.",
            "highlights": ["Adopted by four city transit agencies"],
        }
    ],
    "certificates": [
        {"name": "AWS Certified Data Analytics", "issuer": "Amazon Web Services", "date": "2022-04"}
    ],
}

JAMES = {
    "basics": {
        "name": "James Whitfield",
        "label": "Product Designer",
        "email": "james@whitfield.example.org",
        "phone": "+44 7700 900123",
        "location": {"city": "Bristol", "countryCode": "GB"},
        "profiles": [
            {
                "network": "LinkedIn",
                "username": "jameswhitfield",
                "url": "https://www.linkedin.com/in/jameswhitfield",
            }
        ],
        "summary": "Product designer who turns messy workflows into calm, accessible interfaces. Eight years across fintech and public services, from research to shipped design systems.",
    },
    "work": [
        {
            "name": "Harbour Bank",
            "position": "Lead Product Designer",
            "location": "Bristol",
            "startDate": "2021-02",
            "highlights": [
                "Led the redesign of the mobile onboarding flow, raising completion from 61% to 84%",
                "Built and maintained the bank's accessible design system used by 9 product teams",
            ],
        },
        {
            "name": "Government Digital Service",
            "position": "Interaction Designer",
            "location": "London",
            "startDate": "2018-03",
            "endDate": "2021-01",
            "highlights": [
                "Designed the online form for renewing a passport, used by 5 million people a year",
                "Ran usability research with people with access needs every sprint",
            ],
        },
        {
            "name": "Pixel Foundry",
            "position": "Junior Designer",
            "location": "Bath",
            "startDate": "2016-07",
            "endDate": "2018-02",
            "highlights": ["Designed marketing sites for twenty small businesses"],
        },
    ],
    "education": [
        {
            "institution": "University of the West of England",
            "studyType": "BA",
            "area": "Graphic Design",
            "startDate": "2013",
            "endDate": "2016",
        }
    ],
    "skills": [
        {"name": "Figma"},
        {"name": "User research"},
        {"name": "Prototyping"},
        {"name": "Design systems"},
        {"name": "Accessibility"},
        {"name": "HTML and CSS"},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "French", "fluency": "Conversational"},
    ],
    "projects": [
        {
            "name": "Type Specimen Generator",
            "startDate": "2019-09",
            "endDate": "2020-03",
            "description": "A small web tool that renders type specimens from any font file.",
        }
    ],
}

PRIYA = {
    "basics": {
        "name": "Priya Raman",
        "label": "Machine Learning Researcher",
        "email": "priya.raman@example.edu",
        "phone": "+1 (617) 555-0199",
        "url": "https://priyaraman.example.com",
        "location": {"city": "Boston", "region": "MA"},
        "profiles": [
            {"network": "GitHub", "username": "praman", "url": "https://github.com/praman"}
        ],
        "summary": "Researcher working on efficient training of language models, with a record of turning research results into production systems.",
    },
    "work": [
        {
            "name": "Lumen AI Labs",
            "position": "Research Scientist",
            "location": "Boston, MA",
            "startDate": "2021-09",
            "highlights": [
                "Developed a sparse attention method that cut training cost by 30% on long documents",
                "Published three papers at NeurIPS and ICML with the efficiency team",
                "Shipped the method into the production summarisation service",
            ],
        },
        {
            "name": "Massachusetts Institute of Technology",
            "position": "Research Assistant",
            "location": "Cambridge, MA",
            "startDate": "2017-09",
            "endDate": "2021-08",
            "highlights": ["Studied optimisation of deep networks under limited memory budgets"],
        },
        {
            "name": "Google",
            "position": "Software Engineering Intern",
            "location": "Mountain View, CA",
            "startDate": "2017-06",
            "endDate": "2017-06",
            "highlights": [
                "Prototyped a data loader that doubled input throughput for TPU training"
            ],
        },
    ],
    "education": [
        {
            "institution": "Massachusetts Institute of Technology",
            "studyType": "PhD",
            "area": "Electrical Engineering and Computer Science",
            "startDate": "2017",
            "endDate": "2021",
        },
        {
            "institution": "Indian Institute of Technology Madras",
            "studyType": "B.Tech",
            "area": "Computer Science and Engineering",
            "startDate": "2013",
            "endDate": "2017",
            "score": "9.4/10",
        },
    ],
    "skills": [
        {"name": "Machine learning", "keywords": ["PyTorch", "JAX", "Transformers"]},
        {"name": "Engineering", "keywords": ["Python", "C++", "CUDA", "Kubernetes"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Fluent"},
        {"language": "Tamil", "fluency": "Native"},
    ],
    "publications": [
        {
            "name": "Sparse Windows for Long-Context Training",
            "publisher": "NeurIPS",
            "releaseDate": "2023",
        },
        {"name": "Memory-Bounded Optimisers", "publisher": "ICML", "releaseDate": "2022"},
    ],
    "awards": [{"title": "Best Paper Award", "awarder": "EMNLP", "date": "2022"}],
}

WANG = {
    "basics": {
        "name": "王芳",
        "label": "后端开发工程师",
        "email": "wangfang@example.com",
        "phone": "138-1234-5678",
        "location": {"city": "北京"},
        "profiles": [
            {"network": "GitHub", "username": "wangfang", "url": "https://github.com/wangfang"}
        ],
        "summary": "五年后端开发经验，熟悉高并发系统设计与分布式存储，主导过支付核心链路的重构，注重代码质量与团队协作。",
    },
    "work": [
        {
            "name": "北京字节跳动科技有限公司",
            "position": "高级后端工程师",
            "location": "北京",
            "startDate": "2021-07",
            "highlights": [
                "负责抖音电商交易系统的订单模块，支撑大促峰值每秒十万笔订单",
                "主导订单库分库分表改造，查询延迟降低百分之六十",
                "建设服务稳定性指标体系，全年核心接口可用性达到百分之九十九点九九",
            ],
        },
        {
            "name": "阿里巴巴网络技术有限公司",
            "position": "后端开发工程师",
            "location": "杭州",
            "startDate": "2019-07",
            "endDate": "2021-06",
            "highlights": [
                "参与支付宝账单服务开发，日均处理账单两亿条",
                "优化缓存策略，数据库读压力下降一半",
            ],
        },
    ],
    "education": [
        {
            "institution": "北京邮电大学",
            "studyType": "硕士",
            "area": "计算机科学与技术",
            "startDate": "2016-09",
            "endDate": "2019-06",
        },
        {
            "institution": "武汉大学",
            "studyType": "本科",
            "area": "软件工程",
            "startDate": "2012-09",
            "endDate": "2016-06",
        },
    ],
    "skills": [
        {"name": "编程语言", "keywords": ["Go", "Java", "Python"]},
        {"name": "中间件", "keywords": ["Kafka", "Redis", "MySQL"]},
    ],
    "languages": [{"language": "英语", "fluency": "CET-6"}],
    "projects": [
        {
            "name": "分布式任务调度平台",
            "startDate": "2022-03",
            "endDate": "2022-12",
            "description": "公司内部统一的定时任务与工作流调度平台。",
            "highlights": ["接入业务线三十余个，日调度任务五十万次"],
        }
    ],
    "awards": [{"title": "年度技术突破奖", "awarder": "字节跳动", "date": "2022-12"}],
}

CHEN = {
    "basics": {
        "name": "陈浩",
        "label": "产品经理",
        "email": "chenhao@example.cn",
        "phone": "+86 139 8765 4321",
        "location": {"city": "上海"},
        "summary": "六年互联网产品经验，擅长用户研究与数据分析，负责过千万级用户产品的增长工作。",
    },
    "work": [
        {
            "name": "上海拉扎斯信息科技有限公司",
            "position": "高级产品经理",
            "location": "上海",
            "startDate": "2020-04",
            "highlights": [
                "负责外卖会员产品，付费会员数一年增长三倍",
                "搭建用户分层运营体系，复购率提升百分之十八",
            ],
        },
        {
            "name": "网易",
            "position": "产品经理",
            "location": "杭州",
            "startDate": "2017-07",
            "endDate": "2020-03",
            "highlights": ["负责网易云音乐社区功能，日活跃用户增长百分之二十五"],
        },
    ],
    "education": [
        {
            "institution": "复旦大学",
            "studyType": "本科",
            "area": "新闻学",
            "startDate": "2013-09",
            "endDate": "2017-06",
        }
    ],
    "skills": [
        {"name": "产品设计", "keywords": ["Axure", "Figma", "需求分析"]},
        {"name": "数据分析", "keywords": ["SQL", "Excel", "A/B 测试"]},
    ],
    "languages": [{"language": "英语", "fluency": "流利"}, {"language": "日语", "fluency": "入门"}],
    "certificates": [{"name": "PMP 项目管理专业人士", "issuer": "PMI", "date": "2019-10"}],
}
