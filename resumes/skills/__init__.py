"""Skill terms for every occupation: ESCO's phrases plus a supplement (tools, credentials,
languages, Chinese terms, variants), shared by the job match and the guard. See docs/jobs.md."""
