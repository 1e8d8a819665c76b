"""English people of blind set 4, continued: a journalist and a data engineer."""

from __future__ import annotations

from bench.parts.import_blind3.common import job, li, school

JOURNALIST = {
    "basics": {
        "name": "Rosalind Achterberg",
        "label": "Investigative Reporter",
        "email": "ros.achterberg@example.net",
        "phone": "+31 6 5555 8214",
        "location": {"city": "Rotterdam", "countryCode": "NL"},
        "profiles": li("rosalind-achterberg"),
        "summary": "Reporter covering ports, shipping and organised crime, with a habit of "
        "reading company filings nobody else reads.",
    },
    "work": [
        job(
            "De Havenkrant",
            "Investigative Reporter",
            "Rotterdam",
            "2020-06",
            "",
            "Broke a series on cocaine smuggling through reefer containers",
            "Filed freedom of information requests to eleven public bodies",
            "Built a database of 3,000 shell companies from registry filings",
        ),
        job(
            "Reuters",
            "Correspondent",
            "Antwerp",
            "2016-03",
            "2020-05",
            "Covered shipping, commodities and the diamond trade",
            "Wrote breaking news to a fifteen-minute deadline",
        ),
        job(
            "NRC",
            "Intern",
            "Amsterdam",
            "2015-09",
            "2016-02",
            "Checked facts for the weekend magazine",
        ),
    ],
    "education": [
        school("Columbia University", "Master of Science", "Journalism", "2014", "2015"),
        school("Leiden University", "Bachelor of Arts", "History", "2010", "2013"),
    ],
    "skills": [
        {"name": "Reporting", "keywords": ["Source protection", "FOI requests", "Interviewing"]},
        {"name": "Data", "keywords": ["SQL", "OpenRefine", "Datawrapper"]},
    ],
    "languages": [
        {"language": "Dutch", "fluency": "Native"},
        {"language": "English", "fluency": "Fluent"},
        {"language": "German", "fluency": "Intermediate"},
    ],
    "certificates": [
        {"name": "Hostile Environment Training", "issuer": "Rory Peck Trust", "date": "2021"},
    ],
}

DATA_ENGINEER = {
    "basics": {
        "name": "Kwame Mensah-Bonsu",
        "label": "Senior Data Engineer",
        "email": "kwame.mb@example.io",
        "phone": "+1 416 555 0178",
        "location": {"city": "Toronto", "region": "ON"},
        "url": "https://github.com/kmensahbonsu",
        "summary": "Data engineer who builds batch and streaming pipelines that analysts "
        "trust, with a bias for boring, well-tested SQL.",
    },
    "work": [
        job(
            "Maplecart",
            "Senior Data Engineer",
            "Toronto",
            "2022-01",
            "",
            "Moved 140 nightly batch jobs from cron to Airflow with lineage",
            "Cut the warehouse bill by 38 percent by partitioning event tables",
            "Built a Kafka to Snowflake stream for order events in under a minute",
        ),
        job(
            "Northbridge Insurance",
            "Data Engineer",
            "Waterloo",
            "2018-06",
            "2021-12",
            "Wrote dbt models for claims and policy reporting",
            "Added data quality checks that caught a broken feed within an hour",
        ),
    ],
    "education": [
        school(
            "University of Waterloo",
            "Bachelor of Mathematics",
            "Computer Science",
            "2013",
            "2018",
        ),
    ],
    "skills": [
        {"name": "Languages", "keywords": ["Python", "SQL", "Scala"]},
        {"name": "Platforms", "keywords": ["Airflow", "dbt", "Kafka", "Snowflake"]},
    ],
    "languages": [
        {"language": "English", "fluency": "Native"},
        {"language": "Twi", "fluency": "Fluent"},
        {"language": "French", "fluency": "Basic"},
    ],
    "certificates": [
        {"name": "SnowPro Core", "issuer": "Snowflake", "date": "2023"},
        {"name": "Certified Kubernetes Application Developer", "issuer": "CNCF", "date": "2021"},
    ],
}
