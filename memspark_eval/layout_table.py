"""The per-layout table of ``memspark eval locomo --layout all``: one row per note layout, and the spread."""

from __future__ import annotations

from typing import Any


def layout_table(reports: dict[str, dict[str, Any]], ablation: str = "full") -> dict[str, Any]:
    """Per layout: R@5, R@10, multi-hop and open-domain R@10 and the held-out split's R@10 of ``ablation``;
    and the spread of R@10 between layouts (max − min)."""
    rows: dict[str, dict[str, float | None]] = {}
    for name, report in reports.items():
        entry = report["ablations"].get(ablation)
        if entry is None:
            continue
        cats = entry["by_category"]
        held = report["splits"].get("held-out (conversations 5-9)", {}).get(ablation)
        rows[name] = {"recall@5": entry["overall"]["recall@5"], "recall@10": entry["overall"]["recall@10"],
                      "multi-hop": cats.get("1 multi-hop", {}).get("recall@10"),
                      "open-domain": cats.get("3 open-domain", {}).get("recall@10"),
                      "held-out": held["overall"]["recall@10"] if held else None, "n": entry["n"]}
    r10 = [row["recall@10"] for row in rows.values() if row["recall@10"] is not None]
    return {"ablation": ablation, "rows": rows, "spread": round(max(r10) - min(r10), 4) if r10 else None}


def render_layouts(report: dict[str, Any]) -> str:
    """The per-layout table as Markdown (Recall in %)."""
    table = report["table"]

    def pct(x: float | None) -> str:
        return "—" if x is None else f"{100 * x:.1f}"

    lines = [f"LoCoMo R@10 (turns) per layout — ablation {table['ablation']}", "",
             "| layout | n | R@5 | R@10 | multi-hop | open-domain | held-out R@10 |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, row in table["rows"].items():
        lines.append(f"| {name} | {row['n']} | {pct(row['recall@5'])} | {pct(row['recall@10'])} | {pct(row['multi-hop'])} | "
                     f"{pct(row['open-domain'])} | {pct(row['held-out'])} |")
    lines.append(f"\nspread of R@10 between layouts: {pct(table['spread'])} points")
    return "\n".join(lines)
