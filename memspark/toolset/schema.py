"""What each agent tool accepts, as the MCP server advertises it: one :class:`ToolSpec` per tool,
rendered from the tool's parameter model (:mod:`memspark.toolset.models`).

A :class:`ToolSpec` names the tool's parameters (the spec's names: ``from``, ``lines``,
``maxResults``, ``minScore`` …) with their type, default and range, and the tool's behaviour
hints (read-only, destructive, idempotent). From it comes the MCP input schema
(:meth:`ToolSpec.input_schema`): every property described, its default and range both in the
description an LLM reads and in the JSON Schema keywords, and ``additionalProperties: false``.
The check every call goes through is the same model's (:func:`check_values`): a parameter the tool
does not know is an ``invalid_params`` error naming the accepted ones, never silently ignored.

Defaults that come from the config (``maxResults``, ``minScore``, the capture categories) are read
from the :class:`~memspark.config.Config` the specs are built for, so the schema never lies about them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic.fields import FieldInfo

from memspark.bounds import Range
from memspark.config import Config
from memspark.toolset.models import RERANK_PARAMS, TOOL_MODELS
from memspark.toolset.params import (
    NO_DEFAULT,
    Choices,
    Doc,
    ToolParams,
    check_names,
    json_type,
    markers,
    validate,
)


@dataclass(frozen=True)
class Param:
    """One tool parameter as advertised (rendered from its model field by :func:`param_of`). ``type`` is
    a JSON Schema type; ``default`` is what the tool uses when the parameter is left out (``NO_DEFAULT``:
    nothing, e.g. an optional filter); ``default_text`` describes a default that is not a fixed value
    ("today") and is not put in the schema."""

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
        check_names(TOOL_MODELS[self.name], params)


# ---- rendering the models ------------------------------------------------------------------------
def param_of(name: str, field: FieldInfo, cfg: Config) -> Param:
    """The advertised form of one model field: type, range and choices from its type, the rest from its Doc."""
    found = markers(field.annotation, field.metadata)
    doc = next(m for m in found if isinstance(m, Doc))
    bounds = next((m for m in found if isinstance(m, Range)), None)
    choices = next((m for m in found if isinstance(m, Choices)), None)
    kind = json_type(field.annotation)
    lo, hi = (None, None) if bounds is None else (bounds.lo, bounds.hi)
    if kind == "number":  # a JSON number's bounds as floats (0.0, 1.0), an integer's as ints
        lo, hi = (None if lo is None else float(lo)), (None if hi is None else float(hi))
    return Param(field.alias or name, "string" if choices is not None else kind, doc.description, doc.title,
                 required=field.is_required(), default=doc.shown_default(cfg),
                 minimum=lo, maximum=hi,
                 enum=() if choices is None else tuple(choices.shown(cfg)), items="string" if kind == "array" else "",
                 format=doc.format, default_text=doc.default_text)


def spec_of(model: type[ToolParams], cfg: Config) -> ToolSpec:
    return ToolSpec(model.tool, model.title, model.description,
                    tuple(param_of(n, f, cfg) for n, f in model.model_fields.items()),
                    read_only=model.read_only, destructive=model.destructive, idempotent=model.idempotent)


def rerank_params(cfg: Config) -> tuple[Param, ...]:
    """The spec's per-call RerankOptions, with the configured values (and tuning constants) as defaults."""
    fields = TOOL_MODELS["memory_search"].model_fields
    return tuple(param_of(name, fields[name], cfg) for name in RERANK_PARAMS)


def build_specs(cfg: Config) -> dict[str, ToolSpec]:
    """Every agent tool's spec, with defaults read from ``cfg``."""
    return {name: spec_of(model, cfg) for name, model in TOOL_MODELS.items()}


def check_params(tool: str, params: Mapping[str, Any]) -> None:
    """Reject parameters ``tool`` does not accept (the names do not depend on the config)."""
    check_names(TOOL_MODELS[tool], params)


def check_values(tool: str, params: Any) -> dict[str, Any]:
    """``params`` validated by the tool's model (:func:`memspark.toolset.params.validate`): the one
    validation of a tool call, run by :meth:`memspark.toolset.Toolset.run`, ``memory_search`` and
    ``memory_get``. Types and ranges do not depend on the config."""
    return validate(TOOL_MODELS[tool], params)


def writes_memory(tool: str) -> bool:
    """Whether ``tool`` changes memory (its errors say nothing was changed, not nothing was searched)."""
    model = TOOL_MODELS.get(tool)
    return model is not None and not model.read_only
