"""The one exception hierarchy of memspark.

Every error carries an ``action``: what the user should do about it. Foreign errors (LanceDB,
httpx, Prefect, the OS) are translated at the seam into the most specific class below with
``raise ... from exc``; the edges render them by type (the CLI prints ``Error:``/``Hint:`` and
exits with ``exit_code``; the agent tools return the spec's error shapes).

    MemsparkError
    ├── ConfigError                 broken memspark.toml, env var or flag           (exit 2)
    ├── WorkspaceError              root missing, path outside the workspace       (exit 3)
    │   ├── ScopeMismatchError      agent reads a pool outside its scope (SCOPE_MISMATCH)
    │   │   ├── LinkedFileError     a file to write is a symlink or hard link (SCOPE_MISMATCH)
    │   │   └── ForeignFileError    a file to read is a symlink or hard link to another owner's file
    │   ├── WorkspaceWriteError     a workspace file could not be written (permissions, read-only fs)
    │   ├── UnsafeFileError         a file to read is no regular file (FIFO, socket, device), a broken link,
    │   │                           or changed while it was opened (memspark.safe_open)
    │   └── ForgetConflictError     ids to forget match no note text now (edited since the preview)
    ├── ProviderError               a model server failed; ``reason`` tags the trace
    │   ├── TransientProviderError  worth retrying or waiting out: timeout, connection, 5xx, 429
    │   │   └── ProviderTimeoutError    no answer within the time allowed
    │   ├── PermanentProviderError  waiting does not fix it: key refused, quota exhausted
    │   ├── ProviderContractError   the answer breaks the protocol: other 4xx, bad JSON or shape
    │   ├── EmbeddingError              embedding provider failed                   (exit 4)
    │   │   ├── EmbeddingUnavailableError   unreachable / misconfigured / circuit open
    │   │   │   ├── TransientEmbeddingError     one failed attempt worth retrying   (+ Transient)
    │   │   │   ├── EmbeddingContractError      bad answer or other 4xx             (+ Contract)
    │   │   │   └── EmbeddingRateLimitError     HTTP 429 that outlasted the retries
    │   │   ├── EmbeddingAuthError          HTTP 401/403: never retried         (+ Permanent)
    │   │   └── InsufficientQuotaError      provider quota exhausted            (+ Permanent)
    │   ├── LLMError                    the chat completion (HyDE) failed
    │   │   ├── LLMUnavailableError         connection error or 5xx             (+ Transient)
    │   │   ├── LLMTimeoutError             ran past its time budget            (+ Timeout)
    │   │   ├── LLMAuthError                HTTP 401/403                        (+ Permanent)
    │   │   └── LLMResponseError            not a chat completion, other 4xx    (+ Contract)
    │   └── ClassifierResponseError     the capture classifier's answer is unusable (+ Contract)
    ├── StorageError                LanceDB failure                                 (exit 5)
    │   ├── ModelMismatchError      table holds vectors of another model/dims
    │   ├── SchemaMismatchError     old table schema (Arrow schema error on mergeInsert)
    │   ├── WriterLockTimeout       another writer holds the lock too long
    │   ├── WriterLeaseLost         the bucket's writer lease lapsed or was taken over while held
    │   ├── CommitFailedError       a commit still failed after its retries (a commit conflict, mostly)
    │   ├── PrefectStateError       the local Prefect server's state folder (<data_dir>/prefect) is unusable
    │   └── DiskFullError           no space left (ENOSPC, EDQUOT, EFBIG): nothing was cut
    ├── IngestError                 a file cannot be indexed (the run goes on)     (exit 6)
    │   ├── FileSkip                (memspark.ingest.scan) a file skipped with its SkipReason
    │   ├── NotIndexedError         a tool wrote a memory file, then could not index it (the file stays)
    │   └── ChunkTimeoutError       chunking one file ran past chunk.file_time_budget_s
    ├── RecallError                 the query pipeline failed                       (exit 7)
    │   ├── RecallStageError        a stage raised a foreign (non-memspark) error: a bug; the cause kept
    │   └── InvalidToolParams       a malformed tool call (the agent can fix it)
    └── PrefectServerError          the Prefect API did not start or answer         (exit 8)
        └── ServeError              a part of the local Prefect stack did not come up

The three provider kinds are what callers act on, by type: the embedding queue retries
:class:`TransientProviderError` only; a :class:`PermanentProviderError` stops an ingest run and
makes recall report "unavailable" instead of degrading to BM25-only; every other provider failure
degrades (BM25-only, raw query instead of HyDE, passthrough rerank, heuristic classifier). The
one place that turns httpx failures into these kinds is :mod:`memspark.http`. A class marked
``(+ Kind)`` also derives from that kind.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class MemsparkError(Exception):
    """Base class. ``action`` tells the user what to do; ``code`` is a stable machine id."""

    exit_code: int = 1
    code: str = "error"
    default_action: str = "See docs/troubleshooting.md."

    def __init_subclass__(cls, *, code: str | None = None, action: str | None = None,
                          exit_code: int | None = None, **kwargs: Any) -> None:
        """``class X(MemsparkError, code=..., action=..., exit_code=...)`` sets what X changes."""
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.code = code
        if action is not None:
            cls.default_action = action
        if exit_code is not None:
            cls.exit_code = exit_code

    def __init__(self, message: str, *, action: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action = action or self.default_action

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.message


class ConfigError(MemsparkError, code="config_error", exit_code=2,
                  action=("Fix the named key in memspark.toml (or the "
                          "MEMSPARK_* variable); see docs/configuration.md.")):
    """A broken memspark.toml, environment variable or flag."""


class WorkspaceError(MemsparkError, code="workspace_error", exit_code=3,
                     action="Check --root: it must point at the workspace root holding workspace-<agent>/ folders."):
    """The workspace root is missing, or a path lies outside the workspace."""


class ScopeMismatchError(WorkspaceError, code="SCOPE_MISMATCH",
                         action="Check the agent scope configuration: this agent may not read that pool or path."):
    """An agent reads a pool or path outside its scope."""


class ProviderError(MemsparkError, code="provider_error",
                    action="Check the model server's settings (base_url, model, key) in memspark.toml."):
    """A model server failed. ``reason`` is a short tag for traces (``timeout``, ``connect: ConnectError``,
    ``http 503``, ``auth 401``, ``bad response: invalid JSON``); ``status`` the HTTP status when one came
    back, ``body`` its parsed JSON (or None) and ``retry_after`` the server's Retry-After in seconds."""

    def __init__(self, message: str, *, reason: str = "error", action: str | None = None, status: int | None = None,
                 body: Any = None, retry_after: float | None = None) -> None:
        super().__init__(message, action=action)
        self.reason = reason
        self.status = status
        self.body = body
        self.retry_after = retry_after


