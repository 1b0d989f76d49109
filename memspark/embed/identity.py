"""The typed identity of an embedding model: which provider kind, which model, how many dimensions.

Stored with every vector as the key ``<provider>:<model>:<dims>`` (``local:all-MiniLM-L6-v2-int8:384``):
when it changes the table must be re-embedded, never mixed. :meth:`EmbeddingIdentity.parse` is the
one place that reads a key back (a model name may itself hold colons; the provider is the first
field and the dims the last).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EmbeddingIdentity:
    provider: str
    model: str
    dims: int

    @property
    def key(self) -> str:
        return f"{self.provider}:{self.model}:{self.dims}"

    @classmethod
    def parse(cls, key: str) -> EmbeddingIdentity | None:
        """The identity in a stored key, or None when the key is not ``<provider>:<model>:<dims>``."""
        provider, _, rest = key.partition(":")
        model, _, dims = rest.rpartition(":")
        if not provider or not model or not dims.isdigit():
            return None
        return cls(provider, model, int(dims))

    def __str__(self) -> str:
        return self.key
