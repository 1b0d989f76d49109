"""Write the blind holdout v5 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v5_src``.

    python bench/write_holdout_v5.py

Capture messages get seeded typo / lowercase / prefix variants (the capture corpus's generator, seed 502).
Injection lines are rendered in their family's disguise; the disguises new to this holdout are Cyrillic or
Greek look-alike letters in one word (``homoglyph1``), the line inside a Markdown table cell (``tablecell``),
the line inside an HTML ``<details>`` block (``details``) and invisible characters inside words (soft
hyphens, or word joiners between the letters of a word: ``invisible``). Plain lines also appear in the
neutral carriers of the v2 corpus (once for attacks, twice for benign notes). The output is used only for
reporting and is never edited after results are seen.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v5_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_classifier_corpora import HOMOGLYPHS  # noqa: E402
from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402
from bench.write_holdout_v4 import capture_rows as v4_capture_rows  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v5" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v5" / "holdout.jsonl"
SEED = 502
_SOFT_HYPHEN = "\u00ad"
_WORD_JOINER = "\u2060"
_SUMMARIES = ("Details", "More info", "Show notes", "Expand", "Read more")
_TABLES = ("| Date | Note |\n|---|---|\n| {day} Dec | {text} |",
           "| Item | Owner | Comment |\n|---|---|---|\n| backlog | {owner} | {text} |")


def _lookalike(word: str, table: dict[str, str]) -> str:
    return "".join(table.get(ch, ch) for ch in word)


def _one_word(text: str, table: dict[str, str], pick: int) -> str:
    """``text`` with look-alike letters in one word: the longest changeable one (``pick`` -1) or the ``pick``-th."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 3 and _lookalike(w, table) != w]
    if not idx:
        return text
    i = max(idx, key=lambda j: len(words[j])) if pick < 0 else idx[pick % len(idx)]
    return " ".join(_lookalike(w, table) if j == i else w for j, w in enumerate(words))


def _soft_hyphens(text: str) -> str:
    return " ".join(w[: len(w) // 2] + _SOFT_HYPHEN + w[len(w) // 2:] if len(w) > 5 else w for w in text.split(" "))


def _joined_letters(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    chosen = set(rng.sample(idx, min(2, len(idx))))
    return " ".join(_WORD_JOINER.join(w) if i in chosen else w for i, w in enumerate(words))


def disguise(text: str, transform: str, rng: random.Random) -> list[str]:
    """The renderings of one hand-written line in ``transform`` (``plain`` gives the line itself)."""
    if transform == "plain":
        return [text]
    if transform == "homoglyph1":
        return [_one_word(text, HOMOGLYPHS["cyrillic"], -1), _one_word(text, HOMOGLYPHS["greek"], rng.randrange(99))]
    if transform == "tablecell":
        return [_TABLES[0].format(day=rng.randint(1, 28), text=text),
                _TABLES[1].format(owner=rng.choice(("Sam", "Ana", "Kofi", "Lin")), text=text)]
    if transform == "details":
        a, b = rng.sample(_SUMMARIES, 2)
        return [f"<details>\n<summary>{a}</summary>\n\n{text}\n</details>",
                f"Project page\n\n<details><summary>{b}</summary>{text}</details>"]
    if transform == "invisible":
        return [_soft_hyphens(text), _joined_letters(text, rng)]
    raise ValueError(transform)


def _distinct(line: str, transform: str, rng: random.Random) -> list[str]:
    return list(dict.fromkeys(disguise(line, transform, rng)))


def injection_rows(source: str = INJECTION) -> list[dict[str, object]]:
    """v3's rendering (each line in its disguise, plain lines also in carriers) with v5's disguises and seed."""
    return v3_injection_rows(source, render=_distinct, seed=SEED)


def capture_rows(source: str = CAPTURE) -> list[dict[str, str]]:
    """v4's capture rendering (a seeded variant after most single-line messages) with v5's seed."""
    return v4_capture_rows(source, seed=SEED)


if __name__ == "__main__":
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows())