class TransientProviderError(ProviderError, code="provider_unavailable"):
    """Worth retrying or waiting out: timeout, connection error, 5xx, HTTP 429."""

    @property
    def rate_limited(self) -> bool:
        return self.status == 429


class ProviderTimeoutError(TransientProviderError, code="provider_timeout"):
    """The server did not answer within the time allowed."""


class PermanentProviderError(ProviderError, code="provider_refused"):
    """Waiting does not fix it (a refused key, an exhausted quota): never retried, never degraded."""


class ProviderContractError(ProviderError, code="provider_contract"):
    """The server answered outside the protocol (another 4xx, invalid JSON, a wrong shape)."""


class EmbeddingError(ProviderError, code="embedding_error", exit_code=4,
                     action="Check the embedding provider settings ([embed] in memspark.toml)."):
    """The embedding provider failed."""


class EmbeddingUnavailableError(EmbeddingError, code="memory search unavailable",
                                action=("Check the Spark endpoint (embed.base_url) "
                                        "and API key, or set embed.provider = \"local\".")):
    """The embedding provider is unreachable, misconfigured or its circuit is open."""


class TransientEmbeddingError(EmbeddingUnavailableError, TransientProviderError):
    """One failed embedding attempt worth retrying: 5xx, timeout, connection refused or HTTP 429
    (``rate_limited``); retried by :class:`memspark.embed.queue.EmbedQueue` only."""


class EmbeddingContractError(EmbeddingUnavailableError, ProviderContractError,
                             action=("Check embed.base_url and embed.model name "
                                     "the server's embeddings endpoint and model.")):
    """The embedding server answered outside the OpenAI embeddings protocol (misconfiguration, not retried)."""


class EmbeddingRateLimitError(EmbeddingUnavailableError, code="rate_limited",
                              action=("The embedding server kept answering HTTP 429 (rate limit): wait and rerun, lower "
                                      "embed.concurrency / embed.batch_size, or ask the provider for a higher rate limit.")):
    """HTTP 429 that outlasted the retries."""


class EmbeddingAuthError(EmbeddingError, PermanentProviderError, code="embedding_auth",
                         action=("The server refused the API key: set "
                                 "embed.api_key or MEMSPARK_EMBED_API_KEY to a valid key.")):
    """HTTP 401/403 from the embedding server: never retried."""


class InsufficientQuotaError(EmbeddingError, PermanentProviderError, code="insufficient_quota",
                             action="Top up quota or switch provider (embed.provider = \"local\" works offline)."):
    """The provider's quota is exhausted (``insufficient_quota``)."""


