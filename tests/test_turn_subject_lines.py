"""A course forum or a board copies each post as its subject (``RE:`` before a reply's), the author alone on a line and
the date under it, then the words: the post's header opens at its subject line, never at a reply button above a name."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns

POSTS = [("Week three question: the quiet revolution", "Camille Tremblay",
          "For me the key moment is the nationalisation of hydro power in 1962."),
         ("RE: Week three question: the quiet revolution", "Justin Levesque",
          "I agree, but the ministry of education in 1964 may have lasted longer."),
         ("RE: RE: Week three question: the quiet revolution", "Camille Tremblay",
          "Good point, I will add the reference from the reader to my answer.")]


def _forum() -> str:
    return "\n".join(f"{subject}\n{who}\n8 May 2023 {13 + n}:56\n{words}" for n, (subject, who, words) in enumerate(POSTS))


def opened(text: str) -> list[tuple[int, str]]:
    return [(b.start_line, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


def test_a_posts_subject_above_its_author_opens_the_post_and_is_not_said() -> None:
    found = opened(_forum())
    assert [at for at, _ in found] == [1, 5, 9]
    assert [said for _, said in found] == [f"{who}: {words}" for _, who, words in POSTS]


def test_a_reply_button_above_each_name_is_the_message_befores_end() -> None:
    text = "\n".join(f"{who}\n8 May 2023 {13 + n}:56\n{words}\nReply" for n, (_, who, words) in enumerate(POSTS))
    assert [at for at, _ in opened(text)] == [1, 5, 9]
