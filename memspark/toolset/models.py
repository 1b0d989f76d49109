"""What each agent tool accepts: one pydantic model per tool, the one declaration every surface reads.

The dict tools (:meth:`memspark.toolset.Toolset.call`, :func:`memspark.toolset.search.memory_search`,
``memory_get``), the MCP server, ``memspark tool`` / ``memspark search`` and the :class:`memspark.Memory`
API all validate a call with these models (:func:`memspark.toolset.params.validate`), and the MCP input
schemas are rendered from them (:mod:`memspark.toolset.schema`). A parameter name means one type and
one range in every tool that takes it; a parameter that overrides a config key takes the key's range
(:data:`memspark.bounds.SHARED`), so ``rrfKOverride`` and ``tuning.rrf_k`` accept the same numbers.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Final

from pydantic import Field, Strict

from memspark.bounds import BLEND_ALPHA, GATE_SPREAD, MAX_RESULTS, MIN_SCORE, RANK_WEIGHT, RRF_K, Range
from memspark.config_parse import ITEM_CHOICES
from memspark.recall.format import SESSION_KINDS
from memspark.recall.reader import DEFAULT_LINES, MAX_LINES
from memspark.toolset.notes import SEVERITIES
from memspark.toolset.params import REAL, WHOLE, Choices, Doc, ToolParams, bounded, one_of
from memspark.vocab import BlendMode, GateMode

FROM_LINE: Final = Range(1, 1_000_000_000)  # beyond any file memspark reads (workspace.max_file_bytes <= 1e9)
LINES: Final = Range(1, MAX_LINES)
RULE_SCOPES: Final = ("global", "agent")
DEBUG_MODES: Final = ("tool", "hook")
CATEGORIES: Final = ITEM_CHOICES[("capture", "categories")]

# ---- the parameter types (each range declared once, in memspark.bounds or above) ------------------------
Text = Annotated[str, Strict()]
Flag = Annotated[bool, Strict()]
MaxResults = Annotated[int, WHOLE, bounded(MAX_RESULTS), MAX_RESULTS]
MinScore = Annotated[float, REAL, bounded(MIN_SCORE), MIN_SCORE]
Alpha = Annotated[float, REAL, bounded(BLEND_ALPHA), BLEND_ALPHA]
RrfK = Annotated[int, WHOLE, bounded(RRF_K), RRF_K]
RankWeight = Annotated[float, REAL, bounded(RANK_WEIGHT), RANK_WEIGHT]
GateSpread = Annotated[float, REAL, bounded(GATE_SPREAD), GATE_SPREAD]
FromLine = Annotated[int, WHOLE, bounded(FROM_LINE), FROM_LINE]
LineCount = Annotated[int, WHOLE, bounded(LINES), LINES]
Day = Annotated[str, Strict()] | Annotated[date, Strict()]  # YYYY-MM-DD (a date object from Python)
Strings = list[Annotated[str, Strict()]]

_PATH = "A path as memory_search returns it (MEMORY.md, memory/2026-03-15.md, shared/knowledge/x.md)."
_MAX = Doc("Max results", "How many results to return at most.", config_default=lambda c: c.recall.max_results)
_MAX5 = Doc("Max results", "How many results to return at most.", default=5)
_MIN_DESC = "Drop results whose relevance (top result = 1.0) is below this."
_MIN = Doc("Min score", _MIN_DESC, config_default=lambda c: c.recall.min_score)
_MIN0 = Doc("Min score", _MIN_DESC, default=0.0)
_NOW = Doc("Reference date", "Reference date for temporal decay (YYYY-MM-DD), for reproducible answers.",
           default_text="today", format="date")


def _query(what: str = "What to look for, in plain words") -> Doc:
    return Doc("Query", f"{what}.")


def _confirm(what: str) -> Doc:
    return Doc("Confirm", f"false previews what would be {what}; true does it.", default=False)


class _Rerank(ToolParams):
    """The spec's per-call RerankOptions, with the configured values (and tuning constants) as defaults."""

    alphaOverride: Annotated[Alpha | None, Doc(
        "Blend alpha", "Blend weight of the vector score against the reranker's (0 = reranker only).",
        config_default=lambda c: c.tuning.blend_alpha)] = None
    blendModeOverride: Annotated[str | None, one_of(tuple(BlendMode)), Choices(tuple(BlendMode)), Doc(
        "Blend mode", "How reranker scores are blended with the vector ranking.",
        config_default=lambda c: c.rerank.blend)] = None
    rrfKOverride: Annotated[RrfK | None, Doc("Blend RRF k", "RRF constant of the rrf blend.",
                                             config_default=lambda c: c.tuning.rrf_k)] = None
    vectorWeightOverride: Annotated[RankWeight | None, Doc(
        "Vector weight", "Weight of the vector ranking in the rrf blend.",
        config_default=lambda c: c.tuning.blend_vector_weight)] = None
    rerankerWeightOverride: Annotated[RankWeight | None, Doc(
        "Reranker weight", "Weight of the reranker ranking in the rrf blend.",
        config_default=lambda c: c.tuning.blend_reranker_weight)] = None
    gateOverride: Annotated[str | None, one_of(tuple(GateMode)), Choices(tuple(GateMode)), Doc(
        "Gate", "Reranker gate: hard skips the reranker when the vector ranking is confident or tied, soft scales "
        "its weight, off always reranks.", config_default=lambda c: c.recall.gate)] = None
    gateThresholdOverride: Annotated[GateSpread | None, Doc(
        "Gate threshold", "Top-5 vector spread above which the vector ranking is trusted.",
        config_default=lambda c: c.tuning.gate_threshold)] = None
    gateLowThresholdOverride: Annotated[GateSpread | None, Doc(
        "Gate low threshold", "Top-5 vector spread below which the results count as tied.",
        config_default=lambda c: c.tuning.gate_low_threshold)] = None


