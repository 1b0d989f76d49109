"""The closed vocabularies every layer shares: pools, sources, every config choice key, mistake
severities, capture categories and roles.

Each is a :class:`~enum.StrEnum`, so a member *is* its string (``Pool.SHARED_RULES == "shared_rules"``):
it goes into LanceDB rows, SQL filters, TOML and JSON unchanged. Config choice lists, type hints and
the storage schema are all derived from these definitions; code elsewhere compares against members,
never against the strings (tests/test_vocab_literals.py scans the source for that).

This module is a leaf: it imports nothing of memspark, so any module may import it. It also holds the
syntax of an agent id (:func:`is_agent_id`), which config validation and the workspace both need.

Pools by owner (written by :mod:`memspark.workspace`):

- agent pools hold one agent's own files (rows carry that ``agent_id``);
- shared pools hold ``shared/`` (rows carry ``agent_id = "shared"``): knowledge, mistakes and rules;
- reference pools hold reference material (also ``agent_id = "shared"``), searched by tools only.

Recall searches ``shared_rules`` as a group of its own (:mod:`memspark.recall.pools`), which is why
its search groups are not these ownership lists.
"""

from __future__ import annotations

import re
from enum import StrEnum

SHARED_AGENT_ID = "shared"  # the agent_id of every shared and reference row
_AGENT_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def is_agent_id(value: str) -> bool:
    """A ``workspace-<agent>`` folder's ``<agent>``: a letter or digit, then up to 63 of ``[A-Za-z0-9_.-]``;
    never ``shared`` (the agent id of shared and reference rows)."""
    return bool(_AGENT_ID_RE.match(value)) and value != SHARED_AGENT_ID


class Vocabulary(StrEnum):
    """The base of every vocabulary here: a member is its string, in ``repr`` too, so a message that quotes
    a value (``pool 'shared_rules' is outside its scope``) reads the same whether it holds the member or
    the text read back from a row."""

    def __repr__(self) -> str:
        return repr(self.value)


class Pool(Vocabulary):
    AGENT_MEMORY = "agent_memory"
    AGENT_TOOLS = "agent_tools"
    AGENT_MISTAKES = "agent_mistakes"
    SHARED_KNOWLEDGE = "shared_knowledge"
    SHARED_MISTAKES = "shared_mistakes"
    SHARED_RULES = "shared_rules"
    REFERENCE_LIBRARY = "reference_library"
    REFERENCE_CODE = "reference_code"


AGENT_POOLS: tuple[Pool, ...] = (Pool.AGENT_MEMORY, Pool.AGENT_TOOLS, Pool.AGENT_MISTAKES)
SHARED_POOLS: tuple[Pool, ...] = (Pool.SHARED_KNOWLEDGE, Pool.SHARED_MISTAKES, Pool.SHARED_RULES)
REFERENCE_POOLS: tuple[Pool, ...] = (Pool.REFERENCE_LIBRARY, Pool.REFERENCE_CODE)
ALL_POOLS: tuple[Pool, ...] = tuple(Pool)


class GateMode(Vocabulary):
    """``recall.gate`` / ``gateOverride``: when the reranker runs (spec examples "reranker gate")."""

    HARD = "hard"
    SOFT = "soft"
    OFF = "off"


class BlendMode(Vocabulary):
    """``rerank.blend`` / ``blendModeOverride``: how reranker scores join the vector ranking."""

    RRF = "rrf"
    SCORE = "score"


class RelevanceMode(Vocabulary):
    """``tuning.relevance``: the base relevance that weights, decay and minScore act on
    (:mod:`memspark.recall.stages.fusion`)."""

    MIX = "mix"
    RRF = "rrf"
    COSINE = "cosine"


class EmbedProvider(Vocabulary):
    """``embed.provider``: where document and query vectors come from (:mod:`memspark.embed.factory`)."""

    LOCAL = "local"  # a bundled model (MiniLM int8 or e5-small), offline
    ONNX = "onnx"  # the operator's ONNX model directory
    SPARK = "spark"  # an OpenAI-compatible HTTP endpoint


class RerankProvider(Vocabulary):
    """``rerank.provider``: the cross-encoder behind the rerank stage (:mod:`memspark.rerank.factory`)."""

    PASSTHROUGH = "passthrough"
    HTTP = "http"
    ONNX = "onnx"
    E5 = "e5"  # the local e5 second-opinion embedding


