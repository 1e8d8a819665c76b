"""English people of blind set 3 (issue 27): JSON Resume truths written by hand for this set
only. A renderer shows every fact kept here, unless it narrows its own copy of the truth."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school
from bench.parts.import_blind3.people_en2 import (
    HR_PARTNER,
    QUANTITY_SURVEYOR,
    UNDERWRITER,
    UX_RESEARCHER,
)

PARALEGAL = {
    "basics": {
        "name": "Imogen Castellanos",
        "label": "Senior Litigation Paralegal",
        "email": "imogen.castellanos@example.net",
        "phone": "(312) 555-0193",
        "location": {"city": "Chicago", "region": "IL"},
        "profiles": li("imogen-castellanos"),
        "summary": "Litigation paralegal with nine years supporting commercial disputes, "
        "from intake and discovery to trial binders.",
    },
    "work": [
        job(
            "Harrowgate Whitlock LLP",
            "Senior Litigation Paralegal",
            "Chicago, IL",
            "2019-03",
            "",
            "Manage e-discovery review sets of up to 400,000 documents in Relativity",
            "Prepare deposition outlines, exhibit lists and trial binders for six partners",
            "Track court deadlines for forty active matters in the firm docket",
        ),
        job(
            "Lakeshore Legal Aid",
            "Paralegal",
            "Evanston, IL",
            "2016-01",
            "2019-02",
            "Interviewed tenants facing eviction and drafted answers to complaints",
            "Filed pleadings electronically in Cook County Circuit Court",
        ),
    ],
    "education": [
        school("Loyola University Chicago", "Certificate", "Paralegal Studies", "2015", "2016"),
        school("University of Iowa", "Bachelor of Arts", "Political Science", "2011", "2015"),
    ],
    "skills": [
        {"name": "Litigation Support", "keywords": ["E-discovery", "Relativity", "Cite checking"]},
        {"name": "Research", "keywords": ["Westlaw", "PACER", "Lexis+"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Spanish", "fluency": "Professional working"},
    ],
    "certificates": [
        {"name": "Certified Paralegal", "issuer": "NALA", "date": "2017"},
    ],
}

CHEF = {
    "basics": {
        "name": "Tomasz Wierzbicki",
        "label": "Executive Sous Chef",
        "email": "tomasz.w@example.org",
        "phone": "+44 7700 900862",
        "location": {"city": "Manchester", "countryCode": "GB"},
        "summary": "Sous chef from a seasonal British kitchen, happiest running a busy pass "
        "and writing menus around what the farms send.",
    },
    "work": [
        job(
            "The Whitworth Larder",
            "Executive Sous Chef",
            "Manchester",
            "2021-05",
            "",
            "Run a brigade of fourteen across two services and a private dining room",
            "Cut food waste by a third with a whole-animal butchery programme",
            "Write the weekly tasting menu with three local growers",
        ),
        job(
            "Brasserie Ondine",
            "Chef de Partie",
            "Liverpool",
            "2017-09",
            "2021-04",
            "Ran the fish section for 180 covers on Saturday nights",
            "Trained commis chefs on knife work and allergen labelling",
        ),
        job(
            "Hotel Saski",
            "Commis Chef",
            "Kraków",
            "2015-06",
            "2017-08",
            "Prepared breakfast and banqueting for weddings of up to 300 guests",
        ),
    ],
    "education": [
        school("The Manchester College", "Diploma", "Professional Cookery", "2013", "2015"),
    ],
    "skills": [
        {"name": "Butchery"},
        {"name": "Menu costing"},
        {"name": "Fermentation"},
        {"name": "HACCP"},
        {"name": "Pastry basics"},
    ],
    "languages": [
        {"language": "Polish", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Level 3 Food Safety", "issuer": "Highfield", "date": "2020"},
        {"name": "Allergen Awareness", "issuer": "Food Standards Agency", "date": "2022"},
    ],
}

PILOT = {
    "basics": {
        "name": "Rafaela Nkemelu",
        "label": "First Officer, Airbus A320",
        "email": "rafaela.nkemelu@example.com",
        "phone": "+353 87 555 0142",
        "location": {"city": "Dublin", "countryCode": "IE"},
        "profiles": li("rafaela-nkemelu"),
        "summary": "First officer with 5,400 flight hours on the A320 family and turboprops, "
        "a clean line check record and an interest in crew resource training.",
    },
    "work": [
        job(
            "Aer Caladh Airlines",
            "First Officer",
            "Dublin",
            "2020-11",
            "",
            "Fly short and medium haul sectors across Europe on the A320 and A321neo",
            "Act as pilot monitoring on low visibility approaches in Category III",
            "Mentor cadets in their line training on the company's northern routes",
            "Volunteer instructor for the airline's crew resource management course",
        ),
        job(
            "Westerly Regional",
            "First Officer, ATR 72",
            "Shannon",
            "2017-02",
            "2020-10",
            "Flew up to six sectors a day on island and regional routes",
            "Built 2,100 hours in crosswind and short runway operations",
            "Wrote the cold weather operations briefing used by the base",
        ),
        job(
            "Skyward Flight School",
            "Flight Instructor",
            "Waterford",
            "2015-04",
            "2017-01",
            "Taught private pilot students on the Cessna 172 and Piper Seminole",
            "Prepared instrument rating students for their skill tests",
        ),
        job(
            "Cork Airport",
            "Ground Operations Agent",
            "Cork",
            "2013-06",
            "2015-03",
            "Coordinated turnarounds, load sheets and passenger boarding",
        ),
    ],
    "education": [
        school("Atlantic Flight Academy", "ATPL", "Airline Transport Pilot", "2012", "2014"),
        school(
            "University of Limerick",
            "Bachelor of Engineering",
            "Aeronautical Engineering",
            "2008",
            "2012",
            "Second Class Honours",
        ),
    ],
    "skills": [
        {"name": "Aircraft", "keywords": ["Airbus A320", "A321neo", "ATR 72"]},
        {
            "name": "Operations",
            "keywords": ["CAT III approaches", "ETOPS", "Crew resource management"],
        },
    ],
    "languages": [
        {"language": "English", "fluency": "ICAO Level 6"},
        {"language": "Portuguese", "fluency": "Native"},
        {"language": "French", "fluency": "Intermediate"},
    ],
    "certificates": [
        {"name": "ATPL(A) Licence", "issuer": "Irish Aviation Authority", "date": "2018"},
        {"name": "Class 1 Medical", "issuer": "Irish Aviation Authority", "date": "2026"},
    ],
}

SOCIAL_WORKER = {
    "basics": {
        "name": "Priyanka Ramaswamy",
        "label": "Child Protection Social Worker",
        "email": "p.ramaswamy@example.co.uk",
        "phone": "07700 900311",
        "location": {"city": "Bristol", "countryCode": "GB"},
        "summary": "Registered social worker in child protection and family support, steady "
        "in court and skilled at bringing families and schools round one table.",
    },
    "work": [
        job(
            "Bristol City Council",
            "Senior Social Worker",
            "Bristol",
            "2020-01",
            "",
            "Hold a caseload of eighteen children on protection plans",
            "Give evidence in care proceedings at the family court",
            "Supervise three newly qualified social workers",
        ),
        job(
            "Barnardo's",
            "Family Support Worker",
            "Bath",
            "2016-07",
            "2019-12",
            "Ran parenting groups for families referred by health visitors",
            "Worked with schools on attendance plans for young carers",
        ),
    ],
    "education": [
        school("University of Bath", "Master of Arts", "Social Work", "2014", "2016"),
    ],
    "skills": [
        {"name": "Practice", "keywords": ["Safeguarding", "Signs of Safety", "Court reports"]},
        {"name": "Systems", "keywords": ["Mosaic", "LiquidLogic"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Tamil", "fluency": "Conversational"},
    ],
    "certificates": [
        {
            "name": "Social Work England Registration",
            "issuer": "Social Work England",
            "date": "2016",
        },
    ],
}

PEOPLE_EN = {
    "paralegal": PARALEGAL,
    "chef": CHEF,
    "pilot": PILOT,
    "social_worker": SOCIAL_WORKER,
    "quantity_surveyor": QUANTITY_SURVEYOR,
    "ux_researcher": UX_RESEARCHER,
    "hr_partner": HR_PARTNER,
    "underwriter": UNDERWRITER,
}
