"""Messages marked by their direction (``Sent`` / ``Received``, ``Me`` / ``Them``, ``→`` / ``←`` …, in several
languages) are turns, and a turn's plain form names the person its role stands for when the note's heading or
a header line above the messages names the two parties; without names the role stays the speaker. Look-alikes
(an e-mail folder's "Sent items", a shipping log's ``Received`` / ``Sent`` lines) stay whole."""

from __future__ import annotations

import pytest

from memspark.chunking.embedtext import embed_body
from memspark.chunking.labels import parse_label
from memspark.chunking.roles import names, parties, side
from memspark.chunking.turns import conversation_turns

WORDS = ["Hey Mel, good to see you! How have you been?", "Hey Caroline! Swamped with the kids and work, you?",
         "I went to a support group yesterday, it was so powerful.", "Wow, that's cool! What happened there?"]


def chat(own: str, other: str, *, below: bool = False, heading: str = "") -> str:
    """The four messages with ``own`` / ``other`` labels (``{m}``: a minute, ``{t}``: the words), the words on the
    label's line or (``below``) on the next one, under ``heading`` if given."""
    lines = [f"# {heading}", ""] if heading else []
    for i, words in enumerate(WORDS):
        label = (own if i % 2 == 0 else other).format(m=13 + i, t=words)
        lines += [label, words] if below else [label]
    return "\n".join(lines)


def speakers(text: str, heading: str = "") -> list[str | None]:
    return [b.speaker for b in conversation_turns(text, 1, heading) if b.speaker is not None]


LAYOUTS = [
    ("Sent 08/05/2023 13:{m}", "Received 08/05/2023 13:{m}", True),
    ("Sent: {t}", "Received: {t}", False),
    ("[08/05/2023 13:{m}] Sent: {t}", "[08/05/2023 13:{m}] Received: {t}", False),
    ("Sent 08/05/2023 13:{m}: {t}", "Received 08/05/2023 13:{m}: {t}", False),
    ("- Sent (13:{m}): {t}", "- Received (13:{m}): {t}", False),
    ("Me: {t}", "Them: {t}", False),
    ("Me 13:{m}", "Them 13:{m}", True),
    ("13:{m} Outgoing — {t}", "13:{m} Incoming — {t}", False),
    ("Gesendet 08.05.2023 13:{m}", "Empfangen 08.05.2023 13:{m}", True),
    ("Envoyé : {t}", "Reçu : {t}", False),
    ("Enviado 08/05/2023 13:{m}", "Recibido 08/05/2023 13:{m}", True),
    ("发送 2023-05-08 13:{m}", "接收 2023-05-08 13:{m}", True),
    ("→ {t}", "← {t}", False),
    ("[13:{m}] → {t}", "[13:{m}] ← {t}", False),
    (">>> {t}", "<<< {t}", False),
    ("-> {t}", "<- {t}", False),
    ("You: {t}", "Contact: {t}", False),
]


@pytest.mark.parametrize(("own", "other", "below"), LAYOUTS)
def test_direction_labels_are_turns_and_stay_the_speaker_without_names(own: str, other: str, below: bool) -> None:
    text = chat(own, other, below=below)
    found = speakers(text)
    assert len(found) == 4 and found[0] == found[2] != found[1] == found[3]
    assert side(found[0] or "") == "own" and side(found[1] or "") == "other"
    assert [b.plain for b in conversation_turns(text, 1) if b.speaker][1] == f"{found[1]}: {WORDS[1]}"


@pytest.mark.parametrize(("own", "other", "below"), LAYOUTS)
def test_a_heading_naming_both_parties_names_the_speakers(own: str, other: str, below: bool) -> None:
    heading = "Session 1 — 8 May 2023: SMS backup of Caroline's phone, conversation with Melanie"
    text = chat(own, other, below=below, heading=heading)
    blocks = [b for b in conversation_turns(text, 1, heading) if b.speaker is not None]
    assert [b.speaker for b in blocks] == ["Caroline", "Melanie", "Caroline", "Melanie"]
    assert [b.plain for b in blocks] == [f"{who}: {words}" for who, words in
                                         zip(["Caroline", "Melanie"] * 2, WORDS, strict=True)]
    body = embed_body(text, 1, heading)
    assert f"Melanie: {WORDS[1]}" in body and "Received" not in body and "Sent:" not in body
    assert [b.text for b in conversation_turns(text, 1, heading) if b.speaker][0].startswith(own.split("{")[0])


@pytest.mark.parametrize(("context", "expected"), [
    ("SMS backup of Caroline's phone, conversation with Melanie", ("Caroline", "Melanie")),
    ("Handy von Anna — Unterhaltung mit Jonas Weber", ("Anna", "Jonas Weber")),
    ("Export of Tom's iPhone\nContact: Priya Nair", ("Tom", "Priya Nair")),
    ("Conversación con María", (None, "María")),
    ("与小明的对话", (None, "小明")),
    ("Notes on the trip to Lisbon", (None, None)),
])
def test_parties_from_heading_and_header_lines(context: str, expected: tuple[str | None, str | None]) -> None:
    assert parties(context)[:2] == expected


