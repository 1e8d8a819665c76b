"""The third held-out set's English postings, part 3 of 4: each with its intended
resume and ground truth, written by hand by an evaluator who never read the matcher, the guard
or their data."""

from __future__ import annotations

from bench.parts.heldout3.kit import EN_BENEFITS as B
from bench.parts.heldout3.kit import EN_LEGAL as L
from bench.parts.heldout3.kit import cv, posting, postings_part

POSTINGS, RESUMES, add = postings_part()


add(
    posting(
        "h3-arch-en",
        "architecture",
        "en",
        f"""Project Architect - Higher Education and Civic
Marlowe Tan Architects is a 45-person studio in Seattle designing libraries, campuses and
community centers. We were named AIA Seattle Firm of the Year in 2022.

Requirements:
- Professional degree in architecture (B.Arch or M.Arch)
- Licensed architect (any US state)
- 6+ years including construction documents and construction administration
- Revit and coordination of consultant drawings
- Building codes (IBC) and accessibility (ADA)
- Leading a project team of 3-5

Preferred:
- LEED AP BD+C
- Mass timber projects
- Rhino and Enscape

Salary $105,000 - $130,000, paid overtime, ARE exam reimbursement, licensure bonus.
{B[2]}
{L[0]}""",
        "h3-r-arch-en",
        present=[
            "M.Arch",
            "licensed architect",
            "construction documents",
            "construction administration",
            "Revit",
            "IBC",
            "ADA",
            "LEED AP BD+C",
            "Enscape",
        ],
        missing=["mass timber", "Rhino"],
        variants=[
            ("construction administration", "CA phase"),
            ("IBC", "International Building Code"),
        ],
        junk=["AIA Seattle", "Firm of the Year", "ARE exam reimbursement", "libraries"],
        aliases={
            "IBC": ["International Building Code"],
            "licensed architect": ["registered architect"],
        },
    ),
    cv(
        "Daniel Okonkwo-Reyes",
        "Architect",
        "daniel.okreyes@studiomail.com",
        "Portland",
        "US",
        "Licensed architect (Oregon) with eight years on schools and civic buildings.",
        [
            (
                "Hennebery Eddy Architects",
                "Project Architect",
                "2019-09",
                None,
                [
                    "Led construction documents for a $60M middle school in Revit",
                    "CA phase: RFIs, submittals and site observation",
                    "Code analysis under the International Building Code and ADA compliance",
                    "Coordinated structural and MEP consultants; team of four",
                ],
            ),
            (
                "SRG Partnership",
                "Architectural Designer",
                "2016-06",
                "2019-08",
                [
                    "Visualization in Enscape, design development",
                ],
            ),
        ],
        [("University of Oregon", "Architecture", "M.Arch", "2016")],
        {
            "Practice": ["construction documents", "code analysis", "ADA"],
            "Software": ["Revit", "Enscape", "Bluebeam"],
        },
        [
            ("Licensed architect, Oregon", "Oregon State Board of Architect Examiners", "2019-05"),
            ("LEED AP BD+C", "USGBC", "2020-10"),
        ],
    ),
)


add(
    posting(
        "h3-game-en",
        "game_design",
        "en",
        f"""Level Designer - Unannounced Action-Adventure
Ironvale Studios (Montreal, 220 people) made the award-winning Ashen Crown series. We are
hiring for a third-person action-adventure on PC and consoles.

Requirements:
- 3+ years of level design, with at least one shipped title
- Blockouts and whiteboxing in Unreal Engine 5
- Visual scripting (Blueprints)
- Combat encounter design and pacing
- Playtesting and iterating from telemetry and feedback

Preferred:
- Houdini or procedural tools
- Scripting in Lua or Python
- French (bilingual office)

CAD $80,000 - $105,000, profit sharing, game library, free lunch Fridays.
{B[2]}
{L[1]}""",
        "h3-r-game-en",
        present=[
            "level design",
            "shipped title",
            "blockouts",
            "Unreal Engine 5",
            "Blueprints",
            "encounter design",
            "pacing",
            "playtesting",
            "Python",
        ],
        missing=["Houdini", "Lua", "French"],
        variants=[("Unreal Engine 5", "UE5"), ("blockouts", "greybox")],
        junk=["Ashen Crown", "game library", "profit sharing", "free lunch"],
        aliases={"Unreal Engine 5": ["UE5", "Unreal"], "blockouts": ["greybox", "whitebox"]},
    ),
    cv(
        "Aiden Kowalczyk",
        "Level Designer",
        "aiden.k@gamesmail.com",
        "Toronto",
        "CA",
        "Level designer with two shipped titles; greybox to final in UE5.",
        [
            (
                "Ubisoft Toronto",
                "Level Designer",
                "2021-01",
                None,
                [
                    "Shipped title: Far Cry 6 DLC; owned two open-world outposts",
                    "Greybox layouts in UE5, Blueprints for doors, alarms and AI triggers",
                    "Encounter design and pacing for stealth and combat",
                    "Ran weekly playtesting and fixed hot spots from heatmaps",
                ],
            ),
        ],
        [("Sheridan College", "Game Design", "Advanced Diploma", "2020")],
        {
            "Design": ["level design", "encounter design", "pacing", "playtesting"],
            "Tools": ["UE5", "Blueprints", "Python", "Perforce"],
        },
    ),
)


