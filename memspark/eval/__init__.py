"""Retrieval evaluation: the LoCoMo benchmark run through the real ingest and recall code.

``memspark eval locomo`` (see :mod:`memspark.cli.eval`) converts each LoCoMo conversation into an
agent workspace of dated session notes (:mod:`memspark.eval.locomo_data`), indexes it with the
real chunker, embedder and LanceDB store, asks every question with evidence and scores the
evidence turns with per-turn Recall@k and nDCG@10 (:mod:`memspark.eval.metrics`) for a set of
ablations (:mod:`memspark.eval.locomo`).
"""

from __future__ import annotations
