"""Retrieval evaluation, outside the library: the LoCoMo benchmark run through the real ingest and recall code.

``memspark eval locomo`` (:mod:`memspark_eval.cli`, a plugin of the ``memspark`` command: the entry point
``eval`` of the group ``memspark.cli``) converts each LoCoMo conversation into an agent workspace of dated
session notes (:mod:`memspark_eval.locomo_data`, :mod:`memspark_eval.locomo_layouts`), indexes it with the
real chunker, embedder and LanceDB store (:mod:`memspark_eval.index`), asks every question with evidence
and scores the evidence turns with per-turn Recall@k and nDCG@10 (:mod:`memspark_eval.metrics`,
:mod:`memspark_eval.scoring`) for a set of ablations (:mod:`memspark_eval.ablations`,
:mod:`memspark_eval.locomo`). ``memspark eval examples`` grades the bundled example queries
(:mod:`memspark_eval.examples`); :mod:`memspark_eval.focus_fit` fits focus's turn model
(``bench/fit_focus.py``). This package imports :mod:`memspark`; the library never imports it.
"""

from __future__ import annotations
