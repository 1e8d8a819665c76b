"""The guard cases of the third held-out set, made from its intended resumes: per resume a claimed
skill (a skill the posting asks for and the resume lacks, written into the skills, a highlight
or the summary), an inflated title (a more senior or another role), and rewordings that must
raise nothing (the resume's wording of a skill swapped for the posting's: an abbreviation,
synonym or the other language; a title reworded at the same level; a trimmed bullet)."""

from __future__ import annotations

import copy
import re
from typing import Any

# resume id: (inflated titles [(path, new)], reworded title (path, new) or None,
#             the missing skill to claim, which variant to swap (index into the posting's))
SPECS: dict[str, tuple[list[tuple[str, str]], tuple[str, str] | None, str, int]] = {
    "h3-r-vet-en": (
        [("work[0].position", "Medical Director")],
        ("basics.label", "Companion Animal Veterinarian"),
        "Fear Free",
        0,
    ),
    "h3-r-avm-en": (
        [("work[0].position", "Maintenance Supervisor")],
        ("work[0].position", "Line Maintenance Mechanic"),
        "avionics troubleshooting",
        0,
    ),
    "h3-r-hotel-en": (
        [("work[0].position", "Front Office Manager")],
        ("work[1].position", "Supervisor, Front Desk"),
        "labor cost control",
        0,
    ),
    "h3-r-chef-en": (
        [("work[0].position", "Executive Chef"), ("basics.label", "Executive Chef")],
        ("work[0].position", "Sous-Chef"),
        "ServSafe",
        1,
    ),
    "h3-r-news-en": (
        [("work[0].position", "Investigations Editor")],
        ("basics.label", "Journalist"),
        "podcast production",
        1,
    ),
    "h3-r-trans-en": (
        [("basics.label", "Head of Medical Translation")],
        ("basics.label", "Medical Translator, Chinese to English"),
        "memoQ",
        0,
    ),
    "h3-r-uw-en": (
        [("work[0].position", "Senior Underwriter, Commercial Property")],
        ("work[0].position", "Commercial Property Underwriter II"),
        "CPCU",
        0,
    ),
    "h3-r-act-en": (
        [("work[0].position", "Senior Actuarial Analyst")],
        ("basics.label", "Actuarial Analyst, P&C"),
        "Emblem",
        0,
    ),
    "h3-r-esg-en": (
        [("work[0].position", "Head of Sustainability")],
        ("work[0].position", "ESG Analyst"),
        "SBTi",
        1,
    ),
    "h3-r-agro-en": (
        [("work[0].position", "Agronomy Manager")],
        ("basics.label", "Field Agronomist"),
        "drone imagery",
        1,
    ),
    "h3-r-arch-en": (
        [("work[0].position", "Principal Architect")],
        ("basics.label", "Licensed Architect"),
        "mass timber",
        1,
    ),
    "h3-r-game-en": (
        [("work[0].position", "Lead Level Designer")],
        ("basics.label", "Level Designer (Games)"),
        "Houdini",
        0,
    ),
    "h3-r-bio-en": (
        [("work[0].position", "Senior Scientist")],
        ("work[0].position", "Research Associate 1"),
        "bioreactor",
        0,
    ),
    "h3-r-cra-en": (
        [("work[0].position", "Clinical Trial Manager")],
        ("basics.label", "CRA"),
        "Veeva Vault",
        0,
    ),
    "h3-r-sec-en": (
        [("work[0].position", "SOC Manager")],
        ("basics.label", "Cybersecurity Analyst"),
        "GCIH",
        0,
    ),
    "h3-r-weld-en": (
        [("work[0].position", "Welding Foreman")],
        ("basics.label", "Welder/Fitter"),
        "submerged arc",
        1,
    ),
    "h3-r-ecom-en": (
        [("work[0].position", "Head of E-commerce")],
        ("basics.label", "Amazon Marketplace Account Manager"),
        "Shopify",
        1,
    ),
    "h3-r-trade-en": (
        [("work[0].position", "Merchandising Manager")],
        ("work[0].position", "Sr. Merchandiser"),
        "Centric PLM",
        0,
    ),
    "h3-r-vet-zh": ([("work[0].position", "技术总监")], ("basics.label", "兽医"), "猪联网", 0),
    "h3-r-avm-zh": (
        [("work[0].position", "航线车间主任")],
        ("basics.label", "飞机维修工程师（航线）"),
        "AMOS",
        1,
    ),
    "h3-r-hotel-zh": (
        [("work[0].position", "收益总监")],
        ("basics.label", "收益管理经理"),
        "CRME",
        0,
    ),
    "h3-r-chef-zh": (
        [("work[0].position", "行政总厨")],
        ("basics.label", "粤菜厨师长"),
        "中央厨房",
        0,
    ),
    "h3-r-news-zh": (
        [("work[0].position", "主编")],
        ("work[0].position", "财经记者"),
        "数据新闻",
        0,
    ),
    "h3-r-trans-zh": (
        [("basics.label", "首席同声传译")],
        ("work[0].position", "英汉会议口译员"),
        "日语",
        0,
    ),
    "h3-r-uw-zh": (
        [("work[0].position", "核保部经理")],
        ("work[0].position", "新契约核保专员"),
        "FLMI",
        0,
    ),
    "h3-r-act-zh": (
        [("work[0].position", "精算经理"), ("basics.label", "精算经理")],
        ("basics.label", "精算分析员"),
        "资产负债管理",
        0,
    ),
    "h3-r-esg-zh": ([("work[0].position", "环评项目总工")], None, "碳足迹", 1),
    "h3-r-agro-zh": (
        [("work[0].position", "种植总监")],
        ("basics.label", "温室番茄种植主管"),
        "无人机植保",
        0,
    ),
    "h3-r-arch-zh": ([("work[0].position", "设计总监")], ("basics.label", "建筑师"), "Rhino", 1),
    "h3-r-game-zh": (
        [("work[0].position", "主策划")],
        ("basics.label", "资深游戏数值策划"),
        "Unity",
        0,
    ),
    "h3-r-bio-zh": (
        [("work[0].position", "实验室主管")],
        ("basics.label", "分子生物学实验员"),
        "Hamilton",
        0,
    ),
    "h3-r-cra-zh": (
        [("work[0].position", "高级临床监查员")],
        ("basics.label", "CRA（临床监查员）"),
        "稽查",
        1,
    ),
    "h3-r-sec-zh": (
        [("work[0].position", "安全技术总监")],
        ("basics.label", "渗透测试工程师"),
        "代码审计",
        0,
    ),
    "h3-r-weld-zh": (
        [("work[0].position", "焊接工程师")],
        ("basics.label", "压力管道焊工"),
        "熔化焊接与热切割作业证",
        0,
    ),
    "h3-r-ecom-zh": (
        [("work[0].position", "电商事业部总监")],
        ("basics.label", "抖音直播运营经理"),
        "淘宝直播",
        0,
    ),
    "h3-r-trade-zh": (
        [("work[0].position", "外贸经理")],
        ("basics.label", "外贸跟单员"),
        "BSCI",
        0,
    ),
}
# The claim in words where "Skilled in X" would read oddly (a certificate, a language).
PHRASES = {
    "h3-r-sec-en": " GIAC GCIH certified.",
    "h3-r-esg-en": " Set SBTi near-term targets for the group.",
    "h3-r-hotel-zh": "持有CRME认证。",
    "h3-r-trans-zh": "日语流利，可承担日中交传。",
    "h3-r-cra-zh": "多次应对申办方稽查，零重大发现",
}
_STEP = re.compile(r"([A-Za-z]+)(?:\[(\d+)\])?")


