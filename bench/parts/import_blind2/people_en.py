"""English people of the blind set (issue 27): JSON Resume truths, written by hand for this
set only. Each generator renders every fact kept here (a generator that shows less, such as
LinkedIn's three "Top Skills", narrows its own copy of the truth in render code)."""

from __future__ import annotations

VET_NURSE = {
    "basics": {
        "name": "Harriet Okafor",
        "label": "Registered Veterinary Nurse",
        "email": "harriet.okafor@example.co.uk",
        "phone": "+44 7700 900417",
        "location": {"city": "Leeds", "countryCode": "GB"},
        "profiles": [
            {
                "network": "LinkedIn",
                "username": "harriet-okafor-rvn",
                "url": "https://www.linkedin.com/in/harriet-okafor-rvn",
            }
        ],
        "summary": "Veterinary nurse with eight years in small animal and exotics practice, "
        "calm in theatre and patient with worried owners.",
    },
    "work": [
        {
            "name": "Kirkstall Road Veterinary Hospital",
            "position": "Head Theatre Nurse",
            "location": "Leeds",
            "startDate": "2020-03",
            "highlights": [
                "Monitor anaesthesia for around 25 surgical cases a week",
                "Trained four student nurses through their clinical placements",
                "Rewrote the theatre sterilisation checklist after an audit",
            ],
        },
        {
            "name": "Pennine Pet Clinic",
            "position": "Veterinary Nurse",
            "location": "Huddersfield",
            "startDate": "2016-09",
            "endDate": "2020-02",
            "highlights": [
                "Ran weekly nurse clinics for weight management and dental checks",
                "Handled rabbits, reptiles and birds in the exotics ward",
            ],
        },
    ],
    "education": [
        {
            "institution": "Myerscough College",
            "studyType": "Diploma",
            "area": "Veterinary Nursing",
            "startDate": "2014",
            "endDate": "2016",
        }
    ],
    "skills": [
        {"name": "Clinical", "keywords": ["Anaesthetic monitoring", "Radiography", "Phlebotomy"]},
        {"name": "Practice", "keywords": ["Client education", "VetPro records"]},
    ],
    "languages": [{"language": "English", "fluency": "Native"}],
    "certificates": [
        {"name": "Certificate in Exotic Animal Nursing", "issuer": "BVNA", "date": "2019"},
    ],
}

