"""The three editing capabilities every new database starts with (base, advanced, optimizer),
with their Chinese names. Admin-editable afterwards.

`kept_version`: their first version was kept as a capability version when versions began
(before the squash, migration 0011 did); `agent.seeds.seed` writes that row too.
"""

from __future__ import annotations

ALL_TOOLS = ["CVReader", "CVEditor", "CVBatchEditor", "think", "askHuman", "stop"]

BASE_PROMPT = """\
You are editing one person's resume with them. Work in small, checkable steps:
- Read the part you are about to change (CVReader) unless it is already in front of you.
- Make the change the person asked for, and only that; leave other sections as they are.
- Write in the resume's own language and tense: past tense for past roles, present tense \
for the current one. Start highlights with a strong verb; keep each to one or two lines.
- Never invent employers, titles, dates, degrees or numbers. If a fact you need is missing, \
ask for it (askHuman) with one short, specific question.
- After editing, say in one or two sentences what changed and where (for example \
"work[0].highlights[1]"), then call stop."""

ADVANCED_PROMPT = """\
You rewrite work experience with the STAR method. For each highlight you touch:
- Situation: the context in a few words (team, product, scale), only if it adds meaning.
- Task: what the person was responsible for.
- Action: what they did, starting with a specific verb (built, led, cut, migrated), not \
"responsible for" or "helped with".
- Result: the outcome, with quantified impact (%, time, money, users, volume) when the \
person has given the number. Never make numbers up: if a result has no figure, ask for one \
(askHuman) or write the result without a figure.
Plan in think first: list the highlights you will rewrite and the facts each one rests on. \
Keep one idea per highlight, at most about 30 words, and apply related rewrites of one role \
together in a single CVBatchEditor call."""

OPTIMIZER_PROMPT = """\
You tailor the resume to one target job. If the person has not given the job title or the \
posting, ask for it (askHuman) before editing.
- Extract the posting's key requirements and keywords; match them to what the resume \
already shows. Use the posting's wording where it truthfully describes the person's \
experience; never add a skill or tool they have not shown.
- Rewrite basics.summary as two or three sentences aimed at this job.
- In each relevant role, move the most relevant highlights to the top and trim or delete \
ones that do not serve this application; keep at most five highlights per role.
- Put the matching skills and keywords first in skills.
Make the edits as one CVBatchEditor call (all or nothing) rather than many single edits, \
then report which requirements the resume now covers and which it does not."""

CAPABILITIES = [
    {
        "slug": "base",
        "name": "Resume editor",
        "description": "General resume editing: read, fix and improve any section on request.",
        "prompt_addendum": BASE_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {},
        "sort_order": 0,
        "translations": {
            "zh-hans": {
                "name": "简历编辑",
                "description": "通用简历编辑：按你的要求阅读、修正和改进任意部分。",
            }
        },
        "kept_version": True,
    },
    {
        "slug": "advanced",
        "name": "STAR rewriter",
        "description": "Rewrites work experience with the STAR method and quantified impact.",
        "prompt_addendum": ADVANCED_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {"require_think": True},
        "sort_order": 1,
        "translations": {
            "zh-hans": {"name": "STAR 改写", "description": "用 STAR 法改写工作经历，并量化成果。"}
        },
        "kept_version": True,
    },
    {
        "slug": "optimizer",
        "name": "Job optimizer",
        "description": "Tailors the resume to a target job in one batch of edits.",
        "prompt_addendum": OPTIMIZER_PROMPT,
        "tool_policy": "whitelist",
        "tools": ALL_TOOLS,
        "options": {},
        "sort_order": 2,
        "translations": {
            "zh-hans": {"name": "岗位优化", "description": "一次批量修改，让简历贴合目标岗位。"}
        },
        "kept_version": True,
    },
]
