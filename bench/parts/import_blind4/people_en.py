"""English people of blind set 4 (issue 27): JSON Resume truths written by hand for this set
only, six professions blind set 3 did not use. A renderer shows every fact kept here, unless
it narrows its own copy of the truth (bench/parts/import_blind3/common.truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

ELECTRICIAN = {
    "basics": {
        "name": "Declan O'Rourke",
        "label": "Licensed Commercial Electrician",
        "email": "declan.orourke@example.com",
        "phone": "+353 87 555 0142",
        "location": {"city": "Cork", "countryCode": "IE"},
        "summary": "Commercial electrician with eleven years of fit-outs, fire alarm systems "
        "and three-phase distribution in offices, schools and a hospital wing.",
    },
    "work": [
        job(
            "Kilbrack Electrical Contractors",
            "Lead Electrician",
            "Cork",
            "2020-02",
            "",
            "Lead a crew of six on fit-outs worth up to EUR 1.8 million",
            "Install and test three-phase distribution boards and sub-mains",
            "Sign off Safe Electric completion certificates for every circuit",
        ),
        job(
            "Munster Building Services",
            "Electrician",
            "Limerick",
            "2014-09",
            "2020-01",
            "Wired fire alarm and emergency lighting systems in twelve schools",
            "Fault-found on live installations with a multifunction tester",
        ),
        job(
            "Shannon Industrial Maintenance",
            "Apprentice Electrician",
            "Shannon",
            "2010-09",
            "2014-08",
            "Maintained motor control centres on a pharmaceutical site",
        ),
    ],
    "education": [
        school("SOLAS", "Advanced Certificate", "Electrical Craft", "2010", "2014"),
    ],
    "skills": [
        {"name": "Installation", "keywords": ["Three-phase", "Fire alarms", "Containment"]},
        {"name": "Testing", "keywords": ["Megger MFT1741", "Thermal imaging"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Irish", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "Safe Pass", "issuer": "SOLAS", "date": "2023"},
        {"name": "IPAF Mobile Elevating Work Platform", "issuer": "IPAF", "date": "2021"},
    ],
}

VETERINARIAN = {
    "basics": {
        "name": "Ingrid Halvorsen",
        "label": "Large Animal Veterinarian",
        "email": "ingrid.halvorsen@example.org",
        "phone": "+47 412 55 018",
        "location": {"city": "Bergen", "countryCode": "NO"},
        "url": "https://halvorsen-vet.example.org",
        "summary": "Veterinarian in dairy and sheep practice with a research interest in "
        "lameness and antimicrobial stewardship on family farms.",
    },
    "work": [
        job(
            "Vestland Dyreklinikk",
            "Senior Veterinary Surgeon",
            "Bergen",
            "2019-08",
            "",
            "Run herd health visits for forty dairy farms on a monthly cycle",
            "Cut first-line antibiotic use on client farms by a third in two years",
            "Teach final-year students on their farm animal rotation",
        ),
        job(
            "Norwegian University of Life Sciences",
            "Research Fellow",
            "Ås",
            "2016-01",
            "2019-07",
            "Led a field trial of hoof trimming schedules on 1,200 cows",
            "Taught clinical skills labs for second-year students",
        ),
    ],
    "education": [
        school(
            "Norwegian University of Life Sciences",
            "PhD",
            "Veterinary Epidemiology",
            "2016",
            "2019",
        ),
        school("University of Copenhagen", "DVM", "Veterinary Medicine", "2009", "2015"),
    ],
    "skills": [
        {"name": "Clinical", "keywords": ["Bovine surgery", "Ultrasound", "Hoof care"]},
        {"name": "Research", "keywords": ["R", "Mixed models", "Field trials"]},
    ],
    "languages": [
        {"language": "Norwegian", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "Danish", "fluency": "Good"},
    ],
    "certificates": [
        {"name": "Norwegian Veterinary Licence", "issuer": "Mattilsynet", "date": "2015"},
    ],
    "publications": [
        {
            "name": "Trimming intervals and lameness in Norwegian Red cattle",
            "publisher": "Journal of Dairy Science",
            "releaseDate": "2019",
        },
        {
            "name": "Antimicrobial use on small dairy farms in western Norway",
            "publisher": "Acta Veterinaria Scandinavica",
            "releaseDate": "2022",
        },
    ],
}

PHYSIOTHERAPIST = {
    "basics": {
        "name": "Priya Raghunathan",
        "label": "Musculoskeletal Physiotherapist",
        "email": "priya.r.physio@example.com",
        "phone": "+61 412 555 307",
        "location": {"city": "Melbourne", "region": "VIC"},
        "profiles": li("priya-raghunathan-physio"),
        "summary": "Physiotherapist with eight years in sports and spinal rehabilitation, "
        "from the first assessment to return to play.",
    },
    "work": [
        job(
            "Yarra Sports Physiotherapy",
            "Senior Physiotherapist",
            "Melbourne",
            "2021-03",
            "",
            "Treat about sixty clients a week with sports and spinal injuries",
            "Run the clinic's ACL return-to-sport programme",
            "Supervise four graduate physiotherapists",
        ),
        job(
            "Monash Health",
            "Physiotherapist",
            "Clayton",
            "2017-01",
            "2021-02",
            "Rotated through orthopaedics, neurology and the emergency department",
            "Designed a falls prevention class for outpatients over seventy",
        ),
    ],
    "education": [
        school("La Trobe University", "Doctor of Physiotherapy", "Physiotherapy", "2014", "2016"),
        school("University of Melbourne", "Bachelor of Science", "Anatomy", "2011", "2013"),
    ],
    "skills": [
        {"name": "Manual Therapy", "keywords": ["Dry needling", "Joint mobilisation"]},
        {"name": "Rehabilitation", "keywords": ["Clinical Pilates", "ACL rehab", "Hydrotherapy"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Tamil", "fluency": "Fluent"},
    ],
    "certificates": [
        {
            "name": "AHPRA Registration",
            "issuer": "Physiotherapy Board of Australia",
            "date": "2017",
        },
        {"name": "Dry Needling Level 2", "issuer": "Dry Needling Australia", "date": "2019"},
    ],
}

ARCHITECT = {
    "basics": {
        "name": "Matthias Kellenberger",
        "label": "Project Architect",
        "email": "m.kellenberger@example.ch",
        "phone": "+41 79 555 21 64",
        "location": {"city": "Zurich", "countryCode": "CH"},
        "url": "https://kellenberger.example.ch",
        "summary": "Architect with ten years in timber housing and school buildings, "
        "from competition entry to handover on site.",
    },
    "work": [
        job(
            "Baumann Egli Architekten",
            "Project Architect",
            "Zurich",
            "2019-05",
            "",
            "Led the design of a 64-unit timber housing cooperative to Minergie-P",
            "Coordinated structural, fire and building services engineers in BIM",
            "Ran site meetings and approved shop drawings for the timber frame",
        ),
        job(
            "Atelier Rhône",
            "Architect",
            "Geneva",
            "2015-10",
            "2019-04",
            "Drew two winning school competition entries",
            "Prepared planning applications and tender documents",
        ),
    ],
    "education": [
        school("ETH Zurich", "Master of Science", "Architecture", "2013", "2015"),
        school("EPFL", "Bachelor of Science", "Architecture", "2010", "2013"),
    ],
    "skills": [
        {"name": "Design", "keywords": ["ArchiCAD", "Rhino", "Grasshopper"]},
        {"name": "Delivery", "keywords": ["SIA 112", "Tender documents", "Site supervision"]},
    ],
    "languages": [
        {"language": "German", "fluency": "Native"},
        {"language": "French", "fluency": "Fluent"},
        {"language": "English", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "REG A Architect", "issuer": "Stiftung REG", "date": "2018"},
    ],
}
