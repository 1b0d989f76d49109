"""The one exception hierarchy of memspark.

Every error carries an ``action``: what the user should do about it. Foreign errors (LanceDB,
httpx, Prefect, the OS) are translated at the seam into the most specific class below with
``raise ... from exc``; the edges render them by type (the CLI prints ``Error:``/``Hint:`` and
exits with ``exit_code``; the agent tools return the spec's error shapes).

    MemsparkError
    ├── ConfigError                 broken memspark.toml, env var or flag           (exit 2)
    ├── WorkspaceError              root missing, path outside the workspace       (exit 3)
    │   └── ScopeMismatchError      agent reads a pool outside its scope (SCOPE_MISMATCH)
    ├── EmbeddingError              provider failed                                 (exit 4)
    │   ├── EmbeddingUnavailableError   unreachable / misconfigured / circuit open
    │   │   └── EmbeddingRateLimitError HTTP 429 that outlasted the retries
    │   ├── EmbeddingAuthError          HTTP 401/403: never retried
    │   └── InsufficientQuotaError      provider quota exhausted (insufficient_quota)
    ├── StorageError                LanceDB failure                                 (exit 5)
    │   ├── ModelMismatchError      table holds vectors of another model/dims
    │   ├── SchemaMismatchError     old table schema (Arrow schema error on mergeInsert)
    │   └── WriterLockTimeout       another writer holds the lock too long
    ├── IngestError                 a file cannot be indexed (the run goes on)     (exit 6)
    ├── RecallError                 the query pipeline failed                       (exit 7)
    └── PrefectServerError          the Prefect API did not start or answer         (exit 8)
"""

from __future__ import annotations


class MemsparkError(Exception):
    """Base class. ``action`` tells the user what to do; ``code`` is a stable machine id."""

    exit_code: int = 1
    code: str = "error"
    default_action: str = "See the README's troubleshooting section."

    def __init__(self, message: str, *, action: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action = action or self.default_action

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.message


class ConfigError(MemsparkError):
    exit_code = 2
    code = "config_error"
    default_action = "Fix the named key in memspark.toml (or the MEMSPARK_* variable); see README 'Configuration'."


class WorkspaceError(MemsparkError):
    exit_code = 3
    code = "workspace_error"
    default_action = "Check --root: it must point at the workspace root holding workspace-<agent>/ folders."


class ScopeMismatchError(WorkspaceError):
    code = "SCOPE_MISMATCH"
    default_action = "Check the agent scope configuration: this agent may not read that pool or path."


class EmbeddingError(MemsparkError):
    exit_code = 4
    code = "embedding_error"
    default_action = "Check the embedding provider settings ([embed] in memspark.toml)."


class EmbeddingUnavailableError(EmbeddingError):
    code = "memory search unavailable"
    default_action = "Check the Spark endpoint (embed.base_url) and API key, or set embed.provider = \"local\"."


class EmbeddingRateLimitError(EmbeddingUnavailableError):
    code = "rate_limited"
    default_action = ("The embedding server kept answering HTTP 429 (rate limit): wait and rerun, lower "
                      "embed.concurrency / embed.batch_size, or ask the provider for a higher rate limit.")


class EmbeddingAuthError(EmbeddingError):
    code = "embedding_auth"
    default_action = "The server refused the API key: set embed.api_key or MEMSPARK_EMBED_API_KEY to a valid key."


class InsufficientQuotaError(EmbeddingError):
    code = "insufficient_quota"
    default_action = "Top up quota or switch provider (embed.provider = \"local\" works offline)."


class StorageError(MemsparkError):
    exit_code = 5
    code = "storage_error"
    default_action = "Check the data dir (--data-dir) is writable; run `memspark status` for details."


class ModelMismatchError(StorageError):
    code = "model_mismatch"
    default_action = "Run `memspark reembed` to re-embed the table with the configured model, or restore the old [embed] model."


class SchemaMismatchError(StorageError):
    code = "schema_mismatch"
    default_action = "Run `memspark migrate` to add the missing columns (or re-index into a fresh --data-dir)."


class WriterLockTimeout(StorageError):
    code = "writer_lock_timeout"
    default_action = "Another memspark writer holds the lock; wait for it to finish or raise storage.lock_timeout_s."


class IngestError(MemsparkError):
    exit_code = 6
    code = "ingest_error"
    default_action = "Fix or remove the file; the rest of the workspace is indexed regardless."


class RecallError(MemsparkError):
    exit_code = 7
    code = "recall_error"
    default_action = "Run `memspark status`; re-index with `memspark index` if the table is missing."


class PrefectServerError(MemsparkError):
    exit_code = 8
    code = "prefect_server_error"
    default_action = ("Run `memspark server status`; `memspark server stop` and rerun starts a fresh local server, "
                      "or check PREFECT_API_URL if you point at your own.")
