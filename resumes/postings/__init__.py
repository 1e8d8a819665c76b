"""Job postings, keyword match, tailored versions and push-down (see docs/jobs.md)."""
