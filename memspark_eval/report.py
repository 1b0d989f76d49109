"""Render a LoCoMo report as readable tables and write it under ``bench/results/``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memspark_eval.scoring import METRICS


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}"


def _table(block: dict[str, Any], title: str) -> list[str]:
    lines = [title, f"{'ablation':<15}{'n':>6}  {'R@5':>6}{'R@10':>6}{'R@25':>6}{'nDCG@10':>9}{'ms/q':>8}"]
    for name, entry in block.items():
        o = entry["overall"]
        ms = entry.get("ms_per_query")
        lines.append(f"{name:<15}{entry['n']:>6}  " + "".join(f"{_pct(o[m]):>6}" for m in METRICS[:3])
                     + f"{o['ndcg@10']:>9.3f}" + (f"{ms:>8.1f}" if ms is not None else f"{'':>8}"))
    return lines


def render(report: dict[str, Any]) -> str:
    c, cfg = report["counts"], report["config"]
    lines = [f"LoCoMo evidence retrieval — {c['conversations']} conversations, {c['turns']} turns, {c['chunks']} chunks, "
             f"{c['asked']} questions asked (skipped: {c['skipped_no_evidence']} without evidence, "
             f"{c['skipped_unmapped_evidence']} with unmappable evidence; not sampled: {c['not_sampled']})",
             f"embed {cfg['embed_model']}, child_tokens {cfg['chunk']['child_tokens']}, overlap "
             f"{cfg['chunk']['overlap_tokens']}, recall {cfg['recall']}", ""]
    lines += _table(report["ablations"], "Overall (Recall@k in %, per turn):")
    cats = sorted({cat for e in report["ablations"].values() for cat in e["by_category"]})
    lines += ["", "Recall@10 / nDCG@10 by category:", f"{'ablation':<15}" + "".join(f"{cat:>22}" for cat in cats)]
    for name, entry in report["ablations"].items():
        cells = []
        for cat in cats:
            m = entry["by_category"].get(cat)
            cells.append(f"{_pct(m['recall@10'])} / {m['ndcg@10']:.3f} (n={m['n']})" if m else "-")
        lines.append(f"{name:<15}" + "".join(f"{cell:>22}" for cell in cells))
    for split, block in report.get("splits", {}).items():
        lines += [""] + _table(block, f"Split {split}:")
    if "rerank_sample" in report:
        lines += [""] + _table(report["rerank_sample"], "Same questions as the rerank ablations (paired sample):")
        lines.append(f"full_rerank: gate fired on {report.get('full_rerank_gate_fired', 0)} questions")
    if report.get("mean_injected_chars") is not None:
        lines.append(f"\nmean injected chars (hook block, full pipeline): {report['mean_injected_chars']}")
    s = report["seconds"]
    lines.append(f"seconds: index {s['index']} (embedding {s['embed']}), queries {s['queries']}, total {s['total']}")
    return "\n".join(lines)


def write_report(report: dict[str, Any], path: Path) -> Path:
    """Write the report's JSON to ``path`` (``--out``); nothing is written unless asked."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
