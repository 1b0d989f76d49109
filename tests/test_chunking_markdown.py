"""Markdown chunking: exact line ranges, breadcrumbs, sizes, overlap, atomic blocks, ids, speed."""

from __future__ import annotations

import random

import pytest
from chunking_checks import check_invariants

from memspark.chunking import chunk_document, count_tokens, split_lines
from memspark.config import ChunkConfig
from memspark.errors import IngestError

CFG = ChunkConfig()
SMALL = ChunkConfig(parent_tokens=250, child_tokens=60, overlap_tokens=10, min_section_tokens=15)
TINY = ChunkConfig(parent_tokens=40, child_tokens=20, overlap_tokens=5, min_section_tokens=5)


def md(text: str, cfg: ChunkConfig = CFG, *, path: str = "memory/2026-03-01.md", agent: str = "main",
       date: str | None = "2026-03-01") -> list:
    return chunk_document(text, agent_id=agent, path=path, content_type="markdown", doc_date=date, cfg=cfg)


def children(chunks: list) -> list:
    return [c for c in chunks if not c.is_parent]


def para(rng: random.Random, words: int) -> str:
    vocab = ["memory", "agent", "LanceDB", "vector", "the", "of", "Mika", "LoRA", "training", "ran", "on",
             "Spark", "port", "8080", "embedding", "café", "naïve", "東京", "🙂", "recall", "x=1;", "`code`"]
    return " ".join(rng.choice(vocab) for _ in range(words))


def random_markdown(rng: random.Random) -> str:
    parts: list[str] = []
    if rng.random() < 0.3:
        parts.append("---\ntitle: Note\ntags: [a, b]\n---")
    if rng.random() < 0.3:
        parts.insert(0, "\n\n")  # leading blank lines (before or instead of front matter)
    for _ in range(rng.randint(1, 12)):
        kind = rng.choice(["h", "h", "p", "p", "p", "list", "fence", "table", "quote", "html", "ref", "setext",
                           "bigfence", "longline", "hr"])
        if kind == "h":
            parts.append("#" * rng.randint(1, 4) + " " + para(rng, rng.randint(1, 4)))
        elif kind == "p":
            parts.append("\n".join(para(rng, rng.randint(3, 30)) for _ in range(rng.randint(1, 5))))
        elif kind == "list":
            parts.append("\n".join(f"- {para(rng, rng.randint(2, 25))}" + ("\n\n  continued" if rng.random() < .2 else "")
                                   for _ in range(rng.randint(1, 12))))
        elif kind == "fence":
            body = "\n".join(para(rng, rng.randint(1, 8)) for _ in range(rng.randint(1, 8)))
            parts.append(f"```python\n{body}\n\n{para(rng, 3)}\n```")
        elif kind == "bigfence":
            parts.append("```\n" + "\n".join(para(rng, 10) for _ in range(40)) + "\n```")
        elif kind == "table":
            rows = "\n".join(f"| {para(rng, 2)} | {para(rng, 3)} |" for _ in range(rng.randint(1, 10)))
            parts.append(f"| a | b |\n|---|---|\n{rows}")
        elif kind == "quote":
            parts.append("\n".join(f"> {para(rng, 8)}" for _ in range(rng.randint(1, 4))))
        elif kind == "html":
            parts.append(f"<div>\n{para(rng, 6)}\n</div>")
        elif kind == "ref":
            parts.append("[ref]: https://example.com/x")
        elif kind == "setext":
            parts.append(f"{para(rng, 3)}\n---")
        elif kind == "longline":
            parts.append(para(rng, rng.randint(80, 400)))
        else:
            parts.append("***")
    text = "\n\n".join(parts)
    if rng.random() < 0.3:
        text = text.replace("\n", "\r\n")
    if rng.random() < 0.5:
        text += "\n"
    return text


@pytest.mark.parametrize("seed", range(60))
@pytest.mark.parametrize("cfg", [CFG, SMALL, TINY], ids=["default", "small", "tiny"])
def test_random_documents_keep_exact_lines_sizes_and_coverage(seed: int, cfg: ChunkConfig) -> None:
    src = random_markdown(random.Random(seed))
    chunks = md(src, cfg)
    check_invariants(src, chunks, path="memory/2026-03-01.md", cfg=cfg)


