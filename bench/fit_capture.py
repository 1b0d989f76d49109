"""Refit the capture store/category models alone (both paths) and write their shipped assets.

    OMP_NUM_THREADS=1 python bench/fit_capture.py [--check] [--out-capture …] [--out-capture-e5 …]

The same fits and the same asset payloads as :mod:`bench.fit_classifiers` writes for capture
(:func:`~bench.fit_classifiers.fit_capture`, :func:`~bench.fit_classifiers.fit_capture_e5`), without refitting the
injection models: for a change to the capture models' data or recipe, or to refresh their ``data_sha256`` after the
data files the injection models read have changed. Each asset keeps the ``suspect`` record it had (capture's own
suspect bars, fitted over the injection models, whose fingerprint it holds): run ``bench/fit_suspect.py`` after a
change to the capture models, as the full fit does.
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

from bench import fit_classifiers as fc  # noqa: E402


def payloads() -> dict[Path, dict[str, object]]:
    """The two capture assets as :func:`bench.fit_classifiers.main` writes them (``suspect`` aside)."""
    e5_store, e5_category, e5_info = fc.fit_capture_e5()
    store, category, info = fc.fit_capture()
    print("capture e5:", e5_info, "flag", e5_store.flag)
    print("capture:", info, "flag", store.flag, "abstain", store.abstain)
    return {fc.E5_CAPTURE_ASSET: fc.capture_payload(e5_store, e5_category, e5_info, multilingual=True),
            fc.CAPTURE_ASSET: fc.capture_payload(store, category, info, multilingual=False)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="refit and compare with the shipped weights")
    ap.add_argument("--out-capture", default=str(fc.CAPTURE_ASSET))
    ap.add_argument("--out-capture-e5", default=str(fc.E5_CAPTURE_ASSET))
    args = ap.parse_args(argv)
    out = {fc.CAPTURE_ASSET: Path(args.out_capture), fc.E5_CAPTURE_ASSET: Path(args.out_capture_e5)}
    fitted = payloads()
    if args.check:
        same = all(json.loads(asset.read_text())["store"]["weights"] == payload["store"]["weights"]  # type: ignore[index]
                   for asset, payload in fitted.items())
        print("reproduces the shipped weights:", same)
        return 0 if same else 1
    for asset, payload in fitted.items():
        shipped = json.loads(asset.read_text(encoding="utf-8")) if asset.is_file() else {}
        if "suspect" in shipped:
            payload["suspect"] = shipped["suspect"]
        out[asset].parent.mkdir(parents=True, exist_ok=True)
        out[asset].write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
        print("wrote", out[asset], out[asset].stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
