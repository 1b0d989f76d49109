"""A real OpenAI-compatible embeddings server on 127.0.0.1 for tests (stdlib http.server in a thread).

Default answer: deterministic hashed bag-of-words vectors (deliberately NOT unit length, so the
client's normalisation is tested). Tests script failures with :meth:`EmbedServer.script`, slow the
bulk lane with ``passage_delay_s``, and read back every request (headers + JSON body).

    with EmbedServer(dims=64) as server:
        server.script(Reply(status=429, headers={"Retry-After": "0"}))
        ... EmbedConfig(provider="spark", base_url=server.base_url) ...
        assert server.count == 2
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def bag_of_words(text: str, dims: int) -> list[float]:
    """Signed hashed word counts (+1 bias so no vector is zero); same text, same vector."""
    vec = [0.0] * dims
    vec[0] = 1.0
    for word in text.lower().split():
        digest = hashlib.md5(word.encode()).digest()
        vec[int.from_bytes(digest[:4], "little") % dims] += 1.0 if digest[4] & 1 else -1.0
    return [v * 3.0 for v in vec]


@dataclass
class Reply:
    """One scripted answer; ``body=None`` with status 200 means "the normal embeddings"."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: Any


class EmbedServer:
    def __init__(self, dims: int = 64) -> None:
        self.dims = dims
        self.passage_delay_s = 0.0
        self.default: Reply | None = None  # when set, answers every unscripted request
        self.requests: list[Seen] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._script: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._httpd.daemon_threads = True
        # a short poll interval keeps shutdown (every test teardown) fast
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02},
                                        daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def count(self) -> int:
        with self._lock:
            return len(self.requests)

    def script(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def start(self) -> EmbedServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> EmbedServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _next_reply(self, seen: Seen) -> Reply:
        with self._lock:
            self.requests.append(seen)
            if self._script:
                return self._script.popleft()
            return self.default or Reply()

    def _embeddings(self, body: dict[str, Any]) -> dict[str, Any]:
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        data = [{"object": "embedding", "index": i, "embedding": bag_of_words(t, self.dims)}
                for i, t in enumerate(inputs)]
        data.reverse()  # servers may answer out of order: the client must sort by index
        return {"object": "list", "data": data, "model": body.get("model", "")}

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                body = json.loads(raw or b"{}")
                reply = server._next_reply(Seen(self.path, dict(self.headers.items()), body))
                with server._lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    delay = reply.delay_s
                    if body.get("input_type") == "passage":
                        delay += server.passage_delay_s
                    time.sleep(delay)
                    payload = reply.body
                    if reply.status == 200 and payload is None:
                        payload = server._embeddings(body)
                    data = json.dumps(payload if payload is not None else {}).encode()
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client timed out and hung up: that is the test's point
                finally:
                    with server._lock:
                        server.in_flight -= 1

        return Handler
