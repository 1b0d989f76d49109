"""Stage 15, injection filter: memories that carry prompt-injection text never reach the prompt.

A stored note can quote an attack (a pasted web page, a captured message); injected verbatim
before the agent's turn it would read as an instruction. The check is the one detector every
surface shares (:func:`memspark.safety.detect_injection`: normalised text, disguises removed,
instruction-shaped text aimed at the agent); a dropped candidate is traced with the rule family
and the matched excerpt.
"""

from __future__ import annotations

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason
from memspark.safety import detect_injection
from memspark.safety.screen import screen_path


def filter_injections(candidates: tuple[Candidate, ...]) -> StageOutput:
    kept, drops = [], []
    for c in candidates:
        hit = detect_injection(c.injected_text) or screen_path(c.path)  # the path reaches the block as `source`
        if hit:
            drops.append(Drop(c.id, c.location, DropReason.INJECTION, hit.rule))
        else:
            kept.append(c)
    return StageOutput(tuple(kept), drops=tuple(drops))
