"""``memspark search``, ``memspark get`` and ``memspark recall``.

Contract (other tools depend on it):

    memspark search QUERY --agent ID [--max-results N] [--min-score S] [--now YYYY-MM-DD] [--json] [--trace]
    memspark search --batch FILE.jsonl --json      one {"query", "agent"[, "maxResults", "minScore", "now"]} per line
    memspark get PATH --agent ID [--from N] [--lines N] [--json]
    memspark recall TEXT --agent ID [--context FILE] [--now YYYY-MM-DD]

``--json`` prints the tool's return object on one line, error shapes included (exit 1 on an
error shape). Without ``--json`` an error is printed once, as ``Error:``/``Hint:`` by the main CLI,
with its class's exit code (an empty or blank query: 7, no index yet: 5). ``--batch`` answers every
line in order in one process, sharing one embedding queue (one model load) and one manager per
agent; a bad line gives an error-shape line and the run goes on.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memspark.cli.common import add_command, add_json, load
from memspark.cli.common import print_json as _dump
from memspark.errors import MemsparkError, RecallError

if TYPE_CHECKING:
    from memspark.recall.manager import MemorySparkManager
    from memspark.recall.pipeline import PipelineRun
    from memspark.recall.request import RecallRequest, RecallResult


def _open_manager(args: argparse.Namespace, error_shape: Callable[[MemsparkError], Any]) -> MemorySparkManager | None:
    """The agent's manager; with ``--json`` a failure prints the tool's error shape and gives None."""
    from memspark.recall.manager import MemorySparkManager
    from memspark.workspace import Workspace

    try:
        cfg = load(args)
        Workspace(cfg.workspace, cfg.root).require_agent(args.agent)
        return MemorySparkManager(cfg, args.agent)
    except MemsparkError as exc:
        if not args.json:
            raise
        _dump(error_shape(exc))
        return None


def _rerank_json(args: argparse.Namespace) -> dict[str, Any]:
    """--rerank-options as given: a JSON object (its names and values are checked with the request)."""
    if not args.rerank_options:
        return {}
    try:
        overrides = json.loads(args.rerank_options)
    except json.JSONDecodeError as exc:
        raise RecallError(f"--rerank-options is not JSON: {exc.msg}",
                          action='Pass a JSON object, e.g. --rerank-options \'{"gateOverride": "off"}\'.') from exc
    if not isinstance(overrides, dict):
        raise RecallError("--rerank-options must be a JSON object",
                          action='Pass e.g. --rerank-options \'{"gateOverride": "off"}\'.')
    return overrides


def _request(args: argparse.Namespace, overrides: dict[str, Any]) -> RecallRequest:
    """The command line as the typed request: the same checks, and messages, as memory_search's
    (``overrides``: the spec's RerankOptions, checked by memory_search's model)."""
    from memspark.recall.manager import as_date
    from memspark.recall.request import RecallRequest
    from memspark.toolset.search import rerank_options

    return RecallRequest(query=args.query, max_results=args.max_results, min_score=args.min_score,
                         now=as_date(args.now), rerank=rerank_options(overrides))


def _print_results(out: dict[str, Any]) -> None:
    results = out["results"]
    note = f", fallback: {out['fallback']['reason']}" if "fallback" in out else ""
    print(f"{len(results)} result(s) — provider {out['provider']}{note}")
    for i, r in enumerate(results, 1):
        snippet = " ".join(r["snippet"].split())
        snippet = snippet if len(snippet) <= 160 else snippet[:157] + "..."
        print(f"{i:>2}. {r['score']:.3f}  {r['path']}:{r['startLine']}-{r['endLine']}  [{r['source']}]")
        print(f"    {snippet}")


def _answer(manager: MemorySparkManager, request: Callable[[], RecallRequest], *,
            debug: bool) -> tuple[dict[str, Any], PipelineRun | None]:
    """memory_search's return object for the request ``request()`` builds, or the error shape of what
    failed (building it included) — without the tool's own log line of the error (``search_response``
    logs it for a server's log; here the shape is the one report)."""
    from memspark.toolset.shapes import search_error

    try:
        result = _search(manager, request())
    except Exception as exc:  # noqa: BLE001 - every error becomes the tool's error shape
        if debug:
            traceback.print_exception(exc, file=sys.stderr)
        return search_error(exc), None
    return _shape(result), result.run


