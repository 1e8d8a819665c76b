"""JSON Resume validation: dates, lenient URLs and emails, extra keys, error paths."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from resumes.schema import (
    DocumentInvalid,
    blank_document,
    format_path,
    starter_document,
    validate_document,
)


def errors_of(document: dict) -> list[tuple[str, str]]:
    with pytest.raises(DocumentInvalid) as caught:
        validate_document(document)
    return caught.value.errors


def test_validate_document_returns_valid_document_unchanged():
    document = starter_document("en")
    assert validate_document(document) == starter_document("en")


def test_validate_document_keeps_unknown_keys_everywhere():
    document = {
        "$schema": "https://example.com/schema.json",
        "basics": {"name": "Ada", "pronouns": "she/her", "location": {"planet": "Earth"}},
        "work": [{"name": "Analytical Engines", "x-team": {"size": 3, "remote": True}}],
        "customSection": [1, "two", None, {"three": 3.5}],
    }
    assert validate_document(document) == document


def test_validate_document_round_trip_is_exact_as_json():
    document = starter_document("zh-hans")
    document["work"][0]["x-rating"] = [1, 2.5, True, None]
    normalised = validate_document(document)
    assert json.dumps(normalised, sort_keys=True) == json.dumps(document, sort_keys=True)


@pytest.mark.parametrize("date", ["2021", "2021-03", "2021-03-01", "2024-02-29", ""])
def test_validate_document_accepts_partial_iso_dates(date):
    assert validate_document({"work": [{"startDate": date}]}) == {"work": [{"startDate": date}]}


def test_validate_document_rejects_month_name_with_iso_suggestion():
    assert errors_of({"work": [{}, {}, {"startDate": "March 2021"}]}) == [
        ("work[2].startDate", "'March 2021' is not an ISO date; use 2021-03")
    ]


@pytest.mark.parametrize(
    ("written", "suggested"),
    [
        ("2021/03", "2021-03"),
        ("03/2021", "2021-03"),
        ("2021.3", "2021-03"),
        ("Sep 2019", "2019-09"),
        ("2021-03-01T09:00:00Z", "2021-03-01"),
        ("2020年7月", "2020-07"),
    ],
)
def test_validate_document_suggests_iso_form_of_common_dates(written, suggested):
    [(path, message)] = errors_of({"education": [{"endDate": written}]})
    assert path == "education[0].endDate"
    assert message.endswith(f"use {suggested}")


def test_validate_document_explains_present_is_not_a_date():
    [(path, message)] = errors_of({"work": [{"endDate": "Present"}]})
    assert path == "work[0].endDate"
    assert "leave endDate out" in message


@pytest.mark.parametrize("date", ["2021-13", "2023-02-29", "0999", "21-03"])
def test_validate_document_rejects_impossible_dates(date):
    [(path, message)] = errors_of({"awards": [{"date": date}]})
    assert path == "awards[0].date"
    assert "YYYY" in message


def test_validate_document_accepts_lenient_urls_and_emails():
    document = {
        "basics": {"url": "github.com/ada", "email": "", "image": ""},
        "projects": [{"url": "https://example.com/a?b=c"}],
    }
    assert validate_document(document) == document


def test_validate_document_rejects_email_without_at_sign():
    assert errors_of({"basics": {"email": "ada.example.com"}}) == [
        ("basics.email", "'ada.example.com' is not an email address, like ada@example.com")
    ]


def test_validate_document_rejects_url_with_spaces():
    [(path, message)] = errors_of({"basics": {"profiles": [{"url": "my home page"}]}})
    assert path == "basics.profiles[0].url"
    assert "not a URL" in message


def test_validate_document_names_wrong_types_by_path():
    errors = errors_of(
        {"basics": "Ada", "work": {"name": "x"}, "skills": [{"keywords": [1.5, []]}]}
    )
    assert ("basics", "must be an object, got text") in errors
    assert ("work", "must be a list, got an object") in errors
    assert ("skills[0].keywords[1]", "must be text, got a list") in errors


def test_validate_document_turns_numbers_in_text_fields_into_text():
    normalised = validate_document({"basics": {"location": {"postalCode": 94107}}})
    assert normalised == {"basics": {"location": {"postalCode": "94107"}}}


def test_validate_document_rejects_non_object_document():
    assert errors_of([]) == [("", "the resume must be a JSON object, got a list")]


def test_validate_document_rejects_values_postgresql_cannot_store():
    errors = errors_of({"basics": {"name": "A\x00da"}, "meta": {"x": float("nan")}})
    assert ("basics.name", "contains a NUL character (\\u0000)") in errors
    assert ("meta.x", "nan is not a JSON number") in errors


def test_validate_document_rejects_too_deep_nesting():
    deep: object = "bottom"
    for _ in range(60):
        deep = [deep]
    [(_, message)] = errors_of({"meta": {"x": deep}})
    assert "nested more than" in message


def test_document_invalid_message_lists_each_problem_with_its_path():
    with pytest.raises(DocumentInvalid) as caught:
        validate_document({"work": [{"startDate": "March 2021", "endDate": 5.5}]})
    assert str(caught.value) == (
        "work[0].startDate: 'March 2021' is not an ISO date; use 2021-03; "
        "work[0].endDate: '5.5' is not an ISO date; use YYYY, YYYY-MM or YYYY-MM-DD, like 2021-03"
    )


def test_blank_document_is_valid():
    assert validate_document(blank_document()) == blank_document()


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_starter_document_is_valid_and_filled_in(language):
    document = starter_document(language)
    assert validate_document(document) == document
    assert document["basics"]["name"]
    assert document["work"] and document["education"] and document["skills"]


def test_starter_document_chinese_is_in_chinese():
    assert starter_document("zh-hans")["basics"]["name"] == "李明"


def test_starter_document_unknown_language_is_an_error():
    with pytest.raises(ValueError, match="en, zh-hans"):
        starter_document("fr")


def test_starter_document_returns_independent_copies():
    first = starter_document("en")
    first["basics"]["name"] = "Changed"
    assert starter_document("en")["basics"]["name"] == "Alex Morgan"


def test_format_path_quotes_keys_that_need_it():
    assert format_path(["work", 2, "highlights", 0]) == "work[2].highlights[0]"
    assert format_path(["meta", "a.b"]) == 'meta["a.b"]'


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(alphabet=st.characters(blacklist_characters="\x00", blacklist_categories=["Cs"])),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(
            st.text(max_size=8).filter(lambda k: "\x00" not in k), children, max_size=3
        )
    ),
    max_leaves=10,
)


@settings(max_examples=100, deadline=None)
@given(
    extras=st.dictionaries(
        st.text(max_size=12).filter(lambda key: "\x00" not in key).map(lambda key: f"x-{key}"),
        json_values,
        max_size=4,
    )
)
def test_validate_document_round_trips_any_extra_keys(extras):
    document = {"basics": {"name": "Ada", **extras}, "work": [{"name": "A", **extras}], **extras}
    assert json.dumps(validate_document(document), sort_keys=True) == json.dumps(
        document, sort_keys=True
    )
