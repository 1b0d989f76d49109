"""Stable chunk ids.

An id hashes (agent, path, parent/child, line range, text hash): two agents' ``MEMORY.md`` never
collide, and re-chunking an unchanged file yields the same ids, so upserts are no-ops and deletes
of stale chunks are exact. ``IdAllocator`` salts the rare exact repeat within one file (the same
rule twice on one JSON line) with its occurrence number, deterministically.
"""

from __future__ import annotations

import hashlib

ID_HEX_CHARS = 32


def _sha256(text: str) -> str:
    # surrogatepass: a lone surrogate from a badly decoded file must not crash ingest.
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def chunk_id(agent_id: str, path: str, *, is_parent: bool, start_line: int, end_line: int, text: str,
             salt: str = "") -> str:
    """The 32-hex-char id of one chunk (see module docstring)."""
    key = "\x1f".join((agent_id, path, "parent" if is_parent else "child", str(start_line), str(end_line),
                       _sha256(text), salt))
    return _sha256(key)[:ID_HEX_CHARS]


class IdAllocator:
    """Hands out ``chunk_id``s for one document, never the same id twice."""

    def __init__(self, agent_id: str, path: str) -> None:
        self.agent_id = agent_id
        self.path = path
        self._seen: set[str] = set()

    def __call__(self, *, is_parent: bool, start_line: int, end_line: int, text: str) -> str:
        n = 0
        while True:
            cid = chunk_id(self.agent_id, self.path, is_parent=is_parent, start_line=start_line,
                           end_line=end_line, text=text, salt=str(n) if n else "")
            if cid not in self._seen:
                self._seen.add(cid)
                return cid
            n += 1
