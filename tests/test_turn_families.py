"""Conversation turns in three more families: a chat kept as a Markdown table, a chat export whose message
header is a display name alone on its line (Messenger, iMessage), and a deposition's ``BY MS. CHEN:`` lines —
and the look-alikes of each (tables of people, rotas and tasks, plain-text section titles) that stay whole."""

from __future__ import annotations

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.labels import is_stamp, parse_label, speaker
from memspark.chunking.saidcost import said_costs
from memspark.chunking.tables import cells, chat_rows
from memspark.chunking.turns import conversation_turns, detect
from memspark.config import ChunkConfig


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


def said(text: str) -> list[str]:
    return [b.plain for b in conversation_turns(text, 1) if b.speaker is not None]


# --- a chat kept as a table --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "| Zeit | Wer | Nachricht |\n|---|---|---|\n| 9:01 | Jonas | Bist du schon im Büro? |\n"
    "| 9:03 | Lea | Nein, ich komme gegen zehn |\n| 9:04 | Jonas | Okay, dann verschiebe ich das Meeting |",
    "| Name | Time | Text |\n|:-|:-|:-|\n| Ana | 10:01 | are you there? |\n| Ben | 10:02 | yes, just got in |\n"
    "| Ana | 10:03 | great, call me when you can |",
    "| # | 发送者 | 内容 |\n| --- | --- | --- |\n| 1 | 小明 | 你到了吗？ |\n| 2 | 小红 | 马上到，还有五分钟 |\n"
    "| 3 | 小明 | 好的，我在门口等你 |",
])
def test_a_chat_table_is_one_turn_a_row_whatever_its_headers_and_language(text: str) -> None:
    found = turns(text)
    assert [line for line, _ in found] == [3, 4, 5]
    assert found[0][1] == found[2][1] != found[1][1]


def test_a_chat_tables_rows_read_as_what_was_said_and_its_header_opens_nothing() -> None:
    text = ("# Chat with the builder\n\n| When | From | Message |\n| --- | --- | --- |\n"
            "| 07:58 | Piotr | We start with the tiles today |\n| 08:30 | Me | OK, the grey ones, not the white |\n"
            "| 08:31 | Piotr | Grey, yes. The white box goes back? |")
    assert turns(text) == [(5, "Piotr"), (6, "Me"), (7, "Piotr")]
    assert said(text)[1] == "Me: OK, the grey ones, not the white"


def test_a_chat_table_without_times_needs_someone_to_ask_something() -> None:
    chat = ("| Who | Said |\n| --- | --- |\n| Ana | did you push the fix yet? |\n| Ben | not yet, tests are red |\n"
            "| Ana | ping me when it is green |")
    tasks = ("| Owner | Task |\n| --- | --- |\n| Ana | migrate the billing database |\n| Tom | fix the flaky search test |\n"
             "| Ana | write the postmortem for Monday |")
    assert [line for line, _ in turns(chat)] == [3, 4, 5]
    assert turns(tasks) == []


@pytest.mark.parametrize("text", [
    # two columns of names and notes (an on-call rota), more columns than a chat has (a handover table)
    "| Week | Primary | Secondary | Notes |\n| --- | --- | --- | --- |\n| 1 | Ana | Rahul | Ana: out Friday |\n"
    "| 2 | Rahul | Chloé | |\n| 3 | Chloé | Ana | Chloé: conference Tue |\n| 4 | Ana | Rahul | |",
    "| Service | Owner | Status | Note |\n|---|---|---|---|\n| gateway | Priya | green | upgraded to 3.2 on Monday |\n"
    "| search | Tom | amber | lag alert tuned, watch it |\n| billing | Aisha | green | — |\n"
    "| exports | Tom | red | S3 permissions, ticket OPS-77 |",
    # a people directory, an attendance list, a cast list: names once each, or no sentences
    "| Name | Team | Ask about |\n|---|---|---|\n| Priya Raman | infra | release process and CI runners |\n"
    "| Tom Becker | search | Kafka and anything about indexing |",
    "| Date | Name | Present |\n|---|---|---|\n| 2024-03-01 | Ana | yes |\n| 2024-03-01 | Ben | no |\n"
    "| 2024-03-08 | Ana | yes |\n| 2024-03-08 | Ben | yes |",
    "| Role | Actor |\n|---|---|\n| Hamlet | Tom Hiddleston |\n| Ophelia | Ana de Armas |\n| Horatio | Ben Whishaw |",
])
def test_tables_of_people_rotas_and_lists_are_no_chat(text: str) -> None:
    assert detect(text.split("\n")) == {}


