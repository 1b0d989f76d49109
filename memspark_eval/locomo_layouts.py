"""The LoCoMo conversations written the ways people and agents keep chat notes (``--layout``).

The same turns, questions and evidence in every layout; only how a note writes them changes, so the
per-layout table measures what layout costs recall. A layout renders each session as lines, each line
tagged with the dialog id of the turn it belongs to (``None``: a heading, a blank line, context), and
:func:`memspark_eval.locomo_data.convert_conversation` turns that into files and the ``(path, line) →
dia_id`` map. Layouts (:data:`LAYOUTS`):

- ``bare`` (the default): one file per session, ``# Session …``
  heading, each turn its own ``Name: text`` paragraph;
- ``bold``: the same with Markdown bold labels, ``**Name:** text``;
- ``monthly``: one note per month (``memory/YYYY-MM.md``), each session under a ``## Session …``
  heading, one ``Name: text`` line per turn, no blank lines;
- ``timestamped-list``: one file per session, one list item per turn, ``- [2023-05-08 13:56] Name: text``;
- ``blockquote``: one file per session, a context line, then ``> Name: text`` lines;
- ``name-dash``: one file per session, ``Name — text`` lines;
- ``whatsapp``: a chat-app export, ``[5/8/23, 1:56:00 PM] Name: text`` lines;
- ``chat-copy``: a chat-app copy with the label on a line of its own, ``Name, [08.05.23 13:56]``,
  the text on the next line, a blank line between messages;
- ``jsonl``: session transcripts, ``sessions/<date>.jsonl`` (source ``sessions``), a metadata line and
  one ``{"role": <speaker>, "content": …, "timestamp": …}`` object per turn.

And ``mixed`` (:data:`MIXED`): each session written in a layout drawn from the nine by a seeded
generator (:func:`session_layouts`), so one conversation holds notes, monthly notes and transcripts in
many layouts — what focus's turn model is fitted on (``bench/fit_focus.py``), so that nothing it learns
belongs to one layout.

Fifteen more layouts the product was never tuned on, to measure how recall carries over to layouts it has
not seen (:data:`UNSEEN`; never in the ``mixed`` draw, which stays the nine of :data:`MIX_LAYOUTS`):

- ``irc``: an IRC log, ``[13:56] <Caroline> text`` lines;
- ``screenplay``: the speaker's name in capitals on a line of its own, the text below, a blank line
  between turns;
- ``slack``: a Slack copy, a ``Caroline  1:56 PM`` header line with the messages below it, one line
  each; consecutive messages by one speaker share one header, as Slack groups them;
- ``wechat``: a WeChat copy, a ``Caroline 2023-05-08 13:56:00`` header line, the message on the next line,
  no blank lines;
- ``sms``: an SMS backup of the first speaker's phone, the other party named once in the heading, each
  message a ``Sent 08/05/2023 13:56`` (the first speaker's) or ``Received 08/05/2023 13:56`` line with the
  text on the next line;
- ``email-thread``: a printed e-mail thread, oldest first, each turn one e-mail: a ``From: Caroline
  <caroline@example.com>`` line, ``To:`` and ``Date: Mon, 8 May 2023 13:56`` lines, a blank line, then the body;
  the name is never on a line of the text;
- ``arrows``: a chat copied with direction arrows, ``→ text`` (the first speaker's) and ``← text`` (the other's)
  lines, the names only in the heading;
- ``forum-thread``: a forum thread copied from the browser, each turn one post: the poster's name alone on a
  line, a ``Posted 8 May 2023, 1:56 PM · #1`` line under it (the post's time and number), then the text and a
  blank line; the name is never on a line of the text;
- ``letters``: an exchange of letters or cards copied into a note, each turn one letter: a ``Monday 8 May 2023,
  1:56 PM`` date line, ``Dear Melanie,`` (the name of the one it is written to), the text, a ``Love, Caroline``
  sign-off (the writer's name, after the text), a blank line; the writer's name is never on a line of the text;
- ``reddit-levels``: a Reddit comment thread copied from the browser, each turn a reply to the one before: a
  ``level 3`` line (its depth in the thread), the commenter's name alone on a line, a ``7 points · 5 min. ago``
  line, the text, a ``Reply Share Report Save`` line, a blank line; the name is never on a line of the text;
- ``messenger-archive``: a Facebook Messenger conversation from the "Download your information" archive, its HTML
  page copied from the browser: a ``Participants: Caroline and Melanie`` line, then each turn the sender's name alone
  on a line, the text, and the time below the text (``May 08, 2023 1:56:00 pm``), no blank line between messages;
  the name is never on a line of the text;
- ``imessage-export``: a Messages conversation exported as text from the first speaker's Mac
  (:mod:`memspark_eval.locomo_layouts_more`): each turn a ``May 08, 2023  1:56:07 PM`` time line (most with a
  ``(Read by them after 23 seconds)`` receipt), the sender alone on the next line, ``Me`` for the Mac's owner and
  the contact's name for the other, then the text and a blank line; who ``Me`` is, only the heading says;
- ``teams-copy``: a Microsoft Teams chat copied from the desktop app (:mod:`memspark_eval.locomo_layouts_more`): each
  message a ``Caroline  5/8/23 1:56 PM`` header line (``  Edited`` after some), the text below it, a header for
  every message, no blank lines;
- ``zoom-chat-save``: a Zoom meeting's chat saved to a text file (:mod:`memspark_eval.locomo_layouts_more`): each
  message a ``13:56:02 From Caroline to Everyone:`` header line, the text on the next line after a tab, no blank lines;
- ``discord-copy``: Discord direct messages copied from the desktop app (:mod:`memspark_eval.locomo_layouts_more`): a
  ``Caroline — 05/08/2023 1:56 PM`` header over a run of one sender's messages, each further message of the run
  after a ``[1:57 PM]`` line of its own, `` (edited)`` after some texts, no blank lines.

``email-thread`` and ``arrows`` were written before anyone measured recall or turn detection on them, and so were
``forum-thread``, ``letters``, ``reddit-levels``, ``messenger-archive``, ``imessage-export``, ``teams-copy``, ``zoom-chat-save`` and
``discord-copy``.

A turn's timestamp is its session's start plus one minute per turn (LoCoMo dates sessions, not turns).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memspark.errors import ConfigError
from memspark_eval.locomo_layouts_more import discord_copy, imessage_export, teams_copy, zoom_chat_save
from memspark_eval.locomo_session import Line, Session, turn_text
from memspark_eval.locomo_session import clock as _clock
from memspark_eval.locomo_session import dia_of as _dia
from memspark_eval.locomo_session import speaker_of as _name


def _per_turn(fmt: Callable[[Session, int, Mapping[str, Any]], str], *, paragraphs: bool, intro: str | None = None
              ) -> Callable[[Session], list[Line]]:
    """A session file: ``# heading``, optional context line, then one line per turn (a blank line after each
    with ``paragraphs``)."""

    def render(s: Session) -> list[Line]:
        lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
        if intro:
            lines += [(intro, None), ("", None)]
        for i, turn in enumerate(s.turns):
            lines.append((fmt(s, i, turn), _dia(turn)))
            if paragraphs:
                lines.append(("", None))
        return lines

    return render


def _chat_copy(s: Session) -> list[Line]:
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        lines += [(f"{_name(turn)}, [{s.stamp(i):%d.%m.%y %H:%M}]", _dia(turn)), (turn_text(turn), _dia(turn)),
                  ("", None)]
    return lines


def _whatsapp_time(t: datetime) -> str:
    return f"{t.month}/{t.day}/{t:%y}, {t.hour % 12 or 12}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def _screenplay(s: Session) -> list[Line]:
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
    for turn in s.turns:
        lines += [(_name(turn).upper(), _dia(turn)), (turn_text(turn), _dia(turn)), ("", None)]
    return lines


def _slack(s: Session) -> list[Line]:
    """A header line per run of one speaker's messages (its first message's time), each message its own line."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        if i == 0 or _name(turn) != _name(s.turns[i - 1]):
            if i:
                lines.append(("", None))
            lines.append((f"{_name(turn)}  {_clock(s.stamp(i))}", _dia(turn)))
        lines.append((turn_text(turn), _dia(turn)))
    return lines


