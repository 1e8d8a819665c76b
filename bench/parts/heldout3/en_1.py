"""The third held-out set's English postings, part 1 of 4: each with its intended
resume and ground truth, written by hand by an evaluator who never read the matcher, the guard
or their data."""

from __future__ import annotations

from bench.parts.heldout3.kit import EN_BENEFITS as B
from bench.parts.heldout3.kit import EN_LEGAL as L
from bench.parts.heldout3.kit import cv, posting, postings_part

POSTINGS, RESUMES, add = postings_part()


add(
    posting(
        "h3-vet-en",
        "veterinary",
        "en",
        f"""Associate Veterinarian, Small Animal Practice
Riverbend Animal Hospital has cared for the pets of Fort Collins since 1988. We are an AAHA-
accredited, family-owned practice with six doctors and a team that loves cats as much as dogs.

What you will do: see wellness, sick and urgent appointments, perform routine surgery and
dentistry, and mentor our veterinary technicians.

Requirements:
- DVM or VMD from an AVMA-accredited school
- Active state veterinary license (or eligible within 60 days)
- 2+ years in small animal general practice
- Confident in soft tissue surgery and dental extractions
- Digital radiography interpretation
- Clear client communication and compassionate euthanasia conversations

Preferred:
- Abdominal ultrasound
- Fear Free certification
- Experience with ezyVet practice management software
- Spanish speaking

Salary: $120,000 - $145,000 plus ProSal production bonus, CE allowance $3,000.
{B[0]}
{L[0]}""",
        "h3-r-vet-en",
        present=[
            "DVM",
            "veterinary license",
            "small animal general practice",
            "soft tissue surgery",
            "dental extractions",
            "radiography",
            "client communication",
            "abdominal ultrasound",
        ],
        missing=["Fear Free", "ezyVet", "Spanish"],
        variants=[("DVM", "Doctor of Veterinary Medicine"), ("radiography", "X-ray")],
        junk=["AAHA", "401(k)", "tuition reimbursement", "background check"],
        aliases={"radiography": ["X-ray", "radiograph"]},
    ),
    cv(
        "Megan Castellanos-Reid",
        "Small Animal Veterinarian",
        "megan.creid@vetmail.com",
        "Greeley",
        "US",
        "Doctor of Veterinary Medicine with four years in small animal general practice; "
        "comfortable in soft tissue surgery, dental extractions and abdominal ultrasound.",
        [
            (
                "Prairie Paws Veterinary Clinic",
                "Associate Veterinarian",
                "2021-07",
                None,
                [
                    "See 18-22 dogs and cats a day: wellness, sick and urgent care",
                    "Spays, neuters, mass removals, cystotomies and other soft tissue surgery",
                    "Dental cleanings under anesthesia, charting and dental extractions",
                    "Read digital X-ray films and perform abdominal ultrasound (FAST and full)",
                    "Client communication on estimates, chronic disease and end-of-life care",
                ],
            ),
            (
                "Colorado State University VTH",
                "Small Animal Rotating Intern",
                "2020-06",
                "2021-06",
                ["Emergency and critical care rotations, 60-hour weeks"],
            ),
        ],
        [
            (
                "Colorado State University",
                "Veterinary Medicine",
                "Doctor of Veterinary Medicine",
                "2020",
            )
        ],
        {
            "Clinical": [
                "small animal general practice",
                "soft tissue surgery",
                "dental extractions",
                "abdominal ultrasound",
                "anesthesia",
            ],
            "Software": ["AVImark", "IDEXX VetConnect PLUS"],
        },
        [
            (
                "Colorado veterinary license #VET-0012345",
                "Colorado State Board of Veterinary Medicine",
                "2020-07",
            )
        ],
        [("English", "Native")],
    ),
)


