"""The LoCoMo layouts the product was never tuned on (``irc``, ``screenplay``, ``slack``, ``wechat``, ``sms``,
``email-thread``, ``arrows``, ``forum-thread``, ``letters``, ``reddit-levels``, ``messenger-archive``,
``imessage-export``, ``teams-copy``, ``zoom-chat-save``, ``discord-copy``):
each renders every turn once, and none of them joins the ``mixed`` draw, which stays the nine layouts it always
drew from."""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta

import pytest

from memspark_eval.locomo_data import convert_conversation
from memspark_eval.locomo_layouts import (
    LAYOUTS,
    MIX_LAYOUTS,
    MIX_SEED,
    UNSEEN,
    Line,
    Session,
    get_layout,
    render_files,
    session_layouts,
)

# the nine layouts of the mixed draw, written out: the draw must stay byte-identical to the one focus was fitted on
NINE = ("bare", "bold", "monthly", "timestamped-list", "blockquote", "name-dash", "whatsapp", "chat-copy", "jsonl")
SPEAKERS = ("Caroline", "Melanie")
# one session's turns: a speaker's run of three, a shared photo, a turn of one word
SAID = [("Caroline", "Hey Mel! I went to the support group yesterday."),
        ("Melanie", "How was it?"),
        ("Caroline", "Powerful. People told their stories."),
        ("Caroline", "I met a painter there, too."),
        ("Caroline", "She invited me to her studio."),
        ("Melanie", "Nice!"),
        ("Caroline", "Look what I painted after.")]


def _turns(n: int) -> list[dict[str, str]]:
    turns = [{"speaker": who, "text": text, "dia_id": f"D{n}:{i + 1}"} for i, (who, text) in enumerate(SAID)]
    turns[-1]["blip_caption"] = "a sunset over a lake"
    return turns


def _sessions(count: int) -> list[Session]:
    start = datetime(2023, 5, 8, 13, 56)
    whens = [start + timedelta(days=3 * n, hours=n % 5) for n in range(1, count + 1)]
    return [Session(n, when, _raw(when), _turns(n), SPEAKERS) for n, when in enumerate(whens, start=1)]


def _raw(when: datetime) -> str:
    """A session date as LoCoMo writes it ("1:56 pm on 8 May, 2023")."""
    return f"{_clock(when).lower()} on {when.day} {when:%B}, {when.year}"


def _sample(count: int) -> dict:
    conv: dict = {"speaker_a": SPEAKERS[0], "speaker_b": SPEAKERS[1]}
    for s in _sessions(count):
        conv[f"session_{s.number}_date_time"] = s.raw_date
        conv[f"session_{s.number}"] = list(s.turns)
    return {"sample_id": "synthetic", "conversation": conv, "qa": []}


def _clock(t: datetime) -> str:
    return f"{t.hour % 12 or 12}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def _reference_draw(conversation: int, sessions: int, seed: int) -> list[str]:
    """The mixed draw as it always was: a seeded choice among the nine, never one twice in a row."""
    rng = random.Random(f"{seed}:{conversation}")
    out: list[str] = []
    for _ in range(sessions):
        out.append(rng.choice([n for n in NINE if not out or n != out[-1]]))
    return out


def test_the_unseen_layouts_are_layouts_but_not_in_the_mixed_draw() -> None:
    assert MIX_LAYOUTS == NINE
    assert set(UNSEEN) == {"irc", "screenplay", "slack", "wechat", "sms", "email-thread", "arrows",
                           "forum-thread", "letters", "reddit-levels", "messenger-archive", "imessage-export",
                           "teams-copy", "zoom-chat-save", "discord-copy"}
    assert not set(UNSEEN) & set(MIX_LAYOUTS)
    assert set(LAYOUTS) == set(MIX_LAYOUTS) | set(UNSEEN)
    assert all(get_layout(name).name == name for name in UNSEEN)


@pytest.mark.parametrize("seed", [MIX_SEED, MIX_SEED + 1, 3])
def test_the_mixed_draw_uses_only_the_nine_and_renders_as_before(seed: int) -> None:
    sessions = _sessions(30)
    for conversation in range(8):
        drawn = [layout.name for layout in session_layouts(conversation, sessions, seed)]
        assert drawn == _reference_draw(conversation, len(sessions), seed)
        assert set(drawn) <= set(NINE)
    notes = convert_conversation(2, _sample(30), "mixed", seed)
    expected = render_files([LAYOUTS[n] for n in _reference_draw(2, 30, seed)], _sessions(30))
    assert notes.files == {p: "\n".join(t for t, _ in lines).rstrip("\n") + "\n" for p, lines in expected.items()}


