"""Which embedding model serves queries: a pure choice between the configured model and the table's.

A table records the identity of the model that embedded it. Queries must be embedded by that same
model — never mixed. Normally it is the configured one. Between a config change and ``memspark
reembed`` swapping the table, the table still holds the old model: when this machine can rebuild
that model (a built-in local model, or the same provider kind as configured — never another ONNX
dir, whose files may be gone) recall keeps serving with it and says so; otherwise the table cannot
be searched here and the caller raises :class:`~memspark.errors.ModelMismatchError`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from memspark.config import EmbedConfig
from memspark.embed.identity import EmbeddingIdentity
from memspark.vocab import EmbedProvider

REBUILDABLE_EVERYWHERE = EmbedProvider.LOCAL  # the bundled models ship with memspark
NOT_REBUILDABLE = EmbedProvider.ONNX          # an ONNX dir names files on one machine


@dataclass(frozen=True)
class Serving:
    """The [embed] config to embed queries with; ``pending_reembed`` says why it is not the configured one."""

    embed: EmbedConfig
    pending_reembed: str | None = None


def choose_serving_model(embed: EmbedConfig, configured: EmbeddingIdentity | None,
                         table: EmbeddingIdentity | None) -> Serving | None:
    """The model that serves a table holding ``table`` when the config names ``configured``.

    ``configured`` is None when the configured model cannot be asked now (an HTTP provider in an
    outage); ``table`` is None when there is no table or it records no model. None: the table's
    model cannot be rebuilt on this machine.
    """
    if table is None or configured is None or table == configured:
        return Serving(embed)
    if table.provider not in {REBUILDABLE_EVERYWHERE, embed.provider} or table.provider == NOT_REBUILDABLE:
        return None
    note = (f"the table holds {table.key}, the config names {configured.key}: "
            "serving with the table's model until `memspark reembed` swaps it")
    return Serving(dataclasses.replace(embed, provider=EmbedProvider(table.provider), model=table.model), note)
