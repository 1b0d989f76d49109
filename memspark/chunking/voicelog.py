"""A voice assistant's history: what was said to it in quotes, its answer under it as ``Alexa: …``.

A smart speaker's app lists each request as the words it heard, in quotes, and the assistant's reply on the line
below, labelled with the assistant's name (``"alexa set a timer for twelve minutes"`` / ``Alexa: Twelve minutes,
starting now.``). :func:`voice_turns` finds such a history — two or more quoted lines answered by an assistant —
and gives every quoted line of it as the user's turn (``You``; a request may go unanswered) and every answer as the
assistant's, all of shape :data:`VOICE`. A quote in prose is no request: nothing answers it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, parse_label

VOICE = ("voice-history",)  # the shape of a request and of the assistant's answer
USER = "You"
ASSISTANTS = frozenset({"alexa", "google", "google assistant", "assistant", "siri", "cortana", "bixby", "hey google",
                        "google home", "echo"})
_QUOTED = re.compile(r"(?:[-*•]\s+)?[\"“„«](?P<said>[^\"“”„«»]{2,300})[\"”»]\s*")
ANSWERED = 2  # requests answered by an assistant for the lines to be a history


def voice_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The requests and answers of a voice assistant's history in ``lines`` (index → label), or none."""
    requests = {i: m["said"].strip() for i, line in enumerate(lines) if (m := _QUOTED.fullmatch(line.strip()))}
    if len(requests) < ANSWERED:
        return {}
    answers: dict[int, Label] = {}
    for i in requests:
        label = parse_label(lines[i + 1]) if i + 1 < len(lines) else None
        if label is not None and label.name.casefold() in ASSISTANTS and label.text:
            answers[i + 1] = Label(label.name, VOICE, text=label.text)
    if len(answers) < ANSWERED:
        return {}
    return {**{i: Label(USER, VOICE, text=said) for i, said in requests.items()}, **answers}


__all__ = ["ASSISTANTS", "VOICE", "voice_turns"]
