"""English people of blind set 8 (issue 27): JSON Resume truths written by hand for this set
only, four professions sets 1-7 did not use. A layout shows every fact kept here."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

GLASSBLOWER = {
    "basics": {
        "name": "Siobhan Kavanagh",
        "label": "Scientific Glassblower",
        "email": "siobhan.kavanagh.glass@example.com",
        "phone": "+353 87 614 2290",
        "location": {"city": "Cork", "countryCode": "IE"},
        "summary": "Scientific glassblower with eleven years of making and repairing "
        "borosilicate and quartz apparatus for chemistry and physics laboratories.",
        "profiles": li("siobhan-kavanagh-glass"),
    },
    "work": [
        job("University College Cork", "Senior Scientific Glassblower", "Cork", "2019-01", "",
            "Make vacuum lines, Schlenk flasks and reactors to researchers' drawings",
            "Repair about 900 pieces of laboratory glassware a year",
            "Train postgraduate students in safe handling of vacuum glassware"),
        job("Quartz Scientific Ltd", "Lampworker", "Dublin", "2014-06", "2018-12",
            "Worked fused quartz tubes for semiconductor furnaces on the glass lathe",
            "Annealed and checked finished parts under the polariscope"),
    ],
    "education": [
        school("Salford City College", "Diploma", "Scientific Glassblowing", "2012", "2014"),
    ],
    "skills": [
        {"name": "Glassworking", "keywords": ["Glass lathe", "Quartz welding", "Annealing"]},
        {"name": "Apparatus", "keywords": ["Vacuum lines", "Schlenk lines", "Graded seals"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Irish", "fluency": "Conversational"},
    ],
    "certificates": [
        {"name": "Certified Scientific Glassblower", "issuer": "British Society of Scientific "
         "Glassblowers", "date": "2016"},
    ],
    "awards": [
        {"title": "Apparatus Prize", "awarder": "BSSG Annual Symposium", "date": "2022"},
    ],
}  # fmt: skip

BEEKEEPER = {
    "basics": {
        "name": "Tobias Wenzel",
        "label": "Commercial Beekeeper",
        "email": "tobias.wenzel.imkerei@example.com",
        "phone": "+49 171 338 4521",
        "location": {"city": "Freiburg", "countryCode": "DE"},
        "summary": "Commercial beekeeper running 420 colonies for honey, queen rearing and "
        "pollination contracts in orchards and rapeseed fields.",
    },
    "work": [
        job("Imkerei Wenzel", "Owner and Head Beekeeper", "Freiburg", "2017-04", "",
            "Manage 420 colonies across eleven apiary sites in the Black Forest",
            "Rear about 1,500 mated queens a season for sale",
            "Sell honey to 30 shops under an organic label"),
        job("Bee Farm Lake Constance", "Seasonal Beekeeper", "Konstanz", "2013-03",
            "2017-03",
            "Moved hives to apple orchards for pollination contracts",
            "Treated colonies for varroa mites on a monitoring plan"),
    ],
    "education": [
        school("Bavarian State Institute for Viticulture and Horticulture", "Master Craftsman",
               "Beekeeping", "2014", "2016"),
    ],
    "skills": [
        {"name": "Colony care", "keywords": ["Queen rearing", "Varroa control",
                                             "Swarm prevention"]},
        {"name": "Business", "keywords": ["Pollination contracts", "Organic certification"]},
    ],
    "languages": [
        {"language": "German", "fluency": "Native"},
        {"language": "English", "fluency": "Good"},
        {"language": "French", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "Organic Beekeeping Certificate", "issuer": "Bioland", "date": "2018"},
        {"name": "Queen Breeder Licence", "issuer": "German Beekeepers Association",
         "date": "2019"},
    ],
    "projects": [
        {"name": "Varroa-Tolerant Queen Line", "startDate": "2021-05", "endDate": "2023-08",
         "highlights": ["Selected breeder queens by hygienic behaviour tests on 60 colonies"]},
    ],
}  # fmt: skip

PROSTHETIST = {
    "basics": {
        "name": "Adaeze Okonkwo",
        "label": "Certified Prosthetist Orthotist",
        "email": "adaeze.okonkwo.cpo@example.com",
        "phone": "+1 312 555 0187",
        "location": {"city": "Chicago", "region": "IL"},
        "summary": "Prosthetist orthotist with eight years of fitting lower limb prostheses "
        "and spinal and paediatric orthoses in hospital and clinic settings.",
    },
    "work": [
        job("Shirley Ryan AbilityLab", "Certified Prosthetist Orthotist", "Chicago",
            "2020-02", "",
            "Cast, fit and align transtibial and transfemoral prostheses",
            "See about 25 patients a week in the amputee clinic",
            "Supervise two orthotic residents"),
        job("Hanger Clinic", "Orthotic Resident", "Milwaukee", "2018-07", "2020-01",
            "Fitted scoliosis braces and ankle foot orthoses",
            "Scanned limbs for CAD/CAM sockets"),
    ],
    "education": [
        school("Northwestern University", "Master of Science", "Prosthetics and Orthotics",
               "2016", "2018"),
    ],
    "skills": [
        {"name": "Clinical", "keywords": ["Gait analysis", "Socket fitting",
                                          "Spinal orthoses"]},
        {"name": "Fabrication", "keywords": ["CAD/CAM", "Carbon lamination",
                                             "Thermoforming"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Igbo", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "Certified Prosthetist Orthotist", "issuer": "ABC", "date": "2020"},
    ],
    "publications": [
        {"name": "Socket Comfort after Digital Casting", "publisher": "Journal of Prosthetics "
         "and Orthotics", "releaseDate": "2023"},
    ],
}  # fmt: skip

CRANE = {
    "basics": {
        "name": "Rhys Pritchard",
        "label": "Tower Crane Operator",
        "email": "rhys.pritchard.cranes@example.com",
        "phone": "+44 7830 442 917",
        "location": {"city": "Cardiff", "countryCode": "GB"},
        "summary": "Tower crane operator with fourteen years on high-rise and bridge sites, "
        "flat-top and luffing jib cranes up to 80 metres.",
        "profiles": li("rhys-pritchard-crane"),
    },
    "work": [
        job("Select Plant Hire", "Tower Crane Operator", "Cardiff", "2016-09", "",
            "Operate luffing jib cranes on city centre residential towers",
            "Lift precast stair cores and steel with a signaller over radio",
            "Carry out daily pre-use checks and keep the crane log"),
        job("Laing O'Rourke", "Mobile Crane Operator", "Bristol", "2011-05", "2016-08",
            "Drove and set up 60 tonne all-terrain cranes",
            "Worked to lift plans on rail and bridge possessions"),
    ],
    "education": [
        school("Coleg Gwent", "Diploma", "Plant Operations", "2009", "2011"),
    ],
    "skills": [
        {"name": "Cranes", "keywords": ["Luffing jib", "Flat-top", "All-terrain mobile"]},
        {"name": "Safety", "keywords": ["Lift plans", "Wind speed limits", "Banksman signals"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Welsh", "fluency": "Fluent"},
    ],
    "certificates": [
        {"name": "CPCS Tower Crane A04", "issuer": "CITB", "date": "2016"},
        {"name": "SMSTS Site Safety", "issuer": "CITB", "date": "2022"},
    ],
    "awards": [
        {"title": "Considerate Operator Award", "awarder": "Considerate Constructors Scheme",
         "date": "2021"},
    ],
}  # fmt: skip

PEOPLE_EN = {
    "glass": GLASSBLOWER,
    "bees": BEEKEEPER,
    "prosthetist": PROSTHETIST,
    "crane": CRANE,
}