class _SearchOwn(ToolParams):
    """memory_search's own parameters; the RerankOptions follow them (:class:`MemorySearch`)."""

    tool = "memory_search"
    title = "Search memory"
    description = ("Search this agent's memory (MEMORY.md, memory/*.md, captures, shared knowledge, mistakes and "
                   "rules) with the full recall pipeline. Use it before answering questions about past work, people, "
                   "preferences or decisions; then memory_get reads the lines a result cites.")
    query: Annotated[Text, _query()]
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN] = None
    sessionKind: Annotated[str | None, one_of(tuple(SESSION_KINDS)), Choices(tuple(SESSION_KINDS)), Doc(
        "Session kind", "The kind of chat this call serves: citations (path:line) are added in direct chats and "
        "left out in group or channel chats when recall.citations is auto.",
        default_text="the server's --session-kind (direct)")] = None
    now: Annotated[Day | None, _NOW] = None


class MemorySearch(_Rerank, _SearchOwn):
    """memory_search: its own parameters, then the RerankOptions (fields follow the reversed MRO)."""


class MemoryGet(ToolParams):
    tool = "memory_get"
    title = "Read memory lines"
    description = ("Read a line range of a memory file (indexed text first, the file on disk otherwise). Use after "
                   "memory_search to read only the lines you need.")
    path: Annotated[Text, Doc("Path", _PATH)]
    from_line: Annotated[FromLine | None, Doc("From line", "First line to read (1-indexed).", default=1)] = \
        Field(None, alias="from")
    lines: Annotated[LineCount | None, Doc("Lines", "How many lines to read.", default=DEFAULT_LINES)] = None


class MemoryStore(ToolParams):
    tool = "memory_store"
    title = "Store a memory"
    description = ("Keep a fact, preference, decision or code snippet the user asked you to remember. A "
                   "near-duplicate of a stored memory is not stored twice; instructions aimed at the assistant are "
                   "refused.")
    read_only = False
    text: Annotated[Text, Doc("Text", "The memory as one self-contained statement.")]
    category: Annotated[str | None, one_of(CATEGORIES),
                        Choices(CATEGORIES, lambda c: tuple(c.capture.categories)),
                        Doc("Category", "What kind of memory this is.", default_text="chosen by the classifier")] = None


class MemoryForget(ToolParams):
    tool = "memory_forget"
    title = "Forget memories"
    description = ("Remove a fact wherever this agent wrote it: stored or captured memories, and the matching list "
                   "items, paragraphs or table rows of its own notes (MEMORY.md, USER.md, memory/*.md, ...; the file "
                   "is edited and re-indexed). Call it with query to preview the matches, then again with their ids "
                   "and confirm: true to remove exactly those. Shared notes are listed as not removable, never "
                   "edited.")
    read_only, destructive = False, True
    query: Annotated[Text | None, Doc("Query", "Find what to forget by meaning.")] = None
    ids: Annotated[Strings | None, Field(min_length=1), Doc(
        "Ids", "Ids from the preview to remove (a note line whose text changed since the preview is refused).",
        expects="a non-empty list of strings")] = None
    confirm: Annotated[Flag | None, _confirm("removed")] = None
    maxResults: Annotated[MaxResults | None, _MAX5] = None
    minScore: Annotated[MinScore | None, Doc("Min score", _MIN_DESC, default=0.5)] = None


class MemoryForgetByPath(ToolParams):
    tool = "memory_forget_by_path"
    title = "Forget a memory file"
    description = ("Delete one of this agent's memory files and its indexed rows. Without confirm: true it only shows "
                   "what would be deleted.")
    read_only, destructive = False, True
    path: Annotated[Text, Doc("Path", _PATH)]
    confirm: Annotated[Flag | None, _confirm("deleted")] = None