class LLMError(ProviderError, code="llm_error",
               action="Check hyde.base_url / hyde.model and the key in the env var named by hyde.api_key_env."):
    """The chat completion failed (HyDE falls back to the raw query)."""


class LLMUnavailableError(LLMError, TransientProviderError):
    """Connection error or 5xx: retried while the call's time budget lasts."""


class LLMTimeoutError(LLMError, ProviderTimeoutError, code="llm_timeout",
                      action="The LLM did not answer in time: raise hyde.timeout_s or use a faster model."):
    """The call ran past its time budget."""


class LLMAuthError(LLMError, PermanentProviderError, code="llm_auth",
                   action="The LLM server refused the key: set the env var named by hyde.api_key_env to a valid key."):
    """HTTP 401/403: the key was refused. Never retried."""


class LLMResponseError(LLMError, ProviderContractError, code="llm_response"):
    """The LLM server answered outside the chat-completions protocol (another 4xx, a bad body)."""


class ClassifierResponseError(ProviderContractError, code="classifier_response",
                              action=("Check capture.classifier_url serves "
                                      "zero-shot classification (labels and scores).")):
    """The capture classifier answered with something that is not a zero-shot result."""

    def __init__(self, message: str, **fields: Any) -> None:
        fields.setdefault("reason", message)  # the heuristic fallback names what was wrong
        super().__init__(message, **fields)


class StorageError(MemsparkError, code="storage_error", exit_code=5,
                   action="Check the data dir (--data-dir) is writable; run `memspark status` for details."):
    """A LanceDB failure."""


class ModelMismatchError(StorageError, code="model_mismatch",
                         action=("Run `memspark reembed` to re-embed the table with "
                                 "the configured model, or restore the old [embed] model.")):
    """The table holds vectors of another model or width."""


class SchemaMismatchError(StorageError, code="schema_mismatch",
                          action=("Run `memspark migrate` to add the missing "
                                  "columns (or re-index into a fresh --data-dir).")):
    """An old table schema (Arrow schema error on mergeInsert)."""


class WriterLockTimeout(StorageError, code="writer_lock_timeout",
                        action=("Another memspark writer holds the lock; wait "
                                "for it to finish or raise storage.lock_timeout_s.")):
    """Another writer held the lock too long."""


class WriterLeaseLost(StorageError, code="writer_lease_lost",
                      action=("Run the command again: this process stalled (or lost the bucket) for longer than "
                              "the writer lease, so another writer may hold it now; `memspark index` repairs "
                              "any duplicate rows an overlap left.")):
    """The writer lease on object storage lapsed or was taken over while this process held it."""


class CommitFailedError(StorageError, code="commit_failed",
                        action=("Run the command again. A commit that fails after its retries is mostly a "
                                "conflict with another process committing to the same table at that moment: "
                                "memspark writers take turns through storage.lock, but a maintenance job or a "
                                "tool writing the table directly does not.")):
    """A LanceDB commit still failed after the conflict retries (LanceDB gives no finer type)."""


class PrefectStateError(StorageError, code="prefect_state"):
    """An OS error on the local Prefect server's state folder (``<data_dir>/prefect``), not on the index."""


class IngestError(MemsparkError, code="ingest_error", exit_code=6,
                  action="Fix or remove the file; the rest of the workspace is indexed regardless."):
    """A file cannot be indexed (the run goes on)."""


class ChunkTimeoutError(IngestError, code="chunk_timeout",
                        action="Simplify or split the file, or raise chunk.file_time_budget_s; the other files "
                               "are indexed regardless."):
    """Chunking one file took longer than ``chunk.file_time_budget_s`` (it is skipped, the run goes on)."""


class NotIndexedError(IngestError, code="not_indexed",
                      action="Run `memspark index` once the cause is fixed; the file change stays."):
    """A tool changed a memory file, then could not index it: the change stays on disk, the index lags."""


class RecallError(MemsparkError, code="recall_error", exit_code=7,
                  action="Run `memspark status`; re-index with `memspark index` if the table is missing."):
    """The query pipeline failed."""


class RecallStageError(RecallError, action="Run the query with --trace and report the failing stage; "
                                          "`memspark status` checks the index."):
    """A recall stage raised an error that is not a memspark error (``__cause__``): a bug, or a failure no
    seam maps yet. Logged with the cause's traceback where it is not raised (the auto-recall hook)."""


class InvalidToolParams(RecallError, code="invalid_params",
                        action="Fix the tool call's parameters as the message says."):
    """A tool call with missing or malformed parameters (the agent can fix its call)."""


