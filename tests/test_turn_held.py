"""No chunk ends on the next sender's name: a name written alone above its message (a Messenger copy's display
name, a screenplay's name in capitals, a name with its date line under it) goes into the chunk that holds the
message's first words. Only lines the detector reads as a turn's header are held: a REPL's ``>>>``/``<<<`` lines and
a note's short lines that merely look like names are cut where they always were."""

from __future__ import annotations

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.saidcost import said_layout
from memspark.chunking.turns import detect
from memspark.config import ChunkConfig

CFG = ChunkConfig()
WORDS = ["did the plumber ever call you back about the leak under the kitchen sink",
         "yes he is coming on thursday morning, somewhere between eight and ten",
         "great, I will leave the spare key with Mrs Dalton next door then",
         "perfect, and remind me to buy a new washer for the bathroom tap",
         "already on the list, right next to the light bulbs and the bin bags"]


def _children(text: str) -> list:
    return [c for c in chunk_document(text, agent_id="a", path="memory/chat.md", content_type="markdown",
                                      doc_date="2024-06-14", cfg=CFG) if not c.is_parent]


LAYOUTS = {
    "display names": ("Priya Nair", "Tom Okafor", "{name}\n{words}"),
    "screenplay": ("PRIYA", "TOM", "{name}\n{words}"),
    "name and date line": ("Сурадж", "Аня", "{name}\nвс, 13:{m:02d}\n{words}"),
    "name and time": ("Lena Vogel", "Jonas Berg", "{name}  {h}:{m:02d}\n{words}"),
}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_no_child_ends_on_the_next_senders_name(layout: str) -> None:
    a, b, form = LAYOUTS[layout]
    text = "\n".join(form.format(name=(a, b)[i % 2], words=f"{WORDS[i % 5]} (item {i})", h=10 + i // 60, m=i % 60)
                     for i in range(90))
    lines = text.split("\n")
    turns = detect(lines)
    assert len(turns) == 90
    children = _children(text)
    assert len(children) >= 3
    for child in children[:-1]:  # a child's last line is never a turn's header with its words in the next child
        header = [i for i, label in turns.items() if i <= child.end_line - 1 < i + label.span]
        assert not header, (layout, child.end_line, lines[child.end_line - 1])


def test_only_a_turns_header_is_held() -> None:
    repl = "\n".join(f">>> question {i} about the portal login\n<<< answer {i}: the link is valid for 30 minutes"
                     for i in range(40))
    assert said_layout(repl.split("\n"), len)[1] == frozenset()  # the words are on the label's line: nothing held
    notes = "\n".join(f"Shopping list\nmilk, eggs and bread for item {i}\n" for i in range(40))
    assert said_layout(notes.split("\n"), len)[1] == frozenset()  # no conversation: nothing held
    chat = ("Priya Nair\nhello there, are you coming?\nTom Okafor\nyes, in ten minutes\nPriya Nair\ngreat, see you"
            "\nTom Okafor\nsee you")
    assert said_layout(chat.split("\n"), len)[1] == frozenset({0, 2, 4, 6})