add(
    posting(
        "h3-avm-en",
        "aviation_maintenance",
        "en",
        f"""Aircraft Maintenance Technician (A&P), Line Maintenance - Night Shift
SkyBridge Regional operates 54 Embraer E175 and CRJ900 aircraft from six bases. Our people
keep the fleet safe and on time; we fly 380 departures a day.

Requirements:
- FAA Airframe and Powerplant certificate
- 3+ years of line maintenance on transport-category jet aircraft
- Troubleshooting per the AMM and fault isolation manual
- Borescope inspection experience
- Accurate logbook entries and work card sign-off under a CAMP program
- Ability to work nights, weekends and outdoors in all weather

Preferred:
- Embraer E175 type experience
- Avionics troubleshooting
- Engine run-up and taxi authorization
- FCC General Radiotelephone Operator License

Pay: $38 - $52 per hour plus shift differential, $10,000 sign-on bonus, flight benefits.
{B[0]}
{L[0]}""",
        "h3-r-avm-en",
        present=[
            "Airframe and Powerplant",
            "line maintenance",
            "AMM",
            "fault isolation manual",
            "borescope inspection",
            "logbook entries",
            "Embraer E175",
            "engine run-up",
        ],
        missing=["CAMP", "avionics troubleshooting", "FCC General Radiotelephone Operator License"],
        variants=[
            ("Airframe and Powerplant", "A&P"),
            ("AMM", "Aircraft Maintenance Manual"),
            ("fault isolation manual", "FIM"),
        ],
        junk=["flight benefits", "sign-on bonus", "401(k)", "drug screening"],
        aliases={
            "Airframe and Powerplant": ["A&P"],
            "AMM": ["Aircraft Maintenance Manual"],
            "fault isolation manual": ["FIM"],
        },
    ),
    cv(
        "Darnell Whitfield",
        "Aircraft Mechanic, A&P",
        "d.whitfield@flymail.net",
        "Louisville",
        "US",
        "FAA A&P mechanic with five years of line maintenance on E175 and A320 aircraft.",
        [
            (
                "Bluegrass Air Services",
                "Line Maintenance Technician",
                "2020-03",
                None,
                [
                    "Overnight checks, A-checks and deferral clearing on Embraer E175 and A320",
                    "Troubleshoot hydraulic, fuel and landing gear faults using the Aircraft "
                    "Maintenance Manual and FIM",
                    "Borescope inspection of CF34 hot sections after bird strikes",
                    "Engine run-up qualified; accurate logbook entries and task card sign-off",
                ],
            ),
            (
                "US Air Force",
                "Crew Chief, KC-135",
                "2014-06",
                "2020-02",
                [
                    "Launched and recovered aircraft, servicing and phase inspections",
                ],
            ),
        ],
        [
            (
                "Community College of the Air Force",
                "Aviation Maintenance Technology",
                "Associate",
                "2019",
            )
        ],
        {
            "Maintenance": [
                "line maintenance",
                "borescope inspection",
                "engine run-up",
                "sheet metal repair",
                "hydraulics",
            ],
            "Aircraft": ["Embraer E175", "Airbus A320", "Boeing KC-135"],
        },
        [("FAA Mechanic Certificate, A&P", "Federal Aviation Administration", "2019-11")],
    ),
)