def _wechat(s: Session) -> list[Line]:
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        lines += [(f"{_name(turn)} {s.stamp(i):%Y-%m-%d %H:%M:%S}", _dia(turn)), (turn_text(turn), _dia(turn))]
    return lines


def _sms(s: Session) -> list[Line]:
    """The first speaker's phone: their messages ``Sent``, the other's ``Received``; the names only in the heading."""
    me, other = s.speakers
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: SMS backup of {me}'s phone, "
                          f"conversation with {other}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        way = "Sent" if _name(turn) == me else "Received"
        lines += [(f"{way} {s.stamp(i):%d/%m/%Y %H:%M}", _dia(turn)), (turn_text(turn), _dia(turn))]
    return lines


def _other(s: Session, turn: Mapping[str, Any]) -> str:
    """The session's other speaker: the one a turn is written to."""
    return next((n for n in s.speakers if n != _name(turn)), s.speakers[1])


def _address(name: str) -> str:
    return f"{name} <{''.join(ch for ch in name.lower() if ch.isalnum()) or 'someone'}@example.com>"


def _email_thread(s: Session) -> list[Line]:
    """Each turn an e-mail, oldest first: ``From:``/``To:``/``Date:`` header lines, a blank line, the body."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None), (f"Subject: Session {s.number}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        dia = _dia(turn)
        lines += [(f"From: {_address(_name(turn))}", dia), (f"To: {_address(_other(s, turn))}", dia),
                  (f"Date: {s.stamp(i):%a}, {s.stamp(i).day} {s.stamp(i):%b %Y %H:%M}", dia), ("", dia), (turn_text(turn), dia), ("", None)]
    return lines


def _arrows(s: Session) -> list[Line]:
    """``→`` the first speaker's messages, ``←`` the other's; who is who only in the heading."""
    me, other = s.speakers
    lines: list[Line] = [(f"# Session {s.number} — {s.raw_date.strip()}: chat, → {me}, ← {other}", None), ("", None)]
    for turn in s.turns:
        lines.append((f"{'→' if _name(turn) == me else '←'} {turn_text(turn)}", _dia(turn)))
    return lines


def _forum_thread(s: Session) -> list[Line]:
    """Each turn a post: the poster's name on its own line, a ``Posted …, 1:56 PM · #n`` line, the text, a blank line."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None), (f"{len(s.turns)} posts", None), ("", None)]
    for i, turn in enumerate(s.turns):
        t, dia = s.stamp(i), _dia(turn)
        lines += [(_name(turn), dia), (f"Posted {t.day} {t:%b %Y}, {_clock(t)} · #{i + 1}", dia),
                  (turn_text(turn), dia), ("", None)]
    return lines


