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
    return _id(agent_id, path, is_parent, start_line, end_line, _sha256(text), salt)


def _id(agent_id: str, path: str, is_parent: bool, start_line: int, end_line: int, text_hash: str, salt: str) -> str:
    key = "\x1f".join((agent_id, path, "parent" if is_parent else "child", str(start_line), str(end_line),
                       text_hash, salt))
    return _sha256(key)[:ID_HEX_CHARS]


class IdAllocator:
    """Hands out ``chunk_id``s for one document, never the same id twice."""

    def __init__(self, agent_id: str, path: str) -> None:
        self.agent_id = agent_id
        self.path = path
        self._seen: set[str] = set()
        # next salt to try per (kind, lines, text hash): the k-th repeat starts at salt k instead of trying
        # 0..k again (a long line of one repeated character is thousands of identical token windows)
        self._next: dict[tuple[bool, int, int, str], int] = {}
        self._horizon = 0  # the last line any id handed out so far covers

    def forget_before(self, line: int) -> None:
        """The caller promises that no later chunk starts before ``line``: when no id handed out so far
        reaches ``line``, no later key can equal an earlier one, so the memory of them goes (a 50 MB
        file's 170k ids and text hashes would otherwise be held to its end)."""
        if line > self._horizon:
            self._seen.clear()
            self._next.clear()

    def __call__(self, *, is_parent: bool, start_line: int, end_line: int, text: str) -> str:
        text_hash = _sha256(text)
        key = (is_parent, start_line, end_line, text_hash)
        n = self._next.get(key, 0)
        while True:
            cid = _id(self.agent_id, self.path, is_parent, start_line, end_line, text_hash, str(n) if n else "")
            if cid not in self._seen:
                self._seen.add(cid)
                self._next[key] = n + 1
                self._horizon = max(self._horizon, end_line)
                return cid
            n += 1
