"""Labels that name no speaker: what a line's label grammar reads as a name but nobody says.

:mod:`memspark.chunking.labels` reads a name before a colon, a dash or a verb of saying; some of those "names" are a
log's or a document's words, never a person talking:

- a log level (``INFO worker:``, ``[WARN]``, a tool's ``Notice: /Stage[main]/…``), a post's meta verb before its date
  (``Reviewed 13 June 2024``, ``Updated …``), an exception type (``TypeError:``), a screenplay's scene heading
  (``INT. HARBOUR CAFÉ - NIGHT``) — :func:`not_a_speaker`;
- a script's technical cue (``FX:``, ``SFX:``, ``MUSIC:``, ``GRAMS:``: a radio or stage script's sound and music
  lines between the parts), a chat client's own sender (``系统消息``, ``System message``: its service notices) and its
  notice written without spaces (``山田 太郎さんがタスクを追加しました：…``), a version number (a release's title,
  ``v5.1.0 2024年4月2日``) — :func:`not_a_speaker`;
- a deposition's context line (``BY MS. CHEN:``) — :func:`examiner`;
- words before a time that end in a small word (``Anna left at 10:02``, ``last seen today at 13:56``: a diary's line, a
  contact list's presence line) — :func:`stamped_phrase`;
- a third person's pronoun before a verb of saying (``She said: …``, ``It said: …``: a poem's or a story's line; a
  note's ``I said:`` and a chat copy's ``You said:`` are the writer's and the user's labels) — :func:`pronoun`.
"""

from __future__ import annotations

import re

_SCENE = ("INT.", "EXT.", "INT/", "EXT/", "I/E")  # a screenplay's scene heading, not a speaker
_LOG_LEVELS = frozenset({"TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "ERR", "FATAL", "CRITICAL",
                         "CRIT", "SEVERE", "ALERT", "EMERG"})
# the same levels as configuration-management and build tools print them, capitalised ("Info: Loading facts",
# "Notice: /Stage[main]/…", "Warning: …"); no one is called that ("Trace" is a name: left out)
_TOOL_LEVELS = frozenset({"Info", "Notice", "Warning", "Warn", "Error", "Debug", "Fatal", "Critical", "Verbose"})
# a post's meta line names what happened, not who ("Reviewed 13 June 2024", "Updated 18 June 2024", "Stayed in May")
_POST_VERBS = frozenset({"reviewed", "updated", "edited", "posted", "published", "answered", "asked", "replied",
                         "commented", "modified", "submitted", "stayed", "visited", "verified", "bewertet",
                         "aktualisiert", "bearbeitet", "publié", "modifié", "publicado", "editado", "actualizado"})
_EXCEPTION = re.compile(r"[A-Z]\w*(?:Error|Exception)")  # "TypeError: …" in a traceback
# a script's sound, music and light cues (radio, stage, audio drama), in capitals as scripts write them
_CUES = frozenset({"FX", "SFX", "EFX", "MUSIC", "SOUND", "GRAMS", "ATMOS", "AMBIENCE", "AMBIENT", "SOUND EFFECT",
                   "SOUND EFFECTS", "LX", "LIGHTS", "LIGHTING", "CUE", "SQ", "MUSIK", "GERÄUSCH", "MUSIQUE", "BRUITAGE",
                   "MÚSICA", "EFECTO", "EFECTOS", "SONIDO", "MUSICA", "EFFETTI", "EFFETTO", "MUZIEK", "GELUID"})
# a chat client's own sender of its service notices ("2023-05-08 13:58:12 系统消息(10000)", "System Message: …")
_CLIENT = frozenset({"系统消息", "系統消息", "系统通知", "系統通知", "システム", "システムメッセージ", "시스템", "시스템 메시지",
                     "system message", "system notice", "systemnachricht", "message système", "mensaje del sistema",
                     "mensagem do sistema", "messaggio di sistema", "системное сообщение", "wiadomość systemowa"})
