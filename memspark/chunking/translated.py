"""A conversation through a translation app: each utterance and its translation under it, the languages swapping.

A translation app's conversation mode keeps what each side said in their own language with its translation on the
line below (``すみません、伏見稲荷にはどう行けばいいですか？`` / ``Excuse me, how do I get to Fushimi Inari?`` /
``Take the JR Nara line, …`` / ``JR奈良線に乗って、…``); copied into a note, no one is named. The speaker shows in the
order: who speaks Japanese writes the Japanese line first. :func:`translated_turns` reads a run of line pairs, each
two lines in different scripts, as turns of shape :data:`TRANSLATED` at each pair's first line (the translation
belongs to it) when the order swaps at least :data:`SWAPS` times: the sides take turns. A phrasebook, a bilingual
menu or a song with its translation keeps one order throughout. Each side is named by its language where a legend
above names the two (``日本語 ⇄ English``), by its script otherwise.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from memspark.chunking.labels import Label

TRANSLATED = ("translated",)  # the shape of an utterance above its translation
PAIRS = 3  # pairs in the run, at least
SWAPS = 2  # the order of the two languages changes from one pair to the next at least this often
_LEGEND = re.compile(r"\s*(?P<a>[^\W\d_][^⇄↔⟷<>=]{0,30}?)\s*(?:⇄|↔|⟷|<->|<=>)\s*(?P<b>[^\W\d_][^⇄↔⟷<>=]{0,30}?)\s*")


def _script(text: str) -> str | None:
    """The script most of ``text``'s letters are written in (``LATIN``, ``CJK``, ``CYRILLIC``, …), None without letters."""
    counts = Counter(_family(unicodedata.name(c, "").split(" ")[0]) for c in text if c.isalpha())
    return counts.most_common(1)[0][0] if counts else None


def _family(script: str) -> str:
    return "CJK" if script in ("CJK", "HIRAGANA", "KATAKANA", "HALFWIDTH", "FULLWIDTH") else script


def translated_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The utterances of a translated conversation in ``lines`` (index → label: each pair's first line), or none."""
    if all(line.isascii() for line in lines):
        return {}  # one script: no pair to read (a quick test, most chunks)
    legend = {script: m[side] for m in (_LEGEND.fullmatch(line) for line in lines[:12]) if m is not None
              for side in ("a", "b") if (script := _script(m[side]))}
    out: dict[int, Label] = {}
    run: list[tuple[int, str]] = []  # a pair's first line and its script
    i = 0
    while i < len(lines):
        pair = _pair(lines, i) if i + 1 < len(lines) else None
        if pair is None:
            out.update(_exchange(run, lines, legend))
            run, i = [], i + 1
        else:
            run.append((i, pair))
            i += 2
    out.update(_exchange(run, lines, legend))
    return out


def _pair(lines: Sequence[str], i: int) -> str | None:
    """The script of line ``i`` when it and the line under it are an utterance and its translation, else None."""
    a, b = lines[i].strip(), lines[i + 1].strip()
    if not a or not b or _LEGEND.fullmatch(a) or _LEGEND.fullmatch(b) or a.startswith("#") or b.startswith("#"):
        return None
    first, second = _script(a), _script(b)
    return first if first is not None and second is not None and first != second else None


def _exchange(run: list[tuple[int, str]], lines: Sequence[str], legend: dict[str, str]) -> dict[int, Label]:
    scripts = [script for _, script in run]
    swaps = sum(a != b for a, b in zip(scripts, scripts[1:], strict=False))
    if len(run) < PAIRS or swaps < SWAPS or len(set(scripts)) != 2:
        return {}
    return {i: Label(legend.get(script, script.title()), TRANSLATED, text=lines[i].strip()) for i, script in run}


__all__ = ["TRANSLATED", "translated_turns"]
