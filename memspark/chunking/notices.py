"""A chat client's own lines between the messages: who came and went, a call, a renamed group — no one's words.

A chat log or a chat app's copy keeps the client's notices between the messages, timed like them but with no
sender's label: ``<20:02:40> "Mo" joined the channel``, ``[10:02] *** Ana left``, ``12:01 PM: Mo changed the group
name``, ``[14:00] Frau Weber hat eine Präsentation hochgeladen``, or set apart between rules (``— call ended · 3:04
—``, ``--- Heute ---``). Under a message they would read as more of its words; :func:`is_notice` says they are the
client's, and a turn's plain form leaves them out (:mod:`memspark.chunking.turns`). A notice is one of:

- a line after a time (any :data:`~memspark.chunking.stamps.STAMP` form, bracketed or not) that opens with a
  client's mark (``***``, ``-!-``, ``-->``, ``<--``, ``--``, ``==``) or says an event of the chat — someone joining,
  leaving, adding, removing, renaming, pinning, uploading, a call or a poll starting or ending — in one of the
  languages chats are copied in (English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian,
  Chinese, Japanese, Korean);
- a client's mark and such an event without a time (``*** Ana left``), or its tag in brackets and such an event after
  a time (``[13:56:02] [System]: You joined the server.``, the client telling the reader);
- a short line between two rules of dashes (``— call ended · 3:04 —``, ``--- Today ---``).

A poll's result the client posts under a label of its own, named once (``Umfrageergebnis: sicher 2 · geht so 3``), is
its count per option and nothing else (:func:`tally`): no turn either.

A line of words under a message with no time, no mark and no rules around it stays the message's, whatever it says
("Mo left early, so we moved it"): a person's words may tell of the same events.
"""

from __future__ import annotations

import re

from memspark.chunking.stamps import STAMP

_LEAD = re.compile(rf"\s*[\[(<]?(?:{STAMP})[\])>]?\s*[:\-–|]?\s+")  # the line's time: "[10:02] ", "12:01 PM: "
# a client's own tag in brackets after the time ("[System]: ", "[Server] "): what follows is its notice, if an event
_CLIENT_TAG = re.compile(r"\[[^\W\d_][\w ]{1,15}\]:?\s+")
_MARK = re.compile(r"(?:\*{2,3}|-!-|-->|<--|--|==>?|<==|\*)\s+")  # a client's mark before its notice
# an event of the chat as its client words it (a verb phrase after the name, or the event alone)
_EVENT = re.compile(
    r"(?:^|\s)(?:"
    # English
    r"(?:has |have )?(?:joined|left|quit|entered|exited)\b|(?:was |were |has been )?(?:added|removed|kicked|banned|invited)\b"
    r"|(?:has )?(?:added|removed|invited|kicked|pinned|unpinned|uploaded|shared|created|renamed)\b"
    r"|(?:has )?changed (?:the |their |his |her |its )?(?:group|chat|channel|room|subject|topic|name|nick|icon|photo|"
    r"description|title|theme|settings)|is now known as|set the topic|(?:started|ended|missed|declined) (?:a |an |the )?"
    r"(?:video |voice |group )?(?:call|meeting|poll|recording|screen ?share)|call (?:ended|started)|missed (?:video |voice )?call"
    r"|is now (?:online|offline|away)|went (?:online|offline)|came online|recording (?:started|stopped)"
    # German
    r"|(?:ist|sind)(?: \S+){0,3} beigetreten|hat(?: \S+){0,4} (?:betreten|verlassen|hinzugefügt|entfernt|geändert|"
    r"hochgeladen|erstellt|gestartet|beendet|angeheftet|eingeladen|umbenannt|geteilt)\b|anruf (?:beendet|verpasst)"
    r"|umfrage (?:gestartet|beendet)"
    # French, Spanish, Portuguese, Italian, Dutch
    r"|a (?:rejoint|quitté|changé|ajouté|retiré|supprimé|épinglé|créé|invité|partagé|démarré|terminé)\b|appel (?:terminé|manqué)"
    r"|(?:se (?:ha )?unió|ha salido|salió|abandonó|cambió|añadió|agregó|eliminó|quitó|fijó|creó|invitó)\b|llamada (?:finalizada|perdida)"
    r"|(?:entrou|saiu|mudou|alterou|adicionou|removeu|fixou|criou|convidou)\b|chamada (?:encerrada|perdida)"
    r"|(?:si è unit[oa]|è entrat[oa]|è uscit[oa]|ha lasciato|ha cambiato|ha aggiunto|ha rimosso)\b|chiamata terminata"
    r"|(?:is toegetreden|heeft (?:\S+ ){0,3}(?:verlaten|gewijzigd|toegevoegd|verwijderd))\b"
    # Polish, Russian
    r"|(?:dołączył[a]?|opuścił[a]?|zmienił[a]?|dodał[a]?|usunął|usunęła)\b"
    r"|(?:присоединил(?:ся|ась)|вош(?:ёл|ел|ла)|вы(?:шел|шла)|покинул[а]?|изменил[а]?|добавил[а]?|удалил[а]?|закрепил[а]?)"
    r")", re.IGNORECASE)