_IDEOGRAPHS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # kana, CJK, hangul
_VERSION = re.compile(r"[vV]?\d+(?:\.\d+){1,3}(?:-\w+)?")  # a version number ("v5.1.0", "3.8"): no one's name
IDEOGRAPH_NAME = 8  # a name's word in those scripts holds at most this many characters ("콩이엄마", "山田", "系统消息")
# small words a phrase ends in before a time ("Anna left at 10:02", "last seen today at 13:56", "zuletzt online um 9:14")
_SMALL = frozenset({"at", "on", "in", "since", "by", "um", "am", "seit", "à", "le", "a", "las", "às", "em", "alle", "il",
                    "om", "op", "o", "в", "kl", "kl."})
# a third person's pronoun before a verb of saying: a poem's or a story's line, no label (the first person's "I said:"
# and a chat copy's "You said:" are the writer's and the user's labels)
_PRONOUNS = frozenset({"he", "she", "it", "they", "one", "everyone", "somebody", "someone", "nobody", "er", "sie", "es",
                       "il", "elle", "ils", "elles", "él", "ella", "ellos", "ellas", "ele", "ela", "eles", "elas", "lui",
                       "lei", "loro", "hij", "zij", "ze", "hy", "он", "она", "они", "він", "вона", "вони", "on", "ona",
                       "oni", "han", "hon", "hun", "de", "o", "hän", "ő", "αυτός", "αυτή", "αυτοί", "dia", "mereka", "他",
                       "她", "它", "他們", "她們", "他们", "她们", "我", "你", "我們", "我们", "大家", "그", "그녀", "彼", "彼女"})


def not_a_speaker(name: str) -> bool:
    """A log level ("INFO worker:", "[WARN]"), an exception type ("TypeError:"), a scene heading, a script's cue
    ("FX:", "MUSIC:"), a chat client's own sender ("系统消息") or its notice written without spaces ("山田 太郎さんが
    タスクを追加しました:": a name in ideographs or hangul is a few characters, not a sentence): no one speaking."""
    return (name.split()[0].rstrip(".") in _LOG_LEVELS or name in _TOOL_LEVELS or name.casefold() in _POST_VERBS or _EXCEPTION.fullmatch(name) is not None
            or name.startswith(_SCENE)  # "INT. HARBOUR CAFÉ - NIGHT": a screenplay's scene heading
            or name.isupper() and name in _CUES or name.casefold() in _CLIENT
            or any(len(_IDEOGRAPHS.findall(word)) > IDEOGRAPH_NAME for word in name.split())
            or any(_VERSION.fullmatch(word) for word in name.split()))  # "v5.1.0 2024年4月2日": a release's title


def examiner(name: str) -> bool:
    """A deposition's context line ("BY MS. CHEN:", "EXAMINATION BY MR. PATEL:"): who asks the questions below,
    alone on its line — the questions are the turns, not this line."""
    words = name.casefold().split()
    return "by" in words[:-1]


def stamped_phrase(name: str, shape: tuple[str, ...], stamp: str) -> bool:
    """A time after words that end in a small word, not a name ("Anna left at 10:02", "- Dark mode by @lenz
    (2023-03-12 09:00)", a chat log's "skaterboi88 returned at 9:17 PM.", a members list's "last seen today at
    13:56"): a diary's, a changelog's, a log's or a contact list's line, no message header."""
    words = name.split()
    return "stamp-after" in shape and len(words) > 1 and words[-1].islower() and (
        words[0][:1].isupper() or stamp.endswith(".")  # "skaterboi88 is away at 9:17:30 PM.": a sentence
        or words[0].islower() and words[-1] in _SMALL)  # "last seen yesterday at 22:18": no user name holds a space


def pronoun(who: str) -> bool:
    """``who`` (before a verb of saying) is a pronoun ("She said:", "It said:"), not a speaker's name."""
    return who.casefold() in _PRONOUNS


__all__ = ["examiner", "not_a_speaker", "pronoun", "stamped_phrase"]