def test_table_rows_and_cells() -> None:
    assert cells("| 07:58 | Piotr | Tiles done |") == ["07:58", "Piotr", "Tiles done"]
    assert cells("Piotr | Tiles done") is None
    rows = chat_rows(["| t | who | what |", "|---|---|---|", "| 9:01 | Ana | hi there |", "", "| not | a | table |"])
    assert list(rows) == [2] and rows[2].name == "Ana" and rows[2].text == "hi there"


# --- a chat export: a display name alone on its line -------------------------------------------------------

def test_a_messenger_copy_opens_a_turn_at_each_name_line() -> None:
    text = ("# Messenger, planning the reunion\n\nGrace Adeyemi\nHas anyone heard back from the venue?\nYou sent\n"
            "Yes, they can do Saturday\nGrace Adeyemi\nPerfect. Deposit?\nYou sent\nOk\nObinna Eze\n"
            "I can transfer it tomorrow\nGrace Adeyemi\nSending now")
    assert turns(text) == [(3, "Grace Adeyemi"), (5, "You"), (7, "Grace Adeyemi"), (9, "You"), (11, "Obinna Eze"),
                           (13, "Grace Adeyemi")]
    assert said(text)[3] == "You: Ok"  # a one-word message under a name line is the message, not a header


def test_an_imessage_export_opens_a_turn_at_the_date_line_above_the_name() -> None:
    text = ("Exported, conversation with Dad\n\nMar 3, 2024 at 9:14 PM\nDad\nDid you get home ok?\n\n"
            "Mar 3, 2024 at 9:20 PM\nMe\nYes, all good\nthanks for dinner\n\nMar 3, 2024 at 9:21 PM\nDad\nGood night then"
            "\n\nMar 3, 2024 at 9:22 PM\nMe\nNight")
    assert turns(text) == [(3, "Dad"), (7, "Me"), (12, "Dad"), (16, "Me")]
    assert said(text)[1] == "Me: Yes, all good\nthanks for dinner"  # the name line is the header's, not said
    # the date line costs what "Me: words" costs beyond the lines under it (which keep their own cost)
    under = ("Me", "Yes, all good", "thanks for dinner")
    expected = len("Me: Yes, all good\nthanks for dinner") + 1 - sum(len(line) + 1 for line in under)
    assert said_costs(text.split("\n"), len)[6] == expected


@pytest.mark.parametrize("text", [
    "Monday\nGym, then groceries.\n\nTuesday\nWorked late on the release.\n\nMonday\nDentist at nine.\n\n"
    "Tuesday\nTeam lunch.",
    "Ingredients\nflour, sugar, eggs\n\nMethod\nmix and bake\n\nIngredients\nrice, water\n\nMethod\nboil",
    "Priya Raman\nrelease process, CI runners\n\nTom Becker\nsearch, Kafka\n\nAisha Khan\ndatabase migrations",
    "Summary\nWe shipped the release.\n\nRisks\nThe migration is slow.\n\nNext Steps\nBenchmark it again.",
])
def test_section_titles_and_contacts_alone_on_their_lines_are_no_chat(text: str) -> None:
    assert detect(text.split("\n")) == {}


def test_a_screenplay_line_of_one_word_stays_the_speakers_text() -> None:
    text = "CAROLINE\nYes\n\nMELANIE\nAre you sure?\n\nCAROLINE\nYes, I am."
    assert turns(text) == [(1, "Caroline"), (4, "Melanie"), (7, "Caroline")]


