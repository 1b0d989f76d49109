"""One sha256 per LoCoMo layout over the chunks ingest makes of it: a check that a chunking change leaves a layout alone.

    python bench/layout_chunk_hashes.py [--layouts bare,bold|all] [--conversations N] [--out FILE.json]

Each layout of :data:`memspark_eval.locomo_layouts.LAYOUTS` (and ``mixed``) is rendered for the conversations of
``shared/data/locomo/locomo10.json`` (:func:`memspark_eval.locomo_data.convert_all`), the files are written to a
temporary workspace and prepared as the eval's index prepares them (the workspace's routing and snapshots,
:func:`memspark.ingest.prepare.prepare_files`: :func:`memspark.chunking.chunk_document`, then each child's
conversation turns), and the hash covers, file by file in path order, every chunk's text and line span and every
turn's line span, speaker and plain form (what the turn vectors embed). Nothing is embedded. Run it before and
after a chunking change (``PYTHONPATH=<a checkout of the base commit>`` for the before): a layout whose hash moved
is one whose LoCoMo result may move.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.append(str(Path(__file__).resolve().parents[1]))  # after PYTHONPATH: a base checkout there wins

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def layout_hash(samples: Sequence[Any], layout: str) -> tuple[str, int, int]:
    """The layout's hash, its child chunks and its conversation turns."""
    from memspark.chunking.turns import conversation_turns
    from memspark.config import Config
    from memspark.ingest import snapshot_files
    from memspark.ingest.prepare import prepare_files
    from memspark.workspace import Workspace
    from memspark_eval.locomo_data import convert_all
    from memspark_eval.locomo_layouts import LAYOUTS, MIXED

    digest, children, turns = hashlib.sha256(), 0, 0
    with tempfile.TemporaryDirectory(prefix=f"layout-{layout}-") as tmp:
        work = Path(tmp)
        cfg = Config().with_overrides(workspace={"root": str(work), "data_dir": str(work / ".memspark")})
        if layout == MIXED or LAYOUTS[layout].transcript:
            cfg = cfg.with_overrides(workspace={"index_sessions": True})  # as the eval runs these (run_locomo)
        converted = convert_all(samples, layout=layout)
        for notes, _ in converted:
            notes.write(work)
        ws = Workspace(cfg.workspace, cfg.root)
        for notes, _ in converted:
            snaps = [s for s in snapshot_files(ws, ws.iter_files([notes.agent_id], include_shared=False)) if s.skip is None]
            prepared, failed = prepare_files(snaps, cfg)
            if failed:
                raise SystemExit(f"{layout}: not prepared: {[f.line for f in failed]}")
            for pf in sorted(prepared, key=lambda p: p.path):
                digest.update(f"\0file {pf.agent_id} {pf.path}\n".encode())
                for c in pf.chunks:
                    children += not c.is_parent
                    digest.update(f"\0chunk {int(c.is_parent)} {c.start_line}-{c.end_line}\n{c.text}\n".encode())
                    if c.is_parent:
                        continue
                    for b in conversation_turns(c.text, c.start_line, c.heading):
                        if b.speaker is not None:
                            turns += 1
                            digest.update(f"\0turn {b.start_line}-{b.end_line} {b.speaker}\n{b.plain}\n".encode())
    return digest.hexdigest(), children, turns


def main() -> None:
    from memspark_eval.locomo_layouts import LAYOUTS, MIXED

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layouts", default="all", help="comma-separated layout names, or all (every layout and mixed)")
    ap.add_argument("--conversations", type=int, default=None, help="the first N conversations (default: all ten)")
    ap.add_argument("--data", type=Path, default=LOCOMO)
    ap.add_argument("--out", type=Path, default=None, help="also write the hashes to this JSON file")
    args = ap.parse_args()
    names = [*LAYOUTS, MIXED] if args.layouts == "all" else args.layouts.split(",")
    samples = json.loads(args.data.read_text(encoding="utf-8"))[:args.conversations]
    out: dict[str, dict[str, Any]] = {}
    for name in names:
        sha, children, turns = layout_hash(samples, name)
        out[name] = {"sha256": sha, "children": children, "turns": turns}
        print(f"{name:20} {sha}  children={children} turns={turns}", flush=True)
    if args.out is not None:
        args.out.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
