"""A chunk's blocks, and the turns of a conversation chunk — found from structure, not one layout.

A chunk of a conversation log (a session transcript, a daily note of a chat) holds five or six turns; recall's focus
stage (:mod:`memspark.recall.stages.focus`) ranks them one by one, and ingest embeds each turn of such a chunk as
well as the chunk (column ``turn_embeds``), so focus can rank turns by meaning, not only by the words they share
with the query. Both sides split a chunk with one function (:func:`conversation_turns`), so the vectors line up.

**A turn** opens with a speaker label at the start of a line, in any common decoration (:func:`parse_label`): bare
(``Caroline: …``), emphasised (``**Caroline:**``, ``**Caroline**:``, ``*Caroline*:``, ``__Caroline__:``), in a list
item (``- ``, ``* ``, ``1. ``) or a block quote (``> ``), after a timestamp (``[2023-05-08 13:56]``, ``13:56``,
``[5/8/23, 1:56 PM]``, ``12/03/2024, 18:04 -``) or with one after the name (``Kwame (10:02):``, ``Zoë, [14.02.24
09:31]``, ``Rahul  10:02 AM`` on a line of its own, an edit mark after the time the header's:
``Rahul  5/8/23 1:56 PM  Edited``), after an emoji (``👩 Mama: …``), numbered (``Speaker 1 (00:00:04):``) or after a
speech's number in a record (``Anf. 13  IDA KARKIAINEN (S):``), with a
role in parentheses (``Jonas (PO): …``) or as a meeting chat's ``From Arjun Patel to Everyone: …`` (in the app's
language, timed: ``13:56:02 Von Arjun an Alle:``, the message under it; :mod:`memspark.chunking.meeting`), followed by a
colon (full-width, ``小明：…``, needs no space), a dash (``Rosa — …``), a pipe (``Agent Lukas | …``),
``>`` (``mwilson> …``), a period after one capital (``Q. …``, ``A. …``) or before a dash after a name in capitals
(``TOMÁS.— …``), or, for ``<nick>``, ``[Name]`` and a WebVTT voice ``<v Name>``, nothing; a JSONL transcript line
(``{"role": …, "content": …}``) is a turn of its role, an IRC action (``* svenja waves``) one of a nick the chunk's
``<svenja>`` lines name; a game log's sentence of saying (``Borin says, 'Aye.'``, ``You tell Tansy, '…'``) is a turn
of its speaker, an emote (``Kenji Tanaka laughs``) one of a speaker the chunk's messages name
(:mod:`memspark.chunking.sayings`). A header line of its own — a name in capitals (a screenplay's ``CAROLINE``, speaking as
``Caroline``), a bracketed time and a name (``[10:02 AM] Caroline Smith``, ``2023-05-08 13:56:02 陈晓明(284710395)``) or a display name in ordinary case (a
Messenger copy's ``Grace Adeyemi`` and ``You sent``; under an export's date line, ``Jun 03, 2024  6:14 PM``, the turn
opens at the date line, the app's status after the time or on a line under it — ``(Read by you after 23 seconds)``,
``✓✓`` — the date line's; under a post's subject that recurs, ``RE: …``, at the subject) — opens a turn only with words
right under it; a name-like line that stands above a sender's name or ends messages without words of its own is the
app's status (``Visualizzato``, ``Delivered``; :func:`memspark.chunking.namelines.statuses`), no sender. Decorations are families, not instances: before
the label any run of date and time tokens in any common form and language (``Mon, May 8 2023, 13:56 -``, ``2023년 5월 8일
오후 1:56,``, ``(13:56:12)``, ``1:56 PM ·``, :mod:`memspark.chunking.stamps`) or a log line's bracketed fields before a
``<nick>``; as the name, a handle (``u/name``, ``marta@jabber.org/laptop``) or a name in any script; after it a tab,
``>``, a verb of saying (``You said:``, ``Bia diz:``), or the one it is addressed to (an agent console's ``user_proxy
(to assistant):``); after a time, a name in quotes (``<19:56:15> "Oskar": …``). A header line may also be a name and a date, an age or a
thread's verb (``Anna Weber, Mon 1:56 PM``, ``u/jo · 6h``, ``lena-dev commented 3 days ago``, ``Sven added a comment -
…``), a user name above a time line, a message header's ``From: Name`` (its fields, from the first, are the header's,
the message under them the turn's) or a reply's ``On …, Name <address> wrote:``; a comment signed at its end (``… –
jezrael May 8 at 13:56``) opens on its first line (:mod:`memspark.chunking.signed`), a letter to the reader a
salutation names, signed by its writer (``Dear Ana,`` … ``Love, Tom``), at its date line or salutation
(:mod:`memspark.chunking.letters`). A byline (``Question from Linda P. — 13:56`` too), a heading too, names a message's
author and time above it (``by Liam O'Connor - Monday, 8 May 2023, 1:56 PM``, ``Jansen, Pieter  10:02``, ``### Ruth — 8
May 2023 13:56``; :mod:`memspark.chunking.bylines`). A chat kept as a Markdown table has a turn in each body row
(:mod:`memspark.chunking.tables`), a CSV export naming a sender and a message column in each row
(:mod:`memspark.chunking.csvchat`), a voice assistant's history a turn at each quoted request and each ``Alexa: …``
answer (:mod:`memspark.chunking.voicelog`), a chat written as lines signed ``+``/``-`` (or a coloured mark) by side,
or each opening with a dialogue dash, a turn at each line (:mod:`memspark.chunking.signs`), a model's terminal session
a turn at each prompt (``>>> …``) and at each answer under it (:mod:`memspark.chunking.prompts`), a conversation
through a translation app a turn at each utterance above its translation (:mod:`memspark.chunking.translated`), a
forum post's number over its poster (``#2`` / ``rusty_spokes``) a turn there (:mod:`memspark.chunking.headers`), a
chat copied from screenshots with the owner's bubbles indented a turn at each change of side
(:mod:`memspark.chunking.sides`), an unnamed chat kept one message a line — wholly in quotes, after its time alone, one
side in italics — a turn at each line (:mod:`memspark.chunking.linewise`), a comment thread copied as stanzas of a
name line, the words and a time line with the site's words a turn at each stanza (:mod:`memspark.chunking.stanzas`), a
forum's posts under dated header lines naming the poster a turn at each header (:mod:`memspark.chunking.datedposts`), a
Q&A site's posts under header lines that say which is the question and which the answers (``답변 1 · … 님 답변``) a turn
at each header (:mod:`memspark.chunking.qa`), answers signed below their words (``Lucía · hace 9 años``, ``posted by …
at …``) a turn at their first line (:mod:`memspark.chunking.heads`, :mod:`memspark.chunking.signed`). A
thread's header may carry a handle, a ``Post by`` prefix, an indent or
its links (``Jo Lee @jolee · 3 hours ago``, ``  anna 2 hours ago | parent | next [–]``), a user name may stand above a
day or age line (``hjvoss`` / ``May 8``, ``Petra K.`` / ``Südstadt · vor 3 Std.``), under its avatar's initials or a
badge, or its message end in its time line (``8 мая в 14:02 Ответить``; :mod:`memspark.chunking.headers`,
:mod:`memspark.chunking.namelines`) — a time line under a message's words is its stamp, not said: the plain form and
the chunk budget leave it out (no chunk ends on the next sender's name: :mod:`memspark.chunking.saidcost`); a site's words around a post — badges, action bars, counters — are neither a name
nor what was said (:mod:`memspark.chunking.chrome`); a chat client's timed notice between the messages (``[10:02] ***
Ana left``, ``— call ended · 3:04 —``) is no one's words (:mod:`memspark.chunking.notices`); a speaker a column before a time column
(``Spk1  00:00:01  Hello``); direction marks and non-ASCII digits are read as ASCII. A message marked by its direction
(``Sent``/``Received``, ``Me``/``Them``, ``→``/``←``, in several languages) is a turn of that role, its plain form
naming the person the heading, a header line or a legend says the role stands for ("SMS backup of Caroline's phone":
``Caroline: …``; :mod:`memspark.chunking.roles`). A log level (``INFO worker:``, ``[WARN]``), an exception type
(``TypeError:``), a scene heading (``INT. …``), a script's cue (``FX:``), a tag in capitals (``[TODO]``), a deposition's
``BY MS. CHEN:``, a third person's pronoun (``She said:``) or a presence line (``last seen today at 13:56``) is no
speaker (:mod:`memspark.chunking.speakers`). Every label line starts a turn (consecutive label lines are consecutive
turns); the lines after it belong to it up to a blank line, a heading or the next label line (a label alone on its line
takes the paragraph after it).

**A conversation needs evidence** (:func:`detect`): label lines sharing one position and decoration (their *shape*)
whose names form a small set that recurs — ``n ≥ 2k − 1`` lines for ``k`` distinct names, 2 ≤ ``k`` ≤
:data:`MAX_SPEAKERS` (two people alternating: A B A), or, in a short chat of many people, a name that comes back
after another's line (someone answered) with most lines read as said (:func:`memspark.chunking.evidence.shape_is_conversation`; not in bullets or bold) —
or a role vocabulary (``user``/``assistant``, ``Human``/``AI``), or a JSONL transcript. Names alone on their lines
also need most of them tight (under their date line, or right under the message before) or a name coming back with a
sentence under nearly each, written as a person's or a user's name (:mod:`memspark.chunking.namelines`), a chat
table's rows an answer, most rows said and a time column or a question. Two names with one turn each count as
blank-line paragraphs (a chunk cut from a conversation of long turns; not with a list of records between them), or as
lines that both read as said, the second in the block after the first's or in the same; in bold, as two names the chunk's heading names as written (``# Session 3 (Caroline and
Melanie)`` above ``**Caroline:** …`` / ``**Melanie:** …``): a chunk cut from a bold-labelled conversation splits
into turns as the same chunk with bare labels does. Labels that recur only as a fixed template (the same sequence of
distinct keys under each heading, or a cycle of three or more keys: "Root cause / Fix / Owner / Status" per
incident), as runs under each heading (no name comes back within a section: a changelog's ``Added:``/``Fixed:`` per
release, a score per player per round) or as pairs set apart between every two (``Q:``/``A:`` in a FAQ,
``Pro:``/``Con:`` per option, a git log's ``Author:``/``Date:``) are records, not speakers, and so are a changelog's
kinds (``Added``, ``Fixed``, …) alone; so are lines timed on the quarter hour (a plan, a reading schedule), numbered keys each once (``Week 19: …``,
``Week 20: …``), day lines over timed readings (a timetable), timed legs of a route (``07:40 De Madrid a Sevilla: …``;
:mod:`memspark.chunking.meeting`),
"messages" that open with amounts (a ledger) or hold only bracketed hosts and ``key=value`` fields (a tool's status
output: ``ok: [web-01]``), kinds of change listed under each release's title (``新增：…``), keys each in one run with nobody answering (action items grouped by
topic), cards of fields each opening with one key (a macro library), a roll call naming the speakers and a one-off
key set apart at either end of a conversation (``Next steps: …``; :mod:`memspark.chunking.records`), a message system's
other keys beside its sender key, a timeless line in a log timing all others, a profile line naming a speaker and two
footer keys under a list (:mod:`memspark.chunking.senders`). Dated or nicked lines of distinct
people are messages even when nobody speaks twice (a chunk of a busy chat). Key/value notes, YAML front matter,
config listings (keys once each, or indented), definition lists, checklists, tables and headings stay whole. Where
no label grammar reads a conversation, names that only recur at the start of messages, undecorated, may
(:mod:`memspark.chunking.recurring`; a fallback only), and so may posts under name lines with no time line when a
poster comes back (``Thandi M.`` / words, ``QuickFix Plumbing replied`` / words; :mod:`memspark.chunking.posts`). A
program's output is no chat: a log whose timed lines mostly name no one, a kernel's uptime stamps, a tool's resource
addresses (:mod:`memspark.chunking.machine`). A turn whose label sits a line or two down its message's header (a
ticket article's title above ``From:``, a post's number above the poster) opens at the header's first line
(:mod:`memspark.chunking.heads`).

A chunk that is not a conversation keeps the blocks it always had: a blank line, a list item or a heading starts a
new block; a fenced code block stays whole; a heading is context, never a block.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from collections.abc import Sequence

from memspark.chunking import bylines, headers, letters, namelines, records, recurring, roles, sayings
from memspark.chunking.actions import ACTION, irc_actions
from memspark.chunking.assembly import speech_turns
from memspark.chunking.chrome import is_interface
from memspark.chunking.csvchat import csv_rows
from memspark.chunking.datedposts import dated_posts
from memspark.chunking.evidence import mail_headers, shape_is_conversation
from memspark.chunking.fromkeys import sender_turns
from memspark.chunking.heads import at_header
from memspark.chunking.labels import NAME_LINE, Label, header_field, parse_label, speaker
from memspark.chunking.leadpost import lead_post
from memspark.chunking.linewise import line_turns, timed_turns
from memspark.chunking.notices import is_notice, tally
from memspark.chunking.numbered import numbered_comments
from memspark.chunking.posts import post_turns, widen_posts
from memspark.chunking.prompts import prompt_turns
from memspark.chunking.qa import qa_turns
from memspark.chunking.replies import replied_reviews
from memspark.chunking.senders import list_footer, sender_key, untimed, without_profile
from memspark.chunking.sides import side_turns
from memspark.chunking.signed import signed_turns
from memspark.chunking.signs import memo_turns, sign_turns
from memspark.chunking.stanzas import STANZA, is_time_line, stanza_turns, widen
from memspark.chunking.tables import chat_rows
from memspark.chunking.translated import translated_turns
from memspark.chunking.values import is_value
from memspark.chunking.voicelog import voice_turns

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_FENCE = re.compile(r"^\s*(```|~~~)")
_FRONT_MATTER = re.compile(r"^(---|\+\+\+)\s*$")
PAIR = 2  # two label lines of one shape, one name each: a conversation alone, a header's keys beside one

# --- words of a heading (one line's label: memspark.chunking.labels) -----------------
_WORDS = re.compile(r"[^\W_]+")


# --- which label lines are turns -----------------------------------------------------------------
def _labelled_lines(lines: Sequence[str]) -> list[tuple[int, Label, int]]:
    """``(index, label, group)`` of every label line outside fences, tables and front matter; ``group``
    counts the headings above it (a record template repeats per heading)."""
    out: list[tuple[int, Label, int]] = []
    actions: list[tuple[int, re.Match[str], int]] = []
    in_fence, group, header_at, alone_at = False, 0, -1, -1
    dated: bool | None = None  # the chunk's first name line has its date line above it (an export's layout)
    table = chat_rows(lines) | signed_turns(lines) | csv_rows(lines) | voice_turns(lines) | bylines.byline_turns(lines) | sign_turns(lines)
    table = table | letters.letter_turns(lines) | sayings.said_lines(lines) | prompt_turns(lines) | translated_turns(lines)
    table = table | side_turns(lines) | line_turns(lines)  # chunking.letters, .sayings, .prompts, .translated, .sides, .linewise
    table = table | speech_turns(lines) | memo_turns(lines)  # chunking.assembly: "○議長（…君）　…"; .signs: "🎤 0:18"
    front = 0
    first = next((i for i, ln in enumerate(lines) if ln.strip()), None)
    if first is not None and _FRONT_MATTER.match(lines[first]):
        close = next((j for j in range(first + 1, len(lines)) if _FRONT_MATTER.match(lines[j])), None)
        front = close + 1 if close is not None else 0
    status = namelines.statuses(lines)  # "Visualizzato" between two messages: the app's, no sender (chunking.namelines)
    for i, line in enumerate(lines):
        if i < front or i in status:
            continue
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence or not line.strip():
            continue
        if _HEADING.match(line) and i not in table:  # a heading of its own, not a message's byline
            group += 1
            continue
        label = (table.get(i) or headers.post_header(lines, i) or headers.day_header(lines, i) or parse_label(line)
                 or records.handle_header(lines, i)
                 or headers.thread_header(line))
        if label is not None and (i < header_at or label.shape == NAME_LINE and i <= header_at
                                  or label.alone and "says" in label.shape and i <= alone_at):
            continue  # a header's own line ("Host · 1:56 PM"), the first line of words under one ("Grace Adeyemi" / "Ok")
        if label is not None and (not label.header or headers.has_body(lines, i + label.span - 1, label.shape)):
            at = i
            if label.header:
                header_at = i + label.span
                dated = dated if dated is not None or label.shape != NAME_LINE else headers.dated_above(lines, i, False)
                if (label.shape == NAME_LINE and label.span == 1 and i > front and headers.dated_above(lines, i, bool(dated))
                        and not (out and out[-1][0] == i - 1)):
                    at, label = headers.with_date_line(lines, label, i)  # an export's date line above the name
                elif label.shape == NAME_LINE and i > front and (headers.badge_above(lines, i) or headers.subject_above(lines, i)):
                    at, label = i - 1, dataclasses.replace(label, span=label.span + 1)  # "Top fan" / "Gary Whitlock"
                    out = out[:-1] if out and out[-1][0] == at else out  # "RE: Réponse …" above a post's author: no label
            alone_at = i + label.span if label.alone else alone_at
            out.append((at, label, group))
        elif (action := ACTION.match(line)) is not None:
            actions.append((i, action, group))
    out += irc_actions(out, actions) + sayings.emotes(lines, out)  # "* svenja waves", "Kenji Tanaka laughs"
    return sorted(out, key=lambda row: row[0])


def detect(lines: Sequence[str], heading: str = "") -> dict[int, Label]:
    """The turn-opening lines of a chunk (index → label): empty when the chunk is not a conversation.

    Label lines are grouped by shape; a shape whose names pass the evidence test (module docstring)
    makes its lines turns, and so does any other label line naming one of its speakers. ``heading`` is
    the chunk's heading breadcrumb (its headings inside the chunk count too): two bold names it holds, as
    written, need no recurrence. A chat client's notices between the messages (:mod:`memspark.chunking.notices`)
    are read as if they were not there: no label, and no gap between two messages."""
    kept = [i for i, line in enumerate(lines) if not is_notice(line)]
    if len(kept) < len(lines):
        return at_header({kept[i]: label for i, label in _detect([lines[i] for i in kept], heading).items()}, lines)
    return at_header(_detect(lines, heading), lines)  # a header's first line, the label a line or two down it


def _detect(lines: Sequence[str], heading: str) -> dict[int, Label]:
    labelled = without_profile(_labelled_lines(lines))  # "Driver: Sakib · Honda …" above Sakib's lines
    named = frozenset(_WORDS.findall(" ".join((heading, *(ln for ln in lines if _HEADING.match(ln))))))
    by_shape: dict[tuple[str, ...], list[tuple[int, Label, int]]] = {}
    for row in labelled:
        by_shape.setdefault(row[1].shape, []).append(row)
    speakers: set[str] = set()
    turns: dict[int, Label] = {}
    passed = [rows for shape, rows in by_shape.items() if shape_is_conversation(shape, rows, lines, named)]
    for rows in passed:
        if len(rows) == PAIR and any(len(other) > PAIR for other in passed) and not mail_headers(rows[0][1].shape, rows, lines):
            continue  # two one-off labels beside a longer conversation in another shape: its keys ("Status:", "Deleted:")
        speakers.update(label.name.casefold() for _, label, _ in rows)
        turns.update((i, label) for i, label, _ in rows)
    if speakers:
        shapes = {rows[0][1].shape for rows in passed}  # in another shape, a name alone after a speaker's key: a field
        turns.update((i, label) for i, label, _ in labelled if label.name.casefold() in speakers  # ("CHAIR: Ann Lee")
                     and (label.shape in shapes or not is_value(label.text)) and not untimed(shapes, label))
        said = Counter(label.name.casefold() for label in turns.values())
        first = min(turns)
        if said[turns[first].name.casefold()] == 1 and (records.roll_call(turns[first], sorted(speakers))
                                                        or roles.header(turns[first].name, turns[first].text, speakers)):
            del turns[first]  # "Present: DC Harris, DC Webb, …" / "Participants: Tom, Priya" above what they said
        turns = {i: label for i, label in turns.items() if said[label.name.casefold()] > 1 or not tally(label.text)}
        turns = records.set_apart(turns, lines)  # "Pendiente: …" after a blank line under a call's lines
        turns = list_footer(sender_key(turns), lines)  # "Temat: …" beside "Od: name · date" lines
    turns = records.notices(bylines.prevail(turns, lines))  # messages under bylines hold their label-like lines
    turns = namelines.without_titles(turns, lines)  # "Inline Comments" among dated senders' headers
    found = (widen_posts(widen(turns, lines), lines) if len(turns) >= PAIR  # posts the grammar missed among its own
             else numbered_comments(lines) or recurring.discover(lines) or stanza_turns(lines) or timed_turns(lines) or post_turns(lines)
             or dated_posts(lines) or qa_turns(lines) or sender_turns(lines) or turns)  # no grammar read one
    # (chunking.recurring, .stanzas, .linewise, .posts, .datedposts, .qa, .fromkeys; numbered comments first: .numbered)
    found = replied_reviews(lines) or found  # reviews and the business's replies (chunking.replies)
    return records.sounds(lead_post(found, lines))  # the post a thread answers (chunking.leadpost); "CAM  [single chime]": no one's


# --- blocks --------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Block:
    start_line: int
    end_line: int
    text: str
    heading: str | None = None  # the last heading line above it inside the chunk (None: the chunk's heading)
    speaker: str | None = None  # the speaker of a conversation turn (None: not a turn)
    said: str | None = None  # a turn as ``Speaker: words``, whatever the layout (None: not a turn; see :attr:`plain`)

    @property
    def plain(self) -> str:
        """What the block says, free of its layout: a turn as ``Speaker: words`` — no bold, list marker,
        quote mark, timestamp or JSON around it — and any other block as written. Focus's turn features
        and ingest's turn vectors read this, so a turn weighs the same in every layout."""
        return self.text if self.said is None else self.said