@pytest.mark.parametrize("src", [
    "# Title\r\n\r\nCRLF body line\r\nsecond\r\n",
    "# Title\rCR only body\rsecond",
    "\n\n\n# Late start\n\nbody",
    "# No trailing newline\n\nlast line",
    "\ufeff# BOM title\n\nbody",
    "---\ntitle: Front matter\ndate: 2026-03-01\n---\n\nbody after front matter\n",
    "plain first line\nno headings at all\n\n[ref]: https://x.example\n",
    "line with\u2028line separator stays one line\n\nand\x0cform feed",
])
def test_line_convention_edge_cases(src: str) -> None:
    chunks = md(src)
    check_invariants(src, chunks, path="memory/2026-03-01.md", cfg=CFG)


def test_crlf_and_lf_give_the_same_lines_and_ids() -> None:
    lf = "# A\n\nalpha beta\n\n## B\n\ngamma\n"
    assert [(c.start_line, c.end_line, c.text, c.id) for c in md(lf)] == \
           [(c.start_line, c.end_line, c.text, c.id) for c in md(lf.replace("\n", "\r\n"))]
    assert split_lines("a\r\nb\rc\n") == ["a", "b", "c"]


def test_empty_and_whitespace_documents_give_no_chunks() -> None:
    assert md("") == []
    assert md("  \n\t\n\r\n") == []


def test_breadcrumb_and_exact_prefix() -> None:
    filler = " ".join(["LoRA rank 16 with alpha 32 trained on the Spark box."] * 6)
    src = f"# Projects\n\nOverview of projects. {filler}\n\n## Mika LoRA\n\n{filler}\n\n### Dataset\n\n{filler}\n"
    kids = children(md(src, path="memory/2026-03-01.md", date="2026-03-01"))
    by_heading = {c.heading: c for c in kids}
    assert set(by_heading) == {"Projects", "Projects > Mika LoRA", "Projects > Mika LoRA > Dataset"}
    c = by_heading["Projects > Mika LoRA"]
    assert c.embed_text == ("File: memory/2026-03-01.md | Section: Projects > Mika LoRA | Date: 2026-03-01\n\n"
                            + c.text)
    assert c.text.startswith("## Mika LoRA")
    no_date = children(md(src, date=None))[0]
    assert no_date.embed_text == f"File: memory/2026-03-01.md | Section: Projects\n\n{no_date.text}"


def test_sibling_heading_pops_the_breadcrumb() -> None:
    body = " ".join(["word"] * 60)
    src = f"# Top\n\n## A\n\n### A1\n\n{body}\n\n## B\n\n{body}\n\n# Other\n\n{body}\n"
    headings = [c.heading for c in children(md(src))]
    assert headings == ["Top > A > A1", "Top > B", "Other"]


def test_parents_and_children_respect_sizes_and_overlap() -> None:
    rng = random.Random(7)
    src = "# Log\n\n" + "\n".join(para(rng, 6) for _ in range(1200))  # one section, one paragraph
    chunks = md(src)
    check_invariants(src, chunks, path="memory/2026-03-01.md", cfg=CFG)
    parents = [c for c in chunks if c.is_parent]
    assert len(parents) >= 3
    assert all(1500 <= p.token_count <= CFG.parent_tokens for p in parents[:-1])
    kids = children(chunks)
    assert all(120 <= c.token_count <= CFG.child_tokens for c in kids[:-1] if c.parent_id == kids[-1].parent_id)
    for a, b in zip(kids, kids[1:], strict=False):
        if a.parent_id == b.parent_id:
            assert b.start_line <= a.end_line, "consecutive children of one section overlap"
            shared = "\n".join(split_lines(src)[b.start_line - 1:a.end_line])
            assert count_tokens(shared) <= CFG.overlap_tokens
        else:
            assert b.start_line > a.end_line, "no overlap across a parent boundary"


def test_fences_and_tables_are_never_split_when_they_fit() -> None:
    rng = random.Random(3)
    fence = "```python\n" + "\n".join(f"x{i} = compute({i})  # step" for i in range(12)) + "\n\nreturn x\n```"
    table = "| key | value |\n|---|---|\n" + "\n".join(f"| k{i} | v{i} {para(rng, 3)} |" for i in range(12))
    assert count_tokens(fence) < CFG.child_tokens and count_tokens(table) < CFG.child_tokens
    for lead in range(5, 200, 15):  # slide the blocks across child boundaries
        src = f"# S\n\n{para(rng, lead)}\n\n{fence}\n\n{para(rng, 40)}\n\n{table}\n\n{para(rng, 30)}\n"
        lines = split_lines(src)
        for block in (fence, table):
            first = lines.index(block.split("\n")[0])
            lo, hi = first + 1, first + block.count("\n") + 1
            holders = [c for c in children(md(src)) if c.start_line <= hi and c.end_line >= lo]
            assert any(c.start_line <= lo and c.end_line >= hi for c in holders)
            for c in holders:  # an overlap line may not reach into the block either
                assert c.start_line <= lo and c.end_line >= hi or c.end_line < lo or c.start_line > hi, (lead, c)


