"""Rules/preferences JSON -> one child chunk per rule under a parent for the whole file.

Accepted shapes:

- ``["rule", ...]``
- ``[{"rule"|"text"|"description"|"content": "...", "category"?, "scope"?, "id"?, ...}, ...]``
- ``{"rules": [...]}`` (either list form above, other top-level keys ignored) or ``{"rules": {k: v}}``
- a flat object ``{"key": value, ...}`` (preferences): each pair is the rule ``"key: value"``

A child's ``text`` is a readable rendering (never raw JSON); its lines are the rule's own lines in
the JSON source, found by walking the document with ``json.JSONDecoder.raw_decode``.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass
from typing import Any

from memspark.chunking.assemble import embed_prefix
from memspark.chunking.ids import IdAllocator
from memspark.chunking.layout import split_lines
from memspark.chunking.model import Chunk
from memspark.chunking.tokens import count_tokens
from memspark.config import ChunkConfig
from memspark.errors import IngestError

_TEXT_KEYS = ("rule", "text", "description", "content")
_META_KEYS = frozenset({"id", "category"})
_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class Rule:
    text: str
    category: str
    start: int  # character offsets of the rule in the source
    end: int


def _skip(s: str, i: int) -> int:
    m = _WS.match(s, i)
    return m.end() if m is not None else i  # (the pattern matches the empty string: always a match)


def _array_items(s: str, i: int) -> list[tuple[Any, int, int]]:
    """``(value, start, end)`` of each element of the array opening at ``s[i]``."""
    out: list[tuple[Any, int, int]] = []
    i = _skip(s, i + 1)
    if s[i] == "]":
        return out
    while True:
        value, end = _DECODER.raw_decode(s, i)
        out.append((value, i, end))
        i = _skip(s, end)
        if s[i] != ",":
            return out
        i = _skip(s, i + 1)


def _object_items(s: str, i: int) -> list[tuple[str, Any, int, int, int]]:
    """``(key, value, pair start, value start, end)`` of each member of the object opening at ``s[i]``."""
    out: list[tuple[str, Any, int, int, int]] = []
    i = _skip(s, i + 1)
    if s[i] == "}":
        return out
    while True:
        key, after_key = _DECODER.raw_decode(s, i)
        vstart = _skip(s, _skip(s, after_key) + 1)  # past the colon
        value, end = _DECODER.raw_decode(s, vstart)
        out.append((key, value, i, vstart, end))
        i = _skip(s, end)
        if s[i] != ",":
            return out
        i = _skip(s, i + 1)


def _render(value: Any) -> str:
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        return "; ".join(r for r in (_render(v) for v in value) if r)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_render(v)}" for k, v in value.items())
    return json.dumps(value)


def _rule_from_value(value: Any, start: int, end: int) -> Rule:
    if not isinstance(value, dict):
        return Rule(_render(value), "", start, end)
    key = next((k for k in _TEXT_KEYS if isinstance(value.get(k), str)), None)
    category = value.get("category")
    category = _render(category) if category is not None else ""
    lines = [value[key].strip()] if key else []
    for k, v in value.items():  # other fields (scope, reason, example...) stay readable
        if k != key and k not in _META_KEYS:
            lines.append(f"{k.capitalize() if key else k}: {_render(v)}")
    return Rule("\n".join(line for line in lines if line), category, start, end)


def parse_rules(src: str, path: str = "") -> list[Rule]:
    """The rules of a JSON document ``src`` (already line-normalised), in source order."""
    try:
        doc = json.loads(src)
    except json.JSONDecodeError as exc:
        raise IngestError(
            f"{path}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}",
            action="Fix the JSON syntax at that line and column (trailing commas and comments are not "
                   "allowed); the file is skipped until then.") from exc
    i = _skip(src, 0)
    if isinstance(doc, list):
        items = _array_items(src, i)
        return [_rule_from_value(v, s, e) for v, s, e in items]
    if isinstance(doc, dict):
        members = _object_items(src, i)
        rules_member = next((m for m in reversed(members) if m[0] == "rules"), None)
        if rules_member is not None and isinstance(rules_member[1], (list, dict)):
            _, value, _, vstart, _ = rules_member
            if isinstance(value, list):
                return [_rule_from_value(v, s, e) for v, s, e in _array_items(src, vstart)]
            members = _object_items(src, vstart)
        return [Rule(f"{k}: {_render(v)}", "", s, e) for k, v, s, _, e in members]
    raise IngestError(
        f"{path}: a rules file must hold a JSON list or object, found {type(doc).__name__}",
        action='Write the rules as ["rule", ...], {"rules": [...]} or {"key": "value", ...}.')


def chunk_rules(text: str, *, agent_id: str, path: str, doc_date: str | None, cfg: ChunkConfig) -> list[Chunk]:
    """One child chunk per rule; parents group consecutive rules up to ``cfg.parent_tokens``."""
    lines = split_lines(text)
    src = "\n".join(lines)
    if not src.strip():
        return []
    newlines = [i for i, ch in enumerate(src) if ch == "\n"]

    def line_of(offset: int) -> int:
        return bisect.bisect_left(newlines, offset) + 1

    rules = [r for r in parse_rules(src, path) if r.text]
    if not rules:
        return []
    tokens = [count_tokens(r.text, cfg.encoding) for r in rules]
    groups: list[list[int]] = [[]]
    size = 0
    for k, n in enumerate(tokens):
        if groups[-1] and size + n > cfg.parent_tokens:
            groups.append([])
            size = 0
        groups[-1].append(k)
        size += n
    new_id = IdAllocator(agent_id, path)
    chunks: list[Chunk] = []
    for group in groups:
        if len(groups) == 1:  # the parent is the whole file
            p_start, p_end = 1, len(lines)
        else:
            p_start, p_end = line_of(rules[group[0]].start), line_of(rules[group[-1]].end - 1)
        ptext = "\n".join(rules[k].text for k in group)
        pid = new_id(is_parent=True, start_line=p_start, end_line=p_end, text=ptext)
        chunks.append(Chunk(id=pid, agent_id=agent_id, path=path, start_line=p_start, end_line=p_end,
                            text=ptext, embed_text="", heading="", is_parent=True, parent_id=None,
                            token_count=count_tokens(ptext, cfg.encoding)))
        for k in group:
            r = rules[k]
            start, end = line_of(r.start), line_of(r.end - 1)
            chunks.append(Chunk(
                id=new_id(is_parent=False, start_line=start, end_line=end, text=r.text),
                agent_id=agent_id, path=path, start_line=start, end_line=end, text=r.text,
                embed_text=embed_prefix(path, r.category, doc_date) + r.text, heading=r.category,
                is_parent=False, parent_id=pid, token_count=tokens[k], category=r.category))
    return chunks
