"""Chinese layouts printed by Chromium for blind set 3: 'grid' (a 个人简历 info grid: 姓名 /
性别 / 求职意向 / 工作年限 / 联系电话 cells, a photo cell, section rows inside one bordered
table) and 'jobsite' (a job-site export: a profile block, 求职意向 fields, 工作经历 with
工作描述, a site footer). Invented facts a real page carries (性别, 出生年月, 民族, 期望薪资)
are on the page and not in the truth. Each returns (html, truth)."""

from __future__ import annotations

from bench.parts.import_blind3.common import esc, span, truth

FONT = "'Noto Sans CJK SC', 'Noto Serif CJK SC', sans-serif"


def _page(body: str, css: str) -> str:
    return (
        '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>'
        f"@page {{ size: A4; margin: 12mm; }} body {{ font-family: {FONT}; font-size: 10pt; }}"
        f"{css}</style></head><body>{body}</body></html>"
    )


def _years(person: dict) -> int:
    start = min(int(j["startDate"][:4]) for j in person["work"])
    return 2026 - start


GRID_CSS = """
h1 { text-align: center; letter-spacing: 0.6em; font-size: 20pt; margin: 0 0 4mm; }
table { border-collapse: collapse; width: 100%; }
td { border: 1px solid #333; padding: 1.6mm 2mm; vertical-align: top; }
td.k { background: #e8eef5; width: 18mm; text-align: center; white-space: nowrap; }
td.sec { background: #3c6e9f; color: #fff; font-weight: bold; letter-spacing: 0.3em; }
td.photo { width: 28mm; text-align: center; vertical-align: middle; color: #999; }
ol { margin: 0; padding-left: 5mm; }
"""


