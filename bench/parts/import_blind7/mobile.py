"""A personal web profile as a phone shows it (one column of cards at 390 CSS px: an initials
avatar, name, headline, contact chips, then a card per section with each entry's title,
'employer · place', grey dates and bullets, skills as 'group: terms' pills). The screenshot
kind photographs it with Chromium's own `--screenshot` (see images.py)."""

from __future__ import annotations

from bench.parts.import_blind3.common import esc
from bench.parts.import_blind4.model import Page

CSS = """
body{margin:0;background:#f3f2ef;font-family:'Liberation Sans','Noto Sans CJK SC',sans-serif;
color:#1d2226;font-size:14px;line-height:1.35}
.card{background:#fff;margin:8px 0;padding:12px 16px}
.top{text-align:left;padding-top:16px}
.avatar{width:64px;height:64px;border-radius:50%;background:#5b7b9a;color:#fff;
font-size:26px;display:flex;align-items:center;justify-content:center;font-weight:bold}
h1{font-size:22px;margin:8px 0 2px} .label{font-size:15px;color:#444}
.chips span{display:inline-block;border:1px solid #c7c7c7;border-radius:12px;padding:2px 9px;
margin:4px 4px 0 0;font-size:12.5px;color:#333}
h2{font-size:17px;margin:2px 0 8px}
.entry{border-top:1px solid #e8e8e8;padding:8px 0} .entry:first-of-type{border-top:0}
.t{font-weight:bold} .o{font-size:13.5px} .d{font-size:12.5px;color:#666}
ul{margin:4px 0 0 18px;padding:0} li{font-size:13.5px;margin:2px 0}
.pill{display:inline-block;background:#eef3f8;border-radius:10px;padding:3px 9px;
margin:3px 0;font-size:13px}
"""


def html(p: Page) -> str:
    initials = p.name[:1] if p.zh else "".join(w[0] for w in p.name.split()[:2])
    chips = "".join(f"<span>{esc(c)}</span>" for c in p.contacts)
    cards = []
    for s in p.sections:
        body = []
        for line in s.lines:
            cls = "pill" if s.key == "skills" else "line"
            body.append(f'<div class="{cls}">{esc(line)}</div>')
        for e in s.entries:
            org = " · ".join(esc(x) for x in (e.org, e.place) if x)
            items = "".join(f"<li>{esc(x)}</li>" for x in e.lines)
            body.append(
                f'<div class="entry"><div class="t">{esc(e.title)}</div>'
                + (f'<div class="o">{org}</div>' if org else "")
                + (f'<div class="d">{esc(e.when)}</div>' if e.when else "")
                + (f"<ul>{items}</ul>" if items else "")
                + "</div>"
            )
        cards.append(f'<div class="card"><h2>{esc(s.heading)}</h2>{"".join(body)}</div>')
    lang = "zh-CN" if p.zh else "en"
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
        f'content="width=device-width"><style>{CSS}</style></head><body><div class="card top">'
        f'<div class="avatar">{esc(initials)}</div><h1>{esc(p.name)}</h1><div class="label">'
        f'{esc(p.label)}</div><div class="chips">{chips}</div></div>{"".join(cards)}'
        "</body></html>"
    )