def _letters(s: Session) -> list[Line]:
    """Each turn a letter: a date line, ``Dear <the other>,``, the text, a ``Love, <the writer>`` line, a blank line."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        t, dia = s.stamp(i), _dia(turn)
        lines += [(f"{t:%A} {t.day} {t:%B %Y}, {_clock(t)}", dia), (f"Dear {_other(s, turn)},", dia),
                  (turn_text(turn), dia), (f"Love, {_name(turn)}", dia), ("", None)]
    return lines


def _reddit_levels(s: Session) -> list[Line]:
    """Each turn a comment replying to the one before: ``level n``, the name alone, ``7 points · 5 min. ago`` (copied
    a minute after the last comment), the text, the comment's action bar, a blank line."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None), (f"{len(s.turns)} comments · sorted by old", None),
                         ("", None)]
    for i, turn in enumerate(s.turns):
        dia, text, age = _dia(turn), turn_text(turn), len(s.turns) - i
        points = 1 + (len(text) * 7 + i) % 23
        lines += [(f"level {i + 1}", None), (_name(turn), dia),  # the depth line: the thread's, no turn's words
                  (f"{points} point{'s' if points != 1 else ''} · {age} min. ago", dia), (text, dia),
                  ("Reply Share Report Save", dia), ("", None)]
    return lines


def _messenger_archive(s: Session) -> list[Line]:
    """Each turn a message block of the archive's HTML page as a browser copies it: the sender's name alone, the text,
    the time below it (``May 08, 2023 1:56:00 pm``); the blocks follow each other with no blank line."""
    lines: list[Line] = [(f"# {s.heading()}", None), ("", None),
                         (f"Participants: {s.speakers[0]} and {s.speakers[1]}", None), ("", None)]
    for i, turn in enumerate(s.turns):
        t, dia = s.stamp(i), _dia(turn)
        when = f"{t:%b %d, %Y} {t.hour % 12 or 12}:{t:%M:%S} {'pm' if t.hour >= 12 else 'am'}"
        lines += [(_name(turn), dia), (turn_text(turn), dia), (when, dia)]
    return lines


def _monthly_section(s: Session) -> list[Line]:
    return ([(f"## {s.heading()}", None), ("", None)]
            + [(f"{_name(t)}: {turn_text(t)}", _dia(t)) for t in s.turns] + [("", None)])


