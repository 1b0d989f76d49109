"""Conversation turns opened by bylines: a header line naming a message's author and its time (``by Name - date``,
``Comment 4 by Name date``, ``Name (role)  Comment 2  date``, ``handle  3 days ago  Member``, ``Surname, Given
10:02``, ``Name sent the following message at 1:56 PM``, a Markdown heading per message), a name with its handle or
indented by its depth above a date line, a news article's ``From: address (Name)`` and a digest's header block — and
the look-alikes that stay whole: changelog credits, a bibliography, a quote collection, a press release and a blog
post with one byline, an award list, per-person journal sections dated without a time, diary lines."""

from __future__ import annotations

import pytest

from memspark.chunking.bylines import byline
from memspark.chunking.turns import Block, conversation_turns, detect


def _opened(text: str) -> list[Block]:
    """The blocks of ``text`` that are turns."""
    return [b for b in conversation_turns(text, 1) if b.speaker is not None]


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in _opened(text)]


def said(text: str) -> list[str]:
    return [b.plain for b in _opened(text)]


def nothing(text: str) -> bool:
    return not detect(text.split("\n"))


# --- one line's byline ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "name", "when"), [
    ("by Nadia Costa - Tuesday, 14 March 2023, 9:12 AM", "Nadia Costa", "Tuesday, 14 March 2023, 9:12 AM"),
    ("Comment 4 by Hugo Lemaire 2023-03-14 11:05", "Hugo Lemaire", "2023-03-14 11:05"),
    ("Posted by quill_42 · 5 hours ago", "quill_42", "5 hours ago"),
    ("Ines Roth (assignee)  Comment 2  2023-03-14 10:41:07 CET", "Ines Roth", "2023-03-14 10:41:07 CET"),
    ("Karel Novak [:knovak]  Description  2023-03-14 09:00:12 CET", "Karel Novak", "2023-03-14 09:00:12 CET"),
    ("mvdberg  3 days ago  Contributor", "mvdberg", "3 days ago"),
    ("van Dijk, Femke  14:20", "van Dijk, Femke", "14:20"),
    ("Omar Said sent the following messages at 4:05 PM", "Omar Said", "4:05 PM"),
    ("## Yusuf — 14 Mar 2023 18:02", "Yusuf", "14 Mar 2023 18:02"),
])
def test_a_byline_names_the_author_and_the_time_in_any_sites_decoration(line: str, name: str, when: str) -> None:
    assert byline(line)[:2] == (name, when)  # type: ignore[index]


@pytest.mark.parametrize("line", [
    "By Clara Moss, Health Correspondent | 14 March 2023",  # an article's byline: dated, not timed
    "- Fix the export crash by @lenz (2023-03-14 11:05)",  # a changelog's credit in a list item
    "Moss, C. (2023). Sleep and memory. Journal of Rest 4:12.",  # a bibliography's entry
    "Seen by Omar Said at 4:06 PM.",  # a read receipt: a sentence
    "Edited by Omar Said at 4:06 PM",  # an edit note is no authorship
    "Anna left at 10:02",  # a diary line: "Anna left" is no name
    "Oscar Wilde, 1890",  # a quotation's source
    "Ines Roth (assignee)  said the fix landed in build 2023-03-14 10:41",  # words after the name: prose
])
def test_a_line_that_only_looks_like_a_byline_is_none(line: str) -> None:
    assert byline(line) is None


# --- bylines open turns ------------------------------------------------------------------------------------

FORUM = ("# Course forum: week 2\n\nWhy does the titration overshoot?\nby Nadia Costa - Tuesday, 14 March 2023, 9:12 AM\n"
         "My endpoint is always two drops late, even when I go slowly near the end.\nPermalink | Reply\n\n"
         "Re: Why does the titration overshoot?\nby Tom Becker - Tuesday, 14 March 2023, 10:30 AM\n"
         "Swirl between drops and watch for the pink to last thirty seconds.\nPermalink | Show parent | Reply\n\n"
         "Re: Why does the titration overshoot?\nby Nadia Costa - Tuesday, 14 March 2023, 1:02 PM\n"
         "That was it, thank you! Two runs within 0.1 mL now.\nPermalink | Show parent | Reply")

