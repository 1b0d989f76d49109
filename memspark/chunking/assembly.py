"""A council's or a parliament's verbatim record in Japanese or Korean style: each speech a line opening with a mark,
the speaker's office or seat and their name in parentheses, a full-width space and the words.

``○議長（佐藤一郎君）　日程第3、一般質問を行います。`` / ``○12番（田中由美子君）　おはようございます。``: the mark
(``○``, ``◯``, ``◎``, ``◆``) says a speech begins, the office (``議長``, ``建設部長``, a seat's number ``12番``) and the
name in full-width or ASCII parentheses say who speaks, and a full-width space (or two spaces) sets the words apart.
:func:`speech_turns` reads such lines as turns of the office and name, shape :data:`SPEECH`; whether they are a
conversation is the ordinary evidence's (:func:`memspark.chunking.evidence.shape_is_conversation`: the speakers
recur, as the chair's does between every two speeches), when most of them end as a sentence does (a task list's
``○資料作成（田中）　来週まで`` does not). Stage directions (``〔12番　田中由美子君登壇〕``) and the
record's times stay context.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import SENTENCE_ENDS

MIN_SPEECHES = 3  # speech lines a record holds, most of them ending as a sentence does
SPEECH = ("speech", "colon")  # the shape of a verbatim record's speech line
_SPEECH = re.compile(r"[○◯◎◆]\s?(?P<office>[^\s（()）]{1,12})[（(](?P<name>[^（()）\n]{1,16})[）)](?:\u3000|\s{2,}|\u3000\s*)(?P<said>\S.*)")


def speech_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The speech lines of a verbatim record (module docstring), index → label."""
    out: dict[int, Label] = {}
    for i, line in enumerate(lines):
        m = _SPEECH.match(line)
        if m is not None:
            out[i] = Label(f"{m['office']}（{m['name']}）", SPEECH, text=m["said"].strip())
    spoken = sum(label.text.endswith(SENTENCE_ENDS) for label in out.values())
    return out if len(out) >= MIN_SPEECHES and 2 * spoken > len(out) else {}  # a task list's "○資料作成（田中）　…": no speech


__all__ = ["SPEECH", "speech_turns"]
