"""The abstention bench's rule reads the off-topic sets the protocol's tenth-round addendum names: other
conversations' questions and general sets 1-3 on the development conversations; set 4 stays apart, and the first
rounds' off-topic rate (other conversations and set 1) is still reported beside it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.abstention import FITTED, Outcome, auc, choose, rates  # noqa: E402


def test_the_fitted_rate_holds_sets_one_to_three_and_not_set_four() -> None:
    assert FITTED == ("cross", "general", "general2", "general3")
    rows = [Outcome(0, "on", 0.9, True, True), Outcome(0, "cross", 0.2, True, False),
            Outcome(0, "general", 0.2, True, False), Outcome(0, "general2", 0.7, True, False),
            Outcome(0, "general3", 0.1, True, False), Outcome(0, "general4", 0.8, True, False)]
    at = rates(rows, 0.5)
    assert at["n_fitted"] == 4 and at["silent_rate_fitted"] == 0.75  # set 2's prompt over 0.5 counts
    assert at["silent_rate_off_topic"] == 1.0 and at["n_off"] == 2  # the first rounds' rate: cross + set 1
    assert at["silent_rate_general_4"] == 0.0  # reported, never in a rate the rule reads
    assert auc(rows, FITTED) == 1.0 and auc(rows) == 1.0


def test_the_rule_picks_on_the_fitted_rate() -> None:
    # with set 2's prompt at 0.7, only a threshold over 0.7 keeps every fitted prompt silent
    rows = [Outcome(0, "on", 0.9, True, True), Outcome(0, "cross", 0.2, True, False),
            Outcome(0, "general2", 0.7, True, False), Outcome(0, "general4", 0.95, True, False)]
    curve = [rates(rows, t) for t in (0.5, 0.6, 0.71, 0.8)]
    chosen, rule = choose(curve)
    assert chosen["threshold"] == 0.71 and "lowest threshold" in rule


def test_every_general_set_is_found_in_number_order_and_reported_apart(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import bench.abstention as bench

    for name in ("general_prompts.json", "general_prompts_2.json", "general_prompts_10.json", "general_prompts_3.json",
                 "general_prompts_x.json"):
        (tmp_path / name).write_text('{"prompts": []}', encoding="utf-8")
    monkeypatch.setattr(bench, "SETS", tmp_path)
    assert [k for k, _ in bench.general_sets()] == ["general", "general2", "general3", "general10"]
    rows = [Outcome(0, "general10", 0.8, True, False), Outcome(0, "general3", 0.1, True, False)]
    at = rates(rows, 0.5)
    assert at["silent_rate_general_10"] == 0.0 and at["n_general_10"] == 1 and at["silent_rate_general_3"] == 1.0
    assert at["silent_rate_general_2"] is None and "silent_rate_general_x" not in at
