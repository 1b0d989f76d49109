"""LoCoMo JSON → an agent workspace of dated session notes, with a (path, line) → dialog-id map.

One agent per conversation (``workspace-conv<i>``); one Markdown file per session under
``memory/<YYYY-MM-DD>.md`` named after ``session_<n>_date_time`` (a second session on the same day
gets ``<YYYY-MM-DD>-2.md``; the workspace still reads the date from the name). Each file, in the
default ``bare`` layout (``--layout`` writes the same turns in other layouts:
:mod:`memspark_eval.locomo_layouts`)::

    # Session 3 — 1:56 pm on 8 May, 2023 (Caroline and Melanie)

    Caroline: The transgender stories were so inspiring! [shares a photo of a dog …]

    Melanie: …

Every turn is ONE line (its own blank-line paragraph, so the chunker treats it as a block), and
the harness keeps ``(path, line) → dia_id``: a retrieved line range names the turns it covers
without the ids ever appearing in the indexed text (an id in the text would leak into BM25 and
the embeddings).

LoCoMo's evidence lists hold a few malformed ids (``"D8:6; D9:17"``, ``"D:11:26"``, ``"D30:05"``);
:func:`normalise_evidence` repairs what is unambiguous and the caller counts what it cannot map.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from memspark.errors import ConfigError
from memspark_eval.locomo_layouts import (
    DEFAULT_LAYOUT,
    MIX_SEED,
    MIXED,
    Session,
    get_layout,
    render_files,
    session_layouts,
    turn_text,
)

_DATE_TIME = re.compile(r"(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})", re.I)
_SESSION_KEY = re.compile(r"^session_(\d+)$")
_DIA_ID = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)")

CATEGORIES: dict[int, str] = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


@dataclass(frozen=True)
class Question:
    conv: int
    index: int  # position in the conversation's qa list
    question: str
    category: int
    evidence: tuple[str, ...]  # normalised ids that exist in the conversation
    unmapped: tuple[str, ...]  # evidence entries that name no turn of the conversation


@dataclass
class ConversationNotes:
    """One conversation rendered as workspace files."""

    index: int
    sample_id: str
    agent_id: str
    files: dict[str, str] = field(default_factory=dict)  # agent-relative path -> text
    line_map: dict[tuple[str, int], str] = field(default_factory=dict)  # (path, 1-based line) -> dia_id
    last_date: datetime | None = None
    turns: int = 0

    def write(self, root: Path) -> Path:
        """Write the files under ``root/workspace-<agent>/`` (transcripts, ``sessions/…``, under
        ``root/agents/<agent>/``, where the workspace reads them); returns the agent directory."""
        base = root / f"workspace-{self.agent_id}"
        base.mkdir(parents=True, exist_ok=True)
        for rel, text in self.files.items():
            p = (root / "agents" / self.agent_id if rel.startswith("sessions/") else base) / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text, encoding="utf-8")
        return base


def parse_session_datetime(value: str) -> datetime:
    """``"1:56 pm on 8 May, 2023"`` → ``datetime(2023, 5, 8, 13, 56)``."""
    m = _DATE_TIME.search(value or "")
    if not m:
        raise ValueError(f"unrecognised LoCoMo session date {value!r}")
    hour, minute, ampm, day, month, year = m.groups()
    h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
    month_dt = datetime.strptime(month[:3].title(), "%b")
    return datetime(int(year), month_dt.month, int(day), h, int(minute))


def normalise_evidence(raw: Iterable[Any]) -> list[str]:
    """Evidence entries → canonical ``D<session>:<turn>`` ids (``"D8:6; D9:17"`` → two ids,
    ``"D:11:26"`` → ``D11:26``, ``"D30:05"`` → ``D30:5``); an entry without an id is dropped."""
    out: list[str] = []
    for entry in raw:
        for m in _DIA_ID.finditer(str(entry)):
            dia = f"D{int(m.group(1))}:{int(m.group(2))}"
            if dia not in out:
                out.append(dia)
    return out


def turn_line(turn: Mapping[str, Any]) -> str:
    """One turn as one line: ``Speaker: text [shares a photo of …]`` (no dialog id)."""
    return f"{turn.get('speaker', '?')}: {turn_text(turn)}"


def _sessions(conv: Mapping[str, Any]) -> list[tuple[int, datetime, str, list[Mapping[str, Any]]]]:
    out = []
    for key, turns in conv.items():
        m = _SESSION_KEY.match(key)
        if not m or not isinstance(turns, list) or not turns:
            continue
        n = int(m.group(1))
        raw_date = str(conv.get(f"session_{n}_date_time", ""))
        out.append((n, parse_session_datetime(raw_date), raw_date, turns))
    out.sort(key=lambda s: (s[1], s[0]))
    return out


def convert_conversation(index: int, sample: Mapping[str, Any], layout: str = DEFAULT_LAYOUT,
                         seed: int = MIX_SEED) -> ConversationNotes:
    """One conversation as the files of agent ``conv<index>``, written in ``layout``
    (:mod:`memspark_eval.locomo_layouts`; ``mixed``: each session in a layout drawn with ``seed``)."""
    conv = sample["conversation"]
    speakers = (str(conv.get("speaker_a", "A")), str(conv.get("speaker_b", "B")))
    notes = ConversationNotes(index=index, sample_id=str(sample.get("sample_id", index)), agent_id=f"conv{index}")
    sessions = [Session(n, when, raw_date, turns, speakers) for n, when, raw_date, turns in _sessions(conv)]
    written = session_layouts(index, sessions, seed) if layout == MIXED else get_layout(layout)
    for path, lines in render_files(written, sessions).items():
        for number, (_, dia) in enumerate(lines, start=1):
            if dia:
                notes.line_map[(path, number)] = dia
        notes.files[path] = "\n".join(text for text, _ in lines).rstrip("\n") + "\n"
    notes.turns = sum(len(s.turns) for s in sessions)
    notes.last_date = max((s.when for s in sessions), default=None)
    return notes


def questions_of(index: int, sample: Mapping[str, Any], known_ids: set[str]) -> list[Question]:
    """Every qa entry as a :class:`Question` (evidence split into mappable and unmapped ids)."""
    out = []
    for qi, qa in enumerate(sample.get("qa", [])):
        ids = normalise_evidence(qa.get("evidence") or [])
        raw = [str(e) for e in (qa.get("evidence") or [])]
        unmapped = tuple(r for r in raw if not any(i in known_ids for i in normalise_evidence([r])))
        out.append(Question(index, qi, str(qa.get("question", "")), int(qa.get("category", 0)),
                            tuple(i for i in ids if i in known_ids), unmapped))
    return out


def load_locomo(path: str | Path) -> list[dict[str, Any]]:
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ConfigError(f"LoCoMo data not found: {p}",
                          action="Check the path given with --data or MEMSPARK_LOCOMO_DATA; LoCoMo is not bundled: download "
                                 "data/locomo10.json from snap-research/locomo on GitHub.") from exc
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{p}: not valid JSON ({exc})", action="Point --data at the LoCoMo locomo10.json file.") from exc
    if not isinstance(data, list) or not all(isinstance(s, dict) and "conversation" in s for s in data):
        raise ConfigError(f"{p}: not LoCoMo-shaped (a list of samples with 'conversation' and 'qa')",
                          action="Point --data at the LoCoMo locomo10.json file.")
    return data


def convert_all(samples: Sequence[Mapping[str, Any]], layout: str = DEFAULT_LAYOUT, seed: int = MIX_SEED
                ) -> list[tuple[ConversationNotes, list[Question]]]:
    out = []
    for i, sample in enumerate(samples):
        notes = convert_conversation(i, sample, layout, seed)
        out.append((notes, questions_of(i, sample, set(notes.line_map.values()))))
    return out
