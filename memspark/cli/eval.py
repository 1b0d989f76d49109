"""``memspark eval locomo``: the LoCoMo retrieval benchmark (see :mod:`memspark.eval.locomo`).

    memspark eval locomo [--data ../shared/data/locomo/locomo10.json] [--json] [--out FILE]
                         [--conversations N] [--questions-per-conv N]
                         [--ablations vector,bm25,hybrid,hybrid_rerank,full]
                         [--child-tokens N] [--overlap-tokens N] [--embed-model ID]
                         [--rerank-sample N] [--rerank-top-n N] [--set SECTION.KEY=VALUE ...]

The report is printed (``--json``: one JSON object) and written to ``--out`` or
``bench/results/locomo_<timestamp>.json``.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

from memspark.cli.common import add_command, add_json, load
from memspark.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DATA = "../shared/data/locomo/locomo10.json"
# The eval runs the configuration a fresh install ships (chunking included); --child-tokens,
# --overlap-tokens, --rerank-top-n and --set override it for experiments.


def resolve_data(path: str | None) -> Path:
    """``--data`` as given; the default is looked up relative to the cwd, then to the repo."""
    if path:
        return Path(path).expanduser()
    for base in (Path.cwd(), REPO_ROOT):
        candidate = (base / DEFAULT_DATA).resolve()
        if candidate.is_file():
            return candidate
    return (Path.cwd() / DEFAULT_DATA).resolve()


def parse_sets(items: list[str] | None) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        section, dot, name = key.strip().partition(".")
        if not sep or not dot or not name:
            raise ConfigError(f"--set {item!r} is not SECTION.KEY=VALUE",
                              action="Write e.g. --set recall.decay_floor=1.0 (keys: `memspark config`).")
        out.setdefault(section, {})[name] = value.strip()
    return out


def cmd_eval_locomo(args: argparse.Namespace) -> int:
    from memspark.eval.locomo import DEFAULT_ABLATIONS, EvalOptions, parse_ablations, run_locomo
    from memspark.eval.report import render, write_report

    overrides = parse_sets(args.set)
    for section, key, value in (("chunk", "child_tokens", args.child_tokens),
                                ("chunk", "overlap_tokens", args.overlap_tokens),
                                ("embed", "model", args.embed_model), ("rerank", "top_n", args.rerank_top_n)):
        if value:
            overrides.setdefault(section, {}).setdefault(key, value)
    cfg = load(args, overrides=overrides)
    ablations = parse_ablations(args.ablations) if args.ablations else DEFAULT_ABLATIONS
    opts = EvalOptions(data=resolve_data(args.data), conversations=args.conversations,
                       questions_per_conv=args.questions_per_conv, ablations=ablations,
                       rerank_sample=args.rerank_sample)
    if not args.json:
        logging.basicConfig(level=logging.WARNING)

    def progress(msg: str) -> None:
        if not args.json:
            print(msg, file=sys.stderr, flush=True)

    from memspark.cli.progress_view import show_progress

    with show_progress():
        report = run_locomo(cfg, opts, progress)
    path = write_report(report, Path(args.out) if args.out else None, REPO_ROOT / "bench" / "results")
    report["written_to"] = str(path)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(render(report))
        print(f"written to {path}")
    return 0


def cmd_eval_examples(args: argparse.Namespace) -> int:
    from memspark.eval.examples import render_examples, run_examples

    cfg = load(args)
    workspace = Path(args.workspace) if args.workspace else REPO_ROOT / "examples" / "workspace"
    labels = Path(args.labels) if args.labels else REPO_ROOT / "examples" / "queries_expected.jsonl"
    report = run_examples(cfg, workspace, labels)
    out = Path(args.out) if args.out else REPO_ROOT / "bench" / "results" / f"examples_{time.strftime('%Y%m%d-%H%M%S')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report) if args.json else render_examples(report) + f"\nwritten to {out}")
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``eval locomo`` and ``eval examples`` to the ``memspark`` sub-command parser."""
    p = add_command(sub, common, "eval", "retrieval benchmarks (eval locomo, eval examples)", None)
    esub = p.add_subparsers(dest="eval_command", required=True)
    q = add_command(esub, common, "locomo", "LoCoMo evidence recall (Recall@5/10/25, nDCG@10)",
                    cmd_eval_locomo)
    q.add_argument("--data", default=None, help=f"locomo10.json (default: {DEFAULT_DATA}, from the cwd or the repo)")
    add_json(q, "the report")
    q.add_argument("--out", default=None, help="write the JSON here (default: bench/results/locomo_<time>.json)")
    q.add_argument("--conversations", type=int, default=None, help="only the first N conversations (default: all)")
    q.add_argument("--questions-per-conv", dest="questions_per_conv", type=int, default=None,
                   help="an evenly spaced sample of N questions per conversation (default: all)")
    q.add_argument("--ablations", default=None,
                   help="comma-separated, of: vector, bm25, hybrid, the rerank and full-pipeline variants "
                        "(`memspark.eval.locomo.ABLATIONS`; default: its DEFAULT_ABLATIONS)")
    q.add_argument("--child-tokens", dest="child_tokens", type=int, default=None,
                   help="chunk.child_tokens for the eval index (default: the configured one)")
    q.add_argument("--overlap-tokens", dest="overlap_tokens", type=int, default=None,
                   help="chunk.overlap_tokens for the eval index (default: the configured one)")
    q.add_argument("--embed-model", dest="embed_model", default=None,
                   help="embed.model (e.g. multilingual-e5-small-q4; default: the configured one)")
    q.add_argument("--rerank-sample", dest="rerank_sample", type=int, default=200,
                   help="questions the rerank ablations run on (e5 is slow; 0: all; default 200)")
    q.add_argument("--rerank-top-n", dest="rerank_top_n", type=int, default=None,
                   help="rerank.top_n for the eval (default: the configured one)")
    q.add_argument("--set", action="append", metavar="SECTION.KEY=VALUE",
                   help="any config override for the eval, e.g. recall.decay_floor=1.0 or a research constant "
                        "tuning.bm25_mix=0.5 (README 'Tuning'; repeatable; default: none)")
    x = add_command(esub, common, "examples",
                    "the bundled example queries, graded against their labels, per ablation", cmd_eval_examples)
    x.add_argument("--workspace", default=None, help="workspace to index (default: the repo's examples/workspace)")
    x.add_argument("--labels", default=None,
                   help="labelled queries JSONL (default: the repo's examples/queries_expected.jsonl)")
    add_json(x, "the report")
    x.add_argument("--out", default=None, help="write the JSON here (default: bench/results/examples_<time>.json)")
