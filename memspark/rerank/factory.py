"""``create_reranker(cfg)``: the provider named by ``rerank.provider`` (spec ``createReranker``)."""

from __future__ import annotations

import logging

from memspark.config import EmbedConfig, RerankConfig
from memspark.errors import ConfigError
from memspark.rerank.base import PassthroughReranker, Reranker
from memspark.vocab import RerankProvider

log = logging.getLogger(__name__)


def create_reranker(cfg: RerankConfig, embed_cfg: EmbedConfig | None = None) -> Reranker:
    """Build the configured reranker. Nothing is called over the network here; use ``probe()``.

    ``embed_cfg`` lets the e5 second opinion warn when the search leg already uses e5 (the second
    opinion would then repeat the first).
    """
    if cfg.provider == RerankProvider.PASSTHROUGH:
        return PassthroughReranker()
    if cfg.provider == RerankProvider.HTTP:
        from memspark.rerank.http import HttpReranker

        return HttpReranker(cfg)
    if cfg.provider == RerankProvider.ONNX:
        from memspark.rerank.onnx import OnnxReranker

        return OnnxReranker(cfg.model_dir)
    if cfg.provider == RerankProvider.E5:
        from memspark.rerank.second_opinion import SecondOpinionReranker

        if embed_cfg is not None and "e5" in embed_cfg.model.lower():
            log.warning("rerank.provider = \"e5\" while embed.model = %r is already e5: the second "
                        "opinion will mostly repeat the first", embed_cfg.model)
        return SecondOpinionReranker()
    raise ConfigError(f"unknown rerank.provider {cfg.provider!r}",
                      action=f"Set rerank.provider to one of: {', '.join(RerankProvider)}.")