def _jsonl(s: Session) -> list[Line]:
    meta = {"type": "session", "session": s.number, "timestamp": s.when.isoformat()}
    lines: list[Line] = [(json.dumps(meta), None)]
    for i, turn in enumerate(s.turns):
        msg = {"role": _name(turn), "content": turn_text(turn), "timestamp": s.stamp(i).isoformat()}
        lines.append((json.dumps(msg, ensure_ascii=False), _dia(turn)))
    return lines


@dataclass(frozen=True)
class Layout:
    name: str
    description: str
    session: Callable[[Session], list[Line]]  # one session's lines
    monthly: bool = False  # sessions go into one note per month (the session renders a section)
    transcript: bool = False  # sessions/<date>.jsonl transcripts instead of memory/ notes


LAYOUTS: dict[str, Layout] = {layout.name: layout for layout in (
    Layout("bare", "`Name: text` paragraphs, one note per session (the default)",
           _per_turn(lambda s, i, t: f"{_name(t)}: {turn_text(t)}", paragraphs=True)),
    Layout("bold", "`**Name:** text` paragraphs (Markdown bold labels)",
           _per_turn(lambda s, i, t: f"**{_name(t)}:** {turn_text(t)}", paragraphs=True)),
    Layout("monthly", "one `Name: text` line per turn, sessions under `##` headings in a monthly note",
           _monthly_section, monthly=True),
    Layout("timestamped-list", "`- [2023-05-08 13:56] Name: text` list items",
           _per_turn(lambda s, i, t: f"- [{s.stamp(i):%Y-%m-%d %H:%M}] {_name(t)}: {turn_text(t)}", paragraphs=False)),
    Layout("blockquote", "`> Name: text` block-quote lines after a context line",
           _per_turn(lambda s, i, t: f"> {_name(t)}: {turn_text(t)}", paragraphs=False,
                     intro="Copied from our chat:")),
    Layout("name-dash", "`Name — text` lines",
           _per_turn(lambda s, i, t: f"{_name(t)} — {turn_text(t)}", paragraphs=False)),
    Layout("whatsapp", "`[5/8/23, 1:56:00 PM] Name: text` chat-export lines",
           _per_turn(lambda s, i, t: f"[{_whatsapp_time(s.stamp(i))}] {_name(t)}: {turn_text(t)}", paragraphs=False)),
    Layout("chat-copy", "`Name, [08.05.23 13:56]` on its own line, the message below it",
           _chat_copy),
    Layout("jsonl", "JSONL session transcripts (`{\"role\", \"content\", \"timestamp\"}` per turn)",
           _jsonl, transcript=True),
    Layout("irc", "`[13:56] <Caroline> text` IRC log lines",
           _per_turn(lambda s, i, t: f"[{s.stamp(i):%H:%M}] <{_name(t)}> {turn_text(t)}", paragraphs=False)),
    Layout("screenplay", "the name in capitals on its own line, the text below, a blank line between turns",
           _screenplay),
    Layout("slack", "a `Caroline  1:56 PM` header, one line per message, a speaker's run under one header",
           _slack),
    Layout("wechat", "a WeChat copy: a `Caroline 2023-05-08 13:56:00` header line, the message below, no blank lines",
           _wechat),
    Layout("sms", "an SMS backup: `Sent`/`Received` and the time on a line, the message below, names in the heading",
           _sms),
    Layout("email-thread", "a printed e-mail thread: `From:`/`To:`/`Date:` header lines, a blank line, the body",
           _email_thread),
    Layout("arrows", "`→ text` / `← text` direction arrows, the names only in the heading",
           _arrows),
    Layout("forum-thread", "a forum thread: the name alone on a line, a `Posted 8 May 2023, 1:56 PM · #1` line, the text",
           _forum_thread),
    Layout("letters", "an exchange of letters: a date line, `Dear Melanie,`, the text, a `Love, Caroline` sign-off",
           _letters),
    Layout("reddit-levels", "a Reddit thread: a `level 3` line, the name alone, `7 points · 5 min. ago`, the text, "
                            "`Reply Share Report Save`",
           _reddit_levels),
    Layout("messenger-archive", "a Messenger archive page copied: the name alone, the text, the time below it "
                                "(`May 08, 2023 1:56:00 pm`), no blank lines",
           _messenger_archive),
    Layout("imessage-export", "a Messages export from one speaker's Mac: a `May 08, 2023  1:56:07 PM` time line (a "
                              "read receipt after it), `Me` or the contact's name alone, the text",
           imessage_export),
    Layout("teams-copy", "a Teams chat copied from the desktop app: a `Caroline  5/8/23 1:56 PM` header line (`  Edited` "
                         "after some), the text below it, every message its own header, no blank lines",
           teams_copy),
    Layout("zoom-chat-save", "a Zoom meeting chat saved to a file: a `13:56:02 From Caroline to Everyone:` header line, "
                             "the text below it after a tab, no blank lines",
           zoom_chat_save),
    Layout("discord-copy", "Discord messages copied: a `Caroline — 05/08/2023 1:56 PM` header over a sender's run, a "
                           "`[1:57 PM]` line before each further message of the run, no blank lines",
           discord_copy),
)}
# the nine layouts the mixed draw picks from, in the order it always drew them (the draw stays byte-identical)
MIX_LAYOUTS: tuple[str, ...] = ("bare", "bold", "monthly", "timestamped-list", "blockquote", "name-dash", "whatsapp",
                                "chat-copy", "jsonl")