def _runs(lines: list[Line]) -> dict[str, list[int]]:
    """Dialog id -> the indexes of the lines it tags."""
    out: dict[str, list[int]] = {}
    for i, (_, dia) in enumerate(lines):
        if dia:
            out.setdefault(dia, []).append(i)
    return out


@pytest.mark.parametrize("name", UNSEEN)
def test_an_unseen_layout_renders_every_turn_once(name: str) -> None:
    """Every turn's dialog id tags one run of consecutive lines, holding its words once; no id shows in the text."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout(name), [session]).values()
    runs = _runs(lines)
    assert list(runs) == [t["dia_id"] for t in session.turns]
    for turn in session.turns:
        at = runs[turn["dia_id"]]
        assert at == list(range(at[0], at[-1] + 1))
        assert sum(turn["text"] in text for text, _ in lines) == 1
        assert any(turn["text"] in lines[i][0] for i in at)
    assert "sunset over a lake" in "\n".join(t for t, _ in lines)
    assert not any("D1:" in text for text, _ in lines)


def test_irc_writes_one_stamped_nick_line_per_turn() -> None:
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("irc"), [session]).values()
    said = [(text, dia) for text, dia in lines if dia]
    assert len(said) == len(session.turns)
    for i, ((text, _), turn) in enumerate(zip(said, session.turns, strict=True)):
        assert text.startswith(f"[{session.stamp(i):%H:%M}] <{turn['speaker']}> {turn['text']}")


def test_screenplay_writes_the_name_in_capitals_above_the_text() -> None:
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("screenplay"), [session]).values()
    for turn in session.turns:
        at = _runs(lines)[turn["dia_id"]]
        assert [lines[i][0] for i in at][0] == turn["speaker"].upper() and len(at) == 2
        assert lines[at[1]][0].startswith(turn["text"]) and lines[at[1] + 1][0] == ""


def test_slack_groups_a_speakers_run_under_one_header() -> None:
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("slack"), [session]).values()
    header = re.compile(r"^(?P<name>\w+)  (?P<clock>\d{1,2}:\d{2} [AP]M)$")
    headers = [(i, m) for i, (text, _) in enumerate(lines) if (m := header.match(text))]
    # speakers C M CCC M C: five runs, five headers, each with its first message's time
    assert [m["name"] for _, m in headers] == ["Caroline", "Melanie", "Caroline", "Melanie", "Caroline"]
    assert [m["clock"] for _, m in headers] == [_clock(session.stamp(i)) for i in (0, 1, 2, 5, 6)]
    runs = _runs(lines)
    for turn in session.turns:  # each message its own line, under its header
        texts = [lines[i][0] for i in runs[turn["dia_id"]] if not header.match(lines[i][0])]
        assert len(texts) == 1 and texts[0].startswith(turn["text"])
    third, fourth, fifth = (runs[f"D1:{k}"] for k in (3, 4, 5))
    assert len(third) == 2 and fourth == [third[-1] + 1] and fifth == [fourth[-1] + 1]
    assert all(lines[i - 1][0] == "" for i, _ in headers[1:])


def _header(name: str, session: Session, i: int, speaker: str) -> str:
    """The header line a WeChat copy or an SMS backup writes above a session's ``i``-th message."""
    if name == "wechat":
        return f"{speaker} {session.stamp(i):%Y-%m-%d %H:%M:%S}"
    return f"{'Sent' if speaker == SPEAKERS[0] else 'Received'} {session.stamp(i):%d/%m/%Y %H:%M}"