add(
    posting(
        "h3-hotel-en",
        "hospitality",
        "en",
        f"""Front Office Manager - 412-room Full-Service Hotel
The Harborview Marriott sits on the waterfront in Baltimore, steps from the convention center.
Join a team that has won the Marriott Spirit to Serve award three years running.

Your role: lead 28 front desk, bell and PBX associates; own arrivals, departures and guest
satisfaction scores.

What you bring:
- 3+ years of front office leadership in a full-service or luxury hotel
- Opera PMS, including night audit and end-of-day procedures
- Guest recovery and complaint handling
- Scheduling and labor cost control
- Upselling and room inventory management with revenue management

Nice to have:
- Marriott FOSSE or another brand PMS
- Bachelor's degree in hospitality management
- Certified Rooms Division Executive (CRDE)
- Second language (Mandarin, Spanish or French)

Salary $68,000 - $78,000 + quarterly bonus, hotel discounts worldwide, free meals on shift.
{B[1]}
{L[1]}""",
        "h3-r-hotel-en",
        present=[
            "front office leadership",
            "Opera PMS",
            "night audit",
            "guest recovery",
            "scheduling",
            "upselling",
            "revenue management",
            "hospitality management",
            "Mandarin",
        ],
        missing=["FOSSE", "Certified Rooms Division Executive", "labor cost control"],
        variants=[
            ("Opera PMS", "Oracle OPERA Property Management System"),
            ("Mandarin", "Chinese (Putonghua)"),
        ],
        junk=["Spirit to Serve", "hotel discounts", "gym membership", "pension plan"],
        aliases={"Opera PMS": ["OPERA", "Oracle OPERA"], "Mandarin": ["Putonghua", "普通话"]},
    ),
    cv(
        "Sophie Lin-Hartmann",
        "Assistant Front Office Manager",
        "sophie.linh@inboxmail.com",
        "Baltimore",
        "US",
        "Hotel front office leader, five years in full-service and luxury properties.",
        [
            (
                "Four Seasons Hotel Baltimore",
                "Assistant Front Office Manager",
                "2022-01",
                None,
                [
                    "Front office leadership for 20 agents on three shifts; weekly scheduling",
                    "Oracle OPERA Property Management System super user; trained night audit team",
                    "Guest recovery program that lifted arrival experience scores by 9 points",
                    "Upselling incentives worth $310,000 a year in suite upgrades",
                    "Daily room inventory reviews with revenue management",
                ],
            ),
            (
                "Hyatt Regency Chesapeake Bay",
                "Front Desk Supervisor",
                "2019-05",
                "2021-12",
                [
                    "Handled VIP arrivals and group check-ins for 400-room resort",
                ],
            ),
        ],
        [("University of Delaware", "Hospitality Management", "Bachelor of Science", "2019")],
        {
            "Front office": [
                "front office leadership",
                "night audit",
                "guest recovery",
                "upselling",
                "revenue management",
            ],
            "Systems": ["Oracle OPERA Property Management System", "Medallia"],
        },
        [],
        [("English", "Native"), ("Chinese (Putonghua)", "Fluent")],
    ),
)


add(
    posting(
        "h3-chef-en",
        "culinary",
        "en",
        f"""Sous Chef - Modern Italian, 140 covers
Osteria Verde is a chef-driven restaurant in Portland known for handmade pasta and a
wood-fired hearth. We source from 20 local farms and bake our own focaccia every morning.

Responsibilities: run the line in the chef's absence, write prep lists, train cooks, and keep
the kitchen spotless.

Requirements:
- 3+ years as sous chef or senior line cook in a high-volume scratch kitchen
- Fresh pasta production and butchery
- Food cost control and inventory ordering
- Food handler certification; knowledge of HACCP
- Menu development with the chef de cuisine
- Leading a team of 8-12 cooks

Preferred:
- ServSafe Manager certification
- Wood-fired oven experience
- Culinary school diploma

$62,000 - $70,000 plus tip share, staff meal daily, dining discount, health insurance.
{L[1]}""",
        "h3-r-chef-en",
        present=[
            "sous chef",
            "fresh pasta",
            "butchery",
            "food cost control",
            "inventory ordering",
            "food handler certification",
            "HACCP",
            "menu development",
            "culinary school",
        ],
        missing=["ServSafe", "wood-fired oven"],
        variants=[
            ("HACCP", "Hazard Analysis and Critical Control Points"),
            ("butchery", "whole-animal breakdown"),
        ],
        junk=["local farms", "focaccia", "staff meal", "dining discount"],
        aliases={"HACCP": ["Hazard Analysis and Critical Control Points"]},
    ),
    cv(
        "Luca Benedetti-Shaw",
        "Sous Chef",
        "luca.bshaw@chefpost.com",
        "Portland",
        "US",
        "Sous chef with eight years in Italian scratch kitchens; fresh pasta and whole-animal "
        "breakdown.",
        [
            (
                "Trattoria Lupa",
                "Sous Chef",
                "2021-02",
                None,
                [
                    "Run a 180-cover line and lead 10 cooks; menu development of weekly specials",
                    "Fresh pasta program: 14 shapes, 40 kg a day",
                    "Whole-animal breakdown of pigs and lambs from two farms",
                    "Food cost control from 34% to 29%; inventory ordering with six suppliers",
                    "Hazard Analysis and Critical Control Points logs for cooling and hot holding",
                ],
            ),
            ("Nostrana", "Line Cook", "2017-04", "2021-01", ["Sauté and pasta stations"]),
        ],
        [("Oregon Culinary Institute", "Culinary Arts", "Culinary school diploma", "2016")],
        {
            "Kitchen": [
                "fresh pasta",
                "whole-animal breakdown",
                "menu development",
                "food cost control",
                "inventory ordering",
            ]
        },
        [("Oregon food handler certification", "Oregon Health Authority", "2023-03")],
    ),
)


