"""Rules JSON: one child per rule with the rule's own source lines and a readable text."""

from __future__ import annotations

import json

import pytest

from memspark.chunking import chunk_document
from memspark.config import ChunkConfig
from memspark.errors import IngestError

CFG = ChunkConfig()
PATH = "shared/rules/shared-preferences.json"


def rules(text: str, cfg: ChunkConfig = CFG, date: str | None = None) -> list:
    return chunk_document(text, agent_id="shared", path=PATH, content_type="rules", doc_date=date, cfg=cfg)


def kids(chunks: list) -> list:
    return [c for c in chunks if not c.is_parent]


def _check_family(chunks: list, n_lines: int) -> None:
    parents = [c for c in chunks if c.is_parent]
    assert len(parents) == 1
    p = parents[0]
    assert (p.start_line, p.end_line) == (1, n_lines) and p.embed_text == "" and p.parent_id is None
    assert all(c.parent_id == p.id for c in kids(chunks))
    assert len({c.id for c in chunks}) == len(chunks)
    for c in kids(chunks):
        assert "{" not in c.text and '"' not in c.text, "text is a rendering, not raw JSON"
        assert c.embed_text.endswith("\n\n" + c.text) and c.embed_text.startswith(f"File: {PATH}")


def test_list_of_strings() -> None:
    src = '[\n  "Always answer in English",\n  "Never push to main",\n\n  "Use ISO dates"\n]\n'
    chunks = rules(src)
    _check_family(chunks, 6)
    assert [(c.text, c.start_line, c.end_line) for c in kids(chunks)] == [
        ("Always answer in English", 2, 2), ("Never push to main", 3, 3), ("Use ISO dates", 5, 5)]


def test_list_of_objects_with_category_and_scope() -> None:
    src = json.dumps([
        {"id": "r1", "rule": "Commit messages use the imperative mood", "category": "git", "scope": "all agents"},
        {"text": "Prefer functional patterns", "category": "coding"},
        {"description": "Daily notes live in memory/YYYY-MM-DD.md"},
        {"content": "Keep answers short", "reason": "mobile screens"},
    ], indent=2)
    chunks = rules(src, date="2026-03-01")
    _check_family(chunks, src.count("\n") + 1)
    children = kids(chunks)
    assert [c.text for c in children] == [
        "Commit messages use the imperative mood\nScope: all agents", "Prefer functional patterns",
        "Daily notes live in memory/YYYY-MM-DD.md", "Keep answers short\nReason: mobile screens"]
    assert [c.category for c in children] == ["git", "coding", "", ""]
    assert children[0].embed_text == (f"File: {PATH} | Section: git | Date: 2026-03-01\n\n"
                                      "Commit messages use the imperative mood\nScope: all agents")
    lines = src.split("\n")
    for c in children:  # each rule's lines are exactly its object's lines
        assert lines[c.start_line - 1].strip() == "{" and lines[c.end_line - 1].strip() in ("}", "},")
        assert c.end_line - c.start_line >= 2


def test_rules_key_wrapping_a_list_or_object() -> None:
    src = '{\n  "version": 2,\n  "rules": [\n    {"rule": "A", "category": "x"},\n    "B"\n  ]\n}'
    chunks = rules(src)
    _check_family(chunks, 7)
    assert [(c.text, c.category, c.start_line) for c in kids(chunks)] == [("A", "x", 4), ("B", "", 5)]
    src2 = '{"rules": {"tone": "friendly",\n "length": "short"}}'
    assert [(c.text, c.start_line) for c in kids(rules(src2))] == [("tone: friendly", 1), ("length: short", 2)]


def test_flat_preferences_object() -> None:
    src = ('{\n  "daily_notes_format": "memory/YYYY-MM-DD.md with ## headings",\n'
           '  "languages": ["TypeScript", "Python"],\n  "editor": {"name": "vim", "tabs": false},\n'
           '  "max_results": 5\n}\n')
    chunks = rules(src)
    _check_family(chunks, 6)
    assert [(c.text, c.start_line, c.end_line) for c in kids(chunks)] == [
        ("daily_notes_format: memory/YYYY-MM-DD.md with ## headings", 2, 2),
        ("languages: TypeScript; Python", 3, 3),
        ("editor: name: vim; tabs: false", 4, 4),
        ("max_results: 5", 5, 5)]


def test_multiline_values_and_crlf_lines() -> None:
    src = '[\r\n  {\r\n    "rule": "Spread\\nover",\r\n    "category": "c"\r\n  },\r\n  "next"\r\n]'
    children = kids(rules(src))
    assert [(c.start_line, c.end_line) for c in children] == [(2, 5), (6, 6)]
    assert children[0].text == "Spread\nover"


def test_invalid_json_names_line_and_column() -> None:
    src = '[\n  "ok",\n  "missing comma"\n  "x"\n]'
    with pytest.raises(IngestError) as err:
        rules(src)
    assert "line 4, column 3" in str(err.value) and PATH in str(err.value)
    assert "Fix the JSON syntax" in err.value.action
    with pytest.raises(IngestError) as err2:
        rules('"just a string"')
    assert "list or object" in str(err2.value)


def test_empty_inputs_give_no_chunks() -> None:
    assert rules("") == [] and rules("  \n") == [] and rules("[]") == [] and rules("{}") == []
    assert rules('["", "  "]') == []


def test_identical_rules_on_one_line_get_distinct_stable_ids() -> None:
    src = '["same", "same"]'
    first, second = rules(src), rules(src)
    assert len({c.id for c in first}) == 3
    assert [c.id for c in first] == [c.id for c in second]


def test_big_rules_file_is_grouped_into_parents() -> None:
    cfg = ChunkConfig(parent_tokens=100, child_tokens=60, overlap_tokens=5, min_section_tokens=5)
    src = json.dumps([f"Rule number {i}: always double check the deployment target before pushing" for i in range(30)],
                     indent=1)
    chunks = rules(src, cfg)
    parents = [c for c in chunks if c.is_parent]
    assert len(parents) > 3
    assert all(p.token_count <= 100 for p in parents)
    children = kids(chunks)
    assert len(children) == 30
    for p in parents:
        mine = [c for c in children if c.parent_id == p.id]
        assert mine and p.start_line == mine[0].start_line and p.end_line == mine[-1].end_line
        assert p.text == "\n".join(c.text for c in mine)