TRACKER = ("Issue 5521 - Export hangs on large projects\n\nStatus: RESOLVED   Component: Export\n\n"
           "Karel Novak [:knovak]  Description  2023-03-14 09:00:12 CET\nExporting a project over 2 GB hangs at 99%.\n\n"
           "Ines Roth [:iroth]  Comment 1  2023-03-14 10:41:07 CET\nConfirmed, the zip writer waits on a closed pipe.\n\n"
           "Flags: needinfo?(knovak)\n\n"
           "Karel Novak [:knovak]  Comment 2  2023-03-14 11:15:40 CET\nYes, it happens with every format I tried.\n\n"
           "Status: NEW → RESOLVED")

REVIEW = ("# Pull request 311 — review\n\nmvdberg  3 days ago  Contributor\nThis retries forever when the token expired.\n\n"
          "jkaur  2 days ago  Author\nGood point, it now gives up after three tries.\n\n"
          "mvdberg  yesterday  Contributor\nThanks, looks right to me.")

TEAMS = ("# Chat: office move\n\nvan Dijk, Femke  14:20\nWho has the key to the archive room?\n👍 1\n\n"
         "Mulder, Joost  14:22\nIt is with facilities, ask for Hanneke.\n\nvan Dijk, Femke  14:25\nGot it, thanks!\n❤️ 2\n")

MESSAGES = ("Omar Said sent the following message at 4:05 PM\nView Omar’s profile\nOmar Said\nOmar Said  4:05 PM\n"
            "Hi Lea, are you still looking for a mentor for the data team?\n"
            "Lea Winter sent the following message at 4:30 PM\nView Lea’s profile\nLea Winter\nLea Winter  4:30 PM\n"
            "Yes! Could we talk on Thursday?\n"
            "Omar Said sent the following message at 4:32 PM\nView Omar’s profile\nOmar Said\nOmar Said  4:32 PM\n"
            "Thursday at ten works for me.")

HEADINGS = ("# Chat log: the book club\n\n## Yusuf — 14 Mar 2023 18:02\nDid everyone finish the last chapter?\n\n"
            "## Mei — 14 Mar 2023 18:10\nYes, and I did not see that ending coming.\n\n"
            "## Yusuf — 14 Mar 2023 18:11\nNeither did I. Next book is your pick, Mei.")


@pytest.mark.parametrize(("text", "expected"), [
    (FORUM, [(3, "Nadia Costa"), (8, "Tom Becker"), (13, "Nadia Costa")]),  # the subject line above opens it
    (TRACKER, [(5, "Karel Novak"), (8, "Ines Roth"), (13, "Karel Novak")]),
    (REVIEW, [(3, "mvdberg"), (6, "jkaur"), (9, "mvdberg")]),
    (TEAMS, [(3, "van Dijk, Femke"), (7, "Mulder, Joost"), (10, "van Dijk, Femke")]),
    (MESSAGES, [(1, "Omar Said"), (6, "Lea Winter"), (11, "Omar Said")]),
    (HEADINGS, [(3, "Yusuf"), (6, "Mei"), (9, "Yusuf")]),
])
def test_bylines_open_the_turns_of_a_thread(text: str, expected: list[tuple[int, str]]) -> None:
    assert turns(text) == expected


def test_a_bylines_message_holds_its_label_like_lines() -> None:
    # the ticket's "Flags:" and "Status:" lines, the chat copy's repeated name lines are no turns of their own
    assert said(TRACKER)[1] == "Ines Roth: Confirmed, the zip writer waits on a closed pipe."
    assert said(MESSAGES)[1] == ("Lea Winter: View Lea’s profile\nLea Winter\nLea Winter  4:30 PM\n"
                                 "Yes! Could we talk on Thursday?")


def test_a_heading_that_is_a_messages_byline_is_no_section_of_its_own() -> None:
    assert said(HEADINGS)[1] == "Mei: Yes, and I did not see that ending coming."


def test_a_reviewers_name_above_a_vote_line_opens_a_turn_and_event_lines_do_not() -> None:
    text = ("# Change 5120 — messages\n\nIves Duarte\nUploaded patch set 1.\n\nMaren Holm\nPatch Set 1: Code-Review-1\n\n"
            "Line 40: this lock is never released on the error path.\n\nIves Duarte\nPatch Set 2:\n\n"
            "Done: released in the defer now.\n\nMaren Holm\nPatch Set 2: Code-Review+2\n\nThanks, ship it.")
    assert turns(text) == [(6, "Maren Holm"), (11, "Ives Duarte"), (16, "Maren Holm")]
    assert said(text)[0] == "Maren Holm: Line 40: this lock is never released on the error path."


