"""Precision and recall of the conversation-turn detector on the labelled set of notes.

    python bench/turn_detection.py [--data tests/data/turn_detection] [--baseline 14bfc24] [--out bench/results/turn_detection.json]

The set (``tests/data/turn_detection``, README there) holds conversation notes in many layouts and
notes that are not conversations, labelled by hand before the detector was written; a ``§ `` marker
opens each gold turn and is stripped before the detector sees the text. Two views are scored:

- **note**: is the note a conversation (the detector finds at least two turns)? precision/recall over
  notes labelled ``conversation``;
- **turn**: the first lines of the turns found vs the gold turns' first lines, over every note (a turn
  found in a note that is no conversation is a false positive).

Each view is scored on the whole note (``whole``) and on the child chunks ingest makes of it with the
shipped chunk settings (``chunks``: what ingest and focus see); per split (``dev``: tuned on, ``holdout``:
not looked at while tuning). ``--baseline REV`` scores the detector of that commit too (its whole
``memspark`` package, extracted with ``git archive`` and run in a child process: its detector, and in the
``chunks`` view its chunker with its shipped settings too), for the before/after table.
``--out`` is a file name under ``bench/results/`` or, with a folder in it, a path of its own.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import machine, write_result  # noqa: E402
from memspark.chunking import chunk_document  # noqa: E402
from memspark.chunking import turns as current  # noqa: E402
from memspark.config import ChunkConfig  # noqa: E402

DATA = ROOT / "tests" / "data" / "turn_detection"
MARK = "§ "
BASELINE = "14bfc24"  # main before issue 20: a turn was a blank-line paragraph opening with a bare "Name:"

# text, first line number -> first lines of the turns found
Detector = Callable[[str, int], set[int]]


@dataclass(frozen=True)
class Note:
    path: str
    label: str  # conversation | other
    kind: str
    split: str  # dev | holdout
    content_type: str  # markdown | session
    text: str
    gold: frozenset[int]  # 1-based first lines of the gold turns


def load_set(root: Path = DATA) -> list[Note]:
    """The labelled notes, markers stripped (gold turns from the ``§ `` markers)."""
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    notes = []
    for rel, meta in manifest.items():
        lines, gold = [], set()
        for number, line in enumerate((root / rel).read_text(encoding="utf-8").split("\n"), start=1):
            if line.startswith(MARK):
                gold.add(number)
                line = line[len(MARK):]
            lines.append(line)
        notes.append(Note(rel, meta["label"], meta["kind"], meta["split"], meta["content_type"], "\n".join(lines),
                          frozenset(gold)))
    return notes


def current_detector(text: str, start_line: int) -> set[int]:
    return {b.start_line for b in current.conversation_turns(text, start_line) if b.speaker is not None}


_CHILD = """
import json, sys
from memspark.chunking import chunk_document, turns
from memspark.config import ChunkConfig

def found(text, start):
    return [b.start_line for b in turns.conversation_turns(text, start)
            if (b.speaker is not None if hasattr(b, "speaker") else turns.speaker(b.text))]

for line in sys.stdin:
    text, start, path, content_type = json.loads(line)
    if path is None:
        print(json.dumps(found(text, start)), flush=True)
        continue
    chunks = chunk_document(text, agent_id="main", path=path, content_type=content_type, doc_date=None,
                            cfg=ChunkConfig())
    print(json.dumps([n for c in chunks if not c.is_parent for n in found(c.text, c.start_line)]), flush=True)
"""


class Baseline:
    """The detector of one commit (a :data:`Detector`) and, for the ``chunks`` view, that commit's own chunker
    with its shipped chunk settings, so that the "before" figures are that commit's end to end and do not move
    with this tree's chunker: its whole ``memspark`` package runs in a child process that answers one note (or
    text) per line."""

    def __init__(self, rev: str, package: Path) -> None:
        self.rev, self.package = rev, package
        self.child = subprocess.Popen([sys.executable, "-c", _CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, cwd=package, env={**os.environ, "PYTHONPATH": str(package)})
        atexit.register(self.child.kill)

    def _ask(self, text: str, start_line: int, path: str | None, content_type: str) -> set[int]:
        assert self.child.stdin is not None and self.child.stdout is not None
        self.child.stdin.write(json.dumps([text, start_line, path, content_type]) + "\n")
        self.child.stdin.flush()
        answer = self.child.stdout.readline()
        if not answer:
            raise RuntimeError(f"the detector of {self.rev} stopped; run it by hand to see why: "
                               f"PYTHONPATH={self.package} {sys.executable} -c 'import memspark.chunking.turns'")
        return set(json.loads(answer))

    def __call__(self, text: str, start_line: int) -> set[int]:
        """The first lines of the turns the commit's detector finds in ``text`` (its first line ``start_line``)."""
        return self._ask(text, start_line, None, "")

    def in_chunks(self, note: Note) -> set[int]:
        """The turns the commit's detector finds in the child chunks the commit's chunker makes of ``note``."""
        return self._ask(note.text, 1, note.path, note.content_type)


