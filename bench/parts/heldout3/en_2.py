"""The third held-out set's English postings, part 2 of 4: each with its intended
resume and ground truth, written by hand by an evaluator who never read the matcher, the guard
or their data."""

from __future__ import annotations

from bench.parts.heldout3.kit import EN_BENEFITS as B
from bench.parts.heldout3.kit import EN_LEGAL as L
from bench.parts.heldout3.kit import cv, posting, postings_part

POSTINGS, RESUMES, add = postings_part()


add(
    posting(
        "h3-trans-en",
        "translation",
        "en",
        f"""Chinese-to-English Medical Translator (in-house)
Lumen Language Services localizes clinical and regulatory content for 40 life-science
clients. ISO 17100 certified, offices in Boston and Shanghai.

Requirements:
- Native-level English and professional Chinese (Simplified and Traditional)
- 3+ years translating clinical trial documents: protocols, informed consent forms, CSRs
- CAT tools: Trados Studio or memoQ; terminology management
- Back translation and reconciliation
- ATA certification or an MA in translation

Preferred:
- Linguistic validation of patient-reported outcomes
- Knowledge of MedDRA
- Machine translation post-editing (MTPE)

Compensation $65,000 - $80,000, plus overtime at premium rates.
{B[1]}
{L[1]}""",
        "h3-r-trans-en",
        present=[
            "Chinese",
            "clinical trial documents",
            "informed consent forms",
            "Trados Studio",
            "terminology management",
            "back translation",
            "MA in translation",
            "MedDRA",
            "machine translation post-editing",
        ],
        missing=["ATA certification", "linguistic validation", "memoQ"],
        variants=[("machine translation post-editing", "MTPE"), ("informed consent forms", "ICFs")],
        junk=["ISO 17100", "regulatory content", "pension plan", "free parking"],
        aliases={
            "Chinese": ["Mandarin", "中文"],
            "machine translation post-editing": ["MTPE"],
            "informed consent forms": ["ICF", "ICFs"],
        },
    ),
    cv(
        "Emily Zhou Patterson",
        "Medical Translator (ZH>EN)",
        "emily.zp@translatorsmail.com",
        "Boston",
        "US",
        "Chinese-English medical translator: protocols, ICFs and clinical study reports.",
        [
            (
                "Freelance",
                "Medical Translator",
                "2020-01",
                None,
                [
                    "Translated 1.2 million words of clinical trial documents for CROs",
                    "Protocols, ICFs, investigator brochures and adverse event narratives coded "
                    "in MedDRA",
                    "Trados Studio 2022 with client termbases; terminology management in MultiTerm",
                    "Back translation and reconciliation reports for ethics committees",
                    "MTPE of pharmacovigilance case reports",
                ],
            ),
            (
                "TransPerfect",
                "Project Coordinator",
                "2018-06",
                "2019-12",
                [
                    "Coordinated life-science localization projects",
                ],
            ),
        ],
        [
            (
                "Middlebury Institute of International Studies",
                "Translation and Interpretation",
                "MA in Translation",
                "2018",
            )
        ],
        {
            "Languages": ["Chinese (Simplified and Traditional)", "English"],
            "Tools": ["Trados Studio", "MultiTerm", "Xbench"],
        },
        [],
        [("English", "Native"), ("Chinese", "Professional")],
    ),
)


