"""Capture's classifier on short messages in other languages: the session-20 probe and the lead's earlier one.

    OMP_NUM_THREADS=1 python bench/e1_short_probe.py [--e5-asset PATH] [--name e1_probe_before]

``probe``: :mod:`bench.corpora.probe_s20_short_src` (48 rows, 12 languages, half durable, written before any fit of
the round; no fit reads it). ``lead_s19``: the 30 short durable statements of ``bench/results/s19_e5_store_variants.json``
(seen: looked at last round). Each row is classified by :class:`memspark.capture.learned.LearnedClassifier` (kept = a
stored category at confidence >= 0.6, as the capture writer's floor) and decided by :func:`memspark.capture.decide`
(the gates too: a line under 30 characters is refused there whatever the model says). ``--e5-asset``: a candidate
multilingual store/category asset instead of the shipped one.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.corpora import probe_s20_short_src  # noqa: E402
from memspark.capture import learned  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402

CATEGORIES = ("fact", "preference", "decision", "code-snippet")


def lead_rows() -> list[dict[str, str]]:
    data = json.loads((ROOT / "bench" / "results" / "s19_e5_store_variants.json").read_text(encoding="utf-8"))
    return [{"text": r["text"], "label": "store", "code": "F", "family": "lead-s19", "lang": ""}
            for r in data["variants"]["V0_base"]["rows"]]


def score(rows: list[dict[str, str]], clf: learned.LearnedClassifier) -> dict[str, object]:
    cfg = CaptureConfig(use_classifier=False)
    out, tally = [], {"store_kept": 0, "store": 0, "skip_kept": 0, "skip": 0, "store_decided": 0, "skip_decided": 0}
    for r in rows:
        got = clf.classify(r["text"], "user", CATEGORIES)
        kept = got.category != "other" and got.confidence >= 0.6
        dec = decide(r["text"], role="user", agent_id="main", cfg=cfg, classifier=clf)
        label = r["label"]
        tally[label] += 1
        tally[f"{label}_kept"] += int(kept)
        tally[f"{label}_decided"] += int(dec.keep)
        out.append({**r, "kept": kept, "decided": dec.keep, "confidence": got.confidence, "cues": list(got.cues)})
    return {**tally, "rows": out}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--e5-asset", default="")
    ap.add_argument("--name", default="")
    args = ap.parse_args(argv)
    models = learned._load(Path(args.e5_asset)) if args.e5_asset else None
    clf = learned.LearnedClassifier(e5_models=models)
    report = {"e5_asset": args.e5_asset or "shipped", "probe": score(probe_s20_short_src.rows(), clf),
              "lead_s19": score(lead_rows(), clf)}
    for part in ("probe", "lead_s19"):
        got = report[part]
        print(part, {k: v for k, v in got.items() if k != "rows"})  # type: ignore[union-attr]
        for r in got["rows"]:  # type: ignore[index]
            mark = "ok " if r["kept"] == (r["label"] == "store") else "BAD"
            print(f"  {mark} {r['label']:5} kept={r['kept']!s:5} dec={r['decided']!s:5} {r['confidence']:.2f} "
                  f"{r['text'][:70]}  {r['cues'][:2]}")
    if args.name:
        print("wrote", write_result(args.name, report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