@pytest.mark.parametrize("name", ["wechat", "sms"])
def test_wechat_and_sms_write_a_header_line_above_each_message_and_no_blank_lines(name: str) -> None:
    """WeChat: the name and the time; an SMS backup: `Sent` (the first speaker) or `Received`, the names only in
    the heading."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout(name), [session]).values()
    runs = _runs(lines)
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        assert len(at) == 2 and lines[at[0]][0] == _header(name, session, i, turn["speaker"])
        assert lines[at[1]][0].startswith(turn["text"])
    first = runs[session.turns[0]["dia_id"]][0]
    assert all(text for text, _ in lines[first:])  # no blank line between messages
    named = [text for text, _ in lines if any(who in text for who in SPEAKERS)]
    if name == "sms":
        assert named == [lines[0][0]] and all(lines[0][0].count(who) == 1 for who in SPEAKERS)
    else:
        assert len(named) == len(session.turns) + 1  # the heading and every header line


def test_email_thread_writes_each_turn_as_an_email_with_the_name_only_in_its_headers() -> None:
    """Oldest first: `From:` the speaker, `To:` the other, `Date:` the turn's time, a blank line, the body."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("email-thread"), [session]).values()
    runs = _runs(lines)
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        other = next(n for n in SPEAKERS if n != turn["speaker"])
        texts = [lines[k][0] for k in at]
        assert texts[0] == f"From: {turn['speaker']} <{turn['speaker'].lower()}@example.com>"
        assert texts[1] == f"To: {other} <{other.lower()}@example.com>"
        stamp = session.stamp(i)
        assert texts[2] == f"Date: {stamp:%a}, {stamp.day} {stamp:%b %Y %H:%M}" and texts[3] == ""
        assert len(texts) == 5 and texts[4].startswith(turn["text"]) and turn["speaker"] not in texts[4]
        assert lines[at[-1] + 1] == ("", None)


def test_arrows_write_one_arrow_line_per_turn_and_the_names_only_in_the_heading() -> None:
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("arrows"), [session]).values()
    said = [text for text, dia in lines if dia]
    assert len(said) == len(session.turns)
    for text, turn in zip(said, session.turns, strict=True):
        arrow = "→" if turn["speaker"] == SPEAKERS[0] else "←"
        assert text.startswith(f"{arrow} {turn['text']}")
    named = [text for text, _ in lines if any(who in text for who in SPEAKERS)]
    assert named == [lines[0][0]] and f"→ {SPEAKERS[0]}" in named[0] and f"← {SPEAKERS[1]}" in named[0]


def test_forum_thread_writes_each_turn_as_a_post_with_the_name_alone_above_its_time_line() -> None:
    """Each post: the name alone on a line, `Posted <day> <Mon> <year>, <clock> · #<n>`, the text, a blank line."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("forum-thread"), [session]).values()
    runs = _runs(lines)
    for i, turn in enumerate(session.turns):
        texts = [lines[k][0] for k in runs[turn["dia_id"]]]
        stamp = session.stamp(i)
        assert texts[:2] == [turn["speaker"], f"Posted {stamp.day} {stamp:%b %Y}, {_clock(stamp)} · #{i + 1}"]
        assert len(texts) == 3 and texts[2].startswith(turn["text"]) and turn["speaker"] not in texts[2]
        assert lines[runs[turn["dia_id"]][-1] + 1] == ("", None)
    assert not any(text.startswith(f"{who}:") for text, _ in lines for who in SPEAKERS)


def test_letters_write_each_turn_as_a_letter_to_the_other_signed_by_the_writer_below_the_text() -> None:
    """Each letter: `<Weekday> <day> <Month> <year>, <clock>`, `Dear <the other>,`, the text, `Love, <the writer>`,
    a blank line; the writer's name comes only after the text, the first name in a letter is the reader's."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("letters"), [session]).values()
    runs = _runs(lines)
    for i, turn in enumerate(session.turns):
        texts = [lines[k][0] for k in runs[turn["dia_id"]]]
        stamp, other = session.stamp(i), next(n for n in SPEAKERS if n != turn["speaker"])
        assert texts[:2] == [f"{stamp:%A} {stamp.day} {stamp:%B %Y}, {_clock(stamp)}", f"Dear {other},"]
        assert len(texts) == 4 and texts[2].startswith(turn["text"]) and turn["speaker"] not in texts[2]
        assert texts[3] == f"Love, {turn['speaker']}"
        assert lines[runs[turn["dia_id"]][-1] + 1] == ("", None)
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines for who in SPEAKERS)


