"""Conversation turns in three more families: a chat kept as a Markdown table, a chat export whose message
header is a display name alone on its line (Messenger, iMessage), and a deposition's ``BY MS. CHEN:`` lines —
and the look-alikes of each (tables of people, rotas and tasks, plain-text section titles) that stay whole."""

from __future__ import annotations

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.labels import is_stamp, parse_label, speaker
from memspark.chunking.tables import cells, chat_rows
from memspark.chunking.turns import conversation_turns, detect, said_costs
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