# Chinese, Japanese and Korean notices hold no spaces: the event anywhere on the line
_CJK_EVENT = re.compile(r"加入了群聊|退出了群聊|撤回了一条消息|修改群名为|邀请.{1,20}加入|移出了群聊|が参加しました|が退出しました|が退室しました"
                        r"|がグループに参加|님이 (?:들어왔습니다|나갔습니다|초대했습니다|퇴장했습니다)")
_RULED = re.compile(r"\s*(—|–|-{2,}|={2,}|\*{3})\s+(\S.*?)\s+\1\s*")  # "— call ended · 3:04 —", "--- Today ---"
RULED_WORDS = 8  # words a ruled notice holds at most (a date, "call ended · 3:04", "Ana left the group")
TALLY_PARTS = 2  # options a poll's result lists at least
_APART = re.compile(r"\s[·•|]\s|[,;]\s")
_COUNTED = re.compile(r"(?:[^\W\d_][\w'’-]*\s?){1,3}:?\s\d+(?:[.,]\d+)?\s?%?|\d+(?:[.,]\d+)?\s?%?\s(?:[^\W\d_][\w'’-]*\s?){1,3}")
EVENT_WORDS = 14  # words a timed notice holds at most: the client writes a short line
WHO_WORDS = 4  # words of the name before the event ("Frau Weber", "\"Mo\"", "Ana Lúcia Ferreira")
CLIENT_TOLD_WORDS = 6  # words after a client's "You <event>" at most ("You joined the game.", "You were kicked from the server")
_OWNED = frozenset({"my", "your", "our", "me", "us", "mine", "yours", "i", "we"})  # a person's words, not a client's
# a word of the name before the event, maybe quoted ("Mo", "\"Mo\"", "Leon K.", "kasia_w", "@mo"): not a clause's
# end ("works,"), a label's separator ("Ana:", "—", "|") or a nick in brackets ("<caro_92>": a message's label)
_NAME_WORD = re.compile(r"[\"'“„«]?@?[^\W_](?:[\w.'’\-]*\w)?\.?[\"'”»]?")
# a pronoun before the event: a person telling of it ("we added the chairs", "ich hab … geändert"), not the client
_PERSONAL = frozenset({"i", "we", "you", "he", "she", "it", "they", "ich", "wir", "du", "ihr", "er", "sie", "es", "je",
                       "nous", "tu", "vous", "il", "elle", "ils", "elles", "on", "yo", "nosotros", "ella", "él", "eu",
                       "nós", "ele", "ela", "io", "noi", "lui", "lei", "ik", "wij", "jij", "hij", "zij", "ze", "ja",
                       "my", "я", "мы", "ты", "вы", "он", "она", "они"})


def is_notice(line: str) -> bool:
    """``line`` is a chat client's notice (module docstring), not a person's words."""
    ruled = _RULED.fullmatch(line)
    if ruled is not None:
        return len(ruled[2].split()) <= RULED_WORDS
    timed = _LEAD.match(line)
    rest = line[timed.end():] if timed is not None else line.strip()
    mark = _MARK.match(rest)
    if mark is not None and (timed is not None and mark[0].strip() != "*" or _event(rest[mark.end():])):
        return True  # "[10:02] *** Ana left", "*** Ana left", "* Mo joined"
    tag = _CLIENT_TAG.match(rest) if timed is not None else None
    if tag is not None and _event(rest[tag.end():], client=True):
        return True  # "[13:56:02] [System]: You joined the server.": the client's tag, then its event
    return timed is not None and _event(rest)


def tally(text: str) -> bool:
    """``text`` is a count per option and nothing else ("sicher 2 · geht so 3 · gar nicht 1", "yes: 4, no: 2"): a
    client's poll result under a once-named label ("Umfrageergebnis:", "Poll results:"), not a person's words."""
    parts = [p.strip() for p in _APART.split(text) if p.strip()]
    return len(parts) >= TALLY_PARTS and all(_COUNTED.fullmatch(p) for p in parts)


def _event(text: str, client: bool = False) -> bool:
    """``text`` is a short line that says an event of the chat: the event first ("call ended") or after whom it is
    about — a name, a quoted name or a handle, no sentence before it ("Mo changed the group name"; not "works, left
    side", not "we added the chairs": a person's words)."""
    if len(text.split()) > EVENT_WORDS:
        return False
    if _CJK_EVENT.search(text) is not None:
        return True
    m = _EVENT.search(text)
    if m is None:
        return False
    who = text[:m.start()].split()  # whom the event is about
    if client and who == ["You"]:  # the client tells the reader of the game or room, never of their things
        told = [w.casefold().strip(".,!?;:\"'") for w in text[m.end():].split()]
        return len(told) <= CLIENT_TOLD_WORDS and not _OWNED.intersection(told)  # not "You left your keys at my place"
    return len(who) <= WHO_WORDS and all(_NAME_WORD.fullmatch(w) and w.casefold().strip("\"'“”„«»") not in _PERSONAL
                                         for w in who)


__all__ = ["is_notice", "tally"]