class MemoryMistakesStore(ToolParams):
    tool = "memory_mistakes_store"
    title = "Record a mistake"
    description = "Record a mistake so that it is not repeated: what happened, why, the fix and the lessons."
    read_only, idempotent = False, False
    description_: Annotated[Text, Doc("Description", "What went wrong.")] = Field(alias="description")
    rootCause: Annotated[Text | None, Doc("Root cause", "Why it happened.", default="")] = None
    fix: Annotated[Text | None, Doc("Fix", "What fixed it.", default="")] = None
    lessons: Annotated[Text | Strings | None, Doc("Lessons", "Lessons to apply next time.", default=[],
                                                  expects="a string or a list of strings")] = None
    severity: Annotated[str | None, one_of(SEVERITIES), Choices(SEVERITIES),
                        Doc("Severity", "How bad it was.", default="medium")] = None
    shared: Annotated[Flag | None, Doc("Shared", "true records it for every agent (shared/mistakes).",
                                       default=False)] = None


class MemoryMistakesSearch(ToolParams):
    tool = "memory_mistakes_search"
    title = "Search mistakes"
    description = "Search this agent's and the shared recorded mistakes, e.g. before repeating a risky operation."
    query: Annotated[Text, _query()]
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN] = None


class MemoryRulesStore(ToolParams):
    tool = "memory_rules_store"
    title = "Store a rule"
    description = ("Append a standing rule to this agent's rules (scope agent) or to the shared rules (scope "
                   "global).")
    read_only, idempotent = False, False
    rule: Annotated[Text, Doc("Rule", "The rule as one sentence.")]
    scope: Annotated[str | None, one_of(RULE_SCOPES), Choices(RULE_SCOPES),
                     Doc("Scope", "agent: this agent only; global: every agent.", default="agent")] = None
    category: Annotated[Text | None, Doc("Category", "A short word grouping the rule.", default="general")] = None


class MemoryRulesSearch(ToolParams):
    tool = "memory_rules_search"
    title = "Search rules"
    description = "Search the shared rules and this agent's rules."
    query: Annotated[Text, _query()]
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN0] = None


class MemoryReferenceSearch(ToolParams):
    tool = "memory_reference_search"
    title = "Search reference docs"
    description = "Search the reference library and reference code only (never injected automatically)."
    query: Annotated[Text, _query()]
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN] = None


class MemoryTemporal(ToolParams):
    tool = "memory_temporal"
    title = "Search a date window"
    description = ("Search only memories dated inside a window (filtered before ranking). Give from, to or both.")
    query: Annotated[Text, _query()]
    from_day: Annotated[Day | None, Doc("From date", "First day of the window (YYYY-MM-DD).", format="date")] = \
        Field(None, alias="from")
    to: Annotated[Day | None, Doc("To date", "Last day of the window (YYYY-MM-DD).", format="date")] = None
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN0] = None


class MemoryRelated(ToolParams):
    tool = "memory_related"
    title = "Find related memories"
    description = ("Memories close in meaning to a chunk (id from memory_search) or to a file (path). Give id or "
                   "path.")
    id: Annotated[Text | None, Doc("Id", "A result id from memory_search.")] = None
    path: Annotated[Text | None, Doc("Path", "A memory file path.")] = None
    maxResults: Annotated[MaxResults | None, _MAX5] = None


class MemoryIndexStatus(ToolParams):
    tool = "memory_index_status"
    title = "Index status"
    description = "The memory index's state: backend, embedding model, rows, this agent's files and captures."


class MemoryRecallDebug(ToolParams):
    tool = "memory_recall_debug"
    title = "Debug a recall"
    description = ("Run the recall pipeline and return its stage-by-stage trace (why a memory was or was not "
                   "found).")
    query: Annotated[Text, _query()]
    mode: Annotated[str | None, one_of(DEBUG_MODES), Choices(DEBUG_MODES), Doc(
        "Mode", "tool: as memory_search; hook: as the auto-recall block.", default="tool")] = None
    maxResults: Annotated[MaxResults | None, _MAX] = None
    minScore: Annotated[MinScore | None, _MIN] = None
    now: Annotated[Day | None, _NOW] = None


class MemoryReindex(ToolParams):
    tool = "memory_reindex"
    title = "Re-index memory"
    description = ("Re-index one file (path) or, without path, this agent's whole workspace after files changed.")
    read_only = False
    path: Annotated[Text | None, Doc("Path", "One file to re-index.", default_text="the whole workspace")] = None


TOOL_MODELS: Final[dict[str, type[ToolParams]]] = {m.tool: m for m in (
    MemorySearch, MemoryGet, MemoryStore, MemoryForget, MemoryForgetByPath, MemoryMistakesStore,
    MemoryMistakesSearch, MemoryRulesStore, MemoryRulesSearch, MemoryReferenceSearch, MemoryTemporal,
    MemoryRelated, MemoryIndexStatus, MemoryRecallDebug, MemoryReindex)}
RERANK_PARAMS: Final = tuple(_Rerank.model_fields)


