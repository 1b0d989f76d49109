"""``memspark eval``: the evaluation plugin's commands (``eval locomo``, ``eval examples``).

    memspark eval locomo --data PATH/locomo10.json [--json] [--out FILE] [--layout NAME|mixed|all]   (or MEMSPARK_LOCOMO_DATA)
                         [--embed-cache FILE]
                         [--conversations N] [--questions-per-conv N]
                         [--ablations vector,bm25,hybrid,hybrid_rerank,full]
                         [--child-tokens N] [--overlap-tokens N] [--embed-model ID]
                         [--rerank-sample N] [--rerank-top-n N] [--set SECTION.KEY=VALUE ...]
    memspark eval examples [--workspace DIR] [--labels FILE] [--json] [--out FILE]

The library's CLI does not import this package: ``pyproject.toml`` declares :func:`register` as the
entry point ``eval`` of the group ``memspark.cli``, and :mod:`memspark.cli` adds every command of that
group to its parser (an install without this package says how to get it). The LoCoMo file comes from
``--data`` or ``$MEMSPARK_LOCOMO_DATA`` (never a default path). The report is printed (``--json``: one
JSON object) and written only with ``--out``. ``--layout all`` runs every layout of
:mod:`memspark_eval.locomo_layouts` (the shipped pipeline, ``full``, unless ``--ablations`` says more)
and prints the per-layout table.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

from memspark.cli.common import add_command, add_json, load
from memspark.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parents[1]
DATA_ENV = "MEMSPARK_LOCOMO_DATA"
LOCOMO_SOURCE = ("LoCoMo is not bundled (CC BY-NC 4.0): download data/locomo10.json from the authors' "
                 "repository, snap-research/locomo on GitHub")
# The eval runs the configuration a fresh install ships (chunking included); --child-tokens,
# --overlap-tokens, --rerank-top-n and --set override it for experiments.


def resolve_data(path: str | None) -> Path:
    """``--data`` as given, else ``$MEMSPARK_LOCOMO_DATA``; neither is an error saying where to get it."""
    given = path or os.environ.get(DATA_ENV, "")
    if not given:
        raise ConfigError("no LoCoMo data file given",
                          action=f"{LOCOMO_SOURCE}; then pass --data PATH/locomo10.json or set {DATA_ENV}.")
    return Path(given).expanduser()


def parse_sets(items: list[str] | None) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        section, dot, name = key.strip().partition(".")
        if not sep or not dot or not name:
            raise ConfigError(f"--set {item!r} is not SECTION.KEY=VALUE",
                              action="Write e.g. --set tuning.decay_floor=1.0 (keys: `memspark config`).")
        out.setdefault(section, {})[name] = value.strip()
    return out


def cmd_eval_locomo(args: argparse.Namespace) -> int:
    from memspark_eval.locomo import (
        DEFAULT_ABLATIONS,
        LAYOUT_ABLATIONS,
        EvalOptions,
        parse_ablations,
        render_layouts,
        run_layouts,
        run_locomo,
    )
    from memspark_eval.locomo_layouts import check_layout
    from memspark_eval.report import render, write_report

    overrides = parse_sets(args.set)
    for section, key, value in (("chunk", "child_tokens", args.child_tokens),
                                ("chunk", "overlap_tokens", args.overlap_tokens),
                                ("embed", "model", args.embed_model), ("rerank", "top_n", args.rerank_top_n)):
        if value:
            overrides.setdefault(section, {}).setdefault(key, value)
    cfg = load(args, overrides=overrides)
    every_layout = args.layout == "all"
    if not every_layout:
        check_layout(args.layout)  # an unknown name fails before anything is indexed
    ablations = (parse_ablations(args.ablations) if args.ablations
                 else LAYOUT_ABLATIONS if every_layout else DEFAULT_ABLATIONS)
    opts = EvalOptions(data=resolve_data(args.data), conversations=args.conversations,
                       questions_per_conv=args.questions_per_conv, ablations=ablations,
                       rerank_sample=args.rerank_sample, layout="bare" if every_layout else args.layout,
                       embed_cache=Path(args.embed_cache).expanduser() if args.embed_cache else None)
    if not args.json:
        logging.basicConfig(level=logging.WARNING)

    def progress(msg: str) -> None:
        if not args.json:
            print(msg, file=sys.stderr, flush=True)

    from memspark.cli.progress_view import show_progress

    with show_progress():
        report = run_layouts(cfg, opts, progress=progress) if every_layout else run_locomo(cfg, opts, progress)
    if args.out:  # only when asked: a run must not leave files in the checkout
        report["written_to"] = str(write_report(report, Path(args.out)))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(render_layouts(report) if every_layout else render(report))
        if args.out:
            print(f"written to {report['written_to']}")
    return 0


def cmd_eval_examples(args: argparse.Namespace) -> int:
    from memspark_eval.examples import render_examples, run_examples

    cfg = load(args)
    workspace = Path(args.workspace) if args.workspace else REPO_ROOT / "examples" / "workspace"
    labels = Path(args.labels) if args.labels else REPO_ROOT / "examples" / "queries_expected.jsonl"
    report = run_examples(cfg, workspace, labels)
    written = ""
    if args.out:  # only when asked: a run must not leave files in the checkout
        out = Path(args.out)
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"cannot write --out {out}: {exc.strerror or exc}",
                              action="Pass --out a path in a writable folder.") from exc
        written = f"\nwritten to {out}"
    print(json.dumps(report) if args.json else render_examples(report) + written)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``eval locomo`` and ``eval examples`` to the ``memspark`` sub-command parser."""
    p = add_command(sub, common, "eval", "retrieval benchmarks (eval locomo, eval examples)", None)
    esub = p.add_subparsers(dest="eval_command", required=True, metavar="COMMAND")
    q = add_command(esub, common, "locomo", "LoCoMo evidence recall (Recall@5/10/25, nDCG@10)",
                    cmd_eval_locomo)
    q.add_argument("--data", default=None, help=f"the LoCoMo locomo10.json file (default: ${DATA_ENV}); {LOCOMO_SOURCE}")
    q.add_argument("--layout", default="bare",
                   help="how the notes write the turns: bare, bold, monthly, timestamped-list, blockquote, name-dash, "
                        "whatsapp, chat-copy, jsonl, and irc, screenplay, slack, wechat, sms, email-thread, arrows, forum-thread, "
                        "letters, reddit-levels, messenger-archive, imessage-export, teams-copy, zoom-chat-save, discord-copy (never tuned on, never in mixed) "
                        "(memspark_eval.locomo_layouts), mixed (each session in another layout, as the focus model "
                        "is fitted), or all for the per-layout table (default: bare)")
    q.add_argument("--embed-cache", dest="embed_cache", default=None, metavar="FILE",
                   help="keep every vector the eval embeds in this SQLite file and reuse it for the same text and "
                        "model in later runs and layouts (default: no cache)")
    add_json(q, "the report")
    q.add_argument("--out", default=None, help="also write the JSON report to this file, e.g. "
                   "bench/results/locomo_<time>.json (default: print only)")
    q.add_argument("--conversations", type=int, default=None, help="only the first N conversations (default: all)")
    q.add_argument("--questions-per-conv", dest="questions_per_conv", type=int, default=None,
                   help="an evenly spaced sample of N questions per conversation (default: all)")
    q.add_argument("--ablations", default=None,
                   help="comma-separated, of: vector, bm25, hybrid, the rerank and full-pipeline variants "
                        "(`memspark_eval.locomo.ABLATIONS`; default: its DEFAULT_ABLATIONS)")
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
                   help="any config override for the eval, e.g. tuning.decay_floor=1.0 or a research constant "
                        "tuning.bm25_mix=0.5 (docs/configuration.md, 'Tuning'; repeatable; default: none)")
    x = add_command(esub, common, "examples",
                    "the bundled example queries, graded against their labels, per ablation", cmd_eval_examples)
    x.add_argument("--workspace", default=None, help="workspace to index (default: the repo's examples/workspace)")
    x.add_argument("--labels", default=None,
                   help="labelled queries JSONL (default: the repo's examples/queries_expected.jsonl)")
    add_json(x, "the report")
    x.add_argument("--out", default=None,
                   help="also write the JSON report to this file, e.g. bench/results/examples_<time>.json "
                        "(default: print only)")
