"""The distractor resumes of the third held-out set: two per profession, from a neighbouring
role (a veterinary technician beside the veterinarian, a claims adjuster beside the
underwriter), one English and one Chinese, so the intended resume has to win on the skills."""

from __future__ import annotations

from bench.parts.heldout3.kit import cv


def short(
    name,
    label,
    email,
    city,
    country,
    summary,
    employer,
    position,
    start,
    highlights,
    skills,
    school,
):
    return cv(
        name,
        label,
        email,
        city,
        country,
        summary,
        [(employer, position, start, None, highlights)],
        [school],
        {"Skills": skills},
    )
