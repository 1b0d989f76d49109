"""One typed configuration: defaults < ``memspark.toml`` < ``MEMSPARK_*`` env < CLI flags.

Every key lives in a frozen dataclass below with its default and a one-line description (the
``doc`` metadata); the configuration tables of docs/configuration.md are generated from the same metadata
(``memspark config --markdown``). A broken file fails at start with the key, the problem and
the fix (:class:`~memspark.errors.ConfigError`).

Env vars: ``MEMSPARK_<SECTION>_<KEY>`` (e.g. ``MEMSPARK_EMBED_PROVIDER=spark``), plus the
shortcuts ``MEMSPARK_ROOT``, ``MEMSPARK_DATA_DIR`` and ``MEMSPARK_CONFIG``.

The sections here are what an operator turns; the measured research constants sit in one
:class:`~memspark.tuning.Tuning` object (``cfg.tuning``, a ``[tuning]`` table), and each key's
parsing rules (type, choices, range) in :mod:`memspark.config_parse`.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, get_type_hints

from memspark.config_parse import (
    RANGES,
    check_section,
    coerce,
    env_overrides,
    nearest_key,
    read_toml,
    validate,
)
from memspark.config_parse import setting as _f
from memspark.datadir import DataDir, redact_options, uri_scheme
from memspark.errors import ConfigError
from memspark.tuning import Tuning, relocate_moved_keys
from memspark.vocab import BlendMode, GateMode

CONFIG_FILE_NAME = "memspark.toml"


@dataclass(frozen=True)
class WorkspaceConfig:
    root: str = _f(".", "Workspace root holding workspace-<agent>/, shared/ and reference/.")
    data_dir: str = _f(".memspark", "Where the LanceDB tables (and the file lock) live: a folder (relative to root unless "
                                    "absolute) or an object-store URI such as s3://bucket/prefix (gs://, az:// too).")
    reference_paths: list[str] = _f(list, "Extra folders indexed as reference material (tool-only).", factory=True)
    ignore_globs: list[str] = _f(
        lambda: [".git/**", "**/.git/**", "**/node_modules/**", "**/.memspark/**", "**/*.swp", "**/*~",
                 "**/.#*", "**/.DS_Store", "**/__pycache__/**", ".venv/**", "**/.venv/**"],
        "Glob patterns (root-relative) never indexed.", factory=True)
    evergreen_globs: list[str] = _f(
        lambda: ["MEMORY.md", "memory.md", "USER.md", "AGENTS.md", "SOUL.md", "TOOLS.md",
                 "memory/infrastructure.md", "memory/coding-standards.md", "shared/rules/**"],
        "Files exempt from temporal decay (agent-relative or root-relative globs).", factory=True)
    index_sessions: bool = _f(False, "Index agents/<agent>/sessions/*.jsonl transcripts (source 'sessions').")
    max_file_bytes: int = _f(2_000_000, "Files larger than this are skipped with a reason.")
    follow_symlinks_outside_root: bool = _f(False, "Index symlinks that lead outside the root (off: skipped).")


@dataclass(frozen=True)
class ChunkConfig:
    parent_tokens: int = _f(2000, "Target size of a parent chunk (tokens).")
    child_tokens: int = _f(200, "Target size of a child chunk, the unit that is embedded and searched.")
    overlap_tokens: int = _f(25, "Overlap between consecutive children of one section.")
    min_section_tokens: int = _f(40, "Sections shorter than this are merged with a neighbour (never dropped).")
    encoding: str = _f("cl100k_base", "tiktoken encoding used to count tokens (loaded offline).")
    file_time_budget_s: float = _f(15.0, "Seconds one file may take to chunk per started megabyte (a 50 MB file gets "
                                         "50 times this): past it the file is skipped with a reason, and a batch "
                                         "takes no new file, so one slow file never holds back the others (0: no "
                                         "limit).")


@dataclass(frozen=True)
class EmbedConfig:
    provider: str = _f("local", "local (bundled ONNX/numpy model) | onnx (your model dir) | spark (OpenAI-compatible HTTP).")
    model: str = _f("all-MiniLM-L6-v2-int8", "Model id: for local, all-MiniLM-L6-v2-int8 or multilingual-e5-small-q4.")
    model_dir: str = _f("", "For provider=onnx: a directory with model.onnx and tokenizer.json.")
    base_url: str = _f("http://127.0.0.1:18091/v1", "For provider=spark: the OpenAI-compatible base URL.")
    api_key: str = _f("", "Bearer token for the spark provider (prefer the env var named by api_key_env).")
    api_key_env: str = _f("MEMSPARK_EMBED_API_KEY", "Env var read for the bearer token when api_key is empty.")
    dims: int = _f(0, "Vector dimensions (0: ask the provider).")
    query_prefix: str = _f("", "Prefix for queries (empty: the model's own, e.g. 'query: ' for e5).")
    document_prefix: str = _f("", "Prefix for documents (empty: the model's own).")
    batch_size: int = _f(32, "Texts per embedding batch.")
    concurrency: int = _f(2, "Embedding batches in flight at once (HTTP provider).")
    retries: int = _f(3, "Retries per batch on transient errors (exponential backoff with jitter).")
    backoff_s: float = _f(0.5, "First retry delay; doubled each retry (x4 on HTTP 429).")
    timeout_s: float = _f(30.0, "HTTP timeout per request.")
    query_cache_size: int = _f(256, "Query-embedding LRU entries.")
    query_cache_ttl_s: float = _f(1800.0, "Query-embedding cache TTL (30 min).")
    max_tokens: int = _f(256, "Model input limit in model tokens (longer texts are truncated).")


@dataclass(frozen=True)
class StorageConfig:
    table: str = _f("chunks", "LanceDB table name.")
    lock: str = _f("auto", "Writer lock: auto (file on a local data dir, lease on object storage) | file (OS lock next "
                           "to the table) | lease (a lease object in the bucket taken with conditional puts, renewed "
                           "while held, free 30 s after a crash; \"commit\" is its old name) | prefect (global "
                           "concurrency limit, strict).")
    lock_timeout_s: float = _f(120.0, "How long a writer waits for the lock before failing.")
    concurrency_limit: str = _f("memspark-writer", "Prefect global concurrency limit name (lock = prefect).")
    optimize_after_ingest: bool = _f(True, "Fold new rows into the FTS index after each ingest.")
    options: dict[str, str] = _f(
        dict, "Object-store options passed to LanceDB for an s3:// / gs:// / az:// data dir, e.g. {aws_endpoint = "
              "\"http://127.0.0.1:9000\", allow_http = \"true\", aws_region = \"us-east-1\"}; on top of the AWS_* "
              "env vars. Secret values are never printed.", factory=True)
    vector_cache_max_rows: int = _f(200_000, "Exact in-process vector search cache: used while the table has at most "
                                             "this many child rows (0 disables; above it LanceDB searches).")
    ann_refine_factor: int = _f(2, "Past the vector cache, a table with an ANN index (`memspark maintain` builds it past "
                                   "ops.ann_min_rows) is searched with it, and LanceDB re-ranks at least this many times "
                                   "the asked hits (and at least 400) by their full vectors: exact cosines, recall@10 "
                                   "≈ 0.99 (0 = no refine step).")


@dataclass(frozen=True)
class IngestConfig:
    files_per_batch: int = _f(64, "Files chunked per task (keeps Prefect tasks coarse).")
    chunks_per_upsert: int = _f(2000, "Rows per upsert commit (whole files: a file with more rows is committed "
                                      "alone).")
    embed_turns: bool = _f(True, "Embed each turn of a conversation chunk too (column turn_embeds), so focus ranks turns "
                                 "by meaning as well as by shared words; costs about one more embedding per turn "
                                 "at ingest (off: focus ranks turns lexically).")


@dataclass(frozen=True)
class RecallConfig:
    max_results: int = _f(10, "memory_search default maxResults.")
    min_score: float = _f(0.75, "memory_search default minScore (after normalisation to top = 1.0).")
    candidate_multiplier: int = _f(4, "Per-leg candidate depth = max_results x this (min 20).")
    dedup_threshold: float = _f(0.95, "Cosine above which a candidate is a near-duplicate of a better one.")
    decay_floor: float = _f(0.8, "Temporal decay floor.")
    decay_rate: float = _f(0.03, "Temporal decay rate per day.")
    time_aware_decay: bool = _f(True, "Decay off for queries anchored in time ('when did', 'last May', 'in 2022', "
                                      "'after her trip'), and a best match leading every decay-favoured rival by > 10 % "
                                      "is not decayed; false: Memory-Spark's decay on every query.")
    gate: GateMode = _f(GateMode.HARD, "Reranker gate: hard | soft | off (its spread thresholds: [tuning]).")
    mmr_lambda: float = _f(0.9, "MMR relevance/diversity trade-off.")
    focus: bool = _f(True, "Tool results point at the best-matching blocks (turns, list items, paragraphs) of the "
                           "best chunks instead of whole chunks (off: whole child chunks).")
    max_injected_chars: int = _f(4000, "Budget for the auto-recall block.")
    context_overlap_threshold: float = _f(0.4, "Drop a memory when more than this share of its tokens is in the context.")
    citations: str = _f("auto", "on | off | auto (on in direct chats, off in group/channel sessions).")
    max_query_chars: int = _f(2000, "Cleaned queries are capped at this length.")
    hook_max_results: int = _f(5, "Memories the auto-recall hook injects at most.")
    source_weights: dict[str, float] = _f(
        lambda: {"MEMORY.md": 1.4, "USER.md": 1.3, "TOOLS.md": 1.3, "AGENTS.md": 1.2, "capture": 1.5,
                 "agent_mistakes": 1.6, "shared_mistakes": 1.6, "sessions": 0.5},
        "Score multipliers by file name, source or pool.", factory=True)
    agent_scopes: dict[str, list[str]] = _f(
        dict, "Pools each agent may read, e.g. {school = [\"agent_memory\", \"shared_rules\"]}; "
              "an agent not listed (or an empty table) reads every pool. Reading outside it is SCOPE_MISMATCH.",
        factory=True)
    auto_recall: bool = _f(True, "Run the auto-recall hook (before_prompt_build); false: it injects nothing.")
    hook_min_relevance: float = _f(0.51, "Auto-recall abstains (injects nothing) when the best memory's absolute "
                                        "relevance - raw cosine + 0.3 x share of the query's terms it holds - is "
                                        "below this; 0: never abstains. Calibrated for the default local model "
                                        "(docs/benchmarks.md, Abstention).")


@dataclass(frozen=True)
class RerankConfig:
    provider: str = _f("passthrough", "passthrough | http | onnx | e5 (second-opinion local embedding).")
    base_url: str = _f("", "HTTP reranker base URL.")
    api_style: str = _f("rerank", "ranking (NVIDIA /v1/ranking) | rerank (Cohere/Jina/TEI /v1/rerank).")
    model: str = _f("", "Reranker model name (HTTP) .")
    model_dir: str = _f("", "ONNX cross-encoder directory (model.onnx + tokenizer.json).")
    api_key_env: str = _f("MEMSPARK_RERANK_API_KEY", "Env var holding the reranker bearer token.")
    timeout_s: float = _f(5.0, "Reranker timeout.")
    top_n: int = _f(20, "Candidates sent to the reranker.")
    blend: BlendMode = _f(BlendMode.RRF, "rrf | score: how reranker and vector rankings are blended.")
    reformulate: bool = _f(True, "Ask declarative queries as 'Is it true that ...?'.")


@dataclass(frozen=True)
class HydeConfig:
    enabled: bool = _f(False, "Embed an LLM-written hypothetical document instead of the raw query.")
    base_url: str = _f("", "OpenAI-compatible chat completions base URL.")
    model: str = _f("", "Chat model name.")
    api_key_env: str = _f("MEMSPARK_HYDE_API_KEY", "Env var holding the LLM bearer token.")
    timeout_s: float = _f(4.0, "HyDE generation timeout (falls back to the raw query).")
    max_tokens: int = _f(200, "Max tokens of the hypothetical document.")
    multi_query: bool = _f(False, "Multi-query expansion: also search LLM-written rephrasings of the query and fuse "
                                  "the runs (same endpoint as HyDE; falls back to the plain query silently).")
    multi_query_count: int = _f(3, "Rephrasings asked for when multi_query is on.")


@dataclass(frozen=True)
class CaptureConfig:
    enabled: bool = _f(True, "Run the auto-capture hooks (after_message / agent_end).")
    agents: list[str] = _f(lambda: ["*"], "Agents whose messages are captured ([\"*\"]: all).", factory=True)
    ignore_agents: list[str] = _f(list, "Agents never captured (wins over agents).", factory=True)
    categories: list[str] = _f(lambda: ["fact", "preference", "decision", "code-snippet"],
                               "Categories kept (fact, preference, decision, code-snippet).", factory=True)
    min_confidence: float = _f(0.6, "Minimum classification confidence for a capture.")
    min_message_length: int = _f(30, "Messages shorter than this (characters, trimmed) are skipped.")
    max_message_length: int = _f(2000, "Longer messages are skipped (pasted documents, logs), not truncated.")
    min_quality: float = _f(0.5, "Minimum quality score (letters, words, sentence shape) of a candidate.")
    use_classifier: bool = _f(True, "Ask the Spark zero-shot classifier at classifier_url (when set); the "
                                     "heuristic classifier is the fallback and runs alone while the URL is empty.")
    classifier_url: str = _f("", "Zero-shot classifier endpoint (POST {text, labels} → {labels, scores}).")
    classifier_model: str = _f("", "Model name sent to the classifier (optional).")
    classifier_timeout_s: float = _f(2.0, "Classifier timeout (falls back to the heuristic).")
    classifier_api_key_env: str = _f("MEMSPARK_CAPTURE_API_KEY", "Env var holding the classifier bearer token.")
    max_per_turn: int = _f(3, "Captures written per turn at most (highest confidence first).")
    dedup_threshold: float = _f(0.92, "Cosine at or above which a candidate repeats an existing capture "
                                      "(its timestamp is refreshed instead).")
    roles: list[str] = _f(lambda: ["user", "assistant"], "Message roles considered for capture.", factory=True)


@dataclass(frozen=True)
class OpsConfig:
    version_retention_s: float = _f(3600.0, "Table versions older than this are removed by `memspark maintain`.")
    keep_reembed_tags: int = _f(2, "Pre-swap version tags kept after re-embeds (tags block version cleanup).")
    tag_ttl_s: float = _f(86400.0, "`memspark maintain` deletes version tags older than this (the restore window).")
    reembed_batch_rows: int = _f(512, "Rows re-embedded per task (one shadow-table commit each).")
    ann_min_rows: int = _f(100_000, "`memspark maintain` builds the ANN vector index (IVF_HNSW_SQ) once the table has "
                                    "this many child rows. Searches use it past storage.vector_cache_max_rows (below, "
                                    "the exact in-process cache answers); half that limit, so the index is built and "
                                    "kept current before a growing table outgrows the cache.")
    server_host: str = _f("127.0.0.1", "`memspark serve`: Prefect server host.")
    server_port: int = _f(4200, "`memspark serve`: Prefect server port.")
    work_pool: str = _f("memspark-process", "`memspark serve`: process work pool the deployments run on.")
    prefect_server: str = _f("background", "Where flows run when PREFECT_API_URL is unset: background (a local server "
                             "reused across commands, stopped when idle) | ephemeral (a temporary one per command).")
    server_idle_s: float = _f(900.0, "The background Prefect server stops after this many seconds without a command.")
    server_start_timeout_s: float = _f(60.0, "Wait this long for a local Prefect server to answer (then retry once, "
                                      "waiting twice as long).")


@dataclass(frozen=True)
class WatchConfig:
    mode: str = _f("direct", "direct (ingest in process) | events (emit a Prefect event a deployment trigger runs).")
    debounce_s: float = _f(0.3, "Quiet time after a file's last change before it is ingested.")
    max_batch_wait_s: float = _f(2.0, "A burst is flushed at the latest this long after its first change.")
    catch_up: bool = _f(True, "Run a full ingest when the watcher starts (changes made while it was down).")


@dataclass(frozen=True)
class Config:
    workspace: WorkspaceConfig = field(default_factory=WorkspaceConfig)
    chunk: ChunkConfig = field(default_factory=ChunkConfig)
    embed: EmbedConfig = field(default_factory=EmbedConfig)
    storage: StorageConfig = field(default_factory=StorageConfig)
    ingest: IngestConfig = field(default_factory=IngestConfig)
    recall: RecallConfig = field(default_factory=RecallConfig)
    rerank: RerankConfig = field(default_factory=RerankConfig)
    hyde: HydeConfig = field(default_factory=HydeConfig)
    ops: OpsConfig = field(default_factory=OpsConfig)
    watch: WatchConfig = field(default_factory=WatchConfig)
    capture: CaptureConfig = field(default_factory=CaptureConfig)
    tuning: Tuning = field(default_factory=Tuning)
    source_file: str = ""

    @property
    def root(self) -> Path:
        return Path(self.workspace.root).expanduser().resolve()

    @property
    def data_dir(self) -> DataDir:
        """The local folder (relative to the root unless absolute) or the object-store URI, verbatim."""
        return DataDir.parse(self.workspace.data_dir, base=self.root)

    @property
    def state_dir(self) -> Path:
        """A local folder for process state (``memspark serve`` logs): the data dir, or ``<root>/.memspark``
        when the tables live on object storage."""
        return self.data_dir.local or (self.root / ".memspark")

    @property
    def writer_lock(self) -> str:
        """The effective ``storage.lock``: ``auto`` is ``file`` on a local data dir, ``lease`` on object storage."""
        return effective_lock(self.storage.lock, self.data_dir)

    def with_overrides(self, **sections: Mapping[str, Any]) -> Config:
        """A copy with ``section={key: value}`` overrides applied (validated like the file)."""
        return _apply(self, {k: dict(v) for k, v in sections.items()}, origin="override")


_SECTION_TYPES: dict[str, type] = {
    "workspace": WorkspaceConfig, "chunk": ChunkConfig, "embed": EmbedConfig, "storage": StorageConfig,
    "ingest": IngestConfig, "recall": RecallConfig, "rerank": RerankConfig, "hyde": HydeConfig,
    "ops": OpsConfig, "watch": WatchConfig, "capture": CaptureConfig, "tuning": Tuning,
}


def _apply(cfg: Config, data: dict[str, Any], origin: str) -> Config:
    updates: dict[str, Any] = {}
    for section, values in relocate_moved_keys(data, origin).items():
        if section not in _SECTION_TYPES:
            raise ConfigError(f"{origin}: unknown section [{section}]{nearest_key(section, _SECTION_TYPES)}",
                              action=f"Use one of: {', '.join(sorted(_SECTION_TYPES))}.")
        if not isinstance(values, dict):
            raise ConfigError(f"{origin}: [{section}] must be a table, got {type(values).__name__}",
                              action=f"Write it as a [{section}] table with key = value lines.")
        cls = _SECTION_TYPES[section]
        hints = get_type_hints(cls)
        current = getattr(cfg, section)
        changes: dict[str, Any] = {}
        for key, value in values.items():
            if key not in hints:
                known = ", ".join(sorted(hints))
                raise ConfigError(f"{origin}: unknown key {section}.{key}{nearest_key(key, hints)}",
                                  action=f"Remove it or fix the spelling; keys of [{section}]: {known}.")
            coerced = coerce(section, key, value, hints[key], origin)
            validate(section, key, coerced, origin)
            changes[key] = coerced
        merged = dataclasses.replace(current, **changes)
        check_section(section, merged, origin)
        updates[section] = merged
    return dataclasses.replace(cfg, **updates)


def load_config(
    *,
    root: str | Path | None = None,
    config_file: str | Path | None = None,
    data_dir: str | Path | DataDir | None = None,
    env: Mapping[str, str] | None = None,
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
) -> Config:
    """Build the config: defaults, then the TOML file, then env, then explicit arguments.

    The file is ``config_file`` (or ``$MEMSPARK_CONFIG``), else ``<root>/memspark.toml`` when present.
    A relative ``workspace.root`` in a file is relative to the file's folder.
    """
    env = os.environ if env is None else env
    cfg = Config()
    root_arg = str(root) if root is not None else env.get("MEMSPARK_ROOT")
    path: Path | None = None
    if config_file or env.get("MEMSPARK_CONFIG"):
        path = Path(config_file or env["MEMSPARK_CONFIG"]).expanduser()
        if not path.is_file():
            raise ConfigError(f"config file not found: {path}", action="Check the --config path (or MEMSPARK_CONFIG).")
    else:
        candidate = Path(root_arg or ".").expanduser() / CONFIG_FILE_NAME
        if candidate.is_file():
            path = candidate
    if path is not None:
        data = read_toml(path)
        ws = data.get("workspace")
        if isinstance(ws, dict) and isinstance(ws.get("root"), str) and not Path(ws["root"]).is_absolute():
            ws["root"] = str((path.parent / ws["root"]).resolve())
        cfg = _apply(cfg, data, origin=str(path))
        cfg = dataclasses.replace(cfg, source_file=str(path.resolve()))
    cfg = _apply(cfg, env_overrides(env, _SECTION_TYPES), origin="environment")
    explicit: dict[str, dict[str, Any]] = {k: dict(v) for k, v in (overrides or {}).items()}
    if root_arg is not None:
        explicit.setdefault("workspace", {})["root"] = str(Path(root_arg).expanduser().resolve())
    if data_dir is not None:
        # a URI stays verbatim: through pathlib, s3://bucket/x would become the local folder s3:/bucket/x
        if isinstance(data_dir, DataDir):
            data_dir = data_dir.uri
        local = uri_scheme(str(data_dir)) is None
        explicit.setdefault("workspace", {})["data_dir"] = (str(Path(data_dir).expanduser().resolve()) if local
                                                            else str(data_dir))
    if explicit:
        cfg = _apply(cfg, explicit, origin="command line")
    return cfg


def effective_lock(lock: str, data_dir: DataDir) -> str:
    """``storage.lock`` resolved for a data dir; an OS file lock cannot guard a bucket, and a local folder's
    lease is its file lock (``commit``, the old name of ``lease``, resolves like it)."""
    if lock in ("auto", "lease", "commit"):
        return "lease" if data_dir.is_remote else "file"
    if lock == "file" and data_dir.is_remote:
        raise ConfigError(f"storage.lock = \"file\" cannot guard {data_dir.uri}: an OS file lock only excludes "
                          "writers on one machine",
                          action='Set storage.lock = "auto" (or "lease"), or "prefect" with a Prefect server.')
    return lock


def redacted(cfg: Config) -> dict[str, Any]:
    """The config as plain data with every secret masked (``memspark config`` prints this)."""
    data = dataclasses.asdict(cfg)
    if data["embed"].get("api_key"):
        data["embed"]["api_key"] = "***"
    data["storage"]["options"] = redact_options(data["storage"]["options"])
    return data


def section_types() -> dict[str, type]:
    """The operator's ``[section]`` names → their dataclasses, in file order (for generated references and
    templates); ``[tuning]`` is apart (:func:`tuning_reference_markdown`)."""
    return {name: cls for name, cls in _SECTION_TYPES.items() if name != "tuning"}


def _reference_table(sections: Mapping[str, type]) -> str:
    lines = ["| key | default | range | env | description |", "| --- | --- | --- | --- | --- |"]
    for section, cls in sections.items():
        inst = cls()
        for f in fields(cls):
            default = getattr(inst, f.name)
            env_name = f"MEMSPARK_{section.upper()}_{f.name.upper()}"
            shown = json.dumps(default) if not isinstance(default, str) else f'"{default}"'
            bounds = RANGES.get((section, f.name))
            allowed = f"`{bounds}`" if bounds else ""
            lines.append(f"| `{section}.{f.name}` | `{shown}` | {allowed} | `{env_name}` | {f.metadata.get('doc', '')} |")
    return "\n".join(lines)


def config_reference_markdown() -> str:
    """The docs table of every operator key: section.key, default, allowed range (numeric keys), env var,
    description."""
    return _reference_table(section_types())


def tuning_reference_markdown() -> str:
    """The docs table of the research constants (``[tuning]``), in the same form."""
    return _reference_table({"tuning": Tuning})
