"""Stage 15, injection filter: memories that carry prompt-injection text never reach the prompt.

A stored note can quote an attack (a pasted web page, a captured message); injected verbatim
before the agent's turn it would read as an instruction. The check is the one detector every
surface shares (:mod:`memspark.safety`: normalised text, disguises removed, instruction-shaped text
aimed at the agent, then the learned classifier); a dropped candidate is traced with the rule family
and the matched excerpt.

Recall never embeds to screen: the learned part scores each candidate's stored vector (the child's
MiniLM vector of its embed text: path, heading, date and text) when ``vectors_fit`` says the table's
model is the bundled MiniLM the weights were fitted on; otherwise, or for a candidate without a
vector, the rules alone decide. The rules also screen the text that is injected (an expanded
parent's full text) and the path (it reaches the block as ``source``).

A child screened when it was written carries that verdict (:mod:`memspark.safety.recorded`): recall uses
it while the detector, the text and the reading are the ones it was recorded with, and screens the
candidate itself otherwise. The verdict is the same either way; only the work moves to the writer.
"""

from __future__ import annotations

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason
from memspark.safety.injection import InjectionFinding, detect_injection_by_vector
from memspark.safety.recorded import recorded_verdict
from memspark.safety.screen import screen_path


def screen_text(c: Candidate, vectors_fit: bool) -> InjectionFinding | None:
    """The verdict on the candidate's own text: the recorded one while it applies, else screened now."""
    recorded = recorded_verdict(c.screened, c.text, vectors_fit)
    if recorded is not None:
        return recorded.finding
    vector = c.vector if vectors_fit and c.vector is not None and c.vector.any() else None
    return detect_injection_by_vector(c.text, vector)


def screen_candidate(c: Candidate, vectors_fit: bool) -> InjectionFinding | None:
    """The finding for one candidate (see the module docstring), else None."""
    return (screen_text(c, vectors_fit)
            or (detect_injection_by_vector(c.injected_text, None) if c.parent_text is not None else None)
            or screen_path(c.path, learned=False))


def filter_injections(candidates: tuple[Candidate, ...], vectors_fit: bool = False) -> StageOutput:
    kept, drops = [], []
    for c in candidates:
        hit = screen_candidate(c, vectors_fit)
        if hit:
            drops.append(Drop(c.id, c.location, DropReason.INJECTION, hit.rule))
        else:
            kept.append(c)
    return StageOutput(tuple(kept), drops=tuple(drops))
