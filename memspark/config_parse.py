"""Turning raw config values (TOML, ``MEMSPARK_*`` env, overrides) into typed, checked ones.

The rules each key obeys — its allowed choices (:data:`CHOICES`, derived from :mod:`memspark.vocab`
where a closed vocabulary exists), its numeric range (:data:`RANGES`) and its type (coerced from TOML
or env text) — live here, apart from the section dataclasses of :mod:`memspark.config` that hold
the keys, defaults and descriptions. Every failure is a :class:`~memspark.errors.ConfigError` naming
the key, the problem and the fix.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, get_args, get_origin

from memspark.datadir import check_uri, uri_scheme
from memspark.errors import ConfigError
from memspark.vocab import ALL_POOLS, SHARED_AGENT_ID, BlendMode, GateMode, RelevanceMode


def setting(default: Any, doc: str, *, factory: bool = False) -> Any:
    """A config key: its default (``factory``: a callable making it) and its one-line description."""
    if factory:
        return field(default_factory=default, metadata={"doc": doc})
    return field(default=default, metadata={"doc": doc})


CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("embed", "provider"): ("local", "onnx", "spark"),
    ("storage", "lock"): ("auto", "file", "commit", "prefect"),
    ("recall", "gate"): tuple(GateMode),
    ("recall", "citations"): ("on", "off", "auto"),
    ("tuning", "relevance"): tuple(RelevanceMode),
    ("rerank", "provider"): ("passthrough", "http", "onnx", "e5"),
    ("rerank", "api_style"): ("ranking", "rerank"),
    ("rerank", "blend"): tuple(BlendMode),
    ("watch", "mode"): ("direct", "events"),
    ("ops", "prefect_server"): ("background", "ephemeral"),
}
@dataclass(frozen=True)
class Range:
    """The allowed values of a numeric key: ``lo`` (included unless ``lo_open``) up to ``hi`` (included)."""

    lo: float | None = None
    hi: float | None = None
    lo_open: bool = False

    def contains(self, value: float) -> bool:
        if self.lo is not None and (value <= self.lo if self.lo_open else value < self.lo):
            return False
        return self.hi is None or value <= self.hi

    def __str__(self) -> str:
        lo = None if self.lo is None else _num(self.lo)
        if self.hi is None:
            return f"> {lo}" if self.lo_open else f">= {lo}"
        return f"{'(' if self.lo_open else '['}{lo}, {_num(self.hi)}]"


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


_POS, _NONNEG, _UNIT = Range(0, lo_open=True), Range(0), Range(0, 1)

# Every numeric key has a range (a test keeps it so); NaN and infinities are refused for every key.
RANGES: dict[tuple[str, str], Range] = {
    ("workspace", "max_file_bytes"): _POS,
    ("chunk", "parent_tokens"): _POS, ("chunk", "child_tokens"): _POS, ("chunk", "overlap_tokens"): _NONNEG,
    ("chunk", "min_section_tokens"): _NONNEG,
    ("embed", "dims"): _NONNEG, ("embed", "batch_size"): _POS, ("embed", "concurrency"): Range(1, 64),
    ("embed", "retries"): Range(0, 20), ("embed", "backoff_s"): _NONNEG, ("embed", "timeout_s"): _POS,
    ("embed", "query_cache_size"): _POS,
    ("embed", "query_cache_ttl_s"): _NONNEG, ("embed", "max_tokens"): _POS,
    ("storage", "lock_timeout_s"): _NONNEG, ("storage", "vector_cache_max_rows"): _NONNEG,
    ("ingest", "files_per_batch"): _POS, ("ingest", "chunks_per_upsert"): _POS,
    ("recall", "max_results"): Range(1, 100), ("recall", "min_score"): _UNIT, ("recall", "candidate_multiplier"): _POS,
    ("recall", "dedup_threshold"): _UNIT, ("recall", "decay_floor"): _UNIT,
    ("recall", "decay_rate"): _NONNEG, ("recall", "mmr_lambda"): _UNIT,
    ("recall", "max_injected_chars"): _POS, ("recall", "context_overlap_threshold"): _UNIT,
    ("recall", "max_query_chars"): Range(20),  # shorter caps cut ordinary questions to nothing
    ("recall", "hook_max_results"): Range(1, 100), ("recall", "source_weights"): _NONNEG,
    ("rerank", "timeout_s"): _POS, ("rerank", "top_n"): _POS,
    ("hyde", "timeout_s"): _POS, ("hyde", "max_tokens"): _POS, ("hyde", "multi_query_count"): Range(1, 10),
    ("ops", "version_retention_s"): _NONNEG, ("ops", "keep_reembed_tags"): _NONNEG, ("ops", "tag_ttl_s"): _NONNEG,
    ("ops", "reembed_batch_rows"): _POS, ("ops", "ann_min_rows"): _POS, ("ops", "server_port"): Range(1, 65535),
    ("ops", "server_idle_s"): _POS, ("ops", "server_start_timeout_s"): _POS,
    ("watch", "debounce_s"): _NONNEG, ("watch", "max_batch_wait_s"): _NONNEG,
    ("capture", "min_confidence"): _UNIT, ("capture", "min_message_length"): _NONNEG,
    ("capture", "max_message_length"): _POS, ("capture", "min_quality"): _UNIT,
    ("capture", "classifier_timeout_s"): _POS, ("capture", "max_per_turn"): _POS, ("capture", "dedup_threshold"): _UNIT,
    ("tuning", "rrf_k"): _POS, ("tuning", "fusion_vector_weight"): _NONNEG, ("tuning", "fusion_bm25_weight"): _NONNEG,
    ("tuning", "bm25_mix"): _UNIT, ("tuning", "gate_threshold"): Range(0, 2), ("tuning", "gate_low_threshold"): Range(0, 2),
    ("tuning", "blend_alpha"): _UNIT, ("tuning", "blend_vector_weight"): _NONNEG,
    ("tuning", "blend_reranker_weight"): _NONNEG, ("tuning", "ann_min_recall"): _UNIT,
    ("tuning", "ann_sample_queries"): _POS, ("tuning", "breaker_failures"): _POS,
    ("tuning", "breaker_reset_s"): _NONNEG, ("tuning", "focus_meaning_weight"): _NONNEG,
}


def coerce(section: str, key: str, value: Any, typ: Any, origin: str) -> Any:
    where = f"{section}.{key}"
    base = get_origin(typ) or typ
    try:
        if base is bool:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in {"1", "true", "yes", "on", "0", "false", "no", "off"}:
                return value.lower() in {"1", "true", "yes", "on"}
            raise TypeError
        if base is int:
            if isinstance(value, bool):
                raise TypeError
            if isinstance(value, int) or (isinstance(value, str) and value.strip().lstrip("-").isdigit()):
                return int(value)
            raise TypeError
        if base is float:
            if isinstance(value, bool):
                raise TypeError
            return _finite(where, float(value), origin)
        if base is str or (isinstance(base, type) and issubclass(base, StrEnum)):
            if not isinstance(value, str):
                raise TypeError
            # a closed vocabulary: its member, or the text as given for validate() to refuse with the choices
            return base(value) if base is not str and value in base._value2member_map_ else value
        if base is list:
            if isinstance(value, str):
                value = json.loads(value) if value.strip().startswith("[") else [v for v in value.split(",") if v]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise TypeError
            return list(value)
        if base is dict:
            if isinstance(value, str):
                value = json.loads(value)
            if not isinstance(value, dict):
                raise TypeError
            (_, vt) = get_args(typ)
            if vt is str:
                return {str(k): (str(v).lower() if isinstance(v, bool) else str(v)) for k, v in value.items()}
            if vt is float:
                return {str(k): _finite(f"{where}.{k}", _plain_float(v), origin) for k, v in value.items()}
            return {str(k): v for k, v in value.items()}  # list values: check_agent_scopes
    except (TypeError, ValueError, json.JSONDecodeError) as exc:
        tname = getattr(base, "__name__", str(base))
        raise ConfigError(
            f"{origin}: {where} = {value!r} is not a valid {tname}",
            action=f"Set {where} to a {tname} (see README 'Configuration').",
        ) from exc
    return value  # pragma: no cover


def _plain_float(value: Any) -> float:
    if isinstance(value, bool):
        raise TypeError
    return float(value)


def _finite(where: str, value: float, origin: str) -> float:
    if not math.isfinite(value):
        raise ConfigError(f"{origin}: {where} = {value!r} is not a finite number",
                          action=f"Set {where} to a plain number (no nan or inf).")
    return value


def _check_range(where: str, value: float, bounds: Range, origin: str) -> None:
    if bounds.contains(value):
        return
    if bounds == _POS:
        raise ConfigError(f"{origin}: {where} = {value!r} must be > 0", action=f"Set {where} to a positive number.")
    if bounds == _UNIT:
        raise ConfigError(f"{origin}: {where} = {value!r} must be within [0, 1]",
                          action=f"Set {where} to a number between 0 and 1.")
    raise ConfigError(f"{origin}: {where} = {value!r} is out of range (allowed: {bounds})",
                      action=f"Set {where} to a number {'within ' if bounds.hi is not None else ''}{bounds} "
                             "(see README 'Configuration').")


def validate(section: str, key: str, value: Any, origin: str) -> None:
    where = f"{section}.{key}"
    if (section, key) == ("workspace", "data_dir") and uri_scheme(value) not in (None, "file"):
        try:
            check_uri(value)
        except ConfigError as exc:
            raise ConfigError(f"{origin}: {exc.message}", action=exc.action) from exc
    choices = CHOICES.get((section, key))
    if choices and value not in choices:
        raise ConfigError(f"{origin}: {where} = {value!r} is not one of {', '.join(choices)}",
                          action=f"Set {where} to one of: {', '.join(choices)}.")
    bounds = RANGES.get((section, key))
    if bounds is not None:
        for name, number in (value.items() if isinstance(value, dict) else [(None, value)]):
            _check_range(where if name is None else f"{where}.{name}", number, bounds, origin)
    if (section, key) == ("recall", "agent_scopes"):
        check_agent_scopes(value, origin)


def check_agent_scopes(scopes: Mapping[str, Any], origin: str) -> None:
    """``recall.agent_scopes`` must map agent ids to lists of known pool names (checked at load)."""
    from memspark.workspace import is_agent_id  # workspace imports memspark.config, which imports this module

    for agent, pools in scopes.items():
        where = f"recall.agent_scopes.{agent}"
        if not is_agent_id(agent) and agent != SHARED_AGENT_ID:
            raise ConfigError(f"{origin}: {where}: {agent!r} is not an agent id",
                              action="Keys of recall.agent_scopes are agent ids (the workspace-<agent> folder names).")
        if not isinstance(pools, list) or not all(isinstance(p, str) for p in pools):
            raise ConfigError(f"{origin}: {where} = {pools!r} is not a list of pool names",
                              action=f"Write it as a list of pools, e.g. {agent} = [\"agent_memory\", \"shared_rules\"].")
        unknown = sorted(set(pools) - set(ALL_POOLS))
        if unknown:
            raise ConfigError(f"{origin}: {where} names unknown pool(s): {', '.join(unknown)}",
                              action=f"Use pools from: {', '.join(ALL_POOLS)}.")


def read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror}",
                          action="Check the --config path exists and is readable.") from exc
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not UTF-8 text", action="Save memspark.toml as UTF-8.") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}",
                          action="Fix the TOML syntax at the line shown (strings need quotes, tables [name]).") from exc


def env_overrides(env: Mapping[str, str], sections: Collection[str]) -> dict[str, dict[str, Any]]:
    """``MEMSPARK_<SECTION>_<KEY>`` variables (and the ``MEMSPARK_ROOT`` / ``MEMSPARK_DATA_DIR`` shortcuts)
    as ``{section: {key: text}}``; secrets (the ``*_API_KEY`` vars) and ``MEMSPARK_CONFIG`` are not keys."""
    out: dict[str, dict[str, Any]] = {}
    for name, value in env.items():
        if not name.startswith("MEMSPARK_") or name in {"MEMSPARK_CONFIG", "MEMSPARK_EMBED_API_KEY",
                                                         "MEMSPARK_RERANK_API_KEY", "MEMSPARK_HYDE_API_KEY",
                                                         "MEMSPARK_CAPTURE_API_KEY"}:
            continue
        rest = name[len("MEMSPARK_"):].lower()
        if rest == "root":
            out.setdefault("workspace", {})["root"] = value
            continue
        if rest == "data_dir":
            out.setdefault("workspace", {})["data_dir"] = value
            continue
        section, _, key = rest.partition("_")
        if section in sections and key:
            out.setdefault(section, {})[key] = value
    return out
