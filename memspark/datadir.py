"""Where the tables live: a local folder or an object-storage URI (``s3://``, ``gs://``, ``az://``).

A URI never passes through :class:`pathlib.Path` (which would turn ``s3://bucket/x`` into the local
folder ``s3:/bucket/x``) and nothing is created on local disk for it: LanceDB writes straight to
the bucket. Object-store settings (endpoint, region, credentials, allow-http) come from
``storage.options`` and the standard ``AWS_*`` variables (:func:`object_store_options`); they are
handed to ``lancedb.connect(..., storage_options=...)`` and never printed (:func:`redact_options`).
(``memory://`` is not offered: LanceDB gives every connection its own empty memory store, and
memspark opens several connections per run.)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from memspark.errors import ConfigError

# scheme://rest — two or more letters, so a Windows drive letter (C:/x) is never a URI
_URI = re.compile(r"^(?P<scheme>[a-zA-Z][a-zA-Z0-9+.-]+)://(?P<rest>.*)$")
OBJECT_STORE_SCHEMES = frozenset({"s3", "s3+ddb", "gs", "gcs", "az", "abfs", "abfss"})

# The standard AWS variables → LanceDB (object_store) option keys. Read alone, without any
# memspark config, they are enough to reach a bucket; storage.options overrides them key by key.
AWS_ENV_OPTIONS: tuple[tuple[str, str], ...] = (
    ("AWS_ACCESS_KEY_ID", "aws_access_key_id"),
    ("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key"),
    ("AWS_SESSION_TOKEN", "aws_session_token"),
    ("AWS_REGION", "aws_region"),
    ("AWS_DEFAULT_REGION", "aws_region"),
    ("AWS_ENDPOINT_URL", "aws_endpoint"),
    ("AWS_ENDPOINT", "aws_endpoint"),
    ("AWS_ALLOW_HTTP", "allow_http"),
)
_SECRET_WORDS = ("secret", "key", "token", "password", "credential", "sas")


def uri_scheme(value: str) -> str | None:
    """The scheme of ``value`` when it is a URI (``s3://...`` → ``s3``), else None."""
    m = _URI.match(value.strip())
    return m.group("scheme").lower() if m else None


def check_uri(value: str) -> None:
    """Raise ConfigError unless ``value`` is an object-store URI memspark can keep tables under."""
    scheme = uri_scheme(value)
    rest = value.strip().split("://", 1)[-1].strip("/")
    if scheme not in OBJECT_STORE_SCHEMES:
        raise ConfigError(f"workspace.data_dir = {value!r}: {scheme}:// is not an object store memspark supports",
                          action="Use a local folder or one of " + ", ".join(f"{s}://" for s in
                                                                             sorted(OBJECT_STORE_SCHEMES)) + ".")
    if not rest:
        raise ConfigError(f"workspace.data_dir = {value!r} names no bucket",
                          action=f"Write it as {scheme}://BUCKET/PREFIX.")


@dataclass(frozen=True)
class DataDir:
    """A data dir: ``uri`` is the object-store URI or the absolute local folder; ``local`` the folder or None."""

    uri: str
    local: Path | None

    @classmethod
    def parse(cls, value: str | Path | DataDir, *, base: Path | None = None) -> DataDir:
        """A local path (relative to ``base`` unless absolute) or an object-store URI, kept verbatim."""
        if isinstance(value, DataDir):
            return value
        if isinstance(value, str) and (scheme := uri_scheme(value)) is not None:
            if scheme == "file":
                return cls.parse(value.strip()[len("file://"):], base=base)
            check_uri(value)
            return cls(uri=value.strip().rstrip("/"), local=None)
        p = Path(value).expanduser()
        if not p.is_absolute():
            p = (base or Path.cwd()) / p
        return cls(uri=str(p), local=p)

    @property
    def is_remote(self) -> bool:
        return self.local is None

    @property
    def scheme(self) -> str:
        return uri_scheme(self.uri) or "file"

    def child(self, name: str) -> str:
        """The location of ``name`` inside this data dir (a URI or a local path), for messages."""
        return f"{self.uri}/{name}" if self.local is None else str(self.local / name)

    def __str__(self) -> str:
        return self.uri


def object_store_options(data_dir: DataDir, configured: Mapping[str, str],
                         env: Mapping[str, str]) -> dict[str, str]:
    """The ``storage_options`` LanceDB gets: the ``AWS_*`` env (for s3 URIs), then ``configured`` on top.

    Local folders get none. Values are strings, as LanceDB expects (``allow_http = "true"``).
    """
    if not data_dir.is_remote:
        return {}
    options: dict[str, str] = {}
    if data_dir.scheme.startswith("s3"):
        for var, key in AWS_ENV_OPTIONS:
            if env.get(var) and key not in options:
                options[key] = env[var]
    options.update({str(k): str(v) for k, v in configured.items()})
    return options


def is_secret_option(key: str) -> bool:
    k = key.lower()
    return any(word in k for word in _SECRET_WORDS)


def redact_options(options: Mapping[str, str]) -> dict[str, str]:
    """The options with every credential-looking value replaced by ``***`` (for printing and logs)."""
    return {k: ("***" if is_secret_option(k) and v else v) for k, v in options.items()}


__all__ = ["AWS_ENV_OPTIONS", "OBJECT_STORE_SCHEMES", "DataDir", "check_uri", "is_secret_option", "object_store_options",
           "redact_options", "uri_scheme"]
