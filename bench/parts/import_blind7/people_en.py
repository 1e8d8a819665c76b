"""English people of blind set 7 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 1-6 did not use. A layout shows every fact kept here."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

PIANO = {
    "basics": {
        "name": "Henrik Lindqvist",
        "label": "Concert Piano Technician",
        "email": "henrik.lindqvist.piano@example.com",
        "phone": "+46 70 418 2263",
        "location": {"city": "Gothenburg", "countryCode": "SE"},
        "summary": "Piano technician with twelve years of concert tuning, regulation and "
        "voicing for symphony halls, recording studios and touring soloists.",
        "profiles": li("henrik-lindqvist-piano"),
    },
    "work": [
        job("Gothenburg Concert Hall", "Head Piano Technician", "Gothenburg", "2018-08", "",
            "Prepare three Steinway D concert grands for about 140 concerts a season",
            "Regulate actions and voice hammers to each soloist's request",
            "Keep the humidity log and service plan for eleven instruments"),
        job("Nordiska Pianoverkstaden", "Piano Technician", "Malmö", "2013-02", "2018-07",
            "Rebuilt upright and grand actions with new hammers and dampers",
            "Tuned pianos in schools, churches and private homes"),
    ],
    "education": [
        school("Malmö Academy of Music", "Diploma", "Piano Technology", "2011", "2013"),
    ],
    "skills": [
        {"name": "Tuning", "keywords": ["Aural tuning", "Pitch raising", "Stretch tuning"]},
        {"name": "Workshop", "keywords": ["Action regulation", "Hammer voicing",
                                          "Soundboard repair"]},
    ],
    "languages": [
        {"language": "Swedish", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "German", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "Steinway Concert Technician", "issuer": "Steinway & Sons", "date": "2019"},
        {"name": "Registered Piano Technician", "issuer": "Piano Technicians Guild",
         "date": "2016"},
    ],
    "awards": [
        {"title": "Technician of the Year", "awarder": "Swedish Piano Technicians",
         "date": "2022"},
    ],
}  # fmt: skip

AUDIOLOGIST = {
    "basics": {
        "name": "Priya Raghunathan",
        "label": "Clinical Audiologist",
        "email": "priya.raghunathan.aud@example.com",
        "phone": "+44 7700 915 342",
        "location": {"city": "Leeds", "countryCode": "GB"},
        "summary": "Audiologist with nine years in adult and paediatric hearing assessment, "
        "hearing aid fitting and cochlear implant follow-up.",
    },
    "work": [
        job("Leeds Teaching Hospitals NHS Trust", "Senior Clinical Audiologist", "Leeds",
            "2020-01", "",
            "Run the paediatric assessment clinic for about 600 children a year",
            "Fit and verify hearing aids with real ear measurement",
            "Supervise four trainee audiologists"),
        job("Specsavers Hearing Centre", "Hearing Aid Audiologist", "Sheffield", "2016-09",
            "2019-12",
            "Carried out hearing tests and fitted digital hearing aids",
            "Raised follow-up attendance from 64 to 81 percent"),
    ],
    "education": [
        school("University of Manchester", "Bachelor of Science", "Audiology", "2012", "2016",
               "First Class Honours"),
    ],
    "skills": [
        {"name": "Assessment", "keywords": ["Pure tone audiometry", "Tympanometry",
                                            "Otoacoustic emissions"]},
        {"name": "Rehabilitation", "keywords": ["Hearing aid fitting", "Tinnitus counselling"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Tamil", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "HCPC Registration", "issuer": "Health and Care Professions Council",
         "date": "2016"},
    ],
    "publications": [
        {"name": "Follow-up Attendance after Hearing Aid Fitting",
         "publisher": "British Journal of Audiology", "releaseDate": "2021"},
    ],
}  # fmt: skip

LUTHIER = {
    "basics": {
        "name": "Matteo Ferraresi",
        "label": "Violin Maker and Restorer",
        "email": "matteo.ferraresi.liuteria@example.com",
        "phone": "+39 347 552 8816",
        "location": {"city": "Cremona", "countryCode": "IT"},
        "summary": "Luthier making violins and violas after Cremonese models and restoring "
        "old instruments for players and dealers.",
    },
    "work": [
        job("Bottega Ferraresi", "Owner and Violin Maker", "Cremona", "2017-05", "",
            "Make six to eight violins and violas a year from the Stradivari and Guarneri models",
            "Restore cracks, bass bars and necks of eighteenth-century instruments"),
        job("J. & A. Beare", "Restoration Assistant", "London", "2013-10", "2017-04",
            "Retouched varnish and fitted soundposts and bridges",
            "Photographed and documented instruments for certificates"),
    ],
    "education": [
        school("Scuola Internazionale di Liuteria", "Diploma", "Violin Making", "2009",
               "2013"),
    ],
    "skills": [
        {"name": "Making", "keywords": ["Arching", "Graduation", "Oil varnish"]},
        {"name": "Restoration", "keywords": ["Crack repair", "Neck graft", "Setup"]},
    ],
    "languages": [
        {"language": "Italian", "fluency": "Native"},
        {"language": "English", "fluency": "Professional working"},
    ],
    "certificates": [
        {"name": "Master Luthier Qualification", "issuer": "Regione Lombardia",
         "date": "2015"},
    ],
    "awards": [
        {"title": "Silver Medal for Viola", "awarder": "Triennale Cremona", "date": "2021"},
    ],
}  # fmt: skip

HYDROGRAPHER = {
    "basics": {
        "name": "Callum MacLeod",
        "label": "Hydrographic Surveyor",
        "email": "callum.macleod.survey@example.com",
        "phone": "+44 7911 208 604",
        "location": {"city": "Aberdeen", "countryCode": "GB"},
        "summary": "Hydrographic surveyor with ten years of multibeam and side-scan surveys "
        "for ports, cable routes and offshore wind farms.",
        "profiles": li("callum-macleod-hydro"),
    },
    "work": [
        job("Fugro", "Party Chief Hydrographic Surveyor", "Aberdeen", "2019-03", "",
            "Lead survey crews of up to nine on vessels in the North Sea",
            "Deliver charts to IHO Order 1a for cable route surveys",
            "Check daily sound velocity and patch test results"),
        job("Port of Leith", "Hydrographic Surveyor", "Edinburgh", "2015-06", "2019-02",
            "Surveyed berths and channels every quarter for maintenance dredging",
            "Processed multibeam data in CARIS HIPS"),
    ],
    "education": [
        school("Plymouth University", "Master of Science", "Hydrography", "2014", "2015"),
    ],
    "skills": [
        {"name": "Survey", "keywords": ["Multibeam echosounder", "Side-scan sonar",
                                        "Tide reduction"]},
        {"name": "Software", "keywords": ["CARIS HIPS", "QINSy", "QGIS"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Scottish Gaelic", "fluency": "Intermediate"},
    ],
    "certificates": [
        {"name": "FIG/IHO Category A Hydrographer", "issuer": "IBSC", "date": "2015"},
        {"name": "BOSIET Offshore Safety", "issuer": "OPITO", "date": "2023"},
    ],
    "projects": [
        {"name": "Moray East Cable Route Survey", "startDate": "2020-04", "endDate": "2020-09",
         "highlights": ["Surveyed 72 km of export cable route in two vessel campaigns"]},
    ],
}  # fmt: skip

PEOPLE_EN = {
    "piano": PIANO,
    "audiologist": AUDIOLOGIST,
    "luthier": LUTHIER,
    "hydro": HYDROGRAPHER,
}
