"""What each agent tool accepts: one declaration per tool, read by every surface.

A :class:`ToolSpec` names the tool's parameters (the spec's names: ``from``, ``lines``,
``maxResults``, ``minScore`` …) with their type, default and range, and the tool's behaviour
hints (read-only, destructive, idempotent). From it come

- the MCP input schema (:meth:`ToolSpec.input_schema`): every property described, its default and
  range both in the description an LLM reads and in the JSON Schema keywords, and
  ``additionalProperties: false``;
- the check every call goes through (:meth:`ToolSpec.check_names`): a parameter the tool does not
  know is an ``invalid_params`` error naming the accepted ones, never silently ignored.

Defaults that come from the config (``maxResults``, ``minScore``, the capture categories) are read
from the :class:`~memspark.config.Config` the specs are built for, so the schema never lies about them.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from memspark.config import Config
from memspark.errors import InvalidToolParams
from memspark.recall.format import SESSION_KINDS
from memspark.recall.reader import DEFAULT_LINES, MAX_LINES
from memspark.recall.tools import MAX_RESULTS_LIMIT
from memspark.toolset.notes import SEVERITIES
from memspark.vocab import BlendMode, GateMode


class _NoDefault:
    def __repr__(self) -> str:
        return "NO_DEFAULT"


NO_DEFAULT: Final = _NoDefault()
MAX_FROM_LINE: Final = 1_000_000_000  # beyond any file memspark reads (workspace.max_file_bytes <= 1e9)


@dataclass(frozen=True)
class Param:
    """One tool parameter. ``type`` is a JSON Schema type; ``default`` is what the tool uses when
    the parameter is left out (``NO_DEFAULT``: nothing, e.g. an optional filter); ``default_text``
    describes a default that is not a fixed value ("today") and is not put in the schema."""

    name: str
    type: str
    description: str
    title: str
    required: bool = False
    default: Any = NO_DEFAULT
    minimum: float | None = None
    maximum: float | None = None
    enum: tuple[str, ...] = ()
    items: str = ""  # item type of an array
    format: str = ""  # e.g. "date"
    default_text: str = ""

    def check(self, value: Any) -> Any:
        """``value`` validated against this parameter's declared type and range — the one check every tool
        and surface runs, from the same declaration the MCP schema advertises. Numbers: a finite number (or
        numeric text), whole for ``integer``, within ``minimum``..``maximum``; returned as int or float.
        Other types pass through (each tool checks its text, choices and lists). Raises ``invalid_params``
        naming the parameter and its range."""
        if self.type not in ("integer", "number"):
            return value
        number = _as_number(self.name, value, self.type, self._interval())
        if self.type == "integer" and not float(number).is_integer():
            raise InvalidToolParams(f"{self.name} must be a whole number in {self._interval()}, got {value!r}",
                                    action=f"Pass {self.name} as an integer {self._range_text()}.")
        if (self.minimum is not None and number < self.minimum) or (self.maximum is not None and number > self.maximum):
            side = "below" if self.minimum is not None and number < self.minimum else "above"
            bound = self.minimum if side == "below" else self.maximum
            raise InvalidToolParams(f"{self.name} = {_show(number)} is {side} {_show(bound)} "
                                    f"(outside {self._interval()})",
                                    action=f"Pass {self.name} {self._range_text()}.")
        return int(number) if self.type == "integer" else float(number)

    def _interval(self) -> str:
        lo = "-inf" if self.minimum is None else _show(self.minimum)
        hi = "inf" if self.maximum is None else _show(self.maximum)
        return f"[{lo}, {hi}]"

    def _range_text(self) -> str:
        if self.minimum is not None and self.maximum is not None:
            return f"between {_show(self.minimum)} and {_show(self.maximum)}"
        return f">= {_show(self.minimum)}" if self.minimum is not None else f"<= {_show(self.maximum)}"

    def schema(self) -> dict[str, Any]:
        """The JSON Schema property, with default and range also spelled out in the description."""
        prop: dict[str, Any] = {"type": self.type, "title": self.title}
        notes = []
        if self.enum:
            prop["enum"] = list(self.enum)
            notes.append("One of: " + ", ".join(self.enum) + ".")
        if self.minimum is not None:
            prop["minimum"] = self.minimum
        if self.maximum is not None:
            prop["maximum"] = self.maximum
        if self.minimum is not None and self.maximum is not None:
            notes.append(f"Range: {self.minimum:g} to {self.maximum:g}.")
        elif self.minimum is not None:
            notes.append(f"Range: at least {self.minimum:g}.")
        if self.items:
            prop["items"] = {"type": self.items}
        if self.format:
            prop["format"] = self.format
        if self.required:
            notes.append("Required.")
        elif self.default_text:
            notes.append(f"Default: {self.default_text}.")
        elif self.default is NO_DEFAULT:
            notes.append("Optional, no default.")
        else:
            prop["default"] = self.default
            notes.append(f"Default: {_show(self.default)}.")
        prop["description"] = f"{self.description} {' '.join(notes)}"
        return prop


def _as_number(name: str, value: Any, kind: str, interval: str) -> int | float:
    """A finite int or float from a JSON number or numeric text (never a boolean, NaN or an infinity)."""
    number = value
    if isinstance(value, str):
        text = value.strip()
        try:
            number = int(text) if text.lstrip("+-").isdigit() else float(text)
        except ValueError:
            number = None
    if isinstance(number, bool) or not isinstance(number, int | float):
        raise InvalidToolParams(f"{name} must be a number in {interval}, got {value!r}",
                                action=f"Pass {name} as a JSON {kind} in {interval}.")
    if isinstance(number, float) and not math.isfinite(number):
        raise InvalidToolParams(f"{name} must be a finite number in {interval}, got {value!r}",
                                action=f"Pass {name} as a JSON {kind} in {interval}.")
    return number


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


@dataclass(frozen=True)
class ToolSpec:
    """A tool's name, readable title, description, parameters and MCP behaviour hints."""

    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    read_only: bool
    destructive: bool
    idempotent: bool

    @property
    def accepted(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.params)

    def input_schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": {p.name: p.schema() for p in self.params},
                "required": [p.name for p in self.params if p.required], "additionalProperties": False}

    def check_names(self, params: Mapping[str, Any]) -> None:
        """Raise ``invalid_params`` for a parameter this tool does not accept, naming those it does."""
        unknown = [k for k in params if k not in self.accepted]
        if unknown:
            names = ", ".join(self.accepted) or "no parameters"
            raise InvalidToolParams(
                f"{self.name} does not accept {', '.join(repr(k) for k in unknown)}; it accepts: {names}",
                action=f"Call {self.name} with only these parameters: {names}.")