def test_reddit_levels_write_each_turn_as_a_reply_one_level_deeper_with_the_name_alone_above_its_points_line() -> None:
    """Each comment: `level <n>` (one deeper per reply), the name alone, `<p> point(s) · <age> min. ago` (the last
    comment a minute old), the text, `Reply Share Report Save`, a blank line; the name never on the text's line."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("reddit-levels"), [session]).values()
    runs = _runs(lines)
    meta = re.compile(r"^(?P<points>\d+) points? · (?P<age>\d+) min\. ago$")
    ages = []
    for i, turn in enumerate(session.turns):
        texts = [lines[k][0] for k in runs[turn["dia_id"]]]
        # the depth line above the name is the thread's (mapped to no turn), the rest the comment's
        assert len(texts) == 4 and lines[runs[turn["dia_id"]][0] - 1] == (f"level {i + 1}", None)
        texts = [f"level {i + 1}", *texts]
        assert texts[:2] == [f"level {i + 1}", turn["speaker"]]
        m = meta.match(texts[2])
        assert m and (m["points"] == "1") == texts[2].startswith("1 point ")
        ages.append(int(m["age"]))
        assert texts[3].startswith(turn["text"]) and turn["speaker"] not in texts[3]
        assert texts[4] == "Reply Share Report Save" and lines[runs[turn["dia_id"]][-1] + 1] == ("", None)
    assert ages == list(range(len(session.turns), 0, -1))
    assert lines[2] == (f"{len(session.turns)} comments · sorted by old", None)
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines for who in SPEAKERS)


def test_messenger_archive_writes_the_name_alone_above_each_message_and_its_time_below_with_no_blank_lines() -> None:
    """A participants line, then each message: the sender's name alone, the text, `May 08, 2023 1:56:00 pm` (a minute
    later each turn); no blank line between messages and the name never on the text's line."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("messenger-archive"), [session]).values()
    runs = _runs(lines)
    assert lines[:4] == [(f"# {session.heading()}", None), ("", None), ("Participants: Caroline and Melanie", None),
                         ("", None)]
    stamp = re.compile(r"^(?P<mon>[A-Z][a-z]{2}) (?P<day>\d{2}), (?P<year>\d{4}) (?P<h>1[0-2]|[1-9]):(?P<m>\d{2}):00 "
                       r"(?P<ampm>am|pm)$")
    times = []
    for turn in session.turns:
        at = runs[turn["dia_id"]]
        texts = [lines[k][0] for k in at]
        assert len(texts) == 3 and texts[0] == turn["speaker"]
        assert texts[1].startswith(turn["text"]) and turn["speaker"] not in texts[1]
        m = stamp.match(texts[2])
        assert m, texts[2]
        hour = int(m["h"]) % 12 + (12 if m["ampm"] == "pm" else 0)
        times.append(datetime.strptime(f"{m['mon']} {m['day']} {m['year']} {hour}:{m['m']}", "%b %d %Y %H:%M"))
    assert times == [session.stamp(i) for i in range(len(session.turns))]
    assert [lines[k] for k in range(4, len(lines))] == [ln for ln in lines[4:] if ln[0]]  # no blank line after the header
    assert runs[session.turns[-1]["dia_id"]][-1] == len(lines) - 1
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines for who in SPEAKERS)


