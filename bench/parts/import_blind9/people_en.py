"""English people of blind set 9 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 2-8 did not use. A layout shows every fact kept here."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

BREWER = {
    "basics": {
        "name": "Declan Ashworth",
        "label": "Head Brewer",
        "email": "declan.ashworth.brews@example.com",
        "phone": "+44 7712 408 336",
        "location": {"city": "Leeds", "countryCode": "GB"},
        "summary": "Head brewer with ten years of running a 30-barrel brewhouse, cask and keg "
        "ales, barrel-aged sours and a quality lab that ships to 400 pubs.",
        "profiles": li("declan-ashworth-brewer"),
    },
    "work": [
        job("Northern Lantern Brewing Co", "Head Brewer", "Leeds", "2019-08", "",
            "Plan weekly brews of 24 recipes on a 30-barrel steam brewhouse",
            "Cut beer loss from 9% to 4% by re-timing dry hop additions",
            "Lead a team of five brewers and two cellar technicians"),
        job("Kirkstall Craft Ales", "Shift Brewer", "Leeds", "2015-02", "2019-07",
            "Brewed, fermented and racked cask ales to gravity and taste specifications",
            "Ran forced ageing and microbiology checks in the brewery lab"),
    ],
    "education": [
        school("Heriot-Watt University", "Master of Science", "Brewing and Distilling",
               "2013", "2014"),
    ],
    "skills": [
        {"name": "Brewing", "keywords": ["Recipe formulation", "Yeast management",
                                         "Barrel ageing"]},
        {"name": "Quality", "keywords": ["Sensory panels", "HACCP", "Microbiology"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Czech", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "Diploma in Brewing", "issuer": "Institute of Brewing & Distilling",
         "date": "2017"},
    ],
    "projects": [
        {"name": "Solera Sour Programme", "startDate": "2021-03", "endDate": "2023-10",
         "highlights": ["Built a 40-barrel solera of mixed-fermentation beers in oak"]},
    ],
}  # fmt: skip

PERFUSIONIST = {
    "basics": {
        "name": "Marisol Fuentes-Calder",
        "label": "Clinical Perfusionist",
        "email": "marisol.fuentes.ccp@example.com",
        "phone": "+1 615 555 0143",
        "location": {"city": "Nashville", "region": "TN"},
        "summary": "Certified clinical perfusionist with nine years of running heart-lung "
        "machines for adult and paediatric cardiac surgery and ECMO support.",
    },
    "work": [
        job("Vanderbilt University Medical Center", "Senior Clinical Perfusionist",
            "Nashville", "2020-01", "",
            "Run cardiopulmonary bypass for about 280 open-heart cases a year",
            "Manage the adult ECMO service on call with two colleagues",
            "Teach perfusion students on clinical rotation"),
        job("Baptist Health", "Staff Perfusionist", "Louisville", "2016-06", "2019-12",
            "Primed circuits and monitored blood gases during bypass",
            "Set up cell salvage for cardiac and vascular cases"),
    ],
    "education": [
        school("Milwaukee School of Engineering", "Master of Science", "Perfusion",
               "2014", "2016"),
    ],
    "skills": [
        {"name": "Circuits", "keywords": ["Cardiopulmonary bypass", "ECMO", "Cell salvage"]},
        {"name": "Monitoring", "keywords": ["Blood gas analysis", "Anticoagulation",
                                            "Cerebral oximetry"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Spanish", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Certified Clinical Perfusionist", "issuer": "ABCP", "date": "2017"},
        {"name": "ECMO Specialist", "issuer": "ELSO", "date": "2021"},
    ],
    "publications": [
        {"name": "Lactate Trends during Paediatric Bypass", "publisher": "The Journal of "
         "ExtraCorporeal Technology", "releaseDate": "2023"},
    ],
}  # fmt: skip

FIRE_CAPTAIN = {
    "basics": {
        "name": "Wade Tollefson",
        "label": "Wildland Fire Engine Captain",
        "email": "wade.tollefson.fire@example.com",
        "phone": "+1 406 555 0178",
        "location": {"city": "Missoula", "region": "MT"},
        "summary": "Wildland fire engine captain with twelve seasons of initial attack, "
        "prescribed burns and crew leadership on federal and state fires.",
    },
    "work": [
        job("US Forest Service, Lolo National Forest", "Engine Captain", "Missoula",
            "2018-04", "",
            "Lead a seven-person Type 3 engine crew on initial attack",
            "Serve as burn boss trainee on 2,000-acre prescribed burns",
            "Keep crew training and fitness records for the district"),
        job("Montana DNRC", "Firefighter", "Kalispell", "2013-05", "2017-10",
            "Cut fire line and ran hose lays on timber and grass fires",
            "Maintained pumps, saws and engine equipment between fires"),
    ],
    "education": [
        school("University of Montana", "Bachelor of Science", "Forestry", "2009", "2013"),
    ],
    "skills": [
        {"name": "Fire operations", "keywords": ["Initial attack", "Firing operations",
                                                 "Engine pumping"]},
        {"name": "Field", "keywords": ["Chainsaw felling", "Wildland GIS",
                                       "Weather observation"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Norwegian", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "Engine Boss Qualification", "issuer": "NWCG", "date": "2019"},
        {"name": "Wilderness First Responder", "issuer": "NOLS", "date": "2022"},
    ],
    "awards": [
        {"title": "Regional Forester's Honor Award", "awarder": "USDA Forest Service",
         "date": "2021"},
    ],
}  # fmt: skip

ELEVATOR = {
    "basics": {
        "name": "Kwame Asante-Boateng",
        "label": "Elevator Mechanic",
        "email": "kwame.asante.lifts@example.com",
        "phone": "+1 416 555 0129",
        "location": {"city": "Toronto", "region": "ON"},
        "summary": "Licensed elevator mechanic with eight years of installing, modernising "
        "and servicing traction and hydraulic lifts in towers and hospitals.",
        "profiles": li("kwame-asante-lifts"),
    },
    "work": [
        job("Schindler Elevator Canada", "Elevator Mechanic", "Toronto", "2019-03", "",
            "Service a route of 64 traction and hydraulic elevators",
            "Modernise controllers and door operators in occupied buildings",
            "Answer entrapment calls on a one-in-four rota"),
        job("Delta Elevator", "Apprentice Mechanic", "Hamilton", "2015-09", "2019-02",
            "Installed guide rails, machines and cabs in new high-rise towers",
            "Wired landing fixtures and tested safeties under supervision"),
    ],
    "education": [
        school("George Brown College", "Certificate", "Elevating Devices Mechanic",
               "2015", "2017"),
    ],
    "skills": [
        {"name": "Equipment", "keywords": ["Traction machines", "Hydraulic units",
                                           "Door operators"]},
        {"name": "Controls", "keywords": ["Relay logic", "Microprocessor controllers",
                                          "Fault diagnosis"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Twi", "fluency": "Fluent"},
        {"language": "French", "fluency": "Intermediate"},
    ],
    "certificates": [
        {"name": "Elevating Devices Mechanic Licence", "issuer": "TSSA", "date": "2019"},
    ],
    "projects": [
        {"name": "Hospital Bed Lift Modernisation", "startDate": "2022-02",
         "endDate": "2022-11",
         "highlights": ["Replaced the controllers of six bed lifts one car at a time"]},
    ],
}  # fmt: skip

PEOPLE_EN = {
    "brewer": BREWER,
    "perfusionist": PERFUSIONIST,
    "firecaptain": FIRE_CAPTAIN,
    "elevator": ELEVATOR,
}