class PrefectServerError(MemsparkError, code="prefect_server_error", exit_code=8,
                         action=("Run `memspark server status`; `memspark server stop` and rerun starts "
                                 "a fresh local server, or check PREFECT_API_URL if you point at your own.")):
    """The Prefect API did not start or answer."""


class ServeError(PrefectServerError, code="serve_error",
                 action="Run `memspark serve --check` to see which part is down; logs are under <data_dir>/serve/."):
    """A part of the local Prefect stack did not come up."""


class LinkedFileError(ScopeMismatchError,
                      action=("Remove the link (`rm` on this name leaves the other file untouched; "
                              "`find <root> -samefile <file>` lists a hard link's other names), "
                              "or replace it with a regular file of this agent's own, then retry.")):
    """A workspace file to write (or to read in order to extend it) is a symbolic link or has more than one
    hard link: its content may be another agent's, so memspark neither writes through it nor copies from it."""


class WorkspaceWriteError(WorkspaceError, code="workspace_write_error",
                          action=("Check that the folder is writable by this user and its file system is mounted "
                                  "read-write; the previous file was left as it was.")):
    """A workspace file could not be written (permission denied, read-only file system, I/O error)."""


class DiskFullError(StorageError, code="disk_full",
                    action=("Free space on that disk (or raise the quota / file size limit), or move the workspace "
                            "or --data-dir to a disk with room, then retry; the previous file was left as it was.")):
    """No space left while writing (``ENOSPC``, ``EDQUOT``, or ``EFBIG`` from a file size limit): the write
    went to a temporary file, so the previous file is intact."""


class ForeignFileError(ScopeMismatchError,
                       action=("Copy the text instead of linking it (cp, not ln or ln -s): a file is read only where "
                               "its owner's folder holds every name of it (`find <root> -samefile <file>` lists a "
                               "hard link's other names).")):
    """A file to read that is a symlink or hard link whose target (or other names) another agent or pool owns,
    or that leads out of the root (:mod:`memspark.safe_open`); ``refusal`` is a ``safe_open.Refusal`` value."""

    def __init__(self, message: str, *, refusal: str, detail: str = "", action: str | None = None) -> None:
        super().__init__(message, action=action)
        self.refusal = refusal
        self.detail = detail


class UnsafeFileError(WorkspaceError, code="unsafe_file",
                      action=("Only regular files are read: replace the FIFO, socket, device or broken link with a "
                              "regular file, or move it out of the workspace.")):
    """A file to read that is no regular file, a symlink loop or dangling link, or a file that changed between
    its check and its open (:mod:`memspark.safe_open`); ``refusal`` is a ``safe_open.Refusal`` value."""

    def __init__(self, message: str, *, refusal: str, detail: str = "", action: str | None = None) -> None:
        super().__init__(message, action=action)
        self.refusal = refusal
        self.detail = detail


class ForgetConflictError(WorkspaceError, code="forget_conflict",
                          action=("Call memory_forget again without confirm to preview the notes as they are now, "
                                  "then confirm the ids that preview lists.")):
    """``memory_forget`` ids of note lines that match no text of the agent's notes any more (the lines were
    edited since the preview, or the id is not from one): the confirm is refused and nothing is written."""


def is_unexpected(exc: BaseException) -> bool:
    """Whether ``exc`` is a bug to log with its traceback: not a memspark error, or a recall stage's foreign
    error wrapped (:class:`RecallStageError`). A memspark error's message and action say it all."""
    return not isinstance(exc, MemsparkError) or isinstance(exc, RecallStageError)


def fallback_exc_info(exc: BaseException) -> BaseException | None:
    """The ``exc_info`` a fallback logs ``exc`` with (``log.warning(..., exc_info=fallback_exc_info(exc))``):
    the exception itself, so its traceback is kept, when it is unexpected (:func:`is_unexpected`); None for
    a memspark error, whose message is the whole story. The recall stage runner, the auto-recall hook and
    the capture hooks log their fallbacks with it."""
    return exc if is_unexpected(exc) else None


@contextmanager
def after_write(what: str) -> Iterator[None]:
    """The index step after ``what`` changed on disk (written or deleted): any memspark failure in the block
    becomes a :class:`NotIndexedError`, so the answer says the file changed and the index lags, never
    "nothing was changed". The toolset's write-through indexing and the capture writer use it."""
    try:
        yield
    except NotIndexedError:
        raise
    except MemsparkError as exc:
        raise NotIndexedError(f"{what} changed on disk, but the index was not updated: {exc.code}: {exc.message}",
                              action=f"{exc.action} Then run `memspark index`; the file change stays.") from exc
