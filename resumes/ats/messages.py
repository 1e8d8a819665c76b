"""The sentences of findings and skip reasons, in the active language (gettext)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from resumes.importing.errors import message

MESSAGES = {
    # contact
    "no_name": _("The resume has no name at the top."),
    "no_contact": _(
        "There is no email address and no phone number: a tracking system cannot tell a "
        "recruiter how to reach you."
    ),
    "no_email": _("There is no email address; most tracking systems file you by it."),
    "no_phone": _("There is no phone number."),
    "bad_email": _("This email address does not look valid."),
    "bad_phone": _("This phone number has too few digits."),
    # dates
    "end_before_start": _("This entry ends (%(end)s) before it starts (%(start)s)."),
    "bad_date": _(
        "This date cannot be read; write it as a year, or a year and month (2021 or 2021-03)."
    ),
    "end_only": _("This entry has an end date but no start date."),
    "overlap": _(
        "This job overlaps another one by %(months)s months; check that both dates are right."
    ),
    # bullet_length
    "long_highlight": _(
        "This highlight is about %(words)s words long; keep one to %(limit)s words or split it."
    ),
    # quantified
    "few_numbers": _(
        "Only %(with)s of %(total)s highlights have a number; results with figures "
        "(“cut costs by 20%%”) stand out. This one has none."
    ),
    # text_layer
    "letter_spaced": _(
        "In the PDF, “%(word)s” reads as separate letters: a tracking system sees no word here."
    ),
    "glued": _(
        "In the PDF, “%(first)s” and “%(second)s” read as one word: a tracking system sees neither."
    ),
    "broken_order": _(
        "In the PDF, something else is read into the middle of this text, after “%(after)s”."
    ),
    "broken_order_by": _(
        "In the PDF, “%(inserted)s” is read into the middle of this text, after “%(after)s”."
    ),
    "not_read_back": _("This text does not read back from the PDF as written."),
    # reimport
    "not_imported": _("The exported PDF could not be imported again: %(reason)s"),
    "lost_field": _("Importing the exported PDF again loses this."),
    "more_lost": _("…and %(count)s more facts lost (%(kept)s%% of them came back)."),
    # headings
    "custom_section": _(
        "This is not a standard section: the themes do not show it, and a tracking system "
        "would not know where to file it."
    ),
    "unknown_heading": _("A tracking system may not recognise this section heading."),
    "heading_not_in_text": _("This heading cannot be found in the PDF's text."),
    # pages
    "too_many_pages": _("The PDF has %(pages)s pages; keep a resume to one or two."),
    # keywords
    "low_coverage": _(
        "The resume covers %(score)s%% of the posting's keywords (%(matched)s of %(total)s)."
    ),
    "missing_keyword": _("The posting asks for “%(keyword)s”, which the resume does not name."),
    "claimed_keyword": _(
        "“%(keyword)s” is named here but not backed by the resume this version comes from."
    ),
    # skip reasons
    "pdf_failed": _("The PDF could not be made (%(error)s)."),
    "pdf_unreadable": _("The PDF's text could not be read."),
    "no_dates": _("The resume has no dates to check."),
    "no_highlights": _("The resume has no highlights to check."),
    "few_highlights": _(
        "The resume has %(count)s highlights; at least %(least)s are needed to judge."
    ),
    "importer_failed": _("The importer could not run here (%(error)s)."),
    "nothing_to_compare": _("The resume has no fields to compare."),
    "no_posting": _("No job posting was chosen."),
    "posting_without_keywords": _("The posting has no keywords."),
    "check_failed": _("The check failed (%(error)s)."),
}


def say(code: str, params: dict[str, Any]) -> str:
    template = str(MESSAGES.get(code, code))
    if "failure" in params:  # the importer's own sentence, in the active language
        reason = message(str(params["failure"]), dict(params.get("failure_params") or {}))
        params = {**params, "reason": reason}
    try:
        return template % params if params else template.replace("%%", "%")
    except (KeyError, TypeError, ValueError):
        return template
