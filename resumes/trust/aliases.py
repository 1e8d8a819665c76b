"""A new text read in the earlier version's own words, before `skill_claimed` judges it.

Two kinds of rewording name a thing the earlier version already names, anywhere in it:

- **An abbreviation and its spelled-out form** (`spell_toward`): "TEE" where the earlier
  version says "transesophageal echocardiography", "data processing agreements" where it says
  "DPAs", "arteriovenous fistula" for "AV fistula", "Cinema 4D" for "C4D". The letters are the
  initials of consecutive words (a hyphenated word by its parts, a word in capitals or with a
  digit whole, "and", "of", "the", "for", "&" skipped), and one long compound word may give one
  more letter from inside ("trans-esophageal", "green-house"). A two-letter abbreviation is
  its words only before the same word ("GL submissions" for "general liability submissions";
  at the end of both, after the same word), since two letters mean too many things.
- **Another name of the same thing** (`ALIASES`): a product under its new or its Chinese name
  ("Meta Ads" for "Facebook Ads", 犀牛 for Rhino, 草图大师 for SketchUp), a trade's English
  short form written in a Chinese line or the reverse (KA = 重点客户, KOL = 达人, FTO = 自由实施,
  HS编码 = 商品编码, GSP = 药品经营质量管理规范), a jargon synonym ("reefer" = "refrigerated").

An abbreviation the term lists know ("BLS") stands only for a label of its own concept or
for words that are a known term ("bedside lab sampling" is no BLS). `toward(text, before)`
writes each such form as the earlier version writes it, so the checks read "Assisted with
transesophageal echocardiography" and find nothing new. A form the earlier version does not
have stays as it is and is judged as before.
"""

from __future__ import annotations

import re
from functools import lru_cache

from resumes.skills.index import SkillIndex
from resumes.skills.terms import find_terms, normalize, stem
from resumes.skills.vocabulary import SKILLS
from resumes.trust.product_names import RENAMED
from resumes.trust.work_synonyms import WORK_SYNONYMS
from resumes.trust.zh_short import zh_toward

