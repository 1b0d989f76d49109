"""A Q&A site's thread: blocks under header lines that say which post is the question and which are answers.

Q&A sites (Naver KnowledgeiN, Yahoo Answers, Quora, Stack Exchange copies) head each post with the site's word for
what it is, the answer's number and the poster on a line of their own, the words under it: ``질문 비공개 작성일
2023.05.08`` over the question, ``답변 1 · 가전수리왕 님 답변`` and ``답변 2 · haru0303 님 답변`` over the answers,
``질문자 추가 질문`` over the asker's follow-up, ``가전수리왕 님 답글`` over a reply. :func:`qa_turns` reads such
blocks as turns, only where no label grammar and no other reader found a conversation, and only with a thread's
evidence: three headed blocks or more, most of the chunk's blocks, the first a question's, answers or replies after
it, one answer right after another (a FAQ's question and answer pairs, set apart in turn, are a document's), most
blocks saying something.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import SENTENCE_ENDS, STAMP
from memspark.chunking.stanzas import MIN_STANZAS, blocks_of, said

QA = ("qa", "line")  # the shape of a Q&A post's header line (its words below it)
HEAD_WORDS = 8  # a header line holds at most this many words
# the site's word for a question and for an answer or a reply, in the languages Q&A sites are copied in
QUESTION_WORDS = frozenset((
    "question", "questions", "frage", "pregunta", "pergunta", "domanda", "vraag", "pytanie", "вопрос",
    "питання", "질문", "質問", "问题", "問題", "提问", "คำถาม", "soru", "otázka", "kysymys", "fråga", "spørgsmål",
    "spørsmål", "ερώτηση", "سؤال", "שאלה", "pertanyaan",
))
ANSWER_WORDS = frozenset((
    "answer", "answers", "reply", "antwort", "antworten", "respuesta", "respuestas", "resposta", "respostas",
    "risposta", "risposte", "antwoord", "odpowiedź", "ответ", "відповідь", "답변", "답글", "댓글", "回答", "答案", "回复",
    "回覆", "返信", "คำตอบ", "cevap", "yanıt", "odpověď", "vastaus", "svar", "απάντηση", "إجابة", "جواب", "תשובה",
    "jawaban", "réponse", "réponses",
))
HONORIFICS = frozenset(["님", "さん", "씨", "様"])
_TOKEN = re.compile(r"[^\s·•|:：,()（）\[\]]+")
_STAMP = re.compile(STAMP)


def _kind(head: str) -> str | None:
    """``"q"`` or ``"a"`` when ``head`` is a Q&A post's header line (a few words, no sentence's end, the site's word
    for a question or an answer among them), else None."""
    text = head.strip()
    if not text or head[:1].isspace() or len(text.split()) > HEAD_WORDS or text.endswith((*SENTENCE_ENDS, ":", "：")):
        return None
    tokens = {t.casefold() for t in _TOKEN.findall(text)}
    return "q" if tokens & QUESTION_WORDS else "a" if tokens & ANSWER_WORDS else None


def _poster(head: str) -> str:
    """The poster a header names (its words without the site's words, numbers, dates and honorifics), or the site's
    word for the post when it names none ("질문 비공개 …" → the question's word)."""
    text = _STAMP.sub(" ", head)
    words = [t for t in _TOKEN.findall(text) if t.casefold() not in QUESTION_WORDS | ANSWER_WORDS | HONORIFICS
             and not t.lstrip("#").isdigit()]
    return " ".join(words) or _TOKEN.findall(head)[0]


def qa_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's Q&A posts open (index → label: the poster, the header on a line of its own), or none when
    the blocks are no Q&A thread (module docstring)."""
    blocks = [b for b in blocks_of(lines) if len(b) >= 2]
    read = [(b[0], kind, said(" ".join(lines[j] for j in b[1:]))) for b in blocks if (kind := _kind(lines[b[0]])) is not None]
    if len(read) < MIN_STANZAS or 3 * len(read) < 2 * len(blocks_of(lines)) or 2 * sum(s for *_, s in read) <= len(read):
        return {}
    kinds = [kind for _, kind, _ in read]
    if kinds[0] != "q" or "aa" not in "".join(kinds):
        return {}
    return {i: Label(_poster(lines[i]), QA, True, span=1) for i, _, _ in read}


__all__ = ["ANSWER_WORDS", "QA", "QUESTION_WORDS", "qa_turns"]
