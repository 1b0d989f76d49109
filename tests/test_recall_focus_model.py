"""Focus's learned turn model: the features it computes per turn, the fit that gives its weights, and
the stage's mechanics under explicit weights."""

from __future__ import annotations

import math

import numpy as np
import pytest

from memspark.chunking.turns import is_conversation, split_blocks
from memspark.recall.stages.focus import ASSET, BIAS, PROVENANCE, WEIGHTS, focus, load_model, weight_vector
from memspark.recall.stages.focus_features import FEATURES, MEANING, head_features, meaning_scores
from memspark_eval.focus_fit import fit_logistic
from tests.recall_fixtures import cand

CHAT = "Caroline: I went to the support group.\n\nMelanie: How did it go?\n\nCaroline: It was powerful."


def _features(head, query, meaning=None):
    split = [split_blocks(c.text, c.start_line) for c in head]
    rows, x = head_features(head, split, [is_conversation(b) for b in split], query, meaning)
    return rows, {name: x[:, i].tolist() for i, name in enumerate(FEATURES)}


def test_turn_features_say_what_each_turn_shares_asks_and_who_speaks() -> None:
    head = (cand("a", 1.0, text=CHAT, start_line=1, end_line=5),)
    rows, f = _features(head, "Did Caroline go to the support group?")
    assert [(rank, b.start_line) for rank, b in rows] == [(0, 1), (0, 3), (0, 5)]
    # "caroline", "go", "support", "group": the first turn holds three ("went" is not "go"), the second "go",
    # the third "caroline"
    assert 0 < f["overlap"][1] < f["overlap"][0] < 1.0 and 0 < f["overlap"][2] < f["overlap"][0]
    assert f["overlap_before"] == [0.0, f["overlap"][0], f["overlap"][1]]
    assert f["overlap_after"] == [f["overlap"][1], f["overlap"][2], 0.0]
    assert f["speaker_named"] == [1.0, 0.0, 1.0]  # the query names Caroline, not Melanie
    assert f["question"] == [0.0, 1.0, 0.0]
    assert f["length"] == [math.log1p(len(b.text)) for _, b in rows]
    assert f["meaning"] == [0.0, 0.0, 0.0]  # no turn vectors
    assert f["rank"] == [1 / 5] * 3


def test_possessives_name_a_speaker_too() -> None:
    _, f = _features((cand("a", 1.0, text=CHAT, start_line=1, end_line=5),), "What is Melanie's hobby?")
    assert f["speaker_named"] == [0.0, 1.0, 0.0]


def test_chunk_features_rank_the_head_by_each_leg() -> None:
    texts = [f"Ann: zebra {i}\n\nBob: ok" for i in range(3)]
    head = (cand("a", 1.0, text=texts[0], start_line=1, end_line=3, bm25=0.2, cosine=0.9, fused=0.03),
            cand("b", 0.8, text=texts[1], start_line=11, end_line=13, bm25=0.9, cosine=0.5, fused=0.02),
            cand("c", 0.5, text=texts[2], start_line=21, end_line=23, bm25=None, cosine=0.7, fused=0.01))
    rows, f = _features(head, "zebra")
    per_chunk = {rank: i for i, (rank, _) in reversed(list(enumerate(rows)))}  # first row of each chunk
    pick = {name: [f[name][per_chunk[r]] for r in range(3)] for name in f}
    assert pick["rank"] == [1 / 5, 1 / 6, 1 / 7]
    assert pick["score"] == [1.0, 0.8, 0.5]
    assert pick["bm25_rank"] == [1 / 6, 1 / 5, 1 / 7]  # b has the best BM25, c none
    assert pick["vector_rank"] == [1 / 5, 1 / 7, 1 / 6]
    assert pick["fused"] == pytest.approx([1.0, 2 / 3, 1 / 3])
    assert pick["bm25"] == [0.2, 0.9, 0.0]