# ---- shared parameters ------------------------------------------------------------------------
def _query(what: str = "What to look for, in plain words") -> Param:
    return Param("query", "string", f"{what}.", "Query", required=True)


def _max_results(default: int) -> Param:
    return Param("maxResults", "integer", "How many results to return at most.", "Max results", default=default,
                 minimum=1, maximum=MAX_RESULTS_LIMIT)


def _min_score(default: float) -> Param:
    return Param("minScore", "number", "Drop results whose relevance (top result = 1.0) is below this.", "Min score",
                 default=default, minimum=0.0, maximum=1.0)


def _now() -> Param:
    return Param("now", "string", "Reference date for temporal decay (YYYY-MM-DD), for reproducible answers.",
                 "Reference date", default_text="today", format="date")


def _confirm(what: str) -> Param:
    return Param("confirm", "boolean", f"false previews what would be {what}; true does it.", "Confirm",
                 default=False)


def rerank_params(cfg: Config) -> tuple[Param, ...]:
    """The spec's per-call RerankOptions, with the configured values (and tuning constants) as defaults."""
    tn = cfg.tuning
    return (
        Param("alphaOverride", "number", "Blend weight of the vector score against the reranker's (0 = reranker "
              "only).", "Blend alpha", default=tn.blend_alpha, minimum=0.0, maximum=1.0),
        Param("blendModeOverride", "string", "How reranker scores are blended with the vector ranking.",
              "Blend mode", default=cfg.rerank.blend, enum=tuple(BlendMode)),
        Param("rrfKOverride", "integer", "RRF constant of the rrf blend.", "Blend RRF k", default=tn.rrf_k,
              minimum=1, maximum=1000),
        Param("vectorWeightOverride", "number", "Weight of the vector ranking in the rrf blend.",
              "Vector weight", default=tn.blend_vector_weight, minimum=0.0, maximum=10.0),
        Param("rerankerWeightOverride", "number", "Weight of the reranker ranking in the rrf blend.",
              "Reranker weight", default=tn.blend_reranker_weight, minimum=0.0, maximum=10.0),
        Param("gateOverride", "string", "Reranker gate: hard skips the reranker when the vector ranking is "
              "confident or tied, soft scales its weight, off always reranks.", "Gate", default=cfg.recall.gate,
              enum=tuple(GateMode)),
        Param("gateThresholdOverride", "number", "Top-5 vector spread above which the vector ranking is trusted.",
              "Gate threshold", default=tn.gate_threshold, minimum=0.0, maximum=1.0),
        Param("gateLowThresholdOverride", "number", "Top-5 vector spread below which the results count as tied.",
              "Gate low threshold", default=tn.gate_low_threshold, minimum=0.0, maximum=1.0),
    )


