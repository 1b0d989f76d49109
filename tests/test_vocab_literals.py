"""No closed vocabulary is compared as a string outside memspark/vocab.py (issue 24 item 4).

Every value of every :class:`~enum.StrEnum` in :mod:`memspark.vocab` (pools, sources, each config choice
key, severities, capture categories and roles) is looked for in the library's comparisons: ``==``,
``!=``, ``in`` / ``not in`` against a literal or a literal tuple/list/set, and ``match`` cases. Code
compares against the members (``cfg.embed.provider == EmbedProvider.SPARK``), so a renamed or added
value is one edit in vocab.py and a typo is an AttributeError instead of a branch that never runs.

A few words are also words of other, unrelated sets (a URI scheme ``file``, the MCP transport ``http``,
a JSON key ``score``): :data:`OTHER_VOCABULARIES` names each such comparison by file and the exact
expression compared, with the set it belongs to; an entry that no longer matches anything fails too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path

import pytest

import memspark.vocab as vocab
from memspark.config import StorageConfig

REPO = Path(__file__).resolve().parents[1]
SCANNED = ("memspark", "memspark_eval", "flows")

# (file, the expression compared with the literal) -> the vocabulary the literal belongs to instead
OTHER_VOCABULARIES: dict[tuple[str, str], str] = {
    ("memspark/config_parse.py", "value.lower()"): "the words TOML/env booleans are written with (on/off)",
    ("memspark/config_parse.py", "uri_scheme(value)"): "URI schemes (file://)",
    ("memspark/datadir.py", "scheme"): "URI schemes (file://)",
    ("memspark/capture/spark.py", "data"): "the classifier's JSON response keys",
    ("memspark/capture/spark.py", "d"): "the classifier's JSON response keys",
    ("memspark/storage/search_common.py", "f.name"): "SearchHit field names",
    ("memspark_eval/locomo.py", "e.stage"): "recall trace stage names",
    ("memspark/mcp_server.py", "transport"): "MCP transports (stdio, http)",
    ("memspark/orchestration.py", "sys.modules"): "Python module names",
    ("memspark/rerank/factory.py", "embed_cfg.model.lower()"): "embedding model names (an e5 model)",
    ("memspark/toolset/notes.py", "data"): "the rules file's JSON keys (a {\"rules\": [...]} object)",
    ("memspark/chunking/rules.py", "m[0]"): "the rules file's JSON keys (a {\"rules\": [...]} object)",
}
# Comparisons of a vocabulary value in a module another change is editing this round: listed here (and
# reported) instead of edited under it; each must still match, and goes when that module compares members.
PENDING: dict[tuple[str, str], str] = {
    ("memspark/chunking/__init__.py", "content_type"): "ContentType (chunking is being reworked in parallel)",
}


def vocabularies() -> list[type[StrEnum]]:
    return [obj for obj in vars(vocab).values()
            if isinstance(obj, type) and issubclass(obj, StrEnum) and obj.__module__ == vocab.__name__
            and obj is not vocab.Vocabulary]


def vocabulary_values() -> dict[str, list[str]]:
    """Each value -> the vocabularies holding it (``off`` is a gate mode and a citation mode)."""
    out: dict[str, list[str]] = {}
    for enum in vocabularies():
        for member in enum:
            out.setdefault(member.value, []).append(enum.__name__)
    return out


def _literals(node: ast.expr) -> Iterator[str]:
    """The string literals ``node`` is, or directly holds (a tuple nested in a set is a compound key)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.Tuple | ast.List | ast.Set):
        for element in node.elts:
            if isinstance(element, ast.Constant) and isinstance(element.value, str):
                yield element.value


