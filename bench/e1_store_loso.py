"""The multilingual capture store model's candidates, each seen holdout scored by models fitted without it.

    OMP_NUM_THREADS=1 python bench/e1_store_loso.py [--variants V0 …] [--name e1_store_loso] [--diff]

Session 20 (E1). For each candidate recipe of the e5 (multilingual) store model (:data:`VARIANTS`): every seen capture
holdout v3-v17 (development data: each scored blind once, then fitted on) is scored by the pipeline of
:mod:`bench.capture_cv` (gates, suspect bars, the heuristic's dampers, the abstain band, min_confidence; replayed from
cached parts) with the e5 store model fitted on every other training row but that set's (leave one set out); the
English store model is the shipped one (it never reads a seen holdout: out of set for all of them). The e5 flag by the
fit's rule (out-of-family scores, family folds, rows the language gate sends to the e5 models, precision 0.95). Also
the foreign rows of the capture corpus and of the hand-written lines scored out of family (family folds), and the
short-statement probe (:mod:`bench.corpora.probe_s20_short_src`, 48 rows; never trained on) and the lead's 30 short
facts of session 19 (seen) by the full fit.

Candidates: the shipped recipe (``V0``); session 20's short lines in the rows (``lines20``); the seen holdouts' rows
weighted down (``seen_w``); short store rows (eight words or fewer) weighted up (``short_w``); instructions to the
assistant dropped from the store model's rows (``no_inst``: the control gate and the suspect bars refuse them); the
band (``width``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench import capture_cv as cv  # noqa: E402
from bench import fit_classifiers as fc  # noqa: E402
from bench._common import write_result  # noqa: E402
from bench.corpora import probe_s20_short_src  # noqa: E402
from bench.e1_short_probe import lead_rows  # noqa: E402
from memspark.capture import learned  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402

LINES = ("train_s17_capture_src", "train_s18_capture_src", "train_s19_capture_src")
INSTRUCTION = ("instruction-to-assistant", "instruction")
DATA = ("seen capture holdouts v3-v17 (development data), each scored by e5 store models fitted without it; probe: "
        "session 20's 48 short lines (never trained on); lead_s19: the lead's 30 short facts of session 19 (seen)")


@dataclass(frozen=True)
class Recipe:
    lines20: bool = False  # session 20's short lines (bench/corpora/train_s20_capture_src.py) train it
    seen_w: float = 1.0  # the seen holdouts' rows weigh this
    short_w: float = 1.0  # store rows of eight words or fewer (or 24 characters in a script without spaces) weigh this
    short_skip_w: float = 1.0  # skip rows of that length weigh this
    no_inst: bool = False  # instructions to the assistant train it not
    width: float = fc.E5_STORE_BAND
    precision: float = fc.E5_STORE_PRECISION
    l2: float = fc.E5_CAPTURE_L2


VARIANTS = {
    "V0": Recipe(),
    "lines20": Recipe(lines20=True),
    "lines20-seen0.5": Recipe(lines20=True, seen_w=0.5),
    "lines20-short2": Recipe(lines20=True, short_w=2.0),
    "lines20-short2-skip2": Recipe(lines20=True, short_w=2.0, short_skip_w=2.0),
    "lines20-no_inst": Recipe(lines20=True, no_inst=True),
    "seen0.5": Recipe(seen_w=0.5),
    "short2": Recipe(short_w=2.0),
}


def recipe(spec: str) -> Recipe:
    if spec in VARIANTS:
        return VARIANTS[spec]
    fields: dict[str, object] = {}
    for part in spec.split(","):
        key, value = part.split("=", 1)
        kind = type(getattr(Recipe(), key))
        fields[key] = value in ("1", "true", "True") if kind is bool else kind(value)
    return Recipe(**fields)  # type: ignore[arg-type]


def short(text: str) -> bool:
    words = text.split()
    return len(words) <= 8 if len(words) > 2 else len(text.strip()) <= 24


def line_rows(stems: tuple[str, ...]) -> list[dict[str, str]]:
    import importlib

    from bench.write_classifier_corpora import capture_rows

    out: list[dict[str, str]] = []
    for stem in stems:
        source = importlib.import_module(f"bench.corpora.{stem}").SOURCE
        out += [{**r, "family": f"{stem.split('_')[1]}cap-{r['family']}"} for r in capture_rows(source, {})]
    return out


def fit_weighted(x: np.ndarray, y: np.ndarray, w_row: np.ndarray, l2: float) -> tuple[np.ndarray, float]:
    """:func:`bench.fit_classifiers.fit_standardised` with per-row weights on top of the class balance."""
    xs, mu, sd = fc._standardise(x, fc.E5_DIMS)
    xs = xs.astype(np.float32)  # float32 arithmetic: twice as fast; the shipped fit (float64) differs in the 4th digit
    n, d = xs.shape
    pos, neg = max(float(y.sum()), 1.0), max(float(n - y.sum()), 1.0)
    sw = np.where(y > 0.5, n / (2 * pos), n / (2 * neg)) * w_row
    w, b = np.zeros(d), 0.0
    m, v, mb, vb = np.zeros(d), np.zeros(d), 0.0, 0.0
    for t in range(1, fc.STEPS + 1):
        p = 1.0 / (1.0 + np.exp(-(xs @ w + b)))
        g = sw * (p - y)
        gw, gb = xs.T @ g / n + l2 * w, float(g.mean())
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        w -= fc.LR * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        b -= fc.LR * (mb / (1 - 0.9 ** t)) / (np.sqrt(vb / (1 - 0.999 ** t)) + 1e-8)
    raw = w.copy()
    raw[:fc.E5_DIMS] = w[:fc.E5_DIMS] / sd
    return raw, float(b - float(np.dot(w[:fc.E5_DIMS], mu / sd)))


def weights(rows: list[dict[str, str]], rc: Recipe, seen: np.ndarray) -> np.ndarray:
    w = np.ones(len(rows))
    w[seen] *= rc.seen_w
    sh = np.asarray([short(r["text"]) for r in rows])
    st = np.asarray([r["label"] == "store" for r in rows])
    w[sh & st] *= rc.short_w
    w[sh & ~st] *= rc.short_skip_w
    return w


def run(rc: Recipe, base: list[dict[str, str]], sets: dict[str, list[dict[str, str]]],
        parts: dict[str, list[cv.Parts]], en: dict[str, np.ndarray], en_flag: float,
        probes: dict[str, list[dict[str, str]]]) -> dict[str, object]:
    lines = line_rows(LINES + (("train_s20_capture_src",) if rc.lines20 else ()))
    seen_rows = [r for rows in sets.values() for r in rows]
    train = base + lines + seen_rows
    src = np.asarray(["corpus"] * len(base) + ["lines20" if r["family"].startswith("s20cap-") else "lines" for r in lines]
                     + [r["_set"] for r in seen_rows])
    keep_row = np.asarray([not (rc.no_inst and r["kind"] in INSTRUCTION) for r in train])
    x = fc.e5_capture_matrix(train)
    y = np.asarray([r["label"] == "store" for r in train], dtype=np.float64)
    w_row = weights(train, rc, np.isin(src, list(sets)))
    gated = np.asarray([not_english(r["text"]) for r in train])
    folds = fc.family_folds([r["family"] for r in train])
    oof = np.zeros(len(train))
    for k in range(int(folds.max()) + 1):
        tr = (folds != k) & keep_row
        wk, bk = fit_weighted(x[tr], y[tr], w_row[tr], rc.l2)
        oof[folds == k] = fc._probs(x[folds == k], wk, bk)
    flag = fc._store_flag(oof[gated & keep_row], y[gated & keep_row] > 0.5, rc.precision)
    v = cv.Variant(e5_width=rc.width)
    out: dict[str, object] = {"recipe": asdict(rc), "e5_flag": flag, "train_rows": int(keep_row.sum())}
    sets_out, kept_by = {}, {}
    for name, rows in sets.items():
        tr = (src != name) & keep_row
        wk, bk = fit_weighted(x[tr], y[tr], w_row[tr], rc.l2)
        p5 = fc._probs(x[src == name], wk, bk)
        kept = cv.decide_rows(rows, parts[name], en[name], p5, en_flag, flag, v)
        kept_by[name] = kept
        foreign = [p.foreign for p in parts[name]]
        sets_out[name] = {**cv.figures(rows, kept), "foreign": cv.figures(
            [r for r, f in zip(rows, foreign, strict=True) if f], [k for k, f in zip(kept, foreign, strict=True) if f])}
    pooled_rows = [r for rows in sets.values() for r in rows]
    pooled_kept = [k for name in sets for k in kept_by[name]]
    pooled_foreign = [p.foreign for name in sets for p in parts[name]]
    out["pooled"] = cv.figures(pooled_rows, pooled_kept)
    out["pooled_foreign"] = cv.figures([r for r, f in zip(pooled_rows, pooled_foreign, strict=True) if f],
                                       [k for k, f in zip(pooled_kept, pooled_foreign, strict=True) if f])
    out["sets"] = sets_out
    # the foreign rows of the corpus and of the lines, out of family (e5 path only: the English model reads no row here)
    for part in ("corpus", "lines", "lines20"):
        sel = (src == part) & gated
        rows_p = [r for r, s in zip(train, sel, strict=True) if s]
        if not rows_p:
            continue
        pts = [cv.Parts(True, True, False) for _ in rows_p]
        kept = cv.decide_rows(rows_p, pts, np.zeros(len(rows_p)), oof[sel], en_flag, flag, v)
        out[f"{part}_foreign_oof"] = cv.figures(rows_p, kept)
    wf, bf = fit_weighted(x[keep_row], y[keep_row], w_row[keep_row], rc.l2)
    out["weights"] = (wf, bf)
    for name, rows in probes.items():
        if not rows:
            continue
        p5 = fc._probs(fc.e5_capture_matrix(rows), wf, bf)
        pts = [cv.Parts(True, True, False) for _ in rows]
        kept = cv.decide_rows(rows, pts, np.zeros(len(rows)), p5, en_flag, flag, v)
        st = [r["label"] == "store" for r in rows]
        out[name] = {"store_kept": sum(k and s for k, s in zip(kept, st, strict=True)), "store": sum(st),
                     "skip_kept": sum(k and not s for k, s in zip(kept, st, strict=True)), "skip": len(st) - sum(st),
                     "scores": [round(float(p), 3) for p in p5]}
    out["kept"] = kept_by
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", nargs="*", default=["V0", "lines20"])
    ap.add_argument("--name", default="")
    ap.add_argument("--diff", action="store_true")
    ap.add_argument("--save-weights", default="", help="a folder: each variant's full-fit store weights (.npz)")
    args = ap.parse_args(argv)
    cache = Path(os.environ.get("TMPDIR", "/tmp")) / "k1_parts.pkl"
    seen = tuple(f"{p}-" for p in fc.SEEN_PARTS)
    base = [dict(r) for path in fc._files(fc.CAP, True) if path not in fc.SEEN for r in fc.rows(path)
            if not r["family"].startswith(seen)]
    sets: dict[str, list[dict[str, str]]] = {}
    for path in fc.CAP_SEEN:
        name = fc.SEEN[path]
        sets[name] = [{**r, "family": fc._family(path, r), "_set": name} for r in fc.rows(path)]
    for rows in [base, *sets.values()]:
        for r in rows:
            r.setdefault("role", "user")
    parts = {name: cv.parts_of(rows, cache) for name, rows in sets.items()}
    shipped = json.loads(learned.ASSET.read_text(encoding="utf-8"))["store"]
    w_en, b_en = np.asarray(shipped["weights"]), float(shipped["bias"])
    en = {name: fc._probs(cv.en_matrix(rows, cv.Variant()), w_en, b_en) for name, rows in sets.items()}
    probes = {"probe": [{**r, "role": "user", "kind": r["code"]} for r in probe_s20_short_src.rows()],
              "lead_s19": [{**r, "role": "user", "kind": "fact"} for r in lead_rows()]}
    report: dict[str, object] = {}
    first: dict[str, list[bool]] = {}
    for name in args.variants:
        got = run(recipe(name), base, sets, parts, en, float(shipped["flag"]), probes)
        wf, bf = got.pop("weights")  # type: ignore[misc]
        if args.save_weights:
            Path(args.save_weights).mkdir(parents=True, exist_ok=True)
            np.savez(Path(args.save_weights) / f"{name}.npz", w=wf, b=bf, flag=got["e5_flag"])
        kept_by = got.pop("kept")
        print(name, "flag", got["e5_flag"], "pooled", got["pooled"], "\n  foreign", got["pooled_foreign"],
              "\n  corpus_foreign", got["corpus_foreign_oof"], "lines_foreign", got["lines_foreign_oof"],
              "lines20_foreign", got.get("lines20_foreign_oof"),
              "\n  probe", {k: v for k, v in got["probe"].items() if k != "scores"},  # type: ignore[union-attr]
              "lead_s19", {k: v for k, v in got["lead_s19"].items() if k != "scores"},  # type: ignore[union-attr]
              "\n  sets", {k: (s["precision"], s["recall"], s["instructions_stored"])  # type: ignore[index]
                           for k, s in got["sets"].items()}, flush=True)  # type: ignore[union-attr]
        if args.diff and first:
            for part, kept in kept_by.items():  # type: ignore[union-attr]
                for r, a, b in zip(sets[part], first[part], kept, strict=True):
                    if a != b:
                        good = (r["label"] == "store") == b
                        print(f"  {part} {'+' if good else '-'} {'kept' if b else 'lost'} [{r['kind']}] {r['text'][:120]}")
        first = first or kept_by  # type: ignore[assignment]
        report[name] = got
        if args.name:  # after each candidate: a long run stopped early keeps what it measured
            write_result(args.name, {"data": DATA, "variants": report})
    if args.name:
        print("wrote", write_result(args.name, {"data": DATA, "variants": report}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