# Groups of names of one thing; the first is only a label. Matched without case, as words
# (Latin) or as they are (Chinese).
ALIASES: tuple[tuple[str, ...], ...] = (
    *RENAMED,  # products renamed, and their other spellings
    # Foreign products by their Chinese names, Chinese products by their English names
    ("rhino", "rhinoceros", "犀牛"),
    ("sketchup", "sketch up", "草图大师"),
    ("davinci resolve", "达芬奇调色", "达芬奇"),
    ("capcut", "剪映"),
    ("dingtalk", "钉钉"),
    ("feishu", "lark", "飞书"),
    ("wecom", "wechat work", "企业微信"),
    ("tencent meeting", "voov", "腾讯会议"),
    ("kingdee", "金蝶"),
    ("yonyou", "ufida", "用友"),
    ("glodon", "广联达"),
    ("tarch", "天正"),
    ("kujiale", "酷家乐"),
    ("coreldraw", "cdr"),
    ("xiaohongshu", "rednote", "小红书"),
    ("douyin", "抖音"),
    ("wechat", "weixin", "微信"),
    ("weibo", "微博"),
    ("bilibili", "b站", "哔哩哔哩"),
    ("ocean engine", "巨量引擎"),
    ("qianchuan", "巨量千川", "千川"),
    ("seewo", "希沃"),
    ("youdao", "有道"),
    ("wjx", "wenjuanxing", "问卷星"),
    ("shimo", "石墨文档"),
    ("tencent docs", "腾讯文档"),
    ("wps office", "wps", "金山办公"),
    ("liepin", "猎聘"),
    ("zhaopin", "智联招聘"),
    ("boss zhipin", "boss直聘"),
    ("beisen", "北森"),
    ("weaver e-cology", "泛微"),
    ("seeyon", "致远oa", "致远"),
    ("finereport", "fanruan", "帆软"),
    ("sensors data", "神策数据", "神策"),
    ("umeng", "友盟"),
    ("lanhu", "蓝湖"),
    ("modao", "墨刀"),
    ("xiumi", "秀米"),
    ("newrank", "新榜"),
    ("chanmama", "蝉妈妈"),
    ("sycm", "business advisor", "生意参谋"),
    ("qianniu", "千牛"),
    ("pinduoduo", "拼多多"),
    ("meituan", "美团"),
    ("amap", "高德地图"),
    ("baidu tongji", "百度统计"),
    ("baidu ads", "baidu promotion", "百度推广"),
    ("taobao", "淘宝"),
    ("tmall", "天猫"),
    ("alipay", "支付宝"),
    # A trade's short forms in the other language
    ("key account", "key accounts", "ka", "重点客户", "大客户", "ka客户", "重点卖场"),
    ("kol", "kols", "key opinion leader", "达人", "意见领袖", "网红", "influencer", "influencers"),
    ("koc", "关键意见消费者"),
    ("fto", "freedom to operate", "自由实施"),
    ("hs code", "hs编码", "商品编码", "海关编码", "harmonized system code"),
    ("asf", "african swine fever", "非洲猪瘟", "非瘟"),
    ("c-ross", "偿二代", "china risk oriented solvency system"),
    ("gsp", "good supply practice", "药品经营质量管理规范"),
    ("gmp", "good manufacturing practice", "药品生产质量管理规范"),
    ("gcp", "good clinical practice", "药物临床试验质量管理规范"),
    ("glp", "good laboratory practice", "药物非临床研究质量管理规范"),
    ("sop", "sops", "standard operating procedure", "标准作业程序", "标准操作规程"),
    ("okr", "okrs", "目标与关键成果"),
    ("kpi", "kpis", "关键绩效指标"),
    ("ipo", "initial public offering", "首次公开发行", "首发上市"),
    ("rfq", "rfqs", "request for quotation", "询价"),
    ("po", "purchase order", "purchase orders", "采购订单"),
    ("mm", "materials management", "物料管理"),
    ("pms", "property management system", "酒店管理系统", "物业管理系统"),
    ("etl", "extract, transform, load", "抽取、转换、加载", "抽取转换加载"),
    ("bd", "business development", "商务拓展"),
    ("hrbp", "hr business partner", "人力资源业务伙伴"),
    ("crc", "clinical research coordinator", "临床研究协调员"),
    ("cra", "clinical research associate", "临床监查员"),
    ("kirkpatrick", "柯氏"),
    ("api", "apis", "接口"),
    ("android", "安卓"),
    ("ui", "用户界面", "界面"),
    ("ux", "用户体验"),
    ("ci/cd", "ci", "持续集成"),
    ("snap", "food stamps", "supplemental nutrition assistance program"),
    ("ehs", "hse", "环境健康安全"),
    # Jargon synonyms
    ("refrigerated", "reefer", "reefers", "冷藏"),
    ("salary benchmarking", "market pricing", "compensation benchmarking", "pay benchmarking"),
    ("butchery", "whole-animal breakdown", "meat fabrication"),
    ("ap style", "associated press style", "associated press stylebook", "ap stylebook"),
    *WORK_SYNONYMS,  # everyday work by its other names (rostering / scheduling)
)


@lru_cache(maxsize=1)
def _alias_table() -> tuple[re.Pattern[str], dict[str, int]]:
    """One pattern for every name of every group, and each name's group."""
    group_of = {form: index for index, group in enumerate(ALIASES) for form in group}
    alternatives = "|".join(re.escape(form) for form in sorted(group_of, key=len, reverse=True))
    return re.compile(rf"(?<![a-z0-9])(?:{alternatives})(?![a-z0-9])", re.I), group_of


def _aliased(text: str, before: SkillIndex) -> str:
    """`text` with each name of a group that the earlier version lacks written as the earlier
    version writes another name of it."""
    pattern, group_of = _alias_table()
    if not pattern.search(text):
        return text  # the common case, at once

    def theirs(match: re.Match[str]) -> str:
        written = match.group(0)
        index = group_of.get(normalize(written))
        if index is None or _has(before, normalize(written)):
            return written
        return next((form for form in ALIASES[index] if _has(before, form)), written)

    return pattern.sub(theirs, text)


def _word(form: str) -> str:
    return rf"(?<![a-z0-9]){re.escape(form)}(?![a-z0-9])"


def _has(before: SkillIndex, form: str) -> bool:
    return bool(re.search(_word(form), before.joined))


# ---- abbreviations and their words

_SKIP = frozenset({"and", "of", "the", "for", "&", "in", "on", "to", "with"})
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'&]*(?:-[A-Za-z0-9]+)*")
_ACRONYM = re.compile(r"(?<![A-Za-z0-9])([A-Z][A-Za-z0-9&-]{0,6}?[A-Z0-9])(s?)(?![A-Za-z0-9])")
# A compound word gives one more letter, the first after its first part ("trans-esophageal",
# "green-house", "arterio-venous").
_FIRST_PARTS = (
    "trans", "inter", "intra", "extra", "arterio", "electro", "echo", "cardio", "gastro",
    "neuro", "micro", "macro", "multi", "hyper", "hypo", "over", "under", "super", "post",
    "anti", "auto", "bio", "geo", "hydro", "photo", "radio", "thermo", "green", "cross",
    "work", "frame", "foot", "hand", "head", "home", "house", "water", "fire", "data", "web",
)  # fmt: skip