def test_names_above_numbered_steps_without_any_vote_are_no_review() -> None:
    text = ("# Recipe swap\n\nAnna Weber\nStep 1:\n\nSoak the beans overnight in plenty of cold water.\n\n"
            "Tom Ruiz\nStep 2:\n\nSimmer them with a bay leaf for about an hour.\n\n"
            "Anna Weber\nStep 3:\n\nSeason only at the end, or the skins stay tough.")
    assert all(label.shape[0] != "byline" for label in detect(text.split("\n")).values())


def test_two_posts_by_two_people_are_a_thread() -> None:
    text = ("Lost key at the gym?\nby Nadia Costa - Tuesday, 14 March 2023, 9:12 AM\nI left a blue key fob in locker 12.\n\n"
            "Re: Lost key at the gym?\nby Tom Becker - Tuesday, 14 March 2023, 10:30 AM\nIt is at the front desk now.")
    assert turns(text) == [(1, "Nadia Costa"), (5, "Tom Becker")]


def test_two_bylines_of_one_person_and_nobody_else_are_no_conversation() -> None:
    text = ("by Nadia Costa - Tuesday, 14 March 2023, 9:12 AM\nFirst draft of the lab report is up.\n\n"
            "by Nadia Costa - Tuesday, 14 March 2023, 9:40 AM\nFixed the units in table 2.")
    assert nothing(text)


# --- a name with a handle or an indent above its date line --------------------------------------------------

def test_a_name_with_its_handle_above_a_date_line_is_a_posts_header() -> None:
    text = ("# Thread saved from a fediverse server\n\nLea Winter @lea@social.example\nMar 14, 2023, 09:12\n"
            "Does anyone run their own tile server for hiking maps?\n↩ 2  ★ 5\n\n"
            "Jonas Ek @jek@maps.example\nMar 14, 2023, 09:40\n@lea yes, a small one, happy to share the config.\n\n"
            "Lea Winter @lea@social.example\nMar 14, 2023, 10:02\n@jek that would be great, thanks!")
    assert turns(text) == [(3, "Lea Winter"), (8, "Jonas Ek"), (12, "Lea Winter")]


def test_replies_indented_by_their_depth_open_turns_under_their_date_lines() -> None:
    text = ("# Page comments\n\nMira Holt\nMar 14, 2023\nThe retention table still says 12 months.\nReply · Like\n\n"
            "  Ravi Menon\n  Mar 14, 2023\n  Right, it should be 13. I will fix it today.\n  Reply · Like\n\n"
            "  Mira Holt\n  Mar 15, 2023\n  Thanks, looks good now.\n  Reply · Like")
    assert turns(text) == [(3, "Mira Holt"), (8, "Ravi Menon"), (13, "Mira Holt")]


# --- mail: a news article's sender, a digest's header block --------------------------------------------------

def test_a_news_articles_from_line_names_its_author_and_its_quote_line_is_no_turn() -> None:
    text = ("From: pk@example.net (Paula Kern)\nNewsgroups: rec.gardening\nSubject: Slugs on lettuce\n"
            "Date: Tue, 14 Mar 2023 09:12:00 GMT\n\nBeer traps or copper tape, which works?\n\n"
            "From: Tom Ruiz <tr@example.org>\nNewsgroups: rec.gardening\nSubject: Re: Slugs on lettuce\n"
            "Date: Tue, 14 Mar 2023 11:40:00 GMT\n\nIn article <x1@example.net>, pk@example.net (Paula Kern) wrote:\n"
            "> Beer traps or copper tape, which works?\n\nCopper tape, replaced every spring.\n\n"
            "From: pk@example.net (Paula Kern)\nNewsgroups: rec.gardening\nDate: Wed, 15 Mar 2023 08:02:00 GMT\n\n"
            "Tom Ruiz wrote:\n> Copper tape\n\nOrdered, thanks.")
    assert turns(text) == [(1, "Paula Kern"), (8, "Tom Ruiz"), (18, "Paula Kern")]


