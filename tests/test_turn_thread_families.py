"""Conversation turns in the families of thread copies and exports: names alone on their lines that recur (letters,
forum posts under a date line, ticket comments), thread headers with a handle, a post prefix, an indent or links,
a speaker column before a time column, right-to-left chats and non-ASCII digits, CSV exports, a voice assistant's
history, a meeting chat's ``from … to everyone:`` headers — and the look-alikes of each (section titles, key
lines, logs, expense exports, quotations, rotas, running orders, chapter lists) that stay whole."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.stamps import is_day, parse_form
from memspark.chunking.turns import conversation_turns, detect


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


def said(text: str) -> list[str]:
    return [b.plain for b in conversation_turns(text, 1) if b.speaker is not None]


def nothing(text: str) -> bool:
    return detect(text.split("\n")) == {}


# --- names alone on their lines that recur ------------------------------------------------------------------

LETTERS = ("# Letters about the shared fence\n\nOskar Lindqvist\n\nDear Ruth, the storm took down two panels of "
           "the fence between our gardens last night.\n\nRuth Abara\n\nOh no. I can pay half of the new panels, "
           "shall we ask the same carpenter?\n\nOskar Lindqvist\n\nYes, I will call him tomorrow morning.")


def test_letters_open_a_turn_at_each_senders_name_when_the_names_come_back() -> None:
    assert turns(LETTERS) == [(3, "Oskar Lindqvist"), (7, "Ruth Abara"), (11, "Oskar Lindqvist")]
    assert said(LETTERS)[1].startswith("Ruth Abara: Oh no. I can pay half")


@pytest.mark.parametrize("text", [
    # one-word section titles that come back
    "# Sprint notes\n\nSummary\nThe importer now handles the legacy files without errors.\n\nBlockers\n"
    "We still wait for the staging credentials from ops.\n\nSummary\nA calmer week, mostly reviews and planning.",
    # titles above lists, and key lines
    "# Trip\n\nJonas Weber\n- passport\n- charger\n\nMira Cole\n- tent\n- stove\n\nJonas Weber\n- maps",
    "# Owners\n\nPriya Raman\nOwner: billing\n\nTom Greer\nOwner: search\n\nPriya Raman\nOwner: payments",
    # the names once each: a list of people, not a thread
    "# Team\n\nPriya Raman\n\nLeads the billing team since 2021, before that payments.\n\nTom Greer\n\n"
    "Joined in March from the search team in Oslo.",
])
def test_name_lines_without_a_sentence_under_them_or_a_name_coming_back_stay_whole(text: str) -> None:
    assert nothing(text)


FORUM = ("# Thread: chain skips under load\n\nkat_rider\nJun 3\nMy chain skips on the two smallest cogs when I "
         "climb out of the saddle.\n\nm.olsen\nVeteran\nJun 3\nWorn cassette, most likely. Measure the chain "
         "first.\n\nkat_rider\nJun 4\nChain was at 0.75, replaced both. Silent now, thanks!")


def test_a_forum_copy_opens_a_turn_at_each_user_name_above_its_date_line() -> None:
    assert turns(FORUM) == [(3, "kat_rider"), (7, "m.olsen"), (12, "kat_rider")]
    assert said(FORUM)[1] == "m.olsen: Worn cassette, most likely. Measure the chain first."


def test_a_date_line_is_no_name_and_a_note_of_days_stays_whole() -> None:
    assert is_day("May 8") and is_day("3 days ago") and is_day("8. Mai") and not is_day("Mara 8")
    assert nothing("# Log\n\nMonday\nMay 8\n- swim\n- read\n\nTuesday\nMay 9\n- run")


TICKET = ("# Ticket 4471\n\nState: Open · Priority: High\n\nLena Fischer\n12 Mar 2024, 09:14\nMy invoice "
          "for February shows the old address, can you correct it?\n\nReference: INV-2024-0211\n\nTom Baker (Support)\n"
          "12 Mar 2024, 10:02\nHi Lena, corrected and re-sent. Sorry about that.\n\nLena Fischer\n12 Mar 2024, 10:30\n"
          "Got it, thank you!")


def test_a_tickets_comments_are_turns_and_its_key_lines_beside_them_are_not() -> None:
    assert turns(TICKET) == [(5, "Lena Fischer"), (11, "Tom Baker"), (15, "Lena Fischer")]


TIME_BELOW = ("# Group chat copy\n\n14/06/2024\nAmira Haddad\nWho brings the projector tomorrow?\n09:12\nJonas Berg\n"
              "I can, it's in my car anyway\n09:15\nAmira Haddad\nGreat, and the cable too please\n09:16")


def test_a_copy_that_times_each_message_under_it_opens_turns_at_the_names() -> None:
    assert [line for line, _ in turns(TIME_BELOW)] == [4, 7, 10]


# --- thread headers --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "starts"), [
    ("# MR 12\nJo Lee @jolee · 3 hours ago\nCan you rebase this on main before I review?\n\nSam Park @spark · 2 hours ago\n"
     "Done, rebased and force-pushed.\n\nJo Lee @jolee · 1 hour ago\nThanks, approving.", [2, 5, 8]),
    ("# thread\nPosted by u/ferngully 5 hours ago\nIs it normal for a monstera to drip water from its leaves?\n\n"
     "Reply by u/plantdad 4 hours ago\nYes, that is guttation, harmless.\n\nPosted by u/ferngully 3 hours ago\n"
     "Good to know, thanks!", [2, 5, 8]),
    ("# Show HN comments\nanna_k 4 hours ago | next [–]\n\nHow does it compare to plain rsync?\n\n  devtom 3 hours ago | "
     "parent | next [–]\n\n  Faster on many small files, same otherwise.\n\n    anna_k 2 hours ago | root | parent | next [–]"
     "\n\n    Thanks, will try it on the photo archive.", [2, 6, 10]),
])
def test_thread_headers_with_a_handle_a_post_prefix_an_indent_or_links_open_turns(text: str, starts: list[int]) -> None:
    assert [line for line, _ in turns(text)] == starts


def test_a_quotes_attribution_at_the_top_of_a_post_is_no_turn_of_its_own() -> None:
    text = ("# Forum\nPost by ivo_k » Tue Jun 04, 2024 9:12 am\nDoes the 1.8 engine need a timing belt or chain?\n"
            "Post by marta.s » Tue Jun 04, 2024 9:40 am\nivo_k wrote:\nDoes the 1.8 engine need a timing belt\n"
            "A belt, change it every 90,000 km.\nPost by ivo_k » Tue Jun 04, 2024 10:02 am\nThanks, mine is overdue then.")
    assert [line for line, _ in turns(text)] == [2, 4, 8]


def test_a_meeting_chats_from_to_everyone_header_opens_a_turn_with_the_words_below() -> None:
    text = ("# Meeting chat\nfrom Ines Park to everyone:    10:02 AM\nThe agenda is in the invite\n"
            "from Tom Reyes (privately):    10:03 AM\nCan you share the budget slide later?\n"
            "from Ines Park to everyone:    10:05 AM\nSure, after the break")
    assert turns(text) == [(2, "Ines Park"), (4, "Tom Reyes"), (6, "Ines Park")]


# --- a speaker column before a time column ---------------------------------------------------------------------

SPEAKER_COLUMN = ("# Interview transcript\nSpeaker A\t00:00:03\tGood morning, thanks for joining today.\n"
                  "Speaker B\t00:00:07\tMorning, happy to be here.\nSpeaker A  00:00:11  Let's start with the dates.\n"
                  "Speaker B  00:00:15  Sure, the first batch ships on Friday.")


def test_a_speaker_token_then_a_time_column_opens_a_turn() -> None:
    assert [line for line, _ in turns(SPEAKER_COLUMN)] == [2, 3, 4, 5]
    assert said(SPEAKER_COLUMN)[3] == "Speaker B: Sure, the first batch ships on Friday."


def test_a_logs_host_and_time_columns_are_no_speakers() -> None:
    assert nothing("# Access\nweb-1  12:00:01  GET /health 200 in 3 ms\nweb-2  12:00:02  GET /health 200 in 4 ms\n"
                   "web-1  12:00:03  POST /orders 201 in 31 ms\nweb-2  12:00:04  GET /orders 200 in 12 ms")


# --- right-to-left chats and digits of other scripts -----------------------------------------------------------

HEBREW = ("# שיחה\n\u200f[10.5.2024, 14:02] \u200fדנה: מתי נפגשים?\n\u200f[10.5.2024, 14:05] \u200fיואב: בשבע בערב\n"
          "\u200f[10.5.2024, 14:06] \u200fדנה: מעולה")
PERSIAN = ("# گفتگو\n[۱۴۰۳/۰۲/۲۰، ۱۰:۱۵ ق.ظ] علی: سلام، جلسه ساعت ۱۱ است؟\n[۱۴۰۳/۰۲/۲۰، ۱۰:۱۷ ق.ظ] مریم: بله ساعت ۱۱\n"
           "[۱۴۰۳/۰۲/۲۰، ۱۰:۱۸ ق.ظ] علی: ممنون")


@pytest.mark.parametrize("text", [HEBREW, PERSIAN])
def test_direction_marks_and_other_digits_in_stamps_are_read_and_the_text_kept(text: str) -> None:
    found = conversation_turns(text, 1)
    assert [b.start_line for b in found if b.speaker] == [2, 3, 4]
    assert "\n".join(b.text for b in found) == "\n".join(text.split("\n")[1:])  # the stored text as written
    assert found[0].plain.split(": ", 1)[1] in text.split("\n")[1]  # the words keep their own digits


def test_the_parse_form_maps_one_character_to_one_after_the_leading_marks() -> None:
    form, cut = parse_form("\u200f[٨/٥/٢٠٢٣ ١:٥٦ م] \u200fسارة: ٢٥")
    assert cut == 1 and form == "[8/5/2023 1:56 م]  سارة: 25"


# --- CSV exports -------------------------------------------------------------------------------------------------

def test_a_csv_export_with_sender_and_message_columns_is_one_turn_a_row() -> None:
    text = ("# Signal export\n\ntimestamp;author;body\n2024-03-01 10:02;Anna;Are we still on for tonight?\n"
            "2024-03-01 10:05;Tom;\"Yes; 7pm at the usual place\"\n2024-03-01 10:06;Anna;Great, see you then")
    assert turns(text) == [(4, "Anna"), (5, "Tom"), (6, "Anna")]
    assert said(text)[1] == "Tom: Yes; 7pm at the usual place"


@pytest.mark.parametrize("text", [
    "# Expenses\n\nDate,From,To,Amount,Note\n2024-03-01,Anna,Tom,12.50,lunch\n2024-03-02,Tom,Anna,8.00,coffee\n"
    "2024-03-03,Anna,Tom,20.00,taxi",  # a sender column but no message column
    "# Contacts\n\nname,phone,city\nAnna,+49 151 000,Berlin\nTom,+49 152 000,Hamburg\nAnna,+49 153 000,Köln",
])
def test_a_csv_of_other_records_stays_whole(text: str) -> None:
    assert nothing(text)


# --- a voice assistant's history ------------------------------------------------------------------------------

def test_a_voice_assistants_history_is_requests_and_answers_even_one_unanswered() -> None:
    text = ("# Siri requests\n\n“hey siri remind me to call mum at six”\nSiri: OK, I'll remind you at 6 PM.\n\n"
            "“hey siri what is fifteen percent of 82”\nSiri: That's 12.3.\n\n“hey siri stop”\n(no response)")
    assert turns(text) == [(3, "You"), (4, "Siri"), (6, "You"), (7, "Siri"), (9, "You")]


def test_quotations_with_nothing_answering_them_stay_whole() -> None:
    assert nothing("# Quotes\n\n\"The best way out is always through.\"\nRobert Frost, 1914.\n\n"
                   "\"Simplicity is prerequisite for reliability.\"\nDijkstra: in a note from 1975.")


# --- look-alikes: rotas, running orders, chapter lists --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "# Cleaning rota\n\nWeek 1\nStairs: Ana\nGarden: Ben\nBins and glass: Cleo\nWindows: Ana\n\nWeek 2\n"
    "Stairs: Ben\nGarden: Cleo\nBins and glass: Ana\nWindows: Ben",
    "# Launch party, 4 June\n\n18:05 Welcome: Dana Holt\n18:10 Product story: Ivo Marsh (5 slides)\n"
    "18:25 Demo: Dana Holt (needs the big screen)\n18:40 Thanks: Ivo Marsh",
    "# Episode 31 chapters\n00:00 Cold open\n03:12 Why sourdough fails: the starter\n11:40 Flour: what the "
    "protein number means\n19:05 Listener mail\n27:48 Baking schedule: weekdays\n33:10 Outro",
])
def test_rotas_running_orders_and_chapter_lists_stay_whole(text: str) -> None:
    assert nothing(text)


def test_a_from_line_is_a_label_only_before_a_colon() -> None:
    assert parse_label("from the archive we restored three boxes") is None


@pytest.mark.parametrize(("line", "name", "stamp"), [
    ("Ana Ruiz @ana@fosstodon.org · 2h", "Ana Ruiz", "2h"),  # a handle with its server
    ("Ana Ruiz @anar · May 8", "Ana Ruiz", "May 8"),  # a day without a year
    ("lena-dev commented on May 8", "lena-dev", "May 8"),
    ("Tom Hale replied · 3h", "Tom Hale", "3h"),  # the thread's verb is no part of the name
])
def test_thread_headers_carry_handles_days_and_verbs_after_the_name(line: str, name: str, stamp: str) -> None:
    label = parse_label(line)
    assert label is not None and label.alone and (label.name, label.stamp) == (name, stamp)


def test_an_edited_marker_after_a_thread_header_keeps_it_a_header() -> None:
    text = ("# Comments\n@bikefix 2 days ago (edited)\nThe derailleur hanger was bent, straighten it first.\n"
            "@lowgear 1 day ago\nThat fixed it, thanks!\n@bikefix 1 day ago\nGlad it worked.")
    assert [line for line, _ in turns(text)] == [2, 4, 6]