add(
    posting(
        "h3-uw-en",
        "underwriting",
        "en",
        f"""Commercial Property Underwriter
Granite Mutual is an A-rated regional carrier writing middle-market property and casualty
business through 900 independent agents. 120 years old and still growing.

Requirements:
- 3+ years of commercial property underwriting
- Risk selection and pricing, reading loss runs and engineering reports
- Knowledge of COPE (construction, occupancy, protection, exposure)
- Catastrophe modeling output (RMS or AIR)
- Broker and agent relationship management
- Bachelor's degree

Preferred:
- CPCU designation or progress toward it
- Inland marine experience
- Guidewire PolicyCenter

$85,000 - $110,000 + bonus. Hybrid, three days in office.
{B[0]}
{L[0]}""",
        "h3-r-uw-en",
        present=[
            "commercial property underwriting",
            "risk selection",
            "pricing",
            "loss runs",
            "COPE",
            "catastrophe modeling",
            "RMS",
            "agent relationship management",
            "Guidewire PolicyCenter",
        ],
        missing=["CPCU", "inland marine", "AIR"],
        variants=[
            ("COPE", "construction, occupancy, protection and exposure"),
            ("catastrophe modeling", "cat modeling"),
        ],
        junk=["A-rated", "independent agents", "401(k)", "tuition reimbursement"],
        aliases={
            "COPE": ["construction, occupancy, protection and exposure"],
            "catastrophe modeling": ["cat modeling"],
        },
    ),
    cv(
        "Jonathan Mercer",
        "Commercial Property Underwriter",
        "jon.mercer@uwmail.com",
        "Hartford",
        "US",
        "Underwriter with five years of commercial property underwriting for middle-market "
        "accounts.",
        [
            (
                "Nutmeg Insurance Group",
                "Underwriter II, Commercial Property",
                "2021-04",
                None,
                [
                    "Risk selection and pricing for a $38M book; loss runs and loss control "
                    "reports",
                    "Evaluate construction, occupancy, protection and exposure on every submission",
                    "Use RMS cat modeling output for coastal accumulations",
                    "Agent relationship management with 60 producing agencies",
                    "Quote and bind in Guidewire PolicyCenter",
                ],
            ),
            (
                "Hartford Steam Boiler",
                "Underwriting Assistant",
                "2019-06",
                "2021-03",
                [
                    "Prepared renewals and referrals",
                ],
            ),
        ],
        [
            (
                "University of Connecticut",
                "Risk Management and Insurance",
                "Bachelor's degree",
                "2019",
            )
        ],
        {
            "Underwriting": [
                "commercial property underwriting",
                "risk selection",
                "pricing",
                "loss runs",
            ],
            "Tools": ["RMS", "Guidewire PolicyCenter", "Excel"],
        },
        [("Associate in Commercial Underwriting (AU)", "The Institutes", "2022-09")],
    ),
)


add(
    posting(
        "h3-act-en",
        "actuarial",
        "en",
        f"""Actuarial Analyst - Personal Lines Pricing
Northstar Auto & Home insures 2 million drivers. Our analytics team builds the rating plans
behind every quote, and we fund exam study time generously.

Requirements:
- Bachelor's degree in actuarial science, mathematics or statistics
- 2+ CAS exams passed
- Generalized linear models (GLM) for ratemaking
- R or Python, and SQL
- Loss development and trend analysis
- Clear written communication of results to product managers

Preferred:
- ACAS
- Rate filing support with state departments of insurance
- Emblem or Radar
- Telematics data

$78,000 - $98,000 + exam raises and study program (paid study hours, exam fees, bonuses).
{B[2]}
{L[1]}""",
        "h3-r-act-en",
        present=[
            "actuarial science",
            "CAS exams",
            "generalized linear models",
            "ratemaking",
            "R",
            "SQL",
            "loss development",
            "trend analysis",
            "rate filing",
        ],
        missing=["ACAS", "Emblem", "Radar", "telematics"],
        variants=[("generalized linear models", "GLMs"), ("loss development", "loss triangles")],
        junk=["2 million drivers", "exam fees", "study program", "Office 365"],
        aliases={
            "generalized linear models": ["GLM", "GLMs"],
            "CAS exams": ["CAS Exam 5", "Casualty Actuarial Society"],
        },
    ),
    cv(
        "Priya Raghunathan",
        "Actuarial Analyst",
        "priya.r@actmail.com",
        "Columbus",
        "US",
        "Pricing analyst with three CAS exams passed; GLMs for auto and homeowners ratemaking.",
        [
            (
                "Buckeye Mutual Insurance",
                "Actuarial Analyst",
                "2022-07",
                None,
                [
                    "Built GLMs in R for auto ratemaking; rating plan for 3 states",
                    "Loss triangles and trend analysis for quarterly indications",
                    "Prepared exhibits for rate filing with the Ohio Department of Insurance",
                    "Wrote SQL against the claims warehouse",
                ],
            ),
        ],
        [("Ohio State University", "Actuarial Science", "Bachelor of Science", "2022")],
        {
            "Actuarial": ["ratemaking", "trend analysis", "rate filing"],
            "Programming": ["R", "SQL", "Excel VBA"],
        },
        [("CAS Exams MAS-I, MAS-II, 5", "Casualty Actuarial Society", "2024-05")],
    ),
)