def build_specs(cfg: Config) -> dict[str, ToolSpec]:
    """Every agent tool's spec, with defaults read from ``cfg``."""
    r = cfg.recall
    mr, ms = _max_results(r.max_results), _min_score(r.min_score)
    path_param = Param("path", "string", "A path as memory_search returns it (MEMORY.md, memory/2026-03-15.md, "
                       "shared/knowledge/x.md).", "Path", required=True)
    specs = (
        ToolSpec("memory_search", "Search memory",
                 "Search this agent's memory (MEMORY.md, memory/*.md, captures, shared knowledge, mistakes and rules) "
                 "with the full recall pipeline. Use it before answering questions about past work, people, "
                 "preferences or decisions; then memory_get reads the lines a result cites.",
                 (_query(), mr, ms,
                  Param("sessionKind", "string", "The kind of chat this call serves: citations (path:line) are "
                        "added in direct chats and left out in group or channel chats when recall.citations is auto.",
                        "Session kind", default_text="the server's --session-kind (direct)", enum=SESSION_KINDS),
                  _now(), *rerank_params(cfg)),
                 read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_get", "Read memory lines",
                 "Read a line range of a memory file (indexed text first, the file on disk otherwise). Use after "
                 "memory_search to read only the lines you need.",
                 (path_param,
                  Param("from", "integer", "First line to read (1-indexed).", "From line", default=1, minimum=1,
                        maximum=MAX_FROM_LINE),
                  Param("lines", "integer", "How many lines to read.", "Lines", default=DEFAULT_LINES, minimum=1,
                        maximum=MAX_LINES)),
                 read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_store", "Store a memory",
                 "Keep a fact, preference, decision or code snippet the user asked you to remember. A near-duplicate "
                 "of a stored memory is not stored twice; instructions aimed at the assistant are refused.",
                 (Param("text", "string", "The memory as one self-contained statement.", "Text", required=True),
                  Param("category", "string", "What kind of memory this is.", "Category",
                        default_text="chosen by the classifier", enum=tuple(cfg.capture.categories))),
                 read_only=False, destructive=False, idempotent=True),
        ToolSpec("memory_forget", "Forget memories",
                 "Remove a fact wherever this agent wrote it: stored or captured memories, and the matching list "
                 "items, paragraphs or table rows of its own notes (MEMORY.md, USER.md, memory/*.md, ...; the file "
                 "is edited and re-indexed). Call it with query to preview the matches, then again with their ids "
                 "and confirm: true to remove exactly those. Shared notes are listed as not removable, never edited.",
                 (Param("query", "string", "Find what to forget by meaning.", "Query"),
                  Param("ids", "array", "Ids from the preview to remove (a note line whose text changed since the "
                        "preview is refused).", "Ids", items="string"),
                  _confirm("removed"), _max_results(5), _min_score(0.5)),
                 read_only=False, destructive=True, idempotent=True),
        ToolSpec("memory_forget_by_path", "Forget a memory file",
                 "Delete one of this agent's memory files and its indexed rows. Without confirm: true it only shows "
                 "what would be deleted.",
                 (path_param, _confirm("deleted")),
                 read_only=False, destructive=True, idempotent=True),
        ToolSpec("memory_mistakes_store", "Record a mistake",
                 "Record a mistake so that it is not repeated: what happened, why, the fix and the lessons.",
                 (Param("description", "string", "What went wrong.", "Description", required=True),
                  Param("rootCause", "string", "Why it happened.", "Root cause", default=""),
                  Param("fix", "string", "What fixed it.", "Fix", default=""),
                  Param("lessons", "array", "Lessons to apply next time.", "Lessons", items="string", default=[]),
                  Param("severity", "string", "How bad it was.", "Severity", default="medium", enum=SEVERITIES),
                  Param("shared", "boolean", "true records it for every agent (shared/mistakes).", "Shared",
                        default=False)),
                 read_only=False, destructive=False, idempotent=False),
        ToolSpec("memory_mistakes_search", "Search mistakes",
                 "Search this agent's and the shared recorded mistakes, e.g. before repeating a risky operation.",
                 (_query(), mr, ms), read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_rules_store", "Store a rule",
                 "Append a standing rule to this agent's rules (scope agent) or to the shared rules (scope global).",
                 (Param("rule", "string", "The rule as one sentence.", "Rule", required=True),
                  Param("scope", "string", "agent: this agent only; global: every agent.", "Scope", default="agent",
                        enum=("global", "agent")),
                  Param("category", "string", "A short word grouping the rule.", "Category", default="general")),
                 read_only=False, destructive=False, idempotent=False),
        ToolSpec("memory_rules_search", "Search rules", "Search the shared rules and this agent's rules.",
                 (_query(), mr, _min_score(0.0)), read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_reference_search", "Search reference docs",
                 "Search the reference library and reference code only (never injected automatically).",
                 (_query(), mr, ms), read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_temporal", "Search a date window",
                 "Search only memories dated inside a window (filtered before ranking). Give from, to or both.",
                 (_query(),
                  Param("from", "string", "First day of the window (YYYY-MM-DD).", "From date", format="date"),
                  Param("to", "string", "Last day of the window (YYYY-MM-DD).", "To date", format="date"),
                  mr, _min_score(0.0)),
                 read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_related", "Find related memories",
                 "Memories close in meaning to a chunk (id from memory_search) or to a file (path). Give id or path.",
                 (Param("id", "string", "A result id from memory_search.", "Id"),
                  Param("path", "string", "A memory file path.", "Path"), _max_results(5)),
                 read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_index_status", "Index status",
                 "The memory index's state: backend, embedding model, rows, this agent's files and captures.",
                 (), read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_recall_debug", "Debug a recall",
                 "Run the recall pipeline and return its stage-by-stage trace (why a memory was or was not found).",
                 (_query(), Param("mode", "string", "tool: as memory_search; hook: as the auto-recall block.", "Mode",
                                  default="tool", enum=("tool", "hook")),
                  mr, Param("minScore", "number", ms.description, ms.title, default=r.min_score, minimum=0.0,
                            maximum=1.0), _now()),
                 read_only=True, destructive=False, idempotent=True),
        ToolSpec("memory_reindex", "Re-index memory",
                 "Re-index one file (path) or, without path, this agent's whole workspace after files changed.",
                 (Param("path", "string", "One file to re-index.", "Path", default_text="the whole workspace"),),
                 read_only=False, destructive=False, idempotent=True),
    )
    return {s.name: s for s in specs}


