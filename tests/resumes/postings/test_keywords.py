"""Keyword extraction from job postings (English and Chinese, synonyms, boilerplate) and the
match score."""

from __future__ import annotations

from resumes.postings.keywords import extract_keywords
from resumes.postings.match import match_keywords, match_text

EN_POSTING = """Senior Backend Engineer
Requirements:
- 5+ years of experience with Python and Django
- Strong knowledge of Postgres, Redis and k8s
- Experience with event sourcing
- A team player who thrives in a fast-paced environment
Nice to have:
- JS / React
Benefits:
- Competitive salary, 401(k), health insurance
- Kafka lunch club
We are an equal opportunity employer and welcome Java developers of every background.
"""

ZH_POSTING = """高级前端工程师
任职要求：
1. 本科及以上学历，3年以上前端开发经验；
2. 精通Vue、React，熟悉TypeScript；
3. 熟悉微服务和高并发系统，有大数据平台经验者优先；
4. 具备良好的团队合作精神。
福利待遇：
五险一金，带薪年假，Kafka 技术分享
"""


def words(text: str) -> list[str]:
    return [k.keyword for k in extract_keywords(text)]


def test_english_keywords_as_written_in_order_of_importance():
    found = words(EN_POSTING)
    assert found[:5] == ["python", "django", "postgres", "redis", "k8s"]
    assert "event sourcing" in found  # a phrase outside the vocabulary
    # "Nice to have" ranks below the requirements.
    assert found.index("js") > found.index("event sourcing")


def test_english_synonyms_fold_onto_one_canonical_name():
    canonical = {k.keyword: k.canonical for k in extract_keywords(EN_POSTING)}
    assert canonical["postgres"] == "postgresql"
    assert canonical["k8s"] == "kubernetes"
    assert canonical["js"] == "javascript"


def test_english_boilerplate_is_dropped():
    found = words(EN_POSTING)
    for noise in ("team player", "salary", "kafka", "java", "401(k)", "health insurance"):
        assert noise not in found


def test_chinese_keywords_synonyms_and_boilerplate():
    keywords = extract_keywords(ZH_POSTING)
    found = [k.keyword for k in keywords]
    assert found[0] == "前端"
    assert {k.keyword: k.canonical for k in keywords}["前端"] == "front-end"
    for expected in ("vue", "react", "typescript", "微服务", "高并发", "大数据"):
        assert expected in found
    for noise in ("五险一金", "kafka", "团队合作", "年假"):
        assert noise not in found


def test_chinese_posting_matches_an_english_resume_through_synonyms():
    resume = {
        "basics": {"name": "Li Ming", "summary": "Front-end engineer"},
        "skills": [{"name": "Web", "keywords": ["Vue.js", "TypeScript", "Microservices"]}],
    }
    match = match_text(resume, ZH_POSTING)
    assert "前端" in match.matched
    assert "vue" in match.matched
    assert "微服务" in match.matched
    assert "react" in match.missing


def test_full_width_text_is_read_like_ascii():
    assert "python" in words("要求：熟练掌握Ｐｙｔｈｏｎ和Ｄｊａｎｇｏ")


def test_score_counts_weights_and_missing_keep_the_posting_order():
    keywords = [k.as_dict() for k in extract_keywords(EN_POSTING)]
    empty = match_keywords({"basics": {"name": "X"}}, keywords)
    assert empty.score == 0
    assert empty.missing == [k["keyword"] for k in keywords]
    resume = {
        "basics": {"name": "X", "email": "python@django.dev"},  # contact details do not count
        "work": [{"name": "Acme", "highlights": ["Built PostgreSQL + Kubernetes services"]}],
    }
    partial = match_keywords(resume, keywords)
    assert partial.matched == ["postgres", "k8s"]
    assert 0 < partial.score < 100
    resume["skills"] = [{"name": "All", "keywords": [k["keyword"] for k in keywords]}]
    assert match_keywords(resume, keywords).score == 100


def test_no_keywords_scores_zero_and_hostile_keywords_are_ignored():
    assert match_keywords({}, []).score == 0
    assert match_keywords({}, [{"keyword": 3}, "x", None]).as_dict() == {
        "score": 0,
        "matched": [],
        "missing": [],
        "claimed": [],
        "keywords": [],
    }


def test_words_inside_other_words_do_not_match():
    assert "java" not in words("Requirements: JavaScript")
    assert "go" not in words("Requirements: a go-getter attitude and Google Docs")


def test_a_chinese_duty_with_two_verbs_asks_for_the_object():
    posting = "幼儿园教师\n岗位职责：\n1. 制定并实施周计划、月计划；\n"
    keywords = [k.keyword for k in extract_keywords(posting)]
    assert "周计划" in keywords
    assert not any(k.startswith("并") for k in keywords)


def test_a_chinese_credential_keeps_the_posting_wording():
    posting = "药师\n任职要求：\n1. 持有执业药师资格证；\n2. 熟悉处方审核与用药咨询\n"
    found = {k.keyword: k.canonical for k in extract_keywords(posting)}
    assert found.get("执业药师资格证") == "Pharmacist license", found
    assert found.get("处方审核") == "prescription review"
    assert found.get("用药咨询") == "patient counseling"


def test_a_word_of_several_fields_does_not_match_across_professions():
    """ "Radiograph interpretation" in a veterinary posting is not a translator's 口译: a bare
    word that several fields use is no label of one concept (the vet's resume would otherwise
    rank below an interpreter's)."""
    posting = (
        "Associate Veterinarian\nRequirements:\n- Digital radiography interpretation\n"
        "- Soft tissue surgery\n- Dental extractions\n"
    )
    interpreter = {
        "basics": {"name": "Li Na", "label": "会议口译员"},
        "work": [{"name": "译心翻译", "position": "口译员", "highlights": ["交替传译 200 场"]}],
    }
    vet = {
        "basics": {"name": "Sam Vet", "label": "Veterinarian"},
        "work": [
            {
                "name": "Oak Animal Clinic",
                "position": "Associate Veterinarian",
                "highlights": ["Soft tissue surgery and dental extractions"],
            }
        ],
    }
    assert match_text(vet, posting).score > match_text(interpreter, posting).score
    assert "interpreting" not in match_text(interpreter, posting).matched


def test_a_short_form_and_the_long_form_its_line_defines_are_one_keyword():
    text = (
        "Civil Engineer\n\nRequirements\n- Engineer in Training (EIT) certificate\n"
        "- Knowledge of generally accepted accounting principles (GAAP)\n"
        "- Basic Life Support (BLS)\n"
    )
    names = [k.keyword for k in extract_keywords(text)]
    assert "Engineer in Training (EIT)" in names, names
    assert "generally accepted accounting principles (GAAP)" in names, names
    assert "Basic Life Support (BLS)" in names, names
    assert not {"engineer", "training", "gaap", "bls", "eit"} & {n.lower() for n in names}
