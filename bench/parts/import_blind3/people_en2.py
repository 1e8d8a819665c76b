"""English people of blind set 3, second half (see people_en.py)."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

QUANTITY_SURVEYOR = {
    "basics": {
        "name": "Callum Fairbairn",
        "label": "Chartered Quantity Surveyor",
        "email": "callum.fairbairn@example.com",
        "phone": "+61 412 555 087",
        "location": {"city": "Brisbane", "region": "QLD"},
        "url": "https://fairbairn-qs.example.com",
        "summary": "Quantity surveyor with ten years on hospitals, schools and mid-rise "
        "residential work, from early estimates to the final account.",
    },
    "work": [
        job(
            "Moreton Cost Consultants",
            "Senior Quantity Surveyor",
            "Brisbane",
            "2019-08",
            "",
            "Prepare cost plans and bills of quantities for projects up to A$220 million",
            "Value variations and negotiate final accounts with head contractors",
            "Report monthly cost to completion for a 400-bed hospital extension",
        ),
        job(
            "Harland Construction",
            "Quantity Surveyor",
            "Gold Coast",
            "2015-02",
            "2019-07",
            "Managed subcontract packages for three apartment towers",
            "Prepared progress claims and cash flow forecasts",
        ),
    ],
    "education": [
        school(
            "Queensland University of Technology",
            "Bachelor of Urban Development",
            "Quantity Surveying and Cost Engineering",
            "2010",
            "2014",
        ),
    ],
    "skills": [
        {"name": "Cost management", "keywords": ["Cost planning", "Final accounts", "Tendering"]},
        {"name": "Software", "keywords": ["CostX", "Cubit", "Excel"]},
    ],
    "languages": [{"language": "English", "fluency": "Native"}],
    "certificates": [
        {"name": "Chartered Membership MRICS", "issuer": "RICS", "date": "2018"},
    ],
}

UX_RESEARCHER = {
    "basics": {
        "name": "Solveig Marchetti",
        "label": "Lead UX Researcher",
        "email": "solveig@example.io",
        "phone": "+46 70 555 1286",
        "location": {"city": "Stockholm", "countryCode": "SE"},
        "profiles": li("solveigmarchetti"),
        "summary": "Mixed-methods researcher who turns interviews, diary studies and product "
        "analytics into decisions teams can act on.",
    },
    "work": [
        job(
            "Kvarn Mobility",
            "Lead UX Researcher",
            "Stockholm",
            "2021-09",
            "",
            "Built a research practice of four people for the ride-sharing app",
            "Ran a diary study with 60 commuters that reshaped the booking flow",
            "Set up a participant panel of 2,000 riders and drivers",
        ),
        job(
            "Fjordline Bank",
            "UX Researcher",
            "Oslo",
            "2018-04",
            "2021-08",
            "Led usability tests of the mobile bank with older customers",
            "Measured task success before and after each release",
        ),
        job(
            "Nordic Insight Lab",
            "Research Assistant",
            "Uppsala",
            "2016-09",
            "2018-03",
            "Coded interview transcripts and ran card sorts",
        ),
    ],
    "education": [
        school(
            "Uppsala University", "Master of Science", "Human-Computer Interaction", "2014", "2016"
        ),
    ],
    "skills": [
        {"name": "Methods", "keywords": ["Diary studies", "Usability testing", "Card sorting"]},
        {"name": "Tools", "keywords": ["Dovetail", "Maze", "Figma"]},
        {"name": "Analysis", "keywords": ["Thematic analysis", "Survey design"]},
    ],
    "languages": [
        {"language": "Swedish", "fluency": "Native"},
        {"language": "English", "fluency": "Full professional"},
        {"language": "Italian", "fluency": "Elementary"},
    ],
    "certificates": [
        {"name": "UX Master Certification", "issuer": "Nielsen Norman Group", "date": "2020"},
    ],
}

HR_PARTNER = {
    "basics": {
        "name": "Desmond Achterberg",
        "label": "HR Business Partner",
        "email": "desmond.achterberg@example.nl",
        "phone": "+31 6 5555 0721",
        "location": {"city": "Utrecht", "countryCode": "NL"},
        "summary": "HR business partner for engineering and operations teams, with a "
        "record in reorganisations, pay reviews and works council consultation.",
    },
    "work": [
        job(
            "Veldhoven Logistics",
            "HR Business Partner",
            "Utrecht",
            "2020-02",
            "",
            "Partner the directors of three warehouses with 900 employees",
            "Led the consultation with the works council on the new shift pattern",
            "Reduced regretted attrition from 14% to 8% in two years",
        ),
        job(
            "Rijnmond Engineering",
            "HR Advisor",
            "Rotterdam",
            "2016-10",
            "2020-01",
            "Advised managers on absence, performance and disciplinary cases",
            "Ran the annual pay review for 350 engineers",
        ),
    ],
    "education": [
        school(
            "Erasmus University Rotterdam",
            "Master of Science",
            "Human Resource Management",
            "2015",
            "2016",
        ),
    ],
    "skills": [
        {"name": "Employee relations"},
        {"name": "Workforce planning"},
        {"name": "Workday"},
        {"name": "Change management"},
    ],
    "languages": [
        {"language": "Dutch", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "German", "fluency": "Good"},
    ],
    "certificates": [
        {"name": "CIPD Level 7", "issuer": "CIPD", "date": "2019"},
    ],
}

UNDERWRITER = {
    "basics": {
        "name": "Genevieve Oyelaran",
        "label": "Commercial Property Underwriter",
        "email": "g.oyelaran@example.com",
        "phone": "(416) 555-0174",
        "location": {"city": "Toronto", "region": "ON"},
        "summary": "Underwriter of mid-market property and casualty risks, careful with "
        "catastrophe exposure and quick with brokers.",
    },
    "work": [
        job(
            "Laurentian Mutual",
            "Senior Underwriter, Commercial Property",
            "Toronto",
            "2018-06",
            "",
            "Underwrite a book of C$48 million in gross written premium",
            "Hold authority up to C$25 million total insured value per location",
            "Kept the loss ratio under 55% for four straight years",
        ),
        job(
            "Huron Assurance",
            "Underwriting Assistant",
            "London, ON",
            "2015-09",
            "2018-05",
            "Prepared renewal files and rated small business packages",
            "Ordered risk engineering surveys and tracked recommendations",
        ),
    ],
    "education": [
        school(
            "Western University",
            "Bachelor of Management and Organizational Studies",
            "Finance",
            "2011",
            "2015",
        ),
    ],
    "skills": [
        {"name": "Underwriting", "keywords": ["Property", "Casualty", "Catastrophe modelling"]},
        {"name": "Tools", "keywords": ["Guidewire", "RMS", "Excel"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Yoruba", "fluency": "Conversational"},
        {"language": "French", "fluency": "Professional working"},
    ],
    "certificates": [
        {
            "name": "Chartered Insurance Professional",
            "issuer": "Insurance Institute of Canada",
            "date": "2019",
        },
    ],
}