class RerankApiStyle(Vocabulary):
    """``rerank.api_style``: the HTTP reranker's dialect (:mod:`memspark.rerank.http`)."""

    RANKING = "ranking"  # NVIDIA /v1/ranking
    RERANK = "rerank"  # Cohere / Jina / TEI /v1/rerank


class LockKind(Vocabulary):
    """``storage.lock``: how writers exclude each other (:mod:`memspark.storage.lock`). ``AUTO`` and
    ``COMMIT`` (the old name of ``LEASE``) are what an operator may write; a lock resolves to one of
    :data:`RESOLVED_LOCKS`."""

    AUTO = "auto"
    FILE = "file"
    LEASE = "lease"
    COMMIT = "commit"
    PREFECT = "prefect"


RESOLVED_LOCKS: tuple[LockKind, ...] = (LockKind.FILE, LockKind.LEASE, LockKind.PREFECT)


class CitationMode(Vocabulary):
    """``recall.citations``: whether results carry ``path:line`` citations (:mod:`memspark.recall.format`)."""

    ON = "on"
    OFF = "off"
    AUTO = "auto"  # on in direct chats, off in group/channel sessions


class SessionKind(Vocabulary):
    """The kind of chat a session key names (OpenClaw ``agent:main:group:123``); ``recall.citations =
    auto`` cites in direct chats only."""

    DIRECT = "direct"
    GROUP = "group"
    CHANNEL = "channel"


class WatchMode(Vocabulary):
    """``watch.mode``: what the watcher does with a settled burst of changes (:mod:`memspark.watch`)."""

    DIRECT = "direct"  # ingest in process
    EVENTS = "events"  # emit a Prefect event a deployment trigger runs


class PrefectServerMode(Vocabulary):
    """``ops.prefect_server``: where flows run when ``PREFECT_API_URL`` is unset
    (:mod:`memspark.ops.prefect_server`)."""

    BACKGROUND = "background"
    EPHEMERAL = "ephemeral"


class PrefectApiMode(Vocabulary):
    """Which Prefect API a write command uses (:func:`memspark.ops.prefect_server.choose_api`)."""

    ENV = "env"  # PREFECT_API_URL from the environment
    BACKGROUND = "background"  # this data dir's background server (running, or started by the command)
    SERVE = "serve"  # the server of `memspark serve`
    EPHEMERAL = "ephemeral"  # a temporary server per command


class ContentType(Vocabulary):
    """A routed file's ``content_type`` (:mod:`memspark.workspace`), which picks its chunker
    (:mod:`memspark.chunking`)."""

    MARKDOWN = "markdown"
    TEXT = "text"  # .txt
    CODE = "code"  # reference source files
    RULES = "rules"  # shared rules / knowledge / mistakes JSON, split per entry
    SESSION = "session"  # agents/<agent>/sessions/*.jsonl transcripts
    DIRECTORY = "directory"  # a linked folder: never chunked, its route only keeps its files' rows


class TokenEncoding(Vocabulary):
    """``chunk.encoding``: the tiktoken encodings whose rank files ship offline (:mod:`memspark.chunking.tokens`)."""

    CL100K_BASE = "cl100k_base"
    O200K_BASE = "o200k_base"


class Source(Vocabulary):
    """A row's ``source`` (written by :mod:`memspark.workspace` and the capture writer). The spec's result
    enum is ``memory | sessions``; a capture is reported as ``memory`` with ``origin: capture``."""

    MEMORY = "memory"  # curated notes and every other workspace file
    SESSIONS = "sessions"  # agents/<agent>/sessions/*.jsonl transcripts
    CAPTURE = "capture"  # auto-captured entries (memory/captures/)


SPEC_SOURCES: tuple[Source, ...] = (Source.MEMORY, Source.SESSIONS)


class Severity(Vocabulary):
    """How bad a recorded mistake was (``memory_mistakes_store``'s ``severity``)."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"


class CaptureCategory(Vocabulary):
    """What an auto-capture is (``capture.categories``; :mod:`memspark.capture.classify`)."""

    FACT = "fact"
    PREFERENCE = "preference"
    DECISION = "decision"
    CODE_SNIPPET = "code-snippet"


class CaptureRole(Vocabulary):
    """Message roles auto-capture considers (``capture.roles``)."""

    USER = "user"
    ASSISTANT = "assistant"
