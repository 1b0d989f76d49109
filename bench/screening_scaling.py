"""Screening time vs text length (issue 19, item 7): the injection detector, the capture noise gate and
the heuristic classifier on long benign and adversarial texts. Linear growth shows as a flat
``us_per_kchar`` column; the former leet-folding regex is timed alongside for contrast (quadratic).

    python bench/screening_scaling.py
"""

from __future__ import annotations

import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402
from memspark.capture.classify import HeuristicClassifier  # noqa: E402
from memspark.capture.gates import noise_kind  # noqa: E402
from memspark.safety import detect_injection  # noqa: E402

SIZES = (5_000, 20_000, 50_000, 200_000)  # characters
# timings are CPU seconds (time.process_time), best of 2
_OLD_LEET = re.compile(r"[a-z][\w@$]*[013457@$][\w@$]*|[013457@$][\w@$]*[a-z][\w@$]*")


def benign(n: int) -> str:
    rng = random.Random(5)
    words = ["the", "backup", "runs", "nightly", "on", "the", "NAS", "Klein", "prefers", "tea", "port", "8080", "we",
             "moved", "staging", "to", "Frankfurt.", "\n"]
    return " ".join(rng.choice(words) for _ in range(n // 4))[:n]


INPUTS = {
    "benign-prose": benign,
    "one-long-word": lambda n: "x" * n,
    "blank-lines": lambda n: "a" + " \n" * (n // 2) + "a",
    "dashes": lambda n: "-" * n,
    "leet-words": lambda n: ("1gn0r3 " * (n // 7 + 1))[:n],
}
SCREENS = {
    "detect_injection": detect_injection,
    "noise_kind": noise_kind,
    "classify": lambda t: HeuristicClassifier().classify(t, "user"),
}


def timed(fn: object, text: str) -> float:
    """CPU seconds (the benchmark machine is shared: wall time would measure the neighbours)."""
    t0 = time.process_time()
    fn(text)  # type: ignore[operator]
    return time.process_time() - t0


def main() -> None:
    res: dict[str, object] = {}
    for screen, fn in SCREENS.items():
        for name, make in INPUTS.items():
            rows = []
            for n in SIZES:
                text = make(n)
                secs = min(timed(fn, text + f" {k}") for k in range(2))  # unique texts: no cache hit
                rows.append({"chars": len(text), "seconds": round(secs, 4), "us_per_kchar": round(1e6 * secs / (len(text) / 1000), 1)})
            res[f"{screen}/{name}"] = rows
            print(screen, name, rows, flush=True)
    former = []
    for n in (2_000, 4_000, 8_000):
        text = "x" * n + " 1"
        former.append({"chars": n, "seconds": round(timed(lambda t: _OLD_LEET.sub(lambda m: m.group(), t), text), 4)})
    res["former_leet_regex/one-long-word"] = former
    print("former leet regex", former)
    print("wrote", write_result("screening_scaling", res))


if __name__ == "__main__":
    main()
