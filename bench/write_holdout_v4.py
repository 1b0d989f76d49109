"""Write the blind holdout v4 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v4_src``.

    python bench/write_holdout_v4.py

Capture messages get seeded typo / lowercase / prefix variants (the capture corpus's generator, seed 402).
Injection lines are rendered in their family's disguise; the disguises new to this holdout are punctuation
interleaved between letters, a line split across two list items, and mathematical alphanumeric letters
(bold, or monospace on some words). Plain lines also appear in the neutral carriers of the v2 corpus (once
for attacks, twice for benign notes). The output is used only for reporting and is never edited after
results are seen.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v4_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_classifier_corpora import capture_rows as corpus_capture_rows  # noqa: E402
from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v4" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v4" / "holdout.jsonl"
SEED = 402
_MARKS = (".", "-", "*", "·", "_")


def _math(text: str, upper: int, lower: int) -> str:
    """Latin letters moved into a Mathematical Alphanumeric Symbols alphabet starting at ``upper`` / ``lower``."""
    def one(ch: str) -> str:
        if "A" <= ch <= "Z":
            return chr(upper + ord(ch) - ord("A"))
        if "a" <= ch <= "z":
            return chr(lower + ord(ch) - ord("a"))
        return ch
    return "".join(one(ch) for ch in text)


def _interleave(word: str, mark: str) -> str:
    return mark.join(word) if len(word) > 3 and word.isalpha() else word


def _split_at(text: str, fraction: float) -> tuple[str, str]:
    words = text.split(" ")
    cut = max(1, min(len(words) - 1, round(len(words) * fraction)))
    return " ".join(words[:cut]), " ".join(words[cut:])


def disguise(text: str, transform: str, rng: random.Random) -> list[str]:
    """The renderings of one hand-written line in ``transform`` (``plain`` gives the line itself)."""
    if transform == "plain":
        return [text]
    if transform == "punct":
        return [" ".join(_interleave(w, ".") for w in text.split(" ")),
                " ".join(_interleave(w, rng.choice(_MARKS)) if rng.random() < 0.5 else w for w in text.split(" "))]
    if transform == "listsplit":
        a, b = _split_at(text, 0.5)
        c, d = _split_at(text, rng.uniform(0.25, 0.4))
        return [f"- {a}\n- {b}", f"1. {c}\n2. {d}"]
    if transform == "mathbold":
        return [_math(text, 0x1D400, 0x1D41A),
                " ".join(_math(w, 0x1D670, 0x1D68A) if rng.random() < 0.5 else w for w in text.split(" "))]
    raise ValueError(transform)


def injection_rows(source: str = INJECTION) -> list[dict[str, object]]:
    """v3's rendering (each line in its disguise, plain lines also in carriers) with v4's disguises and seed."""
    return v3_injection_rows(source, render=lambda line, transform, rng: list(dict.fromkeys(disguise(line, transform, rng))),
                             seed=SEED)


def capture_rows(source: str = CAPTURE, seed: int = SEED) -> list[dict[str, str]]:
    """One row per hand-written message, and for most single-line ones a seeded variant after it."""
    return [{k: v for k, v in row.items() if k != "split"} for row in corpus_capture_rows(source, {}, seed=seed)]


def main() -> int:
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows())
    return 0


if __name__ == "__main__":
    sys.exit(main())