def grid(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    photo = '<td class="photo" rowspan="5">照片</td>'
    rows = [
        f'<tr><td class="k">姓名</td><td>{esc(b["name"])}</td><td class="k">性别</td>'
        f"<td>{'女' if person.get('female', True) else '男'}</td>{photo}</tr>",
        '<tr><td class="k">出生年月</td><td>1992.06</td><td class="k">民族</td><td>汉</td></tr>',
        f'<tr><td class="k">求职意向</td><td>{esc(b["label"])}</td><td class="k">工作年限</td>'
        f"<td>{_years(person)}年</td></tr>",
        f'<tr><td class="k">联系电话</td><td>{esc(b["phone"])}</td><td class="k">电子邮箱</td>'
        f"<td>{esc(b['email'])}</td></tr>",
        f'<tr><td class="k">现居地</td><td>{esc(b["location"]["city"])}</td>'
        f'<td class="k">最高学历</td><td>{esc(person["education"][0]["studyType"])}</td></tr>',
    ]
    rows.append('<tr><td class="sec" colspan="5">教育背景</td></tr>')
    for s in person["education"]:
        extra = f"　{esc(s['score'])}" if s.get("score") else ""
        rows.append(
            f"<tr><td colspan='2'>{s['startDate']}—{s['endDate']}</td><td colspan='3'>"
            f"{esc(s['institution'])}　{esc(s['area'])}　{esc(s['studyType'])}{extra}</td></tr>"
        )
    rows.append('<tr><td class="sec" colspan="5">工作经历</td></tr>')
    for j in person["work"]:
        items = "".join(f"<li>{esc(h)}</li>" for h in j["highlights"])
        rows.append(
            f"<tr><td colspan='2'>{esc(span(j, 'zh', ' - ', '至今'))}</td><td colspan='3'><b>"
            f"{esc(j['name'])}</b>　{esc(j['position'])}　（{esc(j['location'])}）"
            f"<ol>{items}</ol></td></tr>"
        )
    groups = [g for g in person["skills"] if g.get("keywords")]
    skills = "<br>".join(f"{esc(g['name'])}：{esc('、'.join(g['keywords']))}" for g in groups)
    skills = skills or esc("、".join(g["name"] for g in person["skills"]))
    langs = "；".join(f"{esc(x['language'])} {esc(x['fluency'])}" for x in person["languages"])
    certs = "<br>".join(
        f"{esc(c['date'])}年　{esc(c['name'])}（{esc(c['issuer'])}）"
        for c in person["certificates"]
    )
    for key, value in (("技能特长", skills), ("语言能力", langs), ("证书", certs)):
        rows.append(f'<tr><td class="k">{key}</td><td colspan="4">{value}</td></tr>')
    rows.append(f'<tr><td class="k">自我评价</td><td colspan="4">{esc(b["summary"])}</td></tr>')
    body = "<h1>个人简历</h1><table>" + "".join(rows) + "</table>"
    return _page(body, GRID_CSS), truth(person)


JOBSITE_CSS = """
.top { border-bottom: 3px solid #f60; padding-bottom: 3mm; }
.top h1 { font-size: 18pt; margin: 0; display: inline-block; }
.top .meta { color: #666; margin: 1.5mm 0; }
h2 { font-size: 11pt; background: #f5f5f5; border-left: 4px solid #f60; padding: 1mm 3mm;
  margin: 5mm 0 2mm; }
.f { margin: 1mm 0; } .f span { color: #888; display: inline-block; width: 22mm; }
.job { margin: 2mm 0 3mm; } .job .h { font-weight: bold; }
.job .h em { font-style: normal; color: #888; font-weight: normal; margin-right: 4mm; }
.foot { margin-top: 8mm; color: #aaa; font-size: 8pt; text-align: center; }
"""


def jobsite(person: dict) -> tuple[str, dict]:
    b = person["basics"]
    body = (
        f"<div class='top'><h1>{esc(b['name'])}</h1><div class='meta'>女 | 31岁 | "
        f"现居{esc(b['location']['city'])} | {_years(person)}年工作经验</div>"
        f"<div class='meta'>手机：{esc(b['phone'])}　　邮箱：{esc(b['email'])}</div></div>"
    )
    body += "<h2>求职意向</h2>"
    body += f"<div class='f'><span>期望职位</span>{esc(b['label'])}</div>"
    body += f"<div class='f'><span>期望地点</span>{esc(b['location']['city'])}</div>"
    body += "<div class='f'><span>期望薪资</span>面议</div>"
    body += f"<h2>自我评价</h2><div>{esc(b['summary'])}</div><h2>工作经历</h2>"
    for j in person["work"]:
        lines = "<br>".join(f"{n}. {esc(h)}" for n, h in enumerate(j["highlights"], 1))
        body += (
            f"<div class='job'><div class='h'><em>{esc(span(j, 'slashzh', ' - ', '至今'))}</em>"
            f"{esc(j['name'])} | {esc(j['position'])} | {esc(j['location'])}</div>"
            f"<div class='f'><span>工作描述：</span></div><div>{lines}</div></div>"
        )
    body += "<h2>教育经历</h2>"
    for s in person["education"]:
        extra = f" | {esc(s['score'])}" if s.get("score") else ""
        body += (
            f"<div class='f'>{s['startDate']} - {s['endDate']}　{esc(s['institution'])} | "
            f"{esc(s['area'])} | {esc(s['studyType'])}{extra}</div>"
        )
    body += "<h2>专业技能</h2>"
    for g in person["skills"]:
        if g.get("keywords"):
            body += f"<div class='f'>{esc(g['name'])}：{esc('、'.join(g['keywords']))}</div>"
    if not any(g.get("keywords") for g in person["skills"]):
        body += f"<div class='f'>{esc('、'.join(g['name'] for g in person['skills']))}</div>"
    body += "<h2>语言能力</h2>" + "".join(
        f"<div class='f'>{esc(x['language'])}：{esc(x['fluency'])}</div>"
        for x in person["languages"]
    )
    body += "<h2>证书</h2>" + "".join(
        f"<div class='f'>{esc(c['date'])}年 {esc(c['name'])} — {esc(c['issuer'])}</div>"
        for c in person["certificates"]
    )
    body += "<div class='foot'>本简历来自 职通网 www.zhitong.example.cn　简历编号：ZT20261127</div>"
    return _page(body, JOBSITE_CSS), truth(person)


STYLES = {"grid": grid, "jobsite": jobsite}
