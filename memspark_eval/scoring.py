"""Per-question metrics per ablation, aggregated overall, per LoCoMo category and per split."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memspark_eval.locomo_data import CATEGORIES
from memspark_eval.metrics import ndcg_at_k, recall_at_k

KS = (5, 10, 25)
METRICS = ("recall@5", "recall@10", "recall@25", "ndcg@10")


class Scorer:
    """Per-question metrics per ablation, aggregated overall and per category."""

    def __init__(self) -> None:
        self.rows: dict[str, list[tuple[int, int, dict[str, float]]]] = {}  # ablation -> (qid, category, metrics)
        self.ms: dict[str, float] = {}

    def add(self, ablation: str, qid: int, category: int, turns: list[str], relevant: Sequence[str], ms: float) -> None:
        m = {f"recall@{k}": recall_at_k(turns, relevant, k) for k in KS} | {"ndcg@10": ndcg_at_k(turns, relevant, 10)}
        self.rows.setdefault(ablation, []).append((qid, category, m))
        self.ms[ablation] = self.ms.get(ablation, 0.0) + ms

    def summary(self, only: set[int] | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for ablation, rows in self.rows.items():
            rows = [r for r in rows if only is None or r[0] in only]
            if not rows:
                continue
            entry: dict[str, Any] = {"n": len(rows), "overall": _mean([r[2] for r in rows]), "by_category": {}}
            for cat, name in CATEGORIES.items():
                sel = [r[2] for r in rows if r[1] == cat]
                if sel:
                    entry["by_category"][f"{cat} {name}"] = _mean(sel) | {"n": len(sel)}
            if only is None:
                entry["ms_per_query"] = round(self.ms[ablation] / len(rows), 2)
            out[ablation] = entry
        return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: round(sum(r[k] for r in rows) / len(rows), 4) for k in METRICS}
