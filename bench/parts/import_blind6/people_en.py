"""English people of blind set 6 (issue 27): JSON Resume truths written by hand for this set
only, six professions sets 1-5 did not use. A layout shows every fact kept here."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

AIR_TRAFFIC = {
    "basics": {
        "name": "Tomasz Wiśniewski",
        "label": "Air Traffic Controller",
        "email": "t.wisniewski.atc@example.com",
        "phone": "+48 601 224 917",
        "location": {"city": "Warsaw", "countryCode": "PL"},
        "summary": "Area and approach controller with eleven years of radar control in "
        "busy terminal airspace, qualified as an on-the-job training instructor.",
        "profiles": li("tomasz-wisniewski-atc"),
    },
    "work": [
        job("Polish Air Navigation Services Agency", "Approach Radar Controller", "Warsaw",
            "2019-04", "",
            "Sequence up to 38 arrivals an hour into Warsaw Chopin on two runways",
            "Train six student controllers a year as an OJT instructor",
            "Helped introduce point merge arrival procedures in 2022"),
        job("Katowice Airport Tower", "Aerodrome Controller", "Katowice", "2014-09", "2019-03",
            "Controlled ground and runway traffic in low visibility operations",
            "Wrote the local winter operations checklist"),
    ],
    "education": [
        school("Warsaw University of Technology", "Bachelor of Science", "Aviation",
               "2010", "2014"),
    ],
    "skills": [
        {"name": "Control", "keywords": ["Approach radar", "Aerodrome control", "Point merge"]},
        {"name": "Systems", "keywords": ["PEGASUS_21", "AMAN", "Electronic flight strips"]},
    ],
    "languages": [
        {"language": "Polish", "fluency": "Native"},
        {"language": "English", "fluency": "ICAO Level 6"},
    ],
    "certificates": [
        {"name": "Air Traffic Controller Licence APS", "issuer": "ULC", "date": "2019"},
        {"name": "OJTI Endorsement", "issuer": "EUROCONTROL", "date": "2021"},
    ],
}  # fmt: skip

MIDWIFE = {
    "basics": {
        "name": "Aoife Gallagher",
        "label": "Registered Midwife",
        "email": "aoife.gallagher.rm@example.com",
        "phone": "+353 87 612 4470",
        "location": {"city": "Galway", "countryCode": "IE"},
        "summary": "Midwife with eight years across labour ward, community and "
        "midwife-led units, supporting water births and breastfeeding.",
    },
    "work": [
        job("University Hospital Galway", "Clinical Midwife Manager", "Galway", "2021-06", "",
            "Lead a team of fourteen midwives on the delivery suite",
            "Cut unplanned admissions to the neonatal unit by 12 percent",
            "Run monthly obstetric emergency drills"),
        job("Rotunda Hospital", "Staff Midwife", "Dublin", "2017-01", "2021-05",
            "Cared for women in labour on a unit of 8,500 births a year",
            "Supported water births in the midwife-led suite"),
    ],
    "education": [
        school("Trinity College Dublin", "Bachelor of Science", "Midwifery", "2013", "2017"),
    ],
    "skills": [
        {"name": "Clinical", "keywords": ["Intrapartum care", "CTG interpretation",
                                          "Perineal suturing"]},
        {"name": "Support", "keywords": ["Breastfeeding support", "Antenatal education"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Irish", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "NMBI Registration", "issuer": "Nursing and Midwifery Board of Ireland",
         "date": "2017"},
        {"name": "Neonatal Resuscitation Program", "issuer": "Irish Heart Foundation",
         "date": "2024"},
    ],
}  # fmt: skip

CURATOR = {
    "basics": {
        "name": "Eleanor Whitcombe",
        "label": "Museum Curator",
        "email": "eleanor.whitcombe@example.org",
        "phone": "+44 7700 900541",
        "location": {"city": "Edinburgh", "countryCode": "GB"},
        "summary": "Curator of decorative arts who has led six exhibitions and a "
        "collection move of 9,000 objects.",
    },
    "work": [
        job("National Museums Scotland", "Curator of Decorative Arts", "Edinburgh",
            "2020-02", "",
            "Curated the exhibition Glass and Light, seen by 140,000 visitors",
            "Led the move of 9,000 objects to a new collections centre",
            "Raised GBP 85,000 from two trusts for conservation"),
        job("The Burrell Collection", "Assistant Curator", "Glasgow", "2016-10", "2020-01",
            "Catalogued 1,200 tapestry fragments",
            "Wrote gallery labels and audio guide scripts"),
    ],
    "education": [
        school("University of St Andrews", "Master of Letters", "Museum and Gallery Studies",
               "2015", "2016"),
        school("University of York", "Bachelor of Arts", "History of Art", "2012", "2015"),
    ],
    "skills": [
        {"name": "Collections", "keywords": ["Object handling", "Provenance research",
                                             "Loans management"]},
        {"name": "Software", "keywords": ["Adlib", "Axiell Collections"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Italian", "fluency": "Professional working"},
    ],
    "certificates": [
        {"name": "Associateship of the Museums Association", "issuer": "Museums Association",
         "date": "2019"},
    ],
    "publications": [
        {"name": "Scottish Enamels 1880-1920", "publisher": "NMS Enterprises",
         "releaseDate": "2023"},
    ],
}  # fmt: skip

ARBORIST = {
    "basics": {
        "name": "Dale Okonkwo",
        "label": "Consulting Arborist",
        "email": "dale.okonkwo@example.net",
        "phone": "+1 503 555 0186",
        "location": {"city": "Portland", "region": "OR"},
        "summary": "ISA board-certified arborist assessing tree risk for cities, "
        "developers and homeowners.",
        "profiles": li("dale-okonkwo-arborist"),
    },
    "work": [
        job("Cascade Canopy Consulting", "Consulting Arborist", "Portland", "2020-08", "",
            "Assess 1,500 street trees a year for the City of Portland",
            "Write tree protection plans for construction sites",
            "Gave expert evidence in four tree damage claims"),
        job("Evergreen Tree Care", "Climbing Arborist", "Salem", "2015-05", "2020-07",
            "Pruned and removed large conifers with rope and crane access",
            "Trained new climbers in aerial rescue"),
    ],
    "education": [
        school("Oregon State University", "Bachelor of Science", "Forestry", "2011", "2015"),
    ],
    "skills": [
        {"name": "Assessment", "keywords": ["Tree risk assessment", "Resistograph",
                                            "Root collar excavation"]},
        {"name": "Field", "keywords": ["Rope climbing", "Aerial rescue", "Chainsaw"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Igbo", "fluency": "Elementary"},
    ],
    "certificates": [
        {"name": "ISA Board Certified Master Arborist", "issuer": "ISA", "date": "2022"},
        {"name": "Tree Risk Assessment Qualification", "issuer": "ISA", "date": "2020"},
    ],
}  # fmt: skip

SOUND_ENGINEER = {
    "basics": {
        "name": "Ingrid Solberg",
        "label": "Broadcast Sound Engineer",
        "email": "ingrid.solberg@example.no",
        "phone": "+47 912 44 806",
        "location": {"city": "Oslo", "countryCode": "NO"},
        "summary": "Sound supervisor for live television, from election nights to "
        "ski jumping, mixing on large consoles in outside broadcast trucks.",
    },
    "work": [
        job("NRK", "Senior Sound Supervisor", "Oslo", "2018-01", "",
            "Mixed live sound for the Holmenkollen ski festival broadcasts",
            "Designed the immersive audio workflow for the main studio",
            "Mentor four junior sound engineers"),
        job("Nordic Outside Broadcast", "Sound Engineer", "Bergen", "2013-03", "2017-12",
            "Rigged microphones for football and handball matches",
            "Kept the audio router and intercom of two trucks"),
    ],
    "education": [
        school("Norwegian University of Science and Technology", "Bachelor of Engineering",
               "Electronic Systems", "2009", "2012"),
    ],
    "skills": [
        {"name": "Consoles", "keywords": ["Lawo mc2", "Calrec Artemis"]},
        {"name": "Audio", "keywords": ["Dolby Atmos", "Dante networks", "Intercom"]},
    ],
    "languages": [
        {"language": "Norwegian", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "Swedish", "fluency": "Good"},
    ],
    "certificates": [
        {"name": "Dante Certification Level 3", "issuer": "Audinate", "date": "2021"},
    ],
    "awards": [
        {"title": "Gullruten Award for Best Sound", "awarder": "Gullruten", "date": "2023"},
    ],
}  # fmt: skip

PARK_RANGER = {
    "basics": {
        "name": "Kirra Anderson",
        "label": "Senior Park Ranger",
        "email": "kirra.anderson.ranger@example.com.au",
        "phone": "+61 412 555 730",
        "location": {"city": "Cairns", "region": "QLD"},
        "summary": "Ranger in tropical national parks, leading fire management, visitor "
        "safety and work with Traditional Owners.",
    },
    "work": [
        job("Queensland Parks and Wildlife Service", "Senior Ranger", "Cairns", "2019-07", "",
            "Plan and run planned burns over 12,000 hectares each dry season",
            "Lead search and rescue callouts in the Daintree",
            "Co-manage cultural sites with Eastern Kuku Yalanji rangers"),
        job("Parks Victoria", "Ranger", "Halls Gap", "2014-02", "2019-06",
            "Rebuilt walking tracks after the 2014 Grampians fires",
            "Ran school programs for 3,000 students a year"),
    ],
    "education": [
        school("James Cook University", "Bachelor of Environmental Science", "Conservation",
               "2010", "2013"),
    ],
    "skills": [
        {"name": "Fire", "keywords": ["Planned burning", "Incident control"]},
        {"name": "Field", "keywords": ["4WD recovery", "Remote first aid", "Chainsaw"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Kriol", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "Certificate IV in Conservation and Ecosystem Management",
         "issuer": "TAFE Queensland", "date": "2018"},
        {"name": "Remote Area First Aid", "issuer": "St John Ambulance", "date": "2024"},
    ],
}  # fmt: skip

PEOPLE_EN = {
    "atc": AIR_TRAFFIC,
    "midwife": MIDWIFE,
    "curator": CURATOR,
    "arborist": ARBORIST,
    "sound": SOUND_ENGINEER,
    "ranger": PARK_RANGER,
}
