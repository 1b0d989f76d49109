"""A real S3 API on 127.0.0.1 for tests and the object-storage bench: ``moto_server`` as a subprocess.

    with MotoS3() as s3:
        s3.create_bucket("memspark-test")
        opts = s3.storage_options          # endpoint, region, dummy credentials, allow_http
        ... LanceStore("s3://memspark-test/prefix", StorageConfig(options=opts), ...) ...
        s3.keys("memspark-test")           # what the bucket holds now

The server logs every request line to ``log_path`` (the 412 answers there are Lance's lost commit
races). ``moto`` is a test extra; :func:`moto_available` says whether it is installed.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

REGION = "us-east-1"
ACCESS_KEY = "memspark-test-key"
SECRET_KEY = "memspark-test-secret"


def moto_available() -> bool:
    return importlib.util.find_spec("moto") is not None and importlib.util.find_spec("boto3") is not None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class MotoS3:
    """``moto_server`` on a free port, stopped (and its log removed) on exit."""

    def __init__(self, startup_timeout_s: float = 60.0) -> None:
        self.port = free_port()
        self.endpoint = f"http://127.0.0.1:{self.port}"
        self._dir = Path(tempfile.mkdtemp(prefix="memspark-moto-"))
        self.log_path = self._dir / "moto.log"
        self._timeout = startup_timeout_s
        self._proc: subprocess.Popen[bytes] | None = None
        self._client: Any = None

    @property
    def storage_options(self) -> dict[str, str]:
        """What LanceDB needs to reach this server (the ``storage.options`` of a memspark config)."""
        return {"aws_endpoint": self.endpoint, "aws_region": REGION, "aws_access_key_id": ACCESS_KEY,
                "aws_secret_access_key": SECRET_KEY, "allow_http": "true"}

    @property
    def env(self) -> dict[str, str]:
        """The same settings as the standard AWS_* variables."""
        return {"AWS_ENDPOINT_URL": self.endpoint, "AWS_REGION": REGION, "AWS_ACCESS_KEY_ID": ACCESS_KEY,
                "AWS_SECRET_ACCESS_KEY": SECRET_KEY, "AWS_ALLOW_HTTP": "true"}

    def __enter__(self) -> MotoS3:
        exe = Path(sys.executable).with_name("moto_server")
        cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "moto.server"]
        log = open(self.log_path, "wb")  # noqa: SIM115 - owned by the child for its lifetime
        self._proc = subprocess.Popen([*cmd, "-H", "127.0.0.1", "-p", str(self.port)], stdout=log,
                                      stderr=subprocess.STDOUT, env={**os.environ, "MOTO_CALL_RESET_API": "false"})
        log.close()
        import boto3

        self._client = boto3.client("s3", endpoint_url=self.endpoint, region_name=REGION,
                                    aws_access_key_id=ACCESS_KEY, aws_secret_access_key=SECRET_KEY)
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                self._client.list_buckets()
                return self
            except Exception:  # noqa: BLE001 - not up yet
                if self._proc.poll() is not None or time.monotonic() > deadline:
                    self.__exit__(None, None, None)
                    raise RuntimeError(f"moto_server did not start: {self.log_path.read_text()[-2000:]}") from None
                time.sleep(0.2)

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(10)
        shutil.rmtree(self._dir, ignore_errors=True)

    def create_bucket(self, name: str) -> None:
        self._client.create_bucket(Bucket=name)

    def keys(self, bucket: str, prefix: str = "") -> list[str]:
        pages = self._client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix)
        return [o["Key"] for page in pages for o in page.get("Contents", [])]

    def log_lines(self) -> list[str]:
        return self.log_path.read_text(errors="replace").splitlines()


__all__ = ["MotoS3", "free_port", "moto_available"]
