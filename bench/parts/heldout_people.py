"""Ground truths for the held-out import evaluation (bench/import_heldout.py): nine people of
nine professions, English and Chinese, written by hand for this evaluation and independent of
the tuning corpus (bench/parts/import_people.py). Each is a JSON Resume document."""

from __future__ import annotations

import copy
from typing import Any

from bench.parts.heldout_people_zh import ZH_PEOPLE
from bench.parts.heldout_text import basics as _basics
from bench.parts.heldout_text import job as _job
from bench.parts.heldout_text import school as _school

PEOPLE: dict[str, dict[str, Any]] = {
    "pharmacist": {
        "basics": _basics(
            "Margaret Okonkwo-Reyes",
            "Clinical Pharmacist",
            "m.okonkwo.reyes@fastmail.com",
            "+1 614 555 0187",
            "Columbus",
            "Ohio",
            "US",
            "Board-certified pharmacist with eleven years in hospital and ambulatory care, "
            "focused on anticoagulation stewardship and safe medication transitions.",
        ),
        "work": [
            _job(
                "Riverside Methodist Hospital",
                "Clinical Pharmacist, Anticoagulation",
                "2018-04",
                "",
                "Columbus, OH",
                [
                    "Run a pharmacist-led warfarin clinic serving 640 patients",
                    "Cut heparin dosing errors by 38% with a revised nomogram",
                    "Precept four PharmD students each rotation",
                ],
            ),
            _job(
                "Kroger Pharmacy",
                "Staff Pharmacist",
                "2013-07",
                "2018-03",
                "Dublin, OH",
                [
                    "Verified up to 300 prescriptions per shift",
                    "Administered 1,200 influenza immunizations per season",
                ],
            ),
        ],
        "education": [
            _school("The Ohio State University", "PharmD", "Pharmacy", "2009-09", "2013-05")
        ],
        "certificates": [
            {
                "name": "Board Certified Pharmacotherapy Specialist",
                "issuer": "BPS",
                "date": "2016-11",
            }
        ],
        "skills": [
            {
                "name": "Clinical",
                "keywords": ["Anticoagulation", "Renal dosing", "Pharmacokinetics"],
            },
            {"name": "Systems", "keywords": ["Epic Willow", "Omnicell", "Pyxis"]},
        ],
        "languages": [
            {"language": "English", "fluency": "Native"},
            {"language": "Spanish", "fluency": "Professional"},
        ],
    },
    "civil": {
        "basics": _basics(
            "Tomasz Wieczorek",
            "Civil Engineer (Structures)",
            "tomasz.wieczorek@posteo.net",
            "+44 7700 900412",
            "Leeds",
            "West Yorkshire",
            "GB",
            "Chartered civil engineer designing footbridges and flood defences, from "
            "feasibility through site supervision.",
        ),
        "work": [
            _job(
                "Arup",
                "Senior Structural Engineer",
                "2019-01",
                "",
                "Leeds, UK",
                [
                    "Led the design of a 62 m cable-stayed footbridge over the River Aire",
                    "Checked temporary works for a 14-storey concrete frame",
                ],
            ),
            _job(
                "Balfour Beatty",
                "Graduate Civil Engineer",
                "2014-09",
                "2018-12",
                "Manchester, UK",
                [
                    "Supervised sheet-pile flood walls along 1.8 km of riverbank",
                    "Prepared bar bending schedules and method statements",
                ],
            ),
        ],
        "education": [
            _school(
                "University of Sheffield",
                "MEng",
                "Civil and Structural Engineering",
                "2010-09",
                "2014-06",
            )
        ],
        "certificates": [
            {
                "name": "Chartered Engineer (CEng MICE)",
                "issuer": "Institution of Civil Engineers",
                "date": "2020-03",
            }
        ],
        "skills": [
            {
                "name": "Analysis",
                "keywords": ["Eurocodes", "Finite element analysis", "Scour assessment"],
            },
            {"name": "Software", "keywords": ["ETABS", "SAP2000", "Tekla Structural Designer"]},
        ],
        "languages": [
            {"language": "Polish", "fluency": "Native"},
            {"language": "English", "fluency": "Fluent"},
        ],
    },
    "teacher": {
        "basics": _basics(
            "Priya Raghunathan",
            "Kindergarten Teacher",
            "priya.r.teaches@gmail.com",
            "+61 412 555 903",
            "Brisbane",
            "Queensland",
            "AU",
            "Play-based early-years teacher who builds calm classrooms, strong family "
            "partnerships and early literacy through story and movement.",
        ),
        "work": [
            _job(
                "Paddington State School",
                "Prep Year Teacher",
                "2020-01",
                "",
                "Brisbane, QLD",
                [
                    "Teach a class of 24 five-year-olds across literacy, numeracy and play",
                    "Introduced a phonics garden that raised reading benchmarks by 21%",
                ],
            ),
            _job(
                "Little Wattles Early Learning",
                "Lead Educator",
                "2016-02",
                "2019-12",
                "Ipswich, QLD",
                [
                    "Planned the kindy program for 40 children under the EYLF",
                    "Mentored three diploma trainees",
                ],
            ),
        ],
        "education": [
            _school(
                "Queensland University of Technology",
                "Bachelor of Education",
                "Early Childhood",
                "2012-02",
                "2015-11",
            )
        ],
        "certificates": [
            {
                "name": "Working with Children Check (Blue Card)",
                "issuer": "Blue Card Services",
                "date": "2021-06",
            }
        ],
        "skills": [
            {
                "name": "Teaching",
                "keywords": ["Play-based learning", "Phonics", "Behaviour support"],
            },
            {"name": "Care", "keywords": ["First aid", "Inclusive practice"]},
        ],
        "languages": [
            {"language": "English", "fluency": "Native"},
            {"language": "Tamil", "fluency": "Conversational"},
        ],
    },
    "paralegal": {
        "basics": _basics(
            "Desmond Achterberg",
            "Senior Paralegal",
            "desmond.achterberg@protonmail.com",
            "+1 312 555 0144",
            "Chicago",
            "Illinois",
            "US",
            "Litigation paralegal with deep e-discovery experience in commercial and "
            "product-liability cases.",
        ),
        "work": [
            _job(
                "Winston & Strawn LLP",
                "Senior Litigation Paralegal",
                "2017-06",
                "",
                "Chicago, IL",
                [
                    "Managed document review of 2.3 million records in Relativity",
                    "Prepared trial binders and exhibit lists for six jury trials",
                ],
            ),
            _job(
                "Cook County Public Defender",
                "Legal Assistant",
                "2014-08",
                "2017-05",
                "Chicago, IL",
                [
                    "Drafted discovery requests and subpoenas",
                    "Tracked filing deadlines for 180 open cases",
                ],
            ),
        ],
        "education": [
            _school(
                "Loyola University Chicago",
                "Bachelor of Arts",
                "Political Science",
                "2010-08",
                "2014-05",
            )
        ],
        "certificates": [{"name": "Certified Paralegal", "issuer": "NALA", "date": "2015-09"}],
        "skills": [
            {
                "name": "Litigation support",
                "keywords": ["Relativity", "Westlaw", "Bates numbering"],
            },
            {"name": "Drafting", "keywords": ["Subpoenas", "Deposition summaries"]},
        ],
        "languages": [{"language": "English", "fluency": "Native"}],
    },
    "chef": {
        "basics": _basics(
            "Lucien Baptiste-Moreau",
            "Executive Sous Chef",
            "lucien.bm@outlook.fr",
            "+33 6 12 34 56 78",
            "Lyon",
            "Auvergne-Rhône-Alpes",
            "FR",
            "Classically trained chef running a brigade of 18 in a one-star kitchen; "
            "seasonal menus, zero-waste butchery and tight food cost control.",
        ),
        "work": [
            _job(
                "Maison Clovis",
                "Executive Sous Chef",
                "2019-03",
                "",
                "Lyon, France",
                [
                    "Run daily service of 90 covers with a brigade of 18",
                    "Brought food cost from 34% to 27% through whole-animal butchery",
                ],
            ),
            _job(
                "The Ledbury",
                "Chef de Partie",
                "2015-05",
                "2019-02",
                "London, UK",
                [
                    "Ran the fish section during two Michelin-star years",
                    "Trained commis chefs on knife skills and mise en place",
                ],
            ),
        ],
        "education": [
            _school("Institut Paul Bocuse", "Bachelor", "Culinary Arts", "2011-09", "2014-06")
        ],
        "certificates": [{"name": "HACCP Level 3", "issuer": "Highfield", "date": "2018-01"}],
        "skills": [
            {"name": "Kitchen", "keywords": ["Butchery", "Sauces", "Fermentation"]},
            {"name": "Management", "keywords": ["Menu costing", "Rostering"]},
        ],
        "languages": [
            {"language": "French", "fluency": "Native"},
            {"language": "English", "fluency": "Fluent"},
        ],
    },
    "uxr": {
        "basics": _basics(
            "Ingrid Solvang",
            "UX Researcher",
            "ingrid.solvang@hey.com",
            "+47 912 34 567",
            "Oslo",
            "Oslo",
            "NO",
            "Mixed-methods researcher who turns interviews and usage data into product "
            "decisions for health and fintech apps.",
            url="https://ingridsolvang.no",
        ),
        "work": [
            _job(
                "Vipps MobilePay",
                "Senior UX Researcher",
                "2021-02",
                "",
                "Oslo, Norway",
                [
                    "Ran 140 contextual interviews across four Nordic markets",
                    "Built a diary-study program that reshaped the onboarding flow",
                ],
            ),
            _job(
                "Kry",
                "UX Researcher",
                "2018-08",
                "2021-01",
                "Stockholm, Sweden",
                [
                    "Usability-tested video consultations with patients over 70",
                    "Set up the research repository in Dovetail",
                ],
            ),
        ],
        "education": [
            _school(
                "Norwegian University of Science and Technology",
                "Master of Science",
                "Human-Computer Interaction",
                "2016-08",
                "2018-06",
            )
        ],
        "certificates": [],
        "skills": [
            {
                "name": "Methods",
                "keywords": ["Contextual inquiry", "Diary studies", "Survey design"],
            },
            {"name": "Tools", "keywords": ["Dovetail", "Figma", "Maze"]},
        ],
        "languages": [
            {"language": "Norwegian", "fluency": "Native"},
            {"language": "English", "fluency": "Fluent"},
        ],
    },
    **ZH_PEOPLE,
}

LANGUAGE = dict.fromkeys(ZH_PEOPLE, "zh")


def person(key: str) -> dict[str, Any]:
    """The ground truth of one person (a deep copy; empty sections left out)."""
    document = copy.deepcopy(PEOPLE[key])
    return {k: v for k, v in document.items() if v}


def language_of(key: str) -> str:
    return LANGUAGE.get(key, "en")