def test_date_lines_and_name_lines() -> None:
    assert all(is_stamp(s) for s in ("Jun 03, 2024  6:14:22 PM", "Mar 3, 2024 at 9:14 PM", "14. März 2024 09:31",
                                      "[08:31]", "2024-06-03"))
    assert not any(is_stamp(s) for s in ("Meeting 10:30", "Jun", "Dentist  4:15 PM"))
    assert parse_label("Grace Adeyemi") is not None and parse_label("You sent") is not None
    assert parse_label("sending now") is None and parse_label("Perfect. Deposit?") is None
    # alone, a capitalised line is only a header among others: a block's first line names no speaker by itself
    assert speaker("Next Steps\nBenchmark it again.") is None and speaker("Grace: on my way") == "Grace"


# --- a deposition ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("context", ["BY MS. CHEN:", "EXAMINATION BY MR. PATEL:", "By Ms. Chen:"])
def test_who_examines_is_context_not_a_turn(context: str) -> None:
    text = (f"{context}\nQ. Where were you on the evening of March 3rd?\nA. At the warehouse.\nQ. Was anyone there?\n"
            "A. Dwayne, the night supervisor.\nMR. PATEL: Objection, speculation.\nMS. CHEN: I'll rephrase.")
    assert [line for line, _ in turns(text)] == [2, 3, 4, 5, 6, 7]


def test_a_chat_table_in_a_note_is_cut_into_children_of_turns() -> None:
    rows = "\n".join(f"| 08:{i:02d} | {'Piotr' if i % 2 else 'Me'} | message number {i} about the tiles and grout |"
                     for i in range(10))
    text = f"# Builder\n\n| Time | From | Message |\n| --- | --- | --- |\n{rows}\n"
    chunks = chunk_document(text, agent_id="main", path="builder.md", content_type="markdown", doc_date=None,
                            cfg=ChunkConfig())
    found = [line for c in chunks if not c.is_parent for line, _ in turns_at(c.text, c.start_line)]
    assert found == list(range(5, 15))


def turns_at(text: str, start: int) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, start) if b.speaker is not None]


# --- decorations as a family: any run of date/time tokens before the label, any separator --------------------

@pytest.mark.parametrize(("line", "name", "text"), [
    ("Tue, 14 Nov 2023, 09:12 - Marek Nowak: masz klucze?", "Marek Nowak", "masz klucze?"),
    ("Wed, Nov 15 2023, 18:40 - Ola: tak, w skrzynce", "Ola", "tak, w skrzynce"),
    ("2024년 3월 2일 오후 3:15, 하은 : 내일 쉬어요", "하은", "내일 쉬어요"),
    ("2024年3月2日 下午3:15, 小林：明天休息", "小林", "明天休息"),
    ("09:12\tOlga Petrova\tзавтра в девять?", "Olga Petrova", "завтра в девять?"),
    ("(09:12:44) ines@xmpp.example.org/phone: on my way", "ines@xmpp.example.org/phone", "on my way"),
    ("[2024-03-02 09:12:44] [Chat Thread/INFO]: <mira_b> anyone online?", "mira_b", "anyone online?"),
    ("10h15 · Jules : on part quand ?", "Jules", "on part quand ?"),
    ("9:12 AM · Priya: running late", "Priya", "running late"),
    ("[14.11.23 09:12] Ömer > geliyorum", "Ömer", "geliyorum"),
    ("सुनीता: कल बाज़ार चलोगी?", "सुनीता", "कल बाज़ार चलोगी?"),
    ("You said:", "You", ""),
    ("Jonas schrieb: bin gleich da", "Jonas", "bin gleich da"),
])
def test_a_label_after_any_run_of_stamp_tokens(line: str, name: str, text: str) -> None:
    label = parse_label(line)
    assert label is not None and (label.name, label.text) == (name, text)