def test_a_curated_chunk_is_one_row_with_its_best_block() -> None:
    notes = cand("n", 1.0, text="## Ports\n- Embedding: port 18091\n- Reranker: port 18092", start_line=1, end_line=3)
    chat = cand("c", 0.9, text="Ann: the port?\n\nBob: 18091", start_line=10, end_line=12)
    rows, f = _features((notes, chat), "embedding port")
    assert [(rank, b.start_line, b.end_line) for rank, b in rows] == [(0, 1, 3), (1, 10, 10), (1, 12, 12)]
    assert f["overlap"][0] == pytest.approx(1.0)  # "- Embedding: port 18091" holds both terms
    assert f["length"][0] == math.log1p(len("- Embedding: port 18091"))
    assert [f[name][0] for name in ("overlap_before", "meaning", "speaker_named", "question")] == [0, 0, 0, 0]


def test_meaning_is_a_z_score_over_the_head_s_turns() -> None:
    z = meaning_scores({0: np.array([0.2, 0.4]), 2: np.array([0.6])})
    assert z[0].tolist() == pytest.approx([-1.2247, 0.0], abs=1e-4) and z[2].tolist() == pytest.approx([1.2247], abs=1e-4)
    assert meaning_scores({0: np.array([0.5, 0.5])})[0].tolist() == [0.0, 0.0]  # no spread: no signal
    assert meaning_scores({}) == {}
    head = (cand("a", 1.0, text=CHAT, start_line=1, end_line=5),)
    _, f = _features(head, "x", {0: np.array([1.0, -1.0, 0.0])})
    assert f["meaning"] == [1.0, -1.0, 0.0]
    assert f["meaning_before"] == [0.0, 1.0, -1.0] and f["meaning_after"] == [-1.0, 0.0, 0.0]


def test_the_shipped_model_names_known_features_and_meaning_weight_scales_only_meaning() -> None:
    assert set(WEIGHTS) == set(FEATURES) and math.isfinite(BIAS)
    full, lexical = weight_vector(), weight_vector(meaning_weight=0.0)
    for i, name in enumerate(FEATURES):
        assert lexical[i] == (0.0 if name in MEANING else full[i])
    with pytest.raises(ValueError, match="unknown focus feature"):
        weight_vector({"nonsense": 1.0})


def test_explicit_weights_decide_the_order_and_adjacent_turns_merge() -> None:
    text = "Ann: alpha deploy window\n\nBob: beta deploy window\n\nAnn: unrelated"
    head = (cand("a", 1.0, text=text, start_line=1, end_line=5), cand("b", 0.9, text="Bob: deploy notes\n\nAnn: ok",
                                                                    start_line=1, end_line=3))
    by_overlap = focus(head, "alpha beta deploy window", weights={"overlap": 10.0, "rank": 1.0}, bias=0.0)
    spans = [(c.id, c.start_line, c.end_line) for c in by_overlap.candidates]
    assert spans == [("a", 1, 3), ("b", 1, 1), ("a", 5, 5), ("b", 3, 3)]  # a's two matching turns: one span
    assert by_overlap.candidates[0].text == "Ann: alpha deploy window\n\nBob: beta deploy window"
    scores = [c.score for c in by_overlap.candidates]
    assert scores[0] == 1.0 and scores == sorted(scores, reverse=True)
    asking = focus(head, "alpha beta deploy window", weights={"question": -5.0, "length": 1.0}, bias=0.0)
    assert (asking.candidates[0].id, asking.candidates[0].start_line) == ("a", 1)  # the longest turn first


def test_fit_logistic_recovers_the_direction_that_separates_the_labels() -> None:
    rng = np.random.default_rng(7)
    x = rng.normal(size=(4000, 3)) * np.array([1.0, 5.0, 1.0]) + np.array([0.0, 10.0, 3.0])
    logit = 2.0 * x[:, 0] - 0.4 * (x[:, 1] - 10.0) + 0.0 * x[:, 2] - 1.0
    y = (rng.random(4000) < 1 / (1 + np.exp(-logit))).astype(float)
    w, b = fit_logistic(x, y, l2=0.1)
    assert w[0] == pytest.approx(2.0, rel=0.15) and w[1] == pytest.approx(-0.4, rel=0.15)
    assert abs(w[2]) < 0.2  # no signal in the third column
    assert b + 10.0 * w[1] + 3.0 * w[2] == pytest.approx(-1.0, abs=0.3)  # the bias in the features' own units
    with pytest.raises(ValueError):
        fit_logistic(np.zeros((0, 2)), np.zeros(0))


