"""More LoCoMo layouts the product was never tuned on, listed in :data:`memspark_eval.locomo_layouts.LAYOUTS` and
:data:`~memspark_eval.locomo_layouts.UNSEEN` (never in the ``mixed`` draw).

- ``imessage-export``: a Messages conversation exported from the first speaker's Mac as a text file (the way
  iMessage export tools write it): each message a time line, ``May 08, 2023  1:56:07 PM`` (the hour padded to two
  places, so a one-digit hour follows two spaces), most with a read receipt after the time, ``(Read by them after
  23 seconds)`` on the owner's messages and ``(Read by you after 23 seconds)`` on the other's; then the sender on a
  line of its own, ``Me`` for the Mac's owner and the contact's name for the other; then the text; a blank line.
  Who ``Me`` is, is said only in the heading.
- ``teams-copy``: a Microsoft Teams chat selected and copied from the desktop app: each message a header line, the
  sender's name, two spaces and the short date and time, ``Caroline  5/8/23 1:56 PM`` (``  Edited`` after it on an
  edited message), then the text on the line below; every message its own header, a run of one sender's messages
  included, and no blank line between messages.
- ``zoom-chat-save``: the chat of a Zoom meeting saved to a text file by the first speaker (``meeting_saved_chat.txt``):
  each message a header line, the time of day with seconds first, then who wrote it to whom, ``13:56:02 From
  Caroline to Everyone:``, then the text on the next line after a tab; no blank line between messages, a header for
  every message, a run of one sender's included.
- ``discord-copy``: a Discord direct-message conversation selected and copied from the desktop app: a run of one
  sender's messages under one header line, the name, an em dash and the date and time, ``Caroline — 05/08/2023 1:56
  PM``, its first message on the line below; each further message of the run after a line holding only its time in
  brackets, ``[1:57 PM]``, the way Discord's copy writes a grouped message; `` (edited)`` after some texts; no blank
  lines between messages.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from memspark_eval.locomo_session import Line, Session, clock, dia_of, speaker_of, turn_text


def imessage_time(t: datetime) -> str:
    """``May 08, 2023  1:56:07 PM``: the hour right-aligned in two places."""
    return f"{t:%b %d, %Y} {t.hour % 12 or 12:>2}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def imessage_export(s: Session) -> list[Line]:
    """Each turn: the time line (a read receipt after it when the next message is the other's reply: it was read
    before the answer), ``Me`` or the contact's name alone on a line, the text, a blank line. A message's seconds
    and its receipt's delay follow from its text, so the export is the same on every run."""
    me, other = s.speakers
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: Messages exported from {me}'s Mac "
                          f"(Me = {me}), conversation with {other}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        text, dia, who = turn_text(turn), dia_of(turn), speaker_of(turn)
        mine = who == me
        at = s.stamp(i) + timedelta(seconds=(len(text) * 7 + i) % 60)
        line = imessage_time(at)
        replied = i + 1 < len(s.turns) and speaker_of(s.turns[i + 1]) != who
        if replied:
            line += f" (Read by {'them' if mine else 'you'} after {5 + len(text) % 50} seconds)"
        lines += [(line, dia), ("Me" if mine else who, dia), (text, dia), ("", None)]
    return lines


def teams_time(t: datetime) -> str:
    """``5/8/23 1:56 PM``: month and day without padding, a two-digit year, the 12-hour clock."""
    return f"{t.month}/{t.day}/{t:%y} {clock(t)}"


def teams_copy(s: Session) -> list[Line]:
    """Each turn: ``Name  5/8/23 1:56 PM`` (``  Edited`` after the time when its text says so, a rule that follows
    from the text, so the copy is the same on every run), then the text; no blank lines after the heading."""
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: Teams chat with {s.speakers[0]} and "
                          f"{s.speakers[1]}, copied from the desktop app", None), ("", None)]
    for i, turn in enumerate(s.turns):
        text, dia = turn_text(turn), dia_of(turn)
        header = f"{speaker_of(turn)}  {teams_time(s.stamp(i))}"
        if (len(text) + i) % 5 == 0:  # about one message in five
            header += "  Edited"
        lines += [(header, dia), (text, dia)]
    return lines


def zoom_chat_save(s: Session) -> list[Line]:
    """Each turn: ``13:56:02 From Caroline to Everyone:`` (the seconds follow from the text, so the file is the same
    on every run), then a tab and the text on the next line; no blank lines after the heading."""
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: Zoom meeting chat saved by {s.speakers[0]} "
                          f"(meeting with {s.speakers[1]})", None), ("", None)]
    for i, turn in enumerate(s.turns):
        text, dia = turn_text(turn), dia_of(turn)
        at = s.stamp(i) + timedelta(seconds=(len(text) * 11 + i) % 60)
        lines += [(f"{at:%H:%M:%S} From {speaker_of(turn)} to Everyone:", dia), (f"\t{text}", dia)]
    return lines


def discord_copy(s: Session) -> list[Line]:
    """A header per run of one sender's messages, ``Caroline — 05/08/2023 1:56 PM`` (the run's first message's time),
    then the text; each further message of the run a ``[1:57 PM]`` line, then its text. `` (edited)`` follows about
    one text in six (a rule that follows from the text, so the copy is the same on every run)."""
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: Discord direct messages between "
                          f"{s.speakers[0]} and {s.speakers[1]}, copied from the desktop app", None), ("", None)]
    for i, turn in enumerate(s.turns):
        text, dia, who = turn_text(turn), dia_of(turn), speaker_of(turn)
        at = s.stamp(i)
        if i == 0 or who != speaker_of(s.turns[i - 1]):
            lines.append((f"{who} — {at:%m/%d/%Y} {clock(at)}", dia))
        else:
            lines.append((f"[{clock(at)}]", dia))
        if (len(text) + i) % 6 == 0:  # about one message in six
            text += " (edited)"
        lines.append((text, dia))
    return lines


__all__ = ["discord_copy", "imessage_export", "imessage_time", "teams_copy", "teams_time", "zoom_chat_save"]