def test_a_fence_inside_a_long_list_item_stays_whole() -> None:
    rng = random.Random(9)
    fence = "   ```sh\n   make build\n\n   make test\n\n   make install\n   ```"
    for lead in range(100, 200, 4):  # slide the fence across child boundaries inside one big item
        src = f"# S\n\n1. {para(rng, 120)}\n\n   {para(rng, lead)}\n\n{fence}\n\n   {para(rng, 120)}\n2. next\n"
        lines = split_lines(src)
        lo = lines.index("   ```sh") + 1
        hi = lo + 6
        holders = [c for c in children(md(src)) if c.start_line <= hi and c.end_line >= lo]
        assert holders and all(c.start_line <= lo and c.end_line >= hi for c in holders), lead
        check_invariants(src, md(src), path="memory/2026-03-01.md", cfg=CFG)


def test_a_fence_larger_than_a_child_is_split_by_lines() -> None:
    fence = "```\n" + "\n".join(f"line {i} of a very long generated listing" for i in range(120)) + "\n```"
    src = f"# Big\n\n{fence}\n"
    kids = children(md(src))
    assert len(kids) > 3
    check_invariants(src, md(src), path="memory/2026-03-01.md", cfg=CFG)


def test_short_sections_are_merged_never_dropped() -> None:
    src = "# A\n\ntiny a\n\n# B\n\ntiny b\n\n# C\n\ntiny c\n"
    chunks = md(src)
    kids = children(chunks)
    assert len(kids) == 1 and (kids[0].start_line, kids[0].end_line) == (1, 11)
    long_body = " ".join(["substantial"] * 120)
    src2 = f"# Intro\n\nhi\n\n# Main\n\n{long_body}\n\n# Outro\n\nbye\n"
    kids2 = children(md(src2))
    assert [(c.start_line, c.end_line, c.heading) for c in kids2] == [(1, 11, "Main")]
    check_invariants(src2, md(src2), path="memory/2026-03-01.md", cfg=CFG)


def test_front_matter_is_not_a_heading_and_is_kept() -> None:
    src = "---\ntitle: Daily\n---\n# Real heading\n\n" + " ".join(["content"] * 80) + "\n"
    chunks = md(src)
    assert all("title" not in c.heading for c in chunks)
    assert children(chunks)[0].start_line == 1
    assert children(chunks)[0].heading == "Real heading"


def test_huge_single_line_is_windowed_without_crash() -> None:
    rng = random.Random(1)
    line = para(rng, 6000)
    src = f"# Dump\n\n{line}\n\nafter\n"
    chunks = md(src)
    check_invariants(src, chunks, path="memory/2026-03-01.md", cfg=CFG)
    windows = [c for c in children(chunks) if c.start_line == c.end_line == 3]
    assert len(windows) > 10
    assert "".join(c.text for c in windows) == line
    assert len([c for c in chunks if c.is_parent]) > 1


def test_ids_are_stable_and_scoped_by_agent_and_path() -> None:
    rng = random.Random(5)
    src = "# MEMORY\n\n" + "\n\n".join(para(rng, 50) for _ in range(12))
    a1 = md(src, path="MEMORY.md", agent="main")
    a2 = md(src, path="MEMORY.md", agent="main")
    b = md(src, path="MEMORY.md", agent="dev")
    other_path = md(src, path="memory/MEMORY.md", agent="main")
    assert [c.id for c in a1] == [c.id for c in a2]
    assert a1 == a2
    assert not {c.id for c in a1} & {c.id for c in b}
    assert not {c.id for c in a1} & {c.id for c in other_path}
    assert all(len(c.id) == 32 and int(c.id, 16) >= 0 for c in a1)
    edited = md(src.replace(src.split("\n")[-1], "changed last paragraph"), path="MEMORY.md", agent="main")
    assert {c.id for c in a1} & {c.id for c in edited}, "unchanged chunks keep their ids"
    assert {c.id for c in a1} != {c.id for c in edited}


def test_unknown_content_type_is_an_ingest_error() -> None:
    with pytest.raises(IngestError) as err:
        chunk_document("x", agent_id="a", path="p", content_type="pdf", doc_date=None, cfg=CFG)
    assert "markdown" in err.value.action


def test_setext_heading_title_is_one_line_in_the_breadcrumb() -> None:
    chunks = md("Two line\nsetext title\n---\n\n" + " ".join(["body"] * 50))
    assert {c.heading for c in chunks} == {"Two line setext title"}
