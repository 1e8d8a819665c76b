"""Connection failures told as sentences: the address and the cause, never "Connection error."."""

from __future__ import annotations

import itertools
import socket
import ssl

import openai
import pytest

from agent.engine.providers.connection_errors import describe_connection_error

URL = "https://api.example.test/v1/"


def chained(*errors: BaseException) -> BaseException:
    """The SDK's error with its causes below it, as httpx raises them."""
    for outer, inner in itertools.pairwise(errors):
        outer.__cause__ = inner
    return errors[0]


def sdk_error() -> openai.APIConnectionError:
    import httpx2 as httpx

    return openai.APIConnectionError(request=httpx.Request("POST", URL + "chat/completions"))


@pytest.mark.parametrize(
    ("root", "sentence"),
    [
        (
            ConnectionRefusedError(111, "Connect call failed"),
            "could not connect to https://api.example.test/v1: connection refused",
        ),
        (
            socket.gaierror(-2, "Name or service not known"),
            "could not connect to https://api.example.test/v1: the host name could not be resolved",
        ),
        (
            ConnectionResetError(104, "Connection reset by peer"),
            "could not connect to https://api.example.test/v1: the connection was reset",
        ),
        (
            ssl.SSLCertVerificationError(1, "certificate verify failed"),
            "could not connect to https://api.example.test/v1: its TLS certificate was not "
            "accepted",
        ),
    ],
)
def test_the_root_cause_is_named(root, sentence):
    error = chained(sdk_error(), OSError("All connection attempts failed"), root)
    assert describe_connection_error(error, url=URL).startswith(sentence)


def test_a_timeout_says_how_long_it_waited():
    import httpx2 as httpx

    error = chained(
        openai.APITimeoutError(request=httpx.Request("POST", URL)), httpx.ReadTimeout("timed out")
    )
    assert (
        describe_connection_error(error, url=URL, timeout=300)
        == "https://api.example.test/v1 did not answer within 300 s"
    )


def test_an_unknown_cause_is_quoted_without_the_sdk_s_words():
    error = chained(sdk_error(), OSError("something odd happened."))
    text = describe_connection_error(error, url=URL)
    assert text == "could not connect to https://api.example.test/v1: something odd happened"