@pytest.mark.parametrize("context", ["Chat between Caroline and Melanie", "Participants: Caroline, Melanie",
                                     "Melanie ↔ Caroline"])
def test_a_pair_named_without_an_owner_is_settled_by_whom_the_messages_address(context: str) -> None:
    said = [("Sent", "Hey Mel, how are you?"), ("Received", "Hi Caroline! All good"), ("Sent", "great")]
    assert names(said, context) == {"Sent": "Caroline", "Received": "Melanie"}
    assert names([("Sent", "hello"), ("Received", "hi there")], context) == {}  # no evidence: roles stay


def test_letters_and_lower_case_words_name_no_party() -> None:
    assert parties("Q & A with the team") == (None, None, None)
    said = [("Sent", "a quick question"), ("Received", "a b c"), ("Sent", "ok")]
    assert names(said, "Q & A") == {}


def test_a_header_line_above_the_messages_names_them_and_one_party_maps_alone() -> None:
    text = ("Export of Tom's phone\nParticipants: Tom, Priya\n\nMe: are you coming tonight?\n"
            "Them: yes, around eight!\nMe: great, bring the charger\nThem: will do")
    assert speakers(text) == ["Tom", "Priya", "Tom", "Priya"]
    partial = "Chat with Priya\n\nMe: are you coming tonight?\nThem: yes, around eight!\nMe: great, bring it"
    assert speakers(partial) == ["Me", "Priya", "Me"]  # the owner is not named: "Me" stays


def test_a_role_never_takes_a_name_another_turn_already_has() -> None:
    text = "Chat with Priya\n\nMe: are you coming tonight?\nPriya: yes, around eight!\nMe: great, bring the charger"
    assert speakers(text) == ["Me", "Priya", "Me"]
    assert names([("Them", "hi"), ("Priya", "hello")], "Chat with Priya") == {}


def test_stored_text_keeps_the_role_as_written() -> None:
    heading = "SMS backup of Caroline's phone, conversation with Melanie"
    text = chat("Sent 08/05/2023 13:{m}", "Received 08/05/2023 13:{m}", below=True)
    blocks = [b for b in conversation_turns(text, 1, heading) if b.speaker]
    assert blocks[0].text == f"Sent 08/05/2023 13:13\n{WORDS[0]}"
    assert blocks[0].plain == f"Caroline: {WORDS[0]}"


@pytest.mark.parametrize("text", [
    # an e-mail client's "Sent items" folder: one direction only, one line per mail
    "## Sent items\nSent 08/05/2023 13:56 — To: Jonas Weber — Re: invoice 2023-114\n"
    "Sent 08/05/2023 15:02 — To: Mara Lind — Slides for Thursday\nSent 09/05/2023 09:41 — To: Jonas Weber — Re: Re: invoice",
    # a mailbox listing of both folders, one line per mail, fields where a message's words would be
    "Received: 08/05/2023 13:40 From: Jonas Weber, Subject: invoice\nSent: 08/05/2023 13:56 To: Jonas Weber, "
    "Subject: Re: invoice\nReceived: 08/05/2023 14:55 From: Mara Lind, Subject: Slides\nSent: 08/05/2023 15:02 "
    "To: Mara Lind, Subject: Re: Slides",
    # a workshop's shipping log: Received / Sent over entries of goods
    "Shipping log — spare parts, May\n\nReceived 08/05/2023 09:12\nPallet 14 from Leipzig, 12 boxes, checked\n"
    "Sent 08/05/2023 11:47\n2 faulty pumps back to the supplier, DHL 00340434\nReceived 09/05/2023 10:03\n"
    "Filters and seals, order 4471\nSent 09/05/2023 15:22\n3 boxes to site B",
    "Received 08/05: 12 boxes of filters\nSent 08/05: 2 pumps to the supplier\nReceived 09/05: 40 m of hose\n"
    "Sent 10/05: 3 boxes to site B",
    # e-mail relay headers
    "Received: from mail.example.org by mx.example.net\nReceived: by 10.0.0.1 with SMTP\nSent: by relay 2",
])
def test_logs_and_mail_listings_with_direction_words_are_no_chat(text: str) -> None:
    assert speakers(text, "SMS backup of Caroline's phone") == []


@pytest.mark.parametrize(("line", "name", "text"), [
    ("→ on my way", "→", "on my way"),
    ("[13:56] ← see you at the station", "←", "see you at the station"),
    ("-> 13:56 ok, thanks", "->", "ok, thanks"),
    ("Sent: see you tomorrow", "Sent", "see you tomorrow"),
])
def test_direction_labels_parse(line: str, name: str, text: str) -> None:
    label = parse_label(line)
    assert label is not None and (label.name, label.text) == (name, text)


@pytest.mark.parametrize("line", [">>> Anna: hi there", "Sent: Mon, 8 May 2023 13:56", "Received: from mx1.example.org"])
def test_a_quoted_label_and_header_fields_are_no_direction_labels(line: str) -> None:
    label = parse_label(line)
    assert label is None or label.name == "Anna"