def test_the_shipped_model_is_data_with_how_it_was_made() -> None:
    """The turn model ships as a JSON asset (weights, bias, the features it expects, its provenance): fitted on
    the development split only, written in the seeded mix of layouts."""
    import json

    data = json.loads(ASSET.read_text(encoding="utf-8"))
    assert data["features"] == list(FEATURES) and set(data["weights"]) == set(FEATURES)
    weights, bias, fit = load_model(ASSET)
    assert weights == dict(WEIGHTS) and bias == BIAS and fit == PROVENANCE
    assert fit["conversations"] == "0-4" and fit["layout"] == "mixed" and isinstance(fit["seed"], int)
    assert fit["script"] == "bench/fit_focus.py" and fit["rows"] > fit["positives"] > 0


def test_the_shipped_weights_are_the_committed_fit() -> None:
    """The shipped asset is bench/fit_focus.py's output (bench/results/focus_model.json): a refit that changes
    one must change the other."""
    import json
    from pathlib import Path

    fit = json.loads((Path(__file__).resolve().parents[1] / "bench/results/focus_model.json").read_text())
    assert fit["conversations"] == "0-4" and fit["layout"] == "mixed"  # the development split, every layout
    assert fit["weights"] == dict(WEIGHTS) and fit["bias"] == BIAS
    assert (fit["seed"], fit["rows"], fit["positives"]) == (PROVENANCE["seed"], PROVENANCE["rows"], PROVENANCE["positives"])


# --- layout-free turn features ----------------------------------------------------------------------

TURNS = [("Caroline", "I went to the LGBTQ support group yesterday, it was powerful."),
         ("Melanie", "That sounds great! What did the group talk about?"),
         ("Caroline", "Transgender stories, and how they found courage to come out."),
         ("Melanie", "I painted a sunrise over the lake last week."),
         ("Caroline", "Would you show me the painting?")]
TURN_FEATURES = ("overlap", "overlap_before", "overlap_after", "speaker_named", "question", "length")


def _session_text(layout_name: str) -> str:
    from datetime import datetime

    from memspark_eval.locomo_layouts import LAYOUTS, Session, render_files

    turns = [{"speaker": who, "text": text, "dia_id": f"D1:{i + 1}"} for i, (who, text) in enumerate(TURNS)]
    session = Session(1, datetime(2023, 5, 8, 13, 56), "1:56 pm on 8 May, 2023", turns, ("Caroline", "Melanie"))
    (lines,) = render_files(LAYOUTS[layout_name], [session]).values()
    return "\n".join(text for text, _ in lines)


@pytest.mark.parametrize("layout", ["bold", "monthly", "timestamped-list", "blockquote", "name-dash", "whatsapp",
                                    "chat-copy", "jsonl"])
def test_a_turn_weighs_the_same_in_every_layout(layout: str) -> None:
    """The same five turns written as `Name: text` paragraphs and in another layout: every turn-feature column
    of the turn model is equal — no timestamp or JSON key adds terms or characters, the `?` of a transcript
    message is seen (its line ends in `"}`) — and the turns read the same (`Block.plain`)."""
    query = "What did Caroline say about the support group, and did she paint a sunrise?"
    heading = "Session 1 — 1:56 pm on 8 May, 2023 (Caroline and Melanie)"
    rows: dict[str, list] = {}
    for name in ("bare", layout):
        text = _session_text(name)
        head = (cand("s", 1.0, text=text, start_line=1, end_line=text.count("\n") + 1, heading=heading),)
        found, f = _features(head, query)
        turns = [i for i, (_, b) in enumerate(found) if b.speaker]
        assert [found[i][1].plain for i in turns] == [f"{who}: {said}" for who, said in TURNS]
        rows[name] = [{k: f[k][i] for k in TURN_FEATURES} for i in turns]
    if layout == "blockquote":  # its context line ("Copied from our chat:") is one more block in the IDF's count
        for bare, other in zip(rows["bare"], rows[layout], strict=True):
            assert {k: v for k, v in other.items() if "overlap" not in k} == {
                k: v for k, v in bare.items() if "overlap" not in k}
            assert all(other[k] == pytest.approx(bare[k], abs=0.06) for k in TURN_FEATURES if "overlap" in k)
    else:
        assert rows[layout] == rows["bare"]
