"""A meeting chat's message header: who wrote to whom, in the app's language.

A meeting app's saved chat (Zoom, Webex, a Teams meeting's or a webinar's chat) heads each message with its time,
the sender and the addressee — ``13:56:02 From Caroline to Everyone:``, ``10:02:33  From  Ana Souza  to  Ben
Okafor(Direct Message) : …``, ``from Rahul to everyone:  1:56 PM`` — the message on the same line after the colon
or on the lines below it, indented or not. The app writes the two words around the sender in its interface's
language (``Von Caroline an Alle:``, ``De Caroline à Tout le monde :``, ``De Caroline a Todos:``, ``Da Caroline a
Tutti:``, ``Van Caroline aan Iedereen:``, ``Från Caroline till Alla:``, ``Od Caroline do Wszyscy:``).

:func:`sender_pattern` is the label grammar's alternative for it (:mod:`memspark.chunking.labels`): group ``sender`` for
English's ``From X`` (the addressee may be left out: ``From Arjun Patel: …``), ``sender_x`` for the other
languages, whose words are also a surname's particle or a route's (``De Souza: …``, ``De Madrid a Sevilla: …``):
they need the addressee and a time before the header, as every saved meeting chat has, and a sender's name
that opens with a capital (:func:`not_a_header`). A timetable's or an itinerary's legs read alike (``07:40 De Madrid a
Sevilla: …``, ``08:10 From Leeds to York: …``); their "messages" go somewhere new each time: no sender comes back,
no addressee either, and nobody writes back to someone who wrote before (:func:`routed`). In a chat people write
to everyone, or back to each other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# "from" and "to" as meeting apps write them: German, French/Spanish/Portuguese, Italian, Dutch, Swedish/Norwegian/
# Danish, Polish
_FROM_X = r"(?:[Vv]on|[Dd]e|[Dd]a|[Vv]an|[Ff]rån|[Ff]ra|[Oo]d)"
_TO_X = r"(?:an|à|a|para|aan|naar|till|til|do)"
_AFTER = r"(?:\s*\([^()\n]{1,30}\))?(?=\s*[:：])"  # "(Direct Message)", "(privately)", "(in Waiting Room)"


def sender_pattern(word: str, name: str) -> str:
    """The header's alternative, given the label grammar's patterns of one word of a name and of a whole name."""
    who = rf"{word}(?:[ \u00a0]{word}){{0,3}}?"
    pronouns = r"(?:\s*\([^()\n]{1,12}/[^()\n]{1,12}\))?"  # "From Ana Souza (she/her) to Everyone:"
    return (rf"[Ff]rom\s+(?P<sender>{who}){pronouns}(?:\s+[Tt]o\s+{name})?{_AFTER}"
            rf"|{_FROM_X}\s+(?P<sender_x>{who}){pronouns}\s+{_TO_X}\s+{name}{_AFTER}")


def not_a_header(groups: dict[str, str | None], timed: bool) -> bool:
    """Whether a header read by :func:`sender_pattern` is none (``timed``: a time before it or after it): the
    other languages' words are a header's only on a timed line, before a sender's name that opens with a capital
    or in a script without case (not "09:00 Da lunedì a venerdì: …", a shop's hours)."""
    other = groups.get("sender_x")
    return other is not None and (not timed or other[0].islower())


# a header's sender and addressee, whatever the label grammar made of them (a route's "De Madrid a Sevilla:"), and a
# route's words the headers never use ("Von Berlin nach Hamburg:", "Z Krakowa do Warszawy:", "Из Москвы в Тверь:")
_LEG = re.compile(rf"(?:[Ff]rom|{_FROM_X}|[Zz]e?|[Ii]z|[Ии]з|[Оо]т|[Dd]esde)\s+(?P<who>[^:：]+?)"
                  rf"(?:\s*\([^()\n]{{1,12}}/[^()\n]{{1,12}}\))?\s+(?:[Tt]o|{_TO_X}|nach|bis|в|до|hasta|à|→)\s+"
                  rf"(?P<to>[^:：]+?){_AFTER}")
_NUMBER = re.compile(r"\d")


def routed(lines: Sequence[str]) -> bool:
    """Header lines (two or more) that go somewhere new each time — no sender comes back, no addressee either, and
    no addressee wrote before: a timetable's or an itinerary's legs (``07:40 De Madrid a Sevilla: …`` / ``09:15 De
    Sevilla a Córdoba: …``) that chain or hold a number each, not a meeting chat's messages (to everyone, or back to
    someone; a chunk cut from one may hold two that do neither)."""
    legs = [m for m in (_LEG.search(line) for line in lines) if m is not None]
    if len(legs) < 2 or len(legs) < len(lines):
        return False
    senders = [m["who"].strip().casefold() for m in legs]
    to = [m["to"].strip().casefold() for m in legs]
    if len(set(senders)) < len(senders) or len(set(to)) < len(to) or any(to[j] in senders[:j] for j in range(len(legs))):
        return False
    # and the legs chain (one's end the next one's start), or each holds a number (a train's, a platform's, a fare)
    return any(a == b for a, b in zip(to, senders[1:], strict=False)) or all(_NUMBER.search(line, m.end()) is not None
                                                                           for line, m in zip(lines, legs, strict=True))


__all__ = ["not_a_header", "routed", "sender_pattern"]
