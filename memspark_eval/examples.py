"""``memspark eval examples``: the bundled example queries, graded, per ablation.

``examples/queries_expected.jsonl`` labels each example query with the places that answer it:
``[path, needle]`` pairs — a result is relevant when it comes from ``path`` and one of the lines it
spans contains ``needle`` (case-insensitive; an empty needle: any line of the file). The labels were
written from the workspace's files before these figures were measured and are never tuned on.

The workspace is indexed into a temporary data dir with the shipped configuration, and every query
is asked through each ablation of :mod:`memspark_eval.ablations` (the legs and the full pipeline with one
stage changed) with ``now`` = 2026-04-03 (the examples' "today"), ``maxResults`` 10 and
``minScore`` 0 (the legs have no minScore either, so every ablation answers ten results). Metrics per ablation: hit@1, hit@3 (a relevant result in the first k), MRR@10 and
label recall@10 (the share of a query's labels that some result in the first 10 covers).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from memspark.config import Config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import ConfigError
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import PipelineRequest
from memspark.storage import LanceStore
from memspark_eval.ablations import FULL_VARIANTS, Retrievers
from memspark_eval.index import index_workspace
from memspark_eval.run_info import git_commit, machine_info

EXAMPLES_NOW = date(2026, 4, 3)
LEGS = ("vector", "bm25", "hybrid")
K = 10


@dataclass(frozen=True)
class LabelledQuery:
    query: str
    agent: str
    relevant: tuple[tuple[str, str], ...]  # (path, needle)


def load_labels(path: Path) -> list[LabelledQuery]:
    out = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ConfigError(f"cannot read the labelled queries {path}: {exc}",
                          action="Pass --labels FILE (examples/queries_expected.jsonl in the repo).") from exc
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            out.append(LabelledQuery(row["query"], row["agent"], tuple((p, s) for p, s in row["relevant"])))
        except (ValueError, KeyError, TypeError) as exc:
            raise ConfigError(f"{path}:{n}: not a labelled query ({exc})",
                              action='Each line: {"query", "agent", "relevant": [[path, needle], ...]}.') from exc
    return out


def covered(c: Candidate, label: tuple[str, str], files: dict[str, list[str]]) -> bool:
    """Does result ``c`` span a line of ``label``'s file that holds its needle?"""
    path, needle = label
    if c.path != path:
        return False
    lines = files.get(f"{c.agent_id}/{c.path}") or files.get(f"shared/{c.path}") or []
    return any(needle.lower() in lines[i - 1].lower() for i in range(c.start_line, min(c.end_line, len(lines)) + 1))


def grade(results: Sequence[Candidate], q: LabelledQuery, files: dict[str, list[str]]) -> dict[str, float]:
    rel = [any(covered(c, lab, files) for lab in q.relevant) for c in results[:K]]
    first = next((i for i, r in enumerate(rel) if r), None)
    labels_found = sum(any(covered(c, lab, files) for c in results[:K]) for lab in q.relevant)
    return {"hit@1": float(any(rel[:1])), "hit@3": float(any(rel[:3])),
            "mrr@10": 1.0 / (first + 1) if first is not None else 0.0,
            "label_recall@10": labels_found / len(q.relevant)}


def _file_lines(cfg: Config) -> dict[str, list[str]]:
    """``agent/path`` → the file's lines as indexed (the chunker's line numbers)."""
    out: dict[str, list[str]] = {}
    root = cfg.root
    for p in sorted(root.rglob("*")):
        if p.is_file() and ".memspark" not in p.parts:
            rel = p.relative_to(root).as_posix()
            first, _, rest = rel.partition("/")
            key = f"{first.removeprefix('workspace-')}/{rest}" if first.startswith("workspace-") else f"shared/{rel}"
            try:
                out[key] = p.read_text(encoding="utf-8").split("\n")
            except (OSError, UnicodeDecodeError):
                continue
    return out


def run_examples(cfg: Config, workspace: Path, labels: Path) -> dict[str, Any]:
    """Index ``workspace`` (a temp copy's data dir) and grade every ablation on the labelled queries."""
    queries = load_labels(labels)
    with tempfile.TemporaryDirectory(prefix="memspark-examples-") as tmp:
        cfg = cfg.with_overrides(workspace={"root": str(workspace), "data_dir": str(Path(tmp) / "data")})
        queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
        store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.provider.dims)
        try:
            chunks, _ = index_workspace(cfg, store, queue)
            store.optimize()
            files = _file_lines(cfg)
            retr = Retrievers(cfg, store, queue, None)
            rows: dict[str, list[dict[str, float]]] = {}
            for q in queries:
                vec, bm, fused = retr.legs(q.query, q.agent)
                for name, cands in zip(LEGS, (vec, bm, fused), strict=True):
                    rows.setdefault(name, []).append(grade(cands, q, files))
                for name, pipe in retr.pipelines.items():
                    res = pipe.run(PipelineRequest(q.query, q.agent, mode="tool", min_score=0.0, now=EXAMPLES_NOW))
                    rows.setdefault(name, []).append(grade(res.results, q, files))
        finally:
            store.close()
    metrics = ("hit@1", "hit@3", "mrr@10", "label_recall@10")
    return {"benchmark": "examples", "labels": str(labels), "queries": len(queries), "chunks": chunks,
            "machine": machine_info(), "commit": git_commit(),
            "ablations": {name: {m: round(sum(r[m] for r in rs) / len(rs), 4) for m in metrics}
                          for name, rs in rows.items()},
            "ablation_names": [*LEGS, *FULL_VARIANTS]}


def render_examples(report: dict[str, Any]) -> str:
    lines = [f"Example queries ({report['queries']} labelled, {report['chunks']} chunks): hit@1 hit@3 MRR@10 "
             "label-recall@10", f"{'ablation':<16}{'hit@1':>7}{'hit@3':>7}{'MRR':>7}{'lab@10':>8}"]
    for name, m in report["ablations"].items():
        lines.append(f"{name:<16}{m['hit@1']:>7.2f}{m['hit@3']:>7.2f}{m['mrr@10']:>7.3f}{m['label_recall@10']:>8.3f}")
    return "\n".join(lines)
