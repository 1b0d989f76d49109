"""Plot bench/results/recall_latency.json as a hand-written SVG (matplotlib is not installed).

    python bench/plot_recall_latency.py [--json bench/results/recall_latency.json] [--out ...svg]

Grouped bars per table size: end-to-end cold p50 per scenario, a whisker up to p95, log-scaled
milliseconds, with the issue's targets (25 ms skip p50, 150 ms fired p50) as dashed lines.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
COLORS = {"skip": "#2b8cbe", "fired-passthrough": "#7bccc4", "fired-e5": "#f03b20", "hook-skip": "#a8ddb5"}
W, H, LEFT, RIGHT, TOP, BOTTOM = 760, 420, 70, 170, 40, 50
Y_MIN, Y_MAX = 1.0, 10_000.0


def _y(ms: float) -> float:
    ms = min(max(ms, Y_MIN), Y_MAX)
    frac = (math.log10(ms) - math.log10(Y_MIN)) / (math.log10(Y_MAX) - math.log10(Y_MIN))
    return TOP + (H - TOP - BOTTOM) * (1.0 - frac)


def render(data: dict[str, Any], phase: str = "cold") -> str:
    """The SVG text for ``data`` (the benchmark's JSON)."""
    sizes = data["sizes"]
    names = list(dict.fromkeys(n for s in sizes for n in s["scenarios"]))
    plot_w = W - LEFT - RIGHT
    group_w = plot_w / max(1, len(sizes))
    bar_w = group_w * 0.8 / max(1, len(names))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" '
           f'font-size="12">', f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{LEFT}" y="22" font-size="14">memspark recall latency, end to end ({phase}), '
           'p50 bar, p95 whisker</text>']
    for tick in (1, 10, 100, 1000, 10_000):
        y = _y(tick)
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{tick:g} ms</text>')
    for ms, label in ((25, "target skip p50 25 ms"), (150, "target fired p50 150 ms")):
        y = _y(ms)
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#555" '
                   'stroke-dasharray="5,4"/>')
        out.append(f'<text x="{W - RIGHT + 6}" y="{y + 4:.1f}" font-size="10">{label}</text>')
    for i, s in enumerate(sizes):
        x0 = LEFT + i * group_w + group_w * 0.1
        for j, name in enumerate(names):
            sc = s["scenarios"].get(name)
            if sc is None:
                continue
            total = sc[phase]["stages"]["total"]
            x = x0 + j * bar_w
            y50, y95 = _y(total["p50"]), _y(total["p95"])
            out.append(f'<rect x="{x:.1f}" y="{y50:.1f}" width="{bar_w * 0.9:.1f}" height="{_y(Y_MIN) - y50:.1f}" '
                       f'fill="{COLORS.get(name, "#999")}"><title>{name} {s["children"]}: p50 {total["p50"]} ms, '
                       f'p95 {total["p95"]} ms</title></rect>')
            cx = x + bar_w * 0.45
            out.append(f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{y50:.1f}" y2="{y95:.1f}" stroke="black"/>')
            out.append(f'<line x1="{cx - 3:.1f}" x2="{cx + 3:.1f}" y1="{y95:.1f}" y2="{y95:.1f}" stroke="black"/>')
        out.append(f'<text x="{LEFT + (i + 0.5) * group_w:.1f}" y="{H - BOTTOM + 18}" text-anchor="middle">'
                   f'{s["children"]:,} chunks</text>')
    for j, name in enumerate(names):
        y = TOP + 60 + j * 18
        out.append(f'<rect x="{W - RIGHT + 6}" y="{y - 10}" width="12" height="12" fill="{COLORS.get(name, "#999")}"/>')
        out.append(f'<text x="{W - RIGHT + 24}" y="{y}">{name}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> Path:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, default=RESULTS / "recall_latency.json")
    ap.add_argument("--out", type=Path, default=RESULTS / "recall_latency.svg")
    ap.add_argument("--phase", choices=("cold", "warm"), default="cold")
    args = ap.parse_args(argv)
    args.out.write_text(render(json.loads(args.json.read_text(encoding="utf-8")), args.phase), encoding="utf-8")
    print("wrote", args.out)
    return args.out


if __name__ == "__main__":
    main()
