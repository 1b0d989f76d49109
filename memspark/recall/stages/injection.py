"""Stage 15, injection filter: memories that carry prompt-injection text never reach the prompt.

A stored note can quote an attack (a pasted web page, a captured message); injected verbatim
before the agent's turn it would read as an instruction. Patterns: override phrases ("ignore
previous instructions", "disregard …", "forget your instructions"), identity switches ("you are
now", "act as", "pretend to be"), role/markup tokens ("system prompt", ``<system>``,
``<|im_start|>``, ``[INST]``), jailbreak markers (DAN, "developer mode", "do anything now") and
base64 blobs that decode to any of these.
"""

from __future__ import annotations

import base64
import binascii
import re

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(rx, re.IGNORECASE)) for name, rx in (
    ("ignore-instructions", r"\bignore\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?"
                            r"(?:previous|prior|above|earlier|preceding)\s+(?:instructions?|prompts?|rules|messages?|directions?)"),
    ("disregard", r"\bdisregard\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?(?:previous|prior|above|earlier|"
                  r"preceding|system|instructions?|rules|guidelines)"),
    ("forget-instructions", r"\bforget\s+(?:all\s+)?(?:your|the|previous|prior)\s+(?:previous\s+)?(?:instructions|rules)"),
    ("you-are-now", r"\byou\s+are\s+now\b"),
    ("system-prompt", r"\bsystem\s+prompt\b"),
    ("system-tag", r"<\s*/?\s*system\s*>|<\|im_start\|>|<\|im_end\|>|\[/?INST\]|<<\s*SYS\s*>>"),
    ("act-as", r"\bact\s+as\s+(?:a|an|if|my|the|though)\b"),
    ("pretend", r"\bpretend\s+(?:to\s+be|you\s+are)\b"),
    ("jailbreak", r"\b(?:jailbreak|developer\s+mode|do\s+anything\s+now|DAN\s+mode)\b|\bDAN\b(?=[:,.)\s])"),
    ("new-instructions", r"\bnew\s+instructions\s*:"),
))
_BASE64 = re.compile(r"[A-Za-z0-9+/]{32,}={0,2}")


def _decoded_blobs(text: str) -> list[str]:
    out = []
    for blob in _BASE64.findall(text):
        try:
            raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
            out.append(raw.decode("utf-8"))
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
    return out


def injection_pattern(text: str) -> str | None:
    """The name of the first injection pattern in ``text`` (plain or base64-encoded), else None."""
    for name, rx in _PATTERNS:
        if rx.search(text):
            return name
    for decoded in _decoded_blobs(text):
        for name, rx in _PATTERNS:
            if rx.search(decoded):
                return f"base64:{name}"
    return None


def filter_injections(candidates: tuple[Candidate, ...]) -> StageOutput:
    kept, drops = [], []
    for c in candidates:
        hit = injection_pattern(c.injected_text)
        if hit:
            drops.append(Drop(c.id, c.location, DropReason.INJECTION, hit))
        else:
            kept.append(c)
    return StageOutput(tuple(kept), drops=tuple(drops))
