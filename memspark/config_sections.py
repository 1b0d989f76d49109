"""The operator's config sections: every key an operator sets, with its default and a one-line description.

Each ``[section]`` of ``memspark.toml`` is one frozen dataclass here; a key is declared with
:func:`~memspark.config_parse.setting` (default + ``doc`` metadata, from which docs/configuration.md is
generated). How the sections are layered into one :class:`~memspark.config.Config` (file, env, flags)
is :mod:`memspark.config`; each key's parsing rules (type, choices, range) are :mod:`memspark.config_parse`;
the measured research constants are :class:`~memspark.tuning.Tuning` (``[tuning]``).
"""

from __future__ import annotations

from dataclasses import dataclass

from memspark.config_parse import setting as _f
from memspark.vocab import (
    BlendMode,
    CaptureCategory,
    CaptureRole,
    CitationMode,
    EmbedProvider,
    GateMode,
    LockKind,
    Pool,
    PrefectServerMode,
    RerankApiStyle,
    RerankProvider,
    Source,
    TokenEncoding,
    WatchMode,
)


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
    encoding: TokenEncoding = _f(TokenEncoding.CL100K_BASE,
                                 "tiktoken encoding used to count tokens (loaded offline).")
    file_time_budget_s: float = _f(15.0, "Seconds one file may take to chunk per started megabyte (a 50 MB file gets "
                                         "50 times this): past it the file is skipped with a reason, and a batch "
                                         "takes no new file, so one slow file never holds back the others (0: no "
                                         "limit).")


@dataclass(frozen=True)
class EmbedConfig:
    provider: EmbedProvider = _f(EmbedProvider.LOCAL, "local (bundled ONNX/numpy model) | onnx (your model dir) | "
                                                      "spark (OpenAI-compatible HTTP).")
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
    max_tokens: int = _f(256, "Model input limit in model tokens (longer texts are truncated).")


@dataclass(frozen=True)
class StorageConfig:
    table: str = _f("chunks", "LanceDB table name.")
    lock: LockKind = _f(LockKind.AUTO, "Writer lock: auto (file on a local data dir, lease on object storage) | file "
                                       "(OS lock next to the table) | lease (a lease object in the bucket taken with "
                                       "conditional puts, renewed while held, free 30 s after a crash; \"commit\" is "
                                       "its old name) | prefect (global concurrency limit, strict).")
    lock_timeout_s: float = _f(120.0, "How long a writer waits for the lock before failing.")
    concurrency_limit: str = _f("memspark-writer", "Prefect global concurrency limit name (lock = prefect).")
    optimize_after_ingest: bool = _f(True, "Fold new rows into the FTS index after each ingest.")
    options: dict[str, str] = _f(
        dict, "Object-store options passed to LanceDB for an s3:// / gs:// / az:// data dir, e.g. {aws_endpoint = "
              "\"http://127.0.0.1:9000\", allow_http = \"true\", aws_region = \"us-east-1\"}; on top of the AWS_* "
              "env vars. Secret values are never printed.", factory=True)
    vector_cache_max_rows: int = _f(200_000, "Exact in-process vector search cache: used while the table has at most "
                                             "this many child rows (0 disables; above it LanceDB searches).")


@dataclass(frozen=True)
class IngestConfig:
    embed_turns: bool = _f(True, "Embed each turn of a conversation chunk too (column turn_embeds), so focus ranks turns "
                                 "by meaning as well as by shared words; costs about one more embedding per turn "
                                 "at ingest (off: focus ranks turns lexically).")


@dataclass(frozen=True)
class RecallConfig:
    max_results: int = _f(10, "memory_search default maxResults.")
    min_score: float = _f(0.75, "memory_search default minScore (after normalisation to top = 1.0).")
    gate: GateMode = _f(GateMode.HARD, "Reranker gate: hard | soft | off (its spread thresholds: [tuning]).")
    focus: bool = _f(True, "Tool results point at the best-matching blocks (turns, list items, paragraphs) of the "
                           "best chunks instead of whole chunks (off: whole child chunks).")
    max_injected_chars: int = _f(4000, "Budget for the auto-recall block.")
    citations: CitationMode = _f(CitationMode.AUTO, "on | off | auto (on in direct chats, off in group/channel "
                                                    "sessions).")
    hook_max_results: int = _f(5, "Memories the auto-recall hook injects at most.")
    source_weights: dict[str, float] = _f(
        lambda: {"MEMORY.md": 1.4, "USER.md": 1.3, "TOOLS.md": 1.3, "AGENTS.md": 1.2,
                 Source.CAPTURE: 1.5, Pool.AGENT_MISTAKES: 1.6, Pool.SHARED_MISTAKES: 1.6, Source.SESSIONS: 0.7},
        "Score multipliers by file name, source or pool.", factory=True)
    agent_scopes: dict[str, list[str]] = _f(
        dict, "Pools each agent may read, e.g. {school = [\"agent_memory\", \"shared_rules\"]}; "
              "an agent not listed (or an empty table) reads every pool. Reading outside it is SCOPE_MISMATCH.",
        factory=True)
    auto_recall: bool = _f(True, "Run the auto-recall hook (before_prompt_build); false: it injects nothing.")


