"""Blind set 8's job-site profile saved as text: an HTML profile page of a job board (a
'Personal information' table of label and value cells, each job a table row of dates,
employer and position with its duties below, skills and languages as tables) dumped by the
text browser **w3m** (`w3m -dump`: tables drawn as aligned columns of text, links as text),
uploaded as a .txt file, as a person who copies a profile out of a browser keeps it."""

from __future__ import annotations

import subprocess

from bench.parts.import_blind3.common import esc

_LABELS = {
    False: ("Personal information", "Name", "Desired position", "Email", "Mobile", "City",
            "Links", "Period", "Employer", "Position", "School", "Degree"),
    True: ("个人信息", "姓名", "求职意向", "邮箱", "手机", "现居城市", "主页", "时间",
           "单位", "职位", "学校", "专业及学历"),
}  # fmt: skip


def html(p) -> str:
    lab = _LABELS[p.zh]
    email, phone, city, *links = p.contacts
    rows = [(lab[1], p.name), (lab[2], p.label), (lab[3], email), (lab[4], phone),
            (lab[5], city)] + ([(lab[6], " ".join(links))] if links else [])  # fmt: skip
    out = [f"<h2>{esc(lab[0])}</h2><table border=1>"]
    out += [f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in rows]
    out.append("</table>")
    for s in p.sections:
        out.append(f"<h2>{esc(s.heading)}</h2>")
        if s.entries:
            heads = {"work": lab[7:10], "education": (lab[7], lab[10], lab[11])}.get(s.key)
            out.append(
                "<table>" + (f"<tr><th>{'</th><th>'.join(heads)}</th></tr>" if heads else "")
            )
            for e in s.entries:
                org = " ".join(x for x in (e.org, f"({e.place})" if e.place else "") if x)
                out.append(f"<tr><td>{esc(e.when)}</td><td>{esc(org)}</td>"
                           f"<td>{esc(e.title)}</td></tr>")  # fmt: skip
                if e.lines:
                    items = "".join(f"<li>{esc(x)}</li>" for x in e.lines)
                    out.append(f"<tr><td></td><td colspan=2><ul>{items}</ul></td></tr>")
            out.append("</table>")
        for line in s.lines:
            out.append(f"<p>{esc(line)}</p>")
    title = f"{esc(p.name)} - {'简历' if p.zh else 'Profile'}"
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            + "\n".join(out) + "</body></html>")  # fmt: skip


def dump(page_html: str) -> bytes:
    done = subprocess.run(
        ["w3m", "-dump", "-T", "text/html", "-cols", "96", "-I", "UTF-8", "-O", "UTF-8"],
        input=page_html.encode("utf-8"), capture_output=True, check=True, timeout=60,
    )  # fmt: skip
    return done.stdout
