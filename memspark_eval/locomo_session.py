"""One LoCoMo session as the layouts render it (:class:`Session`), the line a layout writes (:data:`Line`) and the
helpers every layout shares: a turn's words on one line, its speaker, its dialog id, a 12-hour clock.

Kept apart from :mod:`memspark_eval.locomo_layouts` so that the layouts of
:mod:`memspark_eval.locomo_layouts_more` use the same pieces without importing the module that lists them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

Line = tuple[str, str | None]  # text, dialog id (None: no turn)


@dataclass(frozen=True)
class Session:
    number: int
    when: datetime
    raw_date: str
    turns: Sequence[Mapping[str, Any]]
    speakers: tuple[str, str]

    def heading(self) -> str:
        return f"Session {self.number} — {self.raw_date.strip()} ({self.speakers[0]} and {self.speakers[1]})"

    def stamp(self, i: int) -> datetime:
        return self.when + timedelta(minutes=i)


def turn_text(turn: Mapping[str, Any]) -> str:
    """A turn's words on one line, a shared photo as ``[shares …]`` (no dialog id)."""
    text = " ".join(str(turn.get("text", "")).split())
    caption = " ".join(str(turn.get("blip_caption") or "").split())
    if caption:
        shown = caption if caption.lower().startswith(("a ", "an ")) else f"a photo of {caption}"
        text = f"{text} [shares {shown}]".strip()
    return text


def speaker_of(turn: Mapping[str, Any]) -> str:
    return str(turn.get("speaker", "?"))


def dia_of(turn: Mapping[str, Any]) -> str | None:
    return str(turn["dia_id"]) if turn.get("dia_id") else None


def clock(t: datetime) -> str:
    """``1:56 PM``."""
    return f"{t.hour % 12 or 12}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


__all__ = ["Line", "Session", "clock", "dia_of", "speaker_of", "turn_text"]