@pytest.mark.parametrize(("line", "name"), [
    ("Tomasz Lis, Wed 9:40 AM", "Tomasz Lis"),
    ("u/kettle_lamp · 2h", "u/kettle_lamp"),
    ("dev-oleg commented 2 hours ago", "dev-oleg"),
    ("release-bot bot commented yesterday", "release-bot bot"),
    ("Rita Gomes added a comment - 14/Nov/23 10:05 AM", "Rita Gomes"),
    ("Hana — Yesterday at 18:20", "Hana"),
    ("Jo Park <jo@example.org>\tTue, Nov 14, 2023 at 9:12 AM", "Jo Park"),
    ("Chidi Okeke 2024-03-02 09:12:44", "Chidi Okeke"),
    ("From: Ingrid Berg (+47 912 34 567)", "Ingrid Berg"),
    ("> On Tue, 14 Nov 2023 at 09:12, Ingrid Berg <ingrid@example.no> wrote:", "Ingrid Berg"),
])
def test_a_header_line_is_a_name_and_a_time_the_message_below(line: str, name: str) -> None:
    label = parse_label(line)
    assert label is not None and label.name == name and label.alone


@pytest.mark.parametrize("line", ["Sent: 2024-03-02 09:12:44", "To: the whole board", "Cc: Ana Lima",
                                  "Saved on: 2024/03/02 22:14", "Sun 4:05 PM", "Jon 4:05 PM"])
def test_header_fields_and_stamps_are_no_speakers_but_a_short_name_is(line: str) -> None:
    label = parse_label(line)
    assert (label is not None and label.name == "Jon") if line.startswith("Jon") else label is None


def test_stamps_in_many_forms() -> None:
    assert all(is_stamp(s) for s in ("2024/03/02(Sat)", "2024년 3월 2일 토요일", "2 March 2024", "Sat 4:05 PM",
                                      "2024-03-02T09:12:44Z", "[02.03.24 09:12]", "10h15", "Today at 10:02"))
    assert not any(is_stamp(s) for s in ("Jon 4:05 PM", "Monica 4:05 PM", "Room 4"))


def test_an_export_with_handles_above_a_time_line_opens_a_turn_at_each_handle() -> None:
    text = ("# ~ops\n\nolek.w\n9:41 AM\ndisk on db-2 at 91 %\nmaria_s\n9:44 AM\nrotating the logs now\nolek.w\n"
            "9:52 AM\nback to 60 %, thanks\nmaria_s\n9:53 AM\nI'll add an alert")
    assert turns(text) == [(3, "olek.w"), (6, "maria_s"), (9, "olek.w"), (12, "maria_s")]


def test_a_day_separator_above_a_name_line_is_context_a_dated_one_is_the_header() -> None:
    text = ("12 March 2024\nIrene Kask\n09:02\nare we still on for lunch?\nPaul Mets\n09:10\nyes, 12:30\n"
            "Irene Kask\n09:11\ngreat")
    assert [line for line, _ in turns(text)] == [2, 5, 8]


def test_a_message_export_turns_at_its_sender_lines_not_its_fields() -> None:
    text = ("Conversation: Ingrid Berg\nFrom: Ingrid Berg\nSent: 2024-03-02 09:12:44\nReceived: 2024-03-02 09:12:46\n"
            "Can you feed the cat on Sunday?\n\nFrom: You\nSent: 2024-03-02 09:20:01\nSure, key under the mat?\n\n"
            "From: Ingrid Berg\nSent: 2024-03-02 09:21:30\nYes. Thank you!")
    assert turns(text) == [(2, "Ingrid Berg"), (7, "You"), (11, "Ingrid Berg")]


def test_a_reply_thread_turns_at_its_attribution_lines_at_any_quote_depth() -> None:
    text = ("Fine, Friday then.\n\nOn Tue, 14 Nov 2023 at 09:12, Ingrid Berg <ingrid@example.no> wrote:\n"
            "> Could we move it to Friday?\n>\n> On Mon, 13 Nov 2023 at 17:40, Paul Mets <paul@example.ee> wrote:\n"
            ">> Meeting on Thursday at 10?")
    assert turns(text) == [(3, "Ingrid Berg"), (6, "Paul Mets")]