add(
    posting(
        "h3-bio-en",
        "biotech_lab",
        "en",
        f"""Research Associate II, Cell Line Development
Aurelis Therapeutics is a clinical-stage biotech in South San Francisco developing bispecific
antibodies for solid tumors. Series C funded, 140 employees.

Requirements:
- BS/MS in biology, biochemistry or bioengineering with 3+ years of industry lab experience
- Mammalian cell culture (CHO) and aseptic technique
- Single-cell cloning and clone screening
- ELISA and flow cytometry
- qPCR
- Good documentation practices and electronic lab notebook (Benchling)

Preferred:
- Beacon optofluidic platform
- Bioreactor experience (Ambr 15/250)
- Western blot

$95,000 - $120,000 + equity. Onsite, Monday to Friday.
{B[0]}
{L[0]}""",
        "h3-r-bio-en",
        present=[
            "cell culture",
            "CHO",
            "aseptic technique",
            "single-cell cloning",
            "ELISA",
            "flow cytometry",
            "qPCR",
            "good documentation practices",
            "Benchling",
            "Western blot",
        ],
        missing=["Beacon", "bioreactor", "Ambr"],
        variants=[("good documentation practices", "GDP"), ("qPCR", "real-time PCR")],
        junk=["South San Francisco", "solid tumors", "Series C", "equity"],
        aliases={
            "good documentation practices": ["GDP"],
            "qPCR": ["real-time PCR", "RT-qPCR"],
            "flow cytometry": ["FACS"],
        },
    ),
    cv(
        "Marisol Duarte",
        "Research Associate",
        "marisol.duarte@labmail.com",
        "Oakland",
        "US",
        "Cell biologist, four years of industry cell culture and assay work.",
        [
            (
                "Bayview Biologics",
                "Research Associate I",
                "2021-05",
                None,
                [
                    "Maintained CHO and HEK293 lines in suspension cell culture, strict aseptic "
                    "technique",
                    "Single-cell cloning by limiting dilution; screened 400 clones for titer "
                    "by ELISA",
                    "Flow cytometry (FACS) for surface expression; real-time PCR for copy number",
                    "Western blot for product quality; GDP and Benchling notebooks",
                ],
            ),
        ],
        [("UC Davis", "Biochemistry", "BS", "2020")],
        {
            "Lab": ["cell culture", "ELISA", "flow cytometry", "Western blot", "limiting dilution"],
            "Software": ["Benchling", "FlowJo", "GraphPad Prism"],
        },
    ),
)


