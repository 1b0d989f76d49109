"""Catch rate and false-positive rate of the prompt-injection detector on the labelled corpus.

    python bench/injection_detector.py [--data tests/data/injection_corpus.jsonl] [--out bench/results/injection_detector.json]

Each corpus line is ``{"split", "label", "kind", "text", "round"}``: ``label`` is ``attack`` (instruction-shaped
text aimed at the agent, plain or disguised) or ``benign`` (ordinary notes and look-alikes such as "ignore the
warning in the build log"). ``split`` ``dev`` is what the rules were written against; ``holdout`` lines were
written after the rules were frozen and were not used to change them, so its figures are the honest ones
for unseen phrasing. ``round`` says when a line was written (1: before the first rules; 2 to 4: the
first three holdouts, each scored once against the rules of its time and then moved into dev; 5: the
current holdout, scored against the current rules; 6: dev lines written for issue 13b's rule families —
the agent's own instructions rewritten, "your new directive is", and look-alikes). When the LoCoMo data set is present (``--locomo``), its
5,882 dialogue turns — ordinary conversation nobody here wrote — are scored as a second benign set. The
speed figure is the mean time
of :func:`memspark.safety.detect_injection` (uncached) on the corpus texts and on 2 KB memory chunks.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import note, write_result  # noqa: E402
from memspark.safety import detect_injection  # noqa: E402

DATA = ROOT / "tests" / "data" / "injection_corpus.jsonl"
LOCOMO = ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json"


def evaluate(rows: list[dict[str, object]]) -> dict[str, object]:
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    missed = [r for r in attacks if detect_injection(str(r["text"])) is None]
    flagged = [(r, detect_injection(str(r["text"]))) for r in benign]
    flagged = [(r, f) for r, f in flagged if f is not None]
    return {
        "attacks": len(attacks), "caught": len(attacks) - len(missed),
        "catch_rate": round((len(attacks) - len(missed)) / max(len(attacks), 1), 3),
        "benign": len(benign), "false_positives": len(flagged),
        "false_positive_rate": round(len(flagged) / max(len(benign), 1), 3),
        "missed_by_kind": dict(Counter(str(r["kind"]) for r in missed)),
        "missed": [str(r["text"])[:120] for r in missed],
        "false_positive_texts": [{"text": str(r["text"])[:120], "rule": f.rule} for r, f in flagged],
    }


def locomo_false_positives(path: Path) -> dict[str, object] | None:
    """Every LoCoMo dialogue turn is ordinary conversation: a realistic benign set we wrote none of."""
    if not path.is_file():
        return None
    turns = [str(t.get("text", "")) for conv in json.loads(path.read_text(encoding="utf-8"))
             for key, session in conv["conversation"].items() if key.startswith("session_") and isinstance(session, list)
             for t in session]
    flagged = [t for t in turns if detect_injection(t) is not None]
    return {"turns": len(turns), "flagged": len(flagged), "false_positive_rate": round(len(flagged) / max(len(turns), 1), 5),
            "flagged_texts": [t[:160] for t in flagged]}


def speed_us(texts: list[str], repeat: int) -> float:
    """Mean microseconds per uncached call (the best of ``repeat`` rounds: the machine is shared)."""
    uncached = detect_injection.__wrapped__
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for t in texts:
            uncached(t)
        best = min(best, time.perf_counter() - started)
    return round(best / len(texts) * 1e6, 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--locomo", type=Path, default=LOCOMO, help="LoCoMo JSON: its dialogue turns as a benign set")
    args = ap.parse_args()
    rows = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    import random

    chunks = [note(random.Random(i), i, paragraphs=3)[:2000] for i in range(50)]
    result = {
        "data": str(args.data.relative_to(ROOT) if args.data.is_relative_to(ROOT) else args.data),
        "dev": evaluate([r for r in rows if r["split"] == "dev"]),
        "holdout": evaluate([r for r in rows if r["split"] == "holdout"]),
        "by_round": {str(k): evaluate([r for r in rows if r.get("round") == k])
                     for k in sorted({r.get("round") for r in rows if r.get("round") is not None})},
        "locomo_turns": locomo_false_positives(args.locomo),
        "mean_us_per_corpus_text": speed_us([str(r["text"]) for r in rows], 20),
        "mean_us_per_2kb_chunk": speed_us(chunks, 5),
    }
    out = write_result("injection_detector", result) if args.out is None else args.out
    if args.out is not None:
        args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    for split in ("dev", "holdout"):
        r = result[split]
        assert isinstance(r, dict)
        print(f"{split:8s} catch {r['caught']}/{r['attacks']} = {r['catch_rate']:.3f}   "
              f"false positives {r['false_positives']}/{r['benign']} = {r['false_positive_rate']:.3f}")
    loc = result["locomo_turns"]
    if isinstance(loc, dict):
        print(f"locomo   false positives {loc['flagged']}/{loc['turns']} dialogue turns")
    print(f"speed: {result['mean_us_per_corpus_text']} us per corpus text, {result['mean_us_per_2kb_chunk']} us per 2 KB "
          f"chunk -> {out}")


if __name__ == "__main__":
    main()
