"""The import report's "Not placed" list, acted on: each line the parser could not place
(the resume's `x-unplaced`) can be put into a field or section, or dismissed. Each step is
one revision of the resume (a batch: the new value and the line's removal together), so it
shows in the history and can be undone; the report lists what is still not placed."""

from __future__ import annotations

import re
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_POST

from resumes import services
from resumes.importing.draft import UNPLACED_KEY
from resumes.models import Resume
from resumes.selectors import resume_get_for_user

# Where a line can go, in the order the report offers them.
TARGETS = {
    "summary": gettext_lazy("Summary (added to it)"),
    "label": gettext_lazy("Headline"),
    "work": gettext_lazy("Work: a new entry"),
    "education": gettext_lazy("Education: a new entry"),
    "projects": gettext_lazy("Projects: a new entry"),
    "volunteer": gettext_lazy("Volunteering: a new entry"),
    "skills": gettext_lazy("Skills"),
    "languages": gettext_lazy("Languages"),
    "certificates": gettext_lazy("Certificates"),
    "awards": gettext_lazy("Awards"),
    "publications": gettext_lazy("Publications"),
    "interests": gettext_lazy("Interests"),
}
_GROUP = re.compile(r"^\s*([^:：]{1,40})[:：]\s*(.+)$", re.S)
_ITEMS = re.compile(r"\s*[,，、;；|]\s*")


def unplaced_items(resume: Resume) -> list[dict[str, Any]]:
    """The lines still not placed, with their index in `x-unplaced`."""
    items = (resume.data or {}).get(UNPLACED_KEY) or []
    return [{"index": i, "text": text} for i, text in enumerate(items) if isinstance(text, str)]


def operations(document: dict[str, Any], target: str, text: str) -> list[dict[str, Any]]:
    """The edits that put `text` into `target` (without removing it from the list)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and _headingish(lines[0]):
        lines = lines[1:]  # a section this app has no place for: its heading goes
    first, rest = lines[0], lines[1:]
    basics = document.get("basics") or {}
    if target == "summary":
        summary = "\n".join(filter(None, [basics.get("summary", ""), text.strip()]))
        return [{"path": "basics.summary", "action": "update", "value": summary}]
    if target == "label":
        return [{"path": "basics.label", "action": "update", "value": " ".join(lines)}]
    entry: dict[str, Any]
    if target in {"work", "volunteer"}:
        key = "name" if target == "work" else "organization"
        entry = {key: first, **({"highlights": rest} if rest else {})}
    elif target == "education":
        entry = {"institution": first, **({"courses": rest} if rest else {})}
    elif target == "projects":
        entry = {"name": first, **({"description": "\n".join(rest)} if rest else {})}
    elif target == "skills":
        return [{"path": "skills", "action": "add", "value": [_skill(line) for line in lines]}]
    elif target == "languages":
        return [{"path": "languages", "action": "add", "value": [_language(x) for x in lines]}]
    elif target == "interests":
        return [{"path": "interests", "action": "add", "value": [{"name": x} for x in lines]}]
    elif target == "awards":
        entry = {"title": first, **({"summary": "\n".join(rest)} if rest else {})}
    elif target == "certificates":
        return [{"path": target, "action": "add", "value": [{"name": x} for x in lines]}]
    else:  # publications
        entry = {"name": first, **({"summary": "\n".join(rest)} if rest else {})}
    return [{"path": target, "action": "add", "value": entry}]


def _headingish(line: str) -> bool:
    words = line.split()
    return (
        0 < len(words) <= 4
        and not any(ch.isdigit() for ch in line)
        and not line.endswith((".", ":", "："))
        and (line.isupper() or all(w[:1].isupper() for w in words) or len(line) <= 6)
    )


def _skill(line: str) -> dict[str, Any]:
    """ "Cloud: AWS, Terraform" is a group with its keywords; "Python" a skill."""
    match = _GROUP.match(line)
    if match:
        keywords = [k for k in _ITEMS.split(match.group(2)) if k]
        return {"name": match.group(1).strip(), "keywords": keywords}
    return {"name": line}


def _language(line: str) -> dict[str, Any]:
    match = re.match(r"^(.+?)\s*(?:[(（](.+?)[)）]|[:：—–-]\s*(.+))$", line)
    if match:
        return {"language": match.group(1).strip(), "fluency": (match.group(2) or match.group(3))}
    return {"language": line}


@login_required
@require_POST
def act(request: HttpRequest, resume_id: int) -> HttpResponse:
    """Put one not-placed line somewhere, or dismiss it: one revision either way."""
    resume = resume_get_for_user(request.user, resume_id)
    back = reverse("resume_detail", args=[resume.pk]) + "?imported=1#import-report"
    items = (resume.data or {}).get(UNPLACED_KEY) or []
    try:
        index = int(request.POST.get("index", ""))
    except ValueError:
        index = -1
    # Browsers send a form value's line breaks as CRLF.
    text = request.POST.get("text", "").replace("\r\n", "\n")
    target = request.POST.get("target", "")
    if not 0 <= index < len(items) or items[index] != text:
        messages.error(
            request, _("That line has changed since the page was shown; nothing was done.")
        )
        return redirect(back)
    where = f'["{UNPLACED_KEY}"]' + (f"[{index}]" if len(items) > 1 else "")
    remove = {"path": where, "action": "delete"}
    if request.POST.get("action") == "dismiss":
        ops, summary = [remove], _("Dismissed a line the import did not place")
    elif target in TARGETS:
        ops = [*operations(resume.data, target, text), remove]
        summary = _("Put a line the import did not place into: %(where)s") % {
            "where": TARGETS[target]
        }
    else:
        messages.error(request, _("Choose where the line goes."))
        return redirect(back)
    try:
        services.resume_apply_batch(
            resume=resume,
            operations=ops,
            source="user",
            author=request.user,
            expected_version=resume.version,
            summary=str(summary),
        )
    except services.StaleVersionError:
        messages.error(request, _("The resume changed meanwhile; look again and retry."))
    except services.ResumeEditError as exc:
        messages.error(request, str(exc))
    return redirect(back)