def split_blocks(text: str, start_line: int, heading: str = "") -> list[Block]:
    """A chunk's blocks: in a conversation (:func:`detect`) each label line starts a turn; otherwise,
    and between turns, a blank line, a list item or a heading starts a new block. A fenced code block
    stays whole; a heading is context for the blocks under it, never a block of its own; the lines of
    a transcript that hold no message (metadata events) belong to no block. ``heading`` is the chunk's
    heading breadcrumb (:func:`detect`)."""
    return list(_split_blocks(text, start_line, heading))


@functools.lru_cache(maxsize=1 << 13)
def _split_blocks(text: str, start_line: int, breadcrumb: str) -> tuple[Block, ...]:
    """:func:`split_blocks`, cached: focus splits the same head chunks query after query."""
    lines = text.split("\n")
    turns = detect(lines, breadcrumb)
    status = {start_line + i for i in namelines.statuses(lines)} if turns else set()  # a read receipt: not said
    transcript = any(label.shape == ("json",) for label in turns.values())
    blocks: list[Block] = []
    current: list[tuple[int, str]] = []
    who: str | None = None
    span = 1  # the lines the current turn's label takes (a date line above a name line: 2)
    opening = ""  # what the current turn's label line says after the label
    heading: str | None = None
    in_fence = False
    waiting = False  # the current block is a label alone on its line: its text follows a blank line
    mail, fields = False, set[int]()  # a turn opened by a mail header's ``From:``; its field lines (not said)
    stanza = False  # a turn opened by a post stanza's name line (chunking.stanzas): its time line is not said

    def close() -> None:
        nonlocal who, waiting
        if current:
            said = None
            if who is not None:
                said_lines = [p for p in (opening, *(ln.strip() for n, ln in current[span:]  # not the client's words
                                                     if n not in fields | status and not is_interface(ln) and not is_notice(ln))) if p]
                if namelines.time_below(said_lines):
                    said_lines.pop()  # "May 08, 2023 1:56:00 pm" under the message: its time, not its words
                if stanza:
                    said_lines = [p for p in said_lines if not is_time_line(p)]  # "há 2 h  Responder  ♡ 30": the site's
                said = f"{who}: {chr(10).join(said_lines)}"
            blocks.append(Block(current[0][0], current[-1][0], "\n".join(line for _, line in current), heading, who, said))
        current.clear()
        fields.clear()
        who, waiting = None, False

    for offset, line in enumerate(lines):
        number = start_line + offset
        if _FENCE.match(line):
            if not in_fence:
                close()
            current.append((number, line))
            if in_fence:
                close()
            in_fence = not in_fence
            continue
        if in_fence:
            current.append((number, line))
            continue
        label = turns.get(offset)
        if label is not None:
            close()
            current.append((number, line))
            who, waiting, opening, span, mail = label.name, label.alone, label.text, label.span, "from-key" in label.shape
            stanza = label.shape == STANZA
        elif not line.strip():
            if not waiting:
                close()
        elif _HEADING.match(line):
            close()
            heading = line.lstrip("# ").strip()
        elif transcript and line.lstrip().startswith("{"):
            close()  # a transcript line without a message: skipped, its line number kept
        elif mail and waiting and header_field(line):
            current.append((number, line))  # "To: …", "Date: …" under "From: …": the header goes on, the message below
            fields.add(number)
        else:
            if _LIST_ITEM.match(line) and not waiting or _cut_off(lines, offset, who, current[span:]):
                close()
            current.append((number, line))
            waiting = waiting and len(current) <= span  # a header's own lines (a date, a vote) wait for its words too
    close()
    return tuple(_named(blocks, [breadcrumb, *lines[:min(turns, default=0)]]))


