"""HyDE: embed an LLM-written hypothetical memory note instead of the raw query.

The note is embedded as a *document* (no query prefix) by the caller. Generation is best-effort:
any expected failure — disabled, empty or "null" answer, timeout, HTTP error (an
:class:`~memspark.errors.LLMError`) — yields ``None`` and the pipeline falls back to the raw query
(spec: "generation returned empty/null — falling back to raw query embedding"), the reason in the trace.
Anything else is a bug and is raised: the pipeline's HyDE stage falls back for it too, in the one place
that logs its traceback (:mod:`memspark.recall.pipeline`).
"""

from __future__ import annotations

import logging
import os
import re
import time
from dataclasses import dataclass

from memspark.config import HydeConfig
from memspark.errors import ConfigError, LLMError
from memspark.llm import ChatClient, fallback_reason
from memspark.tuning import Tuning

log = logging.getLogger(__name__)

SYSTEM_PROMPT = (
    "You write the memory note an AI agent would have saved that answers the user's question. "
    "Write 2-4 plain factual sentences in the language of the question, as if quoting the note; "
    "invent plausible specifics. No preamble, no markdown. If the question is too vague to "
    "imagine such a note, reply with exactly: null"
)

# Reasoning models (e.g. Nemotron) may emit their thinking first; it is not part of the note.
_THINK = re.compile(r"<think>.*?(</think>|$)", re.DOTALL | re.IGNORECASE)
_NULLISH = {"", "null", "none", "n/a", "nil", "empty"}


@dataclass(frozen=True)
class HydeOutcome:
    """One generation: ``text`` is None on fallback; ``reason`` is "ok", "disabled", "empty",
    "timeout" or "error: <detail>"."""

    text: str | None
    reason: str
    elapsed_ms: float


def clean_hypothetical(raw: str) -> str | None:
    """The usable note in ``raw`` or None (empty, whitespace, "null"/"none", thinking only)."""
    text = _THINK.sub("", raw).strip().strip('"').strip()
    if text.rstrip(".").strip().lower() in _NULLISH:
        return None
    return text


class HydeGenerator:
    """Writes hypothetical documents with an OpenAI-compatible chat model."""

    def __init__(self, cfg: HydeConfig, client: ChatClient | None = None, *, tuning: Tuning | None = None) -> None:
        self.cfg = cfg
        self.max_tokens = (tuning or Tuning()).hyde_max_tokens
        self.last_reason: str = "disabled" if not cfg.enabled else "not run"
        self._client = client
        if cfg.enabled and client is None:
            if not cfg.base_url or not cfg.model:
                raise ConfigError("hyde.enabled is true but hyde.base_url or hyde.model is empty",
                                  action="Set hyde.base_url (OpenAI-compatible …/v1) and hyde.model, "
                                         "or set hyde.enabled = false.")
            self._client = ChatClient(cfg.base_url, cfg.model, api_key=os.environ.get(cfg.api_key_env, ""),
                                      timeout_s=cfg.timeout_s)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()

    def generate(self, query: str) -> str | None:
        """The hypothetical note for ``query``, or None (see ``last_reason``); raises only on a bug."""
        return self.generate_outcome(query).text

    def generate_outcome(self, query: str) -> HydeOutcome:
        """Like :meth:`generate`, returning the reason with the text (safe to share across threads)."""
        start = time.perf_counter()
        outcome = self._run(query, start)
        self.last_reason = outcome.reason
        return outcome

    def _run(self, query: str, start: float) -> HydeOutcome:
        def done(text: str | None, reason: str) -> HydeOutcome:
            return HydeOutcome(text, reason, (time.perf_counter() - start) * 1000.0)

        if not self.cfg.enabled or self._client is None:
            return done(None, "disabled")
        if not query.strip():
            return done(None, "empty")
        log.debug("HyDE: generating hypothetical document for query=%r", query)
        messages = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": query}]
        try:
            raw = self._client.complete(messages, max_tokens=self.max_tokens, temperature=0.0)
        except LLMError as exc:  # the LLM seam's errors: a reason for the trace, no traceback needed
            reason = fallback_reason(exc)
            log.info("HyDE: generation failed (%s) — falling back to raw query embedding", reason)
            return done(None, reason)
        text = clean_hypothetical(raw)
        if text is None:
            log.info("HyDE: generation returned empty/null — falling back to raw query embedding")
            return done(None, "empty")
        return done(text, "ok")
