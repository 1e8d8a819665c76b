"""Contact details in free text: email, phone, web site, profiles (LinkedIn, GitHub, ...)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PHONE = re.compile(r"(?<![\w+])(?:\+|00)?\(?\d[\d\s().\-/]{6,18}\d(?![\w])")
URL = re.compile(
    r"(?<![@\w.])(?:https?://[^\s,;|<>()（）]+|www\.[^\s,;|<>()（）]+"
    r"|(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|cn|co|ai|app|uk|de|fr|info|tech|site|xyz|"
    r"page|blog|so|sh|ly|gg|in|us|eu|nl|se|ch|jp)(?:/[^\s,;|<>()（）]*)?)",
    re.IGNORECASE,
)
LABEL = re.compile(
    r"^\s*(?:e-?mail|email address|mail|phone|phone number|mobile number|cell phone|tel|"
    r"telephone|mobile|cell|mob|ph|website|web|"
    r"homepage|home page|site|portfolio|blog|address|location|linkedin|github|gitlab|twitter|"
    r"wechat|weixin|电话|手机|手机号|联系电话|邮箱|电子邮箱|邮件|微信|网站|个人网站|主页|"
    r"个人主页|地址|所在地|现居|现居地|居住地|城市|博客)\s*[:：]\s*",
    re.IGNORECASE,
)
NETWORKS = (
    ("LinkedIn", re.compile(r"linkedin\.com/(?:in|pub)/([^/?#\s]+)", re.I)),
    ("GitHub", re.compile(r"github\.com/([^/?#\s]+)", re.I)),
    ("GitLab", re.compile(r"gitlab\.com/([^/?#\s]+)", re.I)),
    ("Twitter", re.compile(r"(?:twitter|x)\.com/([^/?#\s]+)", re.I)),
    ("Stack Overflow", re.compile(r"stackoverflow\.com/users/(\d+(?:/[^/?#\s]+)?)", re.I)),
    ("Medium", re.compile(r"medium\.com/@?([^/?#\s]+)", re.I)),
    ("Dribbble", re.compile(r"dribbble\.com/([^/?#\s]+)", re.I)),
    ("Behance", re.compile(r"behance\.net/([^/?#\s]+)", re.I)),
    ("知乎", re.compile(r"zhihu\.com/people/([^/?#\s]+)", re.I)),
)
NAMED_PROFILE = re.compile(
    r"^(linkedin|github|gitlab|twitter|x|stack overflow|medium|wechat|weixin|微信|知乎|掘金|"
    r"微博|dribbble|behance|kaggle|leetcode)\s*[:：]\s*(\S+)$",
    re.IGNORECASE,
)
_NETWORK_URL = {
    "linkedin": "https://www.linkedin.com/in/{}",
    "github": "https://github.com/{}",
    "gitlab": "https://gitlab.com/{}",
    "twitter": "https://twitter.com/{}",
}
_CANONICAL = {"linkedin": "LinkedIn", "github": "GitHub", "gitlab": "GitLab", "twitter": "Twitter",
              "x": "X", "wechat": "WeChat", "weixin": "WeChat", "微信": "WeChat",
              "stack overflow": "Stack Overflow"}  # fmt: skip


_NETWORK_WORDS = {"linkedin", "github", "gitlab", "twitter", "x", "medium", "dribbble", "behance"}


@dataclass
class Contacts:
    """What contact details a text held, and what was left of it."""

    email: str = ""
    phone: str = ""
    url: str = ""
    profiles: list[dict[str, str]] = field(default_factory=list)
    rest: list[str] = field(default_factory=list)

    def merge_into(self, basics: dict[str, Any]) -> None:
        for key in ("email", "phone", "url"):
            value = getattr(self, key)
            if value and not basics.get(key):
                basics[key] = value
            elif value and basics.get(key) != value:
                self.rest.append(value)
        known = {(p.get("network"), p.get("username")) for p in basics.get("profiles", [])}
        for profile in self.profiles:
            if (profile.get("network"), profile.get("username")) not in known:
                basics.setdefault("profiles", []).append(profile)


def is_phone(text: str) -> bool:
    digits = re.sub(r"\D", "", text)
    if not 8 <= len(digits) <= 16:
        return False
    # Two years ("2016 - 2019") are a date range, not a number to call; nor is a calendar
    # date ("2026-11-20", "20.11.2026": a job site's "updated" stamp in the header).
    return not (
        re.fullmatch(r"\s*(19|20)\d\d\s*[-–/~]\s*(19|20)\d\d\s*", text)
        or _CALENDAR_DATE.fullmatch(text.strip())
    )


_CALENDAR_DATE = re.compile(
    r"(?:19|20)\d\d([-./])\d{1,2}\1\d{1,2}|\d{1,2}([-./])\d{1,2}\2(?:19|20)\d\d"
)


def profile_from_url(url: str) -> dict[str, str] | None:
    for network, pattern in NETWORKS:
        match = pattern.search(url)
        if match:
            username = match.group(1).rstrip("/")
            full = url if re.match(r"https?://", url, re.I) else f"https://{url}"
            return {"network": network, "username": username, "url": full}
    return None


def extract(fragments: list[str]) -> Contacts:
    """Pulls contact details out of header fragments ("ada@x.com", "Tel: +44 ...", ...)."""
    found = Contacts()
    for fragment in fragments:
        rest = _take(fragment, found)
        rest = re.sub(r"\(\s*\)|（\s*）", " ", rest).strip(" \t|·•,;/")
        if rest.lower() in _NETWORK_WORDS and any(
            p["network"].lower() == rest.lower() for p in found.profiles
        ):
            rest = ""
        if rest:
            found.rest.append(rest)
    return found


def _take(fragment: str, found: Contacts) -> str:
    text = fragment.strip()
    named = NAMED_PROFILE.match(text)
    if named and not URL.search(named.group(2)):
        network = _CANONICAL.get(named.group(1).lower(), named.group(1))
        username = named.group(2)
        profile = {"network": network, "username": username}
        template = _NETWORK_URL.get(named.group(1).lower())
        if template:
            profile["url"] = template.format(username)
        found.profiles.append(profile)
        return ""
    labelled = LABEL.match(text)
    if labelled:
        text = text[labelled.end() :]
    for match in EMAIL.finditer(text):
        if not found.email:
            found.email = match.group(0)
            text = text.replace(match.group(0), " ", 1)
    for match in URL.finditer(text):
        url = match.group(0).rstrip(".")
        if "@" in url:
            continue
        profile = profile_from_url(url)
        if profile:
            found.profiles.append(profile)
        elif not found.url:
            found.url = url
        else:
            continue
        text = text.replace(match.group(0), " ", 1)
    for match in PHONE.finditer(text):
        candidate = match.group(0).strip()
        if is_phone(candidate) and not found.phone:
            found.phone = candidate
            text = text.replace(match.group(0), " ", 1)
    return text
