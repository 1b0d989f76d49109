"""A chat with a model in a terminal: each prompt after the tool's prompt mark, the model's answer under it unmarked.

A local model's command line (``ollama run``, ``llm chat`` and the like) shows what the user typed after its prompt
mark (``>>> what's a quick way to …``, ``❯ …``; a coding agent's ``> …``, its answers each opening with the agent's
symbol, ``⏺ I'll look at the test``) and the model's answer on the lines below, with no name;
copied into a note, the answer's paragraphs and indented code follow the prompt. :func:`prompt_turns` reads such a
session — two or more prompts in words, each answered by lines of words below it — as turns of shape :data:`PROMPT`:
each prompt the user's, the first line of each answer the model's (its further paragraphs belong to it). A command
to the tool (``>>> /bye``) is no prompt; a programming language's prompt (``>>> import os`` / ``'/home/ana'``, a
doctest) types code, not words, and is no chat.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from memspark.chunking.labels import Label, parse_label

PROMPT = ("prompt",)  # the shape of a prompt typed to a model and of its answer
USER, MODEL = "user", "assistant"
_PROMPT = re.compile(r"(?P<mark>>>>|❯|›|>)\s+(?P<said>\S.*)")
QUOTE_MARK = ">"  # a prompt only where every answer opens with one symbol of the tool's (a quote's replies have none)
_CODE = re.compile(r"[=(){}\[\];<>]|^\w+\.\w+|^(?:import|from|def|class|print|return|for|if|while)\b")
_WORDS = re.compile(r"[^\W\d_]{2,}")
_FENCE = re.compile(r"\s*(?:```|~~~)")
ANSWERED = 2  # prompts answered in words for the lines to be a session


def prompt_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The prompts and answers of a model's terminal session in ``lines`` (index → label), or none."""
    prompts = {i: m for i, line in enumerate(lines) if (m := _PROMPT.fullmatch(line.rstrip()))}
    if len(prompts) < ANSWERED or len({m["mark"] for m in prompts.values()}) > 1:
        return {}
    asked = {i: m["said"].strip() for i, m in prompts.items() if not m["said"].startswith("/")}  # "/bye": the tool's
    if any(_CODE.search(said) for said in asked.values()):
        return {}  # ">>> import os": a programming language's prompt
    answers: dict[int, Label] = {}
    for i in asked:
        j = next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)
        if j is None or j in prompts or lines[j][:1].isspace() or _FENCE.match(lines[j]) or _labelled(lines[j]):
            continue  # a label of its own ("<<< …", "Bot: …"): a chat of labelled lines, not a session's answer
        if len(_WORDS.findall(lines[j])) >= 2:
            answers[j] = Label(MODEL, PROMPT, text=lines[j].strip())
    if len(answers) < ANSWERED or QUOTE_MARK in {m["mark"] for m in prompts.values()} and not _marked(list(answers.values())):
        return {}
    return {**{i: Label(USER, PROMPT, text=said) for i, said in asked.items()}, **answers}


def _marked(answers: Sequence[Label]) -> bool:
    """Every answer opens with one symbol, the same, not a letter or a quote (a coding agent's answer mark)."""
    marks = {label.text[:1] for label in answers}
    return len(marks) == 1 and unicodedata.category(next(iter(marks))).startswith("S")


def _labelled(line: str) -> bool:
    """``line`` is a label and words of its own ("<<< ok", "Bot: hi"), not an answer that ends in a colon."""
    label = parse_label(line)
    return label is not None and bool(label.text)


__all__ = ["MODEL", "PROMPT", "USER", "prompt_turns"]
