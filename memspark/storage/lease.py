"""A writer lease on object storage: one small object in the bucket, taken and renewed with
conditional puts, so memspark writers on a bucket run one at a time, like the file lock on disk.

Why: LanceDB's own optimistic commits do not make concurrent writers safe on a bucket. Two
``merge_insert("id")`` commits that both insert the same new id are rebased onto each other
without a key-conflict check, so both inserts land (three indexers on one ``s3://`` table left
1,304 rows for 804 ids). Exclusion is the fix; :mod:`memspark.storage.dedupe` heals tables that
were damaged before it (docs/operations.md, "Writers on a bucket", has the measurements and the choice).

The protocol (``<data_dir>/<table>.lease``, a JSON record of owner, nonce and lease length):

- **take**: ``PUT`` with ``If-None-Match: *`` (the object does not exist yet), or ``PUT`` with
  ``If-Match: <etag>`` over a record that is released or expired. Exactly one of several racing
  writers gets the 200; the others get 412 and keep waiting.
- **hold**: a daemon thread rewrites the record every ``lease_s / 3`` with ``If-Match`` on the
  etag it last wrote (every write carries a fresh nonce, so the etag always changes).
- **release**: the record is rewritten as released (``If-Match`` again). Never an unconditional
  delete: a holder that lost its lease must not remove its successor's.
- **expiry** is judged by the waiter's own monotonic clock: a record whose etag has not changed
  for ``lease_s`` seconds of the waiter's watching belongs to a dead (or stalled) holder and is
  taken over. No clocks are compared across machines, except that a record whose server
  ``last_modified`` is older than ``lease_s`` plus an hour of allowed skew is taken at once.
- **lost**: a holder whose renewal is refused (412) or has not succeeded for ``lease_s`` knows
  it may no longer write; :meth:`ObjectLease.check` raises :class:`WriterLeaseLost` before each
  commit (the commit seam calls it). A Lance commit cannot carry a fencing token, so a holder
  stalled mid-commit for longer than the lease can still overlap its successor; the duplicate
  repair of every ``index`` run heals what such an overlap leaves.

The client is ``obstore`` (Rust ``object_store``, the library Lance itself uses): it reads the same
``storage_options`` keys (``aws_endpoint``, ``aws_region``, credentials, ``allow_http``) and the
same credential chain, so whatever reaches the table reaches the lease. It is imported only when
a lease is taken.
"""

from __future__ import annotations

import json
import logging
import os
import random
import socket
import threading
import time
import uuid
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from memspark.datadir import DataDir
from memspark.errors import ConfigError, StorageError, WriterLeaseLost, WriterLockTimeout

logger = logging.getLogger(__name__)

LEASE_S = 30.0  # a crashed holder blocks the others at most this long (plus one poll)
RENEW_FRACTION = 1 / 3  # renew three times per lease: two renewals may fail before the lease lapses
POLL_MIN_S = 0.05  # a waiter's first re-check; doubles (× 1–2 jitter) up to POLL_MAX_S
POLL_MAX_S = 1.0
CLOCK_SKEW_S = 3600.0  # a record older than lease + this by the server's stamp is dead whatever the clocks say

# object_store's HTTP client settings: given to obstore as client_options, not as store config
CLIENT_KEYS = frozenset({
    "allow_http", "allow_invalid_certificates", "connect_timeout", "default_content_type", "http1_only",
    "http2_only", "http2_keep_alive_interval", "http2_keep_alive_timeout", "http2_keep_alive_while_idle",
    "http2_max_frame_size", "pool_idle_timeout", "pool_max_idle_per_host", "proxy_url", "proxy_ca_certificate",
    "proxy_excludes", "timeout", "user_agent",
})
# store config keys by scheme (object_store also accepts a few without the prefix, e.g. "region")
_PREFIX = {"s3": "aws_", "gs": "google_", "az": "azure_"}
_BARE_KEYS = {"s3": {"region", "endpoint", "access_key_id", "secret_access_key", "session_token", "bucket"},
              "gs": {"service_account", "service_account_key", "bucket"},
              "az": {"account_name", "account_key", "container_name", "use_emulator", "endpoint"}}
