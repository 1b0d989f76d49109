"""One typed configuration: defaults < ``memspark.toml`` < ``MEMSPARK_*`` env < CLI flags.

Every operator key lives in a frozen section dataclass of :mod:`memspark.config_sections` with its default
and a one-line description (the ``doc`` metadata); the configuration tables of docs/configuration.md are
generated from the same metadata (``memspark config --markdown``). A broken file fails at start with the
key, the problem and the fix (:class:`~memspark.errors.ConfigError`). The section classes stay importable
from here.

Env vars: ``MEMSPARK_<SECTION>_<KEY>`` (e.g. ``MEMSPARK_EMBED_PROVIDER=spark``), plus the
shortcuts ``MEMSPARK_ROOT``, ``MEMSPARK_DATA_DIR`` and ``MEMSPARK_CONFIG``.

The sections are what an operator turns; the measured research constants sit in one
:class:`~memspark.tuning.Tuning` object (``cfg.tuning``, a ``[tuning]`` table; a key set by its old
section name still loads, with a :class:`~memspark.tuning.MovedKeyWarning` naming the new one), and each
key's parsing rules (type, choices, range) in :mod:`memspark.config_parse`.
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
    env_name,
    env_overrides,
    nearest_key,
    read_toml,
    validate,
)
from memspark.config_sections import (
    CaptureConfig,
    ChunkConfig,
    EmbedConfig,
    HydeConfig,
    IngestConfig,
    OpsConfig,
    RecallConfig,
    RerankConfig,
    StorageConfig,
    WatchConfig,
    WorkspaceConfig,
)
from memspark.datadir import DataDir, redact_options, uri_scheme
from memspark.errors import ConfigError
from memspark.tuning import MOVED_KEYS, Tuning, relocate_moved_keys

CONFIG_FILE_NAME = "memspark.toml"


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
            shown = json.dumps(default) if not isinstance(default, str) else f'"{default}"'
            bounds = RANGES.get((section, f.name))
            allowed = f"`{bounds}`" if bounds else ""
            lines.append(f"| `{section}.{f.name}` | `{shown}` | {allowed} | `{env_name(section, f.name)}` | {f.metadata.get('doc', '')} |")
    return "\n".join(lines)


def config_reference_markdown() -> str:
    """The docs table of every operator key: section.key, default, allowed range (numeric keys), env var,
    description."""
    return _reference_table(section_types())


def tuning_reference_markdown() -> str:
    """The docs table of the research constants (``[tuning]``), in the same form."""
    return _reference_table({"tuning": Tuning})


def moved_keys_markdown() -> str:
    """The docs table of the keys that moved into ``[tuning]``: old name and env var → new name (a config
    that still sets the old one loads, with a warning naming the new one)."""
    lines = ["| old key | old env | now |", "| --- | --- | --- |"]
    for (section, key), new in sorted(MOVED_KEYS.items()):
        lines.append(f"| `{section}.{key}` | `{env_name(section, key)}` | `tuning.{new}` |")
    return "\n".join(lines)