def legacy_detector(rev: str) -> Baseline | None:
    """The detector (and chunker) of commit ``rev``: its whole ``memspark`` package (a detector spread over
    several modules runs as it ran then), extracted with ``git archive``; ``None`` when this checkout has no such
    commit."""
    tmp = Path(tempfile.mkdtemp(prefix=f"turns_{rev}_"))
    atexit.register(shutil.rmtree, tmp, ignore_errors=True)
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "memspark"], capture_output=True,
                                 check=True, timeout=60).stdout
        subprocess.run(["tar", "-x", "-C", str(tmp)], input=archive, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return Baseline(rev, tmp)


def found_turns(note: Note, detect: Detector, view: str, cfg: ChunkConfig) -> set[int]:
    """The turns ``detect`` finds in ``note``: in the whole note, or in the child chunks of it (a
    :class:`Baseline`'s by its own chunker and settings, any other's by this tree's with ``cfg``)."""
    if view == "whole":
        return detect(note.text, 1)
    if isinstance(detect, Baseline):
        return detect.in_chunks(note)
    chunks = chunk_document(note.text, agent_id="main", path=note.path, content_type=note.content_type,
                            doc_date=None, cfg=cfg)
    return {line for c in chunks if not c.is_parent for line in detect(c.text, c.start_line)}


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 3) if b else None


def score(notes: Iterable[Note], detect: Detector, view: str = "whole", cfg: ChunkConfig | None = None
          ) -> dict[str, Any]:
    """Per-note and per-turn precision/recall of ``detect`` on ``notes`` (``view``: whole | chunks)."""
    cfg = cfg or ChunkConfig()
    tp = fp = fn = 0
    turn_tp = found_n = gold_n = 0
    wrong: list[dict[str, Any]] = []
    for note in notes:
        found = found_turns(note, detect, view, cfg)
        is_conv, said_conv = note.label == "conversation", len(found) >= 2
        tp += is_conv and said_conv
        fp += said_conv and not is_conv
        fn += is_conv and not said_conv
        hits = len(found & note.gold)
        turn_tp, found_n, gold_n = turn_tp + hits, found_n + len(found), gold_n + len(note.gold)
        if is_conv != said_conv or hits != len(found) or hits != len(note.gold):
            wrong.append({"note": note.path, "missed_turns": sorted(note.gold - found),
                          "false_turns": sorted(found - note.gold)})
    return {"note": {"precision": _ratio(tp, tp + fp), "recall": _ratio(tp, tp + fn), "tp": tp, "fp": fp, "fn": fn},
            "turn": {"precision": _ratio(turn_tp, found_n), "recall": _ratio(turn_tp, gold_n), "found": found_n,
                     "gold": gold_n, "correct": turn_tp},
            "wrong": wrong}


def evaluate(notes: list[Note], detectors: dict[str, Detector]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, detect in detectors.items():
        out[name] = {view: {split: score([n for n in notes if split == "all" or n.split == split], detect, view)
                            for split in ("all", "dev", "holdout")}
                     for view in ("whole", "chunks")}
    return out


def render(results: dict[str, Any]) -> str:
    rows = ["| detector | view | split | note P | note R | turn P | turn R |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, views in results.items():
        for view, splits in views.items():
            for split, s in splits.items():
                rows.append(f"| {name} | {view} | {split} | {s['note']['precision']} | {s['note']['recall']} | "
                            f"{s['turn']['precision']} | {s['turn']['recall']} |")
    return "\n".join(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--baseline", default=BASELINE, help="commit whose detector is scored as 'before' ('' for none)")
    ap.add_argument("--out", default=None, help="result file: a name under bench/results (default turn_detection.json), "
                    "or a path with a folder")
    ap.add_argument("--label", default="after", help="what the working tree's detector is called in the table")
    args = ap.parse_args()
    notes = load_set(args.data)
    detectors: dict[str, Detector] = {}
    legacy = legacy_detector(args.baseline) if args.baseline else None
    if legacy is not None:
        detectors[f"before ({args.baseline})"] = legacy
    detectors[args.label] = current_detector
    results = evaluate(notes, detectors)
    print(render(results))
    for name, views in results.items():
        for split in ("dev", "holdout"):
            for w in views["whole"][split]["wrong"]:
                print(f"{name} {split}: {w}")
    counts = {"notes": len(notes), "conversations": sum(n.label == "conversation" for n in notes),
              "others": sum(n.label == "other" for n in notes), "gold_turns": sum(len(n.gold) for n in notes),
              "conversation_layouts": len({n.kind for n in notes if n.label == "conversation"}),
              "other_kinds": len({n.kind for n in notes if n.label == "other"}),
              "holdout_notes": sum(n.split == "holdout" for n in notes)}
    out = Path(args.out) if args.out else None
    path = write_result(out.stem if out else "turn_detection",
                        {"benchmark": "turn_detection", "data": str(args.data.relative_to(ROOT) if args.data.is_relative_to(ROOT) else args.data),
                         "machine": machine(), "counts": counts, "results": results},
                        dest=out if out and out.parent != Path() else None)
    print(f"written to {path}")


if __name__ == "__main__":
    main()