_SCHEME = {"s3": "s3", "s3+ddb": "s3", "gs": "gs", "gcs": "gs", "az": "az", "abfs": "az", "abfss": "az"}


@dataclass(frozen=True)
class LeaseRecord:
    """What the lease object holds. ``nonce`` changes with every write, so the etag does too."""

    owner: str
    nonce: str
    lease_s: float
    released: bool = False
    host: str = ""
    pid: int = 0
    written_at: str = ""  # wall clock of the writer, for people reading the object (never compared)

    def to_bytes(self) -> bytes:
        return json.dumps(asdict(self), sort_keys=True).encode()

    @classmethod
    def parse(cls, data: bytes) -> LeaseRecord | None:
        """The record, or None for an object that is not one (it is then judged like a silent holder)."""
        try:
            raw = json.loads(data)
            return cls(owner=str(raw["owner"]), nonce=str(raw["nonce"]), lease_s=float(raw["lease_s"]),
                       released=bool(raw.get("released", False)), host=str(raw.get("host", "")),
                       pid=int(raw.get("pid", 0)), written_at=str(raw.get("written_at", "")))
        except (ValueError, KeyError, TypeError):
            return None


def lease_location(data_dir: DataDir, name: str) -> tuple[str, str]:
    """``(store_url, key)`` of the lease object ``name`` in a bucket data dir (``s3+ddb`` → ``s3``)."""
    if not data_dir.is_remote:
        raise ValueError("a lease is only taken on object storage; a local data dir has the file lock")
    scheme = data_dir.scheme
    rest = data_dir.uri.split("://", 1)[1].split("?", 1)[0].rstrip("/")
    return f"{_SCHEME.get(scheme, scheme)}://{rest}", name


def obstore_options(scheme: str, options: Mapping[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """LanceDB's ``storage_options`` split into obstore's store config and client options.

    Keys that are neither (Lance's own, such as ``download_retry_count``) are left out: they tune
    Lance's reads, not the lease.
    """
    kind = _SCHEME.get(scheme, scheme)
    prefix = _PREFIX.get(kind, "")
    config: dict[str, str] = {}
    client: dict[str, str] = {}
    for key, value in options.items():
        k = key.lower()
        if k in CLIENT_KEYS:
            client[k] = str(value)
        elif (prefix and k.startswith(prefix)) or k in _BARE_KEYS.get(kind, ()):
            config[k] = str(value)
    return config, client


def _owner_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:12]}"


