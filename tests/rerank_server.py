"""A real HTTP server on 127.0.0.1 for provider tests (rerankers, chat LLMs, embedding servers).

Usage::

    with LocalServer(lambda req: Reply(json={"ok": True})) as srv:
        httpx.post(srv.url + "/v1/x", json={...})
        srv.requests[0].json, srv.requests[0].headers["authorization"]

``srv.queue(Reply(status=500), Reply(json=...))`` answers the next requests in order before the
handler takes over again. ``Reply(delay_s=…)`` sleeps first (to provoke client timeouts); ``stop()``
wakes sleeping handlers so teardown never waits for them.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    json: Any = None
    body: bytes | None = None  # raw body instead of JSON (e.g. to send invalid JSON)
    delay_s: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]  # lower-cased names
    raw: bytes
    json: Any = field(default=None)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    owner: LocalServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that timed out closes its socket: the late write failing is expected


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass

    def do_POST(self) -> None:
        self._serve()

    def do_GET(self) -> None:
        self._serve()

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = None
        req = Request(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, raw, parsed)
        owner = self.server.owner
        reply = owner._next_reply(req)
        if reply.delay_s and owner._stopping.wait(reply.delay_s):
            return
        body = reply.body if reply.body is not None else json.dumps(reply.json).encode()
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


class LocalServer:
    """A ThreadingHTTPServer on an ephemeral port, served from a daemon thread."""

    def __init__(self, handler: Callable[[Request], Reply] | None = None) -> None:
        self.handler = handler or (lambda req: Reply(status=404, json={"error": "no handler"}))
        self.requests: list[Request] = []
        self._queued: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        # A short poll interval keeps shutdown() (and so each test's teardown) fast.
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def queue(self, *replies: Reply) -> None:
        with self._lock:
            self._queued.extend(replies)

    def _next_reply(self, req: Request) -> Reply:
        with self._lock:
            self.requests.append(req)
            if self._queued:
                return self._queued.popleft()
        return self.handler(req)

    def start(self) -> LocalServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> LocalServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