def test_imessage_export_writes_a_time_line_then_me_or_the_contact_then_the_text() -> None:
    """The first speaker's Mac: each message a `May 08, 2023  1:56:07 PM` line (the hour padded to two places; a read
    receipt when the other answers next), `Me` for the owner or the contact's name, the text, a blank line; who `Me`
    is, only the heading says, and no line of the text starts with a name."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("imessage-export"), [session]).values()
    runs = _runs(lines)
    assert lines[0][1] is None and "Caroline's Mac (Me = Caroline)" in lines[0][0] and "Melanie" in lines[0][0]
    stamp = re.compile(r"^(?P<mon>[A-Z][a-z]{2}) (?P<day>\d{2}), (?P<year>\d{4}) (?P<h>[ 1]\d):(?P<m>\d{2}):(?P<s>\d{2}) "
                       r"(?P<ampm>AM|PM)(?P<receipt> \(Read by (?P<by>them|you) after (?P<after>\d+) seconds\))?$")
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        texts = [lines[k][0] for k in at]
        assert len(texts) == 3 and lines[at[-1] + 1] == ("", None)
        m = stamp.match(texts[0])
        assert m, texts[0]
        hour = int(m["h"]) % 12 + (12 if m["ampm"] == "PM" else 0)
        when = datetime.strptime(f"{m['mon']} {m['day']} {m['year']} {hour}:{m['m']}", "%b %d %Y %H:%M")
        assert when == session.stamp(i) and 0 <= int(m["s"]) < 60
        assert (m["h"][0] == " ") == (int(m["h"]) < 10)  # `May 08, 2023  1:56:07 PM`: two spaces before a one-digit hour
        mine = turn["speaker"] == "Caroline"
        assert texts[1] == ("Me" if mine else "Melanie")
        answered = i + 1 < len(session.turns) and session.turns[i + 1]["speaker"] != turn["speaker"]
        assert bool(m["receipt"]) == answered and (not answered or m["by"] == ("them" if mine else "you"))
        assert texts[2].startswith(turn["text"])
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines[1:] for who in SPEAKERS)
    assert [ln for ln, _ in lines].count("Me") == sum(t["speaker"] == "Caroline" for t in session.turns)


def test_teams_copy_writes_a_name_and_time_header_then_the_text_for_every_message() -> None:
    """A Teams copy: each message a `Melanie  5/8/23 1:57 PM` header (`  Edited` after some; a header even in a run of
    one sender's messages), the text on the next line, no blank line after the heading, and no line of the text
    starting with a name."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("teams-copy"), [session]).values()
    runs = _runs(lines)
    assert lines[0][1] is None and "Teams" in lines[0][0] and lines[1] == ("", None)
    header = re.compile(r"^(?P<who>\w+)  (?P<mo>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{2}) (?P<h>\d{1,2}):(?P<m>\d{2}) "
                        r"(?P<ampm>AM|PM)(?P<edited>  Edited)?$")
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        assert len(at) == 2 and at[1] == at[0] + 1
        m = header.match(lines[at[0]][0])
        assert m, lines[at[0]][0]
        assert m["who"] == turn["speaker"] and not m["mo"].startswith("0") and not m["d"].startswith("0")
        hour = int(m["h"]) % 12 + (12 if m["ampm"] == "PM" else 0)
        when = datetime(2000 + int(m["y"]), int(m["mo"]), int(m["d"]), hour, int(m["m"]))
        assert when == session.stamp(i)
        assert lines[at[1]][0].startswith(turn["text"])
    assert all(text for text, _ in lines[2:])  # no blank lines between messages
    assert any("Edited" in text for text, _ in lines) and not all(
        text.endswith("Edited") for text, dia in lines if dia and text.split("  ")[0] in SPEAKERS)
    assert not any(text.startswith(f"{who}:") for text, _ in lines for who in SPEAKERS)


def test_zoom_chat_save_writes_a_time_from_to_header_then_the_tabbed_text_for_every_message() -> None:
    """A saved Zoom chat: each message a `13:57:41 From Melanie to Everyone:` header (the time of the turn's minute
    with seconds; a header even in a run of one sender's messages), a tab and the text on the next line, no blank
    line after the heading, and no line starting with a name."""
    (session,) = _sessions(1)
    (lines,) = render_files(get_layout("zoom-chat-save"), [session]).values()
    runs = _runs(lines)
    assert lines[0][1] is None and "Zoom" in lines[0][0] and lines[1] == ("", None)
    header = re.compile(r"^(?P<h>\d{2}):(?P<m>\d{2}):(?P<s>\d{2}) From (?P<who>\w+) to Everyone:$")
    for i, turn in enumerate(session.turns):
        at = runs[turn["dia_id"]]
        assert len(at) == 2 and at[1] == at[0] + 1
        m = header.match(lines[at[0]][0])
        assert m, lines[at[0]][0]
        assert m["who"] == turn["speaker"] and 0 <= int(m["s"]) < 60
        assert (int(m["h"]), int(m["m"])) == (session.stamp(i).hour, session.stamp(i).minute)
        assert lines[at[1]][0].startswith(f"\t{turn['text']}")
    assert all(text for text, _ in lines[2:])
    assert not any(text.startswith((f"{who}:", f"{who} ")) for text, _ in lines for who in SPEAKERS)