ELECTRICIAN = {
    "basics": {
        "name": "Dale Whitcombe",
        "label": "Licensed Journeyman Electrician",
        "email": "dale.whitcombe@example.com",
        "phone": "(614) 555-0148",
        "location": {"city": "Columbus", "region": "OH"},
        "profiles": [
            {
                "network": "LinkedIn",
                "username": "dalewhitcombe",
                "url": "https://www.linkedin.com/in/dalewhitcombe",
            }
        ],
        "summary": "Journeyman electrician with eleven years of commercial and residential "
        "work, from rough-in to final inspection.",
    },
    "work": [
        {
            "name": "Buckeye Power Contractors",
            "position": "Journeyman Electrician",
            "location": "Columbus, OH",
            "startDate": "2017-04",
            "highlights": [
                "Lead a crew of three on tenant fit-outs up to 40,000 square feet",
                "Install and terminate three-phase panels, feeders and switchgear",
                "Pass city inspections on the first visit on nine jobs out of ten",
            ],
        },
        {
            "name": "Hollister Electric",
            "position": "Apprentice Electrician",
            "location": "Dayton, OH",
            "startDate": "2013-06",
            "endDate": "2017-03",
            "highlights": [
                "Pulled wire and bent conduit on new housing developments",
                "Troubleshot faulty circuits with the service van team",
            ],
        },
    ],
    "education": [
        {
            "institution": "Sinclair Community College",
            "studyType": "Certificate",
            "area": "Electrical Technology",
            "startDate": "2012",
            "endDate": "2013",
        }
    ],
    "skills": [
        {
            "name": "Installation",
            "keywords": ["Conduit bending", "Switchgear", "Fire alarm systems"],
        },
        {"name": "Codes", "keywords": ["NEC 2023", "OSHA 30"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Spanish", "fluency": "Limited working"},
    ],
    "certificates": [
        {"name": "Ohio Electrical Contractor License", "issuer": "OCILB", "date": "2018"},
        {"name": "OSHA 30-Hour Construction", "issuer": "OSHA", "date": "2016"},
    ],
}

HOTEL_MANAGER = {
    "basics": {
        "name": "Isabella Marchetti",
        "label": "Hotel General Manager",
        "email": "i.marchetti@example.it",
        "phone": "+39 333 555 0192",
        "location": {"city": "Milan", "countryCode": "IT"},
        "summary": "Hotel manager who has run boutique and business hotels of 80 to 240 rooms, "
        "with a record of raising guest scores and room revenue.",
    },
    "work": [
        {
            "name": "Palazzo Brera Hotel",
            "position": "General Manager",
            "location": "Milan",
            "startDate": "2019-02",
            "highlights": [
                "Raised revenue per available room by 18% in two years",
                "Lead a team of 96 across front office, housekeeping and food service",
                "Reopened the rooftop restaurant after a full refurbishment",
            ],
        },
        {
            "name": "Hotel Lungarno Vista",
            "position": "Front Office Manager",
            "location": "Florence",
            "startDate": "2014-05",
            "endDate": "2019-01",
            "highlights": [
                "Moved reservations to a new property management system",
                "Cut check-in waiting time to under four minutes",
            ],
        },
    ],
    "education": [
        {
            "institution": "Bocconi University",
            "studyType": "Master",
            "area": "Tourism Management",
            "startDate": "2012",
            "endDate": "2014",
        },
        {
            "institution": "University of Bologna",
            "studyType": "Bachelor",
            "area": "Economics",
            "startDate": "2009",
            "endDate": "2012",
        },
    ],
    "skills": [
        {"name": "Operations", "keywords": ["Revenue management", "Opera PMS", "Budgeting"]},
        {"name": "Guest care", "keywords": ["Complaint handling", "Event planning"]},
    ],
    "languages": [
        {"language": "Italian", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "French", "fluency": "Intermediate"},
    ],
}

JOURNALIST = {
    "basics": {
        "name": "Tomasz Wierzbicki",
        "label": "Investigative Journalist",
        "email": "tomasz.w@example.org",
        "phone": "+48 601 555 284",
        "url": "https://tomaszwrites.example.org",
        "location": {"city": "Warsaw", "countryCode": "PL"},
        "summary": "Reporter covering public procurement and health policy, with long-form "
        "investigations published in Polish and English.",
    },
    "work": [
        {
            "name": "Gazeta Metropolia",
            "position": "Senior Reporter",
            "location": "Warsaw",
            "startDate": "2018-10",
            "highlights": [
                "Exposed overpriced hospital equipment tenders in a six-part series",
                "Built a database of 12,000 municipal contracts with the data desk",
                "Edit the weekend investigations page",
            ],
        },
        {
            "name": "Radio Krakow",
            "position": "News Reporter",
            "location": "Krakow",
            "startDate": "2014-01",
            "endDate": "2018-09",
            "highlights": [
                "Filed daily stories on city council and courts",
                "Produced a weekly podcast on local history",
            ],
        },
    ],
    "education": [
        {
            "institution": "Jagiellonian University",
            "studyType": "Master of Arts",
            "area": "Journalism and Social Communication",
            "startDate": "2011",
            "endDate": "2013",
        }
    ],
    "skills": [
        {"name": "Reporting", "keywords": ["Freedom of information requests", "Interviewing"]},
        {"name": "Data", "keywords": ["Spreadsheets", "OpenRefine", "Datawrapper"]},
    ],
    "languages": [
        {"language": "Polish", "fluency": "Native"},
        {"language": "English", "fluency": "Professional"},
    ],
    "awards": [
        {"title": "Grand Press Award", "awarder": "Press Magazine", "date": "2021"},
    ],
}

ACTUARY = {
    "basics": {
        "name": "Priyanka Venkatesan",
        "label": "Pricing Actuary",
        "email": "priyanka.venkatesan@example.com",
        "phone": "+1 860 555 0173",
        "location": {"city": "Hartford", "region": "CT"},
        "profiles": [
            {
                "network": "LinkedIn",
                "username": "pvenkatesan-fsa",
                "url": "https://www.linkedin.com/in/pvenkatesan-fsa",
            }
        ],
        "summary": "Fellow of the Society of Actuaries pricing group life and disability "
        "products, with a taste for clear models and plain explanations.",
    },
    "work": [
        {
            "name": "Charter Oak Mutual",
            "position": "Senior Pricing Actuary",
            "location": "Hartford, CT",
            "startDate": "2020-07",
            "highlights": [
                "Set rates for a group disability book of 310 million dollars",
                "Rebuilt the experience study in R and cut its run time from days to hours",
                "Present rate filings to state insurance departments",
            ],
        },
        {
            "name": "Northfield Re",
            "position": "Actuarial Analyst",
            "location": "Stamford, CT",
            "startDate": "2016-08",
            "endDate": "2020-06",
            "highlights": [
                "Priced mortality reinsurance treaties for mid-size carriers",
                "Automated quarterly reserve reports",
            ],
        },
    ],
    "education": [
        {
            "institution": "University of Connecticut",
            "studyType": "Bachelor of Science",
            "area": "Actuarial Science",
            "startDate": "2012",
            "endDate": "2016",
            "score": "3.9/4.0",
        }
    ],
    "skills": [
        {"name": "Modelling", "keywords": ["R", "SQL", "Prophet", "Excel VBA"]},
        {"name": "Insurance", "keywords": ["Experience studies", "Rate filings"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Tamil", "fluency": "Native"},
    ],
    "certificates": [
        {"name": "Fellow of the Society of Actuaries", "issuer": "SOA", "date": "2021"},
    ],
}

DENTAL_HYGIENIST = {
    "basics": {
        "name": "Chloe Brennan",
        "label": "Dental Hygienist",
        "email": "chloe.brennan@example.ie",
        "phone": "+353 87 555 0321",
        "location": {"city": "Cork", "countryCode": "IE"},
        "summary": "Dental hygienist focused on periodontal care and on helping anxious "
        "patients keep their appointments.",
    },
    "work": [
        {
            "name": "Lee Valley Dental",
            "position": "Dental Hygienist",
            "location": "Cork",
            "startDate": "2019-05",
            "highlights": [
                "See about 14 patients a day for scaling, root planing and polishing",
                "Started a recall programme that lifted attendance by a fifth",
            ],
        },
        {
            "name": "Cork University Dental Hospital",
            "position": "Hygiene Intern",
            "location": "Cork",
            "startDate": "2018-09",
            "endDate": "2019-04",
            "highlights": ["Took radiographs and charted periodontal pockets"],
        },
    ],
    "education": [
        {
            "institution": "University College Cork",
            "studyType": "Diploma",
            "area": "Dental Hygiene",
            "startDate": "2016",
            "endDate": "2018",
        }
    ],
    "skills": [
        {"name": "Clinical", "keywords": ["Periodontal charting", "Ultrasonic scaling"]},
        {"name": "Software", "keywords": ["Dentrix", "Exact"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Irish", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "Local Anaesthesia for Hygienists", "issuer": "Dental Council", "date": "2020"},
    ],
}

PEOPLE_EN = {
    "vet_nurse": VET_NURSE,
    "electrician": ELECTRICIAN,
    "hotel_manager": HOTEL_MANAGER,
    "journalist": JOURNALIST,
    "actuary": ACTUARY,
    "dental_hygienist": DENTAL_HYGIENIST,
}
