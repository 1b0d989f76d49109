"""Write the blind holdout v3 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v3_src``.

    python bench/write_holdout_v3.py

Capture messages get the same seeded typo / lowercase / prefix variants as the capture corpus. Injection lines
are rendered in their family's disguise; the disguises here are new to this holdout (leetspeak, a Caesar
shift other than 13, zero-width joiners between words, full-width Latin letters), and plain lines also appear
in the neutral carriers of the v2 corpus (once for attacks, twice for benign notes). The output is used only
for reporting and is never edited after results are seen.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v3_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_classifier_corpora import _blocks, _carrier, capture_rows  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v3" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v3" / "holdout.jsonl"
SEED = 302
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0",
         "S": "5", "T": "7", "g": "9", "b": "8"}
_SHIFTS = (3, 5, 7, 9, 11, 17, 19, 23)
_ZWJ = "\u200d"


def _shift(text: str, n: int) -> str:
    def one(ch: str) -> str:
        for base in ("a", "A"):
            if base <= ch <= chr(ord(base) + 25):
                return chr((ord(ch) - ord(base) + n) % 26 + ord(base))
        return ch
    return "".join(one(ch) for ch in text)


def _fullwidth(text: str) -> str:
    return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in text)


def disguise(text: str, transform: str, rng: random.Random) -> list[str]:
    """The renderings of one hand-written line in ``transform`` (``plain`` gives the line itself)."""
    if transform == "plain":
        return [text]
    if transform == "leet":
        return ["".join(_LEET.get(ch, ch) for ch in text),
                "".join(_LEET.get(ch, ch) if rng.random() < 0.5 else ch for ch in text)]
    if transform == "rotn":
        n, m = rng.sample(_SHIFTS, 2)
        return [f"(caesar +{n}) {_shift(text, n)}", _shift(text, m)]
    if transform == "zwj":
        return [_ZWJ.join(text.split(" ")), " ".join(w[:2] + _ZWJ + w[2:] if len(w) > 3 else w for w in text.split())]
    if transform == "fullwidth":
        return [_fullwidth(text), " ".join(_fullwidth(w) if rng.random() < 0.5 else w for w in text.split())]
    raise ValueError(transform)


def injection_rows(source: str = INJECTION, render: Callable[[str, str, random.Random], list[str]] | None = None,
                   seed: int = SEED) -> list[dict[str, object]]:
    """The rows of ``source``, each line rendered by ``render`` (None: :func:`disguise`) with a ``seed``-ed rng."""
    rng = random.Random(seed)
    rows: list[dict[str, object]] = []
    for (family, label, transform), lines in _blocks(source):
        for line in lines:
            texts = (render or disguise)(line, transform, rng)
            while transform == "plain" and len(set(texts)) < (2 if label == "attack" else 3):
                texts = list(dict.fromkeys([*texts, _carrier(line, rng)]))  # distinct carriers only
            rows += [{"text": t, "label": label, "family": family, "transform": transform, "source_line": line,
                      "rendering": i} for i, t in enumerate(texts)]
    return rows


def _write(path: Path, rows: Sequence[Mapping[str, object]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "split"}, ensure_ascii=False) + "\n"
                            for r in rows), encoding="utf-8")
    labels = sorted({str(r["label"]) for r in rows})
    print(f"wrote {path.relative_to(ROOT)}: {len(rows)} rows,",
          ", ".join(f"{lab} {sum(r['label'] == lab for r in rows)}" for lab in labels))


def main() -> int:
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows(CAPTURE, {}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