def test_a_digests_message_opens_at_the_first_field_of_its_header() -> None:
    text = ("Digest, Vol 3, Issue 2\n\nMessage: 1\nDate: Tue, 14 Mar 2023 09:12:00 +0100\nFrom: Paula Kern <pk@example.net>\n"
            "Subject: Slugs\n\nBeer traps or copper tape?\n\n-----\n\nMessage: 2\nDate: Tue, 14 Mar 2023 11:40:00 +0100\n"
            "From: Tom Ruiz <tr@example.org>\nSubject: Re: Slugs\n\nCopper tape.\n\n-----\n\n"
            "Message: 3\nDate: Wed, 15 Mar 2023 08:02:00 +0100\nFrom: Paula Kern <pk@example.net>\nSubject: Re: Slugs\n\n"
            "Ordered, thanks.")
    assert turns(text) == [(3, "Paula Kern"), (12, "Tom Ruiz"), (21, "Paula Kern")]
    assert said(text)[1] == "Tom Ruiz: Copper tape."


def test_a_chat_export_titled_with_a_name_opens_at_its_first_from_line() -> None:
    text = ("Conversation: Paula Kern\nFrom: Paula Kern (+46 70 111 22 33)\nSent: 2023-03-14 09:12:00\nAre you home?\n\n"
            "From: You\nSent: 2023-03-14 09:13:10\nYes, come by.\n\nFrom: Paula Kern (+46 70 111 22 33)\n"
            "Sent: 2023-03-14 09:14:02\nOn my way.")
    assert turns(text) == [(2, "Paula Kern"), (6, "You"), (10, "Paula Kern")]


# --- look-alikes that stay whole ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    # a changelog crediting contributors, with dates and times
    "## 2.4.0 — 2023-03-14\n\n- Fix the export crash by @lenz (2023-03-14 11:05)\n- Faster search by @mira (2023-03-13 "
    "16:40)\n- Dark mode by @lenz (2023-03-12 09:00)\n\n## 2.3.1 — 2023-03-01\n\n- Typo fixes by @mira",
    # a bibliography
    "## References\n\nMoss, C. (2023). Sleep and memory. Journal of Rest 4:12.\n\nHolt, M., & Menon, R. (2021). "
    "Naps at work. Sleep Review 9:3.\n\nMoss, C. (2020). Dreams, revisited. Mind 12:1.",
    # a quote collection with sources
    "# Quotes\n\n\"Be yourself; everyone else is already taken.\"\nOscar Wilde, 1890\n\n\"Simplicity is the ultimate "
    "sophistication.\"\nLeonardo da Vinci\n\n\"We are what we repeatedly do.\"\nOscar Wilde, 1891",
    # a press release with its byline
    "# Riverside library reopens\n\nBy Clara Moss, Staff Writer | 14 March 2023, 10:00 AM\n"
    "The library on Quay Street reopened on Monday after a two-year renovation.\n\nThe new wing holds 20,000 books.",
    # a blog post with one byline and an update
    "# Why I switched to a paper planner\nby Nadia Costa - Tuesday, 14 March 2023, 9:12 AM\n\n"
    "For ten years I planned everything in apps. Then I tried paper for a month.\n\nUpdate: three months in, still paper.",
    # a news digest: articles by several writers, each once, with timed bylines
    "# Local news, 14 March\n\nBy Clara Moss | 14 March 2023, 10:00 AM\nThe library on Quay Street reopened on Monday.\n\n"
    "By Tom Ruiz | 14 March 2023, 11:30 AM\nThe council approved the new cycle lane on Bridge Road.",
    # an award list crediting authors
    "# Awards 2023\n\nBest Novel — The Glass Hours by Mira Castell\nBest Debut — Salt Roads by Ravi Menon\n"
    "Best Story — Lanterns by Mira Castell",
    # per-person journal sections, dated without a time
    "# Standup notes\n\n## Ana — 14 Mar 2023\nFinished the importer tests.\n\n## Ben — 14 Mar 2023\n"
    "Reviewing the search PR.\n\n## Ana — 15 Mar 2023\nStarting on the exporter.",
    # a diary's timed lines with what happened under them
    "# Tuesday\n\nAnna left at 10:02\nShe took the early train.\n\nBen arrived at 10:30\nHe brought the tools.\n\n"
    "Anna called at 12:15\nThe train was late.",
])
def test_byline_look_alikes_stay_whole(text: str) -> None:
    assert nothing(text)