add(
    posting(
        "h3-cra-en",
        "clinical_research",
        "en",
        f"""Clinical Research Associate II (Oncology) - Home-based, Northeast US
Meridian Clinical is a mid-size CRO running Phase I-III trials for 70 sponsors. Our CRAs are
home-based with 60% travel.

Requirements:
- 2+ years of independent on-site monitoring as a CRA
- ICH-GCP and FDA 21 CFR Part 312 knowledge
- Source data verification and monitoring visit reports
- Site initiation, interim monitoring and close-out visits
- Oncology trials experience
- EDC systems such as Medidata Rave

Preferred:
- Risk-based monitoring
- CCRA or ACRP certification
- Veeva Vault CTMS

$95,000 - $115,000, car allowance, home office stipend.
{B[1]}
{L[0]}""",
        "h3-r-cra-en",
        present=[
            "on-site monitoring",
            "ICH-GCP",
            "21 CFR Part 312",
            "source data verification",
            "monitoring visit reports",
            "site initiation",
            "close-out visits",
            "oncology",
            "Medidata Rave",
            "risk-based monitoring",
        ],
        missing=["CCRA", "ACRP", "Veeva Vault"],
        variants=[("source data verification", "SDV"), ("site initiation", "SIV")],
        junk=["70 sponsors", "car allowance", "home office stipend", "pension plan"],
        aliases={
            "source data verification": ["SDV"],
            "ICH-GCP": ["GCP", "Good Clinical Practice"],
            "risk-based monitoring": ["RBM"],
            "site initiation": ["SIV"],
        },
    ),
    cv(
        "Natalie Brennan",
        "Clinical Research Associate",
        "natalie.brennan@cramail.com",
        "Philadelphia",
        "US",
        "CRA with three years of independent on-site monitoring in oncology.",
        [
            (
                "Keystone Research Group",
                "Clinical Research Associate",
                "2022-01",
                None,
                [
                    "On-site monitoring of 9 oncology sites in two Phase II trials",
                    "SIV, interim and close-out visits; monitoring visit reports within 5 days",
                    "SDV against Medidata Rave; risk-based monitoring plans",
                    "Trained sites on ICH-GCP and 21 CFR Part 312 requirements",
                ],
            ),
            (
                "Penn Medicine Abramson Cancer Center",
                "Clinical Research Coordinator",
                "2019-08",
                "2021-12",
                ["Coordinated 12 oncology trials"],
            ),
        ],
        [("Temple University", "Biology", "BS", "2019")],
        {
            "Clinical": ["oncology", "risk-based monitoring", "ICH-GCP"],
            "Systems": ["Medidata Rave", "Florence eBinders"],
        },
    ),
)


add(
    posting(
        "h3-sec-en",
        "cybersecurity",
        "en",
        f"""SOC Analyst, Tier 2 (Incident Response)
Castlerock Health runs 11 hospitals; our security operations center protects patients' data
around the clock. We are proud to be a Great Place to Work.

Requirements:
- 3+ years in a security operations center
- SIEM investigation: Splunk Enterprise Security or Microsoft Sentinel
- EDR triage with CrowdStrike Falcon
- Incident response and root cause analysis, MITRE ATT&CK mapping
- Phishing analysis and email security
- Security+ or equivalent certification

Preferred:
- GCIH
- Threat hunting with KQL or SPL
- HIPAA security rule

$90,000 - $112,000, 4x10 rotating shifts, certification reimbursement.
{B[0]}
{L[0]}""",
        "h3-r-sec-en",
        present=[
            "security operations center",
            "SIEM",
            "Splunk Enterprise Security",
            "EDR",
            "CrowdStrike Falcon",
            "incident response",
            "MITRE ATT&CK",
            "phishing analysis",
            "Security+",
            "threat hunting",
            "SPL",
        ],
        missing=["GCIH", "KQL", "HIPAA", "Microsoft Sentinel"],
        variants=[
            ("security operations center", "SOC"),
            ("EDR", "endpoint detection and response"),
        ],
        junk=["Great Place to Work", "11 hospitals", "certification reimbursement", "401(k)"],
        aliases={
            "security operations center": ["SOC"],
            "EDR": ["endpoint detection and response"],
            "Security+": ["CompTIA Security+"],
        },
    ),
    cv(
        "Marcus Oyelaran",
        "Security Analyst",
        "marcus.oyelaran@secmail.com",
        "Nashville",
        "US",
        "SOC analyst, four years of SIEM investigation, endpoint detection and response, and "
        "incident response.",
        [
            (
                "Vanderbilt Financial",
                "SOC Analyst II",
                "2021-03",
                None,
                [
                    "Investigated alerts in Splunk Enterprise Security; wrote SPL for threat "
                    "hunting",
                    "CrowdStrike Falcon triage, host containment and root cause analysis",
                    "Mapped incidents to MITRE ATT&CK; wrote incident response reports",
                    "Phishing analysis of 40 reported emails a day",
                ],
            ),
        ],
        [("Middle Tennessee State University", "Information Systems", "BS", "2020")],
        {
            "Security": ["SIEM", "incident response", "threat hunting", "phishing analysis"],
            "Tools": ["Splunk Enterprise Security", "CrowdStrike Falcon", "Wireshark"],
        },
        [("CompTIA Security+", "CompTIA", "2020-09")],
    ),
)
