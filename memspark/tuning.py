"""Research constants: the measured numbers behind recall, write batching and index upkeep, in one
documented object.

These are not knobs an operator turns: each value was chosen by a measurement (LoCoMo with
``memspark eval locomo``, the spec's worked examples, a ``bench/`` script, the ANN recall check) and
changing one changes what recall returns or how the write side batches; each description says where
its figure came from. They live here, apart from the user-facing config, so that the config stays
what an operator needs, and so that an experiment overrides them in one place:
``memspark eval locomo --set tuning.bm25_mix=0.5`` (or a ``[tuning]`` table / ``MEMSPARK_TUNING_*``).

The spec's per-call ``RerankOptions`` (``rrfKOverride``, ``alphaOverride``, ``gateThresholdOverride`` …)
still override these per search; this object only holds their defaults.

Keys that used to sit in the user-facing sections (``recall.rrf_k``, ``recall.decay_floor``,
``rerank.alpha``, ``ingest.files_per_batch``, ``ops.ann_min_recall`` …; :data:`MOVED_KEYS`) keep
working: :func:`relocate_moved_keys` maps them here with one :class:`MovedKeyWarning` that names the new
key. ``relevance = "mix_sigmoid"``, a superseded experiment,
is no longer offered: it is read as ``mix`` (its successor) with the same warning.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

from memspark.config_parse import setting
from memspark.vocab import RelevanceMode


class MovedKeyWarning(FutureWarning):
    """A config file, env var or override set a key by its old name; it still works, under its new one."""


@dataclass(frozen=True)
class Tuning:
    # fusion (recall stage 5, memspark/recall/stages/fusion.py)
    rrf_k: int = setting(60, "Reciprocal rank fusion constant (Memory-Spark's k = 60; also the rerank blend's and "
                             "multi-query fusion's k).")
    fusion_vector_weight: float = setting(1.0, "RRF weight of the vector leg.")
    fusion_bm25_weight: float = setting(1.0, "RRF weight of the BM25 leg.")
    relevance: RelevanceMode = setting(
        RelevanceMode.MIX, "Base relevance that weights, decay and minScore act on: mix (cosine + bm25_mix x the "
                           "BM25 term: the best match's sigmoid score, the others scaled by their raw BM25 relative "
                           "to it; measured best on LoCoMo) | rrf (fused RRF over its best possible value) | cosine "
                           "(the vector similarity alone).")
    bm25_mix: float = setting(0.3, "relevance = mix: weight of the BM25 term added to the cosine (0.3 keeps "
                                   "Memory-Spark's decay example; 0.5-1.0 adds about 1.5 points R@10 on LoCoMo).")
    # focus (recall stage 12b, memspark/recall/stages/focus.py)
    focus_meaning_weight: float = setting(1.0, "Scales the learned weights of a conversation turn's cosine to the "
                                               "query (a z-score over the best chunks' turns) in focus's turn "
                                               "model; needs ingest.embed_turns; 0 = no turn vectors read.")
    # reranker gate (spec examples "reranker gate"; memspark/rerank/gate.py)
    gate_threshold: float = setting(0.08, "Top-5 vector spread above which the vector ranking is trusted.")
    gate_low_threshold: float = setting(0.02, "Top-5 vector spread below which the set is tied.")
    # MMR (recall stage 10)
    mmr_lambda: float = setting(0.9, "MMR relevance/diversity trade-off (Memory-Spark's 0.9; LoCoMo ablation "
                                     "full_nommr, eval --set tuning.mmr_lambda=1.0).")
    mmr_adaptive: bool = setting(False, "Use the adaptive lambda tiers (spread > 0.3: 0.95, > 0.1: 0.85, else "
                                        "0.7) instead of tuning.mmr_lambda.")
    # candidate depth, dedup, decay, context overlap, abstention (memspark/recall/stages/; the spec's defaults)
    candidate_multiplier: int = setting(4, "Per-leg candidate depth = max_results x this (min 20; Memory-Spark's "
                                           "4).")
    dedup_threshold: float = setting(0.95, "Cosine above which a candidate is a near-duplicate of a better one "
                                           "(Memory-Spark's 0.95; LoCoMo ablation full_nodedup).")
    source_penalty_similarity: float = setting(0.6, "A source weight below 1 (recall.source_weights, sessions 0.7) "
                                                    "applies only to a chunk whose cosine to a curated note's chunk "
                                                    "among the candidates is at least this: a transcript yields to the "
                                                    "note that keeps what it says; 0: the plain factor on every chunk "
                                                    "of the source (docs/benchmarks.md, the sessions weight).")
    decay_floor: float = setting(0.8, "Temporal decay floor (Memory-Spark's decay formula and example; LoCoMo "
                                      "ablation full_nodecay sets 1.0).")
    decay_rate: float = setting(0.03, "Temporal decay rate per day (Memory-Spark's decay formula).")
    time_aware_decay: bool = setting(True, "Decay off for queries anchored in time ('when did', 'last May', 'in 2022', "
                                           "'after her trip'), and a best match leading every decay-favoured rival by "
                                           "> 10 % is not decayed; false: Memory-Spark's decay on every query "
                                           "(measured: docs/architecture.md, time-aware decay; LoCoMo ablation "
                                           "full_spec_decay).")
    context_overlap_threshold: float = setting(0.4, "Drop a memory when more than this share of its tokens is in "
                                                    "the context (Memory-Spark's 0.4).")
    hook_min_relevance: float = setting(0.41, "Auto-recall abstains (injects nothing) when the best memory's absolute "
                                              "relevance - raw cosine + 0.3 x the query's terms it holds over their "
                                              "number + 1, less "
                                              "0.1 x share of the query's names no memory mentions - is below this; 0: "
                                              "never abstains. Calibrated for the default local model "
                                              "(bench/abstention.py; docs/benchmarks.md, Abstention).")
    # question reformulation (memspark/rerank/reformulate.py)
    reformulate: bool = setting(True, "Ask declarative queries as 'Is it true that ...?' before reranking "
                                      "(Memory-Spark's cross-encoder reformulation).")
    # rerank blend (memspark/rerank/blend.py)
    blend_alpha: float = setting(0.5, "rerank.blend = score: weight of the vector ranking (0 = pure reranker).")
    blend_vector_weight: float = setting(1.0, "rerank.blend = rrf: weight of the vector ranking.")
    blend_reranker_weight: float = setting(1.0, "rerank.blend = rrf: weight of the reranker ranking.")
    # ANN index check (memspark/storage/ann.py; `memspark maintain`)
    ann_min_recall: float = setting(0.9, "Keep a new ANN index only if its recall@10 vs exact search reaches this.")
    ann_sample_queries: int = setting(50, "Sample queries used to check ANN recall@10.")
    # write batching (flows/ingest.py, flows/reembed.py; bench/ingest_throughput.py measured them)
    files_per_batch: int = setting(64, "Files chunked per ingest task (keeps Prefect tasks coarse; "
                                       "bench/ingest_throughput.py records the throughput at this setting).")
    chunks_per_upsert: int = setting(2000, "Rows per upsert commit (whole files: a file with more rows is committed "
                                           "alone; one LanceDB commit each).")
    reembed_batch_rows: int = setting(512, "Rows re-embedded per task (one shadow-table commit each).")
    # embedding circuit breaker (memspark/embed/resilience.py; every EmbedQueue)
    breaker_failures: int = setting(5, "Consecutive embedding failures that open the circuit breaker.")
    breaker_reset_s: float = setting(30.0, "Seconds the breaker stays open before a trial request.")
    # query-embedding cache (memspark/embed/cache.py): agents repeat queries (the hook and the tool ask alike)
    query_cache_size: int = setting(256, "Query-embedding LRU entries.")
    query_cache_ttl_s: float = setting(1800.0, "Query-embedding cache TTL (30 min).")
    # query cleaning, HyDE and multi-query (recall stage 1; memspark/recall/hyde.py, multiquery.py)
    max_query_chars: int = setting(2000, "Cleaned queries are capped at this length.")
    hyde_max_tokens: int = setting(200, "Max tokens of the hypothetical document (and of the multi-query "
                                        "rephrasings).")
    multi_query_count: int = setting(3, "Rephrasings asked for when hyde.multi_query is on.")
    # ANN index (memspark/storage/ann.py; `memspark maintain`; bench/recall_latency.py measured both)
    ann_min_rows: int = setting(100_000, "`memspark maintain` builds the ANN vector index (IVF_HNSW_SQ) once the "
                                         "table has this many child rows; half the default "
                                         "storage.vector_cache_max_rows, so the index is built and kept current "
                                         "before a growing table outgrows the exact in-process cache.")
    ann_refine_factor: int = setting(2, "Past the vector cache, a table with an ANN index is searched with it, and "
                                        "LanceDB re-ranks at least this many times the asked hits (and at least "
                                        "400) by their full vectors: exact cosines, recall@10 ≈ 0.99 (0 = no "
                                        "refine step).")
    # watcher batching (memspark/watch/batcher.py; bench/watch_latency.py)
    watch_debounce_s: float = setting(0.3, "Quiet time after a file's last change before it is ingested.")
    watch_max_batch_wait_s: float = setting(2.0, "A burst is flushed at the latest this long after its first "
                                                 "change.")
    # capture gates (memspark/capture/gates.py, writer.py, hooks.py; bench/capture_precision.py)
    capture_min_message_length: int = setting(30, "Messages shorter than this (characters, trimmed) are not "
                                                  "captured.")
    capture_max_message_length: int = setting(2000, "Longer messages are not captured (pasted documents, logs), "
                                                    "not truncated.")
    capture_min_quality: float = setting(0.5, "Minimum quality score (letters, words, sentence shape) of a capture "
                                              "candidate.")
    capture_dedup_threshold: float = setting(0.92, "Cosine at or above which a candidate repeats an existing "
                                                   "capture (its timestamp is refreshed instead).")
    capture_max_per_turn: int = setting(3, "Captures written per turn at most (highest confidence first).")


# old (section, key) → its name in [tuning]
MOVED_KEYS: dict[tuple[str, str], str] = {
    ("recall", "rrf_k"): "rrf_k", ("recall", "vector_weight"): "fusion_vector_weight",
    ("recall", "bm25_weight"): "fusion_bm25_weight", ("recall", "relevance"): "relevance",
    ("recall", "bm25_mix"): "bm25_mix", ("recall", "gate_threshold"): "gate_threshold",
    ("recall", "gate_low_threshold"): "gate_low_threshold", ("recall", "mmr_adaptive"): "mmr_adaptive",
    ("rerank", "alpha"): "blend_alpha", ("rerank", "vector_weight"): "blend_vector_weight",
    ("rerank", "reranker_weight"): "blend_reranker_weight", ("ops", "ann_min_recall"): "ann_min_recall",
    ("ops", "ann_sample_queries"): "ann_sample_queries",
    ("embed", "breaker_failures"): "breaker_failures", ("embed", "breaker_reset_s"): "breaker_reset_s",
    # the config diet (issue 24): recall's measured constants and the rerank reformulation switch
    ("recall", "candidate_multiplier"): "candidate_multiplier", ("recall", "dedup_threshold"): "dedup_threshold",
    ("recall", "decay_floor"): "decay_floor", ("recall", "decay_rate"): "decay_rate",
    ("recall", "time_aware_decay"): "time_aware_decay", ("recall", "mmr_lambda"): "mmr_lambda",
    ("recall", "context_overlap_threshold"): "context_overlap_threshold",
    ("recall", "hook_min_relevance"): "hook_min_relevance", ("rerank", "reformulate"): "reformulate",
    # ... and the write side's batch sizes (Prefect task and commit granularity)
    ("ingest", "files_per_batch"): "files_per_batch", ("ingest", "chunks_per_upsert"): "chunks_per_upsert",
    ("ops", "reembed_batch_rows"): "reembed_batch_rows",
    # the config diet's second round: caches, ANN upkeep, LLM prompt sizes, watcher timing, capture gates
    ("embed", "query_cache_size"): "query_cache_size",
    ("embed", "query_cache_ttl_s"): "query_cache_ttl_s", ("recall", "max_query_chars"): "max_query_chars",
    ("hyde", "max_tokens"): "hyde_max_tokens", ("hyde", "multi_query_count"): "multi_query_count",
    ("ops", "ann_min_rows"): "ann_min_rows", ("storage", "ann_refine_factor"): "ann_refine_factor",
    ("watch", "debounce_s"): "watch_debounce_s", ("watch", "max_batch_wait_s"): "watch_max_batch_wait_s",
    ("capture", "min_message_length"): "capture_min_message_length",
    ("capture", "max_message_length"): "capture_max_message_length",
    ("capture", "min_quality"): "capture_min_quality", ("capture", "dedup_threshold"): "capture_dedup_threshold",
    ("capture", "max_per_turn"): "capture_max_per_turn",
}
RETIRED_RELEVANCE = {"mix_sigmoid": RelevanceMode.MIX}  # superseded experiments → what replaced them
# keys that did nothing and are gone: ignored with a warning, so a config that still sets them keeps loading
REMOVED_KEYS: dict[tuple[str, str], str] = {
    ("ingest", "task_retries"): "embedding batches are retried by [embed] retries (one retry layer)",
    ("ingest", "task_retry_backoff_s"): "embedding retries back off by [embed] backoff_s (one retry layer)",
}


def relocate_moved_keys(data: dict[str, Any], origin: str) -> dict[str, Any]:
    """``data`` ({section: {key: value}}) with every moved key under ``tuning`` (warning once per key) and a
    retired relevance mode replaced by its successor; keys already under ``tuning`` win over old names."""
    out = {section: dict(values) if isinstance(values, dict) else values for section, values in data.items()}
    moved: dict[str, Any] = {}
    for (section, key), new in MOVED_KEYS.items():
        values = out.get(section)
        if isinstance(values, dict) and key in values:
            moved[new] = values.pop(key)
            warnings.warn(f"{origin}: {section}.{key} is a research constant now: it moved to tuning.{new}",
                          MovedKeyWarning, stacklevel=4)
    for (section, key), why in REMOVED_KEYS.items():
        values = out.get(section)
        if isinstance(values, dict) and key in values:
            values.pop(key)
            warnings.warn(f"{origin}: {section}.{key} is no longer read and is ignored: {why}; remove it",
                          MovedKeyWarning, stacklevel=4)
    tuning = out.get("tuning")
    if moved:
        out["tuning"] = {**moved, **(tuning if isinstance(tuning, dict) else {})}
    tuning = out.get("tuning")
    if isinstance(tuning, dict) and tuning.get("relevance") in RETIRED_RELEVANCE:
        old = tuning["relevance"]
        tuning["relevance"] = RETIRED_RELEVANCE[old]
        warnings.warn(f"{origin}: relevance = {old!r} is no longer offered (superseded experiment); using "
                      f"{RETIRED_RELEVANCE[old].value!r}", MovedKeyWarning, stacklevel=4)
    return out
