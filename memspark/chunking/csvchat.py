"""A chat exported as CSV: a header row naming a sender column and a message column, one message per row.

Messaging apps and their backup tools export a chat as comma-, semicolon- or tab-separated values
(``Date,Time,Sender,Phone,Message``). The header row says which column holds the sender and which the words, in
English or another common language (``Sender``/``From``/``Author``/``Absender``/``Remitente`` …,
``Message``/``Text``/``Body``/``Nachricht``/``Mensaje`` …). :func:`csv_rows` reads the rows under such a header,
up to a blank line, as label lines of shape :data:`CSV`; whether they are turns is the conversation evidence of
:mod:`memspark.chunking.turns` (senders that recur). A spreadsheet of other records names no such pair of columns.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence

from memspark.chunking.labels import Label

CSV = ("csv",)  # the shape of an exported message's row
SENDER = frozenset({"sender", "from", "author", "name", "user", "username", "user name", "speaker", "who", "contact",
                    "sender name", "from name", "display name", "participant", "nick", "nickname", "absender", "von",
                    "remitente", "de", "expéditeur", "auteur", "remetente", "mittente", "autore", "afzender", "nadawca",
                    "отправитель"})
MESSAGE = frozenset({"message", "messages", "text", "body", "content", "message text", "message body", "msg", "comment",
                     "nachricht", "mensaje", "texto", "message texte", "mensagem", "messaggio", "testo", "bericht",
                     "tekst", "wiadomość", "treść", "сообщение", "текст"})
_DELIMITERS = (",", ";", "\t")


def _row(line: str, delimiter: str) -> list[str]:
    return next(csv.reader([line], delimiter=delimiter), [])


def _columns(line: str) -> tuple[str, int, int] | None:
    """The delimiter and the sender and message columns a header row names, or None."""
    for delimiter in _DELIMITERS:
        if delimiter not in line:
            continue
        keys = [cell.strip().strip('"').casefold() for cell in _row(line, delimiter)]
        sender = next((j for j, key in enumerate(keys) if key in SENDER), None)
        message = next((j for j, key in enumerate(keys) if key in MESSAGE), None)
        if sender is not None and message is not None and sender != message:
            return delimiter, sender, message
    return None


def csv_rows(lines: Sequence[str]) -> dict[int, Label]:
    """The rows of every exported chat in ``lines`` (index → label: the sender, the message's words)."""
    out: dict[int, Label] = {}
    columns: tuple[str, int, int] | None = None
    for i, line in enumerate(lines):
        if not line.strip():
            columns = None
            continue
        if columns is None:
            columns = _columns(line)
            continue
        delimiter, sender, message = columns
        cells = _row(line, delimiter)
        if len(cells) > max(sender, message) and cells[sender].strip():
            out[i] = Label(cells[sender].strip(), CSV, text=cells[message].strip())
    return out


__all__ = ["CSV", "csv_rows"]
