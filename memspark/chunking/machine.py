"""Machine output: a program's log or a tool's run, whose lines a label grammar may read as people talking.

A kernel log, a service's journal or a configuration-management run prints one line per event, each after the same
timestamp (``[Mon May  8 13:56:03 2023] usb 2-1: …``, ``[   12.345678] sd 6:0:0:0: …``, ``2023-05-08 13:56:02.123
…``); a device's or a subsystem's name before a colon (``scsi host6: …``, ``FAT-fs (sdb1): …``) reads like a
speaker's label on a few of them. A chat names a speaker on nearly every timed line (a client's notices between the
messages are read as not there: :mod:`memspark.chunking.notices`); a log names "speakers" on a few of its lines only,
the rest being the same program's events under the same clock. :func:`logged` tells them apart: label lines after a
timestamp that are a minority of the chunk's lines opening with a timestamp are a log's, not messages. The levels a
tool prints (``Info:``, ``Notice: /Stage[main]/…``) are no speaker either (:func:`memspark.chunking.speakers.not_a_speaker`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, parse_label
from memspark.chunking.labelwords import BRACKETED
from memspark.chunking.stamps import STAMP, TIME

# a line opening with a timestamp, bracketed or not, or a kernel's seconds since boot ("[   12.345678]")
_TIMED = re.compile(rf"\s*(?:{BRACKETED}|<{TIME}>|{STAMP}|\[\s*\d+\.\d{{3,9}}\])[\s,:|-]")
# a kernel's seconds since boot as the line's stamp ("[    2.345678]"): no chat's clock
_UPTIME = re.compile(r"\[\s*\d{1,6}\.\d{3,9}\]")
# a program's names for what it acts on: an infrastructure tool's resource address ("aws_instance.web",
# "module.db.aws_db_instance.main"), a container's replica ("web-1", "db-1"), a process with its id ("sshd[2211]")
_PROGRAM = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\.[\w-]+)+|(?:[a-z][a-z0-9]*\.)+[a-z][a-z0-9]*(?:_[a-z0-9]+)+"
                      r"(?:\.[\w-]+)*|[a-z][a-z0-9_]*-\d{1,3}|[\w.-]+\[\d{1,7}\]")
# what a timed line says opens with a word, a number or a bracket: a chat client's own lines open with a sign
# ("* ferris waves", "*** Ana joined", "-!- …", "<-- …"), an action or a notice among messages, no program's event
_EVENT = re.compile(r"\s*[\w\[(]")
# a shell's command: a method called on an object ("db.orders.find({…})", "df.head()"), a program's words, no one's
_CALL = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\(")
LOG_SHARE = 2  # a log: its timed lines are at least this many times its label lines


def logged(lines: Sequence[str]) -> bool:
    """Label lines are few among the chunk's lines that open with a timestamp (and then a word, a number or a
    bracket: a chat client's ``* nick waves`` is neither): at most one in :data:`LOG_SHARE` of them holds a label
    (:func:`~memspark.chunking.labels.parse_label`, in any shape), and three timed lines or more name no one — a
    program's log (``dmesg``, a journal), where a few events read as "Name: …", not a chat whose timed lines are its
    messages."""
    timed = [line for line in lines if (m := _TIMED.match(line)) is not None and _EVENT.match(line, m.end())]
    named = sum(parse_label(line) is not None for line in timed)
    return len(timed) - named >= 3 and len(timed) >= LOG_SHARE * named


def printed(labels: Sequence[Label]) -> bool:
    """Half or more of a shape's label lines are a program's, not a person's: after a kernel's seconds since boot
    (``[    2.345678] Bluetooth: …``) or naming what a tool acts on (``aws_instance.web: Modifying...``, a container's
    ``web-1  | …``, ``sshd[2211]: …``) or, after a shell's prompt (``shop> db.orders.find(…)``), a method's call — a tool's
    output or a database shell's session, however its lines recur."""
    machine = sum(_UPTIME.fullmatch(label.stamp.strip()) is not None or _PROGRAM.fullmatch(label.name) is not None
                  or "gt" in label.shape and _CALL.search(label.text) is not None for label in labels)
    return 2 * machine >= len(labels)


__all__ = ["LOG_SHARE", "logged", "printed"]