def _search(manager: MemorySparkManager, request: RecallRequest) -> RecallResult:
    from memspark.recall.core import search

    return search(manager, request)


def _shape(result: RecallResult) -> dict[str, Any]:
    from memspark.toolset.shapes import search_dict

    return search_dict(result)


def cmd_search(args: argparse.Namespace) -> int:
    from memspark.recall.trace import render_trace
    from memspark.toolset.shapes import search_error

    if args.batch:
        return _search_batch(args)
    blank = args.query is None or not (args.json or args.query.strip())  # --json: the tool's error shape says it
    if blank or not args.agent:
        raise RecallError("search needs a QUERY (not blank) and --agent ID (or --batch FILE.jsonl)",
                          action='Run e.g. memspark search "Klein\'s timezone" --agent meta.')
    manager = _open_manager(args, search_error)
    if manager is None:
        return 1
    with manager:
        overrides = _rerank_json(args)
        if args.json:
            out, run = _answer(manager, lambda: _request(args, overrides), debug=args.debug)
        else:  # an error leaves as itself: the CLI prints it once, with its class's exit code
            result = _search(manager, _request(args, overrides))
            out, run = _shape(result), result.run
    if args.trace and run is not None:
        print(render_trace(run.trace), file=sys.stderr if args.json else sys.stdout)
    if args.json:
        _dump(out)
        return 1 if "error" in out else 0
    _print_results(out)
    return 0


def _search_batch(args: argparse.Namespace) -> int:
    from memspark.embed import EmbedQueue, create_provider
    from memspark.recall.manager import MemorySparkManager
    from memspark.toolset.search import request_from_params
    from memspark.toolset.shapes import search_error

    cfg = load(args)
    path = Path(args.batch)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise RecallError(f"cannot read --batch file {path}: {exc.strerror}",
                          action="Pass a readable JSONL file with one {\"query\", \"agent\"} object per line.") from exc
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)  # one model load for every line
    managers: dict[str, MemorySparkManager | MemsparkError] = {}
    try:
        for n, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                if not isinstance(item, dict) or not isinstance(item.get("agent"), str):
                    raise RecallError(f"line {n}: expected an object with \"query\" and \"agent\"",
                                      action='Write each line as {"query": "...", "agent": "meta"}.')
            except (json.JSONDecodeError, RecallError) as exc:
                err = exc if isinstance(exc, RecallError) else RecallError(
                    f"line {n}: invalid JSON ({exc.msg})", action="Write one JSON object per line.")
                _dump(search_error(err))
                continue
            agent = item["agent"]
            if agent not in managers:
                try:
                    managers[agent] = MemorySparkManager(cfg, agent, queue=queue)
                except MemsparkError as exc:
                    managers[agent] = exc
            mgr = managers[agent]
            if isinstance(mgr, MemsparkError):
                _dump(search_error(mgr))
                continue
            params = {k: item[k] for k in ("query", "maxResults", "minScore") if k in item}
            when = item.get("now") or args.now
            out, _ = _answer(mgr, lambda: request_from_params(params, now=when), debug=args.debug)  # noqa: B023
            _dump(out)
    finally:
        for mgr in managers.values():
            if isinstance(mgr, MemorySparkManager):
                mgr.close()
        queue.close()
    return 0


def cmd_get(args: argparse.Namespace) -> int:
    from memspark.toolset.search import memory_get
    from memspark.toolset.shapes import get_error

    params: dict[str, Any] = {"path": args.path}
    if args.from_line is not None:
        params["from"] = args.from_line
    if args.lines is not None:
        params["lines"] = args.lines
    manager = _open_manager(args, lambda exc: get_error(args.path, exc))
    if manager is None:
        return 1
    with manager:
        out = memory_get(manager, params)
    if args.json:
        _dump(out)
        return 1 if "error" in out else 0
    if "error" in out:
        print(f"Error: {out['error']}", file=sys.stderr)
        return 1
    print(out["text"])
    return 0