def literal_comparisons(source: str) -> Iterator[tuple[int, str, str]]:
    """``(line, literal, the expression it is compared with)`` for every comparison of a string literal
    and every ``case "literal":`` in ``source`` (the expression is ``match <subject>``'s subject)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and all(isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn)
                                                 for op in node.ops):
            operands = [node.left, *node.comparators]
            for i, operand in enumerate(operands):
                others = [o for j, o in enumerate(operands) if j != i]
                if any(isinstance(o, ast.Tuple) for o in others):
                    continue  # (section, key) == ("capture", "agents"): a compound key, not one value
                for text in _literals(operand):
                    yield node.lineno, text, " ".join(ast.unparse(o) for o in others)
        elif isinstance(node, ast.Match):
            subject = ast.unparse(node.subject)
            for case in node.cases:
                for sub in ast.walk(case.pattern):
                    if isinstance(sub, ast.MatchValue):
                        for text in _literals(sub.value):
                            yield sub.value.lineno, text, subject


def _scanned_files() -> list[Path]:
    return sorted(p for top in SCANNED for p in (REPO / top).rglob("*.py")
                  if p != REPO / "memspark" / "vocab.py")


def test_no_vocabulary_value_is_compared_as_a_string_outside_vocab() -> None:
    values = vocabulary_values()
    offenders, exempted = [], set()
    for path in _scanned_files():
        rel = path.relative_to(REPO).as_posix()
        for line, text, other in literal_comparisons(path.read_text(encoding="utf-8")):
            if text not in values:
                continue
            if (rel, other) in OTHER_VOCABULARIES or (rel, other) in PENDING:
                exempted.add((rel, other))
                continue
            offenders.append(f"{rel}:{line}: {other} vs {text!r} (use {' or '.join(values[text])})")
    assert offenders == [], "compare against memspark.vocab members:\n" + "\n".join(offenders)
    assert (set(OTHER_VOCABULARIES) | set(PENDING)) - exempted == set(), "stale entries in OTHER_VOCABULARIES/PENDING"


def test_every_config_choice_key_and_closed_set_is_a_vocabulary() -> None:
    from typing import get_type_hints

    from memspark.config import Config, section_types
    from memspark.config_parse import CHOICES, ITEM_CHOICES
    from memspark.tuning import Tuning

    enums = set(vocabularies())
    sections = {**section_types(), "tuning": Tuning}
    for (section, key), choices in CHOICES.items():
        typ = get_type_hints(sections[section])[key]
        assert typ in enums and tuple(typ) == choices, f"{section}.{key}"
        default = getattr(getattr(Config(), section), key)
        assert isinstance(default, typ) and default in choices, f"{section}.{key}"
    assert tuple(vocab.CaptureCategory) == ITEM_CHOICES[("capture", "categories")]
    assert tuple(vocab.CaptureRole) == ITEM_CHOICES[("capture", "roles")]
    # at least the ten choice keys of issue 24, pools, sources, severities and capture categories
    assert len(CHOICES) >= 10
    assert {vocab.Pool, vocab.Source, vocab.Severity, vocab.CaptureCategory} <= enums


def test_the_scanner_finds_each_kind_of_comparison() -> None:
    src = ('def f(cfg, x, mode):\n'
           '    if cfg.embed.provider == "spark": pass\n'
           '    if x.pool != "agent_memory": pass\n'
           '    if mode in ("lease", "commit"): pass\n'
           '    if "capture" not in {x.source}: pass\n'
           '    if (a, b) == ("capture", "roles"): pass\n'
           '    match cfg.rerank.provider:\n'
           '        case "http" | "onnx": pass\n')
    found = sorted((line, text) for line, text, _ in literal_comparisons(src))
    assert found == [(2, "spark"), (3, "agent_memory"), (4, "commit"), (4, "lease"), (5, "capture"),
                     (8, "http"), (8, "onnx")]


def test_a_config_value_is_its_member_and_its_string(tmp_path: Path) -> None:
    """Loaded choices are members (so ``is`` and ``==`` both hold) and serialise as the same strings."""
    import json

    from memspark.config import load_config, redacted

    (tmp_path / "memspark.toml").write_text('[embed]\nprovider = "onnx"\nmodel_dir = "m"\n'
                                            '[storage]\nlock = "commit"\n[recall]\ncitations = "off"\n',
                                            encoding="utf-8")
    cfg = load_config(root=tmp_path, env={"MEMSPARK_WATCH_MODE": "events"})
    assert cfg.embed.provider is vocab.EmbedProvider.ONNX and cfg.embed.provider == "onnx"
    assert cfg.storage.lock is vocab.LockKind.COMMIT and cfg.recall.citations is vocab.CitationMode.OFF
    assert cfg.watch.mode is vocab.WatchMode.EVENTS
    data = json.loads(json.dumps(redacted(cfg)))
    assert (data["embed"]["provider"], data["storage"]["lock"], data["watch"]["mode"]) == ("onnx", "commit", "events")
    assert data["recall"]["source_weights"]["capture"] == 1.5


def test_a_member_quoted_in_a_message_reads_as_its_string() -> None:
    """Routes, candidates and configs hold members now; an error quoting one must not say ``<Pool.…>``."""
    from memspark.config import RecallConfig
    from memspark.errors import ScopeMismatchError
    from memspark.recall.scope import check_pool

    cfg = RecallConfig(agent_scopes={"school": [vocab.Pool.AGENT_MEMORY]})
    with pytest.raises(ScopeMismatchError) as info:
        check_pool(cfg, "school", vocab.Pool.SHARED_MISTAKES, "'shared/mistakes/x.md'")
    assert "pool 'shared_mistakes' is outside its scope" in info.value.message and "Pool." not in info.value.message
    assert info.value.action.startswith("Add 'shared_mistakes' to recall.agent_scopes.school")
    assert repr(vocab.EmbedProvider.SPARK) == "'spark'" and f"{vocab.LockKind.LEASE}" == "lease"


def test_every_lock_kind_resolves_to_a_writer_lock(tmp_path: Path) -> None:
    from memspark.datadir import DataDir
    from memspark.errors import ConfigError
    from memspark.storage.lock import WriterLock, effective_lock

    local, bucket = DataDir.parse(str(tmp_path)), DataDir.parse("s3://bucket/prefix")
    for kind in vocab.LockKind:
        assert effective_lock(kind, local) in vocab.RESOLVED_LOCKS
        assert WriterLock(tmp_path, StorageConfig(lock=kind)).mode in vocab.RESOLVED_LOCKS
        if kind is vocab.LockKind.FILE:
            with pytest.raises(ConfigError, match="cannot guard s3://bucket/prefix"):
                effective_lock(kind, bucket)
        else:
            assert effective_lock(kind, bucket) in vocab.RESOLVED_LOCKS
    # a hand-built config may carry the plain string: it resolves the same
    assert effective_lock("commit", bucket) is vocab.LockKind.LEASE  # type: ignore[arg-type]


def test_candidates_carry_pool_and_source_members() -> None:
    """Rows come back from LanceDB as text; recall's candidates hold the members (a value a newer writer
    added stays its text, and still compares equal to it)."""
    from memspark.recall.candidate import candidate_from_hit
    from tests.recall_fixtures import hit

    c = candidate_from_hit(hit("a", 0.5, pool="shared_rules", source="capture"))
    assert c.pool is vocab.Pool.SHARED_RULES and c.source is vocab.Source.CAPTURE
    newer = candidate_from_hit(hit("b", 0.5, pool="team_pool", source="imported"))
    assert (newer.pool, newer.source) == ("team_pool", "imported")


def test_routes_carry_content_type_members_and_chunking_knows_each(tmp_path: Path) -> None:
    """Every content type a route gets is a :class:`~memspark.vocab.ContentType` member, and every one but
    ``directory`` (a linked folder: never chunked) is one the chunker takes."""
    from memspark.chunking import CONTENT_TYPES
    from memspark.config import WorkspaceConfig
    from memspark.workspace import Workspace

    assert set(CONTENT_TYPES) == set(vocab.ContentType) - {vocab.ContentType.DIRECTORY}
    files = {"workspace-meta/MEMORY.md": vocab.ContentType.MARKDOWN, "workspace-meta/memory/log.txt": vocab.ContentType.TEXT,
             "shared/rules/rules.json": vocab.ContentType.RULES}
    for rel in files:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x\n", encoding="utf-8")
    ws = Workspace(WorkspaceConfig(root=str(tmp_path)), tmp_path)
    for rel, ctype in files.items():
        route = ws.route(tmp_path / rel)
        assert route is not None and route.content_type is ctype, rel


def test_the_prefect_api_choice_is_a_member(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from memspark.config import Config
    from memspark.ops.prefect_server import choose_api

    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    cfg = Config().with_overrides(workspace={"root": str(tmp_path)}, ops={"prefect_server": "ephemeral"})
    choice = choose_api(cfg)
    assert choice.mode is vocab.PrefectApiMode.EPHEMERAL and "temporary server" in choice.describe()