add(
    posting(
        "h3-news-en",
        "journalism",
        "en",
        f"""Investigative Reporter, Metro Desk
The Lakeshore Ledger is a nonprofit newsroom covering Chicago's neighborhoods, with 60,000
members and a Pulitzer finalist series on lead pipes. Our mission: journalism that holds
power to account.

You will: break news, build sources and publish two major investigations a year.

Requirements:
- 4+ years of reporting at a daily newspaper or digital newsroom
- Public records requests (FOIA) and court records research
- Data journalism: spreadsheets, pivot tables, basic SQL
- AP style and clean, fast copy on deadline
- Strong source development and interviewing

Preferred:
- Spanish
- Audio or podcast production
- Experience with CMS such as WordPress or Arc XP

Salary range: $72,000 - $88,000 (Chicago News Guild unit). Remote-friendly two days a week.
{B[2]}
{L[0]}""",
        "h3-r-news-en",
        present=[
            "reporting",
            "public records requests",
            "court records",
            "data journalism",
            "SQL",
            "AP style",
            "source development",
            "interviewing",
            "WordPress",
        ],
        missing=["Spanish", "podcast production", "Arc XP"],
        variants=[
            ("public records requests", "Freedom of Information Act requests"),
            ("AP style", "Associated Press Stylebook"),
        ],
        junk=["Pulitzer", "lead pipes", "News Guild", "LinkedIn Learning"],
        aliases={"public records requests": ["FOIA", "Freedom of Information Act requests"]},
    ),
    cv(
        "Rachel Abernathy",
        "Reporter",
        "rachel.abernathy@newsmail.org",
        "Milwaukee",
        "US",
        "Metro reporter who turns Freedom of Information Act requests and court records into "
        "accountability stories.",
        [
            (
                "Milwaukee Journal Sentinel",
                "Metro Reporter",
                "2019-08",
                None,
                [
                    "Daily reporting on city hall, police and housing; 300+ bylines",
                    "Filed 120 Freedom of Information Act requests; court records research on "
                    "evictions",
                    "Data journalism in Google Sheets and SQL on 90,000 inspection records",
                    "Source development in eight neighborhoods; interviewing in hard settings",
                ],
            ),
            (
                "The Badger Herald",
                "News Editor",
                "2017-01",
                "2019-05",
                [
                    "Edited copy to the Associated Press Stylebook, published on WordPress",
                ],
            ),
        ],
        [("University of Wisconsin-Madison", "Journalism", "Bachelor of Arts", "2019")],
        {
            "Reporting": ["data journalism", "source development", "interviewing", "court records"],
            "Tools": ["SQL", "Google Sheets", "WordPress", "Datawrapper"],
        },
    ),
)
