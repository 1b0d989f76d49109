"""A chat written down as lines marked by a sign per side: ``+ …`` for one person, ``- …`` for the other.

A note of an exchange copied by hand may name no one: each message a line opening with the sign of its side
(``+ Jó napot, a kazán szerelője csütörtökön jön.`` / ``- Csütörtökön dolgozom, lehetne inkább pénteken?``), a legend
in the heading saying whose sign is whose, or nothing at all. :func:`sign_turns` reads such a block — a run of lines
(no blank line between them) each opening with ``+`` or ``-``, an indented line below one its continuation — as turns
of shape :data:`SIGN`, each named by its sign, when it reads as an exchange: both signs, the sides taking turns (a
sign comes back after the other's line at least :data:`SWITCHES` times), most lines ending as a sentence does, and a
question among them. A list of pros and cons, a diff or a bulleted list says no sentences, asks nothing or keeps one
sign per run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import QUESTION_MARKS, SENTENCE_ENDS

SIGN = ("sign",)  # the shape of a line marked by its side's sign
_SIGNED = re.compile(r"(?P<sign>[+\-−])\s+(?P<said>\S.*)")
_ENDS = (*SENTENCE_ENDS, ")", "\"", "”")  # or a closing bracket or quote after one
SIDE_LINES = 4  # lines in the block, at least
SWITCHES = 3  # the sign changes from one line to the next at least this often


def sign_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The signed lines of every block of ``lines`` that reads as an exchange (module docstring), index → label."""
    out: dict[int, Label] = {}
    block: list[tuple[int, str, str]] = []
    for i, line in enumerate([*lines, ""]):
        m = _SIGNED.fullmatch(line)
        if m is not None:
            block.append((i, "-" if m["sign"] == "−" else m["sign"], m["said"].strip()))
        elif block and line.strip() and line[:1].isspace():
            continue  # an indented line under a signed one: its continuation
        else:
            out.update(_exchange(block))
            block = []
    return out


def _exchange(block: list[tuple[int, str, str]]) -> dict[int, Label]:
    signs = [sign for _, sign, _ in block]
    said = [text.rstrip(" *_") for _, _, text in block]
    switches = sum(a != b for a, b in zip(signs, signs[1:], strict=False))
    if len(block) < SIDE_LINES or len(set(signs)) < 2 or switches < SWITCHES:
        return {}
    if 2 * sum(text.endswith(_ENDS) for text in said) <= len(said) or not any(text.endswith(QUESTION_MARKS) for text in said):
        return {}
    return {i: Label(sign, SIGN, text=text) for i, sign, text in block}


__all__ = ["SIGN", "sign_turns"]