UNSEEN: tuple[str, ...] = ("irc", "screenplay", "slack", "wechat", "sms", "email-thread", "arrows",
                           "forum-thread", "letters", "reddit-levels", "messenger-archive",
                           "imessage-export", "teams-copy", "zoom-chat-save", "discord-copy")  # never tuned on, not in mixed
DEFAULT_LAYOUT = "bare"
MIXED = "mixed"  # each session in a seeded draw of MIX_LAYOUTS (session_layouts)
MIX_SEED = 20  # the draw focus's turn model is fitted on (bench/fit_focus.py --seed)


def get_layout(name: str) -> Layout:
    try:
        return LAYOUTS[name]
    except KeyError:
        raise ConfigError(f"unknown LoCoMo layout {name!r}",
                          action=f"Use one of: {', '.join(LAYOUTS)}, {MIXED} (each session in another layout) "
                                 "or 'all' for the per-layout table.") from None


def check_layout(name: str) -> str:
    """``name`` when it is a layout or :data:`MIXED`; a :class:`ConfigError` saying the choices otherwise."""
    if name != MIXED:
        get_layout(name)
    return name


def session_layouts(conversation: int, sessions: Sequence[Session], seed: int = MIX_SEED) -> list[Layout]:
    """The layout of each session of a ``mixed`` conversation: drawn from :data:`MIX_LAYOUTS` by a generator
    seeded with ``seed`` and the conversation's index (reproducible; each conversation draws its own), with
    no layout twice in a row, so every conversation changes layout from session to session."""
    rng = random.Random(f"{seed}:{conversation}")
    names = list(MIX_LAYOUTS)
    out: list[Layout] = []
    for _ in sessions:
        choices = [n for n in names if not out or n != out[-1].name]
        out.append(LAYOUTS[rng.choice(choices)])
    return out


def render_files(layout: Layout | Sequence[Layout], sessions: Sequence[Session]) -> dict[str, list[Line]]:
    """Files (path under the agent, as the workspace stores it) → lines, for ``sessions`` in date order,
    in ``layout`` or one layout per session. A second session on the same day gets ``<YYYY-MM-DD>-2``
    (the workspace still reads the date)."""
    per_session = [layout] * len(sessions) if isinstance(layout, Layout) else list(layout)
    if len(per_session) != len(sessions):
        raise ValueError(f"{len(per_session)} layouts for {len(sessions)} sessions")
    files: dict[str, list[Line]] = {}
    used: dict[str, int] = {}
    for layout, s in zip(per_session, sessions, strict=True):  # noqa: B020 - one session's layout
        if layout.monthly:
            path = f"memory/{s.when:%Y-%m}.md"
            if path not in files:
                files[path] = [(f"# {s.when:%B %Y}", None), ("", None)]
            files[path] += layout.session(s)
            continue
        day = s.when.date().isoformat()
        used[day] = used.get(day, 0) + 1
        stem = day if used[day] == 1 else f"{day}-{used[day]}"
        files[f"sessions/{stem}.jsonl" if layout.transcript else f"memory/{stem}.md"] = layout.session(s)
    return files


__all__ = ["DEFAULT_LAYOUT", "LAYOUTS", "MIXED", "MIX_LAYOUTS", "MIX_SEED", "UNSEEN", "Layout", "Line", "Session", "check_layout",
           "get_layout", "render_files", "session_layouts", "turn_text"]