add(
    posting(
        "h3-esg-en",
        "esg",
        "en",
        f"""ESG Reporting Analyst
Halden Foods is a listed food manufacturer with 14 plants across Europe and a 2030 net-zero
commitment. We bake, we pack, and we measure what it costs the planet.

Requirements:
- 2+ years in sustainability reporting or ESG data
- GHG Protocol Scope 1, 2 and Scope 3 accounting
- GRI Standards and CSRD / ESRS requirements
- Responding to CDP questionnaires
- Advanced Excel and data quality checks with plant teams

Preferred:
- SBTi target setting
- Life cycle assessment (LCA)
- Power BI
- Limited assurance audits with external assurers

GBP 42,000 - 50,000, hybrid (Leeds).
{B[1]}
{L[1]}""",
        "h3-r-esg-en",
        present=[
            "sustainability reporting",
            "GHG Protocol",
            "Scope 3",
            "GRI Standards",
            "CSRD",
            "CDP",
            "Excel",
            "life cycle assessment",
            "limited assurance",
        ],
        missing=["SBTi", "Power BI"],
        variants=[("life cycle assessment", "LCA"), ("GHG Protocol", "Greenhouse Gas Protocol")],
        junk=["net-zero", "food manufacturer", "cycle-to-work", "life insurance"],
        aliases={
            "life cycle assessment": ["LCA"],
            "GHG Protocol": ["Greenhouse Gas Protocol"],
            "CSRD": ["Corporate Sustainability Reporting Directive"],
        },
    ),
    cv(
        "Freya Lindqvist",
        "Sustainability Analyst",
        "freya.lindqvist@mailbox.org",
        "Manchester",
        "GB",
        "Sustainability reporting analyst; carbon accounting under the Greenhouse Gas "
        "Protocol and CDP disclosures.",
        [
            (
                "Ashbury Brewing plc",
                "Sustainability Analyst",
                "2022-03",
                None,
                [
                    "Scope 1, 2 and Scope 3 inventory for 9 sites under the Greenhouse Gas "
                    "Protocol",
                    "Annual report aligned with GRI Standards; CSRD gap analysis",
                    "Led CDP Climate response, score raised from C to B",
                    "Supported limited assurance by our external auditor",
                    "Product LCA for two packaging formats",
                ],
            ),
        ],
        [("University of Leeds", "Environmental Science", "MSc", "2021")],
        {
            "ESG": ["sustainability reporting", "GRI Standards", "CDP", "CSRD"],
            "Tools": ["Excel", "SimaPro"],
        },
    ),
)


add(
    posting(
        "h3-agro-en",
        "agriculture",
        "en",
        f"""Field Agronomist - Row Crops
Heartland Cooperative serves 3,200 farmer-members across central Iowa with grain, agronomy
and energy services. Farmer-owned since 1921.

Requirements:
- Bachelor's degree in agronomy, crop science or soil science
- Certified Crop Adviser (CCA) or obtain within 2 years
- Iowa commercial pesticide applicator license
- Soil sampling and fertility recommendations
- Scouting corn and soybeans for weeds, insects and disease
- Variable rate prescriptions in precision agriculture software

Preferred:
- Climate FieldView or John Deere Operations Center
- Drone imagery
- Seed sales experience

$60,000 - $75,000, company truck, phone, and a patronage-based bonus.
{B[0]}
{L[0]}""",
        "h3-r-agro-en",
        present=[
            "agronomy",
            "Certified Crop Adviser",
            "pesticide applicator license",
            "soil sampling",
            "fertility recommendations",
            "scouting",
            "variable rate prescriptions",
            "precision agriculture",
            "Climate FieldView",
        ],
        missing=["John Deere Operations Center", "drone imagery", "seed sales"],
        variants=[
            ("Certified Crop Adviser", "CCA"),
            ("variable rate prescriptions", "VRT prescriptions"),
        ],
        junk=["farmer-members", "company truck", "patronage", "energy services"],
        aliases={
            "Certified Crop Adviser": ["CCA"],
            "variable rate prescriptions": ["VRT", "variable rate"],
        },
    ),
    cv(
        "Kyle Brandvold",
        "Agronomist",
        "kyle.brandvold@farmmail.com",
        "Ames",
        "US",
        "Agronomist (CCA) helping 80 growers with soil fertility and precision agriculture.",
        [
            (
                "Prairie Land FS",
                "Agronomist",
                "2020-02",
                None,
                [
                    "Grid soil sampling on 45,000 acres; fertility recommendations for N, P, K",
                    "Weekly scouting of corn and soybeans, disease and insect thresholds",
                    "VRT prescriptions for seed and fertilizer in Climate FieldView",
                ],
            ),
        ],
        [("Iowa State University", "Agronomy", "Bachelor of Science", "2019")],
        {
            "Agronomy": [
                "soil sampling",
                "scouting",
                "precision agriculture",
                "nutrient management",
            ],
            "Software": ["Climate FieldView", "SMS Advanced"],
        },
        [
            ("CCA", "American Society of Agronomy", "2021-08"),
            (
                "Iowa commercial pesticide applicator license",
                "Iowa Department of Agriculture",
                "2020-04",
            ),
        ],
    ),
)