@dataclass(frozen=True)
class RerankConfig:
    provider: RerankProvider = _f(RerankProvider.PASSTHROUGH, "passthrough | http | onnx | e5 (second-opinion local "
                                                              "embedding).")
    base_url: str = _f("", "HTTP reranker base URL.")
    api_style: RerankApiStyle = _f(RerankApiStyle.RERANK, "ranking (NVIDIA /v1/ranking) | rerank (Cohere/Jina/TEI "
                                                          "/v1/rerank).")
    model: str = _f("", "Reranker model name (HTTP) .")
    model_dir: str = _f("", "ONNX cross-encoder directory (model.onnx + tokenizer.json).")
    api_key_env: str = _f("MEMSPARK_RERANK_API_KEY", "Env var holding the reranker bearer token.")
    timeout_s: float = _f(5.0, "Reranker timeout.")
    top_n: int = _f(20, "Candidates sent to the reranker.")
    blend: BlendMode = _f(BlendMode.RRF, "rrf | score: how reranker and vector rankings are blended.")


@dataclass(frozen=True)
class HydeConfig:
    enabled: bool = _f(False, "Embed an LLM-written hypothetical document instead of the raw query.")
    base_url: str = _f("", "OpenAI-compatible chat completions base URL.")
    model: str = _f("", "Chat model name.")
    api_key_env: str = _f("MEMSPARK_HYDE_API_KEY", "Env var holding the LLM bearer token.")
    timeout_s: float = _f(4.0, "HyDE generation timeout (falls back to the raw query).")
    multi_query: bool = _f(False, "Multi-query expansion: also search LLM-written rephrasings of the query and fuse "
                                  "the runs (same endpoint as HyDE; falls back to the plain query silently).")


@dataclass(frozen=True)
class CaptureConfig:
    enabled: bool = _f(True, "Run the auto-capture hooks (after_message / agent_end).")
    agents: list[str] = _f(lambda: ["*"], "Agents whose messages are captured ([\"*\"]: all).", factory=True)
    ignore_agents: list[str] = _f(list, "Agents never captured (wins over agents).", factory=True)
    categories: list[str] = _f(lambda: list(CaptureCategory),
                               "Categories kept (fact, preference, decision, code-snippet).", factory=True)
    min_confidence: float = _f(0.6, "Minimum classification confidence for a capture.")
    use_classifier: bool = _f(True, "Ask the Spark zero-shot classifier at classifier_url (when set); the "
                                     "heuristic classifier is the fallback and runs alone while the URL is empty.")
    classifier_url: str = _f("", "Zero-shot classifier endpoint (POST {text, labels} → {labels, scores}).")
    classifier_model: str = _f("", "Model name sent to the classifier (optional).")
    classifier_timeout_s: float = _f(2.0, "Classifier timeout (falls back to the heuristic).")
    classifier_api_key_env: str = _f("MEMSPARK_CAPTURE_API_KEY", "Env var holding the classifier bearer token.")
    roles: list[str] = _f(lambda: list(CaptureRole), "Message roles considered for capture.", factory=True)
    injection_judge: bool = _f(False, "Ask the chat model at hyde.base_url (hyde.model, hyde.api_key_env) about a message "
                                      "the offline injection detector passed but is unsure of (the learned model's abstain "
                                      "band); it can only add a refusal. Off: the offline detector decides alone.")
    injection_judge_timeout_s: float = _f(3.0, "Injection-judge time budget per message (no retry; on timeout or error "
                                               "the offline verdict stands).")


@dataclass(frozen=True)
class OpsConfig:
    version_retention_s: float = _f(3600.0, "Table versions older than this are removed by `memspark maintain`.")
    keep_reembed_tags: int = _f(2, "Pre-swap version tags kept after re-embeds (tags block version cleanup).")
    tag_ttl_s: float = _f(86400.0, "`memspark maintain` deletes version tags older than this (the restore window).")
    server_host: str = _f("127.0.0.1", "`memspark serve`: Prefect server host.")
    server_port: int = _f(4200, "`memspark serve`: Prefect server port.")
    work_pool: str = _f("memspark-process", "`memspark serve`: process work pool the deployments run on.")
    prefect_server: PrefectServerMode = _f(
        PrefectServerMode.BACKGROUND, "Where flows run when PREFECT_API_URL is unset: background (a local server reused "
                                      "across commands, stopped when idle) | ephemeral (a temporary one per command).")
    server_idle_s: float = _f(900.0, "The background Prefect server stops after this many seconds without a command.")
    server_start_timeout_s: float = _f(60.0, "Wait this long for a local Prefect server to answer (then retry once, "
                                      "waiting twice as long).")


@dataclass(frozen=True)
class WatchConfig:
    mode: WatchMode = _f(WatchMode.DIRECT, "direct (ingest in process) | events (emit a Prefect event a deployment "
                                           "trigger runs).")
    catch_up: bool = _f(True, "Run a full ingest when the watcher starts (changes made while it was down).")