@functools.cache
def _default_specs() -> dict[str, ToolSpec]:
    return build_specs(Config())


def check_params(tool: str, params: Mapping[str, Any]) -> None:
    """Reject parameters ``tool`` does not accept (the names do not depend on the config)."""
    _default_specs()[tool].check_names(params)


def check_values(tool: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """``params`` with its names checked (:meth:`ToolSpec.check_names`) and every numeric value checked and
    normalised by its declaration (:meth:`Param.check`): the one validation of a tool call, run by
    :meth:`memspark.toolset.Toolset.call`, ``memory_search`` and ``memory_get``. Types and ranges do not
    depend on the config, so the specs of the default config serve every call."""
    spec = _default_specs()[tool]
    spec.check_names(params)
    out = dict(params)
    for param in spec.params:
        if out.get(param.name) is not None:
            out[param.name] = param.check(out[param.name])
    return out


@functools.cache
def numeric_params() -> dict[str, Param]:
    """Each numeric parameter by name: a name means the same type and range in every tool that takes it
    (a test keeps it so), so a tool's helper checks a value by the name alone."""
    return {p.name: p for spec in _default_specs().values() for p in spec.params if p.type in ("integer", "number")}


def numeric_value(params: Mapping[str, Any], name: str, default: Any = None) -> Any:
    """``params[name]`` checked by its declaration (:func:`numeric_params`); ``default`` when absent."""
    value = params.get(name)
    return default if value is None else numeric_params()[name].check(value)


def writes_memory(tool: str) -> bool:
    """Whether ``tool`` changes memory (its errors say nothing was changed, not nothing was searched)."""
    spec = _default_specs().get(tool)
    return spec is not None and not spec.read_only
