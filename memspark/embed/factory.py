"""create_provider: the embedding provider the config names."""

from __future__ import annotations

from memspark.config import EmbedConfig
from memspark.config_parse import check_section
from memspark.embed.base import EmbeddingProvider
from memspark.embed.e5 import E5_MODEL, E5Provider
from memspark.embed.onnx_local import MINILM_MODEL, minilm_provider, onnx_dir_provider
from memspark.errors import ConfigError
from memspark.vocab import EmbedProvider

LOCAL_MODELS = (MINILM_MODEL, E5_MODEL)
_DEFAULT_MODEL = EmbedConfig().model


def create_provider(cfg: EmbedConfig) -> EmbeddingProvider:
    """``local`` (bundled MiniLM or e5), ``onnx`` (a model dir) or ``spark`` (OpenAI-compatible HTTP).

    A config built without :func:`~memspark.config.load_config` gets the same checks here (a local model's
    dims and input limit), so no provider starts with settings that would fail on the first batch."""
    check_section("embed", cfg, "embed config")
    if cfg.provider == EmbedProvider.LOCAL:
        if cfg.model == MINILM_MODEL:
            return minilm_provider(max_tokens=cfg.max_tokens, batch_size=cfg.batch_size)
        if cfg.model == E5_MODEL:
            return E5Provider()
        raise ConfigError(f"embed.model = {cfg.model!r} is not a bundled local model",
                          action=f"Use one of {', '.join(LOCAL_MODELS)}, or embed.provider = \"onnx\" with "
                                 "embed.model_dir for your own model.")
    if cfg.provider == EmbedProvider.ONNX:
        # The default model name describes the bundled model; for a dir, name it after the folder.
        model = "" if cfg.model == _DEFAULT_MODEL else cfg.model
        return onnx_dir_provider(cfg.model_dir, model=model, max_tokens=cfg.max_tokens, batch_size=cfg.batch_size,
                                 query_prefix=cfg.query_prefix, document_prefix=cfg.document_prefix,
                                 expected_dims=cfg.dims)
    if cfg.provider == EmbedProvider.SPARK:
        from memspark.embed.spark import SparkProvider  # httpx only when HTTP is configured

        return SparkProvider(cfg)
    choices = ", ".join(EmbedProvider)
    raise ConfigError(f"embed.provider = {cfg.provider!r} is not one of {choices}",
                      action=f"Set embed.provider to one of: {choices}.")
