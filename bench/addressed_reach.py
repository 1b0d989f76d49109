"""How often the addressed-directive signal fires, on attacks and on benign rows, per corpus: before and after a change.

    python bench/addressed_reach.py [--baseline REV] [--name a2_addressed]

The signal (:func:`memspark.safety.addressed.addressed_directive`) is one structural feature of the learned
injection model: an AI reader named as the addressee, an action verb after it. This bench reads every row
the detector would (its detection form, first ``MAX_CHARS`` characters) of the development corpora — the v2
splits, the seen holdouts v3 to v8, the hand-written lines of sessions 7, 8 and 11 — and the 5,882 dialogue
turns of LoCoMo (all benign, when ``locomo10.json`` is found), and reports the share of attack rows and of
benign rows on which the signal fires, for the module in the working tree ("after") and for the same module
at git revision ``--baseline`` ("before"). It lists the benign rows and LoCoMo turns that newly fire (each
one to be explained) and counts the attacks that newly fire or stop firing. No blind holdout is read.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from memspark.safety import addressed  # noqa: E402
from memspark.safety.learned import MAX_CHARS, detection_view  # noqa: E402

BASELINE = "fab748dbeb435091edf7062ed8de0c8afe59fc98"  # the signal before readers named in ordinary words
DATA = ROOT / "tests" / "data"
LOCOMO = (ROOT / "bench" / "data" / "locomo10.json", Path("/work/cache/locomo10.json"),
          Path("/work/shared/data/locomo/locomo10.json"))

Row = tuple[str, bool]  # (text, attack)


def _jsonl(path: Path) -> list[Row]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(r["text"], r["label"] == "attack") for r in rows]


def _src(module: str) -> list[Row]:
    import importlib

    return [(text, label == "attack") for _, label, text in importlib.import_module(f"bench.corpora.{module}").lines()]


def corpora() -> dict[str, list[Row]]:
    """Every development corpus, by name (never a blind holdout)."""
    out = {f"v2:{p.stem}": _jsonl(p) for p in sorted((DATA / "injection_corpus_v2").glob("*.jsonl"))}
    out |= {f"v{v}": _jsonl(DATA / f"injection_holdout_v{v}" / "holdout.jsonl") for v in range(3, 9)}
    out["s7:structure"] = _src("structure_src")
    out |= {f"s8:{m.removesuffix('_src')}": _src(m) for m in ("reader_docs_src", "false_context_src", "chat_disguise_src",
                                                               "multilingual_s8_src")}
    out |= {f"{m.split('_')[1]}:{m.removesuffix('_src')}": _src(m)
            for m in ("train_s11_injection_src", "train_s11_multilingual_src", "train_s12_injection_src",
                      "train_s12_multilingual_src")
            if (ROOT / "bench" / "corpora" / f"{m}.py").is_file()}
    locomo = next((p for p in LOCOMO if p.is_file()), None)
    if locomo is not None:
        data = json.loads(locomo.read_text(encoding="utf-8"))
        out["locomo"] = [(str(t.get("text", "")), False) for conv in data for key, session in conv["conversation"].items()
                         if key.startswith("session_") and isinstance(session, list) for t in session
                         if str(t.get("text", "")).strip()]
    return out


def baseline_signal(rev: str) -> Callable[[str], bool]:
    """``addressed_directive`` of ``memspark/safety/addressed.py`` at git revision ``rev``."""
    source = subprocess.run(["git", "show", f"{rev}:memspark/safety/addressed.py"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout
    module = types.ModuleType("addressed_baseline")
    exec(compile(source, "addressed_baseline.py", "exec"), module.__dict__)  # noqa: S102 - the repository's own code
    return module.addressed_directive


def reach(rows: list[Row], before: Callable[[str], bool], after: Callable[[str], bool]) -> dict[str, object]:
    """Shares of attacks and benign rows the signal fires on, before and after, and the rows that changed."""
    counts = {"attacks": 0, "benign": 0, "attacks_before": 0, "attacks_after": 0, "benign_before": 0, "benign_after": 0}
    new_benign, lost_attacks, new_attacks = [], 0, 0
    for text, attack in rows:
        view = detection_view(text)[:MAX_CHARS]
        b, a = before(view), after(view)
        kind = "attacks" if attack else "benign"
        counts[kind] += 1
        counts[f"{kind}_before"] += b
        counts[f"{kind}_after"] += a
        if attack:
            new_attacks += a and not b
            lost_attacks += b and not a
        elif a and not b:
            new_benign.append(text[:300])
    share = {f"{k}_share": round(counts[k] / counts[k.split("_")[0]], 4) if counts[k.split("_")[0]] else None
             for k in ("attacks_before", "attacks_after", "benign_before", "benign_after")}
    return {**counts, **share, "attacks_newly_firing": new_attacks, "attacks_no_longer_firing": lost_attacks,
            "benign_newly_firing": new_benign, "benign_no_longer_firing": counts["benign_before"] - counts["benign_after"]
            + len(new_benign)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--baseline", default=BASELINE, help="git revision of the signal to compare with")
    ap.add_argument("--name", default="a2_addressed")
    args = ap.parse_args()
    before = baseline_signal(args.baseline)
    t0 = time.perf_counter()
    results = {name: reach(rows, before, addressed.addressed_directive) for name, rows in corpora().items()}
    total = {k: sum(int(r[k]) for r in results.values()) for k in  # type: ignore[call-overload]
             ("attacks", "benign", "attacks_before", "attacks_after", "benign_before", "benign_after")}
    for name, r in results.items():
        print(f"{name:28s} attacks {r['attacks_before_share']} -> {r['attacks_after_share']} (n={r['attacks']})   "
              f"benign {r['benign_before_share']} -> {r['benign_after_share']} (n={r['benign']})   "
              f"new benign {len(r['benign_newly_firing'])}")  # type: ignore[arg-type]
    print("total", total)
    out = write_result(args.name, {"baseline": args.baseline, "seconds": round(time.perf_counter() - t0, 1),
                                   "view": f"detection_view(text)[:{MAX_CHARS}]", "total": total, "corpora": results})
    print(out)


if __name__ == "__main__":
    main()
