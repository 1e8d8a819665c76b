"""English people of blind set 5 (issue 27): JSON Resume truths written by hand for this set
only, six professions sets 1-4 did not use. A renderer shows every fact kept here, unless it
narrows its own copy (bench/parts/import_blind3/common.truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

FLIGHT_ATTENDANT = {
    "basics": {
        "name": "Marisol Ortega",
        "label": "Senior Flight Attendant",
        "email": "marisol.ortega@example.com",
        "phone": "+65 8123 4407",
        "location": {"city": "Singapore", "countryCode": "SG"},
        "summary": "Cabin crew member with nine years on long-haul widebody fleets, trained "
        "as a galley lead and onboard first-aid responder.",
        "profiles": li("marisol-ortega-crew"),
    },
    "work": [
        job("Straits Pacific Airways", "Senior Flight Attendant", "Singapore", "2021-03", "",
            "Lead the forward galley on Boeing 787 flights of up to 17 hours",
            "Brief a cabin team of twelve before each departure",
            "Handled four in-flight medical events with ground medical advice"),
        job("Iberia Regional Air", "Flight Attendant", "Madrid", "2016-05", "2021-02",
            "Delivered safety demonstrations in Spanish, English and French",
            "Sold duty-free goods worth EUR 210,000 in one year"),
    ],
    "education": [
        school("Universidad Europea de Madrid", "Bachelor of Arts", "Tourism Management",
               "2012", "2016"),
    ],
    "skills": [
        {"name": "Safety", "keywords": ["Emergency evacuation", "Fire fighting", "AED"]},
        {"name": "Service", "keywords": ["Premium cabin service", "Galley management"]},
    ],
    "languages": [
        {"language": "Spanish", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "French", "fluency": "Intermediate"},
    ],
    "certificates": [
        {"name": "EASA Cabin Crew Attestation", "issuer": "AESA", "date": "2016"},
        {"name": "First Aid at Work", "issuer": "St John Ambulance", "date": "2023"},
    ],
}  # fmt: skip

OCCUPATIONAL_THERAPIST = {
    "basics": {
        "name": "Priya Raman",
        "label": "Occupational Therapist",
        "email": "priya.raman.ot@example.com",
        "phone": "+44 7700 900318",
        "location": {"city": "Leeds", "countryCode": "GB"},
        "summary": "HCPC-registered occupational therapist working with adults after stroke "
        "and brain injury, from acute wards to home adaptations.",
    },
    "work": [
        job("Leeds Teaching Hospitals NHS Trust", "Band 6 Occupational Therapist", "Leeds",
            "2022-01", "",
            "Assess upper-limb function and cognition on a 28-bed stroke unit",
            "Plan discharges with families, social care and community teams",
            "Cut average length of stay by 2.5 days with early home visits"),
        job("Wakefield Community Rehabilitation", "Band 5 Occupational Therapist",
            "Wakefield", "2019-09", "2021-12",
            "Prescribed bathing equipment and stair rails for 300 clients",
            "Ran a weekly fatigue management group"),
    ],
    "education": [
        school("University of Bradford", "BSc (Hons)", "Occupational Therapy", "2016", "2019",
               "First Class"),
    ],
    "skills": [
        {"name": "Assessment", "keywords": ["MoCA", "Kettle test", "Moving and handling"]},
        {"name": "Intervention", "keywords": ["Splinting", "Graded activity", "Home adaptations"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Tamil", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "HCPC Registration", "issuer": "Health and Care Professions Council",
         "date": "2019"},
    ],
}  # fmt: skip

WIND_TECHNICIAN = {
    "basics": {
        "name": "Callum Fraser",
        "label": "Wind Turbine Service Technician",
        "email": "callum.fraser@example.com",
        "phone": "+44 7700 900562",
        "location": {"city": "Aberdeen", "countryCode": "GB"},
        "summary": "Service technician on onshore and offshore wind farms, climbing 3 MW to "
        "8 MW turbines for scheduled servicing, fault finding and blade inspections.",
    },
    "work": [
        job("North Sea Renewables Services", "Lead Wind Turbine Technician", "Aberdeen",
            "2020-06", "",
            "Lead two-person climbing teams on 8 MW offshore turbines",
            "Replaced pitch bearings and yaw motors within weather windows",
            "Kept turbine availability above 97 percent for three years"),
        job("Highland Wind Maintenance", "Wind Turbine Technician", "Inverness",
            "2016-04", "2020-05",
            "Serviced 2.3 MW onshore turbines on twelve hill sites",
            "Logged faults and torque checks in the SCADA work order system"),
    ],
    "education": [
        school("North East Scotland College", "HNC", "Electrical Engineering", "2014", "2016"),
    ],
    "skills": [
        {"name": "Mechanical", "keywords": ["Bolt tensioning", "Gearbox oil sampling"]},
        {"name": "Electrical", "keywords": ["Converter fault finding", "LOTO", "SCADA"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Norwegian", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "GWO Basic Safety Training", "issuer": "Global Wind Organisation",
         "date": "2024"},
        {"name": "OPITO BOSIET", "issuer": "OPITO", "date": "2022"},
    ],
}  # fmt: skip

RESEARCH_COORDINATOR = {
    "basics": {
        "name": "Danielle Okafor",
        "label": "Clinical Research Coordinator",
        "email": "d.okafor@example.com",
        "phone": "+1 416 555 0187",
        "location": {"city": "Toronto", "region": "ON"},
        "summary": "Research coordinator running phase II and III oncology trials: consent, "
        "eligibility, source data and sponsor monitoring visits.",
        "url": "https://danielleokafor.example.com",
    },
    "work": [
        job("Lakeshore Cancer Centre", "Clinical Research Coordinator II", "Toronto",
            "2021-08", "",
            "Coordinate six oncology trials with 140 enrolled participants",
            "Prepare the site for sponsor monitoring visits and FDA audits",
            "Built a screening log that raised enrolment by 30 percent"),
        job("McMaster Health Research Institute", "Research Assistant", "Hamilton",
            "2018-09", "2021-07",
            "Entered case report forms in Medidata Rave",
            "Processed and shipped blood samples under IATA rules"),
    ],
    "education": [
        school("McMaster University", "Master of Science", "Health Research Methodology",
               "2016", "2018"),
        school("University of Ottawa", "Bachelor of Science", "Biochemistry", "2012", "2016"),
    ],
    "skills": [
        {"name": "Trial operations", "keywords": ["ICH-GCP", "Informed consent", "AE reporting"]},
        {"name": "Systems", "keywords": ["Medidata Rave", "OnCore", "REDCap"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Yoruba", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "Certified Clinical Research Professional", "issuer": "SOCRA", "date": "2022"},
    ],
}  # fmt: skip

SOMMELIER = {
    "basics": {
        "name": "Lucien Marchetti",
        "label": "Head Sommelier",
        "email": "lucien.marchetti@example.com",
        "phone": "+1 212 555 0139",
        "location": {"city": "New York", "region": "NY"},
        "summary": "Sommelier leading the wine programme of a two-star dining room: a cellar "
        "of 2,400 labels, pairings for tasting menus and staff training.",
    },
    "work": [
        job("Maison Verre", "Head Sommelier", "New York", "2022-04", "",
            "Manage a cellar of 2,400 labels and a beverage budget of USD 1.2 million",
            "Write pairings for two tasting menus each season",
            "Raised wine revenue per cover by 18 percent"),
        job("The Larchmont Grill", "Sommelier", "Boston", "2018-10", "2022-03",
            "Ran the by-the-glass list and Coravin service",
            "Trained servers for their Introductory Sommelier exam"),
    ],
    "education": [
        school("Cornell University", "Bachelor of Science", "Hotel Administration",
               "2013", "2017"),
    ],
    "skills": [
        {"name": "Wine", "keywords": ["Blind tasting", "Cellar management", "Menu pairing"]},
        {"name": "Operations", "keywords": ["BinWise", "Inventory costing"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Italian", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Advanced Sommelier", "issuer": "Court of Master Sommeliers", "date": "2021"},
        {"name": "WSET Level 3 Award in Wines", "issuer": "WSET", "date": "2018"},
    ],
    "awards": [
        {"title": "Wine Spectator Best of Award of Excellence", "awarder": "Wine Spectator",
         "date": "2024"},
    ],
}  # fmt: skip

LIBRARIAN = {
    "basics": {
        "name": "Hannah Kowalski",
        "label": "Academic Liaison Librarian",
        "email": "hannah.kowalski@example.com",
        "phone": "+61 412 555 093",
        "location": {"city": "Melbourne", "region": "VIC"},
        "summary": "Liaison librarian for the health sciences, teaching systematic searching "
        "and supporting researchers with open access and data management.",
        "profiles": li("hannah-kowalski-lib"),
    },
    "work": [
        job("Monash University Library", "Liaison Librarian, Health Sciences", "Melbourne",
            "2020-02", "",
            "Taught systematic review searching to 600 students a year",
            "Co-authored search strategies for 14 published reviews",
            "Moved the faculty's theses into the open access repository"),
        job("State Library Victoria", "Reference Librarian", "Melbourne", "2016-07",
            "2020-01",
            "Answered research enquiries in person and by chat",
            "Catalogued a donated collection of 3,000 rare pamphlets"),
    ],
    "education": [
        school("RMIT University", "Master of Information Management", "Library Studies",
               "2014", "2016"),
        school("University of Melbourne", "Bachelor of Arts", "History", "2010", "2013"),
    ],
    "skills": [
        {"name": "Searching", "keywords": ["Ovid MEDLINE", "Embase", "Covidence"]},
        {"name": "Scholarly communication", "keywords": ["ORCID", "Open access", "DSpace"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Polish", "fluency": "Professional working"},
    ],
    "certificates": [
        {"name": "Associate Membership", "issuer": "ALIA", "date": "2016"},
    ],
    "publications": [
        {"name": "Search filters for telehealth studies", "publisher": "Health Information "
         "and Libraries Journal", "releaseDate": "2023"},
    ],
}  # fmt: skip

PEOPLE_EN = {
    "flight_attendant": FLIGHT_ATTENDANT,
    "occupational_therapist": OCCUPATIONAL_THERAPIST,
    "wind_technician": WIND_TECHNICIAN,
    "research_coordinator": RESEARCH_COORDINATOR,
    "sommelier": SOMMELIER,
    "librarian": LIBRARIAN,
}
