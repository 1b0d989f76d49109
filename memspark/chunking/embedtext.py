"""What a child chunk's vector is computed from: the one formula ingest and re-embed share.

``embed_text = embed_prefix(path, heading, date) + embed_body(text, start_line)``

- the **prefix** gives context (file, heading breadcrumb, date);
- the **body** is the chunk's text, except in a conversation (:func:`memspark.chunking.turns.conversation_turns`):
  there it is what the turns *say* — each turn as ``Speaker: words`` (:attr:`~memspark.chunking.turns.Block.plain`:
  no bold, list marker, quote mark, timestamp or JSON wrapper), one a line, a heading inside the chunk as its
  title line, any context block as written, blank lines dropped. The same conversation written in any
  layout so embeds to the same (or nearly the same) text, and the embedding cache and the vectors agree.

The stored ``text`` is never changed by this: it is the source's lines (recall shows them, ``memory_get``
reads them); only the vector (and its hash, ``embedded_text_hash``) follows the body. Re-embed
(:mod:`memspark.ops.reembed`) rebuilds embed texts from stored rows with :func:`child_embed_text`, so a
re-embed computes what a fresh ingest would.
"""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def embed_prefix(path: str, heading: str, date: str | None) -> str:
    parts = [f"File: {path}"]
    if heading:
        parts.append(f"Section: {heading}")
    if date:
        parts.append(f"Date: {date}")
    return " | ".join(parts) + "\n\n"


def embed_body(text: str, start_line: int, heading: str = "") -> str:
    """The part of a child's embed text after its prefix (module docstring): a conversation chunk as its
    turns' plain form, any other chunk as written (``heading``: the chunk's, which may name its speakers)."""
    blocks = conversation_turns(text, start_line, heading)
    if not blocks:
        return text
    out: list[str] = []
    inside: str | None = None  # the heading line above the current block inside the chunk
    for block in blocks:
        if block.heading is not None and block.heading != inside:
            out.append(block.heading)  # a heading between sessions is context, written without its '#'
        inside = block.heading
        out.append(block.plain)
    return "\n".join(out)


def child_embed_text(path: str, heading: str, date: str | None, text: str, start_line: int) -> str:
    """A child chunk's embed text (module docstring)."""
    return embed_prefix(path, heading, date) + embed_body(text, start_line, heading)


__all__ = ["child_embed_text", "embed_body", "embed_prefix"]
