"""Invariants every chunk_document result must satisfy (shared by the chunking tests)."""

from __future__ import annotations

from memspark.chunking import Chunk, split_lines
from memspark.chunking.embedtext import embed_body
from memspark.chunking.plain import render_transcript
from memspark.config import ChunkConfig


def check_invariants(src: str, chunks: list[Chunk], *, path: str, cfg: ChunkConfig, cover: bool = True,
                     exact: bool = True, rendered: bool = False) -> None:
    # a transcript's chunks hold its rendering (``role: content`` a line), line for line
    lines = split_lines(src)
    shown = split_lines(render_transcript(src)[0]) if rendered else lines
    parents = {c.id: c for c in chunks if c.is_parent}
    children = [c for c in chunks if not c.is_parent]
    assert len({c.id for c in chunks}) == len(chunks), "ids must be unique"
    assert parents and children
    for c in chunks:
        assert c.path == path
        assert 1 <= c.start_line <= c.end_line <= len(lines), (c.start_line, c.end_line, len(lines))
        if exact:
            joined = "\n".join(shown[c.start_line - 1:c.end_line])
            if c.start_line == c.end_line and c.text != joined:
                assert c.text in joined, "a token window must be a part of its line"
            else:
                assert c.text == joined, (c.start_line, c.end_line, c.text, joined)
    for p in parents.values():
        assert p.parent_id is None and p.embed_text == ""
    for c in children:
        assert c.parent_id in parents
        p = parents[c.parent_id]
        assert p.start_line <= c.start_line and c.end_line <= p.end_line, "a child never crosses its parent"
        assert c.embed_text.startswith(f"File: {path}")
        assert c.embed_text.endswith("\n\n" + embed_body(c.text, c.start_line))
        assert not c.text.startswith("File: ")
        assert c.token_count <= cfg.child_tokens + 2, c.token_count  # +2: a window re-encoded may shift
    for p in parents.values():
        assert p.token_count <= cfg.parent_tokens + 2
    if cover:
        covered = set()
        for c in children:
            covered.update(range(c.start_line, c.end_line + 1))
        missing = [i + 1 for i, line in enumerate(lines) if line.strip() and i + 1 not in covered]
        assert not missing, f"lines lost: {missing}"