def _letters(token: str) -> list[str]:
    """What one word may give to an abbreviation: its first letter, or its parts' (hyphenated),
    or itself whole when it has a digit or is in capitals."""
    if any(ch.isdigit() for ch in token) or (token.isupper() and len(token) <= 4):
        return [token.lower(), token[0].lower()]
    if "-" in token:
        parts = [p for p in token.split("-") if p]
        return ["".join(p[0] for p in parts).lower(), token[0].lower()]
    return [token[0].lower()]


def _second(token: str) -> str:
    """The first letter of a compound word's second part ("" if it is none)."""
    low = token.lower()
    for part in _FIRST_PARTS:
        if low.startswith(part) and len(low) - len(part) >= 4 and low.isalpha():
            return low[len(part)]
    return ""


def _spells(letters: str, tokens: list[str], start: int) -> int:
    """The number of words from `start` whose initials spell `letters` (0: they do not)."""

    def walk(at: int, i: int, inner_used: bool) -> int:
        if at == len(letters):
            return i - start
        if i >= len(tokens):
            return 0
        token = tokens[i]
        if token.lower() in _SKIP:  # a little word gives no letter ("churn and customer")
            return walk(at, i + 1, inner_used) if i > start else 0
        for give in _letters(token):
            if letters.startswith(give, at):
                found = walk(at + len(give), i + 1, inner_used)
                if found:
                    return found
                # a compound word: one more letter from inside ("trans-esophageal")
                nxt = at + len(give)
                if not inner_used and nxt < len(letters) and letters[nxt] == _second(token):
                    found = walk(nxt + 1, i + 1, True)
                    if found:
                        return found
        return 0

    return walk(0, start, False)


@lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[tuple[tuple[int, int], ...], list[str], frozenset[str]]:
    """The words of `text`: their spans, themselves, and their first letters."""
    tokens = list(_TOKEN.finditer(text))
    words = [t.group(0) for t in tokens]
    return tuple(t.span() for t in tokens), words, frozenset(w[0].lower() for w in words)


def _runs(letters: str, text: str) -> list[tuple[int, int]]:
    """Spans of `text` whose words spell `letters`."""
    spans_of, words, firsts = _tokens(text)
    if letters[0] not in firsts:
        return []
    spans: list[tuple[int, int]] = []
    for start, word in enumerate(words):
        if word[0].lower() != letters[0] or word.lower() in _SKIP:
            continue
        count = _spells(letters, words, start)
        long_enough = count >= 2 or (count == 1 and len(word) > len(letters) <= 3)
        # runs that do not overlap
        if long_enough and (not spans or spans_of[start][0] >= spans[-1][1]):
            spans.append((spans_of[start][0], spans_of[start + count - 1][1]))
    return spans


def _neighbours(text: str, span: tuple[int, int]) -> tuple[str, str]:
    ahead = re.findall(r"[a-z0-9]+", text[: span[0]].lower())
    after = re.findall(r"[a-z0-9]+", text[span[1] :].lower())
    return (ahead[-1] if ahead else ""), (after[0] if after else "")


def _same_word(one: str, other: str) -> bool:
    """The same word, or the same word inflected ("fits" / "fittings": one stem begins the
    other's, three letters or more)."""
    if one == other:
        return True
    a, b = sorted((stem(one), stem(other)), key=len)
    return len(a) >= 3 and b.startswith(a)


def _beside(short: tuple[str, str], long: tuple[str, str]) -> bool:
    """The same word after both (the noun they qualify, in any inflection: "CL fits" /
    "contact lens fittings"), or, at the end of both, before."""
    if short[1] or long[1]:
        return bool(short[1]) and bool(long[1]) and _same_word(short[1], long[1])
    return bool(short[0]) and short[0] == long[0]


def _same_thing(short: str, words: str) -> bool:
    """Whether an abbreviation may stand for `words`: when the term lists know it ("BLS"),
    only for a label of its own concept or for words that are a known term themselves; an
    abbreviation they do not know ("DPA", "RLS") has only its letters to go by."""
    key = normalize(short)
    known = [t for t in find_terms(key) if normalize(t.surface) in (key, key[:-1])]
    if not known:
        return True
    spelled = normalize(words)
    for term in known:
        labels = {normalize(label) for label in SKILLS.get(term.canonical, ())}
        if spelled in labels or normalize(term.canonical) == spelled:
            return True
        if any(t.canonical == term.canonical for t in find_terms(spelled)):
            return True
    # an abbreviation of several meanings: words that are known terms themselves, every one of
    # them ("PM", "preventive maintenance"; "CMMS", "computerized maintenance management
    # system"), not everyday words ("bedside lab sampling" for BLS)
    covered = " ".join(normalize(t.surface) for t in find_terms(spelled)).split()
    return all(word in covered or word in _SKIP for word in spelled.split())