def _read_context(path: str | None) -> tuple[list[Any], list[str]]:
    """--context FILE: a JSON list of messages (or strings), else plain text (one summary)."""
    if not path:
        return [], []
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecallError(f"cannot read --context file {path}: {exc.strerror}",
                          action="Pass a text file or a JSON list of messages.") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return [], [text]
    if isinstance(data, list):
        return data, []
    return [], [text]


def cmd_recall(args: argparse.Namespace) -> int:
    from memspark.recall.hook import before_prompt_build
    from memspark.recall.manager import MemorySparkManager
    from memspark.workspace import Workspace

    cfg = load(args)
    Workspace(cfg.workspace, cfg.root).require_agent(args.agent)
    messages, summaries = _read_context(args.context)
    with MemorySparkManager(cfg, args.agent) as manager:
        out = before_prompt_build(manager, prompt=args.text, messages=messages, summaries=summaries, now=args.now)
    if args.json:
        _dump(out)
    elif out:
        print(out["prependContext"])
    else:  # the hook's answer is an empty block: say so, or the command looks as if it did nothing
        why = ("auto-recall is off (recall.auto_recall = false)" if not cfg.recall.auto_recall else
               "no memory is relevant enough to this prompt for the hook to inject it")
        print(f"nothing injected: {why}; `memspark search` lists what matches", file=sys.stderr)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add search, get and recall to the ``memspark`` sub-command parser."""
    p = add_command(sub, common, "search", "memory_search: ranked memories for a query", cmd_search)
    p.add_argument("query", nargs="?", help="the query text")
    p.add_argument("--agent", help="agent id (workspace-<agent>); required unless --batch (default: none)")
    p.add_argument("--max-results", dest="max_results", type=int, default=None, help="default recall.max_results (10)")
    p.add_argument("--min-score", dest="min_score", type=float, default=None, help="default recall.min_score (0.75)")
    p.add_argument("--now", default=None, help="decay reference date YYYY-MM-DD (default: today)")
    p.add_argument("--rerank-options", dest="rerank_options", default=None,
                   help="this query's ranking overrides as a JSON object, e.g. '{\"gateOverride\": \"off\", "
                        "\"alphaOverride\": 0.3}' (alphaOverride, blendModeOverride, rrfKOverride, "
                        "vectorWeightOverride, rerankerWeightOverride, gateOverride, gateThresholdOverride, "
                        "gateLowThresholdOverride; default: none)")
    add_json(p, "the memory_search return object")
    p.add_argument("--trace", action="store_true",
                   help="print the stage-by-stage trace (stderr with --json; default: off)")
    p.add_argument("--batch", default=None,
                   help="JSONL file: one {query, agent[, maxResults, minScore, now]} per line (default: none)")

    p = add_command(sub, common, "get", "memory_get: lines of one memory file", cmd_get)
    p.add_argument("path", help="path as memory_search returns it (MEMORY.md, memory/2026-03-15.md, shared/…)")
    p.add_argument("--agent", required=True, help="agent id (required)")
    p.add_argument("--from", dest="from_line", type=int, default=None, help="first line, 1-indexed (default: 1)")
    p.add_argument("--lines", type=int, default=None, help="number of lines (default 50)")
    add_json(p, "the memory_get return object")

    p = add_command(sub, common, "recall", "the auto-recall hook's injected block for a prompt", cmd_recall)
    p.add_argument("text", help="the user's prompt")
    p.add_argument("--agent", required=True, help="agent id (required)")
    p.add_argument("--context", default=None,
                   help="recent conversation: text file, or JSON list of messages (default: none)")
    p.add_argument("--now", default=None, help="decay reference date YYYY-MM-DD (default: today)")
    add_json(p, "the hook's return object")
