"""bench/capture_latency.py times what it says: the caches it clears are the ones a capture call fills."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import capture_latency as cl  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.capture.learned import LearnedClassifier  # noqa: E402
from memspark.config_sections import CaptureConfig  # noqa: E402

GERMAN = "Mein Zahnarzttermin ist jetzt am Donnerstag um 15 Uhr, und ich mag Termine am Vormittag lieber."
MESSAGE = "My dentist appointment moved to Thursday the 14th at 3pm, and I prefer morning slots from now on."


def test_a_capture_call_fills_every_cache_the_bench_clears() -> None:
    cl._clear(cl.RESULT_CACHES + cl.VECTOR_CACHES)
    decide(MESSAGE, role="user", agent_id="t", cfg=CaptureConfig(), classifier=LearnedClassifier())
    filled = {c.__name__: c.cache_info().currsize for c in cl.RESULT_CACHES}  # type: ignore[attr-defined]
    assert all(n >= 1 for n in filled.values()), filled
    assert cl.sentence_vector.cache_info().currsize >= 1  # the MiniLM vector (an English message: no e5 vector)
    cl._clear(cl.RESULT_CACHES)
    assert all(c.cache_info().currsize == 0 for c in cl.RESULT_CACHES)  # type: ignore[attr-defined]
    assert not cl.multilingual._CACHE
    assert cl.sentence_vector.cache_info().currsize >= 1  # the vectors stay: classification is timed apart from them


def test_the_multilingual_verdicts_are_cleared_and_the_e5_vectors_kept() -> None:
    cl._clear(cl.RESULT_CACHES + cl.VECTOR_CACHES)
    decide(GERMAN, role="user", agent_id="t", cfg=CaptureConfig(), classifier=LearnedClassifier())
    assert cl.multilingual._CACHE and cl.e5_vector.cache_info().currsize >= 1
    cl._clear(cl.RESULT_CACHES)
    assert not cl.multilingual._CACHE and cl.e5_vector.cache_info().currsize >= 1


def test_the_bench_writes_its_figures(tmp_path: Path) -> None:
    data = tmp_path / "rows.jsonl"
    data.write_text("\n".join(json.dumps({"text": t, "role": "user"}) for t in (
        MESSAGE, GERMAN, "thanks!")), encoding="utf-8")
    out = tmp_path / "latency"
    assert cl.main(["--data", str(data), "--n", "3", "--repeat", "1", "--name", str(out)]) == 0
    got = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert got["messages"] == 3
    for stage in ("cold", "classification", "heuristic", "injection_models", "store_models_added", "learned_models_added"):
        assert set(got[stage]) == {"p50_ms", "p95_ms", "mean_ms"}
    assert got["cold"]["p50_ms"] > got["classification"]["p50_ms"] > 0  # the embedding is the larger part