class ObjectLease:
    """One writer lease object (see the module docstring). Not re-entrant: the writer lock is."""

    def __init__(self, data_dir: DataDir, name: str, options: Mapping[str, str], *,
                 lease_s: float = LEASE_S, what: str | None = None) -> None:
        self.data_dir = data_dir
        self.url, self.key = lease_location(data_dir, name)
        self.what = what or f"{self.url}/{self.key}"
        self.lease_s = float(lease_s)
        self.owner = _owner_id()
        self._options = dict(options)
        self._store: Any = None
        self._etag: str | None = None  # of the record we last wrote while holding
        self._released_etag: str | None = None  # of our release record: the next take tries it first
        self._renewed_at = 0.0
        self._lost = threading.Event()
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None
        self.takeovers = 0  # expired leases of other owners this object took over (for tests and logs)

    # ---- public ----------------------------------------------------------------------------------
    @property
    def held(self) -> bool:
        return self._etag is not None

    def acquire(self, timeout: float) -> None:
        """Take the lease, waiting up to ``timeout`` seconds (< 0: forever) → WriterLockTimeout."""
        if self.held:
            raise RuntimeError("ObjectLease.acquire while held (the writer lock is the re-entrant layer)")
        started = time.monotonic()
        deadline = None if timeout < 0 else started + timeout
        watched: tuple[str, float] | None = None  # (etag, when this waiter first saw it)
        delay = POLL_MIN_S
        # first try: create the object, or replace our own release record when nobody took it since
        attempt: str | None = self._released_etag
        while True:
            if attempt != "" and self._try_take(attempt):
                break
            got = self._read()
            if got is None:  # no lease object (never taken, or deleted by hand): create it
                attempt = None
                continue
            attempt = ""  # from now on only after reading the record
            etag, record, modified = got
            now = time.monotonic()
            if watched is None or watched[0] != etag:
                watched = (etag, now)
            if self._takeable(record, now - watched[1], modified) and self._try_take(etag, record):
                break
            if deadline is not None and now >= deadline:
                holder = f"{record.owner} (lease {record.lease_s:g} s)" if record else "an unreadable record"
                raise WriterLockTimeout(
                    f"timed out after {timeout:.1f} s waiting for the writer lease {self.what}, held by {holder}")
            pause = delay * (1 + random.random())
            if deadline is not None:
                pause = max(0.0, min(pause, deadline - now))
            time.sleep(pause)
            delay = min(delay * 2, POLL_MAX_S)
        self._released_etag = None
        self._lost.clear()
        self._renewed_at = time.monotonic()
        self._start_renewer()
        logger.debug("writer lease %s taken by %s in %.3f s", self.what, self.owner, time.monotonic() - started)

    def check(self) -> None:
        """Raise WriterLeaseLost when the lease lapsed or another writer took it over while held."""
        if not self.held:
            return
        if self._lost.is_set() or time.monotonic() - self._renewed_at > self.lease_s:
            raise WriterLeaseLost(
                f"this process lost the writer lease {self.what}: it was not renewed for {self.lease_s:g} s "
                "(the process stalled, or the bucket stopped answering) and may belong to another writer now")

    def release(self) -> None:
        """Stop renewing and mark the record released (conditionally: a lost lease is left alone)."""
        if not self.held:
            return
        self._stop_renewer()
        etag, self._etag = self._etag, None
        if self._lost.is_set():
            return
        obs, exc_mod = self._obstore()
        try:
            res = obs.put(self._client(), self.key, self._record(released=True).to_bytes(), mode={"e_tag": etag})
            self._released_etag = res["e_tag"]
        except exc_mod.PreconditionError:
            logger.warning("writer lease %s was taken over before this process released it", self.what)
        except (exc_mod.BaseError, OSError) as exc:  # it lapses by itself after lease_s
            logger.warning("could not release the writer lease %s (it expires in %g s): %s", self.what,
                           self.lease_s, exc)

    # ---- the protocol ----------------------------------------------------------------------------
    def _takeable(self, record: LeaseRecord | None, watched_s: float, modified: datetime | None) -> bool:
        if record is not None and record.released:
            return True
        lease = record.lease_s if record is not None else self.lease_s
        if watched_s >= lease:
            return True
        if modified is not None:
            age = (datetime.now(UTC) - modified).total_seconds()
            return age > lease + CLOCK_SKEW_S
        return False

    def _try_take(self, etag: str | None, previous: LeaseRecord | None = None) -> bool:
        """One conditional put: create (``etag`` None) or replace the version ``etag``. True when taken."""
        obs, exc_mod = self._obstore()
        mode: Any = "create" if etag is None else {"e_tag": etag}
        try:
            res = obs.put(self._client(), self.key, self._record().to_bytes(), mode=mode)
        except (exc_mod.AlreadyExistsError, exc_mod.PreconditionError):
            return False
        except exc_mod.NotFoundError as exc:
            if etag is not None:  # the record went away under us: the next round creates it
                return False
            raise self._error("take", exc) from exc  # a create answered 404: no such bucket
        except exc_mod.BaseError as exc:
            raise self._error("take", exc) from exc
        self._etag = res["e_tag"]
        if previous is not None and not previous.released and previous.owner != self.owner:
            self.takeovers += 1
            logger.warning("took over the writer lease %s from %s (pid %s on %s): not renewed for %g s",
                           self.what, previous.owner, previous.pid, previous.host, previous.lease_s)
        return True

    def _read(self) -> tuple[str, LeaseRecord | None, datetime | None] | None:
        obs, exc_mod = self._obstore()
        try:
            got = obs.get(self._client(), self.key)
            data = bytes(got.bytes())
        except exc_mod.NotFoundError:
            return None
        except exc_mod.BaseError as exc:
            raise self._error("read", exc) from exc
        meta = got.meta
        return str(meta["e_tag"]), LeaseRecord.parse(data), meta.get("last_modified")

    def _record(self, *, released: bool = False) -> LeaseRecord:
        return LeaseRecord(owner=self.owner, nonce=uuid.uuid4().hex, lease_s=self.lease_s, released=released,
                           host=socket.gethostname(), pid=os.getpid(),
                           written_at=datetime.now(UTC).isoformat(timespec="milliseconds"))

    # ---- renewal ---------------------------------------------------------------------------------
    def _start_renewer(self) -> None:
        self._stop.clear()
        self._renewer = threading.Thread(target=self._renew_loop, name="memspark-lease-renewer", daemon=True)
        self._renewer.start()

    def _stop_renewer(self) -> None:
        self._stop.set()
        if self._renewer is not None:
            self._renewer.join()
            self._renewer = None

    def _renew_loop(self) -> None:
        obs, exc_mod = self._obstore()
        while not self._stop.wait(self.lease_s * RENEW_FRACTION):
            etag = self._etag
            if etag is None:
                return
            try:
                res = obs.put(self._client(), self.key, self._record().to_bytes(), mode={"e_tag": etag})
            except exc_mod.PreconditionError:
                self._lost.set()
                logger.error("writer lease %s was taken over by another writer while held", self.what)
                return
            except (exc_mod.BaseError, OSError) as exc:  # a blip: the next tick tries again; check() judges
                logger.warning("renewing the writer lease %s failed: %s", self.what, exc)
                continue
            self._etag = res["e_tag"]
            self._renewed_at = time.monotonic()

    # ---- obstore ---------------------------------------------------------------------------------
    def _obstore(self) -> tuple[Any, Any]:
        try:
            import obstore
            import obstore.exceptions
        except ImportError as exc:  # a runtime dependency; missing only in a broken install
            raise StorageError("the writer lease on object storage needs the obstore package",
                               action="Reinstall memspark (`pip install memspark`), which depends on obstore.") from exc
        return obstore, obstore.exceptions

    def _client(self) -> Any:
        if self._store is None:
            _, exc_mod = self._obstore()
            from obstore.store import from_url

            config, client = obstore_options(self.data_dir.scheme, self._options)
            # Any: the keys come from storage.options at run time (obstore's per-store TypedDicts cannot be
            # chosen statically); obstore checks them itself (UnknownConfigurationKeyError below).
            store_config: Any = config or None
            client_options: Any = client or None
            try:
                self._store = from_url(self.url, config=store_config, client_options=client_options)
            except exc_mod.UnknownConfigurationKeyError as exc:
                raise ConfigError(f"storage.options has a key the object store does not know: {exc}",
                                  action="Fix or remove the key in storage.options (or the AWS_* variable).") from exc
            except (exc_mod.BaseError, ValueError) as exc:
                raise self._error("open", exc) from exc
        return self._store

    def _error(self, what: str, exc: BaseException) -> StorageError:
        return StorageError(
            f"cannot {what} the writer lease {self.what}: {exc}",
            action=(f"Check that the bucket of {self.data_dir.uri} exists and that storage.options or the AWS_* "
                    "variables give the right endpoint, region and credentials (allow_http = \"true\" for an "
                    "http:// endpoint); the store must support conditional writes (S3 and most S3-compatible "
                    "stores do)."))

    def __del__(self) -> None:  # pragma: no cover - best effort: a dropped holder stops renewing
        self._stop.set()


__all__ = ["CLIENT_KEYS", "LEASE_S", "LeaseRecord", "ObjectLease", "lease_location", "obstore_options"]