def test_comments_signed_at_their_end_turn_at_their_first_line() -> None:
    text = ("Use a context manager, the file is never closed here. – k_ostrova Mar 2 at 9:12\n"
            "@k_ostrova thanks, that was it – dmitri.p Mar 2 at 9:20\n"
            "Also consider pathlib, read_text closes the file for you and\nis shorter. – k_ostrova Mar 2 at 9:31\n"
            "Switched to pathlib, works. – dmitri.p Mar 3 at 8:02")
    assert turns(text) == [(1, "k_ostrova"), (2, "dmitri.p"), (3, "k_ostrova"), (5, "dmitri.p")]
    quotes = "“Simplicity is prerequisite for reliability.” — Edsger Dijkstra, 1975\n“Less is more.” — Mies, 1947"
    assert turns(quotes) == []


def test_a_roll_call_above_a_transcript_is_context() -> None:
    text = ("Present: Priya Nair (chair), Tom Berg, Lena Voss\nPRIYA: Let's start with the budget.\n"
            "TOM: We are 4 % over on travel.\nLENA: Most of it is the Lisbon trip.\nPRIYA: Then we cut the second trip.")
    assert [line for line, _ in turns(text)] == [2, 3, 4, 5]


def test_a_chunk_of_a_busy_timestamped_chat_turns_though_nobody_speaks_twice() -> None:
    text = "[09:12:03] vera_k: build is red\n[09:12:40] j.tanaka: my fault, fixing\n[09:13:15] ops-bot: deploy paused"
    assert [line for line, _ in turns(text)] == [1, 2, 3]


def test_a_one_off_line_dated_otherwise_is_no_header() -> None:
    text = ("Chidi Okeke 2024-03-02 09:12:44\nthe van comes Saturday\nAda Eze 2024-03-02 09:14:02\nok\n"
            "then see you 9:00\nChidi Okeke 2024-03-02 09:15:30\nperfect")
    assert [line for line, _ in turns(text)] == [1, 3, 6]


# --- look-alikes: time, key, value ------------------------------------------------------------------------

def _rota(times: list[str]) -> str:
    tasks = ["walk the dog before work", "breakfast for the kids", "school run with the bikes",
             "shopping for the weekend", "pick up the parcel", "cook dinner for everyone"]
    return "\n".join(f"{t} {'Leo' if i % 2 else 'Ana'}: {tasks[i]}" for i, t in enumerate(times))


def test_lines_on_the_hour_or_half_hour_are_a_plan_at_any_minute_messages() -> None:
    assert turns(_rota(["06:30", "07:00", "07:30", "08:00", "17:30", "18:00"])) == []
    assert len(turns(_rota(["06:34", "07:02", "07:31", "08:07", "17:39", "18:04"]))) == 6


@pytest.mark.parametrize("text", [
    "Ana: 12.50 € (bread, cheese)\nLeo: 30.00 € (fuel)\nAna: 8.20 € (coffee)\nLeo: 4.00 € (parking)",
    "Kitchen — Ana: fix the tap\nKitchen — Leo: buy a new kettle\nGarden — Mia: cut the hedge\n"
    "Garden — Ana: plant the tulips\nGarage — Leo: sort the tools\nGarage — Mia: sell the old bike",
    "Host: What brought you to the city?\nNotes: listen for family reasons.\n\nHost: What do you miss most?\n"
    "Notes: food comes up a lot.\n\nHost: Would you go back?\nNotes: let them take their time.\n\n"
    "Extra questions: neighbourhood, work, the first winter.",
])
def test_ledgers_grouped_lists_and_question_sheets_are_no_chat(text: str) -> None:
    assert turns(text) == []


@pytest.mark.parametrize(("line", "text"), [("**Mia:** Yesterday we found the keys", "Yesterday we found the keys"),
                                            ("<mia> Mon 10:00 works for me", "Mon 10:00 works for me"),
                                            ("Mia — 3h later it still leaked", "3h later it still leaked")])
def test_a_word_stamp_before_the_text_is_what_was_said(line: str, text: str) -> None:
    label = parse_label(line)
    assert label is not None and label.name.casefold() == "mia" and label.text == text
