"""Does a query ask about a time? Then temporal decay must not bury the answer.

Temporal decay (spec: ``floor + (1 − floor)·e^(−rate·age)``) prefers recent notes, which is right
for a recency-neutral question ("what did we work on regarding the Mika LoRA?") but wrong for one
anchored in time: "when did Caroline go to the support group?", "what did we decide last May?",
"which city was John in before Chicago?" ask for a dated fact, and its note is as old as it is.

:func:`time_anchor` returns the cue that anchors a query in time (for the trace), or ``None``.
Cues: *when* / *what time* / *what year* / *how long ago* questions, month and weekday names,
years, ISO dates, relative periods ("last week", "two years ago", "in the summer"), and order
words ("before", "after", "since", "until", "first time"). Words that ask for the *latest* state
("recently", "currently", "now", "latest") are not anchors: decay is what such a query wants.
"""

from __future__ import annotations

import re

# "may" is a month only where a date needs it ("in May", "May 7", "mid-May"): it is a verb too
_MONTHS = ("january|february|march|april|june|july|august|september|october|november|december|"
           "jan|feb|apr|jun|jul|aug|sept|oct|nov|dec")
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|couple of)"
_PERIOD = r"(?:day|week|weekend|month|year|summer|winter|spring|autumn|fall|season|semester|quarter)s?"

_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("when", re.compile(r"\bwhen\b", re.I)),
    ("what time", re.compile(r"\bwhat (?:time|date|day|year|month|week)\b|\bwhich (?:year|month|day|date|week)\b",
                             re.I)),
    ("how long ago", re.compile(r"\bhow long ago\b|\bhow long (?:has|have|had|did)\b", re.I)),
    ("date", re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b")),
    ("year", re.compile(r"\b(?:19|20)\d{2}\b")),
    ("month", re.compile(rf"\b(?:{_MONTHS})\b|\b(?:in|of|on|during|early|late|mid|last|next|this|since|until|"
                         rf"before|after)[- ]may\b|\bmay \d", re.I)),
    ("weekday", re.compile(rf"\b(?:{_WEEKDAYS})s?\b", re.I)),
    ("relative period", re.compile(rf"\b(?:last|past|previous|next|that|this) {_PERIOD}\b|"
                                   rf"\b{_NUMBER} {_PERIOD} (?:ago|earlier|before|later)\b|\bago\b|"
                                   rf"\b(?:yesterday|tomorrow|the other day)\b|\bin the {_PERIOD}\b", re.I)),
    ("order", re.compile(r"\b(?:before|after|since|until|till|prior to|first time|the first|at first)\b", re.I)),
)


def time_anchor(query: str) -> str | None:
    """The first time cue in ``query`` as ``"<kind>: <matched text>"``, or ``None`` when the query
    is recency-neutral (temporal decay applies as the spec defines it)."""
    for kind, pattern in _CUES:
        m = pattern.search(query)
        if m:
            return f"{kind}: {m.group(0).strip()!r}"
    return None