def _set(document: dict[str, Any], path: str, value: str) -> None:
    steps = [_STEP.fullmatch(s).groups() for s in path.split(".")]  # type: ignore[union-attr]
    node: Any = document
    for name, index in steps[:-1]:
        node = node[name] if index is None else node[name][int(index)]
    name, index = steps[-1]
    if index is None:
        node[name] = value
    else:
        node[name][int(index)] = value


def _swap(value: Any, old: str, new: str) -> Any:
    """Every mention of `old` (whole words for Latin, any case) made `new`."""
    if isinstance(value, dict):
        return {k: _swap(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [_swap(v, old, new) for v in value]
    if not isinstance(value, str):
        return value
    if old.isascii():
        pattern = rf"(?<![A-Za-z0-9]){re.escape(old)}(?![A-Za-z0-9])"
        return re.sub(pattern, lambda _: new, value, flags=re.IGNORECASE)
    return value.replace(old, new)


def _claim(
    document: dict[str, Any], skill: str, where: int, zh: bool, phrase: str | None
) -> tuple[dict, str]:
    after = copy.deepcopy(document)
    if where == 0:
        keywords = after["skills"][0]["keywords"]
        keywords.append(skill)
        return after, f"skills[0].keywords[{len(keywords) - 1}]"
    if where == 1:
        highlights = after["work"][0]["highlights"]
        default = f"熟练掌握{skill}" if zh else f"Hands-on experience with {skill}"
        highlights.append(phrase or default)
        return after, f"work[0].highlights[{len(highlights) - 1}]"
    summary = after["basics"]["summary"]
    default = f"熟悉{skill}。" if zh else f" Skilled in {skill}."
    after["basics"]["summary"] = summary + (phrase or default)
    return after, "basics.summary"


def cases(postings: list[dict[str, Any]], resumes: dict[str, dict]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for n, posting in enumerate(postings):
        rid, language = posting["resume"], posting["language"]
        inflated, retitle, skill, variant = SPECS[rid]
        assert any(m.lower() in skill.lower() for m in posting["missing"]), (rid, skill)
        before = resumes[rid]
        stem = rid.removeprefix("h3-r-")

        def case(kind, after, expect, suffix, stem=stem, before=before, posting=posting):
            out.append(
                {
                    "id": f"h3-{kind}-{stem}{suffix}",
                    "language": posting["language"],
                    "profession": posting["profession"],
                    "kind": kind,
                    "before": before,
                    "after": after,
                    "expect": expect,
                }
            )

        after, path = _claim(before, skill, n % 3, language == "zh", PHRASES.get(rid))
        case("claimed_skill", after, [{"check": "skill_claimed", "path": path}], "")
        after = copy.deepcopy(before)
        for where, title in inflated:
            _set(after, where, title)
        expect = [{"check": "title_inflated", "path": where} for where, _ in inflated]
        case("inflated_title", after, expect, "")
        in_posting, in_resume = posting["variants"][variant]
        case("rewording", _swap(before, in_resume, in_posting), [], "-term")
        if retitle:
            after = copy.deepcopy(before)
            _set(after, *retitle)
            case("rewording", after, [], "-title")
        if n % 3 == 0:
            after = copy.deepcopy(before)
            after["work"][0]["highlights"] = after["work"][0]["highlights"][:-1]
            case("rewording", after, [], "-trim")
    return out
