"""What the parts of a resume are called in a sentence about a change: sections, entries,
fields, list items and ordinals, each a translatable phrase (English articles included)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


@dataclass(frozen=True)
class EntryWords:
    """How to speak of one entry of a section: one of them (`a`), a named one (`named`,
    with %(name)s), or one by position (`nth`, with %(ordinal)s)."""

    a: Promise
    named: Promise
    nth: Promise


# Whole sections, as the object of "Changed", "Added", "Removed".
SECTIONS: dict[str, Promise] = {
    "basics": _("the basic details"),
    "work": _("the work experience"),
    "volunteer": _("the volunteering"),
    "education": _("the education"),
    "awards": _("the awards"),
    "certificates": _("the certificates"),
    "publications": _("the publications"),
    "skills": _("the skills"),
    "languages": _("the languages"),
    "interests": _("the interests"),
    "references": _("the references"),
    "projects": _("the projects"),
    "meta": _("the resume's metadata"),
}

ENTRIES: dict[str, EntryWords] = {
    "work": EntryWords(_("a job"), _("the job at %(name)s"), _("the %(ordinal)s job")),
    "volunteer": EntryWords(
        _("a volunteer role"),
        _("the volunteering at %(name)s"),
        _("the %(ordinal)s volunteer role"),
    ),
    "education": EntryWords(
        _("a school"), _("your studies at %(name)s"), _("the %(ordinal)s school")
    ),
    "awards": EntryWords(_("an award"), _("the award “%(name)s”"), _("the %(ordinal)s award")),
    "certificates": EntryWords(
        _("a certificate"), _("the certificate “%(name)s”"), _("the %(ordinal)s certificate")
    ),
    "publications": EntryWords(
        _("a publication"), _("the publication “%(name)s”"), _("the %(ordinal)s publication")
    ),
    "skills": EntryWords(_("a skill"), _("the skill %(name)s"), _("the %(ordinal)s skill")),
    "languages": EntryWords(
        _("a language"), _("the language %(name)s"), _("the %(ordinal)s language")
    ),
    "interests": EntryWords(
        _("an interest"), _("the interest %(name)s"), _("the %(ordinal)s interest")
    ),
    "references": EntryWords(
        _("a reference"), _("the reference from %(name)s"), _("the %(ordinal)s reference")
    ),
    "projects": EntryWords(_("a project"), _("the project %(name)s"), _("the %(ordinal)s project")),
    "profiles": EntryWords(_("a profile"), _("the %(name)s profile"), _("the %(ordinal)s profile")),
}

# A job or volunteer role with both its position and its organisation: the entry itself
# ("Software Engineer at Acme", which Chinese says as "Acme 软件工程师经历"), and the short
# title an added or removed one goes by.
ROLE_ENTRY: dict[str, Promise] = {
    "work": pgettext_lazy("job", "%(position)s at %(name)s"),
    "volunteer": pgettext_lazy("volunteer role", "%(position)s at %(name)s"),
}
ROLE_ONLY: dict[str, Promise] = {
    "work": _("the %(position)s job"),
    "volunteer": _("the %(position)s volunteer role"),
}
ROLE_TITLE = pgettext_lazy("title of a role", "%(position)s at %(name)s")

# Fields of the basics (and of its location), as the object of a verb.
BASICS_FIELDS: dict[str, Promise] = {
    "name": _("your name"),
    "label": _("the headline"),
    "image": _("the photo"),
    "email": _("the email address"),
    "phone": _("the phone number"),
    "url": _("the website"),
    "summary": _("the summary"),
    "location": _("the location"),
    "profiles": _("the profiles"),
    "address": _("the address"),
    "postalCode": _("the postal code"),
    "city": _("the city"),
    "countryCode": _("the country code"),
    "region": _("the region"),
}

# Fields of an entry; FIELDS_IN names the ones whose meaning depends on the section.
FIELDS: dict[str, Promise] = {
    "name": _("the name"),
    "position": _("the position"),
    "url": _("the link"),
    "startDate": _("the start date"),
    "endDate": _("the end date"),
    "summary": _("the summary"),
    "highlights": _("the highlights"),
    "location": _("the location"),
    "description": _("the description"),
    "institution": _("the school"),
    "area": _("the field of study"),
    "studyType": _("the degree"),
    "score": _("the grade"),
    "courses": _("the courses"),
    "title": _("the title"),
    "date": _("the date"),
    "awarder": _("the awarder"),
    "issuer": _("the issuer"),
    "publisher": _("the publisher"),
    "releaseDate": _("the release date"),
    "level": _("the level"),
    "keywords": _("the keywords"),
    "language": _("the language"),
    "fluency": _("the fluency"),
    "reference": _("the reference text"),
    "roles": _("the roles"),
    "entity": _("the organisation"),
    "type": _("the type"),
    "network": _("the network"),
    "username": _("the username"),
    "organization": _("the organisation"),
    "canonical": _("the canonical address"),
    "version": _("the version"),
    "lastModified": _("the date last modified"),
}
FIELDS_IN: dict[tuple[str, str], Promise] = {
    ("work", "name"): _("the employer"),
    ("volunteer", "organization"): _("the organisation"),
    ("references", "name"): _("the referee's name"),
}
UNKNOWN_FIELD = _("the field “%(key)s”")

# Items of the text lists inside entries: one of them, or one by position.
ITEMS: dict[str, tuple[Promise, Promise]] = {
    "highlights": (_("a highlight"), _("the %(ordinal)s highlight")),
    "keywords": (_("a keyword"), _("the %(ordinal)s keyword")),
    "courses": (_("a course"), _("the %(ordinal)s course")),
    "roles": (_("a role"), _("the %(ordinal)s role")),
}
ITEM = (_("an item"), _("the %(ordinal)s item"))

# Texts a person writes in sentences: changing one of them is rewriting it.
PROSE = {"summary", "description", "reference", "highlights"}

ORDINALS: tuple[Promise, ...] = (
    pgettext_lazy("ordinal", "first"),
    pgettext_lazy("ordinal", "second"),
    pgettext_lazy("ordinal", "third"),
    pgettext_lazy("ordinal", "fourth"),
    pgettext_lazy("ordinal", "fifth"),
    pgettext_lazy("ordinal", "sixth"),
    pgettext_lazy("ordinal", "seventh"),
    pgettext_lazy("ordinal", "eighth"),
    pgettext_lazy("ordinal", "ninth"),
    pgettext_lazy("ordinal", "tenth"),
)
# Past the tenth: 11th, 21st, 22nd, 23rd (the suffix is English; other languages say it
# their own way, "第21").
ORDINAL_SUFFIXED: dict[str, Promise] = {
    "th": pgettext_lazy("ordinal", "%(number)sth"),
    "st": pgettext_lazy("ordinal", "%(number)sst"),
    "nd": pgettext_lazy("ordinal", "%(number)snd"),
    "rd": pgettext_lazy("ordinal", "%(number)srd"),
}

# The sentences. `what` is a section, field or entry; `entry` the entry a field belongs to.
CHANGED = _("Changed %(what)s")
REWROTE = _("Rewrote %(what)s")
ADDED = _("Added %(what)s")
ADDED_NAMED = _("Added %(what)s: %(name)s")
REMOVED = _("Removed %(what)s")
REMOVED_NAMED = _("Removed %(what)s: %(name)s")
MOVED = _("Moved %(what)s")
REORDERED = _("Reordered %(what)s")
CHANGED_IN = _("Changed %(what)s of %(entry)s")
REWROTE_IN = _("Rewrote %(what)s of %(entry)s")
ADDED_TO = _("Added %(what)s to %(entry)s")
REMOVED_FROM = _("Removed %(what)s from %(entry)s")
MOVED_IN = _("Moved %(what)s of %(entry)s")
READ = _("Read %(what)s")
READ_IN = _("Read %(what)s of %(entry)s")
# By what a change does: the sentence of a whole part, and of a part of an entry. A replaced
# text a person writes in sentences (PROSE) is "rewritten".
SENTENCES: dict[str, tuple[Promise, Promise]] = {
    "add": (ADDED, ADDED_TO),
    "remove": (REMOVED, REMOVED_FROM),
    "move": (MOVED, MOVED_IN),
    "read": (READ, READ_IN),
    "replace": (CHANGED, CHANGED_IN),
    "rewrite": (REWROTE, REWROTE_IN),
}
WHOLE_RESUME = _("Replaced the whole resume")
CHANGED_RESUME = _("Changed the resume")
