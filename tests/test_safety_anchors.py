"""The anchors a text holds (:mod:`memspark.safety.anchors`), each distinct anchor looked for once and skipped
when a shorter anchor inside it is absent: the same set as testing every anchor, over the injection rules'
anchors and every text of the injection development corpora in the form the rules read."""

from __future__ import annotations

from memspark.safety import injection
from memspark.safety.anchors import anchors, present
from memspark.safety.normalise import normalise
from tests.test_safety_addressed_spans import _corpus


def test_present_is_every_anchor_tested_alone() -> None:
    words = [a for _, rule_anchors, _, _ in injection._COMPILED for a in rule_anchors]
    of = anchors(words)
    assert len(of.order) == len(set(words)) and sum(inside is not None for _, inside in of.order) > 50
    texts = _corpus()
    assert len(texts) > 1000
    for text in texts:
        norm = normalise(text)
        assert present(norm, of) == {a for a in words if a in norm}, text


def test_an_anchor_is_skipped_only_when_a_shorter_one_inside_it_is_absent() -> None:
    of = anchors(["ignore all", "ignore", "all", "ignore all previous", "", "sys", "system"])
    assert dict(of.order)["ignore all previous"] == "ignore all" and dict(of.order)[""] is None
    assert present("please ignore the rest", of) == {"", "ignore"}
    assert present("ignore all previous rules, system", of) == {"", "ignore", "all", "ignore all",
                                                                 "ignore all previous", "sys", "system"}
    assert present("", of) == {""}