def _two_letters(where: tuple[str, str], old: str, span: tuple[int, int]) -> bool:
    """Whether two letters stand for the words at `span` of `old`: before the same word, or
    the words are all `old` says (a skills entry "preventive maintenance" for "PM")."""
    return _beside(where, _neighbours(old, span)) or old[span[0] : span[1]] == old.strip()


def _old_shorts(before: SkillIndex) -> list[tuple[str, str]]:
    """The abbreviations of the earlier version (and a plural "s"), longest first; read once."""
    cached = before._found.get("\0\0shorts")
    if cached is None:
        found = {
            (m.group(1), m.group(2))
            for _, _, old in before.texts
            for m in _ACRONYM.finditer(old)
            if m.group(1).isupper() or sum(c.isupper() for c in m.group(1)) >= 2
        }
        cached = sorted(found, key=lambda s: (-len(s[0]), s))
        before._found["\0\0shorts"] = cached  # type: ignore[assignment]
    return cached  # type: ignore[return-value]


def spell_toward(text: str, before: SkillIndex) -> str:
    """`text` with an abbreviation written as the earlier version spells it out, and words
    the earlier version abbreviates written as its abbreviation."""
    old_texts = [t for _, _, t in before.texts]
    shorts = _old_shorts(before)
    # An abbreviation of the new text that the earlier version spells out.
    for match in list(_ACRONYM.finditer(text)):
        short = match.group(1)
        letters = re.sub(r"[^a-z0-9]", "", short.lower())
        if len(letters) < 2 or (not short.isupper() and sum(c.isupper() for c in short) < 2):
            continue
        if _has(before, short.lower()):
            continue
        where = _neighbours(text, match.span())
        for old in old_texts:
            spans = _runs(letters, old)
            spans = [s for s in spans if len(letters) > 2 or _two_letters(where, old, s)]
            spans = [s for s in spans if _same_thing(short, old[s[0] : s[1]])]
            if spans:
                text = text.replace(match.group(0), old[spans[0][0] : spans[0][1]], 1)
                break
    # Words of the new text that the earlier version writes as an abbreviation.
    for short, plural in shorts:
        letters = re.sub(r"[^a-z0-9]", "", short.lower())
        if len(letters) < 2 or letters[0] not in text.lower():
            continue
        for start, end in reversed(_runs(letters, text)):
            if not _same_thing(short, text[start:end]):
                continue
            if len(letters) == 2 and not any(
                _beside(_neighbours(text, (start, end)), _neighbours(old, m.span()))
                for old in old_texts
                for m in re.finditer(rf"\b{re.escape(short)}", old)
            ):
                continue
            text = text[:start] + short + plural + text[end:]
    return text


_HYPHENATED = re.compile(r"(?<![A-Za-z0-9-])[A-Za-z]+(?:-[A-Za-z]+)+(?![A-Za-z0-9-])")


def _hyphens(text: str, before: SkillIndex) -> str:
    """A compound written with or without its hyphen as the earlier version writes it
    ("e-mail" for "email", "ecommerce" for "e-commerce")."""

    def joined(match: re.Match[str]) -> str:
        word = match.group(0)
        solid = word.replace("-", "")
        if _has(before, word.lower()) or not _has(before, solid.lower()):
            return word
        return solid

    text = _HYPHENATED.sub(joined, text)
    cached = before._found.get("\0\0hyphenated")
    if cached is None:
        cached = sorted(set(_HYPHENATED.findall(before.joined)))
        before._found["\0\0hyphenated"] = cached  # type: ignore[assignment]
    for word in cached:  # type: ignore[union-attr]
        solid = word.replace("-", "")
        if len(solid) >= 5 and solid in text.lower() and word not in text.lower():
            text = re.sub(rf"(?<![a-z0-9-]){solid}(?![a-z0-9-])", word, text, flags=re.I)
    return text


def toward(text: str, before: SkillIndex) -> str:
    """`text` in the earlier version's own names (both kinds above, compounds with or
    without their hyphen, Chinese short forms: `zh_short`); `text` itself when none applies."""
    return zh_toward(_aliased(spell_toward(_hyphens(text, before), before), before), before)