def _cut_off(lines: Sequence[str], offset: int, who: str | None, below: Sequence[tuple[int, str]]) -> bool:
    """The chunk's last line a sender's name under a message that ended in its time line: the next message's
    header, its words cut off by the chunk's end (the next chunk holds them), not the turn's words."""
    if who is None or offset != len(lines) - 1 or not namelines.time_below([ln for _, ln in below]):
        return False
    label = parse_label(lines[offset])
    return label is not None and label.shape == NAME_LINE


def _named(blocks: list[Block], context: list[str]) -> list[Block]:
    """Role speakers (``Sent``, ``Them``, ``→``) as the people the heading or the lines above the turns name
    (:mod:`memspark.chunking.roles`): the plain form reads ``Caroline: …``; the stored text is untouched."""
    said = [(b.speaker, (b.said or "")[len(b.speaker) + 2:]) for b in blocks if b.speaker is not None]
    who = roles.names(said, "\n".join([*context, *(b.heading or "" for b in blocks)]))
    return [dataclasses.replace(b, speaker=who[b.speaker], said=f"{who[b.speaker]}: {(b.said or '')[len(b.speaker) + 2:]}")
            if b.speaker in who else b for b in blocks]


def is_conversation(blocks: list[Block]) -> bool:
    """Blocks (from :func:`split_blocks`) of a conversation chunk: at least two of them are turns, or a
    transcript's message (a chunk of one message and metadata lines narrows to the message)."""
    turns = [b for b in blocks if b.speaker is not None]
    return len(turns) >= 2 or any(b.text.startswith("{") for b in turns)


def conversation_turns(text: str, start_line: int, heading: str = "") -> list[Block]:
    """The blocks of a conversation chunk (its turns and any context between them), none for any other chunk;
    ``heading``: the chunk's heading breadcrumb (:func:`detect`)."""
    blocks = split_blocks(text, start_line, heading)
    return blocks if is_conversation(blocks) else []


__all__ = ["Block", "Label", "conversation_turns", "detect", "is_conversation", "parse_label", "speaker", "split_blocks"]
