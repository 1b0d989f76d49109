"""The ``discord-copy`` LoCoMo layout (a blind one, never tuned on): Discord direct messages copied from the desktop
app, a header over each run of one sender's messages and a bracketed time line before each further message of the
run. This checks the writing only; it never runs the detector."""

from __future__ import annotations

import re
from datetime import datetime

from test_locomo_layouts_unseen import SPEAKERS, _runs, _sessions

from memspark_eval.locomo_layouts import get_layout, render_files

HEADER = re.compile(r"^(?P<who>\w+) — (?P<mo>\d{2})/(?P<d>\d{2})/(?P<y>\d{4}) (?P<h>\d{1,2}):(?P<m>\d{2}) (?P<ampm>AM|PM)$")
GROUPED = re.compile(r"^\[(?P<h>\d{1,2}):(?P<m>\d{2}) (?P<ampm>AM|PM)\]$")


def _hour(m: re.Match[str]) -> int:
    return int(m["h"]) % 12 + (12 if m["ampm"] == "PM" else 0)


def test_discord_copy_writes_a_header_per_run_and_a_time_line_before_each_further_message() -> None:
    """A run of one sender's messages under one `Caroline — 05/08/2023 1:56 PM` header; each further message of the
    run after a `[1:57 PM]` line; the text on the line below either; no blank line between messages; no line of
    the text starting with a name."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("discord-copy"), [session]).values()
    runs = _runs(lines)
    assert lines[0][1] is None and "Discord" in lines[0][0] and lines[1] == ("", None)
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        assert len(at) == 2 and at[1] == at[0] + 1
        first = i == 0 or session.turns[i - 1]["speaker"] != turn["speaker"]
        m = (HEADER if first else GROUPED).match(lines[at[0]][0])
        assert m, lines[at[0]][0]
        if first:
            assert m["who"] == turn["speaker"]
            when = datetime(int(m["y"]), int(m["mo"]), int(m["d"]), _hour(m), int(m["m"]))
            assert when == session.stamp(i)
        else:
            assert (_hour(m), int(m["m"])) == (session.stamp(i).hour, session.stamp(i).minute)
        assert lines[at[1]][0].startswith(turn["text"])
    headers = [text for text, _ in lines if HEADER.match(text)]
    speakers = [t["speaker"] for t in session.turns]
    assert len(headers) == 1 + sum(a != b for a, b in zip(speakers, speakers[1:], strict=False))
    assert sum(bool(GROUPED.match(text)) for text, _ in lines) == len(speakers) - len(headers) > 0
    assert all(text for text, _ in lines[2:])
    assert any(text.endswith(" (edited)") for text, _ in lines)
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines[1:] for who in SPEAKERS
                   if not HEADER.match(text))
