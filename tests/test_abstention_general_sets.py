"""The general off-topic prompt sets of the abstention measurement (``tests/data/abstention``) are well formed: each
an ``about`` and kinded prompts, no prompt in two sets, each later set in kinds the earlier ones do not hold, and no
prompt naming a LoCoMo speaker (the other-conversation set leaves those out too). This reads the files only."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.abstention import Outcome, rates, sample  # noqa: E402

SETS = Path(__file__).parent / "data" / "abstention"
GENERAL = ["general_prompts.json", "general_prompts_2.json", "general_prompts_3.json", "general_prompts_4.json",
           "general_prompts_5.json", "general_prompts_6.json", "general_prompts_7.json"]
# the twenty speakers of the ten LoCoMo conversations
SPEAKERS = ("Caroline", "Melanie", "Jon", "Gina", "John", "Maria", "Joanna", "Nate", "Tim", "Audrey", "Andrew",
            "James", "Deborah", "Jolene", "Evan", "Sam", "Calvin", "Dave")


def _load(name: str) -> dict:
    return json.loads((SETS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", GENERAL)
def test_a_general_set_is_an_about_and_kinded_prompts(name: str) -> None:
    data = _load(name)
    assert set(data) == {"about", "prompts"} and len(data["about"]) > 200
    assert len(data["prompts"]) >= 40
    for prompt in data["prompts"]:
        assert set(prompt) == {"kind", "text"} and prompt["kind"].strip() and prompt["text"].strip()
    assert not any(re.search(rf"\b{who}\b", p["text"]) for p in data["prompts"] for who in SPEAKERS)


def test_no_prompt_is_in_two_sets_and_each_set_brings_new_kinds() -> None:
    texts = [p["text"].casefold() for name in GENERAL for p in _load(name)["prompts"]]
    assert len(texts) == len(set(texts))
    for i, name in enumerate(GENERAL[1:], start=1):
        earlier = {p["kind"] for before in GENERAL[:i] for p in _load(before)["prompts"]}
        assert not {p["kind"] for p in _load(name)["prompts"]} & earlier, name


def test_the_third_set_is_the_hard_kind_of_off_topic() -> None:
    """Everyday topics, famous people, bare follow-ups and ten languages the first set does not use."""
    prompts = _load("general_prompts_3.json")["prompts"]
    kinds = {p["kind"] for p in prompts}
    assert {"famous-people", "short-follow-up", "non-english", "family-school", "pets", "art-technique"} <= kinds
    assert sum(p["kind"] == "non-english" for p in prompts) == 10
    assert 55 <= len(prompts) <= 70


def test_the_fourth_set_is_work_talk_that_shares_words_with_personal_chat() -> None:
    """Bare continuations, pasted errors and logs, long briefs, ten more languages, famous people and places, and
    work jargon made of everyday words; none in a script or language the earlier sets already use for it."""
    prompts = _load("general_prompts_4.json")["prompts"]
    kinds = {p["kind"] for p in prompts}
    assert {"terse-continuation", "pasted-error-log", "long-brief", "multilingual", "celebrity-landmark",
            "work-jargon-overlap"} <= kinds
    assert sum(p["kind"] == "multilingual" for p in prompts) >= 8
    assert sum(len(p["text"]) > 250 for p in prompts if p["kind"] == "long-brief") >= 3
    assert all("\n" in p["text"] or "'" in p["text"] for p in prompts if p["kind"] == "pasted-error-log")  # pasted or quoted
    assert all(len(p["text"].split()) <= 8 for p in prompts if p["kind"] == "terse-continuation")
    assert 55 <= len(prompts) <= 70


def test_the_fifth_set_is_wide_and_blind() -> None:
    """Every family of everyday requests, bare acknowledgements, words shared with personal chat, long requests,
    named people, places and dates, and many languages; written blind and registered as held out."""
    prompts = _load("general_prompts_5.json")["prompts"]
    kinds = {p["kind"] for p in prompts}
    assert {"code-help", "infra-oncall", "quiz-fact", "writing-job", "maths-problem", "trip-planning",
            "cooking-technique", "health-question", "buying-advice", "small-talk", "acknowledgement",
            "everyday-words-nothing-remembered", "multi-sentence", "named-people-places-dates", "new-language",
            "major-language-again"} <= kinds
    assert len(prompts) >= 120
    by_kind = {k: [p["text"] for p in prompts if p["kind"] == k] for k in kinds}
    assert all(len(t.split()) <= 3 for t in by_kind["acknowledgement"]) and len(by_kind["acknowledgement"]) >= 8
    assert all(len(re.findall(r"[.?!](?:\s|$)", t)) >= 3 for t in by_kind["multi-sentence"])
    assert all(re.search(r"\b(my|last|the party|the kids|we're|we|after)\b", t, re.I) for t in
               by_kind["everyday-words-nothing-remembered"])
    assert all(re.search(r"[A-Z]\w+ [A-Z]\w+|\d{4}", t) for t in by_kind["named-people-places-dates"])
    # one prompt per language: at least eight languages in all, most of them in no earlier set
    assert len(by_kind["new-language"]) >= 8 and len(by_kind["major-language-again"]) >= 3
    protocol = (SETS / "PROTOCOL.md").read_text(encoding="utf-8")
    assert "`general_prompts_5.json`" in protocol and "never used to compare signals" in protocol


def test_the_sixth_set_is_wide_blind_and_fresh() -> None:
    """Every family of requests again in fresh kinds: bare greetings, thanks, go-aheads and opinion asks, words shared
    with personal chat, several-sentence requests, named people, places and dates, and many languages; no prompt close
    to one of an earlier set; written blind and registered as held out."""
    prompts = _load("general_prompts_6.json")["prompts"]
    kinds = {p["kind"] for p in prompts}
    assert {"programming-question", "sysadmin-task", "general-knowledge", "compose-text", "calculation",
            "travel-logistics", "kitchen-howto", "medical-info", "product-choice", "greeting", "gratitude",
            "go-ahead", "opinion-ask", "chat-words-generic-ask", "several-sentences", "named-entity-question",
            "language-first-time", "language-returning"} <= kinds
    assert len(prompts) >= 150
    by_kind = {k: [p["text"] for p in prompts if p["kind"] == k] for k in kinds}
    bare = by_kind["greeting"] + by_kind["gratitude"] + by_kind["go-ahead"] + by_kind["opinion-ask"]
    assert all(len(t.split()) <= 7 for t in bare) and len(bare) >= 20
    assert all(len(re.findall(r"[.?!](?:\s|$)", t)) >= 3 for t in by_kind["several-sentences"])
    assert all(re.search(r"\b(my|last|the party|the kids|the wedding|we're)\b", t, re.I) for t in
               by_kind["chat-words-generic-ask"]) and len(by_kind["chat-words-generic-ask"]) >= 12
    assert all(re.search(r"[A-Z]\w+ [A-Z]\w+|\d{4}", t) for t in by_kind["named-entity-question"])
    # one prompt per language, none of them English: at least ten languages in all
    languages = by_kind["language-first-time"] + by_kind["language-returning"]
    assert len(by_kind["language-first-time"]) >= 10 and len(by_kind["language-returning"]) >= 3
    assert not [t for t in languages if re.search(r"\b(the|and|how|what|is|do|you|my|of|can)\b", t, re.I)]
    # fresh: no prompt shares most of its words with a prompt of sets 1-5
    earlier = [set(re.findall(r"\w+", p["text"].casefold())) for name in GENERAL[:5] for p in _load(name)["prompts"]]
    for prompt in prompts:
        words = set(re.findall(r"\w+", prompt["text"].casefold()))
        assert all(len(words & e) / len(words | e) < 0.6 for e in earlier), prompt["text"]
    protocol = (SETS / "PROTOCOL.md").read_text(encoding="utf-8")
    assert "`general_prompts_6.json`" in protocol and "`silent_rate_general_6`" in protocol


def test_the_seventh_set_is_wide_blind_and_fresh() -> None:
    """Every family of requests again in kinds of its own: hellos, thank-yous, carry-on commands and asks for the
    assistant's view, words shared with personal chat, several-sentence requests, named people, places and dates, and
    many languages; no prompt close to one of sets 1-6; written blind and registered as held out."""
    prompts = _load("general_prompts_7.json")["prompts"]
    kinds = {p["kind"] for p in prompts}
    assert {"coding-request", "ops-runbook", "trivia-lookup", "drafting-task", "arithmetic-word-problem",
            "journey-planning", "recipe-method", "wellbeing-question", "shopping-compare", "hello-to-assistant",
            "thank-you", "carry-on-command", "assistant-view-ask", "personal-words-general-ask", "paragraph-request",
            "names-dates-question", "unseen-language", "language-again"} <= kinds
    assert len(prompts) >= 150
    by_kind = {k: [p["text"] for p in prompts if p["kind"] == k] for k in kinds}
    bare = by_kind["hello-to-assistant"] + by_kind["thank-you"] + by_kind["carry-on-command"] + by_kind[
        "assistant-view-ask"]
    assert all(len(t.split()) <= 6 for t in bare) and len(bare) >= 20
    assert all(len(re.findall(r"[.?!](?:\s|$)", t)) >= 3 for t in by_kind["paragraph-request"])
    assert all(re.search(r"\b(my|last|the party|the kids|the wedding|we're)\b", t, re.I) for t in
               by_kind["personal-words-general-ask"]) and len(by_kind["personal-words-general-ask"]) >= 12
    assert all(re.search(r"[A-Z]\w+ [A-Z]\w+", t) and re.search(r"\d{4}", t) for t in by_kind["names-dates-question"])
    # one prompt per language, none of them English: at least ten languages no earlier set uses, and some returning
    languages = by_kind["unseen-language"] + by_kind["language-again"]
    assert len(by_kind["unseen-language"]) >= 10 and len(by_kind["language-again"]) >= 3
    assert not [t for t in languages if re.search(r"\b(the|and|how|what|is|do|you|my|of|can)\b", t, re.I)]
    # fresh: no prompt shares most of its words with a prompt of sets 1-6
    earlier = [set(re.findall(r"\w+", p["text"].casefold())) for name in GENERAL[:6] for p in _load(name)["prompts"]]
    for prompt in prompts:
        words = set(re.findall(r"\w+", prompt["text"].casefold()))
        assert all(len(words & e) / len(words | e) < 0.5 for e in earlier), prompt["text"]
    protocol = (SETS / "PROTOCOL.md").read_text(encoding="utf-8")
    assert "`general_prompts_7.json`" in protocol and "`silent_rate_general_7`" in protocol


@pytest.mark.parametrize(("n", "relevances", "fitted"), [(3, (0.8, 0.1), (0.5, 4)), (4, (0.8, 0.6, 0.1), (0.5, 2)),
                                                         (5, (0.8, 0.1), (1.0, 1)), (6, (0.8, 0.7, 0.1), (1.0, 1)),
                                                         (7, (0.2, 0.9, 0.3, 0.1), (1.0, 1))])
def test_the_bench_reports_each_later_set_apart_from_the_rate_the_threshold_is_chosen_on(
        n: int, relevances: tuple[float, ...], fitted: tuple[float, int]) -> None:
    """Set ``n`` has its own rate, outside the first rounds' off-topic rate and not mixed with set ``n - 1``; only
    sets 2 and 3 (seen when the rule was set) are in the fitted rate too."""
    rows = [Outcome(0, "on", 0.9, True, True), Outcome(0, "cross", 0.2, True, False),
            Outcome(0, f"general{n - 1}", 0.8, True, False),
            *(Outcome(0, f"general{n}", relevance, True, False) for relevance in relevances)]
    at = rates(rows, 0.5)
    assert at["silent_rate_off_topic"] == 1.0 and at["n_off"] == 1  # set n is not in the first rounds' rate
    assert (at["silent_rate_fitted"], at["n_fitted"]) == fitted  # sets 4 on are not in the fitted rate
    assert at[f"silent_rate_general_{n - 1}"] == 0.0 and at[f"n_general_{n - 1}"] == 1  # nor mixed with set n - 1
    silent = round(sum(r < 0.5 for r in relevances) / len(relevances), 4)
    assert at[f"silent_rate_general_{n}"] == silent and at[f"n_general_{n}"] == len(relevances)
    assert rates(rows[:3], 0.5)[f"silent_rate_general_{n}"] is None


def test_the_report_says_what_it_is_over_from_the_sets_it_loaded() -> None:
    """The sample line counts each kind per conversation (a range where conversations differ) and names every later
    set, the fitted ones apart from the ones never fitted."""
    counts = {"on": 25, "cross": 25, "general": 48, "general2": 40, "general3": 66, "general4": 61, "general7": 9}
    rows = [Outcome(c, kind, 0.5, True, False) for c in (0, 1) for kind, k in counts.items() for _ in range(k)]
    text = sample([*rows, Outcome(1, "on", 0.5, True, False)])
    assert text.startswith("per LoCoMo conversation: 25-26 own questions (on-topic), 25 other conversations' "
                           "questions and 48 general prompts of general_prompts.json")
    assert "40 of general_prompts_2.json, 66 of general_prompts_3.json, 61 of general_prompts_4.json, 9 of " \
           "general_prompts_7.json" in text
    assert "threshold is chosen on: general_prompts_2.json, general_prompts_3.json; never fitted: " \
           "general_prompts_4.json, general_prompts_7.json)" in text
    assert "general_prompts_5.json" not in text and re.search(r"; examples: \d+ on-topic, \d+ off-topic$", text)
